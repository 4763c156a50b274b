"""Write bench/unseen95/records.jsonl: a held-out set for the offline reader (four personas)."""

import json
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEMO = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
T = "2024-02-29"
demo = [json.loads(x) for x in DEMO.read_text().splitlines() if x.strip()]
SALES = defaultdict(list)
for r in demo:
    if r["kind"] == "sale":
        SALES[(r["customer"]["name"], r["date"])].append(r["items"])


def deltas(recs):
    out = []
    for r in recs:
        k = r["kind"]
        if k == "purchase":
            out += [(r["date"], i["product"], i["quantity"]) for i in r["items"]]
        elif k == "sale":
            out += [(r["date"], i["product"], -i["quantity"]) for i in r["items"]]
        elif k == "stock_adjustment":
            out.append((r["date"], r["product"], r["quantity"]))
        elif k == "return":
            for s in SALES[(r["customer"]["name"], r["sale_date"])]:
                out += [(r["date"], i["product"], i["quantity"]) for i in s]
    return out


BASE = deltas(demo)


def stock(product, day, extra):
    return sum(q for d, p, q in BASE + deltas(extra) if p == product and d <= day)


def party(c):
    if isinstance(c, tuple):
        return {"name": c[0], "phone": c[1], "email": c[2]}
    return {"name": c, "phone": None, "email": None}


def sale(c, items, d=None):
    return {"kind": "sale", "date": d, "customer": party(c), "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(s, items, d=None):
    return {
        "kind": "purchase",
        "date": d,
        "supplier": party(s),
        "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": sp} for p, q, c, sp in items],
    }


def wo(p, q, reason, d=None):
    return {"kind": "stock_adjustment", "date": d, "product": p, "quantity": -q, "reason": reason}


def cnt(p, counted, d=None):
    return {
        "kind": "stock_adjustment",
        "date": d,
        "product": p,
        "quantity": ("count", counted),
        "reason": "stock count",
    }


def ret(c, sd, d=None):
    return {"kind": "return", "date": d, "customer": party(c), "sale_date": sd}


def pc(p, price, d=None):
    return {"kind": "price_change", "date": d, "product": p, "selling_price": price}


def note():
    return {"kind": "note", "date": None, "text": None, "facts": []}


LINES = []


def E(style, today, text, *recs):
    done = []
    for r in recs:
        r = dict(r)
        if r["date"] is None:
            r["date"] = today
        if r["kind"] == "note":
            r["text"] = text
        if r["kind"] == "stock_adjustment" and isinstance(r["quantity"], tuple):
            r["quantity"] = round(r["quantity"][1] - stock(r["product"], r["date"], done), 3)
        done.append(r)
    LINES.append({"text": text, "today": today, "records": done, "style": style})


def R(style, today, text, why):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- persona A: screen-reader user dictating
A = "screen_reader_dictation"
E(A, T, "sold two kilos of pears to omar haddad full stop", sale("Omar Haddad", [("pear", 2)]))
E(
    A,
    T,
    "new line mei chen bought three kilos of apples comma paid five dollars ten full stop",
    sale("Mei Chen", [("apple", 3)]),
)
E(
    A,
    T,
    "sale comma ida novak comma one point five kilo grapes and half a kilo of cherries full stop",
    sale("Ida Novak", [("grape", 1.5), ("cherry", 0.5)]),
)
E(A, T, "raj took four kilos of bananas full stop he paid at 1.20 a kilo full stop", sale("Raj Patel", [("banana", 4)]))
E(
    A,
    T,
    "bought from hillside produce comma twenty kilos of oranges at ninety pence a kilo full stop",
    pur("Hillside Produce", [("orange", 20, 0.9, None)]),
)
E(
    A,
    T,
    "delivery from green valley farms colon thirty kilos mango at one fifty comma sell at two forty full stop",
    pur("Green Valley Farms", [("mango", 30, 1.5, 2.4)]),
)
E(
    A,
    T,
    "a b c delivered fifteen kilos of apples for sixteen fifty total full stop",
    pur("ABC", [("apple", 15, 1.1, None)]),
)
E(A, T, "threw out one kilo of strawberries comma mouldy full stop", wo("strawberry", 1, "mouldy"))
E(A, T, "two kilos of bananas rotten comma binned them full stop", wo("banana", 2, "rotten"))
E(A, T, "stock count colon twenty four kilos of oranges on the shelf full stop", cnt("orange", 24))
E(A, T, "counted the grapes comma twenty three point five kilos full stop", cnt("grape", 23.5))
E(A, T, "ann brown brought back her oranges from today comma full refund full stop", ret("Ann Brown", T))
E(A, T, "return colon ida novak returned everything she bought yesterday full stop", ret("Ida Novak", "2024-02-28"))
E(A, T, "change the price of mangoes to two fifty a kilo full stop", pc("mango", 2.5))
E(A, T, "cherries now three dollars forty a kilo comma starting today full stop", pc("cherry", 3.4))
E(A, T, "remember to ring green valley about the late cherries full stop", note())
E(A, T, "reminder colon the card reader needs a new roll full stop", note())
E(
    A,
    T,
    "new customer comma priya nair comma phone 0400 112 233 comma bought one kilo of mango full stop",
    sale(("Priya Nair", "0400 112 233", None), [("mango", 1)]),
)
E(
    A,
    T,
    "sold half a kilo of strawberries to a new lady comma jo kemp comma email jo.kemp@example.net full stop",
    sale(("Jo Kemp", None, "jo.kemp@example.net"), [("strawberry", 0.5)]),
)
E(A, T, "tom lee bought two pounds of cherries full stop", sale("Tom Lee", [("cherry", 0.907)]))
E(A, T, "zoe davis comma 750 grams of grapes full stop", sale("Zoe Davis", [("grape", 0.75)]))
E(
    A,
    T,
    "sold luis two kilos of oranges comma then wrote off one kilo of pears as damaged full stop",
    sale("Luis Garcia", [("orange", 2)]),
    wo("pear", 1, "damaged"),
)
E(A, T, "yesterday comma eva berg bought three kilos of pears full stop", sale("Eva Berg", [("pear", 3)], "2024-02-28"))
E(
    A,
    T,
    "on the 26th comma ken smith bought one kilo of apples full stop",
    sale("Ken Smith", [("apple", 1)], "2024-02-26"),
)
E(A, T, "monday comma mrs chen bought two kilos of bananas full stop", sale("Mei Chen", [("banana", 2)], "2024-02-26"))
E(A, T, "mr haddad returned the strawberries he bought on wednesday full stop", ret("Omar Haddad", "2024-02-28"))
E(A, "2024-02-12", "sold one kilo of grapes to sue davis full stop", sale("Sue Davis", [("grape", 1)]))
E(
    A,
    "2024-02-12",
    "green valley farms comma ten kilos of pears at one pound a kilo full stop",
    pur("Green Valley Farms", [("pear", 10, 1.0, None)]),
)
E(A, "2024-02-12", "counted the strawberries comma thirteen kilos full stop", cnt("strawberry", 13))
E(A, "2024-02-08", "zoe davis brought back what she bought on the 4th full stop", ret("Zoe Davis", "2024-02-04"))
E(A, "2024-02-08", "one kilo of bananas stolen from the front display full stop", wo("banana", 1, "stolen"))
E(
    A,
    "2024-02-20",
    "eva berg comma two kilos of mango and one kilo of apples full stop",
    sale("Eva Berg", [("mango", 2), ("apple", 1)]),
)
E(A, "2024-02-20", "f y i comma the shop closes early on half term day full stop", note())
E(A, "2024-02-16", "gave out a quarter kilo of grapes as samples full stop", wo("grape", 0.25, "samples"))
E(
    A,
    "2024-02-16",
    "three days ago comma ann brown bought two kilos of apples full stop",
    sale("Ann Brown", [("apple", 2)], "2024-02-13"),
)
E(A, "2024-02-24", "price of oranges goes to one sixty full stop", pc("orange", 1.6))
E(
    A,
    "2024-02-24",
    "new customer comma dev okafor comma 555-0199 comma bought two kilos of oranges full stop",
    sale(("Dev Okafor", "555-0199", None), [("orange", 2)]),
)
R(A, T, "sold two kilos of apples to mr smith full stop", "ambiguous customer")
R(A, T, "mrs davis bought one kilo of pears full stop", "ambiguous customer")
R(A, T, "omar returned half of the strawberries from wednesday full stop", "partial return")
R(A, T, "tomorrow comma bob smith will take three kilos of mango full stop", "future date")
R(A, T, "sold six apples to tom lee full stop", "pieces without weight")
R(A, T, "ken smith bought two punnets of strawberries full stop", "pieces without weight")
R(A, T, "gave ann brown ten percent off two kilos of grapes full stop", "discount")
R(A, T, "how many kilos of cherries do we have left question mark", "question")
R(A, T, "testing comma testing comma is this thing on question mark", "chit-chat")
R(A, T, "please read the last entry back to me full stop", "app request")
R(A, T, "scratch that last sale comma cancel it full stop", "cancellation")
R(A, T, "raj bought two kilos of mangoes for five dollars full stop", "total disagrees with shelf price")
R(A, T, "eva berg returned her fruit from today full stop", "no sale that day")
R(A, "2024-02-15", "luis garcia bought one kilo of grapes on the 18th full stop", "future date")
R(A, "2024-02-10", "on 30 february sue davis bought a kilo of pears full stop", "invalid date")

# ---------------------------------------------------------------- persona B: Kenyan-English shop assistant
B = "kenyan_english_assistant"
E(B, T, "I have sold 2kgs of mangoes to Mama Ann. She has paid cash.", sale("Ann Brown", [("mango", 2)]))
E(
    B,
    T,
    "Kindly note Bob Smith has bought 3kgs apples and 1kg cherries",
    sale("Bob Smith", [("apple", 3), ("cherry", 1)]),
)
E(B, T, "Sold to Tom Lee bananas 2.5kgs, he has paid 3.00 total", sale("Tom Lee", [("banana", 2.5)]))
E(B, T, "Mr Haddad has taken 4kgs oranges, sawa", sale("Omar Haddad", [("orange", 4)]))
E(B, T, "Miss Berg has bought 1/2 kg strawberries", sale("Eva Berg", [("strawberry", 0.5)]))
E(B, T, "Customer Luis has bought grapes 1.5kgs and pears 2kgs", sale("Luis Garcia", [("grape", 1.5), ("pear", 2)]))
E(B, T, "Sue has bought 500g of cherries", sale("Sue Davis", [("cherry", 0.5)]))
E(
    B,
    T,
    "New customer Wanjiru Kamau, 0722 456 789, she has bought 2kgs bananas",
    sale(("Wanjiru Kamau", "0722 456 789", None), [("banana", 2)]),
)
E(
    B,
    T,
    "A new customer Otieno Ochieng has bought mango 3kgs, his email is otieno.o@example.co.ke",
    sale(("Otieno Ochieng", None, "otieno.o@example.co.ke"), [("mango", 3)]),
)
E(B, T, "We have received from ABC 25kgs of grapes at 1.80 per kg", pur("ABC", [("grape", 25, 1.8, None)]))
E(
    B,
    T,
    "Green Valley Farms have delivered strawberries 20kgs, the total was 50.00",
    pur("Green Valley Farms", [("strawberry", 20, 2.5, None)]),
)
E(
    B,
    T,
    "Hillside Produce brought bananas 30kgs at 0.65 per kg, we shall sell at 1.25",
    pur("Hillside Produce", [("banana", 30, 0.65, 1.25)]),
)
E(
    B,
    T,
    "Received pears from a new supplier Mwangi Fresh Growers, 15kgs at 0.95",
    pur(("Mwangi Fresh Growers", None, None), [("pear", 15, 0.95, None)]),
)
E(B, T, "The bananas have gone bad, I have thrown 3kgs", wo("banana", 3, "rotten"))
E(B, T, "2kgs of mangoes were spoilt by the rain, we have removed them", wo("mango", 2, "spoiled"))
E(B, T, "Someone has stolen 1kg of grapes from outside display", wo("grape", 1, "stolen"))
E(B, T, "I have counted the apples, they are 28kgs", cnt("apple", 28))
E(B, T, "Stock take for mangoes: 18.5kgs", cnt("mango", 18.5))
E(B, T, "Mama Zoe has brought back the mangoes she bought today, we have refunded", ret("Zoe Davis", T))
E(B, T, "Ken Smith has returned all what he bought today", ret("Ken Smith", T))
E(B, T, "Raj has returned the cherries from Tuesday, full refund", ret("Raj Patel", "2024-02-27"))
E(B, T, "From today pears are 1.50 per kg", pc("pear", 1.5))
E(B, T, "Kindly put the price of strawberries at 4.20", pc("strawberry", 4.2))
E(B, T, "Don't forget the ABC guy is coming for his money", note())
E(B, T, "For your information the fridge is making noise again", note())
E(B, T, "Yesterday Mei Chen bought 2kgs pears", sale("Mei Chen", [("pear", 2)], "2024-02-28"))
E(B, T, "On Saturday Ida has bought 1kg grapes", sale("Ida Novak", [("grape", 1)], "2024-02-24"))
E(
    B,
    T,
    "Sold to Raj 2kgs apples, then 1kg strawberries mouldy thrown",
    sale("Raj Patel", [("apple", 2)]),
    wo("strawberry", 1, "mouldy"),
)
E(
    B,
    T,
    "ABC delivered 10kgs cherries at 2.00, then I have counted cherries, they are 69kgs",
    pur("ABC", [("cherry", 10, 2.0, None)]),
    cnt("cherry", 69),
)
E(B, "2024-02-06", "I have sold 1kg oranges to Eva Berg", sale("Eva Berg", [("orange", 1)]))
E(B, "2024-02-06", "Mei has returned what she bought on 2nd", ret("Mei Chen", "2024-02-02"))
E(B, "2024-02-14", "2 days ago Mr Garcia bought 2kgs pears", sale("Luis Garcia", [("pear", 2)], "2024-02-12"))
E(B, "2024-02-14", "We have counted bananas, 28kgs only", cnt("banana", 28))
E(
    B,
    "2024-02-22",
    "Hillside Produce has delivered apples 12kgs at 1.15, sell 1.80",
    pur("Hillside Produce", [("apple", 12, 1.15, 1.8)]),
)
E(B, "2024-02-22", "1kg cherries damaged when the crate fell", wo("cherry", 1, "damaged"))
E(B, "2024-02-18", "Reminder: pay the water bill", note())
E(B, "2024-02-18", "Ann has bought 1.5kgs strawberries", sale("Ann Brown", [("strawberry", 1.5)]))
R(B, T, "Mr Smith has bought 2kgs bananas", "ambiguous customer")
R(B, T, "Ms Davis has taken grapes 1kg", "ambiguous customer")
R(B, T, "Luis has returned 1kg of the oranges from Friday", "partial return")
R(B, T, "Omar has returned his things from Tuesday", "two sales that day")
R(B, T, "Bob Smith has returned the grapes from 18th", "sale already returned")
R(B, T, "Sold 4 mangoes to Ken", "pieces without weight")
R(B, T, "Tom has taken one box of apples", "pieces without weight")
R(B, T, "I have given Mama Ann 2kgs bananas free because she is a good customer", "free")
R(B, T, "Raj bought 3kgs pears but I gave him discount of 1.00", "discount")
R(B, T, "Next week ABC will bring 20kgs oranges", "future date")
R(B, T, "Habari boss, how is the family?", "chit-chat")
R(B, T, "Is the banana price still 1.20?", "question")
R(B, T, "Sold 2kgs apples to Grace", "new customer without surname")
R(B, "2024-02-09", "Please print for me the report of this week", "app request")
R(B, "2024-02-20", "Mei bought 2kgs oranges on 02/03", "ambiguous date format")

# ---------------------------------------------------------------- persona C: very formal butler-like assistant
C = "formal_butler_assistant"
E(
    C,
    T,
    "I beg to report that Mrs Chen was pleased to acquire two kilogrammes of cherries this morning.",
    sale("Mei Chen", [("cherry", 2)]),
)
E(
    C,
    T,
    "Mr Haddad has graciously purchased one and a half kilogrammes of grapes.",
    sale("Omar Haddad", [("grape", 1.5)]),
)
E(
    C,
    T,
    "Miss Berg took delivery of three kilogrammes of oranges, for which she paid 4.62 in full.",
    sale("Eva Berg", [("orange", 3)]),
)
E(
    C,
    T,
    "Mr Patel requested, and received, two kilogrammes of strawberries and one of mango.",
    sale("Raj Patel", [("strawberry", 2), ("mango", 1)]),
)
E(C, T, "Master Ken Smith obtained five hundred grammes of apples.", sale("Ken Smith", [("apple", 0.5)]))
E(C, T, "If I may, sir: Mr Garcia purchased four pounds of pears.", sale("Luis Garcia", [("pear", 1.814)]))
E(
    C,
    T,
    "Madam Brown has been supplied with a kilogramme of bananas, the sum of 1.20 being tendered.",
    sale("Ann Brown", [("banana", 1)]),
)
E(
    C,
    T,
    "A new patron, Mr Hugo Ashworth-Blake, telephone 07700 900123, purchased two kilogrammes of cherries.",
    sale(("Hugo Ashworth-Blake", "07700 900123", None), [("cherry", 2)]),
)
E(
    C,
    T,
    "May I record a new customer, Lady Cordelia Finch, whose correspondence address is c.finch@example.org; "
    "she took one kilogramme of strawberries.",
    sale(("Cordelia Finch", None, "c.finch@example.org"), [("strawberry", 1)]),
)
E(
    C,
    T,
    "Messrs ABC have delivered twenty kilogrammes of bananas at sixty pence the kilogramme.",
    pur("ABC", [("banana", 20, 0.6, None)]),
)
E(
    C,
    T,
    "Hillside Produce has furnished us with ten kilogrammes of grapes at 1.90, to be offered at 2.90.",
    pur("Hillside Produce", [("grape", 10, 1.9, 2.9)]),
)
E(
    C,
    T,
    "Green Valley Farms delivered twelve kilogrammes of pears and eight of apples, at 1.00 and 1.10 respectively.",
    pur("Green Valley Farms", [("pear", 12, 1.0, None), ("apple", 8, 1.1, None)]),
)
E(C, T, "I regret to say that one kilogramme of pears has spoiled and has been disposed of.", wo("pear", 1, "spoiled"))
E(C, T, "Half a kilogramme of cherries was offered to patrons as samples.", wo("cherry", 0.5, "samples"))
E(C, T, "Upon inspection, the strawberries on hand weigh twenty-nine kilogrammes.", cnt("strawberry", 29))
E(C, T, "I have had the bananas weighed: thirty kilogrammes precisely.", cnt("banana", 30))
E(C, T, "Madam Brown has returned today's oranges in their entirety.", ret("Ann Brown", T))
E(C, T, "Mr Bob Smith returned, in full, the purchase he made on Monday.", ret("Bob Smith", "2024-02-26"))
E(C, T, "Miss Sue Davis has brought back the whole of her purchase of the 22nd.", ret("Sue Davis", "2024-02-22"))
E(C, T, "With your permission, the price of apples shall henceforth be 1.80 the kilogramme.", pc("apple", 1.8))
E(C, T, "The grapes are to be priced at 2.95 from this day.", pc("grape", 2.95))
E(C, T, "For your information, the window cleaner shall call at noon.", note())
E(C, T, "Reminder: the silver scales require recalibration.", note())
E(
    C,
    T,
    "Mr Lee acquired two kilogrammes of mango the day before yesterday.",
    sale("Tom Lee", [("mango", 2)], "2024-02-27"),
)
E(C, T, "On the 27th, Mrs Novak purchased one kilogramme of oranges.", sale("Ida Novak", [("orange", 1)], "2024-02-27"))
E(
    C,
    T,
    "Mr Patel purchased two kilogrammes of bananas; thereafter one kilogramme of mango was found rotten.",
    sale("Raj Patel", [("banana", 2)]),
    wo("mango", 1, "rotten"),
)
E(
    C,
    T,
    "Mrs Chen took one kilogramme of pears, and Mr Haddad one kilogramme of apples.",
    sale("Mei Chen", [("pear", 1)]),
    sale("Omar Haddad", [("apple", 1)]),
)
E(C, "2024-02-11", "Mrs Brown purchased two kilogrammes of cherries.", sale("Ann Brown", [("cherry", 2)]))
E(C, "2024-02-11", "The apples, upon counting, amount to thirty-five kilogrammes.", cnt("apple", 35))
E(C, "2024-02-11", "Mr Haddad has returned the purchase of the 7th in its entirety.", ret("Omar Haddad", "2024-02-07"))
E(
    C,
    "2024-02-19",
    "Hillside Produce delivered fifteen kilogrammes of oranges at 0.95 the kilogramme.",
    pur("Hillside Produce", [("orange", 15, 0.95, None)]),
)
E(C, "2024-02-19", "Regrettably, two kilogrammes of oranges were stolen from the forecourt.", wo("orange", 2, "stolen"))
E(
    C,
    "2024-02-25",
    "Mr Lee, yesterday, acquired one kilogramme of apples.",
    sale("Tom Lee", [("apple", 1)], "2024-02-24"),
)
E(C, "2024-02-25", "Do not forget, sir, the delivery van's inspection.", note())
E(C, "2024-02-07", "Mrs Chen purchased one kilogramme of grapes.", sale("Mei Chen", [("grape", 1)]))
E(C, "2024-02-07", "The price of mangoes shall be 2.60 from today.", pc("mango", 2.6))
R(C, T, "Mr Smith has taken two kilogrammes of cherries.", "ambiguous customer")
R(C, T, "Mrs Davis was supplied with a kilogramme of apples.", "ambiguous customer")
R(C, T, "Miss Berg returned a portion of her cherries from the 19th.", "partial return")
R(C, T, "Mrs Chen has returned her purchases of Saturday.", "two sales that day")
R(C, T, "Mr Lee has returned his purchase of the 11th.", "sale already returned")
R(C, T, "Mr Patel will collect three kilogrammes of oranges tomorrow morning.", "future date")
R(C, T, "Mrs Novak purchased a dozen oranges.", "pieces without weight")
R(C, T, "Mr Haddad received a crate of mangoes.", "pieces without weight")
R(C, T, "Madam Brown was granted two kilogrammes of pears at half price.", "half price")
R(C, T, "Mr Garcia's two kilogrammes of grapes were, at your instruction, on the house.", "free")
R(C, T, "Might I enquire as to the present stock of pears?", "question")
R(C, T, "A most agreeable morning, sir; the weather is fine.", "chit-chat")
R(C, T, "Kindly withdraw the record of Mr Haddad's purchase.", "cancellation")
R(C, "2024-02-21", "In March, ABC will supply forty kilogrammes of apples.", "future date")
R(C, T, "Mr Lee acquired three kilogrammes of grapes for 9.00.", "total disagrees with shelf price")

# ---- persona D: New Zealand backpacker on a working holiday
D = "nz_backpacker"
E(D, T, "sweet as, sold 3kg bananas to tom lee, chur", sale("Tom Lee", [("banana", 3)]))
E(D, T, "zoe davis grabbed 2 kg of strawbs eh", sale("Zoe Davis", [("strawberry", 2)]))
E(D, T, "omar came in n got heaps of cherries, 3kg all up", sale("Omar Haddad", [("cherry", 3)]))
E(D, T, "mei chen - 1kg apples + 1kg oranges, paid 3.24 bro", sale("Mei Chen", [("apple", 1), ("orange", 1)]))
E(D, T, "ida novak took 2kg of mangoes, 4.80 on eftpos", sale("Ida Novak", [("mango", 2)]))
E(D, T, "raj got a kilo n a half of grapes", sale("Raj Patel", [("grape", 1.5)]))
E(D, T, "ken smith 2kg pears, ka pai", sale("Ken Smith", [("pear", 2)]))
E(D, T, "luis garcia 1kg strawbs n 1kg cherries", sale("Luis Garcia", [("strawberry", 1), ("cherry", 1)]))
E(
    D,
    T,
    "new fulla called mikaere tane, ph 021 555 884, took 2kg apples",
    sale(("Mikaere Tane", "021 555 884", None), [("apple", 2)]),
)
E(
    D,
    T,
    "sold 1kg grapes to a new chick, aroha walker, aroha.w@example.co.nz",
    sale(("Aroha Walker", None, "aroha.w@example.co.nz"), [("grape", 1)]),
)
E(D, T, "abc dropped off 20kg pears @ 1.05/kg", pur("ABC", [("pear", 20, 1.05, None)]))
E(
    D,
    T,
    "green valley farms bro, 25kg oranges at 90c a kg, sell em for 1.60",
    pur("Green Valley Farms", [("orange", 25, 0.9, 1.6)]),
)
E(D, T, "hillside produce 10kg strawbs, $26 all up", pur("Hillside Produce", [("strawberry", 10, 2.6, None)]))
E(
    D,
    T,
    "new supplier Tui Orchards Ltd, 10kg apples at 1.20",
    pur(("Tui Orchards Ltd", None, None), [("apple", 10, 1.2, None)]),
)
E(D, T, "binned 2kg of munted pears, rotten as", wo("pear", 2, "rotten"))
E(D, T, "some muppet nicked 1kg of mangoes off the front", wo("mango", 1, "stolen"))
E(D, T, "1kg grapes squashed when the pallet tipped, damaged", wo("grape", 1, "damaged"))
E(D, T, "counted the pears, 20kg on the dot", cnt("pear", 20))
E(D, T, "did a count on the mangoes, 19.5kg", cnt("mango", 19.5))
E(D, T, "counted oranges, 26kg eh", cnt("orange", 26))
E(D, T, "ann brown brought back her oranges from this arvo, full refund", ret("Ann Brown", T))
E(D, T, "tom lee returned the cherries from last friday, all of em", ret("Tom Lee", "2024-02-23"))
E(D, T, "sue davis brought back her bananas from monday, the whole lot", ret("Sue Davis", "2024-02-26"))
E(D, T, "mangoes now 2.45 a kilo", pc("mango", 2.45))
E(D, T, "bump strawbs up to 4 bucks a kg", pc("strawberry", 4.0))
E(D, T, "don't forget to lock the chilly bin out back", note())
E(D, T, "to do: sweep the footpath before close", note())
E(D, T, "yesterday ken smith got 1kg mango", sale("Ken Smith", [("mango", 1)], "2024-02-28"))
E(D, T, "3 days ago eva berg grabbed 2kg bananas", sale("Eva Berg", [("banana", 2)], "2024-02-26"))
E(D, T, "on 28/2 zoe davis took 1kg apples", sale("Zoe Davis", [("apple", 1)], "2024-02-28"))
E(
    D,
    T,
    "sold bob smith 2kg oranges then counted oranges, 22.5kg left",
    sale("Bob Smith", [("orange", 2)]),
    cnt("orange", 22.5),
)
E(
    D,
    T,
    "abc 10kg mangoes at 1.50 and then sold omar haddad 2kg of em",
    pur("ABC", [("mango", 10, 1.5, None)]),
    sale("Omar Haddad", [("mango", 2)]),
)
E(D, "2024-02-17", "ken smith 2kg grapes, chur", sale("Ken Smith", [("grape", 2)]))
E(D, "2024-02-17", "counted the strawbs, 48kg", cnt("strawberry", 48))
E(D, "2024-02-23", "raj returned his bananas from tuesday, all of em", ret("Raj Patel", "2024-02-20"))
E(D, "2024-02-23", "hillside 15kg grapes @ 1.80", pur("Hillside Produce", [("grape", 15, 1.8, None)]))
E(D, "2024-02-09", "1kg strawbs went mouldy, biffed em", wo("strawberry", 1, "mouldy"))
E(D, "2024-02-09", "ann brown 2kg oranges", sale("Ann Brown", [("orange", 2)]))
E(D, "2024-02-13", "yesterday luis garcia got 2kg mangoes", sale("Luis Garcia", [("mango", 2)], "2024-02-12"))
R(D, T, "mrs smith took 2kg bananas", "ambiguous customer")
R(D, T, "mr davis got 1kg cherries", "ambiguous customer")
R(D, T, "zoe brought back half her mango from today", "partial return")
R(D, T, "eva berg returned her stuff from wednesday", "no sale that day")
R(D, T, "raj returned his stuff from sunday", "two sales that day")
R(D, T, "gonna sell ida 2kg pears tomorrow", "future date")
R(D, T, "sold 3 punnets of strawbs to luis", "pieces without weight")
R(D, T, "mei got 5 bananas", "pieces without weight")
R(D, T, "gave ken 2kg grapes for free, good bugger", "free")
R(D, T, "chucked tom 20% off 2kg mangoes", "discount")
R(D, T, "yo wheres the spare till roll?", "question")
R(D, T, "mean weather today eh, surf's pumping", "chit-chat")
R(D, T, "can u make the font bigger on the app", "app request")
R(D, T, "undo that last one, wrong customer", "cancellation")
R(D, T, "sold 1kg apples to hemi", "new customer without surname")
R(D, "2024-02-20", "omar got 2kg pears on 31st feb", "invalid date")


# ---------------------------------------------------------------- more lines, all four personas
E(A, "2024-02-05", "sold ken smith one kilo of cherries full stop", sale("Ken Smith", [("cherry", 1)]))
E(A, "2024-02-05", "counted the mangoes comma forty six kilos full stop", cnt("mango", 46))
E(
    A,
    "2024-02-10",
    "yesterday comma tom lee bought one kilo of apples full stop",
    sale("Tom Lee", [("apple", 1)], "2024-02-09"),
)
E(
    A,
    "2024-02-21",
    "raj patel returned his bananas from yesterday comma all of them full stop",
    ret("Raj Patel", "2024-02-20"),
)
R(A, "2024-02-14", "next saturday comma mei chen wants two kilos of grapes full stop", "future date")
R(A, "2024-02-18", "sold three bunches of grapes to ida novak full stop", "pieces without weight")
E(A, T, "note to self comma don't forget the bank run full stop", note())
R(A, T, "ann brown bought two kilos of cherries for seven dollars full stop", "total disagrees with shelf price")
E(
    A,
    T,
    "sold two kilos of grapes and one kilo of apples to sue davis comma total 7.30 full stop",
    sale("Sue Davis", [("grape", 2), ("apple", 1)]),
)
E(B, "2024-02-05", "Mr Lee has bought 2kgs grapes", sale("Tom Lee", [("grape", 2)]))
E(
    B,
    "2024-02-13",
    "Hillside Produce delivered 20kgs mangoes at 1.40",
    pur("Hillside Produce", [("mango", 20, 1.4, None)]),
)
E(B, "2024-02-15", "Mama Mei has returned the apples from 12th", ret("Mei Chen", "2024-02-12"))
R(B, "2024-02-11", "Mr Smith has bought 1kg pears", "ambiguous customer")
R(B, "2024-02-16", "Ida has returned only the oranges from today", "partial return")
E(B, "2024-02-24", "Yesterday 2kgs of pears got spoilt, thrown", wo("pear", 2, "spoiled", "2024-02-23"))
R(B, T, "Kindly cancel the sale of Mama Zoe", "cancellation")
E(
    B,
    T,
    "Sold 1kg mango to Ken and 2kgs bananas to Sue",
    sale("Ken Smith", [("mango", 1)]),
    sale("Sue Davis", [("banana", 2)]),
)
R(B, T, "Sold 3kgs cherries to Tom at 3.00 per kg", "total disagrees with shelf price")
E(C, "2024-02-08", "Mr Patel purchased one kilogramme of cherries.", sale("Raj Patel", [("cherry", 1)]))
E(C, "2024-02-15", "Mrs Brown returned the entirety of her purchase of the 7th.", ret("Ann Brown", "2024-02-07"))
E(C, "2024-02-20", "Three kilogrammes of bananas were found spoiled and removed.", wo("banana", 3, "spoiled"))
R(C, "2024-02-22", "Mr Smith acquired a kilogramme of grapes yesterday.", "ambiguous customer")
R(C, "2024-02-06", "Mr Patel shall return tomorrow for his mangoes.", "future date")
E(
    C,
    "2024-02-25",
    "Green Valley Farms supplied ten kilogrammes of cherries for a total of 20.50.",
    pur("Green Valley Farms", [("cherry", 10, 2.05, None)]),
)
R(C, T, "Might the system display last week's takings?", "app request")
E(
    C,
    T,
    "Mrs Novak purchased three pounds of pears, and a kilogramme of mango was spoiled.",
    sale("Ida Novak", [("pear", 1.361)]),
    wo("mango", 1, "spoiled"),
)
R(C, T, "Miss Berg was kindly given a kilogramme of cherries gratis.", "free")
E(D, "2024-02-06", "zoe davis 1kg grapes eh", sale("Zoe Davis", [("grape", 1)]))
E(D, "2024-02-12", "counted grapes, 35kg", cnt("grape", 35))
R(D, "2024-02-19", "bob smith returned his grapes from yesterday, just half", "partial return")
E(D, "2024-02-24", "bananas down to 1.10 from today", pc("banana", 1.1))
R(D, "2024-02-10", "reckon we'll sell out of strawbs by the weekend eh", "chit-chat")
E(
    D,
    "2024-02-22",
    "luis garcia 2kg pears, then ann brown 1kg apples",
    sale("Luis Garcia", [("pear", 2)]),
    sale("Ann Brown", [("apple", 1)]),
)
R(D, T, "omar haddad wants 2kg mangoes next week", "future date")
E(D, T, "raj 2kg oranges n 1kg pears, 4.52 all up", sale("Raj Patel", [("orange", 2), ("pear", 1)]))
R(D, T, "how much did we make today?", "question")

with (HERE / "records.jsonl").open("w") as f:
    for line in LINES:
        f.write(json.dumps(line) + "\n")
print(len(LINES), "lines")
