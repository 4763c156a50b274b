"""Write bench/unseen89/records.jsonl: a held-out set in four new shop-staff voices (standard library only)."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"

GEORDIE = "geordie bus driver covering a shift"
NURSE = "retired nurse charting like a ward"
POLISH = "polish-born assistant"
EMOJI = "emoji-heavy texter"

LINES = []


def k(name):
    return {"name": name, "phone": None, "email": None}


def new(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def d(day):
    return f"2024-02-{day:02d}"


def sale(day, cust, *items):
    c = k(cust) if isinstance(cust, str) else cust
    return {"kind": "sale", "date": d(day), "customer": c,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, sup, *items):
    s = k(sup) if isinstance(sup, str) else sup
    return {"kind": "purchase", "date": d(day), "supplier": s,
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": sp} for p, q, c, sp in items]}


def ret(day, cust, sale_day):
    return {"kind": "return", "date": d(day), "customer": k(cust), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


def off(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty, "reason": reason}


def count(day, product, counted, qty):
    """A stock count; `counted` is what the text says, `qty` = counted - stock at that day's close."""
    r = off(day, product, qty, "stock count")
    r["_counted"] = counted
    return r


def ok(style, today, text, *records):
    LINES.append({"text": text, "today": d(today), "records": list(records), "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Geordie bus driver covering a shift
G = GEORDIE
ok(G, 29, "howay, Mei Chen had 2 kilo of apples off us, ta-ra", sale(29, "Mei Chen", ("apple", 2)))
ok(G, 29, "aye sold Mr Haddad a kilo an a half of mango pet", sale(29, "Omar Haddad", ("mango", 1.5)))
ok(G, 29, "wor Tom Lee got 3 kilo bananas, 3.60 the lot like", sale(29, "Tom Lee", ("banana", 3)))
ok(G, 29, "canny busy. Ann Brown 2kg grapes, Raj Patel 1kg cherries",
   sale(29, "Ann Brown", ("grape", 2)), sale(29, "Raj Patel", ("cherry", 1)))
ok(G, 29, "Hillside Produce dropped 20 kilo pears off at 1.05 a kilo, divvent knaa why they were late",
   buy(29, "Hillside Produce", ("pear", 20, 1.05, None)))
ok(G, 29, "binned 2 kilo of strawbs, mouldy as owt", off(29, "strawberry", -2, "mouldy"))
ok(G, 29, "Zoe Davis brought back her mango from this mornin, said it was hard as a brick",
   ret(29, "Zoe Davis", 29))
ok(G, 29, "yesterday Ida Novak took 1.5kg pears, forgot to put it in like", sale(28, "Ida Novak", ("pear", 1.5)))
ok(G, 29, "on Monday Luis Garcia had 4 kilo oranges, 6.16 like", sale(26, "Luis Garcia", ("orange", 4)))
ok(G, 29, "counted the apples at the end of me shift, 28 kilo", count(29, "apple", 28, -1.5))
ok(G, 29, "new lass, Gemma Fairbairn, 2kg cherries, her number 07700 900412",
   sale(29, new("Gemma Fairbairn", phone="07700 900412"), ("cherry", 2)))
no(G, 29, "the morra Mrs Chen wants 3 kilo bananas put by", "tomorrow: a future order")
no(G, 29, "Mrs Smith had 2 kilo of apples pet", "Mrs Smith alone is ambiguous (Bob or Ken Smith)")
no(G, 29, "gave Bob Smith a kilo of grapes on the house, he's a canny lad", "on the house: free goods")
no(G, 29, "sold 3 punnets of strawbs to Eva Berg", "punnets without a weight")
no(G, 29, "how many kilo of mango we got left like?", "a question")
no(G, 29, "me bus was late again, nowt to report", "chit-chat")
ok(G, 29, "Wednesday Sue Davis had 2 kilo bananas", sale(28, "Sue Davis", ("banana", 2)))
ok(G, 29, "the 27th, Ken Smith, 1kg strawbs", sale(27, "Ken Smith", ("strawberry", 1)))
ok(G, 29, "ABC brought 15 kilo cherries, 30 quid the lot", buy(29, "ABC", ("cherry", 15, 2.0, None)))
ok(G, 29, "orange price is gannin up to 1.60 from the day", price(29, "orange", 1.6))
ok(G, 29, "Omar Hadad 2kg strawbs and a kilo of pears", sale(29, "Omar Haddad", ("strawberry", 2), ("pear", 1)))
no(G, 29, "Mr Davis paid for 2 kilo cherries", "Mr Davis alone is ambiguous (no Mr Davis; Zoe or Sue Davis)")
no(G, 29, "cancel that last one pet, I got it wrong", "a cancellation")
no(G, 29, "Raj Patel brought back half his cherries from Tuesday", "partial return")
ok(G, 29, "Raj Patel fetched back his cherries from Tuesday, the whole bag", ret(29, "Raj Patel", 27))
no(G, 29, "sold Eva Berg 2 kilo of oranges at a quid a kilo, she's a regular",
   "price disagrees with the shelf price (1.54)")
ok(G, 29, "reminder: bus depot wants us back for the 6 o'clock run so someone else locks up")
ok(G, 29, "don't forget the Hillside invoice needs payin")
ok(G, 29, "Tom Lee 500g cherries, 1.60", sale(29, "Tom Lee", ("cherry", 0.5)))
ok(G, 29, "2 lb of grapes for Mei Chen", sale(29, "Mei Chen", ("grape", 0.907)))
no(G, 29, "Mei Chen brought back her bananas from Saturday", "Mei Chen has two sales on 02-24")
ok(G, 29, "Bob Smith returned his apples and strawbs from yesterday, strawbs were mush", ret(29, "Bob Smith", 28))
no(G, 29, "Bob Smith fetched back the cherries from last Sunday", "Bob Smith has no sale on 02-25")
ok(G, 29, "counted strawbs, 31 kilo exactly", count(29, "strawberry", 31, 1.0))
ok(G, 29, "3 kilo mango rotten, chucked em", off(29, "mango", -3, "rotten"))
ok(G, 29, "pear price doon to 1.30 from the 29th", price(29, "pear", 1.3))
ok(G, 29, "Green Valley Farms, 25 kilo oranges at 0.95, sell at 1.60",
   buy(29, "Green Valley Farms", ("orange", 25, 0.95, 1.6)))
no(G, 29, "sold wor Kev 2 kilo apples", "new customer without a surname")
no(G, 29, "Next Saturday Luis Garcia wants 5kg mango", "next Saturday: future")
ok(G, 29, "Ann Brown 2 kilo and a half of oranges, 3.85", sale(29, "Ann Brown", ("orange", 2.5)))
no(G, 29, "Ann Brown 2 kilo oranges, 3.00 the lot", "total disagrees with the shelf price (2 x 1.54 = 3.08)")
ok(G, 29, "Thursday gone, Tom Lee had 1 kilo mango", sale(22, "Tom Lee", ("mango", 1)))
ok(G, 29, "28/2 Ken Smith 2 kilo grapes", sale(28, "Ken Smith", ("grape", 2)))
ok(G, 29, "sold Luis Garcia 750 grams of cherries", sale(29, "Luis Garcia", ("cherry", 0.75)))
ok(G, 29, "3 kilo of strawbs stolen off the front display while I was on me break",
   off(29, "strawberry", -3, "stolen"))
no(G, 29, "30 Feb Omar Haddad 2 kilo pears", "30 February does not exist")
no(G, 29, "can you make the app print us a receipt like", "an app request")
ok(G, 10, "Eva Berg had 2 kilo apples the day", sale(10, "Eva Berg", ("apple", 2)))
ok(G, 12, "yesterday Ida Novak had 1 kilo of grapes", sale(11, "Ida Novak", ("grape", 1)))
ok(G, 14, "Zoe Davis brought her oranges and bananas back from yesterday", ret(14, "Zoe Davis", 13))
ok(G, 8, "counted bananas after Hillside came, 40 kilo", count(8, "banana", 40, -1.0))
ok(G, 6, "Luis Garcia 2kg cherries, 6.40", sale(6, "Luis Garcia", ("cherry", 2)))
ok(G, 16, "Green Valley Farms brought 10 kilo mango at 1.50, sell at 2.40",
   buy(16, "Green Valley Farms", ("mango", 10, 1.5, 2.4)))
no(G, 15, "Tom Lee returned his oranges and pears from the 8th", "Tom Lee has two sales on 02-08")
no(G, 19, "sold Raj Patel 2 kilo bananas at 1.00", "bananas are 1.20 from 02-19")
ok(G, 17, "Mrs Chen 1 kilo of grapes", sale(17, "Mei Chen", ("grape", 1)))
ok(G, 9, "Omar Haddad brought back his mango and cherries from Wednesday", ret(9, "Omar Haddad", 7))
no(G, 20, "the 22nd Sue Davis wants grapes put aside", "the 22nd is after today (02-20)")
ok(G, 13, "2 kilo of pears damaged, the crate fell off the trolley", off(13, "pear", -2, "damaged"))
no(G, 11, "Ida Novak returned her stuff from Friday", "Ida Novak has two sales on 02-09")
ok(G, 18, "cherries up to 3.50 from the day", price(18, "cherry", 3.5))
ok(G, 7, "Mei Chen 1 kilo and a half of oranges", sale(7, "Mei Chen", ("orange", 1.5)))
ok(G, 5, "Ken Smith had 1 kilo mango this mornin", sale(5, "Ken Smith", ("mango", 1)))

# ---------------------------------------------------------------- retired nurse charting like a ward
N = NURSE
ok(N, 29, "0910 Pt Mei Chen. Apples 1.5 kg dispensed. NAD.", sale(29, "Mei Chen", ("apple", 1.5)))
ok(N, 29, "1030 - Mr Haddad, pears x 2 kg, strawberries x 1 kg. Tolerated well.",
   sale(29, "Omar Haddad", ("pear", 2), ("strawberry", 1)))
ok(N, 29, "Handover: Ann Brown 3 kg bananas, paid 3.60", sale(29, "Ann Brown", ("banana", 3)))
ok(N, 29, "Stock obs: mango 18 kg on count at close", count(29, "mango", 18, -1.0))
ok(N, 29, "Incident: 1.5 kg grapes found mouldy on rear shelf, disposed of as per protocol",
   off(29, "grape", -1.5, "mouldy"))
ok(N, 29, "Admission: new customer Harriet Okonkwo-Blake, ph 0161 496 0732, cherries 2 kg",
   sale(29, new("Harriet Okonkwo-Blake", phone="0161 496 0732"), ("cherry", 2)))
ok(N, 29, "Delivery received 1400: Green Valley Farms, bananas 20 kg @ 0.65/kg",
   buy(29, "Green Valley Farms", ("banana", 20, 0.65, None)))
ok(N, 29, "Return: Ken Smith brought back this morning's mango and pears in full. Stock restored.",
   ret(29, "Ken Smith", 29))
ok(N, 29, "Retrospective entry for yesterday: Omar Haddad, strawberries 1 kg",
   sale(28, "Omar Haddad", ("strawberry", 1)))
ok(N, 29, "Retrospective entry for 26/2: Sue Davis, apples 2 kg", sale(26, "Sue Davis", ("apple", 2)))
ok(N, 29, "Note for the team: please don't forget to wash hands after handling the boxes")
ok(N, 29, "FYI the chiller door seal is perished, reported to owner")
no(N, 29, "Pt asked whether we could hold 3 kg cherries until tomorrow", "a hold for tomorrow: future")
no(N, 29, "Ms Smith, grapes 2 kg", "Ms Smith alone is ambiguous")
no(N, 29, "Eva Berg: 6 bananas", "pieces without a weight")
no(N, 29, "Mrs Brown given 1 kg grapes free of charge (regular, recently bereaved)", "free goods")
no(N, 29, "Query: what was Ida Novak's last purchase?", "a question")
ok(N, 29, "Write-off: strawberries 2 kg, spoiled", off(29, "strawberry", -2, "spoiled"))
ok(N, 29, "Price review: apples now 1.80/kg effective today", price(29, "apple", 1.8))
ok(N, 29, "Tom Lee - cherries 0.5 kg, grapes 250 g. Paid 2.30",
   sale(29, "Tom Lee", ("cherry", 0.5), ("grape", 0.25)))
no(N, 29, "Tom Lee - cherries 1 kg, paid 3.00 (charged under)", "amount disagrees with the shelf price (3.20)")
ok(N, 29, "Hillside Produce: grapes 12 kg, total cost 21.60, shelf price 2.90/kg",
   buy(29, "Hillside Produce", ("grape", 12, 1.8, 2.9)))
no(N, 29, "Hillside Produce: 4 boxes of apples, invoice to follow", "boxes without a weight")
ok(N, 29, "Monday: Bob Smith, oranges 2 kg", sale(26, "Bob Smith", ("orange", 2)))
ok(N, 29, "Stock check 1700: pears 20.5 kg, oranges 24 kg",
   count(29, "pear", 20.5, -0.5), count(29, "orange", 24, -1.0))
ok(N, 29, "Raj Patel returned bananas purchased 26/2, full quantity", ret(29, "Raj Patel", 26))
no(N, 29, "Raj Patel returned 1 kg of the 2.5 kg bananas from 26/2", "partial return")
no(N, 29, "Sue Davis returned cherries from Tuesday", "Sue Davis has no sale on 02-27")
no(N, 29, "Tom Lee returned his oranges from the 11th", "that sale was already returned on 02-26")
ok(N, 29, "Luis Garcia, mango 2 kg, strawberries 500 g", sale(29, "Luis Garcia", ("mango", 2), ("strawberry", 0.5)))
ok(N, 29, "Zoe Davis, 3 lb apples", sale(29, "Zoe Davis", ("apple", 1.361)))
no(N, 29, "Booked in for March: Ann Brown wants 5 kg oranges weekly", "March: future")
no(N, 29, "Shift uneventful. Feet killing me.", "chit-chat")
ok(N, 29, "Incident: 1 kg cherries stolen from outside display approx 1530", off(29, "cherry", -1, "stolen"))
ok(N, 29, "Samples: 0.5 kg grapes used for tasting", off(29, "grape", -0.5, "samples"))
ok(N, 29, "Reminder - Hillside rep visiting, leave the invoices on the desk")
ok(N, 29, "Sale 27 Feb: Miss Berg, pears 2 kg", sale(27, "Eva Berg", ("pear", 2)))
no(N, 29, "Sale 31/2: Ida Novak, mango 1 kg", "31 February does not exist")
ok(N, 29, "Purchase: ABC, strawberries 10 kg @ 2.40, sell 3.90", buy(29, "ABC", ("strawberry", 10, 2.4, 3.9)))
no(N, 29, "Please amend the app so returns print a slip", "an app request")
ok(N, 29, "Ida Novak - banana 2 kg, mango 1 kg, total 4.80", sale(29, "Ida Novak", ("banana", 2), ("mango", 1)))
no(N, 29, "Ida Novak - banana 2 kg at staff discount", "a discount")
ok(N, 29, "Retrospective entry, Friday: Luis Garcia returned oranges and grapes purchased that day",
   ret(23, "Luis Garcia", 23))
ok(N, 29, "New supplier: Tynedale Orchards Ltd, apples 15 kg at 1.20/kg, email sales@tynedale.example",
   buy(29, new("Tynedale Orchards Ltd", email="sales@tynedale.example"), ("apple", 15, 1.2, None)))
no(N, 29, "New supplier Jim, pears 10 kg at 1.00", "new supplier without a full name")
ok(N, 29, "Omar Haddad, grapes 2 kg; Mei Chen, grapes 1 kg; write-off grapes 1 kg damaged",
   sale(29, "Omar Haddad", ("grape", 2)), sale(29, "Mei Chen", ("grape", 1)), off(29, "grape", -1, "damaged"))
ok(N, 29, "Count at close after sales: Tom Lee bought 2 kg oranges, then oranges counted 22 kg",
   sale(29, "Tom Lee", ("orange", 2)), count(29, "orange", 22, -1.0))
no(N, 29, "Zoe Davis bought 2 kg mango; also gave her 1 kg cherries free", "one part is free goods")
ok(N, 6, "Retrospective entry for yesterday: Bob Smith, grapes 2 kg", sale(5, "Bob Smith", ("grape", 2)))
ok(N, 12, "Return: Mei Chen returned apples purchased this morning, full amount", ret(12, "Mei Chen", 12))
ok(N, 15, "Stock obs at close: strawberries 7 kg", count(15, "strawberry", 7, -1.0))
ok(N, 9, "Ann Brown, apples 2 kg, paid 3.40", sale(9, "Ann Brown", ("apple", 2)))
no(N, 18, "Eva Berg returned strawberries from the 15th, but only 2 kg of the 5", "partial return")
ok(N, 20, "Sale: Sue Davis, cherries 1 kg", sale(20, "Sue Davis", ("cherry", 1)))
ok(N, 14, "Delivery: Hillside Produce, apples 10 kg, total 11.00",
   buy(14, "Hillside Produce", ("apple", 10, 1.1, None)))
ok(N, 7, "Incident: 1 kg bananas rotten", off(7, "banana", -1, "rotten"))
no(N, 16, "Zoe Davis returned strawberries from the 5th", "Zoe Davis has two sales on 02-05")
ok(N, 19, "Price review: grapes 3.00/kg effective today", price(19, "grape", 3.0))
no(N, 10, "Sale 12/2: Mei Chen apples 2 kg", "12/2 is after today (02-10)")
ok(N, 13, "Omar Haddad, oranges 2 kg; came to 2.80", sale(13, "Omar Haddad", ("orange", 2)))
ok(N, 17, "Retrospective entry for Thursday: Raj Patel, mango 2 kg", sale(15, "Raj Patel", ("mango", 2)))
no(N, 11, "Sale: Ida Novak, 2 punnets strawberries", "punnets without a weight")
ok(N, 8, "Sale: Tom Lee, cherries 1.5 kg, grapes 1 kg", sale(8, "Tom Lee", ("cherry", 1.5), ("grape", 1)))
ok(N, 19, "Sale: Raj Patel, bananas 2 kg, paid 2.40", sale(19, "Raj Patel", ("banana", 2)))

# ---------------------------------------------------------------- Polish-born assistant
P = POLISH
ok(P, 29, "Pani Mei was buying 2 kilo apples", sale(29, "Mei Chen", ("apple", 2)))
ok(P, 29, "Mr Haddad is taking 1,5 kg cherries, I give him receipt", sale(29, "Omar Haddad", ("cherry", 1.5)))
ok(P, 29, "Today come Tom Lee, he take 2 kg banana and 1 kg orange",
   sale(29, "Tom Lee", ("banana", 2), ("orange", 1)))
ok(P, 29, "Ida Nowak buy 3 kg pear", sale(29, "Ida Novak", ("pear", 3)))
ok(P, 29, "Yesterday Zoe Davis was buying 2,5 kg orange", sale(28, "Zoe Davis", ("orange", 2.5)))
ok(P, 29, "From Green Valley Farms comes 30 kg mango, price 1,45 for kilo",
   buy(29, "Green Valley Farms", ("mango", 30, 1.45, None)))
ok(P, 29, "I am throwing away 2 kg banana, is rotten", off(29, "banana", -2, "rotten"))
ok(P, 29, "I count cherries at end of day, is 58 kg", count(29, "cherry", 58, -1.5))
ok(P, 29, "Ann Brown bring back orange from today morning, all of it", ret(29, "Ann Brown", 29))
ok(P, 29, "New client Katarzyna Wiśniewska, she take 1 kg strawberry, telefon 512 334 871",
   sale(29, new("Katarzyna Wiśniewska", phone="512 334 871"), ("strawberry", 1)))
ok(P, 29, "Price for grape from today 3,10", price(29, "grape", 3.1))
ok(P, 29, "On Tuesday Ken Smith was taking 2 kg grape", sale(27, "Ken Smith", ("grape", 2)))
ok(P, 29, "26th Luis Garcia buy 1 kg mango and 1 kg apple", sale(26, "Luis Garcia", ("mango", 1), ("apple", 1)))
ok(P, 29, "Eva Berg take 2 kg orange, she pay 3,08", sale(29, "Eva Berg", ("orange", 2)))
ok(P, 29, "Remember: Mr Haddad want call when come new mango")
ok(P, 29, "To do: clean the scale, is sticky")
no(P, 29, "Mrs Davis take 2 kg apple", "Mrs Davis alone is ambiguous (Zoe or Sue Davis)")
no(P, 29, "Tomorrow I am coming late, 10 o'clock", "chit-chat about tomorrow, no record")
no(P, 29, "Bob Smith take 4 banana", "pieces without a weight")
no(P, 29, "Raj Patel take 2 kg cherry, I give him for half price because is soft", "half price")
no(P, 29, "How much cost now pear?", "a question")
no(P, 29, "Please, can program show me stock in Polish?", "an app request")
no(P, 29, "Omar Haddad bring back strawberry from Tuesday", "Omar Haddad has two sales on 02-27")
ok(P, 29, "Omar Haddad bring back everything what he buy on Wednesday", ret(29, "Omar Haddad", 28))
no(P, 29, "Sue Davis bring back 1 kg from banana of Monday, not all", "partial return")
ok(P, 29, "Sue Davis bring back banana from Monday, all 2,5 kg", ret(29, "Sue Davis", 26))
ok(P, 29, "ABC deliver 20 kg orange, all together 19,00", buy(29, "ABC", ("orange", 20, 0.95, None)))
ok(P, 29, "ABC deliver 10 kg grape, 1,90 for kilo, and we sell for 3,00", buy(29, "ABC", ("grape", 10, 1.9, 3.0)))
no(P, 29, "Somebody ask for kiwi, we don't have", "chit-chat")
ok(P, 29, "Is stolen 1 kg mango from box outside, kurczę", off(29, "mango", -1, "stolen"))
ok(P, 29, "2 kg strawberry is mouldy, I throw", off(29, "strawberry", -2, "mouldy"))
ok(P, 29, "Tom Lee take half kilo cherry", sale(29, "Tom Lee", ("cherry", 0.5)))
ok(P, 29, "28.02 Bob Smith take 2 kg pear", sale(28, "Bob Smith", ("pear", 2)))
no(P, 29, "03.02 Ida Novak take 1 kg apple", "03.02 is a 02/03-style date")
ok(P, 29, "Raj Patel buy 2 kg grape and 1 kg pear, together 7,04", sale(29, "Raj Patel", ("grape", 2), ("pear", 1)))
no(P, 29, "Raj Patel buy 2 kg grape, together 5,00", "total disagrees with the shelf price (5.60)")
ok(P, 29, "Miss Berg take 3 lb banana", sale(29, "Eva Berg", ("banana", 1.361)))
ok(P, 29, "Hillside Produce bring 15 kg strawberry, 2,50 for kilo, sell 4,20",
   buy(29, "Hillside Produce", ("strawberry", 15, 2.5, 4.2)))
no(P, 29, "New client Agnieszka take 2 kg apple", "new customer without a surname")
no(P, 29, "Next week Luis Garcia want 10 kg orange", "next week: future")
ok(P, 29, "Last Thursday Mei Chen was buying 2 kg orange", sale(22, "Mei Chen", ("orange", 2)))
no(P, 29, "Sorry, last message is wrong, please delete", "a cancellation")
ok(P, 29, "Ken Smith take 750 g grape, Ann Brown take 1 kg apple",
   sale(29, "Ken Smith", ("grape", 0.75)), sale(29, "Ann Brown", ("apple", 1)))
ok(P, 29, "I count apple 30 kg and pear 20 kg", count(29, "apple", 30, 0.5), count(29, "pear", 20, -1.0))
no(P, 29, "For Ann Brown I put 2 kg mango free, is birthday", "free goods")
ok(P, 29, "Zoe Davis take 2 kg cherry, 6,40", sale(29, "Zoe Davis", ("cherry", 2)))
ok(P, 29, "Luis Garcia bring back what he buy 16th, all", ret(29, "Luis Garcia", 16))
no(P, 29, "Ken Smith bring back from 4th", "that sale was already returned on 02-12")
ok(P, 5, "Today morning Ken Smith take 1 kg cherry", sale(5, "Ken Smith", ("cherry", 1)))
ok(P, 8, "Hillside Produce bring 20 kg pear, 1,00 for kilo", buy(8, "Hillside Produce", ("pear", 20, 1.0, None)))
ok(P, 10, "Yesterday Mei Chen take 1 kg grape", sale(9, "Mei Chen", ("grape", 1)))
ok(P, 13, "I count mango, is 41 kg", count(13, "mango", 41, -1.0))
no(P, 15, "Tom Lee bring back pear from 1st", "that sale was already returned on 02-15")
ok(P, 17, "Ken Smith bring back strawberry from today, all 5 kg", ret(17, "Ken Smith", 17))
ok(P, 20, "Raj Patel take 2 kg orange, 3,08", sale(20, "Raj Patel", ("orange", 2)))
no(P, 20, "Ida Novak take 2 kg orange, 2,80 together", "oranges are 1.54 from 02-18 (2 kg = 3.08)")
ok(P, 12, "On Saturday Eva Berg was buying 1 kg pear", sale(10, "Eva Berg", ("pear", 1)))
ok(P, 6, "1 kg strawberry is damaged, box was crushed", off(6, "strawberry", -1, "damaged"))
no(P, 14, "Next Friday Omar Haddad want 3 kg mango, I keep for him", "next Friday: future")
ok(P, 16, "Green Valley Farms bring 10 kg cherry for 20,00", buy(16, "Green Valley Farms", ("cherry", 10, 2.0, None)))
ok(P, 18, "Price for pear from today 1,50", price(18, "pear", 1.5))
no(P, 9, "Ida Novak bring back banana from today", "Ida Novak has two sales on 02-09")
ok(P, 19, "Sunday Eva Berg bring back pear and strawberry from that day", ret(18, "Eva Berg", 18))
ok(P, 11, "Luis Garcia take 500 g grape and 1,5 kg apple", sale(11, "Luis Garcia", ("grape", 0.5), ("apple", 1.5)))

# ---------------------------------------------------------------- emoji-heavy texter
E = EMOJI
ok(E, 29, "Mei Chen 🍎 2kg ✅", sale(29, "Mei Chen", ("apple", 2)))
ok(E, 29, "🍌 3kg → Tom Lee 💸 3.60", sale(29, "Tom Lee", ("banana", 3)))
ok(E, 29, "Omar Haddad 🥭 1kg + 🍒 1kg 👍", sale(29, "Omar Haddad", ("mango", 1), ("cherry", 1)))
ok(E, 29, "🍇 2kg Ann Brown 😊", sale(29, "Ann Brown", ("grape", 2)))
ok(E, 29, "📦 Hillside Produce 🍐 15kg @ 1.10/kg", buy(29, "Hillside Produce", ("pear", 15, 1.1, None)))
ok(E, 29, "🗑️ 🍓 2kg mouldy 🤢", off(29, "strawberry", -2, "mouldy"))
ok(E, 29, "🔙 Ken Smith brought back this mornings 🥭+🍐 😤", ret(29, "Ken Smith", 29))
ok(E, 29, "yesterday Raj Patel 🍊 2kg 🙌", sale(28, "Raj Patel", ("orange", 2)))
ok(E, 29, "🍏 count = 31kg 📋", count(29, "apple", 31, 1.5))
ok(E, 29, "new customer 🙋‍♀️ Marisol Ferreira-Quinn, 🍒 1kg, marisol.fq@example.net 📧",
   sale(29, new("Marisol Ferreira-Quinn", email="marisol.fq@example.net"), ("cherry", 1)))
ok(E, 29, "🍊 price ⬆️ 1.65 from today", price(29, "orange", 1.65))
ok(E, 29, "Monday 🍌 2kg Bob Smith", sale(26, "Bob Smith", ("banana", 2)))
no(E, 29, "Mrs Smith 🍎 1kg", "Mrs Smith alone is ambiguous")
no(E, 29, "🍓 x4 punnets Eva Berg", "punnets without a weight")
no(E, 29, "Zoe Davis 🍇 2kg FREE 🎁", "free goods")
no(E, 29, "🤔 do we have 🥭 left??", "a question")
no(E, 29, "lol this app 😂 can u add dark mode pls", "an app request")
no(E, 29, "tmrw Luis Garcia 🍊 5kg 🗓️", "tomorrow: future")
no(E, 29, "🔙 Mei Chen Saturday stuff", "Mei Chen has two sales on 02-24")
ok(E, 29, "🔙 Raj Patel Tuesday 🍒 all of it", ret(29, "Raj Patel", 27))
ok(E, 29, "Green Valley Farms 📦 🍎 20kg 💷 24.00 total, sell 1.80",
   buy(29, "Green Valley Farms", ("apple", 20, 1.2, 1.8)))
ok(E, 29, "🥭 1.5kg rotten 🤮", off(29, "mango", -1.5, "rotten"))
ok(E, 29, "👮 1kg 🍇 stolen!!", off(29, "grape", -1, "stolen"))
ok(E, 29, "📝 reminder: order more bags 🛍️")
ok(E, 29, "FYI 🔌 till printer playing up again")
ok(E, 29, "Ida Novak 🍐 2kg 🍊 1kg 💸 4.42", sale(29, "Ida Novak", ("pear", 2), ("orange", 1)))
no(E, 29, "Ida Novak 🍐 2kg 💸 3.20", "amount disagrees with the shelf price (pears 1.44 from 02-24: 2.88)")
ok(E, 29, "27/2 Tom Lee 🍓 1kg", sale(27, "Tom Lee", ("strawberry", 1)))
ok(E, 29, "Sue Davis 🍒 500g 🍇 500g", sale(29, "Sue Davis", ("cherry", 0.5), ("grape", 0.5)))
ok(E, 29, "Luis Garcia 🍌 2 lb 👌", sale(29, "Luis Garcia", ("banana", 0.907)))
no(E, 29, "❌❌ cancel Luis order ❌❌", "a cancellation")
no(E, 29, "Zoe Davis 🍎 2kg at 20% off 🏷️", "a discount")
ok(E, 29, "Wednesday Ann Brown 🍌 2.5kg", sale(28, "Ann Brown", ("banana", 2.5)))
no(E, 29, "🔙 Ann Brown 1kg of yesterday's 🍌", "Ann Brown has no sale on 02-28 (and it is partial)")
ok(E, 29, "🔙 Ida Novak yesterday 🍐 whole lot", ret(29, "Ida Novak", 28))
ok(E, 29, "ABC 📦 🍇 10kg 💷 1.85/kg", buy(29, "ABC", ("grape", 10, 1.85, None)))
no(E, 29, "Chris 🍓 1kg", "new customer without a surname")
no(E, 29, "ugh 😩 so tired, quiet day", "chit-chat")
ok(E, 29, "🍐 price ⬇️ 1.35 from 28/2", price(28, "pear", 1.35))
ok(E, 29, "Bob Smith 🍎 1kg + Ken Smith 🍇 1kg",
   sale(29, "Bob Smith", ("apple", 1)), sale(29, "Ken Smith", ("grape", 1)))
ok(E, 29, "🍓 count 28.5kg ✅", count(29, "strawberry", 28.5, -1.5))
no(E, 29, "🍓 3 boxes Hillside Produce 📦", "boxes without a weight")
ok(E, 29, "Mr Garcia 🍒 2kg 🍊 2kg", sale(29, "Luis Garcia", ("cherry", 2), ("orange", 2)))
ok(E, 29, "🍇 0.5kg samples for tasting 😋", off(29, "grape", -0.5, "samples"))
no(E, 29, "Feb 30 Omar Haddad 🍒 1kg", "30 February does not exist")
no(E, 29, "next Saturday Tom Lee 🥭 3kg", "next Saturday: future")
ok(E, 29, "Tom Lee 🍒 1kg, then 🔙 Zoe Davis this morning 🥭",
   sale(29, "Tom Lee", ("cherry", 1)), ret(29, "Zoe Davis", 29))
no(E, 29, "🔙 Omar Haddad 🍓 from the 19th", "Omar Haddad has two sales on 02-19")
ok(E, 6, "Raj Patel 🍇 1kg ✅", sale(6, "Raj Patel", ("grape", 1)))
ok(E, 7, "🔙 Ann Brown this morning 🍌", ret(7, "Ann Brown", 7))
ok(E, 9, "Ida Novak 🍎 1kg 🍒 1kg 💸 4.90", sale(9, "Ida Novak", ("apple", 1), ("cherry", 1)))
ok(E, 11, "🍊 count 29kg 📋", count(11, "orange", 29, -1.0))
ok(E, 13, "yesterday Omar Haddad 🥭 2kg", sale(12, "Omar Haddad", ("mango", 2)))
no(E, 14, "🔙 Raj Patel 🍐 only 2kg of 5kg 😬", "partial return")
ok(E, 16, "🍌 1.5kg damaged 📦💥", off(16, "banana", -1.5, "damaged"))
ok(E, 17, "Mei Chen 🍒 0.5kg 💸 1.60", sale(17, "Mei Chen", ("cherry", 0.5)))
no(E, 19, "Eva Berg 🍌 2kg 💸 2.00", "bananas are 1.20 from 02-19 (2 kg = 2.40)")
ok(E, 20, "🔙 Sue Davis this morning 🍇 all 2kg", ret(20, "Sue Davis", 20))
no(E, 10, "🍎 20kg from ABC 📦 coming tmrw", "tomorrow: future delivery")
ok(E, 15, "Ann Brown 🍓 1kg + 🍇 1kg", sale(15, "Ann Brown", ("strawberry", 1), ("grape", 1)))
ok(E, 18, "Hillside Produce 📦 🍊 20kg 💷 18.00 sell 1.54",
   buy(18, "Hillside Produce", ("orange", 20, 0.9, 1.54)))
no(E, 12, "Mr Smith 🍌 2kg", "Mr Smith alone is ambiguous (Bob or Ken Smith)")
ok(E, 8, "🍓 1kg rotten 🤢 + Tom Lee 🍇 1kg", off(8, "strawberry", -1, "rotten"), sale(8, "Tom Lee", ("grape", 1)))
ok(E, 20, "Zoe Davis 🍊 1.5kg 🍌 1kg", sale(20, "Zoe Davis", ("orange", 1.5), ("banana", 1)))


def _notes():
    """A line given with no records and no why is a note: one note dated today, text = the whole input."""
    for line in LINES:
        if line["records"] == []:
            line["records"] = [{"kind": "note", "date": line["today"], "text": line["text"], "facts": []}]


_notes()


def clean(line):
    out = dict(line)
    if out["records"] is not None:
        out["records"] = [{a: b for a, b in r.items() if not a.startswith("_")} for r in out["records"]]
    return out


def main():
    with open(HERE / "records.jsonl", "w", encoding="utf-8") as f:
        for line in LINES:
            f.write(json.dumps(clean(line), ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines")


if __name__ == "__main__":
    main()
