"""Write bench/unseen35/records.jsonl: held-out staff inputs for ChatLedger (set 35).

Every input text below is typed by hand. The helpers only build record dicts.
Personas (the "style" field): morning-delivery, retired-volunteer, spreadsheet-paste, teen-texting.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"
MD = "morning-delivery"
RV = "retired-volunteer"
SP = "spreadsheet-paste"
TT = "teen-texting"
LINES = []


def day(n):
    return f"2024-02-{n:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(n, name, items, phone=None, email=None):
    return {"kind": "sale", "date": day(n), "customer": who(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(n, supplier, items, phone=None, email=None):
    return {"kind": "purchase", "date": day(n), "supplier": who(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(n, name, sale_day):
    return {"kind": "return", "date": day(n), "customer": who(name), "sale_date": day(sale_day)}


def price(n, product, selling_price):
    return {"kind": "price_change", "date": day(n), "product": product, "selling_price": selling_price}


def adj(n, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": day(n), "product": product, "quantity": quantity, "reason": reason}


def note(n):
    return {"kind": "note", "date": day(n), "text": None, "facts": []}


def add(style, text, records, today=T):
    for r in records:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": today, "records": records, "style": style})


def refuse(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- morning-delivery
add(MD, "Hillside in at 7:10. 3 crates bananas, 13 kg a crate, 7.80 per crate.",
    [buy(29, "Hillside Produce", [("banana", 39, 0.6, None)])])
add(MD, "green valley drop - oranges 4 crates x 12kg @ 0.95/kg, shelf them at 1.60",
    [buy(29, "Green Valley Farms", [("orange", 48, 0.95, 1.6)])])
add(MD, "ABC: apples 2 crates 18kg each, 1.15 a kilo. pears 1 crate 15kg, 1.05/kg",
    [buy(29, "ABC", [("apple", 36, 1.15, None), ("pear", 15, 1.05, None)])])
add(MD, "Hillside - strawberries 10 trays, 2 kg per tray, cost 2.60/kg, sell at 4.20",
    [buy(29, "Hillside Produce", [("strawberry", 20, 2.6, 4.2)])])
add(MD, "Green Valley mangoes, 2 crates at 8 kg, crate costs 12.80",
    [buy(29, "Green Valley Farms", [("mango", 16, 1.6, None)])])
add(MD, "cherries in from ABC, 4 boxes of 5kg, $11 a box",
    [buy(29, "ABC", [("cherry", 20, 2.2, None)])])
add(MD, "Hillside grapes 25kg, 45.00 for the lot, put them out at 2.90",
    [buy(29, "Hillside Produce", [("grape", 25, 1.8, 2.9)])])
add(MD, "Delivery Green Valley Farms:\npear 20kg @ 1.00\napple 20kg @ 1.10\nbanana 26kg @ 0.62",
    [buy(29, "Green Valley Farms", [("pear", 20, 1.0, None), ("apple", 20, 1.1, None), ("banana", 26, 0.62, None)])])
add(MD, "new supplier this morning, Sunny Acres Orchard - 30 kg apples at 1.05 a kilo, shelf price 1.75",
    [buy(29, "Sunny Acres Orchard", [("apple", 30, 1.05, 1.75)])])
add(MD, "forgot to log yesterday's Hillside drop: 2 crates oranges 15kg each, 13.50/crate",
    [buy(28, "Hillside Produce", [("orange", 30, 0.9, None)])])
add(MD, "tuesday ABC came with grapes, 3 x 10kg crates, 18.50 per crate",
    [buy(27, "ABC", [("grape", 30, 1.85, None)])])
add(MD, "bananas on the shelf at 1.25 from today",
    [price(29, "banana", 1.25)])
add(MD, "cherries down to 2.99 pls",
    [price(29, "cherry", 2.99)])
add(MD, "set mango 2.60 and oranges 1.50",
    [price(29, "mango", 2.6), price(29, "orange", 1.5)])
add(MD, "opened the new strawberry tray from Green Valley, 1.5 kg mouldy, binned it",
    [adj(29, "strawberry", -1.5, "mouldy")])
add(MD, "2 kg bananas squashed at the bottom of the crate - writing off, damaged",
    [adj(29, "banana", -2, "damaged")])
add(MD, "pears: 800g rotten in the new crate, tossed",
    [adj(29, "pear", -0.8, "rotten")])
add(MD, "morning count apples 28 kg",
    [adj(29, "apple", -1.5, "stock count")])
add(MD, "shelf count mangos 20kg",
    [adj(29, "mango", 1, "stock count")])
add(MD, "Hillside 8:05 bananas 2 crates of 14kg, 0.58/kg, keep shelf at 1.20. also 1 kg of the old bananas "
        "gone black, binned as spoiled",
    [buy(29, "Hillside Produce", [("banana", 28, 0.58, 1.2)]), adj(29, "banana", -1, "spoiled")])
add(MD, "ABC invoice - cherry 2 boxes x 6kg, 13.20 per box; strawberries 3 boxes x 4kg, 10.40 per box",
    [buy(29, "ABC", [("cherry", 12, 2.2, None), ("strawberry", 12, 2.6, None)])])
add(MD, "the 26th - Green Valley, 25kg pears at 0.98/kg (late entry)",
    [buy(26, "Green Valley Farms", [("pear", 25, 0.98, None)])])
add(MD, "Feb 27 ABC mango 15 kg 1.55/kg sell 2.50",
    [buy(27, "ABC", [("mango", 15, 1.55, 2.5)])])
add(MD, "dropped a crate of grapes on the step, lost 3 kg, damaged",
    [adj(29, "grape", -3, "damaged")])
add(MD, "first one in was omar, 2 kg bananas",
    [sale(29, "Omar Haddad", [("banana", 2)])])
add(MD, "Hillside: 12kg cherries, 25.20 total. 3.30 on the shelf",
    [buy(29, "Hillside Produce", [("cherry", 12, 2.1, 3.3)])])
add(MD, "green valley 5 crates oranges 10kg/crate 9.00 per crate, retail 1.55",
    [buy(29, "Green Valley Farms", [("orange", 50, 0.9, 1.55)])])
add(MD, "ABC 7:30am - apple 24kg 1.10, banana 24kg 0.60, grapes 20kg 1.80",
    [buy(29, "ABC", [("apple", 24, 1.1, None), ("banana", 24, 0.6, None), ("grape", 20, 1.8, None)])])
add(MD, "Hillside Produce, 6 crates of pears at 11 kg each, 10.45 a crate",
    [buy(29, "Hillside Produce", [("pear", 66, 0.95, None)])])
add(MD, "Green Valley - mango 3 crates 9kg each @ 14.40 a crate. put mango up to 2.55",
    [buy(29, "Green Valley Farms", [("mango", 27, 1.6, 2.55)])])
add(MD, "Saturday's Hillside delivery never got entered: strawberries 16kg @ 2.50",
    [buy(24, "Hillside Produce", [("strawberry", 16, 2.5, None)])])
add(MD, "sunday green valley, 20kg apples 1.08 a kilo",
    [buy(25, "Green Valley Farms", [("apple", 20, 1.08, None)])])
add(MD, "write off: 1.2kg cherries split and mouldy",
    [adj(29, "cherry", -1.2, "mouldy")])
add(MD, "bin - 2.5kg oranges rotten",
    [adj(29, "orange", -2.5, "rotten")])
add(MD, "stock count before opening - grapes 22.5kg, pears 20.5kg",
    [adj(29, "grape", -1.5, "stock count"), adj(29, "pear", -0.5, "stock count")])
add(MD, "count this morning: bananas 31",
    [adj(29, "banana", 0.5, "stock count")])
add(MD, "FYI green valley now comes before 7, whoever opens needs to be in by 6:45",
    [note(29)])
add(MD, "note - Hillside crates are 13 kg not 12, check the docket every time",
    [note(29)])
add(MD, "remember to rotate the bananas, old stock to the front",
    [note(29)])
add(MD, "Hillside 7am - strawberries 6 trays of 2kg, 2.55/kg",
    [buy(20, "Hillside Produce", [("strawberry", 12, 2.55, None)])], today="2024-02-20")
add(MD, "count: bananas 13kg",
    [adj(20, "banana", -1.5, "stock count")], today="2024-02-20")
add(MD, "green valley mango 10kg @ 1.50, sell 2.40",
    [buy(15, "Green Valley Farms", [("mango", 10, 1.5, 2.4)])], today="2024-02-15")
add(MD, "count at open: pears 33kg",
    [adj(24, "pear", -1.5, "stock count")], today="2024-02-24")
add(MD, "Hillside: apples 2 crates x 15kg, 16.50/crate, sell 1.80",
    [buy(24, "Hillside Produce", [("apple", 30, 1.1, 1.8)])], today="2024-02-24")
add(MD, "2 days ago Hillside brought 20kg cherries @ 2.00, only logging it now",
    [buy(27, "Hillside Produce", [("cherry", 20, 2.0, None)])])
add(MD, "opener here. Green Valley 18 kg strawberries, 2.40 a kilo. 500g mouldy straight out of the box, binned",
    [buy(29, "Green Valley Farms", [("strawberry", 18, 2.4, None)]), adj(29, "strawberry", -0.5, "mouldy")])
add(MD, "ABC grapes 2 crates 9 kg each, 16.65 per crate; raise grapes to 2.95",
    [buy(29, "ABC", [("grape", 18, 1.85, 2.95)])])
add(MD, "early sale before the till was on: ken smith 2kg apples",
    [sale(29, "Ken Smith", [("apple", 2)])])
add(MD, "tasting tray at the door: 0.5 kg strawberries for samples",
    [adj(29, "strawberry", -0.5, "samples")])
add(MD, "pears back up to 1.60 from today",
    [price(29, "pear", 1.6)])
add(MD, "ok so Green Valley Farms, ph 555-0101 - oranges 20kg, 0.92/kg",
    [buy(29, "Green Valley Farms", [("orange", 20, 0.92, None)], phone="555-0101")])

refuse(MD, "Hillside dropped off 3 crates of apples, invoice to follow",
       "no weight and no cost for the crates")
refuse(MD, "ABC bananas 4 crates, 0.60 a kilo",
       "crate weight not stated, so no quantity in kg")
refuse(MD, "Green Valley kiwis 10kg @ 2.10",
       "unknown product (kiwi)")
refuse(MD, "got 20kg oranges in at 0.90/kg",
       "no supplier named")
refuse(MD, "20kg pears from Hillside this morning",
       "purchase without a cost")
refuse(MD, "did green valley send the invoice for last week??",
       "a question, not a record")
refuse(MD, "paid Hillside 150 on account",
       "money only, no goods")
refuse(MD, "tomorrow ABC bringing 30kg apples at 1.10",
       "future date")
refuse(MD, "Hillside delivery 02/03 - 20kg pears 1.00",
       "ambiguous date 02/03")
refuse(MD, "scrap the Hillside delivery from monday, it got entered twice",
       "asks to delete history")
refuse(MD, "bananas looking a bit brown, might bin some later",
       "no quantity and nothing written off yet")
refuse(MD, "strawberries - 2 punnets mouldy",
       "punnets without a weight")
refuse(MD, "hillside driver 20 min late again",
       "chit-chat, no record")
refuse(MD, "the 30th: ABC grapes 20kg 1.80",
       "impossible date (February 2024 has 29 days)")
refuse(MD, "apples 1.85 from the 1st of March",
       "price change dated in the future")
refuse(MD, "bloke from the market van sold us 10kg cherries for 20 cash",
       "supplier not named")
refuse(MD, "Green Valley lemons 5kg @ 1.20 and pears 10kg @ 1.00",
       "unknown product (lemon) in the delivery")
refuse(MD, "lower the cost on tuesday's ABC invoice to 1.00",
       "asks to edit history")

# ---------------------------------------------------------------- retired-volunteer
add(RV, "Good morning. Mrs Chen came in and bought two pounds of apples. Thank you kindly.",
    [sale(29, "Mei Chen", [("apple", 0.907)])])
add(RV, "Dr Patel purchased half a pound of cherries this morning.",
    [sale(29, "Raj Patel", [("cherry", 0.227)])])
add(RV, "I sold Mr Haddad three pounds of oranges and a pound of grapes.",
    [sale(29, "Omar Haddad", [("orange", 1.361), ("grape", 0.454)])])
add(RV, "Mrs Novak bought one kilo of pears and half a kilo of bananas.",
    [sale(29, "Ida Novak", [("pear", 1), ("banana", 0.5)])])
add(RV, "Would you be so kind as to record that Mrs Brown purchased five pounds of bananas yesterday afternoon.",
    [sale(28, "Ann Brown", [("banana", 2.268)])])
add(RV, "Mr Garcia took four pounds of mangoes on Monday. I neglected to enter it at the time, my apologies.",
    [sale(26, "Luis Garcia", [("mango", 1.814)])])
add(RV, "A new customer, Mrs Margaret Thornton, bought two pounds of pears. Her telephone number is 312-555-0187.",
    [sale(29, "Margaret Thornton", [("pear", 0.907)], phone="312-555-0187")])
add(RV, "Mrs Berg returned the strawberries and the pears she bought on the 18th, as they were not to her liking.",
    [ret(29, "Eva Berg", 18)])
add(RV, "Mr Lee brought back the cherries he had from us last Friday.",
    [ret(29, "Tom Lee", 23)])
add(RV, "Please note that the pears on the front table are to be sold before those in the back room.",
    [note(29)])
add(RV, "Remember, Mrs Novak prefers her fruit in paper bags rather than plastic ones.",
    [note(29)])
add(RV, "I am afraid a pound of the strawberries had gone mouldy, so I have thrown them away.",
    [adj(29, "strawberry", -0.454, "mouldy")])
add(RV, "Some young rascal made off with two pounds of grapes from the outside display. Stolen, I am sorry to say.",
    [adj(29, "grape", -0.907, "stolen")])
add(RV, "We handed out half a pound of cherries as tasters by the door. Samples, I suppose you would call them.",
    [adj(29, "cherry", -0.227, "samples")])
add(RV, "Mr Smith (Ken, that is, not Bob) bought a kilo and a half of oranges.",
    [sale(29, "Ken Smith", [("orange", 1.5)])])
add(RV, "Mr Haddad called in on Tuesday for 2 lb of strawberries and 1 lb of cherries.",
    [sale(27, "Omar Haddad", [("strawberry", 0.907), ("cherry", 0.454)])])
add(RV, "Mrs Zoe Davis bought a pound and a half of mangoes.",
    [sale(29, "Zoe Davis", [("mango", 0.68)])])
add(RV, "Mrs Sue Davis purchased three pounds of bananas today. She paid the usual $1.20 a kilo.",
    [sale(29, "Sue Davis", [("banana", 1.361)])])
add(RV, "I took a stock count of the oranges this afternoon and there are twenty-four kilos on the shelf.",
    [adj(29, "orange", -1, "stock count")])
add(RV, "On the manager's instruction, mangoes are to be two dollars and fifty cents a kilo from today.",
    [price(29, "mango", 2.5)])
add(RV, "Hillside Produce delivered forty kilos of bananas this morning at sixty cents a kilo.",
    [buy(29, "Hillside Produce", [("banana", 40, 0.6, None)])])
add(RV, "Mr Patel bought a dozen kilos of oranges for his restaurant.",
    [sale(29, "Raj Patel", [("orange", 12)])])
add(RV, "Mrs Novak came in on Wednesday for half a pound of grapes. Yesterday, that would have been.",
    [sale(28, "Ida Novak", [("grape", 0.227)])])
add(RV, "Good afternoon. Mr Omar Haddad bought 500 grams of cherries and 250 grams of grapes.",
    [sale(29, "Omar Haddad", [("cherry", 0.5), ("grape", 0.25)])])
add(RV, "Mrs Ida Novak returned the pears she bought yesterday; I am told they were bruised.",
    [ret(29, "Ida Novak", 28)])
add(RV, "Mrs Brown returned the oranges she bought this very morning.",
    [ret(29, "Ann Brown", 29)])
add(RV, "Two sales to record, if you please: Mrs Chen, one pound of pears; and Mr Lee, two pounds of bananas.",
    [sale(29, "Mei Chen", [("pear", 0.454)]), sale(29, "Tom Lee", [("banana", 0.907)])])
add(RV, "Mr Bob Smith bought three pounds of apples. I have his number as 531-354-1000.",
    [sale(29, "Bob Smith", [("apple", 1.361)], phone="531-354-1000")])
add(RV, "Dr Patel bought 2 lb of pears this morning.",
    [sale(20, "Raj Patel", [("pear", 0.907)])], today="2024-02-20")
add(RV, "Mrs Davis - Sue, not Zoe - purchased one pound of grapes on Saturday.",
    [sale(17, "Sue Davis", [("grape", 0.454)])], today="2024-02-20")
add(RV, "Mrs Berg bought a pound of apples and half a pound of cherries on the 27th.",
    [sale(27, "Eva Berg", [("apple", 0.454), ("cherry", 0.227)])])
add(RV, "Miss Ida Nowak bought two pounds of oranges.",
    [sale(29, "Ida Novak", [("orange", 0.907)])])
add(RV, "Mr Luis Garcia has returned the oranges and grapes he bought last Friday.",
    [ret(29, "Luis Garcia", 23)])
add(RV, "Mrs Chen purchased a pound of strawberries three days ago; I have only now found my note.",
    [sale(26, "Mei Chen", [("strawberry", 0.454)])])
add(RV, "Mrs Davis, that is Mrs Sue Davis, returned the bananas she purchased on Monday.",
    [ret(29, "Sue Davis", 26)])
add(RV, "Please record a count of the cherries: I weighed fifty-eight kilos in the cold room.",
    [adj(29, "cherry", -1.5, "stock count")])
add(RV, "Mrs Chen and her daughter bought four pounds of pears between them, all on Mrs Chen's account.",
    [sale(29, "Mei Chen", [("pear", 1.814)])])
add(RV, "Mr Tom Lee, telephone 249-274-1002, bought two pounds of grapes.",
    [sale(29, "Tom Lee", [("grape", 0.907)], phone="249-274-1002")])
add(RV, "A gentleman named Mr Harold Whitfield bought a pound of cherries. He left his e-mail address as "
        "h.whitfield@example.org.",
    [sale(29, "Harold Whitfield", [("cherry", 0.454)], email="h.whitfield@example.org")])
add(RV, "Regrettably the cat from next door knocked over the mango box. About two pounds were damaged "
        "beyond selling.",
    [adj(29, "mango", -0.907, "damaged")])
add(RV, "Mrs Brown bought a pound of pears and a pound of mangoes on Thursday.",
    [sale(22, "Ann Brown", [("pear", 0.454), ("mango", 0.454)])], today="2024-02-24")
add(RV, "Mrs Chen bought one pound of grapes yesterday.",
    [sale(14, "Mei Chen", [("grape", 0.454)])], today="2024-02-15")
add(RV, "The price of strawberries is to come down to three dollars and fifty cents, starting today.",
    [price(29, "strawberry", 3.5)])
add(RV, "Would you please write off one and a half pounds of pears that have gone rotten?",
    [adj(29, "pear", -0.68, "rotten")])
add(RV, "Dr Raj Patel bought 2 lb of apples, and I have taken his telephone number, 574-796-1004, for the records.",
    [sale(29, "Raj Patel", [("apple", 0.907)], phone="574-796-1004")])
add(RV, "Mrs Chen bought two pounds of oranges the day before yesterday.",
    [sale(27, "Mei Chen", [("orange", 0.907)])])
add(RV, "Mr Omar Hadad bought ten pounds of bananas for the mosque supper.",
    [sale(29, "Omar Haddad", [("banana", 4.536)])])

refuse(RV, "Mrs Smith bought two pounds of apples this morning.",
       "Smith is shared by Bob Smith and Ken Smith")
refuse(RV, "Mrs Davis took a pound of cherries.",
       "Davis is shared by Zoe Davis and Sue Davis")
refuse(RV, "A charming gentleman bought three pounds of oranges, but I did not catch his name.",
       "no customer named")
refuse(RV, "Mrs Chen bought six mangoes.",
       "a count of mangoes without a weight")
refuse(RV, "Could you tell me how many pounds of pears we have left?",
       "a question, not a record")
refuse(RV, "Mrs Brown settled the twelve dollars she owed from last week.",
       "money only, no goods")
refuse(RV, "Mr Lee bought two pounds of plums.",
       "unknown product (plum)")
refuse(RV, "I should like Mrs Novak's purchase on Tuesday removed, please, as it was entered twice.",
       "asks to delete history")
refuse(RV, "Mrs Berg returned half of the strawberries she bought on the 18th.",
       "partial return")
refuse(RV, "Dr Patel bought two pounds of pears at $1.60 a kilo, as marked on the old sign.",
       "stated price 1.60 is not the shelf price (1.44)")
refuse(RV, "What a lovely sunny morning it is. The daffodils outside are quite splendid.",
       "chit-chat, no record")
refuse(RV, "Mr Haddad returned his purchase from Tuesday.",
       "Omar Haddad has two sales on Tuesday 27th")
refuse(RV, "Mrs Novak returned what she bought on Monday.",
       "Ida Novak has no sale on Monday 26th")
refuse(RV, "Mrs Brown bought some apples and a few pears.",
       "no quantities")
refuse(RV, "Mrs Chen will be collecting two pounds of cherries next Saturday.",
       "future date")
refuse(RV, "A lady called Eleanor bought a pound of grapes.",
       "new customer without a surname")
refuse(RV, "The new lady, Mrs Patricia Gould, bought a pound of apples; her number is 748-296-1003.",
       "phone belongs to Ann Brown")
refuse(RV, "Please pay young Sam his wages of eighty dollars for the week.",
       "wages have no record kind")
refuse(RV, "Mrs Chen brought back the fruit she bought on Saturday.",
       "Mei Chen has two sales on Saturday 24th")
refuse(RV, "Mrs Novak bought a pound of pears on 02/03.",
       "ambiguous date 02/03")

# ---------------------------------------------------------------- spreadsheet-paste
add(SP, "date,customer,product,kg\n2024-02-29,Mei Chen,apple,2\n2024-02-29,Raj Patel,orange,1.5",
    [sale(29, "Mei Chen", [("apple", 2)]), sale(29, "Raj Patel", [("orange", 1.5)])])
add(SP, "sale; 28/2; Omar Haddad; grapes; 1.5kg",
    [sale(28, "Omar Haddad", [("grape", 1.5)])])
add(SP, "Date;Supplier;Product;Qty (kg);Cost/kg;Sell\n2024-02-29;Hillside Produce;pear;30;0.95;1.50",
    [buy(29, "Hillside Produce", [("pear", 30, 0.95, 1.5)])])
add(SP, "supplier,product,kg,unit cost\nABC,apple,25,1.12\nABC,cherry,15,2.05",
    [buy(29, "ABC", [("apple", 25, 1.12, None)]), buy(29, "ABC", [("cherry", 15, 2.05, None)])])
add(SP, "product,new price,from\nbanana,1.30,2024-02-29\npear,1.50,2024-02-29",
    [price(29, "banana", 1.3), price(29, "pear", 1.5)])
add(SP, "write-offs (kg)\nstrawberry,1.2,mouldy\nbanana,0.8,damaged",
    [adj(29, "strawberry", -1.2, "mouldy"), adj(29, "banana", -0.8, "damaged")])
add(SP, "27/2, Luis Garcia, pear, 2kg",
    [sale(27, "Luis Garcia", [("pear", 2)])])
add(SP, "Customer: Zoe Davis | Product: cherry | Qty: 1 kg | Date: 2024-02-26",
    [sale(26, "Zoe Davis", [("cherry", 1)])])
add(SP, "From: orders@greenvalley.example\nSubject: delivery 29/02\nMangoes 20kg @ 1.50/kg, total 30.00",
    [buy(29, "Green Valley Farms", [("mango", 20, 1.5, None)], email="orders@greenvalley.example")])
add(SP, "2024-02-25,Ann Brown,mango,1",
    [sale(25, "Ann Brown", [("mango", 1)])])
add(SP, "Return,Bob Smith,sale date 2024-02-28",
    [ret(29, "Bob Smith", 28)])
add(SP, "returns\ndate;customer;original sale\n2024-02-29;Raj Patel;2024-02-27",
    [ret(29, "Raj Patel", 27)])
add(SP, "stock count 29/02: apple 29, pear 20, grape 24.5",
    [adj(29, "apple", -0.5, "stock count"), adj(29, "pear", -1, "stock count"),
     adj(29, "grape", 0.5, "stock count")])
add(SP, "name,phone,email,product,kg\nPriya Sharma,415-555-0199,priya.s@example.com,strawberry,1",
    [sale(29, "Priya Sharma", [("strawberry", 1)], phone="415-555-0199", email="priya.s@example.com")])
add(SP, "note,Hillside invoices are due 14 days after delivery",
    [note(29)])
add(SP, "date,customer,product,kg\n2024-02-24,Mei Chen,pear,1",
    [sale(24, "Mei Chen", [("pear", 1)])])
add(SP, "date,customer,product,kg\n24/2,Ken Smith,apple,1.5\n24/2,Tom Lee,grape,2",
    [sale(24, "Ken Smith", [("apple", 1.5)]), sale(24, "Tom Lee", [("grape", 2)])], today="2024-02-24")
add(SP, "Supplier,Item,Kg,Total $\nGreen Valley Farms,strawberry,15,39.00",
    [buy(29, "Green Valley Farms", [("strawberry", 15, 2.6, None)])])
add(SP, "28/02/2024, Ida Novak, banana, 1.5 kg, $1.80",
    [sale(28, "Ida Novak", [("banana", 1.5)])])
add(SP, "Sale, Tom Lee, orange, 2kg, 3.08",
    [sale(29, "Tom Lee", [("orange", 2)])])
add(SP, "type;date;product;kg;reason\nwrite-off;2024-02-28;pear;1;rotten",
    [adj(28, "pear", -1, "rotten")])
add(SP, "adjustment,2024-02-27,apple,-0.5,stolen",
    [adj(27, "apple", -0.5, "stolen")])
add(SP, "date,product,counted kg\n2024-02-26,orange,26.5",
    [adj(26, "orange", -0.5, "stock count")])
add(SP, "Price change; mango; 2.45; from 2024-02-29",
    [price(29, "mango", 2.45)])
add(SP, "date,supplier,product,kg,cost per kg,sell price\n2024-02-28,ABC,grape,20,1.80,\n"
        "2024-02-28,ABC,apple,15,1.10,1.75",
    [buy(28, "ABC", [("grape", 20, 1.8, None)]), buy(28, "ABC", [("apple", 15, 1.1, 1.75)])])
add(SP, "Customer,Phone,Product,Kg\nDaniel Okafor,202-555-0178,pear,2.5",
    [sale(29, "Daniel Okafor", [("pear", 2.5)], phone="202-555-0178")])
add(SP, "2024-02-29;Eva Berg;cherry;0,5",
    [sale(29, "Eva Berg", [("cherry", 0.5)])])
add(SP, "29/2/24 - Sue Davis - grapes - 1.25 kg",
    [sale(29, "Sue Davis", [("grape", 1.25)])])
add(SP, "Ref 1043 | 2024-02-29 | Luis Garcia | banana 2kg, apple 1kg",
    [sale(29, "Luis Garcia", [("banana", 2), ("apple", 1)])])
add(SP, "date,type,customer,items\n2024-02-29,sale,Omar Haddad,mango 1.5kg; orange 2kg",
    [sale(29, "Omar Haddad", [("mango", 1.5), ("orange", 2)])])
add(SP, "FYI, pasted from the supplier sheet: ABC minimum order is 50 kg",
    [note(29)])
add(SP, "2024-02-19,Zoe Davis,strawberry,2\n2024-02-20,Omar Haddad,grape,1",
    [sale(19, "Zoe Davis", [("strawberry", 2)]), sale(20, "Omar Haddad", [("grape", 1)])], today="2024-02-20")
add(SP, "supplier;product;kg;cost;sell\nHillside Produce;apple;20;1.10;1.70",
    [buy(20, "Hillside Produce", [("apple", 20, 1.1, 1.7)])], today="2024-02-20")
add(SP, "15/02,Raj Patel,pear,2\n15/02,Ann Brown,apple,1",
    [sale(15, "Raj Patel", [("pear", 2)]), sale(15, "Ann Brown", [("apple", 1)])], today="2024-02-15")
add(SP, "date,product,kg,reason\n2024-02-29,grape,0.4,samples",
    [adj(29, "grape", -0.4, "samples")])
add(SP, "Return;2024-02-29;Mei Chen;sale of 2024-02-17",
    [ret(29, "Mei Chen", 17)])
add(SP, "count,2024-02-28,strawberry,29.5",
    [adj(28, "strawberry", -0.5, "stock count")])
add(SP, "2024-02-22,Ann Brown,cherry,0.5,$1.60",
    [sale(22, "Ann Brown", [("cherry", 0.5)])])
add(SP, "Order #88 - Ken Smith - 2024-02-29 - strawberry 1 kg, cherry 1 kg - total $7.10",
    [sale(29, "Ken Smith", [("strawberry", 1), ("cherry", 1)])])
add(SP, "Returns log: 2024-02-29, Ann Brown, sale 2024-02-23",
    [ret(29, "Ann Brown", 23)])
add(SP, "date,supplier,product,crates,kg per crate,cost per crate\n2024-02-29,Hillside Produce,orange,3,12,10.80",
    [buy(29, "Hillside Produce", [("orange", 36, 0.9, None)])])
add(SP, "date;customer;product;kg\n2024-02-29;Raj Patel;mango;2\n2024-02-29;Raj Patel;pear;1",
    [sale(29, "Raj Patel", [("mango", 2)]), sale(29, "Raj Patel", [("pear", 1)])])
add(SP, "stock take 24/02\nbanana,37\nmango,29",
    [adj(24, "banana", -0.5, "stock count"), adj(24, "mango", -1, "stock count")], today="2024-02-24")
add(SP, "customer,email,product,kg\nTom Lee,tom.lee2@example.com,apple,1",
    [sale(29, "Tom Lee", [("apple", 1)], email="tom.lee2@example.com")])

refuse(SP, "date,customer,product,kg\n02/03/2024,Mei Chen,apple,2",
       "ambiguous date 02/03/2024")
refuse(SP, "2024-03-01,Raj Patel,orange,2",
       "future date")
refuse(SP, "2024-02-30;Omar Haddad;grape;1",
       "impossible date 2024-02-30")
refuse(SP, "date,customer,product,qty\n2024-02-29,Zoe Davis,mango,3 pcs",
       "pieces without a weight")
refuse(SP, "2024-02-29,Smith,apple,2",
       "Smith is shared by Bob Smith and Ken Smith")
refuse(SP, "2024-02-29,Ann Brown,kiwi,1",
       "unknown product (kiwi)")
refuse(SP, "2024-02-29,Luis Garcia,orange,",
       "quantity missing")
refuse(SP, "2024-02-29,Eva Berg,pear,2,$3.20",
       "stated total 3.20 is not at the shelf price (2 kg x 1.44 = 2.88)")
refuse(SP, "DELETE row 14 (2024-02-22 Tom Lee)",
       "asks to delete history")
refuse(SP, "customer,balance\nRaj Patel,-25.00",
       "money only, no goods")
refuse(SP, "Return,Tom Lee,2024-02-08",
       "Tom Lee has two sales on 2024-02-08")
refuse(SP, "Return,Eva Berg,2024-02-03",
       "that sale was already returned")
refuse(SP, "Return;Ken Smith;pear;2.5;2024-02-29",
       "partial return of the sale (mango and 5 kg pears)")
refuse(SP, "supplier,product,kg,cost\nHillside Produce,apple,20,",
       "purchase cost missing")
refuse(SP, "wages,feb,Sam,640.00",
       "wages have no record kind")
refuse(SP, "rent,2024-02-29,1200.00",
       "rent has no record kind")
refuse(SP, "product,kg\napple,2\npear,1",
       "no kind and no party")
refuse(SP, "Q: total sales 2024-02-26?",
       "a question, not a record")
refuse(SP, "2024-02-29,Sue Davis,mango,1 box",
       "a box without a weight")
refuse(SP, "date,customer,product,kg\n2024-02-20,Mei Chen,banana,1,$1.00",
       "stated price 1.00 is not the shelf price (1.20 since the 19th)", today="2024-02-20")

# ---------------------------------------------------------------- teen-texting
add(TT, "ok so raj got 2kg bananas",
    [sale(29, "Raj Patel", [("banana", 2)])])
add(TT, "omar h 1kg grapes n 500g cherries",
    [sale(29, "Omar Haddad", [("grape", 1), ("cherry", 0.5)])])
add(TT, "ida bought 1.5 kilo pears 2day",
    [sale(29, "Ida Novak", [("pear", 1.5)])])
add(TT, "yday luis g got 3kg oranges",
    [sale(28, "Luis Garcia", [("orange", 3)])])
add(TT, "mei 2kg strawbs pls log",
    [sale(29, "Mei Chen", [("strawberry", 2)])])
add(TT, "zoe davis 1kg mango",
    [sale(29, "Zoe Davis", [("mango", 1)])])
add(TT, "sue d half a kilo cherries",
    [sale(29, "Sue Davis", [("cherry", 0.5)])])
add(TT, "ken returned the mango n pears from this morning",
    [ret(29, "Ken Smith", 29)])
add(TT, "zoe brought back her mango 2day, said it was 2 ripe",
    [ret(29, "Zoe Davis", 29)])
add(TT, "like 1kg of the strawbs went mouldy so i binned em",
    [adj(29, "strawberry", -1, "mouldy")])
add(TT, "some1 nicked 2 kg apples from outside rly annoying",
    [adj(29, "apple", -2, "stolen")])
add(TT, "gave out 300g grapes as samples",
    [adj(29, "grape", -0.3, "samples")])
add(TT, "new guy jake miller got 1kg apples, his num is 202-555-0143",
    [sale(29, "Jake Miller", [("apple", 1)], phone="202-555-0143")])
add(TT, "eva b 2kg pears n 1kg oranges",
    [sale(29, "Eva Berg", [("pear", 2), ("orange", 1)])])
add(TT, "tom lee 500g cherries",
    [sale(29, "Tom Lee", [("cherry", 0.5)])])
add(TT, "ann got 2kg bananas on mon",
    [sale(26, "Ann Brown", [("banana", 2)])])
add(TT, "bob s 1kg apple tues",
    [sale(27, "Bob Smith", [("apple", 1)])])
add(TT, "raj 3 days ago 1kg grapes",
    [sale(26, "Raj Patel", [("grape", 1)])])
add(TT, "omarr 2kg oranges",
    [sale(29, "Omar Haddad", [("orange", 2)])])
add(TT, "luiz 1kg pears",
    [sale(29, "Luis Garcia", [("pear", 1)])])
add(TT, "mei chen 1kg apples + 1kg pears, $3.14",
    [sale(29, "Mei Chen", [("apple", 1), ("pear", 1)])])
add(TT, "omar returned his strawbs from yday",
    [ret(29, "Omar Haddad", 28)])
add(TT, "bob returned the mango from mon",
    [ret(29, "Bob Smith", 26)])
add(TT, "raj brought back his bananas from monday",
    [ret(29, "Raj Patel", 26)])
add(TT, "just counted strawbs theres 29kg",
    [adj(29, "strawberry", -1, "stock count")])
add(TT, "raj 1kg pears, then ann 2kg oranges",
    [sale(29, "Raj Patel", [("pear", 1)]), sale(29, "Ann Brown", [("orange", 2)])])
add(TT, "ida got 1kg pears... wait no 2kg sorry",
    [sale(29, "Ida Novak", [("pear", 2)])])
add(TT, "yday tom lee 1kg bananas",
    [sale(23, "Tom Lee", [("banana", 1)])], today="2024-02-24")
add(TT, "ppl keep buying cherries lol, ken got 2kg",
    [sale(29, "Ken Smith", [("cherry", 2)])])
add(TT, "u need to log this: zoe 1.5kg oranges",
    [sale(29, "Zoe Davis", [("orange", 1.5)])])
add(TT, "mango price is 2.50 now boss said",
    [price(29, "mango", 2.5)])
add(TT, "strawbs r 3.50 from 2day",
    [price(29, "strawberry", 3.5)])
add(TT, "dropped like 1kg pears n they got rly bruised so damaged",
    [adj(29, "pear", -1, "damaged")])
add(TT, "2 kilos oranges gone rotten, chucked",
    [adj(29, "orange", -2, "rotten")])
add(TT, "annnn brown 1kg apples",
    [sale(29, "Ann Brown", [("apple", 1)])])
add(TT, "patel 2kg apples",
    [sale(29, "Raj Patel", [("apple", 2)])])
add(TT, "haddad 1kg pears 2day",
    [sale(29, "Omar Haddad", [("pear", 1)])])
add(TT, "sue 1kg bananas, paid 1.20",
    [sale(29, "Sue Davis", [("banana", 1)])])
add(TT, "ida yday 2kg apples",
    [sale(19, "Ida Novak", [("apple", 2)])], today="2024-02-20")
add(TT, "raj returned his grapes from the 6th",
    [ret(20, "Raj Patel", 6)], today="2024-02-20")
add(TT, "remember 2 tell ppl we close early on fridays now",
    [note(29)])
add(TT, "fyi the card machine keeps dropping out, take cash if it does",
    [note(29)])
add(TT, "mei got 250g cherries n 250g grapes",
    [sale(29, "Mei Chen", [("cherry", 0.25), ("grape", 0.25)])])
add(TT, "ken smith 1kg mango 2day pls",
    [sale(29, "Ken Smith", [("mango", 1)])])
add(TT, "4 days ago luis got 2kg apples forgot 2 log",
    [sale(25, "Luis Garcia", [("apple", 2)])])
add(TT, "new customer chloe anderson 1kg strawbs, email chloe.a@example.com",
    [sale(29, "Chloe Anderson", [("strawberry", 1)], email="chloe.a@example.com")])
add(TT, "eva berg returned the cherries from the 19th",
    [ret(29, "Eva Berg", 19)])

refuse(TT, "wait how much r mangoes rn",
       "a question, not a record")
refuse(TT, "sum1 got 2kg apples idk who",
       "no customer named")
refuse(TT, "smith got 1kg pears",
       "Smith is shared by Bob Smith and Ken Smith")
refuse(TT, "davis 1kg grapes",
       "Davis is shared by Zoe Davis and Sue Davis")
refuse(TT, "raj got 4 mangoes",
       "a count of mangoes without a weight")
refuse(TT, "mei got a punnet of strawbs",
       "a punnet without a weight")
refuse(TT, "delete the last one i put in its wrong",
       "asks to delete history")
refuse(TT, "change omars thing from yday to 2kg",
       "asks to edit history")
refuse(TT, "zoe got 2kg mango at 2.00 she said it was cheaper b4",
       "stated price 2.00 is not the shelf price (2.40)")
refuse(TT, "jake got 1kg apples",
       "unknown customer with no surname")
refuse(TT, "im so bored rn",
       "chit-chat, no record")
refuse(TT, "raj paid me back the 5 he owed",
       "money only, no goods")
refuse(TT, "omar returned his stuff from tues",
       "Omar Haddad has two sales on Tuesday 27th")
refuse(TT, "ken returned half his pears",
       "partial return")
refuse(TT, "tom got 1kg blueberries",
       "unknown product (blueberry)")
refuse(TT, "bob wants 2kg apples tmrw",
       "future date")
refuse(TT, "mei got 1kg pears on 02/03",
       "ambiguous date 02/03")
refuse(TT, "sue got some cherries",
       "no quantity")
refuse(TT, "raj took 30kg mangoes for a party",
       "only 19 kg of mango in stock")
refuse(TT, "can u check if ida paid",
       "a question, not a record")
refuse(TT, "zoe returned her stuff from the 5th",
       "Zoe Davis has two sales on the 5th")
refuse(TT, "bob got 2kg apples on the 20th",
       "date after today", today="2024-02-15")

with open(HERE / "records.jsonl", "w", encoding="utf-8") as out:
    for line in LINES:
        out.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to {HERE / 'records.jsonl'}")
