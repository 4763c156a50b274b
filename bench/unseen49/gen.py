"""Held-out set 49: four personas typed by hand. Running it writes records.jsonl."""
import json
from pathlib import Path

T = "2024-02-29"
ROWS = []


def d(n):
    return f"2024-02-{n:02d}"


def c(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, cust, *items):
    cust = cust if isinstance(cust, dict) else c(cust)
    return {"kind": "sale", "date": date, "customer": cust, "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, sup, *items):
    sup = sup if isinstance(sup, dict) else c(sup)
    its = [{"product": it[0], "quantity": it[1], "unit_cost": it[2], "selling_price": it[3] if len(it) > 3 else None}
           for it in items]
    return {"kind": "purchase", "date": date, "supplier": sup, "items": its}


def ret(date, cust, sale_date):
    return {"kind": "return", "date": date, "customer": c(cust), "sale_date": sale_date}


def price(date, product, value):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": value}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def ok(style, text, *recs, today=T):
    ROWS.append({"text": text, "today": today, "records": list(recs), "style": style})


def note(style, text, today=T):
    ok(style, text, {"kind": "note", "date": today, "text": text, "facts": []}, today=today)


def no(style, text, why, today=T):
    ROWS.append({"text": text, "today": today, "records": None, "why": why, "style": style})


GVF, HP = "Green Valley Farms", "Hillside Produce"

# ---------------------------------------------------------------- market trader: numbers first, clipped
S = "market_trader"
ok(S, "2 apples kilo Bob", sale(T, "Bob Smith", ("apple", 2)))
ok(S, "3 pear kilo Mei", sale(T, "Mei Chen", ("pear", 3)))
ok(S, "half kilo cherry Zoe", sale(T, "Zoe Davis", ("cherry", 0.5)))
ok(S, "1 mango kilo Raj, 2 orange kilo Raj", sale(T, "Raj Patel", ("mango", 1), ("orange", 2)))
ok(S, "500 gram grape Tom Lee", sale(T, "Tom Lee", ("grape", 0.5)))
ok(S, "4 banana kilo Luis, 4.80", sale(T, "Luis Garcia", ("banana", 4)))
ok(S, "2 strawberry kilo Ann Brown 7.80 paid", sale(T, "Ann Brown", ("strawberry", 2)))
ok(S, "3 kilo pear Mrs Novak", sale(T, "Ida Novak", ("pear", 3)))
ok(S, "250g cherry Eva", sale(T, "Eva Berg", ("cherry", 0.25)))
ok(S, "2 lb apples Ken", sale(T, "Ken Smith", ("apple", 0.907)))
ok(S, "5 lb banana Sue Davis", sale(T, "Sue Davis", ("banana", 2.268)))
ok(S, "1 kilo mango yesterday Zoe", sale(d(28), "Zoe Davis", ("mango", 1)))
ok(S, "2 kilo grape Monday Raj Patel", sale(d(26), "Raj Patel", ("grape", 2)))
ok(S, "3 kilo orange the 27th Luis", sale(d(27), "Luis Garcia", ("orange", 3)))
ok(S, "1 kilo pear + 1 kilo apple Mei, 2 kilo banana Bob",
   sale(T, "Mei Chen", ("pear", 1), ("apple", 1)), sale(T, "Bob Smith", ("banana", 2)))
ok(S, "2 kilo apple Priya Nair 07700 900123", sale(T, c("Priya Nair", "07700 900123"), ("apple", 2)))
ok(S, "1 kilo cherry Hugo Lindqvist hugo.l@mailbox.example",
   sale(T, c("Hugo Lindqvist", None, "hugo.l@mailbox.example"), ("cherry", 1)))
ok(S, "3 kilo strawberry Omar Hadad", sale(T, "Omar Haddad", ("strawberry", 3)))
ok(S, "half kilo grape Ms Berg", sale(T, "Eva Berg", ("grape", 0.5)))
ok(S, "1 kilo apple Sue 1.70", sale(T, "Sue Davis", ("apple", 1)))
ok(S, "4 kilo orange Ken Smith 6.16 total", sale(T, "Ken Smith", ("orange", 4)))
ok(S, "2 kilo mango Tom 2 days ago", sale(d(27), "Tom Lee", ("mango", 2)))
ok(S, "kilo and a half strawberry Ida", sale(T, "Ida Novak", ("strawberry", 1.5)))
ok(S, "3 kilo banana Luis Garcia 3.60", sale(T, "Luis Garcia", ("banana", 3)))
ok(S, "price pear 1.50 from today", price(T, "pear", 1.5))
ok(S, "mango up 2.60", price(T, "mango", 2.6))
ok(S, "orange down 1.45 from 26/2", price(d(26), "orange", 1.45))
ok(S, "binned 2 kilo strawberry mouldy", adj(T, "strawberry", -2, "mouldy"))
ok(S, "3 kilo pear rotten out", adj(T, "pear", -3, "rotten"))
ok(S, "1 kilo apple gone, stolen off the front", adj(T, "apple", -1, "stolen"))
ok(S, "half kilo grapes samples", adj(T, "grape", -0.5, "samples"))
ok(S, "counted 20 pear", adj(T, "pear", -1.0, "stock count"))
ok(S, "count mango 18.5 kilo", adj(T, "mango", -0.5, "stock count"))
ok(S, "counted cherry 60 kilo", adj(T, "cherry", 0.5, "stock count"))
ok(S, "Bob brought back everything from the 26th", ret(T, "Bob Smith", d(26)))
ok(S, "return Sue Davis 22nd, whole lot", ret(T, "Sue Davis", d(22)))
ok(S, "Ann brought back her Friday lot, all of it", ret(T, "Ann Brown", d(23)))
ok(S, "Luis return, 16th sale, everything", ret(T, "Luis Garcia", d(16)))
ok(S, "Green Valley Farms 20 kilo orange 0.95 kilo", buy(T, GVF, ("orange", 20, 0.95)))
ok(S, "Hillside Produce 15 kilo pear 1.00 cost sell 1.50", buy(T, HP, ("pear", 15, 1.0, 1.5)))
ok(S, "ABC 10 kilo apple 11.00 all in", buy(T, "ABC", ("apple", 10, 1.1)))
ok(S, "Orchard Lane Growers 12 kilo mango 1.40", buy(T, "Orchard Lane Growers", ("mango", 12, 1.4)))
note(S, "note: Bob owes me for a bag, sort it next week")
note(S, "FYI scales on stall 2 recalibrated")
ok(S, "2 kilo apple Bob, 1 kilo pear Zoe, 3 kilo banana Raj",
   sale(T, "Bob Smith", ("apple", 2)), sale(T, "Zoe Davis", ("pear", 1)), sale(T, "Raj Patel", ("banana", 3)))
ok(S, "2 kilo mango Raj", sale(d(25), "Raj Patel", ("mango", 2)), today=d(25))
ok(S, "counted banana 37 kilo", adj(d(24), "banana", -0.5, "stock count"), today=d(24))
ok(S, "Zoe back with yesterday's, all of it", ret(d(22), "Zoe Davis", d(21)), today=d(22))
no(S, "3 mango Bob", "count without weight")
no(S, "2 kilo apple Smith", "ambiguous customer")
no(S, "1 kilo pear Davis", "ambiguous customer")
no(S, "2 kilo apple Bob 3.00 paid", "price differs from shelf price")
no(S, "1 kilo cherry Zoe free", "free goods")
no(S, "3 kilo orange Omar 10% off", "discount")
no(S, "2 kilo pear Mei tomorrow", "future date")
no(S, "1 kilo grape Raj the 30th", "impossible date")
no(S, "2 kilo kiwi Tom", "unknown product")
no(S, "2 kilo apple Dana", "new customer needs surname")
no(S, "Bob back half the cherries from the 17th", "partial return")
no(S, "Tom return 8th", "two sales that day")
no(S, "Mei return 20th", "no sale that day")
no(S, "Bob return 18th", "already returned")
no(S, "chuck 25 kilo mango rotten", "write-off exceeds stock")
no(S, "Green Valley Farms 20 kilo orange", "purchase without cost")
no(S, "30 kilo apple 1.10", "purchase without supplier")
no(S, "1 kilo apple Bob, 2 mango Zoe", "count without weight")
no(S, "2 kilo pear Nina Park 531-354-1000", "phone of a known customer")
no(S, "Hillside Produce pears 1.00 a kilo", "purchase without weight")
no(S, "1 kilo apple Bob 02/03", "ambiguous date")
no(S, "2 kilo pear Mei 28th", "future date", today=d(27))

# ---------------------------------------------------------------- supplier delivery notes copied in by the owner
S = "delivery_note"
ok(S, "Green Valley Farms — delivery note GV-2291 — 29.02.2024\nSTR-12 Strawberry 10.0 kg @ 2.50 = 25.00\nTOTAL 25.00",
   buy(T, GVF, ("strawberry", 10, 2.5)))
ok(S, "Hillside Produce | DN 0817 | PEA-CON Pears 15 kg | 1.05/kg | 15.75", buy(T, HP, ("pear", 15, 1.05)))
ok(S, "ABC\nAPL-GS Apple Granny Smith 18kg x 1.10 = 19.80\nBAN-01 Banana 12kg x 0.60 = 7.20\nTotal due 27.00",
   buy(T, "ABC", ("apple", 18, 1.1), ("banana", 12, 0.6)))
ok(S, "Hillside Produce delivery 29/02 — ORA-NAV Oranges 20 kg @ 0.90, shelf price 1.54",
   buy(T, HP, ("orange", 20, 0.9, 1.54)))
ok(S, "ABC, del. 5530: CHR-01 Cherries 22 lb, 2.00 per kg", buy(T, "ABC", ("cherry", 9.979, 2.0)))
ok(S, "Green Valley Farms / GRP-RED Grapes 12500 g @ 1.80/kg / 22.50", buy(T, GVF, ("grape", 12.5, 1.8)))
ok(S, "Hillside Produce inv 7781 — MNG-AL Mango 16 kg, line total 24.00", buy(T, HP, ("mango", 16, 1.5)))
ok(S, "Green Valley Farms DN GV-2240 dated 27.02.2024: PEA-01 Pears 20 kg @ 1.00 = 20.00",
   buy(d(27), GVF, ("pear", 20, 1.0)))
ok(S, "ABC delivery 2024-02-28 — BAN-01 Banana 25 kg @ 0.60 = 15.00 — retail 1.20",
   buy(d(28), "ABC", ("banana", 25, 0.6, 1.2)))
ok(S, "Hillside Produce, Feb 26, ORA-VAL oranges 30kg @ 0.85, total 25.50", buy(d(26), HP, ("orange", 30, 0.85)))
ok(S, "Green Valley Farms 26/2 STR-12 strawberries 8 kg @ 2.40 = 19.20", buy(d(26), GVF, ("strawberry", 8, 2.4)))
ok(S, "Sunny Acres Co-op — delivery note SA-118 — BAN bananas 25 kg @ 0.55 = 13.75",
   buy(T, "Sunny Acres Co-op", ("banana", 25, 0.55)))
ok(S, "Kessler Orchards tel 0161 496 0732 — APL-01 apples 20 kg @ 1.05 = 21.00",
   buy(T, c("Kessler Orchards", "0161 496 0732"), ("apple", 20, 1.05)))
ok(S, "Green Valley Farms tel 555-0101 — MNG mangoes 10 kg @ 1.50 = 15.00",
   buy(T, c(GVF, "555-0101"), ("mango", 10, 1.5)))
ok(S, "Hillside Produce (sales@hillside.example) PEA pears 12 kg @ 1.00 = 12.00, sell at 1.50",
   buy(T, c(HP, None, "sales@hillside.example"), ("pear", 12, 1.0, 1.5)))
ok(S, "ABC — GRP grapes 10 kg @ 1.80, CHR cherries 10 kg @ 2.00, total 38.00; retail grapes 2.80, cherries 3.20",
   buy(T, "ABC", ("grape", 10, 1.8, 2.8), ("cherry", 10, 2.0, 3.2)))
ok(S, "Green Valley Farms DN GV-2302\nORA oranges 15.5 kg @ 0.90 = 13.95\nPEA pears 9.5 kg @ 1.00 = 9.50\nTOTAL 23.45",
   buy(T, GVF, ("orange", 15.5, 0.9), ("pear", 9.5, 1.0)))
ok(S, "Hillside Produce — STR strawberries 10 lb, 2.50 per kilo", buy(T, HP, ("strawberry", 4.536, 2.5)))
ok(S, "ABC invoice 4410: APL apples 15 kg, 16.50 total", buy(T, "ABC", ("apple", 15, 1.1)))
ok(S, "Green Valley Farms, delivered yesterday: CHR cherries 12 kg @ 2.10 = 25.20",
   buy(d(28), GVF, ("cherry", 12, 2.1)))
ok(S, "Hillside Produce delivery from Monday — BAN bananas 20 kg @ 0.60", buy(d(26), HP, ("banana", 20, 0.6)))
ok(S, "Tarn Fruit Co DN 77 — MNG mangoes 9 kg @ 1.45 = 13.05", buy(T, "Tarn Fruit Co", ("mango", 9, 1.45)))
ok(S, "Green Valley Farms DN GV-2310 — STR strawberries 12 kg @ 2.50 = 30.00. 1.5 kg arrived damaged, written off.",
   buy(T, GVF, ("strawberry", 12, 2.5)), adj(T, "strawberry", -1.5, "damaged"))
ok(S, "Hillside Produce — PEA pears 10 kg @ 1.00 = 10.00 (2 kg rotten on arrival, binned)",
   buy(T, HP, ("pear", 10, 1.0)), adj(T, "pear", -2, "rotten"))
ok(S, "ABC credit note CN-19: 1 kg cherries mouldy in last delivery, binned by us", adj(T, "cherry", -1, "mouldy"))
ok(S, "Stock check sheet 29.02.2024 — APL 29 kg, BAN 31 kg",
   adj(T, "apple", -0.5, "stock count"), adj(T, "banana", 0.5, "stock count"))
ok(S, "Count sheet 28.02.2024: CHR cherries 59 kg", adj(d(28), "cherry", -0.5, "stock count"))
note(S, "Note: Green Valley Farms says next delivery may be late due to roadworks")
note(S, "FYI Hillside Produce changing invoice numbering from March, DN becomes HP-")
note(S, "Remember: ABC wants crates returned, 6 crates outstanding")
ok(S, "Green Valley Farms DN GV-2295\nAPL apples 10 kg @ 1.10\nPEA pears 10 kg @ 1.00\n"
   "ORA oranges 10 kg @ 0.90\nTOTAL 30.00",
   buy(T, GVF, ("apple", 10, 1.1), ("pear", 10, 1.0), ("orange", 10, 0.9)))
ok(S, "Hillside Produce 28.02.2024 — GRP grapes 8 kg @ 1.75 = 14.00", buy(d(28), HP, ("grape", 8, 1.75)))
ok(S, "ABC 22 lb bananas @ 0.60/kg", buy(T, "ABC", ("banana", 9.979, 0.6)))
ok(S, "Green Valley Farms: MNG mango 4000 g @ 1.50/kg = 6.00", buy(T, GVF, ("mango", 4.0, 1.5)))
ok(S, "Hillside Produce DN 0830 — CHR cherries 7.5 kg @ 2.00 = 15.00, RRP 3.20", buy(T, HP, ("cherry", 7.5, 2.0, 3.2)))
ok(S, "ABC — ORA oranges 18 kg, 16.20 for the lot", buy(T, "ABC", ("orange", 18, 0.9)))
ok(S, "Green Valley Farms 2024-02-27 BAN bananas 15 kg @ 0.58 = 8.70", buy(d(27), GVF, ("banana", 15, 0.58)))
ok(S, "Tarn Fruit Co — STR strawberries 6 kg @ 2.60 = 15.60 — shelf 4.10",
   buy(T, "Tarn Fruit Co", ("strawberry", 6, 2.6, 4.1)))
ok(S, "New shelf price after the Green Valley Farms delivery: pears 1.55 from today", price(T, "pear", 1.55))
ok(S, "After the Hillside Produce invoice we put oranges up to 1.60 from 28.02.2024", price(d(28), "orange", 1.6))
ok(S, "Green Valley Farms — CHR cherries 5 kg @ 2.05 = 10.25; GRP grapes 5 kg @ 1.85 = 9.25; total 19.50",
   buy(T, GVF, ("cherry", 5, 2.05), ("grape", 5, 1.85)))
ok(S, "Hillside Produce DN 0799 — PEA pears 10 kg @ 1.00 = 10.00", buy(d(23), HP, ("pear", 10, 1.0)), today=d(23))
ok(S, "Green Valley Farms DN GV-2260 — STR strawberries 10 kg @ 2.50 = 25.00, 1 kg damaged",
   buy(d(25), GVF, ("strawberry", 10, 2.5)), adj(d(25), "strawberry", -1, "damaged"), today=d(25))
ok(S, "ABC delivery yesterday — APL apples 10 kg @ 1.10 = 11.00", buy(d(19), "ABC", ("apple", 10, 1.1)), today=d(20))
ok(S, "Green Valley Farms DN GV-2250 — BAN bananas 20 kg @ 0.60 = 12.00", buy(d(22), GVF, ("banana", 20, 0.6)),
   today=d(22))
no(S, "Hillside Produce DN 0822 — PEA pears 20 kg — price to follow", "purchase without cost")
no(S, "Green Valley Farms — STR strawberries 6 boxes @ 7.50/box = 45.00", "count without weight")
no(S, "Delivery note #5521 — ORA oranges 15 kg @ 0.90 = 13.50", "purchase without supplier")
no(S, "Green Valley Farms DN GV-2330 dated 01.03.2024 — APL apples 10 kg @ 1.10", "future date")
no(S, "Hillside Produce DN 0835 — 30.02.2024 — BAN bananas 10 kg @ 0.60", "impossible date")
no(S, "ABC 02/03 — GRP grapes 10 kg @ 1.80", "ambiguous date")
no(S, "Green Valley Farms — KIW kiwi 5 kg @ 2.20 = 11.00", "unknown product")
no(S, "Hillside Produce — MNG mango 10 kg @ 1.50, PEA pears 4 crates @ 9.00", "count without weight")
no(S, "ABC — CHR cherries 10 kg @ 2.00 = 30.00", "cost and total disagree")
no(S, "Hillside Produce DN 0840 — 12 kg @ 1.00 = 12.00", "no product")
no(S, "ABC — APL apples @ 1.10/kg, invoice to follow", "purchase without weight")
no(S, "Green Valley Farms — 40 trays strawberries, 2.50 each", "count without weight")
no(S, "Supplier: (illegible) — BAN bananas 20 kg @ 0.60", "purchase without supplier")
no(S, "Hillside Produce — MNG mangoes 24 pcs @ 0.75", "count without weight")
no(S, "Green Valley Farms credit note — 25 kg mango damaged, written off", "write-off exceeds stock")
no(S, "Green Valley Farms DN GV-2345 — ORA oranges 10 kg — no charge, samples", "purchase without cost")
no(S, "ABC DN 5560 dated 2024-03-02 — PEA pears 10 kg @ 1.00", "future date")
no(S, "Hillside Produce — GRP grapes 10 kg @ 1.80 = 18.00 and 3 boxes cherries", "count without weight")

# ---------------------------------------------------------------- the owner's partner: polite, full sentences
S = "polite_partner"
ok(S, "Could you please record that Mrs Novak bought half a kilo of cherries this morning? Thank you.",
   sale(T, "Ida Novak", ("cherry", 0.5)))
ok(S, "Please add a sale for Tom Lee: two kilos of oranges. Thanks so much.", sale(T, "Tom Lee", ("orange", 2)))
ok(S, "Mei Chen came in and bought a kilo of apples and a kilo of pears, please put that through. Thank you!",
   sale(T, "Mei Chen", ("apple", 1), ("pear", 1)))
ok(S, "Would you mind noting that Luis bought three kilos of bananas yesterday afternoon? Thank you.",
   sale(d(28), "Luis Garcia", ("banana", 3)))
ok(S, "Please record a sale to Mr Haddad of 1.5 kg grapes. He paid 4.20, thank you.",
   sale(T, "Omar Haddad", ("grape", 1.5)))
ok(S, "Eva Berg bought 2 kg of mangoes on Monday, please add it. Thank you.", sale(d(26), "Eva Berg", ("mango", 2)))
ok(S, "Please could you enter a sale for a new customer, Clara Whitfield, phone 07911 234567, one kilo of "
   "strawberries. Thank you kindly.", sale(T, c("Clara Whitfield", "07911 234567"), ("strawberry", 1)))
ok(S, "A lovely new customer, Martin Okafor (martin.okafor@mail.example), bought 2 kg of apples. Please add him, "
   "thank you.", sale(T, c("Martin Okafor", None, "martin.okafor@mail.example"), ("apple", 2)))
ok(S, "Please record that Sue bought 750 grams of grapes on the 27th. Thank you.",
   sale(d(27), "Sue Davis", ("grape", 0.75)))
ok(S, "Ken Smith took 2 pounds of cherries, please record it. Thank you.", sale(T, "Ken Smith", ("cherry", 0.907)))
ok(S, "Please put through a sale to Ms Brown of a kilo and a half of oranges, she paid 2.31. Thank you.",
   sale(T, "Ann Brown", ("orange", 1.5)))
ok(S, "Could you please record that Raj Patel bought 3 kg of pears and 1 kg of strawberries on the 28th? Thank you.",
   sale(d(28), "Raj Patel", ("pear", 3), ("strawberry", 1)))
ok(S, "Zoe bought two kilos of bananas today, and Bob bought one kilo of mango. Please record both, thank you.",
   sale(T, "Zoe Davis", ("banana", 2)), sale(T, "Bob Smith", ("mango", 1)))
ok(S, "Please add that Mr Garcia bought 1 kg of cherries on Feb 27. Many thanks.",
   sale(d(27), "Luis Garcia", ("cherry", 1)))
ok(S, "Please enter a sale to Ida Nowak of 2 kg of oranges, thank you.", sale(T, "Ida Novak", ("orange", 2)))
ok(S, "Could you please record that Bob Smith bought 3 kg of apples for 5.10? Thank you.",
   sale(T, "Bob Smith", ("apple", 3)))
ok(S, "Bob Smith brought back everything he bought on Wednesday, please process the return. Thank you.",
   ret(T, "Bob Smith", d(28)))
ok(S, "Mrs Novak returned her whole purchase from the 20th today. Please record it, thank you.",
   ret(T, "Ida Novak", d(20)))
ok(S, "Please process a return for Raj Patel, for his sale on the 27th. Thank you.", ret(T, "Raj Patel", d(27)))
ok(S, "Yesterday Ann Brown returned everything from her sale on the 22nd. Could you please record that? Thank you.",
   ret(d(28), "Ann Brown", d(22)))
ok(S, "Please record that Omar returned his purchase of the 21st in full. Thank you.", ret(T, "Omar Haddad", d(21)))
ok(S, "Eva returned the whole of her 19 February order, please record it. Thanks.", ret(T, "Eva Berg", d(19)))
ok(S, "Please change the price of strawberries to 4.10 per kilo from today. Thank you.", price(T, "strawberry", 4.1))
ok(S, "Could you please set apples to 1.80 a kilo, starting on the 28th? Thank you.", price(d(28), "apple", 1.8))
ok(S, "From today grapes should be 2.95, please. Thank you.", price(T, "grape", 2.95))
ok(S, "I counted the oranges this evening and there are 24 kilos, please update the stock. Thank you.",
   adj(T, "orange", -1.0, "stock count"))
ok(S, "We have 22 kilos of pears on the shelf according to my count. Please adjust, thank you.",
   adj(T, "pear", 1.0, "stock count"))
ok(S, "Yesterday's closing count of apples was 29 kilos; please record it. Thank you.",
   adj(d(28), "apple", -0.5, "stock count"))
ok(S, "Please write off 1.5 kg of bananas, they have gone rotten. Thank you.", adj(T, "banana", -1.5, "rotten"))
ok(S, "Sadly 2 kg of strawberries were damaged when the crate fell. Please write them off, thank you.",
   adj(T, "strawberry", -2, "damaged"))
ok(S, "Please write off half a kilo of cherries that we gave away as samples. Thank you.",
   adj(T, "cherry", -0.5, "samples"))
ok(S, "I'm afraid a kilo of mangoes has gone mouldy, please take it off the stock. Thank you.",
   adj(T, "mango", -1, "mouldy"))
note(S, "Note: Mrs Novak would like us to keep some ripe mangoes aside for her. Thank you.")
note(S, "FYI, the card machine was playing up this afternoon. Thank you for checking it.")
note(S, "Please remember to order more paper bags, we are nearly out. Thank you.")
ok(S, "Please record that Hillside Produce delivered 10 kg of mangoes at 1.50 per kilo this morning. Thank you.",
   buy(T, HP, ("mango", 10, 1.5)))
ok(S, "Green Valley Farms brought 15 kg of pears today, we paid 15.00 in total. Please add it, thank you.",
   buy(T, GVF, ("pear", 15, 1.0)))
ok(S, "Could you record a purchase from ABC of 20 kg of grapes at 1.80 a kilo? We'll sell them at 2.90. Thank you.",
   buy(T, "ABC", ("grape", 20, 1.8, 2.9)))
ok(S, "A new supplier, Meadowbrook Orchard, delivered 12 kg of apples at 1.00 per kilo. Please add them. Thank you.",
   buy(T, "Meadowbrook Orchard", ("apple", 12, 1.0)))
ok(S, "Please add two sales: Tom bought 1 kg of pears and Sue Davis bought 2 kg of oranges. Thank you so much.",
   sale(T, "Tom Lee", ("pear", 1)), sale(T, "Sue Davis", ("orange", 2)))
ok(S, "Please record 27.02.2024: Zoe Davis bought 1 kg of grapes. Thank you.", sale(d(27), "Zoe Davis", ("grape", 1)))
ok(S, "Please record a sale to Ken of three kilos of bananas from 2024-02-28. Thank you.",
   sale(d(28), "Ken Smith", ("banana", 3)))
ok(S, "Could you please add that Mei bought 1 pound of cherries? Thank you.", sale(T, "Mei Chen", ("cherry", 0.454)))
ok(S, "Please add a sale for Raj of 2 kg of apples, he paid 3.40. Thank you very much.",
   sale(T, "Raj Patel", ("apple", 2)))
ok(S, "Please record that Mrs Chen bought a kilo of apples today. Thank you.", sale(d(24), "Mei Chen", ("apple", 1)),
   today=d(24))
ok(S, "Please process a return for Sue Davis, her sale from Thursday. Thank you.", ret(d(26), "Sue Davis", d(22)),
   today=d(26))
ok(S, "Please write off 1 kg of pears, they were stolen. Thank you.", adj(d(21), "pear", -1, "stolen"), today=d(21))
no(S, "Please record that Mrs Smith bought a kilo of apples. Thank you.", "ambiguous customer")
no(S, "Could you please record that Mrs Davis bought 2 kg of pears? Thank you.", "ambiguous customer")
no(S, "Please record that Bob bought three mangoes. Thank you.", "count without weight")
no(S, "Please give Eva Berg 2 kg of oranges at 1.40 a kilo, she's a regular. Thank you.",
   "price differs from shelf price")
no(S, "Please record that Zoe bought a kilo of strawberries, we gave them to her free. Thank you.", "free goods")
no(S, "Mei bought 2 kg of cherries, please give her a 10% discount. Thank you.", "discount")
no(S, "Please record that Tom bought 2 kg of apples on the 2nd of March. Thank you.", "future date")
no(S, "Please record a sale to Raj on 30 February of 1 kg of pears. Thank you.", "impossible date")
no(S, "Please record that a lady called Helen bought 2 kg of bananas. Thank you.", "new customer needs surname")
no(S, "Please process a return for Tom Lee from the 8th. Thank you.", "two sales that day")
no(S, "Mrs Novak returned half of the bananas from the 16th, could you please record that? Thank you.",
   "partial return")
no(S, "Please record that Ken returned his purchase from the 4th. Thank you.", "already returned")
no(S, "Please process a return for Luis Garcia's sale on the 20th. Thank you.", "no sale that day")
no(S, "Please write off 30 kg of pears that went rotten. Thank you.", "write-off exceeds stock")
no(S, "Please record a purchase of 20 kg of apples from Hillside Produce. Thank you.", "purchase without cost")
no(S, "Please add a new customer, Greta Holm, 531-354-1000, who bought a kilo of pears. Thank you.",
   "phone of a known customer")
no(S, "Please record that Zoe bought 1 kg of apples and Sue bought a punnet of strawberries. Thank you.",
   "count without weight")
no(S, "Please set the price of pears to 1.70 from tomorrow. Thank you.", "future date")
no(S, "Please record Omar's sale from 02/03, 2 kg of grapes. Thank you.", "ambiguous date")
no(S, "Please record that Bob bought a kilo of pears on the 26th. Thank you.", "future date", today=d(25))

# ---------------------------------------------------------------- teenager on the till: abbreviates everything
S = "teen_abbrev"
ok(S, "2k pr 4 bob", sale(T, "Bob Smith", ("pear", 2)))
ok(S, "mngo 1k zoe", sale(T, "Zoe Davis", ("mango", 1)))
ok(S, "raj 3k nanas", sale(T, "Raj Patel", ("banana", 3)))
ok(S, "strawbs 500g mei", sale(T, "Mei Chen", ("strawberry", 0.5)))
ok(S, "tom 2k grps", sale(T, "Tom Lee", ("grape", 2)))
ok(S, "ken 1.5k orng", sale(T, "Ken Smith", ("orange", 1.5)))
ok(S, "appl 2k ann", sale(T, "Ann Brown", ("apple", 2)))
ok(S, "ida hlf k pr", sale(T, "Ida Novak", ("pear", 0.5)))
ok(S, "luis 1k mngo + 1k orng", sale(T, "Luis Garcia", ("mango", 1), ("orange", 1)))
ok(S, "omar hadad 2k strawbs", sale(T, "Omar Haddad", ("strawberry", 2)))
ok(S, "bob 1k appl yday", sale(d(28), "Bob Smith", ("apple", 1)))
ok(S, "zoe 2k nanas mon", sale(d(26), "Zoe Davis", ("banana", 2)))
ok(S, "mei 1k pr 27th", sale(d(27), "Mei Chen", ("pear", 1)))
ok(S, "raj 2lb grps", sale(T, "Raj Patel", ("grape", 0.907)))
ok(S, "tom 3k appl 5.10", sale(T, "Tom Lee", ("apple", 3)))
ok(S, "new guy jake moreno 2k orng 07123 456789", sale(T, c("Jake Moreno", "07123 456789"), ("orange", 2)))
ok(S, "lena fox 1k strawbs lena.fox@mail.example", sale(T, c("Lena Fox", None, "lena.fox@mail.example"),
                                                          ("strawberry", 1)))
ok(S, "mrs novak 1k nanas", sale(T, "Ida Novak", ("banana", 1)))
ok(S, "mr lee 2k pr", sale(T, "Tom Lee", ("pear", 2)))
ok(S, "ann brwn 1k grps", sale(T, "Ann Brown", ("grape", 1)))
ok(S, "bob 1k pr, zoe 1k appl", sale(T, "Bob Smith", ("pear", 1)), sale(T, "Zoe Davis", ("apple", 1)))
ok(S, "binned 1k strawbs mouldy", adj(T, "strawberry", -1, "mouldy"))
ok(S, "2k nanas rotten chucked", adj(T, "banana", -2, "rotten"))
ok(S, "samples hlf k grps", adj(T, "grape", -0.5, "samples"))
ok(S, "1k appl stolen lol", adj(T, "apple", -1, "stolen"))
ok(S, "dropped crate 1.5k chrry damaged", adj(T, "cherry", -1.5, "damaged"))
ok(S, "counted mngo 19.5k", adj(T, "mango", 0.5, "stock count"))
ok(S, "strawbs count 28k", adj(T, "strawberry", -2.0, "stock count"))
ok(S, "raj returned his tues stuff, all of it", ret(T, "Raj Patel", d(27)))
ok(S, "ida return 28th all of it", ret(T, "Ida Novak", d(28)))
ok(S, "zoe brought back todays mngo, the lot", ret(T, "Zoe Davis", T))
ok(S, "mei return 15th", ret(T, "Mei Chen", d(15)))
ok(S, "mngo now 2.50", price(T, "mango", 2.5))
ok(S, "chrry price 3.40 from 28th", price(d(28), "cherry", 3.4))
note(S, "note: bob wants nanas saved 4 him")
note(S, "fyi fridge making weird noise")
note(S, "remember 2 order bags")
ok(S, "green valley farms dropped 10k strawbs 2.50/k", buy(T, GVF, ("strawberry", 10, 2.5)))
ok(S, "hillside produce 20k nanas 12.00 total", buy(T, HP, ("banana", 20, 0.6)))
ok(S, "abc 5k appl 1.10 sell 1.80", buy(T, "ABC", ("apple", 5, 1.1, 1.8)))
ok(S, "ken 2k orng 3.08 paid", sale(T, "Ken Smith", ("orange", 2)))
ok(S, "sue 1k pr 3 days ago", sale(d(26), "Sue Davis", ("pear", 1)))
ok(S, "2 days ago omar 1k chrry", sale(d(27), "Omar Haddad", ("cherry", 1)))
ok(S, "luis 1k nanas 26/2", sale(d(26), "Luis Garcia", ("banana", 1)))
ok(S, "eva 1k pr", sale(d(23), "Eva Berg", ("pear", 1)), today=d(23))
ok(S, "counted nanas 37k", adj(d(25), "banana", -0.5, "stock count"), today=d(25))
ok(S, "raj return yday, whole thing", ret(d(27), "Raj Patel", d(26)), today=d(27))
no(S, "2 mngo bob", "count without weight")
no(S, "smith 1k appl", "ambiguous customer")
no(S, "davis 2k pr", "ambiguous customer")
no(S, "bob 2k appl paid 2.00", "price differs from shelf price")
no(S, "zoe 1k strawbs free lol", "free goods")
no(S, "mei 2k grps 20% off", "discount")
no(S, "tom 1k pr tmrw", "future date")
no(S, "raj 1k chrry 31st", "impossible date")
no(S, "kiwi 2k ken", "unknown product")
no(S, "jess 1k appl", "new customer needs surname")
no(S, "bob returned 1k of his chrry from 17th", "partial return")
no(S, "omar return 19th", "two sales that day")
no(S, "eva return 3rd", "already returned")
no(S, "sue return 21st", "no sale that day")
no(S, "binned 25k grps rotten", "write-off exceeds stock")
no(S, "hillside produce 10k pr", "purchase without cost")
no(S, "20k orng 0.90/k", "purchase without supplier")
no(S, "bob 1k pr, ann 2 mngo", "count without weight")
no(S, "max lund 1k appl 249-274-1002", "phone of a known customer")

out = Path(__file__).resolve().parent / "records.jsonl"
out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS))
print(f"wrote {len(ROWS)} lines to {out}")
