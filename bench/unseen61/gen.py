"""Write bench/unseen61/records.jsonl: a held-out set of typed shop messages and the records they should give.

Every input text below was typed by hand. The helpers only build record dicts; `python gen.py` writes records.jsonl.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # Thursday
LINES = []


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


def ret(date, name, sale_date):
    return {"kind": "return", "date": date, "customer": party(name), "sale_date": sale_date}


def price(date, product, selling_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": selling_price}


def adj(date, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason}


def ok(style, text, *records, today=T):
    LINES.append({"text": text, "today": today, "records": list(records), "style": style})


def note(style, text, today=T):
    ok(style, text, {"kind": "note", "date": today, "text": text, "facts": []}, today=today)


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- retired_owner
S = "retired_owner"
ok(S, "Dear ledger, I wish to record that this morning Mrs Novak called in and purchased two kilograms of apples. "
      "She paid the marked price. Yours faithfully, H. Whitcombe",
   sale(T, "Ida Novak", ("apple", 2)))
ok(S, "To whom it may concern: on the twenty-seventh of this month Mr Patel bought 3 kilograms of oranges. Regards.",
   sale(d(27), "Raj Patel", ("orange", 3)))
ok(S, "Please be advised that Green Valley Farms delivered forty kilograms of oranges today at a cost of 0.95 per "
      "kilogram. I have set the shelf price at 1.60.",
   buy(T, "Green Valley Farms", ("orange", 40, 0.95, 1.6)))
ok(S, "Dear Sir, yesterday afternoon Miss Chen took home one and a half kilograms of grapes, for which she paid 4.20.",
   sale(d(28), "Mei Chen", ("grape", 1.5)))
ok(S, "I must record that on Monday last we were obliged to discard 3 kilograms of strawberries, which had gone "
      "mouldy in the back room.",
   adj(d(26), "strawberry", -3, "mouldy"))
ok(S, "Dear ledger, Mr Haddad came by at half past ten and bought 5 kilograms of cherries and two kilograms of pears.",
   sale(T, "Omar Haddad", ("cherry", 5), ("pear", 2)))
ok(S, "Sir, I write to inform you that Hillside Produce brought us 25 kilos of bananas this morning, invoiced at "
      "15.00 for the lot.",
   buy(T, "Hillside Produce", ("banana", 25, 0.6, None)))
ok(S, "Mrs Brown came in and returned the whole of her purchase from the twenty-second, the bananas and the mangoes "
      "both, as the mangoes were bruised. I refunded her in full.",
   ret(T, "Ann Brown", d(22)))
ok(S, "Dear ledger, with effect from today the price of pears is to be 1.50 per kilogram.",
   price(T, "pear", 1.5))
ok(S, "This evening, after closing, I counted the grapes myself and found only 22 kilograms remaining.",
   adj(T, "grape", -2, "stock count"))
ok(S, "A new customer, a Mr Geoffrey Ashworth, purchased 4 kilograms of apples this morning. His telephone number "
      "is 555-0188, should we need it.",
   sale(T, "Geoffrey Ashworth", ("apple", 4), phone="555-0188"))
ok(S, "Mrs Chen asked for 3 pounds of cherries, which I weighed out for her on the old scales.",
   sale(T, "Mei Chen", ("cherry", 1.361)))
ok(S, "On Saturday the twenty-fourth, Mr Garcia purchased 2 kilograms of bananas. I neglected to write it down at "
      "the time and apologise for the delay.",
   sale(d(24), "Luis Garcia", ("banana", 2)))
ok(S, "Dear ledger, I regret to report that 1.5 kilograms of bananas were found rotten this morning and have been "
      "thrown out.",
   adj(T, "banana", -1.5, "rotten"))
ok(S, "Please record a delivery from ABC received today: 30 kilograms of apples at 1.15 per kilogram and 20 kilograms "
      "of grapes at 1.85 per kilogram, to retail at 1.75 and 2.90 respectively.",
   buy(T, "ABC", ("apple", 30, 1.15, 1.75), ("grape", 20, 1.85, 2.9)))
ok(S, "Mr Lee returned the cherries he bought on Friday the twenty-third. All of them came back and he was given "
      "his money.",
   ret(T, "Tom Lee", d(23)))
ok(S, "Dear ledger, two days ago Mrs Berg bought 2 kilograms of strawberries at the usual price.",
   sale(d(27), "Eva Berg", ("strawberry", 2)))
ok(S, "I wish to place on record that Ida Novak bought 1 kilogram of mangoes and half a kilogram of cherries today.",
   sale(T, "Ida Novak", ("mango", 1), ("cherry", 0.5)))
ok(S, "For the books: 500 grams of grapes were handed out as tasting samples at the counter this afternoon.",
   adj(T, "grape", -0.5, "samples"))
ok(S, "Madam, I have the honour to inform you that Mr Ken Smith purchased six kilograms of oranges on the 26th of "
      "February.",
   sale(d(26), "Ken Smith", ("orange", 6)))
note(S, "Kindly remember that the cold room door sticks and must be shut firmly each night before one goes home.")
note(S, "FYI, as the young people say: the weights and measures inspector examined the scales this morning and "
        "found them accurate.")
ok(S, "Dear ledger, on Wednesday last we received 12 kilograms of mangoes from Hillside Produce at 1.55 the kilogram. "
      "The retail price shall remain 2.40.",
   buy(d(28), "Hillside Produce", ("mango", 12, 1.55, 2.4)))
ok(S, "Miss Sue Davis purchased 2.5 kilograms of bananas this morning and paid 3.00 exactly.",
   sale(T, "Sue Davis", ("banana", 2.5)))
ok(S, "Today Mr Omar Haddad, who is one of our regulars, took home 3 kilograms of grapes and 2 of strawberries.",
   sale(T, "Omar Haddad", ("grape", 3), ("strawberry", 2)))
ok(S, "I am sorry to say that 2 kilograms of cherries were stolen from the outside display this afternoon while I "
      "was serving inside.",
   adj(T, "cherry", -2, "stolen"))
ok(S, "Please record that Mr Patel returned the bananas from his purchase of Monday the twenty-sixth, the full "
      "amount.",
   ret(T, "Raj Patel", d(26)))
ok(S, "A delivery arrived yesterday from a new supplier, Brambleford Orchards (telephone 555-0342): 18 kilograms of "
      "pears at 0.90 per kilogram.",
   buy(d(28), "Brambleford Orchards", ("pear", 18, 0.9, None), phone="555-0342"))
ok(S, "On the 25th, which was Sunday, Luis Garcia bought 1 kilogram of apples. I enclose the slip.",
   sale(d(25), "Luis Garcia", ("apple", 1)))
ok(S, "The tally of the oranges this evening came to 23 kilograms precisely.",
   adj(T, "orange", -2, "stock count"))
ok(S, "Dear ledger, two entries for today. Firstly, Zoe Davis bought 2 kilograms of apples. Secondly, Eva Berg bought "
      "1 kilogram of pears.",
   sale(T, "Zoe Davis", ("apple", 2)), sale(T, "Eva Berg", ("pear", 1)))
ok(S, "Kindly amend the price of bananas to 1.25 per kilogram from this day forward.",
   price(T, "banana", 1.25))
ok(S, "Mrs Novak returned what she had bought on the 28th, the pears, as they were overripe. I gave her a full refund.",
   ret(T, "Ida Novak", d(28)))
ok(S, "Mrs Ann Brown bought a pound of grapes this morning, no more, as she lives alone now.",
   sale(T, "Ann Brown", ("grape", 0.454)))
ok(S, "I record with some displeasure that 4 kilograms of mangoes were found damaged at the bottom of the tray and "
      "had to be written off.",
   adj(T, "mango", -4, "damaged"))
ok(S, "Mr Tom Lee purchased two and a quarter kilograms of oranges at 1.54 per kilo today.",
   sale(T, "Tom Lee", ("orange", 2.25)))
ok(S, "We took in 10 kilograms of strawberries from Green Valley Farms on Tuesday at a total cost of 26.00; they are "
      "to sell at 3.90 as before.",
   buy(d(27), "Green Valley Farms", ("strawberry", 10, 2.6, 3.9)))
ok(S, "Dear ledger, Mrs Chen telephoned to say she would collect 2 kilograms of mango; she did so at noon and paid "
      "in cash.",
   sale(T, "Mei Chen", ("mango", 2)))
ok(S, "Eva Berg returned her purchase of the 19th, which was cherries. I took them back without question.",
   ret(T, "Eva Berg", d(19)))
ok(S, "To the ledger: on the 27th Mr Raj Patel bought 1 kilogram of grapes, and on the 28th he came back for "
      "another kilogram of grapes.",
   sale(d(27), "Raj Patel", ("grape", 1)), sale(d(28), "Raj Patel", ("grape", 1)))
ok(S, "Dear ledger, yesterday, which was Saturday, Mr Haddad bought 2 kilograms of apples.",
   sale(d(24), "Omar Haddad", ("apple", 2)), today=d(25))
ok(S, "Please record that Mr Ken Smith bought 3 kilograms of grapes this afternoon at 2.80 a kilo.",
   sale(d(27), "Ken Smith", ("grape", 3)), today=d(27))
ok(S, "Hillside Produce delivered 15 kilograms of cherries this morning at 2.05 per kilogram. I have not yet decided "
      "on a price.",
   buy(d(22), "Hillside Produce", ("cherry", 15, 2.05, None)), today=d(22))
ok(S, "Dear ledger, Mr Lee bought 2 kilograms of cherries this morning, at 3.20 the kilogram.",
   sale(d(28), "Tom Lee", ("cherry", 2)), today=d(28))
ok(S, "Dear ledger, Mrs Davis, that is Zoe Davis, bought 1.5 kilograms of pears this morning.",
   sale(T, "Zoe Davis", ("pear", 1.5)))
ok(S, "I should be obliged if you would set the selling price of strawberries at 4.10 per kilogram from today.",
   price(T, "strawberry", 4.1))

no(S, "Dear ledger, Mrs Smith called in this morning and bought 2 kilograms of pears.",
   "Smith alone is ambiguous: Bob Smith and Ken Smith")
no(S, "Mrs Davis purchased 1 kilogram of cherries today and asked after my health.",
   "Davis alone is ambiguous: Zoe Davis and Sue Davis")
no(S, "On the thirtieth of February we are to receive 20 kilograms of apples from ABC at 1.10 per kilogram.",
   "30 February does not exist")
no(S, "Please record that tomorrow Mr Lee will collect 3 kilograms of oranges which he has ordered.",
   "tomorrow is in the future")
no(S, "Mr Garcia purchased six mangoes this morning, the large ones from the front tray.",
   "counted pieces of a kg product")
no(S, "Dear ledger, I have written to the council regarding the parking outside the shop and await their reply.",
   "not a record")
no(S, "A delivery of 25 kilograms of pears arrived from Hillside Produce this morning; the invoice has not yet come, "
      "so I cannot say what they cost.",
   "purchase without a cost")
no(S, "We received 15 kilograms of grapes at 1.80 per kilogram this morning. The driver did not say where from.",
   "purchase without a supplier")
no(S, "Mrs Brown returned half of the mangoes she bought on the twenty-third, the other half being perfectly good.",
   "partial return")
no(S, "Mr Patel returned his purchase of Sunday the twenty-fifth and was refunded.",
   "Raj Patel has two sales on 2024-02-25")
no(S, "Mr Bob Smith brought back his purchase of the 18th, complaining about the grapes.",
   "Bob Smith's sale of 2024-02-18 was already returned")
no(S, "Mrs Berg bought 3 kilograms of strawberries and I let her have them for 10.00, she being an old friend.",
   "stated total disagrees with the shelf price")
no(S, "Mr Haddad purchased 25 kilograms of mangoes for his restaurant this morning.",
   "more mango than in stock")
no(S, "I gave Miss Chen 1 kilogram of apples free of charge today, as she has been a loyal customer for 20 years.",
   "free goods")
no(S, "On 02/03 Mr Garcia bought 2 kilograms of pears.",
   "02/03 is an ambiguous date")
no(S, "A new gentleman, a Mr Pemberton, bought 2 kilograms of bananas; I did not catch his Christian name.",
   "new customer without a first name")
no(S, "I am sorry to report that 40 kilograms of grapes were spoilt when the cold room failed.",
   "write-off larger than the grape stock")
no(S, "In March we shall be raising the price of cherries to 3.50 per kilogram.",
   "March is outside the period")
no(S, "Dear ledger, Mr Lee bought some oranges this morning, I forget how many.",
   "sale without a quantity")
no(S, "Mrs Novak returned her purchase of the 27th, saying the fruit was not up to standard.",
   "Ida Novak has no sale on 2024-02-27")
no(S, "Mr Garcia bought 2 kilograms of pears at 1.60 per kilogram this afternoon.",
   "stated price disagrees with the shelf price of pears (1.44)")

# ---------------------------------------------------------------- market_stall
S = "market_stall"
ok(S, "sold 5 kilo nanas to zoe, 6 quid", sale(T, "Zoe Davis", ("banana", 5)))
ok(S, "ken had 2kg apples £3.40 cash", sale(T, "Ken Smith", ("apple", 2)))
ok(S, "tom 2.5kg grapes - seven quid", sale(T, "Tom Lee", ("grape", 2.5)))
ok(S, "mei, half kilo cherries, 1.60", sale(T, "Mei Chen", ("cherry", 0.5)))
ok(S, "raj 3kg oranges cash", sale(T, "Raj Patel", ("orange", 3)))
ok(S, "took twelve quid off omar for 5 kilo mango", sale(T, "Omar Haddad", ("mango", 5)))
ok(S, "Luis 1kg strawbs paid 3.90", sale(T, "Luis Garcia", ("strawberry", 1)))
ok(S, "eva - 4 kg pears - 5.76 cash in tin", sale(T, "Eva Berg", ("pear", 4)))
ok(S, "ann, kilo of apples & a kilo of nanas, 2.90 the lot",
   sale(T, "Ann Brown", ("apple", 1), ("banana", 1)))
ok(S, "sue davis 2 kilo grapes, 5.60", sale(T, "Sue Davis", ("grape", 2)))
ok(S, "bob 10kg bananas for the caff, 12 quid", sale(T, "Bob Smith", ("banana", 10)))
ok(S, "ida 2 kilos oranges, 3.08 exact", sale(T, "Ida Novak", ("orange", 2)))
ok(S, "hillside dropped off 20kg nanas, 12 quid the lot", buy(T, "Hillside Produce", ("banana", 20, 0.6, None)))
ok(S, "abc van came, 15 kilo apples @ 1.10, sell at 1.70", buy(T, "ABC", ("apple", 15, 1.1, 1.7)))
ok(S, "green valley farms - 10 kg strawbs, 25 quid", buy(T, "Green Valley Farms", ("strawberry", 10, 2.5, None)))
ok(S, "chucked 2 kilo mouldy strawbs", adj(T, "strawberry", -2, "mouldy"))
ok(S, "binned a kilo of rotten pears", adj(T, "pear", -1, "rotten"))
ok(S, "some kid nicked half a kilo of grapes off the front, little sod", adj(T, "grape", -0.5, "stolen"))
ok(S, "gave out 300g cherries as samples, good for trade", adj(T, "cherry", -0.3, "samples"))
ok(S, "nanas up to 1.30 from now", price(T, "banana", 1.3))
ok(S, "mango down to 2.20 a kilo, shifting slow", price(T, "mango", 2.2))
ok(S, "yesterday zoe had 3 kilo apples, 5.10", sale(d(28), "Zoe Davis", ("apple", 3)))
ok(S, "counted nanas at close, 28 kilo left", adj(T, "banana", -2.5, "stock count"))
ok(S, "zoe brought back her mango from this morning, whole lot, refunded", ret(T, "Zoe Davis", T))
ok(S, "new lady priya nandakumar, 2kg pears, ph 555-0917",
   sale(T, "Priya Nandakumar", ("pear", 2), phone="555-0917"))
ok(S, "2lb grapes to luis", sale(T, "Luis Garcia", ("grape", 0.907)))
ok(S, "raj, 1.5 kg mango + 1kg cherries, 6.80", sale(T, "Raj Patel", ("mango", 1.5), ("cherry", 1)))
ok(S, "took 8 quid off eva for 2.5 kg cherries", sale(T, "Eva Berg", ("cherry", 2.5)))
ok(S, "tom - 4 kilo nanas, 4.80, paid cash", sale(T, "Tom Lee", ("banana", 4)))
ok(S, "ken 3 kg strawberries 11.70", sale(T, "Ken Smith", ("strawberry", 3)))
ok(S, "ann brought her oranges back from this mornin, all of em, refunded", ret(T, "Ann Brown", T))
ok(S, "sold ida 5 kg apples, 8.50 cash", sale(T, "Ida Novak", ("apple", 5)))
ok(S, "bob smith 2 and a half kilo mango 6 quid", sale(T, "Bob Smith", ("mango", 2.5)))
ok(S, "fifteen kilos oranges in from hillside, 1 quid a kilo, sell 1.60",
   buy(T, "Hillside Produce", ("orange", 15, 1.0, 1.6)))
ok(S, "1 kilo apples dropped off the table, damaged, binned", adj(T, "apple", -1, "damaged"))
ok(S, "omar 750g strawbs", sale(T, "Omar Haddad", ("strawberry", 0.75)))
ok(S, "sue 2kg nanas 2.40", sale(T, "Sue Davis", ("banana", 2)))
ok(S, "luiz 3 kg oranges 4.62", sale(T, "Luis Garcia", ("orange", 3)))
ok(S, "grapes 3.00 a kilo from today", price(T, "grape", 3.0))
ok(S, "zoe 1 kilo each apples pears nanas, 4.34", sale(T, "Zoe Davis", ("apple", 1), ("pear", 1), ("banana", 1)))
ok(S, "2 days ago raj had 2 kg pears, forgot to put it in", sale(d(27), "Raj Patel", ("pear", 2)))
ok(S, "mrs novak 1kg mango 2.40", sale(T, "Ida Novak", ("mango", 1)))
ok(S, "eva 2 kilo grapes 5.60", sale(d(24), "Eva Berg", ("grape", 2)), today=d(24))
ok(S, "yesterday omar had 1 kilo mango, 2.40", sale(d(26), "Omar Haddad", ("mango", 1)), today=d(27))
ok(S, "counted apples end of day - 27 kilo", adj(d(28), "apple", -2.5, "stock count"), today=d(28))
note(S, "FYI pitch fee goes up next month, 40 quid")
ok(S, "mei chen 1.5kg strawbs 5.85", sale(T, "Mei Chen", ("strawberry", 1.5)))

no(S, "took a fiver off ken for 2 kilos apples", "stated total (5) disagrees with 2 kg apples at 1.70")
no(S, "sold 3 punnets strawbs to mei", "counted punnets of a kg product")
no(S, "box of nanas to bob for the caff", "counted boxes of a kg product")
no(S, "let raj have 3kg cherries for 8 quid, mates rates", "stated total disagrees with the shelf price (discount)")
no(S, "10% off for ann, 2kg grapes", "discount")
no(S, "smith bloke had 2 kilo pears", "Smith alone is ambiguous")
no(S, "sold 26 kg mango to omar for the restaurant", "more mango than in stock")
no(S, "sold some nanas to tom", "sale without a quantity")
no(S, "hillside dropped 20kg oranges, no invoice yet", "purchase without a cost")
no(S, "20 kilo apples in at 1.10, 1.70 on the shelf", "purchase without a supplier")
no(S, "2 kg pears to dave", "new customer without a surname")
no(S, "zoe brought back half her mango", "partial return")
no(S, "mei brought back her stuff from the 24th", "Mei Chen has two sales on 2024-02-24")
no(S, "eva wants 2kg cherries tmrw, paying now", "tomorrow is in the future")
no(S, "rain all day, dead quiet", "not a record")
no(S, "free kilo of apples for ida, her birthday", "free goods")
no(S, "binned 35 kilo rotten nanas", "write-off larger than the banana stock")
no(S, "2 crates of oranges in from green valley, 30 quid", "counted crates, no weight")
no(S, "omar's bags from the 27th came back", "Omar Haddad has two sales on 2024-02-27")
no(S, "davis 1kg apples", "Davis alone is ambiguous")
no(S, "how much we take this week?", "a question, not a record")

# ---------------------------------------------------------------- mixed_batches
S = "mixed_batches"
ok(S, "ABC came at 8 with 20 kg apples @1.10. Sold Tom 2kg apples, Mei 1.5kg grapes, Bob Smith 3kg cherries. "
      "Binned 1kg rotten pears before close.",
   buy(T, "ABC", ("apple", 20, 1.1, None)), sale(T, "Tom Lee", ("apple", 2)), sale(T, "Mei Chen", ("grape", 1.5)),
   sale(T, "Bob Smith", ("cherry", 3)), adj(T, "pear", -1, "rotten"))
ok(S, "sold 2 kg oranges to Ann first thing, then Hillside Produce dropped 30 kg bananas (18.00 total), then Raj "
      "had 4 kg bananas and Zoe 1 kg mango. 0.5 kg strawberries went mouldy.",
   sale(T, "Ann Brown", ("orange", 2)), buy(T, "Hillside Produce", ("banana", 30, 0.6, None)),
   sale(T, "Raj Patel", ("banana", 4)), sale(T, "Zoe Davis", ("mango", 1)), adj(T, "strawberry", -0.5, "mouldy"))
ok(S, "Busy one. Eva 2kg pears, Luis 1kg cherries, then Green Valley Farms delivered 25 kg oranges at 0.92/kg, "
      "retail 1.54. After that Ken had 3 kg oranges. Wrote off 2kg damaged mango.",
   sale(T, "Eva Berg", ("pear", 2)), sale(T, "Luis Garcia", ("cherry", 1)),
   buy(T, "Green Valley Farms", ("orange", 25, 0.92, 1.54)), sale(T, "Ken Smith", ("orange", 3)),
   adj(T, "mango", -2, "damaged"))
ok(S, "Omar wanted 22 kg mango for the restaurant so I waited for Hillside - they brought 15 kg at 1.50 - then sold "
      "him the 22. Also Sue 1kg grapes, and tossed 1.5kg spoiled bananas.",
   buy(T, "Hillside Produce", ("mango", 15, 1.5, None)), sale(T, "Omar Haddad", ("mango", 22)),
   sale(T, "Sue Davis", ("grape", 1)), adj(T, "banana", -1.5, "spoiled"))
ok(S, "delivery from ABC: 10kg cherries at 2.00 and 10kg grapes at 1.80. sold: tom 1kg grapes, ida 2kg cherries, "
      "raj 1.5 kg apples. samples: 200g grapes",
   buy(T, "ABC", ("cherry", 10, 2.0, None), ("grape", 10, 1.8, None)), sale(T, "Tom Lee", ("grape", 1)),
   sale(T, "Ida Novak", ("cherry", 2)), sale(T, "Raj Patel", ("apple", 1.5)), adj(T, "grape", -0.2, "samples"))
ok(S, "Yesterday: Green Valley Farms 20 kg strawberries, 50.00 for the lot. Then Mei 1kg strawberries and Zoe 2kg "
      "pears. 1 kg strawberries got squashed in the van, damaged.",
   buy(d(28), "Green Valley Farms", ("strawberry", 20, 2.5, None)), sale(d(28), "Mei Chen", ("strawberry", 1)),
   sale(d(28), "Zoe Davis", ("pear", 2)), adj(d(28), "strawberry", -1, "damaged"))
ok(S, "first customer was Ida, 2 kilo bananas. Hillside turned up around 10 with 12 kg pears at 0.95 a kilo. "
      "Tom took 3 kg of those pears, Ann 1 kg cherries. Lost 1 kg grapes to mould.",
   sale(T, "Ida Novak", ("banana", 2)), buy(T, "Hillside Produce", ("pear", 12, 0.95, None)),
   sale(T, "Tom Lee", ("pear", 3)), sale(T, "Ann Brown", ("cherry", 1)), adj(T, "grape", -1, "mouldy"))
ok(S, "Write-off first: 2 kg bananas rotten. Then ABC delivered 18 kg grapes, 32.40 total, shelf 2.80. Sold Ken "
      "4 kg grapes and Luis 2 kg apples.",
   adj(T, "banana", -2, "rotten"), buy(T, "ABC", ("grape", 18, 1.8, 2.8)), sale(T, "Ken Smith", ("grape", 4)),
   sale(T, "Luis Garcia", ("apple", 2)))
ok(S, "Mon 26th recap: GVF brought 10 kg mango at 1.50, Eva bought 2 kg mango and 1 kg oranges, Raj 1 kg cherries, "
      "and half a kilo of cherries were stolen off the front.",
   buy(d(26), "Green Valley Farms", ("mango", 10, 1.5, None)), sale(d(26), "Eva Berg", ("mango", 2), ("orange", 1)),
   sale(d(26), "Raj Patel", ("cherry", 1)), adj(d(26), "cherry", -0.5, "stolen"))
ok(S, "sold mei 2kg apples, sold bob smith 1kg strawberries, hillside came with 20kg oranges for 19.00, sold omar "
      "5kg oranges, threw 1kg pears (rotten)",
   sale(T, "Mei Chen", ("apple", 2)), sale(T, "Bob Smith", ("strawberry", 1)),
   buy(T, "Hillside Produce", ("orange", 20, 0.95, None)), sale(T, "Omar Haddad", ("orange", 5)),
   adj(T, "pear", -1, "rotten"))
ok(S, "Today in order: (1) Zoe Davis 2 kg grapes (2) delivery Green Valley Farms 15 kg pears @ 1.00, sell 1.44 "
      "(3) Sue Davis 3 kg pears (4) 1.5 kg strawberries mouldy, out.",
   sale(T, "Zoe Davis", ("grape", 2)), buy(T, "Green Valley Farms", ("pear", 15, 1.0, 1.44)),
   sale(T, "Sue Davis", ("pear", 3)), adj(T, "strawberry", -1.5, "mouldy"))
ok(S, "At open ABC dropped 25kg bananas at 0.62/kg. Mei had 3kg bananas at 10ish, Tom 2 kg mango at lunch, "
      "Ken 1.5kg cherries later. Gave 250 g bananas away as samples.",
   buy(T, "ABC", ("banana", 25, 0.62, None)), sale(T, "Mei Chen", ("banana", 3)), sale(T, "Tom Lee", ("mango", 2)),
   sale(T, "Ken Smith", ("cherry", 1.5)), adj(T, "banana", -0.25, "samples"))
ok(S, "Eva came back with her pears and strawberries from the 18th, full refund. Then Green Valley Farms: 20 kg "
      "strawberries at 2.40. Luis bought 3 kg strawberries, Ida 1 kg grapes. 1 kg oranges rotten.",
   ret(T, "Eva Berg", d(18)), buy(T, "Green Valley Farms", ("strawberry", 20, 2.4, None)),
   sale(T, "Luis Garcia", ("strawberry", 3)), sale(T, "Ida Novak", ("grape", 1)), adj(T, "orange", -1, "rotten"))
ok(S, "Zoe Davis returned her mango from this morning (all of it), and then Luis bought 21 kg mango for a wedding. "
      "Hillside came after with 10 kg apples at 1.05. 0.5 kg apples damaged in the crate.",
   ret(T, "Zoe Davis", T), sale(T, "Luis Garcia", ("mango", 21)),
   buy(T, "Hillside Produce", ("apple", 10, 1.05, None)), adj(T, "apple", -0.5, "damaged"))
ok(S, "yesterday's lot, written up late: ABC 20 kg oranges at 0.90, Bob Smith 2 kg oranges, Ann Brown 1 kg "
      "oranges, Raj 1 kg grapes, and 1 kg of cherries went mouldy.",
   buy(d(28), "ABC", ("orange", 20, 0.9, None)), sale(d(28), "Bob Smith", ("orange", 2)),
   sale(d(28), "Ann Brown", ("orange", 1)), sale(d(28), "Raj Patel", ("grape", 1)),
   adj(d(28), "cherry", -1, "mouldy"))
ok(S, "Sold Omar 4kg pears. Threw out 2kg spoiled strawberries. Sold Ken 1kg apples. New supplier Fenwick Growers "
      "delivered 10 kg cherries at 1.90 a kilo. Sold Sue 2 kg cherries.",
   sale(T, "Omar Haddad", ("pear", 4)), adj(T, "strawberry", -2, "spoiled"), sale(T, "Ken Smith", ("apple", 1)),
   buy(T, "Fenwick Growers", ("cherry", 10, 1.9, None)), sale(T, "Sue Davis", ("cherry", 2)))
ok(S, "hillside 30kg nanas 18 quid, sell 1.20 - raj 3kg nanas - eva 2kg nanas - 1kg nanas rotten - tom 1kg grapes",
   buy(T, "Hillside Produce", ("banana", 30, 0.6, 1.2)), sale(T, "Raj Patel", ("banana", 3)),
   sale(T, "Eva Berg", ("banana", 2)), adj(T, "banana", -1, "rotten"), sale(T, "Tom Lee", ("grape", 1)))
ok(S, "Morning Ann 1 kg strawberries and Mei 2 kg oranges. Midday Green Valley Farms: 12 kg grapes at 1.75 and 8 kg "
      "mango at 1.45. Afternoon Ida 3 kg mango. End of day 0.5 kg grapes binned, mouldy.",
   sale(T, "Ann Brown", ("strawberry", 1)), sale(T, "Mei Chen", ("orange", 2)),
   buy(T, "Green Valley Farms", ("grape", 12, 1.75, None), ("mango", 8, 1.45, None)),
   sale(T, "Ida Novak", ("mango", 3)), adj(T, "grape", -0.5, "mouldy"))
ok(S, "On the 27th: ABC brought 10kg pears for 9.50 total, Zoe bought 2kg pears, Luis 1 kg bananas, and we had "
      "1 kg apples stolen.",
   buy(d(27), "ABC", ("pear", 10, 0.95, None)), sale(d(27), "Zoe Davis", ("pear", 2)),
   sale(d(27), "Luis Garcia", ("banana", 1)), adj(d(27), "apple", -1, "stolen"))
ok(S, "2 kg oranges to Ken, 1 kg mango to Mr Haddad, then a 16 kg delivery of apples from Hillside Produce at 1.12, "
      "then 2 kg apples to Mrs Chen. Dropped a tray - 1 kg cherries damaged.",
   sale(T, "Ken Smith", ("orange", 2)), sale(T, "Omar Haddad", ("mango", 1)),
   buy(T, "Hillside Produce", ("apple", 16, 1.12, None)), sale(T, "Mei Chen", ("apple", 2)),
   adj(T, "cherry", -1, "damaged"))
ok(S, "Green Valley Farms 10 kg strawbs @2.50 RRP 3.90; Bob Smith 2 kg strawbs; Ida 1 kg pears; 300 g strawbs for "
      "tasting; Zoe 1 kg strawbs",
   buy(T, "Green Valley Farms", ("strawberry", 10, 2.5, 3.9)), sale(T, "Bob Smith", ("strawberry", 2)),
   sale(T, "Ida Novak", ("pear", 1)), adj(T, "strawberry", -0.3, "samples"), sale(T, "Zoe Davis", ("strawberry", 1)))
ok(S, "Tuesday's sheet: Hillside delivered 8 kg grapes at 1.80, Mei bought 1 kg grapes, Omar 2 kg apples, "
      "and a kilo of mango was rotten.",
   buy(d(27), "Hillside Produce", ("grape", 8, 1.8, None)), sale(d(27), "Mei Chen", ("grape", 1)),
   sale(d(27), "Omar Haddad", ("apple", 2)), adj(d(27), "mango", -1, "rotten"))
ok(S, "raj 2kg cherries. ann 1.5kg bananas. abc 20kg cherries 40.00. luis 3kg cherries. 2kg cherries mouldy.",
   sale(T, "Raj Patel", ("cherry", 2)), sale(T, "Ann Brown", ("banana", 1.5)),
   buy(T, "ABC", ("cherry", 20, 2.0, None)), sale(T, "Luis Garcia", ("cherry", 3)), adj(T, "cherry", -2, "mouldy"))
ok(S, "Got 10 lb of... no, it was 10 kg of apples from ABC at 1.10, sold Eva 1 kg apples and Tom 1 kg oranges, "
      "binned 0.5 kg apples (rotten).",
   buy(T, "ABC", ("apple", 10, 1.1, None)), sale(T, "Eva Berg", ("apple", 1)), sale(T, "Tom Lee", ("orange", 1)),
   adj(T, "apple", -0.5, "rotten"))
ok(S, "Mango day. Hillside 20 kg mango 1.50 each kilo, shelf 2.40. Sold: Ann 2, Bob Smith 3, Ken 2.5 (all kg mango). "
      "1 kg mango bruised and binned as damaged.",
   buy(T, "Hillside Produce", ("mango", 20, 1.5, 2.4)), sale(T, "Ann Brown", ("mango", 2)),
   sale(T, "Bob Smith", ("mango", 3)), sale(T, "Ken Smith", ("mango", 2.5)), adj(T, "mango", -1, "damaged"))
ok(S, "Omar 1kg strawberries, Raj 1kg strawberries, then GVF 15kg oranges at 0.90 sell at 1.54, then 2 kilo "
      "oranges nicked from outside.",
   sale(T, "Omar Haddad", ("strawberry", 1)), sale(T, "Raj Patel", ("strawberry", 1)),
   buy(T, "Green Valley Farms", ("orange", 15, 0.9, 1.54)), adj(T, "orange", -2, "stolen"))
ok(S, "Wednesday: Ida 1 kg apples, Hillside Produce 10 kg bananas at 0.60, Zoe 2 kg bananas, 1 kg bananas "
      "spoiled.",
   sale(d(28), "Ida Novak", ("apple", 1)), buy(d(28), "Hillside Produce", ("banana", 10, 0.6, None)),
   sale(d(28), "Zoe Davis", ("banana", 2)), adj(d(28), "banana", -1, "spoiled"))
ok(S, "Two sales and a delivery today plus a loss: Sue took 1.5 kg cherries, ABC delivered 12 kg pears (12.60 the "
      "lot), Mei took 2 kg of the new pears, and half a kilo of grapes went rotten.",
   sale(T, "Sue Davis", ("cherry", 1.5)), buy(T, "ABC", ("pear", 12, 1.05, None)),
   sale(T, "Mei Chen", ("pear", 2)), adj(T, "grape", -0.5, "rotten"))
ok(S, "ABC 5kg apples at 1.10 + 5kg grapes at 1.80; Eva 2kg grapes; Ken 2kg apples; threw 1kg pears, rotten; "
      "Zoe 1kg cherries",
   buy(T, "ABC", ("apple", 5, 1.1, None), ("grape", 5, 1.8, None)), sale(T, "Eva Berg", ("grape", 2)),
   sale(T, "Ken Smith", ("apple", 2)), adj(T, "pear", -1, "rotten"), sale(T, "Zoe Davis", ("cherry", 1)))
ok(S, "Luis 2 kg pears. Then Hillside with 10 kg strawberries, 24.00 total. Then Ann 1 kg strawberries, Bob Smith "
      "1 kg grapes. Samples 0.2 kg strawberries.",
   sale(T, "Luis Garcia", ("pear", 2)), buy(T, "Hillside Produce", ("strawberry", 10, 2.4, None)),
   sale(T, "Ann Brown", ("strawberry", 1)), sale(T, "Bob Smith", ("grape", 1)),
   adj(T, "strawberry", -0.2, "samples"))
ok(S, "Sunday the 25th, catching up: GVF delivered 10 kg cherries at 2.00, Ida bought 1 kg cherries, Ann bought "
      "1 kg apples, 1 kg pears were mouldy.",
   buy(d(25), "Green Valley Farms", ("cherry", 10, 2.0, None)), sale(d(25), "Ida Novak", ("cherry", 1)),
   sale(d(25), "Ann Brown", ("apple", 1)), adj(d(25), "pear", -1, "mouldy"))
ok(S, "tom 2kg bananas, hillside 10kg pears 9.00, tom again 1kg pears, omar 1kg bananas, 0.5kg pears damaged",
   sale(T, "Tom Lee", ("banana", 2)), buy(T, "Hillside Produce", ("pear", 10, 0.9, None)),
   sale(T, "Tom Lee", ("pear", 1)), sale(T, "Omar Haddad", ("banana", 1)), adj(T, "pear", -0.5, "damaged"))
ok(S, "A new supplier, Marisol Quintero, brought 8 kg mango at 1.40. Sold Raj 2 kg apples, "
      "Ann 1 kg grapes. 1 kg apples rotten.",
   buy(T, "Marisol Quintero", ("mango", 8, 1.4, None)),
   sale(T, "Raj Patel", ("apple", 2)), sale(T, "Ann Brown", ("grape", 1)), adj(T, "apple", -1, "rotten"))
ok(S, "Mei 1 kg grapes + 1 kg pears; Luis 2 kg oranges; delivery ABC 20 kg bananas at 0.60 shelf 1.20; 1 kg grapes "
      "gone off and spoiled",
   sale(T, "Mei Chen", ("grape", 1), ("pear", 1)), sale(T, "Luis Garcia", ("orange", 2)),
   buy(T, "ABC", ("banana", 20, 0.6, 1.2)), adj(T, "grape", -1, "spoiled"))
ok(S, "Green Valley Farms delivered 10kg apples at 1.10 this morning; Ida, Zoe and Ken each bought 1kg apples; "
      "2kg bananas rotten.",
   buy(T, "Green Valley Farms", ("apple", 10, 1.1, None)), sale(T, "Ida Novak", ("apple", 1)),
   sale(T, "Zoe Davis", ("apple", 1)), sale(T, "Ken Smith", ("apple", 1)), adj(T, "banana", -2, "rotten"))
ok(S, "Sold Eva 2 kg strawberries, ABC dropped 20 kg grapes for 36.00, sold Omar 5 kg grapes, wrote off 1 kg "
      "strawberries (mouldy), sold Sue 1 kg grapes.",
   sale(T, "Eva Berg", ("strawberry", 2)), buy(T, "ABC", ("grape", 20, 1.8, None)),
   sale(T, "Omar Haddad", ("grape", 5)), adj(T, "strawberry", -1, "mouldy"), sale(T, "Sue Davis", ("grape", 1)))
ok(S, "Hillside Produce, 14 kg oranges at 0.95, retail 1.54. Raj 2 kg oranges. Ken 1 kg orange. Raj again later, "
      "1 kg mango. 1 kg orange damaged.",
   buy(T, "Hillside Produce", ("orange", 14, 0.95, 1.54)), sale(T, "Raj Patel", ("orange", 2)),
   sale(T, "Ken Smith", ("orange", 1)), sale(T, "Raj Patel", ("mango", 1)), adj(T, "orange", -1, "damaged"))
ok(S, "Today: ABC 10 kg strawberries @ 2.55 | Bob Smith 1 kg strawberries | Tom Lee 2 kg cherries | 1 kg cherries "
      "stolen | Mei Chen 1 kg strawberries",
   buy(T, "ABC", ("strawberry", 10, 2.55, None)), sale(T, "Bob Smith", ("strawberry", 1)),
   sale(T, "Tom Lee", ("cherry", 2)), adj(T, "cherry", -1, "stolen"), sale(T, "Mei Chen", ("strawberry", 1)))
ok(S, "Ida 2kg oranges then Green Valley Farms 10kg pears at 1.00 then Eva 2kg pears then 1kg oranges went mouldy",
   sale(T, "Ida Novak", ("orange", 2)), buy(T, "Green Valley Farms", ("pear", 10, 1.0, None)),
   sale(T, "Eva Berg", ("pear", 2)), adj(T, "orange", -1, "mouldy"))
ok(S, "Yesterday at the shop: Hillside brought 6 kg mango and 6 kg cherries, 9.00 and 12.00 respectively. Omar "
      "bought 2 kg cherries, Zoe 1 kg mango, and 0.5 kg cherries rotted.",
   buy(d(28), "Hillside Produce", ("mango", 6, 1.5, None), ("cherry", 6, 2.0, None)),
   sale(d(28), "Omar Haddad", ("cherry", 2)), sale(d(28), "Zoe Davis", ("mango", 1)),
   adj(d(28), "cherry", -0.5, "rotten"))
ok(S, "This morning: ABC 15 kg apples at 1.10. Sold Ann 2 kg apples and Raj 1 kg apples. Lost 1 kg mango to rot.",
   buy(d(27), "ABC", ("apple", 15, 1.1, None)), sale(d(27), "Ann Brown", ("apple", 2)),
   sale(d(27), "Raj Patel", ("apple", 1)), adj(d(27), "mango", -1, "rotten"), today=d(27))
ok(S, "Today so far: Zoe 1 kg grapes, Hillside 10 kg bananas at 0.60, Tom 2 kg bananas, 1 kg bananas spoiled.",
   sale(d(26), "Zoe Davis", ("grape", 1)), buy(d(26), "Hillside Produce", ("banana", 10, 0.6, None)),
   sale(d(26), "Tom Lee", ("banana", 2)), adj(d(26), "banana", -1, "spoiled"), today=d(26))
ok(S, "Eva 1 kg apples, GVF 10 kg strawberries at 2.50, Ken 2 kg strawberries, 0.5 kg apples rotten.",
   sale(d(24), "Eva Berg", ("apple", 1)), buy(d(24), "Green Valley Farms", ("strawberry", 10, 2.5, None)),
   sale(d(24), "Ken Smith", ("strawberry", 2)), adj(d(24), "apple", -0.5, "rotten"), today=d(24))
ok(S, "Luis 1 kg mango, Mei 1 kg mango, Hillside Produce 10 kg oranges at 0.90, Ida 2 kg oranges, and 1 kg mango "
      "was damaged.",
   sale(d(28), "Luis Garcia", ("mango", 1)), sale(d(28), "Mei Chen", ("mango", 1)),
   buy(d(28), "Hillside Produce", ("orange", 10, 0.9, None)), sale(d(28), "Ida Novak", ("orange", 2)),
   adj(d(28), "mango", -1, "damaged"), today=d(28))

no(S, "Sold Omar 26 kg mango at 9, then at 11 Hillside brought 15 kg more at 1.50, and Ida had 1 kg apples.",
   "at 9 at most 24 kg mango was in stock; the delivery came after the sale")
no(S, "ABC delivered 20 kg apples at 1.10. Sold Tom 2 kg apples and Bob Smith 3 kg cherries. Binned some rotten "
      "pears.",
   "write-off without a quantity")
no(S, "Hillside dropped 10 kg bananas. Raj 2 kg bananas, Zoe 1 kg grapes, 1 kg bananas rotten.",
   "purchase without a cost")
no(S, "20 kg oranges in at 0.90. Sold Ann 2 kg oranges, Ken 1 kg pears. 1 kg oranges mouldy.",
   "purchase without a supplier")
no(S, "GVF 10 kg pears at 1.00. Mrs Smith 2 kg pears. Eva 1 kg grapes. 0.5 kg pears damaged.",
   "Smith alone is ambiguous")
no(S, "ABC 10 kg grapes at 1.80. Sold Luis 4 mangoes and Ida 1 kg grapes. 1 kg grapes rotten.",
   "counted mangoes")
no(S, "Hillside 12 kg cherries at 2.00. Sold Mei 2 kg cherries, Tom 1 kg pears. 30 kg pears rotten, all binned.",
   "write-off larger than the pear stock")
no(S, "Green Valley Farms 10 kg strawberries at 2.50. Sold Zoe 2 kg strawberries for 7.00, Raj 1 kg apples. "
      "1 kg strawberries mouldy.",
   "stated total for Zoe's strawberries (7.00) disagrees with 2 kg at 3.90")
no(S, "ABC 10 kg apples at 1.10. Eva 2 kg apples, Davis 1 kg cherries. 1 kg apples rotten.",
   "Davis alone is ambiguous")
no(S, "Tomorrow: Hillside 10 kg bananas at 0.60, then Tom 2 kg bananas and 1 kg bananas for samples.",
   "tomorrow is in the future")
no(S, "Hillside 15 kg pears at 0.95. Sold Ken 2 kg pears, sold Omar 2 punnets of strawberries. 1 kg pears rotten.",
   "counted punnets")
no(S, "GVF 10 kg oranges at 0.90. Ann 2 kg oranges at half price as they were soft. 1 kg oranges rotten.",
   "discount (half price)")
no(S, "ABC 10 kg cherries at 2.00, Raj 2 kg cherries, Ida 1 kg grapes, 1 kg cherries mouldy - all on 31/02.",
   "31 February does not exist")
no(S, "Hillside 10 kg grapes at 1.80. Gus 1 kg grapes. Mei 2 kg apples. 0.5 kg grapes rotten.",
   "new customer without a surname")
no(S, "ABC 20 kg oranges at 0.90. Sold Luis 2 kg oranges, Sue 1 kg mango. Ken returned half of his mango from "
      "this morning. 1 kg oranges damaged.",
   "partial return")
no(S, "Hillside 10 kg apples at 1.10, Tom 1 kg apples, Omar 26 kg grapes, 1 kg apples rotten.",
   "more grapes than in stock")
no(S, "GVF brought a box of mangoes, 15.00. Ann 1 kg mango, Zoe 1 kg pears. 1 kg pears mouldy.",
   "a box of mangoes has no weight")
no(S, "ABC 10 kg strawberries at 2.50. Mei returned her shopping from the 24th. Eva 1 kg strawberries. 0.5 kg "
      "strawberries mouldy.",
   "Mei Chen has two sales on 2024-02-24")
no(S, "Hillside 5 kg cherries at 2.00 on 02/03, Raj 1 kg cherries, Tom 1 kg apples, 0.5 kg cherries damaged.",
   "02/03 is an ambiguous date")
no(S, "Green Valley Farms 10 kg apples at 1.10. Bob Smith 2 kg apples free, he's owed a favour. Ida 1 kg pears. "
      "1 kg apples rotten.",
   "free goods")

# ---------------------------------------------------------------- corrections_inline
S = "corrections_inline"
ok(S, "Sold Eva 3 kg - no, 2.5 kg of pears", sale(T, "Eva Berg", ("pear", 2.5)))
ok(S, "Tom, sorry, Tim Whitfield bought 2 kg apples. He's new, first time in.",
   sale(T, "Tim Whitfield", ("apple", 2)))
ok(S, "mango price to 2.50, wait, 2.60", price(T, "mango", 2.6))
ok(S, "Raj bought 2kg cherries on the 26th, no, the 27th", sale(d(27), "Raj Patel", ("cherry", 2)))
ok(S, "Ken Smith... I mean Bob Smith, 1 kg strawberries", sale(T, "Bob Smith", ("strawberry", 1)))
ok(S, "ABC delivered 20 kg grapes at 1.80 — sorry, 1.85 a kg", buy(T, "ABC", ("grape", 20, 1.85, None)))
ok(S, "wrote off 2 kg strawberries, spoiled. Actually make that 1.5", adj(T, "strawberry", -1.5, "spoiled"))
ok(S, "Ida bought 2 pounds, I mean kilos, of oranges", sale(T, "Ida Novak", ("orange", 2)))
ok(S, "Sold Luis 1 kg grapes and 1 kg apples - scratch the apples, he put them back",
   sale(T, "Luis Garcia", ("grape", 1)))
ok(S, "Omar 3kg pears, 4.50... no hang on, pears are 1.44 now so 4.32", sale(T, "Omar Haddad", ("pear", 3)))
ok(S, "Mei Chen 1kg banan- oranges, 1 kg oranges", sale(T, "Mei Chen", ("orange", 1)))
ok(S, "Hillside 10kg pears, 12.00 total, oh wait it was 12 kg for the 12.00, not 10",
   buy(T, "Hillside Produce", ("pear", 12, 1.0, None)))
ok(S, "Zoe 2kg grapes. correction: Sue, not Zoe. Sue Davis.", sale(T, "Sue Davis", ("grape", 2)))
ok(S, "counted cherries: 57kg. no - 58, I missed a tray", adj(T, "cherry", -1.5, "stock count"))
ok(S, "Ann 1.5kg - make it 1.75kg - of strawberries", sale(T, "Ann Brown", ("strawberry", 1.75)))
ok(S, "banana price 1.15, sorry typo, 1.25", price(T, "banana", 1.25))
ok(S, "Ken bought 500g, no, 750g of cherries", sale(T, "Ken Smith", ("cherry", 0.75)))
ok(S, "Green Valley Farms 15 kg apples at 1.20, selling at 1.80 - wait, shelf stays 1.70",
   buy(T, "Green Valley Farms", ("apple", 15, 1.2, 1.7)))
ok(S, "binned 1 kg rotten apples, sorry, rotten PEARS not apples", adj(T, "pear", -1, "rotten"))
ok(S, "Luis Garcai (Garcia!) 2 kg bananas", sale(T, "Luis Garcia", ("banana", 2)))
ok(S, "Raj - 2kg apples, 1kg grapes. oops the grapes were for Eva, not Raj",
   sale(T, "Raj Patel", ("apple", 2)), sale(T, "Eva Berg", ("grape", 1)))
ok(S, "Tom Lee 3 kg oranges on the 28th - no sorry, it was today", sale(T, "Tom Lee", ("orange", 3)))
ok(S, "Ida returned her stuff from the 20th, hang on, it was the 16th. Full refund.",
   ret(T, "Ida Novak", d(16)))
ok(S, "sold Zoe 2 kilos of mango - ah no, she changed her mind and took apples instead, 2 kilos",
   sale(T, "Zoe Davis", ("apple", 2)))
ok(S, "Hillside Produice (Produce, obviously) 10kg cherries @ 2.10",
   buy(T, "Hillside Produce", ("cherry", 10, 2.1, None)))
ok(S, "8 kg, no, 6 kg of bananas went rotten", adj(T, "banana", -6, "rotten"))
ok(S, "Mrs Brown bought 2kg oranges. Oh and 1kg grapes as well, forgot.",
   sale(T, "Ann Brown", ("orange", 2), ("grape", 1)))
ok(S, "new customer Dalia Ferreira - sorry, spelled Dahlia Ferreira - 1 kg pears, dahlia.f@example.com",
   sale(T, "Dahlia Ferreira", ("pear", 1), email="dahlia.f@example.com"))
ok(S, "grapes up to 2.90. Actually 2.95.", price(T, "grape", 2.95))
ok(S, "Omar Hadad 4kg cherries, correction 4.5kg", sale(T, "Omar Haddad", ("cherry", 4.5)))
ok(S, "gave 1kg grapes as samples, no sorry they were stolen off the stall", adj(T, "grape", -1, "stolen"))
ok(S, "Sue 1kg pears on the 28th - no, 27th. (wrong day in my head)", sale(d(27), "Sue Davis", ("pear", 1)))
ok(S, "ABC 10 kg mango @1.50 and 5 kg cherries @2.00, no wait the cherries were from Hillside Produce",
   buy(T, "ABC", ("mango", 10, 1.5, None)), buy(T, "Hillside Produce", ("cherry", 5, 2.0, None)))
ok(S, "Ken Smith returned his order from this morning - mango and pears, the lot. (Ken not Bob!)",
   ret(T, "Ken Smith", T))
ok(S, "Mei 2.5kg no 2kg no 2.5kg of apples, final answer 2.5", sale(T, "Mei Chen", ("apple", 2.5)))
ok(S, "Eva 1 lb - ugh, 1 kg - of cherries", sale(T, "Eva Berg", ("cherry", 1)))
ok(S, "pear price 1.40, wait no, 1.48", price(T, "pear", 1.48))
ok(S, "Hillside 20 kg bananas, 14.00 for the lot - sorry, 12.00, I misread the invoice",
   buy(T, "Hillside Produce", ("banana", 20, 0.6, None)))
ok(S, "Raj 1kg mango and 1kg grapes - no, not the grapes, 1 kg cherries",
   sale(T, "Raj Patel", ("mango", 1), ("cherry", 1)))
ok(S, "counted pears tonight 19 kg - recounted, 20 kg", adj(T, "pear", -1, "stock count"))
ok(S, "Bob Smith 2 kg oranges, sorry, 2 kg apples, oranges were Ann's - Ann Brown 2 kg oranges",
   sale(T, "Bob Smith", ("apple", 2)), sale(T, "Ann Brown", ("orange", 2)))
ok(S, "Luis 1kg strawbs Tuesday, I think. Yes, Tuesday.", sale(d(27), "Luis Garcia", ("strawberry", 1)))
ok(S, "3 kg apples to Ida - no, 3.5", sale(d(27), "Ida Novak", ("apple", 3.5)), today=d(27))
ok(S, "Zoe 2 kg cherries, 6.40. wait 1 kg only, so 3.20", sale(d(26), "Zoe Davis", ("cherry", 1)), today=d(26))
ok(S, "Sue returned her bananas from this morning - no wait, it's Raj's bananas that came back. The whole 2.5 kg.",
   ret(d(26), "Raj Patel", d(26)), today=d(26))
ok(S, "wrote off 1kg mango, damaged. no, 1.5kg", adj(d(28), "mango", -1.5, "damaged"), today=d(28))

no(S, "Sold Tom, sorry, Tim 2 kg apples", "Tim is a new customer given without a surname")
no(S, "Raj 3 kg - no wait, I'm not sure how much, he took a bag of oranges", "quantity unknown")
no(S, "Bob - no, Ken - no, actually I can't remember which Smith it was. 2 kg pears.", "which Smith is unknown")
no(S, "sold 2kg mango to Ann - sorry, she didn't buy in the end", "the sale was cancelled; nothing to record")
no(S, "Eva 2 kg grapes on the 28th, no, tomorrow, she's collecting them", "tomorrow is in the future")
no(S, "5 kg, no, 5 mangoes to Luis", "counted mangoes")
no(S, "2.5kg oranges to Raj, no sorry, 30 kg for his shop", "more oranges than in stock")
no(S, "Ida 2 kg apples, 3.40 - actually I gave them at 3 quid, she was short", "discount: charged 3 instead of 3.40")
no(S, "Green Valley Farms 10kg pears at 1.00, no wait, it wasn't GVF, can't remember who", "supplier unknown")
no(S, "Hillside 15 kg cherries at 2.00 - no, I don't know the cost yet", "purchase without a cost")
no(S, "Mei returned her shopping from the 24th - the strawberries bit only", "partial return (and two sales that day)")
no(S, "wrote off 2 kg apples - no, 2 boxes of apples, mouldy", "counted boxes of a kg product")
no(S, "Sue 1 kg grapes on 2/3, I mean 3/2", "day/month order is ambiguous")
no(S, "Davis - Zoe or Sue, not sure - 1 kg bananas", "which Davis is unknown")
no(S, "Omar brought back his stuff from the 19th, sorry, the 27th", "Omar Haddad has two sales on 2024-02-27")
no(S, "banana price 1.30 - no, forget it, leave it as it is", "price change withdrawn; nothing to record")
no(S, "Tom returned his oranges from the 11th, no wait, the 1st", "Tom Lee's sale of 2024-02-01 was already returned")
no(S, "binned 30 kg rotten grapes, no, 35", "write-off larger than the grape stock")
no(S, "ABC delivered 2 crates - sorry, 3 crates - of bananas at 12.00 each", "crates have no weight")
no(S, "Ann 1kg cherries on 30 Feb, sorry, 31 Feb", "no such date")

assert len({ln["text"] for ln in LINES}) == len(LINES), "duplicate text"
with (HERE / "records.jsonl").open("w") as f:
    for ln in LINES:
        f.write(json.dumps(ln) + "\n")
print(f"wrote {len(LINES)} lines")
