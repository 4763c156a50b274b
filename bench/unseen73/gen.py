"""Held-out records set 73: shop-staff messages typed by four personas.

Every input text below is typed out by hand. The helpers only build the expected record dicts.
Run `python gen.py` to write records.jsonl next to this file, then `python validate_records.py`.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

DUTCH = "dutch_greengrocer"
CHAT = "group_chat"
STUDENT = "weekend_student"
UNCLE = "market_uncle"

LINES = []
NOTE = "note"  # placeholder: becomes a note whose text is the whole input


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def who(p):
    return party(p) if isinstance(p, str) else p


def sale(day, customer, *items):
    return {"kind": "sale", "date": d(day), "customer": who(customer),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": d(day), "supplier": who(supplier), "items": rows}


def ret(day, customer, sale_day):
    return {"kind": "return", "date": d(day), "customer": who(customer), "sale_date": d(sale_day)}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty, "reason": reason}


def count(day, product, diff):
    """A stock count: diff is counted kg minus stock at the close of that day (worked out by hand)."""
    return adj(day, product, diff, "stock count")


def price(day, product, p):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": p}


def ok(style, today, text, *records):
    recs = [{"kind": "note", "date": d(today), "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": d(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


LB = 0.45359237
GVF = "Green Valley Farms"

# ---------------------------------------------------------------------------------------------------------------
# 1. Dutch greengrocer: Dutch word order (verb at the end), decimal commas, "kilo", a Dutch word here and there,
#    "Mevrouw"/"Meneer" as titles, signs off with "Groetjes".
# ---------------------------------------------------------------------------------------------------------------
ok(DUTCH, 29, "Today has Mei Chen 2 kilo appels bought.",
   sale(29, "Mei Chen", ("apple", 2)))
ok(DUTCH, 29, "This morning was Omar Haddad in the shop and has he 3 kilo pears taken.",
   sale(29, "Omar Haddad", ("pear", 3)))
ok(DUTCH, 29, "Yesterday has Tom Lee anderhalf kilo grapes bought, so one and a half kilo.",
   sale(28, "Tom Lee", ("grape", 1.5)))
ok(DUTCH, 29, "Mevrouw Chen has 2,5 kilo bananen gekocht, 1,20 the kilo like always.",
   sale(29, "Mei Chen", ("banana", 2.5)))
ok(DUTCH, 29, "From Hillside Produce have we 25 kilo pears gotten, 0,95 per kilo. Groetjes, Henk",
   buy(29, "Hillside Produce", ("pear", 25, 0.95)))
ok(DUTCH, 29, "Green Valley Farms has 40 kilo oranges delivered, 36 euro all together, and in the shop go they "
   "for 1,60 the kilo.",
   buy(29, GVF, ("orange", 40, 0.9, 1.6)))
ok(DUTCH, 29, "Today Eva Berg 2 kilo cherries and Luis Garcia 3 kilo mango's, both have cash paid.",
   sale(29, "Eva Berg", ("cherry", 2)),
   sale(29, "Luis Garcia", ("mango", 3)))
ok(DUTCH, 29, "The strawberries are not good anymore, 3 kilo is mouldy, that goes in the container.",
   adj(29, "strawberry", -3, "mouldy"))
ok(DUTCH, 29, "This evening have I the grapes counted: 22 kilo is there still.",
   count(29, "grape", -2))
ok(DUTCH, 29, "From today cost the mango's 2,60 the kilo.",
   price(29, "mango", 2.6))
ok(DUTCH, 29, "Zoe Davis has the mango's from this morning back brought, they were not ripe.",
   ret(29, "Zoe Davis", 29))
ok(DUTCH, 29, "Remember: the cooling cell makes again that noise, Piet must come look.",
   NOTE)
ok(DUTCH, 26, "Yesterday has Raj Patel still 1 kilo apples bought, that had I forgotten to write.",
   sale(25, "Raj Patel", ("apple", 1)))
ok(DUTCH, 29, "On the 26th has Sue Davis 2 kilo oranges bought, that stood not yet in the book.",
   sale(26, "Sue Davis", ("orange", 2)))
ok(DUTCH, 29, "Ann Brown: 1 kilo strawberries and a half kilo cherries, today.",
   sale(29, "Ann Brown", ("strawberry", 1), ("cherry", 0.5)))
ok(DUTCH, 29, "Ida Novak has 500 gram grapes and 750 gram cherries gekocht.",
   sale(29, "Ida Novak", ("grape", 0.5), ("cherry", 0.75)))
ok(DUTCH, 29, "For Ken Smith: 2 kilo pears and 1 kilo oranges, he has 4,42 paid.",
   sale(29, "Ken Smith", ("pear", 2), ("orange", 1)))
ok(DUTCH, 29, "ABC has today 30 kilo apples brought for 1,05 the kilo, and also 20 kilo grapes for 1,75. The apples "
   "sell we for 1,80.",
   buy(29, "ABC", ("apple", 30, 1.05, 1.8), ("grape", 20, 1.75)))
ok(DUTCH, 29, "3 kilo bananas are rotten and 1 kilo pears is damaged by the delivery, both weggegooid.",
   adj(29, "banana", -3, "rotten"),
   adj(29, "pear", -1, "damaged"))
ok(DUTCH, 29, "Tom Lee has 2 kilo strawberries bought and after him has Mei Chen 1 kilo strawberries taken.",
   sale(29, "Tom Lee", ("strawberry", 2)),
   sale(29, "Mei Chen", ("strawberry", 1)))
ok(DUTCH, 28, "Today has Bob Smith 2 kilo mango's bought, he makes chutney.",
   sale(28, "Bob Smith", ("mango", 2)))
ok(DUTCH, 27, "The price of the pears goes to 1,50, from today on.",
   price(27, "pear", 1.5))
ok(DUTCH, 23, "Luis Garcia has this morning 2 kilo bananen bought.",
   sale(23, "Luis Garcia", ("banana", 2)))
ok(DUTCH, 29, "Last Saturday has Omar Haddad 2 kilo grapes bought, that stands not in the system.",
   sale(24, "Omar Haddad", ("grape", 2)))
ok(DUTCH, 29, "Meneer Haddad has the pears from the 21st back brought.",
   ret(29, "Omar Haddad", 21))
ok(DUTCH, 29, "Count of this evening: apples 28 kilo, oranges 24 kilo.",
   count(29, "apple", -1.5),
   count(29, "orange", -1))
ok(DUTCH, 29, "New customer, Femke Visser, she has 2 kilo apples bought. Her number is 06-12345678.",
   sale(29, party("Femke Visser", phone="06-12345678"), ("apple", 2)))
ok(DUTCH, 29, "We have a new supplier, Boomgaard Janssen, 15 kilo cherries for 2,10 per kilo.",
   buy(29, "Boomgaard Janssen", ("cherry", 15, 2.1)))
ok(DUTCH, 29, "Yesterday evening are 2 kilo strawberries stolen from the stand outside, verdorie.",
   adj(28, "strawberry", -2, "stolen"))
ok(DUTCH, 25, "Today has Eva Berg 3 kilo oranges bought.",
   sale(25, "Eva Berg", ("orange", 3)))
ok(DUTCH, 29, "Luis Garcia has the oranges and grapes from last Friday back brought and has then 2 kilo apples "
   "bought.",
   ret(29, "Luis Garcia", 23),
   sale(29, "Luis Garcia", ("apple", 2)))
ok(DUTCH, 29, "To do: the empty boxes of Green Valley back give to the driver.",
   NOTE)
ok(DUTCH, 29, "New prices from today: apples 1,80 and grapes 2,90.",
   price(29, "apple", 1.8),
   price(29, "grape", 2.9))
ok(DUTCH, 29, "Sue Davis 3 kilo pears, Ann Brown 2 kilo bananas, Ken Smith 1 kilo mango. All today.",
   sale(29, "Sue Davis", ("pear", 3)),
   sale(29, "Ann Brown", ("banana", 2)),
   sale(29, "Ken Smith", ("mango", 1)))
ok(DUTCH, 24, "This morning has Raj Patel 2 kilo pears bought for 1,44 the kilo.",
   sale(24, "Raj Patel", ("pear", 2)))
ok(DUTCH, 29, "3 days ago has Ida Novak 2 kilo mango's bought, sorry, too late.",
   sale(26, "Ida Novak", ("mango", 2)))
ok(DUTCH, 29, "The day before yesterday has Luis Garcia 4 kilo apples bought.",
   sale(27, "Luis Garcia", ("apple", 4)))
ok(DUTCH, 20, "Yesterday has Eva Berg 2 kilo grapes bought.",
   sale(19, "Eva Berg", ("grape", 2)))
ok(DUTCH, 29, "Hillside Produce brought 20 kilo mango's, 1,40 per kilo, and in the shop go they for 2,50.",
   buy(29, "Hillside Produce", ("mango", 20, 1.4, 2.5)))
ok(DUTCH, 29, "For tasting have we 1 kilo grapes opened, samples for the customers.",
   adj(29, "grape", -1, "samples"))
ok(DUTCH, 22, "Goedemorgen! Today has Ann Brown 1 kilo grapes bought and Sue Davis 2 kilo pears.",
   sale(22, "Ann Brown", ("grape", 1)),
   sale(22, "Sue Davis", ("pear", 2)))
ok(DUTCH, 28, "Tonight counted: the cherries are 58 kilo, the strawberries 29 kilo.",
   count(28, "cherry", -1.5),
   count(28, "strawberry", -1))
ok(DUTCH, 26, "Hoi, Bob Smith has his mango from this morning back brought and has for it 1 kilo grapes taken.",
   ret(26, "Bob Smith", 26),
   sale(26, "Bob Smith", ("grape", 1)))
ok(DUTCH, 27, "Hillside Produce has 10 kilo strawberries brought, 2,40 per kilo. Also have I 2 kilo rotten "
   "strawberries weggegooid.",
   buy(27, "Hillside Produce", ("strawberry", 10, 2.4)),
   adj(27, "strawberry", -2, "rotten"))
ok(DUTCH, 29, "First has Omar Haddad 1 kilo pears bought, and then came Ida Novak for 2 kilo oranges. Groetjes!",
   sale(29, "Omar Haddad", ("pear", 1)),
   sale(29, "Ida Novak", ("orange", 2)))
ok(DUTCH, 21, "Today has Raj Patel 1 kilo grapes bought and I have the price of the strawberries on 4,00 set.",
   sale(21, "Raj Patel", ("grape", 1)),
   price(21, "strawberry", 4.0))

no(DUTCH, 29, "Mevrouw Smith has 2 kilo apples bought.", "ambiguous customer")
no(DUTCH, 29, "Tomorrow comes Luis Garcia for 5 kilo oranges, those are already sold.", "future date")
no(DUTCH, 29, "Eva Berg has 6 mango's bought.", "pieces without weight")
no(DUTCH, 29, "Has Ken Smith already paid for his pears from this morning?", "question")
no(DUTCH, 29, "Goedemorgen allemaal! What a beautiful weather today, nice for the market.", "chit-chat")
no(DUTCH, 29, "The sale of Ann Brown from this morning must away, she has it cancelled.", "cancellation")
no(DUTCH, 29, "Can you in the app also Dutch as language put?", "app request")
no(DUTCH, 29, "Mei Chen gets 1 kilo cherries for free, she is a good customer.", "free or discount")
no(DUTCH, 29, "Raj Patel has 1 kilo of his 2 kilo cherries from Tuesday back brought.", "partial return")
no(DUTCH, 29, "Mei Chen has the bananas from the 24th back brought.", "two sales that day")
no(DUTCH, 29, "Bob Smith has only his apples from yesterday back brought, the strawberries keeps he.",
   "partial return")
no(DUTCH, 29, "Zoe Davis has grapes from the 26th back brought.", "no sale that day")
no(DUTCH, 29, "Tom Lee has the oranges from the 11th back brought.", "sale already returned")
no(DUTCH, 28, "Omar Haddad 25 kilo mango's, for his restaurant.", "more than in stock")
no(DUTCH, 29, "Ann Brown has 2 kilo pears bought, 3,50 together.", "total disagrees with price")
no(DUTCH, 29, "On 31/2 has Sue Davis 1 kilo grapes bought.", "invalid date")
no(DUTCH, 29, "In March get we from ABC 50 kilo apples for 1,00 the kilo.", "future date")
no(DUTCH, 29, "Half price for Eva Berg today, 2 kilo strawberries, they were soft.", "free or discount")
no(DUTCH, 29, "Ida Novak 2 kilo apples and 1 crate pears.", "pieces without weight")

# ---------------------------------------------------------------------------------------------------------------
# 2. Staff group chat: one pasted message per line, "Name:" prefix, sometimes a [hh:mm] stamp, @mentions, emoji.
# ---------------------------------------------------------------------------------------------------------------
ok(CHAT, 29, "Sanne: @boss Raj Patel just took 3kg bananas 🍌",
   sale(29, "Raj Patel", ("banana", 3)))
ok(CHAT, 29, "[09:14] Jordi: sold 2kg grapes to Sue Davis ✅",
   sale(29, "Sue Davis", ("grape", 2)))
ok(CHAT, 29, "Bram: done ✅ ABC delivery in the back, 20kg apples at 1.10/kg",
   buy(29, "ABC", ("apple", 20, 1.1)))
ok(CHAT, 29, "Nadia: Omar Haddad 1.5kg cherries + 2kg oranges 👍",
   sale(29, "Omar Haddad", ("cherry", 1.5), ("orange", 2)))
ok(CHAT, 29, "Sanne: ugh 2kg strawberries gone mouldy in the fridge 🤢 binned them",
   adj(29, "strawberry", -2, "mouldy"))
ok(CHAT, 29, "Jordi: @boss counted pears at closing, 19kg total (shelf + back)",
   count(29, "pear", -2))
ok(CHAT, 29, "Bram: Mei Chen 2kg mango, paid 4.80 💸",
   sale(29, "Mei Chen", ("mango", 2)))
ok(CHAT, 29, "Nadia: fyi the card machine is acting up again, use the old one for now",
   NOTE)
ok(CHAT, 29, "Sanne: Zoe Davis brought back her mango from this morning, said it was too soft 😕",
   ret(29, "Zoe Davis", 29))
ok(CHAT, 29, "[16:40] Jordi: banana price up to 1.30 from today 📈",
   price(29, "banana", 1.3))
ok(CHAT, 29, "Bram: Tom Lee 2 kg pears, Ann Brown 1 kg grapes, both done ✅✅",
   sale(29, "Tom Lee", ("pear", 2)),
   sale(29, "Ann Brown", ("grape", 1)))
ok(CHAT, 29, "Nadia: yesterday Ida Novak got 3kg apples, forgot to post it 🙈",
   sale(28, "Ida Novak", ("apple", 3)))
ok(CHAT, 29, "Sanne: Hillside Produce dropped off 15kg strawberries, invoice says 37.50 total",
   buy(29, "Hillside Produce", ("strawberry", 15, 2.5)))
ok(CHAT, 29, "Jordi: Green Valley Farms 25kg oranges @ 0.92, shelf price 1.60 👌",
   buy(29, GVF, ("orange", 25, 0.92, 1.6)))
ok(CHAT, 29, "Bram: someone nicked 1kg of cherries off the front display 😡",
   adj(29, "cherry", -1, "stolen"))
ok(CHAT, 29, "Nadia: Luis Garcia 4 lbs apples ✅",
   sale(29, "Luis Garcia", ("apple", round(4 * LB, 3))))
ok(CHAT, 29, "Sanne: @Jordi Ken Smith 500g strawberries + 1.5kg bananas, rung up",
   sale(29, "Ken Smith", ("strawberry", 0.5), ("banana", 1.5)))
ok(CHAT, 29, "Jordi: Mrs Chen took 2kg cherries 🍒",
   sale(29, "Mei Chen", ("cherry", 2)))
ok(CHAT, 29, "Bram: Mr Patel 3kg grapes ✅",
   sale(29, "Raj Patel", ("grape", 3)))
ok(CHAT, 29, "Nadia: Miss Berg 1kg strawberries + 1kg pears",
   sale(29, "Eva Berg", ("strawberry", 1), ("pear", 1)))
ok(CHAT, 29, "Sanne: new customer!! Priya Nair, 2kg mango, her number 555-0187 📱",
   sale(29, party("Priya Nair", phone="555-0187"), ("mango", 2)))
ok(CHAT, 29, "Jordi: Daan Mulder (new guy) 3kg oranges, email daan.mulder@example.nl",
   sale(29, party("Daan Mulder", email="daan.mulder@example.nl"), ("orange", 3)))
ok(CHAT, 29, "Bram: morning check: 3kg bananas rotten, 1kg grapes damaged in the crate, tossed both 🗑️",
   adj(29, "banana", -3, "rotten"),
   adj(29, "grape", -1, "damaged"))
ok(CHAT, 29, "Nadia: Raj Patel returned the cherries from Tuesday, the whole lot",
   ret(29, "Raj Patel", 27))
ok(CHAT, 29, "Sanne: Ann Brown brought her oranges back from this morning 🍊 full bag",
   ret(29, "Ann Brown", 29))
ok(CHAT, 28, "Jordi: Bob Smith 2kg pears ✅",
   sale(28, "Bob Smith", ("pear", 2)))
ok(CHAT, 27, "Bram: Green Valley Farms 10kg mango 16.00 total",
   buy(27, GVF, ("mango", 10, 1.6)))
ok(CHAT, 26, "Nadia: Omar Haddad 2kg strawberries, paid by card ✅",
   sale(26, "Omar Haddad", ("strawberry", 2)))
ok(CHAT, 22, "Sanne: Tom Lee brought back the bananas+grapes he bought this morning 🙄",
   ret(22, "Tom Lee", 22))
ok(CHAT, 29, "Jordi: closing count 🧮 apples 30kg, mango 18kg",
   count(29, "apple", 0.5),
   count(29, "mango", -1))
ok(CHAT, 29, "Bram: Eva Berg 2.5kg pears @ 1.44 ✅",
   sale(29, "Eva Berg", ("pear", 2.5)))
ok(CHAT, 29, "Nadia: Sue Davis 2kg apples, Zoe Davis 1kg cherries, Bob Smith 3kg oranges",
   sale(29, "Sue Davis", ("apple", 2)),
   sale(29, "Zoe Davis", ("cherry", 1)),
   sale(29, "Bob Smith", ("orange", 3)))
ok(CHAT, 29, "Sanne: reminder: Green Valley crates go back tomorrow",
   NOTE)
ok(CHAT, 29, "Jordi: ABC: 20kg grapes @1.70 and 10kg cherries @2.05, sell cherries 3.30",
   buy(29, "ABC", ("grape", 20, 1.7), ("cherry", 10, 2.05, 3.3)))
ok(CHAT, 24, "Nadia: Luis Garcia 2kg bananas + 1kg pears done ✅",
   sale(24, "Luis Garcia", ("banana", 2), ("pear", 1)))
ok(CHAT, 29, "Jordi: Ida Novak brought back the pears from yesterday, then bought 2kg apples instead",
   ret(29, "Ida Novak", 28),
   sale(29, "Ida Novak", ("apple", 2)))
ok(CHAT, 29, "Bram: Mei Chen 1kg strawberries 🍓 Tom Lee 2kg strawberries 🍓 Luis Garcia 1kg strawberries 🍓",
   sale(29, "Mei Chen", ("strawberry", 1)),
   sale(29, "Tom Lee", ("strawberry", 2)),
   sale(29, "Luis Garcia", ("strawberry", 1)))
ok(CHAT, 29, "Sanne: 27 Feb, Ann Brown 2kg grapes, just found the receipt",
   sale(27, "Ann Brown", ("grape", 2)))
ok(CHAT, 29, "Jordi: 2 lb cherries for Mrs Novak ✅",
   sale(29, "Ida Novak", ("cherry", round(2 * LB, 3))))
ok(CHAT, 25, "Bram: Raj Patel 1kg apples. Mei Chen 2kg oranges. all good 👍",
   sale(25, "Raj Patel", ("apple", 1)),
   sale(25, "Mei Chen", ("orange", 2)))
ok(CHAT, 23, "Nadia: Hillside Produce 10kg pears 9.50 total ✅ also 1kg pears damaged in transport 🙄",
   buy(23, "Hillside Produce", ("pear", 10, 0.95)),
   adj(23, "pear", -1, "damaged"))
ok(CHAT, 20, "Sanne: Raj Patel 2kg grapes. Ida Novak 1kg grapes. grapes going fast 🍇",
   sale(20, "Raj Patel", ("grape", 2)),
   sale(20, "Ida Novak", ("grape", 1)))
ok(CHAT, 28, "Jordi: count after close 🧮 bananas 29kg, grapes 23kg, pears 25kg",
   count(28, "banana", -1.5),
   count(28, "grape", -1),
   count(28, "pear", -1))
ok(CHAT, 29, "Bram: price update 📈 strawberries 4.20, cherries 3.40 from today",
   price(29, "strawberry", 4.2),
   price(29, "cherry", 3.4))
ok(CHAT, 26, "Nadia: Sue Davis returned the bananas from this morning, then took 2kg apples ✅",
   ret(26, "Sue Davis", 26),
   sale(26, "Sue Davis", ("apple", 2)))
ok(CHAT, 27, "Sanne: Tom Lee 1kg mango ✅",
   sale(27, "Tom Lee", ("mango", 1)))

no(CHAT, 29, "Sanne: @boss are we open on sunday? 🤔", "question")
no(CHAT, 29, "Jordi: Mr Davis took 2kg apples", "ambiguous customer")
no(CHAT, 29, "Nadia: cancel the Ken Smith sale from this morning pls, he changed his mind", "cancellation")
no(CHAT, 29, "Sanne: lol the pigeons are back on the awning 😂", "chit-chat")
no(CHAT, 29, "Jordi: can someone make the app show low stock in red? 🙏", "app request")
no(CHAT, 29, "Bram: Tom Lee 2kg grapes on the house, it's his birthday 🎂", "free or discount")
no(CHAT, 28, "Nadia: Omar Haddad returned the strawberries from yesterday", "two sales that day")
no(CHAT, 29, "Sanne: Eva Berg 3 punnets strawberries ✅", "pieces without weight")
no(CHAT, 29, "Jordi: ABC coming tmrw with 40kg bananas 🚚", "future date")
no(CHAT, 29, "Bram: Raj Patel 35kg strawberries for a wedding 💍", "more than in stock")
no(CHAT, 29, "Nadia: 👍👍", "chit-chat")
no(CHAT, 29, "Sanne: Mei Chen 2kg pears, charged her 3.50", "total disagrees with price")
no(CHAT, 29, "Jordi: Ken brought back half the pears from this morning", "partial return")
no(CHAT, 29, "Bram: delivery from Green Valley Farms, 3 boxes of oranges 📦 invoice later", "pieces without weight")
no(CHAT, 29, "Nadia: Bob Smith returned the stuff from the 18th", "sale already returned")
no(CHAT, 29, "Sanne: 10% off for Ann Brown today, 2kg mango", "free or discount")
no(CHAT, 29, "Jordi: Sue Davis brought back grapes from the 21st", "no sale that day")
no(CHAT, 26, "Bram: Raj Patel wants 2kg apples next week, put them aside pls", "future date")
no(CHAT, 29, "Nadia: sold 2kg apples to a lady, didn't get her name 🤷", "customer not named")

# ---------------------------------------------------------------------------------------------------------------
# 3. Careful weekend student worker: whole sentences, over-explains, grams and kilograms, hedges, signs off.
# ---------------------------------------------------------------------------------------------------------------
ok(STUDENT, 24, "Hi! Just so you know, Mei Chen came in this morning and bought 2 kg of pears. I weighed them twice "
   "to be sure. Thanks, Lily",
   sale(24, "Mei Chen", ("pear", 2)))
ok(STUDENT, 24, "Hello, this is Lily from the weekend shift. Raj Patel bought 1.5 kg of strawberries (one and a half "
   "kilos). He paid the normal shelf price, which I double-checked is 3.90 per kilo. Have a nice weekend!",
   sale(24, "Raj Patel", ("strawberry", 1.5)))
ok(STUDENT, 25, "Good morning! I wanted to let you know that 2 kg of bananas had gone rotten overnight (they were "
   "very brown and soft), so I threw them away. I hope that was okay.",
   adj(25, "banana", -2, "rotten"))
ok(STUDENT, 25, "Hi, sorry for the long message. A new customer came in today, her name is Olivia Grant, and she "
   "bought 1 kg of apples and 1 kg of oranges. She gave me her email so we can send offers: "
   "olivia.grant@mail.com. I have written it exactly as she spelled it.",
   sale(25, party("Olivia Grant", email="olivia.grant@mail.com"), ("apple", 1), ("orange", 1)))
ok(STUDENT, 24, "At the end of my shift I counted the mangoes very carefully (twice!). There are 29 kg in total, "
   "including the box in the back room.",
   count(24, "mango", -1))
ok(STUDENT, 25, "Hi, a delivery arrived from Hillside Produce at about 10 am. It was 20 kg of grapes. The invoice "
   "says the total is 34.00, so that works out to 1.70 per kg if my maths is right. I put them in the cold room.",
   buy(25, "Hillside Produce", ("grape", 20, 1.7)))
ok(STUDENT, 29, "Hi! I'm covering today. Omar Haddad bought 3 kilograms of apples, and then a bit later Ann Brown "
   "bought 2 kilograms of grapes. Both paid by card.",
   sale(29, "Omar Haddad", ("apple", 3)),
   sale(29, "Ann Brown", ("grape", 2)))
ok(STUDENT, 29, "Hello, just to update you: I noticed 1 kg of strawberries had a bit of mould on them, so I took "
   "them off the shelf and wrote them off as mouldy. Everything else looks fine.",
   adj(29, "strawberry", -1, "mouldy"))
ok(STUDENT, 24, "Hi, one thing I should mention: Zoe Davis (not Sue Davis, the other one) bought 2 kg of oranges "
   "this morning.",
   sale(24, "Zoe Davis", ("orange", 2)))
ok(STUDENT, 25, "Hello! Just so it's recorded: yesterday (Saturday) Luis Garcia bought 2.5 kg of cherries. I forgot "
   "to write it down before I left, sorry about that.",
   sale(24, "Luis Garcia", ("cherry", 2.5)))
ok(STUDENT, 29, "Hi, I'm catching up on my weekend notes. On Saturday, Ida Novak bought 1 kg of mangoes, and on "
   "Sunday, Ken Smith bought 2 kg of pears.",
   sale(24, "Ida Novak", ("mango", 1)),
   sale(25, "Ken Smith", ("pear", 2)))
ok(STUDENT, 29, "Good afternoon. I am writing to let you know that Tom Lee returned the cherries he bought on Friday "
   "(the whole bag, 5 kg, unopened). He said he bought too many. I took them back and put them on the shelf.",
   ret(29, "Tom Lee", 23))
ok(STUDENT, 29, "Hello, Raj Patel bought 2 pounds of grapes today. (Our old scale only shows pounds, sorry!)",
   sale(29, "Raj Patel", ("grape", round(2 * LB, 3))))
ok(STUDENT, 29, "Hi, as you asked me on the phone, I changed the price of the cherries on the shelf label to 3.40 "
   "per kg, starting today.",
   price(29, "cherry", 3.4))
ok(STUDENT, 29, "Hello again! Two things from this morning. First, Sue Davis bought 1 kg of bananas. Second, Bob "
   "Smith bought 500 grams of cherries. That's all for now, thanks.",
   sale(29, "Sue Davis", ("banana", 1)),
   sale(29, "Bob Smith", ("cherry", 0.5)))
ok(STUDENT, 25, "Hi, summary of today (the 25th): Eva Berg bought 2 kg of apples. Mei Chen bought 1 kg of grapes. "
   "Tom Lee bought 3 kg of bananas. I checked the price list for each one.",
   sale(25, "Eva Berg", ("apple", 2)),
   sale(25, "Mei Chen", ("grape", 1)),
   sale(25, "Tom Lee", ("banana", 3)))
ok(STUDENT, 24, "Hello, a reminder for whoever opens next: the till roll is almost finished, we need to order more.",
   NOTE)
ok(STUDENT, 29, "Hi! Please note that Ann Brown bought 3 kg of pears (I think they were for a pie). She paid 4.32 "
   "exactly.",
   sale(29, "Ann Brown", ("pear", 3)))
ok(STUDENT, 29, "Hi, I did the stock count for bananas before closing as you asked. I counted 29 kg altogether "
   "(front display plus the crate under the counter).",
   count(29, "banana", -1.5))
ok(STUDENT, 29, "Hello, Ida Novak came in and returned the pears she bought yesterday. It was the full 2.5 kg, "
   "nothing missing. I gave her the money back.",
   ret(29, "Ida Novak", 28))
ok(STUDENT, 18, "Hi, this is my first message in the app, I hope I'm doing it right! Luis Garcia bought 1 kg of "
   "pears and 2 kg of strawberries this morning.",
   sale(18, "Luis Garcia", ("pear", 1), ("strawberry", 2)))
ok(STUDENT, 17, "Hello! Today a new supplier called Orchard Lane Fruit delivered 10 kg of apples. The total on the "
   "invoice was 12.00, so 1.20 per kilo.",
   buy(17, "Orchard Lane Fruit", ("apple", 10, 1.2)))
ok(STUDENT, 17, "Hi, I'm really sorry, I accidentally dropped a tray and 1.5 kg of grapes got damaged. I weighed "
   "them before throwing them out.",
   adj(17, "grape", -1.5, "damaged"))
ok(STUDENT, 29, "Hi, I need to report two things. (1) A customer, Omar Haddad, bought 2 kg of mangoes. (2) After "
   "that, I found 1 kg of mangoes were rotten at the bottom of the crate, so I threw them out.",
   sale(29, "Omar Haddad", ("mango", 2)),
   adj(29, "mango", -1, "rotten"))
ok(STUDENT, 29, "Good evening. For your information, the back door lock is sticking, it takes a few tries to open it.",
   NOTE)
ok(STUDENT, 29, "Hi, the Green Valley Farms delivery came in: 20 kg of pears at 0.95 per kg and 15 kg of mangoes at "
   "1.50 per kg. The driver also said the new mango shelf price should be 2.50, so I updated the label.",
   buy(29, GVF, ("pear", 20, 0.95), ("mango", 15, 1.5, 2.5)))
ok(STUDENT, 29, "Hello! Just to be precise: Ken Smith bought 250 grams of cherries, which is 0.25 kg.",
   sale(29, "Ken Smith", ("cherry", 0.25)))
ok(STUDENT, 24, "Hi, Ann Brown came back with the mango she bought yesterday. She returned all of it (3 kg) because "
   "it was overripe. I put it aside, I hope that's right.",
   ret(24, "Ann Brown", 23))
ok(STUDENT, 25, "Hello, sorry, two updates from the shift. This morning Bob Smith bought 2 kg of apples. Then in the "
   "afternoon I counted the apples like you asked and there were 27 kg left.",
   sale(25, "Bob Smith", ("apple", 2)),
   count(25, "apple", -1.5))
ok(STUDENT, 29, "Hi, I hope your week is going well! Sue Davis came in this morning and bought 1 kg of strawberries "
   "and half a kilo of grapes. She says hello.",
   sale(29, "Sue Davis", ("strawberry", 1), ("grape", 0.5)))
ok(STUDENT, 29, "Hello! Summary of what I sold this afternoon: Luis Garcia, 2 kg bananas. Mei Chen, 1.5 kg apples. "
   "Raj Patel, 2 kg oranges. I think that is everything.",
   sale(29, "Luis Garcia", ("banana", 2)),
   sale(29, "Mei Chen", ("apple", 1.5)),
   sale(29, "Raj Patel", ("orange", 2)))
ok(STUDENT, 29, "Hi, I forgot to mention that on Sunday I changed the strawberry price to 4.10 per kg, because you "
   "told me to.",
   price(25, "strawberry", 4.1))
ok(STUDENT, 29, "Hi! We had a new customer today, Marcus Webb. He bought 2 kg of pears. His phone number is "
   "412-555-0199 in case we need to call him back about the order.",
   sale(29, party("Marcus Webb", phone="412-555-0199"), ("pear", 2)))
ok(STUDENT, 29, "Hello, I cut up 0.5 kg of strawberries for tasting samples at the counter, as we discussed.",
   adj(29, "strawberry", -0.5, "samples"))
ok(STUDENT, 29, "Hi, Zoe Davis bought 1 kg of apples and 1 kg of pears. Just to be clear, it was Zoe, not Sue.",
   sale(29, "Zoe Davis", ("apple", 1), ("pear", 1)))
ok(STUDENT, 29, "Hello, I updated two shelf labels today as instructed: oranges are now 1.60 per kg and pears are "
   "1.50 per kg.",
   price(29, "orange", 1.6),
   price(29, "pear", 1.5))
ok(STUDENT, 25, "Hi, just so you know, Eva Berg bought 2 kg of cherries and she paid 6.40 in total, which matches the "
   "price on the label.",
   sale(25, "Eva Berg", ("cherry", 2)))
ok(STUDENT, 24, "Hi, two write-offs from today: 1 kg of oranges was damaged (squashed at the bottom of the box) and "
   "0.5 kg of cherries had mould. Both thrown away.",
   adj(24, "orange", -1, "damaged"),
   adj(24, "cherry", -0.5, "mouldy"))
ok(STUDENT, 29, "Hi, I'm writing down two things from my Saturday shift that I forgot. First, 2 kg of pears went "
   "rotten and I threw them out. Second, someone took 1 kg of grapes from the outside stand without paying, so "
   "I'm recording them as stolen.",
   adj(24, "pear", -2, "rotten"),
   adj(24, "grape", -1, "stolen"))
ok(STUDENT, 29, "Hello, Green Valley Farms delivered 12 kg of apples this morning, the total was 13.20 (I checked, "
   "that's 1.10 per kg). Straight after, Mei Chen bought 2 kg of the new apples.",
   buy(29, GVF, ("apple", 12, 1.1)),
   sale(29, "Mei Chen", ("apple", 2)))
ok(STUDENT, 18, "Hi, it's Lily again. Ken Smith bought 2 kg of oranges and Ida Novak bought 1 kg of bananas. I used "
   "the new orange price on the label.",
   sale(18, "Ken Smith", ("orange", 2)),
   sale(18, "Ida Novak", ("banana", 1)))
ok(STUDENT, 17, "Hello! Shift summary for today: Tom Lee bought 2 kg of apples, and Zoe Davis bought 1 kg of grapes. "
   "Also the cherries were counted at closing, there are exactly 31 kg.",
   sale(17, "Tom Lee", ("apple", 2)),
   sale(17, "Zoe Davis", ("grape", 1)),
   count(17, "cherry", -0.5))
ok(STUDENT, 29, "Hi! Raj Patel returned the bananas he bought on Monday (all 2.5 kg) and instead bought 2 kg of "
   "pears. I hope I entered it right.",
   ret(29, "Raj Patel", 26),
   sale(29, "Raj Patel", ("pear", 2)))
ok(STUDENT, 25, "Hello, Mei Chen brought back everything she bought on the 15th. I know it has been a while but she "
   "had the receipt.",
   ret(25, "Mei Chen", 15))
ok(STUDENT, 29, "Good morning! Luis Garcia bought one kilo of mangoes and three quarters of a kilo of cherries.",
   sale(29, "Luis Garcia", ("mango", 1), ("cherry", 0.75)))
ok(STUDENT, 29, "Hi, Ann Brown bought 3 kg of bananas, sorry, I mean 2 kg, I misread the scale. And Bob Smith "
   "bought 1 kg of strawberries.",
   sale(29, "Ann Brown", ("banana", 2)),
   sale(29, "Bob Smith", ("strawberry", 1)))

no(STUDENT, 29, "Hi, Ann Brown bought 6 apples but I forgot to weigh them, I'm so sorry!", "pieces without weight")
no(STUDENT, 29, "Hello, is it okay if I give Mei Chen 10% off her pears? She has been coming here for years.",
   "question")
no(STUDENT, 29, "Hi! Just wanted to say thank you for the chocolates you left in the back room, that was very kind. "
   "Have a great week!", "chit-chat")
no(STUDENT, 24, "Hello, Mr Smith bought 2 kg of oranges this morning. I didn't catch his first name, sorry.",
   "ambiguous customer")
no(STUDENT, 29, "Hi, Raj Patel will pick up 4 kg of mangoes tomorrow, he asked us to keep them aside for him.",
   "future date")
no(STUDENT, 29, "Hi, Ida Novak returned half of the pears she bought yesterday (1.25 kg). I wasn't sure how to enter "
   "that.", "partial return")
no(STUDENT, 29, "Hello, could the app maybe get a dark mode? The screen is very bright in the evenings.",
   "app request")
no(STUDENT, 29, "Hi, please delete the sale I entered for Luis Garcia earlier today, I typed it twice by mistake.",
   "cancellation")
no(STUDENT, 29, "Hi, Tom Lee bought 2 kg of grapes and I charged him 6.00 in total. I hope that is right.",
   "total disagrees with price")
no(STUDENT, 29, "Hello, I gave Eva Berg 1 kg of bananas for free because we were closing and they were very ripe.",
   "free or discount")
no(STUDENT, 29, "Hi, Raj Patel came in to return what he bought on Sunday. He had the receipt with him.",
   "two sales that day")
no(STUDENT, 29, "Hello, Ken Smith brought back the fruit he bought on the 26th, he said it wasn't fresh.",
   "no sale that day")
no(STUDENT, 29, "Hi, Luis Garcia bought 40 kg of bananas today for a school event!", "more than in stock")
no(STUDENT, 24, "Hi, there was a delivery from a new farm today, 10 kg of apples for 11.00 in total. The driver was "
   "called Pieter but I didn't get the name of the farm.", "unknown supplier")
no(STUDENT, 29, "Hello, Zoe Davis bought some cherries but I forgot to write down how much. Sorry!", "missing quantity")
no(STUDENT, 29, "Hi, Bob Smith bought 1 kg of cherries. I wrote the date as 02/03 on the paper, I'm not sure which "
   "format we use.", "ambiguous date")
no(STUDENT, 24, "Hi, I sold Raj Patel 2 kg of pears at half price because they were a little bruised.",
   "free or discount")
no(STUDENT, 29, "Hi, is the mango price still 2.40 or has it changed? A customer asked and I wasn't sure.", "question")
no(STUDENT, 29, "Hello, Eva Berg bought 2 kg of apples and 2 kg of pears, and her friend bought 1 kg of grapes but I "
   "don't know her name.", "customer not named")

# ---------------------------------------------------------------------------------------------------------------
# 4. Market-trader uncle: lowercase shorthand, "k" for kilo, clipped fruit names, runs several things together.
# ---------------------------------------------------------------------------------------------------------------
ok(UNCLE, 29, "raj 3k nanas",
   sale(29, "Raj Patel", ("banana", 3)))
ok(UNCLE, 29, "mei chen 2k apls @1.70",
   sale(29, "Mei Chen", ("apple", 2)))
ok(UNCLE, 29, "abc 30k apls @1.05 sell 1.75",
   buy(29, "ABC", ("apple", 30, 1.05, 1.75)))
ok(UNCLE, 29, "tom lee 2k grps n 1k cherrs",
   sale(29, "Tom Lee", ("grape", 2), ("cherry", 1)))
ok(UNCLE, 29, "binned 2k strawbs rotten",
   adj(29, "strawberry", -2, "rotten"))
ok(UNCLE, 29, "counted pears end of day 20k",
   count(29, "pear", -1))
ok(UNCLE, 29, "omar 1.5k mango ann 2k orng sue 1k cherrs",
   sale(29, "Omar Haddad", ("mango", 1.5)),
   sale(29, "Ann Brown", ("orange", 2)),
   sale(29, "Sue Davis", ("cherry", 1)))
ok(UNCLE, 29, "hillside 20k pears 19.00 tot",
   buy(29, "Hillside Produce", ("pear", 20, 0.95)))
ok(UNCLE, 29, "nanas up 1.35 frm 2day",
   price(29, "banana", 1.35))
ok(UNCLE, 29, "yday ida 2k grps",
   sale(28, "Ida Novak", ("grape", 2)))
ok(UNCLE, 29, "ken 2k apls + ret'd his mango n pears frm this mornin",
   sale(29, "Ken Smith", ("apple", 2)),
   ret(29, "Ken Smith", 29))
ok(UNCLE, 29, "3lb cherrs to ken",
   sale(29, "Ken Smith", ("cherry", round(3 * LB, 3))))
ok(UNCLE, 29, "green vally 40k orng .88 a k shelf 1.59",
   buy(29, GVF, ("orange", 40, 0.88, 1.59)))
ok(UNCLE, 29, "luis 2k strwb 2k nana 1k pear",
   sale(29, "Luis Garcia", ("strawberry", 2), ("banana", 2), ("pear", 1)))
ok(UNCLE, 29, "eva brg back w cherrs frm the 19th all of em",
   ret(29, "Eva Berg", 19))
ok(UNCLE, 29, "mngo 2k rotten 1k nicked",
   adj(29, "mango", -2, "rotten"),
   adj(29, "mango", -1, "stolen"))
ok(UNCLE, 29, "bob smth 1k mango 2k grps",
   sale(29, "Bob Smith", ("mango", 1), ("grape", 2)))
ok(UNCLE, 29, "mrs novak 3k apls",
   sale(29, "Ida Novak", ("apple", 3)))
ok(UNCLE, 29, "sold raj 2k pears no make it 2.5k",
   sale(29, "Raj Patel", ("pear", 2.5)))
ok(UNCLE, 29, "tue luis 3k apls forgot",
   sale(27, "Luis Garcia", ("apple", 3)))
ok(UNCLE, 29, "wed omar 2k grps",
   sale(28, "Omar Haddad", ("grape", 2)))
ok(UNCLE, 29, "26th sue 2k apls n 1k orng",
   sale(26, "Sue Davis", ("apple", 2), ("orange", 1)))
ok(UNCLE, 29, "cherrs 3.50 frm 2day",
   price(29, "cherry", 3.5))
ok(UNCLE, 29, "cnt end of day apls 28k grps 23k nanas 30k",
   count(29, "apple", -1.5),
   count(29, "grape", -1),
   count(29, "banana", -0.5))
ok(UNCLE, 29, "hillside 10k mango 15 tot 10k cherrs 21 tot",
   buy(29, "Hillside Produce", ("mango", 10, 1.5), ("cherry", 10, 2.1)))
ok(UNCLE, 29, "new cust jack fenton 2k pears 07700 900123",
   sale(29, party("Jack Fenton", phone="07700 900123"), ("pear", 2)))
ok(UNCLE, 29, "sue dvs ret nanas frm mon",
   ret(29, "Sue Davis", 26))
ok(UNCLE, 29, "20k grps frm abc 1.68 a k",
   buy(29, "ABC", ("grape", 20, 1.68)))
ok(UNCLE, 29, "mei 1k strwb tom 1k strwb raj 1k strwb",
   sale(29, "Mei Chen", ("strawberry", 1)),
   sale(29, "Tom Lee", ("strawberry", 1)),
   sale(29, "Raj Patel", ("strawberry", 1)))
ok(UNCLE, 29, "dont forget ring hillside bout that soft mango lot",
   NOTE)
ok(UNCLE, 29, "sold sue dvs 4k nanas @1.20 =4.80",
   sale(29, "Sue Davis", ("banana", 4)))
ok(UNCLE, 29, "samples 1k grps 1k cherrs",
   adj(29, "grape", -1, "samples"),
   adj(29, "cherry", -1, "samples"))
ok(UNCLE, 29, "omar 3k orng, pears 1.39 frm 2day",
   sale(29, "Omar Haddad", ("orange", 3)),
   price(29, "pear", 1.39))
ok(UNCLE, 26, "raj 2k cherrs",
   sale(26, "Raj Patel", ("cherry", 2)))
ok(UNCLE, 27, "bob 2k orng 1k nana",
   sale(27, "Bob Smith", ("orange", 2), ("banana", 1)))
ok(UNCLE, 28, "ida 1k apls yday",
   sale(27, "Ida Novak", ("apple", 1)))
ok(UNCLE, 21, "omar back w pears this mornin all 4k",
   ret(21, "Omar Haddad", 21))
ok(UNCLE, 20, "raj 2k nanas sue 1k grps",
   sale(20, "Raj Patel", ("banana", 2)),
   sale(20, "Sue Davis", ("grape", 1)))
ok(UNCLE, 23, "luis 1k cherrs ann 1k mango",
   sale(23, "Luis Garcia", ("cherry", 1)),
   sale(23, "Ann Brown", ("mango", 1)))
ok(UNCLE, 29, "abc 15k nanas 9.00 tot n 2k nanas rotten frm the old lot",
   buy(29, "ABC", ("banana", 15, 0.6)),
   adj(29, "banana", -2, "rotten"))
ok(UNCLE, 29, "tom 2k pears n mei 1k pear n 3k pears to bin mouldy",
   sale(29, "Tom Lee", ("pear", 2)),
   sale(29, "Mei Chen", ("pear", 1)),
   adj(29, "pear", -3, "mouldy"))
ok(UNCLE, 29, "bob ret mango frm 26th, took 2k orng instead",
   ret(29, "Bob Smith", 26),
   sale(29, "Bob Smith", ("orange", 2)))
ok(UNCLE, 29, "half k cherrs to zoe",
   sale(29, "Zoe Davis", ("cherry", 0.5)))
ok(UNCLE, 29, "ida two n half k nanas",
   sale(29, "Ida Novak", ("banana", 2.5)))
ok(UNCLE, 29, "grps 3.00 orng 1.65 frm 2day",
   price(29, "grape", 3.0),
   price(29, "orange", 1.65))
ok(UNCLE, 22, "cnt nanas 9k, grps 22k",
   count(22, "banana", -0.5),
   count(22, "grape", -0.5))

no(UNCLE, 29, "mr smith 2k apls", "ambiguous customer")
no(UNCLE, 29, "tmrw abc 30k apls 1.05", "future date")
no(UNCLE, 29, "raj 4 mangos", "pieces without weight")
no(UNCLE, 29, "ann 2k pears 5.00 tot", "total disagrees with price")
no(UNCLE, 29, "mei 1k cherrs free shes a regular", "free or discount")
no(UNCLE, 27, "scrap that last one", "cancellation")
no(UNCLE, 29, "hw many nanas left", "question")
no(UNCLE, 29, "omar 20k mango", "more than in stock")
no(UNCLE, 29, "2 crates orng frm green valley 45 tot", "pieces without weight")
no(UNCLE, 29, "ken back w half his pears", "partial return")
no(UNCLE, 29, "raj back w stuff frm sun", "two sales that day")
no(UNCLE, 29, "tom back w orng frm 11th", "sale already returned")
no(UNCLE, 29, "nxt sat luis 5k apls", "future date")
no(UNCLE, 29, "mrs davis 2k nanas", "ambiguous customer")
no(UNCLE, 29, "30/2 bob 1k pear", "invalid date")
no(UNCLE, 29, "nanas half price 2day", "free or discount")
no(UNCLE, 29, "zoe back w grps frm 20th", "no sale that day")
no(UNCLE, 29, "busy day ha", "chit-chat")
no(UNCLE, 29, "add a btn for lbs pls", "app request")


if __name__ == "__main__":
    out = HERE / "records.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {out.name}")
