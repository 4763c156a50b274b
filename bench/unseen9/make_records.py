"""Builds bench/unseen9/records.jsonl (hand-written cases, helpers only for JSON shape)."""
import json
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

OUT = Path(__file__).resolve().parent / "records.jsonl"
T = "2024-02-29"
rows = []


def lb(x):
    return float((Decimal(str(x)) * Decimal("0.45359237")).quantize(Decimal("0.001"), ROUND_HALF_UP))


def P(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(d, cust, *items):
    c = cust if isinstance(cust, dict) else P(cust)
    return {"kind": "sale", "date": d, "customer": c, "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(d, sup, *items):
    s = sup if isinstance(sup, dict) else P(sup)
    return {"kind": "purchase", "date": d, "supplier": s,
            "items": [{"product": i[0], "quantity": i[1], "unit_cost": i[2],
                       "selling_price": i[3] if len(i) > 3 else None} for i in items]}


def ret(d, cust, sd):
    return {"kind": "return", "date": d, "customer": P(cust), "sale_date": sd}


def price(d, p, s):
    return {"kind": "price_change", "date": d, "product": p, "selling_price": s}


def adj(d, p, q, why):
    return {"kind": "stock_adjustment", "date": d, "product": p, "quantity": q, "reason": why}


def ok(text, style, *recs, today=T):
    rows.append({"text": text, "today": today, "records": list(recs), "style": style})


def note(text, style, today=T):
    rows.append({"text": text, "today": today, "records": [{"kind": "note", "date": today, "text": text, "facts": []}], "style": style})


def no(text, style, why, today=T):
    rows.append({"text": text, "today": today, "records": None, "style": style, "why": why})


N, F, W = "nonnative", "formal", "fragments"
# ------------------------------------------------------------------ sales: non-native speaker
ok("customer Mei Chen buy 2 kg apple", N, sale(T, "Mei Chen", ("apple", 2)))
ok("Tom Lee he take 3 kilo banana today", N, sale(T, "Tom Lee", ("banana", 3)))
ok("today sell to Eva Berg cherry 1 kg and grape 2 kg", N, sale(T, "Eva Berg", ("cherry", 1), ("grape", 2)))
ok("Raj Patel buying 500 gram strawberry", N, sale(T, "Raj Patel", ("strawberry", 0.5)))
ok("yesterday Ann Brown is buy mango 4 kilo", N, sale("2024-02-28", "Ann Brown", ("mango", 4)))
ok("Omar Hadad come and buy orange 3 kg", N, sale(T, "Omar Haddad", ("orange", 3)))
ok("pear 2 kg, buyer is Ida Novack", N, sale(T, "Ida Novak", ("pear", 2)))
ok("for Luis Garsia I am sell one and half kilo banana", N, sale(T, "Luis Garcia", ("banana", 1.5)))
ok("on Monday customer Sue Davis buy 2 kg grape", N, sale("2024-02-26", "Sue Davis", ("grape", 2)))
ok("Ken Smith buy yesterday apple 3 kg, pear 1 kg also", N, sale("2024-02-28", "Ken Smith", ("apple", 3), ("pear", 1)))
ok("new customer name Priya Nair, she buy 1 kg cherry", N, sale(T, "Priya Nair", ("cherry", 1)))
ok("customer Kwame Mensah phone 412-555-7788 buy mango 2 kg", N,
   sale(T, P("Kwame Mensah", "412-555-7788"), ("mango", 2)))
ok("Zoe Davis take 750 gram strawberry and 250 gram cherry", N, sale(T, "Zoe Davis", ("strawberry", 0.75), ("cherry", 0.25)))
ok("two kilo orange is sold to Bob Smith", N, sale(T, "Bob Smith", ("orange", 2)))
ok("Mei Chen buy 3 pound apple", N, sale(T, "Mei Chen", ("apple", lb(3))))
ok("at 27 February Tom Lee buy grape 2 kg", N, sale("2024-02-27", "Tom Lee", ("grape", 2)))
ok("Eva Berg and Raj Patel both buy: Eva 1 kg pear, Raj 2 kg banana", N,
   sale(T, "Eva Berg", ("pear", 1)), sale(T, "Raj Patel", ("banana", 2)))
ok("sell to Omar Haddad on Sunday the mango, 5 kilo", N, sale("2024-02-25", "Omar Haddad", ("mango", 5)))
ok("the customer Anne Brown she buy half kilo cherry", N, sale(T, "Ann Brown", ("cherry", 0.5)))
ok("1.25 kg grape go to Sue Davis", N, sale(T, "Sue Davis", ("grape", 1.25)))
# ------------------------------------------------------------------ sales: formal
ok("Kindly record that Mr Bob Smith purchased two kilograms of pears this morning.", F, sale(T, "Bob Smith", ("pear", 2)))
ok("Please be advised that Ms Mei Chen acquired one and a half kilograms of cherries today.", F, sale(T, "Mei Chen", ("cherry", 1.5)))
ok("I wish to record a sale: three kilograms of oranges to Mr Tom Lee.", F, sale(T, "Tom Lee", ("orange", 3)))
ok("Kindly note that Mrs Eva Berg was sold four kilograms of bananas on Tuesday.", F, sale("2024-02-27", "Eva Berg", ("banana", 4)))
ok("It should be recorded that Mr Raj Patel bought 2.5 kilograms of grapes and 1 kilogram of apples yesterday.", F,
   sale("2024-02-28", "Raj Patel", ("grape", 2.5), ("apple", 1)))
ok("Please enter a sale to Mr Kenneth Smith of five kilograms of mangoes.", F, sale(T, "Ken Smith", ("mango", 5)))
ok("Kindly record that Ms Zoe Davis purchased three quarters of a kilogram of strawberries.", F, sale(T, "Zoe Davis", ("strawberry", 0.75)))
ok("For the record, Mr Luis Garcia was supplied with 1,500 grams of apples today.", F, sale(T, "Luis Garcia", ("apple", 1.5)))
ok("I should be grateful if you would record that Mrs Ann Brown purchased six kilograms of oranges on Friday.", F,
   sale("2024-02-23", "Ann Brown", ("orange", 6)))
ok("Kindly record a sale of 2 kilograms of pears to a new customer, Mr Gustav Olsen, email gustav.olsen@example.org.", F,
   sale(T, P("Gustav Olsen", None, "gustav.olsen@example.org"), ("pear", 2)))
ok("Please record that two kilograms of grapes were purchased by Ms Ida Novak on the 26th of February.", F,
   sale("2024-02-26", "Ida Novak", ("grape", 2)))
ok("Kindly register that Mr Omar Haddad bought four pounds of bananas.", F, sale(T, "Omar Haddad", ("banana", lb(4))))
ok("Please record that Ms Sue Davis purchased one kilogram each of apples, pears and oranges.", F,
   sale(T, "Sue Davis", ("apple", 1), ("pear", 1), ("orange", 1)))
ok("Kindly record that Mr Bob Smith bought 2 kilograms of apples at the current price of $1.70, a total of $3.40.", F,
   sale(T, "Bob Smith", ("apple", 2)))
ok("I hereby record the sale of ten kilograms of cherries to Ms Fatima Yusuf, telephone 617-555-0142.", F,
   sale(T, P("Fatima Yusuf", "617-555-0142"), ("cherry", 10)))
ok("Kindly record that, on Wednesday, Mr Tom Lee purchased 3.5 kilograms of mangoes.", F, sale("2024-02-28", "Tom Lee", ("mango", 3.5)))
ok("Please record the following two sales: Ms Eva Berg, one kilogram of grapes; Mr Raj Patel, two kilograms of pears.", F,
   sale(T, "Eva Berg", ("grape", 1)), sale(T, "Raj Patel", ("pear", 2)))
ok("Be so kind as to record that Ms Mei Chen was sold 800 grams of strawberries the day before yesterday.", F,
   sale("2024-02-27", "Mei Chen", ("strawberry", 0.8)))
# ------------------------------------------------------------------ sales: fragments / weekend helper
ok("2k pears - tom", W, sale(T, "Tom Lee", ("pear", 2)))
ok("mei 1.5k cherries", W, sale(T, "Mei Chen", ("cherry", 1.5)))
ok("raj - 3kg nanas", W, sale(T, "Raj Patel", ("banana", 3)))
ok("eva: grapes 2k, apples 1k", W, sale(T, "Eva Berg", ("grape", 2), ("apple", 1)))
ok("omar took 4k mangos", W, sale(T, "Omar Haddad", ("mango", 4)))
ok("ida novak half k strawbs", W, sale(T, "Ida Novak", ("strawberry", 0.5)))
ok("luis 2kg oranges yday", W, sale("2024-02-28", "Luis Garcia", ("orange", 2)))
ok("ann b - 1k pears + 1k apples", W, sale(T, "Ann Brown", ("pear", 1), ("apple", 1)))
ok("sat: zoe 3k straws", W, sale("2024-02-24", "Zoe Davis", ("strawberry", 3)))
ok("ken s 2.5k bananas mon", W, sale("2024-02-26", "Ken Smith", ("banana", 2.5)))
ok("sue d 1kg cherry", W, sale(T, "Sue Davis", ("cherry", 1)))
ok("bob smith 5lb apples", W, sale(T, "Bob Smith", ("apple", lb(5))))
ok("new guy hiroshi tanaka 2k grapes", W, sale(T, "Hiroshi Tanaka", ("grape", 2)))
ok("tom 250g cherries lol", W, sale(T, "Tom Lee", ("cherry", 0.25)))
ok("mei 1k oranges n 2k pears, raj 1k mango", W,
   sale(T, "Mei Chen", ("orange", 1), ("pear", 2)), sale(T, "Raj Patel", ("mango", 1)))
ok("eva berg 4 kilos o' bananas", W, sale(T, "Eva Berg", ("banana", 4)))
ok("omar - grapes x2kg", W, sale(T, "Omar Haddad", ("grape", 2)))
ok("ida 1 1/2 kg pears", W, sale(T, "Ida Novak", ("pear", 1.5)))
ok("luis g 3/4 kg cherries", W, sale(T, "Luis Garcia", ("cherry", 0.75)))
ok("zoe davis 2k mango $4.80", W, sale(T, "Zoe Davis", ("mango", 2)))
ok("ken smith 1200g apples", W, sale(T, "Ken Smith", ("apple", 1.2)))
ok("fri - ann brown 2k straws", W, sale("2024-02-23", "Ann Brown", ("strawberry", 2)))
ok("sold a kilo n a half of grapes to sue davis", W, sale(T, "Sue Davis", ("grape", 1.5)))
ok("tom lee grabbed 2 kg oranges on the 25th", W, sale("2024-02-25", "Tom Lee", ("orange", 2)))
ok("rang up 3k bananas for mei", W, sale(T, "Mei Chen", ("banana", 3)))
ok("2 lb cherries -> raj", W, sale(T, "Raj Patel", ("cherry", lb(2))))
# other-today sales
ok("yesterday customer Bob Smith buy 2 kg pear", N, sale("2024-02-19", "Bob Smith", ("pear", 2)), today="2024-02-20")
ok("Kindly record that Ms Eva Berg purchased three kilograms of apples on Saturday.", F,
   sale("2024-02-17", "Eva Berg", ("apple", 3)), today="2024-02-20")
ok("thurs - omar 2k grapes", W, sale("2024-02-15", "Omar Haddad", ("grape", 2)), today="2024-02-20")
ok("mei chen 1k cherries this arvo", W, sale("2024-02-12", "Mei Chen", ("cherry", 1)), today="2024-02-12")
# ------------------------------------------------------------------ purchases
ok("ABC drop: 20k bananas .55", W, buy(T, "ABC", ("banana", 20, 0.55)))
ok("green valley 30kg apples @1.05", W, buy(T, "Green Valley Farms", ("apple", 30, 1.05)))
ok("hillside - 25k pears 95c", W, buy(T, "Hillside Produce", ("pear", 25, 0.95)))
ok("abc 10k cherries 2.10, sell 3.40", W, buy(T, "ABC", ("cherry", 10, 2.1, 3.4)))
ok("gvf in: 15k straws @ $2.40/kg + 10k mango @ 1.45", W,
   buy(T, "Green Valley Farms", ("strawberry", 15, 2.4), ("mango", 10, 1.45)))
ok("hillside yday 40k oranges 85c a kilo", W, buy("2024-02-28", "Hillside Produce", ("orange", 40, 0.85)))
ok("ABC 50lb grapes at 1.80/kg", W, buy(T, "ABC", ("grape", lb(50), 1.8)))
ok("from ABC we get 20 kilo banana, cost 60 cent for kilo", N, buy(T, "ABC", ("banana", 20, 0.6)))
ok("Green Valley Farm bring 30 kg orange, price buy 0.90, price sell 1.50", N,
   buy(T, "Green Valley Farms", ("orange", 30, 0.9, 1.5)))
ok("supplier Hillside give us 12 kg cherry, 2 dollar each kilo", N, buy(T, "Hillside Produce", ("cherry", 12, 2.0)))
ok("yesterday come delivery ABC: apple 25 kg 1.10, pear 20 kg 1.00", N,
   buy("2024-02-28", "ABC", ("apple", 25, 1.1), ("pear", 20, 1.0)))
ok("we buy from new supplier Sunny Orchards 10 kg mango 1.60 per kg", N, buy(T, "Sunny Orchards", ("mango", 10, 1.6)))
ok("Kindly record a delivery from Green Valley Farms of forty kilograms of strawberries at $2.50 per kilogram.", F,
   buy(T, "Green Valley Farms", ("strawberry", 40, 2.5)))
ok("Please record that ABC supplied twenty-four kilograms of apples at a unit cost of $1.10, to be retailed at $1.80 per kilogram.", F,
   buy(T, "ABC", ("apple", 24, 1.1, 1.8)))
ok("I wish to record that Hillside Produce delivered thirty kilograms of bananas on Monday at sixty cents per kilogram.", F,
   buy("2024-02-26", "Hillside Produce", ("banana", 30, 0.6)))
ok("Kindly note the receipt of 18 kilograms of grapes from ABC at one dollar and seventy-five cents per kilogram.", F,
   buy(T, "ABC", ("grape", 18, 1.75)))
ok("Please record a purchase from Green Valley Farms: 20 kg of pears at $0.98 and 20 kg of oranges at $0.88 per kilogram.", F,
   buy(T, "Green Valley Farms", ("pear", 20, 0.98), ("orange", 20, 0.88)))
ok("It should be recorded that forty-seven kilograms of mangoes were received from Hillside Produce at $1.50 per kilogram, selling price $2.45.", F,
   buy(T, "Hillside Produce", ("mango", 47, 1.5, 2.45)))
ok("Kindly record a delivery from Orchard Direct, telephone 303-555-0199, of 15 kilograms of cherries at $2.20 per kilogram.", F,
   buy(T, P("Orchard Direct", "303-555-0199"), ("cherry", 15, 2.2)))
ok("abc tues 30k nanas @ 58c", W, buy("2024-02-27", "ABC", ("banana", 30, 0.58)))
ok("hillside 10k apples for $11 total", W, buy(T, "Hillside Produce", ("apple", 10, 1.1)))
ok("Green Valley delivered 5000 g of strawberries at 2.5 a kilo", W, buy(T, "Green Valley Farms", ("strawberry", 5, 2.5)))
ok("ABC deliverd 20 kg pears at 1 dollar", N, buy(T, "ABC", ("pear", 20, 1.0)))
# ------------------------------------------------------------------ price changes
ok("pears now 1.50", W, price(T, "pear", 1.5))
ok("nanas up to 1.30/kg from today", W, price(T, "banana", 1.3))
ok("mango price now $2.60", W, price(T, "mango", 2.6))
ok("from today apple price is 1.80 dollar", N, price(T, "apple", 1.8))
ok("change price cherry, new price 3 dollar 50", N, price(T, "cherry", 3.5))
ok("Kindly record that the selling price of grapes is increased to $2.95 per kilogram with effect from today.", F, price(T, "grape", 2.95))
ok("Please note that strawberries shall henceforth be sold at three dollars and seventy-five cents per kilogram.", F, price(T, "strawberry", 3.75))
ok("Oranges were repriced to $1.60 a kilo yesterday.", F, price("2024-02-28", "orange", 1.6))
ok("strawbs dropped to 3.49", W, price(T, "strawberry", 3.49))
ok("grape 2.70, orange 1.45 - new prices", W, price(T, "grape", 2.7), price(T, "orange", 1.45))
ok("price of pear go down to 1 dollar 40 cent", N, price(T, "pear", 1.4))
# ------------------------------------------------------------------ write-offs / stock adjustments
ok("binned 2k mouldy straws", W, adj(T, "strawberry", -2, "mouldy"))
ok("chucked 1.5kg rotten nanas", W, adj(T, "banana", -1.5, "rotten"))
ok("someone nicked 1k cherries off the front table", W, adj(T, "cherry", -1, "stolen"))
ok("gave out 500g grapes as samples", W, adj(T, "grape", -0.5, "samples"))
ok("dropped a crate, 3 kg mangos damaged", W, adj(T, "mango", -3, "damaged"))
ok("2 kg apple is rotten, I throw away", N, adj(T, "apple", -2, "rotten"))
ok("we count stock, pear is 1 kg more than computer say", N, adj(T, "pear", 1, "stock count"))
ok("orange 1.5 kg spoil yesterday, go in bin", N, adj("2024-02-28", "orange", -1.5, "spoiled"))
ok("Kindly record that two kilograms of strawberries were discarded as mouldy.", F, adj(T, "strawberry", -2, "mouldy"))
ok("Please record a stock count correction: the shelf holds 1.2 kilograms fewer cherries than the system shows.", F,
   adj(T, "cherry", -1.2, "stock count"))
ok("It is regrettable to report that three kilograms of bananas were stolen on Saturday.", F, adj("2024-02-24", "banana", -3, "stolen"))
ok("Kindly record that 750 grams of grapes were given away as tasting samples.", F, adj(T, "grape", -0.75, "samples"))
ok("Please note that, upon counting, we found two kilograms more apples than recorded.", F, adj(T, "apple", 2, "stock count"))
ok("4 lb of pears got bruised in the van, damaged, written off", W, adj(T, "pear", -lb(4), "damaged"))
ok("stock count: mango short by 1 kilo", W, adj(T, "mango", -1, "stock count"))
ok("a kilo of oranges spoiled and 2 kg of bananas went rotten", W,
   adj(T, "orange", -1, "spoiled"), adj(T, "banana", -2, "rotten"))
# ------------------------------------------------------------------ returns (valid per demo data)
ok("Bob Smith bring back all the pear he buy on 1 February", N, ret(T, "Bob Smith", "2024-02-01"))
ok("Mei Chen return her banana from 2 Feb, give money back", N, ret(T, "Mei Chen", "2024-02-02"))
ok("Kindly record that Ms Zoe Davis returned the entire purchase she made on the 3rd of February.", F,
   ret(T, "Zoe Davis", "2024-02-03"))
ok("Please record a full refund to Mr Raj Patel for his purchase of 3 February.", F, ret(T, "Raj Patel", "2024-02-03"))
ok("tom lee brought back his 4th feb order, refunded", W, ret(T, "Tom Lee", "2024-02-04"))
ok("ken smith - refund whole 5 feb sale", W, ret(T, "Ken Smith", "2024-02-05"))
ok("omar returned yday's strawbs, money back", W, ret(T, "Omar Haddad", "2024-02-28"))
ok("Ida Novak's purchase of yesterday was returned in full and refunded today.", F, ret(T, "Ida Novak", "2024-02-28"))
ok("customer Raj Patel give back what he buy Tuesday, all of it", N, ret(T, "Raj Patel", "2024-02-27"))
ok("sue davis undo her mon purchase - returned", W, ret(T, "Sue Davis", "2024-02-26"))
ok("Kindly record that the sale to Mr Bob Smith on Monday has been returned in its entirety.", F, ret(T, "Bob Smith", "2024-02-26"))
ok("Ann Brown brought back this morning's oranges, full refund given", W, ret(T, "Ann Brown", T))
ok("Eva Berg return everything she buy on 10 February", N, ret(T, "Eva Berg", "2024-02-10"))
ok("luis garcia took back the 23rd feb order (refund)", W, ret(T, "Luis Garcia", "2024-02-23"))
ok("Kindly process a return: Ms Ida Novak has returned her purchase of 11 February.", F, ret("2024-02-20", "Ida Novak", "2024-02-11"), today="2024-02-20")
# ------------------------------------------------------------------ multi-kind lines
ok("ABC 20k apples @1.10 in, and 1k apples rotten out", W,
   buy(T, "ABC", ("apple", 20, 1.1)), adj(T, "apple", -1, "rotten"))
ok("Kindly record that Mr Tom Lee purchased two kilograms of cherries, and that the price of cherries is raised to $3.30 thereafter.", F,
   sale(T, "Tom Lee", ("cherry", 2)), price(T, "cherry", 3.3))
ok("Mei Chen buy 1 kg grape, then Hillside bring 10 kg grape for 1.70", N,
   sale(T, "Mei Chen", ("grape", 1)), buy(T, "Hillside Produce", ("grape", 10, 1.7)))
ok("eva 2k bananas; zoe returned her 29th feb mango", W,
   sale(T, "Eva Berg", ("banana", 2)), ret(T, "Zoe Davis", T))
# ------------------------------------------------------------------ notes
note("Note: the cold room door is sticking again, call the repair man.", F)
note("note - card machine down for an hour this arvo", W)
note("remember: Green Valley truck come late, driver is new", N)
note("Kindly note that the landlord inspected the premises this morning.", F)
note("note: council bin pickup moved, ask next door", W)
note("Note for file: a customer complained the cherries were sour.", F)
note("memo the scale need calibrate, show wrong", N)
note("note: new price cards printed and hung", W)
ok("last tuesday omar flogged 1k cherries", W, sale("2024-02-27", "Omar Haddad", ("cherry", 1)))
ok("3 days ago Ken Smith is take pear 2 kg", N, sale("2024-02-26", "Ken Smith", ("pear", 2)))
ok("Four kilograms of bananas were sold to Ms Ida Novak on the 27th.", F, sale("2024-02-27", "Ida Novak", ("banana", 4)))
ok("picked up: raj 2k apples, sue 1k pears, zoe 500g grapes", W,
   sale(T, "Raj Patel", ("apple", 2)), sale(T, "Sue Davis", ("pear", 1)), sale(T, "Zoe Davis", ("grape", 0.5)))
# ------------------------------------------------------------------ refusals
no("how much apple we have now?", N, "question")
no("Could you kindly tell me what Mr Tom Lee spent this month?", F, "question")
no("nanas price?", W, "question")
no("tomorrow Mei Chen will buy 3 kg cherry, she say", N, "future")
no("Kindly record that Mr Raj Patel intends to purchase five kilograms of mangoes next week.", F, "future")
no("gonna order 30k bananas from abc monday", W, "future")
no("maybe Bob Smith buy 2 kg apple, I not sure", N, "uncertain")
no("I believe, though I cannot confirm, that Ms Eva Berg purchased some grapes.", F, "uncertain")
no("think omar took 2k pears?? or was it tom", W, "uncertain")
no("Ann Brown buy banana", N, "missing quantity")
no("Kindly record a sale of cherries to Mr Tom Lee.", F, "missing quantity")
no("ida - straws", W, "missing quantity")
no("customer Ken Smith buy 2 kg", N, "missing product")
no("raj 3k", W, "missing product")
no("sold 2 kg pears", W, "missing customer")
no("Kindly record the sale of four kilograms of oranges.", F, "missing customer")
no("delivery come: 20 kg apple 1.10 each kilo", N, "missing supplier")
no("Please record the receipt of 30 kilograms of bananas at $0.60 per kilogram.", F, "missing supplier")
no("ABC bring 20 kg pear", N, "missing cost")
no("Kindly record that Green Valley Farms delivered forty kilograms of strawberries.", F, "missing cost")
no("hillside 25k oranges", W, "missing cost")
no("ABC drop: 10k lemons .40", W, "unknown product")
no("Green Valley Farm bring 12 kg kiwi, 1.20 for kilo", N, "unknown product")
no("Kindly record that Mr Bob Smith purchased two kilograms of pineapple.", F, "unknown product")
no("mei 1k plums", W, "unknown product")
no("Mr Smith buy 2 kg orange", N, "ambiguous customer")
no("Kindly record that Ms Davis purchased three kilograms of pears.", F, "ambiguous customer")
no("smith 2k apples", W, "ambiguous customer")
no("davis - 1k cherries yday", W, "ambiguous customer")
no("Tom Lee buy 0 kg apple", N, "zero quantity")
no("Please record a sale of minus two kilograms of grapes to Ms Mei Chen.", F, "negative quantity")
no("abc 0k bananas @ .55", W, "zero quantity")
no("at 30 February Eva Berg buy 2 kg pear", N, "impossible date")
no("Kindly record that Mr Raj Patel purchased 2 kilograms of cherries on the 31st of February.", F, "impossible date")
no("hello, how are you today?", N, "chit-chat")
no("Good morning. I trust the system is in good order.", F, "chit-chat")
no("cheers mate, thx for the help", W, "chit-chat")
no("Mei Chen return what she buy on 5 February", N, "return of non-existent sale")
no("Kindly record that Mr Luis Garcia returned his purchase of 1 February.", F, "return of non-existent sale")
no("Ken Smith bring back again the 4 February order", N, "sale already returned")
no("eva berg returned her 3rd feb order", W, "sale already returned")
no("Please record that Mr Tom Lee has returned his purchase of 11 February.", F, "sale already returned")
no("Zoe Davis return her 5 February shopping", N, "ambiguous return (two sales that day)")
no("omar brought back his 19th feb stuff", W, "ambiguous return (two sales that day)")
no("delete the last sale", W, "instruction to the app")
no("Kindly amend Mr Bob Smith's telephone number in the customer list.", F, "instruction to the app")
no("please undo what I type before", N, "instruction to the app")
no("tom 6 apples", W, "count of fruit, not kg")
no("Kindly record that Ms Ann Brown purchased a dozen oranges.", F, "count of fruit, not kg")
no("Raj Patel buy 2 box banana", N, "non-kg unit")
no("zoe - a punnet of strawbs", W, "non-kg unit")
no("Kindly record the receipt from ABC of three crates of apples at $20 per crate.", F, "non-kg unit")
no("ABC deliver 10 bag of orange, 5 dollar each bag", N, "non-kg unit")
no("sold 2 kg apples to Bob Smith tomorrow", W, "future")
no("tom lee 2k grapes on the 2nd of march", W, "future date")
no("what did Ida buy last week?", W, "question")

with OUT.open("w") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "lines,", sum(r["records"] is None for r in rows), "refusals")
