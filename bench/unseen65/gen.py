"""Write bench/unseen65/records.jsonl: held-out typed shop messages and the records a careful reader must give.

Every input text below is typed by hand. The helpers only build the expected record dicts.
Stock and prices were worked out from resources/demo/fruitshop_month.jsonl (see README.md).
Run: python gen.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # a Thursday; the default "today"

TL = "timed_log"
QA = "quoting_assistant"
RC = "reference_clerk"
HN = "hesitant_newcomer"

NOTE = object()  # placeholder: one note dated today whose text is the whole input


def d(n):
    return f"2024-02-{n:02d}"


def lb(n):
    return round(n * 0.45359237, 3)


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": day, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items, phone=None, email=None):
    return {"kind": "purchase", "date": day, "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(day, name, sale_day):
    return {"kind": "return", "date": day, "customer": party(name), "sale_date": sale_day}


def pc(day, product, price):
    return {"kind": "price_change", "date": day, "product": product, "selling_price": price}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": day, "product": product, "quantity": round(qty, 3), "reason": reason}


LINES = []


def rec(style, text, *records, today=T):
    out = []
    for r in records:
        out.append({"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r)
    LINES.append({"text": text, "today": today, "records": out, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# Stock at the close of 29 Feb (after the demo's own 29 Feb sales):
#   apple 29.5  banana 30.5  cherry 59.5  grape 24  mango 19  orange 25  pear 21  strawberry 30
# Shelf prices in force on 29 Feb:
#   apple 1.70  banana 1.20  cherry 3.20  grape 2.80  mango 2.40  orange 1.54  pear 1.44  strawberry 3.90

# ---------------------------------------------------------------- timed_log
rec(TL, "10:15 Bob 2kg apples", sale(T, "Bob Smith", ("apple", 2)))
rec(TL, "9am delivery from Hillside - 30 kg bananas, 0.60 a kilo",
    buy(T, "Hillside Produce", ("banana", 30, 0.6, None)))
rec(TL, "07:50 Green Valley van in, 25kg oranges @ 0.90/kg, retail 1.54",
    buy(T, "Green Valley Farms", ("orange", 25, 0.9, 1.54)))
rec(TL, "11:40 mei - 1.5 kg cherries + half kilo grapes", sale(T, "Mei Chen", ("cherry", 1.5), ("grape", 0.5)))
rec(TL, "12:05 lunch rush: Raj 3 kg bananas, Ann 2 kg pears, Luis 1 kg mango",
    sale(T, "Raj Patel", ("banana", 3)), sale(T, "Ann Brown", ("pear", 2)), sale(T, "Luis Garcia", ("mango", 1)))
rec(TL, "8:30 threw out 2 kg strawberries, mouldy", adj(T, "strawberry", -2, "mouldy"))
rec(TL, "14:20 stock count apples 28 kg", adj(T, "apple", 28 - 29.5, "stock count"))
rec(TL, "16:45 Omar Haddad 750g strawberries", sale(T, "Omar Haddad", ("strawberry", 0.75)))
rec(TL, "17:30 yesterday - Eva took 2 kg oranges, never got put in", sale(d(28), "Eva Berg", ("orange", 2)))
rec(TL, "Monday 10:00 Zoe 3kg bananas", sale(d(26), "Zoe Davis", ("banana", 3)))
rec(TL, "9.30am Tom Lee 2 lb grapes", sale(T, "Tom Lee", ("grape", lb(2))))
rec(TL, "15:10 mango price change -> 2.60", pc(T, "mango", 2.6))
rec(TL, "13:00 Ida Novak two and a half kilos of apples", sale(T, "Ida Novak", ("apple", 2.5)))
rec(TL, "10:02 new customer Nina Walsh 1kg cherries, 07700 900412",
    sale(T, "Nina Walsh", ("cherry", 1), phone="07700 900412"))
rec(TL, "18:00 closing - binned 1.2kg bananas (rotten) and 0.8kg pears that got squashed",
    adj(T, "banana", -1.2, "rotten"), adj(T, "pear", -0.8, "damaged"))
rec(TL, "the 27th, 16:20 — Sue Davis 1 kg mango", sale(d(27), "Sue Davis", ("mango", 1)))
rec(TL, "11:11 Ken 4 kg oranges paid 6.16", sale(T, "Ken Smith", ("orange", 4)))
rec(TL, "9:45 Hillside Produce 20 kg pears 1.00/kg", buy(T, "Hillside Produce", ("pear", 20, 1.0, None)))
rec(TL, "Wednesday 19:05 counted grapes after close: 23 kg", adj(d(28), "grape", 23 - 24, "stock count"))
rec(TL, "12:30 Luis Garcia 1 kg strawberries 1 kg cherries 1 kg apples",
    sale(T, "Luis Garcia", ("strawberry", 1), ("cherry", 1), ("apple", 1)))
rec(TL, "10:50 samples out front, half a kilo of grapes for tasting", adj(T, "grape", -0.5, "samples"))
rec(TL, "17:55 Zoe returned her mango from this morning", ret(T, "Zoe Davis", T))
rec(TL, "14:00 oranges up to 1.60", pc(T, "orange", 1.6))
rec(TL, "9:05 Hillside 15kg mango at 1.50\n9:40 Raj took 25kg mango",
    buy(T, "Hillside Produce", ("mango", 15, 1.5, None)), sale(T, "Raj Patel", ("mango", 25)))
rec(TL, "16:00 Ann Brown 1kg banana 2kg apple", sale(T, "Ann Brown", ("banana", 1), ("apple", 2)))
rec(TL, "2 days ago around 11:00 Omar had 2 kg pears", sale(d(27), "Omar Haddad", ("pear", 2)))
rec(TL, "08:15 cold room thermometer reading 6 degrees, FYI for the owner", NOTE)
rec(TL, "10:30 Bob Smith 3 lb oranges", sale(T, "Bob Smith", ("orange", lb(3))))
rec(TL, "12:45 Eva Burg 1.5kg strawbs", sale(T, "Eva Berg", ("strawberry", 1.5)))
rec(TL, "15:30 tom 1 kg pears, 1 kg bananas", sale(T, "Tom Lee", ("pear", 1), ("banana", 1)))
rec(TL, "Tuesday 10:20 Raj Patel 1.5 kg grapes", sale(d(27), "Raj Patel", ("grape", 1.5)))
rec(TL, "11:25 ABC delivery 20kg apples 1.10/kg, sell at 1.80",
    buy(T, "ABC", ("apple", 20, 1.1, 1.8)))
rec(TL, "17:10 1 kg cherries stolen off the front display", adj(T, "cherry", -1, "stolen"))
rec(TL, "13:50 Ida 500g grapes 500g cherries", sale(T, "Ida Novak", ("grape", 0.5), ("cherry", 0.5)))
rec(TL, "9:00 opened\n9:20 Ken Smith 2kg mango\n9:50 Sue Davis 2kg mango",
    sale(T, "Ken Smith", ("mango", 2)), sale(T, "Sue Davis", ("mango", 2)))
rec(TL, "19:00 count: strawberries 28.5kg, bananas 30kg",
    adj(T, "strawberry", 28.5 - 30, "stock count"), adj(T, "banana", 30 - 30.5, "stock count"))
rec(TL, "10:40 remember to ring in the cherry order before the weekend", NOTE)
rec(TL, "16:30 Omar 1kg cherries @ 3.20", sale(T, "Omar Haddad", ("cherry", 1)))
rec(TL, "Sunday 12:00 Zoe Davis 2 kg apples", sale(d(25), "Zoe Davis", ("apple", 2)))
rec(TL, "8:05 opened the mango tray, 1.5 kg damaged in transport", adj(T, "mango", -1.5, "damaged"))
rec(TL, "15:55 Ann 2 and a quarter kg oranges", sale(T, "Ann Brown", ("orange", 2.25)))
rec(TL, "10:10 Sue brought her grapes back, too sour", ret(d(20), "Sue Davis", d(20)), today=d(20))
rec(TL, "9:30 Luis returned yesterday's oranges and grapes", ret(d(24), "Luis Garcia", d(23)), today=d(24))
rec(TL, "12:40 Ken Smith 2 kg apples / 12:55 Mei 1 kg grapes",
    sale(d(17), "Ken Smith", ("apple", 2)), sale(d(17), "Mei Chen", ("grape", 1)), today=d(17))

no(TL, "10:15 Bob 2kg apples tomorrow morning, put aside for him", "future date (tomorrow)")
no(TL, "9am delivery from Hillside: 4 boxes of mango", "boxes with no weight")
no(TL, "11:30 Smith took 2 kg pears", "surname shared by Bob Smith and Ken Smith")
no(TL, "12:00 Raj 20kg mango", "sale beyond stock (19 kg mango)")
no(TL, "13:15 Davis 1kg bananas", "surname shared by Zoe Davis and Sue Davis")
no(TL, "14:30 Tom 6 apples", "counted pieces with no weight")
no(TL, "16:00 Eva 2kg cherries, gave her 10% off", "discount")
no(TL, "30 Feb 10:00 Ken 1kg pears", "impossible date")
no(TL, "08:45 delivery from the new guy, 20 kg apples at 1.00", "unknown supplier without a full name")
no(TL, "17:20 Raj brought back the stuff from Sunday", "two sales that day (Raj Patel, 25 Feb)")
no(TL, "9:10 Tom returned the oranges from the 11th", "sale already returned (Tom Lee, 11 Feb)")
no(TL, "12:20 Omar 2kg strawberries for 7.00", "stated total disagrees with the shelf price (7.80)")
no(TL, "15:00 Greta 1kg cherries", "unknown customer without a full name")
no(TL, "18:30 what did we sell most of this week?", "question")
no(TL, "11:45 Ann 1kg apples — no wait, forget it, she put them back", "cancelled")
no(TL, "1 March 10:00 Hillside 30 kg bananas", "date in March")
no(TL, "10:05 Raj took 25 kg mango\n10:40 Hillside van came with 20 kg mango at 1.50",
   "sale beyond stock at that point (19 kg mango before the delivery)")
no(TL, "13:40 Luis 1 punnet strawberries", "punnets with no weight")
no(TL, "16:10 Eva 2 kg oranges on the house", "free")
no(TL, "12:00 Mei 2kg pears and 3 boxes bananas", "part of the message has boxes with no weight")
no(TL, "10:20 Ida Novak 1 kg mango 02/03", "ambiguous date")
no(TL, "10:00 Sue 1kg pears, she collects tomorrow", "future date (tomorrow)", today=d(20))

# ---------------------------------------------------------------- quoting_assistant
rec(QA, 'Mei said "two kilos of cherries please" and I weighed them out, she paid',
    sale(T, "Mei Chen", ("cherry", 2)))
rec(QA, 'Hillside driver said "that\'s 25 kilos of bananas at 0.60 a kilo", I signed for it',
    buy(T, "Hillside Produce", ("banana", 25, 0.6, None)))
rec(QA, 'Bob: "give us 3 kg of apples" — done, bagged and paid', sale(T, "Bob Smith", ("apple", 3)))
rec(QA, 'Ann Brown came in, "just the usual love, 2 kilos of oranges". sold her that',
    sale(T, "Ann Brown", ("orange", 2)))
rec(QA, 'Raj picked up 2 kg mango, said "last lot was lovely"', sale(T, "Raj Patel", ("mango", 2)))
rec(QA, 'Tom Lee said "half a kilo of grapes and a kilo of bananas" - sold',
    sale(T, "Tom Lee", ("grape", 0.5), ("banana", 1)))
rec(QA, 'Driver from Green Valley Farms: "47 kilos of mango, 1.50 per kilo". Checked it in, put them on the '
    'shelf at 2.40', buy(T, "Green Valley Farms", ("mango", 47, 1.5, 2.4)))
rec(QA, 'Ken Smith brought back everything from this morning, said "wife already bought some"',
    ret(T, "Ken Smith", T))
rec(QA, 'Ida: "I\'ll take 1.5 kg strawberries" - paid cash', sale(T, "Ida Novak", ("strawberry", 1.5)))
rec(QA, 'Omar asked "are the cherries fresh?" I said yes and he took 3 kg', sale(T, "Omar Haddad", ("cherry", 3)))
rec(QA, 'Eva Berg: "1 lb of grapes please" — weighed it, done', sale(T, "Eva Berg", ("grape", lb(1))))
rec(QA, 'Sue Davis said "the bananas from Monday were bad" and returned them', ret(T, "Sue Davis", d(26)))
rec(QA, 'Luis pointed at the pears and said "those have gone off" so I threw out 2 kg of them',
    adj(T, "pear", -2, "spoiled"))
rec(QA, 'owner said "strawberries 4.20 from now", changed the label', pc(T, "strawberry", 4.2))
rec(QA, 'new lady, Priya Nair, said "one kilo of apples, and put my number down: 07911 123456" — sold',
    sale(T, "Priya Nair", ("apple", 1), phone="07911 123456"))
rec(QA, 'Mei Chen came back: "can I also get 500 g of pears?" gave them to her', sale(T, "Mei Chen", ("pear", 0.5)))
rec(QA, 'ABC driver said "30 kg grapes, invoice says 54.00 total" - unloaded',
    buy(T, "ABC", ("grape", 30, 1.8, None)))
rec(QA, 'Ann said "that orange you sold me this morning was mouldy" and brought the lot back',
    ret(T, "Ann Brown", T))
rec(QA, 'Mr Patel said "two and a half kilos of bananas" and paid', sale(T, "Raj Patel", ("banana", 2.5)))
rec(QA, 'Mrs Chen: "a kilo of cherries" – sold', sale(T, "Mei Chen", ("cherry", 1)))
rec(QA, 'customer Jonas Weber (jonas.weber@example.com) said "2 kg mango please", sold him that',
    sale(T, "Jonas Weber", ("mango", 2), email="jonas.weber@example.com"))
rec(QA, 'Zoe knocked the display, "oh no sorry!!" - 1 kg of strawberries squashed, binned them',
    adj(T, "strawberry", -1, "damaged"))
rec(QA, 'Luis Garcia: "three quarters of a kilo of cherries" – done, paid 2.40', sale(T, "Luis Garcia", ("cherry", 0.75)))
rec(QA, 'yesterday Omar said "2 kg oranges" and took them, I forgot to log it', sale(d(28), "Omar Haddad", ("orange", 2)))
rec(QA, 'Raj Patal said "put me down for 1 kg grapes", paid and took them', sale(T, "Raj Patel", ("grape", 1)))
rec(QA, 'Eva: "Can I have 2 kilos of pears?" me: "sure" — sold', sale(T, "Eva Berg", ("pear", 2)))
rec(QA, 'Green Valley rang, "we\'ve dropped 20 kg strawberries at the back door, 2.50 a kilo" - it\'s in the '
    'cold room now', buy(T, "Green Valley Farms", ("strawberry", 20, 2.5, None)))
rec(QA, 'Ms Novak — "one kilo bananas, one kilo oranges" — sold', sale(T, "Ida Novak", ("banana", 1), ("orange", 1)))
rec(QA, 'Sue said "I\'ll grab a kilo of mango" and did', sale(T, "Sue Davis", ("mango", 1)))
rec(QA, 'Zoe said "2 lb cherries", weighed out, paid', sale(T, "Zoe Davis", ("cherry", lb(2))))
rec(QA, 'new customer said "I\'m Hamid Rahimi, 1.5 kg grapes please" — sold',
    sale(T, "Hamid Rahimi", ("grape", 1.5)))
rec(QA, 'boss told me "bananas go to 1.10 today" – relabelled', pc(T, "banana", 1.1))
rec(QA, 'Mr Garcia said "3 kilos of oranges" and paid 4.62', sale(T, "Luis Garcia", ("orange", 3)))
rec(QA, 'Bob brought back the mango from Monday, said "it was bruised inside"', ret(T, "Bob Smith", d(26)))
rec(QA, 'Tom: "1 kg strawberries, 1 kg cherries" – rung up', sale(T, "Tom Lee", ("strawberry", 1), ("cherry", 1)))
rec(QA, 'Omar said "remember me for the big mango order next week" — just so you know', NOTE)
rec(QA, 'Ann said "the new pears are lovely" — FYI for the owner', NOTE)
rec(QA, 'Raj said "3 kg of pears" and paid 4.32', sale(T, "Raj Patel", ("pear", 3)))
rec(QA, 'Ida said "I bought these pears yesterday and they\'re bruised" and handed them all back',
    ret(T, "Ida Novak", d(28)))
rec(QA, 'Mei said "a kilo and a half of apples", weighed and sold', sale(T, "Mei Chen", ("apple", 1.5)))
rec(QA, 'Ken Smith: "2 kg bananas please" — sold, he paid', sale(T, "Ken Smith", ("banana", 2)))
rec(QA, 'Zoe said "I\'ll take a kilo of apples" — sold', sale(d(16), "Zoe Davis", ("apple", 1)), today=d(16))
rec(QA, 'Mei said "the grapes I bought on Thursday were sour" and returned them', ret(d(19), "Mei Chen", d(15)),
    today=d(19))
rec(QA, 'Green Valley driver said "30 kilos of bananas, 0.60", unloaded it',
    buy(d(21), "Green Valley Farms", ("banana", 30, 0.6, None)), today=d(21))

no(QA, 'Mei said "two kilos of cherries please"', "quoted request only; nothing says the sale happened")
no(QA, 'Bob said "I\'ll take 3 kg apples tomorrow"', "future (tomorrow)")
no(QA, 'Hillside driver said "we\'ll bring 30 kg bananas on the 5th of March"', "date in March")
no(QA, 'Mr Smith said "2 kg pears" and paid', "surname shared by Bob Smith and Ken Smith")
no(QA, 'Raj said "what\'s the price of cherries today?"', "question")
no(QA, 'Eva said "can you do the oranges at 1.20?" and I said OK, she took 3 kg', "price disagrees (discount)")
no(QA, 'Tom said "5 apples please" and took them', "counted pieces with no weight")
no(QA, 'Omar said "just give me the strawberries for free, they\'re going off" — gave him 1 kg', "free")
no(QA, 'Mrs Davis said "1 kilo of bananas" and paid', "surname shared by Zoe Davis and Sue Davis")
no(QA, 'Zoe said "I\'m bringing back half of the strawberries from the 21st" and did', "partial return")
no(QA, 'Luis said "these bananas from yesterday were off" and returned them', "no sale that day (Luis Garcia, 28 Feb)")
no(QA, 'Omar brought stuff back, said "it\'s from Tuesday"', "two sales that day (Omar Haddad, 27 Feb)")
no(QA, 'Driver said "3 crates of grapes from Hillside" and left them', "crates with no weight")
no(QA, 'owner said "can you make the app show kilos and pounds side by side?"', "request to change the app")
no(QA, 'Ann said "ha, it\'s freezing out there"', "chit-chat")
no(QA, 'Ida said "sell me 2 kg mango at half price, it\'s bruised" and I did', "half price")
no(QA, 'Bob said "3 kg apples" — actually scrap that, he changed his mind', "cancelled")
no(QA, 'a man said "I\'m Pete, 2 kg pears please" – sold', "new customer without a full name")
no(QA, 'Raj said "30 kg of mango for the restaurant" — sold it all', "sale beyond stock (19 kg mango)")
no(QA, 'Sue asked "the oranges were 1.40 last week, why 1.54 now?"', "question")
no(QA, 'Hillside driver said "20 kg of apples, price on the invoice later"', "purchase without a cost")

# ---------------------------------------------------------------- reference_clerk
rec(RC, "Rcpt 1042 — Bob Smith, 2 kg apples", sale(T, "Bob Smith", ("apple", 2)))
rec(RC, "INV-77 Hillside Produce: bananas 30 kg @ 0.60", buy(T, "Hillside Produce", ("banana", 30, 0.6, None)))
rec(RC, "Receipt #1043 Mei Chen 1 kg cherries 3.20", sale(T, "Mei Chen", ("cherry", 1)))
rec(RC, "INV 2291 / Green Valley Farms / 40 kg oranges / 0.90 per kg / retail 1.54",
    buy(T, "Green Valley Farms", ("orange", 40, 0.9, 1.54)))
rec(RC, "R-1044 Raj Patel pears 2.5kg", sale(T, "Raj Patel", ("pear", 2.5)))
rec(RC, "Credit note CN-12: Ann Brown returned today's oranges (rcpt 1039)", ret(T, "Ann Brown", T))
rec(RC, "Ref 3318 write-off, strawberries 1.5 kg, mouldy", adj(T, "strawberry", -1.5, "mouldy"))
rec(RC, "PO 118 ABC apples 25 kg total 27.50", buy(T, "ABC", ("apple", 25, 1.1, None)))
rec(RC, "rcpt 1045 Omar Haddad 1 kg mango 1 kg grapes total 5.20",
    sale(T, "Omar Haddad", ("mango", 1), ("grape", 1)))
rec(RC, "Price list v14: mango now 2.50/kg", pc(T, "mango", 2.5))
rec(RC, "rcpt 1046 Tom Lee 2 lb cherries", sale(T, "Tom Lee", ("cherry", lb(2))))
rec(RC, "Invoice HP-5521 Hillside Produce, pears 25 kg at 1.00, shelf 1.44",
    buy(T, "Hillside Produce", ("pear", 25, 1.0, 1.44)))
rec(RC, "rcpt 1047 / Luis Garcia / 1.5kg bananas / 1kg oranges",
    sale(T, "Luis Garcia", ("banana", 1.5), ("orange", 1)))
rec(RC, "adj #59 stock count grapes 22.5 kg", adj(T, "grape", 22.5 - 24, "stock count"))
rec(RC, "receipt 1030 dated 27 Feb: Ida Novak 2 kg apples", sale(d(27), "Ida Novak", ("apple", 2)))
rec(RC, "CN-13 Bob Smith returns the strawberries and apple from rcpt 1031, sold yesterday",
    ret(T, "Bob Smith", d(28)))
rec(RC, "Rcpt 1048 Eva Berg 3 kg pears paid 4.32", sale(T, "Eva Berg", ("pear", 3)))
rec(RC, "INV-80 new supplier Riverside Orchards, tel 020 7946 0018, 30 kg apples 1.05/kg",
    buy(T, "Riverside Orchards", ("apple", 30, 1.05, None), phone="020 7946 0018"))
rec(RC, "rcpt 1049 zoe 600 g grapes", sale(T, "Zoe Davis", ("grape", 0.6)))
rec(RC, "Rcpt 1050 — Ann, 1 kg banana + 1 kg mango", sale(T, "Ann Brown", ("banana", 1), ("mango", 1)))
rec(RC, "WO-7 bananas rotten 2 kg", adj(T, "banana", -2, "rotten"))
rec(RC, "rcpt 1051 Ken Smith 3 kg oranges", sale(T, "Ken Smith", ("orange", 3)))
rec(RC, "receipt 1027 (Monday) Sue Davis 1.5 kg pears", sale(d(26), "Sue Davis", ("pear", 1.5)))
rec(RC, "Rcpt 1052 new customer Olga Petrova olga.p@example.org 2 kg strawberries",
    sale(T, "Olga Petrova", ("strawberry", 2), email="olga.p@example.org"))
rec(RC, "PC-31 cherries 3.50 from today", pc(T, "cherry", 3.5))
rec(RC, "rcpt 1053 Raj 1 kg cherries 2 kg bananas 1 kg apples",
    sale(T, "Raj Patel", ("cherry", 1), ("banana", 2), ("apple", 1)))
rec(RC, "INV-81 ABC, grapes 20 kg, cost 1.80, sell 2.80", buy(T, "ABC", ("grape", 20, 1.8, 2.8)))
rec(RC, "Rcpt 1054 Mrs Brown 2 kg apples", sale(T, "Ann Brown", ("apple", 2)))
rec(RC, "ref 77 samples for tasting: 0.3 kg cherries", adj(T, "cherry", -0.3, "samples"))
rec(RC, "rcpt 1055 Omar Hadad 2kg bananas", sale(T, "Omar Haddad", ("banana", 2)))
rec(RC, "rcpt 1056 Ida Novak 1 kg cherries; rcpt 1057 Tom Lee 2 kg oranges",
    sale(T, "Ida Novak", ("cherry", 1)), sale(T, "Tom Lee", ("orange", 2)))
rec(RC, "Receipt 1058: Mr Lee, half kilo strawberries", sale(T, "Tom Lee", ("strawberry", 0.5)))
rec(RC, "Rcpt 1028 from the 26th: Luis Garcia 2 kg mango", sale(d(26), "Luis Garcia", ("mango", 2)))
rec(RC, "CN-14 Raj Patel return — receipt from the 27th (the cherries)", ret(T, "Raj Patel", d(27)))
rec(RC, "stocktake ST-3 oranges 24 kg, pears 20 kg",
    adj(T, "orange", 24 - 25, "stock count"), adj(T, "pear", 20 - 21, "stock count"))
rec(RC, "rcpt 1059 Eva 1 kg apples 1 kg pears total 3.14", sale(T, "Eva Berg", ("apple", 1), ("pear", 1)))
rec(RC, "INV 4410 Green Valley, 20 kg mango, 30.00", buy(T, "Green Valley Farms", ("mango", 20, 1.5, None)))
rec(RC, "INV-2024-118 Hillside: 10 kg cherries 2.00, 10 kg grapes 1.80",
    buy(T, "Hillside Produce", ("cherry", 10, 2.0, None), ("grape", 10, 1.8, None)))
rec(RC, "Rcpt 1032 Wednesday — Omar Haddad 1 kg pears", sale(d(28), "Omar Haddad", ("pear", 1)))
rec(RC, "PC-32 apples 1.90", pc(T, "apple", 1.9))
rec(RC, "Rcpt 1063 Ken 2 kg strawberries paid 7.80", sale(T, "Ken Smith", ("strawberry", 2)))
rec(RC, "ref D-19 damaged: 1 kg mango dropped off the scale", adj(T, "mango", -1, "damaged"))
rec(RC, "INV-85 Pete Marlow (grower) 10 kg strawberries at 2.40",
    buy(T, "Pete Marlow", ("strawberry", 10, 2.4, None)))
rec(RC, "CN-09 Ann Brown returns rcpt 0912 from yesterday", ret(d(23), "Ann Brown", d(22)), today=d(23))
rec(RC, "rcpt 0981 Raj Patel 2 kg oranges", sale(d(26), "Raj Patel", ("orange", 2)), today=d(26))

no(RC, "Rcpt 1064 Smith 2 kg apples", "surname shared by Bob Smith and Ken Smith")
no(RC, "INV-82 Hillside 5 boxes bananas", "boxes with no weight")
no(RC, "rcpt 1065 Mei 2 kg cherries total 5.00", "stated total disagrees with the shelf price (6.40)")
no(RC, "rcpt 1066 dated 02/03 Bob 1 kg pears", "ambiguous date")
no(RC, "CN-15 Raj Patel return of receipt from the 25th", "two sales that day (Raj Patel, 25 Feb)")
no(RC, "CN-16 Tom Lee return rcpt from 11 Feb", "sale already returned (Tom Lee, 11 Feb)")
no(RC, "CN-17 Eva Berg return 1 kg of the 5 kg strawberries from the 15th", "partial return")
no(RC, "INV-83 from Marco 20 kg grapes 1.70", "unknown supplier without a full name")
no(RC, "rcpt 1068 Omar 25 kg grapes", "sale beyond stock (24 kg grapes)")
no(RC, "Rcpt 1069 dated 31 Feb Zoe 1 kg apples", "impossible date")
no(RC, "rcpt 1070 Ann 12 oranges", "counted pieces with no weight")
no(RC, "INV-84 ABC delivery due 4 March, 30 kg pears", "date in March")
no(RC, "rcpt 1071 Luis 2 kg strawberries, staff discount 20%", "discount")
no(RC, "what's the next receipt number?", "question")
no(RC, "rcpt 1072 — void, customer cancelled", "cancelled")
no(RC, "CN-18 Ida Novak returns today's purchase", "no sale that day (Ida Novak, 29 Feb)")
no(RC, "rcpt 1073 Bob 2 kg apples, rcpt 1074 Zoe 3 punnets strawberries",
   "part of the message has punnets with no weight")
no(RC, "rcpt 1075 Eva 2 kg oranges at 1.40", "stated price disagrees with the shelf price (1.54)")
no(RC, "please add a receipt number box to the sale screen", "request to change the app")
no(RC, "Rcpt 1076 Ken 1 kg mango dated tomorrow", "future date (tomorrow)")
no(RC, "rcpt 0950 Ida Novak 2 kg pears at 1.44", "stated price disagrees with the shelf price then (1.60)",
   today=d(20))
no(RC, "rcpt 0951 dated the 27th, Luis 1 kg cherries", "future date", today=d(20))

# ---------------------------------------------------------------- hesitant_newcomer
rec(HN, "not sure if this is right but Bob had 2kg apples", sale(T, "Bob Smith", ("apple", 2)))
rec(HN, "sorry, still learning this — Mei bought 1 kg of cherries", sale(T, "Mei Chen", ("cherry", 1)))
rec(HN, "um hi, Hillside dropped off 20 kg bananas, the paper says 0.60 per kg. is that how I put it in?",
    buy(T, "Hillside Produce", ("banana", 20, 0.6, None)))
rec(HN, "hope I'm doing this right: Raj Patel, 1.5 kg grapes", sale(T, "Raj Patel", ("grape", 1.5)))
rec(HN, "I threw away 1 kg strawberries because they were mouldy, was that ok to do?",
    adj(T, "strawberry", -1, "mouldy"))
rec(HN, "Tom Lee bought 2 kg oranges (did I spell his name right?)", sale(T, "Tom Lee", ("orange", 2)))
rec(HN, "sorry if this is the wrong place, Ann Brown 1 kg pears and 1 kg bananas",
    sale(T, "Ann Brown", ("pear", 1), ("banana", 1)))
rec(HN, "ok so the boss told me to change mango to 2.20, I did the label, please record it",
    pc(T, "mango", 2.2))
rec(HN, "I sold Ida Novak 2 kg of apples, she paid 3.40, hope that's right", sale(T, "Ida Novak", ("apple", 2)))
rec(HN, "Omar Haddad 1 kilo of mango. Sorry this is my first day!", sale(T, "Omar Haddad", ("mango", 1)))
rec(HN, "just checking this works... Zoe Davis 2 kg pears", sale(T, "Zoe Davis", ("pear", 2)))
rec(HN, "I counted the grapes like you showed me, 23 kg", adj(T, "grape", 23 - 24, "stock count"))
rec(HN, "erm Luis came in yesterday and bought 2 kg bananas, I forgot to put it in, sorry!!",
    sale(d(28), "Luis Garcia", ("banana", 2)))
rec(HN, "a new customer, her name is Fatima Yusuf, bought 1 kg of cherries. she gave her email "
    "fatima.yusuf@example.net in case that helps",
    sale(T, "Fatima Yusuf", ("cherry", 1), email="fatima.yusuf@example.net"))
rec(HN, "sorry to bother — Eva brought back the cherries she bought on the 19th. all of them",
    ret(T, "Eva Berg", d(19)))
rec(HN, "I think I did it right? Ken Smith 2 kg grapes", sale(T, "Ken Smith", ("grape", 2)))
rec(HN, "Sue Davis paid for 1.5 kg oranges, I just wasn't sure how to put it in", sale(T, "Sue Davis", ("orange", 1.5)))
rec(HN, "the Green Valley Farms delivery came, 30 kg pears for 30.00 altogether. I didn't set a price, should I?",
    buy(T, "Green Valley Farms", ("pear", 30, 1.0, None)))
rec(HN, "some bananas got squished when I dropped the box, I weighed them after, 1.5 kg",
    adj(T, "banana", -1.5, "damaged"))
rec(HN, "Mr Haddad bought 3 pounds of oranges (is pounds ok? the scale was on lb)",
    sale(T, "Omar Haddad", ("orange", lb(3))))
rec(HN, "Raj returned the bananas from Monday, all 2.5 kg. hope I did the refund right", ret(T, "Raj Patel", d(26)))
rec(HN, "sorry, forgot earlier: Bob Smith 1 kg strawberries around lunchtime", sale(T, "Bob Smith", ("strawberry", 1)))
rec(HN, "can I put two in one message? Mei 1 kg apples and Tom 1 kg pears",
    sale(T, "Mei Chen", ("apple", 1)), sale(T, "Tom Lee", ("pear", 1)))
rec(HN, "the owner said to write down that the fridge is making a noise. not sure where that goes?", NOTE)
rec(HN, "Ida bought 500 grams of strawberries. (500g = 0.5 kg right?)", sale(T, "Ida Novak", ("strawberry", 0.5)))
rec(HN, "eva berg 2kg mango sorry about no capitals", sale(T, "Eva Berg", ("mango", 2)))
rec(HN, "gave out grape tasters to customers, I weighed the bowl, 0.4 kg went. is that a write off?",
    adj(T, "grape", -0.4, "samples"))
rec(HN, "Zoe Davis bought 1 kg cherries on Tuesday, I only just remembered, sorry", sale(d(27), "Zoe Davis", ("cherry", 1)))
rec(HN, "Luis Garsia, two kilos of apples. Did I spell that right?", sale(T, "Luis Garcia", ("apple", 2)))
rec(HN, "new customer Declan Murphy bought 2 kg oranges, he left his number 087 123 4567 (hope that's allowed "
    "to write here)", sale(T, "Declan Murphy", ("orange", 2), phone="087 123 4567"))
rec(HN, "umm Ann bought 1 kg grapes and 1 kg cherries, the till said 6.00. Is that right?",
    sale(T, "Ann Brown", ("grape", 1), ("cherry", 1)))
rec(HN, "ABC sent 15 kg apples, invoice says 1.10 a kilo. boss said sell them for 1.70 like before",
    buy(T, "ABC", ("apple", 15, 1.1, 1.7)))
rec(HN, "Tom returned the cherries he got on Friday, all 5 kg, sorry if this is the wrong button",
    ret(T, "Tom Lee", d(23)))
rec(HN, "boss asked me to put strawberries at 3.50 from now, hope I did it right", pc(T, "strawberry", 3.5))
rec(HN, "the bananas were rotten so I put 2 kg in the bin, hope thats ok", adj(T, "banana", -2, "rotten"))
rec(HN, "Bob got 1 kg grapes 2 days ago, sorry for the delay", sale(d(27), "Bob Smith", ("grape", 1)))
rec(HN, "me again 🙈 Omar took 1.5 kg pears", sale(T, "Omar Haddad", ("pear", 1.5)))
rec(HN, "Raj Patel bought 1 kg cherries, I charged him 3.20 which I think is right", sale(T, "Raj Patel", ("cherry", 1)))
rec(HN, "I did a count of the cherries because the boss asked, there's 58 kg", adj(T, "cherry", 58 - 59.5, "stock count"))
rec(HN, "Hillside dropped 10 kg mango at 1.50 a kilo, i didnt change any prices",
    buy(T, "Hillside Produce", ("mango", 10, 1.5, None)))
rec(HN, "Zoe came back for 1 kg strawberries", sale(T, "Zoe Davis", ("strawberry", 1)))
rec(HN, "sorry, Sue Davis bought 1 kg mango yesterday and I forgot", sale(d(21), "Sue Davis", ("mango", 1)), today=d(22))
rec(HN, "I counted the strawberries like the boss said, 12 kg", adj(d(14), "strawberry", 12 - 13, "stock count"),
    today=d(14))
rec(HN, "Raj came back again lol, 1 kg grapes this time", sale(d(25), "Raj Patel", ("grape", 1)), today=d(25))

no(HN, "Bob had apples, I think it was 3 kg?", "doubt about the quantity")
no(HN, "Mei bought cherries, either 1 or 1.5 kg, I forgot to look at the scale", "doubt about the quantity")
no(HN, "was it Tom or Ken who took the 2 kg pears? one of them anyway", "doubt about the customer")
no(HN, "Smith bought 2 kg mango, I didn't catch his first name", "surname shared by Bob Smith and Ken Smith")
no(HN, "sorry, can you tell me how to do a refund?", "question")
no(HN, "I sold Raj 2 kg oranges for 2.80 because that's what the label said... was the label old?",
   "stated total disagrees with the shelf price (3.08)")
no(HN, "a lady called Maria bought 1 kg grapes, don't know her surname", "new customer without a full name")
no(HN, "Luis bought 6 mangoes, the scale was broken so I didn't weigh them", "counted pieces with no weight")
no(HN, "I think Hillside delivered bananas this morning but I'm not sure how much, maybe 20 kg?",
   "doubt about the quantity")
no(HN, "oops, ignore my last message, I put it in wrong", "cancelled")
no(HN, "Eva wants to bring back half her strawberries from the 18th, is that ok?", "partial return, not happened")
no(HN, "Omar bought strawberries on the 19th and returned them today", "two sales that day (Omar Haddad, 19 Feb)")
no(HN, "Davis, 1 kg bananas — Zoe or Sue, sorry I don't know which", "surname shared by Zoe Davis and Sue Davis")
no(HN, "can the app show the price when I type a product? would be so helpful", "request to change the app")
no(HN, "the boss said I can give Ida 1 kg pears free because she waited so long", "free")
no(HN, "Ann is coming tomorrow for 2 kg oranges, should I put it in now?", "future (tomorrow)")
no(HN, "Zoe bought 1 kg apples on 03/02, sorry not sure which date format you use", "ambiguous date")
no(HN, "someone took 2 kg cherries but I didn't get a name", "no customer")
no(HN, "it's quiet today, is it always like this on Thursdays?", "chit-chat")
no(HN, "Raj Patel wanted 22 kg pears for a party and I sold them to him, hope there were enough",
   "sale beyond stock (21 kg pears)")
no(HN, "I weighed the bananas for Sue but maybe the scale was wrong, it said 2 kg", "doubt about the quantity")
no(HN, "Omar wanted 15 kg bananas and I gave them to him, I hope we had enough?",
   "sale beyond stock (at most 14.5 kg bananas on 22 Feb)", today=d(22))


if __name__ == "__main__":
    out = HERE / "records.jsonl"
    with out.open("w") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {out}")
