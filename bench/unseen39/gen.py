"""Write records.jsonl: held-out inputs typed by hand, four personas, checked against the demo shop by hand."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def party(c):
    return who(c) if isinstance(c, str) else c


def sale(date, c, *items):
    return {"kind": "sale", "date": date, "customer": party(c),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, s, *items):
    return {"kind": "purchase", "date": date, "supplier": party(s),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": sp} for p, q, c, sp in items]}


def ret(date, c, sale_date):
    return {"kind": "return", "date": date, "customer": party(c), "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


def note(date):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def ok(style, text, *recs, today=T):
    for r in recs:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": today, "records": list(recs), "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


GV = who("Green Valley Farms")
HP = who("Hillside Produce")
ABC = who("ABC")

# ---------------------------------------------------------------- caterer's assistant phoning orders in
C = "caterer"
ok(C, "hi its Dana from Bellwood Catering - order for Omar Haddad's engagement party, 6 kilos strawberries + 4 kilos "
   "grapes, he's collecting", sale(T, "Omar Haddad", ("strawberry", 6), ("grape", 4)))
ok(C, "Bellwood here again. Mrs Novak's christening lunch: 5kg cherries and 3 kg mango please",
   sale(T, "Ida Novak", ("cherry", 5), ("mango", 3)))
ok(C, "Dana @ Bellwood: Luis Garcia 50th, ten kilos of oranges, he said he'll pay at pickup",
   sale(T, "Luis Garcia", ("orange", 10)))
ok(C, "phoned in for the Chen baby shower - Mei wants 4 kg strawberries and 2.5 kg grapes",
   sale(T, "Mei Chen", ("strawberry", 4), ("grape", 2.5)))
ok(C, "order for Priya Raman's retirement do: 8 kilos apples, 5 kilos pears. new customer, her mobile is 312-555-0188",
   sale(T, who("Priya Raman", "312-555-0188"), ("apple", 8), ("pear", 5)))
ok(C, "Tom Lee's rehearsal dinner, 3 kg cherries, 2 kg mangoes. Bellwood van picks up at 4",
   sale(T, "Tom Lee", ("cherry", 3), ("mango", 2)))
ok(C, "Bellwood Catering for the Brown retirement party - Ann picked up 7 kilos of bananas and 3 of oranges just now",
   sale(T, "Ann Brown", ("banana", 7), ("orange", 3)))
ok(C, "yesterday's pickup I forgot to log: Raj Patel, for his son's engagement, 6 kg mango",
   sale(d(28), "Raj Patel", ("mango", 6)))
ok(C, "Eva Berg charity brunch order, 4 kilos oranges and 4 kilos apples, Dana will confirm numbers later but that's "
   "what went out", sale(T, "Eva Berg", ("orange", 4), ("apple", 4)))
ok(C, "for Sue Davis's book club anniversary 2.5 kg grapes and 2.5 kg cherries",
   sale(T, "Sue Davis", ("grape", 2.5), ("cherry", 2.5)))
ok(C, "Mrs Novak rang back, add half a kilo of strawberries for the christening cake, separate ticket",
   sale(T, "Ida Novak", ("strawberry", 0.5)))
ok(C, "Bellwood: Helga Strand's 40th - 9 kilos apples, 6 kilos bananas, email helga.strand@fjord.example for receipt",
   sale(T, who("Helga Strand", None, "helga.strand@fjord.example"), ("apple", 9), ("banana", 6)))
ok(C, "two events today: Omar Haddad 3 kg pears, and Zoe Davis 4 kg bananas for her gallery opening",
   sale(T, "Omar Haddad", ("pear", 3)), sale(T, "Zoe Davis", ("banana", 4)))
ok(C, "the Garcia anniversary needs more - Luis took another 2 kilos of grapes at 2.80 a kilo",
   sale(T, "Luis Garcia", ("grape", 2)))
ok(C, "Ken Smith's office party: 5 kg apples, 5 kg oranges, total came to 16.20",
   sale(T, "Ken Smith", ("apple", 5), ("orange", 5)))
ok(C, "Dana here, Marco Bellini's christening -- 4 kg cherries, 4 kg strawberries. Marco's number 415-555-0123",
   sale(T, who("Marco Bellini", "415-555-0123"), ("cherry", 4), ("strawberry", 4)))
ok(C, "for Raj Patel's engagement 1500g cherries and 750 grams of grapes",
   sale(T, "Raj Patel", ("cherry", 1.5), ("grape", 0.75)))
ok(C, "this morning at 9 Bob Smith collected 6 kilos of apples for his daughter's wedding",
   sale(T, "Bob Smith", ("apple", 6)))
ok(C, "Tuesday's order for the Berg brunch went out but never got logged - Eva Berg, 5 kg strawberries, 3 kg pears",
   sale(d(27), "Eva Berg", ("strawberry", 5), ("pear", 3)))
ok(C, "log for 26/2: Sue Davis's bridal shower, 3 kg strawberries",
   sale(d(26), "Sue Davis", ("strawberry", 3)))
ok(C, "order for Anneliese Kraft, her 60th, 10 lbs of grapes and 5 lbs of cherries",
   sale(T, "Anneliese Kraft", ("grape", 4.536), ("cherry", 2.268)))
ok(C, "Zoe Davis gallery thing round two: 2 kilos cherries 2 kilos grapes 1 kilo mango",
   sale(T, "Zoe Davis", ("cherry", 2), ("grape", 2), ("mango", 1)))
ok(C, "Mei Chen's family reunion, she took 20 lb of oranges", sale(T, "Mei Chen", ("orange", 9.072)))
ok(C, "the 27th: Omar Haddad took 4 kg mangoes for his cousin's engagement, sorry this is late",
   sale(d(27), "Omar Haddad", ("mango", 4)))
ok(C, "Mrs Brown is bringing back the whole oranges order from this morning, the party got cancelled",
   ret(T, "Ann Brown", T))
ok(C, "Luis Garcia returned his whole order from the 23rd - event moved, all of it came back",
   ret(T, "Luis Garcia", d(23)))
ok(C, "Zoe Davis brought back everything she bought on the 21st for the opening, full refund",
   ret(T, "Zoe Davis", d(21)))
ok(C, "note: Bellwood wants 15 kg strawberries held for the 8th of March, nothing sold yet", note(T))
ok(C, "FYI Dana from Bellwood says invoices go to accounts@bellwood.example from now on", note(T))
ok(C, "remember to call Dana back about the Patel wedding quote", note(T))
ok(C, "dropped a crate while loading the Haddad order, 3 kg of mangoes damaged",
   adj(T, "mango", -3, "damaged"))
ok(C, "gave the Bellwood chef 0.5 kg cherries as samples for the tasting", adj(T, "cherry", -0.5, "samples"))
ok(C, "Raj Patel wedding tasting - 2 kg strawberries, paid 7.80", sale(T, "Raj Patel", ("strawberry", 2)))
ok(C, "Tom Lee, his parents' anniversary, 3 kg apples and a kilo of pears",
   sale(T, "Tom Lee", ("apple", 3), ("pear", 1)))
ok(C, "yesterday the Chen birthday lunch: Mei took 3 kg cherries", sale(d(19), "Mei Chen", ("cherry", 3)),
   today=d(20))
ok(C, "for today's Garcia engagement brunch Luis Garcia took 4 kg of strawberries",
   sale(d(17), "Luis Garcia", ("strawberry", 4)), today=d(17))
ok(C, "Ida Novak's name-day party yesterday, 3 kg pears and 2 kg bananas",
   sale(d(23), "Ida Novak", ("pear", 3), ("banana", 2)), today=d(24))
ok(C, "split it on two tickets: Ann Brown 2 kg mango, Ken Smith 2 kg mango, both for the street party",
   sale(T, "Ann Brown", ("mango", 2)), sale(T, "Ken Smith", ("mango", 2)))
ok(C, "Bellwood order under new client Tobias Wren, 5 kilos bananas, 5 kilos apples, tobias.wren@wrenevents.example",
   sale(T, who("Tobias Wren", None, "tobias.wren@wrenevents.example"), ("banana", 5), ("apple", 5)))
ok(C, "Ida Novak, her granddaughter's wedding: 6 kg of grapes", sale(T, "Ida Novak", ("grape", 6)))
ok(C, "Mr Patel - 2 kg bananas and 2 kg oranges for the temple lunch",
   sale(T, "Raj Patel", ("banana", 2), ("orange", 2)))
ok(C, "Eva Berg 2 kilo cherries for the charity brunch, 6.40 total", sale(T, "Eva Berg", ("cherry", 2)))
ok(C, "Bellwood: Luis Garcia, 3 kilos of pears at 1.44", sale(T, "Luis Garcia", ("pear", 3)))
ok(C, "Bellwood Catering sold us their leftover 10 kg apples at 0.90 a kilo after the Raman do",
   buy(T, "Bellwood Catering", ("apple", 10, 0.9, None)))
ok(C, "three days ago Sue Davis picked up 2 kg mangoes for her sister's hen do, only logging it now",
   sale(d(26), "Sue Davis", ("mango", 2)))
ok(C, "Kowalski wedding, host is Marta Kowalski, 7 kg strawberries and 5 kg grapes, she pays on the day",
   sale(T, "Marta Kowalski", ("strawberry", 7), ("grape", 5)))
no(C, "Bellwood order for the Smith wedding, 8 kg cherries", "no customer named (event label, ambiguous Smith)")
no(C, "Mr Smith's retirement party - 5 kg apples, collecting at 3", "ambiguous customer")
no(C, "for the Davis christening, 4 kilos grapes, Mrs Davis collecting", "ambiguous customer")
no(C, "Omar Haddad engagement: 3 boxes of strawberries", "count without weight")
no(C, "Raj Patel wants 40 mangoes for the wedding, big ones", "count without weight")
no(C, "Mrs Novak's christening, 5 kg cherries at 3.00 a kilo as agreed with Dana", "price differs from shelf price")
no(C, "Bellwood gets 10% off as usual: Luis Garcia 10 kg oranges", "discount")
no(C, "throw in 1 kg grapes free for the Haddad party, Omar's a good customer", "free goods")
no(C, "Ann Brown's party, 5kg kiwis and 2kg apples", "unknown product")
no(C, "Zoe Davis returned the pears from her order on the 21st but kept the strawberries", "partial return")
no(C, "Omar Haddad sent back his order from the 27th, engagement off", "two sales that day")
no(C, "Bob Smith returned his wedding order from the 18th", "sale already returned")
no(C, "order for Kelly's hen party, 3 kg strawberries", "new customer needs first and last name")
no(C, "pickup on 3/3 for the Lee anniversary, Tom Lee, 4 kg cherries", "future date")
no(C, "book 6 kg mangoes for Ann Brown for tomorrow's buffet", "future date")
no(C, "Mrs Chen's reunion lunch - order dated 30 Feb, 3 kg grapes", "impossible date")
no(C, "new client Fiona Marsh, 4 kg apples, phone 628-271-1008", "known customer's phone on a new name")
no(C, "a crate of mangoes fell off the Bellwood van, 22 kg damaged", "write-off exceeds stock")
no(C, "Luis Garcia collected 2 kg oranges and 3 punnets of strawberries for the party", "count without weight")

# ---------------------------------------------------------------- voice-to-text dictation by the owner's father
V = "dictation"
ok(V, "sold to kilos of apples to bob smith", sale(T, "Bob Smith", ("apple", 2)))
ok(V, "tom lee for kilos of pairs", sale(T, "Tom Lee", ("pear", 4)))
ok(V, "may chen took one and a half kilo of bananas", sale(T, "Mei Chen", ("banana", 1.5)))
ok(V, "eva burg three kilos of oranges", sale(T, "Eva Berg", ("orange", 3)))
ok(V, "sold half a kilo of cherries to raj patel", sale(T, "Raj Patel", ("cherry", 0.5)))
ok(V, "zoey davis bought two kilos of straw berries this morning", sale(T, "Zoe Davis", ("strawberry", 2)))
ok(V, "louis garcia five kilos of mangoes", sale(T, "Luis Garcia", ("mango", 5)))
ok(V, "anne brown a kilo of grapes and a kilo of pairs", sale(T, "Ann Brown", ("grape", 1), ("pear", 1)))
ok(V, "ida novak too kilos of cherries", sale(T, "Ida Novak", ("cherry", 2)))
ok(V, "yesterday ken smith bought three kilos of apples", sale(d(28), "Ken Smith", ("apple", 3)))
ok(V, "sue davis two and a half kilos of bananas", sale(T, "Sue Davis", ("banana", 2.5)))
ok(V, "omar haddad bought seven hundred and fifty grams of grapes", sale(T, "Omar Haddad", ("grape", 0.75)))
ok(V, "mister patel took for pounds of oranges", sale(T, "Raj Patel", ("orange", 1.814)))
ok(V, "on monday tom lee bought one kilo of mango", sale(d(26), "Tom Lee", ("mango", 1)))
ok(V, "we got thirty kilos of bananas from green valley farms at sixty cents a kilo",
   buy(T, GV, ("banana", 30, 0.6, None)))
ok(V, "bought twenty kilos of apples from abc one dollar ten a kilo and we sell them at one seventy",
   buy(T, ABC, ("apple", 20, 1.1, 1.7)))
ok(V, "hillside produce delivered twenty five kilos of pairs at ninety five cents a kilo",
   buy(T, HP, ("pear", 25, 0.95, None)))
ok(V, "change the price of pairs to one fifty a kilo", price(T, "pear", 1.5))
ok(V, "from today mangoes are two dollars sixty a kilo", price(T, "mango", 2.6))
ok(V, "throw out two kilos of strawberries there mouldy", adj(T, "strawberry", -2, "mouldy"))
ok(V, "one kilo of bananas gone rotten put it in the bin", adj(T, "banana", -1, "rotten"))
ok(V, "somebody stole a kilo of cherries off the front stand", adj(T, "cherry", -1, "stolen"))
ok(V, "note the cold room door is sticking again", note(T))
ok(V, "remember to order more cherries before the weekend", note(T))
ok(V, "ken smith brought back everything he bought on the fifth", ret(T, "Ken Smith", d(5)))
ok(V, "ida novak returned her pairs from yesterday all of it", ret(T, "Ida Novak", d(28)))
ok(V, "raj patel brought back his bananas from monday the whole lot", ret(T, "Raj Patel", d(26)))
ok(V, "i counted the apples theres twenty eight kilos", adj(T, "apple", -1.5, "stock count"))
ok(V, "counted the oranges twenty six kilos on the shelf", adj(T, "orange", 1.0, "stock count"))
ok(V, "sold bob smith a pound of cherries", sale(T, "Bob Smith", ("cherry", 0.454)))
ok(V, "eva berg two kilos of grapes at two eighty a kilo", sale(T, "Eva Berg", ("grape", 2)))
ok(V, "tom lee bought three kilos of oranges and may chen bought two kilos of apples",
   sale(T, "Tom Lee", ("orange", 3)), sale(T, "Mei Chen", ("apple", 2)))
ok(V, "sold for kilos of bananas to luis garcia at one twenty", sale(T, "Luis Garcia", ("banana", 4)))
ok(V, "mrs novak bought a kilo and a half of mangoes", sale(T, "Ida Novak", ("mango", 1.5)))
ok(V, "two days ago sue davis got one kilo of cherries", sale(d(27), "Sue Davis", ("cherry", 1)))
ok(V, "yesterday raj patel bought too kilos of apples", sale(d(20), "Raj Patel", ("apple", 2)), today=d(21))
ok(V, "on friday we had a delivery from hillside produce forty kilos of oranges at eighty five cents",
   buy(d(23), HP, ("orange", 40, 0.85, None)), today=d(25))
ok(V, "zoe davis three kilos of pairs", sale(d(16), "Zoe Davis", ("pear", 3)), today=d(16))
ok(V, "gave out half a kilo of grapes as samples for people to taste", adj(T, "grape", -0.5, "samples"))
ok(V, "a box fell off the shelf and three kilos of pairs got damaged", adj(T, "pear", -3, "damaged"))
ok(V, "anne brown five hundred grams of straw berries", sale(T, "Ann Brown", ("strawberry", 0.5)))
ok(V, "omar haddad a kilo of apples and a kilo of bananas", sale(T, "Omar Haddad", ("apple", 1), ("banana", 1)))
ok(V, "sold to kilos of grapes to helen barker shes a new customer", sale(T, "Helen Barker", ("grape", 2)))
ok(V, "new customer george mills bought three kilos of oranges his number is 555-0147",
   sale(T, who("George Mills", "555-0147"), ("orange", 3)))
ok(V, "sue davis brought back her grapes from the twentieth", ret(T, "Sue Davis", d(20)))
ok(V, "wednesday eva berg two kilos of cherries", sale(d(28), "Eva Berg", ("cherry", 2)))
no(V, "sold three mangoes to tom lee", "count without weight")
no(V, "mrs smith bought a kilo of pairs", "ambiguous customer")
no(V, "davis took two kilos of apples", "ambiguous customer")
no(V, "bob smith a bag of oranges", "count without weight")
no(V, "gave raj patel a kilo of cherries for free hes a good lad", "free goods")
no(V, "may chen two kilos of apples at one fifty", "price differs from shelf price")
no(V, "sold pairs to eva berg at one sixty a kilo two kilos", "price differs from shelf price")
no(V, "we bought forty kilos of apples from abc", "purchase without cost")
no(V, "bought twenty kilos of pairs at a dollar a kilo", "purchase without supplier")
no(V, "green valley farms sent strawberries at two fifty a kilo", "purchase without weight")
no(V, "throw out twenty five kilos of mangoes there rotten", "write-off exceeds stock")
no(V, "ida novak brought back her bananas from the ninth", "two sales that day")
no(V, "tom lee returned the oranges from the eleventh", "sale already returned")
no(V, "ann brown brought back half of her mango from thursday", "partial return")
no(V, "luis garcia returned his order from yesterday", "no sale that day")
no(V, "sold for kilos of kiwis to omar haddad", "unknown product")
no(V, "tomorrow tom lee is getting three kilos of apples", "future date")
no(V, "sold a kilo of cherries to jenny", "new customer needs first and last name")
no(V, "ten percent off for ken smith on three kilos of oranges", "discount")
no(V, "sold two kilos of pairs and a punnet of straw berries to zoe davis", "count without weight")

# ---------------------------------------------------------------- part-time student, lists and arrows
S = "student"
ok(S, "- Mei Chen -> 2kg bananas", sale(T, "Mei Chen", ("banana", 2)))
ok(S, "• Tom Lee => apples 1.5kg", sale(T, "Tom Lee", ("apple", 1.5)))
ok(S, "bob smith -> pears 1kg x2", sale(T, "Bob Smith", ("pear", 2)))
ok(S, "- Raj -> 3kg oranges\n- Omar -> 2kg cherries",
   sale(T, "Raj Patel", ("orange", 3)), sale(T, "Omar Haddad", ("cherry", 2)))
ok(S, "Ida N. => 500g strawberries", sale(T, "Ida Novak", ("strawberry", 0.5)))
ok(S, "sale: Eva -> grapes 2kg, mango 1kg", sale(T, "Eva Berg", ("grape", 2), ("mango", 1)))
ok(S, "* Ann Brown\n  - bananas 2kg\n  - apples 2kg", sale(T, "Ann Brown", ("banana", 2), ("apple", 2)))
ok(S, "zoe d -> 1kg cherries", sale(T, "Zoe Davis", ("cherry", 1)))
ok(S, "Luis => oranges 2.5kg @ 1.54", sale(T, "Luis Garcia", ("orange", 2.5)))
ok(S, "Sue -> pears 2kg = 2.88", sale(T, "Sue Davis", ("pear", 2)))
ok(S, "ken -> strawberries 1kg x3", sale(T, "Ken Smith", ("strawberry", 3)))
ok(S, "yday: Tom -> 2kg grapes", sale(d(28), "Tom Lee", ("grape", 2)))
ok(S, "tues -> Mei Chen 1kg cherries", sale(d(27), "Mei Chen", ("cherry", 1)))
ok(S, "restock ABC -> apples 20kg @1.10/kg", buy(T, ABC, ("apple", 20, 1.1, None)))
ok(S, "delivery Hillside Produce:\n- pears 30kg @ 0.95\n- oranges 20kg @ 0.90\nshelf price pears => 1.50",
   buy(T, HP, ("pear", 30, 0.95, 1.5), ("orange", 20, 0.9, None)))
ok(S, "Green Valley Farms => strawberries 25kg, total 62.50", buy(T, GV, ("strawberry", 25, 2.5, None)))
ok(S, "price change: mango -> 2.20", price(T, "mango", 2.2))
ok(S, "grapes => 3.00/kg from today", price(T, "grape", 3.0))
ok(S, "binned: strawberries 1.5kg (mouldy)", adj(T, "strawberry", -1.5, "mouldy"))
ok(S, "- bananas -> 2kg rotten", adj(T, "banana", -2, "rotten"))
ok(S, "count: cherries = 58kg", adj(T, "cherry", -1.5, "stock count"))
ok(S, "stock count -> mango 18.5kg", adj(T, "mango", -0.5, "stock count"))
ok(S, "return: Zoe -> her order from 16/2", ret(T, "Zoe Davis", d(16)))
ok(S, "Omar returned stuff from 21st -> whole order back", ret(T, "Omar Haddad", d(21)))
ok(S, "note: till roll running low", note(T))
ok(S, "FYI -> back door key is under the mango crate", note(T))
ok(S, "new cust: Kai Morgan -> 2kg apples, kai.morgan@uni.example",
   sale(T, who("Kai Morgan", None, "kai.morgan@uni.example"), ("apple", 2)))
ok(S, "- Mei 1kg pears\n- Tom 1kg pears\n- Raj 1kg pears",
   sale(T, "Mei Chen", ("pear", 1)), sale(T, "Tom Lee", ("pear", 1)), sale(T, "Raj Patel", ("pear", 1)))
ok(S, "strawberries 2lb -> Eva", sale(T, "Eva Berg", ("strawberry", 0.907)))
ok(S, "2 days ago: Sue -> bananas 1kg", sale(d(27), "Sue Davis", ("banana", 1)))
ok(S, "Anne Brwn -> cherries 1kg", sale(T, "Ann Brown", ("cherry", 1)))
ok(S, "Raj P -> mango 2kg x2", sale(T, "Raj Patel", ("mango", 4)))
ok(S, "Feb 27 -> Luis 1kg grapes", sale(d(27), "Luis Garcia", ("grape", 1)))
ok(S, "today -> Ken 2kg bananas", sale(d(19), "Ken Smith", ("banana", 2)), today=d(19))
ok(S, "Mon -> Ida 1kg apples", sale(d(19), "Ida Novak", ("apple", 1)), today=d(22))
ok(S, "samples -> grapes 0.5kg", adj(d(14), "grape", -0.5, "samples"), today=d(14))
ok(S, "dropped tray -> cherries 1kg damaged", adj(T, "cherry", -1, "damaged"))
ok(S, "- Omar -> 1kg apples @ 1.70\n- Ann -> 1kg bananas @ 1.20",
   sale(T, "Omar Haddad", ("apple", 1)), sale(T, "Ann Brown", ("banana", 1)))
ok(S, "Tom Lee -> 250g cherries", sale(T, "Tom Lee", ("cherry", 0.25)))
ok(S, "Bob S. => 1kg oranges + 1kg pears", sale(T, "Bob Smith", ("orange", 1), ("pear", 1)))
ok(S, "sale => Eva B: 3kg apples", sale(T, "Eva Berg", ("apple", 3)))
ok(S, "price: bananas -> 1.30 (eff. 2024-02-28)", price(d(28), "banana", 1.3))
ok(S, "Hillside Produce -> mango 15kg @ 1.60, retail 2.50", buy(T, HP, ("mango", 15, 1.6, 2.5)))
ok(S, "Ida -> pears 1kg x2, bananas 1kg", sale(T, "Ida Novak", ("pear", 2), ("banana", 1)))
ok(S, "Ken return -> whole order from 17th", ret(T, "Ken Smith", d(17)))
ok(S, "count -> grapes 25kg", adj(T, "grape", 1.0, "stock count"))
no(S, "- Mei -> mangoes x2", "count without weight")
no(S, "Smith -> 2kg apples", "ambiguous customer")
no(S, "Davis => bananas 1kg", "ambiguous customer")
no(S, "Tom -> 1 punnet strawberries", "count without weight")
no(S, "Raj -> pears 2kg @ 1.60", "price differs from shelf price")
no(S, "Eva -> cherries 1kg (free, sorry about last time)", "free goods")
no(S, "ABC -> apples 20kg", "purchase without cost")
no(S, "restock -> bananas 30kg @ 0.60", "purchase without supplier")
no(S, "return: Ida -> bananas from 9/2", "two sales that day")
no(S, "return: Eva -> order from 3rd", "sale already returned")
no(S, "return: Mei -> half the bananas from the 10th", "partial return")
no(S, "write off -> grapes 30kg rotten", "write-off exceeds stock")
no(S, "Luis -> 2kg lychees", "unknown product")
no(S, "02/03 -> Tom 2kg oranges", "ambiguous date")
no(S, "31/2 -> Sue 1kg grapes", "impossible date")
no(S, "new cust: Jo -> 1kg apples", "new customer needs first and last name")
no(S, "new cust Lena Fox -> 1kg pears, ph 249-274-1002", "known customer's phone on a new name")
no(S, "- Omar -> 2kg cherries\n- Ann -> 3 mangoes", "count without weight")
no(S, "22/2 -> Zoe 1kg mango", "future date", today=d(20))

# ---------------------------------------------------------------- cautious bookkeeper, formal with references
B = "bookkeeper"
ok(B, "Please record the sale of 2.5 kg of apples to Mr Raj Patel on 2024-02-29, invoice INV-0412.",
   sale(T, "Raj Patel", ("apple", 2.5)))
ok(B, "Invoice INV-0413 dated 2024-02-28: Mrs Ida Novak purchased 3 kg of pears.",
   sale(d(28), "Ida Novak", ("pear", 3)))
ok(B, "Kindly enter supplier invoice GVF-7781 from Green Valley Farms, dated 2024-02-27: 30 kg of strawberries at a "
   "unit cost of 2.40 per kg.", buy(d(27), GV, ("strawberry", 30, 2.4, None)))
ok(B, "Supplier invoice ABC/2024/118 of 2024-02-26 records 25 kg of grapes from ABC at 1.75 per kg; the retail price "
   "is to remain 2.80 per kg.", buy(d(26), ABC, ("grape", 25, 1.75, 2.8)))
ok(B, "Please record invoice HP-3390 from Hillside Produce dated 2024-02-29 for 40 kg of bananas, total amount 22.00.",
   buy(T, HP, ("banana", 40, 0.55, None)))
ok(B, "I confirm that on 2024-02-29 Ms Mei Chen purchased 1.5 kg of cherries at the shelf price of 3.20 per kg, "
   "invoice INV-0414.", sale(T, "Mei Chen", ("cherry", 1.5)))
ok(B, "Please register a price change for oranges to 1.60 per kg, effective 2024-02-29.", price(T, "orange", 1.6))
ok(B, "Effective 2024-02-27, the shelf price of apples was revised to 1.85 per kg.", price(d(27), "apple", 1.85))
ok(B, "Please record a write-off of 1.2 kg of strawberries on 2024-02-28 on account of mould (reason: mouldy).",
   adj(d(28), "strawberry", -1.2, "mouldy"))
ok(B, "Stock count performed on 2024-02-28: 25.0 kg of pears on hand.", adj(d(28), "pear", -1.0, "stock count"))
ok(B, "Stock count on 2024-02-27 found 23.0 kg of grapes.", adj(d(27), "grape", -1.0, "stock count"))
ok(B, "Stock count of 2024-02-29: apples 30.0 kg.", adj(T, "apple", 0.5, "stock count"))
ok(B, "Credit note CN-021: Mr Luis Garcia returned the entire purchase he made on 2024-02-16, processed 2024-02-29.",
   ret(T, "Luis Garcia", d(16)))
ok(B, "Credit note CN-022 dated 2024-02-28: Mrs Ann Brown returned in full her purchase of 2024-02-23.",
   ret(d(28), "Ann Brown", d(23)))
ok(B, "Note: the VAT return for February is due on 2024-03-20.", note(T))
ok(B, "Note: invoice INV-0409 was voided and reissued as INV-0410; no stock movement.", note(T))
ok(B, "Please record invoice INV-0415 of 2024-02-29: Mr Tom Lee, 2 kg of oranges and 1 kg of bananas; total 4.28.",
   sale(T, "Tom Lee", ("orange", 2), ("banana", 1)))
ok(B, "On 2024-02-26, Mr Omar Haddad purchased 2 kg of grapes under invoice INV-0398.",
   sale(d(26), "Omar Haddad", ("grape", 2)))
ok(B, "Invoice INV-0416 (2024-02-29): new customer Ms Clara Voss, telephone 555-0199, 3 kg of oranges.",
   sale(T, who("Clara Voss", "555-0199"), ("orange", 3)))
ok(B, "Invoice INV-0417 dated 2024-02-29 for a new customer, Mr Henrik Dahl (henrik.dahl@dahl-law.example): "
   "2 kg of cherries.", sale(T, who("Henrik Dahl", None, "henrik.dahl@dahl-law.example"), ("cherry", 2)))
ok(B, "Please record, with today's date, a sale of 750 g of strawberries to Mrs Sue Davis, invoice INV-0418.",
   sale(T, "Sue Davis", ("strawberry", 0.75)))
ok(B, "Goods received note GRN-55 from Hillside Produce, 2024-02-28: 20 kg of mangoes at 1.50 per kg, to be sold "
   "at 2.40 per kg.", buy(d(28), HP, ("mango", 20, 1.5, 2.4)))
ok(B, "Please record 2 kg of bananas written off as stolen on 2024-02-27.", adj(d(27), "banana", -2, "stolen"))
ok(B, "Per invoice INV-0401 dated 27.02.2024, Mr Ken Smith purchased 2 kg of apples.",
   sale(d(27), "Ken Smith", ("apple", 2)))
ok(B, "Invoice INV-0402, 2024-02-28, Ms Zoe Davis: 1 kg of pears at 1.44 per kg.",
   sale(d(28), "Zoe Davis", ("pear", 1)))
ok(B, "Supplier invoice from a new supplier, Bramley Orchards Ltd, dated 2024-02-29: 15 kg of oranges at 0.80 per kg.",
   buy(T, "Bramley Orchards Ltd", ("orange", 15, 0.8, None)))
ok(B, "On 2024-02-25 Mr Raj Patel purchased 1 kg of mangoes; invoice INV-0390.", sale(d(25), "Raj Patel", ("mango", 1)))
ok(B, "Please enter a sale dated 2024-02-22 to Mrs Eva Berg of 2 kg of cherries, invoice INV-0380.",
   sale(d(22), "Eva Berg", ("cherry", 2)))
ok(B, "Credit note CN-023: Ms Sue Davis returned the whole of her purchase dated 2024-02-22; processed on 2024-02-24.",
   ret(d(24), "Sue Davis", d(22)))
ok(B, "Stock count dated 2024-02-26: 16.0 kg of cherries on hand.", adj(d(26), "cherry", -0.5, "stock count"))
ok(B, "For the record, 0.3 kg of grapes were given away as tasting samples on 2024-02-29.",
   adj(T, "grape", -0.3, "samples"))
ok(B, "Please record that 2 kg of oranges were found damaged on 2024-02-28 and written off.",
   adj(d(28), "orange", -2, "damaged"))
ok(B, "Invoice INV-0210 dated 2024-02-10: Mr Bob Smith purchased 2 kg of apples.",
   sale(d(10), "Bob Smith", ("apple", 2)), today=d(10))
ok(B, "Credit note CN-004 dated 2024-02-12: Mrs Ida Novak returned in full her purchase of 2024-02-11.",
   ret(d(12), "Ida Novak", d(11)), today=d(12))
ok(B, "Supplier invoice HP-3101 from Hillside Produce, dated 2024-02-17: 20 kg of apples at 1.05 per kg.",
   buy(d(17), HP, ("apple", 20, 1.05, None)), today=d(18))
ok(B, "Stock count performed on 2024-02-25: mangoes 24.0 kg.", adj(d(25), "mango", -1.0, "stock count"), today=d(25))
ok(B, "Invoice INV-0419: Mr Omar Haddad, 1 kg of pears and 1 kg of strawberries, dated 2024-02-29, total 5.34.",
   sale(T, "Omar Haddad", ("pear", 1), ("strawberry", 1)))
ok(B, "Price change effective 2024-02-28: strawberries to 3.70 per kg.", price(d(28), "strawberry", 3.7))
ok(B, "Please record the sale of 5 lb of apples to Ms Mei Chen on 2024-02-29, invoice INV-0420.",
   sale(T, "Mei Chen", ("apple", 2.268)))
ok(B, "Credit note CN-024 of 2024-02-29: Mr Tom Lee returned in full his purchase of 2024-02-22.",
   ret(T, "Tom Lee", d(22)))
ok(B, "Invoices INV-0421 and INV-0422 of 2024-02-29: Mrs Ann Brown bought 1 kg of grapes, and Mr Luis Garcia "
   "bought 2 kg of bananas.", sale(T, "Ann Brown", ("grape", 1)), sale(T, "Luis Garcia", ("banana", 2)))
ok(B, "Kindly record supplier invoice ABC/2024/120 from ABC dated 2024-02-28 for 12 kg of cherries, invoice total "
   "27.00.", buy(d(28), ABC, ("cherry", 12, 2.25, None)))
ok(B, "FYI: the auditor will visit on 2024-03-05; please keep February's invoices filed.", note(T))
ok(B, "On 2024-02-23, Mr Bob Smith purchased 1 kg of grapes; invoice INV-0385.", sale(d(23), "Bob Smith", ("grape", 1)))
ok(B, "Please record the purchase from Green Valley Farms on 2024-02-29 of 10 kg of apples and 10 kg of pears, at "
   "1.10 and 0.95 per kg respectively.", buy(T, GV, ("apple", 10, 1.1, None), ("pear", 10, 0.95, None)))
ok(B, "Invoice INV-0423 of 2024-02-29: Mrs Ida Novak, 1 kg of oranges at 1.54 per kg.",
   sale(T, "Ida Novak", ("orange", 1)))
no(B, "Please record invoice INV-0424 dated 2024-03-01: Mr Raj Patel, 2 kg of apples.", "future date")
no(B, "Invoice INV-0425 dated 2024-02-30: Ms Mei Chen, 1 kg of pears.", "impossible date")
no(B, "Invoice INV-0426 dated 02/03/2024: Mr Tom Lee, 2 kg of oranges.", "ambiguous date")
no(B, "Invoice INV-0427: Mr Smith purchased 3 kg of bananas on 2024-02-29.", "ambiguous customer")
no(B, "Invoice INV-0428 of 2024-02-29: Mrs Davis, 2 kg of cherries.", "ambiguous customer")
no(B, "Invoice INV-0429 of 2024-02-29: Mrs Eva Berg, 2 kg of pears at 1.60 per kg.", "price differs from shelf price")
no(B, "Invoice INV-0430 of 2024-02-29: Mr Omar Haddad, 3 kg of grapes, less a 5% loyalty discount.", "discount")
no(B, "Please record supplier invoice from Hillside Produce dated 2024-02-29 for 20 kg of oranges; the unit cost will "
   "follow.", "purchase without cost")
no(B, "Supplier invoice ABC/2024/121 of 2024-02-29: strawberries at 2.45 per kg; quantity to be confirmed.",
   "purchase without weight")
no(B, "Please record a purchase on 2024-02-29 of 30 kg of bananas at 0.58 per kg; the supplier's name is missing from "
   "the delivery note.", "purchase without supplier")
no(B, "Credit note CN-025 of 2024-02-29: Ms Mei Chen returned her purchase of 2024-02-24.", "two sales that day")
no(B, "Credit note CN-026: Mrs Eva Berg returned her purchase of 2024-02-03.", "sale already returned")
no(B, "Credit note CN-027 of 2024-02-29: Mr Raj Patel returned 1 kg of the 2 kg of cherries purchased on 2024-02-27.",
   "partial return")
no(B, "Credit note CN-028 of 2024-02-29: Mr Luis Garcia returned his purchase of 2024-02-28.", "no sale that day")
no(B, "Please record a write-off of 35 kg of oranges as spoiled on 2024-02-29.", "write-off exceeds stock")
no(B, "Invoice INV-0431 of 2024-02-29: Mrs Ann Brown, 6 mangoes.", "count without weight")
no(B, "Invoice INV-0432 of 2024-02-29: Mr Dev Kumar, phone 604-866-1001, 2 kg of apples.",
   "known customer's phone on a new name")
no(B, "Invoice INV-0433 of 2024-02-29: Mr Ken Smith, 2 kg of apricots.", "unknown product")
no(B, "Price change for mangoes to 2.60 per kg effective 2024-03-01.", "future date")
no(B, "Invoice INV-0150 dated 2024-02-17: Mrs Ida Novak, 1 kg of pears.", "future date", today=d(15))

with open(HERE / "records.jsonl", "w") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines")
