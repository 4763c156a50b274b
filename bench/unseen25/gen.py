"""Write bench/unseen25/records.jsonl: held-out staff inputs for the "records from text" reader.

Every case below is typed by hand (one text per case).  The helpers only build the
record dictionaries; they never produce or vary a phrasing.

Run from this folder:  python3 gen.py && python3 validate_records.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

SL = "second-language"
FB = "formal-bookkeeper"
VD = "voice-dictation"
TR = "till-regular"


def d(day):
    return f"2024-02-{day:02d}"


T = d(29)  # default "today": Thursday 29 February 2024


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, name, items, phone=None, email=None):
    return {"kind": "sale", "date": d(day), "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, items, phone=None, email=None):
    return {"kind": "purchase", "date": d(day), "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s}
                      for p, q, c, s in items]}


def ret(day, name, sale_day):
    return {"kind": "return", "date": d(day), "customer": party(name), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty,
            "reason": reason}


def note(day):
    return {"kind": "note", "date": d(day), "text": None, "facts": []}  # text filled in below


LINES = []


def ok(style, today, text, *records):
    LINES.append({"text": text, "today": today, "records": list(records), "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# --------------------------------------------------------------------------------------
# second-language
# --------------------------------------------------------------------------------------
ok(SL, T, "to Mei Chen I sold 2 kilo grape", sale(29, "Mei Chen", [("grape", 2)]))
ok(SL, T, "Tom buy 3 kilo of apple today", sale(29, "Tom Lee", [("apple", 3)]))
ok(SL, T, "yesterday Raj take 1.5 kg banana and 1 kg mango",
   sale(28, "Raj Patel", [("banana", 1.5), ("mango", 1)]))
ok(SL, T, "Omar come today, buy 2 kg cherry", sale(29, "Omar Haddad", [("cherry", 2)]))
ok(SL, T, "Sell to Ida Novak 500 gram strawberry", sale(29, "Ida Novak", [("strawberry", 0.5)]))
ok(SL, T, "Ann Brown was buy one kilo pear and half kilo orange",
   sale(29, "Ann Brown", [("pear", 1), ("orange", 0.5)]))
ok(SL, T, "Eva take 2 kilos grapes on Monday", sale(26, "Eva Berg", [("grape", 2)]))
ok(SL, T, "new customer Priya Nair, phone 555-0177, she buy 1 kg mango",
   sale(29, "Priya Nair", [("mango", 1)], phone="555-0177"))
ok(SL, T, "Buy from Hillside 40 kg banana, price 0.60 for kilo, sell 1.20",
   buy(29, "Hillside Produce", [("banana", 40, 0.6, 1.2)]))
ok(SL, T, "ABC bring 25 kilo apple, cost 1.10 each kilo",
   buy(29, "ABC", [("apple", 25, 1.1, None)]))
ok(SL, T, "Green Valley deliver 30 kg orange 0.90 the kilo, we sell for 1.60",
   buy(29, "Green Valley Farms", [("orange", 30, 0.9, 1.6)]))
ok(SL, T, "banana price now is 1.30", price(29, "banana", 1.3))
ok(SL, T, "Mango new price 2.60 from today", price(29, "mango", 2.6))
ok(SL, T, "3 kilo strawberry is rotten, I throw", adj(29, "strawberry", -3, "rotten"))
ok(SL, T, "apples have mould, 2 kg go to bin", adj(29, "apple", -2, "mouldy"))
ok(SL, T, "somebody steal 1 kg cherry from the front", adj(29, "cherry", -1, "stolen"))
ok(SL, T, "I count banana, is 29 kg only", adj(29, "banana", -1.5, "stock count"))
ok(SL, T, "note: Omar like the mango very ripe, keep for him the soft one", note(29))
ok(SL, T, "remember: Hillside not deliver in weekend", note(29))
ok(SL, T, "Ken Smith bring back the mango and pear he buy today, all", ret(29, "Ken Smith", 29))
ok(SL, T, "Raj return all what he buy Tuesday", ret(29, "Raj Patel", 27))
ok(SL, T, "Sue Davis give back bananas from Monday, all of it", ret(29, "Sue Davis", 26))
ok(SL, T, "to Luis 1 kg orange and 1 kg pear i sell",
   sale(29, "Luis Garcia", [("orange", 1), ("pear", 1)]))
ok(SL, T, "Zoe buy 2,5 kg apple", sale(29, "Zoe Davis", [("apple", 2.5)]))
ok(SL, T, "Mei Chen buy 1 kg grape for 2.80", sale(29, "Mei Chen", [("grape", 1)]))
ok(SL, T, "sold Bob Smith 2 kg banana, he pay 2.40", sale(29, "Bob Smith", [("banana", 2)]))
ok(SL, T, "Fatima Yusuf is new customer, email fatima.y@example.com, take 3 kilo orange",
   sale(29, "Fatima Yusuf", [("orange", 3)], email="fatima.y@example.com"))
ok(SL, T, "two day ago Tom Lee buy 1 kg cherry", sale(27, "Tom Lee", [("cherry", 1)]))
ok(SL, T, "Friday Ida buy half kilo of strawberry", sale(23, "Ida Novak", [("strawberry", 0.5)]))
ok(SL, T, "we get from ABC 10 kg cherry and 10 kg grape, cherry 2.00, grape 1.80",
   buy(29, "ABC", [("cherry", 10, 2.0, None), ("grape", 10, 1.8, None)]))
ok(SL, T, "Hillside deliver 20 kg pear, all together 20 dollar",
   buy(29, "Hillside Produce", [("pear", 20, 1.0, None)]))
ok(SL, T, "pear price is 1.50 now, orange price 1.60",
   price(29, "pear", 1.5), price(29, "orange", 1.6))
ok(SL, T, "1 kg mango is damage, fall from shelf", adj(29, "mango", -1, "damaged"))
ok(SL, T, "give 200 gram grape for customer to taste", adj(29, "grape", -0.2, "samples"))
ok(SL, T, "Omar Hadad buy 2 kilo banana", sale(29, "Omar Haddad", [("banana", 2)]))
ok(SL, d(20), "Sue bring back grape from today, all", ret(20, "Sue Davis", 20))
ok(SL, d(15), "Eva buy 3 kilo strawberry", sale(15, "Eva Berg", [("strawberry", 3)]))
ok(SL, T, "FYI: scale at till 2 show wrong weight, use the other one", note(29))
ok(SL, T, "Luis Garcia take 1 kilo apple, 1 kilo banana yesterday",
   sale(28, "Luis Garcia", [("apple", 1), ("banana", 1)]))
ok(SL, T, "Ann 2 kilo mango she take", sale(29, "Ann Brown", [("mango", 2)]))
ok(SL, d(20), "yesterday Omar buy 1 kilo cherry", sale(19, "Omar Haddad", [("cherry", 1)]))
ok(SL, T, "Raj buy 2 kilo orange, and 1 kilo pear is rotten, I throw away",
   sale(29, "Raj Patel", [("orange", 2)]), adj(29, "pear", -1, "rotten"))
ok(SL, T, "from Green Valley come 20 kilo strawberry, 2.50 one kilo",
   buy(29, "Green Valley Farms", [("strawberry", 20, 2.5, None)]))

no(SL, T, "Mei want 3 kilo mango tomorrow, keep for her", "future plan, nothing happened yet")
no(SL, T, "Smith buy 2 kilo apple", "surname Smith is shared by two customers")
no(SL, T, "Raj buy some banana", "vague amount")
no(SL, T, "Tom take 4 mango", "pieces with no weight")
no(SL, T, "we get 2 box orange from Green Valley, 0.90 a kilo", "boxes are not a weight")
no(SL, T, "ABC bring 20 kg apple", "purchase without a unit cost")
no(SL, T, "How much banana we have still?", "question")
no(SL, T, "delete the sale of Omar please, is wrong", "instruction to the app")
no(SL, T, "Ida buy 1 kg kiwi", "unknown product")
no(SL, T, "I think maybe Zoe buy 2 kg pear, I am not sure", "writer is unsure")
no(SL, T, "sell to Bob 2 kg orange at 1.40", "price differs from shelf price 1.54")
no(SL, T, "Ken return 1 kilo of the pear from today", "partial return")
no(SL, T, "sell 2 kg cherry to Maria", "new customer without a full name")
no(SL, T, "Omar bring back what he buy Tuesday", "two sales by Omar that day")
no(SL, d(20), "Tom buy 2 kg mango on the 22nd", "date in the future")
no(SL, d(24), "Bob Smith give back what he buy on the 18th", "sale already returned")

# --------------------------------------------------------------------------------------
# formal-bookkeeper
# --------------------------------------------------------------------------------------
ok(FB, T, "Recorded a sale to Mrs Ann Brown of 1.5 kg of pears on 27 February 2024.",
   sale(27, "Ann Brown", [("pear", 1.5)]))
ok(FB, T, "On 28/02/2024 Mr Raj Patel purchased 2 kg of apples at $1.70 per kilogram, totalling $3.40.",
   sale(28, "Raj Patel", [("apple", 2)]))
ok(FB, T, "Received from Green Valley Farms on 26 February 2024: 40 kg of mangoes at a unit cost of "
          "$1.50, retail price $2.40 per kg.",
   buy(26, "Green Valley Farms", [("mango", 40, 1.5, 2.4)]))
ok(FB, T, "Purchase from Hillside Produce, invoice dated 25/02/2024: 30 kg of bananas, total $18.00.",
   buy(25, "Hillside Produce", [("banana", 30, 0.6, None)]))
ok(FB, T, "Please record that ABC supplied 15 kg of grapes at \u00a31.80 per kilogram and 10 kg of "
          "cherries at \u00a32.00 per kilogram today.",
   buy(29, "ABC", [("grape", 15, 1.8, None), ("cherry", 10, 2.0, None)]))
ok(FB, T, "The selling price of strawberries is hereby amended to $4.20 per kilogram, effective today.",
   price(29, "strawberry", 4.2))
ok(FB, T, "With effect from 29 February 2024, the shelf price of apples is $1.90 per kg.",
   price(29, "apple", 1.9))
ok(FB, T, "Stock adjustment: 2.5 kg of bananas were found spoiled and have been written off.",
   adj(29, "banana", -2.5, "spoiled"))
ok(FB, T, "Following a physical stock count, apples on hand amount to 28.0 kg.",
   adj(29, "apple", -1.5, "stock count"))
ok(FB, T, "Physical count of mangoes at close of business: 19.5 kg.",
   adj(29, "mango", 0.5, "stock count"))
ok(FB, T, "A quantity of 1.2 kg of cherries was identified as mouldy and disposed of.",
   adj(29, "cherry", -1.2, "mouldy"))
ok(FB, T, "Note for all staff: ABC invoices are payable within 14 days of delivery.", note(29))
ok(FB, T, "Sale recorded 20/02/2024: Ms Sue Davis, 1 kg of apples.",
   sale(20, "Sue Davis", [("apple", 1)]))
ok(FB, T, "Mr Tom Lee returned in full the goods purchased on 22 February 2024; the refund has been issued.",
   ret(29, "Tom Lee", 22))
ok(FB, T, "Ms Ida Novak returned the entirety of her purchase of 28/02/2024.", ret(29, "Ida Novak", 28))
ok(FB, T, "Mrs Zoe Davis returned the mangoes purchased today (2.5 kg), constituting her entire purchase.",
   ret(29, "Zoe Davis", 29))
ok(FB, T, "Sale to a new customer, Mr Hamid Farouk (tel. 555-0190, email h.farouk@example.com): "
          "3 kg of oranges at $1.54 per kg, total $4.62.",
   sale(29, "Hamid Farouk", [("orange", 3)], phone="555-0190", email="h.farouk@example.com"))
ok(FB, T, "Purchase of 50 kg of strawberries from Green Valley Farms at $2.50 per kilogram, total "
          "$125.00; retail price $3.90 per kilogram.",
   buy(29, "Green Valley Farms", [("strawberry", 50, 2.5, 3.9)]))
ok(FB, T, "On 24 February 2024 Ms Eva Berg purchased 2 kg of grapes and 1 kg of strawberries; total $9.50.",
   sale(24, "Eva Berg", [("grape", 2), ("strawberry", 1)]))
ok(FB, T, "Write-off: 3 kg of pears damaged in handling.", adj(29, "pear", -3, "damaged"))
ok(FB, T, "For the record, 0.5 kg of grapes was given away as tasting samples on 27/02/2024.",
   adj(27, "grape", -0.5, "samples"))
ok(FB, T, "Sale of 12 kg of cherries to Mr Luis Garcia on 28 February 2024 at $3.20 per kilogram, "
          "totalling $38.40.",
   sale(28, "Luis Garcia", [("cherry", 12)]))
ok(FB, T, "Mr Ken Smith purchased 4 kg of bananas on Wednesday 28 February 2024.",
   sale(28, "Ken Smith", [("banana", 4)]))
ok(FB, T, "Delivery received 27/02/2024 from Hillside Produce (tel. 555-0102): 20 kg of pears at "
          "$1.00/kg and 20 kg of oranges at $0.95/kg.",
   buy(27, "Hillside Produce", [("pear", 20, 1.0, None), ("orange", 20, 0.95, None)], phone="555-0102"))
ok(FB, T, "The retail price of oranges is reduced to $1.45 per kilogram as of today.",
   price(29, "orange", 1.45))
ok(FB, T, "Theft recorded: 1.5 kg of strawberries were stolen from the outside display.",
   adj(29, "strawberry", -1.5, "stolen"))
ok(FB, T, "Mr Bob Smith purchased 1 kg of mangoes and 1 kg of oranges today, total $3.94.",
   sale(29, "Bob Smith", [("mango", 1), ("orange", 1)]))
ok(FB, T, "Sale: Ms Mei Chen, 2.5 kg of bananas, 25/02/2024.", sale(25, "Mei Chen", [("banana", 2.5)]))
ok(FB, T, "Recorded: sale to Mr Omar Haddad of 2 kg of cherries and 2 kg of grapes on Monday.",
   sale(26, "Omar Haddad", [("cherry", 2), ("grape", 2)]))
ok(FB, T, "Stock count, 29/02/2024: strawberries 31.0 kg.", adj(29, "strawberry", 1, "stock count"))
ok(FB, d(15), "Recorded sale to Ms Ann Brown of 1 kg of mangoes at $2.40, 15/02/2024.",
   sale(15, "Ann Brown", [("mango", 1)]))
ok(FB, d(24), "Stock count as at 24/02/2024: bananas 37.0 kg.", adj(24, "banana", -0.5, "stock count"))
ok(FB, d(10), "Purchase from Hillside Produce, 10 February 2024: 20 kg of mangoes at $1.45 per kilogram.",
   buy(10, "Hillside Produce", [("mango", 20, 1.45, None)]))
ok(FB, T, "Purchase from a new supplier, Sunridge Orchards (email orders@sunridge.example): 20 kg of "
          "apples at $1.05 per kg.",
   buy(29, "Sunridge Orchards", [("apple", 20, 1.05, None)], email="orders@sunridge.example"))
ok(FB, T, "Be advised that the cold store thermostat is set at 4\u00b0C and is not to be altered.", note(29))
ok(FB, T, "Mr Luis Garcia returned in full his purchase of 23/02/2024 (oranges and grapes).",
   ret(29, "Luis Garcia", 23))
ok(FB, T, "Sale: Ms Ida Novak, 750 g of cherries at $3.20 per kg, amount $2.40.",
   sale(29, "Ida Novak", [("cherry", 0.75)]))
ok(FB, T, "Purchase invoice, ABC: 24 kg of apples @ $1.10 = $26.40; selling price $1.70 per kg.",
   buy(29, "ABC", [("apple", 24, 1.1, 1.7)]))
ok(FB, T, "Two sales today: Mr Tom Lee, 1 kg of pears; Ms Mei Chen, 2 kg of apples.",
   sale(29, "Tom Lee", [("pear", 1)]), sale(29, "Mei Chen", [("apple", 2)]))
ok(FB, T, "Goods returned: Mr Raj Patel, the whole of his purchase dated 20 February 2024.",
   ret(29, "Raj Patel", 20))
ok(FB, d(15), "Ms Mei Chen returned in full the grapes she purchased on 15/02/2024.",
   ret(15, "Mei Chen", 15))

no(FB, T, "Sale to Mr Smith of 2 kg of apples, 28/02/2024.", "surname Smith is shared by two customers")
no(FB, T, "Ms Davis purchased 1 kg of grapes today.", "surname Davis is shared by two customers")
no(FB, T, "A sale of 3 kg of oranges to Ms Eva Berg was made on 30 February 2024.", "impossible date")
no(FB, T, "Mr Raj Patel purchased 2 kg of bananas at $1.00 per kg today, total $2.00.",
   "price differs from shelf price 1.20")
no(FB, T, "Receipt of 20 kg of pears from Hillside Produce on 29/02/2024; invoice to follow.",
   "purchase without a unit cost")
no(FB, T, "Promotional pricing: strawberries at 20% off for the weekend.", "promotion, not a shelf price")
no(FB, T, "Please delete the entry for Mr Omar Haddad dated 27/02/2024.", "instruction to the app")
no(FB, T, "Could you confirm the closing stock of cherries as at 28 February 2024?", "question")
no(FB, T, "Mr Raj Patel returned the goods purchased on 25/02/2024.", "two sales by Raj Patel that day")
no(FB, T, "Mr Bob Smith returned the goods from his purchase of 18 February 2024.", "sale already returned")
no(FB, T, "Purchase of 10 crates of oranges from Green Valley Farms at $12.00 per crate.",
   "crates are not a weight")
no(FB, T, "Sale to Mr Ken Smith of 25 kg of mangoes, 29/02/2024.", "more than the 19 kg of mango in stock")
no(FB, T, "It is proposed that the price of grapes be increased to $3.00 next month.", "future plan")
no(FB, T, "Mr Tom Lee purchased 1 kg of pineapple today at $3.50.", "unknown product")
no(FB, d(15), "Sale to Ms Ida Novak of 2 kg of bananas at $1.20 per kg, 15/02/2024.",
   "price differs from shelf price 1.00 at that date")
no(FB, T, "Ms Eva Berg returned her purchase of 3 February 2024 in full.", "sale already returned")
no(FB, T, "I am not entirely certain, but I believe Mr Luis Garcia purchased 2 kg of pears today.",
   "writer is unsure")
no(FB, T, "Ms Ann Brown returned part of her purchase of 22/02/2024, namely 2 kg of mangoes.",
   "partial return")

# --------------------------------------------------------------------------------------
# voice-dictation
# --------------------------------------------------------------------------------------
ok(VD, T, "um sold tom lee two point five kilos of apples", sale(29, "Tom Lee", [("apple", 2.5)]))
ok(VD, T, "okay so mei chen took uh three kilos of bananas", sale(29, "Mei Chen", [("banana", 3)]))
ok(VD, T, "bought forty kilos of bananas from hillside at sixty cents a kilo",
   buy(29, "Hillside Produce", [("banana", 40, 0.6, None)]))
ok(VD, T, "green valley dropped off thirty kilos of mangoes one fifty a kilo selling at two forty",
   buy(29, "Green Valley Farms", [("mango", 30, 1.5, 2.4)]))
ok(VD, T, "change the price of cherries to three fifty a kilo", price(29, "cherry", 3.5))
ok(VD, T, "uh bananas are now one forty a kilo", price(29, "banana", 1.4))
ok(VD, T, "raj patel took two kilos of oranges no wait three kilos of oranges",
   sale(29, "Raj Patel", [("orange", 3)]))
ok(VD, T, "sold omar haddad one kilo of grapes and um half a kilo of strawberries",
   sale(29, "Omar Haddad", [("grape", 1), ("strawberry", 0.5)]))
ok(VD, T, "threw out two kilos of rotten pears", adj(29, "pear", -2, "rotten"))
ok(VD, T, "ida novak bought four kilos of apples yesterday", sale(28, "Ida Novak", [("apple", 4)]))
ok(VD, T, "uh ken smith brought back everything he bought today", ret(29, "Ken Smith", 29))
ok(VD, T, "ann brown returned her oranges from today the whole lot full refund", ret(29, "Ann Brown", 29))
ok(VD, T, "note the walk in fridge door doesn't close properly give it a push", note(29))
ok(VD, T, "sold eva berg five hundred grams of cherries", sale(29, "Eva Berg", [("cherry", 0.5)]))
ok(VD, T, "sold luis garcia ten pounds of oranges", sale(29, "Luis Garcia", [("orange", 4.536)]))
ok(VD, T, "zoe davis took one kilo of mango uh at two forty a kilo", sale(29, "Zoe Davis", [("mango", 1)]))
ok(VD, T, "abc delivered twenty kilos of apples at one ten a kilo and twenty kilos of pears at a dollar a kilo",
   buy(29, "ABC", [("apple", 20, 1.1, None), ("pear", 20, 1.0, None)]))
ok(VD, T, "sue davis bought two kilos of pears on tuesday", sale(27, "Sue Davis", [("pear", 2)]))
ok(VD, T, "counted the strawberries there's twenty eight kilos", adj(29, "strawberry", -2, "stock count"))
ok(VD, T, "um gave out a quarter kilo of grapes as samples", adj(29, "grape", -0.25, "samples"))
ok(VD, T, "dropped a tray of mangoes uh one and a half kilos damaged", adj(29, "mango", -1.5, "damaged"))
ok(VD, T, "new customer jonas weber j o n a s weber bought one kilo of apples",
   sale(29, "Jonas Weber", [("apple", 1)]))
ok(VD, T, "new customer greta lindqvist her number is 555-0142 two kilos of grapes",
   sale(29, "Greta Lindqvist", [("grape", 2)], phone="555-0142"))
ok(VD, T, "raj patel returned what he bought two days ago", ret(29, "Raj Patel", 27))
ok(VD, T, "sold tom lee one kilo of cherries uh and one kilo of grapes and mei chen two kilos of pears",
   sale(29, "Tom Lee", [("cherry", 1), ("grape", 1)]), sale(29, "Mei Chen", [("pear", 2)]))
ok(VD, T, "hillside delivered thirty kilos of oranges for twenty seven dollars total",
   buy(29, "Hillside Produce", [("orange", 30, 0.9, None)]))
ok(VD, T, "pears one fifty a kilo from now on", price(29, "pear", 1.5))
ok(VD, T, "someone nicked a kilo of strawberries off the front display", adj(29, "strawberry", -1, "stolen"))
ok(VD, T, "sold a dozen kilos of bananas to omar haddad", sale(29, "Omar Haddad", [("banana", 12)]))
ok(VD, T, "set mangoes to two sixty a kilo", price(29, "mango", 2.6))
ok(VD, T, "sold ann brown one point two kilos of grapes on monday", sale(26, "Ann Brown", [("grape", 1.2)]))
ok(VD, T, "ida returned the pears she got yesterday all of them", ret(29, "Ida Novak", 28))
ok(VD, T, "remember the green valley invoices go to the accountant not to the shop", note(29))
ok(VD, T, "uh bob smith took one kilo of bananas and one kilo of apples",
   sale(29, "Bob Smith", [("banana", 1), ("apple", 1)]))
ok(VD, T, "sold luiz garcia three kilos of mangoes", sale(29, "Luis Garcia", [("mango", 3)]))
ok(VD, T, "half a kilo of cherries went mouldy chuck it", adj(29, "cherry", -0.5, "mouldy"))
ok(VD, T, "full count on apples thirty one kilos", adj(29, "apple", 1.5, "stock count"))
ok(VD, T, "sold eva two kilos of oranges at one fifty four", sale(29, "Eva Berg", [("orange", 2)]))
ok(VD, d(20), "sold raj two kilos of apples", sale(20, "Raj Patel", [("apple", 2)]))
ok(VD, T, "omar haddad bought three kilos of cherries friday", sale(23, "Omar Haddad", [("cherry", 3)]))
ok(VD, d(24), "sold ken smith three kilos of grapes on thursday", sale(22, "Ken Smith", [("grape", 3)]))
ok(VD, d(20), "did a count on mangoes um thirty eight kilos", adj(20, "mango", -1, "stock count"))
ok(VD, T, "sold tom one kilo of apples and uh bananas are one thirty now",
   sale(29, "Tom Lee", [("apple", 1)]), price(29, "banana", 1.3))
ok(VD, T, "um five pounds of pears went rotten", adj(29, "pear", -2.268, "rotten"))
ok(VD, T, "sold sue davis uh seven hundred and fifty grams of strawberries",
   sale(29, "Sue Davis", [("strawberry", 0.75)]))
ok(VD, T, "sold zoe two kilos of oranges sorry two kilos of pears", sale(29, "Zoe Davis", [("pear", 2)]))

no(VD, T, "um what's the stock on mangoes", "question")
no(VD, T, "sold someone a kilo of apples", "no customer named")
no(VD, T, "uh ken wants five kilos of cherries next week", "future plan")
no(VD, T, "sold raj a few kilos of bananas", "vague amount")
no(VD, T, "undo that last one", "instruction to the app")
no(VD, T, "bought two punnets of strawberries from green valley at three dollars each",
   "punnets are not a weight")
no(VD, T, "sold smith two kilos of grapes", "surname Smith is shared by two customers")
no(VD, T, "sold zoe three kilos of pears at one sixty", "price differs from shelf price 1.44")
no(VD, T, "uh sold ida two kilos of watermelon", "unknown product")
no(VD, T, "hello hello is this thing on", "chit-chat")
no(VD, T, "green valley brought fifty kilos of oranges", "purchase without a unit cost")
no(VD, T, "sold tom two kilos of apples tomorrow", "date in the future")
no(VD, T, "sold mei five mangoes", "pieces with no weight")
no(VD, T, "bought twenty kilos of pears at one dollar a kilo", "purchase without a supplier")
no(VD, T, "eva returned what she bought yesterday", "Eva Berg has no sale that day")
no(VD, T, "sold omar uh i think it was two kilos of grapes or maybe three", "writer is unsure")

# --------------------------------------------------------------------------------------
# till-regular
# --------------------------------------------------------------------------------------
ok(TR, T, "Mei - 2kg strawbs", sale(29, "Mei Chen", [("strawberry", 2)]))
ok(TR, T, "Tom 1.5kg nanas + 1kg apples", sale(29, "Tom Lee", [("banana", 1.5), ("apple", 1)]))
ok(TR, T, "Raj back w/ his cherries from tues, full refund", ret(29, "Raj Patel", 27))
ok(TR, T, "new cust Wendy Kowalski 0412 555 019, 1kg pears",
   sale(29, "Wendy Kowalski", [("pear", 1)], phone="0412 555 019"))
ok(TR, T, "Ida 500g cherries @3.20", sale(29, "Ida Novak", [("cherry", 0.5)]))
ok(TR, T, "Omar 3kg oranges $4.62", sale(29, "Omar Haddad", [("orange", 3)]))
ok(TR, T, "Zoe returned today's mango, refunded", ret(29, "Zoe Davis", 29))
ok(TR, T, "refund Ann - the oranges she got this arvo, all of it", ret(29, "Ann Brown", 29))
ok(TR, T, "Eva 2 kg grapes + 1 kg cherries", sale(29, "Eva Berg", [("grape", 2), ("cherry", 1)]))
ok(TR, T, "Bob half kilo strawbs", sale(29, "Bob Smith", [("strawberry", 0.5)]))
ok(TR, T, "Luis 2lb cherries", sale(29, "Luis Garcia", [("cherry", 0.907)]))
ok(TR, T, "Sue 1kg nanas @1.20", sale(29, "Sue Davis", [("banana", 1)]))
ok(TR, T, "sold Ken 3kg apples yest", sale(28, "Ken Smith", [("apple", 3)]))
ok(TR, T, "new customer Carlos Mendes, carlos.m@example.com, 2kg oranges",
   sale(29, "Carlos Mendes", [("orange", 2)], email="carlos.m@example.com"))
ok(TR, T, "nanas now 1.25", price(29, "banana", 1.25))
ok(TR, T, "strawbs $4/kg from today", price(29, "strawberry", 4))
ok(TR, T, "2kg strawbs gone off, binned", adj(29, "strawberry", -2, "spoiled"))
ok(TR, T, "kid nicked a mango off the display - 0.4 kg", adj(29, "mango", -0.4, "stolen"))
ok(TR, T, "tasting plate: 300g grapes", adj(29, "grape", -0.3, "samples"))
ok(TR, T, "FYI Mei's new number is 555-0188", note(29))
ok(TR, T, "Green Valley in, 20kg strawbs @2.50, sell 3.90",
   buy(29, "Green Valley Farms", [("strawberry", 20, 2.5, 3.9)]))
ok(TR, T, "Hillside drop: 15kg pears, $15 total", buy(29, "Hillside Produce", [("pear", 15, 1.0, None)]))
ok(TR, T, "ABC - 10kg grapes 1.80, 10kg cherries 2.00",
   buy(29, "ABC", [("grape", 10, 1.8, None), ("cherry", 10, 2.0, None)]))
ok(TR, T, "Tom brought back Thurs order, refund done", ret(29, "Tom Lee", 22))
ok(TR, T, "Raj 1kg mango, Mei 1kg mango, Tom 1kg mango",
   sale(29, "Raj Patel", [("mango", 1)]), sale(29, "Mei Chen", [("mango", 1)]),
   sale(29, "Tom Lee", [("mango", 1)]))
ok(TR, T, "ken 2kg pears 1kg oranges", sale(29, "Ken Smith", [("pear", 2), ("orange", 1)]))
ok(TR, T, "Luis returned his stuff from the 23rd", ret(29, "Luis Garcia", 23))
ok(TR, T, "mangoes counted 17.5kg", adj(29, "mango", -1.5, "stock count"))
ok(TR, T, "pears 1.50 now", price(29, "pear", 1.5))
ok(TR, T, "Sue 2 kilos apples Monday", sale(26, "Sue Davis", [("apple", 2)]))
ok(TR, T, "Omar 1kg cherries + 1kg grapes, paid 6.00",
   sale(29, "Omar Haddad", [("cherry", 1), ("grape", 1)]))
ok(TR, T, "Bob 1kg apples, 1kg pears - $3.14", sale(29, "Bob Smith", [("apple", 1), ("pear", 1)]))
ok(TR, T, "remember Ida pays cash only", note(29))
ok(TR, T, "note - Zoe likes her nanas green", note(29))
ok(TR, T, "eva berg 1kg strawbs, 1kg nanas", sale(29, "Eva Berg", [("strawberry", 1), ("banana", 1)]))
ok(TR, T, "Zoey 1kg apples", sale(29, "Zoe Davis", [("apple", 1)]))
ok(TR, T, "Ida 3kg oranges, 2 days ago", sale(27, "Ida Novak", [("orange", 3)]))
ok(TR, T, "new: Aiko Tanaka, 555-0163, aiko.t@example.com - 1kg cherries, 1kg grapes",
   sale(29, "Aiko Tanaka", [("cherry", 1), ("grape", 1)], phone="555-0163", email="aiko.t@example.com"))
ok(TR, d(24), "Ann 2kg strawbs", sale(24, "Ann Brown", [("strawberry", 2)]))
ok(TR, d(10), "Eva 1kg apples", sale(10, "Eva Berg", [("apple", 1)]))
ok(TR, T, "Sue back with the mango from the 22nd, refunded", ret(29, "Sue Davis", 22))
ok(TR, T, "nanas counted 32kg", adj(29, "banana", 1.5, "stock count"))
ok(TR, d(20), "Ida returned today's nanas, all 3kg", ret(20, "Ida Novak", 20))
ok(TR, d(10), "nanas 1.10 now", price(10, "banana", 1.1))
ok(TR, T, "Green Valley in: 25kg mangoes @1.50. also binned 1kg rotten nanas",
   buy(29, "Green Valley Farms", [("mango", 25, 1.5, None)]), adj(29, "banana", -1, "rotten"))
ok(TR, T, "Mei 1 kilo oranges, 1 kilo strawbs, Sat", sale(24, "Mei Chen", [("orange", 1), ("strawberry", 1)]))
ok(TR, T, "Ann 1lb grapes", sale(29, "Ann Brown", [("grape", 0.454)]))

no(TR, T, "Davis 1kg apples", "surname Davis is shared by two customers")
no(TR, T, "Mei 2 punnets strawbs", "punnets are not a weight")
no(TR, T, "Tom some nanas", "vague amount")
no(TR, T, "Jess 1kg pears", "new customer without a full name")
no(TR, T, "Raj 2kg kiwis", "unknown product")
no(TR, T, "Omar returned his stuff from tues", "two sales by Omar that day")
no(TR, T, "Ida brought back half the pears from yest", "partial return")
no(TR, d(24), "Mei back with her order from this morning, full refund", "two sales by Mei that day")
no(TR, T, "nanas 2 for 1 today", "promotion, not a shelf price")
no(TR, T, "is Luis's order ready?", "question")
no(TR, T, "Eva 2kg nanas @1.00", "price differs from shelf price 1.20")
no(TR, T, "Bob 40kg strawbs", "more than the 30 kg of strawberry in stock")
no(TR, d(20), "Zoe returned her stuff from the 21st", "date in the future")
no(TR, T, "strawbs 10% off till close", "promotion, not a shelf price")
no(TR, T, "Tom returned his oranges", "which sale is not said")
no(TR, T, "lol quiet day today", "chit-chat")
no(TR, T, "edit Raj's last sale to 3kg", "instruction to the app")
no(TR, d(15), "Ken 10kg strawbs", "more than the 8 kg of strawberry in stock that day")
no(TR, T, "Sue 1 bunch nanas", "bunches are not a weight")
no(TR, T, "gonna order more cherries from ABC tmrw", "future plan")
no(TR, T, "Ann 2kg mango?? or was it Zoe, can't remember", "writer is unsure")


def main():
    with OUT.open("w") as f:
        for line in LINES:
            if line["records"]:
                for r in line["records"]:
                    if r["kind"] == "note":
                        r["text"] = line["text"]
            f.write(json.dumps(line) + "\n")
    print(f"wrote {len(LINES)} lines to {OUT.name}")


if __name__ == "__main__":
    main()
