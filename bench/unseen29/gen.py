"""Write bench/unseen29/records.jsonl: held-out staff inputs for the "records from text" reader.

Every case below is typed by hand (one text, one expected answer). Helpers only build the
record dictionaries; no phrasing is generated. Run from this folder: python3 gen.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # Thursday, the default "today"


def D(day):
    return f"2024-02-{day:02d}"


def lb(n):
    """pounds -> kg, 3 decimals"""
    return round(n * 0.45359237, 3)


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, customer, *items):
    c = customer if isinstance(customer, dict) else who(customer)
    return {"kind": "sale", "date": D(day), "customer": c,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items):
    s = supplier if isinstance(supplier, dict) else who(supplier)
    out = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        out.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": D(day), "supplier": s, "items": out}


def ret(day, customer, sale_day):
    c = customer if isinstance(customer, dict) else who(customer)
    return {"kind": "return", "date": D(day), "customer": c, "sale_date": D(sale_day)}


def price(day, product, x):
    return {"kind": "price_change", "date": D(day), "product": product, "selling_price": x}


def adj(day, product, q, reason):
    return {"kind": "stock_adjustment", "date": D(day), "product": product, "quantity": q, "reason": reason}


NOTE = "NOTE"  # a note dated today; its text is the whole input

CASES = []


def ok(style, text, records, today=T):
    CASES.append((style, today, text, records, None))


def no(style, text, why, today=T):
    CASES.append((style, today, text, None, why))


# ---------------------------------------------------------------- closing-shift
CS = "closing-shift"
ok(CS, "binned 1.5kg strawbs, mouldy", [adj(29, "strawberry", -1.5, "mouldy")])
ok(CS, "recount pears 19.5kg", [adj(29, "pear", -1.5, "stock count")])
ok(CS, "closing count apples 30 kg", [adj(29, "apple", 0.5, "stock count")])
ok(CS, "last sale at 6pm - Luis 2kg oranges", [sale(29, "Luis Garcia", ("orange", 2))])
ok(CS, "2 kg bananas gone rotten, tossed em", [adj(29, "banana", -2, "rotten")])
ok(CS, "mango count 18kg", [adj(29, "mango", -1, "stock count")])
ok(CS, "Omar took 1 kg grapes just before close", [sale(29, "Omar Haddad", ("grape", 1))])
ok(CS, "500g cherries stolen off the front display", [adj(29, "cherry", -0.5, "stolen")])
ok(CS, "gave out 300 g grapes as samples", [adj(29, "grape", -0.3, "samples")])
ok(CS, "3kg oranges damaged, shelf collapsed at 5", [adj(29, "orange", -3, "damaged")])
ok(CS, "end of day count strawberries 28.5 kg", [adj(29, "strawberry", -1.5, "stock count")])
ok(CS, "count - cherries 60kg, grapes 23.5", [adj(29, "cherry", 0.5, "stock count"),
                                              adj(29, "grape", -0.5, "stock count")])
ok(CS, "ida novak 1 kilo apples at 7pm", [sale(29, "Ida Novak", ("apple", 1))])
ok(CS, "last one: Sue Davis, 2 kg mango", [sale(29, "Sue Davis", ("mango", 2))])
ok(CS, "forgot from yesterday's close: 1kg pears spoiled", [adj(28, "pear", -1, "spoiled")])
ok(CS, "tired. 2kg cherry mouldy, binned. night", [adj(29, "cherry", -2, "mouldy")])
ok(CS, "Mei Chen 1.5kg strawberries + 2kg apples",
   [sale(29, "Mei Chen", ("strawberry", 1.5), ("apple", 2))])
ok(CS, "raj 3kg bananas @ 1.20", [sale(29, "Raj Patel", ("banana", 3))])
ok(CS, "Tom Lee 2 kilos cherries, paid 6.40", [sale(29, "Tom Lee", ("cherry", 2))])
ok(CS, "closing: apples 29 kg, oranges 26 kg", [adj(29, "apple", -0.5, "stock count"),
                                                 adj(29, "orange", 1, "stock count")])
ok(CS, "Eva 1kg mango at half 5", [sale(29, "Eva Berg", ("mango", 1))])
ok(CS, "ken smith back after 8 for 1kg more oranges", [sale(29, "Ken Smith", ("orange", 1))])
ok(CS, "wrote off 750g bananas, rotten", [adj(29, "banana", -0.75, "rotten")])
ok(CS, "recount mango = 20kg", [adj(29, "mango", 1, "stock count")])
ok(CS, "Bob Smith popped in again, 1kg grapes", [sale(29, "Bob Smith", ("grape", 1))])
ok(CS, "2 kg of pears stolen this arvo", [adj(29, "pear", -2, "stolen")])
ok(CS, "1kg strawberry squashed in the cold room, damaged", [adj(29, "strawberry", -1, "damaged")])
ok(CS, "final sale Ann 0.5kg cherry", [sale(29, "Ann Brown", ("cherry", 0.5))])
ok(CS, "Zoe Davis 1 kg strawberries, 1 kg pear, about 6:30",
   [sale(29, "Zoe Davis", ("strawberry", 1), ("pear", 1))])
ok(CS, "sunday's count of cherries was 16kg, forgot to put it in", [adj(25, "cherry", -0.5, "stock count")])
ok(CS, "monday: 1kg mango spoiled, never got entered", [adj(26, "mango", -1, "spoiled")])
ok(CS, "200g strawberry cut up for tasting samples", [adj(29, "strawberry", -0.2, "samples")])
ok(CS, "count after close: pears 34kg", [adj(24, "pear", -0.5, "stock count")], today=D(24))
ok(CS, "Mei back at 6pm, 1kg orange", [sale(24, "Mei Chen", ("orange", 1))], today=D(24))
ok(CS, "grapes 24kg at close", [adj(20, "grape", -1, "stock count")], today=D(20))
ok(CS, "1kg banana rotten, binned it", [adj(20, "banana", -1, "rotten")], today=D(20))
ok(CS, "bananas 31kg left, recounted twice", [adj(29, "banana", 0.5, "stock count")])
ok(CS, "oranges: 2kg mouldy out the back, another 1kg damaged",
   [adj(29, "orange", -2, "mouldy"), adj(29, "orange", -1, "damaged")])
ok(CS, "Luis Garcia came in at 5:45, 1 kilo mango and 1 kilo pear",
   [sale(29, "Luis Garcia", ("mango", 1), ("pear", 1))])
ok(CS, "FYI the cold room door doesn't shut properly, push it hard", [NOTE])
ok(CS, "note: alarm code changed, ask the boss for the new one", [NOTE])
ok(CS, "2kg strawberries mouldy at close", [adj(10, "strawberry", -2, "mouldy")], today=D(10))
ok(CS, "Mei Chen 1kg apple at 6", [sale(10, "Mei Chen", ("apple", 1))], today=D(10))
ok(CS, "Omar Haddad 2kg strawberries £7.80", [sale(29, "Omar Haddad", ("strawberry", 2))])
ok(CS, "last customer Raj, 1 kg pears", [sale(29, "Raj Patel", ("pear", 1))])
ok(CS, "the 3 kg apples on the bottom shelf were bruised, chucked them (damaged)",
   [adj(29, "apple", -3, "damaged")])
ok(CS, "yesterday after close, forgot: Bob Smith 1kg orange", [sale(28, "Bob Smith", ("orange", 1))])
ok(CS, "strawberries recount 7.5kg at close", [adj(15, "strawberry", -0.5, "stock count")], today=D(15))
ok(CS, "forgot to enter on the 22nd: 1kg mango mouldy", [adj(22, "mango", -1, "mouldy")])
ok(CS, "Ken Smith 1kg grapes + 1kg cherries, then 500g grapes mouldy found at close",
   [sale(29, "Ken Smith", ("grape", 1), ("cherry", 1)), adj(29, "grape", -0.5, "mouldy")])
ok(CS, "1 lb strawberries mouldy, found them behind the scales", [adj(29, "strawberry", -lb(1), "mouldy")])
ok(CS, "REMEMBER: lights in the cold room stay on overnight", [NOTE])

no(CS, "count the apples tomorrow morning pls", "plan for the future")
no(CS, "some strawberries went mouldy", "vague amount")
no(CS, "3 mangoes bruised, binned", "pieces without a weight")
no(CS, "did we sell any cherries today?", "question")
no(CS, "undo the last one, wrong product", "instruction to the app")
no(CS, "Smith 2kg pears at 7pm", "ambiguous surname (Bob or Ken Smith)")
no(CS, "binned a punnet of strawbs", "non-weight unit")
no(CS, "long day. night all", "chit-chat")
no(CS, "I think maybe 2kg grapes went off? not sure", "writer unsure")
no(CS, "2kg kiwi mouldy", "unknown product")
no(CS, "Tom Lee 25kg mango at 6pm", "more than in stock (19 kg mango)")
no(CS, "a box of bananas rotten", "non-weight unit")
no(CS, "Omar took pears at 6", "missing quantity")
no(CS, "sold 2kg apples right before close", "missing customer")
no(CS, "delete the cherry write-off from earlier", "instruction to the app")
no(CS, "2kg oranges stolen on Feb 30", "impossible date")
no(CS, "Ann Brown 1kg cherries @ 2.50", "price differs from shelf price (3.20)")
no(CS, "Davis, 1kg grapes, last sale", "ambiguous surname (Zoe or Sue Davis)")
no(CS, "pear count is off, someone should check it", "no count given")
no(CS, "mango sale tomorrow, 20% off", "promotion / future")

# ---------------------------------------------------------------- grandparent-dictating
GP = "grandparent-dictating"
ok(GP, "Mrs. Brown took two kilos of the good pears", [sale(29, "Ann Brown", ("pear", 2))])
ok(GP, "The Hillside lad brought forty kilos of pears, ninety cents a kilo",
   [buy(29, "Hillside Produce", ("pear", 40, 0.9))])
ok(GP, "Mr. Patel had five pounds of apples", [sale(29, "Raj Patel", ("apple", lb(5)))])
ok(GP, "Young Tom Lee had a kilo of cherries and paid three twenty", [sale(29, "Tom Lee", ("cherry", 1))])
ok(GP, "Put down Ida Novak, two and a half kilos of bananas", [sale(29, "Ida Novak", ("banana", 2.5))])
ok(GP, "Mrs. Chen took a pound of strawberries", [sale(29, "Mei Chen", ("strawberry", lb(1)))])
ok(GP, "Green Valley delivered twenty kilos of mangoes at one dollar fifty a kilo, and we sell them at two forty",
   [buy(29, "Green Valley Farms", ("mango", 20, 1.5, 2.4))])
ok(GP, "The oranges go up to one sixty a kilo as of today", [price(29, "orange", 1.6)])
ok(GP, "Bananas are one dollar thirty a kilo from now on, write that", [price(29, "banana", 1.3)])
ok(GP, "Mr. Haddad took half a kilo of cherries and a kilo of grapes",
   [sale(29, "Omar Haddad", ("cherry", 0.5), ("grape", 1))])
ok(GP, "Old Ken Smith came in for three kilos of oranges", [sale(29, "Ken Smith", ("orange", 3))])
ok(GP, "Mrs. Novak brought back what she bought on the twentieth", [ret(29, "Ida Novak", 20)])
ok(GP, "Sue Davis brought back her bananas from Monday, all of them", [ret(29, "Sue Davis", 26)])
ok(GP, "We threw out two pounds of mouldy strawberries", [adj(29, "strawberry", -lb(2), "mouldy")])
ok(GP, "The ABC people brought thirty kilos of apples at a dollar ten a kilo, and we sell them at one seventy",
   [buy(29, "ABC", ("apple", 30, 1.1, 1.7))])
ok(GP, "Note: the back door lock sticks, you have to lift the handle", [NOTE])
ok(GP, "Remember, Mr. Garcia always pays cash, never give him credit", [NOTE])
ok(GP, "The Hillside boy left ten kilos of bananas, sixty cents a kilo",
   [buy(29, "Hillside Produce", ("banana", 10, 0.6))])
ok(GP, "Luis Garcia had a dozen kilos of oranges for his restaurant", [sale(29, "Luis Garcia", ("orange", 12))])
ok(GP, "A lady called Margaret Flynn took a kilo of mangoes, her telephone is 0412 556 781",
   [sale(29, who("Margaret Flynn", "0412 556 781"), ("mango", 1))])
ok(GP, "Eva Berg, four pounds of pears", [sale(29, "Eva Berg", ("pear", lb(4)))])
ok(GP, "Mrs. Brown's sister, Dorothy Walsh, took a kilo of apples", [sale(29, "Dorothy Walsh", ("apple", 1))])
ok(GP, "Ann Brown brought back the mangoes she had on Friday", [ret(29, "Ann Brown", 23)])
ok(GP, "Two kilos of grapes have spoiled in the back room, throw them out", [adj(29, "grape", -2, "spoiled")])
ok(GP, "Half a pound of cherries went to the children as tasters", [adj(29, "cherry", -lb(0.5), "samples")])
ok(GP, "Yesterday Mr. Lee took two kilos of bananas", [sale(28, "Tom Lee", ("banana", 2))])
ok(GP, "On Tuesday Raj had a kilo of cherries", [sale(27, "Raj Patel", ("cherry", 1))])
ok(GP, "Strawberries are to be three dollars fifty from today", [price(29, "strawberry", 3.5)])
ok(GP, "Mangoes, we charge two fifty a kilo now", [price(29, "mango", 2.5)])
ok(GP, "Green Valley's man brought fifteen kilos of strawberries at two fifty a kilo",
   [buy(29, "Green Valley Farms", ("strawberry", 15, 2.5))])
ok(GP, "Mrs. Berg had a kilo and a half of grapes", [sale(29, "Eva Berg", ("grape", 1.5))])
ok(GP, "Mr. Smith, Ken Smith that is, had two kilos of grapes", [sale(15, "Ken Smith", ("grape", 2))], today=D(15))
ok(GP, "The Hillside lad brought twenty kilos of strawberries, two dollars forty a kilo",
   [buy(15, "Hillside Produce", ("strawberry", 20, 2.4))], today=D(15))
ok(GP, "Mrs. Chen took three pounds of pears", [sale(15, "Mei Chen", ("pear", lb(3)))], today=D(15))
ok(GP, "Mr. Haddad, Omar, two kilos of oranges and a pound of cherries",
   [sale(29, "Omar Haddad", ("orange", 2), ("cherry", lb(1)))])
ok(GP, "Write down that Zoe Davis took a kilo of strawberries and two of apples",
   [sale(29, "Zoe Davis", ("strawberry", 1), ("apple", 2))])
ok(GP, "The girl from the flower shop, Rosa Lindqvist, took two kilos of oranges",
   [sale(29, "Rosa Lindqvist", ("orange", 2))])
ok(GP, "On Saturday Mrs. Brown took a kilo of oranges", [sale(24, "Ann Brown", ("orange", 1))])
ok(GP, "Luis brought back everything he bought on Friday", [ret(29, "Luis Garcia", 23)])
ok(GP, "Pears are to go down to one thirty", [price(29, "pear", 1.3)])
ok(GP, "Mr. Lee took ten pounds of bananas", [sale(29, "Tom Lee", ("banana", lb(10)))])
ok(GP, "Put a note in: Green Valley's driver wants the side gate left open", [NOTE])
ok(GP, "Grapes went mouldy, three pounds of them", [adj(29, "grape", -lb(3), "mouldy")])
ok(GP, "The ABC fellow brought twenty-five kilos of cherries at two dollars the kilo, to sell at three twenty",
   [buy(29, "ABC", ("cherry", 25, 2.0, 3.2))])
ok(GP, "Mrs. Berg took two kilos of oranges this morning", [sale(10, "Eva Berg", ("orange", 2))], today=D(10))
ok(GP, "Mrs. Patel, no, Mr. Patel, Raj, took a kilo of mangoes and half a kilo of strawberries",
   [sale(29, "Raj Patel", ("mango", 1), ("strawberry", 0.5))])

no(GP, "Mrs. Smith took some pears", "ambiguous surname and vague amount")
no(GP, "Mrs. Davis took two kilos of apples", "ambiguous surname (Zoe or Sue Davis)")
no(GP, "The Hillside lad brought a crate of pears", "non-weight unit, no cost")
no(GP, "Tell the boy to order more mangoes next week", "plan for the future")
no(GP, "Mr. Lee brought back half of his bananas from Thursday", "partial return")
no(GP, "It was either Mrs. Chen or Mrs. Berg, I can't remember, two kilos of oranges", "writer unsure of customer")
no(GP, "Old Mr. Fraser took three pounds of plums", "unknown product")
no(GP, "How much did the Hillside boy charge us for bananas last time?", "question")
no(GP, "Cherries are half price for the weekend", "promotion")
no(GP, "Mrs. Brown took a bag of the good pears", "non-weight unit")
no(GP, "Green Valley brought twenty kilos of oranges", "missing unit cost")
no(GP, "Somebody had two kilos of grapes, I forget who", "missing customer")
no(GP, "Mrs. Chen brought back what she bought yesterday", "no sale to return that day")
no(GP, "Mr. Haddad brought back what he had on Tuesday", "two sales that day")
no(GP, "The fellow from the bakery, Jim, took a kilo of apples", "new customer without full name")
no(GP, "Mrs. Novak had two kilos of apples at a dollar fifty", "price differs from shelf price (1.70)")
no(GP, "Buy two kilos get one free on the oranges", "promotion")
no(GP, "Mrs. Brown will come for pears tomorrow, put two kilos aside", "future intention")
no(GP, "Mr. Patel took a few mangoes", "vague amount")
no(GP, "Eva Berg brought back the oranges and cherries from the third", "sale already returned")

# ---------------------------------------------------------------- invoice-clerk
IC = "invoice-clerk"
ok(IC, "INV-2231 ABC: apples 25kg @ 1.10/kg, sell 1.70", [buy(29, "ABC", ("apple", 25, 1.1, 1.7))])
ok(IC, "Inv #5512 Hillside Produce - bananas 20 kg x 0.60 = 12.00; pears 15 kg x 1.00 = 15.00; total 27.00",
   [buy(29, "Hillside Produce", ("banana", 20, 0.6), ("pear", 15, 1.0))])
ok(IC, "Green Valley Farms invoice GV-0098: 30kg oranges, total $27.00",
   [buy(29, "Green Valley Farms", ("orange", 30, 0.9))])
ok(IC, "ABC invoice 7781 - cherry 20 kg, $2.00 per kg; grape 20 kg, $1.80 per kg. VAT: zero-rated",
   [buy(29, "ABC", ("cherry", 20, 2.0), ("grape", 20, 1.8))])
ok(IC, "Hillside inv 3304 strawberries 12kg £2.40/kg, retail £3.90",
   [buy(29, "Hillside Produce", ("strawberry", 12, 2.4, 3.9))])
ok(IC, "New supplier Sunny Orchard Co, tel 555-0199, accounts@sunnyorchard.example - inv SO-1: mango 20kg @ 1.45",
   [buy(29, who("Sunny Orchard Co", "555-0199", "accounts@sunnyorchard.example"), ("mango", 20, 1.45))])
ok(IC, "Invoice 0042 Riverbend Fruit Ltd, ph 020 7946 0321, billing@riverbend.example: cherries, qty 10 kg, unit price 2.10 ea., amount 21.00",
   [buy(29, who("Riverbend Fruit Ltd", "020 7946 0321", "billing@riverbend.example"), ("cherry", 10, 2.1))])
ok(IC, "Credit note CN-77 from ABC: 3kg apples damaged in delivery, written off",
   [adj(29, "apple", -3, "damaged")])
ok(IC, "Green Valley inv 4410 pears 20kg @ 0.95/kg, no VAT on fresh fruit",
   [buy(29, "Green Valley Farms", ("pear", 20, 0.95))])
ok(IC, "inv 1203 ABC, 18.5 kg mango @ 1.50, sell @ 2.40", [buy(29, "ABC", ("mango", 18.5, 1.5, 2.4))])
ok(IC, "Invoice dated 26/2, Hillside: bananas 30kg @ 0.58", [buy(26, "Hillside Produce", ("banana", 30, 0.58))])
ok(IC, "Feb 27 - ABC inv 1190 grapes 15 kg @ 1.75", [buy(27, "ABC", ("grape", 15, 1.75))])
ok(IC, "inv 5520 green valley - strawberries 10kg, total 24.00",
   [buy(29, "Green Valley Farms", ("strawberry", 10, 2.4))])
ok(IC, "Shelf price update: grapes now 2.95/kg", [price(29, "grape", 2.95)])
ok(IC, "update retail price mango $2.60/kg", [price(29, "mango", 2.6)])
ok(IC, "ABC inv 3321 apples 10kg @1.15 ; Hillside inv 3322 pears 10kg @1.05",
   [buy(29, "ABC", ("apple", 10, 1.15)), buy(29, "Hillside Produce", ("pear", 10, 1.05))])
ok(IC, "Hillside Produce (555-0102) inv 7710: pears 25 kg at 0.98",
   [buy(29, who("Hillside Produce", "555-0102"), ("pear", 25, 0.98))])
ok(IC, "ABC, abc_sup@example.com, inv 448: bananas 20kg 0.62/kg",
   [buy(29, who("ABC", None, "abc_sup@example.com"), ("banana", 20, 0.62))])
ok(IC, "Green Valley Farms inv GV-0101 dated the 22nd: oranges 25 kg @ 0.90, strawberries 20 kg @ 2.50",
   [buy(22, "Green Valley Farms", ("orange", 25, 0.9), ("strawberry", 20, 2.5))])
ok(IC, "ABC #9920 | apple 12kg | 1.10 | 13.20 || banana 8kg | 0.60 | 4.80",
   [buy(29, "ABC", ("apple", 12, 1.1), ("banana", 8, 0.6))])
ok(IC, "Hillside credit note CR-15: 2 kg bananas arrived rotten, binned", [adj(29, "banana", -2, "rotten")])
ok(IC, "retail price change: apples 1.85/kg effective today", [price(29, "apple", 1.85)])
ok(IC, "pears shelf price 1.50/kg from today (was 1.44)", [price(29, "pear", 1.5)])
ok(IC, "Inv 6011, Meadowbrook Growers, contact orders@meadowbrook.example, 0161 496 0733: grapes 30kg @ £1.70, sell £2.80",
   [buy(29, who("Meadowbrook Growers", "0161 496 0733", "orders@meadowbrook.example"), ("grape", 30, 1.7, 2.8))])
ok(IC, "Hillside inv 2290 dated yesterday: pears 10 kg @ 1.00/kg",
   [buy(19, "Hillside Produce", ("pear", 10, 1.0))], today=D(20))
ok(IC, "Green Valley inv 4388, bananas 25kg, 15.00 total, shelf 1.20",
   [buy(20, "Green Valley Farms", ("banana", 25, 0.6, 1.2))], today=D(20))
ok(IC, "ABC invoice 1310: mangoes 2 x 10kg cases @ 15.00 per case", [buy(29, "ABC", ("mango", 20, 1.5))])
ok(IC, "Hillside inv 3350 - pears 12 kg, 1.00 each kilo, sell 1.60 each kilo",
   [buy(29, "Hillside Produce", ("pear", 12, 1.0, 1.6))])
ok(IC, "Green Valley inv GV-0110 strawberries 8kg @ 2.55 (VAT 0%)",
   [buy(29, "Green Valley Farms", ("strawberry", 8, 2.55))])
ok(IC, "abc inv 1333 cherries 15kg $2.05/kg retail $3.30/kg", [buy(29, "ABC", ("cherry", 15, 2.05, 3.3))])
ok(IC, "Hillside, 2 days ago, inv 3341: oranges 20kg 0.92/kg", [buy(27, "Hillside Produce", ("orange", 20, 0.92))])
ok(IC, "FYI Green Valley invoices are now due in 14 days, not 30", [NOTE])
ok(IC, "note: ABC changed their bank details, check before paying anything", [NOTE])
ok(IC, "ABC inv 1250 apples 15kg @ 1.10 sell 1.70, grapes 10kg @ 1.80 sell 2.80",
   [buy(24, "ABC", ("apple", 15, 1.1, 1.7), ("grape", 10, 1.8, 2.8))], today=D(24))
ok(IC, "Green Valley Farms inv 4420 - mango 10kg @ 1.50 = 15.00, orange 10kg @ 0.90 = 9.00, pear 10kg @ 1.00 = 10.00",
   [buy(29, "Green Valley Farms", ("mango", 10, 1.5), ("orange", 10, 0.9), ("pear", 10, 1.0))])
ok(IC, "inv. 7790 Hillside Produce, 40 kilos bananas, total 24.00, new shelf price 1.25",
   [buy(29, "Hillside Produce", ("banana", 40, 0.6, 1.25))])
ok(IC, "Cherry retail now $3.40 per kg", [price(29, "cherry", 3.4)])
ok(IC, "ABC inv 0915 (Feb 20): grapes 5000 g @ 1.80/kg", [buy(20, "ABC", ("grape", 5, 1.8))])
ok(IC, "Hillside Produce inv 3400, sales@hillside.example: strawberries 6 kg @ 2.45",
   [buy(29, who("Hillside Produce", None, "sales@hillside.example"), ("strawberry", 6, 2.45))])

no(IC, "INV-881 ABC apples 20kg", "missing unit cost")
no(IC, "invoice 77: 10kg pears @ 1.00", "missing supplier")
no(IC, "ABC inv 902 - 6 boxes oranges @ 9.00/box", "non-weight unit")
no(IC, "Hillside inv 12: kiwis 10kg @ 2.00", "unknown product")
no(IC, "can you pull up the ABC invoice from last week?", "question / instruction")
no(IC, "delete invoice 5512, entered it twice", "instruction to the app")
no(IC, "Green Valley inv 4412 mangoes 20 kg, total 38.40 inc VAT (20%)", "needs VAT worked out")
no(IC, "ABC will invoice us next week for 30kg cherries @ 2.00", "future")
no(IC, "Hillside inv 3390 dated 31/2: pears 10kg @ 1.00", "impossible date")
no(IC, "inv 220 ABC grapes 3 crates @ 1.80/kg", "non-weight unit")
no(IC, "ABC inv 1102 dated 02/03 apples 10kg @ 1.10", "ambiguous date")
no(IC, "apples 10% off this week, put it through", "promotion")
no(IC, "Credit note CN-78 Green Valley 5.00 for late delivery", "money-only credit, no record")
no(IC, "mango 2.40 -> 2.20 for the weekend only", "temporary promotion")
no(IC, "not sure if this is ABC or Hillside: bananas 20kg @ 0.60", "writer unsure of supplier")
no(IC, "Green Valley invoice: 20kg oranges, either 0.90 or 0.95/kg, will check", "writer unsure of cost")
no(IC, "Hillside inv 3360 bananas 25kg 0.55/kg + VAT", "needs VAT worked out")
no(IC, "ABC inv 1400 for delivery on 3 March: apples 20kg @ 1.10", "future date")
no(IC, "edit inv 3321, the apples were 12kg not 10kg", "instruction to the app")
no(IC, "Fresh Fields invoice, bananas 20 kg, total about 12 dollars", "vague cost")
no(IC, "Hillside inv 2001 dated 12/2: pears 10kg @ 1.00", "future date", today=D(10))
no(IC, "ABC inv 1500: apples 20kg, total 26.40 incl. 20% VAT", "needs VAT worked out")

# ---------------------------------------------------------------- student-till
ST = "student-till"
ok(ST, "Zoe Davis buy 2 kg strawberry", [sale(29, "Zoe Davis", ("strawberry", 2))])
ok(ST, "Raj take apple 3kg", [sale(29, "Raj Patel", ("apple", 3))])
ok(ST, "new customer Priya Nair, phone 0412 333 908, she buy mango 1kg",
   [sale(29, who("Priya Nair", "0412 333 908"), ("mango", 1))])
ok(ST, "1.5kg orange for Mei", [sale(29, "Mei Chen", ("orange", 1.5))])
ok(ST, "customer Jonas Weber jonas.weber@mail.example buy 2kg banana",
   [sale(29, who("Jonas Weber", None, "jonas.weber@mail.example"), ("banana", 2))])
ok(ST, "Luis Garcia buy grape 2kg and cherry 1kg, he pay 8.80",
   [sale(29, "Luis Garcia", ("grape", 2), ("cherry", 1))])
ok(ST, "Omar buy 500g cherry", [sale(29, "Omar Haddad", ("cherry", 0.5))])
ok(ST, "Ken Smith 2kg apple, he pay 3.40", [sale(29, "Ken Smith", ("apple", 2))])
ok(ST, "Raj Patel give back everything from Tuesday", [ret(29, "Raj Patel", 27)])
ok(ST, "Ida give back pear she buy yesterday", [ret(29, "Ida Novak", 28)])
ok(ST, "new customer: Chidi Okafor, 555-0148, buy 1kg apple and 1kg orange",
   [sale(29, who("Chidi Okafor", "555-0148"), ("apple", 1), ("orange", 1))])
ok(ST, "Sue buy banana 2 kilo", [sale(29, "Sue Davis", ("banana", 2))])
ok(ST, "Eva Berg 3 kg pear, 1 kg strawberry", [sale(29, "Eva Berg", ("pear", 3), ("strawberry", 1))])
ok(ST, "Anne Brown buy orange 1kg", [sale(29, "Ann Brown", ("orange", 1))])
ok(ST, "Omer Hadad buy 2kg banana", [sale(29, "Omar Haddad", ("banana", 2))])
ok(ST, "Luiz Garcia 1kg pear", [sale(29, "Luis Garcia", ("pear", 1))])
ok(ST, "Raj Pattel 2 kg mango", [sale(29, "Raj Patel", ("mango", 2))])
ok(ST, "Mei Chan take grape 1 kg", [sale(29, "Mei Chen", ("grape", 1))])
ok(ST, "Ida Nowak 1 kg cherry", [sale(29, "Ida Novak", ("cherry", 1))])
ok(ST, "Tomm Lee 1kg orange", [sale(29, "Tom Lee", ("orange", 1))])
ok(ST, "yesterday I forget: Zoe 1kg grape", [sale(28, "Zoe Davis", ("grape", 1))])
ok(ST, "2 days ago Bob Smith buy 1kg cherry, I not put in", [sale(27, "Bob Smith", ("cherry", 1))])
ok(ST, "Feb 26 Ann Brown 2kg apple", [sale(26, "Ann Brown", ("apple", 2))])
ok(ST, "20/2 Mei Chen bananas 2kg", [sale(20, "Mei Chen", ("banana", 2))])
ok(ST, "boss say cherry price is 3.50 from today", [price(29, "cherry", 3.5)])
ok(ST, "Bob 1kg apple, Ken 2kg orange", [sale(29, "Bob Smith", ("apple", 1)), sale(29, "Ken Smith", ("orange", 2))])
ok(ST, "customer Lena Fischer phone 0176 5550 1234 email lena.f@mail.example buy strawberry 2kg",
   [sale(29, who("Lena Fischer", "0176 5550 1234", "lena.f@mail.example"), ("strawberry", 2))])
ok(ST, "FYI card machine not working, customers pay only cash", [NOTE])
ok(ST, "Zoe buy 2.5 kg mango, 250g cherry", [sale(29, "Zoe Davis", ("mango", 2.5), ("cherry", 0.25))])
ok(ST, "Tom Lee he buy 1 kg apple 1 kg pear 1 kg orange",
   [sale(29, "Tom Lee", ("apple", 1), ("pear", 1), ("orange", 1))])
ok(ST, "Ken give back all he buy today, then he take 3kg apple",
   [ret(29, "Ken Smith", 29), sale(29, "Ken Smith", ("apple", 3))])
ok(ST, "Ann Brown buy 1kg strawberry, pay $3.90", [sale(29, "Ann Brown", ("strawberry", 1))])
ok(ST, "Eva 2 kilo banana total 2.40", [sale(29, "Eva Berg", ("banana", 2))])
ok(ST, "Mei Chen 750 gram pear", [sale(29, "Mei Chen", ("pear", 0.75))])
ok(ST, "new customer tariq aziz, tariq.aziz@post.example, 1kg grape",
   [sale(29, who("Tariq Aziz", None, "tariq.aziz@post.example"), ("grape", 1))])
ok(ST, "Eva Berg bring back cherry from yesterday", [ret(20, "Eva Berg", 19)], today=D(20))
ok(ST, "Thursday Zoe buy 1kg orange, I forget put in", [sale(15, "Zoe Davis", ("orange", 1))], today=D(20))
ok(ST, "Ida Novak 2kg pear", [sale(20, "Ida Novak", ("pear", 2))], today=D(20))
ok(ST, "Sue Davis 1 kg apple and 1kg mango", [sale(24, "Sue Davis", ("apple", 1), ("mango", 1))], today=D(24))
ok(ST, "Raj 1kg orange pay 1.54", [sale(29, "Raj Patel", ("orange", 1))])
ok(ST, "note - Omar Haddad is allergic strawberry, no give him samples", [NOTE])
ok(ST, "Luis 3 kg banana 2 kg apple", [sale(29, "Luis Garcia", ("banana", 3), ("apple", 2))])
ok(ST, "Bob Smith buy the 1 kilo grape and 2 kilo orange", [sale(29, "Bob Smith", ("grape", 1), ("orange", 2))])
ok(ST, "Tom Lee buy 2kg grape", [sale(10, "Tom Lee", ("grape", 2))], today=D(10))
ok(ST, "Tom Lee bring back cherry from yesterday, all 5kg", [ret(24, "Tom Lee", 23)], today=D(24))
ok(ST, "ZOE DAVIS 1KG PEAR 1KG APPLE", [sale(29, "Zoe Davis", ("pear", 1), ("apple", 1))])
ok(ST, "Sue Davis she give back mango from 22", [ret(29, "Sue Davis", 22)])
ok(ST, "Raj 2 lb grape, 400 grams cherry", [sale(29, "Raj Patel", ("grape", lb(2)), ("cherry", 0.4))])
ok(ST, "for Ida 1 kilo strawberry and half kilo grape", [sale(29, "Ida Novak", ("strawberry", 1), ("grape", 0.5))])

no(ST, "Davis buy 2kg apple", "ambiguous surname (Zoe or Sue Davis)")
no(ST, "Maria buy 1kg orange", "new customer without full name")
no(ST, "customer buy 3 mango", "pieces without weight, no customer")
no(ST, "Raj buy 2kg apple, pay 3.00", "price differs from shelf price (3.40)")
no(ST, "Tom Lee buy 40kg banana", "more than in stock (30.5 kg banana)")
no(ST, "how much cost cherry now?", "question")
no(ST, "Zoe buy some grape", "vague amount")
no(ST, "Ken buy 2kg papaya", "unknown product")
no(ST, "I make mistake, change last sale to 2kg please", "instruction to the app")
no(ST, "tomorrow Omar come for 5kg mango", "future")
no(ST, "Bob Smith buy 2 bunch banana", "non-weight unit")
no(ST, "Eva give back half the strawberry from 15", "partial return")
no(ST, "Sue Davis give back things from 21", "no sale that day")
no(ST, "Luis buy 2 kg orange on 30", "impossible date (Feb 30)")
no(ST, "new customer Kim 555-0177 buy 1kg pear", "new customer without full name")
no(ST, "Tom Lee return the grape from 22", "partial return")
no(ST, "Mei Chen bring back all things she buy on 24", "two sales that day")
no(ST, "Smith take 1kg apple", "ambiguous surname (Bob or Ken Smith)")
no(ST, "Omar want buy 2kg mango maybe, he come back later", "intention, not a sale")
no(ST, "Zoe 2kg strawberry, 2 for 1 today", "promotion")
no(ST, "Sue Davis 1kg grape on the 25th", "future date", today=D(20))
no(ST, "mango cheap today 1.99 only for today", "promotion")
no(ST, "Bob Smith give back what he buy on 18", "sale already returned")
no(ST, "Ann Brown 30kg cherry", "more than in stock (20.5 kg cherry)", today=D(24))


def main():
    out = []
    for style, today, text, records, why in CASES:
        if records is None:
            out.append({"text": text, "today": today, "records": None, "why": why, "style": style})
            continue
        recs = []
        for r in records:
            if r == NOTE:
                r = {"kind": "note", "date": today, "text": text, "facts": []}
            recs.append(r)
        out.append({"text": text, "today": today, "records": recs, "style": style})
    (HERE / "records.jsonl").write_text("".join(json.dumps(o) + "\n" for o in out))
    print(f"wrote {len(out)} lines")


if __name__ == "__main__":
    main()
