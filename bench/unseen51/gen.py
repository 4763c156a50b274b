"""Write bench/unseen51/records.jsonl: a held-out records set in four personas, every input typed by hand.

Run `python gen.py`; then `python validate_records.py`.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # Thursday
E, B, S, D = "email_owner", "bullet_lists", "second_language", "diary"
NOTE = "NOTE"
LINES = []


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(who, items, d=T, phone=None, email=None):
    return {"kind": "sale", "date": d, "customer": party(who, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(sup, items, d=T, phone=None, email=None):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": it[3] if len(it) > 3 else None})
    return {"kind": "purchase", "date": d, "supplier": party(sup, phone, email), "items": rows}


def ret(who, sale_date, d=T):
    return {"kind": "return", "date": d, "customer": party(who), "sale_date": sale_date}


def price(product, p, d=T):
    return {"kind": "price_change", "date": d, "product": product, "selling_price": p}


def adj(product, q, reason, d=T):
    return {"kind": "stock_adjustment", "date": d, "product": product, "quantity": q, "reason": reason}


def ok(style, text, *records, today=T):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- email_owner
ok(E, "Hi all,\n\nQuick one - Tom Lee came by this morning and took 2 kg of apples. Can someone put that through?"
      "\n\nCheers,\nDan", sale("Tom Lee", [("apple", 2)]))
ok(E, "Hello team, Green Valley dropped off 25 kg of oranges at 0.95 a kilo earlier. Thanks, Dan",
   buy("Green Valley Farms", [("orange", 25, 0.95)]))
ok(E, "Hi everyone, from today pears go up to 1.60 a kilo. Please update the labels. Dan", price("pear", 1.6))
ok(E, "Hi all,\nMrs Novak popped in and returned the pears she bought yesterday, they were rock hard. "
      "Full refund given.\nBest, Dan", ret("Ida Novak", "2024-02-28"))
ok(E, "Morning all, we threw out 3 kg of strawberries, they'd gone mouldy overnight. Dan",
   adj("strawberry", -3, "mouldy"))
ok(E, "Hi team,\n\nTwo things from me today. Hillside Produce delivered 30 kg bananas, 0.55/kg, and we'll keep them "
      "at 1.20 on the shelf. Also Raj Patel bought 1.5 kg of grapes just before lunch.\n\nThanks,\nDan",
   buy("Hillside Produce", [("banana", 30, 0.55, 1.2)]), sale("Raj Patel", [("grape", 1.5)]))
no(E, "Hi all, Mr Smith came back in and bought another 2 kg of bananas. Cheers, Dan",
   "Smith alone could be Bob Smith or Ken Smith")
no(E, "Hi team, can we get 40 kg of mangoes in from Green Valley for tomorrow? Dan",
   "a request for a future delivery, not something that happened; no cost")
ok(E, "Hi all,\nFYI the cold room door is sticking again, engineer booked for next week.\nDan", NOTE)
ok(E, "Hello,\nOmar Haddad bought 3 kg cherries and 1 kg of mango. He paid 12.00 which I think is right.\nDan",
   sale("Omar Haddad", [("cherry", 3), ("mango", 1)]))
no(E, "Hi all, gave Eva Berg 20% off her 2 kg of strawberries today as she's a regular. Dan",
   "discount: sales are at the shelf price only")
ok(E, "Dear all,\n\nPlease record a delivery from ABC: 15 kg grapes for $27 total, and 10 kg cherries for $21. "
      "RRP stays 2.80 for the grapes.\n\nRegards,\nDan",
   buy("ABC", [("grape", 15, 1.8, 2.8), ("cherry", 10, 2.1)]))
ok(E, "Hi all - Sue Davis in at 10, 2 kg oranges and a kilo of bananas. Ta, Dan",
   sale("Sue Davis", [("orange", 2), ("banana", 1)]))
no(E, "Hi all, Zoe bought 4 mangoes this morning. Cheers, Dan", "mangoes counted in pieces, not kg")
ok(E, "Hi team, did a stock take on the apples this evening - 27 kg between the shelf and the back. Dan",
   adj("apple", -2.5, "stock count"))
no(E, "Hi all, new customer today, Greta, took 2 kg pears. Didn't get her surname. Dan",
   "new customer with a first name only")
ok(E, "Hi all,\n\nWe have a new regular - Pablo Ruiz, phone 612-555-0199, email pablo.ruiz@example.net. "
      "He bought 2.5 kg of oranges today.\n\nCheers,\nDan",
   sale("Pablo Ruiz", [("orange", 2.5)], phone="612-555-0199", email="pablo.ruiz@example.net"))
no(E, "Hi all, Luis Garcia brought back some of the grapes he bought on Friday - half the bag was squashed. "
      "Refund him for the half please. Dan", "partial return")
ok(E, "Hi all, Ken Smith returned everything he bought this morning - the mangoes and the pears. Cheers, Dan",
   ret("Ken Smith", T))
ok(E, "Team,\nPrice changes from today: strawberries down to 3.50, mangoes up to 2.60.\nDan",
   price("strawberry", 3.5), price("mango", 2.6))
no(E, "Hi all, Green Valley brought in cherries this morning, invoice to follow. Dan",
   "purchase without weight or cost")
ok(E, "Hi all,\nYesterday Bob Smith bought 1 kg of pears - I forgot to ring it in. Can someone add it?\nThanks, Dan",
   sale("Bob Smith", [("pear", 1)], d="2024-02-28"))
no(E, "Hi everyone, hope you all had a good weekend! Nothing to log from me. Dan", "not a record")
ok(E, "Hi all, 2 lb of grapes to Mei Chen this afternoon (she asked for pounds, typical). Dan",
   sale("Mei Chen", [("grape", 0.907)]))
no(E, "Hi all, Ann Brown returned her shopping from Tuesday. Dan", "Ann Brown has no sale on Tuesday 27th")
ok(E, "Hello all, Ida Novak took 750 g of cherries. Dan", sale("Ida Novak", [("cherry", 0.75)]))
ok(E, "Hi team, Sue Davis returned the bananas she bought this morning - too green. Dan",
   ret("Sue Davis", "2024-02-26", d="2024-02-26"), today="2024-02-26")
no(E, "Hi all, Omar Haddad returned his stuff from Tuesday. Dan",
   "Omar Haddad had two sales on Tuesday 27th; which one is unclear")
no(E, "Hi all, Bob Smith returned the grapes and cherries from the 18th. Dan",
   "that sale was already returned on the 23rd")
ok(E, "Hi all, from Hillside: 12 kg pears at 1.05 and 8 kg apples at 1.15, retail 1.50 and 1.75 respectively. "
      "Cheers, Dan", buy("Hillside Produce", [("pear", 12, 1.05, 1.5), ("apple", 8, 1.15, 1.75)]))
no(E, "Hi all, sold 3 kg of kiwis to Tom today. Dan", "kiwi is not a product of the shop")
no(E, "Hi team, please put through 2 kg of apples for Ms Davis. Dan", "Davis alone could be Zoe or Sue Davis")
ok(E, "Hi all, note: Green Valley's delivery days change to Tues and Fri from March.", NOTE)
ok(E, "Hi all, remember to chase Hillside about the credit for the squashed bananas. Dan", NOTE)
no(E, "Hi all, Raj Patel had 2 kg of bananas, I charged him 2.00 flat. Dan",
   "2 kg bananas at 1.20 is 2.40, not 2.00")
ok(E, "Hi all, Raj Patel had 2 kg of bananas and paid 2.40 cash. Dan", sale("Raj Patel", [("banana", 2)]))
ok(E, "Morning,\n\nWe lost 2 kg of bananas to rot, and someone walked off with a kilo of cherries from the front "
      "display. Please log both.\n\nDan", adj("banana", -2, "rotten"), adj("cherry", -1, "stolen"))
no(E, "Hi all, we sold 5 kg of apples to Eva Berg on the 30th. Dan", "there is no 30th of February")
no(E, "Hi all, book 10 kg of grapes from ABC at 1.80 for March 4th please. Dan", "a March date is in the future")
ok(E, "Hi all, Eva Berg: 1.5 kg strawberries, 2 kg oranges. Zoe Davis: 1 kg apples. Both paid cash. Dan",
   sale("Eva Berg", [("strawberry", 1.5), ("orange", 2)]), sale("Zoe Davis", [("apple", 1)]))
ok(E, "Hi all, Bob Smith came back this afternoon with the apples and strawberries he bought this morning - "
      "returned the lot. Dan", ret("Bob Smith", "2024-02-28", d="2024-02-28"), today="2024-02-28")
no(E, "Hi all, a customer bought 2kg pears but I didn't catch the name. Dan", "sale without a customer")
ok(E, "Hi all,\nPlease log: Marta Quintero (new supplier, marta@quintero.example) delivered 18 kg of oranges "
      "at 0.85/kg.\nDan", buy("Marta Quintero", [("orange", 18, 0.85)], email="marta@quintero.example"))
ok(E, "Hi all, counted the mangoes at close: 17.5 kg. Dan", adj("mango", -1.5, "stock count"))
no(E, "Hi all, counted the pears this morning, 15 crates. Dan", "count in crates, not kg")
no(E, "Hi all, Tom Lee got his strawberries on the house today, birthday treat. Dan", "free sale")
ok(E, "G'day team, Luis Garcia grabbed 3 kg of bananas and a kilo and a half of grapes. Cheers Dan",
   sale("Luis Garcia", [("banana", 3), ("grape", 1.5)]))
ok(E, "Hi all, yesterday's delivery from ABC: 20 kg apples, 1.10 a kilo, shelf price unchanged at 1.70. Dan",
   buy("ABC", [("apple", 20, 1.1, 1.7)], d="2024-02-26"), today="2024-02-27")
ok(E, "Hi all, Ann Brown bought half a kilo of cherries on Wednesday, never got entered. Dan",
   sale("Ann Brown", [("cherry", 0.5)], d="2024-02-28"))
no(E, "Hi all, Ida returned something earlier. Not sure what. Dan", "Ida Novak has no sale today to return")
ok(E, "Hi all, Mei Chen bought 3 kg oranges (4.62) and 1 kg of apples (1.70). Dan",
   sale("Mei Chen", [("orange", 3), ("apple", 1)]))
no(E, "Hi all, sold Mei Chen 3 kg oranges for 4.20. Dan", "oranges are 1.54, 3 kg is 4.62, not 4.20")
ok(E, "Hi all, 4 kg of pears got damaged in the delivery van, bin them please. Dan", adj("pear", -4, "damaged"))
no(E, "Hi all, 25 kg of pears have gone rotten, bin them. Dan", "write-off larger than the pear stock")
ok(E, "Hi team, Omar (Haddad) had 2 kg of apples and 2 kg of oranges. Dan",
   sale("Omar Haddad", [("apple", 2), ("orange", 2)]))
ok(E, "Hi all, Zoe Davis picked up 1.5 kg strawberries this morning. Dan",
   sale("Zoe Davis", [("strawberry", 1.5)], d="2024-02-28"), today="2024-02-28")
no(E, "Hi all, I've put the price of cherries up. Dan", "price change without a price")
ok(E, "Hi all,\nTwo sales to add from the weekend: Ken Smith 2 kg grapes on Saturday and Tom Lee 1 kg cherries "
      "on Sunday.\nCheers, Dan",
   sale("Ken Smith", [("grape", 2)], d="2024-02-24"), sale("Tom Lee", [("cherry", 1)], d="2024-02-25"))
no(E, "Hi all, Raj returned yesterday's stuff. Dan", "Raj Patel has no sale on the 28th")
ok(E, "Hi all, Raj returned his cherries from Tuesday. Dan", ret("Raj Patel", "2024-02-27"))
no(E, "Hi all, what did we pay Green Valley for cherries last time? Dan", "a question, not a record")
ok(E, "Hi all, Sunny Acres Orchard (new - 555-0177) sent 10 kg of strawberries at 2.40/kg, we'll sell at 3.90. Dan",
   buy("Sunny Acres Orchard", [("strawberry", 10, 2.4, 3.9)], phone="555-0177"))
no(E, "Hi all, bought strawberries off someone at the market, 10 kg at 2.30. Dan", "purchase without a supplier")
ok(E, "Hi all, Eva returned the pears and strawberries she got on the 18th. Dan", ret("Eva Berg", "2024-02-18"))
ok(E, "Hello everyone,\n\nSorry for the late one. This afternoon Ann Brown took 1 kg of pears and 2 kg of apples, "
      "and then Ken Smith bought a kilo of cherries.\n\nAll the best,\nDan",
   sale("Ann Brown", [("pear", 1), ("apple", 2)]), sale("Ken Smith", [("cherry", 1)]))

# ---------------------------------------------------------------- bullet_lists
ok(B, "- Tom Lee 2kg apples\n- Mei Chen 1kg grapes\n- 3kg bananas binned, rotten",
   sale("Tom Lee", [("apple", 2)]), sale("Mei Chen", [("grape", 1)]), adj("banana", -3, "rotten"))
ok(B, "1. Hillside Produce: 20kg pears, 1.00/kg, sell at 1.50\n2. Ann Brown 2 kg pears",
   buy("Hillside Produce", [("pear", 20, 1.0, 1.5)]), sale("Ann Brown", [("pear", 2)]))
ok(B, "sold: Raj Patel 1.5kg cherries; Ida Novak 2kg oranges; Luis Garcia 0.5kg strawberries",
   sale("Raj Patel", [("cherry", 1.5)]), sale("Ida Novak", [("orange", 2)]),
   sale("Luis Garcia", [("strawberry", 0.5)]))
ok(B, "* price change: apples 1.80\n* price change: grapes 2.95", price("apple", 1.8), price("grape", 2.95))
no(B, "- Ken Smith 2kg mango\n- Smith 1kg apples", "second bullet: Smith alone is Bob or Ken")
ok(B, "- count mango 20kg\n- count strawberry 29kg", adj("mango", 1, "stock count"),
   adj("strawberry", -1, "stock count"))
ok(B, "Green Valley Farms delivery: bananas 30kg total 18.00, mangoes 10kg total 16.00",
   buy("Green Valley Farms", [("banana", 30, 0.6), ("mango", 10, 1.6)]))
no(B, "- Zoe Davis 2kg pears\n- Sue Davis 1kg oranges\n- Mr Lee 6 punnets strawberries",
   "strawberries counted in punnets; whole line refused")
ok(B, "returns:\n- Ken Smith, today's shopping\n- Ann Brown, today's oranges",
   ret("Ken Smith", T), ret("Ann Brown", T))
ok(B, "\u2022 2 kg apples \u2013 Eva Berg\n\u2022 1 kg apples \u2013 Omar Haddad\n"
      "\u2022 500 g cherries \u2013 Mei Chen",
   sale("Eva Berg", [("apple", 2)]), sale("Omar Haddad", [("apple", 1)]), sale("Mei Chen", [("cherry", 0.5)]))
no(B, "- Tom Lee 2kg apples\n- Tom Lee 1kg bananas free", "free bananas")
ok(B, "write-offs: grapes 1.5kg mouldy; strawberries 2kg spoiled; 0.5kg cherries used as samples",
   adj("grape", -1.5, "mouldy"), adj("strawberry", -2, "spoiled"), adj("cherry", -0.5, "samples"))
ok(B, "ABC delivery:\n - cherries 10kg @ 2.00, sell 3.20\n - grapes 10kg @ 1.80, sell 2.80",
   buy("ABC", [("cherry", 10, 2.0, 3.2), ("grape", 10, 1.8, 2.8)]))
no(B, "1. Raj Patel 2kg bananas\n2. Omar Haddad returned Tuesday's shopping",
   "Omar Haddad had two sales on Tuesday 27th")
ok(B, "Ida Novak: 3 lb apples, 1 lb grapes", sale("Ida Novak", [("apple", 1.361), ("grape", 0.454)]))
ok(B, "- Sue Davis 2 kg bananas (2.40)\n- Tom Lee 1 kg mango (2.40)",
   sale("Sue Davis", [("banana", 2)]), sale("Tom Lee", [("mango", 1)]))
no(B, "- Eva Berg 2kg apples @ 1.50\n- Omar 1kg pears", "apples are 1.70, not 1.50")
ok(B, "yesterday:\n- Luis Garcia 2kg pears\n- Zoe Davis 1kg cherries",
   sale("Luis Garcia", [("pear", 2)], d="2024-02-28"), sale("Zoe Davis", [("cherry", 1)], d="2024-02-28"))
ok(B, "- new customer Hans Becker, 2kg oranges, tel 555-0142",
   sale("Hans Becker", [("orange", 2)], phone="555-0142"))
no(B, "- new customer Carla, 1kg apples", "new customer without a surname")
ok(B, "1. strawberries down to 3.60\n2. Bob Smith 2 kg strawberries",
   price("strawberry", 3.6), sale("Bob Smith", [("strawberry", 2)]))
no(B, "- 2 boxes of mangoes to Raj\n- 1kg apples to Mei", "mangoes in boxes, no weight")
ok(B, "Monday stock count:\n- apples 30kg\n- bananas 32kg",
   adj("apple", -0.5, "stock count", d="2024-02-26"), adj("banana", -0.5, "stock count", d="2024-02-26"))
ok(B, "- Luiz Garsia 1kg grapes\n- Ida Nowak 2kg bananas",
   sale("Luis Garcia", [("grape", 1)]), sale("Ida Novak", [("banana", 2)]))
no(B, "- 3kg mango sold to Ann Brown\n- 2kg apples to Tom, tomorrow", "a sale dated tomorrow")
ok(B, "- ABC 15kg apples, 16.50 total\n- Tom Lee 2kg apples",
   buy("ABC", [("apple", 15, 1.1)]), sale("Tom Lee", [("apple", 2)]))
no(B, "- Hillside 20kg bananas\n- Zoe 1kg bananas", "purchase without a cost")
ok(B, "items sold today: mango 2kg (Ken Smith); cherry 1.5kg (Eva Berg); pear 3kg (Raj Patel)",
   sale("Ken Smith", [("mango", 2)]), sale("Eva Berg", [("cherry", 1.5)]), sale("Raj Patel", [("pear", 3)]))
no(B, "- Eva 2kg apples\n- Eva gets 10% off, staff family", "discount")
ok(B, "1) Mrs Brown 2 kg oranges\n2) Mr Patel 1 kg apples\n3) Ms Chen 2 kg bananas",
   sale("Ann Brown", [("orange", 2)]), sale("Raj Patel", [("apple", 1)]), sale("Mei Chen", [("banana", 2)]))
ok(B, "- stolen: 1kg strawberries\n- damaged: 2kg pears\n- rotten: 1kg oranges",
   adj("strawberry", -1, "stolen"), adj("pear", -2, "damaged"), adj("orange", -1, "rotten"))
no(B, "- stolen: 40kg strawberries\n- damaged: 1kg pears", "40 kg stolen is more than the 30 kg of strawberries")
ok(B, "Tues 27/2:\n- Tom Lee 2kg cherries", sale("Tom Lee", [("cherry", 2)], d="2024-02-27"))
no(B, "02/03 - Ida Novak 2kg apples", "02/03 could be 2 March or 3 February")
ok(B, "\u2022 note: ladder in the back room is broken, don't use it", NOTE)
ok(B, "1. Raj Patel: 1kg apples, 1kg pears, 1kg oranges\n2. Raj Patel returned cherries from the 27th",
   sale("Raj Patel", [("apple", 1), ("pear", 1), ("orange", 1)]), ret("Raj Patel", "2024-02-27"))
no(B, "- Ida Novak 2kg apples\n- Ida Novak returned half of yesterday's pears", "partial return")
ok(B, "Sat 24th:\n- Ann Brown 2kg bananas\nSun 25th:\n- Luis Garcia 1kg apples",
   sale("Ann Brown", [("banana", 2)], d="2024-02-24"), sale("Luis Garcia", [("apple", 1)], d="2024-02-25"))
ok(B, "- price mango 2.50; price pear 1.50; price banana 1.25",
   price("mango", 2.5), price("pear", 1.5), price("banana", 1.25))
no(B, "- bananas 1.30\n- apples ?", "apple price missing")
ok(B, "a) Zoe Davis 3kg apples\nb) Sue Davis 2kg grapes\nc) 1kg grapes samples",
   sale("Zoe Davis", [("apple", 3)]), sale("Sue Davis", [("grape", 2)]), adj("grape", -1, "samples"))
ok(B, "today:\n- Bob Smith 2kg pears\n- Sue Davis 1kg oranges",
   sale("Bob Smith", [("pear", 2)], d="2024-02-27"), sale("Sue Davis", [("orange", 1)], d="2024-02-27"),
   today="2024-02-27")
ok(B, "- Hillside Produce 25kg apples, 1.20 each kg, shelf 1.75\n- Mei Chen 2kg apples",
   buy("Hillside Produce", [("apple", 25, 1.2, 1.75)], d="2024-02-28"),
   sale("Mei Chen", [("apple", 2)], d="2024-02-28"), today="2024-02-28")
no(B, "- sold 3kg apples\n- sold 2kg pears", "sales without a customer")
ok(B, "- Omar Hadad 2kg strawberries\n- Mei Chan 1kg strawberries",
   sale("Omar Haddad", [("strawberry", 2)]), sale("Mei Chen", [("strawberry", 1)]))
ok(B, "1. count apples: 29kg\n2. count bananas: 28kg",
   adj("apple", -0.5, "stock count"), adj("banana", -2.5, "stock count"))
no(B, "- 2 crates of oranges from Green Valley, 12.00 a crate", "crates, no weight")
ok(B, "- 2 lb cherries to Tom Lee\n- 5 lb bananas to Ann Brown",
   sale("Tom Lee", [("cherry", 0.907)]), sale("Ann Brown", [("banana", 2.268)]))
ok(B, "Purchase \u2014 ABC \u2014 10 kg apples \u2014 $11.00", buy("ABC", [("apple", 10, 1.1)]))
ok(B, "- Ken Smith returned the 17th's strawberries", ret("Ken Smith", "2024-02-17"))
no(B, "- Tom Lee returned stuff from the 11th", "Tom Lee's sale of the 11th was already returned")
ok(B, "- Eva Berg 1kg bananas; 1kg apples; 1kg pears",
   sale("Eva Berg", [("banana", 1), ("apple", 1), ("pear", 1)]))
no(B, "- Sue Davis: 1kg oranges\n- Davis: 2kg mango", "Davis alone is Zoe or Sue")
ok(B, "1. mangoes went off: 2kg\n2. grapes mouldy: 1kg", adj("mango", -2, "spoiled"), adj("grape", -1, "mouldy"))
no(B, "- 2.5kg apples to Raj Patel\n- 1kg dragonfruit to Raj Patel", "dragonfruit is not a product")
ok(B, "- Bright Harvest Co, 12kg oranges, 0.90/kg, retail 1.54\n- Ann Brown 1 kg oranges",
   buy("Bright Harvest Co", [("orange", 12, 0.9, 1.54)]), sale("Ann Brown", [("orange", 1)]))
ok(B, "- Ida Novak returned the pears from Wednesday\n- Ida Novak 2 kg apples instead",
   ret("Ida Novak", "2024-02-28"), sale("Ida Novak", [("apple", 2)]))
no(B, "- Ann Brown 2kg grapes - paid 5.00", "2 kg grapes at 2.80 is 5.60")
ok(B, "- Ann Brown 2kg grapes, 5.60 paid", sale("Ann Brown", [("grape", 2)]))
ok(B, "- Raj Patel returned this morning's bananas\n- Bob Smith 1kg apples",
   ret("Raj Patel", "2024-02-26", d="2024-02-26"), sale("Bob Smith", [("apple", 1)], d="2024-02-26"),
   today="2024-02-26")
no(B, "- how much mango have we got left?", "a question, not a record")
ok(B, "Wed:\n- Omar Haddad 1kg pears\n- Omar Haddad 1kg grapes",
   sale("Omar Haddad", [("pear", 1), ("grape", 1)], d="2024-02-28"))
ok(B, "1. Mei Chen 2,5kg oranges\n2. 1kg oranges damaged\n3. oranges now 1.60",
   sale("Mei Chen", [("orange", 2.5)]), adj("orange", -1, "damaged"), price("orange", 1.6))
no(B, "- Green Valley 20kg strawberries at 2.50\n- Hillside 10kg pears", "second purchase has no cost")
ok(B, "- Zoe Davis 1/2 kg cherries\n- Sue Davis 1/2 kg grapes",
   sale("Zoe Davis", [("cherry", 0.5)]), sale("Sue Davis", [("grape", 0.5)]))
ok(B, "- FYI Hillside is closed over the long weekend", NOTE)

# ---------------------------------------------------------------- second_language
ok(S, "Today Mrs Novak has bought 2 kilos of apples.", sale("Ida Novak", [("apple", 2)]))
ok(S, "From Hillside we became today 20 kilos of bananas, 0,60 the kilo.",
   buy("Hillside Produce", [("banana", 20, 0.6)]))
ok(S, "The Chef says: bananas from now 1,30.", price("banana", 1.3))
ok(S, "Se\u00f1or Garcia buy 3 kilos of oranges and one kilo and half of grapes.",
   sale("Luis Garcia", [("orange", 3), ("grape", 1.5)]))
ok(S, "Sold to Raj Patel 2 kilos of pears, he has payed 2,88.", sale("Raj Patel", [("pear", 2)]))
no(S, "Mister Smith has taken 2 kilos of cherries.", "Smith alone could be Bob or Ken")
ok(S, "Yesterday Frau Berg has bought 1 kilo strawberries and 2 kilo of oranges.",
   sale("Eva Berg", [("strawberry", 1), ("orange", 2)], d="2024-02-28"))
no(S, "Tomorrow comes Green Valley with 30 kilos of mango, 1,50 the kilo.", "delivery dated tomorrow")
ok(S, "Came back Ken Smith with the mangoes and the pears of today, all returned.", ret("Ken Smith", T))
no(S, "Zoe has buyed 6 mangos.", "mangoes in pieces")
ok(S, "Are rotten 2 kilos of pears, I have thrown away.", adj("pear", -2, "rotten"))
ok(S, "We have counted the bananas in the evening: 31 kilos.", adj("banana", 0.5, "stock count"))
no(S, "Mrs Chen wants to give back some of her oranges from Saturday, not all.",
   "partial return; Mei Chen also had two sales that Saturday")
ok(S, "Omar Haddad took half kilo of cherries and 250 gram of strawberries.",
   sale("Omar Haddad", [("cherry", 0.5), ("strawberry", 0.25)]))
ok(S, "Purchase by ABC: 12 kilos of grapes, for all together 21,60 euro, sell for 2,80.",
   buy("ABC", [("grape", 12, 1.8, 2.8)]))
no(S, "Luis wants the strawberries for free because yesterday they was bad.", "free / a wish, not a sale")
ok(S, "Is new client: J\u00fcrgen Hoffmann, telephone 555-0163. He bought 2 kilo of apples.",
   sale("J\u00fcrgen Hoffmann", [("apple", 2)], phone="555-0163"))
no(S, "New client Carmen bought 1 kilo of bananas.", "new customer without a surname")
ok(S, "Mrs Brown has given back the oranges what she bought this morning.", ret("Ann Brown", T))
ok(S, "Actual price for the pears is too low, we make it 1,55 from today.", price("pear", 1.55))
no(S, "Eventually Raj comes later for 3 kilos of apples.", "'eventually' = maybe; nothing happened yet")
ok(S, "For Tom Lee 4 pounds of bananas.", sale("Tom Lee", [("banana", 1.814)]))
ok(S, "In the morning stole somebody 1 kilo of grapes from the box outside.", adj("grape", -1, "stolen"))
no(S, "Sold to Sue Davis 2 kilos of pears for 2,50 the kilo.", "pears are 1.44 a kilo, not 2.50")
ok(S, "Herr Haddad has returned the strawberries of the 28.", ret("Omar Haddad", "2024-02-28"))
ok(S, "The strawberries are getting mould, 1,5 kilo in the trash.", adj("strawberry", -1.5, "mouldy"))
no(S, "Ida has bought 2 kilos of apples on 30 of February.", "there is no 30 February")
ok(S, "Green Valley has delivered: 15 kilo pears \u00e0 1,00 and 10 kilo oranges \u00e0 0,90.",
   buy("Green Valley Farms", [("pear", 15, 1.0), ("orange", 10, 0.9)]))
ok(S, "Mei Chen has taken 2 kilos bananas and 1 kilo apples, is 4,10 together.",
   sale("Mei Chen", [("banana", 2), ("apple", 1)]))
no(S, "Mei Chen has taken 2 kilos bananas, is 2 euro together.", "2 kg bananas is 2.40, not 2.00")
ok(S, "Day before yesterday Zoe Davis has bought 2 kilos of oranges.",
   sale("Zoe Davis", [("orange", 2)], d="2024-02-27"))
ok(S, "Three days ago Ann Brown bought 1 kilo cherries, I forgot to write.",
   sale("Ann Brown", [("cherry", 1)], d="2024-02-26"))
no(S, "The 02/03 has Raj bought 2 kilos of mango.", "02/03 is ambiguous")
ok(S, "For the samples to the clients we have used 1 kilo of apples.", adj("apple", -1, "samples"))
ok(S, "From a new supplier, Finca Soler, 10 kilos of oranges with 0,80 each kilo, selling price 1,54.",
   buy("Finca Soler", [("orange", 10, 0.8, 1.54)]))
no(S, "From a new supplier 10 kilos of oranges with 0,80 each kilo.", "supplier not named")
ok(S, "Tom Lea has bought one kilo and half of cherries.", sale("Tom Lee", [("cherry", 1.5)]))
no(S, "Tom has bought strawberries.", "no quantity")
ok(S, "Yesterday we have had a delivery from Hillside, 20 kilo of apples, each kilo 1,10, sell price 1,70.",
   buy("Hillside Produce", [("apple", 20, 1.1, 1.7)], d="2024-02-28"))
ok(S, "Please note: the fridge makes strange noises since this morning.", NOTE)
ok(S, "Remember that Mr Patel wants 5 kilos of mango reserved for the weekend.", NOTE)
no(S, "Sold 3 kilos of apples to Mrs Davis.", "Davis alone is Zoe or Sue")
ok(S, "Mrs Davis Zoe has taken 1 kilo of pears.", sale("Zoe Davis", [("pear", 1)]))
ok(S, "Kilo and half bananas to Sue Davis.", sale("Sue Davis", [("banana", 1.5)]))
no(S, "Ann Brown has given back her purchase from Saturday.", "Ann Brown has no sale on Saturday 24th")
ok(S, "We have made inventory of mango: 18 kilos are there.", adj("mango", -1, "stock count"))
no(S, "Please make 10 percent discount for Mrs Berg on 2 kilos of grapes.", "discount")
ok(S, "Se\u00f1ora Chen: 1 kilo of pears, 1 kilo of cherries, 500 gram grapes.",
   sale("Mei Chen", [("pear", 1), ("cherry", 1), ("grape", 0.5)]))
ok(S, "Today morning came Green Valley with 20 kilos of strawberries, 2,50 per kilo, on the shelf 3,90.",
   buy("Green Valley Farms", [("strawberry", 20, 2.5, 3.9)], d="2024-02-27"), today="2024-02-27")
ok(S, "Today Mr Patel has given back the cherries from this morning.",
   ret("Raj Patel", "2024-02-27", d="2024-02-27"), today="2024-02-27")
no(S, "Raj Patel has given back his things of today.", "Raj Patel had two sales today", today="2024-02-25")
ok(S, "Have sold to Bob Smith 2 kilos of bananas and 2 kilos of apples.",
   sale("Bob Smith", [("banana", 2), ("apple", 2)]))
no(S, "Have sold to Bob 4 pieces of mango.", "mango in pieces")
ok(S, "The 26. of February Ida Novak has bought 1 kilo of apples, I forgot.",
   sale("Ida Novak", [("apple", 1)], d="2024-02-26"))
no(S, "The grapes are spoiled, all 30 kilos to the trash.", "write-off larger than the grape stock")
ok(S, "Luis Garcia buy today 3 pound of oranges.", sale("Luis Garcia", [("orange", 1.361)]))
ok(S, "Hillside Produce sends 10 kilos of mangos, for the 10 kilos we pay 14 euro, sell price 2,40.",
   buy("Hillside Produce", [("mango", 10, 1.4, 2.4)]))
no(S, "Hillside Produce sends 10 kilos of mangos, the price we don't know still.", "purchase without a cost")
ok(S, "Zoe Davis comes back with the strawberries and pears from 21 February and gives all back.",
   ret("Zoe Davis", "2024-02-21"))
ok(S, "Sold Omar Haddad 2 kilos apples, 3,40 he paid.", sale("Omar Haddad", [("apple", 2)]))
no(S, "Is it possible to make the price of apples 1,90? I ask the chef first.", "a question, nothing decided")
ok(S, "In the cold room we found 1 kilo oranges damaged from the transport.", adj("orange", -1, "damaged"))
ok(S, "Bananas are too expensive, the chef says: 1,10 from today. And Mei Chen took 3 kilos of them.",
   price("banana", 1.1), sale("Mei Chen", [("banana", 3)]))
ok(S, "Today Bob Smith has bought 1 kilo of grapes.", sale("Bob Smith", [("grape", 1)], d="2024-02-28"),
   today="2024-02-28")
ok(S, "Se\u00f1ora Brown take 2 kilos of apples and one kilo of bananas, and the se\u00f1or Lee 2 kilos of pears.",
   sale("Ann Brown", [("apple", 2), ("banana", 1)]), sale("Tom Lee", [("pear", 2)]))
ok(S, "Ida has become 2 kilo pears from us and she paid at the cash.", sale("Ida Novak", [("pear", 2)]))
no(S, "Raj has bought 2 kilos apples in March the 1.", "a March date")

# ---------------------------------------------------------------- diary
ok(D, "Today I sold Tom Lee 2 kg of pears.", sale("Tom Lee", [("pear", 2)]))
ok(D, "This morning we got 30 kg of apples from ABC at 1.10 a kilo.", buy("ABC", [("apple", 30, 1.1)]))
ok(D, "Busy day. I sold Eva Berg a kilo of cherries and then Omar Haddad came in for 2 kg of bananas.",
   sale("Eva Berg", [("cherry", 1)]), sale("Omar Haddad", [("banana", 2)]))
ok(D, "Today I put the mango price up to 2.60.", price("mango", 2.6))
ok(D, "I noticed 2 kg of the oranges had gone mouldy so I threw them out.", adj("orange", -2, "mouldy"))
ok(D, "Yesterday I forgot to write down that Raj Patel bought 3 kg of apples.",
   sale("Raj Patel", [("apple", 3)], d="2024-02-28"))
ok(D, "This afternoon Ann Brown came back with the oranges she bought this morning and I gave her the money back.",
   ret("Ann Brown", T))
ok(D, "Counted the strawberries before closing \u2014 28.5 kg.", adj("strawberry", -1.5, "stock count"))
no(D, "Today I sold Mr Smith some apples.", "Smith is ambiguous and no quantity")
ok(D, "Hillside Produce came at 8. I took in 15 kg of pears at 0.95 and told them we'd be selling at 1.44.",
   buy("Hillside Produce", [("pear", 15, 0.95, 1.44)]))
ok(D, "I sold Zoe Davis 1.5 kg of grapes and she paid 4.20.", sale("Zoe Davis", [("grape", 1.5)]))
no(D, "I sold Sue Davis 1.5 kg of grapes and she paid 4.00.", "1.5 kg grapes is 4.20, not 4.00")
ok(D, "On Monday I sold Luis Garcia 2 kg of oranges, only entering it now.",
   sale("Luis Garcia", [("orange", 2)], d="2024-02-26"))
ok(D, "We had a new customer today, Nadia Karim, and she bought 2 kg of apples. She left her email, "
      "nadia.karim@example.org.", sale("Nadia Karim", [("apple", 2)], email="nadia.karim@example.org"))
no(D, "I gave Ida a bag of cherries for free since she waited so long.", "free, and no weight")
ok(D, "I found out someone had pinched a kilo of strawberries from the front table.",
   adj("strawberry", -1, "stolen"))
ok(D, "Today I handed out 0.5 kg of grapes as tasting samples.", adj("grape", -0.5, "samples"))
ok(D, "This morning Green Valley Farms delivered 20 kg of mangoes. The invoice said 30.00 in total.",
   buy("Green Valley Farms", [("mango", 20, 1.5)]))
no(D, "This morning Green Valley Farms delivered mangoes, I didn't check how many.", "no weight, no cost")
ok(D, "Sue Davis came by after lunch and I sold her 2.5 kg of bananas.", sale("Sue Davis", [("banana", 2.5)]))
no(D, "I sold 3 boxes of strawberries to Mei.", "boxes, not kg")
ok(D, "Yesterday afternoon Ida Novak brought back the pears she had bought that morning, so I refunded her.",
   ret("Ida Novak", "2024-02-28", d="2024-02-28"))
ok(D, "I raised cherries to 3.40 today and lowered strawberries to 3.70.",
   price("cherry", 3.4), price("strawberry", 3.7))
ok(D, "Today I sold Ken 2 kg of grapes and Bob Smith 1 kg of apples.",
   sale("Ken Smith", [("grape", 2)]), sale("Bob Smith", [("apple", 1)]))
no(D, "Today I sold Ms Davis half a kilo of cherries.", "Davis alone is Zoe or Sue")
ok(D, "I did a stock check on the bananas this evening and there were 29 kg.", adj("banana", -1.5, "stock count"))
ok(D, "Last Friday Omar Haddad bought 2 kg of pears and I never logged it.",
   sale("Omar Haddad", [("pear", 2)], d="2024-02-23"))
ok(D, "On the 25th Mei Chen bought 1 kg of apples.", sale("Mei Chen", [("apple", 1)], d="2024-02-25"))
no(D, "On the 31st Mei Chen bought 1 kg of apples.", "there is no 31 February")
ok(D, "Dropped a tray this morning, 1.5 kg of pears damaged.", adj("pear", -1.5, "damaged"))
no(D, "I dropped a tray this morning and 12 mangoes got damaged.", "mangoes in pieces")
ok(D, "Note: the card machine was playing up again today.", NOTE)
ok(D, "Remember Tom Lee's birthday is next week, he has been a loyal customer for years.", NOTE)
ok(D, "Today I sold Raj Patel 1 lb of cherries, he wanted it in pounds.", sale("Raj Patel", [("cherry", 0.454)]))
ok(D, "Mr Haddad came in this morning and I sold him 2 kg of oranges for 3.08.",
   sale("Omar Haddad", [("orange", 2)]))
no(D, "This morning we got 20 kg of apples from ABC but nobody wrote down the price.", "no cost")
ok(D, "We bought 10 kg of grapes from a new supplier today, Hugo Lindqvist, 1.70 per kilo.",
   buy("Hugo Lindqvist", [("grape", 10, 1.7)]))
no(D, "We bought 10 kg of grapes from a guy at the market today, 1.70 per kilo.", "supplier not named")
ok(D, "Today Luis Garcia returned everything from his visit on the 23rd.", ret("Luis Garcia", "2024-02-23"))
no(D, "Today Raj Patel returned what he had bought on the 25th.", "Raj Patel had two sales on the 25th")
ok(D, "I sold Ida Novak 1.2 kg of oranges and 800 g of grapes.", sale("Ida Novak", [("orange", 1.2), ("grape", 0.8)]))
ok(D, "This morning we got 25 kg of bananas from Hillside Produce, 15.00 for the lot, and I set the shelf price "
      "at 1.25.", buy("Hillside Produce", [("banana", 25, 0.6, 1.25)]))
ok(D, "Yesterday I sold Eva 3 kg of apples.", sale("Eva Berg", [("apple", 3)], d="2024-02-28"))
no(D, "Today I sold Eva 3 kg of apples with 15% off.", "% off")
ok(D, "Today I binned 1 kg of rotten bananas and 0.5 kg of rotten cherries.",
   adj("banana", -1, "rotten"), adj("cherry", -0.5, "rotten"))
ok(D, "Wednesday evening I counted the mangoes: 23 kg.", adj("mango", -1, "stock count", d="2024-02-28"))
ok(D, "Ann Brown popped in and bought 2 kg of apples. I charged her 3.40.", sale("Ann Brown", [("apple", 2)]))
ok(D, "This morning Omar Haddad bought 1 kg of apples.", sale("Omar Haddad", [("apple", 1)], d="2024-02-27"),
   today="2024-02-27")
ok(D, "Yesterday Sue Davis came back and returned the bananas she bought that same morning.",
   ret("Sue Davis", "2024-02-26", d="2024-02-26"), today="2024-02-27")
ok(D, "Today I counted the strawberries and we had 31 kg.", adj("strawberry", 1, "stock count", d="2024-02-28"),
   today="2024-02-28")
no(D, "This morning we got 10 crates of oranges from Green Valley.", "crates, no weight, no cost")
ok(D, "I sold Tom Lee 2 kg of strawberries and 1 kg of cherries this morning, then in the afternoon he came back "
      "for 1 kg of grapes.", sale("Tom Lee", [("strawberry", 2), ("cherry", 1)]), sale("Tom Lee", [("grape", 1)]))
no(D, "I think Tom Lee bought something yesterday, can't remember what.", "nothing definite")
ok(D, "I sold Mei Chen two kilos of pears and three kilos of bananas.",
   sale("Mei Chen", [("pear", 2), ("banana", 3)]))
ok(D, "Today I sold Zoe Davis one and a half kilos of mangoes.", sale("Zoe Davis", [("mango", 1.5)]))
no(D, "Today I sold Zoe Davis 25 kg of mangoes.", "only 19 kg of mango in stock")
ok(D, "Sunday Raj Patel bought 1 kg of apples from me.", sale("Raj Patel", [("apple", 1)], d="2024-02-25"))
ok(D, "This morning I wrote off 2 kg of grapes that had gone mouldy and sold Ken Smith 1 kg of the good ones.",
   adj("grape", -2, "mouldy"), sale("Ken Smith", [("grape", 1)]))
ok(D, "I moved the apple price to 1.75 today.", price("apple", 1.75))
no(D, "I'll put the pear price up tomorrow to 1.50.", "a price change for tomorrow")
ok(D, "I sold Omar Haddad 3 kg of oranges and Ida Novak 2 kg of oranges before lunch.",
   sale("Omar Haddad", [("orange", 3)]), sale("Ida Novak", [("orange", 2)]))
ok(D, "We got a delivery from ABC this morning: 10 kg of cherries at 2.10 and 10 kg of grapes at 1.85. I kept the "
      "shelf prices at 3.20 and 2.80.", buy("ABC", [("cherry", 10, 2.1, 3.2), ("grape", 10, 1.85, 2.8)]))
ok(D, "Today I sold Luis Garcia 2 kg of bananas.", sale("Luis Garcia", [("banana", 2)], d="2024-02-26"),
   today="2024-02-26")
no(D, "I was so tired today, nothing much happened.", "not a record")
ok(D, "Today I sold Ann Brown 2 kg of bananas, which came to 2.40.", sale("Ann Brown", [("banana", 2)]))
ok(D, "This morning I sold Mr Lee 1 kg of cherries.", sale("Tom Lee", [("cherry", 1)]))
no(D, "This morning Ann Brown came back with half of her oranges.", "partial return")
ok(D, "Last Thursday I sold Ann Brown 1 kg of bananas and forgot to log it.",
   sale("Ann Brown", [("banana", 1)], d="2024-02-22"))
ok(D, "After we closed I weighed what was left of the apples, 31 kg, a bit more than I expected.",
   adj("apple", 1.5, "stock count"))
ok(D, "Got up early, took in 14 kg of cherries from Green Valley at 2 dollars a kilo, then sold Sue Davis 1 kg.",
   buy("Green Valley Farms", [("cherry", 14, 2.0)]), sale("Sue Davis", [("cherry", 1)]))

with (HERE / "records.jsonl").open("w", encoding="utf-8") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines")
