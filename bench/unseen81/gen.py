"""Write records.jsonl, held-out records set 81, written from the user's side without reading the reader's code.

Four personas type into the shop app: an Australian relief worker, a grandchild typing what Gran dictates,
a nephew who commentates everything like a football match, and the chef from next door who helps on his days off.
Every line is meant to be replayed on its own on top of the demo month (resources/demo/fruitshop_month.jsonl).
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

AUSSIE = "aussie relief worker"
GRAN = "grandchild typing for gran"
COMMENTATOR = "football-commentator nephew"
CHEF = "chef from next door"

NOTE = "note"

FUTURE = "future date"
IMPOSSIBLE = "impossible date"
SLASH_DATE = "ambiguous 02/03-style date"
AMBIGUOUS = "ambiguous customer"
NO_SURNAME = "new customer without a full name"
PARTIAL = "partial return"
TWO_SALES = "return: two sales that day"
NO_SALE = "return: no sale that day"
RETURNED = "return: sale already returned"
DISCOUNT = "discount"
FREE = "free / on the house"
WRONG_PRICE = "price disagrees with the shelf price"
NO_WEIGHT = "no weight (pieces, punnet, bag, box, crate)"
QUESTION = "question"
CHAT = "chit-chat"
APP = "app request"
CANCEL = "cancellation"


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def who(x):
    return x if isinstance(x, dict) else party(x)


def sale(day, customer, *items):
    return {"kind": "sale", "date": d(day), "customer": who(customer),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items):
    return {"kind": "purchase", "date": d(day), "supplier": who(supplier),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def back(day, customer, sale_day):
    return {"kind": "return", "date": d(day), "customer": who(customer), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


def adjust(day, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": quantity, "reason": reason}


LINES = []


def ok(style, today, text, *records):
    recs = [{"kind": "note", "date": d(today), "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": d(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Australian relief worker
A = AUSSIE
ok(A, 29, "Raj Patel grabbed 2 kilos of mangoes this arvo, no worries", sale(29, "Raj Patel", ("mango", 2)))
ok(A, 29, "Heaps of strawbs went mouldy in the back, chucked 1.5kg, and a kilo of bananas are rotten too",
   adjust(29, "strawberry", -1.5, "mouldy"), adjust(29, "banana", -1, "rotten"))
ok(A, 29, "Sold Ann a kilo of cherries and half a kilo of grapes, ta",
   sale(29, "Ann Brown", ("cherry", 1), ("grape", 0.5)))
ok(A, 29, "Green Valley Farms dropped off 20kg of apples at $1.15 a kilo, reckon we sell em at $1.80",
   buy(29, "Green Valley Farms", ("apple", 20, 1.15, 1.8)))
ok(A, 29, "Mate, Tom Lee brought back the cherries he bought on the 23rd, whole lot, no dramas",
   back(29, "Tom Lee", 23))
ok(A, 29, "yesterday arvo Ida took 3kg pears", sale(28, "Ida Novak", ("pear", 3)))
ok(A, 29, "Busy arvo: Omar 2kg bananas, Sue 1.5kg oranges, and Mei grabbed a kilo of apples",
   sale(29, "Omar Haddad", ("banana", 2)), sale(29, "Sue Davis", ("orange", 1.5)), sale(29, "Mei Chen", ("apple", 1)))
ok(A, 29, "Bananas up to $1.30 a kilo from today, boss reckons", price(29, "banana", 1.3))
no(A, 29, "Reckon we'll need heaps more mangoes tomorrow, Hillside's bringing 30kg", FUTURE)
no(A, 29, "Gave Zoe a kilo of grapes for free, she's a legend", FREE)
no(A, 29, "How many kilos of cherries we got left, mate?", QUESTION)
no(A, 29, "Stinking hot out there today, not many through the door", CHAT)
no(A, 29, "Mrs Davis came in for 2kg oranges", AMBIGUOUS)
ok(A, 26, "Bob Smith, 1 kilo mango, just now", sale(26, "Bob Smith", ("mango", 1)))
ok(A, 26, "sunday arvo Luis bought 2kg strawbs and a kilo of grapes",
   sale(25, "Luis Garcia", ("strawberry", 2), ("grape", 1)))
ok(A, 29, "Nicked! Someone pinched 2 kilos of grapes off the front display", adjust(29, "grape", -2, "stolen"))
ok(A, 29, "Did a count of the oranges, 23.5kg on the shelf", adjust(29, "orange", -1.5, "stock count"))
ok(A, 29, "Cherries counted at 61 kilos, heaps more than the system says", adjust(29, "cherry", 1.5, "stock count"))
ok(A, 29, "Hillside Produce came thru: 15kg pears at $1.05 and 10kg oranges at 95c a kilo. Shelf price stays the same",
   buy(29, "Hillside Produce", ("pear", 15, 1.05, None), ("orange", 10, 0.95, None)))
no(A, 29, "Eva wants her strawberries back from the 15th but only half of em", PARTIAL)
no(A, 29, "Raj brought back the stuff he got on the 25th", TWO_SALES)
no(A, 29, "Yeah nah, scratch that last one, didn't happen", CANCEL)
ok(A, 29, "New bloke, Wiremu Tane, 0412 555 918, took 3kg bananas",
   sale(29, party("Wiremu Tane", "0412 555 918"), ("banana", 3)))
no(A, 29, "Some lady called Kylie bought 2kg apples, didn't get her last name", NO_SURNAME)
ok(A, 29, "Don't forget the cool room guy's coming first thing", NOTE)
ok(A, 29, "Reminder - ring Green Valley about the banana order", NOTE)
ok(A, 24, "this arvo Zoe grabbed 2kg cherries, $6.40 all up", sale(24, "Zoe Davis", ("cherry", 2)))
ok(A, 24, "yesterday: 2.5kg pears to Ken, and Luis got a kilo of cherries",
   sale(23, "Ken Smith", ("pear", 2.5)), sale(23, "Luis Garcia", ("cherry", 1)))
no(A, 24, "Hillside's dropping 20kg grapes next Saturday, should be a big one", FUTURE)
ok(A, 24, "Mei took 2 kilos oranges, $3.08", sale(24, "Mei Chen", ("orange", 2)))
ok(A, 29, "Chucked out 1kg rotten bananas and 500g of squashed strawbs",
   adjust(29, "banana", -1, "rotten"), adjust(29, "strawberry", -0.5, "damaged"))
no(A, 29, "Gave Omar 10% off his mangoes, he's a regular", DISCOUNT)
no(A, 29, "Luis paid $5 for 2kg of oranges", WRONG_PRICE)
ok(A, 29, "Ken grabbed 4 lb of apples", sale(29, "Ken Smith", ("apple", 1.814)))
ok(A, 29, "Arvo rush: Tom 1kg cherries, then Bob 2kg pears, then Ida half a kilo of grapes",
   sale(29, "Tom Lee", ("cherry", 1)), sale(29, "Bob Smith", ("pear", 2)), sale(29, "Ida Novak", ("grape", 0.5)))
no(A, 29, "Sold a punnet of strawbs to Mei", NO_WEIGHT)
ok(A, 28, "Sue Davis brought her bananas back from Monday, the whole 2.5 kilos", back(28, "Sue Davis", 26))
ok(A, 28, "Tuesday Zoe bought 1 kilo of mango", sale(27, "Zoe Davis", ("mango", 1)))
no(A, 29, "Could ya make the app show the kilos bigger, can't read it", APP)
ok(A, 29, "ABC dropped 10kg grapes at $1.90 a kilo, and cherries go up to $3.40 from today",
   buy(29, "ABC", ("grape", 10, 1.9, None)), price(29, "cherry", 3.4))
no(A, 29, "Sold 2kg mangoes to Raj on the 31st", IMPOSSIBLE)
ok(A, 29, "G'day, Ann Brown bought 1.5kg strawbs and 2kg bananas",
   sale(29, "Ann Brown", ("strawberry", 1.5), ("banana", 2)))
ok(A, 29, "Ann returned her oranges from this morning, then bought 2kg mangoes instead",
   back(29, "Ann Brown", 29), sale(29, "Ann Brown", ("mango", 2)))
ok(A, 29, "Counted pears: 19kg. Also tossed 1kg mouldy oranges",
   adjust(29, "pear", -2, "stock count"), adjust(29, "orange", -1, "mouldy"))
ok(A, 26, "3 days ago Omar bought 2kg grapes", sale(23, "Omar Haddad", ("grape", 2)))
ok(A, 29, "Mango price drops to $2.20 from the 27th", price(27, "mango", 2.2))
ok(A, 29, "Tom Lee 2kg oranges and Eva Berg 1kg pear, both this arvo",
   sale(29, "Tom Lee", ("orange", 2)), sale(29, "Eva Berg", ("pear", 1)))
ok(A, 29, "the 26th - Raj took another 1.5kg bananas and Sue grabbed 1kg cherries",
   sale(26, "Raj Patel", ("banana", 1.5)), sale(26, "Sue Davis", ("cherry", 1)))
no(A, 29, "Sold 2kg apples to Mr Smith", AMBIGUOUS)
ok(A, 29, "Samples for the tasting table, half a kilo of grapes", adjust(29, "grape", -0.5, "samples"))
no(A, 29, "Zoe brought back her stuff from the 5th", TWO_SALES)
ok(A, 29, "Bloke named Fergus O'Malley, fergus.om@example.com, got 2kg apples",
   sale(29, party("Fergus O'Malley", None, "fergus.om@example.com"), ("apple", 2)))
ok(A, 29, "ABC: 12kg bananas at 65c. Green Valley Farms: 8kg mangoes at $1.55",
   buy(29, "ABC", ("banana", 12, 0.65, None)), buy(29, "Green Valley Farms", ("mango", 8, 1.55, None)))
ok(A, 17, "Ken Smith got 2kg strawbs, $7.80, and 1kg grapes to Mei",
   sale(17, "Ken Smith", ("strawberry", 2)), sale(17, "Mei Chen", ("grape", 1)))
ok(A, 17, "Friday arvo Eva had a kilo of cherries", sale(16, "Eva Berg", ("cherry", 1)))
no(A, 17, "Put the pears on for $1.40 from the 20th", FUTURE)
ok(A, 29, "Ida 1kg apples $1.70, Omar 2kg cherries $6.40",
   sale(29, "Ida Novak", ("apple", 1)), sale(29, "Omar Haddad", ("cherry", 2)))
no(A, 29, "Hillside dropped 2 crates of oranges, $40 the lot", NO_WEIGHT)
ok(A, 29, "Omar Haddad paid $4.80 for 2kg of mangoes", sale(29, "Omar Haddad", ("mango", 2)))
ok(A, 19, "Yesterday Bob bought 2kg oranges", sale(18, "Bob Smith", ("orange", 2)))
ok(A, 19, "Hillside Produce, 25kg bananas @ 60c, sell at $1.20. Also chucked 2kg rotten strawbs",
   buy(19, "Hillside Produce", ("banana", 25, 0.6, 1.2)), adjust(19, "strawberry", -2, "rotten"))
no(A, 29, "Reckon the strawbs from last week were dodgy, should we ring Green Valley?", QUESTION)
ok(A, 29, "Raj grabbed 2 kilos of oranges and a kilo of pears, then came back in the arvo for 1kg of cherries",
   sale(29, "Raj Patel", ("orange", 2), ("pear", 1)), sale(29, "Raj Patel", ("cherry", 1)))
ok(A, 29, "Half a kilo of cherries to Sue, $1.60", sale(29, "Sue Davis", ("cherry", 0.5)))
ok(A, 29, "Green Valley Farms brought 10kg strawbs at $2.50, and Zoe took 2kg of em straight away",
   buy(29, "Green Valley Farms", ("strawberry", 10, 2.5, None)), sale(29, "Zoe Davis", ("strawberry", 2)))

# ---------------------------------------------------------------- grandchild typing what Gran dictates
G = GRAN
ok(G, 29, "Gran says Mrs Chen had 2 lb of apples this morning", sale(29, "Mei Chen", ("apple", 0.907)))
ok(G, 29, "Gran says to put down that Mr Haddad bought a pound of cherries. (She means Omar I think)",
   sale(29, "Omar Haddad", ("cherry", 0.454)))
ok(G, 29, "ok Gran says: Miss Berg, 3 lb pears. and then she went on about the weather lol",
   sale(29, "Eva Berg", ("pear", 1.361)))
ok(G, 29, "Gran dictating: Mrs Brown 2 kilos bananas, Mr Patel 1 kilo mango. "
   "Gran says 'have you got that love' yes Gran",
   sale(29, "Ann Brown", ("banana", 2)), sale(29, "Raj Patel", ("mango", 1)))
no(G, 29, "Gran says Mrs Davis had a pound of grapes but she can't remember which Mrs Davis", AMBIGUOUS)
no(G, 29, "Gran wants to know if our bananas are cheaper than the Co-op's", QUESTION)
no(G, 29, "Gran says she let Mr Garcia have his oranges half price because it's his birthday", DISCOUNT)
ok(G, 29, "Gran says the mouldy strawberries went in the bin, about 2 lb of them",
   adjust(29, "strawberry", -0.907, "mouldy"))
ok(G, 29, "Gran says write down Green Valley Farms brought 20 kilos of oranges at 90p a kilo, "
   "and she's selling them at £1.60 now", buy(29, "Green Valley Farms", ("orange", 20, 0.9, 1.6)))
ok(G, 29, "Gran says Mr Lee brought back his bananas and grapes from Thursday last week", back(29, "Tom Lee", 22))
no(G, 29, "Gran says Mr Lee brought back half his cherries from the 23rd, they were a bit soft", PARTIAL)
no(G, 29, "Gran says hello to everyone at the shop and she'll pop in after her hair appointment", CHAT)
ok(G, 29, "Gran says the price of pears is going up to £1.50 from today", price(29, "pear", 1.5))
ok(G, 29, "Gran says: Mrs Novak a pound and a half of grapes, and Mr Haddad 2 kilos oranges. "
   "(Gran it's 2 kilos not 2 pounds right? she says yes kilos)",
   sale(29, "Ida Novak", ("grape", 0.68)), sale(29, "Omar Haddad", ("orange", 2)))
no(G, 29, "Gran says she sold a bag of apples to Ken but didn't weigh them", NO_WEIGHT)
ok(G, 29, "Gran says the greengrocer lad Ken Smith took 5 lb of bananas", sale(29, "Ken Smith", ("banana", 2.268)))
ok(G, 24, "Gran says yesterday Mrs Brown bought 1 kilo of cherries and paid £3.20, and Mr Haddad had 2 lb of grapes",
   sale(23, "Ann Brown", ("cherry", 1)), sale(23, "Omar Haddad", ("grape", 0.907)))
ok(G, 24, "Gran says Mr Smith, Bob that is, took 2 kilos of oranges this morning", sale(24, "Bob Smith", ("orange", 2)))
no(G, 24, "Gran says Mrs Chen is coming back tomorrow for 3 kilos of mangoes, put them by", FUTURE)
ok(G, 24, "Gran says: Hillside Produce brought 10 kilos of cherries at £2.10 a kilo and 10 kilos of grapes at £1.85, "
   "shelf prices stay. Then she threw out 1 kilo of grapes that got squashed in the crate",
   buy(24, "Hillside Produce", ("cherry", 10, 2.1, None), ("grape", 10, 1.85, None)),
   adjust(24, "grape", -1, "damaged"))
no(G, 29, "Gran says cancel what I put about Mrs Brown's bananas", CANCEL)
ok(G, 29, "Gran says to write: remember to order more paper bags", NOTE)
ok(G, 29, "Gran counted the apples, 28 kilos, and the mangoes, 18 and a half",
   adjust(29, "apple", -1.5, "stock count"), adjust(29, "mango", -0.5, "stock count"))
no(G, 29, "Gran says Mrs Chen had 2 kilos of grapes on the 30th", IMPOSSIBLE)
ok(G, 29, "Gran says that Sue girl had 3 kilos of strawberries at £3.90 a kilo, £11.70",
   sale(29, "Sue Davis", ("strawberry", 3)))
no(G, 29, "Gran says Mr Smith paid for his pears", AMBIGUOUS)
ok(G, 29, "Gran says the day before yesterday Mr Garcia had 2 kilos of bananas and Mrs Brown had a kilo of pears",
   sale(27, "Luis Garcia", ("banana", 2)), sale(27, "Ann Brown", ("pear", 1)))
no(G, 29, "Gran says Mr Haddad brought back the strawberries from Tuesday", TWO_SALES)
ok(G, 29, "Gran says Mr Haddad brought back his strawberries from yesterday", back(29, "Omar Haddad", 28))
no(G, 29, "Gran says she gave Mrs Novak the last of the grapes on the house", FREE)
ok(G, 29, "Gran says a new lady, Dorota Wrobel, phone 07700 900123, bought 2 kilos of apples, "
   "and Mrs Brown had 1 kilo of bananas",
   sale(29, party("Dorota Wrobel", "07700 900123"), ("apple", 2)), sale(29, "Ann Brown", ("banana", 1)))
no(G, 29, "Gran says a lady called Margaret bought 2 kilos of pears, she didn't catch the rest", NO_SURNAME)
ok(G, 26, "Gran says on Saturday Mrs Chen brought back her cherries from the 17th", back(24, "Mei Chen", 17))
ok(G, 26, "Gran says put 2 lb of oranges down for Mr Garcia this afternoon", sale(26, "Luis Garcia", ("orange", 0.907)))
ok(G, 26, "Gran says yesterday she threw away 1 kilo of rotten pears and 2 lb of spoiled bananas",
   adjust(25, "pear", -1, "rotten"), adjust(25, "banana", -0.907, "spoiled"))
no(G, 26, "Gran says Mr Patel bought 2 kilos of mangoes for £5", WRONG_PRICE)
ok(G, 29, "Gran says ABC came, 10 kilos of strawberries at £2.40 a kilo, and 10 kilos of pears at £1 a kilo, "
   "and she wants the strawberries at £4 now",
   buy(29, "ABC", ("strawberry", 10, 2.4, 4.0), ("pear", 10, 1.0, None)))
ok(G, 29, "Gran says 500 grams of grapes went to Mrs Chen", sale(29, "Mei Chen", ("grape", 0.5)))
no(G, 29, "Gran says can you make the writing bigger on the tablet", APP)
ok(G, 29, "Gran says: Mrs Brown 1 kilo apples, Mr Lee 2 kilos cherries, Miss Berg 1 kilo grapes. "
   "That's all Gran? She says yes",
   sale(29, "Ann Brown", ("apple", 1)), sale(29, "Tom Lee", ("cherry", 2)), sale(29, "Eva Berg", ("grape", 1)))
no(G, 29, "Gran says next week the mangoes go up to £2.60", FUTURE)
ok(G, 29, "Gran says someone stole 2 lb of cherries from the front", adjust(29, "cherry", -0.907, "stolen"))
ok(G, 21, "Gran says Monday Mr Haddad had 2 kilos of cherries", sale(19, "Omar Haddad", ("cherry", 2)))
ok(G, 21, "Gran says today Mrs Novak had 2 kilos of bananas at £1.20, that's £2.40",
   sale(21, "Ida Novak", ("banana", 2)))
no(G, 21, "Gran says Mrs Novak returned her bananas from the 20th but kept a few", PARTIAL)
ok(G, 21, "Gran says the 18th Mr Smith, she means Bob, bought 1 kilo of pears", sale(18, "Bob Smith", ("pear", 1)))
ok(G, 29, "Gran says 1 kilo of grapes went out as samples at the till", adjust(29, "grape", -1, "samples"))
no(G, 29, "Gran says Mrs Brown bought 2 kilos of strawberries 02/03", SLASH_DATE)
ok(G, 29, "Gran says Mr Patel brought back his cherries from Tuesday and bought 1 kilo of mango instead",
   back(29, "Raj Patel", 27), sale(29, "Raj Patel", ("mango", 1)))
no(G, 29, "Gran says Mr Garcia's oranges from the 23rd came back, all of the oranges anyway", PARTIAL)
ok(G, 29, "Gran says Mr Garcia brought back everything from the 16th", back(29, "Luis Garcia", 16))
ok(G, 29, "Gran says FYI the fridge is making that noise again", NOTE)
ok(G, 29, "Gran says Mrs Chen 3 lb mangoes and Mr Haddad 1 lb cherries, both paid cash",
   sale(29, "Mei Chen", ("mango", 1.361)), sale(29, "Omar Haddad", ("cherry", 0.454)))
ok(G, 13, "Gran says Mrs Chen had 2 kilos of bananas yesterday", sale(12, "Mei Chen", ("banana", 2)))
ok(G, 13, "Gran says this morning Mr Lee bought 1 kilo of oranges, £1.40", sale(13, "Tom Lee", ("orange", 1)))
no(G, 13, "Gran says Mr Lee is having 3 kilos of grapes on the 20th", FUTURE)
ok(G, 13, "Gran says Mrs Novak brought back everything she bought on Sunday, and Mr Lee had a pound of grapes",
   back(13, "Ida Novak", 11), sale(13, "Tom Lee", ("grape", 0.454)))
ok(G, 13, "Gran says Hillside Produce brought 10 kilos of strawberries at £2.50 a kilo on Friday",
   buy(9, "Hillside Produce", ("strawberry", 10, 2.5, None)))
ok(G, 29, "Gran says Mrs Brown 2 kilos of pears at £1.44, that's £2.88, and Mrs Chen 1 kilo of apples £1.70",
   sale(29, "Ann Brown", ("pear", 2)), sale(29, "Mei Chen", ("apple", 1)))
ok(G, 29, "Gran says ABC's man brought 15 kilos of mangoes, £24 the lot", buy(29, "ABC", ("mango", 15, 1.6, None)))
no(G, 29, "Gran says Mrs Chen bought 4 oranges", NO_WEIGHT)
ok(G, 29, "Gran says she counted the grapes, 23 kilos, and binned 2 lb of mouldy pears",
   adjust(29, "grape", -1, "stock count"), adjust(29, "pear", -0.907, "mouldy"))
ok(G, 29, "Gran says Mr Haddad had a kilo and a half of strawberries", sale(29, "Omar Haddad", ("strawberry", 1.5)))
ok(G, 29, "Gran says Mr Lee had 2 kilos and a half of oranges", sale(29, "Tom Lee", ("orange", 2.5)))
ok(G, 29, "Gran says Mrs Brown brought back her mangoes from the 23rd, and Mrs Chen bought a pound of strawberries",
   back(29, "Ann Brown", 23), sale(29, "Mei Chen", ("strawberry", 0.454)))
ok(G, 29, "Gran says Mr Patel had 3 kilos of apples, paid £5.10", sale(29, "Raj Patel", ("apple", 3)))

# ---------------------------------------------------------------- nephew commentating like a football match
C = COMMENTATOR
ok(C, 29, "AND HE'S DONE IT! Raj Patel walks away with two kilos of cherries, what a moment for the shop!",
   sale(29, "Raj Patel", ("cherry", 2)))
ok(C, 29, "Mei Chen at the till, one and a half kilos of grapes, clinical finish", sale(29, "Mei Chen", ("grape", 1.5)))
ok(C, 29, "Quick-fire double: Tom Lee takes three kilos of bananas, and straight from the restart "
   "Bob Smith goes for two kilos of pears!", sale(29, "Tom Lee", ("banana", 3)), sale(29, "Bob Smith", ("pear", 2)))
ok(C, 29, "Transfer news: Hillside Produce deliver 30 kilos of bananas at 58p a kilo, shelf price unchanged",
   buy(29, "Hillside Produce", ("banana", 30, 0.58, None)))
no(C, 29, "Half time and it's quiet out there, the crowd's gone home early", CHAT)
no(C, 29, "Red card for the strawberries, a whole punnet went mushy", NO_WEIGHT)
ok(C, 29, "Red card for the strawberries! Two kilos sent off, mouldy as anything",
   adjust(29, "strawberry", -2, "mouldy"))
ok(C, 29, "VAR check on the mangoes: counted 17 kilos. And the oranges, 24 on the nose",
   adjust(29, "mango", -2, "stock count"), adjust(29, "orange", -1, "stock count"))
no(C, 29, "Ken Smith's going to take five kilos of apples next week, pencilled in", FUTURE)
ok(C, 29, "Eva Berg brings back her cherries from the nineteenth, full refund, the whole lot", back(29, "Eva Berg", 19))
no(C, 29, "Eva Berg brings back one kilo of the strawberries from the fifteenth", PARTIAL)
ok(C, 29, "Price shock! Mangoes up to two pounds fifty a kilo from today", price(29, "mango", 2.5))
ok(C, 29, "Late drama in the sixtieth minute: Ann Brown two kilos of apples, Ida Novak a kilo of oranges, "
   "Luis Garcia half a kilo of cherries",
   sale(29, "Ann Brown", ("apple", 2)), sale(29, "Ida Novak", ("orange", 1)), sale(29, "Luis Garcia", ("cherry", 0.5)))
no(C, 29, "Who's top scorer this month? Which customer spent the most?", QUESTION)
ok(C, 29, "New signing! Priya Raman, 07911 123456, debut purchase of three kilos of mangoes",
   sale(29, party("Priya Raman", "07911 123456"), ("mango", 3)))
no(C, 29, "Ms Smith in for a kilo of pears, lovely touch", AMBIGUOUS)
ok(C, 29, "Omar Haddad, yesterday, two kilos of pears, slotted home", sale(28, "Omar Haddad", ("pear", 2)))
no(C, 29, "Sue Davis gets her bananas for nothing, a free kick for loyalty", FREE)
ok(C, 29, "Green Valley Farms deliver 20 kilos of pears at 95p and 10 of strawberries at £2.45, "
   "and the gaffer puts cherries up to £3.50 from today",
   buy(29, "Green Valley Farms", ("pear", 20, 0.95, None), ("strawberry", 10, 2.45, None)),
   price(29, "cherry", 3.5))
ok(C, 29, "Injury time: one kilo of bananas got trampled, damaged beyond repair", adjust(29, "banana", -1, "damaged"))
no(C, 29, "Penalty shootout with Mrs Davis over two kilos of oranges", AMBIGUOUS)
ok(C, 29, "Zoe Davis with a stunning strike: 2.5kg oranges, £3.85 on the till", sale(29, "Zoe Davis", ("orange", 2.5)))
no(C, 29, "Zoe Davis, 2kg oranges, rang up at £2.80, old money", WRONG_PRICE)
ok(C, 29, "Ken Smith returns his mango and pears from this morning, and then Ken buys four kilos of apples, "
   "a comeback for the ages", back(29, "Ken Smith", 29), sale(29, "Ken Smith", ("apple", 4)))
no(C, 29, "Substitution! Scrap the last entry, that one never happened", CANCEL)
ok(C, 29, "Reminder from the gaffer: don't let the cherries sit in the sun", NOTE)
ok(C, 20, "Sue Davis, the twentieth, two kilos of mangoes, cool as you like", sale(20, "Sue Davis", ("mango", 2)))
ok(C, 20, "Yesterday's highlights: Omar Haddad one kilo of grapes, Raj Patel two kilos of apples",
   sale(19, "Omar Haddad", ("grape", 1)), sale(19, "Raj Patel", ("apple", 2)))
no(C, 20, "Tomorrow's fixture: Green Valley bringing 20 kilos of strawberries", FUTURE)
ok(C, 20, "Sunday's action: Bob Smith took a kilo of mango, £2.40 paid", sale(18, "Bob Smith", ("mango", 1)))
ok(C, 20, "Hillside Produce deliver fifteen kilos of oranges at 92p, plus the gaffer chucks 1kg of spoiled pears",
   buy(20, "Hillside Produce", ("orange", 15, 0.92, None)), adjust(20, "pear", -1, "spoiled"))
ok(C, 29, "Raj Patel, four pounds of bananas, right into the top corner", sale(29, "Raj Patel", ("banana", 1.814)))
ok(C, 29, "Double substitution in the stockroom: 1.5kg of rotten mangoes off, 1kg of rotten pears off",
   adjust(29, "mango", -1.5, "rotten"), adjust(29, "pear", -1, "rotten"))
ok(C, 29, "ABC come in with 25 kilos of apples at £1.12 and set them at £1.75 on the shelf",
   buy(29, "ABC", ("apple", 25, 1.12, 1.75)))
no(C, 29, "Bob Smith brings back the strawberries from the second, but wait, half of them were eaten", PARTIAL)
ok(C, 29, "Bob Smith brings back his strawberries from the second, all five kilos", back(29, "Bob Smith", 2))
no(C, 29, "A kilo of apples for Zoe on the 30th", IMPOSSIBLE)
ok(C, 29, "Weekend roundup. Saturday: Mei Chen two kilos of cherries. Sunday: Ida Novak a kilo of pears",
   sale(24, "Mei Chen", ("cherry", 2)), sale(25, "Ida Novak", ("pear", 1)))
no(C, 29, "Omar Haddad returns his shopping from the 27th", TWO_SALES)
ok(C, 29, "Omar Haddad brings back his grapes and pears from the thirteenth, the lot", back(29, "Omar Haddad", 13))
no(C, 29, "Can you pull up the league table of best-selling fruit?", APP)
ok(C, 29, "Final whistle stocktake: strawberries counted at 31.5 kilos", adjust(29, "strawberry", 1.5, "stock count"))
ok(C, 29, "Tom Lee's basket: three kilos of oranges, two of mango, a kilo of cherries, £12.62 total",
   sale(29, "Tom Lee", ("orange", 3), ("mango", 2), ("cherry", 1)))
ok(C, 17, "Matchday special: Ken Smith, three kilos of strawberries, £11.70", sale(17, "Ken Smith", ("strawberry", 3)))
no(C, 17, "Matchday special, twenty percent off all cherries!", DISCOUNT)
ok(C, 17, "Thursday's replay: Ann Brown had two kilos of oranges, £2.80", sale(15, "Ann Brown", ("orange", 2)))
ok(C, 17, "Yesterday, Green Valley Farms: 20kg of mangoes at £1.50. Today: Luis Garcia 3kg of mangoes",
   buy(16, "Green Valley Farms", ("mango", 20, 1.5, None)), sale(17, "Luis Garcia", ("mango", 3)))
ok(C, 26, "Ida Novak, 750 grams of grapes, tidy finish", sale(26, "Ida Novak", ("grape", 0.75)))
no(C, 26, "Five oranges for Mei Chen, lovely stuff", NO_WEIGHT)
ok(C, 29, "Mei Chen and Eva Berg both in: Mei two kilos of bananas, Eva one kilo of apples",
   sale(29, "Mei Chen", ("banana", 2)), sale(29, "Eva Berg", ("apple", 1)))
ok(C, 29, "Bananas drop to one pound ten a kilo, effective now", price(29, "banana", 1.1))
no(C, 29, "Eva Berg brings back her stuff from the 3rd", RETURNED)
ok(C, 29, "Luis Garcia, the 26th, three pounds of pears", sale(26, "Luis Garcia", ("pear", 1.361)))
no(C, 29, "Ann Brown returns her mango from the 25th", NO_SALE)
ok(C, 29, "Stockroom report: 2kg grapes stolen, 1kg cherries given out as samples",
   adjust(29, "grape", -2, "stolen"), adjust(29, "cherry", -1, "samples"))
ok(C, 29, "Sue Davis, three kilos of bananas at £1.20 a kilo, £3.60 all in", sale(29, "Sue Davis", ("banana", 3)))
no(C, 29, "Hillside Produce delivering on the 3rd of March", FUTURE)
ok(C, 29, "Bob Smith two kilos of grapes, Ken Smith one kilo of oranges, the Smith derby!",
   sale(29, "Bob Smith", ("grape", 2)), sale(29, "Ken Smith", ("orange", 1)))
ok(C, 29, "Bus breakdown: 1.5 kilos of strawberries damaged on the way in", adjust(29, "strawberry", -1.5, "damaged"))
ok(C, 29, "Monday's stats: Omar Haddad 2kg mango, Zoe Davis 1kg cherries",
   sale(26, "Omar Haddad", ("mango", 2)), sale(26, "Zoe Davis", ("cherry", 1)))
ok(C, 29, "Omar Haddad, one kilo of apples, £1.70, textbook", sale(29, "Omar Haddad", ("apple", 1)))
ok(C, 29, "Extra time: Zoe Davis returns this morning's mango, and Sue Davis takes a kilo of mango",
   back(29, "Zoe Davis", 29), sale(29, "Sue Davis", ("mango", 1)))
ok(C, 29, "Green Valley Farms: 12 kilos of grapes for £21.60 the lot",
   buy(29, "Green Valley Farms", ("grape", 12, 1.8, None)))
ok(C, 29, "Two-nil! Luis Garcia three kilos of bananas, Ida Novak two kilos of strawberries",
   sale(29, "Luis Garcia", ("banana", 3)), sale(29, "Ida Novak", ("strawberry", 2)))

# ---------------------------------------------------------------- chef from next door, kitchen talk
K = CHEF
ok(K, 29, "ticket: Luis Garcia, 2kg oranges, 1kg grapes. heard.", sale(29, "Luis Garcia", ("orange", 2), ("grape", 1)))
ok(K, 29, "binned 1kg strawbs from the walk-in, mouldy. chef's orders", adjust(29, "strawberry", -1, "mouldy"))
ok(K, 29, "two tickets on the rail: Zoe Davis 1.5kg cherries / Tom Lee 2kg apples",
   sale(29, "Zoe Davis", ("cherry", 1.5)), sale(29, "Tom Lee", ("apple", 2)))
ok(K, 29, "walk-in count, bananas: 29kg", adjust(29, "banana", -1.5, "stock count"))
no(K, 29, "86 on mangoes tomorrow, chef wants 10kg held for the restaurant", FUTURE)
ok(K, 29, "delivery on the pass: ABC, 15kg cherries @ 1.95/kg, 10kg grapes @ 1.75/kg",
   buy(29, "ABC", ("cherry", 15, 1.95, None), ("grape", 10, 1.75, None)))
no(K, 29, "staff meal, took 1kg grapes for the crew, no charge", FREE)
ok(K, 29, "fire: Raj Patel 2.5kg bananas, £3.00", sale(29, "Raj Patel", ("banana", 2.5)))
ok(K, 29, "Omar Haddad back with his strawbs from yesterday, refund the lot. then he fires 2kg pears",
   back(29, "Omar Haddad", 28), sale(29, "Omar Haddad", ("pear", 2)))
no(K, 29, "Omar wants half his strawbs from yesterday refunded", PARTIAL)
ok(K, 29, "price on the board: cherries £3.40/kg from today", price(29, "cherry", 3.4))
no(K, 29, "what's the par on oranges for the weekend?", QUESTION)
ok(K, 29, "Hillside Produce drop: 20kg mango @ 1.45, sell 2.40. 20kg oranges @ 0.90, sell 1.54. signed for it",
   buy(29, "Hillside Produce", ("mango", 20, 1.45, 2.4), ("orange", 20, 0.9, 1.54)))
ok(K, 29, "walk-in count: pears 20.5, grapes 24.5",
   adjust(29, "pear", -0.5, "stock count"), adjust(29, "grape", 0.5, "stock count"))
no(K, 29, "Mr Smith's order, 3kg apples, behind!", AMBIGUOUS)
no(K, 29, "comp'd Ann's mango, on the house, she's been waiting ages", FREE)
ok(K, 29, "Ann Brown 1kg mango, plated", sale(29, "Ann Brown", ("mango", 1)))
ok(K, 29, "end of service: 0.5kg cherries damaged, 1kg bananas spoiled, 0.5kg grapes samples",
   adjust(29, "cherry", -0.5, "damaged"), adjust(29, "banana", -1, "spoiled"), adjust(29, "grape", -0.5, "samples"))
ok(K, 29, "new regular, Bronwyn Kettle, bk.kettle@example.com, 2kg strawbs",
   sale(29, party("Bronwyn Kettle", None, "bk.kettle@example.com"), ("strawberry", 2)))
no(K, 29, "new guy, just Marco, 1kg apples", NO_SURNAME)
no(K, 29, "Raj back with his stuff from the 25th", TWO_SALES)
ok(K, 29, "Raj Patel back with his bananas from Monday, full refund", back(29, "Raj Patel", 26))
no(K, 29, "scratch that, void the Ann ticket", CANCEL)
ok(K, 29, "To do: deep clean the walk-in shelves before the ABC drop", NOTE)
ok(K, 29, "ABC 10kg pears @ 1.00, no change to shelf. Ida Novak took 2kg of them straight off the pallet",
   buy(29, "ABC", ("pear", 10, 1.0, None)), sale(29, "Ida Novak", ("pear", 2)))
no(K, 29, "Eva Berg 3kg oranges, charged her £4", WRONG_PRICE)
ok(K, 29, "Eva Berg 3kg oranges, charged £4.62", sale(29, "Eva Berg", ("orange", 3)))
no(K, 29, "order in for the 31st: 5kg mango for Sue", IMPOSSIBLE)
ok(K, 29, "tickets from the rush: Ida Novak 1kg strawbs, Mei Chen 2kg pears, "
   "Ken Smith 1.5kg grapes, Bob Smith 1kg mango",
   sale(29, "Ida Novak", ("strawberry", 1)), sale(29, "Mei Chen", ("pear", 2)),
   sale(29, "Ken Smith", ("grape", 1.5)), sale(29, "Bob Smith", ("mango", 1)))
ok(K, 29, "the 27th, forgot to ring it in: Sue Davis 2kg cherries", sale(27, "Sue Davis", ("cherry", 2)))
no(K, 29, "box of mangoes to Sue, didn't weigh it", NO_WEIGHT)
ok(K, 28, "Mon: Zoe Davis 2kg pears", sale(26, "Zoe Davis", ("pear", 2)))
ok(K, 28, "yesterday's drop: Green Valley Farms 12kg apples @ 1.10, shelf 1.70",
   buy(27, "Green Valley Farms", ("apple", 12, 1.1, 1.7)))
no(K, 28, "Zoe wants 3kg cherries put by for tomorrow", FUTURE)
ok(K, 28, "walk-in count this morning: cherries 58, mango 23",
   adjust(28, "cherry", -1.5, "stock count"), adjust(28, "mango", -1, "stock count"))
ok(K, 24, "ticket: Ken Smith 2kg apples, £3.40", sale(24, "Ken Smith", ("apple", 2)))
ok(K, 24, "Thurs: Luis Garcia 1kg strawbs", sale(22, "Luis Garcia", ("strawberry", 1)))
no(K, 24, "pears going to 1.44 on the 26th", FUTURE)
ok(K, 24, "apples to 1.80 from today", price(24, "apple", 1.8))
ok(K, 24, "yesterday: binned 1kg rotten oranges, and Tom Lee grabbed 2kg bananas",
   adjust(23, "orange", -1, "rotten"), sale(23, "Tom Lee", ("banana", 2)))
ok(K, 29, "Mei Chen 1lb cherries, 2lb grapes", sale(29, "Mei Chen", ("cherry", 0.454), ("grape", 0.907)))
ok(K, 29, "Zoe Davis 1kg pear, £1.44. Sue Davis 2kg banana, £2.40",
   sale(29, "Zoe Davis", ("pear", 1)), sale(29, "Sue Davis", ("banana", 2)))
no(K, 29, "Zoe Davis 1kg pear, 1.60", WRONG_PRICE)
ok(K, 29, "staff tasting: 0.5kg mango, samples", adjust(29, "mango", -0.5, "samples"))
ok(K, 29, "Luis Garcia returns his oranges + grapes from Friday, swaps for 2kg cherries",
   back(29, "Luis Garcia", 23), sale(29, "Luis Garcia", ("cherry", 2)))
ok(K, 29, "Tom Lee 500g strawbs 500g grapes", sale(29, "Tom Lee", ("strawberry", 0.5), ("grape", 0.5)))
no(K, 29, "Tom Lee brings back his apples from the 12th", NO_SALE)
ok(K, 29, "stockroom: 2kg apples stolen out back, then counted apples at 26",
   adjust(29, "apple", -2, "stolen"), adjust(29, "apple", -1.5, "stock count"))
ok(K, 29, "ticket, Ida Novak, 2kg mango, £4.80", sale(29, "Ida Novak", ("mango", 2)))
no(K, 29, "ticket, Ida Novak, 2kg mango, £4.50, gave her the staff rate", DISCOUNT)
ok(K, 29, "FYI chef, the ABC van driver has changed", NOTE)
ok(K, 10, "ticket: Mei Chen 1kg apples", sale(10, "Mei Chen", ("apple", 1)))
ok(K, 10, "yesterday's drop, Hillside Produce: 10kg grapes @ 1.80",
   buy(9, "Hillside Produce", ("grape", 10, 1.8, None)))
ok(K, 10, "Thursday tickets: Raj Patel 1kg pears / Omar Haddad 2kg oranges",
   sale(8, "Raj Patel", ("pear", 1)), sale(8, "Omar Haddad", ("orange", 2)))
no(K, 10, "Raj back with the pears he had on the 14th", FUTURE)
ok(K, 10, "Ann Brown back with her bananas from Wednesday, refund the lot", back(10, "Ann Brown", 7))
no(K, 29, "2kg oranges to Luis 02/03", SLASH_DATE)
ok(K, 29, "count: oranges 26, pears 22, mango 20",
   adjust(29, "orange", 1, "stock count"), adjust(29, "pear", 1, "stock count"), adjust(29, "mango", 1, "stock count"))
ok(K, 29, "Bob Smith 2kg strawbs, total £7.80", sale(29, "Bob Smith", ("strawberry", 2)))
no(K, 29, "Bob Smith 2kg strawbs, total £8", WRONG_PRICE)
ok(K, 29, "Eva Berg returning everything from the 18th", back(29, "Eva Berg", 18))
ok(K, 29, "Ken Smith 2.5kg cherries", sale(29, "Ken Smith", ("cherry", 2.5)))
ok(K, 29, "Sue Davis 1kg apples. Bob Smith 1kg apples. same again for Mei Chen",
   sale(29, "Sue Davis", ("apple", 1)), sale(29, "Bob Smith", ("apple", 1)), sale(29, "Mei Chen", ("apple", 1)))
ok(K, 29, "Green Valley Farms, 5kg mango, invoice £7.50", buy(29, "Green Valley Farms", ("mango", 5, 1.5, None)))
ok(K, 29, "ABC 20kg oranges @ 0.95, shelf stays. walk-in count after: oranges 44",
   buy(29, "ABC", ("orange", 20, 0.95, None)), adjust(29, "orange", -1, "stock count"))


def main():
    with (HERE / "records.jsonl").open("w", encoding="utf-8") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines")


if __name__ == "__main__":
    main()
