"""Generator for bench/unseen11/records.jsonl (hand-written cases, stdlib only)."""
import json
from pathlib import Path

T = "2024-02-29"
OUT = []


def C(n, phone=None, email=None):
    return {"name": n, "phone": phone, "email": email}


def sale(d, cust, *items):
    c = cust if isinstance(cust, dict) else C(cust)
    return {"kind": "sale", "date": d, "customer": c,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(d, sup, *items):
    return {"kind": "purchase", "date": d, "supplier": C(sup),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(d, cust, sd):
    return {"kind": "return", "date": d, "customer": C(cust), "sale_date": sd}


def pc(d, p, s):
    return {"kind": "price_change", "date": d, "product": p, "selling_price": s}


def adj(d, p, q, r):
    return {"kind": "stock_adjustment", "date": d, "product": p, "quantity": q, "reason": r}


NOTE = object()


def add(style, text, *recs):
    recs = [{"kind": "note", "date": T, "text": text, "facts": []} if r is NOTE else r for r in recs]
    OUT.append({"text": text, "today": T, "records": recs, "style": style})


def no(style, text, why):
    OUT.append({"text": text, "today": T, "records": None, "style": style, "why": why})


D = lambda n: f"2024-02-{n:02d}"
MON, TUE, WED, THU, FRI, SAT, SUN = D(26), D(27), D(28), D(22), D(23), D(24), D(25)
YEST = D(28)

# ------------------------------------------------------------------ Scottish market trader
S = "scots-trader"
add(S, "gied Mei Chen twa kilos o' pears", sale(T, "Mei Chen", ("pear", 2)))
add(S, "Tam Lee took hauf a kilo o' grapes the day", sale(T, "Tom Lee", ("grape", 0.5)))
add(S, "sellt three kilo o' aipples tae Bob Smith", sale(T, "Bob Smith", ("apple", 3)))
add(S, "Eva Berg bocht a kilo an' a hauf o' cherries", sale(T, "Eva Berg", ("cherry", 1.5)))
add(S, "Raj Patel's missus cam in for him, twa kilo o' bananas on his tab", sale(T, "Raj Patel", ("banana", 2)))
add(S, "Hillside Produce drapped aff 25 kilo o' pears at a pound ten the kilo",
    pur(T, "Hillside Produce", ("pear", 25, 1.1, None)))
add(S, "ABC brocht 20 kilo aipples, cost 1.10 a kilo, sellin' at 1.80",
    pur(T, "ABC", ("apple", 20, 1.1, 1.8)))
add(S, "chucked oot twa kilo o' rotten strawberries, they were mingin", adj(T, "strawberry", -2, "rotten"))
add(S, "some wee toerag nicked a kilo o' mangoes aff the front", adj(T, "mango", -1, "stolen"))
add(S, "pit the bananas up tae 1.30 the kilo", pc(T, "banana", 1.3))
add(S, "Omar Haddad brung back his messages fae the 21st", ret(T, "Omar Haddad", D(21)))
add(S, "gied Ann Brown a pund o' grapes", sale(T, "Ann Brown", ("grape", 0.454)))
add(S, "Ken Smith had fower kilo o' oranges aff us yesterday", sale(YEST, "Ken Smith", ("orange", 4)))
add(S, "sellt Zoe Davis twa an' a hauf kilo o' mango on Monday", sale(MON, "Zoe Davis", ("mango", 2.5)))
add(S, "Ida Novak, wan kilo cherries an' twa kilo pears", sale(T, "Ida Novak", ("cherry", 1), ("pear", 2)))
add(S, "Luis Garcia cam by an' took five kilo o' bananas, paid cash", sale(T, "Luis Garcia", ("banana", 5)))
add(S, "Sue Davis, hauf a kilo strawberries, paid 1.95", sale(T, "Sue Davis", ("strawberry", 0.5)))
add(S, "Green Valley Farms drapped aff 40 kilo oranges, 90p a kilo",
    pur(T, "Green Valley Farms", ("orange", 40, 0.9, None)))
add(S, "gied awa a kilo o' grapes as tasters tae the weans, samples like", adj(T, "grape", -1, "samples"))
add(S, "the cherries got a right batterin' in the van, three kilo damaged", adj(T, "cherry", -3, "damaged"))
add(S, "did the stock count, we're twa kilo o' aipples short", adj(T, "apple", -2, "stock count"))
add(S, "Bob Smith an' Tom Lee baith took a kilo o' mango",
    sale(T, "Bob Smith", ("mango", 1)), sale(T, "Tom Lee", ("mango", 1)))
add(S, "wrote aff a kilo an' a hauf o' mouldy grapes", adj(T, "grape", -1.5, "mouldy"))
add(S, "Mei Chen, 750 grams o' cherries on Tuesday", sale(TUE, "Mei Chen", ("cherry", 0.75)))
add(S, "new wifie, Morag Campbell, twa kilo pears", sale(T, "Morag Campbell", ("pear", 2)))
add(S, "Raj Patel brocht back the hale lot he bocht on the 20th", ret(T, "Raj Patel", D(20)))
add(S, "drap the strawberries tae 3.50 a kilo", pc(T, "strawberry", 3.5))
add(S, "Ann Broon took twa kilo bananas", sale(T, "Ann Brown", ("banana", 2)))
add(S, "Eva Berg's order fae the 15th cam back, she wisnae happy wi' it", ret(T, "Eva Berg", D(15)))
add(S, "Omar Haddad, three kilo o' strawberries at 3.90", sale(T, "Omar Haddad", ("strawberry", 3)))
add(S, "Hillside Produce, 20 kilo mangoes at 1.50 the kilo, we'll sell at 2.50",
    pur(T, "Hillside Produce", ("mango", 20, 1.5, 2.5)))
add(S, "ABC: 10 kilo cherries, twenty quid for the hale lot", pur(T, "ABC", ("cherry", 10, 2.0, None)))
add(S, "sellt Tom Lee a kilo o' grapes an' a kilo o' cherries on Friday",
    sale(FRI, "Tom Lee", ("grape", 1), ("cherry", 1)))
add(S, "Zoe Davis bocht twa kilo o' oranges, an' Ken Smith three kilo o' aipples",
    sale(T, "Zoe Davis", ("orange", 2)), sale(T, "Ken Smith", ("apple", 3)))
add(S, "Ida Novak brocht back whit she got aff us on the 11th", ret(T, "Ida Novak", D(11)))
add(S, "a kilo o' pears went aff, spoiled, binned them", adj(T, "pear", -1, "spoiled"))
add(S, "note: the awning's torn again, need a man tae look at it", NOTE)
add(S, "note fir the book: the cooncil man checked the scales an' they're spot on", NOTE)
add(S, "twa pund o' cherries tae Luis Garcia", sale(T, "Luis Garcia", ("cherry", 0.907)))
add(S, "Sue Davis took three kilo o' mango on Saturday", sale(SAT, "Sue Davis", ("mango", 3)))
no(S, "Smith took twa kilo o' pears", "ambiguous customer (Bob Smith or Ken Smith)")
no(S, "the Davis lassie took a kilo o' bananas", "ambiguous customer (Zoe Davis or Sue Davis)")
no(S, "Bob Smith'll be in the morn for three kilo aipples", "future (the morn = tomorrow)")
no(S, "how mony kilo o' cherries hae we left?", "question")
no(S, "sellt Mei Chen a wheen o' grapes", "missing quantity (a wheen = some)")
no(S, "gied Tom Lee twa kilo o' aipples at 1.50 the kilo", "sale price differs from current price 1.70")
no(S, "Hillside Produce drapped aff 30 kilo o' neeps at 40p", "unknown product (neeps = turnips) with no selling price")
no(S, "sellt a dozen aipples tae Eva Berg", "count of fruit, not kg")
no(S, "Hillside Produce, 10 kilo cherries, twenty pound", "cost could be per kg or for the whole lot")
no(S, "ach, whit a dreich day it's been", "chit-chat")
no(S, "I think Raj Patel took twa kilo, or mebbe three, o' bananas", "uncertain quantity")
no(S, "Tom Lee brocht back his stuff fae the 11th", "that sale was already returned")
no(S, "Luis Garcia brocht back whit he got on the 2nd", "no sale to Luis Garcia on 2024-02-02")
no(S, "sellt Ann Brown a kilo o' pears on the 30th o' February", "impossible date")
no(S, "gied Zoe Davis a punnet o' strawberries", "non-kg unit (punnet)")
no(S, "Mei Chen brocht back her messages fae Saturday", "Mei Chen has two sales on 2024-02-24")
no(S, "sellt twa kilo o' bananas", "missing customer")

# ------------------------------------------------------------------ pharmacist-precise
P = "pharmacist-precise"
add(P, "SKU APL — 2.000 kg — cust: Bob Smith", sale(T, "Bob Smith", ("apple", 2)))
add(P, "Dispensed: SKU MNG 1.250 kg; cust: Tom Lee; date 2024-02-27", sale(D(27), "Tom Lee", ("mango", 1.25)))
add(P, "Sale — cust: Mei Chen | SKU GRP 0.500 kg | SKU CHR 0.250 kg",
    sale(T, "Mei Chen", ("grape", 0.5), ("cherry", 0.25)))
add(P, "Txn type SALE. Customer: Eva Berg. Item: banana, 3.000 kg. Unit price USD 1.20/kg.",
    sale(T, "Eva Berg", ("banana", 3)))
add(P, "Receipt PO-0231: supplier ABC; SKU APL 25.000 kg @ 1.10 USD/kg; retail 1.70 USD/kg",
    pur(T, "ABC", ("apple", 25, 1.1, 1.7)))
add(P, "Write-off: SKU STR, -1.500 kg, reason code SPL (spoiled)", adj(T, "strawberry", -1.5, "spoiled"))
add(P, "Adj. SKU BAN +2.000 kg, reason: stock count (recount dated 2024-02-28)", adj(D(28), "banana", 2, "stock count"))
add(P, "Price update eff. 2024-02-29: SKU ORG 1.60 USD/kg", pc(T, "orange", 1.6))
add(P, "Return ref. sale 2024-02-07, cust: Ann Brown, full quantity", ret(T, "Ann Brown", D(7)))
add(P, "cust: Ida Novak (tel 555-0147) — SKU PER 1.500 kg",
    sale(T, C("Ida Novak", phone="555-0147"), ("pear", 1.5)))
add(P, "cust: Walter Quinn, email w.quinn@example.com — SKU CHR 0.750 kg",
    sale(T, C("Walter Quinn", email="w.quinn@example.com"), ("cherry", 0.75)))
add(P, "SKU GRP — 1.000 lb — cust: Omar Haddad", sale(T, "Omar Haddad", ("grape", 0.454)))
add(P, "Qty 2.5 lb SKU CHR, cust: Luis Garcia, 2024-02-26", sale(D(26), "Luis Garcia", ("cherry", 1.134)))
add(P, "SKU MNG qty 1500 g cust: Zoe Davis", sale(T, "Zoe Davis", ("mango", 1.5)))
add(P, "Receipt: Green Valley Farms, SKU STR 30.000 kg, cost 2.50/kg, retail unchanged",
    pur(T, "Green Valley Farms", ("strawberry", 30, 2.5, None)))
add(P, "Receipt: Hillside Produce, SKU BAN 40.000 kg, total cost 24.00 USD (0.60/kg)",
    pur(T, "Hillside Produce", ("banana", 40, 0.6, None)))
add(P, "Shrinkage: SKU MNG -0.800 kg, cause: theft", adj(T, "mango", -0.8, "stolen"))
add(P, "Sampling: SKU STR 0.200 kg issued as samples", adj(T, "strawberry", -0.2, "samples"))
add(P, "Sale 2024-02-25 | Ken Smith | APL 1.000 kg | BAN 1.000 kg",
    sale(D(25), "Ken Smith", ("apple", 1), ("banana", 1)))
add(P, "cust: Sue Davis; SKU ORG; 2.000 kg; total 3.08", sale(T, "Sue Davis", ("orange", 2)))
add(P, "Two transactions: (1) cust: Raj Patel, SKU PER 2.000 kg; (2) cust: Ann Brown, SKU PER 1.000 kg",
    sale(T, "Raj Patel", ("pear", 2)), sale(T, "Ann Brown", ("pear", 1)))
add(P, "Memo for file: refrigeration unit 2 read 6.5 °C at close", NOTE)
add(P, "Note to record: supplier ABC invoice 4471 queried re. pricing", NOTE)
add(P, "Return: cust: Luis Garcia, orig. sale date 2024-02-23, returned 2024-02-28", ret(D(28), "Luis Garcia", D(23)))
add(P, "Adjustment — SKU CHR — −0.500 kg — damaged in transit", adj(T, "cherry", -0.5, "damaged"))
add(P, "Price update: SKU APL from 1.70 to 1.75 USD/kg", pc(T, "apple", 1.75))
add(P, "SKU PER 3.000 kg dispensed to cust: Ken Smith on 2024-02-24", sale(D(24), "Ken Smith", ("pear", 3)))
add(P, "SKU CHR 0.5 kg; SKU STR 0.5 kg; cust: Bob Smith; date: Wednesday",
    sale(WED, "Bob Smith", ("cherry", 0.5), ("strawberry", 0.5)))
add(P, "Receipt ABC: SKU GRP 15.000 kg @ 1.80/kg, retail 2.90/kg; SKU CHR 10.000 kg @ 2.00/kg, retail unchanged",
    pur(T, "ABC", ("grape", 15, 1.8, 2.9), ("cherry", 10, 2.0, None)))
add(P, "SKU ORG 0.750 kg — cust: Eva Berg — 2024-02-20", sale(D(20), "Eva Berg", ("orange", 0.75)))
add(P, "Stock reconciliation: SKU PER variance −1.250 kg (stock count)", adj(T, "pear", -1.25, "stock count"))
add(P, "Write-off: SKU BAN 2.000 kg, condition: rotten", adj(T, "banana", -2, "rotten"))
add(P, "Write-off: SKU GRP 0.300 kg, condition: mould present", adj(T, "grape", -0.3, "mouldy"))
add(P, "Price update: SKU CHR 3.40 USD/kg effective immediately", pc(T, "cherry", 3.4))
add(P, "Return ref. cust: Sue Davis, sale dated 2024-02-22, all items", ret(T, "Sue Davis", D(22)))
add(P, "cust: Tom Lee — SKU STR 1.000 kg @ 3.90/kg — total 3.90", sale(T, "Tom Lee", ("strawberry", 1)))
add(P, "Receipt: Green Valley Farms, SKU MNG 18.000 kg, unit cost 1.55/kg, retail 2.45/kg, date 2024-02-27",
    pur(D(27), "Green Valley Farms", ("mango", 18, 1.55, 2.45)))
add(P, "Receipt: Hillside Produce, new line SKU KIW (kiwi) 12.000 kg @ 1.30/kg, retail 2.20/kg",
    pur(T, "Hillside Produce", ("kiwi", 12, 1.3, 2.2)))
add(P, "Log entry: scale calibration verified, deviation 0.002 kg", NOTE)
add(P, "SKU BAN 250 g — cust: Raj Patel", sale(T, "Raj Patel", ("banana", 0.25)))
no(P, "SKU APL — 2.000 kg — cust: Smith", "ambiguous customer (Bob Smith or Ken Smith)")
no(P, "Receipt: supplier ABC, SKU KIW 5.000 kg, cost 1.20/kg", "unknown product with no selling price")
no(P, "SKU GRP — 0.000 kg — cust: Mei Chen", "zero quantity")
no(P, "SKU BAN — 2.000 kg — cust: Tom Lee — unit price 1.00/kg", "sale price differs from current price 1.20")
no(P, "SKU STR — 6 units — cust: Eva Berg", "count of fruit, not kg")
no(P, "SKU MNG 1.000 kg, date 2024-02-31, cust: Raj Patel", "impossible date")
no(P, "Return ref. sale 2024-02-18, cust: Bob Smith", "that sale was already returned")
no(P, "Query: current stock level, SKU PER?", "question")
no(P, "Scheduled: receipt Green Valley Farms 2024-03-04, SKU STR 40.000 kg @ 2.50/kg", "future / plan")
no(P, "Receipt: Hillside Produce, SKU CHR 10.000 kg, cost 20.00", "cost could be per kg or for the whole lot")
no(P, "SKU APL — 1.500 kg — cust: [blank]", "missing customer")
no(P, "Receipt: SKU ORG 30.000 kg @ 0.90/kg", "missing supplier")
no(P, "Receipt: ABC, SKU CHR 20.000 kg, cost TBD", "missing cost")
no(P, "Action: export all SKU movements to CSV", "instruction to the app")
no(P, "SKU GRP −1.000 kg — cust: Ann Brown", "negative sale quantity")
no(P, "Return ref. sale 2024-02-19, cust: Omar Haddad", "Omar Haddad has two sales on 2024-02-19")

# ------------------------------------------------------------------ teenager, no punctuation
Y = "teen-slang"
add(Y, "sold bob smith 2 kg apples", sale(T, "Bob Smith", ("apple", 2)))
add(Y, "mei chen got 3 kilos of bananas fr", sale(T, "Mei Chen", ("banana", 3)))
add(Y, "tom lee copped half a kilo of cherries", sale(T, "Tom Lee", ("cherry", 0.5)))
add(Y, "raj patel bought 2 kg mango and 1 kg pear no cap", sale(T, "Raj Patel", ("mango", 2), ("pear", 1)))
add(Y, "ngl omar haddad took 4 kilos of oranges yesterday", sale(YEST, "Omar Haddad", ("orange", 4)))
add(Y, "zoe davis 2 kg strawbs", sale(T, "Zoe Davis", ("strawberry", 2)))
add(Y, "ann brown got 1kg nanas", sale(T, "Ann Brown", ("banana", 1)))
add(Y, "binned 2 kg of bananas they were straight up rotten", adj(T, "banana", -2, "rotten"))
add(Y, "someone yoinked a kilo of cherries off the stand smh", adj(T, "cherry", -1, "stolen"))
add(Y, "abc dropped 20 kg apples paid 1.10 a kilo", pur(T, "ABC", ("apple", 20, 1.1, None)))
add(Y, "green valley farms brought 30 kg pears 1 dollar a kilo selling em at 1.50",
    pur(T, "Green Valley Farms", ("pear", 30, 1.0, 1.5)))
add(Y, "bananas r 1.25 now", pc(T, "banana", 1.25))
add(Y, "ida novak brought back her stuff from the 16th", ret(T, "Ida Novak", D(16)))
add(Y, "luis garcia 500g mango", sale(T, "Luis Garcia", ("mango", 0.5)))
add(Y, "ken smith got 2 kg pears on tuesday", sale(TUE, "Ken Smith", ("pear", 2)))
add(Y, "sue davis got 3 kilos of bananas and ann brown got 2",
    sale(T, "Sue Davis", ("banana", 3)), sale(T, "Ann Brown", ("banana", 2)))
add(Y, "gave out half a kilo of grapes as free samples lol", adj(T, "grape", -0.5, "samples"))
add(Y, "new customer jake turner got 1 kg apples", sale(T, "Jake Turner", ("apple", 1)))
add(Y, "sold mei chen 2 lbs cherries", sale(T, "Mei Chen", ("cherry", 0.907)))
add(Y, "tom lee returned everything from the 23rd", ret(T, "Tom Lee", D(23)))
add(Y, "dropped a crate of mangoes 2 kg r smashed", adj(T, "mango", -2, "damaged"))
add(Y, "mango price is 2.60 now btw", pc(T, "mango", 2.6))
add(Y, "zoe davis two kilos grapes and one kilo cherry", sale(T, "Zoe Davis", ("grape", 2), ("cherry", 1)))
add(Y, "omar haddad got 3 kg cherries and raj patel got 2 kg apples on saturday",
    sale(SAT, "Omar Haddad", ("cherry", 3)), sale(SAT, "Raj Patel", ("apple", 2)))
add(Y, "hillside produce came thru with 25 kg bananas 15 bucks total",
    pur(T, "Hillside Produce", ("banana", 25, 0.6, None)))
add(Y, "note the back door lock is busted again", NOTE)
add(Y, "bob smith 1.5 kg strawberries paid 5.85", sale(T, "Bob Smith", ("strawberry", 1.5)))
add(Y, "sold eva berg 250 grams cherries", sale(T, "Eva Berg", ("cherry", 0.25)))
add(Y, "stock count says oranges r 1 kg over", adj(T, "orange", 1, "stock count"))
add(Y, "ida novak n luis garcia both got 1 kg pears", sale(T, "Ida Novak", ("pear", 1)), sale(T, "Luis Garcia", ("pear", 1)))
add(Y, "strawberries gone mouldy tossed 1 kg", adj(T, "strawberry", -1, "mouldy"))
add(Y, "eva berg brought back her stuff from the 10th said it was mid", ret(T, "Eva Berg", D(10)))
add(Y, "ken smith 3 kg oranges on sunday", sale(SUN, "Ken Smith", ("orange", 3)))
add(Y, "raj patel took back his order from the 14th he said the pears were bad", ret(T, "Raj Patel", D(14)))
add(Y, "mei chen grabbed 1 and a half kg grapes", sale(T, "Mei Chen", ("grape", 1.5)))
add(Y, "cherries r 3.10 from now on", pc(T, "cherry", 3.1))
add(Y, "sold tom lee 4 kg apples and 1 kg mango on wednesday", sale(WED, "Tom Lee", ("apple", 4), ("mango", 1)))
add(Y, "fyi for the log the card reader kept dying all arvo", NOTE)
add(Y, "ann brown 2 kg grapes paid 5.60", sale(T, "Ann Brown", ("grape", 2)))
add(Y, "new girl mia fischer got 2 kg strawbs her number is 555-0199",
    sale(T, C("Mia Fischer", phone="555-0199"), ("strawberry", 2)))
no(Y, "how much r cherries rn", "question")
no(Y, "idk maybe 2 kg apples to bob smith", "uncertain")
no(Y, "lol ok", "chit-chat")
no(Y, "sold some grapes to mei chen", "missing quantity")
no(Y, "sold 3 kg to tom lee", "missing product")
no(Y, "sold 2 kg apples", "missing customer")
no(Y, "davis got 2 kg bananas", "ambiguous customer (Zoe Davis or Sue Davis)")
no(Y, "sold ann brown 5 apples", "count of fruit, not kg")
no(Y, "sold raj patel 2 kg apples for 3 bucks", "sale price differs from current price (2 kg apples = 3.40)")
no(Y, "gonna sell omar haddad 3 kg mangos later", "future / plan")
no(Y, "delete that last one", "instruction to the app")
no(Y, "bob smith returned his stuff from the 5th", "no sale to Bob Smith on 2024-02-05")
no(Y, "omar haddad returned his stuff from the 27th", "Omar Haddad has two sales on 2024-02-27")
no(Y, "sold zoe davis -1 kg pears", "negative quantity")
no(Y, "ken smith returned the stuff he got on the 4th", "that sale was already returned")
no(Y, "abc dropped off 10 kg dragonfruit at 3 a kilo", "unknown product with no selling price")

# ------------------------------------------------------------------ manager dictating into phone (mis-heard words)
M = "phone-dictation"
add(M, "Sold to kilos of pairs to Bob Smith", sale(T, "Bob Smith", ("pear", 2)))
add(M, "Sold for kilos of man go to Ann Brown", sale(T, "Ann Brown", ("mango", 4)))
add(M, "May Chen bought three kilos of straw berries", sale(T, "Mei Chen", ("strawberry", 3)))
add(M, "Tom Leigh took one and a half kilos of grapes full stop", sale(T, "Tom Lee", ("grape", 1.5)))
add(M, "Eva Burg bought two kilos of oranges comma one kilo of apples",
    sale(T, "Eva Berg", ("orange", 2), ("apple", 1)))
add(M, "Omar Had Dad bought won kilo of cherries", sale(T, "Omar Haddad", ("cherry", 1)))
add(M, "Raj Pattel purchased five hundred grams of mangoes", sale(T, "Raj Patel", ("mango", 0.5)))
add(M, "Ida No Vack bought three kilos of bananas yesterday", sale(YEST, "Ida Novak", ("banana", 3)))
add(M, "Louis Garcia bought two kilos of peers", sale(T, "Luis Garcia", ("pear", 2)))
add(M, "Sue Davies bought a kilo of cherries", sale(T, "Sue Davis", ("cherry", 1)))
add(M, "Ken Smyth bought two kilos of apples", sale(T, "Ken Smith", ("apple", 2)))
add(M, "Green Alley Farms delivered forty kilos of oranges at ninety cents a kilo",
    pur(T, "Green Valley Farms", ("orange", 40, 0.9, None)))
add(M, "Hill side produce delivered twenty kilos of pears at one dollar per kilo selling at one fifty",
    pur(T, "Hillside Produce", ("pear", 20, 1.0, 1.5)))
add(M, "A B C delivered thirty kilos of bananas at sixty cents a kilo", pur(T, "ABC", ("banana", 30, 0.6, None)))
add(M, "Change the price of grapes to three dollars", pc(T, "grape", 3.0))
add(M, "Set man go to two dollars fifty a kilo", pc(T, "mango", 2.5))
add(M, "Write off three kilos of mouldy straw berries", adj(T, "strawberry", -3, "mouldy"))
add(M, "Two kilos of bananas were stolen from the display this morning", adj(T, "banana", -2, "stolen"))
add(M, "Bob Smith returned the order from February twenty sixth", ret(T, "Bob Smith", D(26)))
add(M, "Ann Brown brought back her Valentine's day order", ret(T, "Ann Brown", D(14)))
add(M, "On Friday Zoe Davies bought two kilos of cherries and May Chen bought one kilo of grapes",
    sale(FRI, "Zoe Davis", ("cherry", 2)), sale(FRI, "Mei Chen", ("grape", 1)))
add(M, "Sold three point five kilos of oranges to Louis Garcia", sale(T, "Luis Garcia", ("orange", 3.5)))
add(M, "Sold a quarter kilo of cherries to Tom Leigh", sale(T, "Tom Lee", ("cherry", 0.25)))
add(M, "Sold three quarters of a kilo of grapes to Ann Brown", sale(T, "Ann Brown", ("grape", 0.75)))
add(M, "Sold two pounds of apples to Raj Patel", sale(T, "Raj Patel", ("apple", 0.907)))
add(M, "Note colon the walk in fridge is making a rattling noise", NOTE)
add(M, "Omar Haddad returned what he bought on the thirteenth", ret(T, "Omar Haddad", D(13)))
add(M, "Half a kilo of grapes was given away as samples", adj(T, "grape", -0.5, "samples"))
add(M, "Stock count colon apples are one kilo short", adj(T, "apple", -1, "stock count"))
add(M, "Sold Bob Smith one kilo of cherries at three twenty a kilo", sale(T, "Bob Smith", ("cherry", 1)))
add(M, "Eva Burg bought five pounds of bananas on Monday", sale(MON, "Eva Berg", ("banana", 2.268)))
add(M, "Zoe Davies brought back her order from the twenty first", ret(T, "Zoe Davis", D(21)))
add(M, "Sold Ida No Vack two kilos of straw berries and one kilo of man go",
    sale(T, "Ida Novak", ("strawberry", 2), ("mango", 1)))
add(M, "Three kilos of pairs were damaged when the shelf collapsed", adj(T, "pear", -3, "damaged"))
add(M, "Make cherries three dollars thirty per kilo", pc(T, "cherry", 3.3))
add(M, "Green Valley Farms delivered twelve kilos of grapes at one eighty a kilo selling at two ninety",
    pur(T, "Green Valley Farms", ("grape", 12, 1.8, 2.9)))
add(M, "Ken Smyth bought one kilo of oranges last Thursday", sale(THU, "Ken Smith", ("orange", 1)))
add(M, "Sue Davies returned the order from the twentieth", ret(T, "Sue Davis", D(20)))
add(M, "Mei Chen bought one point two five kilos of apples on Tuesday", sale(TUE, "Mei Chen", ("apple", 1.25)))
add(M, "Make a note that the delivery van from A B C was forty minutes late", NOTE)
add(M, "One kilo of oranges went rotten throw it out", adj(T, "orange", -1, "rotten"))
no(M, "Sold to kilos of apples to Davies", "ambiguous customer (Zoe Davis or Sue Davis)")
no(M, "Sold for kilos to Tom Leigh", "missing product")
no(M, "What did Bob Smith buy last week", "question")
no(M, "Cancel that", "instruction to the app")
no(M, "Sold two kilos of apples to Raj Patel at one fifty a kilo", "sale price differs from current price 1.70")
no(M, "Sold some cherries to um Eva Burg I think two kilos maybe", "uncertain")
no(M, "Tom Leigh returned the order from the eighth", "Tom Lee has two sales on 2024-02-08")
no(M, "Sold a bunch of bananas to Ann Brown", "non-kg unit (bunch)")
no(M, "Green Alley Farms delivered twenty kilos of kiwis at a dollar a kilo", "unknown product with no selling price")
no(M, "Remind me to call A B C tomorrow", "instruction / future")
no(M, "Sold zero kilos of man go to Sue Davies", "zero quantity")
no(M, "Hill side produce delivered fifteen kilos of straw berries thirty dollars", "cost could be per kg or for the whole lot")
no(M, "Sold two kilos of pairs to Ken Smyth on the thirtieth of February", "impossible date")
no(M, "Sue Davies returned the order from the first", "no sale to Sue Davis on 2024-02-01")
no(M, "Write off the strawberries", "missing quantity")

# ------------------------------------------------------------------ mixed / passive / notation variety
X = "mixed-notation"
add(X, "2.5 kg of cherries were bought by Zoe Davis on Monday", sale(MON, "Zoe Davis", ("cherry", 2.5)))
add(X, "Three kilos of pears were sold to Omar Haddad", sale(T, "Omar Haddad", ("pear", 3)))
add(X, "Bob Smith was sold 1 kg of mango and 2 kg of banana", sale(T, "Bob Smith", ("mango", 1), ("banana", 2)))
add(X, "Ida Novak purchased 1¼ kg apples", sale(T, "Ida Novak", ("apple", 1.25)))
add(X, "Sold ½ kg strawberries to Ann Brown", sale(T, "Ann Brown", ("strawberry", 0.5)))
add(X, "Sold 2 1/2 kg oranges to Ken Smith last Thursday", sale(THU, "Ken Smith", ("orange", 2.5)))
add(X, "Raj Patel: 3 kg apples, $5.10", sale(T, "Raj Patel", ("apple", 3)))
add(X, "Sold Eva Berg 2 kg grapes for $5.60", sale(T, "Eva Berg", ("grape", 2)))
add(X, "Luis Garcia took 1 kg cherries @ $3.20/kg", sale(T, "Luis Garcia", ("cherry", 1)))
add(X, "Received 12 kg mangoes from Hillside Produce, $18 for the lot, selling at $2.40",
    pur(T, "Hillside Produce", ("mango", 12, 1.5, 2.4)))
add(X, "Sold 2 kg pears to Tom Lee and threw away 1 kg of rotten pears",
    sale(T, "Tom Lee", ("pear", 2)), adj(T, "pear", -1, "rotten"))
add(X, "Mei Chen returned her 12 Feb order and bought 2 kg oranges instead",
    ret(T, "Mei Chen", D(12)), sale(T, "Mei Chen", ("orange", 2)))
add(X, "Customer Priya Nair, phone 555-0192, bought 2 kg bananas",
    sale(T, C("Priya Nair", phone="555-0192"), ("banana", 2)))
add(X, "New customer Hannah Olsen (hannah.olsen@mail.com) bought 1 kg cherries",
    sale(T, C("Hannah Olsen", email="hannah.olsen@mail.com"), ("cherry", 1)))
add(X, "Grapes are now $2.95/kg", pc(T, "grape", 2.95))
add(X, "From today strawberries sell at 4 dollars a kilo", pc(T, "strawberry", 4.0))
add(X, "Cherries down 20 cents a kilo", pc(T, "cherry", 3.0))
add(X, "Mangoes up by 10c a kilo", pc(T, "mango", 2.5))
add(X, "Sold Bob Smith 1 kg apples, Tom Lee 2 kg bananas and Mei Chen 500 g cherries",
    sale(T, "Bob Smith", ("apple", 1)), sale(T, "Tom Lee", ("banana", 2)), sale(T, "Mei Chen", ("cherry", 0.5)))
add(X, "Ann Brown's purchase of the 15th was brought back in full", ret(T, "Ann Brown", D(15)))
add(X, "Yesterday Mei Chen returned her order from the 17th", ret(YEST, "Mei Chen", D(17)))
add(X, "Sold 1.5kg grapes + 0.5kg cherries to Sue Davis", sale(T, "Sue Davis", ("grape", 1.5), ("cherry", 0.5)))
add(X, "Three days ago Luis Garcia bought 2 kg strawberries", sale(D(26), "Luis Garcia", ("strawberry", 2)))
add(X, "The day before yesterday Omar Haddad bought 1 kg apples", sale(D(27), "Omar Haddad", ("apple", 1)))
add(X, "Ken Smith, 4 lb of pears, 26/02", sale(D(26), "Ken Smith", ("pear", 1.814)))
add(X, "Pears repriced to $1.50/kg; 2 kg of pears sold to Zoe Davis",
    pc(T, "pear", 1.5), sale(T, "Zoe Davis", ("pear", 2)))
add(X, "Green Valley Farms: 20 kg apples @ $1.10 and 10 kg lemons @ $0.80, lemons to sell at $1.50",
    pur(T, "Green Valley Farms", ("apple", 20, 1.1, None), ("lemon", 10, 0.8, 1.5)))
add(X, "Ida Novak's sale on the 20th came back, all of it", ret(T, "Ida Novak", D(20)))
add(X, "Sold Eva Berg two and a half kilos of mango", sale(T, "Eva Berg", ("mango", 2.5)))
add(X, "Zoe Davis's order from the 4th was returned today", ret(T, "Zoe Davis", D(4)))
no(X, "Can you show me today's sales?", "question / instruction")
no(X, "Sold 3 kg apples to Bob Smith on 30 February", "impossible date")
no(X, "Sold 2 kg pears to Ken Smith on 5 March", "future date")
no(X, "Ann Brown might take 2 kg mangoes", "uncertain / future")
no(X, "Eva Berg returned her order from the 3rd", "that sale was already returned")
no(X, "Zoe Davis returned her order from the 5th", "Zoe Davis has two sales on 2024-02-05")
no(X, "Sold half a kilo to Luis Garcia", "missing product")
no(X, "Bought 20 kg apples at $1.10/kg", "missing supplier")
no(X, "Green Valley Farms delivered strawberries at $2.50/kg", "missing quantity")
no(X, "Sold 1 kg cherries to Ida Novak at $3.00/kg", "sale price differs from current price 3.20")
no(X, "Sold a bag of oranges to Tom Lee", "non-kg unit (bag)")
no(X, "Threw out some mouldy grapes", "missing quantity")
no(X, "Ken Smith returned 1 kg of the mangoes he bought today", "partial return, not a whole sale")
no(X, "Raj Patel returned his order from Sunday", "Raj Patel has two sales on 2024-02-25")
no(X, "Sold 2 kg apples to Bob Smith tomorrow", "future")
no(X, "Happy leap day everyone!", "chit-chat")
no(X, "Sold 2 kg bananas to Mei Chen for $2.00", "sale price differs from current price (2 kg bananas = 2.40)")
no(X, "Should we stop stocking mangoes?", "question")

Path(__file__).with_name("records.jsonl").write_text(
    "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in OUT))
print(len(OUT), sum(o["records"] is None for o in OUT))
