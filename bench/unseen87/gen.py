"""Write bench/unseen87/records.jsonl: a held-out set of shop-staff messages and the records they should give.

Standard library only. Four personas (see README.md). Refusals carry "records": null and a "why".
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

PATOIS = "jamaican-patois-counter-hand"
LAWYER = "solicitor-dictating-memos"
SAFRICA = "south-african-shop-assistant"
DRIVER = "delivery-driver-at-red-lights"

LINES = []


def D(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def _p(who):
    return who if isinstance(who, dict) else party(who)


def sale(day, who, *items):
    return {
        "kind": "sale",
        "date": D(day),
        "customer": _p(who),
        "items": [{"product": p, "quantity": q} for p, q in items],
    }


def buy(day, who, *items):
    return {
        "kind": "purchase",
        "date": D(day),
        "supplier": _p(who),
        "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items],
    }


def ret(day, who, sale_day):
    return {"kind": "return", "date": D(day), "customer": _p(who), "sale_date": D(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": D(day), "product": product, "selling_price": value}


def adj(day, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": D(day), "product": product, "quantity": quantity, "reason": reason}


NOTE = object()


def ok(style, today, text, *records):
    recs = []
    for r in records:
        recs.append({"kind": "note", "date": D(today), "text": text, "facts": []} if r is NOTE else r)
    LINES.append({"text": text, "today": D(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": D(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Jamaican patois counter hand
S = PATOIS
ok(S, 29, "Miss Berg tek 2 kilo a grape dis mawnin", sale(29, "Eva Berg", ("grape", 2)))
ok(S, 29, "Mi sell Mr Haddad tree kilo a mango, im pay 7.20", sale(29, "Omar Haddad", ("mango", 3)))
ok(
    S,
    29,
    "Ken Smith come back wid di pear an mango im buy dis mawnin, seh di pear dem too soft",
    ret(29, "Ken Smith", 29),
)
ok(S, 29, "di strawberry dem mouldy, tek out 3 kilo", adj(29, "strawberry", -3, "mouldy"))
ok(S, 29, "Zoe Davis buy 1 an a half kilo a banana", sale(29, "Zoe Davis", ("banana", 1.5)))
ok(
    S,
    29,
    "Yesterday Missis Chen buy 2 kilo apple an one kilo cherry",
    sale(28, "Mei Chen", ("apple", 2), ("cherry", 1)),
)
ok(S, 29, "Mi count di orange dem, a 24 kilo mi get", adj(29, "orange", -1, "stock count"))
ok(
    S,
    29,
    "Green Valley drop off 20 kilo a banana, 0.60 a kilo, wi sell dem fi 1.20",
    buy(29, "Green Valley Farms", ("banana", 20, 0.6, 1.2)),
)
no(S, 29, "Mr Smith tek 2 kilo grape", "Mr Smith is ambiguous (Bob Smith or Ken Smith)")
no(S, 29, "Mi gi Ann Brown one kilo a orange fi free, she a good customer", "given free")
no(S, 29, "Tomorrow Omar a come fi 5 kilo mango, put it aside", "tomorrow is in the future")
no(S, 29, "Sell Ida 6 pear", "pieces without a weight")
ok(S, 29, "Raj Patel bring back di cherry im buy pon Tuesday", ret(29, "Raj Patel", 27))
no(S, 29, "Omar bring back wah im buy Tuesday", "Omar Haddad has two sales on 2024-02-27")
ok(S, 29, "Remember fi call Hillside bout di banana price", NOTE)
ok(S, 29, "Mango price go up to 2.60 from today", price(29, "mango", 2.6))
no(S, 29, "How much kilo a grape lef?", "a question, not a record")
ok(S, 10, "Tom Lee buy 2 kilo a apple", sale(10, "Tom Lee", ("apple", 2)))
ok(S, 12, "Mei Chen tek back di banana from Satiday, seh dem green", ret(12, "Mei Chen", 10))
ok(S, 14, "Mi sell Miss Berg 500 gram a cherry", sale(14, "Eva Berg", ("cherry", 0.5)))
no(S, 14, "Sell Luis 3 kilo mango pon di 16", "2024-02-16 is after today (2024-02-14)")
ok(S, 16, "Ida Novak buy 2 kilo strawberry, 7.80 she pay", sale(16, "Ida Novak", ("strawberry", 2)))
no(S, 8, "10 kilo a pear fi Luis Garcia", "only 9.5 kg of pear in stock on 2024-02-08")
ok(S, 6, "Hillside bring 15 kilo mango, 1.50 a kilo", buy(6, "Hillside Produce", ("mango", 15, 1.5, None)))
ok(
    S,
    29,
    "New customer Marcia Campbell, fone 876-555-0142, tek 2 kilo pear",
    sale(29, party("Marcia Campbell", phone="876-555-0142"), ("pear", 2)),
)
no(S, 29, "Sell Delroy 1 kilo mango", "new customer with a first name only")
ok(
    S,
    29,
    "Sue Davis buy 2 kilo a banana an 1 kilo orange, she pay 3.94",
    sale(29, "Sue Davis", ("banana", 2), ("orange", 1)),
)
no(S, 29, "Sue Davis buy 2 kilo banana, she pay 2.00", "2.00 disagrees with 2 kg banana at 1.20 (2.40)")
no(S, 29, "Mek di grape half price fi Bob Smith, 2 kilo", "half price")
ok(
    S,
    29,
    "Two kilo a grape spoil, an one kilo a mango rotten",
    adj(29, "grape", -2, "spoiled"),
    adj(29, "mango", -1, "rotten"),
)
ok(S, 29, "Somebody tief 1 kilo a apple off di front", adj(29, "apple", -1, "stolen"))
ok(S, 15, "Cherry go up to 3.40 from today", price(15, "cherry", 3.4))
ok(
    S,
    29,
    "Ann Brown buy 2 kilo a apple yesterday an 1 kilo a pear today",
    sale(28, "Ann Brown", ("apple", 2)),
    sale(29, "Ann Brown", ("pear", 1)),
)
no(S, 29, "Cancel dat las one, mi mek a mistake", "a cancellation")
ok(S, 20, "Count di banana: 13 an a half kilo", adj(20, "banana", -1, "stock count"))
no(S, 20, "Raj bring back one kilo a di banana im buy dis mawnin", "partial return (Raj bought 4 kg)")
ok(S, 29, "Luis Garcia bring back di orange an grape from Friday", ret(29, "Luis Garcia", 23))
no(S, 29, "Bob Smith bring back di grape from di 18th", "Bob Smith's sale of 2024-02-18 was already returned")
ok(S, 29, "Two poun a cherry fi Omar", sale(29, "Omar Haddad", ("cherry", 0.907)))
ok(S, 5, "Ken Smith tek 1 kilo a mango", sale(5, "Ken Smith", ("mango", 1)))
no(S, 5, "Zoe Davis bring back wah she buy dis mawnin", "Zoe Davis has two sales on 2024-02-05")
ok(S, 29, "Hillside Produce: 10 kilo grape at 1.80, sell at 2.90", buy(29, "Hillside Produce", ("grape", 10, 1.8, 2.9)))
no(S, 29, "Bring in 5 box a mango from ABC", "boxes without a weight, and no cost")
ok(
    S,
    29,
    "Omar Haddad tek 1 kilo strawberry an 3 kilo banana, cash 7.50",
    sale(29, "Omar Haddad", ("strawberry", 1), ("banana", 3)),
)
ok(S, 29, "A did gi 0.5 kilo grape as samples fi taste", adj(29, "grape", -0.5, "samples"))
ok(S, 13, "Mr Haddad buy 1 kilo mango an 2 kilo grape", sale(13, "Omar Haddad", ("mango", 1), ("grape", 2)))
no(S, 17, "Sell Mr Davis 2 kilo apple", "Mr Davis is ambiguous (Zoe or Sue Davis), and neither is a Mr")
ok(S, 11, "Ida come back wid di strawberry an grape from dis mawnin", ret(11, "Ida Novak", 11))
ok(S, 29, "Reminder: di cold room need fixin, call di man", NOTE)
no(S, 29, "2 kilo mango fi Zoe pon 30 Feb", "30 February does not exist")
ok(S, 29, "Sell Tom Lee 750 gram grape an 1.5 kilo mango", sale(29, "Tom Lee", ("grape", 0.75), ("mango", 1.5)))
ok(S, 19, "Eva Berg tek 3 kilo banana, pay 3.60", sale(19, "Eva Berg", ("banana", 3)))
no(S, 29, "Sell Eva Berg 2 kilo kiwi", "kiwi is not a product of the shop")
no(S, 29, "Sell Ann Brown 3 kilo mango fi 6.00", "6.00 disagrees with 3 kg mango at 2.40 (7.20)")
ok(S, 29, "Mi sell Ida Novak 1 kilo pear, 1.44", sale(29, "Ida Novak", ("pear", 1)))
ok(S, 9, "ABC sen 12 kilo cherry, 24.00 fi di lot", buy(9, "ABC", ("cherry", 12, 2.0, None)))
ok(S, 29, "Bob Smith buy 2 kilo mango Monday", sale(26, "Bob Smith", ("mango", 2)))
ok(S, 7, "Count di apple dem, 13 kilo", adj(7, "apple", 0.5, "stock count"))
ok(S, 29, "Missis Brown tek back di orange dem she buy dis mawnin", ret(29, "Ann Brown", 29))
no(S, 29, "Eva Berg bring back di cherry from Monday", "Eva Berg has no sale on 2024-02-26")
ok(S, 15, "Mei Chen buy 1 kilo a strawberry", sale(15, "Mei Chen", ("strawberry", 1)))
ok(S, 29, "Raj Patel buy 2 kilo orange, 3.08", sale(29, "Raj Patel", ("orange", 2)))
ok(
    S,
    29,
    "Hillside Produce bring 12 kilo a apple, 13.20 fi di lot",
    buy(29, "Hillside Produce", ("apple", 12, 1.1, None)),
)
ok(S, 29, "Mi sell Sue Davis 1 kilo mango an 1 kilo pear", sale(29, "Sue Davis", ("mango", 1), ("pear", 1)))
ok(S, 29, "Tom Lee tek 2 an a half kilo strawberry", sale(29, "Tom Lee", ("strawberry", 2.5)))
ok(S, 29, "Mr Patel tek 2 kilo cherry yesterday", sale(28, "Raj Patel", ("cherry", 2)))
ok(S, 29, "Di cherry dem count out a 58 kilo", adj(29, "cherry", -1.5, "stock count"))
ok(S, 29, "Ann Brown buy one kilo cherry pon Monday", sale(26, "Ann Brown", ("cherry", 1)))

# ---------------------------------------------------------------- solicitor dictating memos
S = LAWYER
ok(
    S,
    29,
    "Memorandum for the shop records, full stop. Today Mr Haddad purchased two kilograms of pears comma "
    "for which he paid 2.88 full stop. Ends.",
    sale(29, "Omar Haddad", ("pear", 2)),
)
ok(
    S,
    29,
    "Please record that on the 26th instant Mrs Chen acquired one and a half kilograms of grapes.",
    sale(26, "Mei Chen", ("grape", 1.5)),
)
ok(
    S,
    29,
    "Note for the file: on the 27th inst. Miss Berg purchased 3 kg of mango at 2.40 per kilogram, total 7.20.",
    sale(27, "Eva Berg", ("mango", 3)),
)
ok(
    S,
    29,
    "Record a stock adjustment, full stop. Four kilograms of strawberries are to be written off as spoiled, "
    "the said fruit having deteriorated overnight.",
    adj(29, "strawberry", -4, "spoiled"),
)
ok(
    S,
    29,
    "Physical stock-take of apples this afternoon: 28 kilograms counted. Please adjust accordingly.",
    adj(29, "apple", -1.5, "stock count"),
)
ok(
    S,
    29,
    "Goods received from Hillside Produce comma 25 kilograms of oranges at a unit cost of 0.95 per "
    "kilogram comma retail price to be 1.60.",
    buy(29, "Hillside Produce", ("orange", 25, 0.95, 1.6)),
)
no(
    S,
    29,
    "Please record a sale to Mr Smith of two kilograms of cherries.",
    "Mr Smith is ambiguous (Bob Smith or Ken Smith)",
)
no(S, 29, "Mr Haddad returned half of the strawberries he purchased yesterday.", "partial return")
ok(
    S,
    29,
    "Be advised that Mr Patel returned, in their entirety, the goods purchased by him on Monday the 26th.",
    ret(29, "Raj Patel", 26),
)
no(
    S,
    29,
    "Without prejudice, could you advise me of the closing stock of mango as at the 20th?",
    "a question, not a record",
)
no(
    S,
    29,
    "Please record a sale to Miss Berg of three kilograms of apples, to be collected on the 1st of March.",
    "March is in the future",
)
no(
    S,
    29,
    "Mrs Brown purchased two kilograms of grapes, price waived as a gesture of goodwill.",
    "price waived: given free",
)
ok(
    S,
    29,
    "New client: Harriet Ashdown comma email h.ashdown@lawmail.example comma purchased 1 kg of cherries.",
    sale(29, party("Harriet Ashdown", email="h.ashdown@lawmail.example"), ("cherry", 1)),
)
no(S, 29, "Strike the previous entry.", "a cancellation")
no(S, 29, "Please record a sale of six punnets of strawberries to Mr Lee.", "punnets without a weight")
ok(S, 29, "For your information, the lease renewal papers are in the top drawer of the desk.", NOTE)
ok(
    S,
    16,
    "Please record that Mr Garcia returned this morning the entirety of his purchase of the 6th inst.",
    ret(16, "Luis Garcia", 6),
)
ok(S, 16, "Sale to Mrs Novak this day of 2 kg of mangoes at 2.40, total 4.80.", sale(16, "Ida Novak", ("mango", 2)))
ok(
    S,
    9,
    "Item one: sale to Mr Lee, 1.5 kg apples. Item two: sale to Ms Brown, 2 kg pears.",
    sale(9, "Tom Lee", ("apple", 1.5)),
    sale(9, "Ann Brown", ("pear", 2)),
)
no(S, 9, "Please record a sale to Mr Lee of 12 kilograms of apples.", "only 11.5 kg of apple in stock on 2024-02-09")
ok(S, 14, "Stock-take, cherries, 37 kg counted as at close of business today.", adj(14, "cherry", -1.5, "stock count"))
no(S, 14, "Record a sale to Mr Patel of 2 kg of grapes on the 15th inst.", "2024-02-15 is after today (2024-02-14)")
ok(
    S,
    18,
    "Green Valley Farms delivered 30 kilograms of mangoes, invoice total 45.00.",
    buy(18, "Green Valley Farms", ("mango", 30, 1.5, None)),
)
ok(
    S,
    29,
    "Sale to one Mr Chidi Okafor, no contact details furnished, of 2 kilograms of apples.",
    sale(29, "Chidi Okafor", ("apple", 2)),
)
no(S, 29, "Sale to Mr Okafor of 2 kg apples.", "new customer without a first name")
ok(
    S,
    29,
    "Please enter a price alteration: grapes to 3.00 per kilogram with effect from today.",
    price(29, "grape", 3.0),
)
ok(S, 29, "Write-off: 2 kg mangoes, damaged in transit.", adj(29, "mango", -2, "damaged"))
ok(S, 29, "On Sunday last comma Mr Patel purchased 1 kg of oranges.", sale(25, "Raj Patel", ("orange", 1)))
no(
    S,
    29,
    "Kindly record that Mr Lee returned the goods purchased on the 11th inst.",
    "Tom Lee's sale of 2024-02-11 was already returned",
)
ok(
    S,
    29,
    "Memo re inventory: the stock of pears was counted at close yesterday at 25 kilograms.",
    adj(28, "pear", -1, "stock count"),
)
ok(
    S,
    29,
    "Item one, full stop. Goods received from ABC: 15 kg of apples at 1.10 per kg. Item two, full stop. "
    "Sale to Mr Lee of 3 kg of the same.",
    buy(29, "ABC", ("apple", 15, 1.1, None)),
    sale(29, "Tom Lee", ("apple", 3)),
)
no(
    S,
    29,
    "Item one: sale to Mrs Novak of 2 kg pears. Item two: sale to Mr Davis of 1 kg cherries.",
    "Mr Davis is ambiguous, so the whole message is refused",
)
ok(S, 29, "Three days ago Mrs Novak purchased 2 kg of grapes, for the record.", sale(26, "Ida Novak", ("grape", 2)))
ok(
    S,
    29,
    "The day before yesterday one kilogram of cherries was stolen from the display.",
    adj(27, "cherry", -1, "stolen"),
)
no(S, 29, "Record that Mrs Chen returned her purchases of Saturday the 24th.", "Mei Chen has two sales on 2024-02-24")
ok(S, 29, "Sale to Mr Garcia this day: 4 lb of bananas.", sale(29, "Luis Garcia", ("banana", 1.814)))
ok(
    S,
    6,
    "Sale this morning to Mr Patel of 500 grams of cherries and 1 kilogram of grapes.",
    sale(6, "Raj Patel", ("cherry", 0.5), ("grape", 1)),
)
ok(S, 19, "Re Mr Haddad: he returned this morning the goods bought on the 13th inst.", ret(19, "Omar Haddad", 13))
no(
    S,
    19,
    "Re Mr Haddad: he returned this morning the goods bought earlier today.",
    "Omar Haddad has two sales on 2024-02-19",
)
ok(S, 20, "Sale to Ms Sue Davis of 1 kg of apples at 1.70.", sale(20, "Sue Davis", ("apple", 1)))
ok(
    S,
    29,
    "Goods received from Orchard Lane Growers comma 10 kg of pears at 0.90 per kilogram.",
    buy(29, "Orchard Lane Growers", ("pear", 10, 0.9, None)),
)
no(S, 29, "Goods received from a Mr Jenkins, 10 kg of pears at 0.90.", "new supplier without a full name")
ok(S, 29, "Reminder to self: renew the public liability insurance before month end.", NOTE)
no(S, 29, "Please apply a ten per cent discount to Mr Haddad's purchase of 2 kg of mangoes today.", "a discount")
ok(
    S,
    17,
    "Ms Chen purchased 1 kg of cherries at 3.20, and 1 kg of apples at 1.70; total 4.90.",
    sale(17, "Mei Chen", ("cherry", 1), ("apple", 1)),
)
ok(S, 13, "Record the sale yesterday to Mr Ken Smith of 2.5 kg of oranges.", sale(12, "Ken Smith", ("orange", 2.5)))
no(S, 13, "Record the sale on the 14th of 2 kg of oranges to Mr Ken Smith.", "2024-02-14 is after today (2024-02-13)")
ok(S, 29, "Strawberries: stock counted at 27.5 kg.", adj(29, "strawberry", -2.5, "stock count"))
no(
    S,
    29,
    "Mr Haddad purchased 3 kg of oranges for 4.00 comma being the price agreed.",
    "4.00 disagrees with 3 kg orange at 1.54 (4.62)",
)
ok(S, 29, "Sale to Miss Berg of 2 kg of oranges at 1.54, total 3.08.", sale(29, "Eva Berg", ("orange", 2)))
ok(S, 11, "Sale to Mr Garcia of 750 grams of mango.", sale(11, "Luis Garcia", ("mango", 0.75)))
no(S, 29, "Please record a sale to Mr Lee of 2 kg of pears on 30 February.", "30 February does not exist")
ok(
    S,
    15,
    "Goods received from Green Valley Farms this day: 10 kg of strawberries at 2.50, retail 3.90.",
    buy(15, "Green Valley Farms", ("strawberry", 10, 2.5, 3.9)),
)
ok(S, 29, "On the 22nd inst. Mrs Brown returned in full what she had purchased on that day.", ret(22, "Ann Brown", 22))
no(
    S,
    10,
    "Sale to Mrs Chen of 2 kilograms of bananas at 0.80 per kilogram, as agreed.",
    "0.80 disagrees with the banana price of 1.00 on 2024-02-10",
)
ok(
    S,
    10,
    "Sale to Ms Berg of 1 kilogram of pears and 1 kilogram of strawberries.",
    sale(10, "Eva Berg", ("pear", 1), ("strawberry", 1)),
)
ok(S, 29, "Sale to Mr Haddad of 3 lb of apples.", sale(29, "Omar Haddad", ("apple", 1.361)))
no(S, 29, "Sale to Mr Haddad of 3 crates of apples.", "crates without a weight")
ok(
    S,
    29,
    "Sale to Mrs Novak this afternoon of 1 kg of grapes and 1 kg of cherries, total 6.00.",
    sale(29, "Ida Novak", ("grape", 1), ("cherry", 1)),
)
ok(
    S,
    29,
    "On Friday the 23rd inst. Mr Garcia purchased an additional 1 kg of apples.",
    sale(23, "Luis Garcia", ("apple", 1)),
)
ok(
    S,
    29,
    "Items for the record: one, mouldy cherries, 1.5 kilograms, to be written off; two, sale to Mr Lee "
    "of 2 kg of oranges.",
    adj(29, "cherry", -1.5, "mouldy"),
    sale(29, "Tom Lee", ("orange", 2)),
)
ok(S, 29, "Price alteration: apples to 1.80 per kilogram effective today.", price(29, "apple", 1.8))
ok(
    S,
    29,
    "Goods received from ABC this morning comma 8 kg of cherries comma invoice total 16.00 comma retail 3.20.",
    buy(29, "ABC", ("cherry", 8, 2.0, 3.2)),
)
ok(S, 29, "Sale to Mrs Chen of 1 kg of mangoes at 2.40.", sale(29, "Mei Chen", ("mango", 1)))

# ---------------------------------------------------------------- South African shop assistant
S = SAFRICA
ok(S, 29, "Ja, Mrs Chen was here now now, took 2kg bananas", sale(29, "Mei Chen", ("banana", 2)))
ok(S, 29, "Eish, 2,5kg of the mangoes are rotten, please take them off", adj(29, "mango", -2.5, "rotten"))
ok(
    S,
    29,
    "Omar bought 1,5kg strawberries and 2kg grapes, paid 11,45",
    sale(29, "Omar Haddad", ("strawberry", 1.5), ("grape", 2)),
)
ok(S, 29, "Shame, Ida brought back her pears from yesterday, they were bruised", ret(29, "Ida Novak", 28))
no(
    S,
    29,
    "Sue will come fetch 2kg mangoes just now, put it on her account",
    "'just now' means later: the sale has not happened yet",
)
ok(S, 29, "Counted the bananas, 30kg on the shelf and in the back", adj(29, "banana", -0.5, "stock count"))
ok(
    S,
    29,
    "Hillside dropped 20kg pears at 0,95 a kilo with the bakkie",
    buy(29, "Hillside Produce", ("pear", 20, 0.95, None)),
)
no(S, 29, "Howzit, is the shop open on Sunday?", "a question, not a record")
ok(
    S,
    29,
    "Thandi Nkosi, new lady, 072 555 0193, took 1kg cherries",
    sale(29, party("Thandi Nkosi", phone="072 555 0193"), ("cherry", 1)),
)
no(S, 29, "Sipho took 2kg apples", "new customer with a first name only")
ok(S, 29, "Sold Luis 1kg mango and 1kg orange, 3,94", sale(29, "Luis Garcia", ("mango", 1), ("orange", 1)))
no(S, 29, "Gave Mr Haddad 1kg grapes on the house, he's a lekker oke", "on the house")
ok(S, 29, "2kg grapes went mouldy in the back, chucked them", adj(29, "grape", -2, "mouldy"))
ok(S, 29, "Tom Lee bought 3kg bananas on Tuesday, forgot to put it in", sale(27, "Tom Lee", ("banana", 3)))
no(S, 29, "Zoe brought back half her mango, the other half she's keeping", "partial return")
ok(S, 29, "Pears down to 1,40 from today, boss says", price(29, "pear", 1.4))
no(S, 29, "Pears down to 1,40 from next week", "next week is in the future")
ok(S, 7, "Ann Brown took 1kg cherries and 1kg grapes", sale(7, "Ann Brown", ("cherry", 1), ("grape", 1)))
no(S, 7, "Eva brought back the stuff from Saturday", "Eva Berg's sale of 2024-02-03 was already returned")
no(S, 8, "Tom Lee brought back the oranges and pears he bought this morning", "Tom Lee has two sales on 2024-02-08")
ok(S, 8, "Omar brought back what he bought yesterday, mango was too ripe", ret(8, "Omar Haddad", 7))
ok(S, 5, "Counted strawberries, 24kg", adj(5, "strawberry", -0.5, "stock count"))
no(S, 5, "Ken took 50kg apples for his restaurant", "only 12.5 kg of apple in stock on 2024-02-05")
ok(S, 12, "ABC brought 20kg oranges, 18,00 for the lot, sell at 1,40", buy(12, "ABC", ("orange", 20, 0.9, 1.4)))
ok(S, 14, "Raj took 2kg apples and 1kg mango, paid 5.80", sale(14, "Raj Patel", ("apple", 2), ("mango", 1)))
ok(S, 17, "Bob Smith bought 2kg grapes", sale(17, "Bob Smith", ("grape", 2)))
no(S, 17, "Sold Smith 2kg grapes", "Smith is ambiguous (Bob Smith or Ken Smith)")
ok(S, 18, "Sold Eva 2kg oranges, 3,08", sale(18, "Eva Berg", ("orange", 2)))
no(S, 18, "Sold Eva 2kg oranges, 2,80 like before", "2.80 disagrees with 2 kg orange at 1.54 (3.08) on 2024-02-18")
ok(S, 29, "Boet, 1kg apples walked out the door, someone stole it", adj(29, "apple", -1, "stolen"))
ok(S, 29, "Gave out 500g strawberries as samples at the tasting", adj(29, "strawberry", -0.5, "samples"))
no(S, 29, "Please undo the last thing I put in", "an app request (undo)")
ok(
    S,
    29,
    "Ken brought back his mango and pears from this morning, then bought 3kg grapes instead",
    ret(29, "Ken Smith", 29),
    sale(29, "Ken Smith", ("grape", 3)),
)
ok(
    S,
    29,
    "Sold 2kg pears to Ann and 1kg bananas to Zoe",
    sale(29, "Ann Brown", ("pear", 2)),
    sale(29, "Zoe Davis", ("banana", 1)),
)
no(
    S,
    29,
    "Sold 2kg pears to Ann and 1kg bananas to Mrs Davis",
    "Mrs Davis is ambiguous (Zoe or Sue), so the whole message is refused",
)
ok(
    S,
    15,
    "Mei took 1kg grapes earlier, and Ann took 1kg mango",
    sale(15, "Mei Chen", ("grape", 1)),
    sale(15, "Ann Brown", ("mango", 1)),
)
no(
    S,
    15,
    "Ann brought back the grapes and cherries from this morning, but only the cherries were bad so she kept the grapes",
    "partial return",
)
ok(S, 20, "Sue Davis brought back her grapes from this morning", ret(20, "Sue Davis", 20))
no(S, 20, "Sold Raj 20kg bananas for a function", "only 14.5 kg of banana in stock on 2024-02-20")
ok(
    S,
    29,
    "Green Valley Farms came, 15kg mangoes at 1,50 and 10kg apples at 1,10",
    buy(29, "Green Valley Farms", ("mango", 15, 1.5, None), ("apple", 10, 1.1, None)),
)
no(S, 29, "Sold 3 boxes of strawberries to Eva", "boxes without a weight")
ok(S, 29, "Don't forget the fridge guy comes around 3, someone must be here", NOTE)
ok(S, 29, "FYI the card machine is giving trouble again", NOTE)
no(S, 29, "Eish, this rain hey, no customers", "chit-chat")
ok(S, 29, "Yesterday's cherry count was 59kg", adj(28, "cherry", -0.5, "stock count"))
ok(S, 29, "Sold Zoe 2 pounds of cherries", sale(29, "Zoe Davis", ("cherry", 0.907)))
no(S, 29, "Sold Zoe 2kg cherries on 02/03", "02/03-style date is refused")
ok(S, 10, "Sold 1kg pears to Tom Lee, 1,60", sale(10, "Tom Lee", ("pear", 1)))
ok(S, 29, "Raj Patel bought 1kg of grapes on the 20th", sale(20, "Raj Patel", ("grape", 1)))
no(S, 29, "Raj brought back his stuff from Sunday", "Raj Patel has two sales on 2024-02-25")
ok(
    S,
    29,
    "Winnie Mokoena, new customer, winnie.m@mail.example, took 2kg oranges",
    sale(29, party("Winnie Mokoena", email="winnie.m@mail.example"), ("orange", 2)),
)
no(S, 29, "Sold 2kg oranges to Winnie, she'll give her surname next time", "new customer with a first name only")
ok(S, 16, "Zoe Davis brought back the strawberries from this morning", ret(16, "Zoe Davis", 16))
no(S, 16, "Sold Luis 3kg litchis", "litchi is not a product of the shop")
ok(S, 29, "Sold Omar 1,2kg mango", sale(29, "Omar Haddad", ("mango", 1.2)))
no(S, 29, "Sold Omar 2kg mango at 2,00, special price", "special price: disagrees with 2.40")
ok(S, 13, "Eish, 1kg of the strawberries was damaged when the crate fell", adj(13, "strawberry", -1, "damaged"))
ok(
    S,
    29,
    "Bob took 1kg strawberries and 2kg bananas, paid 6.30",
    sale(29, "Bob Smith", ("strawberry", 1), ("banana", 2)),
)
ok(S, 19, "Banana count: 20,5kg", adj(19, "banana", -1, "stock count"))
ok(S, 29, "Sold Ann Brown 1,5kg grapes", sale(29, "Ann Brown", ("grape", 1.5)))
ok(S, 29, "Mei Chen took 2kg strawberries yesterday, forgot to write it", sale(28, "Mei Chen", ("strawberry", 2)))
ok(S, 29, "Sold Ida 2kg oranges and 1kg apples, she paid 4,78", sale(29, "Ida Novak", ("orange", 2), ("apple", 1)))
ok(
    S,
    29,
    "Hillside Produce delivered 10kg cherries, 20,00 for the lot",
    buy(29, "Hillside Produce", ("cherry", 10, 2.0, None)),
)
ok(
    S,
    29,
    "Eish, 1kg bananas went rotten, and then Zoe bought 2kg bananas",
    adj(29, "banana", -1, "rotten"),
    sale(29, "Zoe Davis", ("banana", 2)),
)
ok(S, 29, "Sold Mr Patel 250g cherries", sale(29, "Raj Patel", ("cherry", 0.25)))
ok(S, 29, "Omar bought 2kg apples on Saturday, ja", sale(24, "Omar Haddad", ("apple", 2)))

# ---------------------------------------------------------------- delivery driver typing at red lights
S = DRIVER
ok(S, 29, "at lights. dropped 2kg nanas to mrs chen on way back", sale(29, "Mei Chen", ("banana", 2)))
ok(S, 29, "red again lol. omar haddad 3kg pears paid 4.32", sale(29, "Omar Haddad", ("pear", 3)))
ok(S, 29, "picked up frm hillside 20kg straws 2.40/kg", buy(29, "Hillside Produce", ("strawberry", 20, 2.4, None)))
ok(S, 29, "zoe davis 1kg grapes 1kg apples", sale(29, "Zoe Davis", ("grape", 1), ("apple", 1)))
no(S, 29, "mr smith 2kg mango, the one on elm st", "Mr Smith is ambiguous (Bob Smith or Ken Smith)")
no(S, 29, "sue wants 3kg mango delivered tmrw am", "tomorrow is in the future")
no(S, 29, "eva berg sent back pears n straws frm sunday", "Eva Berg has no sale on 2024-02-25")
ok(S, 29, "ida sent back pears from yday, bruised in van", ret(29, "Ida Novak", 28))
ok(S, 29, "2kg straws squashed in van, damaged, bin em", adj(29, "strawberry", -2, "damaged"))
ok(
    S,
    29,
    "new cust gareth pugh 07700 900123 1kg cherries",
    sale(29, party("Gareth Pugh", phone="07700 900123"), ("cherry", 1)),
)
no(S, 29, "new cust dave 1kg cherries", "new customer with a first name only")
ok(S, 29, "luis 2kg oranges 3.08", sale(29, "Luis Garcia", ("orange", 2)))
no(S, 29, "luis 2kg oranges 2.80", "2.80 disagrees with 2 kg orange at 1.54 (3.08)")
ok(S, 29, "raj patel 1.5kg strawbs n 0.5kg cherry", sale(29, "Raj Patel", ("strawberry", 1.5), ("cherry", 0.5)))
ok(S, 29, "abc 10kg grapes 18.00 total sell 2.80", buy(29, "ABC", ("grape", 10, 1.8, 2.8)))
no(S, 29, "abc 10kg grapes", "a purchase without a cost")
ok(S, 29, "tom lee 4lb bananas", sale(29, "Tom Lee", ("banana", 1.814)))
no(S, 29, "tom lee 4 bananas", "pieces without a weight")
ok(S, 6, "luis garcia 2kg grapes", sale(6, "Luis Garcia", ("grape", 2)))
ok(S, 6, "raj sent back grapes frm this am, wrong ones", ret(6, "Raj Patel", 6))
ok(S, 8, "picked up 10kg mango hillside 1.45/kg", buy(8, "Hillside Produce", ("mango", 10, 1.45, None)))
ok(S, 9, "ida novak 1kg straws 3.90", sale(9, "Ida Novak", ("strawberry", 1)))
no(S, 9, "ida sent back her stuff from this am", "Ida Novak has two sales on 2024-02-09")
ok(S, 11, "tom lee 2kg cherries, paid 6.40", sale(11, "Tom Lee", ("cherry", 2)))
ok(S, 13, "zoe sent back oranges n nanas from this morn", ret(13, "Zoe Davis", 13))
ok(S, 13, "counted apples in van n shop 30kg", adj(13, "apple", -1.5, "stock count"))
ok(S, 17, "ken smith 2kg mango", sale(17, "Ken Smith", ("mango", 2)))
no(S, 17, "ken smith 2kg mango on 18th", "2024-02-18 is after today (2024-02-17)")
ok(S, 29, "pears 3kg rotten chuck", adj(29, "pear", -3, "rotten"))
ok(S, 29, "reminder: van mot due, book it", NOTE)
no(S, 29, "scratch that last one", "a cancellation")
ok(S, 29, "mon: bob smith 2kg apples", sale(26, "Bob Smith", ("apple", 2)))
ok(S, 29, "ann brown 2.5kg mango yday", sale(28, "Ann Brown", ("mango", 2.5)))
no(S, 29, "ann brown 2.5kg mango next sat", "next Saturday is in the future")
ok(S, 29, "mango price now 2.50 from today", price(29, "mango", 2.5))
no(S, 29, "eva 2kg grapes half price shes a regular", "half price")
ok(
    S,
    29,
    "ken smith n ann brown both 1kg apples each",
    sale(29, "Ken Smith", ("apple", 1)),
    sale(29, "Ann Brown", ("apple", 1)),
)
ok(S, 29, "green valley 12kg pears @ 0.95, sell 1.50", buy(29, "Green Valley Farms", ("pear", 12, 0.95, 1.5)))
no(S, 29, "bloke at market, 10kg apples 1.00/kg", "supplier without a name")
ok(S, 29, "tom lee sent back cherries he got fri", ret(29, "Tom Lee", 23))
no(
    S,
    29,
    "tom lee sent back cherries he got thurs",
    "Tom Lee's sale of 2024-02-22 had no cherries (and he has no sale today)",
)
ok(S, 19, "eva berg 2kg mango 4.80", sale(19, "Eva Berg", ("mango", 2)))
ok(S, 20, "ida novak 2kg pears", sale(20, "Ida Novak", ("pear", 2)))
no(S, 20, "ida 2kg pears 2.88", "2.88 disagrees with 2 kg pear at 1.60 (3.20) on 2024-02-20")
ok(S, 29, "300g cherries samples for the deli guy to try", adj(29, "cherry", -0.3, "samples"))
ok(S, 29, "counted mango 18.5kg", adj(29, "mango", -0.5, "stock count"))
no(S, 29, "mango count was 18.5kg on 31st", "31 February does not exist")
ok(S, 15, "eva berg sent back straws frm this am, mushy", ret(15, "Eva Berg", 15))
ok(S, 15, "delivered mei chen 1kg cherries n 1kg grapes", sale(15, "Mei Chen", ("cherry", 1), ("grape", 1)))
ok(S, 29, "bob smith sent back mango frm mon", ret(29, "Bob Smith", 26))
ok(S, 29, "omar 2 lb grapes n 1kg nanas", sale(29, "Omar Haddad", ("grape", 0.907), ("banana", 1)))
ok(S, 10, "mei chen 1.5kg apples 2.55", sale(10, "Mei Chen", ("apple", 1.5)))
no(S, 10, "mei chen a punnet of straws", "a punnet without a weight")
ok(S, 29, "eva berg 1kg pears 1kg oranges 2.98 paid", sale(29, "Eva Berg", ("pear", 1), ("orange", 1)))
no(
    S,
    29,
    "eva berg 1kg pears 1kg oranges paid 2.50 said thats what it was last wk",
    "2.50 disagrees with the total at shelf prices (2.98)",
)
ok(S, 29, "dropped 1kg cherries n 2kg grapes to sue davis", sale(29, "Sue Davis", ("cherry", 1), ("grape", 2)))
ok(S, 29, "new supplier karoo fruit co 15kg oranges 1.00/kg", buy(29, "Karoo Fruit Co", ("orange", 15, 1.0, None)))
ok(S, 29, "ken smith 1kg oranges 1.54", sale(29, "Ken Smith", ("orange", 1)))
ok(S, 29, "raj 2kg nanas 2.40", sale(29, "Raj Patel", ("banana", 2)))
ok(S, 29, "hillside 15kg cherries 2.10/kg sell 3.30", buy(29, "Hillside Produce", ("cherry", 15, 2.1, 3.3)))
ok(S, 29, "mei chen 2kg mango wed", sale(28, "Mei Chen", ("mango", 2)))
ok(S, 29, "apples counted 30kg", adj(29, "apple", 0.5, "stock count"))
ok(S, 29, "zoe davis 1.25kg straws", sale(29, "Zoe Davis", ("strawberry", 1.25)))
ok(S, 29, "sue davis sent back mango from thurs", ret(29, "Sue Davis", 22))


def main():
    OUT.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    refused = sum(1 for line in LINES if line["records"] is None)
    early = sum(1 for line in LINES if line["today"] != "2024-02-29")
    print(f"{len(LINES)} lines, {refused} refused, {early} with an early today -> {OUT}")


if __name__ == "__main__":
    main()
