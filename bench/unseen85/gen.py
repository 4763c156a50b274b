"""Write bench/unseen85/records.jsonl: a held-out set of shop-staff messages and the records they should become.

Four personas: a Yorkshire market porter, a Nigerian-English aunt, a German au pair translating word for word,
and a programmer who types key=value notes. Standard library only.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": who(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items):
    return {"kind": "purchase", "date": date, "supplier": who(supplier),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, name, sale_date):
    return {"kind": "return", "date": date, "customer": who(name), "sale_date": sale_date}


def price(date, product, value):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": value}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


NOTE = object()  # stands for a note dated today whose text is the whole input

LINES = []


def ok(style, today, text, *records):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r for r in records]
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Yorkshire market porter
Y = "yorkshire_porter"
ok(Y, T, "ey up, Bob Smith took 2 kilo o' apples", sale(T, "Bob Smith", ("apple", 2)))
ok(Y, T, "sold 3 kilo grapes to Omar, paid 8.40", sale(T, "Omar Haddad", ("grape", 3)))
ok(Y, T, "Mrs Chen 'ad a kilo an' 'alf o' mangoes", sale(T, "Mei Chen", ("mango", 1.5)))
ok(Y, T, "nowt much doin, Ida Novak 4 kilo bananas", sale(T, "Ida Novak", ("banana", 4)))
ok(Y, T, "our lass says Ann Brown's oranges were off, she's fetched 'em all back", ret(T, "Ann Brown", T))
ok(Y, T, "chucked 3 kilo o' strawbs, gone mouldy", adj(T, "strawberry", -3, "mouldy"))
ok(Y, T, "Green Valley Farms dropped off 20 kilo pears at 1.05 a kilo",
   buy(T, "Green Valley Farms", ("pear", 20, 1.05, None)))
ok(Y, T, "ABC brought 15 kilo apples, 18 quid the lot", buy(T, "ABC", ("apple", 15, 1.2, None)))
ok(Y, T, "counted t' cherries, 57 kilo in t' crates", adj(T, "cherry", -2.5, "stock count"))
ok(Y, T, "yesterday Tom Lee 'ad 2 kilo o' pears", sale("2024-02-28", "Tom Lee", ("pear", 2)))
ok(Y, T, "Zoe Davis, 1.5 kilo cherries an' 2 kilo grapes", sale(T, "Zoe Davis", ("cherry", 1.5), ("grape", 2)))
ok(Y, T, "Raj Patel 'ad 4 lb o' oranges", sale(T, "Raj Patel", ("orange", 1.814)))
ok(Y, T, "put mangoes up to 2.60 a kilo from today", price(T, "mango", 2.6))
ok(Y, T, "Hillside Produce, 25 kilo bananas @ 0.65", buy(T, "Hillside Produce", ("banana", 25, 0.65, None)))
ok(Y, T, "t' day before yesterday Luis Garcia 'ad 3 kilo o' apples", sale("2024-02-27", "Luis Garcia", ("apple", 3)))
ok(Y, T, "remember t' Hillside invoice wants payin' end o' t' week", NOTE)
ok(Y, T, "2 kilo o' bananas gone rotten, binned 'em", adj(T, "banana", -2, "rotten"))
ok(Y, T, "sold Eva Berg 2 kilo strawbs an' charged 'er 7.80", sale(T, "Eva Berg", ("strawberry", 2)))
ok(Y, T, "new customer, Gordon Ackroyd, 07700 900123, 3 kilo o' apples",
   sale(T, "Gordon Ackroyd", ("apple", 3), phone="07700 900123"))
ok(Y, T, "Sue Davis 2 kilo pears, 2.88 total", sale(T, "Sue Davis", ("pear", 2)))
ok(Y, T, "Mr Haddad fetched back 'is strawbs from yesterday", ret(T, "Omar Haddad", "2024-02-28"))
ok(Y, T, "last tuesday Ken Smith 'ad 2 kilo o' cherries", sale("2024-02-27", "Ken Smith", ("cherry", 2)))
ok(Y, T, "the 26th, Miss Berg, 1 kilo grapes", sale("2024-02-26", "Eva Berg", ("grape", 1)))
ok(Y, T, "3 kilo o' grapes an' 2 o' bananas to Mei Chen, an' 1 kilo o' cherries",
   sale(T, "Mei Chen", ("grape", 3), ("banana", 2), ("cherry", 1)))
ok(Y, T, "ABC brought 10 kilo strawbs at 2.40, then sold 4 kilo on 'em to Bob Smith",
   buy(T, "ABC", ("strawberry", 10, 2.4, None)), sale(T, "Bob Smith", ("strawberry", 4)))
ok(Y, T, "2 kilo o' apples pinched off t' front", adj(T, "apple", -2, "stolen"))
ok(Y, T, "gave out 0.5 kilo grapes as tasters", adj(T, "grape", -0.5, "samples"))
ok(Y, T, "Omar 'ad half a kilo o' cherries", sale(T, "Omar Haddad", ("cherry", 0.5)))
ok(Y, "2024-02-10", "Mei Chen, 3 kilo bananas", sale("2024-02-10", "Mei Chen", ("banana", 3)))
ok(Y, "2024-02-12", "counted t' apples, 30 kilo", adj("2024-02-12", "apple", -1.5, "stock count"))
ok(Y, "2024-02-14", "Raj Patel fetched back all 'e bought this mornin'", ret("2024-02-14", "Raj Patel", "2024-02-14"))
ok(Y, "2024-02-16", "Green Valley Farms, 20 kilo oranges, 19 quid",
   buy("2024-02-16", "Green Valley Farms", ("orange", 20, 0.95, None)))
ok(Y, "2024-02-08", "yesterday Ann Brown 'ad 2 kilo o' apples", sale("2024-02-07", "Ann Brown", ("apple", 2)))
ok(Y, "2024-02-18", "3 kilo pears gone soft an' rotten", adj("2024-02-18", "pear", -3, "rotten"))
ok(Y, "2024-02-06", "Tom Lee 1 kilo cherries at 3.20", sale("2024-02-06", "Tom Lee", ("cherry", 1)))
ok(Y, "2024-02-19", "grapes up to 2.95 from today", price("2024-02-19", "grape", 2.95))
ok(Y, "2024-02-20", "Ida Novak's bananas were bruised, she's fetched 'em back",
   ret("2024-02-20", "Ida Novak", "2024-02-20"))
ok(Y, "2024-02-11", "Zoe Davis 2 kilo o' mangoes, 4.80", sale("2024-02-11", "Zoe Davis", ("mango", 2)))
ok(Y, "2024-02-15", "Mr Patel 'ad 2 kilo o' grapes an' 1 o' apples",
   sale("2024-02-15", "Raj Patel", ("grape", 2), ("apple", 1)))
ok(Y, "2024-02-09", "counted t' strawbs, 15 kilo", adj("2024-02-09", "strawberry", -1.5, "stock count"))
ok(Y, "2024-02-13", "Hillside Produce 10 kilo mangoes at 1.60",
   buy("2024-02-13", "Hillside Produce", ("mango", 10, 1.6, None)))
ok(Y, "2024-02-17", "Bob Smith fetched 'is cherries back", ret("2024-02-17", "Bob Smith", "2024-02-17"))
ok(Y, "2024-02-05", "Luis Garcia, 2 kilo apples an' 1 kilo pears",
   sale("2024-02-05", "Luis Garcia", ("apple", 2), ("pear", 1)))
ok(Y, "2024-02-20", "2 kilo grapes for Sue Davis, 5.60", sale("2024-02-20", "Sue Davis", ("grape", 2)))
ok(Y, T,
   "Hillside Produce 20 kilo oranges at 0.90 an' 10 kilo mangoes at 1.50, then chucked 1 kilo o' mangoes, squashed",
   buy(T, "Hillside Produce", ("orange", 20, 0.9, None), ("mango", 10, 1.5, None)), adj(T, "mango", -1, "damaged"))
ok(Y, "2024-02-07", "Omar 'ad 2 kilo o' grapes an' paid 5.60", sale("2024-02-07", "Omar Haddad", ("grape", 2)))
ok(Y, T, "Zoe Davis fetched back 'er mangoes", ret(T, "Zoe Davis", T))
ok(Y, T, "Mr Lee 'ad 2 kilo o' mangoes an' 1 o' pears on Sunday",
   sale("2024-02-25", "Tom Lee", ("mango", 2), ("pear", 1)))
no(Y, T, "Mr Smith 'ad 2 kilo o' apples", "Mr Smith could be Bob or Ken Smith")
no(Y, T, "Bob Smith 'ad a punnet o' strawbs", "a punnet with no weight")
no(Y, T, "let Ann Brown 'ave 2 kilo pears fer nowt, she's a good 'un", "given free (for nothing)")
no(Y, T, "Tom Lee's coming tomorrow for 3 kilo apples", "tomorrow is in the future")
no(Y, T, "Raj fetched back 'alf 'is cherries from Tuesday", "partial return")
no(Y, T, "'ow many bananas 'ave we got left?", "a question, not a record")
no(Y, T, "ey up, grand day for it, market's heavin'", "chit-chat")
no(Y, T, "Zoe Davis 3 kilo grapes, 7.50 the lot", "3 kg grapes at 2.80 is 8.40, not 7.50")
no(Y, T, "scrap that last un, I put it in wrong", "a cancellation")
no(Y, T, "sold Omar 30 kilo o' grapes", "only 24 kg of grapes in stock")
no(Y, T, "Ken Smith 2 kilo cherries, knocked a quid off", "a discount")
no(Y, "2024-02-08", "Tom Lee brought 'is stuff back from today", "Tom Lee has two sales on 2024-02-08")
no(Y, T, "a crate o' mangoes to Luis", "a crate with no weight")
no(Y, T, "Mrs Davis 1 kilo pears", "Mrs Davis could be Zoe or Sue Davis")
no(Y, "2024-02-12", "Sue Davis fetched 'er grapes back", "Sue Davis has no sale on 2024-02-12")
no(Y, T, "Gaz bought 2 kilo apples, new lad", "a new customer needs a first and last name")
no(Y, T, "30 Feb, 2 kilo bananas to Eva", "30 February does not exist")
no(Y, T, "can tha make t' app print us a price list?", "an app request")
no(Y, "2024-02-16", "sold Mei Chen 2 kilo oranges at 1.54", "oranges were 1.40 on 2024-02-16, not 1.54")
no(Y, T, "half price on t' pears for Ida, 3 kilo", "half price")
no(Y, T, "sold Bob 2 kilo o' kiwis", "kiwi is not a product of the shop")

# ---------------------------------------------------------------- Nigerian-English aunt
N = "nigerian_aunt"
ok(N, T, "Good morning. Please record that Eva Berg bought 2kg of mango today morning.",
   sale(T, "Eva Berg", ("mango", 2)))
ok(N, T, "Kindly note, I have sold 3kg apple to Luis Garcia o", sale(T, "Luis Garcia", ("apple", 3)))
ok(N, T, "Omar Haddad collected 2.5kg banana and 1kg orange. He paid 4.54 complete.",
   sale(T, "Omar Haddad", ("banana", 2.5), ("orange", 1)))
ok(N, T, "ABC supplied 30kg of orange, 0.95 per kg. Selling price 1.60 per kg",
   buy(T, "ABC", ("orange", 30, 0.95, 1.6)))
ok(N, T, "Ida Novak brought back the pear she bought yesterday, she said it is not ripe",
   ret(T, "Ida Novak", "2024-02-28"))
ok(N, T, "The strawberry has spoiled, 2kg, I have thrown it away", adj(T, "strawberry", -2, "spoiled"))
ok(N, T, "Tom Lee took 1kg grape and 1kg cherry, he paid 6.00", sale(T, "Tom Lee", ("grape", 1), ("cherry", 1)))
ok(N, T, "I counted the banana this evening, it remains 28kg", adj(T, "banana", -2.5, "stock count"))
ok(N, T, "Mama Zoe Davis bought 3kg of pear", sale(T, "Zoe Davis", ("pear", 3)))
ok(N, T, "Sue Davis bought 2kg apple and 2kg orange, total is 6.48",
   sale(T, "Sue Davis", ("apple", 2), ("orange", 2)))
ok(N, T, "Hillside Produce brought 12kg mango, the total is 18", buy(T, "Hillside Produce", ("mango", 12, 1.5, None)))
ok(N, T, "Raj Patel bought 1.5kg strawberry on Monday", sale("2024-02-26", "Raj Patel", ("strawberry", 1.5)))
ok(N, T, "Reminder: call Green Valley Farms about the cherry delivery", NOTE)
ok(N, T, "Ken Smith bought 2kg banana, and Mei Chen bought 1kg apple",
   sale(T, "Ken Smith", ("banana", 2)), sale(T, "Mei Chen", ("apple", 1)))
ok(N, T, "Change the price of grape to 3.00 per kg from today", price(T, "grape", 3.0))
ok(N, T, "Bob Smith has come to return everything he bought on Monday", ret(T, "Bob Smith", "2024-02-26"))
ok(N, T, "New customer: Chioma Eze, phone 0803 555 1234, she bought 2kg of mango",
   sale(T, "Chioma Eze", ("mango", 2), phone="0803 555 1234"))
ok(N, T, "1kg cherry fell and scattered, it is damaged", adj(T, "cherry", -1, "damaged"))
ok(N, T, "Ann Brown bought 2 kilo grape on the 27th", sale("2024-02-27", "Ann Brown", ("grape", 2)))
ok(N, T, "Luis Garcia bought 500g of cherry", sale(T, "Luis Garcia", ("cherry", 0.5)))
ok(N, T, "Green Valley Farms delivered 20kg apple for 22, and 15kg pear for 15",
   buy(T, "Green Valley Farms", ("apple", 20, 1.1, None), ("pear", 15, 1.0, None)))
ok(N, T, "Omar Haddad bought 3kg of strawberry for 11.70", sale(T, "Omar Haddad", ("strawberry", 3)))
ok(N, T, "Eva Berg bought 2kg banana. After that, I counted banana and it is 26kg",
   sale(T, "Eva Berg", ("banana", 2)), adj(T, "banana", -2.5, "stock count"))
ok(N, T, "Customers ate 0.5kg grape as sample", adj(T, "grape", -0.5, "samples"))
ok(N, T, "Mei Chen bought 2kg of orange three days ago", sale("2024-02-26", "Mei Chen", ("orange", 2)))
ok(N, T, "2kg mango stolen from the front table o", adj(T, "mango", -2, "stolen"))
ok(N, "2024-02-05", "Good morning. Ken Smith bought 3kg cherry", sale("2024-02-05", "Ken Smith", ("cherry", 3)))
ok(N, "2024-02-07", "Ann Brown bought 1kg apple and 1kg grape today, she paid 4.50",
   sale("2024-02-07", "Ann Brown", ("apple", 1), ("grape", 1)))
ok(N, "2024-02-10", "Eva Berg has brought back everything she bought today, the cherry is bad",
   ret("2024-02-10", "Eva Berg", "2024-02-10"))
ok(N, "2024-02-13", "I counted the orange, it is 28kg", adj("2024-02-13", "orange", -2, "stock count"))
ok(N, "2024-02-16", "Please record 2kg strawberry spoiled", adj("2024-02-16", "strawberry", -2, "spoiled"))
ok(N, "2024-02-18", "Mei Chen bought 2kg orange, she paid 3.08", sale("2024-02-18", "Mei Chen", ("orange", 2)))
ok(N, "2024-02-20", "Raj Patel bought 2kg mango yesterday", sale("2024-02-19", "Raj Patel", ("mango", 2)))
ok(N, "2024-02-09", "Hillside Produce brought 20kg cherry at 2.10 per kg",
   buy("2024-02-09", "Hillside Produce", ("cherry", 20, 2.1, None)))
ok(N, "2024-02-14", "Zoe Davis came back with all she bought yesterday", ret("2024-02-14", "Zoe Davis", "2024-02-13"))
ok(N, "2024-02-06", "Luis Garcia bought 2kg grape and 2kg mango",
   sale("2024-02-06", "Luis Garcia", ("grape", 2), ("mango", 2)))
ok(N, "2024-02-17", "Change mango price to 2.50 from today", price("2024-02-17", "mango", 2.5))
ok(N, "2024-02-11", "Ida Novak bought 1kg orange on Friday", sale("2024-02-09", "Ida Novak", ("orange", 1)))
ok(N, "2024-02-19", "Omar Haddad bought 2kg apple today, he paid 3.40", sale("2024-02-19", "Omar Haddad", ("apple", 2)))
ok(N, T, "Hillside Produce supplied 20kg strawberry at 2.50 per kg. I have sold 3kg of it to Ann Brown",
   buy(T, "Hillside Produce", ("strawberry", 20, 2.5, None)), sale(T, "Ann Brown", ("strawberry", 3)))
ok(N, "2024-02-16", "Ida Novak came to return all she bought today, then she bought 2kg apple instead",
   ret("2024-02-16", "Ida Novak", "2024-02-16"), sale("2024-02-16", "Ida Novak", ("apple", 2)))
ok(N, T, "FYI the cherry from Green Valley Farms is very sweet this week", NOTE)
ok(N, T, "Raj Patel bought 2kg cherry. Then Ken Smith brought back all he bought today",
   sale(T, "Raj Patel", ("cherry", 2)), ret(T, "Ken Smith", T))
no(N, T, "Mr Smith bought 2kg banana", "Mr Smith could be Bob or Ken Smith")
no(N, T, "Tom Lee bought 6 pieces of mango", "pieces with no weight")
no(N, T, "Abeg give Ann Brown 10% discount on the grape she bought", "a discount")
no(N, T, "Please how much did we sell today?", "a question, not a record")
no(N, T, "Omar Haddad brought back the things he bought on Tuesday", "Omar Haddad has two sales on 2024-02-27")
no(N, T, "Ken Smith will come next week to buy 5kg orange", "next week is in the future")
no(N, T, "Kindly delete the sale I recorded for Eva", "a cancellation")
no(N, T, "Bob Smith bought 2kg strawberry, he paid 7.00", "2 kg strawberries at 3.90 is 7.80, not 7.00")
no(N, T, "Eva Berg returned 1kg from the 2kg mango she bought", "partial return (and Eva Berg has no mango sale)")
no(N, T, "Blessing bought 2kg pear", "a new customer needs a first and last name")
no(N, T, "Mei Chen bought 2kg of apple on 02/03", "02/03 is an ambiguous date")
no(N, T, "God is good o, the shop was full today", "chit-chat")
no(N, "2024-02-15", "Tom Lee has returned the pear he bought on the 1st",
   "Tom Lee's sale of 2024-02-01 is already returned")
no(N, T, "Zoe Davis bought 25kg mango", "only 19 kg of mango in stock")
no(N, "2024-02-09", "Ida Novak returned what she bought today", "Ida Novak has two sales on 2024-02-09")
no(N, T, "Luis Garcia bought 1 box of cherry", "a box with no weight")
no(N, "2024-02-12", "Mei Chen bought 2kg orange, paid 3.08", "oranges were 1.40 on 2024-02-12, so 2.80, not 3.08")
no(N, T, "Give Raj Patel the banana free, 1kg, he is a good customer", "given free")
no(N, T, "Please cancel Ida's order", "a cancellation")

# ---------------------------------------------------------------- German au pair translating word for word
G = "german_au_pair"
ok(G, T, "Today has Tom Lee 2 kilo apples bought.", sale(T, "Tom Lee", ("apple", 2)))
ok(G, T, "Mrs Chen becomes 1,5 kg grapes.", sale(T, "Mei Chen", ("grape", 1.5)))
ok(G, T, "From Hillside Produce came 20 kg bananas, the kilo for 0,70.",
   buy(T, "Hillside Produce", ("banana", 20, 0.7, None)))
ok(G, T, "The strawberries are mouldy, 1,5 kg have I thrown away.", adj(T, "strawberry", -1.5, "mouldy"))
ok(G, T, "Since today costs the mango 2,70 the kilo.", price(T, "mango", 2.7))
ok(G, T, "Mister Haddad has 2 kg cherries and 1 kg pears bought.",
   sale(T, "Omar Haddad", ("cherry", 2), ("pear", 1)))
ok(G, T, "Yesterday has Raj Patel 3 kg bananas bought.", sale("2024-02-28", "Raj Patel", ("banana", 3)))
ok(G, T, "I have the grapes counted: 22,5 kg.", adj(T, "grape", -1.5, "stock count"))
ok(G, T, "Ken Smith has all back brought what he today bought.", ret(T, "Ken Smith", T))
ok(G, T, "Eva Berg: 2 kg oranges, 1 kg apples. She has 4.78 paid.",
   sale(T, "Eva Berg", ("orange", 2), ("apple", 1)))
ok(G, T, "ABC has delivered: 20 kg cherries for 2,10 per kilo and 10 kg grapes for 1,90 per kilo.",
   buy(T, "ABC", ("cherry", 20, 2.1, None), ("grape", 10, 1.9, None)))
ok(G, T, "On Monday has Ann Brown 2 kg mangoes bought.", sale("2024-02-26", "Ann Brown", ("mango", 2)))
ok(G, T, "Luis Garcia has 3 pounds strawberries bought.", sale(T, "Luis Garcia", ("strawberry", 1.361)))
ok(G, T, "2 kg apples were stolen from outside.", adj(T, "apple", -2, "stolen"))
ok(G, T, "For the customers to taste have I 0,5 kg strawberries given.", adj(T, "strawberry", -0.5, "samples"))
ok(G, T, "Zoe Davis has 750 gram cherries bought.", sale(T, "Zoe Davis", ("cherry", 0.75)))
ok(G, T, "The pears are damaged, 2 kg, they are from the shelf fallen.", adj(T, "pear", -2, "damaged"))
ok(G, T, "Don't forget: the cooling room door closes not right.", NOTE)
ok(G, T, "New customer Jonas Becker, jonas.becker@example.de, he has 2 kg apples bought.",
   sale(T, "Jonas Becker", ("apple", 2), email="jonas.becker@example.de"))
ok(G, T, "On the 25th has Sue Davis 2 kg oranges bought.", sale("2024-02-25", "Sue Davis", ("orange", 2)))
ok(G, T, "Green Valley Farms brought 10 kg mangoes, together 16.",
   buy(T, "Green Valley Farms", ("mango", 10, 1.6, None)))
ok(G, T, "Mrs Brown has 1 kg bananas bought and then has Bob Smith 2 kg pears bought.",
   sale(T, "Ann Brown", ("banana", 1)), sale(T, "Bob Smith", ("pear", 2)))
ok(G, T, "The day before yesterday has Ida Novak 2 kg grapes bought.", sale("2024-02-27", "Ida Novak", ("grape", 2)))
ok(G, T, "Tom Lee has the cherries from the 23rd back brought.", ret(T, "Tom Lee", "2024-02-23"))
ok(G, T, "I have the apples counted, there are 31 kg.", adj(T, "apple", 1.5, "stock count"))
ok(G, "2024-02-06", "Today has Mei Chen 2 kg grapes bought.", sale("2024-02-06", "Mei Chen", ("grape", 2)))
ok(G, "2024-02-08", "Yesterday has Omar Haddad 2 kg apples bought.", sale("2024-02-07", "Omar Haddad", ("apple", 2)))
ok(G, "2024-02-11", "I have the oranges counted: 29 kg.", adj("2024-02-11", "orange", -1, "stock count"))
ok(G, "2024-02-15", "Ann Brown has all back brought, the cherries were not good.",
   ret("2024-02-15", "Ann Brown", "2024-02-15"))
ok(G, "2024-02-17", "Since today costs the apple 1,80.", price("2024-02-17", "apple", 1.8))
ok(G, "2024-02-19", "Eva Berg has 1 kg bananas bought, 1.20 paid.", sale("2024-02-19", "Eva Berg", ("banana", 1)))
ok(G, "2024-02-12", "ABC has delivered 15 kg strawberries, the kilo for 2,60, sell for 4,10.",
   buy("2024-02-12", "ABC", ("strawberry", 15, 2.6, 4.1)))
ok(G, "2024-02-20", "2 kg bananas are rotten gone.", adj("2024-02-20", "banana", -2, "rotten"))
ok(G, "2024-02-05", "Bob Smith has 1,5 kg mangoes bought and Zoe Davis 2 kg oranges.",
   sale("2024-02-05", "Bob Smith", ("mango", 1.5)), sale("2024-02-05", "Zoe Davis", ("orange", 2)))
ok(G, "2024-02-10", "On Wednesday has Tom Lee 1 kg mangoes bought.", sale("2024-02-07", "Tom Lee", ("mango", 1)))
ok(G, "2024-02-16", "Luis Garcia has everything back brought that he today bought.",
   ret("2024-02-16", "Luis Garcia", "2024-02-16"))
ok(G, "2024-02-13", "Raj Patel has 2 kg cherries bought, that makes 6.40.",
   sale("2024-02-13", "Raj Patel", ("cherry", 2)))
ok(G, T, "First have I 1 kg grapes thrown away because mouldy, then have I counted: 21 kg.",
   adj(T, "grape", -1, "mouldy"), adj(T, "grape", -2, "stock count"))
ok(G, "2024-02-20", "Mrs Novak has all back brought what she today bought.",
   ret("2024-02-20", "Ida Novak", "2024-02-20"))
ok(G, T, "Remember: the man for the fridge calls back.", NOTE)
no(G, T, "Mister Smith has 2 kg apples bought.", "Mister Smith could be Bob or Ken Smith")
no(G, T, "Tomorrow comes Green Valley Farms with 30 kg oranges.", "tomorrow is in the future")
no(G, T, "Ida Novak has 3 pieces mango bought.", "pieces with no weight")
no(G, T, "Mrs Davis has 1 kg grapes bought.", "Mrs Davis could be Zoe or Sue Davis")
no(G, T, "Can you me please show how much money we today made?", "a question, not a record")
no(G, T, "Eva Berg has the half of her strawberries back brought.", "partial return")
no(G, T, "Zoe Davis has 2 kg cherries bought, for her half price because she is my host mother.", "half price")
no(G, T, "The weather is today really grey, typical England.", "chit-chat")
no(G, T, "Bob Smith has 2 kg bananas bought, together 2.00.", "2 kg bananas at 1.20 is 2.40, not 2.00")
no(G, T, "Raj Patel has the things from Sunday back brought.", "Raj Patel has two sales on 2024-02-25")
no(G, T, "Please make the last entry undone.", "a cancellation")
no(G, "2024-02-08", "Mei Chen has the bananas from yesterday back brought.", "Mei Chen has no sale on 2024-02-07")
no(G, T, "Mrs Chen has 1 crate apples bought.", "a crate with no weight")
no(G, T, "On the 30. February has Tom Lee 2 kg apples bought.", "30 February does not exist")
no(G, T, "Ken Smith has 25 kg mangoes bought.", "only 19 kg of mango in stock")
no(G, "2024-02-18", "Ken Smith has the strawberries from yesterday back brought, only 2 kg of the 5.", "partial return")
no(G, T, "Can the app also the prices in Euro show?", "an app request")
no(G, T, "Lukas has 2 kg pears bought, he is new.", "a new customer needs a first and last name")
no(G, "2024-02-14", "Raj Patel has 3 kg oranges bought, 4.62 paid.",
   "oranges were 1.40 on 2024-02-14, so 4.20, not 4.62")

# ---------------------------------------------------------------- programmer writing key=value notes
P = "programmer_kv"
ok(P, T, "sale cust=tom_lee apple=2kg", sale(T, "Tom Lee", ("apple", 2)))
ok(P, T, 'sale customer="Mei Chen" grape=1.5kg', sale(T, "Mei Chen", ("grape", 1.5)))
ok(P, T, "purchase supplier=ABC apple=25kg cost=1.15/kg", buy(T, "ABC", ("apple", 25, 1.15, None)))
ok(P, T, "writeoff product=strawberry qty=2kg reason=spoiled", adj(T, "strawberry", -2, "spoiled"))
ok(P, T, "count banana=29kg", adj(T, "banana", -1.5, "stock count"))
ok(P, T, "price mango=2.55 effective=today", price(T, "mango", 2.55))
ok(P, T, "sale cust=Eva qty=2kg item=orange total=3.08", sale(T, "Eva Berg", ("orange", 2)))
ok(P, T, "return cust=ken_smith sale_date=today", ret(T, "Ken Smith", T))
ok(P, T, "sale date=yesterday cust=omar_haddad pear=2kg", sale("2024-02-28", "Omar Haddad", ("pear", 2)))
ok(P, T, 'purchase supplier="Green Valley Farms" orange=20kg total=19.00',
   buy(T, "Green Valley Farms", ("orange", 20, 0.95, None)))
ok(P, T, "sale cust=ann_brown cherry=500g", sale(T, "Ann Brown", ("cherry", 0.5)))
ok(P, T, "adj apple -1.5kg reason=rotten", adj(T, "apple", -1.5, "rotten"))
ok(P, T, 'sale cust="Sue Davis" items=[apple:1kg, banana:2kg]', sale(T, "Sue Davis", ("apple", 1), ("banana", 2)))
ok(P, T, "sale date=2024-02-26 cust=ida_novak strawberry=2kg", sale("2024-02-26", "Ida Novak", ("strawberry", 2)))
ok(P, T, "return cust=bob_smith sale_date=2024-02-28", ret(T, "Bob Smith", "2024-02-28"))
ok(P, T, "FYI: POS terminal reboot needed, card reader flaky", NOTE)
ok(P, T, "sale cust=luis_garcia mango=2lb", sale(T, "Luis Garcia", ("mango", 0.907)))
ok(P, T, "purchase supplier=hillside_produce pear=15kg cost=0.98 sell=1.50",
   buy(T, "Hillside Produce", ("pear", 15, 0.98, 1.5)))
ok(P, T, "sale cust=zoe_davis grape=2kg paid=5.60", sale(T, "Zoe Davis", ("grape", 2)))
ok(P, T, "sale cust=raj_patel cherry=1kg; sale cust=mei_chen cherry=2kg",
   sale(T, "Raj Patel", ("cherry", 1)), sale(T, "Mei Chen", ("cherry", 2)))
ok(P, T, "writeoff mango=1kg reason=damaged", adj(T, "mango", -1, "damaged"))
ok(P, T, 'new_customer name="Priya Nair" phone=+447700900456; sale cust=priya_nair apple=2kg',
   sale(T, "Priya Nair", ("apple", 2), phone="+447700900456"))
ok(P, T, 'sale date="3 days ago" cust=tom_lee banana=2kg', sale("2024-02-26", "Tom Lee", ("banana", 2)))
ok(P, T, "samples grape=0.5kg", adj(T, "grape", -0.5, "samples"))
ok(P, T, "sale cust=omar strawberry=2kg,cherry=1kg", sale(T, "Omar Haddad", ("strawberry", 2), ("cherry", 1)))
ok(P, T, "count pear=20.5kg", adj(T, "pear", -0.5, "stock count"))
ok(P, "2024-02-05", "sale cust=mei_chen orange=2kg", sale("2024-02-05", "Mei Chen", ("orange", 2)))
ok(P, "2024-02-07", "return cust=ann_brown sale_date=today", ret("2024-02-07", "Ann Brown", "2024-02-07"))
ok(P, "2024-02-09", "count apple=11kg", adj("2024-02-09", "apple", -0.5, "stock count"))
ok(P, "2024-02-12", "price orange=1.45 effective=today", price("2024-02-12", "orange", 1.45))
ok(P, "2024-02-14", "sale date=yesterday cust=ida_novak grape=2kg", sale("2024-02-13", "Ida Novak", ("grape", 2)))
ok(P, "2024-02-16", "purchase supplier=ABC grape=20kg cost=1.85/kg sell=2.90",
   buy("2024-02-16", "ABC", ("grape", 20, 1.85, 2.9)))
ok(P, "2024-02-18", "writeoff pear=2.5kg reason=mouldy", adj("2024-02-18", "pear", -2.5, "mouldy"))
ok(P, "2024-02-20", "return cust=sue_davis sale_date=today", ret("2024-02-20", "Sue Davis", "2024-02-20"))
ok(P, "2024-02-11", "sale cust=ken_smith cherry=2kg total=6.40", sale("2024-02-11", "Ken Smith", ("cherry", 2)))
ok(P, "2024-02-15", "count strawberry=7kg", adj("2024-02-15", "strawberry", -1, "stock count"))
ok(P, "2024-02-19", "sale cust=luis_garcia banana=2kg total=2.40", sale("2024-02-19", "Luis Garcia", ("banana", 2)))
ok(P, "2024-02-06", "sale date=2024-02-05 cust=raj_patel pear=1kg", sale("2024-02-05", "Raj Patel", ("pear", 1)))
ok(P, "2024-02-17", "return cust=mei_chen sale_date=2024-02-15", ret("2024-02-17", "Mei Chen", "2024-02-15"))
ok(P, T, "reminder: rotate api key for card terminal", NOTE)
ok(P, "2024-02-18", "sale cust=bob_smith grape=2kg; sale cust=eva_berg orange=1kg total=1.54",
   sale("2024-02-18", "Bob Smith", ("grape", 2)), sale("2024-02-18", "Eva Berg", ("orange", 1)))
ok(P, T, "purchase supplier=ABC banana=20kg cost=0.62; writeoff banana=1kg reason=damaged",
   buy(T, "ABC", ("banana", 20, 0.62, None)), adj(T, "banana", -1, "damaged"))
no(P, T, "sale cust=smith apple=2kg", "smith could be Bob or Ken Smith")
no(P, T, "sale cust=tom_lee mango=3pcs", "pieces with no weight")
no(P, T, "sale cust=ann_brown grape=2kg discount=10%", "a discount")
no(P, T, "GET /stock?product=banana", "a question / app request, not a record")
no(P, T, "sale date=2024-03-01 cust=eva_berg apple=1kg", "March is in the future")
no(P, T, "return cust=raj_patel sale_date=2024-02-25", "Raj Patel has two sales on 2024-02-25")
no(P, T, "return cust=bob_smith sale_date=2024-02-18", "Bob Smith's sale of 2024-02-18 is already returned")
no(P, T, "sale cust=ken_smith strawberry=2kg total=7.00", "2 kg strawberries at 3.90 is 7.80, not 7.00")
no(P, T, "undo last", "a cancellation")
no(P, T, "sale cust=zoe_davis cherry=70kg", "only 59.5 kg of cherries in stock")
no(P, T, "return cust=zoe_davis sale_date=today mango=1kg", "partial return (Zoe Davis bought 2.5 kg)")
no(P, T, "sale cust=dave pear=1kg", "a new customer needs a first and last name")
no(P, T, "sale date=2024-02-30 cust=mei_chen grape=1kg", "30 February does not exist")
no(P, T, "feature request: export=csv please", "an app request")
no(P, "2024-02-10", "return cust=ida_novak sale_date=2024-02-09", "Ida Novak has two sales on 2024-02-09")
no(P, "2024-02-13", "sale cust=raj_patel banana=2kg total=2.40", "bananas were 1.00 on 2024-02-13, so 2.00, not 2.40")
no(P, T, "sale cust=luis_garcia banana=1box", "a box with no weight")
no(P, T, "sale cust=sue_davis apple=2kg price=free", "given free")
no(P, "2024-02-08", "sale date=tomorrow cust=tom_lee apple=1kg", "tomorrow is in the future")
no(P, T, "lol deploy went fine, shop wifi is back", "chit-chat")


def main():
    with open(HERE / "records.jsonl", "w") as f:
        f.writelines(json.dumps(line) + "\n" for line in LINES)
    print(f"wrote {len(LINES)} lines")


if __name__ == "__main__":
    main()
