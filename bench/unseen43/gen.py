"""Held-out set 43: every input typed by hand; helpers only build dicts. Writes records.jsonl."""
import json
from pathlib import Path

T = "2024-02-29"
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def c(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, cust, *items):
    return {"kind": "sale", "date": date, "customer": cust,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(date, sup, *items):
    return {"kind": "purchase", "date": date, "supplier": sup,
            "items": [{"product": p, "quantity": q, "unit_cost": u, "selling_price": s} for p, q, u, s in items]}


def ret(date, cust, sale_date):
    return {"kind": "return", "date": date, "customer": cust, "sale_date": sale_date}


def pc(date, product, price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": price}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def note(date=T):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def ok(style, text, *recs, today=T):
    for r in recs:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": today, "records": list(recs), "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


ABC, GVF, HP = c("ABC"), c("Green Valley Farms"), c("Hillside Produce")
BOB, TOM, MEI, EVA = c("Bob Smith"), c("Tom Lee"), c("Mei Chen"), c("Eva Berg")
ZOE, RAJ, KEN, LUIS = c("Zoe Davis"), c("Raj Patel"), c("Ken Smith"), c("Luis Garcia")
OMAR, ANN, IDA, SUE = c("Omar Haddad"), c("Ann Brown"), c("Ida Novak"), c("Sue Davis")

# ---------------------------------------------------------------- co-op volunteer on a phone (autocorrect)
S = "coop_phone_autocorrect"
ok(S, "sold 2 kiln peers to Bob Smith", sale(T, BOB, ("pear", 2)))
ok(S, "Mei Chen 1.5 kiln of bandanas", sale(T, MEI, ("banana", 1.5)))
ok(S, "Raj Pastel took 3kg mangoes", sale(T, RAJ, ("mango", 3)))
ok(S, "half a kiln of cheeries for Ida Novak", sale(T, IDA, ("cherry", 0.5)))
ok(S, "Omar Haddock 2kg grapes yesterday", sale(d(28), OMAR, ("grape", 2)))
ok(S, "Luis Garcia 500g straw berries", sale(T, LUIS, ("strawberry", 0.5)))
ok(S, "Ann Brown 4lbs orangutans lol oranges", sale(T, ANN, ("orange", 1.814)))
ok(S, "Eva Berg 1 kilo applies", sale(T, EVA, ("apple", 1)))
ok(S, "new lady Hana Kowalski hana.k@mailbox.example bought 3 kiln bananas",
   sale(T, c("Hana Kowalski", email="hana.k@mailbox.example"), ("banana", 3)))
ok(S, "Zoe Davis 2.5kg mango Monday", sale(d(26), ZOE, ("mango", 2.5)))
ok(S, "Ken Smoth 1kg peers", sale(T, KEN, ("pear", 1)))
ok(S, "Tom Lee 3 kiln oranges @ 1.54", sale(T, TOM, ("orange", 3)))
ok(S, "Mrs Novak 2kg gapes", sale(T, IDA, ("grape", 2)))
ok(S, "Sue Davis returned her stuff from the 26th", ret(T, SUE, d(26)))
ok(S, "Luis Garcia brought back the 16th order, all of it", ret(T, LUIS, d(16)))
ok(S, "binned 1.5 kiln mouldy straw berries", adj(T, "strawberry", -1.5, "mouldy"))
ok(S, "2kg bandanas went rotten, chucked", adj(T, "banana", -2, "rotten"))
ok(S, "counted peers: 19kg", adj(T, "pear", -2, "stock count"))
ok(S, "note: ask Sue about the market stall rota", note())
ok(S, "FYI the scale by the till is reading a bit heavy", note())
ok(S, "remember to order more paper bags!!", note())
ok(S, "Mei Chen 1kg applies and 2kg peers", sale(T, MEI, ("apple", 1), ("pear", 2)))
ok(S, "Raj 1kg cheeries, Ida 2kg peers", sale(T, RAJ, ("cherry", 1)), sale(T, IDA, ("pear", 2)))
ok(S, "bought 20 kiln applies from ABC at 1.10/kg", pur(T, ABC, ("apple", 20, 1.1, None)))
ok(S, "Hillside Produce dropped off 15kg peers, 1.00 a kilo, shelf price 1.44",
   pur(T, HP, ("pear", 15, 1.0, 1.44)))
ok(S, "Green Valley Farms 10kg mangos $16 total", pur(T, GVF, ("mango", 10, 1.6, None)))
ok(S, "pear price now 1.50", pc(T, "pear", 1.5))
ok(S, "bandanas 1.25 a kiln from today", pc(T, "banana", 1.25))
ok(S, "Omar 2lb grapes 26/2", sale(d(26), OMAR, ("grape", 0.907)))
ok(S, "Ann Brown 750 grams cherry yesterday", sale(d(28), ANN, ("cherry", 0.75)))
ok(S, "Bob Smith 1kg mango Feb 27", sale(d(27), BOB, ("mango", 1)))
ok(S, "Zoe Davis 3 kiln straw berries, paid 11.70", sale(T, ZOE, ("strawberry", 3)))
ok(S, "Eva Berg half a kiln gapes and a kilo applies", sale(T, EVA, ("grape", 0.5), ("apple", 1)))
ok(S, "someone nicked 1kg cheeries off the display", adj(T, "cherry", -1, "stolen"))
ok(S, "gave out 0.5kg straw berries as samples at the stall", adj(T, "strawberry", -0.5, "samples"))
ok(S, "new guy Felix Andersen 555-0147 2kg oranges", sale(T, c("Felix Andersen", phone="555-0147"), ("orange", 2)))
ok(S, "Tom Lee 2 kiln bananas 3 days ago", sale(d(26), TOM, ("banana", 2)))
ok(S, "Ida Novak 1kg orangs on the 22nd", sale(d(22), IDA, ("orange", 1)))
ok(S, "Raj Patel 2.5kg peers 27.02.2024", sale(d(27), RAJ, ("pear", 2.5)))
ok(S, "counted mangos 18kg", adj(T, "mango", -1, "stock count"))
ok(S, "dropped a crate, 3kg applies bruised, damaged stock", adj(T, "apple", -3, "damaged"))
ok(S, "Kestrel Orchards (new supplier) 12kg grapes at 1.90/kg, sell at 2.90",
   pur(T, c("Kestrel Orchards"), ("grape", 12, 1.9, 2.9)))
ok(S, "Mei Chen 2kg mango 2024-02-28", sale(d(28), MEI, ("mango", 2)))
ok(S, "Omar Haddad 1kg applies, Ann Brown 1kg bandanas, Eva Berg 2kg orangs",
   sale(T, OMAR, ("apple", 1)), sale(T, ANN, ("banana", 1)), sale(T, EVA, ("orange", 2)))
ok(S, "Raj Pastel 2kg peers yesterday", sale(d(24), RAJ, ("pear", 2)), today=d(25))
ok(S, "counted bandanas 15kg", adj(d(21), "banana", 0.5, "stock count"), today=d(21))
no(S, "new customer Priya Nair 07700 900123, 2kg peaches", "peach is not one of the shop's products")
no(S, "Smith 2 kiln peers", "ambiguous surname: Bob Smith or Ken Smith")
no(S, "sold 3 mangos to Bob Smith", "count without a weight")
no(S, "Zoe Davis a punnet of straw berries", "count without a weight")
no(S, "Tom Lee 2kg applies at 1.50", "stated price differs from the shelf price 1.70")
no(S, "gave Mei Chen 1kg peers for free, shes a regular", "free goods are not a sale at shelf price")
no(S, "Raj Patel 2kg oranges, 10% off", "discount")
no(S, "Ida Novak returned half the peers from the 28th", "partial return")
no(S, "Mei Chen returned her stuff from the 24th", "customer has two sales on that day")
no(S, "Omar Haddad brought back his order from the 20th", "customer has no sale on that day")
no(S, "Tom Lee returned the 11th oranges", "that sale was already returned")
no(S, "Eva Berg 1kg gapes on 30/2", "impossible date")
no(S, "Ann Brown 2kg cheeries 02/03", "ambiguous date")
no(S, "Ken Smith 1kg peers tomorrow", "future date")
no(S, "new customer Jo 2kg applies", "new customer needs a first and last name")
no(S, "new lady Nadia Rahman 249-274-1002 1kg mango", "phone belongs to a known customer (Tom Lee)")
no(S, "binned 30kg gapes, all mouldy", "write-off larger than the stock")
no(S, "bought 20kg applies from ABC", "purchase without cost")
no(S, "bought peers at 0.95/kg from Hillside Produce", "purchase without weight")
no(S, "got 10 kiln mangos at 1.50 a kilo", "purchase without supplier")
no(S, "Luis Garcia 1kg banana and Davis 1kg applies", "ambiguous surname in one part")
no(S, "Zoe Davis 1kg applies on the 22nd", "future date", today=d(20))

# ---------------------------------------------------------------- retired teacher (long sentences, words)
S = "retired_teacher_words"
ok(S, "I should like to record that Mrs Ida Novak purchased two and a half kilograms of pears this morning, "
      "and paid at the counter without any fuss.", sale(T, IDA, ("pear", 2.5)))
ok(S, "Mr Raj Patel came in shortly after opening and bought three kilograms of bananas.",
   sale(T, RAJ, ("banana", 3)))
ok(S, "Please note in the ledger that Miss Zoe Davis bought half a kilogram of cherries, along with one kilogram "
      "of grapes.", sale(T, ZOE, ("cherry", 0.5), ("grape", 1)))
ok(S, "Mr Haddad, who is always so courteous, took away four kilograms of oranges.", sale(T, OMAR, ("orange", 4)))
ok(S, "Mrs Brown purchased seven hundred and fifty grams of strawberries for her granddaughter's birthday.",
   sale(T, ANN, ("strawberry", 0.75)))
ok(S, "Yesterday afternoon Mr Tom Lee bought one and a half kilograms of apples; I neglected to record it at "
      "the time.", sale(d(28), TOM, ("apple", 1.5)))
ok(S, "On Monday Ms Mei Chen bought two kilograms of mangoes, which I am only now entering.",
   sale(d(26), MEI, ("mango", 2)))
ok(S, "Mr Garcia purchased one pound of grapes, which I make to be a little under half a kilogram.",
   sale(T, LUIS, ("grape", 0.454)))
ok(S, "Ms Berg bought five pounds of oranges on the 27th, for marmalade, she tells me.",
   sale(d(27), EVA, ("orange", 2.268)))
ok(S, "A new customer, Mrs Grace Okafor, bought a kilogram of pears; her telephone number is 555-0163.",
   sale(T, c("Grace Okafor", phone="555-0163"), ("pear", 1)))
ok(S, "A gentleman named Dmitri Volkov, new to the shop, purchased two kilograms of apples and gave his email "
      "address as d.volkov@post.example.", sale(T, c("Dmitri Volkov", email="d.volkov@post.example"), ("apple", 2)))
ok(S, "Mrs Sue Davis has returned the entire purchase she made on the 22nd; she found the mango rather too ripe.",
   ret(T, SUE, d(22)))
ok(S, "Mr Ken Smith returned everything he had bought earlier today, in its entirety and in good condition.",
   ret(T, KEN, T))
ok(S, "Mrs Brown returned the whole of her purchase from the 23rd, as the mangoes were not to her liking.",
   ret(T, ANN, d(23)))
ok(S, "I regret to report that two kilograms of strawberries had gone mouldy and were discarded.",
   adj(T, "strawberry", -2, "mouldy"))
ok(S, "One kilogram of bananas was found to be rotten and has been thrown away.", adj(T, "banana", -1, "rotten"))
ok(S, "I counted the apples at closing time and found exactly thirty kilograms.",
   adj(T, "apple", 0.5, "stock count"))
ok(S, "Having weighed the grapes this evening, I can confirm that there are twenty-two kilograms remaining.",
   adj(T, "grape", -2, "stock count"))
ok(S, "The shelf price of cherries is to be 3.50 per kilogram with effect from today.", pc(T, "cherry", 3.5))
ok(S, "From today, mangoes are to sell at 2.60 per kilogram, as agreed with the committee.", pc(T, "mango", 2.6))
ok(S, "Hillside Produce delivered twenty kilograms of oranges at ninety pence per kilogram; we shall retail them "
      "at 1.54.", pur(T, HP, ("orange", 20, 0.9, 1.54)))
ok(S, "We received thirty kilograms of bananas from Green Valley Farms at a cost of 18.00 in total.",
   pur(T, GVF, ("banana", 30, 0.6, None)))
ok(S, "ABC supplied fifteen kilograms of grapes at 1.80 per kilogram, and the invoice has been filed.",
   pur(T, ABC, ("grape", 15, 1.8, None)))
ok(S, "Note: the cold room door does not close properly and ought to be seen to before the weekend.", note())
ok(S, "Please remember that the auditors are expected at some point next week.", note())
ok(S, "Mr Omar Haddad bought two kilograms of pears on Tuesday, and Mrs Novak bought one kilogram of oranges on "
      "the same day.", sale(d(27), OMAR, ("pear", 2)), sale(d(27), IDA, ("orange", 1)))
ok(S, "Mr Bob Smith purchased one and a quarter kilograms of grapes on the 25th.", sale(d(25), BOB, ("grape", 1.25)))
ok(S, "Ms Chen bought three quarters of a kilogram of cherries two days ago.", sale(d(27), MEI, ("cherry", 0.75)))
ok(S, "Mr Lee bought a kilogram of bananas, for which he paid 1.20, which is quite correct.",
   sale(T, TOM, ("banana", 1)))
ok(S, "Mrs Novak purchased two kilograms of strawberries on 2024-02-26.", sale(d(26), IDA, ("strawberry", 2)))
ok(S, "Mr Patel bought one and a half kilograms of mangoes on Saturday.", sale(d(24), RAJ, ("mango", 1.5)))
ok(S, "Ms Eva Berg purchased four hundred grams of cherries and six hundred grams of grapes.",
   sale(T, EVA, ("cherry", 0.4), ("grape", 0.6)))
ok(S, "Mr Luis Garcia returned all that he had bought on the 23rd.", ret(T, LUIS, d(23)))
ok(S, "Regrettably, one kilogram of cherries was stolen from the display outside the door.",
   adj(T, "cherry", -1, "stolen"))
ok(S, "Half a kilogram of grapes was offered to customers as samples.", adj(T, "grape", -0.5, "samples"))
ok(S, "A new customer, Mr Yusuf Demir, bought three kilograms of oranges; he did not leave any contact details.",
   sale(T, c("Yusuf Demir"), ("orange", 3)))
ok(S, "Mrs Ann Brown bought two kilograms of apples, and Mr Raj Patel bought one kilogram of pears.",
   sale(T, ANN, ("apple", 2)), sale(T, RAJ, ("pear", 1)))
ok(S, "A new supplier, Bramble Lane Growers, delivered twelve kilograms of strawberries at 2.40 per kilogram, to "
      "be sold at 3.90.", pur(T, c("Bramble Lane Growers"), ("strawberry", 12, 2.4, 3.9)))
ok(S, "The price of oranges was raised to 1.60 per kilogram on the 26th.", pc(d(26), "orange", 1.6))
ok(S, "Mr Ken Smith bought two kilograms of bananas on Friday.", sale(d(23), KEN, ("banana", 2)))
ok(S, "Ms Zoe Davis bought a kilogram of oranges; the total came to 1.54, exactly as it should.",
   sale(T, ZOE, ("orange", 1)))
ok(S, "I counted the mangoes on the 27th and found twenty-five kilograms, which I now enter belatedly.",
   adj(d(27), "mango", 1, "stock count"))
ok(S, "Ms Sue Davis purchased one kilogram of cherries and half a kilogram of pears.",
   sale(T, SUE, ("cherry", 1), ("pear", 0.5)))
ok(S, "Mr Bob Smith bought two pounds of apples on 26/2.", sale(d(26), BOB, ("apple", 0.907)))
ok(S, "Mrs Sue Davis returned her purchase of yesterday in its entirety.", ret(d(21), SUE, d(20)), today=d(21))
ok(S, "Ms Sue Davis bought one kilogram of pears on Monday, and I forgot to enter it.",
   sale(d(26), SUE, ("pear", 1)), today=d(27))
no(S, "Miss Davis bought two kilograms of grapes.", "ambiguous surname: Zoe Davis or Sue Davis")
no(S, "Mr Smith purchased a kilogram of pears this afternoon.", "ambiguous surname: Bob Smith or Ken Smith")
no(S, "Mrs Novak bought three mangoes, which she selected very carefully.", "count without a weight")
no(S, "Mr Lee bought a box of oranges for his restaurant.", "count without a weight")
no(S, "Mr Garcia bought two kilograms of apples, for which I charged him 3.00.", "total differs from 2 x 1.70")
no(S, "I gave Mrs Brown a ten per cent discount on three kilograms of pears.", "discount")
no(S, "Ms Chen returned two of the four kilograms of apples she bought on the 12th.", "partial return")
no(S, "Mr Patel returned what he bought on the 25th.", "customer has two sales on that day")
no(S, "Mr Bob Smith returned his purchase from the 18th.", "that sale was already returned")
no(S, "Mrs Novak bought two kilograms of pears on the 30th of February.", "impossible date")
no(S, "Mr Haddad bought a kilogram of cherries on 03/02.", "ambiguous date")
no(S, "Mr Patel will collect two kilograms of bananas next Monday; please record the sale now.", "future date")
no(S, "A new customer, Margaret, bought one kilogram of apples.", "new customer needs a first and last name")
no(S, "A Mr Conrad Hale bought a kilogram of grapes and gave the telephone number 574-796-1004.",
   "phone belongs to a known customer (Raj Patel)")
no(S, "Forty kilograms of oranges were found to be spoiled and have been discarded.",
   "write-off larger than the stock")
no(S, "We received strawberries from Green Valley Farms at 2.50 per kilogram.", "purchase without weight")
no(S, "Hillside Produce delivered twenty kilograms of pears this morning.", "purchase without cost")
no(S, "Twenty kilograms of apples were bought at 1.10 per kilogram.", "purchase without supplier")
no(S, "Mr Lee had two kilograms of grapes free of charge, as a thank you.", "free goods")
no(S, "Mrs Brown bought a kilogram of plums.", "plum is not one of the shop's products")

# ---------------------------------------------------------------- busy manager forwarding quoted messages
S = "manager_forwarding"
ok(S, "> Tom: got 2kg apples\nok log it", sale(T, TOM, ("apple", 2)))
ok(S, "> Priya: Ann Brown 3kg bananas\n👍", sale(T, ANN, ("banana", 3)))
ok(S, "> Sam: Mrs Novak took 1.5kg grapes\nconfirmed", sale(T, IDA, ("grape", 1.5)))
ok(S, "fwd:\n> Dana: Raj Patel 2kg cherries yesterday\nyes", sale(d(28), RAJ, ("cherry", 2)))
ok(S, "> Sam: Zoe Davis 1kg pears + 1kg oranges\nyep, one sale", sale(T, ZOE, ("pear", 1), ("orange", 1)))
ok(S, "> Priya: Omar Haddad returned his order from the 21st, all of it\napproved", ret(T, OMAR, d(21)))
ok(S, "> Dana: Ida Novak bringing back everything from the 28th\nfine", ret(T, IDA, d(28)))
ok(S, "> Sam: 2kg strawberries mouldy, binned\nok", adj(T, "strawberry", -2, "mouldy"))
ok(S, "> Priya: counted oranges, 23kg\nlog it", adj(T, "orange", -2, "stock count"))
ok(S, "> Dana: Hillside Produce 25kg bananas at 0.60, shelf 1.20\ngo ahead", pur(T, HP, ("banana", 25, 0.6, 1.2)))
ok(S, "> Sam: ABC delivered 18kg cherries, 36.00 total\nok", pur(T, ABC, ("cherry", 18, 2.0, None)))
ok(S, "> Priya: pears up to 1.55 from today?\nyes do it", pc(T, "pear", 1.55))
ok(S, "> Dana: new customer Carla Moreno, carla.m@inbox.example, 2kg mango\nok",
   sale(T, c("Carla Moreno", email="carla.m@inbox.example"), ("mango", 2)))
ok(S, "> Sam: Luis Garcia 3lb oranges Feb 27\nconfirmed", sale(d(27), LUIS, ("orange", 1.361)))
ok(S, "> Priya: Mei Chen 2kg apples\n> Priya: Bob Smith 1kg cherries\nboth fine",
   sale(T, MEI, ("apple", 2)), sale(T, BOB, ("cherry", 1)))
ok(S, "FYI supplier invoices are in the blue folder now", note())
ok(S, "note: Priya covering the till tomorrow, Sam on deliveries", note())
ok(S, "> Sam: Ken Smith 2.5kg bananas Monday\nok", sale(d(26), KEN, ("banana", 2.5)))
ok(S, "> Dana: Eva Berg 1kg strawberries, paid 3.90\nfine", sale(T, EVA, ("strawberry", 1)))
ok(S, "> Priya: Sue Davis 2kg apples 2024-02-27\nyes", sale(d(27), SUE, ("apple", 2)))
ok(S, "> Sam: Tom Lee 1kg grapes and Omar 1kg grapes\nok both",
   sale(T, TOM, ("grape", 1)), sale(T, OMAR, ("grape", 1)))
ok(S, "> Dana: 1kg bananas dropped and squashed\nwrite it off as damaged", adj(T, "banana", -1, "damaged"))
ok(S, "> Priya: counted strawberries, 31kg\nok", adj(T, "strawberry", 1, "stock count"))
ok(S, "> Sam: Green Valley Farms 20kg apples at 1.15/kg\nbook it", pur(T, GVF, ("apple", 20, 1.15, None)))
ok(S, "> Dana: Raj Patel returned the 26th bananas, whole lot\nok", ret(T, RAJ, d(26)))
ok(S, "> Priya: Mrs Brown 500g cherries\nyes", sale(T, ANN, ("cherry", 0.5)))
ok(S, "> Sam: new supplier Dunmore Fruit Co, 10kg mango at 1.40/kg\nfine",
   pur(T, c("Dunmore Fruit Co"), ("mango", 10, 1.4, None)))
ok(S, "> Dana: mango down to 2.20 from today\nagreed", pc(T, "mango", 2.2))
ok(S, "> Priya: Mei Chen 2lb pears\nok", sale(T, MEI, ("pear", 0.907)))
ok(S, "remember: staff meeting moved to after close", note())
ok(S, "> Sam: Ann Brown returned the 23rd mangoes, all 3kg\nyes", ret(d(24), ANN, d(23)), today=d(24))
ok(S, "> Dana: counted pears, 30kg\nok", adj(d(26), "pear", -0.5, "stock count"), today=d(26))
ok(S, "> Priya: Raj Patel 1kg apples 26/2\nok", sale(d(26), RAJ, ("apple", 1)))
ok(S, "> Sam: Ida Novak 2kg oranges 3 days ago\ngo", sale(d(26), IDA, ("orange", 2)))
ok(S, "> Dana: 0.5kg grapes went to samples\nfine", adj(T, "grape", -0.5, "samples"))
ok(S, "> Priya: Eva Berg 750g pears, Ken Smith 1kg mango\nboth ok",
   sale(T, EVA, ("pear", 0.75)), sale(T, KEN, ("mango", 1)))
ok(S, "> Sam: Luis Garcia 2kg bananas at 1.20\nyes", sale(T, LUIS, ("banana", 2)))
ok(S, "> Dana: Omar Haddad 2kg strawberries on Sunday\nyes", sale(d(25), OMAR, ("strawberry", 2)))
ok(S, "> Priya: ABC 30kg oranges 0.85 a kilo, sell 1.54\nok", pur(T, ABC, ("orange", 30, 0.85, 1.54)))
ok(S, "> Sam: Zoe Davis 4kg apples the 22nd\nok", sale(d(22), ZOE, ("apple", 4)))
ok(S, "> Dana: Tom Lee 1kg cherries yesterday\nyes", sale(d(21), TOM, ("cherry", 1)), today=d(22))
ok(S, "> Priya: new customer Owen Pryce 555-0188, 1kg bananas\nok",
   sale(T, c("Owen Pryce", phone="555-0188"), ("banana", 1)))
ok(S, "> Sam: Bob Smith 1.5kg oranges, 2.31 total\nok", sale(T, BOB, ("orange", 1.5)))
ok(S, "> Dana: counted bananas 30kg\nok", adj(T, "banana", -0.5, "stock count"))
ok(S, "> Priya: 1kg pears stolen from the front\nugh, log it", adj(T, "pear", -1, "stolen"))
ok(S, "> Sam: Mei Chen 1kg bananas Friday\nok", sale(d(23), MEI, ("banana", 1)), today=d(25))
no(S, "> Sam: Smith 2kg apples\nok", "ambiguous surname: Bob Smith or Ken Smith")
no(S, "> Dana: Davis 1kg cherries\nyes", "ambiguous surname: Zoe Davis or Sue Davis")
no(S, "> Priya: Tom Lee 6 oranges\nok", "count without a weight")
no(S, "> Sam: Ann Brown 2kg pears at 1.60\nfine", "stated price differs from the shelf price 1.44")
no(S, "> Dana: Raj Patel 1kg mango, gave it free\nok", "free goods")
no(S, "> Priya: Eva Berg 3kg apples, 20% off\napproved", "discount")
no(S, "> Sam: Omar Haddad returned 1kg of the 27th strawberries\nok", "partial return")
no(S, "> Dana: Zoe Davis returning the 5th order\nok", "customer has two sales on that day")
no(S, "> Priya: Tom Lee returning stuff from the 26th\nok", "customer has no sale on that day")
no(S, "> Sam: Ida Novak 2kg pears 31/2\nok", "impossible date")
no(S, "> Dana: Ken Smith 1kg apples 05/02\nok", "ambiguous date")
no(S, "> Priya: Bob Smith 2kg oranges on Mar 2\nok", "future date")
no(S, "> Sam: new customer Kim 1kg grapes\nok", "new customer needs a first and last name")
no(S, "> Dana: new customer Lena Fischer 260-779-1011 2kg pears\nok", "phone belongs to a known customer (Zoe Davis)")
no(S, "> Priya: 40kg mango rotten\nbin it", "write-off larger than the stock")
no(S, "> Sam: Hillside Produce 20kg pears\nok", "purchase without cost")
no(S, "> Dana: 15kg apples at 1.10/kg\nok", "purchase without supplier")
no(S, "> Priya: Mei Chen 2kg pears, Smith 1kg apples\nboth ok", "ambiguous surname in one part")
no(S, "> Sam: Ann Brown 1kg lychees\nok", "lychee is not one of the shop's products")
no(S, "> Dana: pear price 1.30 from next week\nok", "future date")

# ---------------------------------------------------------------- delivery driver's end-of-day summary
S = "driver_eod_summary"
ok(S, "EOD: 9:15 Luis Garcia, 22 Mill Lane, 3kg oranges", sale(T, LUIS, ("orange", 3)))
ok(S, "10:40 dropped 2kg bananas + 1kg apples to Mei Chen at 7 Quay St", sale(T, MEI, ("banana", 2), ("apple", 1)))
ok(S, "Run done. 11:05 Raj Patel (Flat 3, 41 Elm Rd) 2.5kg mangoes, 12:30 Ida Novak (9 Church Walk) 1kg cherries",
   sale(T, RAJ, ("mango", 2.5)), sale(T, IDA, ("cherry", 1)))
ok(S, "1pm Omar Haddad, 18 Station Rd - 4kg pears", sale(T, OMAR, ("pear", 4)))
ok(S, "2:20pm Eva Berg 5 Orchard Close 2kg grapes, she paid cash 5.60", sale(T, EVA, ("grape", 2)))
ok(S, "yesterday 4:45pm Tom Lee 10 Park Ave 1.5kg strawberries, forgot to send", sale(d(28), TOM, ("strawberry", 1.5)))
ok(S, "Monday's run: Ann Brown 2kg apples at 33 Hill St", sale(d(26), ANN, ("apple", 2)))
ok(S, "Collected return from Sue Davis, 2 Rose Ct, 3:10pm - whole order from the 26th", ret(T, SUE, d(26)))
ok(S, "3:50 Luis Garcia 22 Mill Lane gave back the whole 6th order", ret(T, LUIS, d(6)))
ok(S, "4pm picked up 20kg pears from Hillside Produce, Unit 4 Dock Rd, 0.95/kg", pur(T, HP, ("pear", 20, 0.95, None)))
ok(S, "5:30 Green Valley Farms yard, loaded 15kg strawberries at 2.50 a kilo, retail 3.90",
   pur(T, GVF, ("strawberry", 15, 2.5, 3.9)))
ok(S, "van fridge failed, 1.5kg strawberries spoiled", adj(T, "strawberry", -1.5, "spoiled"))
ok(S, "2kg mango damaged when the crate slid in the van", adj(T, "mango", -2, "damaged"))
ok(S, "end of day count van+shop: grapes 25kg", adj(T, "grape", 1, "stock count"))
ok(S, "note: van due its MOT, need to book it in", note())
ok(S, "FYI road works on Mill Lane, drops there slow", note())
ok(S, "8:50 Bob Smith, 4 Bay Rd, 1kg bananas", sale(T, BOB, ("banana", 1)))
ok(S, "Ken Smith at 61 Ash Grove 2lb cherries 11:20", sale(T, KEN, ("cherry", 0.907)))
ok(S, "Zoe Davis, 14 Lark Rise, 500g grapes + 500g cherries, 12:05", sale(T, ZOE, ("grape", 0.5), ("cherry", 0.5)))
ok(S, "new customer Rosa Delgado, 80 Canal St, 07911 555123, 2kg oranges",
   sale(T, c("Rosa Delgado", phone="07911 555123"), ("orange", 2)))
ok(S, "new drop: Nora Quinn, 3 Fern Way, nora.q@example.net, 1kg apples 2:40pm",
   sale(T, c("Nora Quinn", email="nora.q@example.net"), ("apple", 1)))
ok(S, "last Thursday Sue Davis 1 Rose Ct 1kg pears, late entry", sale(d(22), SUE, ("pear", 1)))
ok(S, "26/2 Omar Haddad 18 Station Rd 1kg apples - late entry", sale(d(26), OMAR, ("apple", 1)))
ok(S, "Feb 27, 10am, Raj Patel 2kg bananas", sale(d(27), RAJ, ("banana", 2)))
ok(S, "Mrs Novak 9 Church Walk 1.5kg oranges 9:40", sale(T, IDA, ("orange", 1.5)))
ok(S, "Mei Chen, 7 Quay St, 11am, 3kg apples, total 5.10", sale(T, MEI, ("apple", 3)))
ok(S, "2 days ago Luis Garcia 1kg strawberries, 22 Mill Lane", sale(d(27), LUIS, ("strawberry", 1)))
ok(S, "Tom Lee 10 Park Ave 750g cherries + Bob Smith 4 Bay Rd 1kg grapes",
   sale(T, TOM, ("cherry", 0.75)), sale(T, BOB, ("grape", 1)))
ok(S, "1kg bananas handed out as samples at the school drop", adj(T, "banana", -1, "samples"))
ok(S, "counted oranges at 6pm: 27kg", adj(T, "orange", 2, "stock count"))
ok(S, "ABC depot, 2 Dock Rd, 7:30am: 25kg apples @ 1.05/kg", pur(T, ABC, ("apple", 25, 1.05, None)))
ok(S, "new supplier: Haworth Fruit Ltd, 40 Mill Rd - 12kg oranges 0.80/kg",
   pur(T, c("Haworth Fruit Ltd"), ("orange", 12, 0.8, None)))
ok(S, "2024-02-28 Eva Berg 5 Orchard Close 1kg mango", sale(d(28), EVA, ("mango", 1)))
ok(S, "Ann Brown returned everything from the 22nd, collected 4:15pm at 33 Hill St", ret(T, ANN, d(22)))
ok(S, "Sunday Ida Novak 1kg bananas 9 Church Walk", sale(d(25), IDA, ("banana", 1)))
ok(S, "Ken Smith 2kg apples, 3kg pears 1:10pm 61 Ash Grove", sale(T, KEN, ("apple", 2), ("pear", 3)))
ok(S, "5 lb oranges to Zoe Davis at 14 Lark Rise", sale(T, ZOE, ("orange", 2.268)))
ok(S, "1 kilo strawberries stolen out of the van at the 2pm stop", adj(T, "strawberry", -1, "stolen"))
ok(S, "Ann Brown 33 Hill St 2kg bananas 3pm", sale(d(23), ANN, ("banana", 2)), today=d(23))
ok(S, "Raj Patel, Flat 3 41 Elm Rd, returned all of yesterday's order, picked up 11am",
   ret(d(27), RAJ, d(26)), today=d(27))
ok(S, "Raj Patel 41 Elm Rd 1kg mango 4pm", sale(d(20), RAJ, ("mango", 1)), today=d(20))
ok(S, "counted mango at close: 25kg", adj(d(28), "mango", 1, "stock count"), today=d(28))
ok(S, "Omar Haddad 18 Station Rd 1kg pears, 10:30", sale(d(19), OMAR, ("pear", 1)), today=d(19))
ok(S, "Mrs Novak 2lb apples yesterday 9 Church Walk", sale(d(23), IDA, ("apple", 0.907)), today=d(24))
ok(S, "Luis Garcia 22 Mill Lane 1.5kg cherries, 4.80 paid", sale(T, LUIS, ("cherry", 1.5)))
ok(S, "Sunday Zoe Davis 1kg apples 14 Lark Rise", sale(d(25), ZOE, ("apple", 1)), today=d(26))
no(S, "2pm Smith at 4 Bay Rd 2kg apples", "ambiguous surname: Bob Smith or Ken Smith")
no(S, "10am dropped a box of bananas at Mei Chen's, 7 Quay St", "count without a weight")
no(S, "Tom Lee 10 Park Ave 2 punnets strawberries", "count without a weight")
no(S, "Raj Patel 3kg oranges, charged 4.20", "total differs from 3 x 1.54")
no(S, "Ida Novak 1kg grapes, let her have them free, 9:40", "free goods")
no(S, "Luis Garcia returned 1kg of the bananas from the 16th", "partial return")
no(S, "Omar Haddad returned the 19th order, 18 Station Rd 2pm", "customer has two sales on that day")
no(S, "Eva Berg returned the order from the 3rd", "that sale was already returned")
no(S, "30/2 Ann Brown 1kg pears", "impossible date")
no(S, "Ken Smith 1kg mango 04/02, late entry", "ambiguous date")
no(S, "Zoe Davis 1kg apples 3/3 pre-order, deliver then", "future date")
no(S, "new drop: Harriet 12 Wren Rd 2kg pears", "new customer needs a first and last name")
no(S, "new customer Ben Ortiz 531-354-1000, 1kg cherries", "phone belongs to a known customer (Bob Smith)")
no(S, "60kg cherries spoiled in van", "write-off larger than the stock")
no(S, "picked up 20kg bananas from Hillside Produce, no invoice, cost tbc", "purchase without cost")
no(S, "picked up mangoes from Green Valley Farms at 1.50/kg, weight on docket", "purchase without weight")
no(S, "loaded 10kg grapes at 1.75/kg at the wholesale market", "purchase without supplier")
no(S, "Mei Chen 1kg apples + Davis 1kg bananas, 3pm", "ambiguous surname in one part")
no(S, "Bob Smith 2kg apricots 4 Bay Rd", "apricot is not one of the shop's products")
no(S, "Tom Lee 1kg pears 5% off for loyalty", "discount")

out = Path(__file__).resolve().parent / "records.jsonl"
out.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in LINES))
print(f"wrote {len(LINES)} lines to {out.name}")
