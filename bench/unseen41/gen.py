"""Write records.jsonl: held-out set 41, typed by hand from the user's side (four personas)."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"
LB = 0.45359237
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def lb(pounds):
    return round(pounds * LB, 3)


def c(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, cust, *items):
    return {"kind": "sale", "date": date, "customer": cust,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, sup, *items):
    return {"kind": "purchase", "date": date, "supplier": sup,
            "items": [{"product": p, "quantity": q, "unit_cost": u, "selling_price": s} for p, q, u, s in items]}


def ret(date, cust, sale_date):
    return {"kind": "return", "date": date, "customer": cust, "sale_date": sale_date}


def pc(date, product, price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": price}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def ok(style, text, *records, today=T):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r == "NOTE" else r for r in records]
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


GVF = c("Green Valley Farms")
ABC = c("ABC")
HP = c("Hillside Produce")

# ---------------------------------------------------------------- night-shift stocker: terse caps
S = "night_stocker"
ok(S, "RCVD GREEN VALLEY FARMS 20KG MANGO @1.50", buy(T, GVF, ("mango", 20, 1.5, None)))
ok(S, "RCVD ABC APPLE 25KG COST 1.10 SHELF 1.70", buy(T, ABC, ("apple", 25, 1.1, 1.7)))
ok(S, "RCVD HILLSIDE PRODUCE BANANA 30KG @ 0.60/KG", buy(T, HP, ("banana", 30, 0.6, None)))
ok(S, "W/O 1.5KG STRAWB MOULDY", adj(T, "strawberry", -1.5, "mouldy"))
ok(S, "W/O PEAR 2KG ROTTEN", adj(T, "pear", -2, "rotten"))
ok(S, "W/O 0.8KG CHERRY SPOILED", adj(T, "cherry", -0.8, "spoiled"))
ok(S, "ADJ COUNT APPLE 28.5", adj(T, "apple", -1.0, "stock count"))
ok(S, "ADJ COUNT BANANA 31", adj(T, "banana", 0.5, "stock count"))
ok(S, "CNT MANGO 18.2", adj(T, "mango", -0.8, "stock count"))
ok(S, "RCVD HILLSIDE PRODUCE 40KG ORANGE TOTAL 36.00", buy(T, HP, ("orange", 40, 0.9, None)))
ok(S, "RCVD ABC 10KG GRAPE 1.80 + 10KG CHERRY 2.00",
   buy(T, ABC, ("grape", 10, 1.8, None), ("cherry", 10, 2.0, None)))
ok(S, "W/O 500G GRAPES DAMAGED (DROPPED CRATE)", adj(T, "grape", -0.5, "damaged"))
ok(S, "W/O STRAWBERRY 1KG SAMPLES FOR TASTING TABLE", adj(T, "strawberry", -1, "samples"))
ok(S, "W/O APPLE 2KG STOLEN, BACK DOOR LEFT OPEN", adj(T, "apple", -2, "stolen"))
ok(S, "RCVD YESTERDAY GREEN VALLEY FARMS PEAR 30KG @1.00 RETAIL 1.44", buy(d(28), GVF, ("pear", 30, 1.0, 1.44)))
ok(S, "RCVD 27.02.2024 ABC BANANA 15KG @0.55", buy(d(27), ABC, ("banana", 15, 0.55, None)))
ok(S, "W/O 3KG BANANA ROTTEN 2024-02-28", adj(d(28), "banana", -3, "rotten"))
ok(S, "NOTE: COOLER 2 DOOR SEAL TORN, TOLD BOSS", "NOTE")
ok(S, "FYI CHERRY BOXES STACKED BEHIND THE SCALE", "NOTE")
ok(S, "REMEMBER - ORDER MORE PAPER BAGS, DOWN TO LAST PACK", "NOTE")
ok(S, "RCVD BAXTER ORCHARDS 12KG PEAR @0.95", buy(T, c("Baxter Orchards"), ("pear", 12, 0.95, None)))
ok(S, "RCVD SUNRIDGE GROWERS 555-0199 STRAWBERRY 20KG @2.40",
   buy(T, c("Sunridge Growers", "555-0199"), ("strawberry", 20, 2.4, None)))
ok(S, "ADJ CHERRY CNT 58 END OF DAY", adj(T, "cherry", -1.5, "stock count"))
ok(S, "ADJ ORANGE COUNTED 26", adj(T, "orange", 1.0, "stock count"))
ok(S, "W/O MANGO 1.2KG SPOILED, GONE SOFT", adj(T, "mango", -1.2, "spoiled"))
ok(S, "W/O ORANGE 0.75KG MOULDY BOTTOM OF BIN", adj(T, "orange", -0.75, "mouldy"))
ok(S, "RCVD GREEN VALLEY FARMS STRAWBERRY 25KG COST 2.50 SELL 3.90", buy(T, GVF, ("strawberry", 25, 2.5, 3.9)))
ok(S, "RCVD 26/2 HILLSIDE PRODUCE 20KG APPLE @ 1.05", buy(d(26), HP, ("apple", 20, 1.05, None)))
ok(S, "W/O PEAR 1KG DAMAGED - FORKLIFT", adj(T, "pear", -1, "damaged"))
ok(S, "W/O 250G CHERRIES, USED AS SAMPLES", adj(T, "cherry", -0.25, "samples"))
ok(S, "RCVD ABC 12KG MANGO TOTAL 18.00", buy(T, ABC, ("mango", 12, 1.5, None)))
ok(S, "ADJ GRAPE COUNT 23.5", adj(T, "grape", -0.5, "stock count"))
ok(S, "CNT PEAR 20", adj(T, "pear", -1.0, "stock count"))
ok(S, "CNT STRAWB 29.4", adj(T, "strawberry", -0.6, "stock count"))
ok(S, "W/O 2KG STRAWB ROTTEN + 1KG CHERRY MOULDY",
   adj(T, "strawberry", -2, "rotten"), adj(T, "cherry", -1, "mouldy"))
ok(S, "RCVD GREEN VALLEY FARMS MANGO 15KG @1.45 & PEAR 10KG @0.98",
   buy(T, GVF, ("mango", 15, 1.45, None), ("pear", 10, 0.98, None)))
ok(S, "ADJ COUNT PEAR 34", adj(d(24), "pear", -0.5, "stock count"), today=d(24))
ok(S, "W/O BANANA 2KG ROTTEN, BLACK", adj(d(22), "banana", -2, "rotten"), today=d(22))
ok(S, "RCVD HILLSIDE PRODUCE 10KG GRAPE @1.80", buy(d(26), HP, ("grape", 10, 1.8, None)), today=d(26))
ok(S, "RCVD THE 22ND ABC CHERRY 20KG @2.05 SHELF 3.20", buy(d(22), ABC, ("cherry", 20, 2.05, 3.2)))
ok(S, "W/O 1KG APPLE SPOILED 3 DAYS AGO", adj(d(26), "apple", -1, "spoiled"))
ok(S, "RCVD FEB 27 GREEN VALLEY FARMS ORANGE 30KG @0.90", buy(d(27), GVF, ("orange", 30, 0.9, None)))
ok(S, "NOTE: FRIDGE TEMP 6C AT 3AM, LOGGED ON SHEET", "NOTE")
ok(S, "ADJ COUNT BANANA YESTERDAY 30", adj(d(28), "banana", -0.5, "stock count"))
ok(S, "RCVD 04:30 HILLSIDE PRODUCE 18KG PEAR @1.00", buy(T, HP, ("pear", 18, 1.0, None)))
ok(S, "W/O 4KG MANGO ROTTEN, WHOLE BOTTOM CRATE", adj(T, "mango", -4, "rotten"))
no(S, "RCVD GREEN VALLEY FARMS 20KG MANGO", "purchase without cost")
no(S, "RCVD ABC CHERRY @2.00", "purchase without weight")
no(S, "RCVD 15KG APPLE @1.10", "purchase without supplier")
no(S, "RCVD HILLSIDE PRODUCE 3 BOXES BANANA @0.60", "count without weight")
no(S, "W/O GRAPE 30KG ROTTEN", "write-off larger than stock")
no(S, "W/O 20KG MANGO SPOILED", "write-off larger than stock")
no(S, "W/O 2 PUNNETS STRAWB MOULDY", "count without weight")
no(S, "RCVD 02/03 ABC 10KG APPLE @1.10", "ambiguous date")
no(S, "RCVD 30 FEB GREEN VALLEY FARMS PEAR 10KG @1.00", "impossible date")
no(S, "RCVD MAR 1 ABC 20KG APPLE @1.10", "future date")
no(S, "W/O 1 TRAY CHERRIES DAMAGED", "count without weight")
no(S, "RCVD GVF 20KG ORANGE @0.90", "supplier not clearly named")
no(S, "W/O 2KG KIWI ROTTEN", "unknown product")
no(S, "RCVD HILLSIDE PRODUCE 10KG PINEAPPLE @1.20", "unknown product")
no(S, "W/O 1KG PEAR + 3 MANGOES ROTTEN", "count without weight")
no(S, "ADJ APPLE MINUS 1KG", "adjustment without reason")
no(S, "W/O STRAWB 1KG MOULDY 2024-03-01", "future date")
no(S, "RCVD ABC 10KG BANANA FREE FROM REP", "purchase without cost")
no(S, "W/O CHERRY 60KG ROTTEN - WHOLE DELIVERY", "write-off larger than stock")
no(S, "W/O 15KG BANANA ROTTEN", "write-off larger than stock", today=d(21))

# ---------------------------------------------------------------- chatty owner: a little story around each sale
O = "chatty_owner"
ok(O, "Mrs Novak popped in again, said her grandson loves the pears, so I weighed her out 2 kilos",
   sale(T, c("Ida Novak"), ("pear", 2)))
ok(O, "Bob Smith came by after his shift, wanted a kilo of apples for a pie his wife is baking",
   sale(T, c("Bob Smith"), ("apple", 1)))
ok(O, "Omar was in a hurry this morning - grabbed half a kilo of cherries and ran off to catch the bus",
   sale(T, c("Omar Haddad"), ("cherry", 0.5)))
ok(O, "Lovely chat with Mei Chen about her garden, she ended up taking 3kg of oranges and 1.5kg of bananas",
   sale(T, c("Mei Chen"), ("orange", 3), ("banana", 1.5)))
ok(O, "Luis stopped in for 2.5 kg of grapes, says his daughter's having a birthday party at the weekend",
   sale(T, c("Luis Garcia"), ("grape", 2.5)))
ok(O, "Ann Brown! Haven't seen her in ages. 4kg mangoes, she's making chutney again",
   sale(T, c("Ann Brown"), ("mango", 4)))
ok(O, "Yesterday Raj told me he's opening a curry place, then bought 3kg mangoes to test recipes",
   sale(d(28), c("Raj Patel"), ("mango", 3)))
ok(O, "Zoe Davis came in with that little dog of hers again, bought 1kg strawberries and 750g cherries",
   sale(T, c("Zoe Davis"), ("strawberry", 1), ("cherry", 0.75)))
ok(O, "Tom Lee paid 6.40 for 2kg of cherries, right at shelf price, no grumbling for once",
   sale(T, c("Tom Lee"), ("cherry", 2)))
ok(O, "A new lady, Priya Raman, just moved in above the bakery - 2kg apples, her number's 312-555-0147",
   sale(T, c("Priya Raman", "312-555-0147"), ("apple", 2)))
ok(O, "Ken Smith brought back the strawberries he got on the 17th, all of them, said they were too tart",
   ret(T, c("Ken Smith"), d(17)))
ok(O, "Sue Davis returned her Monday shopping - the whole lot, she's off to her sister's",
   ret(T, c("Sue Davis"), d(26)))
ok(O, "Decided the strawberries are too dear, shelf price down to 3.50 from today", pc(T, "strawberry", 3.5))
ok(O, "Bumped the mango price to 2.60 starting yesterday, forgot to put it in", pc(d(28), "mango", 2.6))
ok(O, "Note: the Chens are away in March, don't hold their usual order", "NOTE")
ok(O, "Remember to ask Omar about the crate he borrowed, he's had it for weeks", "NOTE")
ok(O, "Eva Berg was telling me all about her trip to Lisbon while I packed 2kg of pears for her",
   sale(T, c("Eva Berg"), ("pear", 2)))
ok(O, "Gloria Okafor, first time here, gloria.okafor@example.net, took a kilo of grapes and a kilo of cherries",
   sale(T, c("Gloria Okafor", None, "gloria.okafor@example.net"), ("grape", 1), ("cherry", 1)))
ok(O, "Ida came back for more bananas - 2 kilos this time, she's doing banana bread for the church",
   sale(T, c("Ida Novak"), ("banana", 2)))
ok(O, "Mr Patel wanted 1.5kg of cherries for his mother, she's visiting from Leicester",
   sale(T, c("Raj Patel"), ("cherry", 1.5)))
ok(O, "Mrs Brown took 3 kilos of oranges, said the last lot were the best she's had all winter",
   sale(T, c("Ann Brown"), ("orange", 3)))
ok(O, "Raj and Mei both came in at lunchtime: Raj had 2kg bananas, Mei 1kg apples",
   sale(T, c("Raj Patel"), ("banana", 2)), sale(T, c("Mei Chen"), ("apple", 1)))
ok(O, "On Tuesday Luis bought 2kg of pears but I never wrote it down, sorry",
   sale(d(27), c("Luis Garcia"), ("pear", 2)))
ok(O, "Declan Murphy from the garage across the road, 5kg of oranges for the lads, 087-555-0192",
   sale(T, c("Declan Murphy", "087-555-0192"), ("orange", 5)))
ok(O, "Eva's just back from the dentist so only soft fruit - 1kg bananas and half a kilo of mango",
   sale(T, c("Eva Berg"), ("banana", 1), ("mango", 0.5)))
ok(O, "Zoe Davis dropped her change all over the floor, bless her. 2kg grapes",
   sale(T, c("Zoe Davis"), ("grape", 2)))
ok(O, "Bob Smith brought back his whole mango order from Monday, every bit of it bruised",
   ret(T, c("Bob Smith"), d(26)))
ok(O, "Mei Chen returned her cherry purchase from the 17th - her husband had already bought some",
   ret(T, c("Mei Chen"), d(17)))
ok(O, "Put pears back up to 1.60 as of today, the new lot are much nicer", pc(T, "pear", 1.6))
ok(O, "Since the 26th grapes have been 3.00 on the board - I just never entered it", pc(d(26), "grape", 3.0))
ok(O, "Old Mr Haddad, 3 kilos of apples, told me all about his allotment and the slugs",
   sale(T, c("Omar Haddad"), ("apple", 3)))
ok(O, "Tom dropped in 2 days ago for 1kg strawberries, logging it now", sale(d(27), c("Tom Lee"), ("strawberry", 1)))
ok(O, "Sold Ann 2kg of pears at 1.44 a kilo, she thought that was a bargain",
   sale(T, c("Ann Brown"), ("pear", 2)))
ok(O, "Raj Patell - I think that's how he spells it - 2 kilos of oranges", sale(T, c("Raj Patel"), ("orange", 2)))
ok(O, "Omar Hadad came in with his twins, 1kg bananas and 1kg strawberries, they ate half in the shop",
   sale(T, c("Omar Haddad"), ("banana", 1), ("strawberry", 1)))
ok(O, "FYI the council's digging up the road out front all next week", "NOTE")
ok(O, "Nice young couple, Felix Amadi and his partner - Felix paid for 2kg of grapes",
   sale(T, c("Felix Amadi"), ("grape", 2)))
ok(O, "Ken Smith wanted 1kg of pears and a kilo of apples, off to see his grandkids",
   sale(T, c("Ken Smith"), ("pear", 1), ("apple", 1)))
ok(O, "Hannah Whitlock from the school, hannah.w@example.org, 3kg apples for the staff room",
   sale(T, c("Hannah Whitlock", None, "hannah.w@example.org"), ("apple", 3)))
ok(O, "Sue Davis popped in for half a kilo of cherries, she always asks after my mum",
   sale(T, c("Sue Davis"), ("cherry", 0.5)))
ok(O, "Sue Davis brought back the grapes she got on the 20th, the whole bag, didn't like them",
   ret(d(22), c("Sue Davis"), d(20)), today=d(22))
ok(O, "Tom Lee came in this morning with his receipt from the 23rd, returning all of it",
   ret(d(25), c("Tom Lee"), d(23)), today=d(25))
ok(O, "Raj bought 2kg apples, talked my ear off about the cricket", sale(d(24), c("Raj Patel"), ("apple", 2)),
   today=d(24))
ok(O, "Eva brought back everything she bought on Sunday, said she'd overdone it",
   ret(d(24), c("Eva Berg"), d(18)), today=d(24))
ok(O, "Yesterday was mad busy - Zoe Davis had 3kg oranges and I forgot to ring it in",
   sale(d(28), c("Zoe Davis"), ("orange", 3)))
ok(O, "Ida Novak returned her pears from yesterday, the lot, said they were hard as rocks",
   ret(T, c("Ida Novak"), d(28)))
ok(O, "Luis came in with his mum, she chose 2kg of strawberries and he paid 7.80",
   sale(T, c("Luis Garcia"), ("strawberry", 2)))
no(O, "Smith took 1kg of pears, the usual, we had a laugh about the weather", "ambiguous surname")
no(O, "The Davis girl came in for 2kg bananas, she's got so tall", "ambiguous surname")
no(O, "Gave Bob Smith 1kg of cherries for free, he fixed my gate last week", "free goods")
no(O, "Ann Brown got 2kg apples, I let her have them for 3.00 since she's a regular", "price differs from shelf")
no(O, "Ten percent off for Mei today, 2kg grapes, it's her birthday", "discount")
no(O, "Raj Patel returned the mangoes from the 25th, said they were stringy", "two sales that day")
no(O, "Omar wants to bring back his stuff from the 27th, all of it", "two sales that day")
no(O, "Bob Smith returned the grapes and cherries from the 18th", "sale already returned")
no(O, "Luis returned his shopping from the 20th, he wasn't happy", "no sale that day")
no(O, "Mei Chen brought back half of the apples from the 12th", "partial return")
no(O, "A chap called Marcus took 2kg pears, says he'll be back", "new customer without surname")
no(O, "New customer Peter Quinn, 531-354-1000, 1kg mangoes", "phone belongs to another customer")
no(O, "Zoe had 4 mangoes and a bag of cherries for her lunchbox", "count without weight")
no(O, "Strawberries go up to 4.20 from the 4th of March", "future date")
no(O, "Tom Lee came in on the 31st for 2kg oranges", "impossible date")
no(O, "Ida bought 2kg of pears at 1.60, same as always", "price differs from shelf")
no(O, "Eva Berg bought 2kg oranges and Ken Smith got 3 punnets of strawberries", "count without weight")
no(O, "Sold 2kg of kiwis to Mei, she's never tried them before", "unknown product")
no(O, "Gave Ann 1kg grapes at cost, she's had a rough week", "price differs from shelf")

# ---------------------------------------------------------------- trainee reading a paper receipt line by line
R = "trainee_receipt"
ok(R, "receipt for Tom Lee: 2 kg apple @ 1.70 = 3.40", sale(T, c("Tom Lee"), ("apple", 2)))
ok(R, "Customer Mei Chen. 1.5kg banana @1.20 ... 1.80", sale(T, c("Mei Chen"), ("banana", 1.5)))
ok(R, "ok next one... Eva Berg - orange 3kg @ 1.54 - 4.62", sale(T, c("Eva Berg"), ("orange", 3)))
ok(R, "Raj Patel | 1 kg cherry @ 3.20 | 2 kg grape @ 2.80 | total 8.80",
   sale(T, c("Raj Patel"), ("cherry", 1), ("grape", 2)))
ok(R, "Customer: Ann Brown. Line 1: 0.5 kg strawberry @ 3.90 = 1.95", sale(T, c("Ann Brown"), ("strawberry", 0.5)))
ok(R, "Zoe Davis, 2kg pear @ 1.44, 2.88", sale(T, c("Zoe Davis"), ("pear", 2)))
ok(R, "Luis Garcia 1kg mango @2.40 and 1kg apple @1.70, total 4.10",
   sale(T, c("Luis Garcia"), ("mango", 1), ("apple", 1)))
ok(R, "receipt from yesterday, Omar Haddad, 1 kg banana @ 1.20", sale(d(28), c("Omar Haddad"), ("banana", 1)))
ok(R, "Ken Smith - 750 g grape @ 2.80 = 2.10", sale(T, c("Ken Smith"), ("grape", 0.75)))
ok(R, "Ida Novak: 250g cherry @ 3.20 = 0.80", sale(T, c("Ida Novak"), ("cherry", 0.25)))
ok(R, "Bob Smith / strawberry 2 kg / @ 3.90 / 7.80", sale(T, c("Bob Smith"), ("strawberry", 2)))
ok(R, "Sue Davis, qty 3.0 kg, orange, @ 1.54, 4.62", sale(T, c("Sue Davis"), ("orange", 3)))
ok(R, "new customer on this one: Yusuf Demir, 2 kg apple @ 1.70, phone 415-555-0133",
   sale(T, c("Yusuf Demir", "415-555-0133"), ("apple", 2)))
ok(R, "Customer Marta Kowalczyk marta.k@example.com - 1kg grape @ 2.80",
   sale(T, c("Marta Kowalczyk", None, "marta.k@example.com"), ("grape", 1)))
ok(R, "date on receipt 27th Feb, Mei Chen, 2kg banana @ 1.20 = 2.40", sale(d(27), c("Mei Chen"), ("banana", 2)))
ok(R, "receipt dated 26/2: Tom Lee, 1kg cherry @ 3.20", sale(d(26), c("Tom Lee"), ("cherry", 1)))
ok(R, "2024-02-28 - Eva Berg - 1 kg mango @ 2.40 - 2.40", sale(d(28), c("Eva Berg"), ("mango", 1)))
ok(R, "Feb 27 receipt, Ann Brown, 2kg strawberry @ 3.90 = 7.80", sale(d(27), c("Ann Brown"), ("strawberry", 2)))
ok(R, "the 22nd, Ken Smith, grape 1kg @ 2.80", sale(d(22), c("Ken Smith"), ("grape", 1)))
ok(R, "two receipts stapled together: Bob Smith 1kg apple @ 1.70; Sue Davis 1kg pear @ 1.44",
   sale(T, c("Bob Smith"), ("apple", 1)), sale(T, c("Sue Davis"), ("pear", 1)))
ok(R, "Raj Patel, 1 kilo banana at 1.20, half a kilo cherry at 3.20, total 2.80",
   sale(T, c("Raj Patel"), ("banana", 1), ("cherry", 0.5)))
ok(R, "Omar Haddad, 500 g strawberry @ 3.90 = 1.95", sale(T, c("Omar Haddad"), ("strawberry", 0.5)))
ok(R, "Luis Garcia: apple 3 kg @1.70 =5.10 ; orange 2 kg @1.54 =3.08 ; total 8.18",
   sale(T, c("Luis Garcia"), ("apple", 3), ("orange", 2)))
ok(R, "Zoe Davis 1.25kg mango @ 2.40 = 3.00", sale(T, c("Zoe Davis"), ("mango", 1.25)))
ok(R, "Mrs Novak, 1 kg orange @ 1.54", sale(T, c("Ida Novak"), ("orange", 1)))
ok(R, "Mei Chen, 2 kg pear, total 2.88", sale(T, c("Mei Chen"), ("pear", 2)))
ok(R, "supplier invoice - Green Valley Farms - 20 kg orange @ 0.90 = 18.00", buy(T, GVF, ("orange", 20, 0.9, None)))
ok(R, "invoice ABC, apple 15 kg @ 1.10, banana 10 kg @ 0.60",
   buy(T, ABC, ("apple", 15, 1.1, None), ("banana", 10, 0.6, None)))
ok(R, "Hillside Produce delivery note: 25 kg pear @ 1.00, retail price 1.44", buy(T, HP, ("pear", 25, 1.0, 1.44)))
ok(R, "invoice from Meadowbrook Fruit: 10 kg cherry, 22.00 total",
   buy(T, c("Meadowbrook Fruit"), ("cherry", 10, 2.2, None)))
ok(R, "Tom Lee 1kg strawberry @3.90 and 1 kg banana @1.20",
   sale(T, c("Tom Lee"), ("strawberry", 1), ("banana", 1)))
ok(R, "Bob Smith, 2kg orange, paid 3.08", sale(T, c("Bob Smith"), ("orange", 2)))
ok(R, "Ken Smith 500g cherry, 1kg pear, total 3.04", sale(T, c("Ken Smith"), ("cherry", 0.5), ("pear", 1)))
ok(R, "receipt for Ida Novak, 3kg banana @ 1.20 = 3.60", sale(T, c("Ida Novak"), ("banana", 3)))
ok(R, "Ann Brown, 1 kg grape @ 2.80 = 2.80, 1 kg apple @ 1.70 = 1.70, total 4.50",
   sale(T, c("Ann Brown"), ("grape", 1), ("apple", 1)))
ok(R, "Sue Davis - 2 kg mango @ 2.40 = 4.80", sale(T, c("Sue Davis"), ("mango", 2)))
ok(R, "Eva Berg. 0.5 kg cherry @ 3.20 = 1.60", sale(T, c("Eva Berg"), ("cherry", 0.5)))
ok(R, "Jonas Weber (new), 1kg orange @ 1.54, email jonas.weber@example.de",
   sale(T, c("Jonas Weber", None, "jonas.weber@example.de"), ("orange", 1)))
ok(R, "Raj Patel, strawberry 1.5 kg @ 3.90 = 5.85", sale(T, c("Raj Patel"), ("strawberry", 1.5)))
ok(R, "Ida Novak 1 kg apple @ 1.70", sale(d(20), c("Ida Novak"), ("apple", 1)), today=d(20))
ok(R, "Zoe Davis, 2 kg grape @ 2.80 = 5.60", sale(d(21), c("Zoe Davis"), ("grape", 2)), today=d(21))
ok(R, "Omar Haddad, 1 kg cherry @ 3.20 = 3.20", sale(d(27), c("Omar Haddad"), ("cherry", 1)), today=d(27))
ok(R, "receipt from 3 days ago, Luis Garcia, 2kg banana @ 1.20", sale(d(26), c("Luis Garcia"), ("banana", 2)))
ok(R, "Mei Chen 4 kg apple @ 1.70 = 6.80", sale(T, c("Mei Chen"), ("apple", 4)))
ok(R, "Tom Lee, refund slip for the receipt from the 22nd, whole thing back", ret(T, c("Tom Lee"), d(22)))
ok(R, "refund: Omar Haddad, receipt dated 2024-02-21, everything on it", ret(T, c("Omar Haddad"), d(21)))
no(R, "Bob Smith, 2kg pear @ 1.60 = 3.20", "price differs from shelf")
no(R, "Mei Chen, 1kg banana @ 1.00", "price differs from shelf")
no(R, "Ann Brown 2kg apple @ 1.50 = 3.00", "price differs from shelf")
no(R, "Raj Patel 3 mango @ 2.40", "count without weight")
no(R, "Tom Lee, 1 punnet strawberry @ 3.90", "count without weight")
no(R, "Smith, 1kg apple @ 1.70", "ambiguous surname")
no(R, "Davis, 2kg orange @ 1.54 = 3.08", "ambiguous surname")
no(R, "receipt dated 02/03, Eva Berg 1kg pear", "ambiguous date")
no(R, "receipt date 30/02/2024, Ken Smith 1kg apple", "impossible date")
no(R, "receipt dated 2024-03-01, Ida 1kg grape @ 2.80", "future date")
no(R, "Luis Garcia 2kg cherry @ 3.20, discount 10%", "discount")
no(R, "Zoe Davis 1kg grape @ 2.80, total 2.50", "price differs from shelf")
no(R, "invoice Green Valley Farms 20 kg mango", "purchase without cost")
no(R, "invoice, 10 kg pear @ 1.00", "purchase without supplier")
no(R, "receipt: customer Lotte, 1kg apple @ 1.70", "new customer without surname")
no(R, "Omar Haddad 1kg orange @ 1.54 + 2 pineapples", "unknown product")
no(R, "refund: Mei Chen, receipt of the 24th", "two sales that day")
no(R, "refund: Ken Smith, receipt Feb 4", "sale already returned")
no(R, "Eva Berg, 2kg pear @ 1.44 = 2.88; Sue Davis 1 box cherry", "count without weight")
no(R, "Tom Lee 1kg pear @ 1.44", "price differs from shelf", today=d(20))

# ---------------------------------------------------------------- till daughter: lb/oz, mixed spellings
G = "till_daughter"
ok(G, "sold 2 lb of apples to Mrs Novak, her favourite", sale(T, c("Ida Novak"), ("apple", lb(2))))
ok(G, "Tom Lee got 1 lb bananas and 8 oz of cherries", sale(T, c("Tom Lee"), ("banana", lb(1)), ("cherry", lb(0.5))))
ok(G, "Mum's friend Eva Berg, 3 lbs oranges", sale(T, c("Eva Berg"), ("orange", lb(3))))
ok(G, "Raj Patel, 5 lb of mangos (the color on them was gorgeous)", sale(T, c("Raj Patel"), ("mango", lb(5))))
ok(G, "Zoe Davis wanted 1.5 lb strawberries", sale(T, c("Zoe Davis"), ("strawberry", lb(1.5))))
ok(G, "Mei Chen 12 oz grapes", sale(T, c("Mei Chen"), ("grape", lb(0.75))))
ok(G, "Bob Smith 4 lbs pears, says they're his favorite", sale(T, c("Bob Smith"), ("pear", lb(4))))
ok(G, "Ken Smith, a pound of cherries", sale(T, c("Ken Smith"), ("cherry", lb(1))))
ok(G, "Luis Garcia 2 lb 8 oz of apples", sale(T, c("Luis Garcia"), ("apple", lb(2.5))))
ok(G, "Ann Brown took half a pound of strawberries", sale(T, c("Ann Brown"), ("strawberry", lb(0.5))))
ok(G, "Omar Haddad 1 kilo of bananas and 2 lbs of oranges",
   sale(T, c("Omar Haddad"), ("banana", 1), ("orange", lb(2))))
ok(G, "Sue Davis 6 oz cherries", sale(T, c("Sue Davis"), ("cherry", lb(0.375))))
ok(G, "threw out 2 lb moldy strawberries", adj(T, "strawberry", -lb(2), "mouldy"))
ok(G, "binned 1 lb of rotten pears, the colour was well off", adj(T, "pear", -lb(1), "rotten"))
ok(G, "Gran's neighbour Rosa Lindqvist, new, 2 lb grapes, rosa.l@example.com",
   sale(T, c("Rosa Lindqvist", None, "rosa.l@example.com"), ("grape", lb(2))))
ok(G, "new customer Carla Mendes 503-555-0178, 3 lb apples",
   sale(T, c("Carla Mendes", "503-555-0178"), ("apple", lb(3))))
ok(G, "yesterday Ida bought 1 lb of mango", sale(d(28), c("Ida Novak"), ("mango", lb(1))))
ok(G, "Mrs Brown returned her oranges from today, the whole bag", ret(T, c("Ann Brown"), T))
ok(G, "Zoe Davis brought back her mango from this morning, all of it", ret(T, c("Zoe Davis"), T))
ok(G, "Mr Haddad, 16 oz of strawberries", sale(T, c("Omar Haddad"), ("strawberry", lb(1))))
ok(G, "note: card machine was being fiddly, had to restart it twice", "NOTE")
ok(G, "fyi the colour printer in the back ran out of ink", "NOTE")
ok(G, "Eva Berg 1 lb 4 oz pears", sale(T, c("Eva Berg"), ("pear", lb(1.25))))
ok(G, "Raj, 10 lbs of bananas for the curry house", sale(T, c("Raj Patel"), ("banana", lb(10))))
ok(G, "Luis Garcia, 500 grams cherries and 1 lb grapes",
   sale(T, c("Luis Garcia"), ("cherry", 0.5), ("grape", lb(1))))
ok(G, "Tom Lee: 3 lb oranges, paid the shelf price", sale(T, c("Tom Lee"), ("orange", lb(3))))
ok(G, "Mei, 2 lb apples, 1 lb pears", sale(T, c("Mei Chen"), ("apple", lb(2)), ("pear", lb(1))))
ok(G, "Ken Smith 20 oz grapes", sale(T, c("Ken Smith"), ("grape", lb(1.25))))
ok(G, "Bob Smith, 1 pound of mangoes on the 27th", sale(d(27), c("Bob Smith"), ("mango", lb(1))))
ok(G, "Sue Davis on Monday, 2 lb bananas, Mum said to put it in", sale(d(26), c("Sue Davis"), ("banana", lb(2))))
ok(G, "Ann Brown, 3/4 lb cherries", sale(T, c("Ann Brown"), ("cherry", lb(0.75))))
ok(G, "Omar 1 lb strawbs, 1 lb cherries", sale(T, c("Omar Haddad"), ("strawberry", lb(1)), ("cherry", lb(1))))
ok(G, "Ida Novack, 2 lbs oranges", sale(T, c("Ida Novak"), ("orange", lb(2))))
ok(G, "Zoey Davis 1 lb apples", sale(T, c("Zoe Davis"), ("apple", lb(1))))
ok(G, "mum says pears are 1.50 a kilo from today", pc(T, "pear", 1.5))
ok(G, "cherries now 3.40/kg on the board, starting today", pc(T, "cherry", 3.4))
ok(G, "wrote off 1 lb of apples, kids had them as samples", adj(T, "apple", -lb(1), "samples"))
ok(G, "dropped a tray, 3 lb grapes damaged", adj(T, "grape", -lb(3), "damaged"))
ok(G, "Raj Patel returned his bananas from the 26th, the whole order", ret(T, c("Raj Patel"), d(26)))
ok(G, "Luis Garcia 2 lb of strawberries and 2 lb of cherries",
   sale(T, c("Luis Garcia"), ("strawberry", lb(2)), ("cherry", lb(2))))
ok(G, "Sue Davis brought back her mango from yesterday, the whole thing", ret(d(23), c("Sue Davis"), d(22)),
   today=d(23))
ok(G, "Mr Patel 1 lb of cherries", sale(d(28), c("Raj Patel"), ("cherry", lb(1))), today=d(28))
ok(G, "Ann Brown 2 lb of apples, she asked after Gran", sale(d(26), c("Ann Brown"), ("apple", lb(2))), today=d(26))
ok(G, "Nadia Farouk, first time in, 1 lb mangoes and 8 oz strawberries",
   sale(T, c("Nadia Farouk"), ("mango", lb(1)), ("strawberry", lb(0.5))))
ok(G, "Mei Chen 1 kg strawberries and a pound of bananas",
   sale(T, c("Mei Chen"), ("strawberry", 1), ("banana", lb(1))))
ok(G, "Ken Smith 5 lbs apples for his grandson's school fair", sale(T, c("Ken Smith"), ("apple", lb(5))))
no(G, "Smith fella, 2 lb apples", "ambiguous surname")
no(G, "Mrs Davis 1 lb grapes", "ambiguous surname")
no(G, "Zoe Davis a dozen apples", "count without weight")
no(G, "Tom Lee 2 cantaloupes", "unknown product")
no(G, "Ann Brown 1 lb cherries, mum said give her a discount", "discount")
no(G, "Raj 2 lb pears, free because they were bruised", "free goods")
no(G, "Ida Novak returned half her pears from yesterday", "partial return")
no(G, "Omar brought back his stuff from Tuesday", "two sales that day")
no(G, "Tom Lee returned his oranges from the 11th", "sale already returned")
no(G, "Sue Davis returned something from the 25th", "no sale that day")
no(G, "new customer Lily, 1 lb mangos", "new customer without surname")
no(G, "new customer Jack Turner, 259-719-1005, 2 lb apples", "phone belongs to another customer")
no(G, "Luis 1 lb apples on 02/03", "ambiguous date")
no(G, "binned 60 lb mouldy grapes", "write-off larger than stock")
no(G, "binned 6 moldy mangos", "count without weight")
no(G, "Mei Chen 2 lb apples on March 3rd", "future date")
no(G, "Ken Smith 1 lb cherries, 1 bunch grapes", "count without weight")
no(G, "Eva Berg 2 lb bananas at 1.00 a kilo like last time", "price differs from shelf")
no(G, "pears 1.60 from next Monday, mum says", "future date")

with open(HERE / "records.jsonl", "w") as f:
    for line in LINES:
        f.write(json.dumps(line) + "\n")
print(f"wrote {len(LINES)} lines")
