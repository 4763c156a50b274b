"""Write bench/unseen83/records.jsonl: a held-out records set written from the user's side only.

Four personas, each about a quarter of the lines:
  irish_market_trader      - Declan on the stall: "grand", "yer man", "tree kilo", "herself"
  txtspeak_student         - a student texting with no vowels: "sld 2kg strwbrs 2 bob"
  journal_accountant       - a semi-retired accountant posting journal entries: "Dr Cash / Cr Sales"
  american_exchange_worker - a summer exchange worker: "rang up", "$", pounds (lb), dates like 2/26

Every expected record was worked out by hand against the demo month (resources/demo/fruitshop_month.jsonl)
and the contract in bench/unseen67/README.md ("Semantics I followed"). Standard library only.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

IRISH = "irish_market_trader"
TXT = "txtspeak_student"
ACCT = "journal_accountant"
USA = "american_exchange_worker"

SUPPLIERS = {"ABC", "Green Valley Farms", "Hillside Produce"}

# refusal reasons
FUTURE = "future date"
IMPOSSIBLE = "impossible date"
AMBIG_DATE = "ambiguous date"
AMBIG_CUST = "ambiguous customer"
UNKNOWN_CUST = "unknown customer"
PARTIAL = "partial return"
TWO_SALES = "return: two sales that day"
NO_SALE = "return: no sale that day"
RETURNED = "return: sale already returned"
DISCOUNT = "discount"
FREE = "free goods"
PRICE = "price disagrees with shelf price"
NO_WEIGHT = "no weight given"
UNCERTAIN = "uncertain quantity"
MISSING = "missing product"
QUESTION = "question"
CHAT = "chit-chat"
CANCEL = "cancellation"
APP = "app request"

LB = {0.5: 0.227, 1: 0.454, 2: 0.907, 3: 1.361, 4: 1.814, 5: 2.268, 6: 2.722, 10: 4.536}


def day(d):
    return f"2024-02-{d:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(d, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": day(d), "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(d, name, *items, phone=None, email=None):
    return {"kind": "purchase", "date": day(d), "supplier": party(name, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(d, name, sale_day):
    return {"kind": "return", "date": day(d), "customer": party(name), "sale_date": day(sale_day)}


def price(d, product, p):
    return {"kind": "price_change", "date": day(d), "product": product, "selling_price": p}


def adj(d, product, q, reason):
    return {"kind": "stock_adjustment", "date": day(d), "product": product, "quantity": q, "reason": reason}


def count(d, product, counted, diff):
    """A stock count: diff = counted - stock at the close of day d (worked out by hand)."""
    rec = adj(d, product, diff, "stock count")
    rec["_counted"] = counted  # for the throwaway checker only; stripped on write
    return rec


def note(d):
    return {"kind": "note", "date": day(d), "text": None, "facts": []}


LINES = []


def L(style, today, text, *records):
    LINES.append({"text": text, "today": day(today), "records": list(records), "style": style})


def X(style, today, text, why):
    LINES.append({"text": text, "today": day(today), "records": None, "why": why, "style": style})


# --------------------------------------------------------------------------------------------------------------
# Persona 1: Irish market trader (Declan). Stall talk, "yer man", "herself" (his wife), "tree" for three.
# --------------------------------------------------------------------------------------------------------------
S = IRISH
L(S, 29, "Omar Haddad in there, tree kilo of grapes, grand so.", sale(29, "Omar Haddad", ("grape", 3)))
L(S, 29, "Bob Smith took two kilo of apples and Ken Smith a kilo of pears, the Smiths are cleaning us out.",
  sale(29, "Bob Smith", ("apple", 2)), sale(29, "Ken Smith", ("pear", 1)))
L(S, 29, "Mrs Chen was in yesterday for a kilo and a half of cherries, God love her.",
  sale(28, "Mei Chen", ("cherry", 1.5)))
L(S, 29, "Put Tom Lee down for 2 kilo of bananas on Monday, I forgot to write it in.",
  sale(26, "Tom Lee", ("banana", 2)))
L(S, 29, "The Green Valley lads dropped 20 kilo of oranges, 90p a kilo to us, stick them out at 1.60.",
  buy(29, "Green Valley Farms", ("orange", 20, 0.9, 1.6)))
L(S, 29, "Two kilo of the strawberries gone mouldy on me, fecked them in the bin.",
  adj(29, "strawberry", -2, "mouldy"))
L(S, 29, "Counted the mangoes at close there, 17 kilo, so it is.", count(29, "mango", 17, -2))
L(S, 29, "Bananas going up to 1.30 a kilo from today, the lads are charging us a fortune.",
  price(29, "banana", 1.3))
L(S, 29, "Ann Brown brought back the oranges she got this morning, the whole bag, said they were sour as anything.",
  ret(29, "Ann Brown", 29))
L(S, 29, "Mad morning: Zoe Davis 2 kilo of pears, Ken Smith a kilo of cherries and Luis Garcia half a kilo of grapes.",
  sale(29, "Zoe Davis", ("pear", 2)), sale(29, "Ken Smith", ("cherry", 1)), sale(29, "Luis Garcia", ("grape", 0.5)))
L(S, 29, "New fella, Ciaran Doyle, his number's 353-861-2204, took 2 kilo of apples.",
  sale(29, "Ciaran Doyle", ("apple", 2), phone="353-861-2204"))
L(S, 29, "Raj Patel, three kilo of cherries, 9.60 the lot, paid in coins.", sale(29, "Raj Patel", ("cherry", 3)))
L(S, 24, "Market day, mobbed so it was. Sue Davis 2 kilo of oranges, Eva Berg a kilo of strawberries, "
  "Omar Haddad 3 kilo of pears.",
  sale(24, "Sue Davis", ("orange", 2)), sale(24, "Eva Berg", ("strawberry", 1)), sale(24, "Omar Haddad", ("pear", 3)))
L(S, 24, "Yer wan Ida Novak was in at the crack of dawn, 2 kilo of bananas and a kilo of apples.",
  sale(24, "Ida Novak", ("banana", 2), ("apple", 1)))
L(S, 23, "Hillside Produce delivered 25 kilo of pears at a quid a kilo, sell at 1.60 same as ever.",
  buy(23, "Hillside Produce", ("pear", 25, 1.0, 1.6)))
L(S, 23, "Tom Lee, a kilo of grapes and 2 kilo of mangoes, and Luis Garcia two and a half kilo of apples, "
  "both this morning.",
  sale(23, "Tom Lee", ("grape", 1), ("mango", 2)), sale(23, "Luis Garcia", ("apple", 2.5)))
L(S, 29, "Sue Davis brought back the bananas she bought on the 26th, all two and a half kilo of them.",
  ret(29, "Sue Davis", 26))
L(S, 29, "Day before yesterday, Raj Patel, half a kilo of strawberries.", sale(27, "Raj Patel", ("strawberry", 0.5)))
L(S, 29, "Zoe Davis came back for 2 kilo of apples, and then the young lad dropped a kilo of cherries on the "
  "floor, ruined.",
  sale(29, "Zoe Davis", ("apple", 2)), adj(29, "cherry", -1, "damaged"))
L(S, 29, "ABC dropped in 10 kilo of grapes this morning, 1.80 a kilo, shelf at 2.80 same as before.",
  buy(29, "ABC", ("grape", 10, 1.8, 2.8)))
L(S, 29, "Mr Haddad, kilo and a half of bananas, and Mrs Chen a kilo of oranges.",
  sale(29, "Omar Haddad", ("banana", 1.5)), sale(29, "Mei Chen", ("orange", 1)))
L(S, 29, "Ken Smith sent back the mangoes and pears from this morning, the lot, his party got called off.",
  ret(29, "Ken Smith", 29))
L(S, 29, "Reminder for herself: the van's NCT is due at the end of the month.", note(29))
L(S, 29, "Apples down to 1.50 from yesterday, they're going soft on us.", price(28, "apple", 1.5))
L(S, 29, "End of the day count: grapes 23, oranges 24 and a half, pears 20.",
  count(29, "grape", 23, -1), count(29, "orange", 24.5, -0.5), count(29, "pear", 20, -1))
L(S, 17, "Luis Garcia 3 kilo of oranges and Eva Berg 2 kilo of grapes, this morning, grand.",
  sale(17, "Luis Garcia", ("orange", 3)), sale(17, "Eva Berg", ("grape", 2)))
L(S, 17, "4 kilo of mangoes gone black and rotten at the back of the stall.", adj(17, "mango", -4, "rotten"))
L(S, 20, "Yesterday Eva Berg took a kilo of bananas and Mei Chen 2 kilo of apples.",
  sale(19, "Eva Berg", ("banana", 1)), sale(19, "Mei Chen", ("apple", 2)))
L(S, 29, "Luis Garcia, 500 grams of cherries, 1.60, and sure that was him done.",
  sale(29, "Luis Garcia", ("cherry", 0.5)))
L(S, 29, "Wednesday, Bob Smith and Ken Smith, a kilo of grapes each.",
  sale(28, "Bob Smith", ("grape", 1)), sale(28, "Ken Smith", ("grape", 1)))
L(S, 29, "Herself sold 2 kilo of mangoes to Omar Haddad and a kilo of strawberries to Ida Novak on Sunday.",
  sale(25, "Omar Haddad", ("mango", 2)), sale(25, "Ida Novak", ("strawberry", 1)))
L(S, 29, "Eva Berg returned the cherries she got off us on the 19th, every last one.", ret(29, "Eva Berg", 19))
L(S, 29, "Stocktake on the strawberries, 28 kilo, and the apples 29 and a half, spot on.",
  count(29, "strawberry", 28, -2))
L(S, 29, "New crowd, Lough Neagh Orchards, brought 15 kilo of apples at 1.05 a kilo, phone 028-555-0199.",
  buy(29, "Lough Neagh Orchards", ("apple", 15, 1.05, None), phone="028-555-0199"))
L(S, 27, "Yesterday Bob Smith 2 kilo of oranges, and Raj Patel a kilo of pears.",
  sale(26, "Bob Smith", ("orange", 2)), sale(26, "Raj Patel", ("pear", 1)))
L(S, 29, "Ida Novak, a kilo of mangoes and 2 kilo of oranges, 5.48 the lot.",
  sale(29, "Ida Novak", ("mango", 1), ("orange", 2)))
L(S, 29, "Cherries up to 3.50 a kilo from this morning.", price(29, "cherry", 3.5))
L(S, 29, "Hillside sent 30 kilo of bananas at 60p a kilo, and I sold 3 kilo straight off the van to Tom Lee.",
  buy(29, "Hillside Produce", ("banana", 30, 0.6, None)), sale(29, "Tom Lee", ("banana", 3)))
L(S, 29, "A kilo of pears and a kilo of grapes nicked off the front of the stall while I was giving out to the "
  "young lad.",
  adj(29, "pear", -1, "stolen"), adj(29, "grape", -1, "stolen"))
L(S, 28, "Bob Smith brought back the whole lot he got this morning, apples and strawberries, his missus had "
  "bought some already.",
  ret(28, "Bob Smith", 28))
L(S, 28, "Mei Chen a kilo and a half of pears, Zoe Davis 2 kilo of cherries, both paid cash.",
  sale(28, "Mei Chen", ("pear", 1.5)), sale(28, "Zoe Davis", ("cherry", 2)))
L(S, 29, "Ann Brown, 2 kilo of apples, 3.40, and a kilo of bananas, 1.20.",
  sale(29, "Ann Brown", ("apple", 2), ("banana", 1)))
L(S, 29, "FYI the scales on the end of the stall are reading heavy, get them looked at.", note(29))

X(S, 29, "Ida Novak took the guts of 3 kilo of pears.", UNCERTAIN)
X(S, 29, "Yer man from the chipper took a bag of oranges, he'll fix up with us later.", UNKNOWN_CUST)
X(S, 29, "Mrs Davis took 2 kilo of bananas.", AMBIG_CUST)
X(S, 29, "Mr Smith had 2 kilo of grapes this morning, paid cash.", AMBIG_CUST)
X(S, 29, "Put Sue Davis down for 3 kilo of grapes tomorrow, she's collecting after Mass.", FUTURE)
X(S, 29, "Ah sure it's a grand soft day, not a sinner about.", CHAT)
X(S, 29, "How many kilo of cherries have we left after that delivery?", QUESTION)
X(S, 29, "Tom Lee brought back half the cherries he got Friday, the rest were grand.", PARTIAL)
X(S, 29, "Gave Mei Chen a kilo of apples on the house, she's very good to us.", FREE)
X(S, 29, "Knocked a pound off for Omar Haddad on 2 kilo of mangoes.", DISCOUNT)
X(S, 29, "Put Bob Smith down for a kilo of pears on the 30th.", IMPOSSIBLE)
X(S, 29, "Eva Berg 2 kilo of mangoes, let her have them for a fiver.", PRICE)
X(S, 29, "Raj Patel brought back what he bought Sunday, the lot.", TWO_SALES)
X(S, 29, "Luis Garcia returned his bananas from Monday.", NO_SALE)
X(S, 29, "Scrap that last one about the grapes, I got it wrong.", CANCEL)
X(S, 29, "Zoe Davis took a tray of strawberries.", NO_WEIGHT)
X(S, 29, "Tom Lee brought back his oranges from the 11th.", RETURNED)
X(S, 24, "Grapes going to 2.50 a kilo from Monday on.", FUTURE)
X(S, 23, "Bob Smith, 2 kilo of cherries, charged him 7 quid.", PRICE)
X(S, 29, "Can you print me off a list of what Omar owes us?", APP)
X(S, 27, "Tom Lee two or tree kilo of apples, can't mind which.", UNCERTAIN)

# --------------------------------------------------------------------------------------------------------------
# Persona 2: student texting, no vowels, "2" = to, "4" = for, yday / 2day / 2moro.
# --------------------------------------------------------------------------------------------------------------
S = TXT
L(S, 29, "sld 2kg strwbrs 2 bob", sale(29, "Bob Smith", ("strawberry", 2)))
L(S, 29, "3kg grps 4 raj", sale(29, "Raj Patel", ("grape", 3)))
L(S, 29, "zoe d 1.5kg mngs", sale(29, "Zoe Davis", ("mango", 1.5)))
L(S, 29, "yday: omar 2kg bnns + 1kg prs", sale(28, "Omar Haddad", ("banana", 2), ("pear", 1)))
L(S, 29, "mei chen 500g chrrs", sale(29, "Mei Chen", ("cherry", 0.5)))
L(S, 29, "sld tom lee 2kg orngs n 1kg appls", sale(29, "Tom Lee", ("orange", 2), ("apple", 1)))
L(S, 29, "dlvry frm abc 30kg appls @ 1.10/kg, sld 2kg strt away 2 mei",
  buy(29, "ABC", ("apple", 30, 1.1, None)), sale(29, "Mei Chen", ("apple", 2)))
L(S, 29, "2kg strwbrs mouldy + 1kg grps rotten, binned",
  adj(29, "strawberry", -2, "mouldy"), adj(29, "grape", -1, "rotten"))
L(S, 29, "bnns nw 1.25/kg", price(29, "banana", 1.25))
L(S, 29, "ann brwn rtrnd her orngs frm 2day, all of em", ret(29, "Ann Brown", 29))
L(S, 29, "ida 1kg grps, ken 2kg appls, sue 1.5kg bnns",
  sale(29, "Ida Novak", ("grape", 1)), sale(29, "Ken Smith", ("apple", 2)), sale(29, "Sue Davis", ("banana", 1.5)))
L(S, 29, "new cust jade okoro, jade.okoro@mail.example, 2kg mngs",
  sale(29, "Jade Okoro", ("mango", 2), email="jade.okoro@mail.example"))
L(S, 29, "luis 1kg chrrs = 3.20", sale(29, "Luis Garcia", ("cherry", 1)))
L(S, 29, "mon: eva 2kg prs", sale(26, "Eva Berg", ("pear", 2)))
L(S, 29, "tues: bob 1kg grps, ken 1kg grps", sale(27, "Bob Smith", ("grape", 1)), sale(27, "Ken Smith", ("grape", 1)))
L(S, 29, "cnt: mngs 18kg, orngs 24kg", count(29, "mango", 18, -1), count(29, "orange", 24, -1))
L(S, 29, "prs 2kg squashed, dropped the crate lol", adj(29, "pear", -2, "damaged"))
L(S, 29, "3 dys ago zoe 2kg chrrs", sale(26, "Zoe Davis", ("cherry", 2)))
L(S, 29, "raj rtrnd evrythng frm 27th", ret(29, "Raj Patel", 27))
L(S, 25, "yday: luis 2kg orngs, tom 1kg strwbrs",
  sale(24, "Luis Garcia", ("orange", 2)), sale(24, "Tom Lee", ("strawberry", 1)))
L(S, 25, "omar 2kg appls 3.40 pd", sale(25, "Omar Haddad", ("apple", 2)))
L(S, 25, "hillside dlvrd 20kg prs @ 0.95, sell @ 1.44, omar took 3kg strt off the van",
  buy(25, "Hillside Produce", ("pear", 20, 0.95, 1.44)), sale(25, "Omar Haddad", ("pear", 3)))
L(S, 21, "sld eva 1kg bnns + ann 2kg grps", sale(21, "Eva Berg", ("banana", 1)), sale(21, "Ann Brown", ("grape", 2)))
L(S, 21, "1kg strwbrs gone rotten", adj(21, "strawberry", -1, "rotten"))
L(S, 28, "ida rtrnd her prs frm this mrng, all 2.5kg", ret(28, "Ida Novak", 28))
L(S, 28, "chrrs cnt 58kg aftr dlvry", count(28, "cherry", 58, -1.5))
L(S, 29, "grps up 2 3.00 + chrrs dwn 2 3.00", price(29, "grape", 3.0), price(29, "cherry", 3.0))
L(S, 29, "ken 1kg strwbrs, bob 2kg bnns",
  sale(29, "Ken Smith", ("strawberry", 1)), sale(29, "Bob Smith", ("banana", 2)))
L(S, 29, "mrs chen 2kg orngs, mr haddad 1kg mngs",
  sale(29, "Mei Chen", ("orange", 2)), sale(29, "Omar Haddad", ("mango", 1)))
L(S, 29, "hlf kg grps 4 tom", sale(29, "Tom Lee", ("grape", 0.5)))
L(S, 29, "250g chrrs 4 ann", sale(29, "Ann Brown", ("cherry", 0.25)))
L(S, 29, "sue rtrnd her mngs frm 22nd", ret(29, "Sue Davis", 22))
L(S, 29, "grn vlly: 20kg strwbrs @ 2.50, sell 3.90", buy(29, "Green Valley Farms", ("strawberry", 20, 2.5, 3.9)))
L(S, 29, "1kg mngs nicked frm front", adj(29, "mango", -1, "stolen"))
L(S, 29, "reminder: chk fridge temp b4 close", note(29))
L(S, 29, "wed: raj 2kg prs, sue 1kg chrrs", sale(28, "Raj Patel", ("pear", 2)), sale(28, "Sue Davis", ("cherry", 1)))
L(S, 29, "zoe 3kg appls + 1kg bnns, ida 2kg orngs",
  sale(29, "Zoe Davis", ("apple", 3), ("banana", 1)), sale(29, "Ida Novak", ("orange", 2)))
L(S, 26, "sat: omar 1kg grps", sale(24, "Omar Haddad", ("grape", 1)))
L(S, 29, "bnns 1kg bruised + 1kg orngs bruised", adj(29, "banana", -1, "damaged"), adj(29, "orange", -1, "damaged"))
L(S, 29, "new supplier sunny acres farm, 10kg mngs @ 1.60", buy(29, "Sunny Acres Farm", ("mango", 10, 1.6, None)))
L(S, 29, "tom 2kg mngs, thn tom agn 1kg chrrs", sale(29, "Tom Lee", ("mango", 2)), sale(29, "Tom Lee", ("cherry", 1)))
L(S, 28, "luis 2kg grps + eva 1kg appls, both 2day",
  sale(28, "Luis Garcia", ("grape", 2)), sale(28, "Eva Berg", ("apple", 1)))
L(S, 27, "26th: ken 1.5kg orngs", sale(26, "Ken Smith", ("orange", 1.5)))
L(S, 29, "fyi ppl keep askin 4 kiwis", note(29))

X(S, 29, "sue 2kg grps 2moro", FUTURE)
X(S, 29, "mrs davis 1kg bnns", AMBIG_CUST)
X(S, 29, "smith 2kg appls", AMBIG_CUST)
X(S, 29, "lol shop is ded 2day ngl", CHAT)
X(S, 29, "hw mny strwbrs lft??", QUESTION)
X(S, 29, "zoe rtrnd hlf her mngs", PARTIAL)
X(S, 29, "gave ida 1kg chrrs 4 free bc she waited ages", FREE)
X(S, 29, "omar 2kg grps 10% off", DISCOUNT)
X(S, 29, "bob 1kg prs 31st", IMPOSSIBLE)
X(S, 29, "raj 3kg chrrs, pd 9.00", PRICE)
X(S, 29, "2 punnets strwbrs 4 eva", NO_WEIGHT)
X(S, 29, "mei rtrnd stuff frm sat", TWO_SALES)
X(S, 29, "ignore last msg", CANCEL)
X(S, 29, "can u add kiwis 2 the app", APP)
X(S, 29, "ken rtrnd his orngs frm 4th", RETURNED)
X(S, 29, "luis 5 bnns", NO_WEIGHT)
X(S, 25, "tom 2kg mngs nxt wk", FUTURE)
X(S, 21, "sld 2kg 2 ann", MISSING)
X(S, 28, "eva 2kg appls 3.00 ttl", PRICE)
X(S, 29, "rtrn 4 omar frm 19th", TWO_SALES)
X(S, 29, "02/03 ida 1kg grps", AMBIG_DATE)

# --------------------------------------------------------------------------------------------------------------
# Persona 3: semi-retired accountant posting journal entries (Dr / Cr), dates as 29.02.24.
# --------------------------------------------------------------------------------------------------------------
S = ACCT
L(S, 29, "29.02.24 Dr Cash 6.40 / Cr Sales 6.40 — being 2 kg cherries sold to Mr R. Patel.",
  sale(29, "Raj Patel", ("cherry", 2)))
L(S, 29, "Dr Cash £4.80 / Cr Sales £4.80 — 2 kg mangoes, Ms Zoe Davis.", sale(29, "Zoe Davis", ("mango", 2)))
L(S, 29, "Dr Purchases 18.00 / Cr Creditors: Hillside Produce 18.00 — 30 kg bananas @ 0.60; retail price to be "
  "set at 1.20.",
  buy(29, "Hillside Produce", ("banana", 30, 0.6, 1.2)))
L(S, 29, "Dr Stock losses / Cr Stock: 1.5 kg strawberries written off, mouldy.", adj(29, "strawberry", -1.5, "mouldy"))
L(S, 29, "Stocktake 29.02: pears counted 19 kg; post the difference to stock losses.", count(29, "pear", 19, -2))
L(S, 29, "Dr Sales returns 2.40 / Cr Cash 2.40 — Mr Bob Smith, full refund of his purchase of 26.02 (1 kg mango).",
  ret(29, "Bob Smith", 26))
L(S, 29, "Retail price revision w.e.f. 29.02.24: mangoes 2.60 per kg.", price(29, "mango", 2.6))
L(S, 29, "Memo — reminder: VAT return for the quarter due 7 April.", note(29))
L(S, 29, "Sales day book, 28.02.24:\n  Mrs M. Chen — 1 kg apples\n  Mr L. Garcia — 2 kg grapes\n"
  "  Ms A. Brown — 0.5 kg cherries",
  sale(28, "Mei Chen", ("apple", 1)), sale(28, "Luis Garcia", ("grape", 2)), sale(28, "Ann Brown", ("cherry", 0.5)))
L(S, 29, "Dr Debtors (Mr O. Haddad) 7.20 / Cr Sales 7.20 — being 3 kg mangoes on account, 27 Feb.",
  sale(27, "Omar Haddad", ("mango", 3)))
L(S, 29, "Dr Cash 5.10 / Cr Sales 5.10 — 3 kg apples, Mr Tom Lee.\nDr Cash 3.08 / Cr Sales 3.08 — 2 kg oranges, "
  "Ms Ann Brown.",
  sale(29, "Tom Lee", ("apple", 3)), sale(29, "Ann Brown", ("orange", 2)))
L(S, 29, "Purchases ledger 29.02: ABC — 20 kg grapes at 1.80/kg = 36.00; 10 kg cherries at 2.00/kg = 20.00; "
  "total 56.00 on 30 days.",
  buy(29, "ABC", ("grape", 20, 1.8, None), ("cherry", 10, 2.0, None)))
L(S, 29, "Dr Stock losses / Cr Stock — 2 kg bananas damaged in transit; 1 kg oranges rotten.",
  adj(29, "banana", -2, "damaged"), adj(29, "orange", -1, "rotten"))
L(S, 16, "16.02.24 Dr Cash 7.80 / Cr Sales 7.80 — 2 kg strawberries, Mrs E. Berg.",
  sale(16, "Eva Berg", ("strawberry", 2)))
L(S, 16, "16.02.24 Dr Stock losses / Cr Stock: 3 kg grapes mouldy; 2 kg mangoes spoiled.",
  adj(16, "grape", -3, "mouldy"), adj(16, "mango", -2, "spoiled"))
L(S, 16, "Cash sales 16.02: Mr K. Smith, 2 kg apples, 3.40.", sale(16, "Ken Smith", ("apple", 2)))
L(S, 19, "19.02.24 Retail price revision: apples 1.80/kg with immediate effect.", price(19, "apple", 1.8))
L(S, 19, "Sales, 18.02.24: Ms Sue Davis 1 kg grapes 2.80; Mr Omar Haddad 2 kg cherries 6.40.",
  sale(18, "Sue Davis", ("grape", 1)), sale(18, "Omar Haddad", ("cherry", 2)))
L(S, 24, "24/02/24 Dr Cash 3.48 / Cr Sales 3.48 — Mrs I. Novak, 2 kg pears @ 1.44 and 0.5 kg bananas @ 1.20.",
  sale(24, "Ida Novak", ("pear", 2), ("banana", 0.5)))
L(S, 24, "Stocktake 24.02 (close): oranges 21 kg, apples 30.5 kg, mangoes 29 kg.",
  count(24, "orange", 21, -1), count(24, "mango", 29, -1))
L(S, 29, "Journal 26.02: Dr Sales returns 3.00 / Cr Debtors 3.00 — Ms Sue Davis, full return of the 2.5 kg bananas "
  "she bought 26.02.",
  ret(26, "Sue Davis", 26))
L(S, 29, "Dr Cash 2.31 / Cr Sales 2.31 — 1.5 kg oranges, Mr Ken Smith, 29.02.", sale(29, "Ken Smith", ("orange", 1.5)))
L(S, 29, "New debtor: Mr Harold Pemberton-Hale, tel 020-555-0188 — Dr Debtors 4.80 / Cr Sales 4.80, 2 kg mangoes.",
  sale(29, "Harold Pemberton-Hale", ("mango", 2), phone="020-555-0188"))
L(S, 29, "Dr Purchases 31.50 / Cr Creditors — Green Valley Farms, 35 kg oranges at 0.90.",
  buy(29, "Green Valley Farms", ("orange", 35, 0.9, None)))
L(S, 29, "Sales 25.02.24: Mr T. Lee 2 kg cherries; Mrs A. Brown 1 kg strawberries.",
  sale(25, "Tom Lee", ("cherry", 2)), sale(25, "Ann Brown", ("strawberry", 1)))
L(S, 29, "Dr Sales returns 6.40 / Cr Cash 6.40 — Mr O. Haddad, the 4 kg of pears bought 21.02 returned in full.",
  ret(29, "Omar Haddad", 21))
L(S, 29, "Dr Marketing / Cr Stock — 0.5 kg cherries used as tasting samples.", adj(29, "cherry", -0.5, "samples"))
L(S, 29, "Retail price revisions w.e.f. 28.02.24: strawberries 4.20, grapes 2.95.",
  price(28, "strawberry", 4.2), price(28, "grape", 2.95))
L(S, 28, "28.02.24 Cash sales: Mr Raj Patel 1 kg strawberries 3.90; Miss E. Berg 2 kg apples 3.40.",
  sale(28, "Raj Patel", ("strawberry", 1)), sale(28, "Eva Berg", ("apple", 2)))
L(S, 28, "Stocktake 28.02 (close): cherries 57.5 kg.", count(28, "cherry", 57.5, -2))
L(S, 29, "Dr Cash 11.20 / Cr Sales 11.20 — 4 kg grapes, Mr Luis Garcia.", sale(29, "Luis Garcia", ("grape", 4)))
L(S, 29, "Dr Stock losses / Cr Stock — 1 kg apples stolen (shoplifting, per CCTV).", adj(29, "apple", -1, "stolen"))
L(S, 29, "Sales 22.02.24 (omitted from the day book): Mrs Chen 2 kg grapes; Mr Bob Smith 1 kg mangoes.",
  sale(22, "Mei Chen", ("grape", 2)), sale(22, "Bob Smith", ("mango", 1)))
L(S, 29, "For your information: the auditors visit in the second week of March.", note(29))
L(S, 29, "Dr Cash 9.60 / Cr Sales 9.60 — Ms Ida Novak, 3 kg cherries.\nDr Stock losses / Cr Stock — 0.5 kg cherries "
  "crushed behind the till.",
  sale(29, "Ida Novak", ("cherry", 3)), adj(29, "cherry", -0.5, "damaged"))
L(S, 24, "Purchase invoice HP-2402: Hillside Produce, 15 kg pears at 1.00/kg = 15.00, retail 1.44.",
  buy(24, "Hillside Produce", ("pear", 15, 1.0, 1.44)))
L(S, 29, "Sales 29.02: Mr Ken Smith 2 kg bananas 2.40; Ms Zoe Davis 1 kg pears 1.44; Mr Tom Lee 0.5 kg grapes 1.40.",
  sale(29, "Ken Smith", ("banana", 2)), sale(29, "Zoe Davis", ("pear", 1)), sale(29, "Tom Lee", ("grape", 0.5)))
L(S, 29, "Debtors ledger: Mr Luis Garcia returns in full the oranges and grapes purchased 23.02.",
  ret(29, "Luis Garcia", 23))
L(S, 29, "Journal 27.02: Dr Stock losses / Cr Stock — 1 kg pears, damaged.", adj(27, "pear", -1, "damaged"))
L(S, 29, "Correction to stock per physical count 29.02: bananas 29 kg, strawberries 29.5 kg.",
  count(29, "banana", 29, -1.5), count(29, "strawberry", 29.5, -0.5))
L(S, 26, "Dr Cash 2.40 / Cr Sales 2.40 — 2 kg bananas, Mrs Ann Brown, this morning.",
  sale(26, "Ann Brown", ("banana", 2)))
L(S, 26, "Sales 25.02: Mr Bob Smith 1 kg pears; Mrs Eva Berg 1 kg oranges.",
  sale(25, "Bob Smith", ("pear", 1)), sale(25, "Eva Berg", ("orange", 1)))
L(S, 29, "Dr Cash 3.90 / Cr Sales 3.90 — 1 kg strawberries, Mr Omar Haddad.\nDr Cash 1.70 / Cr Sales 1.70 — 1 kg "
  "apples, Mrs Sue Davis.",
  sale(29, "Omar Haddad", ("strawberry", 1)), sale(29, "Sue Davis", ("apple", 1)))
L(S, 29, "New supplier account opened: Marlowe & Finch Fruit Ltd — 12 kg mangoes at 1.55/kg, retail 2.40.",
  buy(29, "Marlowe & Finch Fruit Ltd", ("mango", 12, 1.55, 2.4)))

X(S, 29, "Dr Discount allowed 0.50 / Cr Debtors 0.50 — Mrs Chen, on 2 kg apples.", DISCOUNT)
X(S, 29, "Accrual: Green Valley Farms delivery of 40 kg bananas expected 4 March.", FUTURE)
X(S, 29, "Suspense account 3.20: 1 kg cherries sold, customer not identified.", UNKNOWN_CUST)
X(S, 29, "Contra: reverse the journal for Mr Patel's cherries posted earlier, entered in error.", CANCEL)
X(S, 29, "Query: what is the closing stock valuation for grapes at cost?", QUESTION)
X(S, 29, "Dr Sales returns 1.20 / Cr Cash 1.20 — Mr Tom Lee returned 1 kg of the 3 kg bananas bought 22.02.", PARTIAL)
X(S, 29, "Dr Cash 6.00 / Cr Sales 6.00 — 2 kg cherries, Mr Raj Patel.", PRICE)
X(S, 29, "Sales 30.02.24: Mr Ken Smith 1 kg grapes.", IMPOSSIBLE)
X(S, 29, "Dr Cash / Cr Sales — 1 kg apples, Mr Smith.", AMBIG_CUST)
X(S, 29, "Dr Entertainment / Cr Stock — 2 kg strawberries given free to Mrs Berg as a goodwill gesture.", FREE)
X(S, 29, "Dr Sales returns / Cr Debtors — Mrs Chen, return of goods purchased 24.02.", TWO_SALES)
X(S, 29, "Dr Sales returns / Cr Cash — Mr Ken Smith, goods bought 27.02.", NO_SALE)
X(S, 29, "Dr Sales returns / Cr Cash — Mrs E. Berg, sale of 03.02 returned.", RETURNED)
X(S, 29, "Sales 01.03.24: Mrs Ann Brown 2 kg oranges.", FUTURE)
X(S, 29, "Dr Cash 3.00 / Cr Sales 3.00 — one box of bananas, Mr Omar Haddad.", NO_WEIGHT)
X(S, 29, "Brought forward balances agreed, all in order; nothing further to post today.", CHAT)
X(S, 19, "Sales 20.02.24: Mrs Sue Davis 2 kg pears.", FUTURE)
X(S, 24, "Please produce a trial balance for February.", APP)
X(S, 29, "Dr Cash 8.00 / Cr Sales 8.00 — approximately 2 to 3 kg grapes, Mr Luis Garcia.", UNCERTAIN)
X(S, 29, "Dr Cash 2.16 / Cr Sales 2.16 — 3 kg pears at half price, Mr Bob Smith, end of line.", DISCOUNT)
X(S, 29, "Dr Cash 1.54 / Cr Sales 1.54 — 1 kg oranges, Mrs Mei Chen, 14.02.24.", PRICE)

# --------------------------------------------------------------------------------------------------------------
# Persona 4: American summer exchange worker: "rang up", "$", pounds (lb), dates like 2/26.
# --------------------------------------------------------------------------------------------------------------
S = USA
L(S, 29, "Rang up Bob Smith for 3 lbs of apples.", sale(29, "Bob Smith", ("apple", LB[3])))
L(S, 29, "Checked out Mei Chen, 2 pounds of grapes, $2.54.", sale(29, "Mei Chen", ("grape", LB[2])))
L(S, 29, "Tom Lee grabbed 1 kilo of cherries and Bob Smith got 2 lbs of bananas",
  sale(29, "Tom Lee", ("cherry", 1)), sale(29, "Bob Smith", ("banana", LB[2])))
L(S, 29, "On 2/26 Raj Patel bought 5 lb of oranges, I forgot to log it, sorry!",
  sale(26, "Raj Patel", ("orange", LB[5])))
L(S, 29, "Zoe Davis, 10 lbs of pears for her bakery thing", sale(29, "Zoe Davis", ("pear", LB[10])))
L(S, 29, "Hillside Produce truck came, 25 kilos of mangoes at $1.50/kg, shelf price $2.40.",
  buy(29, "Hillside Produce", ("mango", 25, 1.5, 2.4)))
L(S, 29, "Mango shelf price is now $2.75/kg, boss said so.", price(29, "mango", 2.75))
L(S, 29, "Tossed 3 lbs of strawberries, totally moldy", adj(29, "strawberry", -LB[3], "mouldy"))
L(S, 29, "Ann Brown brought back her oranges from this morning, like all of them", ret(29, "Ann Brown", 29))
L(S, 29, "Crazy busy: Ken Smith 2 lbs cherries, Sue Davis 4 lbs bananas, Eva Berg 1 lb of grapes.",
  sale(29, "Ken Smith", ("cherry", LB[2])), sale(29, "Sue Davis", ("banana", LB[4])),
  sale(29, "Eva Berg", ("grape", LB[1])))
L(S, 29, "New customer Madison Kowalski, madison.k@mail.example, bought 2 kilos of strawberries",
  sale(29, "Madison Kowalski", ("strawberry", 2), email="madison.k@mail.example"))
L(S, 29, "Omar Haddad checked out with 3 kilos of pears, $4.32 total, and Ann Brown 1 kilo of mangoes, $2.40",
  sale(29, "Omar Haddad", ("pear", 3)), sale(29, "Ann Brown", ("mango", 1)))
L(S, 29, "Luis Garcia, 1.5 kilos of mangoes, rang up at $3.60", sale(29, "Luis Garcia", ("mango", 1.5)))
L(S, 22, "Yesterday Ida Novak got 2 lbs of apples and Tom Lee got a kilo of grapes",
  sale(21, "Ida Novak", ("apple", LB[2])), sale(21, "Tom Lee", ("grape", 1)))
L(S, 22, "Dropped a crate, 2 kilos of mangoes are squished and 1 kilo of oranges too",
  adj(22, "mango", -2, "damaged"), adj(22, "orange", -1, "damaged"))
L(S, 22, "Counted grapes at closing, 21 kilos", count(22, "grape", 21, -1.5))
L(S, 20, "Rang up Mei Chen for 2 kilos of strawberries this morning, $7.80, and Eva Berg 1 kilo of apples, $1.70",
  sale(20, "Mei Chen", ("strawberry", 2)), sale(20, "Eva Berg", ("apple", 1)))
L(S, 20, "Green Valley Farms brought 20 kilos of pears at $1.00/kg",
  buy(20, "Green Valley Farms", ("pear", 20, 1.0, None)))
L(S, 29, "2/27: Bob Smith 1 kilo of strawberries and Ken Smith 2 lbs of oranges",
  sale(27, "Bob Smith", ("strawberry", 1)), sale(27, "Ken Smith", ("orange", LB[2])))
L(S, 29, "Zoe Davis came back with the mangoes she got this morning, returned the whole thing",
  ret(29, "Zoe Davis", 29))
L(S, 29, "Bananas are going up to $1.35 a kilo starting today", price(29, "banana", 1.35))
L(S, 29, "Raj Patel: half a pound of cherries", sale(29, "Raj Patel", ("cherry", LB[0.5])))
L(S, 29, "Ken Smith returned the strawberries he bought on the 17th, full refund, then bought 2 kilos of "
  "apples instead",
  ret(29, "Ken Smith", 17), sale(29, "Ken Smith", ("apple", 2)))
L(S, 29, "Ida Novak 2 kilos of oranges and a pound of strawberries, rang up $4.85",
  sale(29, "Ida Novak", ("orange", 2), ("strawberry", LB[1])))
L(S, 29, "Someone swiped 2 lbs of grapes off the front display, saw it on the camera",
  adj(29, "grape", -LB[2], "stolen"))
L(S, 29, "Monday Eva Berg bought 3 kilos of apples, then Tuesday she came back for 1 kilo of cherries",
  sale(26, "Eva Berg", ("apple", 3)), sale(27, "Eva Berg", ("cherry", 1)))
L(S, 29, "Gave out half a kilo of cherries as free samples at the tasting table", adj(29, "cherry", -0.5, "samples"))
L(S, 29, "End of day count: apples 28 kilos, oranges 24, strawberries 29",
  count(29, "apple", 28, -1.5), count(29, "orange", 24, -1), count(29, "strawberry", 29, -1))
L(S, 26, "Saturday Luis Garcia got 2 kilos of bananas", sale(24, "Luis Garcia", ("banana", 2)))
L(S, 26, "Yesterday Omar Haddad 1 kilo of grapes, Zoe Davis 2 lbs of oranges",
  sale(25, "Omar Haddad", ("grape", 1)), sale(25, "Zoe Davis", ("orange", LB[2])))
L(S, 26, "Bob Smith returned the mango he got this morning, all of it, and Raj Patel bought 1 kilo of pears",
  ret(26, "Bob Smith", 26), sale(26, "Raj Patel", ("pear", 1)))
L(S, 29, "ABC delivered 15 kilos of grapes at $1.80 a kilo and 10 kilos of apples at $1.10 a kilo, sell the apples "
  "at $1.75",
  buy(29, "ABC", ("grape", 15, 1.8, None), ("apple", 10, 1.1, 1.75)))
L(S, 29, "Thursday last week Ann Brown picked up 1 kilo of oranges", sale(22, "Ann Brown", ("orange", 1)))
L(S, 29, "Sold Tom Lee 6 lbs of strawberries for some party", sale(29, "Tom Lee", ("strawberry", LB[6])))
L(S, 29, "Heads up, FYI the walk-in cooler is making a weird noise", note(29))
L(S, 29, "Mei Chen got 2 kilos of bananas, Ken Smith got 1 kilo of mangoes, Sue Davis 3 lbs of pears",
  sale(29, "Mei Chen", ("banana", 2)), sale(29, "Ken Smith", ("mango", 1)), sale(29, "Sue Davis", ("pear", LB[3])))
L(S, 29, "Feb 27th Raj Patel came in for 2 lbs of grapes", sale(27, "Raj Patel", ("grape", LB[2])))
L(S, 29, "Tom Lee returned the bananas and grapes from last Thursday, full return", ret(29, "Tom Lee", 22))
L(S, 29, "Cherries down to $3 a kilo, starting today", price(29, "cherry", 3.0))
L(S, 29, "Hillside Produce: 20 kilos of oranges at 95 cents a kilo, then Ida Novak bought 3 kilos of them",
  buy(29, "Hillside Produce", ("orange", 20, 0.95, None)), sale(29, "Ida Novak", ("orange", 3)))
L(S, 29, "Don't forget, the boss wants the window sign changed to say we close at 6 now", note(29))
L(S, 29, "Zoe Davis bought 4 lbs of apples, $3.08", sale(29, "Zoe Davis", ("apple", LB[4])))
L(S, 27, "Yesterday Sue Davis bought 2 kilos of strawberries, and 1 kilo of pears got bruised",
  sale(26, "Sue Davis", ("strawberry", 2)), adj(26, "pear", -1, "damaged"))
L(S, 27, "Rang up Ann Brown, 2.5 kilos of bananas, $3.00", sale(27, "Ann Brown", ("banana", 2.5)))

X(S, 29, "Rang up Bob Smith for a couple pounds of apples", UNCERTAIN)
X(S, 29, "Mrs Smith bought 2 kilos of pears", AMBIG_CUST)
X(S, 29, "Put Zoe Davis down for 3 lbs of cherries tomorrow", FUTURE)
X(S, 29, "Omg it's so quiet today, I reorganized the whole banana display lol", CHAT)
X(S, 29, "Do we have any mangoes left in the back?", QUESTION)
X(S, 29, "Eva Berg returned 1 kilo of the cherries she bought 2/19", PARTIAL)
X(S, 29, "Gave Ken Smith a pound of grapes for free since he's a regular", FREE)
X(S, 29, "Did $2 off for Raj Patel on 3 kilos of apples, he had a coupon", DISCOUNT)
X(S, 29, "On 2/30 Sue Davis bought 1 kilo of oranges", IMPOSSIBLE)
X(S, 29, "Checked out Luis Garcia for 2 kilos of cherries, $6.00", PRICE)
X(S, 29, "Sold a dozen apples to Ann Brown", NO_WEIGHT)
X(S, 29, "Mei Chen returned her stuff from Saturday", TWO_SALES)
X(S, 29, "2/3 Tom Lee bought 1 kilo of grapes", AMBIG_DATE)
X(S, 29, "Nvm, cancel that last sale I entered", CANCEL)
X(S, 29, "Can you make the app show prices in dollars?", APP)
X(S, 29, "Sold Omar Haddad a pint of strawberries", NO_WEIGHT)
X(S, 22, "Bob Smith is gonna pick up 2 kilos of mangoes on Saturday", FUTURE)
X(S, 20, "Ida Novak returned the bananas she bought 2/9", TWO_SALES)
X(S, 29, "Charged Tom Lee $5 for 2 kilos of oranges", PRICE)
X(S, 29, "Some lady with a red hat bought 2 kilos of bananas", UNKNOWN_CUST)
X(S, 29, "Sold Raj Patel a bunch of bananas", NO_WEIGHT)


def finished(line):
    """Fill note texts and drop the checker-only keys."""
    out = dict(line)
    if out["records"] is not None:
        recs = []
        for r in out["records"]:
            r = {k: v for k, v in r.items() if not k.startswith("_")}
            if r["kind"] == "note":
                r["text"] = line["text"]
            recs.append(r)
        out["records"] = recs
    return out


def main():
    with OUT.open("w") as f:
        for line in LINES:
            f.write(json.dumps(finished(line), ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {OUT}")


if __name__ == "__main__":
    main()
