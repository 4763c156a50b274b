"""Write bench/unseen63/records.jsonl: typed shop messages and the records a careful reader must give.

Every input text below is typed by hand. The helpers only build the expected record dicts.
Stock figures and shelf prices were worked out from resources/demo/fruitshop_month.jsonl
(see README.md). Run: python gen.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # a Thursday; most lines are typed on this day
LB = 0.45359237
NOTE = object()  # stands for: one note dated today, text = the whole input

LINES = []
STYLE = None


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def lb(pounds):
    return round(pounds * LB, 3)


def sale(date, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": who(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, name, *items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": who(name, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, name, sale_date):
    return {"kind": "return", "date": date, "customer": who(name), "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def L(text, records, today=T):
    recs = []
    for r in records:
        recs.append({"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r)
    LINES.append({"text": text, "today": today, "records": recs, "style": STYLE})


def R(text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": STYLE})


# dates relative to today 2024-02-29 (Thu)
Y = "2024-02-28"     # yesterday, Wednesday
TUE = "2024-02-27"
MON = "2024-02-26"
SUN = "2024-02-25"
SAT = "2024-02-24"
FRI = "2024-02-23"
THU = "2024-02-22"   # 'Thursday' typed on a Thursday is the one a week back

GV, HS, ABC = "Green Valley Farms", "Hillside Produce", "ABC"

# ---------------------------------------------------------------- autocorrect_victim
STYLE = "autocorrect_victim"
L("sold bob smith 2 keg of apples", [sale(T, "Bob Smith", ("apple", 2))])
L("Mei Chen bought 1.5 keg of drapes", [sale(T, "Mei Chen", ("grape", 1.5))])
L("Raj Patel took 3 kilos of peas", [sale(T, "Raj Patel", ("pear", 3))])
L("omar Haddad had 2 keg bandanas", [sale(T, "Omar Haddad", ("banana", 2))])
L("Sue davis bought half a keg of cheeries", [sale(T, "Sue Davis", ("cherry", 0.5))])
L("Tom Lee 4 keg Oranges yesterday", [sale(Y, "Tom Lee", ("orange", 4))])
L("Eva Berg 2 keg of Manga's", [sale(T, "Eva Berg", ("mango", 2))])
L("Louis Garcia bought 3 keg of straw berries", [sale(T, "Luis Garcia", ("strawberry", 3))])
L("Ida novak 750 gams of apples", [sale(T, "Ida Novak", ("apple", 0.75))])
L("Zoe Davies 2 keg of Apple's", [sale(T, "Zoe Davis", ("apple", 2))])
L("Ann brown brought back her oranges from today", [ret(T, "Ann Brown", T)])
L("got 30 keg of bananas from Hillside @ 0.60", [buy(T, HS, ("banana", 30, 0.6, None))])
L("Green valley farms delivered 20 keg peas, cost 1.00 a keg, sell at 1.50",
  [buy(T, GV, ("pear", 20, 1.0, 1.5))])
L("ABC dropped off 15 keg apples at 1.10 a keg", [buy(T, ABC, ("apple", 15, 1.1, None))])
L("3 keg of strawberries gone mouldy, binned them", [adj(T, "strawberry", -3, "mouldy")])
L("dropped a crate of peas, 2 keg damaged", [adj(T, "pear", -2, "damaged")])
L("someone stole 1 keg of chérries from outside", [adj(T, "cherry", -1, "stolen")])
L("change the price of peas to 1.50", [price(T, "pear", 1.5)])
L("Banana's are now 1.30 a keg", [price(T, "banana", 1.3)])
L("remember to order more man goes for the weekend", [NOTE])
L("FYI the fridge is making a funny noise again", [NOTE])
L("counted the apples, 28 keg on the shelf", [adj(T, "apple", -1.5, "stock count")])
L("Bob smith bought 1 pound of cheeries", [sale(T, "Bob Smith", ("cherry", lb(1)))])
L("new customer Fiona Gallagher bought 2 keg oranges, her number is 087 219 4461",
  [sale(T, "Fiona Gallagher", ("orange", 2), phone="087 219 4461")])
L("Tom lee bought 1 keg of cherries for 3.20", [sale(T, "Tom Lee", ("cherry", 1))])
L("Raj Patel 2 keg bandanas total 2.40", [sale(T, "Raj Patel", ("banana", 2))])
L("the 27th Eva Berg bought 1 keg grapes", [sale(TUE, "Eva Berg", ("grape", 1))])
L("3 days ago Luis Garcia bought 2 keg apples", [sale(MON, "Luis Garcia", ("apple", 2))])
L("Sue Davis bought 1.5 keg of Pea's on Tuesday", [sale(TUE, "Sue Davis", ("pear", 1.5))])
L("sold ken smith 2 keg apples and ida novak 1 keg drapes",
  [sale(T, "Ken Smith", ("apple", 2)), sale(T, "Ida Novak", ("grape", 1))])
L("Zoe davis bought 1 keg of oranges and 2 keg of bandanas",
  [sale(T, "Zoe Davis", ("orange", 1), ("banana", 2))])
L("Mrs Brown 2 keg man goes", [sale(T, "Ann Brown", ("mango", 2))])
L("Mr Haddad took 1 keg of cheeries", [sale(T, "Omar Haddad", ("cherry", 1))])
L("Ms Nova bought 2 keg Oranges", [sale(T, "Ida Novak", ("orange", 2))])
L("Mel Chen bought 2 keg bananas", [sale(T, "Mei Chen", ("banana", 2))])
L("Eve Berg had half a keg of straw berries", [sale(T, "Eva Berg", ("strawberry", 0.5))])
L("bob smith brought back everything from yesterday", [ret(T, "Bob Smith", Y)])
L("new supplier Morag Campbell brought 25 keg of straw berries at 2.40, sell at 3.90",
  [buy(T, "Morag Campbell", ("strawberry", 25, 2.4, 3.9))])
L("ida Novak returned the peas from yesterday", [ret(T, "Ida Novak", Y)])
L("Luis garcia 2 and a half keg bandanas", [sale(T, "Luis Garcia", ("banana", 2.5))])
L("Raj Patel bought 2 keg drapes", [sale("2024-02-20", "Raj Patel", ("grape", 2))], today="2024-02-20")
L("Tom Leek returned the cheeries he bought yesterday", [ret("2024-02-24", "Tom Lee", "2024-02-23")],
  today="2024-02-24")
L("Omar Hadad bought 1 keg of man goes and 1 keg of peas",
  [sale(T, "Omar Haddad", ("mango", 1), ("pear", 1))])
L("Sue Davos bought 500 grams of cheeries on Monday", [sale(MON, "Sue Davis", ("cherry", 0.5))])
L("Ann Browne 1 keg apples and 1 keg drapes, paid 4.50",
  [sale(T, "Ann Brown", ("apple", 1), ("grape", 1))])

R("Smith bought 2 keg of apples", "ambiguous customer: two customers are called Smith")
R("Mrs Davis had 1 keg man goes", "ambiguous customer: two customers are called Davis")
R("Raj Patel bought 2 keg of peaches", "unknown product")
R("Tom Lee bought 6 Oranges", "counted pieces without a weight")
R("Mei Chen bought a punnet of straw berries", "counted pieces without a weight")
R("bob smith 2 keg apples tomorrow", "future date")
R("Eva Berg 1 keg drapes on 02/03", "ambiguous date")
R("Zoe Davis bought 2 keg of peas at 1.60", "stated price disagrees with the shelf price")
R("give Omar Haddad 1 keg of cheeries for free", "free goods")
R("Ann Brown 25 keg of man goes", "sale beyond stock")
R("Zoe Davis returned the Apple's from the 5th", "return: two sales that day")
R("Mei Chen returned her Saturday shopping", "return: two sales that day")
R("Bob Smith brought back what he bought on the 18th", "return: sale already returned")
R("Ken Smith returned the man goes from Tuesday", "return: no sale that day")
R("Ken Smith returned the peas he bought this morning", "partial return")
R("how many keg of peas left?", "question")
R("can you make the keyboard bigger its ducking annoying", "request to change the app")
R("ignore that last message, wrong customer", "cancellation")
R("Ida Novak bought some bandanas", "vague quantity")
R("sold 2 keg of apples to Fiona", "unknown customer without a full name")
R("Omar Haddad bought 2 keg of ducks", "unclear text")

# ---------------------------------------------------------------- sticky_notes
STYLE = "sticky_notes"
L("Bob S -> 2kg apples", [sale(T, "Bob Smith", ("apple", 2))])
L("Mei: 1.5kg grapes @ 2.80 = 4.20", [sale(T, "Mei Chen", ("grape", 1.5))])
L("Raj P / bananas 3kg / 3.60", [sale(T, "Raj Patel", ("banana", 3))])
L("Tom Lee + 500g cherries", [sale(T, "Tom Lee", ("cherry", 0.5))])
L("Omar - oranges 2kg, mango 1kg", [sale(T, "Omar Haddad", ("orange", 2), ("mango", 1))])
L("Sue D. 1kg pears @ 1.44", [sale(T, "Sue Davis", ("pear", 1))])
L("Zoe D 2.5kg strawb", [sale(T, "Zoe Davis", ("strawberry", 2.5))])
L("Luis G -> bananas 1.5kg + apples 1kg", [sale(T, "Luis Garcia", ("banana", 1.5), ("apple", 1))])
L("Ida N. - 750g strawbs", [sale(T, "Ida Novak", ("strawberry", 0.75))])
L("Ann B 2lb cherries", [sale(T, "Ann Brown", ("cherry", lb(2)))])
L("IN: Hillside 40kg bananas @ 0.60", [buy(T, HS, ("banana", 40, 0.6, None))])
L("GVF -> 30kg oranges @ 0.90 / sell 1.50", [buy(T, GV, ("orange", 30, 0.9, 1.5))])
L("ABC delivery: apples 20kg @ 1.10, grapes 15kg @ 1.80",
  [buy(T, ABC, ("apple", 20, 1.1, None), ("grape", 15, 1.8, None))])
L("new supplier Padraig Nolan / 25kg mango @ 1.40 / tel 085 330 1187",
  [buy(T, "Padraig Nolan", ("mango", 25, 1.4, None), phone="085 330 1187")])
L("strawb -2kg mouldy", [adj(T, "strawberry", -2, "mouldy")])
L("pears -1.5kg bruised/damaged", [adj(T, "pear", -1.5, "damaged")])
L("cherries 1kg -> samples", [adj(T, "cherry", -1, "samples")])
L("apples stolen 2kg!!", [adj(T, "apple", -2, "stolen")])
L("count: grapes 23kg", [adj(T, "grape", -1, "stock count")])
L("stock ck 28/2 - oranges 26kg", [adj(Y, "orange", -1, "stock count")])
L("PRICE banana 1.25/kg", [price(T, "banana", 1.25)])
L("mango now 2.60/kg", [price(T, "mango", 2.6)])
L("pear price 1.50 from 26th", [price(MON, "pear", 1.5)])
L("Tom L ret 22nd bananas+grapes", [ret(T, "Tom Lee", THU)])
L("Zoe D returned mango - bought this am", [ret(T, "Zoe Davis", T)])
L("return - Omar H - 28th - strawbs", [ret(T, "Omar Haddad", Y)])
L("Raj ret. 27th cherries", [ret(T, "Raj Patel", TUE)])
L("Sue D brought back bananas from Mon", [ret(T, "Sue Davis", MON)])
L("NB Mrs Brown wants 5kg mango kept back", [NOTE])
L("FYI till roll low", [NOTE])
L("remember: ring GVF re cherries", [NOTE])
L("yday Tom Lee 2kg apples", [sale(Y, "Tom Lee", ("apple", 2))])
L("27/2 Eva Berg 1kg cherries", [sale(TUE, "Eva Berg", ("cherry", 1))])
L("Mei Chen 2kg bananas + Bob Smith 1kg grapes",
  [sale(T, "Mei Chen", ("banana", 2)), sale(T, "Bob Smith", ("grape", 1))])
L("NEW: Hamish Stewart 1kg pears hamish.stewart@example.co.uk",
  [sale(T, "Hamish Stewart", ("pear", 1), email="hamish.stewart@example.co.uk")])
L("Omar + 3 x 500g grapes", [sale(T, "Omar Haddad", ("grape", 1.5))])
L("apples 1/2kg -> Ida", [sale(T, "Ida Novak", ("apple", 0.5))])
L("Luis 1 1/2 kg oranges", [sale(T, "Luis Garcia", ("orange", 1.5))])
L("Raj P. 2kg pears @ 1.6", [sale("2024-02-20", "Raj Patel", ("pear", 2))], today="2024-02-20")
L("stock count strawb 37kg", [adj("2024-02-24", "strawberry", -1, "stock count")], today="2024-02-24")
L("Hillside 20kg pears @ 0.95 sell 1.50", [buy(T, HS, ("pear", 20, 0.95, 1.5))])
L("w/o mango 1kg rotten + bananas 0.5kg rotten",
  [adj(T, "mango", -1, "rotten"), adj(T, "banana", -0.5, "rotten")])
L("Ken Smith / cherries 2kg / 6.40 paid", [sale(T, "Ken Smith", ("cherry", 2))])
L("Ann B -> 1kg bananas, 1kg oranges = 2.74", [sale(T, "Ann Brown", ("banana", 1), ("orange", 1))])
L("Mon: Zoe D 2kg grapes", [sale(MON, "Zoe Davis", ("grape", 2))])

R("Smith 2kg apples", "ambiguous customer: two customers are called Smith")
R("Davis -> 1kg grapes", "ambiguous customer: two customers are called Davis")
R("Omar 4 mangoes", "counted pieces without a weight")
R("Eva 2kg oranges @ 1.40", "stated price disagrees with the shelf price")
R("Tom Lee 2kg cherries -10%", "discount")
R("Raj 30kg grapes", "sale beyond stock")
R("1/3 Mei 2kg apples", "ambiguous date")
R("Ken S ret. Thu bananas", "return: no sale that day")
R("ret Omar 27th", "return: two sales that day")
R("Tom ret 11th oranges", "return: sale already returned")
R("Ida ret 1kg of the 2.5kg pears yday", "partial return")
R("GVF 20 boxes strawb", "counted pieces without a weight")
R("Hillside 30kg apples", "purchase without a cost")
R("new supp. Seamus 20kg grapes @ 1.70", "unknown supplier without a full name")
R("?? mango left", "question")
R("x cancel last", "cancellation")
R("mango 2kg ->?", "unclear text")
R("Ann B 2kg plums", "unknown product")
R("3/3 ABC 20kg cherries @ 2.00", "future date")
R("Zoe D 2kg strawb 30/2", "impossible date")

# ---------------------------------------------------------------- delegating_manager
STYLE = "delegating_manager"
L("Declan sold Bob Smith two kilos of apples this morning.", [sale(T, "Bob Smith", ("apple", 2))])
L("Priya says Mei Chen came in and bought a kilo and a half of grapes.", [sale(T, "Mei Chen", ("grape", 1.5))])
L("The lad took in 40 kg of bananas from Hillside, 60p a kilo.", [buy(T, HS, ("banana", 40, 0.6, None))])
L("Gemma sold Raj Patel 3kg of oranges at 1.54 a kilo.", [sale(T, "Raj Patel", ("orange", 3))])
L("Marta wrote off 2kg of strawberries, they'd gone mouldy.", [adj(T, "strawberry", -2, "mouldy")])
L("Kyle dropped a tray of pears - 1.5 kg damaged, he binned them.", [adj(T, "pear", -1.5, "damaged")])
L("Anna sold Tom Lee 1kg of cherries and 2kg of bananas.",
  [sale(T, "Tom Lee", ("cherry", 1), ("banana", 2))])
L("The Saturday girl sold Ida Novak half a kilo of strawberries on Saturday.",
  [sale(SAT, "Ida Novak", ("strawberry", 0.5))])
L("Declan says Omar Haddad brought back the strawberries he bought yesterday.", [ret(T, "Omar Haddad", Y)])
L("Priya took back Ann Brown's oranges from this morning, full refund.", [ret(T, "Ann Brown", T)])
L("Gemma changed the banana price to 1.30 first thing.", [price(T, "banana", 1.3)])
L("Marta has put mangoes up to 2.60.", [price(T, "mango", 2.6)])
L("The lad counted the grapes at close and there's 22.5 kg.", [adj(T, "grape", -1.5, "stock count")])
L("Declan did a stock count of the apples yesterday evening: 28 kilos.",
  [adj(Y, "apple", -1.5, "stock count")])
L("Priya sold Luis Garcia 2.5kg of bananas, he paid 3.00.", [sale(T, "Luis Garcia", ("banana", 2.5))])
L("Gemma says a new customer, Callum Fraser, bought 2kg of apples. His email is callum.fraser@example.co.uk",
  [sale(T, "Callum Fraser", ("apple", 2), email="callum.fraser@example.co.uk")])
L("Kyle took in 25kg of pears from Green Valley Farms at 1.00 a kilo and Marta set the shelf price at 1.50.",
  [buy(T, GV, ("pear", 25, 1.0, 1.5))])
L("ABC delivered 20 kilos of cherries, Declan paid them 40.00 for the lot.",
  [buy(T, ABC, ("cherry", 20, 2.0, None))])
L("Priya sold Sue Davis 1kg of mango on Tuesday.", [sale(TUE, "Sue Davis", ("mango", 1))])
L("Two days ago Gemma sold Zoe Davis 2kg of grapes.", [sale(TUE, "Zoe Davis", ("grape", 2))])
L("Marta says Eva Berg had 3 pounds of cherries.", [sale(T, "Eva Berg", ("cherry", lb(3)))])
L("The lad sold Ken Smith 500g of grapes, and then Ken came back later for another kilo of apples.",
  [sale(T, "Ken Smith", ("grape", 0.5)), sale(T, "Ken Smith", ("apple", 1))])
L("Priya says the fridge door was left open overnight again, FYI.", [NOTE])
L("Gemma wants everyone to remember that Raj Patel pays on account, not at the till.", [NOTE])
L("Kyle noticed a kilo of apples had been stolen off the outside display.", [adj(T, "apple", -1, "stolen")])
L("Marta handed out half a kilo of grapes as samples.", [adj(T, "grape", -0.5, "samples")])
L("On the 26th Priya sold Bob Smith 2kg of pears.", [sale(MON, "Bob Smith", ("pear", 2))])
L("The lad sold Ms Chen 1kg of strawberries and Mr Haddad 2kg of oranges.",
  [sale(T, "Mei Chen", ("strawberry", 1)), sale(T, "Omar Haddad", ("orange", 2))])
L("Gemma took in 15kg of mango from a new grower, Brendan Quinn, at 1.40 a kilo. His phone is 086 552 9013.",
  [buy(T, "Brendan Quinn", ("mango", 15, 1.4, None), phone="086 552 9013")])
L("Marta sold Luis Garcia 2 kilos of cherries, he paid 6.40.", [sale(T, "Luis Garcia", ("cherry", 2))])
L("Declan sold Raj Patel 750 grams of strawberries and wrote off a kilo of them that had gone rotten.",
  [sale(T, "Raj Patel", ("strawberry", 0.75)), adj(T, "strawberry", -1, "rotten")])
L("Priya says Zoe Davis brought back the mango she bought this morning, and Priya sold it straight on "
  "to Luis Garcia - 2.5kg.",
  [ret(T, "Zoe Davis", T), sale(T, "Luis Garcia", ("mango", 2.5))])
L("Gemma sold Omar Haddad 2kg of bananas yesterday.", [sale("2024-02-19", "Omar Haddad", ("banana", 2))],
  today="2024-02-20")
L("Yesterday the lad counted the strawberries: 42kg.", [adj("2024-02-19", "strawberry", -1, "stock count")],
  today="2024-02-20")
L("Marta sold Eva Berg 2kg of cherries at 3.20.", [sale("2024-02-17", "Eva Berg", ("cherry", 2))],
  today="2024-02-17")
L("Priya says Luis Garcia brought back yesterday's oranges and grapes.", [ret("2024-02-24", "Luis Garcia", "2024-02-23")],
  today="2024-02-24")
L("Kyle sold Ann Brown a kilo of pears and she paid 1.44.", [sale(T, "Ann Brown", ("pear", 1))])
L("Declan says Hillside Produce dropped off 30 kg of oranges at 85p a kilo; we're to sell them at 1.50.",
  [buy(T, HS, ("orange", 30, 0.85, 1.5))])
L("Gemma moved the pear price up to 1.55 on Monday.", [price(MON, "pear", 1.55)])
L("Marta told Mei Chen we'd put 3kg of cherries aside for her, just so you know.", [NOTE])
L("The lad sold Mrs Berg one kilo of bananas.", [sale(T, "Eva Berg", ("banana", 1))])
L("Priya counted the mangoes on the 27th and there were 23 kilos.", [adj(TUE, "mango", -1, "stock count")])
L("Our new girl Gemma sold Mr Patel two and a half kilos of mangoes.", [sale(T, "Raj Patel", ("mango", 2.5))])
L("Kyle sold Sue Davis a pound of grapes.", [sale(T, "Sue Davis", ("grape", lb(1)))])

R("Declan sold Mr Smith 2kg of apples.", "ambiguous customer: two customers are called Smith")
R("Priya sold Mrs Davis a kilo of grapes.", "ambiguous customer: two customers are called Davis")
R("Gemma sold Fiona 2kg of bananas.", "unknown customer without a full name")
R("The lad sold Raj a box of mangoes.", "counted pieces without a weight")
R("Marta let Omar have 2kg of oranges at half price.", "discount")
R("Kyle sold Eva Berg 2kg of pears at 1.60.", "stated price disagrees with the shelf price")
R("Declan sold Tom Lee 26kg of mangoes.", "sale beyond stock")
R("Gemma has Bob Smith's 3kg of cherries going out tomorrow.", "future date")
R("Anna took back half of Ken Smith's pears from this morning.", "partial return")
R("Marta took back Omar Haddad's shopping from the 19th.", "return: two sales that day")
R("Declan accepted a return from Bob Smith for the 25th.", "return: no sale that day")
R("Priya says Eva Berg returned her order from the 3rd.", "return: sale already returned")
R("The lad took in 30kg of apples from ABC but nobody wrote down the price.", "purchase without a cost")
R("Gemma bought 20kg of grapes off a man called Seamus at 1.70 a kilo.", "unknown supplier without a full name")
R("Kyle asked whether we can add a button for delivery notes.", "request to change the app")
R("Marta wants to know how much Omar spent this month.", "question")
R("Declan says scrap what I sent about the bananas.", "cancellation")
R("The lad sold Luis Garcia some strawberries.", "vague quantity")
R("Priya sold Ann Brown 2kg of lychees.", "unknown product")
R("On the 15th Gemma sold Zoe Davis 14kg of strawberries.", "sale beyond stock")
R("Anna sold Ida Novak 2kg of oranges on 02/01.", "ambiguous date")

# ---------------------------------------------------------------- regional_speaker
STYLE = "regional_speaker"
L("Gave Bob Smith a couple of kilo of apples there.", [sale(T, "Bob Smith", ("apple", 2))])
L("Mei Chen got half a kilo of them grapes.", [sale(T, "Mei Chen", ("grape", 0.5))])
L("Sold a kilo and a half of oranges to Raj Patel, grand.", [sale(T, "Raj Patel", ("orange", 1.5))])
L("Wee Mrs Brown took two kilo of bananas.", [sale(T, "Ann Brown", ("banana", 2))])
L("Tuesday just gone Omar Haddad had 3 kilo of cherries.", [sale(TUE, "Omar Haddad", ("cherry", 3))])
L("Took in 30 kilo of oranges off Green Valley at 90p the kilo.", [buy(T, GV, ("orange", 30, 0.9, None))])
L("Hillside were in with 20 kilo of pears, a pound a kilo, and we're selling them at 1.50.",
  [buy(T, HS, ("pear", 20, 1.0, 1.5))])
L("Had to bin 2 kilo of strawberries, they were manky.", [adj(T, "strawberry", -2, "spoiled")])
L("Some wee toerag nicked a kilo of apples off the front.", [adj(T, "apple", -1, "stolen")])
L("Put the bananas up to 1.30, so.", [price(T, "banana", 1.3)])
L("Mangoes are down to 2.20 from today.", [price(T, "mango", 2.2)])
L("Tom Lee brought back the cherries he got off us Friday.", [ret(T, "Tom Lee", FRI)])
L("Ann Brown fetched back the bananas and mangoes she got Thursday, says they're hard as rocks.", [ret(T, "Ann Brown", THU)])
L("Mind Sue Davis wants a bag of mangoes kept for her at the weekend.", [NOTE])
L("Ken Smith had three quarters of a kilo of grapes.", [sale(T, "Ken Smith", ("grape", 0.75))])
L("Eva Berg got 2 pound of cherries.", [sale(T, "Eva Berg", ("cherry", lb(2)))])
L("Sold Luis Garcia two and a half kilo of bananas, came to 3.00.", [sale(T, "Luis Garcia", ("banana", 2.5))])
L("Zoe Davis got a kilo of strawberries and half a kilo of pears the day before yesterday.",
  [sale(TUE, "Zoe Davis", ("strawberry", 1), ("pear", 0.5))])
L("Did a count on the pears, 20 kilo in it.", [adj(T, "pear", -1, "stock count")])
L("Counted the cherries last thing yesterday, 57 kilo.", [adj(Y, "cherry", -2.5, "stock count")])
L("New woman in, Niamh O'Brien, took 2 kilo of oranges, her number's 087 664 2210.",
  [sale(T, "Niamh O'Brien", ("orange", 2), phone="087 664 2210")])
L("Mr Patel had a kilo of mangoes and paid 2.40 for them.", [sale(T, "Raj Patel", ("mango", 1))])
L("Gave Mrs Berg half a kilo of cherries and a kilo of oranges.",
  [sale(T, "Eva Berg", ("cherry", 0.5), ("orange", 1))])
L("Ms Novak had a kilo of bananas and Mr Lee had 2 kilo of apples.",
  [sale(T, "Ida Novak", ("banana", 1)), sale(T, "Tom Lee", ("apple", 2))])
L("Gave out half a kilo of grapes as tasters at the door.", [adj(T, "grape", -0.5, "samples")])
L("Couple of kilo of mangoes got squashed in the back of the van.", [adj(T, "mango", -2, "damaged")])
L("Four days ago Luis Garcia took 2 kilo of pears.", [sale(SUN, "Luis Garcia", ("pear", 2))])
L("Monday there Ann Brown got a kilo of strawberries.", [sale(MON, "Ann Brown", ("strawberry", 1))])
L("ABC were in with 25 kilo of grapes, paid them 45 quid for the lot.", [buy(T, ABC, ("grape", 25, 1.8, None))])
L("New fella supplying us, Fergus Doyle, brought 20 kilo of apples at 1.05 a kilo.",
  [buy(T, "Fergus Doyle", ("apple", 20, 1.05, None))])
L("Just so you know the till was a fiver short tonight.", [NOTE])
L("Mind and remember to ring Hillside about the banana order.", [NOTE])
L("The 26th, Raj Patel got a kilo of oranges off us.", [sale(MON, "Raj Patel", ("orange", 1))])
L("Ken Smith brought back the lot he got earlier on, mangoes and pears.", [ret(T, "Ken Smith", T)])
L("Saturday just gone Mei Chen had 2 kilo of bananas.", [sale("2024-02-24", "Mei Chen", ("banana", 2))],
  today="2024-02-26")
L("Sue Davis brought back her grapes from Tuesday.", [ret("2024-02-22", "Sue Davis", "2024-02-20")],
  today="2024-02-22")
L("Yesterday Ida Novak took a kilo of grapes.", [sale("2024-02-11", "Ida Novak", ("grape", 1))],
  today="2024-02-12")
L("Ken Smith had a kilo and a half of strawberries and a pound of cherries.",
  [sale(T, "Ken Smith", ("strawberry", 1.5), ("cherry", lb(1)))])
L("Sold Raj Patel five hundred grams of apples.", [sale(T, "Raj Patel", ("apple", 0.5))])
L("Luis Garcia came in for 3 kilo of oranges, that was 4.62 he paid.", [sale(T, "Luis Garcia", ("orange", 3))])
L("Had a look at the grapes, a kilo gone mouldy, binned it.", [adj(T, "grape", -1, "mouldy")])
L("Hillside's lad dropped 25 kilo of mangoes in at 1.50 a kilo and I sold Omar Haddad 2 kilo of them "
  "straight away.",
  [buy(T, HS, ("mango", 25, 1.5, None)), sale(T, "Omar Haddad", ("mango", 2))])
L("Strawberries are 3.50 now, changed it this morning.", [price(T, "strawberry", 3.5)])

R("Gave your man Smith a couple of kilo of pears.", "ambiguous customer: two customers are called Smith")
R("Sold a wee bag of grapes to Mei Chen.", "counted pieces without a weight")
R("Gave Raj a few kilo of oranges.", "vague quantity")
R("Let Omar Haddad have 2 kilo of cherries for nothing, he's a good customer.", "free goods")
R("Ann Brown got 2 kilo of bananas at a pound a kilo.", "stated price disagrees with the shelf price")
R("Gave Mrs Davis a kilo of apples.", "ambiguous customer: two customers are called Davis")
R("Tom Lee's getting 3 kilo of mangoes tomorrow.", "future date")
R("Eva Berg brought back a kilo of the cherries she got on the 19th.", "partial return")
R("Raj Patel brought back his messages from Sunday.", "return: two sales that day")
R("Tom Lee brought back the oranges from the 11th again.", "return: sale already returned")
R("Bob Smith brought back what he got this morning.", "return: no sale that day")
R("Green Valley dropped off ten boxes of bananas at 8 quid a box.", "counted pieces without a weight")
R("Sold a fella called Seamus 2 kilo of apples.", "unknown customer without a full name")
R("Sold Luis Garcia 30 kilo of pears for a wedding.", "sale beyond stock")
R("What time's the Hillside delivery due at?", "question")
R("Ach never mind that last one, I'll sort it.", "cancellation")
R("Can ye no make the writing bigger on this thing.", "request to change the app")
R("Lovely day out there, so it is.", "chit-chat")
R("Sold Zoe Davis 2 kilo of plums.", "unknown product")
R("Ida Novak got a kilo of apples on the 30th.", "impossible date")
R("Gave Omar Haddad 2 kilo of oranges, charged him 3.00.", "stated price disagrees with the shelf price")
R("Tuesday just gone Raj Patel had 17 kilo of cherries.", "sale beyond stock")

if __name__ == "__main__":
    out = HERE / "records.jsonl"
    out.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in LINES))
    print(f"wrote {len(LINES)} lines to {out}")
