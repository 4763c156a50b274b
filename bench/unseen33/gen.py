"""Held-out test set 33 for ChatLedger's reader: staff inputs typed by hand, with the records they mean.

Every input below was written by hand for one of four personas (the `style` field).  The helpers only
build record dicts; no phrasing is generated.  Run `python3 gen.py` to write records.jsonl next to it.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

TODAY = "2024-02-29"
SAT = "2024-02-24"
TUE20 = "2024-02-20"
THU15 = "2024-02-15"

QUEUE = "saturday-queue"
AUDIT = "stock-auditor"
DESK = "service-desk"
OWNER = "owner-sms"

ROWS = []


def feb(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, name, items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, name, sale_date, phone=None, email=None):
    return {"kind": "return", "date": date, "customer": party(name, phone, email), "sale_date": sale_date}


def price(date, product, selling_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": selling_price}


def adj(date, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason}


NOTE = "note"


def ok(style, text, records, today=TODAY):
    if records == NOTE:
        records = [{"kind": "note", "date": today, "text": text, "facts": []}]
    ROWS.append({"text": text, "today": today, "records": records, "style": style})


def no(style, text, why, today=TODAY):
    ROWS.append({"text": text, "today": today, "records": None, "why": why, "style": style})


T = TODAY

# ---------------------------------------------------------------- saturday-queue: rushed, several sales a line
ok(QUEUE, "ok queue's mad. Tom 2kg apples, Mei 1.5kg bananas, Omar a kilo of grapes",
   [sale(T, "Tom Lee", [("apple", 2)]), sale(T, "Mei Chen", [("banana", 1.5)]),
    sale(T, "Omar Haddad", [("grape", 1)])])
ok(QUEUE, "Raj 3kg oranges, same again for Ida",
   [sale(T, "Raj Patel", [("orange", 3)]), sale(T, "Ida Novak", [("orange", 3)])])
ok(QUEUE, "Luis 2 kilo pears no wait 2.5", [sale(T, "Luis Garcia", [("pear", 2.5)])])
ok(QUEUE, "ann brown half a kilo cherries + 1kg strawbs",
   [sale(T, "Ann Brown", [("cherry", 0.5), ("strawberry", 1)])])
ok(QUEUE, "eva 500g grapes, zoe 750g grapes",
   [sale(T, "Eva Berg", [("grape", 0.5)]), sale(T, "Zoe Davis", [("grape", 0.75)])])
ok(QUEUE, "Ken - 4kg mangoes. Bob - same as Ken",
   [sale(T, "Ken Smith", [("mango", 4)]), sale(T, "Bob Smith", [("mango", 4)])])
ok(QUEUE, "Sue Davis 2 lb apples pls", [sale(T, "Sue Davis", [("apple", 0.907)])])
ok(QUEUE, "pls log: Mrs Novak 1kg bananas 1kg apples 1kg pears",
   [sale(T, "Ida Novak", [("banana", 1), ("apple", 1), ("pear", 1)])])
ok(QUEUE, "Mei 2 kg bananas and 1 kg apples", [sale(SAT, "Mei Chen", [("banana", 2), ("apple", 1)])], SAT)
ok(QUEUE, "mei chen 3kg oranges @ 1.54", [sale(T, "Mei Chen", [("orange", 3)])])
ok(QUEUE, "omar 2kg cherries, total 6.40", [sale(T, "Omar Haddad", [("cherry", 2)])])
ok(QUEUE, "Raj 1kg mango and 1kg banana on the same ticket",
   [sale(T, "Raj Patel", [("mango", 1), ("banana", 1)])])
ok(QUEUE, "Zoe 3kg oranges \u2014 sorry, make that pears, 3kg", [sale(T, "Zoe Davis", [("pear", 3)])])
ok(QUEUE, "Luis garcia 1.25kg grapes, eva berg 1.25kg grapes too",
   [sale(T, "Luis Garcia", [("grape", 1.25)]), sale(T, "Eva Berg", [("grape", 1.25)])])
ok(QUEUE, "bob 1kg cherries, ken 1kg cherries, tom 1kg cherries",
   [sale(SAT, "Bob Smith", [("cherry", 1)]), sale(SAT, "Ken Smith", [("cherry", 1)]),
    sale(SAT, "Tom Lee", [("cherry", 1)])], SAT)
ok(QUEUE, "Ida 4kg oranges, no 3", [sale(SAT, "Ida Novak", [("orange", 3)])], SAT)
ok(QUEUE, "yesterday's missed one: Ann 2kg grapes", [sale(feb(28), "Ann Brown", [("grape", 2)])])
ok(QUEUE, "forgot to put thru Sue 1kg mango earlier this morning, sorry",
   [sale(T, "Sue Davis", [("mango", 1)])])
ok(QUEUE, "Omar Hadad 2kg strawberries", [sale(T, "Omar Haddad", [("strawberry", 2)])])
ok(QUEUE, "Luiz 1 kilo of oranges", [sale(T, "Luis Garcia", [("orange", 1)])])
ok(QUEUE, "Eva 2kg apples, Zoe same, Ida same",
   [sale(T, "Eva Berg", [("apple", 2)]), sale(T, "Zoe Davis", [("apple", 2)]),
    sale(T, "Ida Novak", [("apple", 2)])])
ok(QUEUE, "Tom Lee 1.5kg grapes, 0.5kg cherries. Then Mei, 2kg pears",
   [sale(T, "Tom Lee", [("grape", 1.5), ("cherry", 0.5)]), sale(T, "Mei Chen", [("pear", 2)])])
ok(QUEUE, "Raj 2 kilos bananas at 1.20 a kilo", [sale(T, "Raj Patel", [("banana", 2)])])
ok(QUEUE, "Mrs Brown 1 kg mango + Mr Haddad 1 kg mango",
   [sale(T, "Ann Brown", [("mango", 1)]), sale(T, "Omar Haddad", [("mango", 1)])])
ok(QUEUE, "Ken 1/2 kg strawberries", [sale(T, "Ken Smith", [("strawberry", 0.5)])])
ok(QUEUE, "quick one - patel 2kg apples", [sale(T, "Raj Patel", [("apple", 2)])])
ok(QUEUE, "Ann 2.5kg bananas, charged 3.00", [sale(T, "Ann Brown", [("banana", 2.5)])])
ok(QUEUE, "Chen 1kg grapes", [sale(T, "Mei Chen", [("grape", 1)])])
ok(QUEUE, "novak 2kg straws & 1kg cherries", [sale(T, "Ida Novak", [("strawberry", 2), ("cherry", 1)])])
ok(QUEUE, "Zoe 2kg mango, Luis 2kg mango, Ann 1kg mango",
   [sale(SAT, "Zoe Davis", [("mango", 2)]), sale(SAT, "Luis Garcia", [("mango", 2)]),
    sale(SAT, "Ann Brown", [("mango", 1)])], SAT)
ok(QUEUE, "Tom 1 kg apples, Omar 2kg apples oh and Omar wants 1kg pears too",
   [sale(T, "Tom Lee", [("apple", 1)]), sale(T, "Omar Haddad", [("apple", 2), ("pear", 1)])])
ok(QUEUE, "Raj 1.5kg strawberries, Sue 1.5kg strawberries",
   [sale(SAT, "Raj Patel", [("strawberry", 1.5)]), sale(SAT, "Sue Davis", [("strawberry", 1.5)])], SAT)
ok(QUEUE, "Eva 2kg oranges... scratch that, she only took 1kg", [sale(T, "Eva Berg", [("orange", 1)])])
ok(QUEUE, "3 more: Ida 1kg apple, Mei 1kg apple, Ken 1kg apple",
   [sale(T, "Ida Novak", [("apple", 1)]), sale(T, "Mei Chen", [("apple", 1)]),
    sale(T, "Ken Smith", [("apple", 1)])])
ok(QUEUE, "Zoe Davis 1kg grapes same again for Sue Davis",
   [sale(T, "Zoe Davis", [("grape", 1)]), sale(T, "Sue Davis", [("grape", 1)])])
ok(QUEUE, "Omar 1kg bananas yesterday evening, forgot to ring it in",
   [sale(feb(28), "Omar Haddad", [("banana", 1)])])
ok(QUEUE, "put through Luis 2 kg cherries from the 27th, was too busy",
   [sale(feb(27), "Luis Garcia", [("cherry", 2)])])
ok(QUEUE, "Mei 750g strawberries and 250g cherries",
   [sale(T, "Mei Chen", [("strawberry", 0.75), ("cherry", 0.25)])])
ok(QUEUE, "Bob 1kg pears, Tom 1kg pears, same again for Raj",
   [sale(T, "Bob Smith", [("pear", 1)]), sale(T, "Tom Lee", [("pear", 1)]), sale(T, "Raj Patel", [("pear", 1)])])
ok(QUEUE, "haddad 3kg oranges", [sale(T, "Omar Haddad", [("orange", 3)])])
ok(QUEUE, "ann 1 lb cherries", [sale(T, "Ann Brown", [("cherry", 0.454)])])
ok(QUEUE, "ken 2kg grapes & eva 2kg grapes, thx",
   [sale(SAT, "Ken Smith", [("grape", 2)]), sale(SAT, "Eva Berg", [("grape", 2)])], SAT)
ok(QUEUE, "Ida 2 kg mango. then Tom 2 kg mango",
   [sale(T, "Ida Novak", [("mango", 2)]), sale(T, "Tom Lee", [("mango", 2)])])
ok(QUEUE, "Sue 2kg strawberries total 7.80", [sale(T, "Sue Davis", [("strawberry", 2)])])
ok(QUEUE, "ok so sorry for the mess, queue out the door \u2014 Tom 2kg apples, then Mei, she had 1kg bananas and "
   "1kg pears, then Omar 3kg oranges, oh and Ida came back for another kilo of grapes. pls log all",
   [sale(T, "Tom Lee", [("apple", 2)]), sale(T, "Mei Chen", [("banana", 1), ("pear", 1)]),
    sale(T, "Omar Haddad", [("orange", 3)]), sale(T, "Ida Novak", [("grape", 1)])])
ok(QUEUE, "first lot: Bob 2kg oranges, Ken 1kg pears. second lot: Zoe 1kg apples",
   [sale(SAT, "Bob Smith", [("orange", 2)]), sale(SAT, "Ken Smith", [("pear", 1)]),
    sale(SAT, "Zoe Davis", [("apple", 1)])], SAT)
ok(QUEUE, "Raj 2kg grapes, nope, Raj 2kg cherries \u2014 the grapes were Tom's, 2kg",
   [sale(T, "Raj Patel", [("cherry", 2)]), sale(T, "Tom Lee", [("grape", 2)])])

no(QUEUE, "Smith 2kg apples", "Smith alone is two customers (Bob, Ken)")
no(QUEUE, "Mrs Davis 1kg pears", "Davis alone is two customers (Zoe, Sue)")
no(QUEUE, "walk-in, 2kg bananas, paid cash", "no customer named")
no(QUEUE, "Tom 3 mangoes", "a count of fruit with no weight")
no(QUEUE, "Mei 1kg kiwis", "unknown product: kiwi")
no(QUEUE, "Raj 2kg apples at 1.50", "stated price 1.50 is not the apple shelf price 1.70")
no(QUEUE, "Eva a punnet of strawberries", "a punnet with no weight")
no(QUEUE, "how many bananas we got left??", "a question, not a record")
no(QUEUE, "Ann 2kg pears at 1.60 each kilo", "stated price 1.60 is not the pear shelf price 1.44")
no(QUEUE, "Zoe bananas", "no quantity")
no(QUEUE, "Paul 2kg grapes", "unknown customer given by first name only")
no(QUEUE, "Omar 2kg cherries, date it 02/03", "ambiguous date 02/03")
no(QUEUE, "delete the last sale for Tom, wrong person", "a command to delete history")
no(QUEUE, "same again for Ida", "nothing earlier in the message to repeat")
no(QUEUE, "Ken a bunch of bananas", "a bunch with no weight")
no(QUEUE, "Luis 1kg oranges, put it down for tomorrow", "future date")
no(QUEUE, "Tom 2kg apples and Mei a box of pears", "one sale is a box with no weight; not half-recording the line")
no(QUEUE, "Bob 2kg bananas at 1.00", "stated price 1.00 is not the banana shelf price 1.20", SAT)

# ---------------------------------------------------------------- stock-auditor: formal counts and write-offs
ok(AUDIT, "Stock count, 29 February 2024. Bananas: counted 29.0 kg.", [adj(T, "banana", -1.5, "stock count")])
ok(AUDIT, "Physical count of apples this morning: 28 kg against a system figure of 29.5 kg; variance -1.5 kg.",
   [adj(T, "apple", -1.5, "stock count")])
ok(AUDIT, "Write-off: 2.5 kg strawberries, mouldy. Please record.", [adj(T, "strawberry", -2.5, "mouldy")])
ok(AUDIT, "Counted cherries at 58.25 kg.", [adj(T, "cherry", -1.25, "stock count")])
ok(AUDIT, "Grapes counted at 25 kg, a surplus of 1 kg against records.", [adj(T, "grape", 1, "stock count")])
ok(AUDIT, "Mango: 18.4 kg on hand following today's count.", [adj(T, "mango", -0.6, "stock count")])
ok(AUDIT, "Oranges, count as at close of business 27/02: 26.5 kg.", [adj(feb(27), "orange", -0.5, "stock count")])
ok(AUDIT, "Pears, count taken on the 26th: 30 kg.", [adj(feb(26), "pear", -0.5, "stock count")])
ok(AUDIT, "Please record the following write-offs for today: 1.2 kg pears damaged in transit; "
   "0.8 kg bananas rotten.", [adj(T, "pear", -1.2, "damaged"), adj(T, "banana", -0.8, "rotten")])
ok(AUDIT, "Shrinkage attributed to theft: 1.5 kg cherries.", [adj(T, "cherry", -1.5, "stolen")])
ok(AUDIT, "Samples issued at the tasting table: 0.5 kg grapes and 0.5 kg strawberries.",
   [adj(T, "grape", -0.5, "samples"), adj(T, "strawberry", -0.5, "samples")])
ok(AUDIT, "Apples: book 29.5 kg, physical 30.1 kg.", [adj(T, "apple", 0.6, "stock count")])
ok(AUDIT, "Strawberry count: 29400 g.", [adj(T, "strawberry", -0.6, "stock count")])
ok(AUDIT, "Count results 29/02/2024 \u2014 apples 29.5 kg (agrees with system), bananas 30 kg, oranges 24.5 kg.",
   [adj(T, "banana", -0.5, "stock count"), adj(T, "orange", -0.5, "stock count")])
ok(AUDIT, "Mouldy cherries removed from display, 0.75 kg, to be written off.", [adj(T, "cherry", -0.75, "mouldy")])
ok(AUDIT, "Yesterday's count of mangoes: 23.5 kg.", [adj(feb(28), "mango", -0.5, "stock count")])
ok(AUDIT, "Stock count today: bananas 14 kg, grapes 24.5 kg.",
   [adj(TUE20, "banana", -0.5, "stock count"), adj(TUE20, "grape", -0.5, "stock count")], TUE20)
ok(AUDIT, "Count of strawberries at close of business: 7.5 kg.", [adj(THU15, "strawberry", -0.5, "stock count")],
   THU15)
ok(AUDIT, "Written off 3 kg bananas, spoiled, on Monday 26 Feb.", [adj(feb(26), "banana", -3, "spoiled")])
ok(AUDIT, "Variance on pears of -1.0 kg following today's count.", [adj(T, "pear", -1, "stock count")])
ok(AUDIT, "Damaged stock: 2 lb oranges crushed under a crate.", [adj(T, "orange", -0.907, "damaged")])
ok(AUDIT, "Please record a stock count of 60 kg for cherries.", [adj(T, "cherry", 0.5, "stock count")])
ok(AUDIT, "Count at close, 24 Feb: mangoes 29.0 kg.", [adj(SAT, "mango", -1, "stock count")], SAT)
ok(AUDIT, "Rotten mangoes, 1 kg, write off please.", [adj(T, "mango", -1, "rotten")])
ok(AUDIT, "Written off: 400 g grapes (mould).", [adj(T, "grape", -0.4, "mouldy")])
ok(AUDIT, "I counted 20 kg of pears across the shelf and the cold room.", [adj(T, "pear", -1, "stock count")])
ok(AUDIT, "Banana count on the 22nd was 9 kg.", [adj(feb(22), "banana", -0.5, "stock count")])
ok(AUDIT, "2 kg apples issued as samples for the school visit.", [adj(T, "apple", -2, "samples")])
ok(AUDIT, "Count sheet 28 Feb: strawberries 29.5 kg, cherries 59.0 kg, grapes 23.5 kg.",
   [adj(feb(28), "strawberry", -0.5, "stock count"), adj(feb(28), "cherry", -0.5, "stock count"),
    adj(feb(28), "grape", -0.5, "stock count")])
ok(AUDIT, "Stolen: 1 kg mangoes (observed on CCTV at 14:20).", [adj(T, "mango", -1, "stolen")])
ok(AUDIT, "Orange count including the second shelf: 25.75 kg.", [adj(T, "orange", 0.75, "stock count")])
ok(AUDIT, "Please post a spoilage write-off: bananas 1.5 kg.", [adj(T, "banana", -1.5, "spoiled")])
ok(AUDIT, "Three days ago I counted the apples at 30 kg.", [adj(feb(26), "apple", -0.5, "stock count")])
ok(AUDIT, "Write-off dated 28/02: pears 0.5 kg, damaged.", [adj(feb(28), "pear", -0.5, "damaged")])
ok(AUDIT, "Counted strawberries on Sunday: 37 kg.", [adj(feb(25), "strawberry", -1, "stock count")])
ok(AUDIT, "The grape count came to 22.75 kg.", [adj(T, "grape", -1.25, "stock count")])
ok(AUDIT, "Audit finding: 0.6 kg cherries mouldy and 0.4 kg cherries damaged. Both to be written off.",
   [adj(T, "cherry", -0.6, "mouldy"), adj(T, "cherry", -0.4, "damaged")])
ok(AUDIT, "Mangoes counted at 19.5 kg, half a kilo over the system.", [adj(T, "mango", 0.5, "stock count")])
ok(AUDIT, "Physical count taken 23 Feb: bananas 39 kg.", [adj(feb(23), "banana", -0.5, "stock count")])
ok(AUDIT, "1.5 kg pears rotten, discarded. Please record.", [adj(T, "pear", -1.5, "rotten")])
ok(AUDIT, "Write-off for yesterday: 0.5 kg strawberries, mouldy.", [adj(feb(19), "strawberry", -0.5, "mouldy")],
   TUE20)
ok(AUDIT, "Note: the cold room thermometer reads two degrees higher than actual.", NOTE)
ok(AUDIT, "FYI the scale at till 2 reads 50 g heavy; today's counts were weighed on till 1.", NOTE)
ok(AUDIT, "A dozen kilos of bananas spoiled after the fridge failure overnight; please write them off.",
   [adj(T, "banana", -12, "spoiled")])
ok(AUDIT, "Count of apples: 29 kg. Count of pears: 21 kg, agrees.", [adj(T, "apple", -0.5, "stock count")])
ok(AUDIT, "Physical count 15/02: cherries 35 kg, grapes 31 kg (agrees).",
   [adj(THU15, "cherry", -0.5, "stock count")], THU15)
ok(AUDIT, "Remember: all write-offs over 5 kg need the owner's signature.", NOTE)

no(AUDIT, "Three trays of mangoes mouldy, please write off.", "trays with no weight")
no(AUDIT, "Write off 2 kg kiwi, spoiled.", "unknown product: kiwi")
no(AUDIT, "Stock count of bananas on 02/03: 30 kg.", "ambiguous date 02/03")
no(AUDIT, "Apples count as at 31 February: 29 kg.", "impossible date 31 February")
no(AUDIT, "Please write off 1 kg pears.", "write-off with no reason")
no(AUDIT, "Write off 1 kg grapes, reason: eaten by staff.", "reason is none of the known write-off reasons")
no(AUDIT, "What is the current book figure for cherries?", "a question, not a record")
no(AUDIT, "Please reverse the pear count posted on the 26th.", "a command to edit history")
no(AUDIT, "Stock count of strawberries as at 5 March: 28 kg.", "future date")
no(AUDIT, "There is a variance on oranges.", "no quantity")
no(AUDIT, "Till shortfall of 12.40 found on Tuesday.", "money only, no record kind")
no(AUDIT, "Stock count: one box of apples remaining in the back.", "a box with no weight")
no(AUDIT, "Delete the grape adjustment dated 3 Feb, it was entered in error.", "a command to delete history")
no(AUDIT, "Counted 20 kg.", "no product")
no(AUDIT, "My audit fee is 250, invoice to follow.", "money only, no record kind")
no(AUDIT, "Good morning, I'll be starting the count shortly.", "chit-chat")
no(AUDIT, "Lemons: counted 4 kg.", "unknown product: lemon")

# ---------------------------------------------------------------- service-desk: returns, sign-ups, complaints
ok(DESK, "Ann Brown brought back the oranges she bought this morning, full refund given.",
   [ret(T, "Ann Brown", T)])
ok(DESK, "Mrs Novak returned what she bought yesterday (the pears), all of it", [ret(T, "Ida Novak", feb(28))])
ok(DESK, "Bob Smith brought back everything from his Monday purchase", [ret(T, "Bob Smith", feb(26))])
ok(DESK, "Raj Patel returned his cherries from Tuesday, whole bag", [ret(T, "Raj Patel", feb(27))])
ok(DESK, "Sue Davis returned her purchase from the 22nd (mango)", [ret(T, "Sue Davis", feb(22))])
ok(DESK, "Omar Haddad brought back what he bought on Feb 21", [ret(T, "Omar Haddad", feb(21))])
ok(DESK, "Luis returned his whole order from Friday", [ret(T, "Luis Garcia", feb(23))])
ok(DESK, "Zoe Davis is returning today's mangoes, all 2.5kg", [ret(T, "Zoe Davis", T)])
ok(DESK, "Ken Smith brought back his order from this morning, the mango and the pears, all of it",
   [ret(T, "Ken Smith", T)])
ok(DESK, "Tom Lee returned the cherries he got on the 23rd", [ret(T, "Tom Lee", feb(23))])
ok(DESK, "Eva Berg brought back what she bought on 19/2", [ret(T, "Eva Berg", feb(19))])
ok(DESK, "Mrs Chen returned her purchase from the 17th", [ret(SAT, "Mei Chen", feb(17))], SAT)
ok(DESK, "Ida Novak returned her shopping from the 20th", [ret(T, "Ida Novak", feb(20))])
ok(DESK, "New customer Nina Holt, phone 555-7781, bought 2kg apples",
   [sale(T, "Nina Holt", [("apple", 2)], phone="555-7781")])
ok(DESK, "signing up: priya shah, priya.shah@example.net \u2014 she's taking 1kg grapes",
   [sale(T, "Priya Shah", [("grape", 1)], email="priya.shah@example.net")])
ok(DESK, "New card for Marco Rossi 312-555-0147, marco.r@example.org; 1.5 kg strawberries",
   [sale(T, "Marco Rossi", [("strawberry", 1.5)], phone="312-555-0147", email="marco.r@example.org")])
ok(DESK, "Helena Varga joined today, tel 07700 900123, first purchase 1 kg mango",
   [sale(T, "Helena Varga", [("mango", 1)], phone="07700 900123")])
ok(DESK, "Tom Lee (249-274-1002) bought 1 kg pears at the desk",
   [sale(T, "Tom Lee", [("pear", 1)], phone="249-274-1002")])
ok(DESK, "Mei Chen gave us her new email mei.c@example.com and bought 1kg cherries",
   [sale(T, "Mei Chen", [("cherry", 1)], email="mei.c@example.com")])
ok(DESK, "Luis brought back his Friday order and bought 2kg pears instead",
   [ret(T, "Luis Garcia", feb(23)), sale(T, "Luis Garcia", [("pear", 2)])])
ok(DESK, "Mr Patel returned his bananas from the 20th", [ret(T, "Raj Patel", feb(20))])
ok(DESK, "Sue brought back her bananas on Tuesday, she'd bought them Monday", [ret(feb(27), "Sue Davis", feb(26))])
ok(DESK, "Bob Smith returned his order from the 17th", [ret(T, "Bob Smith", feb(17))])
ok(DESK, "Mrs Brown brought back what she bought on the 14th", [ret(T, "Ann Brown", feb(14))])
ok(DESK, "Omar brought back yesterday's strawberries", [ret(T, "Omar Haddad", feb(28))])
ok(DESK, "Eva Berg returned what she bought on Sunday", [ret(TUE20, "Eva Berg", feb(18))], TUE20)
ok(DESK, "new customer Grace Okafor, grace.okafor@example.com, 2 kg bananas",
   [sale(THU15, "Grace Okafor", [("banana", 2)], email="grace.okafor@example.com")], THU15)
ok(DESK, "FYI Mrs Brown prefers a phone call, not email, when her order is in", NOTE)
ok(DESK, "remember: Mei Chen is allergic to kiwi, never put any in her boxes", NOTE)
ok(DESK, "note - Raj Patel's new number is 574-796-2000", NOTE)
ok(DESK, "Olu Adeyemi, olu@adeyemi.example, bought 1 kilo grapes and half a kilo cherries",
   [sale(T, "Olu Adeyemi", [("grape", 1), ("cherry", 0.5)], email="olu@adeyemi.example")])
ok(DESK, "Ken Smith brought back what he bought on the 17th", [ret(T, "Ken Smith", feb(17))])
ok(DESK, "Raj brought back his order from Feb 14", [ret(T, "Raj Patel", feb(14))])
ok(DESK, "Zoe Davis returned her strawberries from the 16th", [ret(T, "Zoe Davis", feb(16))])
ok(DESK, "Luis Garcia brought back what he bought 13 days ago", [ret(T, "Luis Garcia", feb(16))])
ok(DESK, "Tom returned his banana and grape order from the 22nd", [ret(T, "Tom Lee", feb(22))])
ok(DESK, "Mrs Novak brought back her strawberries and grapes from the 11th", [ret(T, "Ida Novak", feb(11))])
ok(DESK, "Sue returned what she bought on the 20th", [ret(T, "Sue Davis", feb(20))])
ok(DESK, "Ann returned the mangoes she bought yesterday", [ret(SAT, "Ann Brown", feb(23))], SAT)
ok(DESK, "Late entry from yesterday: new customer Tariq Aziz, 0412 555 019, 3 kg oranges",
   [sale(feb(28), "Tariq Aziz", [("orange", 3)], phone="0412 555 019")])
ok(DESK, "Ann Brown, 748-296-1003, brought back what she bought on the 7th",
   [ret(T, "Ann Brown", feb(7), phone="748-296-1003")])
ok(DESK, "hi, Eva Berg exchanged: returned her order from the 18th (pears + strawberries) and took 2kg apples "
   "instead", [ret(T, "Eva Berg", feb(18)), sale(T, "Eva Berg", [("apple", 2)])])
ok(DESK, "Please log a sale for Wendy Park, 555-2290, half a kilo of strawberries",
   [sale(T, "Wendy Park", [("strawberry", 0.5)], phone="555-2290")])
ok(DESK, "Mr Garcia returned his order from the 6th", [ret(T, "Luis Garcia", feb(6))])

no(DESK, "Zoe brought back the strawberries from the 21st but kept the pears", "partial return")
no(DESK, "Mei returned what she bought on the 24th", "Mei has two sales on the 24th")
no(DESK, "Tom Lee brought back his oranges from the 11th", "that sale was already returned")
no(DESK, "Mrs Smith returned her stuff from Monday", "Smith alone is two customers")
no(DESK, "Eva brought back what she bought on the 27th", "Eva has no sale on the 27th")
no(DESK, "Refund Mei 5 dollars as goodwill", "money only, no record kind")
no(DESK, "Complaint from Omar: the mangoes were bruised, he wants a discount next time",
   "a complaint, no record kind")
no(DESK, "new customer Lily, phone 555-8832, 1kg apples", "new customer without a surname")
no(DESK, "Sign up Jonas Weber, jonas.w@example.com", "sign-up with no sale: no record kind")
no(DESK, "Raj Patel bought 2kg apples, his number 531-354-1000", "that phone is Bob Smith's, not Raj's")
no(DESK, "Ida returned half the bananas from the 20th", "partial return")
no(DESK, "Can you check if Ken's refund went through?", "a question, not a record")
no(DESK, "Davis brought back the bananas from the 26th", "Davis alone is two customers")
no(DESK, "Bob returned his grapes and cherries from the 18th", "that sale was already returned")
no(DESK, "Omar returned the order from the 27th", "Omar has two sales on the 27th")
no(DESK, "customer returned 2kg bananas, didn't get a name", "no customer named")
no(DESK, "Please change Eva's sale on the 15th to 4kg", "a command to edit history")
no(DESK, "Luis returned what he bought on 30/02", "impossible date 30/02")
no(DESK, "Ken brought back 3 of the mangoes from this morning", "partial return, counted without weight")
no(DESK, "store credit of $10 for Sue Davis", "money only, no record kind")
no(DESK, "Eva Berg brought her Sunday shopping back, all of it", "Eva has no sale on Sunday the 25th")

# ---------------------------------------------------------------- owner-sms: terse shorthand
ok(OWNER, "pr chg bnn 1.05 frm mon", [price(feb(26), "banana", 1.05)])
ok(OWNER, "abc 20 apl @.8", [buy(T, "ABC", [("apple", 20, 0.8, None)])])
ok(OWNER, "note: hillside closed nxt wk, order frm GV", NOTE)
ok(OWNER, "hillside 30kg bnn @ .55 sell 1.20", [buy(T, "Hillside Produce", [("banana", 30, 0.55, 1.2)])])
ok(OWNER, "grn valley 25 strw @2.4, 20 chry @ 2.1",
   [buy(T, "Green Valley Farms", [("strawberry", 25, 2.4, None), ("cherry", 20, 2.1, None)])])
ok(OWNER, "mango now 2.60", [price(T, "mango", 2.6)])
ok(OWNER, "w/o 1.5 strw mouldy", [adj(T, "strawberry", -1.5, "mouldy")])
ok(OWNER, "bnn count 28kg", [adj(T, "banana", -2.5, "stock count")])
ok(OWNER, "sold ida 1.5kg chry", [sale(T, "Ida Novak", [("cherry", 1.5)])])
ok(OWNER, "orng 1.49 frm sat", [price(SAT, "orange", 1.49)])
ok(OWNER, "ABC 12kg grps @ 1.75 retail 2.90", [buy(T, "ABC", [("grape", 12, 1.75, 2.9)])])
ok(OWNER, "hillside 40 pears total 36", [buy(T, "Hillside Produce", [("pear", 40, 0.9, None)])])
ok(OWNER, "note: Raj pays end of month, ok'd by me", NOTE)
ok(OWNER, "pls log abc deliv yday 15kg mngo @1.6", [buy(feb(28), "ABC", [("mango", 15, 1.6, None)])])
ok(OWNER, "pr chg strw 3.50", [price(T, "strawberry", 3.5)])
ok(OWNER, "grapes 2.95 frm wed", [price(feb(28), "grape", 2.95)])
ok(OWNER, "w/o 2 bnn rotten + 1 apl damaged",
   [adj(T, "banana", -2, "rotten"), adj(T, "apple", -1, "damaged")])
ok(OWNER, "samples 0.5 chry", [adj(T, "cherry", -0.5, "samples")])
ok(OWNER, "GV 10 lb strw @2.6", [buy(T, "Green Valley Farms", [("strawberry", 4.536, 2.6, None)])])
ok(OWNER, "new sup Orchard Lane Co, 20kg apl @ 0.95, ph 555-3344",
   [buy(T, "Orchard Lane Co", [("apple", 20, 0.95, None)], phone="555-3344")])
ok(OWNER, "FYI till 2 drawer sticks, jiggle it", NOTE)
ok(OWNER, "remember GV invoices due on the 5th", NOTE)
ok(OWNER, "sold raj 2kg apl, 1kg pear", [sale(T, "Raj Patel", [("apple", 2), ("pear", 1)])])
ok(OWNER, "count apl 29, orng 24", [adj(T, "apple", -0.5, "stock count"), adj(T, "orange", -1, "stock count")])
ok(OWNER, "pr chg pear 1.50 frm tue", [price(feb(27), "pear", 1.5)])
ok(OWNER, "chry price 3.40 frm 26/2", [price(feb(26), "cherry", 3.4)])
ok(OWNER, "abc: 24 bnn @.6, 10 apl @1.05 sell 1.75",
   [buy(T, "ABC", [("banana", 24, 0.6, None), ("apple", 10, 1.05, 1.75)])])
ok(OWNER, "hillside 5 lb mngo @1.5", [buy(T, "Hillside Produce", [("mango", 2.268, 1.5, None)])])
ok(OWNER, "stolen 1kg strw yday", [adj(feb(28), "strawberry", -1, "stolen")])
ok(OWNER, "note: dont order chry til the GV batch is gone", NOTE)
ok(OWNER, "gv 50kg orng total 40", [buy(T, "Green Valley Farms", [("orange", 50, 0.8, None)])])
ok(OWNER, "w/o half kilo grps mouldy", [adj(T, "grape", -0.5, "mouldy")])
ok(OWNER, "sold omar 3kg orng", [sale(T, "Omar Haddad", [("orange", 3)])])
ok(OWNER, "pr chg mngo 2.20 frm 2 days ago", [price(feb(27), "mango", 2.2)])
ok(OWNER, "bnn pr 1.25", [price(T, "banana", 1.25)])
ok(OWNER, "abc 20 apl @.85 sell 1.8", [buy(TUE20, "ABC", [("apple", 20, 0.85, 1.8)])], TUE20)
ok(OWNER, "pr chg chry 3.3 frm sun", [price(feb(18), "cherry", 3.3)], TUE20)
ok(OWNER, "sold tom lee 1kg chry, 1kg grps, same again mei",
   [sale(T, "Tom Lee", [("cherry", 1), ("grape", 1)]), sale(T, "Mei Chen", [("cherry", 1), ("grape", 1)])])
ok(OWNER, "hillside 30 bnn @.6 + 20 pear @.95, sell pear 1.50",
   [buy(T, "Hillside Produce", [("banana", 30, 0.6, None), ("pear", 20, 0.95, 1.5)])])
ok(OWNER, "orng dmg 1.5 dropped crate", [adj(T, "orange", -1.5, "damaged")])
ok(OWNER, "gv a dozen kilos mngo @1.4", [buy(T, "Green Valley Farms", [("mango", 12, 1.4, None)])])
ok(OWNER, "cnt strw 28.5 yday", [adj(feb(28), "strawberry", -1.5, "stock count")])
ok(OWNER, "sold eva 2kg apl. oh + 1kg bnn for her", [sale(T, "Eva Berg", [("apple", 2), ("banana", 1)])])
ok(OWNER, "sold zoe 2kg grps, ann 1kg chry",
   [sale(SAT, "Zoe Davis", [("grape", 2)]), sale(SAT, "Ann Brown", [("cherry", 1)])], SAT)
ok(OWNER, "ok so hillside came, 25kg pear @ 0.9 sell 1.45, and 10kg apl @1.1, pls log",
   [buy(T, "Hillside Produce", [("pear", 25, 0.9, 1.45), ("apple", 10, 1.1, None)])])
ok(OWNER, "pr chg grps 3.10 frm the 27th", [price(feb(27), "grape", 3.1)])

no(OWNER, "apl 1.80 frm tmrw", "future date")
no(OWNER, "abc 5 boxes bnn @ 6", "boxes with no weight")
no(OWNER, "kiwi 3.00 frm mon", "unknown product: kiwi")
no(OWNER, "hillside 20 chry", "purchase with no cost")
no(OWNER, "pay hillside 200", "money only, no record kind")
no(OWNER, "wages sam 350", "wages, no record kind")
no(OWNER, "rent pd", "rent, no record kind")
no(OWNER, "pr chg bnn", "price change with no price")
no(OWNER, "del yday's abc entry", "a command to delete history")
no(OWNER, "sold smith 2kg apl", "Smith alone is two customers")
no(OWNER, "20 apl @.8", "purchase with no supplier")
no(OWNER, "lemons 1.2 frm tdy", "unknown product: lemon")
no(OWNER, "mngo 2.5 frm 02/03", "ambiguous date 02/03")
no(OWNER, "how much we make today?", "a question, not a record")
no(OWNER, "sold zoe 3kg bnn @1.00", "stated price 1.00 is not the banana shelf price 1.20")
no(OWNER, "abc 3 crates apl @ 12/crate", "crates with no weight")
no(OWNER, "gd job today team", "chit-chat")
no(OWNER, "fix tom's sale frm tue, shd be 3kg", "a command to edit history")


def main():
    with OUT.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(ROWS)} lines to {OUT.name}")


if __name__ == "__main__":
    main()
