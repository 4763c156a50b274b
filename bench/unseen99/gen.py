"""Write bench/unseen99/records.jsonl: held-out staff inputs (set 99) with their expected records.

Run from the worktree root: python bench/unseen99/gen.py
Count adjustments are computed from the demo month's stock at the close of the stated day,
plus the earlier records of the same line.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEMO = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
OUT = HERE / "records.jsonl"

demo = [json.loads(x) for x in DEMO.read_text().splitlines() if x.strip()]
demo_sales = {}
for r in demo:
    if r["kind"] == "sale":
        demo_sales.setdefault((r["customer"]["name"], r["date"]), []).append(r)


def D(day):
    return f"2024-02-{day:02d}"


def moves(recs):
    """(date, product, signed kg) for each stock movement of the records."""
    out = []
    for r in recs:
        k = r["kind"]
        if k == "purchase":
            out += [(r["date"], it["product"], it["quantity"]) for it in r["items"]]
        elif k == "sale":
            out += [(r["date"], it["product"], -it["quantity"]) for it in r["items"]]
        elif k == "stock_adjustment":
            out.append((r["date"], r["product"], r["quantity"]))
        elif k == "return":
            (sale,) = demo_sales[(r["customer"]["name"], r["sale_date"])]
            out += [(r["date"], it["product"], it["quantity"]) for it in sale["items"]]
    return out


DEMO_MOVES = moves(demo)


def close(date, product, prior):
    total = sum(q for d, p, q in DEMO_MOVES + moves(prior) if p == product and d <= date)
    return round(total, 3)


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


KNOWN = {n.split()[0]: n for n in ["Bob Smith", "Tom Lee", "Mei Chen", "Eva Berg", "Zoe Davis", "Raj Patel",
                                  "Ken Smith", "Luis Garcia", "Omar Haddad", "Ann Brown", "Ida Novak", "Sue Davis"]}


def who(c):
    if isinstance(c, dict):
        return c
    return party(KNOWN.get(c, c))


def sale(day, cust, *items):
    return {"kind": "sale", "date": D(day), "customer": who(cust),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(day, supp, *items):
    its = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        its.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": D(day), "supplier": who(supp), "items": its}


def ret(day, cust, sale_day):
    return {"kind": "return", "date": D(day), "customer": who(cust), "sale_date": D(sale_day)}


def pc(day, product, price):
    return {"kind": "price_change", "date": D(day), "product": product, "selling_price": price}


def wo(day, product, kg, reason):
    return {"kind": "stock_adjustment", "date": D(day), "product": product, "quantity": -kg, "reason": reason}


def cnt(day, product, counted):
    def make(prior):
        diff = round(counted - close(D(day), product, prior), 3)
        return {"kind": "stock_adjustment", "date": D(day), "product": product, "quantity": diff,
                "reason": "stock count"}
    return make


NOTE = object()
LINES = []
STYLE = None


def L(today, text, *recs):
    out = []
    for r in recs:
        if r is NOTE:
            r = {"kind": "note", "date": D(today), "text": text, "facts": []}
        elif callable(r):
            r = r(out)
        out.append(r)
    LINES.append({"text": text, "today": D(today), "records": out, "style": STYLE})


def X(today, text, why):
    LINES.append({"text": text, "today": D(today), "records": None, "why": why, "style": STYLE})


AMB = "ambiguous customer"
FUT = "future date"
IMP = "impossible date"
DMY = "ambiguous date format"
PCS = "pieces without weight"
PART = "partial return"
TWO = "return: two sales that day"
NOSALE = "return: no sale that day"
DONE = "return: sale already returned"
Q = "question"
CHAT = "chit-chat"
APP = "app request"
CANCEL = "cancellation"
TOTAL = "total disagrees with shelf price"
DISC = "discount or free"
NEWC = "new customer without full name"

GVF, ABC, HP = "Green Valley Farms", "ABC", "Hillside Produce"

# ---------------------------------------------------------------- Glaswegian grandmother
STYLE = "glasgow_gran"
L(29, "Sold Bob Smith 2 kilo o apples the day, hen", sale(29, "Bob", ("apple", 2)))
L(29, "Mei Chen took a kilo an a hauf o cherries yesterday", sale(28, "Mei", ("cherry", 1.5)))
L(29, "wee Zoe Davis got 3 kilo bananas aff me this mornin", sale(29, "Zoe", ("banana", 3)))
L(29, "Tam Lee, twa kilo o grapes, the day", sale(29, "Tom", ("grape", 2)))
L(29, "Mrs Chen's messages the day: 1 kilo pears an 2 kilo oranges", sale(29, "Mei", ("pear", 1), ("orange", 2)))
L(29, "Ann Broon bought 500 grams o strawberries the day", sale(29, "Ann", ("strawberry", 0.5)))
L(29, "Raj Patel had 4 lb o mangoes on Tuesday", sale(27, "Raj", ("mango", 1.814)))
L(29, "aye, Luis Garcia got twa kilo apples an a kilo o grapes on Monday",
  sale(26, "Luis", ("apple", 2), ("grape", 1)))
L(29, "Ida Novak, three kilo o oranges, £4.62 aw in", sale(29, "Ida", ("orange", 3)))
L(29, "Omar Haddad paid £2.40 for 2 kilo bananas the day", sale(29, "Omar", ("banana", 2)))
L(29, "Green Valley Farms brung 20 kilo o pears the day at 95p a kilo", pur(29, GVF, ("pear", 20, 0.95)))
L(29, "Got 15 kilo apples aff ABC yesterday, £16.50 for the lot", pur(28, ABC, ("apple", 15, 1.1)))
L(29, "Hillside Produce, 10 kilo mangoes at £1.60 a kilo, pit them oot at £2.60 hen",
  pur(29, HP, ("mango", 10, 1.6, 2.6)))
L(29, "Zoe Davis brung back the hale lot she got on the 13th", ret(29, "Zoe", 13))
L(29, "Sue Davis brought back whit she got on Monday, the hale lot, nae bother", ret(29, "Sue", 26))
L(29, "3 kilo o strawberries gone mouldy, hen, bin them", wo(29, "strawberry", 3, "mouldy"))
L(29, "Counted the apples, 28 kilo", cnt(29, "apple", 28))
L(29, "Pears up tae £1.50 a kilo fae the day", pc(29, "pear", 1.5))
L(29, "Don't forget, the fridge door's no shuttin right, hen", NOTE)
L(29, "Bob Smith a kilo o grapes an Ken Smith 2 kilo pears, baith the day",
  sale(29, "Bob", ("grape", 1)), sale(29, "Ken", ("pear", 2)))
L(29, "Eva Berg got 2 kilo oranges on Sunday", sale(25, "Eva", ("orange", 2)))
L(29, "Morag Fraser, new wumman, 0141 555 2231, bought 2 kilo apples the day",
  sale(29, party("Morag Fraser", "0141 555 2231"), ("apple", 2)))
L(29, "Ida Novak brought back her messages fae the 20th, the hale lot", ret(29, "Ida", 20))
L(29, "somebody's stolen 2 kilo o mangoes aff the front, the wee rascals", wo(29, "mango", 2, "stolen"))
L(29, "Wee count o the cherries: 58 kilo", cnt(29, "cherry", 58))
L(29, "Strawberries doon tae £3.50 fae the day, hen", pc(29, "strawberry", 3.5))
L(29, "Bananas £1.30 a kilo fae Monday", pc(26, "banana", 1.3))
L(29, "Reminder hen: the windae cleaner wants paid", NOTE)
L(29, "Tom Lee got 2 kilo bananas an then he brought back aw his messages fae the 23rd",
  sale(29, "Tom", ("banana", 2)), ret(29, "Tom", 23))
L(29, "ABC dropped aff 20 kilo grapes at £1.80 an 10 kilo cherries at £2, the day",
  pur(29, ABC, ("grape", 20, 1.8), ("cherry", 10, 2.0)))
L(29, "Sold Zoe Davis 2 kilo strawberries at 3.90 a kilo yesterday", sale(28, "Zoe", ("strawberry", 2)))
L(29, "2 kilo mangoes damaged, the box got drapped", wo(29, "mango", 2, "damaged"))
L(29, "Counted the pears efter the last sale, nineteen an a hauf kilo", cnt(29, "pear", 19.5))
L(29, "Luis Garcia took 3 lb o grapes on Friday", sale(23, "Luis", ("grape", 1.361)))
# early today
L(10, "Mei Chen got 2 kilo apples the day", sale(10, "Mei", ("apple", 2)))
L(10, "Sold Tom Lee a kilo o pears yesterday", sale(9, "Tom", ("pear", 1)))
L(12, "Counted the grapes the day, 35 kilo", cnt(12, "grape", 35))
L(12, "Eva Berg's brung back the hale lot fae the 10th", ret(12, "Eva", 10))
L(14, "3 kilo o bananas gone rotten, hen", wo(14, "banana", 3, "rotten"))
L(14, "Ann Brown's messages, 2 kilo o oranges an a kilo o apples the day",
  sale(14, "Ann", ("orange", 2), ("apple", 1)))
L(16, "Green Valley Farms brung 30 kilo oranges at 85p the day", pur(16, GVF, ("orange", 30, 0.85)))
L(16, "Remember tae order mair paper bags, hen", NOTE)
L(16, "Ken Smith got 2 kilo apples an Bob Smith a kilo o grapes, baith the day",
  sale(16, "Ken", ("apple", 2)), sale(16, "Bob", ("grape", 1)))
L(19, "Raj Patel had 2 kilo o mangoes on Saturday", sale(17, "Raj", ("mango", 2)))
L(21, "Sue Davis, 1 kilo o grapes the day", sale(21, "Sue", ("grape", 1)))
L(23, "Apples up tae £1.80 a kilo fae the day", pc(23, "apple", 1.8))
L(8, "Omar Haddad got 1 kilo o cherries the day an Luis Garcia 2 kilo apples",
  sale(8, "Omar", ("cherry", 1)), sale(8, "Luis", ("apple", 2)))
X(10, "Mei Chen wants 2 kilo grapes on the 12th, put them by for her", FUT)
X(14, "Sold Ida Novak 2 kilo pears on the 20th", FUT)
X(8, "Zoe Davis brought back her messages fae the 5th", TWO)
X(19, "Mrs Smith got 2 kilo o apples the day", AMB)
# refusals
X(29, "Put by 3 kilo pears fur Mei Chen the morra", FUT)
X(29, "Zoe Davis, 6 apples the day", PCS)
X(29, "Ann Brown brought back hauf her mangoes fae the 22nd", PART)
X(29, "How much cherries huv we got left, hen?", Q)
X(29, "Aye it's pure Baltic oot there the day", CHAT)
X(29, "Can ye make the writin bigger on this thing", APP)
X(29, "Scrap that last sale tae Bob, I got it wrang", CANCEL)
X(29, "Eva Berg 2 kilo grapes, £6.00", TOTAL)
X(29, "Gie Tom Lee a kilo o cherries fur nothin, he's a good lad", DISC)
X(29, "Sold Mei Chen a kilo o apples on the 31st", IMP)
X(29, "Omar Haddad brought back his stuff fae the 27th", TWO)
X(29, "Ken Smith's returnin whit he got on the 4th", DONE)
X(29, "Fiona got 2 kilo pears the day", NEWC)
X(29, "Mr Davis got 2 kilo oranges the day, hen", AMB)
X(29, "Bob Smith brought back his mangoes fae the 20th", NOSALE)
X(29, "Hauf price on the bananas fur Ida Novak, 2 kilo", DISC)
X(29, "Sold 2 kilo apples tae Ann Brown on 03/02", DMY)

# ---------------------------------------------------------------- Malaysian helper, Manglish
STYLE = "manglish_helper"
L(29, "Bob Smith buy 2 kilo apple already", sale(29, "Bob", ("apple", 2)))
L(29, "Aunty Mei take 1.5kg cherry this morning lah", sale(29, "Mei", ("cherry", 1.5)))
L(29, "Zoe buy 3 kilo banana, yesterday one", sale(28, "Zoe", ("banana", 3)))
L(29, "Alamak, 2 kilo strawberry rotten already, throw lah", wo(29, "strawberry", 2, "rotten"))
L(29, "ABC send 25 kilo orange today, cost 0.90 per kilo", pur(29, ABC, ("orange", 25, 0.9)))
L(29, "Count already, pear got 20 kilo only", cnt(29, "pear", 20))
L(29, "Uncle Omar return back his thing from Wednesday, all lah", ret(29, "Omar", 28))
L(29, "Orange price change to 1.60 start today ah", pc(29, "orange", 1.6))
L(29, "Remember ah, the weighing machine need to calibrate", NOTE)
L(29, "Raj Patel take 2 kilo mango and 1 kilo grape, today one", sale(29, "Raj", ("mango", 2), ("grape", 1)))
L(29, "Ken Smith buy 500g strawberry on Tuesday", sale(27, "Ken", ("strawberry", 0.5)))
L(29, "Tom Lee got buy 3 kilo orange, total 4.62 lah", sale(29, "Tom", ("orange", 3)))
L(29, "Eva Berg take 2 kilo pear at 1.44 already", sale(29, "Eva", ("pear", 2)))
L(29, "Ann Brown buy 1 kilo apple, 1 kilo banana, 1 kilo cherry, today",
  sale(29, "Ann", ("apple", 1), ("banana", 1), ("cherry", 1)))
L(29, "Green Valley Farms deliver 40 kilo banana, 0.55 one kilo, sell 1.20",
  pur(29, GVF, ("banana", 40, 0.55, 1.2)))
L(29, "Hillside Produce send 12 kilo grape, total pay 21.60", pur(29, HP, ("grape", 12, 1.8)))
L(29, "Luis Garcia return all his barang from Friday", ret(29, "Luis", 23))
L(29, "Mango 2 kilo kena stolen lah, alamak", wo(29, "mango", 2, "stolen"))
L(29, "Give customer try 300g grape, samples", wo(29, "grape", 0.3, "samples"))
L(29, "Count cherry got 60 kilo", cnt(29, "cherry", 60))
L(29, "Banana price now 1.30 from today", pc(29, "banana", 1.3))
L(29, "FYI the aircon drip water again near the counter", NOTE)
L(29, "Ida Novak buy 2 kilo orange and Sue Davis buy 1 kilo mango, both today",
  sale(29, "Ida", ("orange", 2)), sale(29, "Sue", ("mango", 1)))
L(29, "Mrs Chen buy 2 kilo grape on Monday one", sale(26, "Mei", ("grape", 2)))
L(29, "Tom Lee return back the banana and grape from last Thursday, all", ret(29, "Tom", 22))
L(29, "Strawberry damaged 1.5 kilo, the box kena squash", wo(29, "strawberry", 1.5, "damaged"))
L(29, "New customer Siti Aminah, phone 012-338 4471, buy 2 kilo mango",
  sale(29, party("Siti Aminah", "012-338 4471"), ("mango", 2)))
L(29, "Zoe Davis buy 2 kilo grape at 2.80 one kilo", sale(29, "Zoe", ("grape", 2)))
L(29, "ABC send 20 kilo apple 1.05 per kilo, sell 1.70 same like before", pur(29, ABC, ("apple", 20, 1.05, 1.7)))
L(29, "Sold 1 kilo cherry to Bob Smith then he return his strawberry and apple from yesterday, all",
  sale(29, "Bob", ("cherry", 1)), ret(29, "Bob", 28))
L(29, "Pear got 3 kilo spoiled already, cannot sell", wo(29, "pear", 3, "spoiled"))
L(29, "Grape price up to 3.00 start from today lah", pc(29, "grape", 3.0))
L(29, "Don't forget to top up the plastic bag, finish already", NOTE)
L(29, "Luis buy 2 kilo apple, then 1 kilo mango rotten throw already",
  sale(29, "Luis", ("apple", 2)), wo(29, "mango", 1, "rotten"))
# early today
L(5, "Ken Smith buy 2 kilo pear today", sale(5, "Ken", ("pear", 2)))
L(5, "Count grape already, got 44 kilo only", cnt(5, "grape", 44))
L(8, "Hillside Produce send 20 kilo strawberry, 2.40 per kilo", pur(8, HP, ("strawberry", 20, 2.4)))
L(8, "Raj Patel return back all his grape from Tuesday", ret(8, "Raj", 6))
L(12, "Alamak, cherry 2 kilo mouldy already", wo(12, "cherry", 2, "mouldy"))
L(12, "Omar buy 2 kilo mango, today one", sale(12, "Omar", ("mango", 2)))
L(15, "Mango price change to 2.50 from today", pc(15, "mango", 2.5))
L(15, "Ida Novak buy 1 kilo apple and 1 kilo grape yesterday", sale(14, "Ida", ("apple", 1), ("grape", 1)))
L(18, "Reminder: the scale battery low already", NOTE)
L(20, "Zoe Davis buy 2 kilo cherry today", sale(20, "Zoe", ("cherry", 2)))
L(20, "Omar buy 2 kilo apple, after that I count apple got 28 kilo only",
  sale(20, "Omar", ("apple", 2)), cnt(20, "apple", 28))
L(22, "Apple count got 30 kilo", cnt(22, "apple", 30))
L(24, "Mei Chen return back all from the 17th", ret(24, "Mei", 17))
X(10, "Eva want 3 kilo orange on the 15th, keep for her ah", FUT)
X(14, "Luis Garcia return back his thing from 9th", NOSALE)
X(25, "Raj return back his stuff from today", TWO)
X(19, "How many kilo strawberry got left ah?", Q)
# refusals
X(29, "Mr Smith buy 2 kilo pear", AMB)
X(29, "Tomorrow Raj want 5 kilo mango, put aside first", FUT)
X(29, "Ann buy 3 biji mango", PCS)
X(29, "Cancel the Ken Smith one just now lah", CANCEL)
X(29, "Give Ida 20% discount, 2 kilo grape", DISC)
X(29, "Makan already or not?", CHAT)
X(29, "Can change the app to dark mode or not?", APP)
X(29, "Eva buy 2 kilo cherry total 7.00", TOTAL)
X(29, "Bob return back half of the strawberry from yesterday", PART)
X(29, "Mei Chen return back her things from the 24th", TWO)
X(29, "Tom Lee return back his orange from the 11th", DONE)
X(29, "Sell Zoe 2 kilo apple on 30 Feb", IMP)
X(29, "Ahmad buy 2 kilo banana", NEWC)
X(29, "Next week Omar want 10 kilo cherry", FUT)
X(29, "Ken Smith buy 2 kilo apple, free one kilo banana for him", DISC)
X(29, "Ann buy 1 kilo grape on 05/02", DMY)

# ---------------------------------------------------------------- Ghanaian-English assistant
STYLE = "ghana_assistant"
L(29, "Please, I have sold 2kg apples to Bob Smith this morning-o", sale(29, "Bob", ("apple", 2)))
L(29, "Chale, Sister Mei Chen bought 1.5 kilos of grapes yesterday", sale(28, "Mei", ("grape", 1.5)))
L(29, "Auntie Ann Brown has taken 2 kilos oranges and 1 kilo mango",
  sale(29, "Ann", ("orange", 2), ("mango", 1)))
L(29, "The strawberries are spoiling small small, I have thrown 2 kilos away as spoiled",
  wo(29, "strawberry", 2, "spoiled"))
L(29, "Please, Green Valley Farms have brought 30 kilos bananas at 0.55 per kilo",
  pur(29, GVF, ("banana", 30, 0.55)))
L(29, "I have counted the mangoes, they are 18 kilos", cnt(29, "mango", 18))
L(29, "Brother Raj Patel has returned everything he bought on Monday", ret(29, "Raj", 26))
L(29, "Please the price of cherries is now 3.50 per kilo from today", pc(29, "cherry", 3.5))
L(29, "Please don't forget to sweep the storeroom before closing", NOTE)
L(29, "Chale, Zoe Davis bought 3 kilos pears at 1.44 this morning-o", sale(29, "Zoe", ("pear", 3)))
L(29, "Mr Patel took 1 kilo cherries and 2 kilos apples on Tuesday", sale(27, "Raj", ("cherry", 1), ("apple", 2)))
L(29, "Eva Berg bought 2 kilos of strawberries, total 7.80", sale(29, "Eva", ("strawberry", 2)))
L(29, "I have bought 20 kilos pears from Hillside Produce at 1.00 each kilo, we will sell at 1.50",
  pur(29, HP, ("pear", 20, 1.0, 1.5)))
L(29, "ABC has supplied 15 kilos cherries, we paid 30.00 total", pur(29, ABC, ("cherry", 15, 2.0)))
L(29, "Please Ann Brown brought back everything she bought on the 23rd", ret(29, "Ann", 23))
L(29, "Chale, thieves have stolen 1 kilo apples from the front", wo(29, "apple", 1, "stolen"))
L(29, "Please I gave out 500g strawberries as samples for tasting", wo(29, "strawberry", 0.5, "samples"))
L(29, "I have counted the bananas, 31 kilos", cnt(29, "banana", 31))
L(29, "Please from today orange is 1.60 per kilo", pc(29, "orange", 1.6))
L(29, "For your information the cold room is making noise again", NOTE)
L(29, "Chale, Luis Garcia bought 2 kilos grapes and Ida Novak 1 kilo cherries this morning",
  sale(29, "Luis", ("grape", 2)), sale(29, "Ida", ("cherry", 1)))
L(29, "Sister Sue Davis bought 1.5 kilos apples on Wednesday", sale(28, "Sue", ("apple", 1.5)))
L(29, "Please Ida Novak has returned all she bought on the 16th", ret(29, "Ida", 16))
L(29, "Chale, 1.5 kilos of the mangoes got damaged in the van", wo(29, "mango", 1.5, "damaged"))
L(29, "I have counted the oranges this evening, 24 kilos", cnt(29, "orange", 24))
L(29, "Uncle Omar took 2 lb grapes this morning-o", sale(29, "Omar", ("grape", 0.907)))
L(29, "A new customer Kwabena Asante, 024 411 9087, bought 2 kilos bananas",
  sale(29, party("Kwabena Asante", "024 411 9087"), ("banana", 2)))
L(29, "Tom Lee has bought 1 kilo strawberries at 3.90", sale(29, "Tom", ("strawberry", 1)))
L(29, "Please I have bought 10 kilos mangoes from Kofi Boateng at 1.40 per kilo",
  pur(29, party("Kofi Boateng"), ("mango", 10, 1.4)))
L(29, "Sold Bob Smith 2 kilos pears, then Zoe Davis returned everything from the 21st",
  sale(29, "Bob", ("pear", 2)), ret(29, "Zoe", 21))
L(29, "Mei Chen bought 3 kilos mangoes on Sunday", sale(25, "Mei", ("mango", 3)))
L(29, "Please pear price is 1.50 from today", pc(29, "pear", 1.5))
L(29, "Reminder: the water bill must be paid at the end of the month", NOTE)
# early today
L(7, "Please I have sold 2 kilos mangoes to Mei Chen this morning", sale(7, "Mei", ("mango", 2)))
L(7, "I have counted the cherries, 40 kilos", cnt(7, "cherry", 40))
L(9, "ABC has brought 20 kilos grapes at 1.80 per kilo", pur(9, ABC, ("grape", 20, 1.8)))
L(9, "Chale, Ann Brown returned everything she took on Wednesday", ret(9, "Ann", 7))
L(11, "Sister Mei Chen bought 1 kilo pears and 2 kilos bananas today", sale(11, "Mei", ("pear", 1), ("banana", 2)))
L(11, "Please 1 kilo strawberries are mouldy, I have removed them", wo(11, "strawberry", 1, "mouldy"))
L(13, "Please the apple price is 1.80 per kilo from today", pc(13, "apple", 1.8))
L(13, "Bob Smith bought 2 kilos oranges yesterday", sale(12, "Bob", ("orange", 2)))
L(17, "Don't forget the new price list for the window", NOTE)
L(20, "Luis Garcia bought 2 kilos strawberries yesterday", sale(19, "Luis", ("strawberry", 2)))
L(24, "I have counted the pears, 33 kilos", cnt(24, "pear", 33))
L(25, "Please Sue Davis returned everything she bought on Thursday", ret(25, "Sue", 22))
L(23, "Please ABC brought 10 kilos strawberries at 2.50 and I have sold 2 kilos to Eva Berg this morning-o",
  pur(23, ABC, ("strawberry", 10, 2.5)), sale(23, "Eva", ("strawberry", 2)))
X(9, "Please Tom Lee is coming for 3 kilos cherries on the 12th", FUT)
X(13, "Mrs Smith bought 2 kilos pears today", AMB)
X(20, "Chale, Omar Haddad returned his things from yesterday", TWO)
X(16, "Please is the delivery from Green Valley coming today?", Q)
# refusals
X(29, "Please I have sold 4 mangoes to Eva Berg", PCS)
X(29, "Chale, Raj Patel will come for 3 kilos oranges tomorrow", FUT)
X(29, "Please Omar Haddad returned half of the pears from the 21st", PART)
X(29, "Please how much is left of the strawberries?", Q)
X(29, "Chale, the heat today ehn", CHAT)
X(29, "Please can you add a print button to the app", APP)
X(29, "Please cancel the sale to Ann Brown, she has changed her mind", CANCEL)
X(29, "Tom Lee bought 2 kilos apples, total 4.00", TOTAL)
X(29, "Give Luis Garcia 1 kilo bananas free, he is a good customer", DISC)
X(29, "Eva Berg has returned everything from the 3rd", DONE)
X(29, "Please Mei Chen returned what she bought on the 27th", NOSALE)
X(29, "Kojo bought 2 kilos bananas", NEWC)
X(29, "Ida Novak bought 2 kilos cherries on 29 March", FUT)
X(29, "Please give Sue Davis 10% off 3 kilos apples", DISC)
X(29, "Sold Bob Smith 1 kilo grapes on 04/02", DMY)
X(29, "Zoe Davis bought 2 kilos pears, I charged her 3.50", TOTAL)

# ---------------------------------------------------------------- retired RAF officer, telegraphese
STYLE = "raf_officer"
L(29, "Sale. Bob Smith. Apples 2 kg. Today. STOP.", sale(29, "Bob", ("apple", 2)))
L(29, "Mrs Chen, cherries 1.5 kg, 0930 hrs. STOP", sale(29, "Mei", ("cherry", 1.5)))
L(29, "Zoe Davis. Bananas 3 kg. Yesterday. STOP", sale(28, "Zoe", ("banana", 3)))
L(29, "Strawberries 2 kg written off. Rotten. STOP", wo(29, "strawberry", 2, "rotten"))
L(29, "Received ex ABC 20 kg apples at 1.10 per kg. STOP", pur(29, ABC, ("apple", 20, 1.1)))
L(29, "Stock check apples. 31 kg counted. STOP", cnt(29, "apple", 31))
L(29, "Omar Haddad returned goods of Wednesday in full. STOP", ret(29, "Omar", 28))
L(29, "Price change. Oranges 1.60 per kg effective today. STOP", pc(29, "orange", 1.6))
L(29, "Reminder. Fire extinguisher inspection due. STOP", NOTE)
L(29, "Raj Patel. Mango 2 kg, grapes 1 kg. STOP", sale(29, "Raj", ("mango", 2), ("grape", 1)))
L(29, "Ken Smith, strawberries 500 g, Tuesday. STOP", sale(27, "Ken", ("strawberry", 0.5)))
L(29, "Tom Lee. Oranges 3 kg at 1.54. Affirmative. STOP", sale(29, "Tom", ("orange", 3)))
L(29, "Eva Berg. Pears 2 kg. Total 2.88. STOP", sale(29, "Eva", ("pear", 2)))
L(29, "Ann Brown. Apples 1 kg, bananas 1 kg, cherries 1 kg. STOP",
  sale(29, "Ann", ("apple", 1), ("banana", 1), ("cherry", 1)))
L(29, "Green Valley Farms delivered bananas 40 kg at 0.55. Shelf price 1.20. STOP",
  pur(29, GVF, ("banana", 40, 0.55, 1.2)))
L(29, "Hillside Produce. Grapes 12 kg. Invoice 21.60. STOP", pur(29, HP, ("grape", 12, 1.8)))
L(29, "Luis Garcia returned Friday purchase in full. STOP", ret(29, "Luis", 23))
L(29, "Mangoes 2 kg stolen from forecourt. STOP", wo(29, "mango", 2, "stolen"))
L(29, "Grapes 300 g issued as samples. STOP", wo(29, "grape", 0.3, "samples"))
L(29, "Cherries counted 61 kg. STOP", cnt(29, "cherry", 61))
L(29, "Bananas to 1.30 per kg wef today. STOP", pc(29, "banana", 1.3))
L(29, "FYI. Rear door lock defective. STOP", NOTE)
L(29, "Ida Novak oranges 2 kg. Sue Davis mango 1 kg. Both today. STOP",
  sale(29, "Ida", ("orange", 2)), sale(29, "Sue", ("mango", 1)))
L(29, "Mrs Chen grapes 2 kg Monday. STOP", sale(26, "Mei", ("grape", 2)))
L(29, "Tom Lee returned Thursday purchase, complete. STOP", ret(29, "Tom", 22))
L(29, "Strawberries 1.5 kg damaged in handling. STOP", wo(29, "strawberry", 1.5, "damaged"))
L(29, "Pears counted. 22 kg. STOP", cnt(29, "pear", 22))
L(29, "New customer Nigel Ashworth, nigel.ashworth@raf-assoc.example, apples 2 kg. STOP",
  sale(29, party("Nigel Ashworth", None, "nigel.ashworth@raf-assoc.example"), ("apple", 2)))
L(29, "ABC. Apples 20 kg at 1.05. Sell at 1.80. STOP", pur(29, ABC, ("apple", 20, 1.05, 1.8)))
L(29, "Bob Smith cherries 1 kg. Same customer returned yesterday's purchase in full. STOP",
  sale(29, "Bob", ("cherry", 1)), ret(29, "Bob", 28))
L(29, "Grapes to 3.00 per kg effective today. Affirmative. STOP", pc(29, "grape", 3.0))
L(29, "Don't forget. Till float to be counted at 1700. STOP", NOTE)
L(29, "Luis Garcia apples 2 kg. Mangoes 1 kg mouldy, written off. STOP",
  sale(29, "Luis", ("apple", 2)), wo(29, "mango", 1, "mouldy"))
L(29, "Eva Berg grapes 4 lb yesterday. STOP", sale(28, "Eva", ("grape", 1.814)))
# early today
L(6, "Zoe Davis. Bananas 2 kg. Today. STOP", sale(6, "Zoe", ("banana", 2)))
L(6, "Strawberries counted. 20 kg. STOP", cnt(6, "strawberry", 20))
L(10, "Received ex Hillside Produce oranges 25 kg at 0.85. STOP", pur(10, HP, ("orange", 25, 0.85)))
L(10, "Tom Lee returned Wednesday purchase in full. STOP", ret(10, "Tom", 7))
L(13, "Grapes 2 kg mouldy. Written off. STOP", wo(13, "grape", 2, "mouldy"))
L(12, "Mangoes 1 kg rotten, written off. Mangoes then counted, 40 kg. STOP",
  wo(12, "mango", 1, "rotten"), cnt(12, "mango", 40))
L(13, "Mrs Chen apples 2 kg, 1100 hrs. STOP", sale(13, "Mei", ("apple", 2)))
L(16, "Cherries to 3.40 per kg effective today. STOP", pc(16, "cherry", 3.4))
L(16, "Raj Patel pears 2 kg yesterday. STOP", sale(15, "Raj", ("pear", 2)))
L(19, "Reminder. Order more carrier bags. STOP", NOTE)
L(21, "Sue Davis apples 1 kg. Ida Novak apples 1 kg. STOP",
  sale(21, "Sue", ("apple", 1)), sale(21, "Ida", ("apple", 1)))
L(23, "Mangoes counted. 29 kg. STOP", cnt(23, "mango", 29))
L(25, "Ann Brown returned Friday purchase in full. STOP", ret(25, "Ann", 23))
X(6, "Eva Berg. Cherries 2 kg. 9 Feb. STOP", FUT)
X(10, "Ida Novak returned purchase of 9 Feb. STOP", TWO)
X(13, "Ken Smith returned purchase of 4 Feb. STOP", DONE)
X(21, "Request mango stock figure. STOP", Q)
# refusals
X(29, "Mei Chen pears 2 kg tomorrow. STOP", FUT)
X(29, "Ann Brown. Mangoes 4 units. STOP", PCS)
X(29, "Cancel last entry. STOP", CANCEL)
X(29, "Ida Novak oranges 2 kg at 15 percent discount. STOP", DISC)
X(29, "Weather fair, wind light. Morale good. STOP", CHAT)
X(29, "Request larger font on screen. STOP", APP)
X(29, "Eva Berg cherries 2 kg. Total 7.00. STOP", TOTAL)
X(29, "Bob Smith returned half of yesterday's strawberries. STOP", PART)
X(29, "Raj Patel returned purchase of 25 Feb. STOP", TWO)
X(29, "Tom Lee returned purchase of 11 Feb. STOP", DONE)
X(29, "Zoe Davis apples 2 kg 30 Feb. STOP", IMP)
X(29, "Gerald. Bananas 2 kg. STOP", NEWC)
X(29, "Mr Smith. Grapes 2 kg. STOP", AMB)
X(29, "Omar Haddad cherries 10 kg, 15 Mar. STOP", FUT)
X(29, "Ken Smith apples 2 kg, no charge. STOP", DISC)
X(29, "Sue Davis pears 1 kg on 02/03. STOP", DMY)
X(29, "Mei Chen returned purchase of 20 Feb. STOP", NOSALE)

OUT.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in LINES))
print(f"wrote {len(LINES)} lines to {OUT}")
