"""Write bench/unseen37/records.jsonl: a held-out set of staff inputs for ChatLedger (set 37).

Every input below is typed by hand. The helpers only build record dicts; no phrasing is generated.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"
ROWS = []

M = "market-stall"
Q = "quality-control"
A = "accountant-adjustments"
N = "non-native-owner"


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, name, sale_date, phone=None, email=None):
    return {"kind": "return", "date": date, "customer": party(name, phone, email), "sale_date": sale_date}


def price(date, product, value):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": value}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def note(date):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def rec(style, today, text, *records):
    out = []
    for r in records:
        if r["kind"] == "note":
            r = dict(r, text=text)
        out.append(r)
    ROWS.append({"text": text, "today": today, "records": out, "style": style})


def no(style, today, text, why):
    ROWS.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- market-stall
rec(M, d(25), "ok so yesterday's market, writing it up now. Bob 2kg apples, Mei a kilo of bananas and half a kilo "
    "of cherries, Tom 3kg oranges",
    sale(d(24), "Bob Smith", ("apple", 2)), sale(d(24), "Mei Chen", ("banana", 1), ("cherry", 0.5)),
    sale(d(24), "Tom Lee", ("orange", 3)))
rec(M, T, "Saturday stall: Raj the usual, 2kg mangoes. Ida 1.5 kg pears. New guy Jonas Weber 0412 339 871 took 1kg "
    "strawbs",
    sale(d(24), "Raj Patel", ("mango", 2)), sale(d(24), "Ida Novak", ("pear", 1.5)),
    sale(d(24), "Jonas Weber", ("strawberry", 1), phone="0412 339 871"))
rec(M, T, "Sunday market - Zoe 1 kg grapes, Luis 2 kilo bananas + 1 kilo apples, Omar half kilo cherries",
    sale(d(25), "Zoe Davis", ("grape", 1)), sale(d(25), "Luis Garcia", ("banana", 2), ("apple", 1)),
    sale(d(25), "Omar Haddad", ("cherry", 0.5)))
rec(M, T, "pls log from today's stall: Ann 750g strawberries, Eva 2 kg oranges",
    sale(T, "Ann Brown", ("strawberry", 0.75)), sale(T, "Eva Berg", ("orange", 2)))
rec(M, T, "Ken came by the stall, his usual 3kg apples. Sue grabbed 1kg mango too",
    sale(T, "Ken Smith", ("apple", 3)), sale(T, "Sue Davis", ("mango", 1)))
rec(M, T, "new face today - Priya Nair, 415-555-0143 - 2kg bananas and a kilo of pears",
    sale(T, "Priya Nair", ("banana", 2), ("pear", 1), phone="415-555-0143"))
rec(M, T, "Tom had 2kg pears, no wait 2.5kg, and Bob 1kg cherries",
    sale(T, "Tom Lee", ("pear", 2.5)), sale(T, "Bob Smith", ("cherry", 1)))
rec(M, T, "Hannah Okafor (hannah.okafor@mail.example), first time at the stall, 1.5kg grapes",
    sale(T, "Hannah Okafor", ("grape", 1.5), email="hannah.okafor@mail.example"))
rec(M, T, "stall scale was on pounds all day, sorry: Raj 2 lb cherries, Ida 1 lb grapes",
    sale(T, "Raj Patel", ("cherry", 0.907)), sale(T, "Ida Novak", ("grape", 0.454)))
rec(M, T, "Mrs Novak 2 kilos oranges and Mr Haddad a kilo of strawberries this morning",
    sale(T, "Ida Novak", ("orange", 2)), sale(T, "Omar Haddad", ("strawberry", 1)))
rec(M, T, "Omar Hadad - 3kg bananas, paid cash",
    sale(T, "Omar Haddad", ("banana", 3)))
rec(M, T, "Luiz 1kg mango, Zoey 2kg apples",
    sale(T, "Luis Garcia", ("mango", 1)), sale(T, "Zoe Davis", ("apple", 2)))
rec(M, T, "Sat market was busy!! Eva 1kg cherries, Ken 2kg pears, Sue 1kg bananas, Ann 500g grapes, Tom 1kg "
    "oranges. thx",
    sale(d(24), "Eva Berg", ("cherry", 1)), sale(d(24), "Ken Smith", ("pear", 2)),
    sale(d(24), "Sue Davis", ("banana", 1)), sale(d(24), "Ann Brown", ("grape", 0.5)),
    sale(d(24), "Tom Lee", ("orange", 1)))
rec(M, T, "Dmitri Volkov - new, says he'll be a regular, 07700 900 412 - 2kg apples. Bob 1kg bananas after him",
    sale(T, "Dmitri Volkov", ("apple", 2), phone="07700 900 412"), sale(T, "Bob Smith", ("banana", 1)))
rec(M, d(25), "today's market: Mei 2kg strawberries, Raj 1kg grapes, that's all before the rain came",
    sale(d(25), "Mei Chen", ("strawberry", 2)), sale(d(25), "Raj Patel", ("grape", 1)))
rec(M, T, "Carla Mendes new customer ph 0433 120 998, 1 kilo cherries and 1 kilo grapes",
    sale(T, "Carla Mendes", ("cherry", 1), ("grape", 1), phone="0433 120 998"))
rec(M, T, "Ida and Raj both had 1kg bananas each",
    sale(T, "Ida Novak", ("banana", 1)), sale(T, "Raj Patel", ("banana", 1)))
rec(M, T, "Ann - kilo and a half of oranges",
    sale(T, "Ann Brown", ("orange", 1.5)))
rec(M, T, "yesterday's stall: Zoe 2kg pears, Sue 1 kg apples, Luis 1kg grapes",
    sale(d(28), "Zoe Davis", ("pear", 2)), sale(d(28), "Sue Davis", ("apple", 1)),
    sale(d(28), "Luis Garcia", ("grape", 1)))
rec(M, T, "Saturday Tom 1kg mango, then sunday he came back for another 1kg mango",
    sale(d(24), "Tom Lee", ("mango", 1)), sale(d(25), "Tom Lee", ("mango", 1)))
rec(M, T, "Ms Brown 2 kg bananas, paid $2.40",
    sale(T, "Ann Brown", ("banana", 2)))
rec(M, T, "Mei took 3kg apples for 5.10",
    sale(T, "Mei Chen", ("apple", 3)))
rec(M, T, "Felix Brandt felix.brandt@example.net 1kg cherries - new",
    sale(T, "Felix Brandt", ("cherry", 1), email="felix.brandt@example.net"))
rec(M, d(25), "writing up yesterday: only Omar came, 1kg pears. dead quiet",
    sale(d(24), "Omar Haddad", ("pear", 1)))
rec(M, T, "Eva Berg 2 kilos strawberries, Ken Smith 1 kilo grapes, Sue Davis 1 kilo pears",
    sale(T, "Eva Berg", ("strawberry", 2)), sale(T, "Ken Smith", ("grape", 1)), sale(T, "Sue Davis", ("pear", 1)))
rec(M, T, "Bob 1kg oranges and half a kilo of cherries",
    sale(T, "Bob Smith", ("orange", 1), ("cherry", 0.5)))
rec(M, T, "stall sunday: Raj 1.2kg grapes, Zoe 800g cherries",
    sale(d(25), "Raj Patel", ("grape", 1.2)), sale(d(25), "Zoe Davis", ("cherry", 0.8)))
rec(M, T, "Greta Lindqvist? no sorry, Greta Lindholm, new lady, 1kg apples",
    sale(T, "Greta Lindholm", ("apple", 1)))
rec(M, T, "Tom Lee - 2kg bananas & 1kg apples",
    sale(T, "Tom Lee", ("banana", 2), ("apple", 1)))
rec(M, T, "Mr Garcia the usual: 2kg oranges",
    sale(T, "Luis Garcia", ("orange", 2)))
rec(M, T, "Mei Chan 1kg grapes",
    sale(T, "Mei Chen", ("grape", 1)))
rec(M, T, "Saturday market: Ann 2kg apples, Omar 2kg apples, Ida 1kg apples - apples were flying",
    sale(d(24), "Ann Brown", ("apple", 2)), sale(d(24), "Omar Haddad", ("apple", 2)),
    sale(d(24), "Ida Novak", ("apple", 1)))
rec(M, T, "ok market tally for Sunday: Bob 1kg grapes. Ken 1kg grapes. Eva 1.5kg oranges. Luis 1kg pears",
    sale(d(25), "Bob Smith", ("grape", 1)), sale(d(25), "Ken Smith", ("grape", 1)),
    sale(d(25), "Eva Berg", ("orange", 1.5)), sale(d(25), "Luis Garcia", ("pear", 1)))
rec(M, T, "sold 2 pounds of strawberries to Sue and 3 pounds of apples to Zoe",
    sale(T, "Sue Davis", ("strawberry", 0.907)), sale(T, "Zoe Davis", ("apple", 1.361)))
rec(M, T, "Hi! stall today - Raj 250g cherries (just to try them), Ida 2kg bananas",
    sale(T, "Raj Patel", ("cherry", 0.25)), sale(T, "Ida Novak", ("banana", 2)))
rec(M, T, "Nadia Kowalski 0455 867 210 - half kilo strawberries, half kilo grapes. Also Omar 1kg mango.",
    sale(T, "Nadia Kowalski", ("strawberry", 0.5), ("grape", 0.5), phone="0455 867 210"),
    sale(T, "Omar Haddad", ("mango", 1)))
rec(M, T, "Zoe 1 kilo bananas and Zoe's friend Marta Silva 1 kilo bananas too",
    sale(T, "Zoe Davis", ("banana", 1)), sale(T, "Marta Silva", ("banana", 1)))
rec(M, d(24), "today's market: Tom 1kg cherries, Mei 1kg pears",
    sale(d(24), "Tom Lee", ("cherry", 1)), sale(d(24), "Mei Chen", ("pear", 1)))
rec(M, d(24), "yesterday at the stall Luis 2kg apples",
    sale(d(23), "Luis Garcia", ("apple", 2)))
rec(M, T, "Eva paid 1.70 for 1kg apples, Ann paid 1.44 for 1kg pears",
    sale(T, "Eva Berg", ("apple", 1)), sale(T, "Ann Brown", ("pear", 1)))
rec(M, T, "Big order at the stall from Omar: 3kg oranges, 2kg apples, 1kg grapes",
    sale(T, "Omar Haddad", ("orange", 3), ("apple", 2), ("grape", 1)))
rec(M, T, "Sunday: Ida 2kg strawbs",
    sale(d(25), "Ida Novak", ("strawberry", 2)))
rec(M, T, "from the weekend stall, Saturday only: Ken 1kg bananas",
    sale(d(24), "Ken Smith", ("banana", 1)))
rec(M, T, "Peter Marsh, 212-555-0176, new, 2 kilos oranges",
    sale(T, "Peter Marsh", ("orange", 2), phone="212-555-0176"))
rec(M, T, "sold Raj 2kg pears & 1kg mango at the stall, and a dozen kilos of bananas for his cafe",
    sale(T, "Raj Patel", ("pear", 2), ("mango", 1), ("banana", 12)))
no(M, T, "Bob took the usual", "no quantity stated ('the usual')")
no(M, T, "Mrs Smith had 2kg apples at the stall", "Smith is shared by two customers")
no(M, T, "Davis 1kg pears, paid cash", "Davis is shared by two customers")
no(M, T, "some lady in a red coat bought 2kg cherries", "no customer name")
no(M, T, "new face Jenny, 1kg bananas", "new customer without a last name")
no(M, T, "Raj bought 4 mangoes", "count without a weight")
no(M, T, "a punnet of strawbs to Ann", "punnet without a weight")
no(M, T, "Mei 2kg apples but I only charged her 3 bucks", "stated price differs from the shelf price")
no(M, T, "gave Luis a kilo of grapes for free, he helped us set up", "free goods: price differs from shelf price")
no(M, T, "how much did we sell at the market on Saturday?", "question")
no(M, T, "freezing at the stall today, hands still numb", "chit-chat")
no(M, T, "weekend market: Tom 2kg pears", "ambiguous date (Saturday or Sunday)")
no(M, T, "Omar 2kg kiwis", "unknown product")
no(M, T, "new guy Sam Ortiz 531-354-1000 1kg apples", "phone belongs to a known customer (Bob Smith)")
no(M, T, "Tom and Ken split 3kg oranges", "split between two customers is ambiguous")
no(M, T, "Raj bought apples again", "no quantity")
no(M, T, "put Mei down for 2kg cherries at tomorrow's market", "future date")
no(M, T, "Mei came back and returned half her bananas", "partial return")
no(M, T, "a bunch of bananas to Zoe", "bunch without a weight")
no(M, T, "Ida 1kg pears and a couple of lemons", "unknown product (lemons) and no weight")
no(M, T, "market 02/03: Ida 1kg pears", "ambiguous date 02/03")

# ---------------------------------------------------------------- quality-control
rec(Q, T, "QC check 29/2: 1.2 kg strawberries mouldy, binned",
    adj(T, "strawberry", -1.2, "mouldy"))
rec(Q, T, "bananas - 2 kg gone black and mushy, rotten, out they go",
    adj(T, "banana", -2, "rotten"))
rec(Q, T, "dropped a tray of cherries while restocking, weighed the loss: 1.4kg",
    adj(T, "cherry", -1.4, "damaged"))
rec(Q, T, "Mangoes: 3 badly bruised, weighed together 1.1 kg, write off",
    adj(T, "mango", -1.1, "damaged"))
rec(Q, T, "fruit flies in the grape crate again. tossed 800 g",
    adj(T, "grape", -0.8, "spoiled"))
rec(Q, T, "tasting table today: 300g apples and 250g oranges cut up for samples",
    adj(T, "apple", -0.3, "samples"), adj(T, "orange", -0.25, "samples"))
rec(Q, T, "recount pears: 20.2 kg on the scale",
    adj(T, "pear", -0.8, "stock count"))
rec(Q, T, "recount apples, 30 kg exactly",
    adj(T, "apple", 0.5, "stock count"))
rec(Q, T, "stock count grapes yesterday: 23 kg",
    adj(d(28), "grape", -1, "stock count"))
rec(Q, T, "counted oranges on the 26th, 26.5 kg",
    adj(d(26), "orange", -0.5, "stock count"))
rec(Q, T, "shelf count this morning - mango 18.6 kg, strawberries 29 kg",
    adj(T, "mango", -0.4, "stock count"), adj(T, "strawberry", -1, "stock count"))
rec(Q, T, "1.5 kg of grapes stolen from the front display, saw it on cctv",
    adj(T, "grape", -1.5, "stolen"))
rec(Q, T, "QC Feb 27: strawberries 0.9kg mouldy; pears 0.5kg bruised",
    adj(d(27), "strawberry", -0.9, "mouldy"), adj(d(27), "pear", -0.5, "damaged"))
rec(Q, T, "2 days ago found mould on 600g of oranges, forgot to log it",
    adj(d(27), "orange", -0.6, "mouldy"))
rec(Q, T, "Monday's check: 1 kg bananas rotten",
    adj(d(26), "banana", -1, "rotten"))
rec(Q, T, "recount cherries 59 kg",
    adj(T, "cherry", -0.5, "stock count"))
rec(Q, T, "recount bananas: 31.2kg, more than the system says",
    adj(T, "banana", 0.7, "stock count"))
rec(Q, T, "weighed the whole apple bin: 29.1 kg",
    adj(T, "apple", -0.4, "stock count"))
rec(Q, d(20), "daily QC: 0.7 kg pears soft and rotten",
    adj(d(20), "pear", -0.7, "rotten"))
rec(Q, d(15), "recount strawberries 7.5 kg",
    adj(d(15), "strawberry", -0.5, "stock count"))
rec(Q, d(15), "grapes: fruit flies, binned 1 lb",
    adj(d(15), "grape", -0.454, "spoiled"))
rec(Q, T, "dropped a crate of oranges in the car park, 2.3kg ruined",
    adj(T, "orange", -2.3, "damaged"))
rec(Q, T, "half a kilo of cherries mouldy at the bottom of the punnets",
    adj(T, "cherry", -0.5, "mouldy"))
rec(Q, T, "write-off: 1.25kg mango, overripe and rotting",
    adj(T, "mango", -1.25, "rotten"))
rec(Q, T, "1kg apples stolen from the outside display",
    adj(T, "apple", -1, "stolen"))
rec(Q, T, "Recount after the cherry delivery on the 28th: 58.5kg",
    adj(d(28), "cherry", -1, "stock count"))
rec(Q, T, "Wednesday recount: pears 25 kg",
    adj(d(28), "pear", -1, "stock count"))
rec(Q, T, "QC round: strawb 700g mouldy, banana 1.5kg rotten, grapes 200g split/damaged, pears all fine",
    adj(T, "strawberry", -0.7, "mouldy"), adj(T, "banana", -1.5, "rotten"), adj(T, "grape", -0.2, "damaged"))
rec(Q, T, "grapes counted 24.5 kg today",
    adj(T, "grape", 0.5, "stock count"))
rec(Q, T, "expired samples from the tasting plate: 400 g mango",
    adj(T, "mango", -0.4, "samples"))
rec(Q, d(24), "QC today: 1kg mango bruised, came like that in the delivery crate",
    adj(d(24), "mango", -1, "damaged"))
rec(Q, d(24), "recount oranges 21.5kg",
    adj(d(24), "orange", -0.5, "stock count"))
rec(Q, T, "apples: 2 lb dropped and split",
    adj(T, "apple", -0.907, "damaged"))
rec(Q, T, "3 days ago 1.2kg strawberries spoiled in the cooler (cooler was off overnight)",
    adj(d(26), "strawberry", -1.2, "spoiled"))
rec(Q, T, "the 22nd - forgot to enter: 0.5 kg bananas rotten",
    adj(d(22), "banana", -0.5, "rotten"))
rec(Q, T, "found 1.3 kg of cherries with fuzzy mould, bottom shelf",
    adj(T, "cherry", -1.3, "mouldy"))
rec(Q, T, "recount grapes on Feb 24: 23.6 kg",
    adj(d(24), "grape", -0.4, "stock count"))
rec(Q, T, "samples for the school visit: 1kg apples, 1kg bananas",
    adj(T, "apple", -1, "samples"), adj(T, "banana", -1, "samples"))
rec(Q, T, "strawberries - 1.6 kilos mushy, rotten through",
    adj(T, "strawberry", -1.6, "rotten"))
rec(Q, T, "2 days ago recount mango 23.5",
    adj(d(27), "mango", -0.5, "stock count"))
rec(Q, d(20), "counted banana: 14 kg",
    adj(d(20), "banana", -0.5, "stock count"))
rec(Q, T, "pear 0.3kg damaged (customer squeezed every single one lol)",
    adj(T, "pear", -0.3, "damaged"))
rec(Q, T, "orange 1kg nicked off the display at lunch",
    adj(T, "orange", -1, "stolen"))
rec(Q, T, "mould check done. cherries 0.25 kg mouldy, strawberries 0.4 kg mouldy. rest ok",
    adj(T, "cherry", -0.25, "mouldy"), adj(T, "strawberry", -0.4, "mouldy"))
rec(Q, T, "note: cold room thermostat reads 2 degrees high, berries go off first",
    note(T))
rec(Q, T, "FYI Hillside pears often arrive bruised, check every crate on delivery",
    note(T))
rec(Q, T, "remember: rotate the bananas, oldest to the front",
    note(T))
no(Q, T, "threw out 3 mangoes, rotten", "count without a weight")
no(Q, T, "binned a punnet of strawberries, mould", "punnet without a weight")
no(Q, T, "a box of bananas went off", "box without a weight")
no(Q, T, "some of the grapes look dodgy", "no quantity, nothing to record")
no(Q, T, "lost some cherries to mould this week", "no quantity and no exact date")
no(Q, T, "5kg kiwis mouldy", "unknown product")
no(Q, T, "delete the stock count from the 28th, it was wrong", "deleting history")
no(Q, T, "change yesterday's write-off to 1.5kg", "editing history")
no(Q, T, "pears recount tomorrow 20kg", "future date")
no(Q, T, "recount 03/02 apples 20kg", "ambiguous date 03/02")
no(Q, T, "how many kilos of strawberries should we have?", "question")
no(Q, T, "fridge broke overnight, lots ruined", "no product or quantity")
no(Q, T, "apples 2kg damaged on 30 Feb", "impossible date")
no(Q, T, "recount: 22 kg", "no product")
no(Q, T, "around 1 or 2 kg bananas rotten, not sure", "uncertain quantity")
no(Q, T, "write off 50 kg mango, all rotten", "more than the mango in stock")
no(Q, T, "Mould on the lemons, 1kg", "unknown product")
no(Q, T, "staff ate 2 bananas at lunch", "count without a weight")

# ---------------------------------------------------------------- accountant-adjustments
rec(A, T, "Price change: apples 1.85/kg effective 26 Feb.",
    price(d(26), "apple", 1.85))
rec(A, T, "Supplier invoice Hillside Produce INV-2231 dated 27/02: pears 20 kg @ 0.95, total 19.00",
    buy(d(27), "Hillside Produce", ("pear", 20, 0.95, None)))
rec(A, T, "Green Valley invoice 28 Feb: strawberries 30kg, total $81.00",
    buy(d(28), "Green Valley Farms", ("strawberry", 30, 2.7, None)))
rec(A, T, "ABC invoice 1187 (26/02): 25 kg apples at 1.15, 10 kg grapes at 1.90; total 47.75. Retail on the "
    "apples 1.80.",
    buy(d(26), "ABC", ("apple", 25, 1.15, 1.8), ("grape", 10, 1.9, None)))
rec(A, T, "Return: Ann Brown, original sale 22/02, processed today",
    ret(T, "Ann Brown", d(22)))
rec(A, T, "Credit for Luis Garcia - goods returned 27 Feb from the sale dated 23 Feb",
    ret(d(27), "Luis Garcia", d(23)))
rec(A, T, "Price correction: banana shelf price 1.25 from 28 Feb",
    price(d(28), "banana", 1.25))
rec(A, T, "New supplier: Sunrise Tropicals. Invoice ST-009 dated today, mangoes 15 kg, total 27.00, sell at 2.60",
    buy(T, "Sunrise Tropicals", ("mango", 15, 1.8, 2.6)))
rec(A, T, "Mei Chen returned sale of 17/02 on 20/02",
    ret(d(20), "Mei Chen", d(17)))
rec(A, T, "Pear 1.50 effective yesterday",
    price(d(28), "pear", 1.5))
rec(A, T, "Orange 1.60/kg from Monday",
    price(d(26), "orange", 1.6))
rec(A, T, "Invoice Green Valley Farms (orders@greenvalley.example) dated 26 Feb: bananas 24 kg @ 0.62, oranges "
    "20 kg @ 0.88",
    buy(d(26), "Green Valley Farms", ("banana", 24, 0.62, None), ("orange", 20, 0.88, None),
        email="orders@greenvalley.example"))
rec(A, T, "Return - Sue Davis, sale of 20 Feb, returned 22 Feb",
    ret(d(22), "Sue Davis", d(20)))
rec(A, T, "Hillside Produce 555-0102: cherries 10kg, $22.00 total, invoice dated Tuesday",
    buy(d(27), "Hillside Produce", ("cherry", 10, 2.2, None), phone="555-0102"))
rec(A, d(24), "Mango 2.50 effective today",
    price(d(24), "mango", 2.5))
rec(A, T, "Strawberry 4.10 from 27.02.2024",
    price(d(27), "strawberry", 4.1))
rec(A, T, "Bob Smith return, sale date 2024-02-26",
    ret(T, "Bob Smith", d(26)))
rec(A, T, "Omar Haddad - returned goods today from his 28 Feb purchase",
    ret(T, "Omar Haddad", d(28)))
rec(A, T, "Zoe Davis - return of sale 21/02 booked 23/02",
    ret(d(23), "Zoe Davis", d(21)))
rec(A, T, "Corrections batch: (1) cherry 3.40 from 27 Feb; (2) Raj Patel return of the 26 Feb sale, dated today",
    price(d(27), "cherry", 3.4), ret(T, "Raj Patel", d(26)))
rec(A, T, "ABC inv #1201 dated 2024-02-28: oranges 12 kg, total 11.40",
    buy(d(28), "ABC", ("orange", 12, 0.95, None)))
rec(A, T, "Orchard Lane Growers (new supplier, 0398 112 450): apples 30kg at 1.05, retail 1.75, delivered the 27th",
    buy(d(27), "Orchard Lane Growers", ("apple", 30, 1.05, 1.75), phone="0398 112 450"))
rec(A, T, "Grapes repriced to 2.95 as of 25 Feb",
    price(d(25), "grape", 2.95))
rec(A, T, "Invoice Hillside 22/02: bananas 15 kg at 0.58, pears 10 kg at 0.98",
    buy(d(22), "Hillside Produce", ("banana", 15, 0.58, None), ("pear", 10, 0.98, None)))
rec(A, d(20), "Return Raj Patel, sale dated 14 Feb, credited today",
    ret(d(20), "Raj Patel", d(14)))
rec(A, d(20), "Price change effective 19/02 - strawberries 4.00",
    price(d(19), "strawberry", 4.0))
rec(A, T, "ABC supplier invoice for 24 Feb: 10 kg cherries 2.05/kg, 8 kg grapes 1.85/kg, retail cherries 3.30",
    buy(d(24), "ABC", ("cherry", 10, 2.05, 3.3), ("grape", 8, 1.85, None)))
rec(A, T, "Ida Novak return: sale of 28 Feb, booked today",
    ret(T, "Ida Novak", d(28)))
rec(A, T, "Ken Smith - return of 17 Feb sale, received 19 Feb",
    ret(d(19), "Ken Smith", d(17)))
rec(A, T, "Price change: mango 2.20 eff. 23 Feb (clearance)",
    price(d(23), "mango", 2.2))
rec(A, T, "New supplier Kestrel Fruit Imports, invoice K-77 dated 25/2: oranges 40 kg, total 34.00",
    buy(d(25), "Kestrel Fruit Imports", ("orange", 40, 0.85, None)))
rec(A, T, "Green Valley invoice dated 3 days ago: cherries 12.5 kg @ 2.00",
    buy(d(26), "Green Valley Farms", ("cherry", 12.5, 2.0, None)))
rec(A, T, "Tom Lee return: sale of 23 Feb, processed 24 Feb",
    ret(d(24), "Tom Lee", d(23)))
rec(A, T, "Eva Berg returned the 19 Feb order on the 21st",
    ret(d(21), "Eva Berg", d(19)))
rec(A, T, "Hillside Produce invoice (sales@hillside.example), dated yesterday: strawberries 20 kg @ 2.60, shelf 4.00",
    buy(d(28), "Hillside Produce", ("strawberry", 20, 2.6, 4.0), email="sales@hillside.example"))
rec(A, T, "Adjusting: apple shelf price 1.65 from 1 Feb? no - from 20 Feb",
    price(d(20), "apple", 1.65))
rec(A, T, "Luis Garcia return of sale 16/02, processed 18/02",
    ret(d(18), "Luis Garcia", d(16)))
rec(A, T, "Price change banana 1.10 effective the 22nd",
    price(d(22), "banana", 1.1))
rec(A, T, "Ann Brown return. Original sale 15-Feb-2024, credit raised 16-Feb-2024",
    ret(d(16), "Ann Brown", d(15)))
rec(A, T, "Correction entries: pear 1.55 from 27 Feb and orange 1.50 from 27 Feb",
    price(d(27), "pear", 1.55), price(d(27), "orange", 1.5))
rec(A, T, "ABC invoice 1210, 28/02, 18 kg bananas, total 10.80, 12 kg apples, total 13.80",
    buy(d(28), "ABC", ("banana", 18, 0.6, None), ("apple", 12, 1.15, None)))
rec(A, T, "Note: ABC invoices now monthly, payment terms 30 days.",
    note(T))
rec(A, T, "FYI Green Valley raising prices ~5% from March, no action needed yet",
    note(T))
rec(A, T, "Remember: all credit notes need a manager signature from now on",
    note(T))
no(A, T, "Reverse sale #57 (entered twice)", "reversing/deleting history")
no(A, T, "Delete the duplicate entry for Omar Haddad on 27 Feb", "deleting history")
no(A, T, "Ken Smith paid his account balance of 25.00", "money-only payment, no record kind")
no(A, T, "Rent for February: 1,400.00", "rent has no record kind")
no(A, T, "Wages - Jess 18 hrs @ 14.50", "wages have no record kind")
no(A, T, "Raj Patel return, sale of 25 Feb", "two sales on that day")
no(A, T, "Eva Berg return of sale 3 Feb", "that sale was already returned")
no(A, T, "Tom Lee return of the 11 Feb sale, processed today", "that sale was already returned")
no(A, T, "Mei Chen return, sale 24/02", "two sales on that day")
no(A, T, "Ida Novak return of sale 19 Feb", "no sale on that day")
no(A, T, "Return for Smith, sale 17/02", "Smith is shared by two customers")
no(A, T, "Apple price 1.90 effective 1 March", "future date")
no(A, T, "Grape price 3.00 effective 02/03", "ambiguous date 02/03")
no(A, T, "Partial return: Ann Brown, 1 kg of the 2 kg oranges from today's sale", "partial return")
no(A, T, "Green Valley invoice: strawberries, total 80.00", "no quantity")
no(A, T, "Hillside invoice 5 boxes bananas, 30.00", "boxes without a weight")
no(A, T, "Correct the 18 Feb orange price change to 1.55", "editing history")
no(A, T, "Goodwill credit of $10 to Zoe Davis", "money-only credit")
no(A, T, "Re-date Ann Brown's 22nd sale to the 23rd", "editing history")
no(A, T, "What's the total we bought from ABC this month?", "question")
no(A, T, "Price change kiwi 3.00 from 26 Feb", "unknown product")
no(A, T, "Sale to Omar Haddad 27 Feb, 2kg cherries at 2.50 (trade price)", "sale price differs from the shelf price")
no(A, T, "ABC invoice 31/02: 10 kg apples at 1.10", "impossible date")
no(A, T, "Invoice 20 kg pears @ 1.00", "no supplier")

# ---------------------------------------------------------------- non-native-owner
rec(N, T, "yesterday Bob buy 2 kilo apple",
    sale(d(28), "Bob Smith", ("apple", 2)))
rec(N, T, "today come Mei, she take banana 1 kilo and orange half kilo",
    sale(T, "Mei Chen", ("banana", 1), ("orange", 0.5)))
rec(N, T, "Tom Lee is buying 3 kilo of pear this morning",
    sale(T, "Tom Lee", ("pear", 3)))
rec(N, T, "from Hillside we receive 20 kilo banana, price 0.55 for kilo",
    buy(T, "Hillside Produce", ("banana", 20, 0.55, None)))
rec(N, T, "Monday Raj bring back everything what he buy on Monday",
    ret(d(26), "Raj Patel", d(26)))
rec(N, T, "mango price now 2.6, from today",
    price(T, "mango", 2.6))
rec(N, T, "3 kilo strawberry is go bad, have mould, I throw away",
    adj(T, "strawberry", -3, "mouldy"))
rec(N, T, "Ida Novack buyed 1 kilo grape and 1 kilo cherry",
    sale(T, "Ida Novak", ("grape", 1), ("cherry", 1)))
rec(N, T, "new customer Yusuf Demir, telephone 212-555-0187, he buy 2 kilo orange",
    sale(T, "Yusuf Demir", ("orange", 2), phone="212-555-0187"))
rec(N, T, "I count apple today, is 28 kilo",
    adj(T, "apple", -1.5, "stock count"))
rec(N, T, "to ABC I pay 30 for 25 kilo apple, we sell 1.8",
    buy(T, "ABC", ("apple", 25, 1.2, 1.8)))
rec(N, T, "Ann yesterday take 2 kilo banana, today she come again take 1 kilo mango",
    sale(d(28), "Ann Brown", ("banana", 2)), sale(T, "Ann Brown", ("mango", 1)))
rec(N, T, "2 day ago Omar buy 1,5 kilo pear",
    sale(d(27), "Omar Haddad", ("pear", 1.5)))
rec(N, T, "500 gram cherry for Sue",
    sale(T, "Sue Davis", ("cherry", 0.5)))
rec(N, T, "Zoe Davis she return her mango from today",
    ret(T, "Zoe Davis", T))
rec(N, T, "please write: Luis buy 2 kilo apple, 1 kilo grape. thank you",
    sale(T, "Luis Garcia", ("apple", 2), ("grape", 1)))
rec(N, T, "Ken is come Tuesday and buy 1 kilo strawberry",
    sale(d(27), "Ken Smith", ("strawberry", 1)))
rec(N, T, "apple price make 1.75 from 27",
    price(d(27), "apple", 1.75))
rec(N, T, "Eva Berg buy 2 kilo pear on 26/2",
    sale(d(26), "Eva Berg", ("pear", 2)))
rec(N, T, "Green Valley bring cherry 20 kilo, cost 2.1, in shop price 3.3",
    buy(T, "Green Valley Farms", ("cherry", 20, 2.1, 3.3)))
rec(N, T, "grape 1 kilo fall on floor, is damage",
    adj(T, "grape", -1, "damaged"))
rec(N, T, "Mister Patel take half kilo strawberry and half kilo cherry",
    sale(T, "Raj Patel", ("strawberry", 0.5), ("cherry", 0.5)))
rec(N, T, "kilo and half banana for Omar, yesterday",
    sale(d(28), "Omar Haddad", ("banana", 1.5)))
rec(N, T, "Mrs Brown buy 1 kilo orange, price 1.54",
    sale(T, "Ann Brown", ("orange", 1)))
rec(N, T, "today Bob pay 3.40 for 2 kilo apple",
    sale(T, "Bob Smith", ("apple", 2)))
rec(N, d(24), "yesterday Luis buy 1 kilo orange",
    sale(d(23), "Luis Garcia", ("orange", 1)))
rec(N, d(20), "this morning come new woman Grace Holm, she buy 1 kilo apple, email grace.holm@post.example",
    sale(d(20), "Grace Holm", ("apple", 1), email="grace.holm@post.example"))
rec(N, T, "remember: Hillside truck come only in morning, not afternoon",
    note(T))
rec(N, T, "note for all - Omar like cherry very much, always offer him",
    note(T))
rec(N, T, "FYI we not take card under 5 dollar",
    note(T))
rec(N, T, "Zoe return her strawberry from 16",
    ret(T, "Zoe Davis", d(16)))
rec(N, T, "Sue and Ida come together, each take 1 kilo banana",
    sale(T, "Sue Davis", ("banana", 1)), sale(T, "Ida Novak", ("banana", 1)))
rec(N, T, "Saturday Raj buy 2 kilo mango, I forget write",
    sale(d(24), "Raj Patel", ("mango", 2)))
rec(N, T, "Tom buy 1 kilo grape, 1 kilo apple, also half kilo cherry, all today",
    sale(T, "Tom Lee", ("grape", 1), ("apple", 1), ("cherry", 0.5)))
rec(N, T, "stock count orange: 24 kilo, not 25 like computer",
    adj(T, "orange", -1, "stock count"))
rec(N, T, "banana 2 kilo is rotten, too much black",
    adj(T, "banana", -2, "rotten"))
rec(N, T, "cherry price from today 3.5",
    price(T, "cherry", 3.5))
rec(N, T, "Kenn Smith buy 2 kilo pear",
    sale(T, "Ken Smith", ("pear", 2)))
rec(N, T, "3 pound apple for Eva",
    sale(T, "Eva Berg", ("apple", 1.361)))
rec(N, T, "From new supplier Fresh Harvest Co I buy 10 kilo grape, pay 19 total",
    buy(T, "Fresh Harvest Co", ("grape", 10, 1.9, None)))
rec(N, d(20), "yesterday come Zoe, take 1 kilo orange and 1 kilo pear",
    sale(d(19), "Zoe Davis", ("orange", 1), ("pear", 1)))
rec(N, T, "Omar Haddad take 2 kilo orange 3.08",
    sale(T, "Omar Haddad", ("orange", 2)))
rec(N, T, "last Friday Ida buy 1 kilo strawberry",
    sale(d(23), "Ida Novak", ("strawberry", 1)))
rec(N, T, "one kilo grape for Mei and two kilo apple for Ann",
    sale(T, "Mei Chen", ("grape", 1)), sale(T, "Ann Brown", ("apple", 2)))
rec(N, T, "mister Lee bring back what he buy on 22",
    ret(T, "Tom Lee", d(22)))
no(N, T, "Bob buy 3 mango", "count without a weight")
no(N, T, "Smith buy 2 kilo apple", "Smith is shared by two customers")
no(N, T, "tomorrow Mei take 2 kilo cherry, she say", "future date")
no(N, T, "how much apple we have now?", "question")
no(N, T, "I pay rent today 1200", "rent has no record kind")
no(N, T, "Tom buy apple", "no quantity")
no(N, T, "please remove sale of Ken from yesterday, is mistake", "deleting history")
no(N, T, "Raj take 2 kilo banana for 2 euro only", "stated price differs from the shelf price")
no(N, T, "one woman buy 1 kilo pear, I don't know name", "no customer name")
no(N, T, "Omar bring back one kilo from his strawberry", "partial return")
no(N, T, "Davis take 1 kilo grape", "Davis is shared by two customers")
no(N, T, "Petra buy 2 kilo orange", "new customer without a last name")
no(N, T, "Eva buy 2 kilo kiwi", "unknown product")
no(N, T, "sale 03/02 Ida 1 kilo pear", "ambiguous date 03/02")
no(N, T, "my son help in shop today, I give him 50", "wages have no record kind")
no(N, T, "we buy 10 box mango from Sunrise", "boxes without a weight and no cost")
no(N, T, "good morning! weather very cold today", "chit-chat")
no(N, T, "Bob bring back from 20 February", "no sale on that day")
no(N, T, "new man Ali Karim, phone 604-866-1001, take 1 kilo apple", "phone belongs to a known customer (Sue Davis)")
no(N, T, "Luis buy 1 kilo cherry on 30 february", "impossible date")

with open(HERE / "records.jsonl", "w", encoding="utf-8") as fh:
    for row in ROWS:
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
print(f"wrote {len(ROWS)} lines to {HERE / 'records.jsonl'}")
