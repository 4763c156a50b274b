"""Write bench/unseen97/records.jsonl: held-out staff inputs and the records they must give (set 97).

Run from the worktree root: python bench/unseen97/gen.py
Counts and other derived numbers are computed from resources/demo/fruitshop_month.jsonl.
"""
import datetime as dt
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEMO = HERE.parent.parent / "resources" / "demo" / "fruitshop_month.jsonl"
OUT_FILE = HERE / "records.jsonl"

demo = [json.loads(x) for x in DEMO.read_text().splitlines() if x.strip()]
SALES = {}
for _r in demo:
    if _r["kind"] == "sale":
        SALES.setdefault((_r["customer"]["name"], _r["date"]), []).append(_r)

T = 29  # the usual today: 2024-02-29 (a Thursday)
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def iso(day):
    return f"2024-02-{day:02d}"


def last(name, today=T):
    """Most recent earlier such weekday (Thursday on Thursday the 29th is the 22nd)."""
    t = dt.date(2024, 2, today)
    delta = (t.weekday() - WEEKDAYS.index(name)) % 7 or 7
    return (t - dt.timedelta(days=delta)).day


def moves(recs):
    for r in recs:
        k = r["kind"]
        if k == "sale":
            for it in r["items"]:
                yield r["date"], it["product"], -it["quantity"]
        elif k == "purchase":
            for it in r["items"]:
                yield r["date"], it["product"], it["quantity"]
        elif k == "stock_adjustment":
            yield r["date"], r["product"], r["quantity"]
        elif k == "return":
            (sold,) = SALES[(r["customer"]["name"], r["sale_date"])]
            for it in sold["items"]:
                yield r["date"], it["product"], it["quantity"]


def stock(product, day, prior=()):
    """Stock of product at the close of day, over the demo month plus earlier records of the same line."""
    d = iso(day)
    return round(sum(q for dd, p, q in moves(demo + list(prior)) if p == product and dd <= d), 3)


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, cust, *items, phone=None, email=None):
    return {"kind": "sale", "date": iso(day), "customer": party(cust, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items, phone=None, email=None):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": iso(day), "supplier": party(supplier, phone, email), "items": rows}


def ret(day, cust, sale_day):
    return {"kind": "return", "date": iso(day), "customer": party(cust), "sale_date": iso(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": iso(day), "product": product, "selling_price": value}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": iso(day), "product": product, "quantity": qty, "reason": reason}


def count(day, product, counted, prior=()):
    q = round(counted - stock(product, day, prior), 3)
    assert q != 0, (product, day, counted)
    return adj(day, product, q, "stock count")


def note(day):
    return {"kind": "note", "date": iso(day), "text": None, "facts": []}


LINES = []


def ok(style, today, text, *recs):
    recs = [dict(r) for r in recs]
    for r in recs:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": iso(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": iso(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- the shorthand secretary
S = "secretary"
ok(S, T, "Sold Omar Haddad mango 2 kg @ 2.40/kg.", sale(T, "Omar Haddad", ("mango", 2)))
ok(S, T, "Recd fr ABC: apples qty 15 kg @ 1.10/kg; cherries qty 10 kg @ 2.05/kg.",
   buy(T, "ABC", ("apple", 15, 1.1), ("cherry", 10, 2.05)))
ok(S, T, "Mei Chen - grapes 1.5 kg, strawb. 0.5 kg. Yest.",
   sale(T - 1, "Mei Chen", ("grape", 1.5), ("strawberry", 0.5)))
ok(S, T, "W/O bananas 2 kg - spoiled.", adj(T, "banana", -2, "spoiled"))
ok(S, T, "Stock count a.m.: apples 28 kg.", count(T, "apple", 28))
ok(S, T, "Price chg: pears to 1.50/kg eff. today.", price(T, "pear", 1.5))
ok(S, T, "Ret'd: Ken Smith, whole order fr this a.m. (mango + pears).", ret(T, "Ken Smith", T))
ok(S, T, "Memo - FYI Hillside deliveries Tues only from now on.", note(T))
ok(S, T, "Tom Lee: bananas 3 kg, total 3.60.", sale(T, "Tom Lee", ("banana", 3)))
ok(S, T, "Recd fr Hillside Produce: oranges 25 kg, tot. 22.50; shelf price 1.60.",
   buy(T, "Hillside Produce", ("orange", 25, 0.9, 1.6)))
ok(S, T, "Stock count Monday: strawb. 37 kg.", count(last("monday"), "strawberry", 37))
ok(S, T, "Sue Davis, Tuesday: mango 1 kg w/ pears 2 kg.",
   sale(last("tuesday"), "Sue Davis", ("mango", 1), ("pear", 2)))
ok(S, T, "Ida Novak ret'd her pears fr the 28th.", ret(T, "Ida Novak", 28))
ok(S, T, "W/O cherries 1.5 kg mouldy; W/O grapes 0.5 kg damaged.",
   adj(T, "cherry", -1.5, "mouldy"), adj(T, "grape", -0.5, "damaged"))
ok(S, T, "Recd w/ invoice: Green Valley Farms, mangoes 20 kg @ 1.50, sell @ 2.50.",
   buy(T, "Green Valley Farms", ("mango", 20, 1.5, 2.5)))
ok(S, T, "Reminder - Mr Haddad to collect invoice copy.", note(T))
ok(S, T, "Sold Ms Berg 2 lb grapes.", sale(T, "Eva Berg", ("grape", 0.907)))
ok(S, T, "Sold Ken Smith 4 lb apples Wednesday.", sale(last("wednesday"), "Ken Smith", ("apple", 1.814)))
ok(S, T, "Recd fr new supplier Harold Tremlett (tel 01823 446120): pears 18 kg, tot. 19.80.",
   buy(T, "Harold Tremlett", ("pear", 18, 1.1), phone="01823 446120"))
ok(S, T, "Sold Priya Nair (priya.nair@example.com) 1 kg strawb.",
   sale(T, "Priya Nair", ("strawberry", 1), email="priya.nair@example.com"))
ok(S, T, "Count: mango 18.5 kg; oranges 24 kg.", count(T, "mango", 18.5), count(T, "orange", 24))
ok(S, T, "Ret'd Bob Smith order of 26th; then sold him 1 kg apples.",
   ret(T, "Bob Smith", 26), sale(T, "Bob Smith", ("apple", 1)))
ok(S, T, "Price chg eff. Saturday: strawb. 4.20/kg.", price(last("saturday"), "strawberry", 4.2))
ok(S, T, "Recd ABC 10 kg bananas @ 0.65, 5 kg grapes @ 1.90, sell grapes @ 2.95.",
   buy(T, "ABC", ("banana", 10, 0.65), ("grape", 5, 1.9, 2.95)))
ok(S, T, "Sold Mrs Chen 3 kg apples @ 1.70 = 5.10.", sale(T, "Mei Chen", ("apple", 3)))
ok(S, T, "Sold Zoe Davis 1 kg ea. apples, pears, bananas Monday.",
   sale(last("monday"), "Zoe Davis", ("apple", 1), ("pear", 1), ("banana", 1)))
ok(S, T, "Recd Green Valley Farms 8 kg strawb. @ 2.60 & 8 kg cherries @ 2.10; Tues.",
   buy(last("tuesday"), "Green Valley Farms", ("strawberry", 8, 2.6), ("cherry", 8, 2.1)))
ok(S, T, "Ret'd: Omar Haddad, order fr 21st.", ret(T, "Omar Haddad", 21))
ok(S, T, "Sold Tom Lee 2.5 kg mango; W/O 1 kg mango damaged.",
   sale(T, "Tom Lee", ("mango", 2.5)), adj(T, "mango", -1, "damaged"))
ok(S, T, "Sold Eva Berg 750 g cherries & 250 g strawb. 3 days ago.",
   sale(T - 3, "Eva Berg", ("cherry", 0.75), ("strawberry", 0.25)))
ok(S, T, "Mango price chg to 2.30 - Sunday.", price(last("sunday"), "mango", 2.3))
# early today
ok(S, 7, "Sold Ann Brown 1 kg cherries, 2 kg grapes.", sale(7, "Ann Brown", ("cherry", 1), ("grape", 2)))
ok(S, 10, "Recd ABC: 10 kg grapes @ 1.80, 10 kg cherries @ 2.00.",
   buy(10, "ABC", ("grape", 10, 1.8), ("cherry", 10, 2.0)))
ok(S, 12, "Count: oranges 32 kg.", count(12, "orange", 32))
ok(S, 14, "Ret'd: Mei Chen, apples fr Monday.", ret(14, "Mei Chen", last("monday", 14)))
ok(S, 16, "W/O 1 kg bananas, rotten.", adj(16, "banana", -1, "rotten"))
ok(S, 6, "Price chg: mango 2.60 eff. today.", price(6, "mango", 2.6))
ok(S, 9, "Sold Luis Garcia 2 kg pears w/ 1 kg apples.", sale(9, "Luis Garcia", ("pear", 2), ("apple", 1)))
ok(S, 20, "Sold Sue Davis 1.5 kg oranges.", sale(20, "Sue Davis", ("orange", 1.5)))
ok(S, 22, "Stock count: pears 34 kg, strawb. 38.5 kg.", count(22, "pear", 34), count(22, "strawberry", 38.5))
ok(S, 25, "Recd fr Green Valley Farms 12 kg pears, tot. 12.00.", buy(25, "Green Valley Farms", ("pear", 12, 1.0)))
ok(S, 5, "Sold Ken Smith 1 kg mango; Tom Lee 2 kg cherries.",
   sale(5, "Ken Smith", ("mango", 1)), sale(5, "Tom Lee", ("cherry", 2)))
ok(S, 19, "Memo: FYI stocktake Sun 25th, shop closed.", note(19))
ok(S, 13, "Sold Omar Haddad 3 kg strawb. @ 3.90 yesterday.", sale(12, "Omar Haddad", ("strawberry", 3)))
ok(S, 21, "Ret'd: Raj Patel, bananas fr yesterday.", ret(21, "Raj Patel", 20))
ok(S, 17, "W/O strawb. 1.5 kg mouldy; count apples 31 kg.",
   adj(17, "strawberry", -1.5, "mouldy"), count(17, "apple", 31))
ok(S, 23, "Sold Ida Novak 2 kg grapes Tuesday.", sale(last("tuesday", 23), "Ida Novak", ("grape", 2)))
# refusals
no(S, T, "Sold Mrs Davis 2 kg oranges.", "ambiguous customer")
no(S, T, "Recd 3 boxes pears fr Green Valley Farms @ 12.00/box.", "pieces without a weight")
no(S, T, "Luis Garcia: apples 2 kg, total 3.00.", "total disagrees with shelf price")
no(S, T, "Pls add a column for supplier phone nos. to the report.", "app request")
no(S, T, "Cancel Raj Patel's order fr this a.m.", "cancellation")
no(S, T, "Sold Zoe Davis 6 mangoes.", "pieces without a weight")
no(S, T, "Eva Berg 1 kg cherries, dated 30/2.", "impossible date")
no(S, T, "Recd Green Valley Farms 10 kg bananas @ 0.60 on 2 Mar.", "future date")
no(S, T, "Qty of apples on hand?", "question")
no(S, T, "Sold Omar Haddad 2 kg cherries less 10% disc.", "discount")
no(S, T, "Ret'd: Ann Brown 1 kg of the 2 kg oranges fr this a.m.", "partial return")
no(S, T, "Ret'd: Omar Haddad, order fr Tuesday.", "return: two sales that day")
no(S, T, "Ret'd: Tom Lee, order fr the 11th.", "return: sale already returned")
no(S, T, "Recd fr Hillside Produce 20 kg apples.", "purchase without a cost")
no(S, 13, "Ret'd 1 kg oranges fr Tom Lee's order of the 11th.", "partial return")
no(S, 7, "Sold Ida 2 kg bananas.", "customer unknown by then")
no(S, 11, "Sold Ida Novak 2 kg apples on the 14th.", "future date")
no(S, T, "Sold Mei Chen 1 kg grapes @ 2.80 - N/C, goodwill.", "free / on the house")
no(S, T, "Sold Raj 2 kg pears @ 1.60.", "price disagrees with shelf price")
no(S, T, "Sold Tom Lee 3 kg papaya.", "unknown product")
no(S, T, "W/O 35 kg mango, spoiled.", "stock would go negative")

# ---------------------------------------------------------------- the Somerset cider farmer's son
M = "somerset"
ok(M, T, "Sold Bob Smith a gert bag o' apples, 3 kilo, proper job.", sale(T, "Bob Smith", ("apple", 3)))
ok(M, T, "Omar 'ad two kilo o' pears off I this mornin'.", sale(T, "Omar Haddad", ("pear", 2)))
ok(M, T, "Mrs Chen come in yesterday, took a kilo an' a half o' cherries.",
   sale(T - 1, "Mei Chen", ("cherry", 1.5)))
ok(M, T, "Took in 30 kilo o' apples off Hillside Produce, paid 33 quid for the lot.",
   buy(T, "Hillside Produce", ("apple", 30, 1.1)))
ok(M, T, "Half a kilo o' strawberries gone mouldy, chucked 'em.", adj(T, "strawberry", -0.5, "mouldy"))
ok(M, T, "Counted the cherries proper tonight, 58 kilo.", count(T, "cherry", 58))
ok(M, T, "Put pears up to one fifty a kilo from today, they'm gert lovely.", price(T, "pear", 1.5))
ok(M, T, "Ken brought back all 'is mango an' pears from this mornin', said 'twas too much.",
   ret(T, "Ken Smith", T))
ok(M, T, "Don't forget the cold store door do stick, give 'un a gert shove.", note(T))
ok(M, T, "Sold Luis a kilo o' bananas an' two o' oranges, proper job.",
   sale(T, "Luis Garcia", ("banana", 1), ("orange", 2)))
ok(M, T, "Zoe Davis 'ad 2 kilo o' grapes Sunday.", sale(last("sunday"), "Zoe Davis", ("grape", 2)))
ok(M, T, "Green Valley Farms dropped off 15 kilo strawberries at 2.50 a kilo, sell 'em at 3.95.",
   buy(T, "Green Valley Farms", ("strawberry", 15, 2.5, 3.95)))
ok(M, T, "Some bugger nicked 2 kilo o' bananas off the front, write 'em off.", adj(T, "banana", -2, "stolen"))
ok(M, T, "Ida Novak brought back 'er pears from yesterday, gert bruised 'er said.", ret(T, "Ida Novak", T - 1))
ok(M, T, "Eva took 3 kilo o' oranges Monday.", sale(last("monday"), "Eva Berg", ("orange", 3)))
ok(M, T, "Raj 'ad 4 pound o' apples, thee can put 'un down.", sale(T, "Raj Patel", ("apple", 1.814)))
ok(M, T, "Dropped 1 kilo o' grapes on the floor, all squashed, damaged.", adj(T, "grape", -1, "damaged"))
ok(M, T, "Mangoes gone up, 2.60 a kilo from Saturday.", price(last("saturday"), "mango", 2.6))
ok(M, T, "Counted apples, 29 kilo, an' pears, 20 kilo. Proper job.", count(T, "apple", 29), count(T, "pear", 20))
ok(M, T, "Ann Brown 'ad two an' a half kilo o' mango Friday.", sale(last("friday"), "Ann Brown", ("mango", 2.5)))
ok(M, T, "Tom Lee come in, 'ad 2 kilo o' cherries an' a kilo o' strawberries, then brought back 'is bananas "
   "an' grapes from Thursday.",
   sale(T, "Tom Lee", ("cherry", 2), ("strawberry", 1)), ret(T, "Tom Lee", last("thursday")))
ok(M, T, "Took 20 kilo o' pears from Jim Pengelly up Bishops Lydeard, 1.05 a kilo, 'is number's 07712 384559.",
   buy(T, "Jim Pengelly", ("pear", 20, 1.05), phone="07712 384559"))
ok(M, T, "Sue Davis took 3 kilo o' bananas the day before yesterday.", sale(T - 2, "Sue Davis", ("banana", 3)))
ok(M, T, "Mr Haddad 'ad a kilo o' cherries, 3.20, proper.", sale(T, "Omar Haddad", ("cherry", 1)))
ok(M, T, "FYI the van's in for 'er MOT so I'll walk the deliveries round.", note(T))
ok(M, T, "Write off 3 kilo o' rotten oranges, gert stink.", adj(T, "orange", -3, "rotten"))
ok(M, T, "Miss Berg 'ad 1 kilo o' strawberries an' a kilo o' pears, paid 5.34.",
   sale(T, "Eva Berg", ("strawberry", 1), ("pear", 1)))
ok(M, T, "Bought 10 kilo o' grapes off ABC at 1.85 a kilo an' put 'em on at 2.90.",
   buy(T, "ABC", ("grape", 10, 1.85, 2.9)))
ok(M, T, "Bananas down to 1.10 from today, we got gert loads.", price(T, "banana", 1.1))
ok(M, T, "Raj Patel took 500 gram o' cherries an' 2 kilo o' mango Tuesday.",
   sale(last("tuesday"), "Raj Patel", ("cherry", 0.5), ("mango", 2)))
ok(M, T, "Maid called Tamsin Ford 'ad 2 kilo o' apples, email tamsin.ford@example.co.uk.",
   sale(T, "Tamsin Ford", ("apple", 2), email="tamsin.ford@example.co.uk"))
ok(M, T, "Counted mangoes after Zoe's lot, 18 kilo.", count(T, "mango", 18))
ok(M, T, "Give out 0.5 kilo o' grapes as tasters, samples like.", adj(T, "grape", -0.5, "samples"))
ok(M, T, "Luis Garcia brought back 'is oranges an' grapes from Friday.",
   ret(T, "Luis Garcia", last("friday")))
# early today
ok(M, 8, "Tom Lee 'ad 2 kilo o' apples this mornin'.", sale(8, "Tom Lee", ("apple", 2)))
ok(M, 10, "Counted bananas, 34 kilo, reckon Ida 'ad more'n she said.", count(10, "banana", 34))
ok(M, 12, "Ida Novak brought back 'er strawberries an' grapes from yesterday.", ret(12, "Ida Novak", 11))
ok(M, 15, "Green Valley Farms dropped 20 kilo o' oranges, 18 quid the lot.",
   buy(15, "Green Valley Farms", ("orange", 20, 0.9)))
ok(M, 18, "Put apples up to 1.80 a kilo from today.", price(18, "apple", 1.8))
ok(M, 6, "Raj 'ad a kilo o' cherries an' a kilo o' mango yesterday.",
   sale(5, "Raj Patel", ("cherry", 1), ("mango", 1)))
ok(M, 20, "Write off 2 kilo o' strawberries, gone mouldy in the back.", adj(20, "strawberry", -2, "mouldy"))
ok(M, 24, "Sue Davis 'ad 2 kilo o' pears this mornin', 2.88, proper job.", sale(24, "Sue Davis", ("pear", 2)))
ok(M, 9, "Eva Berg took a gert bag o' pears, 3 kilo.", sale(9, "Eva Berg", ("pear", 3)))
ok(M, 14, "Mrs Chen took 1 kilo o' mango an' 1 kilo o' oranges Monday.",
   sale(last("monday", 14), "Mei Chen", ("mango", 1), ("orange", 1)))
ok(M, 21, "Zoe brought back 'er bananas an' oranges from the 13th.", ret(21, "Zoe Davis", 13))
ok(M, 16, "Counted the pears, 44 kilo, an' binned 1 kilo o' rotten 'uns after.",
   count(16, "pear", 44), adj(16, "pear", -1, "rotten"))
ok(M, 23, "Remember Hillside want payin' by the end o' the month.", note(23))
ok(M, 11, "Bought 10 kilo o' mango off Pete Hembrow, 16 quid the lot.", buy(11, "Pete Hembrow", ("mango", 10, 1.6)))
ok(M, 25, "Ann 'ad 1 kilo o' grapes an' 2 kilo o' bananas yesterday, proper job.",
   sale(24, "Ann Brown", ("grape", 1), ("banana", 2)))
# refusals
no(M, T, "Mrs Smith 'ad 2 kilo o' apples.", "ambiguous customer")
no(M, T, "Zoe's comin' in dreckly for 2 kilo o' pears.", "future (not happened yet)")
no(M, T, "Where's the cherry invoice to?", "question")
no(M, T, "Alright? Gert busy today, proper job.", "chit-chat")
no(M, T, "Dad brought down 20 kilo o' apples from our orchard, 1 quid a kilo.", "supplier without a full name")
no(M, T, "Sold Omar a dozen oranges.", "pieces without a weight")
no(M, T, "Give Bob a kilo o' grapes on the 'ouse, 'e's a good 'un.", "free / on the house")
no(M, T, "Thee can scrub that sale to Raj from Tuesday, 'e never 'ad 'em.", "cancellation")
no(M, T, "Ann brought back 'alf 'er oranges from this mornin'.", "partial return")
no(M, T, "Mei brought back 'er stuff from Saturday.", "return: two sales that day")
no(M, T, "Luis 'ad 3 kilo o' cherries, paid a tenner.", "total disagrees with shelf price")
no(M, T, "Put 2 kilo o' mango by for Ken, 'e'll pick 'em up dreckly.", "future (not happened yet)")
no(M, T, "Can 'ee make the app show the cider orders too?", "app request")
no(M, T, "Sold Kev 2 kilo o' bananas.", "new customer without a full name")
no(M, T, "Eva Berg brought back 'er cherries from the 20th.", "return: no sale that day")
no(M, 9, "Sue 'ad 2 kilo o' grapes.", "customer unknown by then")
no(M, 14, "Tom took 3 kilo o' strawberries on the 16th.", "future date")
no(M, T, "Write off 25 kilo o' pears, all gone rotten.", "stock would go negative")
no(M, T, "Ken 'ad half a kilo o' cherries, half price, 'e's a regular.", "half price")

# ---------------------------------------------------------------- the Filipino helper (Taglish)
G = "taglish"
ok(G, T, "Ate Mei bumili ng 2 kilo mangga kanina po.", sale(T, "Mei Chen", ("mango", 2)))
ok(G, T, "Kuya Omar po, 1 kilo ubas at 1 kilo saging kahapon.",
   sale(T - 1, "Omar Haddad", ("grape", 1), ("banana", 1)))
ok(G, T, "Dumating po yung delivery ng ABC, 20 kilo mansanas, 1.10 per kilo.", buy(T, "ABC", ("apple", 20, 1.1)))
ok(G, T, "Nabulok po yung 1.5 kilo na strawberry, tinapon ko na.", adj(T, "strawberry", -1.5, "rotten"))
ok(G, T, "Binilang ko po yung oranges, 24 kilo na lang.", count(T, "orange", 24))
ok(G, T, "Binalik po ni Ate Ann yung binili niya kanina, buo po.", ret(T, "Ann Brown", T))
ok(G, T, "Price po ng mangga 2.50 na simula ngayon.", price(T, "mango", 2.5))
ok(G, T, "FYI po, wala na pong plastic bags sa likod, bili tayo.", note(T))
ok(G, T, "Si Kuya Raj po bumili ng 3 kilo peras nung Lunes.", sale(last("monday"), "Raj Patel", ("pear", 3)))
ok(G, T, "Ate Zoe Davis po, kalahating kilo cherry at 2 kilo saging.",
   sale(T, "Zoe Davis", ("cherry", 0.5), ("banana", 2)))
ok(G, T, "Bumili po si Kuya Ken ng 2 lbs na mansanas kahapon.", sale(T - 1, "Ken Smith", ("apple", 0.907)))
ok(G, T, "Galing Green Valley Farms po, 10 kilo peras tapos 10 kilo saging, 1.00 at 0.60 per kilo.",
   buy(T, "Green Valley Farms", ("pear", 10, 1.0), ("banana", 10, 0.6)))
ok(G, T, "May nagnakaw po ng 1 kilo ubas sa harap, stolen po.", adj(T, "grape", -1, "stolen"))
ok(G, T, "Binalik po ni Kuya Bob lahat ng binili niya kahapon.", ret(T, "Bob Smith", T - 1))
ok(G, T, "Ate Ida po, 1 kilo strawberry, 3.90 po binayad.", sale(T, "Ida Novak", ("strawberry", 1)))
ok(G, T, "Tumaas na po ang cherry, 3.50 per kilo simula kahapon.", price(T - 1, "cherry", 3.5))
ok(G, T, "Si Ate Sue po bumili ng 2 kilo orange at 1 kilo mangga nung Martes.",
   sale(last("tuesday"), "Sue Davis", ("orange", 2), ("mango", 1)))
ok(G, T, "Bilang ko po: saging 29 kilo, mansanas 29 kilo.", count(T, "banana", 29), count(T, "apple", 29))
ok(G, T, "Bagong customer po: Maricel Dizon, 0917 842 3310, bumili ng 2 kilo mangga.",
   sale(T, "Maricel Dizon", ("mango", 2), phone="0917 842 3310"))
ok(G, T, "Kuya Tom po, 3 kilo saging, 3.60 total po.", sale(T, "Tom Lee", ("banana", 3)))
ok(G, T, "Sira po yung 2 kilo peras, nahulog sa sahig.", adj(T, "pear", -2, "damaged"))
ok(G, T, "Binalik po ni Ate Eva yung cherry na binili niya noong ika-19.", ret(T, "Eva Berg", 19))
ok(G, T, "Dumating po galing kay Mang Lito Ramos, 15 kilo mangga, 22.50 lahat po.",
   buy(T, "Lito Ramos", ("mango", 15, 1.5)))
ok(G, T, "Si Ate Ann po binalik yung mangga niya noong 23, tapos bumili ng 1 kilo ubas.",
   ret(T, "Ann Brown", 23), sale(T, "Ann Brown", ("grape", 1)))
ok(G, T, "Reminder po: bayaran si Hillside bago mag-Marso.", note(T))
ok(G, T, "Nagbigay po ako ng 0.5 kilo ubas na pantikim, samples po.", adj(T, "grape", -0.5, "samples"))
ok(G, T, "Ate Zoe po bumili ng 2 kilo strawberry noong Linggo.", sale(last("sunday"), "Zoe Davis", ("strawberry", 2)))
ok(G, T, "Kuya Luis po, 1.5 kilo peras at 500 grams cherry kanina.",
   sale(T, "Luis Garcia", ("pear", 1.5), ("cherry", 0.5)))
ok(G, T, "Bumaba na po ang saging, 1.15 na lang simula ngayon.", price(T, "banana", 1.15))
ok(G, T, "Bumili po tayo ng 8 kilo strawberry sa ABC, 2.40 per kilo, ibenta ng 3.80.",
   buy(T, "ABC", ("strawberry", 8, 2.4, 3.8)))
ok(G, T, "May amag na po yung 1 kilo strawberry, mouldy.", adj(T, "strawberry", -1, "mouldy"))
ok(G, T, "Si Kuya Raj po bumili ng 2 kilo mansanas, binayaran niya 3.40.", sale(T, "Raj Patel", ("apple", 2)))
# early today
ok(G, 5, "Ate Zoe po bumili ng 1 kilo ubas kanina.", sale(5, "Zoe Davis", ("grape", 1)))
ok(G, 8, "Dumating po yung Hillside, 10 kilo orange, 9.00 lahat.", buy(8, "Hillside Produce", ("orange", 10, 0.9)))
ok(G, 11, "Kuya Omar po, 2 kilo peras kahapon.", sale(10, "Omar Haddad", ("pear", 2)))
ok(G, 13, "Binalik po ni Kuya Omar yung ubas niya kahapon.", ret(13, "Omar Haddad", 12))
ok(G, 15, "Binilang ko po yung ubas, 30 kilo.", count(15, "grape", 30))
ok(G, 17, "Nabulok po 1 kilo saging.", adj(17, "banana", -1, "rotten"))
ok(G, 19, "Si Ate Eva po bumili ng 2 kilo orange, 3.08 po.", sale(19, "Eva Berg", ("orange", 2)))
ok(G, 22, "Kuya Tom po bumili ng 1 kilo mangga at 1 kilo cherry nung Lunes.",
   sale(last("monday", 22), "Tom Lee", ("mango", 1), ("cherry", 1)))
ok(G, 24, "Simula ngayon po, strawberry 4.10 na.", price(24, "strawberry", 4.1))
ok(G, 20, "Ate Sue po, kalahating kilo cherry, tapos 1 kilo mansanas.",
   sale(20, "Sue Davis", ("cherry", 0.5), ("apple", 1)))
ok(G, 7, "Kuya Luis po bumili ng 2 kilo mansanas kahapon, 3.40.", sale(6, "Luis Garcia", ("apple", 2)))
ok(G, 10, "Paalala po, FYI: darating ulit ang ABC sa susunod na linggo.", note(10))
ok(G, 14, "Kuya Raj po bumili ng 1 kilo strawberry, tapos binalik niya yung ubas noong ika-6.",
   sale(14, "Raj Patel", ("strawberry", 1)), ret(14, "Raj Patel", 6))
ok(G, 25, "Binalik po ni Ate Sue yung mangga niya noong 22.", ret(25, "Sue Davis", 22))
ok(G, 12, "Galing ABC po, 10 kilo saging, 0.60 per kilo, at 5 kilo cherry, 2.00.",
   buy(12, "ABC", ("banana", 10, 0.6), ("cherry", 5, 2.0)))
ok(G, 23, "Sira po yung 1.5 kilo mangga, nabagsak.", adj(23, "mango", -1.5, "damaged"))
# refusals
no(G, T, "Ate Davis po bumili ng 2 kilo saging.", "ambiguous customer")
no(G, T, "Kuya, magkano na po ang mangga ngayon?", "question")
no(G, T, "Bukas po bibili si Ate Mei ng 3 kilo ubas.", "future date")
no(G, T, "Bumili po si Kuya Tom ng 5 piraso na mangga.", "pieces without a weight")
no(G, T, "Binalik po ni Ate Ann yung 1 kilo lang ng orange niya kanina.", "partial return")
no(G, T, "Libre na po yung 1 kilo saging kay Kuya Raj.", "free / on the house")
no(G, T, "Pakicancel po yung benta kay Kuya Ken kanina.", "cancellation")
no(G, T, "Salamat po sa merienda kanina, ang sarap!", "chit-chat")
no(G, T, "Pwede po bang lagyan ng Tagalog yung app?", "app request")
no(G, T, "Bumili po si Ate Lorna ng 2 kilo peras.", "new customer without a full name")
no(G, T, "May discount po si Kuya Omar, 10% off sa 2 kilo cherry.", "discount")
no(G, T, "Binalik po ni Ate Mei yung binili niya noong Sabado.", "return: two sales that day")
no(G, T, "Kuya Luis po, 2 kilo orange, 3.00 lang binayad.", "total disagrees with shelf price")
no(G, T, "Bumili po si Ate Ida ng 2 kilo mangga noong Pebrero 30.", "impossible date")
no(G, 9, "Binalik po ni Kuya Tom yung binili niya kahapon.", "return: two sales that day")
no(G, 6, "Kuya Omar po bumili ng 1 kilo cherry.", "customer unknown by then")
no(G, 18, "Bumili po si Ate Zoe ng 2 kilo ubas sa 20.", "future date")
no(G, T, "Bumili po si Kuya Bob ng 1 tray ng strawberry.", "pieces without a weight")
no(G, T, "Bumili po si Kuya Ken ng 2 kilo durian.", "unknown product")

# ---------------------------------------------------------------- the Canadian hockey dad
H = "hockeydad"
ok(H, T, "Sold a couple kilos of Macs to Omar this morning, eh.", sale(T, "Omar Haddad", ("apple", 2)))
ok(H, T, "Bud, Raj grabbed 2.5 kilos of mangoes, paid three toonies.", sale(T, "Raj Patel", ("mango", 2.5)))
ok(H, T, "Tom Lee took 2.5 kg bananas, toonie and a loonie, eh.", sale(T, "Tom Lee", ("banana", 2.5)))
ok(H, T, "Hillside Produce dropped off 20 kilos of oranges, $18 for the lot.",
   buy(T, "Hillside Produce", ("orange", 20, 0.9)))
ok(H, T, "Tossed 2 kilos of strawberries, gone mouldy, eh.", adj(T, "strawberry", -2, "mouldy"))
ok(H, T, "Did a count after practice, 23 kilos of grapes on the shelf.", count(T, "grape", 23))
ok(H, T, "Bumping cherries to 3.40 a kilo as of today, bud.", price(T, "cherry", 3.4))
ok(H, T, "Zoe brought back the mangoes she got this morning, whole bag.", ret(T, "Zoe Davis", T))
ok(H, T, "FYI the walk-in cooler's making that noise again.", note(T))
ok(H, T, "Sue Davis got 3 pounds of pears yesterday.", sale(T - 1, "Sue Davis", ("pear", 1.361)))
ok(H, T, "Ken grabbed a couple kilos of grapes Monday, eh.", sale(last("monday"), "Ken Smith", ("grape", 2)))
ok(H, T, "Green Valley Farms brought 12 kilos of pears at a buck a kilo, shelf 'em at 1.50.",
   buy(T, "Green Valley Farms", ("pear", 12, 1.0, 1.5)))
ok(H, T, "Some kid swiped a kilo of bananas off the stand, stolen.", adj(T, "banana", -1, "stolen"))
ok(H, T, "Mrs Chen got 2 kilos of oranges, $3.08, beauty.", sale(T, "Mei Chen", ("orange", 2)))
ok(H, T, "Ann Brown returned her mangoes and bananas from Thursday, eh.", ret(T, "Ann Brown", last("thursday")))
ok(H, T, "Luis picked up a kilo and a half of cherries and 2 kilos of Macs yesterday.",
   sale(T - 1, "Luis Garcia", ("cherry", 1.5), ("apple", 2)))
ok(H, T, "Counted 24 kilos of oranges and 18.5 of mangoes at close, bud.",
   count(T, "orange", 24), count(T, "mango", 18.5))
ok(H, T, "New customer Brent Kowalski, 204-555-0193, took 2 kilos of bananas.",
   sale(T, "Brent Kowalski", ("banana", 2), phone="204-555-0193"))
ok(H, T, "Eva got 4 lbs of strawberries Saturday, eh.", sale(last("saturday"), "Eva Berg", ("strawberry", 1.814)))
ok(H, T, "Dropped a crate of grapes in the lot, 1.5 kilos wrecked, damaged.", adj(T, "grape", -1.5, "damaged"))
ok(H, T, "Ida Novak brought back her pears from yesterday, and bought 2 kilos of apples instead.",
   ret(T, "Ida Novak", T - 1), sale(T, "Ida Novak", ("apple", 2)))
ok(H, T, "ABC dropped 15 kilos of cherries at $2 a kilo and 10 kilos of Macs at $1.15.",
   buy(T, "ABC", ("cherry", 15, 2.0), ("apple", 10, 1.15)))
ok(H, T, "Bananas went to 1.25 a kilo as of Tuesday, eh.", price(last("tuesday"), "banana", 1.25))
ok(H, T, "Mei got half a kilo of cherries and a couple kilos of bananas, eh.",
   sale(T, "Mei Chen", ("cherry", 0.5), ("banana", 2)))
ok(H, T, "Handed out half a kilo of grapes as samples at the rink table.", adj(T, "grape", -0.5, "samples"))
ok(H, T, "Bob Smith took 2 kilos of strawberries Friday, $7.80.",
   sale(last("friday"), "Bob Smith", ("strawberry", 2)))
ok(H, T, "Raj brought back his cherries from Tuesday, bud.", ret(T, "Raj Patel", last("tuesday")))
ok(H, T, "Picked up 10 kilos of mangoes from Dale Fenwick, dale.fenwick@example.ca, $16 total.",
   buy(T, "Dale Fenwick", ("mango", 10, 1.6), email="dale.fenwick@example.ca"))
ok(H, T, "Counted the apples twice, 28.5 kilos, then binned a kilo of rotten ones.",
   count(T, "apple", 28.5), adj(T, "apple", -1, "rotten"))
ok(H, T, "Omar grabbed 3 kilos of pears, $4.32, eh.", sale(T, "Omar Haddad", ("pear", 3)))
# early today
ok(H, 6, "Luis got a couple kilos of bananas this morning, eh.", sale(6, "Luis Garcia", ("banana", 2)))
ok(H, 9, "Counted pears after the Hillside drop, 47 kilos.", count(9, "pear", 47))
ok(H, 11, "Tom grabbed 2 kilos of Macs yesterday, bud.", sale(10, "Tom Lee", ("apple", 2)))
ok(H, 13, "Mei brought back her bananas from Saturday, eh.", ret(13, "Mei Chen", last("saturday", 13)))
ok(H, 15, "ABC dropped 20 kilos of mangoes, $30 for the lot.", buy(15, "ABC", ("mango", 20, 1.5)))
ok(H, 16, "Tossed a kilo of cherries, mouldy, eh.", adj(16, "cherry", -1, "mouldy"))
ok(H, 18, "Grapes going up to 3 bucks a kilo as of today.", price(18, "grape", 3.0))
ok(H, 21, "Sue Davis took 2 kilos of oranges, $3.08.", sale(21, "Sue Davis", ("orange", 2)))
ok(H, 23, "Omar brought back his pears from Wednesday.", ret(23, "Omar Haddad", last("wednesday", 23)))
ok(H, 25, "Raj grabbed a couple kilos of strawberries this morning, $7.80.", sale(25, "Raj Patel", ("strawberry", 2)))
ok(H, 8, "Ann got 2 kilos of oranges and a kilo of cherries, eh.",
   sale(8, "Ann Brown", ("orange", 2), ("cherry", 1)))
ok(H, 12, "Don't forget the team fundraiser order sheet by the till.", note(12))
ok(H, 19, "Bob took 4 lbs of grapes, and tossed 1 kilo of bananas that went rotten.",
   sale(19, "Bob Smith", ("grape", 1.814)), adj(19, "banana", -1, "rotten"))
ok(H, 22, "Ida picked up 3 kilos of bananas and half a kilo of strawberries yesterday.",
   sale(21, "Ida Novak", ("banana", 3), ("strawberry", 0.5)))
ok(H, 20, "Green Valley Farms dropped 10 kilos of grapes at $1.80 and 10 kilos of cherries at $2, eh.",
   buy(20, "Green Valley Farms", ("grape", 10, 1.8), ("cherry", 10, 2.0)))
ok(H, 24, "Counted the mangoes, 29 kilos, bud.", count(24, "mango", 29))
# refusals
no(H, T, "Mr Smith got a couple kilos of apples, eh.", "ambiguous customer")
no(H, T, "Grabbing a double-double at Timmies, back in 10, bud.", "chit-chat")
no(H, T, "How many kilos of mangoes we got left, eh?", "question")
no(H, T, "Tom's gonna grab 3 kilos of cherries tomorrow after the game.", "future date")
no(H, T, "Raj took 4 mangoes, eh.", "pieces without a weight")
no(H, T, "Luis got 3 kilos of cherries, paid five toonies.", "total disagrees with shelf price")
no(H, T, "Gave Zoe a kilo of grapes on the house, she's the team mom.", "free / on the house")
no(H, T, "Scratch that last sale to Ken, eh.", "cancellation")
no(H, T, "Can you make the app text me when bananas run low?", "app request")
no(H, T, "Ann brought back one of her 2 kilos of oranges from this morning.", "partial return")
no(H, T, "Omar brought back his stuff from Tuesday, eh.", "return: two sales that day")
no(H, T, "Bob brought back his grapes from the 18th.", "return: sale already returned")
no(H, T, "Sold a couple kilos of apples to Jerry, eh.", "new customer without a full name")
no(H, T, "Ken got 2 kilos of pears with the hockey discount, 20% off.", "discount")
no(H, T, "Picked up a flat of strawberries from ABC for 25 bucks.", "pieces without a weight")
no(H, T, "Mei got 2 kilos of bananas on 31/2, eh.", "impossible date")
no(H, 10, "Luis brought back his bananas and strawberries from the 16th.", "future date")
no(H, T, "Zoe got 2 kilos of mangoes half price, eh, team mom deal.", "half price")
no(H, T, "Tom got 30 kilos of grapes for the team party.", "stock would go negative")

OUT_FILE.write_text("".join(json.dumps(x) + "\n" for x in LINES))
print(f"wrote {len(LINES)} lines to {OUT_FILE}")
