"""Write bench/unseen27/records.jsonl: held-out staff inputs for the "records from text" reader.

Every case below is typed by hand (one text, one expected answer). The helpers only build the
record dictionaries so that the field shapes are always right; they never produce phrasings.
Run from this folder: python3 gen.py && python3 validate_records.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

OWNER = "owner-whatsapp"
RELIEF = "relief-manager"
DRIVER = "delivery-driver"
KID = "saturday-kid"

T = "2024-02-29"  # Thursday, the usual "today"

CASES = []


def D(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, who, *items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(who, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s}
                      for p, q, c, s in items]}


def ret(date, who, sale_date, phone=None, email=None):
    return {"kind": "return", "date": date, "customer": party(who, phone, email), "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


def note(date):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def ok(style, today, text, *records):
    recs = []
    for r in records:
        if r["kind"] == "note":
            r = dict(r, text=text)
        recs.append(r)
    CASES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, today, text, why):
    CASES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# --------------------------------------------------------------------------------------------
# owner-whatsapp: short forwarded messages, first names of regulars, lol / btw, line breaks
# --------------------------------------------------------------------------------------------
ok(OWNER, T, "Raj 2kg mangoes\nBob 1 kilo apples",
   sale(D(29), "Raj Patel", ("mango", 2)), sale(D(29), "Bob Smith", ("apple", 1)))
ok(OWNER, T, "btw bananas going to 1.30 from today", price(D(29), "banana", 1.3))
ok(OWNER, T, "Mei came in, 1.5kg cherries lol she's obsessed", sale(D(29), "Mei Chen", ("cherry", 1.5)))
ok(OWNER, T, "Omar took 3 kg strawbs and half a kilo of grapes",
   sale(D(29), "Omar Haddad", ("strawberry", 3), ("grape", 0.5)))
ok(OWNER, T, "Ida brought back her bananas from the 20th, said they were too green",
   ret(D(29), "Ida Novak", D(20)))
ok(OWNER, T, "yesterday Luis 2kg oranges 1kg pears",
   sale(D(28), "Luis Garcia", ("orange", 2), ("pear", 1)))
ok(OWNER, T, "note: Tom pays cash only, don't offer him the card machine lol", note(D(29)))
ok(OWNER, T, "Sue 1kg grapes, Ann 2kg apples\nbtw binned 2kg mouldy strawberries",
   sale(D(29), "Sue Davis", ("grape", 1)), sale(D(29), "Ann Brown", ("apple", 2)),
   adj(D(29), "strawberry", -2, "mouldy"))
ok(OWNER, T, "Eva had 2 kilos pears and a kilo of bananas",
   sale(D(29), "Eva Berg", ("pear", 2), ("banana", 1)))
ok(OWNER, T, "pears back up to 1.60 btw", price(D(29), "pear", 1.6))
ok(OWNER, T, "Zoe 3kg oranges @ 1.54", sale(D(29), "Zoe Davis", ("orange", 3)))
ok(OWNER, T, "Ken 4kg apples paid 6.80", sale(D(29), "Ken Smith", ("apple", 4)))
ok(OWNER, T, "someone nicked a kilo of grapes off the front display, gutted",
   adj(D(29), "grape", -1, "stolen"))
ok(OWNER, T, "Bob returned his stuff from Monday", ret(D(29), "Bob Smith", D(26)))
ok(OWNER, T, "Tom 2.5kg cherries\nMei 1kg strawberries\nRaj 2kg bananas",
   sale(D(29), "Tom Lee", ("cherry", 2.5)), sale(D(29), "Mei Chen", ("strawberry", 1)),
   sale(D(29), "Raj Patel", ("banana", 2)))
ok(OWNER, T, "counted the mangoes tonight, 17kg", adj(D(29), "mango", -2, "stock count"))
ok(OWNER, T, "FYI the cold room runs warm, keep the strawberries at the front", note(D(29)))
ok(OWNER, T, "Luiz 1kg mango", sale(D(29), "Luis Garcia", ("mango", 1)))
ok(OWNER, T, "Omar Hadad 2 kg pears", sale(D(29), "Omar Haddad", ("pear", 2)))
ok(OWNER, T, "cherries down to 3.00 lol too many of them", price(D(29), "cherry", 3.0))
ok(OWNER, T, "Ann 2 days ago 1kg strawberries, forgot to put it in",
   sale(D(27), "Ann Brown", ("strawberry", 1)))
ok(OWNER, T, "Raj brought back the cherries he got on the 27th", ret(D(29), "Raj Patel", D(27)))
ok(OWNER, T, "gave out 500g grapes as samples today, people loved them",
   adj(D(29), "grape", -0.5, "samples"))
ok(OWNER, T, "Ida 1 kilo oranges and 1 kilo apples btw she says hi",
   sale(D(29), "Ida Novak", ("orange", 1), ("apple", 1)))
ok(OWNER, T, "apples 1.80 from now on", price(D(29), "apple", 1.8))
ok(OWNER, T, "Sue 2kg bananas, her new number is 07700 900461",
   sale(D(29), "Sue Davis", ("banana", 2), phone="07700 900461"))
ok(OWNER, T, "Zoe Thursday 1kg cherries", sale(D(22), "Zoe Davis", ("cherry", 1)))
ok(OWNER, T, "remember Ken gets his mangoes ripe, pick the soft ones for him", note(D(29)))
ok(OWNER, T, "2kg bananas gone rotten in the back, chucked them", adj(D(29), "banana", -2, "rotten"))
ok(OWNER, T, "Bob 2kg grapes\nKen 1kg grapes\nlol grapes flying today",
   sale(D(29), "Bob Smith", ("grape", 2)), sale(D(29), "Ken Smith", ("grape", 1)))
ok(OWNER, T, "Mei yesterday 2kg apples", sale(D(28), "Mei Chen", ("apple", 2)))
ok(OWNER, T, "Eva brought back her pears and strawbs from the 18th", ret(D(29), "Eva Berg", D(18)))
ok(OWNER, T, "strawberries 4.20 now, supplier put prices up", price(D(29), "strawberry", 4.2))
ok(OWNER, T, "Omar 1kg mango, 1kg cherries, 1kg pears. paid 7.04",
   sale(D(29), "Omar Haddad", ("mango", 1), ("cherry", 1), ("pear", 1)))
ok(OWNER, T, "Hillside dropped 20kg pears at 1.00 btw\nand Raj had 3kg of them",
   buy(D(29), "Hillside Produce", ("pear", 20, 1.0, None)), sale(D(29), "Raj Patel", ("pear", 3)))
ok(OWNER, T, "Luis 2kg strawberries Tuesday", sale(D(27), "Luis Garcia", ("strawberry", 2)))
ok(OWNER, T, "new lady Priya Shah 1kg cherries", sale(D(29), "Priya Shah", ("cherry", 1)))
ok(OWNER, T, "Ken 3 kg oranges lol he's making marmalade", sale(D(29), "Ken Smith", ("orange", 3)))
ok(OWNER, T, "dropped 1.5kg of cherries on the floor, all squashed", adj(D(29), "cherry", -1.5, "damaged"))
ok(OWNER, T, "Tom 1kg apples, Zoe 2kg pears, Sue 0.5kg mango",
   sale(D(29), "Tom Lee", ("apple", 1)), sale(D(29), "Zoe Davis", ("pear", 2)),
   sale(D(29), "Sue Davis", ("mango", 0.5)))
ok(OWNER, "2024-02-26", "Sue and Raj 1kg bananas each",
   sale(D(26), "Sue Davis", ("banana", 1)), sale(D(26), "Raj Patel", ("banana", 1)))
ok(OWNER, "2024-02-26", "weekend catch up lol\nSaturday Mei 1kg cherries\nSunday Raj 2kg grapes",
   sale(D(24), "Mei Chen", ("cherry", 1)), sale(D(25), "Raj Patel", ("grape", 2)))
ok(OWNER, "2024-02-26", "Eva 2kg pears @1.44", sale(D(26), "Eva Berg", ("pear", 2)))
ok(OWNER, T, "note: ABC now wants orders in by noon the day before", note(D(29)))
ok(OWNER, T, "Ken brought back his strawberries from the 17th lol said they were sour",
   ret(D(29), "Ken Smith", D(17)))
ok(OWNER, T, "Zoe and Mei 1kg mango each",
   sale(D(29), "Zoe Davis", ("mango", 1)), sale(D(29), "Mei Chen", ("mango", 1)))
ok(OWNER, T, "grapes now 2.95", price(D(29), "grape", 2.95))
ok(OWNER, T, "Ann 3kg bananas, paid 3.60", sale(D(29), "Ann Brown", ("banana", 3)))
ok(OWNER, T, "Raj 1kg each of apples pears and oranges",
   sale(D(29), "Raj Patel", ("apple", 1), ("pear", 1), ("orange", 1)))
ok(OWNER, T, "remember the card machine needs charging every night", note(D(29)))
ok(OWNER, T, "Tom 2kg cherries, 6.40 cash", sale(D(29), "Tom Lee", ("cherry", 2)))
ok(OWNER, T, "Ida 1.5kg grapes\nand 1kg strawberries for her mum",
   sale(D(29), "Ida Novak", ("grape", 1.5), ("strawberry", 1)))
ok(OWNER, T, "yesterday 3kg strawberries went mouldy, binned", adj(D(28), "strawberry", -3, "mouldy"))
ok(OWNER, T, "btw the 26th Luis had 2kg bananas, forgot to tell you",
   sale(D(26), "Luis Garcia", ("banana", 2)))
ok(OWNER, T, "Ann returned today's oranges, wrong ones lol", ret(D(29), "Ann Brown", D(29)))
ok(OWNER, T, "Zoey 1kg pears", sale(D(29), "Zoe Davis", ("pear", 1)))
ok(OWNER, T, "20/2 Raj 1kg grapes, found it on a receipt", sale(D(20), "Raj Patel", ("grape", 1)))
ok(OWNER, T, "Feb 27 Bob 1kg cherries", sale(D(27), "Bob Smith", ("cherry", 1)))
ok(OWNER, T, "day before yesterday Zoe 1kg apples", sale(D(27), "Zoe Davis", ("apple", 1)))
ok(OWNER, T, "mango price 2.50 from today\nand Omar had 1kg mango",
   price(D(29), "mango", 2.5), sale(D(29), "Omar Haddad", ("mango", 1)))
ok(OWNER, T, "Ida Novac 2kg cherries", sale(D(29), "Ida Novak", ("cherry", 2)))

no(OWNER, T, "how much mango have we got left?", "question")
no(OWNER, T, "Smith came in for 2kg apples", "ambiguous customer: two Smiths")
no(OWNER, T, "Raj wants 5kg mangoes tomorrow, put some aside", "future plan")
no(OWNER, T, "delete Bob's sale from this morning lol wrong person", "instruction to the app")
no(OWNER, T, "Mei 6 mangoes", "pieces, no weight")
no(OWNER, T, "kiwis are selling well btw, Ann 2kg", "unknown product")
no(OWNER, T, "mangoes 2 for 1 this weekend", "promotion")
no(OWNER, T, "Zoe had some cherries", "vague quantity")
no(OWNER, T, "Tom brought back the stuff from the 11th", "sale already returned")
no(OWNER, T, "Omar returned what he bought on Tuesday", "two sales that day")
no(OWNER, T, "lol what a day, so quiet", "chit-chat")
no(OWNER, T, "Davis 1kg grapes", "ambiguous customer: two Davises")
no(OWNER, T, "Raj 22kg mango lol restaurant order", "more than in stock")
no(OWNER, T, "Ken 2kg apples @ 1.50", "price differs from shelf price")
no(OWNER, T, "Eva returned half her pears from the 18th", "partial return")
no(OWNER, T, "Luis 2 kg pears on the 31st", "impossible date")
no(OWNER, T, "a bloke bought 3kg apples", "no customer")
no(OWNER, T, "Bob 2kg grapefruit", "unknown product")
no(OWNER, T, "Raj had 2kg pears the other day, forgot to put it in", "ambiguous date")
no(OWNER, T, "Ann had cherries again lol", "missing quantity")
no(OWNER, T, "Tom 2kg apples but knock 10% off he's a regular", "discount")
no(OWNER, T, "Luis returned his stuff from the 20th", "no sale that day")

# --------------------------------------------------------------------------------------------
# relief-manager: covering the week of 19-23 February, full names, polite and wordy
# --------------------------------------------------------------------------------------------
ok(RELIEF, "2024-02-20", "Please record a sale to Mrs. Ann Brown of two kilograms of apples.",
   sale(D(20), "Ann Brown", ("apple", 2)))
ok(RELIEF, "2024-02-20", "Could you log that Mr. Raj Patel purchased 1.5 kg of cherries this morning?",
   sale(D(20), "Raj Patel", ("cherry", 1.5)))
ok(RELIEF, "2024-02-20",
   "Please record that we received 40 kg of mangoes from Green Valley Farms at £1.50 per kilo, to be sold at £2.40.",
   buy(D(20), "Green Valley Farms", ("mango", 40, 1.5, 2.4)))
ok(RELIEF, "2024-02-20",
   "I would like to record that Luis Garcia returned the entire purchase he made on Friday 16 February.",
   ret(D(20), "Luis Garcia", D(16)))
ok(RELIEF, "2024-02-20", "Please note that the walk-in chiller must be kept below 5 degrees at all times.",
   note(D(20)))
ok(RELIEF, "2024-02-20",
   "Could you kindly log a sale of 3 kilograms of oranges to Ms. Sue Davis, phone 604-866-1001?",
   sale(D(20), "Sue Davis", ("orange", 3), phone="604-866-1001"))
ok(RELIEF, "2024-02-21", "Please record that yesterday Ida Novak bought 2 kg of pears.",
   sale(D(20), "Ida Novak", ("pear", 2)))
ok(RELIEF, "2024-02-21",
   "Please adjust the stock: 1.5 kg of strawberries had gone mouldy and were discarded.",
   adj(D(21), "strawberry", -1.5, "mouldy"))
ok(RELIEF, "2024-02-21",
   "I have counted the grapes and there are 23 kg in total, shelves and back room together.",
   adj(D(21), "grape", -2, "stock count"))
ok(RELIEF, "2024-02-21", "Could you please change the selling price of mangoes to £2.60 per kilogram?",
   price(D(21), "mango", 2.6))
ok(RELIEF, "2024-02-22",
   "Please log the following sale: Omar Haddad, 2 kilograms of strawberries and 1 kilogram of cherries.",
   sale(D(22), "Omar Haddad", ("strawberry", 2), ("cherry", 1)))
ok(RELIEF, "2024-02-22",
   "A new customer, Mr. Daniel Whitfield, bought 1 kg of grapes. His email is d.whitfield@example.org.",
   sale(D(22), "Daniel Whitfield", ("grape", 1), email="d.whitfield@example.org"))
ok(RELIEF, "2024-02-22", "Please record a delivery from Hillside Produce: 25 kg of bananas at 60p per kilo.",
   buy(D(22), "Hillside Produce", ("banana", 25, 0.6, None)))
ok(RELIEF, "2024-02-23",
   "Could you log that Mei Chen bought half a kilogram of strawberries and a kilogram of apples?",
   sale(D(23), "Mei Chen", ("strawberry", 0.5), ("apple", 1)))
ok(RELIEF, "2024-02-23",
   "I am afraid 2 kg of bananas were damaged when a crate fell from the trolley; please write them off.",
   adj(D(23), "banana", -2, "damaged"))
ok(RELIEF, "2024-02-19", "Good morning. Please record that Eva Berg bought 2 kilograms of cherries today.",
   sale(D(19), "Eva Berg", ("cherry", 2)))
ok(RELIEF, "2024-02-19", "Please register a price change: bananas are now £1.20 per kilogram.",
   price(D(19), "banana", 1.2))
ok(RELIEF, "2024-02-19", "Could you record that Mr. Ken Smith bought 2 kg of grapes, please?",
   sale(D(19), "Ken Smith", ("grape", 2)))
ok(RELIEF, "2024-02-22", "Please record the sale of 2.5 kg of mangoes to Ms. Ida Novak.",
   sale(D(22), "Ida Novak", ("mango", 2.5)))
ok(RELIEF, "2024-02-22",
   "Would you record that Mr. Luis Garcia bought 1 kg of oranges and 2 kg of apples, please?",
   sale(D(22), "Luis Garcia", ("orange", 1), ("apple", 2)))
ok(RELIEF, "2024-02-23",
   "Please record that Ms. Eva Berg returned the cherries she bought on Monday the 19th.",
   ret(D(23), "Eva Berg", D(19)))
ok(RELIEF, "2024-02-23", "I have done a stock count of the oranges: 27 kilograms.",
   adj(D(23), "orange", 2, "stock count"))
ok(RELIEF, "2024-02-23",
   "Please log a delivery from Green Valley Farms of 20 kg of pears at £1.00 per kilogram and 15 kg of oranges "
   "at £0.90 per kilogram, to be sold at £1.60 and £1.54 respectively.",
   buy(D(23), "Green Valley Farms", ("pear", 20, 1.0, 1.6), ("orange", 15, 0.9, 1.54)))
ok(RELIEF, "2024-02-21", "Please record that Mr. Omar Haddad bought 2 kilograms of pears today.",
   sale(D(21), "Omar Haddad", ("pear", 2)))
ok(RELIEF, "2024-02-21",
   "Please record that a regular, Mrs. Ann Brown, bought 1 kg of strawberries and 1 kg of grapes.",
   sale(D(21), "Ann Brown", ("strawberry", 1), ("grape", 1)))
ok(RELIEF, "2024-02-19", "Please record that 1 kg of cherries was given away as tasting samples.",
   adj(D(19), "cherry", -1, "samples"))
ok(RELIEF, "2024-02-19",
   "Could you record a sale to a new customer, Ms. Harriet Quinn, of 2 kg of oranges? "
   "Her telephone number is 207-555-0148.",
   sale(D(19), "Harriet Quinn", ("orange", 2), phone="207-555-0148"))
ok(RELIEF, "2024-02-20", "Please record that the selling price of strawberries is now £4.10 per kilogram.",
   price(D(20), "strawberry", 4.1))
ok(RELIEF, "2024-02-20", "Please record that Mr. Tom Lee bought 2 kg of grapes yesterday afternoon.",
   sale(D(19), "Tom Lee", ("grape", 2)))
ok(RELIEF, "2024-02-22", "Please note for all staff: the till must be counted by two people at closing.",
   note(D(22)))
ok(RELIEF, "2024-02-22", "Please record that Ms. Zoe Davis returned her purchase from the 21st in full.",
   ret(D(22), "Zoe Davis", D(21)))
ok(RELIEF, "2024-02-23",
   "Could you please log that Mr. Bob Smith bought 1.5 kg of bananas at £1.20 per kilogram?",
   sale(D(23), "Bob Smith", ("banana", 1.5)))
ok(RELIEF, "2024-02-20",
   "Please record that 2 kg of pears were found to be rotten and have been thrown away.",
   adj(D(20), "pear", -2, "rotten"))
ok(RELIEF, "2024-02-21", "Kindly record that Mr. Raj Patel bought 3 kg of bananas, for which he paid £3.60.",
   sale(D(21), "Raj Patel", ("banana", 3)))
ok(RELIEF, "2024-02-21",
   "Please record that Ms. Mei Chen bought 2 kg of apples, and that Mr. Ken Smith bought 1 kg of cherries.",
   sale(D(21), "Mei Chen", ("apple", 2)), sale(D(21), "Ken Smith", ("cherry", 1)))
ok(RELIEF, "2024-02-22", "Could you log that Mr. Haddad bought 1 kg of apples? He is a regular, I am told.",
   sale(D(22), "Omar Haddad", ("apple", 1)))
ok(RELIEF, "2024-02-23",
   "Please record a sale to Mr. Tom Lee: 750 grams of cherries and 1.25 kilograms of oranges.",
   sale(D(23), "Tom Lee", ("cherry", 0.75), ("orange", 1.25)))
ok(RELIEF, "2024-02-19",
   "For the record, please note that only the owner may change the back door alarm code.",
   note(D(19)))
ok(RELIEF, "2024-02-23",
   "I would be grateful if you could record that Mrs. Sue Davis bought 2 kilograms of strawberries on Tuesday.",
   sale(D(20), "Sue Davis", ("strawberry", 2)))
ok(RELIEF, "2024-02-20",
   "Please record that Mr. Bob Smith bought 1 kg of pears and 1 kg of oranges, and that 0.5 kg of grapes "
   "were stolen from the outside display.",
   sale(D(20), "Bob Smith", ("pear", 1), ("orange", 1)), adj(D(20), "grape", -0.5, "stolen"))
ok(RELIEF, "2024-02-22",
   "Having weighed the apples this evening, I can confirm we have 30 kg, not what the system shows.",
   adj(D(22), "apple", -1.5, "stock count"))

no(RELIEF, "2024-02-20",
   "I believe Mrs. Davis may have bought some grapes earlier, could you possibly record it?",
   "ambiguous customer, vague quantity, unsure")
no(RELIEF, "2024-02-21",
   "I'm not entirely sure, but I think Mr. Tom Lee bought 2 kg of pears. Please record it if that's acceptable.",
   "writer unsure")
no(RELIEF, "2024-02-20", "Could you tell me how many kilograms of strawberries we have in stock?", "question")
no(RELIEF, "2024-02-22", "Please record that Mr. Smith bought 1 kg of oranges.", "ambiguous customer: two Smiths")
no(RELIEF, "2024-02-21", "Please delete the sale I entered for Ida Novak earlier, it was a mistake.",
   "instruction to the app")
no(RELIEF, "2024-02-20",
   "We will be receiving a delivery from ABC tomorrow morning; please expect 30 kg of apples at £1.10.",
   "future delivery")
no(RELIEF, "2024-02-22", "Please record that a gentleman bought 2 kg of mangoes; I did not catch his name.",
   "no customer")
no(RELIEF, "2024-02-23", "Could you log a sale of three punnets of strawberries to Mei Chen?",
   "punnets, no weight")
no(RELIEF, "2024-02-20", "Please record that Green Valley Farms delivered 20 kg of pears.", "no unit cost")
no(RELIEF, "2024-02-21", "Please apply a 10% discount to all cherries until the end of the week.", "promotion")
no(RELIEF, "2024-02-22", "Please record that Mr. Raj Patel returned the items he purchased on the 25th.",
   "sale date in the future")
no(RELIEF, "2024-02-20", "Please could you record that Mrs. Ann Brown bought 2 kg of passion fruit.",
   "unknown product")
no(RELIEF, "2024-02-23", "Please record that Ida Novak returned the bananas she bought on the 9th.",
   "two sales that day")
no(RELIEF, "2024-02-19",
   "I'm told Mr. Luis Garcia returned something last week, but nobody knows which day.", "ambiguous date")
no(RELIEF, "2024-02-21", "Please record that Sue Davis bought 2 kg of grapes at £2.50 per kilo.",
   "price differs from shelf price")
no(RELIEF, "2024-02-22", "Could you record that Mr. Tom Lee bought 12 kg of bananas?", "more than in stock")
no(RELIEF, "2024-02-23",
   "Please record that Bob Smith returned the grapes and cherries he bought on Sunday 18 February.",
   "sale already returned")
no(RELIEF, "2024-02-21", "Thank you so much for your patience with me this week, it is much appreciated.",
   "chit-chat")
no(RELIEF, "2024-02-22", "Could you change yesterday's sale to Ann Brown from 1 kg of grapes to 2 kg?",
   "instruction to edit")

# --------------------------------------------------------------------------------------------
# delivery-driver: at the back door, invoice-style, capitals, totals, lb and g now and then
# --------------------------------------------------------------------------------------------
ok(DRIVER, T, "HILLSIDE PRODUCE\n30kg bananas @ 0.60\n20kg pears @ 1.00",
   buy(D(29), "Hillside Produce", ("banana", 30, 0.6, None), ("pear", 20, 1.0, None)))
ok(DRIVER, T, "ABC delivery - 25 kg apples @ 1.10, sell 1.70",
   buy(D(29), "ABC", ("apple", 25, 1.1, 1.7)))
ok(DRIVER, T, "GREEN VALLEY - strawberries 40kg - total 100.00",
   buy(D(29), "Green Valley Farms", ("strawberry", 40, 2.5, None)))
ok(DRIVER, T, "Hillside: 66 lb oranges @ 0.90/kg",
   buy(D(29), "Hillside Produce", ("orange", 29.937, 0.9, None)))
ok(DRIVER, T, "abc - 20kg cherries at 2.00, 20kg grapes at 1.80 per kg, total 76.00",
   buy(D(29), "ABC", ("cherry", 20, 2.0, None), ("grape", 20, 1.8, None)))
ok(DRIVER, T, "GREEN VALLEY 15kg mango @1.50 rrp 2.40",
   buy(D(29), "Green Valley Farms", ("mango", 15, 1.5, 2.4)))
ok(DRIVER, T, "Hillside Produce, inv 2291: bananas 22.5kg x 0.60 = 13.50",
   buy(D(29), "Hillside Produce", ("banana", 22.5, 0.6, None)))
ok(DRIVER, T, "ABC: 5000g cherries @ 2.00/kg", buy(D(29), "ABC", ("cherry", 5, 2.0, None)))
ok(DRIVER, T, "Green Valley Farms tel 555-0101\npears 30 kg @ 1.00\noranges 25 kg @ 0.90",
   buy(D(29), "Green Valley Farms", ("pear", 30, 1.0, None), ("orange", 25, 0.9, None), phone="555-0101"))
ok(DRIVER, T, "HILLSIDE 44lb strawberries £2.50/kg",
   buy(D(29), "Hillside Produce", ("strawberry", 19.958, 2.5, None)))
ok(DRIVER, T, "New supplier Orchard Lane Ltd, 20kg apples @ 1.00, orders@orchardlane.example",
   buy(D(29), "Orchard Lane Ltd", ("apple", 20, 1.0, None), email="orders@orchardlane.example"))
ok(DRIVER, T, "ABC 10 kg grapes 18.00 total", buy(D(29), "ABC", ("grape", 10, 1.8, None)))
ok(DRIVER, T, "Hillside - bananas 24kg (2 boxes) @ 0.60/kg",
   buy(D(29), "Hillside Produce", ("banana", 24, 0.6, None)))
ok(DRIVER, T, "green valley farms\n18kg cherries @ 2.10\nsell @ 3.30",
   buy(D(29), "Green Valley Farms", ("cherry", 18, 2.1, 3.3)))
ok(DRIVER, T, "ABC yesterday 20kg oranges @ 0.95 (forgot to log)",
   buy(D(28), "ABC", ("orange", 20, 0.95, None)))
ok(DRIVER, T, "Driver here - 3kg bananas in your back room are rotten, binned them for you",
   adj(D(29), "banana", -3, "rotten"))
ok(DRIVER, T, "FYI from Hillside: deliveries are before 7am from now on, use the back gate", note(D(29)))
ok(DRIVER, T, "ABC 12kg apples, 7lb cherries. apples 1.10 cherries 2.00",
   buy(D(29), "ABC", ("apple", 12, 1.1, None), ("cherry", 3.175, 2.0, None)))
ok(DRIVER, T, "GREEN VALLEY FARMS delivery on 27/2: 30kg bananas @0.58",
   buy(D(27), "Green Valley Farms", ("banana", 30, 0.58, None)))
ok(DRIVER, T, "Hillside Produce Feb 26 - pears 25kg @ 0.98, sell 1.50",
   buy(D(26), "Hillside Produce", ("pear", 25, 0.98, 1.5)))
ok(DRIVER, T, "ABC - a dozen kilos of mangoes @ 1.45", buy(D(29), "ABC", ("mango", 12, 1.45, None)))
ok(DRIVER, T, "GREEN VALLEY\nstrawberries 20kg @ 2.40\nmango 10kg @ 1.50\ngrapes 15kg @ 1.75\nTOTAL 89.25",
   buy(D(29), "Green Valley Farms", ("strawberry", 20, 2.4, None), ("mango", 10, 1.5, None),
       ("grape", 15, 1.75, None)))
ok(DRIVER, T, "abc 2 days ago: grapes 10kg 1.80/kg", buy(D(27), "ABC", ("grape", 10, 1.8, None)))
ok(DRIVER, T, "Hillside: oranges 20 kilos, £19 the lot", buy(D(29), "Hillside Produce", ("orange", 20, 0.95, None)))
ok(DRIVER, T, "ABC apples 10kg @ $1.10/kg sell $1.75", buy(D(29), "ABC", ("apple", 10, 1.1, 1.75)))
ok(DRIVER, "2024-02-23", "HILLSIDE PRODUCE - bananas 30kg @ .60",
   buy(D(23), "Hillside Produce", ("banana", 30, 0.6, None)))
ok(DRIVER, T, "Green Valley - grapes 20kg @ 1.80, mango 20kg @ 1.50",
   buy(D(29), "Green Valley Farms", ("grape", 20, 1.8, None), ("mango", 20, 1.5, None)))
ok(DRIVER, T, "ABC\napples 10kg 1.10\npears 10kg 1.00\nsell apples 1.70 pears 1.44",
   buy(D(29), "ABC", ("apple", 10, 1.1, 1.7), ("pear", 10, 1.0, 1.44)))
ok(DRIVER, T, "hillside produce 2000 grams cherries £4.00 total",
   buy(D(29), "Hillside Produce", ("cherry", 2, 2.0, None)))
ok(DRIVER, T, "GREEN VALLEY FARMS: 10 kilo strawberries, £25 total, email orders@greenvalley.example",
   buy(D(29), "Green Valley Farms", ("strawberry", 10, 2.5, None), email="orders@greenvalley.example"))
ok(DRIVER, T, "Hillside 55lb apples @ 1.05 per kilo", buy(D(29), "Hillside Produce", ("apple", 24.948, 1.05, None)))
ok(DRIVER, T, "ABC, Tuesday: 15kg oranges @ 0.90, 10kg mango @ 1.50",
   buy(D(27), "ABC", ("orange", 15, 0.9, None), ("mango", 10, 1.5, None)))
ok(DRIVER, T, "driver from Hillside: 2kg of your pears in the back were mouldy, binned them",
   adj(D(29), "pear", -2, "mouldy"))
ok(DRIVER, T, "ABC: 8kg grapes x 1.80 = 14.40", buy(D(29), "ABC", ("grape", 8, 1.8, None)))
ok(DRIVER, "2024-02-20", "GREEN VALLEY FARMS\nmango 11lb @ 1.50/kg\ncherries 10kg @ 2.00/kg",
   buy(D(20), "Green Valley Farms", ("mango", 4.99, 1.5, None), ("cherry", 10, 2.0, None)))
ok(DRIVER, T, "HILLSIDE yesterday - 40kg pears, 1.00 a kilo, shelf price 1.50",
   buy(D(28), "Hillside Produce", ("pear", 40, 1.0, 1.5)))
ok(DRIVER, T, "abc 750g cherries top up, 2.00/kg", buy(D(29), "ABC", ("cherry", 0.75, 2.0, None)))
ok(DRIVER, T, "Hillside Produce 555-0102 - strawberries 15kg @ 2.50, sell 3.90",
   buy(D(29), "Hillside Produce", ("strawberry", 15, 2.5, 3.9), phone="555-0102"))
ok(DRIVER, T, "GREEN VALLEY: twenty kilos of oranges at ninety pence a kilo",
   buy(D(29), "Green Valley Farms", ("orange", 20, 0.9, None)))
ok(DRIVER, T, "ABC on the 28th - 33lb grapes @ 1.80 per kg, sorry late",
   buy(D(28), "ABC", ("grape", 14.969, 1.8, None)))
ok(DRIVER, T, "ABC driver: found 1kg of your cherries gone mouldy at the back of the cold room, binned",
   adj(D(29), "cherry", -1, "mouldy"))

no(DRIVER, T, "HILLSIDE 3 crates bananas, invoice to follow", "crates, no weight, no cost")
no(DRIVER, T, "ABC 20kg apples + 10kg pears, total 32.00", "total for two products, no unit costs")
no(DRIVER, T, "Green Valley delivery tomorrow: 40kg strawberries @ 2.50", "future delivery")
no(DRIVER, T, "dropped off 20kg cherries @ 2.00", "no supplier")
no(DRIVER, T, "HILLSIDE 15kg kiwi @ 1.20", "unknown product")
no(DRIVER, T, "ABC - 25kg apples", "no unit cost")
no(DRIVER, T, "Green Valley: mangoes, about 10kg I think, @ 1.50, not sure", "writer unsure")
no(DRIVER, T, "Hillside 30kg bananas @ 0.60 on the 30th", "impossible date")
no(DRIVER, T, "is it ok to leave the pears by the bins? nobody's answering", "question")
no(DRIVER, T, "ABC: 4 boxes of grapes @ 9.00 a box", "boxes, no weight")
no(DRIVER, T, "please cancel the Hillside delivery I logged earlier, wrong van", "instruction to the app")
no(DRIVER, T, "Green Valley 10 punnets strawberries @ 2.00", "punnets, no weight")
no(DRIVER, T, "HILLSIDE 20kg pears @ 1.00 on 1/3", "future date")
no(DRIVER, T, "HILLSIDE 1500g mango samples for the shop, no charge", "no unit cost")
no(DRIVER, T, "ABC some cherries and grapes, paperwork in the box", "vague quantity, no cost")
no(DRIVER, T, "back door locked again mate, rang the bell twice", "chit-chat")
no(DRIVER, T, "Hillside next week: 50kg bananas @ 0.55, can you confirm", "future plan")

# --------------------------------------------------------------------------------------------
# saturday-kid: Saturday till (10th, 17th, 24th), lower case, slang, quid, typos
# --------------------------------------------------------------------------------------------
S24 = "2024-02-24"
S17 = "2024-02-17"
S10 = "2024-02-10"
ok(KID, S24, "gave raj 2 kilo mangos", sale(D(24), "Raj Patel", ("mango", 2)))
ok(KID, S24, "mei got 1kg grapes n half kilo cherrys", sale(D(24), "Mei Chen", ("grape", 1), ("cherry", 0.5)))
ok(KID, S24, "omar grabbed 3kg strawbs, paid £11.70", sale(D(24), "Omar Haddad", ("strawberry", 3)))
ok(KID, S24, "chucked 1kg rotten bananas", adj(D(24), "banana", -1, "rotten"))
ok(KID, S24, "zoe got 2kg oranges £3.08", sale(D(24), "Zoe Davis", ("orange", 2)))
ok(KID, S24, "ken 1 kilo cherrys 1 kilo grapes", sale(D(24), "Ken Smith", ("cherry", 1), ("grape", 1)))
ok(KID, S24, "new guy jake morris got 2kg apples", sale(D(24), "Jake Morris", ("apple", 2)))
ok(KID, S24, "ida grabbed 500g strawberries", sale(D(24), "Ida Novak", ("strawberry", 0.5)))
ok(KID, S24, "sue brought her grapes back from tuesday", ret(D(24), "Sue Davis", D(20)))
ok(KID, S24, "luis got 2kg bananas and a kilo of pears", sale(D(24), "Luis Garcia", ("banana", 2), ("pear", 1)))
ok(KID, S24, "eva 3kg cherries", sale(D(24), "Eva Berg", ("cherry", 3)))
ok(KID, S24, "bob got 2.5 kilo grapes", sale(D(24), "Bob Smith", ("grape", 2.5)))
ok(KID, S24, "ann got 1kg mango yesterday forgot to put it in soz", sale(D(23), "Ann Brown", ("mango", 1)))
ok(KID, S24, "ann brought back her mangos from yesterday", ret(D(24), "Ann Brown", D(23)))
ok(KID, S24, "gave bob 1 kilo bananas", sale(D(24), "Bob Smith", ("banana", 1)))
ok(KID, S24, "tom got 1.5 kilo oranges", sale(D(24), "Tom Lee", ("orange", 1.5)))
ok(KID, S24, "omar got 2kg pears n 1kg bananas", sale(D(24), "Omar Haddad", ("pear", 2), ("banana", 1)))
ok(KID, S24, "eva got 1kg strawbs for £3.90", sale(D(24), "Eva Berg", ("strawberry", 1)))
ok(KID, S24, "raj got 500 grams grapes", sale(D(24), "Raj Patel", ("grape", 0.5)))
ok(KID, S24, "someone nicked 1kg strawbs off the front lol", adj(D(24), "strawberry", -1, "stolen"))
ok(KID, S24, "bob got 10 kilos apples, 17 quid", sale(D(24), "Bob Smith", ("apple", 10)))
ok(KID, S24, "gave out 200g of grapes as samples to ppl", adj(D(24), "grape", -0.2, "samples"))
ok(KID, S24, "zoe got 2 kilo mango and sue got 1 kilo mango",
   sale(D(24), "Zoe Davis", ("mango", 2)), sale(D(24), "Sue Davis", ("mango", 1)))
ok(KID, S24, "lusi got 1kg apples", sale(D(24), "Luis Garcia", ("apple", 1)))
ok(KID, S24, "ida got 3 kilo bananas paid 3.60", sale(D(24), "Ida Novak", ("banana", 3)))
ok(KID, S24, "tom grabbed 2kg cherries n 1kg strawbs, £10.30",
   sale(D(24), "Tom Lee", ("cherry", 2), ("strawberry", 1)))
ok(KID, S24, "2kg mangos went all mouldy in the box, binned em", adj(D(24), "mango", -2, "mouldy"))
ok(KID, S17, "mei 2kg cherries", sale(D(17), "Mei Chen", ("cherry", 2)))
ok(KID, S17, "raj grabbed 1kg apples 1kg grapes £4.50", sale(D(17), "Raj Patel", ("apple", 1), ("grape", 1)))
ok(KID, S17, "eva got 2 kilos strawberrys", sale(D(17), "Eva Berg", ("strawberry", 2)))
ok(KID, S17, "bob 1kg mango", sale(D(17), "Bob Smith", ("mango", 1)))
ok(KID, S17, "ida bought back her stuff from last sunday", ret(D(17), "Ida Novak", D(11)))
ok(KID, S17, "dropped a kilo of pears on the floor theyre all smashed", adj(D(17), "pear", -1, "damaged"))
ok(KID, S17, "zoe got 1.5kg grapes", sale(D(17), "Zoe Davis", ("grape", 1.5)))
ok(KID, S17, "ken got 3 kilo oranges", sale(D(17), "Ken Smith", ("orange", 3)))
ok(KID, S17, "luis grabbed 2kg mango and 2kg strawbs", sale(D(17), "Luis Garcia", ("mango", 2), ("strawberry", 2)))
ok(KID, S17, "sue got 1kg apples", sale(D(17), "Sue Davis", ("apple", 1)))
ok(KID, S17, "tom got 2kg cherries £6.40", sale(D(17), "Tom Lee", ("cherry", 2)))
ok(KID, S17, "ann got 1kg grapes n 1kg cherries, 6 quid", sale(D(17), "Ann Brown", ("grape", 1), ("cherry", 1)))
ok(KID, S17, "omar got 2 kilo strawberries yesterday i forgot", sale(D(16), "Omar Haddad", ("strawberry", 2)))
ok(KID, S10, "tom got 3kg oranges", sale(D(10), "Tom Lee", ("orange", 3)))
ok(KID, S10, "omar 2kg mangos and 1kg cherries", sale(D(10), "Omar Haddad", ("mango", 2), ("cherry", 1)))
ok(KID, S10, "luis gave back his bananas n strawberries from tuesday", ret(D(10), "Luis Garcia", D(6)))
ok(KID, S10, "ann got 2 kilo apples £3.40", sale(D(10), "Ann Brown", ("apple", 2)))
ok(KID, S10, "mei got 2 kilos grapes", sale(D(10), "Mei Chen", ("grape", 2)))
ok(KID, S10, "ida 1kg pears 1kg oranges", sale(D(10), "Ida Novak", ("pear", 1), ("orange", 1)))

no(KID, S24, "tom 2 kg apples 2 quid a kilo", "price differs from shelf price")
no(KID, S24, "some lady got 2kg pears", "no customer")
no(KID, S24, "sold 4 mangos to raj", "pieces, no weight")
no(KID, S24, "whats the price of cherries again", "question")
no(KID, S24, "smith got 1kg apples", "ambiguous customer: two Smiths")
no(KID, S24, "i think sue returned something? not sure what", "writer unsure")
no(KID, S24, "mei brought back her stuff from today", "two sales that day")
no(KID, S24, "undo the last one i messed up", "instruction to the app")
no(KID, S24, "lol so bored", "chit-chat")
no(KID, S17, "kyle got 2kg apples", "new customer without full name")
no(KID, S17, "strawbs buy one get one free today", "promotion")
no(KID, S17, "raj got a bag of cherries", "no weight")
no(KID, S17, "bob got 2kg grapes on the 19th", "future date")
no(KID, S10, "eva 20kg strawberries lol", "more than in stock")
no(KID, S24, "omar got 2kg lemons", "unknown product")
no(KID, S24, "ida got 2kg grapes for 5 quid", "total differs from shelf price")
no(KID, S24, "davis got 1kg bananas", "ambiguous customer: two Davises")
no(KID, S17, "zoe got a few kilos of pears", "vague quantity")
no(KID, S17, "ken brought back his oranges from the 4th", "sale already returned")
no(KID, S24, "can i put the pineapples out? theres a box", "question")
no(KID, S17, "gonna do 2 quid bags of bananas after lunch", "plan / promotion")
no(KID, S24, "omar got 3 bunches of bananas", "bunches, no weight")


def main():
    with OUT.open("w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} lines to {OUT.name}")


if __name__ == "__main__":
    main()
