"""Write records.jsonl: set 47, held-out inputs typed by hand against the demo shop (Feb 2024)."""
import json
from pathlib import Path

T = "2024-02-29"
ROWS = []


def c(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(cust, *items, d=T):
    return {"kind": "sale", "date": d, "customer": cust, "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(sup, *items, d=T):
    return {"kind": "purchase", "date": d, "supplier": sup,
            "items": [{"product": p, "quantity": q, "unit_cost": u, "selling_price": s} for p, q, u, s in items]}


def ret(cust, sd, d=T):
    return {"kind": "return", "date": d, "customer": cust, "sale_date": sd}


def pc(product, price, d=T):
    return {"kind": "price_change", "date": d, "product": product, "selling_price": price}


def adj(product, q, reason, d=T):
    return {"kind": "stock_adjustment", "date": d, "product": product, "quantity": q, "reason": reason}


def ok(style, text, *recs, today=T):
    ROWS.append({"text": text, "today": today, "records": list(recs), "style": style})


def note(style, text, today=T):
    ok(style, text, {"kind": "note", "date": today, "text": text, "facts": []}, today=today)


def no(style, text, why, today=T):
    ROWS.append({"text": text, "today": today, "records": None, "why": why, "style": style})


BOB, TOM, MEI, EVA = c("Bob Smith"), c("Tom Lee"), c("Mei Chen"), c("Eva Berg")
ZOE, RAJ, KEN, LUIS = c("Zoe Davis"), c("Raj Patel"), c("Ken Smith"), c("Luis Garcia")
OMAR, ANN, IDA, SUE = c("Omar Haddad"), c("Ann Brown"), c("Ida Novak"), c("Sue Davis")
ABC, GVF, HP = c("ABC"), c("Green Valley Farms"), c("Hillside Produce")

# ---------------------------------------------------------------- apprentice: one long run-on line, 'then', 'also'
A = "apprentice"
ok(A, "sold bob 2 kilo apples then also mei took 1kg bananas then thats it for now",
   sale(BOB, ("apple", 2)), sale(MEI, ("banana", 1)))
ok(A, "tom lee 1.5kg grapes then also half a kilo cherries for him", sale(TOM, ("grape", 1.5), ("cherry", 0.5)))
ok(A, "ok so raj got 3kg oranges then eva got 2 kilo pears also ida 1kg strawbs",
   sale(RAJ, ("orange", 3)), sale(EVA, ("pear", 2)), sale(IDA, ("strawberry", 1)))
ok(A, "luis garcia 2kg mango then also 500g cherries then he left", sale(LUIS, ("mango", 2), ("cherry", 0.5)))
ok(A, "got 20kg apples off ABC at 1.10 a kilo then also 15kg pears same lot at 1.00",
   buy(ABC, ("apple", 20, 1.1, None), ("pear", 15, 1.0, None)))
ok(A, "green valley farms dropped 30kg nanas 0.60 a kilo then also 10kg mangoes at 1.50 they said sell the mangoes "
      "at 2.40",
   buy(GVF, ("banana", 30, 0.6, None), ("mango", 10, 1.5, 2.4)))
ok(A, "binned 1kg strawbs they went mouldy then also sold omar 2kg oranges",
   adj("strawberry", -1, "mouldy"), sale(OMAR, ("orange", 2)))
ok(A, "yesterday zoe had 2kg apples then also sue davis 1kg grapes",
   sale(ZOE, ("apple", 2), d="2024-02-28"), sale(SUE, ("grape", 1), d="2024-02-28"))
ok(A, "on monday ann brown 1kg cherries then also ken got 2 kilo bananas",
   sale(ANN, ("cherry", 1), d="2024-02-26"), sale(KEN, ("banana", 2), d="2024-02-26"))
ok(A, "ida novak 750g grapes then also 250g cherries", sale(IDA, ("grape", 0.75), ("cherry", 0.25)))
ok(A, "mei chen 2lb apples then also 1lb pears for mei", sale(MEI, ("apple", 0.907), ("pear", 0.454)))
ok(A, "sold a kilo and a half of pears to tom then also 2kg bananas to luis",
   sale(TOM, ("pear", 1.5)), sale(LUIS, ("banana", 2)))
ok(A, "apples up to 1.90 from today then also bananas 1.30", pc("apple", 1.9), pc("banana", 1.3))
ok(A, "eva berg brought back everything from the 19th then also sold her 1kg oranges instead",
   ret(EVA, "2024-02-19"), sale(EVA, ("orange", 1)))
ok(A, "3 days ago omar haddad 2kg pears then also he had 1kg mango",
   sale(OMAR, ("pear", 2), ("mango", 1), d="2024-02-26"))
ok(A, "hillside produce 25kg oranges cost 0.90 per kilo then also 20kg grapes 1.80 a kilo",
   buy(HP, ("orange", 25, 0.9, None), ("grape", 20, 1.8, None)))
ok(A, "raj 2kg mango then also 1kg cherry then also 1kg grapes all for raj",
   sale(RAJ, ("mango", 2), ("cherry", 1), ("grape", 1)))
ok(A, "bob smith bob.smith0@example.com 1kg strawbs then also 1kg pears",
   sale(c("Bob Smith", email="bob.smith0@example.com"), ("strawberry", 1), ("pear", 1)))
ok(A, "new lady Hanna Kowalczyk 2kg apples then also her number is 312-555-0147",
   sale(c("Hanna Kowalczyk", phone="312-555-0147"), ("apple", 2)))
ok(A, "sold 3kg oranges to new guy Dev Mistry then also 1kg cherries to zoe",
   sale(c("Dev Mistry"), ("orange", 3)), sale(ZOE, ("cherry", 1)))
ok(A, "dropped a crate of mango 2kg damaged then also binned 0.5kg cherries rotten",
   adj("mango", -2, "damaged"), adj("cherry", -0.5, "rotten"))
ok(A, "26/2 sue davis 1kg apples then also on the same day luis 2kg pears",
   sale(SUE, ("apple", 1), d="2024-02-26"), sale(LUIS, ("pear", 2), d="2024-02-26"))
ok(A, "ann 1kg grapes then also 2 kilo oranges then also half a kilo strawbs",
   sale(ANN, ("grape", 1), ("orange", 2), ("strawberry", 0.5)))
ok(A, "ken smith 2.5kg bananas then also tom 1kg apple then also mei 1kg mango",
   sale(KEN, ("banana", 2.5)), sale(TOM, ("apple", 1)), sale(MEI, ("mango", 1)))
ok(A, "on the 22nd omar 1kg grapes then also eva 2kg bananas",
   sale(OMAR, ("grape", 1), d="2024-02-22"), sale(EVA, ("banana", 2), d="2024-02-22"))
ok(A, "ida 1kg pears then also raj 1kg pears", sale(IDA, ("pear", 1)), sale(RAJ, ("pear", 1)))
ok(A, "sold luis 1.2 kilos grapes then also 800g strawbs", sale(LUIS, ("grape", 1.2), ("strawberry", 0.8)))
ok(A, "zoe davis returned her mango from today then also bought 1kg pears instead",
   ret(ZOE, "2024-02-29"), sale(ZOE, ("pear", 1)))
ok(A, "sold 2kg cherries to omar hadad then also 1kg apples to him", sale(OMAR, ("cherry", 2), ("apple", 1)))
ok(A, "wednesday tom lee 2kg bananas then also bob 1kg mango",
   sale(TOM, ("banana", 2), d="2024-02-28"), sale(BOB, ("mango", 1), d="2024-02-28"))
ok(A, "got 12kg strawbs from ABC at 2.50 a kilo then also shelf price for those 3.90",
   buy(ABC, ("strawberry", 12, 2.5, 3.9)))
ok(A, "eva 2kg mango then also sue davis 1kg cherries then also thats all for the morning",
   sale(EVA, ("mango", 2)), sale(SUE, ("cherry", 1)))
ok(A, "mei 3kg bananas then also 1kg oranges @ 1.54", sale(MEI, ("banana", 3), ("orange", 1)))
ok(A, "sold ken 2kg apples at 1.70 then also 1kg pears at 1.44 to him", sale(KEN, ("apple", 2), ("pear", 1)))
ok(A, "pears down to 1.40 then also grapes down to 2.60", pc("pear", 1.4), pc("grape", 2.6))
ok(A, "raj patel 1kg strawbs then also 2 kilo grapes then also gave him a bag",
   sale(RAJ, ("strawberry", 1), ("grape", 2)))
ok(A, "2 days ago zoe 1kg bananas then also ann 1kg bananas",
   sale(ZOE, ("banana", 1), d="2024-02-27"), sale(ANN, ("banana", 1), d="2024-02-27"))
ok(A, "Feb 27 luis 2kg oranges then also ken 1kg cherries",
   sale(LUIS, ("orange", 2), d="2024-02-27"), sale(KEN, ("cherry", 1), d="2024-02-27"))
ok(A, "sold half a kilo grapes to bob then also half a kilo to tom",
   sale(BOB, ("grape", 0.5)), sale(TOM, ("grape", 0.5)))
ok(A, "binned 2kg bananas spoiled then also 1kg pears spoiled too",
   adj("banana", -2, "spoiled"), adj("pear", -1, "spoiled"))
note(A, "note: the scale by the window reads heavy then also tell the boss")
note(A, "remember to order more mangoes then also bags are running low")
ok(A, "new customer Leona Quist 2kg apples then also leona.quist@example.org is her email",
   sale(c("Leona Quist", email="leona.quist@example.org"), ("apple", 2)))
ok(A, "sold 1kg cherries to mrs novak then also 1kg apples to mr haddad",
   sale(IDA, ("cherry", 1)), sale(OMAR, ("apple", 1)))
ok(A, "sold mei 2kg apples then also yesterday raj 1kg grapes",
   sale(MEI, ("apple", 2), d="2024-02-25"), sale(RAJ, ("grape", 1), d="2024-02-24"), today="2024-02-25")
ok(A, "sold ann 1kg grapes then also yesterday sue 1kg pears",
   sale(ANN, ("grape", 1), d="2024-02-27"), sale(SUE, ("pear", 1), d="2024-02-26"), today="2024-02-27")
no(A, "sold bob 2kg apples then also smith took 1kg pears", "ambiguous customer")
no(A, "sold 3 mangoes to raj then also 1kg pears to ida", "count without weight")
no(A, "gave zoe 1kg bananas free then also tom 1kg apples", "free goods")
no(A, "omar brought back the stuff from the 27th then also sold him 1kg grapes", "two sales that day")
no(A, "sold eva 2kg apples at 1.50 then also 1kg pears", "price differs from shelf price")
no(A, "got 20kg oranges from hillside produce then also 10kg pears from them", "purchase without cost")
no(A, "got 15kg apples at 1.20 a kilo then also put them out", "purchase without supplier")
no(A, "sold tom 1kg cherries on the 30th then also mei 1kg grapes", "impossible date")
no(A, "sold davis 1kg mango then also ken 1kg apples", "ambiguous customer")
no(A, "binned 25kg mango rotten then also swept up", "write-off exceeds stock")
no(A, "raj brought back 1kg of his bananas from monday then also sold luis 1kg apples", "partial return")
no(A, "sold a punnet of strawbs to mei then also 2kg bananas to ann", "count without weight")
no(A, "bob returned his stuff from the 18th then also bought 1kg cherries", "already returned")
no(A, "sold new guy jake 2kg apples then also 1kg pears", "new customer needs first and last name")
no(A, "sold 1kg kiwi to ann then also 1kg apples", "unknown product")
no(A, "sold ken 2kg pears 10% off then also 1kg oranges", "discount")
no(A, "sold 2kg apples to raj on 02/03 then also 1kg pears", "ambiguous date")
no(A, "luis brought back his wednesday order then also sold zoe 1kg mango", "no sale that day")
no(A, "new guy Carl Jensen 531-354-1000 2kg apples then also 1kg grapes", "phone belongs to another customer")
no(A, "got a box of bananas from green valley farms at 0.60 then also a box of pears", "purchase without weight")

# ---------------------------------------------------------------- owner: meticulous, totals and checks
O = "owner"
ok(O, "Sale: Bob Smith, 2kg apples = 3.40.", sale(BOB, ("apple", 2)))
ok(O, "Ida Novak 1.5kg grapes @ 2.80 = 4.20. Checked.", sale(IDA, ("grape", 1.5)))
ok(O, "Tom Lee: 2kg oranges 3.08, 1kg bananas 1.20, total 4.28.", sale(TOM, ("orange", 2), ("banana", 1)))
ok(O, "Mei Chen 0.5kg cherries = 1.60, paid cash.", sale(MEI, ("cherry", 0.5)))
ok(O, "Omar Haddad 3kg pears at 1.44/kg = 4.32.", sale(OMAR, ("pear", 3)))
ok(O, "Purchase: Green Valley Farms, 40kg oranges, 36.00 total (0.90/kg).", buy(GVF, ("orange", 40, 0.9, None)))
ok(O, "Purchase from ABC: 25kg grapes @ 1.80 = 45.00; sell at 2.80.", buy(ABC, ("grape", 25, 1.8, 2.8)))
ok(O, "Hillside Produce delivered 30kg bananas, invoice 19.50 -> 0.65/kg.", buy(HP, ("banana", 30, 0.65, None)))
ok(O, "Price change: mango to 2.60/kg effective today.", pc("mango", 2.6))
ok(O, "Price change effective 27.02.2024: cherry 3.40.", pc("cherry", 3.4, d="2024-02-27"))
ok(O, "Zoe Davis 2.5kg mango = 6.00 exactly.", sale(ZOE, ("mango", 2.5)))
ok(O, "Ann Brown: 1kg strawberries 3.90 + 1kg apples 1.70 = 5.60.", sale(ANN, ("strawberry", 1), ("apple", 1)))
ok(O, "Raj Patel 2kg grapes (5.60) and 1kg cherries (3.20). Total 8.80, checked twice.",
   sale(RAJ, ("grape", 2), ("cherry", 1)))
ok(O, "Luis Garcia 4kg bananas = 4.80.", sale(LUIS, ("banana", 4)))
ok(O, "Return: Sue Davis, her sale of 26/2 (2.5kg bananas, 3.00) refunded in full.", ret(SUE, "2024-02-26"))
ok(O, "Return processed for Ken Smith - whole order of 17 Feb, 5kg strawberries, 19.50 refunded.",
   ret(KEN, "2024-02-17"))
ok(O, "Write-off: 1.5kg strawberries, mouldy. Cost 3.75 at 2.50/kg.", adj("strawberry", -1.5, "mouldy"))
ok(O, "Stock count 29/02 close: apples 28.5kg (system 29.5, so 1.0 short).", adj("apple", -1.0, "stock count"))
ok(O, "Sale 2024-02-28: Eva Berg, 1kg pears = 1.44.", sale(EVA, ("pear", 1), d="2024-02-28"))
ok(O, "Sale 2024-02-27, Ken Smith, 2kg cherries = 6.40.", sale(KEN, ("cherry", 2), d="2024-02-27"))
ok(O, "Sold 2kg apples + 1kg mango to Sue Davis. 3.40 + 2.40 = 5.80.", sale(SUE, ("apple", 2), ("mango", 1)))
ok(O, "Bob Smith 1 kilo oranges 1.54, 1 kilo bananas 1.20 - 2.74 total.", sale(BOB, ("orange", 1), ("banana", 1)))
ok(O, "Purchase: Brightwater Orchards (new supplier), 20kg pears at 0.95/kg = 19.00.",
   buy(c("Brightwater Orchards"), ("pear", 20, 0.95, None)))
ok(O, "New customer: Priya Raman, phone 415-555-0162. 2kg mango = 4.80.",
   sale(c("Priya Raman", phone="415-555-0162"), ("mango", 2)))
ok(O, "New customer Greta Olsen, greta.olsen@example.net, 1kg cherries = 3.20.",
   sale(c("Greta Olsen", email="greta.olsen@example.net"), ("cherry", 1)))
ok(O, "Price change: oranges 1.60 from today (was 1.54).", pc("orange", 1.6))
ok(O, "Yesterday's sale not logged: Omar Haddad, 1kg grapes = 2.80.", sale(OMAR, ("grape", 1), d="2024-02-28"))
ok(O, "Tom Lee 3kg bananas at 1.20 = 3.60; 1kg pears at 1.44 = 1.44; total 5.04.",
   sale(TOM, ("banana", 3), ("pear", 1)))
ok(O, "Purchase ABC: apples 30kg @ 1.10 = 33.00, bananas 20kg @ 0.60 = 12.00. Total 45.00.",
   buy(ABC, ("apple", 30, 1.1, None), ("banana", 20, 0.6, None)))
ok(O, "Write-off 2kg bananas (damaged in delivery), 1.20 lost at cost.", adj("banana", -2, "damaged"))
ok(O, "Stock count 28.02.2024: mango 23kg vs 24kg on system.", adj("mango", -1, "stock count", d="2024-02-28"))
ok(O, "Ida Novak 2kg oranges = 3.08. Receipt #112.", sale(IDA, ("orange", 2)))
ok(O, "Eva Berg 1kg strawberries, 1kg cherries: 3.90 + 3.20 = 7.10.", sale(EVA, ("strawberry", 1), ("cherry", 1)))
ok(O, "Mei Chen 2.5kg pears = 3.60.", sale(MEI, ("pear", 2.5)))
ok(O, "Raj Patel return: complete sale from 2024-02-27 (2kg cherries, 6.40).", ret(RAJ, "2024-02-27"))
ok(O, "Returned in full today: Luis Garcia, sale of 23 Feb.", ret(LUIS, "2024-02-23"))
ok(O, "Sale on Feb 26: Zoe Davis, 1.5kg apples = 2.55.", sale(ZOE, ("apple", 1.5), d="2024-02-26"))
note(O, "Note: till 2 was 0.20 over at close, counted twice.")
note(O, "FYI the Green Valley Farms invoice for the 28th is still unpaid.")
ok(O, "Purchase: Green Valley Farms, 10kg strawberries, 25.00 total, shelf price 3.90.",
   buy(GVF, ("strawberry", 10, 2.5, 3.9)))
ok(O, "Ken Smith 1kg grapes 2.80, 0.5kg cherries 1.60. Total 4.40.", sale(KEN, ("grape", 1), ("cherry", 0.5)))
ok(O, "Sale: Omar Haddad, 1lb strawberries.", sale(OMAR, ("strawberry", 0.454)))
ok(O, "Price change 2024-02-28: grapes 2.90.", pc("grape", 2.9, d="2024-02-28"))
ok(O, "Stock count today: strawberries 29.5kg (system 30.0).", adj("strawberry", -0.5, "stock count"))
ok(O, "Sue Davis 2kg oranges = 3.08.", sale(SUE, ("orange", 2)))
ok(O, "Sale: Luis Garcia, 2kg grapes = 5.60.", sale(LUIS, ("grape", 2), d="2024-02-20"), today="2024-02-20")
ok(O, "Stock count 28/2 close: cherries 58kg (system says 59.5).",
   adj("cherry", -1.5, "stock count", d="2024-02-28"), today="2024-02-28")
ok(O, "Return: Bob Smith, sale of 2024-02-17 (3kg cherries, 9.60), refunded.",
   ret(BOB, "2024-02-17", d="2024-02-26"), today="2024-02-26")
no(O, "Bob Smith 2kg apples = 3.00.", "price differs from shelf price")
no(O, "Tom Lee 2kg oranges @ 1.40 = 2.80.", "price differs from shelf price")
no(O, "Ann Brown 1kg strawberries, 20% off = 3.12.", "discount")
no(O, "Sale: Mrs Davis, 1kg grapes = 2.80.", "ambiguous customer")
no(O, "Purchase: Hillside Produce, 20kg pears.", "purchase without cost")
no(O, "Purchase: ABC, apples at 1.10/kg, full crate.", "purchase without weight")
no(O, "Sale 2024-03-01: Ida Novak, 1kg pears = 1.44.", "future date")
no(O, "Sale 30.02.2024: Raj Patel 1kg mango = 2.40.", "impossible date")
no(O, "Sale 02/03: Mei Chen 1kg apples = 1.70.", "ambiguous date")
no(O, "Return: Omar Haddad, sale of 19 Feb.", "two sales that day")
no(O, "Return: Tom Lee, sale of 11 Feb.", "already returned")
no(O, "Return: Raj Patel, 1kg of the 2kg cherries from 27 Feb, 3.20.", "partial return")
no(O, "Write-off: 35kg strawberries, rotten.", "write-off exceeds stock")
no(O, "New customer Marta, 1kg pears = 1.44.", "new customer needs first and last name")
no(O, "New customer Oskar Lind, phone 574-796-1004, 2kg grapes = 5.60.", "phone belongs to another customer")
no(O, "Sale: Zoe Davis, 6 oranges = 3.08.", "count without weight")
no(O, "Eva Berg 2kg cherries = 6.00 (agreed price).", "price differs from shelf price")
no(O, "Sale: Luis Garcia 1kg pears, no charge - damaged skin.", "free goods")
no(O, "Return: Ann Brown, sale of 2024-02-28.", "no sale that day")
no(O, "Purchase 15kg mangoes @ 1.50 = 22.50.", "purchase without supplier")
no(O, "Sale 2024-02-25: Raj Patel 1kg bananas = 1.20.", "future date", today="2024-02-24")

# ---------------------------------------------------------------- part-timer: customers by description plus name
P = "parttimer"
ok(P, "old Mrs Novak, 1kg pears", sale(IDA, ("pear", 1)))
ok(P, "Raj from the corner shop took 2kg bananas", sale(RAJ, ("banana", 2)))
ok(P, "that tall guy Omar - 1.5kg oranges", sale(OMAR, ("orange", 1.5)))
ok(P, "Bob (the one with the dog) 2kg apples", sale(BOB, ("apple", 2)))
ok(P, "the student, Mei, half kilo cherries", sale(MEI, ("cherry", 0.5)))
ok(P, "Ken Smith from the garage, 3kg bananas", sale(KEN, ("banana", 3)))
ok(P, "Sue Davis, the nurse, 1kg mango and 1kg pears", sale(SUE, ("mango", 1), ("pear", 1)))
ok(P, "Zoe Davis from the school run, 2kg apples", sale(ZOE, ("apple", 2)))
ok(P, "Mr Haddad again, 1kg grapes", sale(OMAR, ("grape", 1)))
ok(P, "Luis the chef, 5kg oranges for his restaurant", sale(LUIS, ("orange", 5)))
ok(P, "young Tom Lee, 1kg strawberries", sale(TOM, ("strawberry", 1)))
ok(P, "Mrs Brown with the pram - 2kg bananas", sale(ANN, ("banana", 2)))
ok(P, "Eva from the flats upstairs, 1kg apples 1kg pears", sale(EVA, ("apple", 1), ("pear", 1)))
ok(P, "Mrs Berg came in for 2kg grapes", sale(EVA, ("grape", 2)))
ok(P, "new lady, Rosa Delgado, lives above the bakery, 1kg cherries", sale(c("Rosa Delgado"), ("cherry", 1)))
ok(P, "new customer, Felix Brandt (friend of Omar), 2kg apples, phone 646-555-0110",
   sale(c("Felix Brandt", phone="646-555-0110"), ("apple", 2)))
ok(P, "Raj from the corner again, 1kg mango, and old Mrs Novak 1kg bananas",
   sale(RAJ, ("mango", 1)), sale(IDA, ("banana", 1)))
ok(P, "the Chen girl, Mei, 2lb grapes", sale(MEI, ("grape", 0.907)))
ok(P, "Ida Nowak (the old lady) 1kg oranges", sale(IDA, ("orange", 1)))
ok(P, "Luiz Garcia the chef 2kg pears", sale(LUIS, ("pear", 2)))
ok(P, "Ann Brwon, 1kg cherries", sale(ANN, ("cherry", 1)))
ok(P, "yesterday, Ken from the garage had 2kg grapes", sale(KEN, ("grape", 2), d="2024-02-28"))
ok(P, "on tuesday old Mrs Novak took 1kg apples", sale(IDA, ("apple", 1), d="2024-02-27"))
ok(P, "Bob with the dog brought back all of monday's mango", ret(BOB, "2024-02-26"))
ok(P, "Mrs Novak returned everything she bought yesterday", ret(IDA, "2024-02-28"))
ok(P, "Raj from the corner returned his whole order from the 20th", ret(RAJ, "2024-02-20"))
ok(P, "Mei the student brought back her cherries from the 17th, all of them", ret(MEI, "2024-02-17"))
ok(P, "Omar (tall guy) 500g cherries 500g strawberries", sale(OMAR, ("cherry", 0.5), ("strawberry", 0.5)))
ok(P, "the guy from the garage, Ken, 1kg pears. also Zoe from the school run 1kg pears",
   sale(KEN, ("pear", 1)), sale(ZOE, ("pear", 1)))
note(P, "FYI Mrs Novak asked if we'll get plums in")
note(P, "remember Raj from the corner wants 10kg bananas put aside for the weekend")
ok(P, "Tom from the uni, 2kg bananas, 2kg apples", sale(TOM, ("banana", 2), ("apple", 2)))
ok(P, "Sue the nurse 750g grapes", sale(SUE, ("grape", 0.75)))
ok(P, "the chef (Luis) 3kg mango", sale(LUIS, ("mango", 3)))
ok(P, "Zoe Davis (blonde, school run) 1 kilo cherries", sale(ZOE, ("cherry", 1)))
ok(P, "Mrs Chen's daughter Mei, 1kg oranges", sale(MEI, ("orange", 1)))
ok(P, "Eva Berg's order from the 10th came back, all of it", ret(EVA, "2024-02-10"))
ok(P, "Mr Lee, 1kg grapes", sale(TOM, ("grape", 1)))
ok(P, "Mr Patel from the corner 2.5kg oranges", sale(RAJ, ("orange", 2.5)))
ok(P, "the lady from the bakery, new, Nadia Qureshi, nadia.q@example.com, 2kg strawberries",
   sale(c("Nadia Qureshi", email="nadia.q@example.com"), ("strawberry", 2)))
ok(P, "young Mei, 1 kilo pears, and her friend new customer Lina Park 1 kilo pears",
   sale(MEI, ("pear", 1)), sale(c("Lina Park"), ("pear", 1)))
ok(P, "Omar Hadad (tall) 2 kilo bananas", sale(OMAR, ("banana", 2)))
ok(P, "old Mrs Novak, 1lb cherries", sale(IDA, ("cherry", 0.454)))
ok(P, "26/2 Sue the nurse 1kg apples - forgot to put it in", sale(SUE, ("apple", 1), d="2024-02-26"))
ok(P, "Raj from the corner, 2kg apples", sale(RAJ, ("apple", 2), d="2024-02-26"), today="2024-02-26")
ok(P, "Sue the nurse brought back Thursday's mango", ret(SUE, "2024-02-22", d="2024-02-24"), today="2024-02-24")
no(P, "Mrs Davis from the school run, 1kg apples", "ambiguous customer")
no(P, "Mr Smith with the dog, 2kg pears", "ambiguous customer")
no(P, "the lady from the bakery, 2kg apples", "no customer name")
no(P, "new guy Marco, 1kg grapes", "new customer needs first and last name")
no(P, "Raj from the corner, 4 bananas", "count without weight")
no(P, "old Mrs Novak, 2kg pears, let her have them for 2.00", "price differs from shelf price")
no(P, "new guy Sam Whitlock, phone 249-274-1002, 1kg apples", "phone belongs to another customer")
no(P, "Mrs Novak brought back the bananas from the 9th", "two sales that day")
no(P, "Omar returned some of yesterday's strawberries, about 1kg", "partial return")
no(P, "Ken from the garage returned the stuff from the 4th", "already returned")
no(P, "Luis the chef returned what he got on monday", "no sale that day")
no(P, "Mei a bag of cherries", "count without weight")
no(P, "Eva from the flats 1kg pears, on the house", "free goods")
no(P, "Mrs Brown with the pram returned yesterday's mango", "partial return", today="2024-02-23")
no(P, "Zoe from the school run, 1kg apples on 31 Feb", "impossible date")
no(P, "Sue the nurse, 2kg apples, she pays later so date it 1 March", "future date")
no(P, "Raj from the corner 1kg grapes, staff discount", "discount")
no(P, "old Mrs Novak, 1kg plums", "unknown product")
no(P, "Smith, 1kg mango", "ambiguous customer")
no(P, "the chef, 3kg oranges", "no customer name")

# ---------------------------------------------------------------- closer: waste and counts with times
C = "closer"
ok(C, "at 6pm binned 1.5kg mouldy strawberries", adj("strawberry", -1.5, "mouldy"))
ok(C, "6:15 - 2kg bananas gone black, binned (spoiled)", adj("banana", -2, "spoiled"))
ok(C, "closing count 7pm: apples 28kg", adj("apple", -1.5, "stock count"))
ok(C, "7.30pm count mango 18.5kg", adj("mango", -0.5, "stock count"))
ok(C, "at close counted pears 20kg", adj("pear", -1, "stock count"))
ok(C, "8pm oranges counted 26kg", adj("orange", 1, "stock count"))
ok(C, "19:45 cherries 0.8kg rotten in the bottom crate, out", adj("cherry", -0.8, "rotten"))
ok(C, "at 6pm found 1kg grapes squashed, damaged, binned", adj("grape", -1, "damaged"))
ok(C, "5:50pm kids nicked about half a kilo strawberries - stolen", adj("strawberry", -0.5, "stolen"))
ok(C, "tasting plate today used 300g grapes (samples)", adj("grape", -0.3, "samples"))
ok(C, "at 6pm binned 1kg mouldy strawbs and 2kg rotten bananas",
   adj("strawberry", -1, "mouldy"), adj("banana", -2, "rotten"))
ok(C, "closing count 7pm: banana 29kg, cherry 59kg",
   adj("banana", -1.5, "stock count"), adj("cherry", -0.5, "stock count"))
ok(C, "yesterday at 8pm counted grapes 23kg", adj("grape", -1, "stock count", d="2024-02-28"))
ok(C, "yesterday 6pm binned 1kg mouldy pears", adj("pear", -1, "mouldy", d="2024-02-28"))
ok(C, "Wednesday close, strawberries counted 29kg", adj("strawberry", -1, "stock count", d="2024-02-28"))
ok(C, "Tuesday 7pm counted cherries 14kg", adj("cherry", -0.5, "stock count", d="2024-02-27"))
ok(C, "Monday 6pm binned 0.5kg mango, rotten", adj("mango", -0.5, "rotten", d="2024-02-26"))
ok(C, "at 9pm counted oranges 24.5kg", adj("orange", -0.5, "stock count"))
ok(C, "closed 6pm, samples out of the cherry tray 250g", adj("cherry", -0.25, "samples"))
ok(C, "sold Tom 1kg apples just before close at 5:55pm", sale(TOM, ("apple", 1)))
ok(C, "last customer 7pm, Ann Brown 2kg oranges", sale(ANN, ("orange", 2)))
note(C, "note: back door lock sticking at close, 8pm")
note(C, "FYI fridge 2 was at 9C at 7pm, moved the strawberries")
ok(C, "at 6pm binned 3lb rotten oranges", adj("orange", -1.361, "rotten"))
ok(C, "20:10 pears count 22kg", adj("pear", 1, "stock count"))
ok(C, "at 6:30 mango count 19.5kg", adj("mango", 0.5, "stock count"))
ok(C, "on the 27th at close counted bananas 31kg", adj("banana", 0.5, "stock count", d="2024-02-27"))
ok(C, "6pm 1.2kg apples bruised, damaged, out", adj("apple", -1.2, "damaged"))
ok(C, "at 7 binned 400g strawberries (mould)", adj("strawberry", -0.4, "mouldy"))
ok(C, "closing: 700g cherries stolen off the outside display", adj("cherry", -0.7, "stolen"))
ok(C, "Omar Haddad came in at 6:40pm, 1kg grapes", sale(OMAR, ("grape", 1)))
ok(C, "late sale 7:50pm Eva Berg 2kg bananas @ 1.20", sale(EVA, ("banana", 2)))
ok(C, "at 6pm binned 1kg bananas (spoiled) and counted apples 29kg",
   adj("banana", -1, "spoiled"), adj("apple", -0.5, "stock count"))
ok(C, "at 6pm counted cherries 16kg", adj("cherry", -0.5, "stock count", d="2024-02-25"), today="2024-02-25")
ok(C, "7pm count bananas 32kg", adj("banana", -0.5, "stock count", d="2024-02-26"), today="2024-02-26")
ok(C, "closing count pears 28kg", adj("pear", -0.5, "stock count", d="2024-02-27"), today="2024-02-27")
ok(C, "8pm count cherries 60kg", adj("cherry", 0.5, "stock count", d="2024-02-28"), today="2024-02-28")
ok(C, "at 6pm binned 1kg mouldy strawberries, the back tray",
   adj("strawberry", -1, "mouldy", d="2024-02-24"), today="2024-02-24")
ok(C, "7pm count bananas 9kg", adj("banana", -0.5, "stock count", d="2024-02-22"), today="2024-02-22")
ok(C, "at 6pm ABC dropped off 10kg apples at 1.10/kg, late again", buy(ABC, ("apple", 10, 1.1, None)))
ok(C, "6:30pm Hillside Produce delivery 15kg pears, 15.00 total", buy(HP, ("pear", 15, 1.0, None)))
note(C, "remember to turn the misters off at 8pm")
ok(C, "at 7 the closing count for grapes was 24.5kg", adj("grape", 0.5, "stock count"))
ok(C, "at 5pm binned 500g rotten pears, at 6pm 500g rotten mango",
   adj("pear", -0.5, "rotten"), adj("mango", -0.5, "rotten"))
ok(C, "yesterday 7pm count apples 29kg", adj("apple", -0.5, "stock count", d="2024-02-28"))
no(C, "at 6pm binned 3 mangoes", "count without weight")
no(C, "closing count: 4 boxes apples", "count without weight")
no(C, "at 6pm binned 20kg mango rotten", "write-off exceeds stock")
no(C, "8pm binned 32kg bananas spoiled", "write-off exceeds stock")
no(C, "at 6pm counted kiwi 3kg", "unknown product")
no(C, "count for 1 March at 7pm: pears 20kg", "future date")
no(C, "30 Feb at 6pm binned 1kg pears", "impossible date")
no(C, "02/03 closing count apples 28kg", "ambiguous date")
no(C, "at 6pm binned a tray of strawberries", "count without weight")
no(C, "7pm sold Davis 1kg pears", "ambiguous customer")
no(C, "late sale 7pm, Bob 2kg apples for 3.00", "price differs from shelf price")
no(C, "at 7pm gave the last 1kg bananas away free to Zoe Davis", "free goods")
no(C, "Wednesday close binned 25kg mango", "write-off exceeds stock")
no(C, "at 6pm binned 17kg cherries, rotten", "write-off exceeds stock", today="2024-02-25")
no(C, "6pm Omar brought back 1kg of the strawberries from yesterday", "partial return")
no(C, "8pm new customer Jo, 1kg apples", "new customer needs first and last name")
no(C, "at 6pm binned 1kg pears on 2024-03-02", "future date")
no(C, "closing count 7pm: mangoes, about a crate", "count without weight")
no(C, "6pm bought 10kg bananas at 0.60 from someone at the market", "purchase without supplier")
no(C, "7pm late delivery from ABC, bananas, 12.00 total", "purchase without weight")

out = Path(__file__).resolve().parent / "records.jsonl"
out.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
print(f"wrote {len(ROWS)} lines to {out}")
