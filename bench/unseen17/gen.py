"""Write bench/unseen17/records.jsonl: held-out staff inputs in four new personas.

Stdlib only. Every case below is typed by hand; the helpers only build the
record dictionaries so the expected answers stay short and readable.
Run: python3 gen.py && python3 validate_records.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

T = "2024-02-29"  # Thursday, the usual "today"

LINES = []


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, customer, *items):
    if isinstance(customer, str):
        customer = who(customer)
    return {"kind": "sale", "date": date, "customer": customer,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items):
    """items: (product, kg, unit_cost, selling_price or None)"""
    if isinstance(supplier, str):
        supplier = who(supplier)
    return {"kind": "purchase", "date": date, "supplier": supplier,
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s}
                      for p, q, c, s in items]}


def ret(date, customer, sale_date):
    if isinstance(customer, str):
        customer = who(customer)
    return {"kind": "return", "date": date, "customer": customer, "sale_date": sale_date}


def price(date, product, new_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": new_price}


def adj(date, product, kg, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": kg, "reason": reason}


NOTE = object()  # placeholder: a note record whose text is the line's own text


def ok(style, today, text, *records):
    recs = []
    for r in records:
        if r is NOTE:
            r = {"kind": "note", "date": today, "text": text, "facts": []}
        recs.append(r)
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------------------
# 1. saturday-kid: 16-year-old weekend helper, texting style.
#    Mostly Saturdays (24th, 17th, 10th), some on the 29th.
# ---------------------------------------------------------------------------
K = "saturday-kid"
S24, S17, S10 = "2024-02-24", "2024-02-17", "2024-02-10"

ok(K, S24, "2kg apls 4 bob s", sale(S24, "Bob Smith", ("apple", 2)))
ok(K, S24, "ann got half kilo strawbs", sale(S24, "Ann Brown", ("strawberry", 0.5)))
ok(K, S24, "mei chen 1kg nanas n 1kg oranges", sale(S24, "Mei Chen", ("banana", 1), ("orange", 1)))
ok(K, S24, "omar took 3 kilo mango", sale(S24, "Omar Haddad", ("mango", 3)))
ok(K, S24, "sold raj 1.5kg grapes", sale(S24, "Raj Patel", ("grape", 1.5)))
ok(K, S24, "luis garcia 500g cherrys", sale(S24, "Luis Garcia", ("cherry", 0.5)))
ok(K, S24, "ida - 2 kilos pears", sale(S24, "Ida Novak", ("pear", 2)))
ok(K, S24, "zoe d 1kg strawbs + 1kg apls", sale(S24, "Zoe Davis", ("strawberry", 1), ("apple", 1)))
ok(K, S24, "eva b got 2 kilo oranges", sale(S24, "Eva Berg", ("orange", 2)))
ok(K, S24, "new cust jade okafor 1kg apples, her no. 555-0199",
   sale(S24, who("Jade Okafor", "555-0199"), ("apple", 1)))
ok(K, S24, "sue davis 2kg banans", sale(S24, "Sue Davis", ("banana", 2)))
ok(K, S24, "ken smith half kg cherries", sale(S24, "Ken Smith", ("cherry", 0.5)))
ok(K, S24, "binned 2kg strawbs gone all mouldy", adj(S24, "strawberry", -2, "mouldy"))
ok(K, S24, "dropped 1.5kg pears all smashed up", adj(S24, "pear", -1.5, "damaged"))
ok(K, S24, "some kid nicked 1kg grapes off the front", adj(S24, "grape", -1, "stolen"))
ok(K, S24, "gave out 300g cherrys 4 ppl to try", adj(S24, "cherry", -0.3, "samples"))
ok(K, S24, "hillside dropped off 20kg bananas @0.40",
   buy(S24, "Hillside Produce", ("banana", 20, 0.4, None)))
ok(K, S24, "green valley 10kg mango at 1.50 a kg",
   buy(S24, "Green Valley Farms", ("mango", 10, 1.5, None)))
ok(K, S24, "gv invoice 12kg pears 15.60 total",
   buy(S24, "Green Valley Farms", ("pear", 12, 1.3, None)))
ok(K, S24, "mei returned her cherries from last sat", ret(S24, "Mei Chen", S17))
ok(K, S24, "ann brwn brought back yday's mango, all of it", ret(S24, "Ann Brown", "2024-02-23"))
ok(K, S24, "tom lee returned everythin he got yesterday", ret(S24, "Tom Lee", "2024-02-23"))
ok(K, S17, "bob smith 3kg apples", sale(S17, "Bob Smith", ("apple", 3)))
ok(K, S17, "raj 2 kilo oranges", sale(S17, "Raj Patel", ("orange", 2)))
ok(K, S17, "luis 1kg pears n 1kg bananas", sale(S17, "Luis Garcia", ("pear", 1), ("banana", 1)))
ok(K, S17, "eva got 2kg cherrys @3.20", sale(S17, "Eva Berg", ("cherry", 2)))
ok(K, S17, "ida novak 2 kilos strawbs thats 7.80", sale(S17, "Ida Novak", ("strawberry", 2)))
ok(K, S17, "boss says mangos r 2.60 now from 2day", price(S17, "mango", 2.6))
ok(K, S10, "sold ann 2kg bananas", sale(S10, "Ann Brown", ("banana", 2)))
ok(K, S10, "omar 1 kilo grapes", sale(S10, "Omar Haddad", ("grape", 1)))
ok(K, S10, "zoe got 2kg apples", sale(S10, "Zoe Davis", ("apple", 2)))
ok(K, S10, "abc dropped 15kg oranges cost 0.90/kg sell 1.40",
   buy(S10, "ABC", ("orange", 15, 0.9, 1.4)))
ok(K, T, "ken smith again lol 1kg apls", sale(T, "Ken Smith", ("apple", 1)))
ok(K, T, "zoe davis returned her mango from this mornin", ret(T, "Zoe Davis", T))
ok(K, T, "1kg grapes 4 tom, 2kg nanas 4 mei",
   sale(T, "Tom Lee", ("grape", 1)), sale(T, "Mei Chen", ("banana", 2)))
ok(K, T, "ida bought 250g cherrys", sale(T, "Ida Novak", ("cherry", 0.25)))
ok(K, T, "new guy marcus webb 2kg oranges, his number 555-0143",
   sale(T, who("Marcus Webb", "555-0143"), ("orange", 2)))
ok(K, T, "found 2kg extra apples out back when i did the count", adj(T, "apple", 2, "stock count"))
ok(K, T, "strawbs r 4.20 a kilo now from today", price(T, "strawberry", 4.2))
ok(K, T, "fyi card machine minimum is 5 dollars", NOTE)
ok(K, T, "bob smith returned his apls n strawbs from yday", ret(T, "Bob Smith", "2024-02-28"))
ok(K, T, "raj got 1kg pears + half kg grapes", sale(T, "Raj Patel", ("pear", 1), ("grape", 0.5)))

no(K, S24, "some1 got a bag of apples", "vague quantity and no customer")
no(K, S24, "smith took 2kg pears", "surname Smith is shared by two customers")
no(K, S24, "davis got 1kg strawbs", "surname Davis is shared by two customers")
no(K, S24, "sold 3 apples to ann", "pieces, not a weight")
no(K, S24, "ann got some grapes", "vague quantity")
no(K, S24, "raj got 2kg kiwis", "unknown product")
no(K, S24, "omar 2 punnets strawbs", "non-weight unit")
no(K, S24, "mei got 2kg oranges for 1.20 a kilo", "stated price differs from shelf price")
no(K, S24, "think luis got 1kg pears? not sure tbh", "writer unsure")
no(K, S24, "strawbs half price till close", "temporary promotion")
no(K, S24, "hillside brought 10kg pears", "purchase without unit cost")
no(K, S24, "gonna order more mango next wk", "plan, not a record")
no(K, S24, "can u delete the last one i put in", "instruction to the app")
no(K, S24, "so bored lol no one in", "chit-chat")
no(K, S24, "sold 2kg apples", "sale without customer")
no(K, S24, "jess got 1kg bananas", "new customer without full name")
no(K, S24, "tom got 1kg grapes the other day", "ambiguous date")
no(K, T, "ann returned half her oranges", "partial return")
no(K, T, "ida returned stuff from the 9th", "two sales that day")
no(K, T, "sold raj 70kg cherries", "sale exceeds stock on hand")
no(K, S17, "luis got 2kg pears on the 20th", "future date")

# ---------------------------------------------------------------------------
# 2. retired-owner: formal, long-winded, old-fashioned; lb/oz mixed with kilos.
# ---------------------------------------------------------------------------
R = "retired-owner"
W14, W21 = "2024-02-14", "2024-02-21"

ok(R, T, "Mrs Brown purchased two kilogrammes of pears this forenoon.",
   sale(T, "Ann Brown", ("pear", 2)))
ok(R, T, "I should record that Mr Patel took away one and a half kilogrammes of grapes this morning, "
         "paying the usual price without complaint.",
   sale(T, "Raj Patel", ("grape", 1.5)))
ok(R, T, "Mr Lee called in shortly after opening and bought four pounds of apples.",
   sale(T, "Tom Lee", ("apple", 1.814)))
ok(R, T, "Miss Chen had eight ounces of cherries, as is her habit.",
   sale(T, "Mei Chen", ("cherry", 0.227)))
ok(R, T, "Mr Haddad, a most loyal patron, acquired three kilogrammes of oranges at one dollar "
         "fifty-four the kilo.",
   sale(T, "Omar Haddad", ("orange", 3)))
ok(R, T, "Received from Hillside Produce this day twenty-five kilogrammes of bananas at forty cents "
         "per kilogramme.",
   buy(T, "Hillside Produce", ("banana", 25, 0.4, None)))
ok(R, T, "Green Valley's man delivered 30 kilos of oranges; their invoice is for $27.00, which I make "
         "ninety cents a kilo.",
   buy(T, "Green Valley Farms", ("orange", 30, 0.9, None)))
ok(R, T, "Let it be recorded that Mrs Novak bought a pound and a half of strawberries.",
   sale(T, "Ida Novak", ("strawberry", 0.68)))
ok(R, T, "Mr Garcia bought two kilogrammes of mangoes yesterday afternoon; I omitted to enter it at "
         "the time.",
   sale("2024-02-28", "Luis Garcia", ("mango", 2)))
ok(R, T, "On the 26th inst. Mrs Davis (Sue, that is, not Zoe) bought a kilogramme of apples which I "
         "neglected to enter.",
   sale("2024-02-26", "Sue Davis", ("apple", 1)))
ok(R, T, "Mrs Brown returned the oranges she purchased this morning, being dissatisfied with their "
         "quality; I took back the whole of it.",
   ret(T, "Ann Brown", T))
ok(R, T, "Mr Haddad has brought back the whole of his purchase of the 28th inst.",
   ret(T, "Omar Haddad", "2024-02-28"))
ok(R, T, "Miss Berg returned in full the goods she bought on the 19th inst.",
   ret(T, "Eva Berg", "2024-02-19"))
ok(R, T, "Mrs Novak returned the bananas of the 20th inst., every last one of them.",
   ret(T, "Ida Novak", "2024-02-20"))
ok(R, T, "Owing to the dearness of the wholesale market, the price of cherries is henceforth raised to "
         "$3.50 the kilogramme.",
   price(T, "cherry", 3.5))
ok(R, T, "Pears are to be sold at one dollar sixty per kilogramme from this day forward.",
   price(T, "pear", 1.6))
ok(R, T, "I regret to record that two kilogrammes of strawberries were found mouldy and consigned to "
         "the bin.",
   adj(T, "strawberry", -2, "mouldy"))
ok(R, T, "The lad let slip a tray of mangoes; one and a half kilogrammes spoilt by bruising and "
         "thrown out.",
   adj(T, "mango", -1.5, "damaged"))
ok(R, T, "A pound of grapes was pilfered from the pavement display this afternoon, the scoundrel.",
   adj(T, "grape", -0.454, "stolen"))
ok(R, T, "Upon a careful count of the storeroom I find three kilogrammes more apples than the book "
         "shows.",
   adj(T, "apple", 3, "stock count"))
ok(R, T, "Half a kilogramme of cherries was given out for customers to taste.",
   adj(T, "cherry", -0.5, "samples"))
ok(R, T, "The stock of oranges proves one kilogramme short upon counting.",
   adj(T, "orange", -1, "stock count"))
ok(R, T, "A new customer, Mr Harold Pembroke, bought three kilogrammes of bananas; he may be reached "
         "on 555-0188.",
   sale(T, who("Harold Pembroke", "555-0188"), ("banana", 3)))
ok(R, T, "Mrs Margaret Ashworth, a new patron, took two pounds of pears. Her address for "
         "correspondence is m.ashworth@example.org.",
   sale(T, who("Margaret Ashworth", None, "m.ashworth@example.org"), ("pear", 0.907)))
ok(R, T, "For the information of all staff: the shop closes at one o'clock on the Sabbath, and has "
         "done so since my father's time.",
   NOTE)
ok(R, T, "For the staff's guidance: Hillside Produce are to be paid upon receipt of goods, never on "
         "account.",
   NOTE)
ok(R, T, "Mr Smith (Bob, I mean, not his cousin Ken) took a kilogramme of bananas and a kilogramme "
         "of oranges.",
   sale(T, "Bob Smith", ("banana", 1), ("orange", 1)))
ok(R, T, "Mr Ken Smith purchased half a kilogramme of mangoes this forenoon.",
   sale(T, "Ken Smith", ("mango", 0.5)))
ok(R, T, "Mr Lee bought 2 kilos of grapes at $2.80 the kilo, i.e. $5.60 in all.",
   sale(T, "Tom Lee", ("grape", 2)))
ok(R, T, "Received of ABC this forenoon forty kilogrammes of apples at one dollar ten, to be sold at "
         "one dollar seventy.",
   buy(T, "ABC", ("apple", 40, 1.1, 1.7)))
ok(R, T, "Green Valley Farms have delivered 12 kilogrammes of strawberries, invoiced at $30.00 in "
         "total.",
   buy(T, "Green Valley Farms", ("strawberry", 12, 2.5, None)))
ok(R, T, "A new supplier, Orchard Lane Growers, furnished ten kilogrammes of pears at $1.05 the kilo.",
   buy(T, "Orchard Lane Growers", ("pear", 10, 1.05, None)))
ok(R, T, "Mr Haddad took two kilogrammes of apples and four ounces of cherries.",
   sale(T, "Omar Haddad", ("apple", 2), ("cherry", 0.113)))
ok(R, T, "Mrs Novak took one pound of oranges and two pounds of pears, wrapped separately.",
   sale(T, "Ida Novak", ("orange", 0.454), ("pear", 0.907)))
ok(R, T, "Mr Hadad (the restaurateur) bought three pounds of bananas.",
   sale(T, "Omar Haddad", ("banana", 1.361)))
ok(R, W14, "Miss Chen purchased a kilogramme of grapes on the 12th inst.",
   sale("2024-02-12", "Mei Chen", ("grape", 1)))
ok(R, W14, "Mr Patel bought two kilogrammes of pears yesterday, which I record now.",
   sale("2024-02-13", "Raj Patel", ("pear", 2)))
ok(R, W14, "Mr Lee returned his purchase of the 7th inst. in its entirety.",
   ret(W14, "Tom Lee", "2024-02-07"))
ok(R, W14, "Hillside Produce delivered 20 kilogrammes of pears at one dollar per kilogramme on "
           "Monday last.",
   buy("2024-02-12", "Hillside Produce", ("pear", 20, 1.0, None)))
ok(R, W21, "Mrs Davis, Zoe that is, purchased 3 lb of bananas.",
   sale(W21, "Zoe Davis", ("banana", 1.361)))
ok(R, W21, "The price of bananas is fixed at one dollar twenty-five from today.",
   price(W21, "banana", 1.25))
ok(R, W21, "Mr Garcia took 12 ounces of strawberries for his daughter's birthday cake.",
   sale(W21, "Luis Garcia", ("strawberry", 0.34)))

no(R, T, "Mrs Smith bought two kilogrammes of pears.", "surname Smith is shared by two customers")
no(R, T, "Mrs Davis purchased a pound of cherries.", "surname Davis is shared by two customers")
no(R, T, "Mr Patel will purchase ten kilogrammes of mangoes on the 3rd prox.", "future date")
no(R, T, "Mr Lee bought a basket of apples, as he does most weeks.", "vague quantity")
no(R, T, "Mrs Brown purchased half a dozen oranges.", "pieces, not a weight")
no(R, T, "Mr Haddad bought two kilogrammes of quinces.", "unknown product")
no(R, T, "Miss Chen was charged one dollar a kilogramme for her two kilogrammes of pears this morning.",
   "stated price differs from shelf price")
no(R, T, "Strawberries are to go at a reduced three dollars fifty until the week's end, to clear the "
         "glut.",
   "temporary promotion")
no(R, T, "Received 15 kilogrammes of bananas from Hillside Produce; their invoice has yet to arrive.",
   "purchase without unit cost")
no(R, T, "Mr Garcia returned one of the two kilogrammes of grapes he purchased on the 23rd inst.",
   "partial return")
no(R, T, "Mr Patel returned his purchase of the 25th inst.", "two sales that day")
no(R, T, "Miss Berg returned her purchase of the 3rd inst.", "sale already returned")
no(R, T, "Mrs Brown returned her purchase of the 30th inst.", "impossible date")
no(R, T, "Mr Lee returned his purchase of the 12th inst.", "no sale that day")
no(R, T, "Do we still stock the Conference pears, I wonder?", "question")
no(R, T, "I intend to speak to Green Valley about their prices in the coming week.", "plan, not a record")
no(R, T, "A gentleman whose name escaped me bought three kilogrammes of oranges.",
   "sale without customer")
no(R, T, "Mr Okonkwo bought a kilogramme of apples.", "new customer without full name")
no(R, T, "Mr Lee bought, I believe, two kilogrammes of pears, though I may well be mistaken.",
   "writer unsure")
no(R, W14, "Mrs Brown purchased a kilogramme of grapes on the 20th inst.", "future date")
no(R, T, "Mr Haddad took forty kilogrammes of grapes for his restaurant's banquet.",
   "sale exceeds stock on hand")

# ---------------------------------------------------------------------------
# 3. voice-note: transcribed memos, no punctuation, numbers as words, fillers.
# ---------------------------------------------------------------------------
V = "voice-note"
TH22, TU27 = "2024-02-22", "2024-02-27"

ok(V, T, "um so ann brown got two kilos of pears", sale(T, "Ann Brown", ("pear", 2)))
ok(V, T, "raj patel three no four kilos of bananas", sale(T, "Raj Patel", ("banana", 4)))
ok(V, T, "okay mei chen bought a kilo of apples and um half a kilo of cherries",
   sale(T, "Mei Chen", ("apple", 1), ("cherry", 0.5)))
ok(V, T, "tom lee um two and a half kilos of oranges", sale(T, "Tom Lee", ("orange", 2.5)))
ok(V, T, "uh luis garcia bought one point five kilos of grapes", sale(T, "Luis Garcia", ("grape", 1.5)))
ok(V, T, "eva berg bought a kilo a kilo of strawberries yeah just the one kilo",
   sale(T, "Eva Berg", ("strawberry", 1)))
ok(V, T, "sold omar haddad three kilos of mangoes sorry two kilos not three",
   sale(T, "Omar Haddad", ("mango", 2)))
ok(V, T, "ida novak two hundred and fifty grams of cherries", sale(T, "Ida Novak", ("cherry", 0.25)))
ok(V, T, "zoe davis bought one kilo of bananas at one twenty a kilo", sale(T, "Zoe Davis", ("banana", 1)))
ok(V, T, "ken smith um five hundred grams of grapes", sale(T, "Ken Smith", ("grape", 0.5)))
ok(V, T, "sue davis bought a kilo of apples and a kilo of pears",
   sale(T, "Sue Davis", ("apple", 1), ("pear", 1)))
ok(V, T, "new customer her name is priya raman she bought two kilos of apples",
   sale(T, "Priya Raman", ("apple", 2)))
ok(V, T, "delivery from hillside twenty kilos of bananas at forty cents a kilo",
   buy(T, "Hillside Produce", ("banana", 20, 0.4, None)))
ok(V, T, "green valley dropped off fifteen kilos of pears um a dollar ten a kilo and we sell them at "
         "one sixty",
   buy(T, "Green Valley Farms", ("pear", 15, 1.1, 1.6)))
ok(V, T, "abc brought thirty kilos of apples the bill was thirty three dollars",
   buy(T, "ABC", ("apple", 30, 1.1, None)))
ok(V, T, "threw out two kilos of strawberries they'd gone mouldy", adj(T, "strawberry", -2, "mouldy"))
ok(V, T, "um a kilo and a half of mangoes were rotten so i binned them", adj(T, "mango", -1.5, "rotten"))
ok(V, T, "someone nicked a kilo of cherries from the display", adj(T, "cherry", -1, "stolen"))
ok(V, T, "did the count and we're um three kilos short on oranges", adj(T, "orange", -3, "stock count"))
ok(V, T, "count says two kilos more bananas than the system has", adj(T, "banana", 2, "stock count"))
ok(V, T, "gave away half a kilo of grapes as tasters", adj(T, "grape", -0.5, "samples"))
ok(V, T, "dropped a crate of pears um two kilos bruised can't sell them", adj(T, "pear", -2, "damaged"))
ok(V, T, "bananas are going up to one thirty a kilo from today", price(T, "banana", 1.3))
ok(V, T, "mango price is now two fifty per kilo", price(T, "mango", 2.5))
ok(V, T, "ann brown brought back the oranges she got this morning the whole lot", ret(T, "Ann Brown", T))
ok(V, T, "ken smith returned everything from this morning", ret(T, "Ken Smith", T))
ok(V, T, "bob smith brought back his mango from monday", ret(T, "Bob Smith", "2024-02-26"))
ok(V, T, "ida novak returned what she bought yesterday all of it", ret(T, "Ida Novak", "2024-02-28"))
ok(V, T, "note for everyone the cold room door sticks you have to lift it to close it", NOTE)
ok(V, T, "just so everyone knows green valley wants paying within thirty days", NOTE)
ok(V, T, "yesterday raj patel um bought two kilos of apples", sale("2024-02-28", "Raj Patel", ("apple", 2)))
ok(V, T, "sale on tuesday um mei chen one kilo of grapes", sale("2024-02-27", "Mei Chen", ("grape", 1)))
ok(V, T, "two days ago luis garcia bought a kilo of pears", sale("2024-02-27", "Luis Garcia", ("pear", 1)))
ok(V, T, "half a kilo of strawberries to eva no wait it was a whole kilo",
   sale(T, "Eva Berg", ("strawberry", 1)))
ok(V, T, "omar bought two kilos of bananas and three kilos of oranges no two kilos of oranges",
   sale(T, "Omar Haddad", ("banana", 2), ("orange", 2)))
ok(V, T, "ann and raj um ann got a kilo of apples and raj got two kilos of pears",
   sale(T, "Ann Brown", ("apple", 1)), sale(T, "Raj Patel", ("pear", 2)))
ok(V, T, "one kilo of apples to tom lee yeah one kilo at one seventy", sale(T, "Tom Lee", ("apple", 1)))
ok(V, T, "uh mei chenn that's mei bought a kilo of oranges", sale(T, "Mei Chen", ("orange", 1)))
ok(V, T, "okay so um this morning hillside came with thirty kilos of oranges at eighty cents a kilo and then "
         "um eva berg bought a kilo of them",
   buy(T, "Hillside Produce", ("orange", 30, 0.8, None)), sale(T, "Eva Berg", ("orange", 1)))
ok(V, T, "right so the count um we've got one kilo more cherries than it says and also uh half a kilo of "
         "pears went rotten",
   adj(T, "cherry", 1, "stock count"), adj(T, "pear", -0.5, "rotten"))
ok(V, T, "and then um bob smith came in bought two kilos no hang on two and a half kilos of apples and said "
         "he'd be back next week for more",
   sale(T, "Bob Smith", ("apple", 2.5)))
ok(V, TH22, "tom lee one kilo of cherries", sale(TH22, "Tom Lee", ("cherry", 1)))
ok(V, TH22, "zoe davis half a kilo of grapes", sale(TH22, "Zoe Davis", ("grape", 0.5)))
ok(V, TH22, "raj returned everything he got on tuesday", ret(TH22, "Raj Patel", "2024-02-20"))
ok(V, TU27, "hillside um ten kilos of mangoes two dollars a kilo",
   buy(TU27, "Hillside Produce", ("mango", 10, 2.0, None)))
ok(V, TU27, "sue davis bought a kilo of cherries", sale(TU27, "Sue Davis", ("cherry", 1)))

no(V, T, "um someone bought some apples", "vague quantity and no customer")
no(V, T, "smith bought two kilos of oranges", "surname Smith is shared by two customers")
no(V, T, "mrs davis had a kilo of pears", "surname Davis is shared by two customers")
no(V, T, "raj bought four apples", "pieces, not a weight")
no(V, T, "ann bought a bunch of bananas", "non-weight unit")
no(V, T, "ida bought two kilos of plums", "unknown product")
no(V, T, "tom lee two kilos of pears at a dollar a kilo", "stated price differs from shelf price")
no(V, T, "was it mei or eva who got the cherries i can't remember", "writer unsure")
no(V, T, "strawberries two for one this weekend only", "temporary promotion")
no(V, T, "remind me to call hillside tomorrow", "instruction to the app")
no(V, T, "how much mango have we got left", "question")
no(V, T, "hillside brought twenty kilos of oranges um don't know the price yet", "purchase without unit cost")
no(V, T, "zoe returned half her mango", "partial return")
no(V, T, "omar returned his stuff from tuesday", "two sales that day")
no(V, T, "tom returned his oranges from the eleventh", "sale already returned")
no(V, T, "ken bought uh pears", "missing quantity")
no(V, T, "luis bought three kilos of grapes on the thirtieth", "impossible date")
no(V, T, "um okay that's it for today cheers", "chit-chat")
no(V, T, "bob bought forty kilos of pears", "sale exceeds stock on hand")
no(V, T, "eva berg is getting three kilos of oranges next week", "future date")

# ---------------------------------------------------------------------------
# 4. manager-checklist: end-of-shift lists, bullets, headings, numbering.
# ---------------------------------------------------------------------------
M = "manager-checklist"
S15 = "2024-02-15"

ok(M, T, "End of shift\n- sold: Ann Brown 1kg apples\n- sold: Tom Lee 2kg bananas\n- waste: 1.5 kg mango (rotten)",
   sale(T, "Ann Brown", ("apple", 1)), sale(T, "Tom Lee", ("banana", 2)), adj(T, "mango", -1.5, "rotten"))
ok(M, T, "* delivery Hillside 20kg bananas @0.40", buy(T, "Hillside Produce", ("banana", 20, 0.4, None)))
ok(M, T, "waste: 0.8 kg pears (mouldy)", adj(T, "pear", -0.8, "mouldy"))
ok(M, T, "1. Sold Raj Patel 2 kg cherries\n2. Sold Mei Chen 0.5 kg grapes",
   sale(T, "Raj Patel", ("cherry", 2)), sale(T, "Mei Chen", ("grape", 0.5)))
ok(M, T, "DELIVERIES\n- Green Valley: 25kg oranges @ 0.90, sell 1.54\n- ABC: 20kg grapes @ 1.80",
   buy(T, "Green Valley Farms", ("orange", 25, 0.9, 1.54)), buy(T, "ABC", ("grape", 20, 1.8, None)))
ok(M, T, "Stock count\n- apples: +1.2 kg\n- grapes: -0.5 kg",
   adj(T, "apple", 1.2, "stock count"), adj(T, "grape", -0.5, "stock count"))
ok(M, T, "- price change: pears 1.55/kg from today", price(T, "pear", 1.55))
ok(M, T, "- returns: Zoe Davis (this morning's mango, full)", ret(T, "Zoe Davis", T))
ok(M, T, "Shrinkage\n* 2kg strawberries mouldy\n* 1kg cherries stolen (display)\n* 0.3kg grapes samples",
   adj(T, "strawberry", -2, "mouldy"), adj(T, "cherry", -1, "stolen"), adj(T, "grape", -0.3, "samples"))
ok(M, T, "Sales (PM)\n- Eva Berg: 1 kg pears, 1 kg oranges\n- Luis Garcia: 2 kg apples\n- Ken Smith: 0.75 kg cherries",
   sale(T, "Eva Berg", ("pear", 1), ("orange", 1)), sale(T, "Luis Garcia", ("apple", 2)),
   sale(T, "Ken Smith", ("cherry", 0.75)))
ok(M, T, "[x] Bob Smith 3kg bananas @1.20 = 3.60", sale(T, "Bob Smith", ("banana", 3)))
ok(M, T, "Notes for team:\n- Hillside invoices are due within 14 days", NOTE)
ok(M, T, "- NOTE: cherry boxes go on the bottom shelf of the cold room, not the top", NOTE)
ok(M, T, "Handover\n1) Sold Ida Novak 2kg oranges\n2) Sold Omar Haddad 1.5kg pears\n3) Dropped 1kg bananas - damaged",
   sale(T, "Ida Novak", ("orange", 2)), sale(T, "Omar Haddad", ("pear", 1.5)), adj(T, "banana", -1, "damaged"))
ok(M, T, "- sold: Sue Davis 1 lb cherries", sale(T, "Sue Davis", ("cherry", 0.454)))
ok(M, T, "- sold: Zoe Davis 500 g strawberries", sale(T, "Zoe Davis", ("strawberry", 0.5)))
ok(M, T, "Returns\n- Bob Smith: full return of yesterday's purchase (apples + strawberries)",
   ret(T, "Bob Smith", "2024-02-28"))
ok(M, T, "Returns:\n- Ida Novak, sale of 16 Feb, all items back", ret(T, "Ida Novak", "2024-02-16"))
ok(M, T, "Purchases\n- Hillside Produce 30 kg pears, invoice $39.00 (1.30/kg)",
   buy(T, "Hillside Produce", ("pear", 30, 1.3, None)))
ok(M, T, "Price updates:\n- mango 2.60\n- grapes 2.95", price(T, "mango", 2.6), price(T, "grape", 2.95))
ok(M, T, "- Count correction: oranges +0.5 kg found in back store", adj(T, "orange", 0.5, "stock count"))
ok(M, T, "Tasting table: 0.4 kg strawberries, 0.2 kg cherries",
   adj(T, "strawberry", -0.4, "samples"), adj(T, "cherry", -0.2, "samples"))
ok(M, T, "New customer: Grace Oyelaran, 2 kg apples, tel 555-0162, grace.o@example.net",
   sale(T, who("Grace Oyelaran", "555-0162", "grace.o@example.net"), ("apple", 2)))
ok(M, T, "Sold (Wed): Raj Patel 1 kg mango", sale("2024-02-28", "Raj Patel", ("mango", 1)))
ok(M, T, "Sold yesterday - Tom Lee 2 kg pears", sale("2024-02-28", "Tom Lee", ("pear", 2)))
ok(M, T, "Sales:\n- Mei Chen 1kg strawberries\n- Ann Brown 1kg strawberries\n- Eva Berg 0.5kg strawberries",
   sale(T, "Mei Chen", ("strawberry", 1)), sale(T, "Ann Brown", ("strawberry", 1)),
   sale(T, "Eva Berg", ("strawberry", 0.5)))
ok(M, T, "Waste log\n- mango 1 kg rotten\n- pear 0.5 kg mouldy\n- banana 1.2 kg spoiled",
   adj(T, "mango", -1, "rotten"), adj(T, "pear", -0.5, "mouldy"), adj(T, "banana", -1.2, "spoiled"))
ok(M, T, "Till summary:\n- Ken Smith 1 kg grapes @2.80\n- Ann Brown 2 kg bananas @1.20 (2.40)",
   sale(T, "Ken Smith", ("grape", 1)), sale(T, "Ann Brown", ("banana", 2)))
ok(M, T, "Deliveries today\n1. Hillside - 12 kg mango @ 1.50\n2. Green Valley - 20 kg strawberries @ 2.50, sell 3.90",
   buy(T, "Hillside Produce", ("mango", 12, 1.5, None)),
   buy(T, "Green Valley Farms", ("strawberry", 20, 2.5, 3.9)))
ok(M, T, "- sold: Omar Hadad 2kg oranges", sale(T, "Omar Haddad", ("orange", 2)))
ok(M, T, "- sold: Luis Garica 1kg cherries", sale(T, "Luis Garcia", ("cherry", 1)))
ok(M, T, "- sold: Ida Novack 1.5 kg bananas", sale(T, "Ida Novak", ("banana", 1.5)))
ok(M, T, "Team note: ABC's phone line is shut on public holidays, order by email instead", NOTE)
ok(M, T, "- adj: grapes +2 kg (count)", adj(T, "grape", 2, "stock count"))
ok(M, T, "Closing checks\n[x] till balanced\n- sold: Raj Patel 250 g cherries\n- samples: 100 g grapes",
   sale(T, "Raj Patel", ("cherry", 0.25)), adj(T, "grape", -0.1, "samples"))
ok(M, "2024-02-24", "Close-down checklist 24/02\n- sold: Luis Garcia 2 kg bananas\n- waste: 1 kg bananas (spoiled)",
   sale("2024-02-24", "Luis Garcia", ("banana", 2)), adj("2024-02-24", "banana", -1, "spoiled"))
ok(M, "2024-02-24", "* delivery Green Valley 15kg apples @1.10 (sell 1.70)",
   buy("2024-02-24", "Green Valley Farms", ("apple", 15, 1.1, 1.7)))
ok(M, "2024-02-24", "- return: Ann Brown, yesterday's mango, full", ret("2024-02-24", "Ann Brown", "2024-02-23"))
ok(M, S15, "Shift list\n- sold Zoe Davis 2kg pears\n- sold Omar Haddad 1kg apples",
   sale(S15, "Zoe Davis", ("pear", 2)), sale(S15, "Omar Haddad", ("apple", 1)))
ok(M, S15, "- stock count: strawberries -1 kg", adj(S15, "strawberry", -1, "stock count"))
ok(M, S15, "- price change: strawberries 3.50", price(S15, "strawberry", 3.5))
ok(M, S15, "Returns\n- Raj Patel: whole of 14/2 sale (pears + bananas)", ret(S15, "Raj Patel", "2024-02-14"))

no(M, T, "- sold: 2kg apples", "sale without customer")
no(M, T, "- sold: Smith 1kg pears", "surname Smith is shared by two customers")
no(M, T, "- sold: Davis 2kg oranges", "surname Davis is shared by two customers")
no(M, T, "- sold: Ann Brown 6 oranges", "pieces, not a weight")
no(M, T, "- sold: Raj Patel 1 box bananas", "non-weight unit")
no(M, T, "- sold: Mei Chen ?kg cherries", "missing quantity")
no(M, T, "- sold: Eva Berg 2kg oranges @1.40", "stated price differs from shelf price")
no(M, T, "- promo: strawberries 3.00 Fri-Sun only", "temporary promotion")
no(M, T, "* delivery Hillside 20kg bananas (price TBC)", "purchase without unit cost")
no(M, T, "- delivery Green Valley 30kg oranges, invoice $40.00", "invoice total does not divide into an exact unit cost")
no(M, T, "- return: Omar Haddad, Tuesday", "two sales that day")
no(M, T, "- return: Tom Lee, 11 Feb", "sale already returned")
no(M, T, "- return: Ken Smith, half of today's pears", "partial return")
no(M, T, "- return: Sue Davis, 21 Feb", "no sale that day")
no(M, T, "TODO:\n- reorder mango\n- call ABC re invoice", "plan, not a record")
no(M, T, "- ??? check banana price", "question")
no(M, T, "- sold: Luis Garcia 2kg dragonfruit", "unknown product")
no(M, T, "- sold: Raj Patel 3kg mango (or was it Ken?)", "writer unsure")
no(M, T, "- sold: Jess 1kg apples (new)", "new customer without full name")
no(M, T, "- sold: Ida Novak 2kg pears, 31 Feb", "impossible date")
no(M, T, "- sold: Zoe Davis 1kg apples, 3 Mar", "future date")
no(M, T, "- sold: Bob Smith 25kg mango", "sale exceeds stock on hand")
no(M, T, "- return: Mei Chen, 24 Feb", "two sales that day")

with OUT.open("w") as f:
    for line in LINES:
        f.write(json.dumps(line) + "\n")
print(f"wrote {len(LINES)} lines to {OUT}")
