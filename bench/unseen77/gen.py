"""Write bench/unseen77/records.jsonl: held-out records set 77 (four personas, written without reading the app)."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def S(day, cust, *items):
    c = cust if isinstance(cust, dict) else who(cust)
    return {"kind": "sale", "date": d(day), "customer": c,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def P(day, supplier, *items):
    return {"kind": "purchase", "date": d(day), "supplier": who(supplier),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def R(day, cust, sale_day):
    return {"kind": "return", "date": d(day), "customer": who(cust), "sale_date": d(sale_day)}


def PC(day, product, price):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": price}


def A(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty, "reason": reason}


def ok(style, today, text, *recs):
    recs = [{**r, "text": text} if r.get("kind") == "note" else r for r in recs]
    LINES.append({"text": text, "today": d(today), "records": list(recs), "style": style})


def note(today):
    return {"kind": "note", "date": d(today), "text": None, "facts": []}


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- cousin (Indian English, helping out)
C = "cousin: "
ok(C + "sale", 29, "Kindly note Tom Lee took 2 kgs apples today.", S(29, "Tom Lee", ("apple", 2)))
ok(C + "sale", 29, "Ann Brown came again, same customer as morning only, one and half kgs mango she has taken.",
   S(29, "Ann Brown", ("mango", 1.5)))
ok(C + "sale", 29, "Sold 3 kgs of grapes to Raj Patel, he paid 8.40 total. Kindly update.",
   S(29, "Raj Patel", ("grape", 3)))
ok(C + "purchase", 29, "Received from ABC today 10 kgs apple at 1.10 per kg, selling price keep 1.70 only.",
   P(29, "ABC", ("apple", 10, 1.1, 1.7)))
ok(C + "purchase", 29, "Green Valley Farms delivered 25 kgs oranges, cost 0.90/kg. Do the needful.",
   P(29, "Green Valley Farms", ("orange", 25, 0.9, None)))
ok(C + "write-off", 29, "Kindly note 2 kgs strawberry got spoiled in the cold room, please write off.",
   A(29, "strawberry", -2, "spoiled"))
ok(C + "return", 29, "Mei Chen returned what she bought on 17th, cherries were not good she is saying. Do the needful.",
   R(29, "Mei Chen", 17))
ok(C + "sales", 29, "Zoe madam took 1 kg cherry and half kg grapes. After that Omar sir took 2 kgs bananas.",
   S(29, "Zoe Davis", ("cherry", 1), ("grape", 0.5)), S(29, "Omar Haddad", ("banana", 2)))
ok(C + "price change", 29, "Please change pear rate to 1.50 from today itself.", PC(29, "pear", 1.5))
ok(C + "sales", 29, "Yesterday evening Sue Davis purchased 4 kgs orange, I forgot to enter, sorry. Today same "
   "customer took 1 kg banana also.", S(28, "Sue Davis", ("orange", 4)), S(29, "Sue Davis", ("banana", 1)))
ok(C + "count", 29, "Did stock checking just now, apples are 28 kgs only on shelf.",
   A(29, "apple", -1.5, "stock count"))
ok(C + "sale", 14, "Kindly note Ida Novak took 2 kgs pears today, cash paid.", S(14, "Ida Novak", ("pear", 2)))
ok(C + "purchase+sale", 10, "Hillside Produce supplied 15 kgs grapes at 1.80 per kg, selling 2.80 same as before. "
   "Eva Berg took 2 kgs from that lot itself.",
   P(10, "Hillside Produce", ("grape", 15, 1.8, 2.8)), S(10, "Eva Berg", ("grape", 2)))
ok(C + "sale", 20, "500 grams cherry given to Luis Garcia today, he has paid.", S(20, "Luis Garcia", ("cherry", 0.5)))
ok(C + "sales", 22, "Bob Smith took 1 kg mango and 2 kgs apples, then Ken Smith took 1.5 kgs pears. Kindly enter both.",
   S(22, "Bob Smith", ("mango", 1), ("apple", 2)), S(22, "Ken Smith", ("pear", 1.5)))
ok(C + "write-off", 29, "Kindly write off 1 kg banana, it has become black and rotten.", A(29, "banana", -1, "rotten"))
ok(C + "sale", 29, "Eva Berg ma'am 3 kgs mangoes. Rate 2.40, total 7.20.", S(29, "Eva Berg", ("mango", 3)))
ok(C + "purchase", 29, "Received 20 kgs banana from Hillside Produce for total 12.00, selling at 1.20 only.",
   P(29, "Hillside Produce", ("banana", 20, 0.6, 1.2)))
ok(C + "new customer", 29, "Kindly note one new customer, Priya Nair, phone 412-555-7788, took 2 kgs oranges.",
   S(29, who("Priya Nair", phone="412-555-7788"), ("orange", 2)))
ok(C + "return", 29, "Ann Brown returned today's oranges, full 2 kgs, do the needful.", R(29, "Ann Brown", 29))
ok(C + "write-off+sale", 29, "Two things: mango 1 kg damaged while unloading, and Raj Patel purchased 2 kgs mango "
   "after that.", A(29, "mango", -1, "damaged"), S(29, "Raj Patel", ("mango", 2)))
ok(C + "price change", 29, "Banana rate increase to 1.30 from 26th please, I forgot to tell earlier.",
   PC(26, "banana", 1.3))
ok(C + "sale", 25, "Kindly note, Tom Lee bought 1 kg cherries and 1 kg strawberry on Friday.",
   S(23, "Tom Lee", ("cherry", 1), ("strawberry", 1)))
ok(C + "count", 29, "Stock taken of oranges at closing, 24 kgs is there.", A(29, "orange", -1, "stock count"))
ok(C + "sale", 29, "Kindly add, Zoe Davis took 750 gms strawberry.", S(29, "Zoe Davis", ("strawberry", 0.75)))
ok(C + "purchase+sale", 29, "Green Valley Farms came with 20 kgs mango @ 1.50 and 10 kgs pear @ 1.00, selling prices "
   "same as old only, 2.40 and 1.44. Then Omar Haddad took 2 kgs mango from the new lot.",
   P(29, "Green Valley Farms", ("mango", 20, 1.5, 2.4), ("pear", 10, 1.0, 1.44)), S(29, "Omar Haddad", ("mango", 2)))
ok(C + "sale", 17, "Kindly note Ken Smith took 3 kgs grapes on 15th, entry was missed.",
   S(15, "Ken Smith", ("grape", 3)))
ok(C + "sale", 29, "Sue madam took 2 kgs apples and 1 kg bananas. Total 4.60 she paid.",
   S(29, "Sue Davis", ("apple", 2), ("banana", 1)))
ok(C + "count", 29, "Kindly note cherry count at night is 58.5 kgs.", A(29, "cherry", -1, "stock count"))
ok(C + "sales", 27, "Yesterday Luis Garcia took 2 kgs bananas. Today same customer took 1 kg apple also.",
   S(26, "Luis Garcia", ("banana", 2)), S(27, "Luis Garcia", ("apple", 1)))
ok(C + "note", 29, "Reminder: kindly ask ABC to send invoice copy.", note(29))
ok(C + "note", 29, "FYI strawberries from Green Valley are looking very soft, please check before selling.", note(29))
ok(C + "write-off", 29, "2 kgs grapes stolen from front display, kindly note.", A(29, "grape", -2, "stolen"))
ok(C + "sales", 29, "Morning Ida Novak 1 kg orange, after that Mei Chen 2 kgs pears, then Bob Smith half kg cherries.",
   S(29, "Ida Novak", ("orange", 1)), S(29, "Mei Chen", ("pear", 2)), S(29, "Bob Smith", ("cherry", 0.5)))
ok(C + "return", 12, "Omar Haddad returned the mango and cherry he took on 7th. Full return.", R(12, "Omar Haddad", 7))
ok(C + "sale", 29, "Please enter sale: Ken Smith, one and half kgs strawberry and 2 kgs banana.",
   S(29, "Ken Smith", ("strawberry", 1.5), ("banana", 2)))
ok(C + "purchase+write-off", 29, "ABC supplied 30 kgs cherry at 2.00 per kg. After that 3 kgs cherries were found "
   "rotten in bottom of box, do the needful.",
   P(29, "ABC", ("cherry", 30, 2.0, None)), A(29, "cherry", -3, "rotten"))
ok(C + "price change", 29, "Orange price to be made 1.60 from today, boss has said.", PC(29, "orange", 1.6))
ok(C + "samples", 20, "Kindly note 1 kg apple given for samples to customers for tasting, also half kg cherries "
   "same purpose.", A(20, "apple", -1, "samples"), A(20, "cherry", -0.5, "samples"))
ok(C + "new customer", 29, "New customer Arjun Mehta, email arjun.mehta@mailbox.example, took 3 kgs apples and 1 kg "
   "grapes.", S(29, who("Arjun Mehta", email="arjun.mehta@mailbox.example"), ("apple", 3), ("grape", 1)))
ok(C + "sales", 24, "Two sales today only: Raj Patel 2 kgs oranges, Ann Brown 1 kg strawberry.",
   S(24, "Raj Patel", ("orange", 2)), S(24, "Ann Brown", ("strawberry", 1)))
ok(C + "sale", 28, "Day before yesterday Ann Brown took 2 kgs pears, kindly enter.", S(26, "Ann Brown", ("pear", 2)))
ok(C + "sale", 27, "Kindly note 3 days ago Zoe Davis purchased 1 kg mango.", S(24, "Zoe Davis", ("mango", 1)))
no(C + "refusal", 29, "Kindly note tomorrow Tom Lee will take 5 kgs mango, keep aside.", "future date")
no(C + "refusal", 29, "Mr Smith took 2 kgs apples, same customer who comes daily.", "ambiguous customer")
no(C + "refusal", 29, "Give Ann Brown 10% discount on 3 kgs mangoes, she is regular.", "discount")
no(C + "refusal", 29, "Raj Patel returned half of the cherries he bought on 27th.", "partial return")
no(C + "refusal", 29, "Omar Haddad returned his 27th purchase, kindly adjust.", "two sales that day")
no(C + "refusal", 29, "Kindly note 2 dozen bananas sold to Mei Chen.", "pieces without weight")
no(C + "refusal", 29, "Sold one box strawberry to Ida Novak.", "pieces without weight")
no(C + "refusal", 29, "How much stock of mango is there? Kindly revert.", "question")
no(C + "refusal", 29, "Please cancel the last entry I made for Zoe, it was wrong.", "cancellation")
no(C + "refusal", 29, "Good morning ji, shop opened at 9, lot of rush today.", "chit-chat")
no(C + "refusal", 29, "Kindly make the app show totals in rupees also.", "app request")
no(C + "refusal", 29, "Eva Berg returned the things she took on 3rd.", "already returned")
no(C + "refusal", 29, "Sue Davis returned what she bought on 25th.", "no sale that day")
no(C + "refusal", 29, "Kindly enter 2 kgs grapes for Ravi, new customer.", "new customer without full name")
no(C + "refusal", 29, "Tom Lee took 3 kgs cherries, total 12.00 he paid.", "total disagrees with price")
no(C + "refusal", 29, "Kindly note 30th Feb Bob Smith 1 kg apple.", "invalid date")
no(C + "refusal", 29, "Next week ABC will supply 40 kgs apples, please prepone if possible.", "future date")
no(C + "refusal", 29, "Ken Smith 2 kgs pear free of cost, he is owner's friend.", "free")
no(C + "refusal", 29, "Kindly enter 40 kgs mango sale to Luis Garcia.", "not enough stock")
no(C + "refusal", 29, "Zoe Davis took 1.5 kgs mango and 2 kgs apple, also she returned half of Thursday's mango.",
   "partial return")

# ---------------------------------------------------------------- storeman (ex-army, clipped field reports)
M = "storeman: "
ok(M + "sale", 29, "SALE. ITEM: APPLES. QTY: 4 KG. CUST: BOB SMITH. TIME 0915. CONFIRM.",
   S(29, "Bob Smith", ("apple", 4)))
ok(M + "sale", 29, "0930 HRS. CUST MEI CHEN. ITEM BANANA 2KG, ITEM PEAR 1.5KG. NO ISSUES.",
   S(29, "Mei Chen", ("banana", 2), ("pear", 1.5)))
ok(M + "purchase", 29, "RECEIPT FROM HILLSIDE PRODUCE 1100 HRS. ITEM ORANGE QTY 20 KG UNIT COST 0.95. SELL PRICE "
   "UNCHANGED.", P(29, "Hillside Produce", ("orange", 20, 0.95, None)))
ok(M + "write-off", 29, "WRITE-OFF. ITEM STRAWBERRY QTY 1.5 KG. CAUSE: MOULD. LOGGED 1700.",
   A(29, "strawberry", -1.5, "mouldy"))
ok(M + "count", 29, "STOCKTAKE 1800 HRS. GRAPES COUNTED 23 KG.", A(29, "grape", -1, "stock count"))
ok(M + "price change", 29, "PRICE AMENDMENT EFFECTIVE IMMEDIATELY. MANGO TO 2.60/KG.", PC(29, "mango", 2.6))
ok(M + "return", 29, "RETURN RECEIVED 1020. CUST KEN SMITH. ORIGINAL ISSUE DATED 29 FEB. FULL QTY BACK ON SHELF.",
   R(29, "Ken Smith", 29))
ok(M + "sales", 29, "1300-1400 HRS: (1) CUST RAJ PATEL ITEM CHERRY 2 KG. (2) CUST IDA NOVAK ITEM APPLE 3 KG. "
   "(3) CUST TOM LEE ITEM ORANGE 1 KG. END.",
   S(29, "Raj Patel", ("cherry", 2)), S(29, "Ida Novak", ("apple", 3)), S(29, "Tom Lee", ("orange", 1)))
ok(M + "sale", 15, "REPORT 15 FEB. CUST ANN BROWN. ITEM: MANGO. QTY: 2 KG. ISSUED 1610.",
   S(15, "Ann Brown", ("mango", 2)))
ok(M + "purchase", 9, "RECEIPT 0800 HRS. SUPPLIER ABC. APPLES 15 KG @ 1.05. CHERRIES 10 KG @ 2.10. SELL PRICES AS "
   "PER LIST.", P(9, "ABC", ("apple", 15, 1.05, None), ("cherry", 10, 2.1, None)))
ok(M + "write-off", 29, "ITEM BANANA. QTY 3 KG. CONDITION: CRUSHED IN TRANSIT. WRITTEN OFF.",
   A(29, "banana", -3, "damaged"))
ok(M + "sale", 29, "CUST: LUIS GARCIA / ITEM: STRAWBERRY / QTY: 2.5 KG / CHARGED 9.75 / 1545 HRS.",
   S(29, "Luis Garcia", ("strawberry", 2.5)))
ok(M + "sale", 29, "YESTERDAY 1930 HRS, LATE ENTRY: CUST OMAR HADDAD, ITEM GRAPE, QTY 1 KG.",
   S(28, "Omar Haddad", ("grape", 1)))
ok(M + "purchase+sale", 21, "SITREP 21 FEB. RECEIPT GREEN VALLEY FARMS PEAR 12 KG COST 1.00 SELL 1.60. ISSUE CUST ZOE "
   "DAVIS PEAR 2 KG. CONFIRM.",
   P(21, "Green Valley Farms", ("pear", 12, 1.0, 1.6)), S(21, "Zoe Davis", ("pear", 2)))
ok(M + "count", 29, "COUNT CHECK 2000 HRS. ITEM BANANA. ON HAND 31 KG.", A(29, "banana", 0.5, "stock count"))
ok(M + "return", 29, "RETURN. CUST ZOE DAVIS. ISSUE OF 21 FEB. QTY FULL. REASON BRUISED. LOGGED 1120.",
   R(29, "Zoe Davis", 21))
ok(M + "samples", 18, "ITEM CHERRY QTY 1 KG ISSUED TO SAMPLING TABLE 1000 HRS. NOT A SALE.",
   A(18, "cherry", -1, "samples"))
ok(M + "new customer", 29, "NEW CUST: HAROLD QUINN. TEL 555-0199. ITEM APPLE QTY 2 KG. TIME 1205.",
   S(29, who("Harold Quinn", phone="555-0199"), ("apple", 2)))
ok(M + "purchase+write-off", 29, "0700 DELIVERY ABC: MANGO 15 KG AT 1.40, SELL 2.40. 0745 DAMAGE CHECK: MANGO 1 KG "
   "SPLIT, WRITTEN OFF.", P(29, "ABC", ("mango", 15, 1.4, 2.4)), A(29, "mango", -1, "damaged"))
ok(M + "price change", 29, "PRICE CHANGE. ITEM GRAPE. NEW 2.90. EFFECTIVE 27 FEB. LATE NOTIFICATION.",
   PC(27, "grape", 2.9))
ok(M + "sale", 29, "CUST EVA BERG. ITEM MANGO 1 KG, ITEM ORANGE 2 KG. TOTAL 5.48. 1630.",
   S(29, "Eva Berg", ("mango", 1), ("orange", 2)))
ok(M + "sale", 13, "LATE ENTRY FROM 11 FEB. CUST MEI CHEN. ITEM PEAR. QTY 3 KG.", S(11, "Mei Chen", ("pear", 3)))
ok(M + "note", 29, "NOTE FOR RECORD: FRIDGE 2 TEMP HIGH AT 1400. REMEMBER ENGINEER VISIT.", note(29))
ok(M + "sales", 26, "0900 CUST SUE DAVIS ITEM APPLE 1 KG. 0940 CUST SUE DAVIS ITEM CHERRY 1 KG. SEPARATE "
   "TRANSACTIONS.", S(26, "Sue Davis", ("apple", 1)), S(26, "Sue Davis", ("cherry", 1)))
ok(M + "write-off", 29, "LOSS REPORT. ITEM ORANGE QTY 2 KG. CAUSE: THEFT FROM FRONT CRATE 1515.",
   A(29, "orange", -2, "stolen"))
ok(M + "counts", 29, "STOCKTAKE 28 FEB CLOSE. PEAR 25.5 KG. STRAWBERRY 29 KG.",
   A(28, "pear", -0.5, "stock count"), A(28, "strawberry", -1, "stock count"))
ok(M + "sale", 29, "CUST KEN SMITH. ITEM ORANGE QTY 3 LB. 1715.", S(29, "Ken Smith", ("orange", 1.361)))
ok(M + "purchase+sale", 29, "RECEIPT 0630 GREEN VALLEY FARMS: BANANA 25 KG, TOTAL COST 15.00. THEN ISSUE 0700 CUST "
   "ANN BROWN BANANA 3 KG.", P(29, "Green Valley Farms", ("banana", 25, 0.6, None)), S(29, "Ann Brown", ("banana", 3)))
ok(M + "return", 23, "RETURN 23 FEB. CUST SUE DAVIS. ORIGINAL ISSUE 22 FEB. ITEM MANGO. FULL QTY.",
   R(23, "Sue Davis", 22))
ok(M + "sale", 24, "ITEM GRAPES. QTY 250 G. CUST TOM LEE. 1010 HRS.", S(24, "Tom Lee", ("grape", 0.25)))
ok(M + "price changes", 29, "1200 HRS PRICE: BANANA 1.10. 1230 HRS PRICE: APPLE 1.80. BOTH EFFECTIVE NOW.",
   PC(29, "banana", 1.1), PC(29, "apple", 1.8))
ok(M + "sales", 6, "SITREP 06 FEB. CUST ZOE DAVIS ITEM PEAR 1 KG. CUST TOM LEE ITEM BANANA 2 KG.",
   S(6, "Zoe Davis", ("pear", 1)), S(6, "Tom Lee", ("banana", 2)))
ok(M + "write-off", 29, "ITEM CHERRIES QTY 2 KG ROTTEN. DISPOSED 1900.", A(29, "cherry", -2, "rotten"))
ok(M + "sale", 29, "CUST OMAR HADDAD. ITEM STRAWBERRY QTY 1 KG, ITEM APPLE QTY 2 KG. PAID 7.30.",
   S(29, "Omar Haddad", ("strawberry", 1), ("apple", 2)))
ok(M + "sale", 29, "TWO DAYS AGO 1400: CUST LUIS GARCIA ITEM PEAR 2 KG.", S(27, "Luis Garcia", ("pear", 2)))
ok(M + "count+sale", 19, "STOCKTAKE CLOSE 18 FEB: MANGO 38 KG. ISSUE 19 FEB 0900 CUST BOB SMITH MANGO 2 KG.",
   A(18, "mango", -1, "stock count"), S(19, "Bob Smith", ("mango", 2)))
ok(M + "write-off", 29, "INCIDENT 1340: 1 KG STRAWBERRY DROPPED, UNSALEABLE. WRITE OFF.",
   A(29, "strawberry", -1, "damaged"))
ok(M + "sale", 29, "CUST IDA NOVAK ITEM MANGO 2 KG ITEM CHERRY 1 KG ITEM GRAPE 1 KG. 1105.",
   S(29, "Ida Novak", ("mango", 2), ("cherry", 1), ("grape", 1)))
ok(M + "note", 29, "FOR YOUR INFORMATION: NEW PADLOCK FITTED ON STORE DOOR, KEYS WITH OWNER.", note(29))
ok(M + "return+sale", 29, "RETURN 0900 CUST ANN BROWN, ISSUE OF 29 FEB, FULL. RE-ISSUE 0905 CUST ANN BROWN ITEM "
   "MANGO 2 KG.", R(29, "Ann Brown", 29), S(29, "Ann Brown", ("mango", 2)))
ok(M + "sale", 27, "ITEM APPLE. QTY 2 KG. CUST: RAJ PATEL. 1640 HRS.", S(27, "Raj Patel", ("apple", 2)))
ok(M + "purchase+sale", 16, "RECEIPT HILLSIDE PRODUCE 0700: CHERRY 20 KG @ 2.05 SELL 3.20. ISSUE 1000 CUST EVA BERG "
   "CHERRY 2 KG.", P(16, "Hillside Produce", ("cherry", 20, 2.05, 3.2)), S(16, "Eva Berg", ("cherry", 2)))
ok(M + "count", 29, "STOCKTAKE 2100 HRS APPLES 29 KG.", A(29, "apple", -0.5, "stock count"))
no(M + "refusal", 29, "NEGATIVE ON LAST ENTRY. DISREGARD APPLE ISSUE TO BOB SMITH.", "cancellation")
no(M + "refusal", 29, "ISSUE CUST MR DAVIS ITEM PEAR 2 KG 1300.", "ambiguous customer")
no(M + "refusal", 29, "ITEM BANANA QTY 2 CRATES CUST RAJ PATEL.", "pieces without weight")
no(M + "refusal", 29, "RETURN CUST TOM LEE ISSUE OF 08 FEB.", "two sales that day")
no(M + "refusal", 29, "RETURN CUST BOB SMITH ISSUE 18 FEB. FULL.", "already returned")
no(M + "refusal", 29, "RETURN CUST LUIS GARCIA ISSUE 20 FEB.", "no sale that day")
no(M + "refusal", 29, "RETURN CUST EVA BERG ISSUE 19 FEB. PARTIAL, 1 KG ONLY.", "partial return")
no(M + "refusal", 29, "SCHEDULED ISSUE 01 MAR: CUST MEI CHEN MANGO 3 KG.", "future date")
no(M + "refusal", 29, "CUST OMAR HADDAD ITEM CHERRY 2 KG. 50 PCT DISCOUNT AUTHORISED.", "discount")
no(M + "refusal", 29, "REQUEST: CONFIRM STOCK LEVEL ITEM STRAWBERRY. OVER.", "question")
no(M + "refusal", 29, "REQUEST SYSTEM PRINT DAILY REPORT AT 1800 AUTOMATICALLY.", "app request")
no(M + "refusal", 29, "ITEM APPLES QTY 12 EACH CUST ANN BROWN.", "pieces without weight")
no(M + "refusal", 29, "ISSUE CUST KEN SMITH ITEM MANGO QTY 25 KG.", "not enough stock")
no(M + "refusal", 29, "CUST IDA NOVAK ITEM ORANGE 2 KG. CHARGED 2.80.", "total disagrees with price")
no(M + "refusal", 29, "ALL QUIET. SHIFT HANDED OVER 1800. NOTHING TO REPORT.", "chit-chat")
no(M + "refusal", 29, "ISSUE CUST PETE. ITEM GRAPE 1 KG.", "new customer without full name")
no(M + "refusal", 29, "RECEIPT ABC 15/03: APPLES 20 KG.", "future date")
no(M + "refusal", 29, "CUST SUE DAVIS ITEM STRAWBERRY 1 KG - ON THE HOUSE, COMPENSATION.", "free")
no(M + "refusal", 29, "ISSUE CUST ZOE DAVIS ITEM MANGO 2 KG. ALSO RETURN CUST MEI CHEN ISSUE 24 FEB.",
   "two sales that day")
no(M + "refusal", 29, "AMEND ENTRY 1430: QTY SHOULD READ 3 KG NOT 2 KG.", "cancellation")

# ---------------------------------------------------------------- teen (work experience, hashtags and emoji)
T = "teen: "
ok(T + "sale", 29, "just sold 2kg apples to tom lee 🍎 #firstsale #workexperience", S(29, "Tom Lee", ("apple", 2)))
ok(T + "sales", 29, "mei chen got 1kg cherries n 1kg grapes lol she was so nice 🍒🍇 then ida novak 2kg apples",
   S(29, "Mei Chen", ("cherry", 1), ("grape", 1)), S(29, "Ida Novak", ("apple", 2)))
ok(T + "purchase", 29, "omg a delivery from hillside produce 😳 20kg pears, they said 0.95 a kilo #heavy",
   P(29, "Hillside Produce", ("pear", 20, 0.95, None)))
ok(T + "sale", 29, "ken smith bought 3kg strawbs 🍓 total was 11.70 i did the maths myself lol",
   S(29, "Ken Smith", ("strawberry", 3)))
ok(T + "write-off", 29, "lol dropped like 1kg of mango on the floor 💀 its squished, write it off #oops",
   A(29, "mango", -1, "damaged"))
ok(T + "count", 29, "counted the bananas bc boss said so… 29kg 🍌 #stocktake", A(29, "banana", -1.5, "stock count"))
ok(T + "return", 29, "raj patel brought back the cherries from tuesday 🙄 whole lot", R(29, "Raj Patel", 27))
ok(T + "price change", 29, "boss said pears are 1.50 now from today ok noted 📝 #pricechange", PC(29, "pear", 1.5))
ok(T + "sales", 29, "busy lol 😅 zoe davis 2kg oranges then luis garcia 1.5kg apples then ann brown 500g grapes "
   "#rushhour", S(29, "Zoe Davis", ("orange", 2)), S(29, "Luis Garcia", ("apple", 1.5)),
   S(29, "Ann Brown", ("grape", 0.5)))
ok(T + "sale", 18, "yesterday i forgot to put in ida novak 2kg bananas sorry 😬", S(17, "Ida Novak", ("banana", 2)))
ok(T + "sale", 16, "first day!!! 🎉 sold eva berg 1kg strawberries #newjob", S(16, "Eva Berg", ("strawberry", 1)))
ok(T + "sale", 16, "sue davis got 2kg mango, she paid 4.80 exactly 💸", S(16, "Sue Davis", ("mango", 2)))
ok(T + "write-off", 29, "some1 nicked 1kg grapes from outside 😡 #stolen #notcool", A(29, "grape", -1, "stolen"))
ok(T + "purchase", 29, "green valley farms dropped off 30kg strawberries at 2.40/kg and boss says sell at 3.90 🍓🍓🍓",
   P(29, "Green Valley Farms", ("strawberry", 30, 2.4, 3.9)))
ok(T + "write-off", 29, "found 1.5kg oranges gone mouldy at the back 🤢 #gross", A(29, "orange", -1.5, "mouldy"))
ok(T + "new customer", 29, "new customer!! maya okafor 👋 maya.okafor@mail.example took 2kg pears n 1kg apples",
   S(29, who("Maya Okafor", email="maya.okafor@mail.example"), ("pear", 2), ("apple", 1)))
ok(T + "sale", 21, "last wednesday omar haddad got 2kg apples lol forgot to say", S(14, "Omar Haddad", ("apple", 2)))
ok(T + "price change", 29, "cherries r 3.50 now apparently 🍒 from today #inflation", PC(29, "cherry", 3.5))
ok(T + "return", 29, "ida novak returned the oranges n stuff from 16th lol", R(29, "Ida Novak", 16))
ok(T + "sale", 29, "2 lb grapes for ann brown 🍇 she's sweet", S(29, "Ann Brown", ("grape", 0.907)))
ok(T + "sales", 25, "slow shift 😴 raj patel 1kg oranges. after that tom lee 2kg bananas.",
   S(25, "Raj Patel", ("orange", 1)), S(25, "Tom Lee", ("banana", 2)))
ok(T + "counts", 29, "counted strawbs 31kg?? more than the system lol 🤷 and mangoes 18kg",
   A(29, "strawberry", 1, "stock count"), A(29, "mango", -1, "stock count"))
ok(T + "purchase", 29, "ABC brought apples 25kg 🍏 cost 1.10, sell 1.70 same as b4",
   P(29, "ABC", ("apple", 25, 1.1, 1.7)))
ok(T + "write-off", 29, "1kg bananas went all brown n rotten 🍌💀", A(29, "banana", -1, "rotten"))
ok(T + "sale", 19, "luis garcia bought 3kg grapes 🍇 #sold", S(19, "Luis Garcia", ("grape", 3)))
ok(T + "price change+sale", 22, "mango price going to 2.50 from today 🥭 and sue davis took 1kg at the new price lol",
   PC(22, "mango", 2.5), S(22, "Sue Davis", ("mango", 1)))
ok(T + "samples", 29, "gave out 500g strawbs as samples for tasting 😋 #yum", A(29, "strawberry", -0.5, "samples"))
ok(T + "sale", 29, "zoe davis 1 and a half kg cherries 🍒", S(29, "Zoe Davis", ("cherry", 1.5)))
ok(T + "sale", 29, "omar haddad wanted 3kg pears + 2kg bananas, total 6.72 🧾",
   S(29, "Omar Haddad", ("pear", 3), ("banana", 2)))
ok(T + "sale", 14, "valentines rush lol 💕 mei chen got 2kg strawberries", S(14, "Mei Chen", ("strawberry", 2)))
ok(T + "return+sale", 14, "eva berg brought back the stuff she got on the 10th 🔙 and then bought 1kg orange instead",
   R(14, "Eva Berg", 10), S(14, "Eva Berg", ("orange", 1)))
ok(T + "note", 29, "remember to order more paper bags!! 🛍️ #reminder", note(29))
ok(T + "note", 29, "fyi the scale near the till is acting weird lol", note(29))
ok(T + "sales", 29, "2 sales rn: ken smith 2kg apples 🍎, sue davis 1kg mango 🥭",
   S(29, "Ken Smith", ("apple", 2)), S(29, "Sue Davis", ("mango", 1)))
ok(T + "purchase", 29, "hillside produce 10kg grapes at 1.80 😎 sell price 2.80",
   P(29, "Hillside Produce", ("grape", 10, 1.8, 2.8)))
ok(T + "counts", 29, "stocktake vibes 📋 pears 20kg, apples 30kg",
   A(29, "pear", -1, "stock count"), A(29, "apple", 0.5, "stock count"))
ok(T + "sale", 29, "tom lee 750g mango lol tiny order", S(29, "Tom Lee", ("mango", 0.75)))
ok(T + "sales", 27, "monday i forgot: mei chen 2kg apples. also today raj patel 1kg pears #catchingup",
   S(26, "Mei Chen", ("apple", 2)), S(27, "Raj Patel", ("pear", 1)))
ok(T + "return", 29, "luis garcia gave back his grapes and oranges from the 23rd 🙃", R(29, "Luis Garcia", 23))
ok(T + "sale", 29, "sold bob smith 4kg oranges 🍊🍊 he paid 6.16", S(29, "Bob Smith", ("orange", 4)))
ok(T + "purchase+write-off", 29, "delivery from green valley farms 🚚 15kg oranges at 0.90, then 1kg of them were "
   "squashed lol", P(29, "Green Valley Farms", ("orange", 15, 0.9, None)), A(29, "orange", -1, "damaged"))
ok(T + "sale", 24, "ann brown 2kg pears, new price 1.44 applies ✅", S(24, "Ann Brown", ("pear", 2)))
ok(T + "sale", 20, "idk if this counts but eva berg got 2kg bananas 🍌 lol", S(20, "Eva Berg", ("banana", 2)))
no(T + "refusal", 29, "can u show me how much we sold today?? 🤔", "question")
no(T + "refusal", 29, "lol the app should have dark mode fr #feedback", "app request")
no(T + "refusal", 29, "mrs smith took 2kg apples", "ambiguous customer")
no(T + "refusal", 29, "tomorrow ann brown wants 3kg mango saved 🥭", "future date")
no(T + "refusal", 29, "sold 6 oranges to mei chen 🍊", "pieces without weight")
no(T + "refusal", 29, "gave ken smith 1kg cherries for free bc he's nice 🥰", "free")
no(T + "refusal", 29, "omar haddad returned the stuff from tuesday", "two sales that day")
no(T + "refusal", 29, "zoe davis brought back like half her mango from today lol", "partial return")
no(T + "refusal", 29, "tom lee returned his oranges from the 11th", "already returned")
no(T + "refusal", 29, "bob smith returned stuff from the 20th 🙃", "no sale that day")
no(T + "refusal", 29, "undo that last one pls i typed it wrong 😭", "cancellation")
no(T + "refusal", 29, "ugh so bored lol 🥱 #worklife", "chit-chat")
no(T + "refusal", 29, "sold jake 2kg apples lol", "new customer without full name")
no(T + "refusal", 29, "raj patel got 2kg cherries, charged him 5.00 coz he's a regular 😇", "discount")
no(T + "refusal", 29, "next saturday green valley farms bringing 40kg bananas 🍌", "future date")
no(T + "refusal", 29, "sold 2 punnets strawbs to eva berg 🍓", "pieces without weight")
no(T + "refusal", 29, "luis garcia took 30kg mango 🤯 big order lol", "not enough stock")
no(T + "refusal", 29, "ida novak got 1kg pears half price lol manager said ok", "discount")
no(T + "refusal", 29, "sue davis 2kg apples and a box of bananas", "pieces without weight")

# ---------------------------------------------------------------- spouse (one end-of-day paragraph)
W = "spouse: "
ok(W + "sales", 29, "Right, end of the day. Mei came in first thing and had 2 kilos of apples, then Omar took a kilo "
   "of cherries, and after that it was quiet till lunch. Also Sue had 1.5 kg of bananas just before we shut.",
   S(29, "Mei Chen", ("apple", 2)), S(29, "Omar Haddad", ("cherry", 1)), S(29, "Sue Davis", ("banana", 1.5)))
ok(W + "sale", 29, "Quiet one today. Only thing worth putting down is Bob Smith, 2 kg of oranges, he paid 3.08.",
   S(29, "Bob Smith", ("orange", 2)))
ok(W + "purchase+sale+write-off", 29, "Green Valley Farms came at eight with 20 kg of bananas at 0.60 a kilo, then Raj "
   "bought 3 kg of them almost straight away. After that I threw out a kilo that had split in the crate.",
   P(29, "Green Valley Farms", ("banana", 20, 0.6, None)), S(29, "Raj Patel", ("banana", 3)),
   A(29, "banana", -1, "damaged"))
ok(W + "counts", 29, "Tidying up tonight I counted the grapes, there are 25 kg not 24 like it says. Also the pears - "
   "I made it 20 kg.", A(29, "grape", 1, "stock count"), A(29, "pear", -1, "stock count"))
ok(W + "return+sale", 29, "Ann came back with the mango she'd bought on the 23rd, said it was too ripe, so I took it "
   "all back. Then she bought a kilo of apples instead.", R(29, "Ann Brown", 23), S(29, "Ann Brown", ("apple", 1)))
ok(W + "price changes+sale", 29, "We put cherries up to 3.40 today, then oranges down to 1.50. Also Zoe had 2 kg "
   "strawberries this afternoon.", PC(29, "cherry", 3.4), PC(29, "orange", 1.5),
   S(29, "Zoe Davis", ("strawberry", 2)))
ok(W + "sales+write-off", 29, "Long day. Ken had a kilo and a half of mango in the morning, after that Tom bought 2 "
   "kilos of pears, then Ida 1 kg of grapes and 1 kg of oranges. Also half a kilo of strawberries went mouldy so I "
   "binned them.", S(29, "Ken Smith", ("mango", 1.5)), S(29, "Tom Lee", ("pear", 2)),
   S(29, "Ida Novak", ("grape", 1), ("orange", 1)), A(29, "strawberry", -0.5, "mouldy"))
ok(W + "sales", 20, "Bit of a slow one today. Luis took 2 kg of grapes, then Zoe had 1 kg of cherries, and after that "
   "nobody till closing.", S(20, "Luis Garcia", ("grape", 2)), S(20, "Zoe Davis", ("cherry", 1)))
ok(W + "purchase+sale", 29, "ABC dropped off 20 kilos of apples at 1.10, we're keeping them at 1.70. Then Bob bought "
   "3 kilos of them.", P(29, "ABC", ("apple", 20, 1.1, 1.7)), S(29, "Bob Smith", ("apple", 3)))
ok(W + "write-off", 29, "Only thing today really - somebody walked off with 2 kg of pears from the front while I was "
   "serving. Annoying.", A(29, "pear", -2, "stolen"))
ok(W + "sales", 29, "Yesterday I forgot to put in Raj's order, 2 kg of mango, so adding that. Then today he came back "
   "for 1 kg of cherries.", S(28, "Raj Patel", ("mango", 2)), S(29, "Raj Patel", ("cherry", 1)))
ok(W + "return+sales", 15, "End of day. Tom brought back everything he bought on the 7th. After that Mei had 2 kg "
   "oranges and Bob 1 kg of grapes.", R(15, "Tom Lee", 7), S(15, "Mei Chen", ("orange", 2)),
   S(15, "Bob Smith", ("grape", 1)))
ok(W + "purchase+price change", 29, "Hillside Produce brought 12 kg of mango, paid 18.00 for the lot, and we'll sell "
   "at 2.40 still. Also the banana price is going to 1.25 from today.",
   P(29, "Hillside Produce", ("mango", 12, 1.5, 2.4)), PC(29, "banana", 1.25))
ok(W + "sales", 29, "Sue came in twice today! First a kilo of apples, then later 2 kg of oranges. Also Omar had 500 "
   "grams of grapes.", S(29, "Sue Davis", ("apple", 1)), S(29, "Sue Davis", ("orange", 2)),
   S(29, "Omar Haddad", ("grape", 0.5)))
ok(W + "sale", 29, "Nothing much, just Ida, 3 kg of bananas and a kilo of pears. She paid 5.04 altogether.",
   S(29, "Ida Novak", ("banana", 3), ("pear", 1)))
ok(W + "sales", 23, "Busy one. Ann had 2 kg of bananas, after that Luis bought 1 kg of cherries, also Tom took a "
   "kilo of apples late on.", S(23, "Ann Brown", ("banana", 2)), S(23, "Luis Garcia", ("cherry", 1)),
   S(23, "Tom Lee", ("apple", 1)))
ok(W + "counts+sale", 29, "Did a count before locking up: 29 kg of strawberries, 18 kg of mango. Then I remembered "
   "Ken's 2 kg of apples from this morning, so that's in too.", A(29, "strawberry", -1, "stock count"),
   A(29, "mango", -1, "stock count"), S(29, "Ken Smith", ("apple", 2)))
ok(W + "note", 29, "Reminder: the card machine needs a new paper roll before we open.", note(29))
ok(W + "sales", 26, "Yesterday Zoe had 2 kg of pears, I forgot to put it in. Today Raj took 1.5 kg of bananas, then "
   "Eva 1 kg of strawberries.", S(25, "Zoe Davis", ("pear", 2)), S(26, "Raj Patel", ("banana", 1.5)),
   S(26, "Eva Berg", ("strawberry", 1)))
ok(W + "price change+sales", 29, "Mangoes were looking sad so we've dropped them to 2.20 from today. After that Ken "
   "took 3 kg, and Ann had 1 kg.", PC(29, "mango", 2.2), S(29, "Ken Smith", ("mango", 3)),
   S(29, "Ann Brown", ("mango", 1)))
ok(W + "return+write-off", 29, "Zoe brought back her mango from this morning, all of it, said she'd bought too much. "
   "Also 1 kg of cherries went rotten.", R(29, "Zoe Davis", 29), A(29, "cherry", -1, "rotten"))
ok(W + "purchase+sales+samples", 17, "Strawberries from Green Valley Farms came in, 10 kg at 2.50 with shelf price "
   "3.90. Then Luis had 2 kg, after that Ann 1 kg. Also gave away half a kilo as tasters.",
   P(17, "Green Valley Farms", ("strawberry", 10, 2.5, 3.9)), S(17, "Luis Garcia", ("strawberry", 2)),
   S(17, "Ann Brown", ("strawberry", 1)), A(17, "strawberry", -0.5, "samples"))
ok(W + "new customer", 29, "Just the one new customer today, a lady called Grace Holloway, "
   "grace.holloway@postbox.example, who took 2 kg of oranges and a kilo of apples.",
   S(29, who("Grace Holloway", email="grace.holloway@postbox.example"), ("orange", 2), ("apple", 1)))
ok(W + "return+sale", 29, "Omar brought back the pears he bought on the 21st, all 4 kg. Then Ida had 2 kg oranges.",
   R(29, "Omar Haddad", 21), S(29, "Ida Novak", ("orange", 2)))
ok(W + "price change+sales", 24, "Pears down to 1.40 from today. After that Mei bought 2 kg, then Ann 1 kg of "
   "cherries.", PC(24, "pear", 1.4), S(24, "Mei Chen", ("pear", 2)), S(24, "Ann Brown", ("cherry", 1)))
ok(W + "sales", 29, "Ken had a pound of cherries and Tom two pounds of grapes, then that was it.",
   S(29, "Ken Smith", ("cherry", 0.454)), S(29, "Tom Lee", ("grape", 0.907)))
ok(W + "sales+price change", 28, "Today Raj had 3 kg of cherries, then Tom 1 kg of strawberries. Also the apple price "
   "is going up to 1.80 from today.", S(28, "Raj Patel", ("cherry", 3)), S(28, "Tom Lee", ("strawberry", 1)),
   PC(28, "apple", 1.8))
ok(W + "sale", 29, "Ida bought 2 kg of bananas, that's all, said 2.40 total.", S(29, "Ida Novak", ("banana", 2)))
ok(W + "write-off+sale", 29, "Sad day for the grapes - 1.5 kg gone mouldy at the bottom of the tray, threw them out. "
   "Then Eva bought 2 kg of the good ones.", A(29, "grape", -1.5, "mouldy"), S(29, "Eva Berg", ("grape", 2)))
ok(W + "sales", 10, "Mei had a kilo of apples this morning, then Ken 2 kg of pears. Also Tom bought 1 kg of oranges.",
   S(10, "Mei Chen", ("apple", 1)), S(10, "Ken Smith", ("pear", 2)), S(10, "Tom Lee", ("orange", 1)))
ok(W + "sales+purchase", 29, "Zoe had 1 kg of grapes, then Luis 2 kg, and after that the chap from Hillside Produce "
   "dropped 15 kg of oranges at 0.95 a kilo.", S(29, "Zoe Davis", ("grape", 1)), S(29, "Luis Garcia", ("grape", 2)),
   P(29, "Hillside Produce", ("orange", 15, 0.95, None)))
ok(W + "count", 13, "Counted the oranges tonight and there's 28 kg.", A(13, "orange", -2, "stock count"))
ok(W + "sale", 21, "Luis had 2 kilos of apples this morning, paid 3.40, nothing else to report.",
   S(21, "Luis Garcia", ("apple", 2)))
ok(W + "samples+sale+price change", 29, "Half a kilo of mango went to tasters, then Omar bought 2 kg after trying it. "
   "Also banana price up to 1.30.", A(29, "mango", -0.5, "samples"), S(29, "Omar Haddad", ("mango", 2)),
   PC(29, "banana", 1.3))
ok(W + "return+sales", 22, "Sue brought back her grapes from the 20th. Then Zoe had 2 kg of pears and Raj 1 kg of "
   "apples.", R(22, "Sue Davis", 20), S(22, "Zoe Davis", ("pear", 2)), S(22, "Raj Patel", ("apple", 1)))
ok(W + "sale", 29, "Just the one today: Bob, 1.5 kg of strawberries.", S(29, "Bob Smith", ("strawberry", 1.5)))
ok(W + "note", 29, "FYI for the morning: the back door lock is sticking again.", note(29))
ok(W + "sales", 27, "Ken had 2 kg of oranges, then Mei 1 kg of mango, after that Ann 1 kg of grapes.",
   S(27, "Ken Smith", ("orange", 2)), S(27, "Mei Chen", ("mango", 1)), S(27, "Ann Brown", ("grape", 1)))
ok(W + "counts", 29, "Bananas counted at close, 30 kg, and apples 29 kg. Everything else looked right.",
   A(29, "banana", -0.5, "stock count"), A(29, "apple", -0.5, "stock count"))
ok(W + "sales", 29, "Ann had 3 kg of bananas, also Bob 2 kg of cherries. Raj popped in for 1 kg of pears after that.",
   S(29, "Ann Brown", ("banana", 3)), S(29, "Bob Smith", ("cherry", 2)), S(29, "Raj Patel", ("pear", 1)))
ok(W + "sale", 29, "The only thing was Eva, 1 kg of mango and 1 kg of strawberries, came to 6.30.",
   S(29, "Eva Berg", ("mango", 1), ("strawberry", 1)))
ok(W + "sales", 29, "Three days ago Omar had 2 kg of apples which I never wrote in, then today Ken took a kilo of "
   "oranges.", S(26, "Omar Haddad", ("apple", 2)), S(29, "Ken Smith", ("orange", 1)))
ok(W + "purchase+sale", 29, "ABC came with cherries and grapes: 10 kg cherries at 2.00 and 10 kg grapes at 1.80, "
   "selling the same as before (3.20 and 2.80). Then Tom had 2 kg of the grapes.",
   P(29, "ABC", ("cherry", 10, 2.0, 3.2), ("grape", 10, 1.8, 2.8)), S(29, "Tom Lee", ("grape", 2)))
no(W + "refusal", 29, "We're off to my sister's so we'll open late. Also, Raj will pick up 3 kg of mango tomorrow.",
   "future date")
no(W + "refusal", 29, "Mrs Davis had 2 kg of apples, then Tom 1 kg of pears.", "ambiguous customer")
no(W + "refusal", 29, "Ida came back with what she bought on the 9th, then had 1 kg of oranges.", "two sales that day")
no(W + "refusal", 29, "Zoe returned a kilo of the mango from this morning, kept the rest, then bought 1 kg of pears.",
   "partial return")
no(W + "refusal", 29, "Ken brought back his oranges from the 4th, then had 2 kg of apples.", "already returned")
no(W + "refusal", 29, "Eva brought back stuff from the 25th, though I can't see she bought anything that day. Then "
   "Tom had 1 kg of apples.", "no sale that day")
no(W + "refusal", 29, "Gave Ann 3 kg of bananas on the house for her birthday, then Luis had 2 kg of grapes.", "free")
no(W + "refusal", 29, "Sold Omar a box of strawberries, then a bag of apples to Sue.", "pieces without weight")
no(W + "refusal", 29, "Do you know how much we took this week? Ken reckons it was a record.", "question")
no(W + "refusal", 29, "What a day, the rain never stopped and the heater packed in. Nobody came in at all.",
   "chit-chat")
no(W + "refusal", 29, "Could you get the thing to print a receipt when I put a sale in? Bob keeps asking.",
   "app request")
no(W + "refusal", 29, "Scrap what I put in earlier about Raj's pears, it never happened.", "cancellation")
no(W + "refusal", 29, "Tom had 2 kg of cherries, I only charged him 5.00 because he's been so good to us.", "discount")
no(W + "refusal", 29, "Zoe had 2 kg of strawberries on the 31st, then Mei 1 kg of apples.", "invalid date")
no(W + "refusal", 29, "A young lad, Danny, bought 2 kg of apples, then Mei 1 kg of pears.",
   "new customer without full name")
no(W + "refusal", 29, "Luis wanted 25 kg of mango for a party, so that's gone out, then Ann had 1 kg of pears.",
   "not enough stock")
no(W + "refusal", 29, "Next Saturday Hillside Produce are bringing 30 kg of pears, and Ann's having 2 kg of them.",
   "future date")
no(W + "refusal", 29, "Bob had 3 kg of oranges, 3.00 all in, then Ida a kilo of apples.", "total disagrees with price")
no(W + "refusal", 29, "Half price on the soft mangoes tonight, Ken had 2 kg, then Sue 1 kg.", "discount")

with open(HERE / "records.jsonl", "w", encoding="utf-8") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines")
