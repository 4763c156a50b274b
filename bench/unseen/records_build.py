"""Builds records.jsonl (staff inputs -> expected records) for the unseen set.

Stdlib only.  Every return is checked against the demo records (the sale must
exist, be the customer's only sale that day and not be returned already);
pound conversions are computed, not typed.
"""
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.join(HERE, "..", "..", "resources", "demo", "fruitshop_month.jsonl")
OUT = os.path.join(HERE, "records.jsonl")

PRODUCTS = {"apple", "banana", "cherry", "grape", "mango", "orange", "pear", "strawberry"}
CUSTOMERS = {"Bob Smith", "Tom Lee", "Mei Chen", "Eva Berg", "Zoe Davis", "Raj Patel", "Ken Smith",
             "Luis Garcia", "Omar Haddad", "Ann Brown", "Ida Novak", "Sue Davis"}
SUPPLIERS = {"ABC", "Green Valley Farms", "Hillside Produce"}
NEW_CUSTOMERS = {"Maria Lopez", "Jack Turner", "Priya Nair", "Hannah Olsen"}
NEW_SUPPLIERS = {"Sunny Orchards"}
REASONS = {"spoiled", "mouldy", "rotten", "stolen", "samples", "damaged", "stock count"}

demo = [json.loads(l) for l in open(DEMO)]
returned = {(r["customer"]["name"], r["sale_date"]) for r in demo if r["kind"] == "return"}
sales_by = {}
price = {}
for r in demo:
    if r["kind"] == "sale":
        sales_by.setdefault((r["customer"]["name"], r["date"]), []).append(r)
    elif r["kind"] == "purchase":
        for it in r["items"]:
            if it["selling_price"] is not None:
                price[it["product"]] = it["selling_price"]
    elif r["kind"] == "price_change":
        price[r["product"]] = r["selling_price"]

T = "2024-02-29"


def lb(x):
    return round(x * 0.45359237, 3)


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def S(date, cust, items, phone=None, email=None):
    assert cust in CUSTOMERS or cust in NEW_CUSTOMERS, cust
    its = []
    for p, q in items:
        assert p in PRODUCTS and q > 0, (p, q)
        its.append({"product": p, "quantity": q})
    return {"kind": "sale", "date": date, "customer": who(cust, phone, email), "items": its}


def P(date, sup, items, phone=None, email=None):
    assert sup in SUPPLIERS or sup in NEW_SUPPLIERS, sup
    its = []
    for it in items:
        p, q, c = it[:3]
        sp = it[3] if len(it) > 3 else None
        assert p in PRODUCTS and q > 0 and c > 0
        its.append({"product": p, "quantity": q, "unit_cost": c, "selling_price": sp})
    return {"kind": "purchase", "date": date, "supplier": who(sup, phone, email), "items": its}


def R(date, cust, sale_date):
    assert cust in CUSTOMERS
    sales = sales_by.get((cust, sale_date), [])
    assert len(sales) == 1, (cust, sale_date, "needs exactly one sale")
    assert (cust, sale_date) not in returned, (cust, sale_date, "already returned")
    assert sale_date < date, (cust, sale_date, date)
    return {"kind": "return", "date": date, "customer": who(cust), "sale_date": sale_date}


def PC(date, product, p):
    assert product in PRODUCTS
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def A(date, product, q, reason):
    assert product in PRODUCTS and reason in REASONS and q != 0
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


LINES = []


def ok(text, records, style, today=T):
    if isinstance(records, dict):
        records = [records]
    LINES.append({"text": text, "today": today, "records": records, "style": style})


def note(text, style="note", today=T):
    LINES.append({"text": text, "today": today,
                  "records": [{"kind": "note", "date": today, "text": text, "facts": []}],
                  "style": style})


def no(text, why, style, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- sales
ok("2kg apples to Bob", S(T, "Bob Smith", [("apple", 2)]), "terse")
ok("sold tom lee 3 kg of bananas", S(T, "Tom Lee", [("banana", 3)]), "lowercase")
ok("Mei Chen bought 1.5 kg cherries", S(T, "Mei Chen", [("cherry", 1.5)]), "plain")
ok("Eva took two kilos of grapes", S(T, "Eva Berg", [("grape", 2)]), "number_words")
ok("Zoe Davis: 4kg oranges", S(T, "Zoe Davis", [("orange", 4)]), "terse")
ok("Raj picked up 2.5 kg mangoes this morning", S(T, "Raj Patel", [("mango", 2.5)]), "verb_variety")
ok("Sold Ken Smith half a kilo of strawberries", S(T, "Ken Smith", [("strawberry", 0.5)]), "fraction")
ok("Luis Garica bought 3 kg pears", S(T, "Luis Garcia", [("pear", 3)]), "typo_name")
ok("omar hadad 1kg strawbery", S(T, "Omar Haddad", [("strawberry", 1)]), "typo")
ok("Ann Brown purchased 2 kg of aples", S(T, "Ann Brown", [("apple", 2)]), "typo_product")
ok("Ida Novak - 750 g grapes", S(T, "Ida Novak", [("grape", 0.75)]), "grams")
ok("Sue Davis bought 1200g bananas", S(T, "Sue Davis", [("banana", 1.2)]), "grams")
ok("Bob Smith bought 3 lb of oranges", S(T, "Bob Smith", [("orange", lb(3))]), "pounds")
ok("Tom Lee, 2 pounds cherries", S(T, "Tom Lee", [("cherry", lb(2))]), "pounds")
ok("Yesterday Mei bought 2 kg pears", S("2024-02-28", "Mei Chen", [("pear", 2)]), "relative_date")
ok("On Monday Raj Patel bought 3kg bananas", S("2024-02-26", "Raj Patel", [("banana", 3)]), "weekday")
ok("Sold 1 kg mango to Zoe Davis on Tuesday", S("2024-02-27", "Zoe Davis", [("mango", 1)]), "weekday")
ok("Eva Berg, Saturday, 2 kg strawberries", S("2024-02-24", "Eva Berg", [("strawberry", 2)]), "weekday")
ok("Sold 2 kg grapes to Omar Haddad on 2024-02-20", S("2024-02-20", "Omar Haddad", [("grape", 2)]), "explicit_date")
ok("Feb 22: Ann Brown 1.5 kg orange", S("2024-02-22", "Ann Brown", [("orange", 1.5)]), "explicit_date")
ok("On the 19th Ida Novak took 2 kg apples", S("2024-02-19", "Ida Novak", [("apple", 2)]), "explicit_date")
ok("SOLD 5 KG BANANAS TO KEN SMITH", S(T, "Ken Smith", [("banana", 5)]), "shouting")
ok("LUIS GARCIA 2KG MANGO", S(T, "Luis Garcia", [("mango", 2)]), "shouting")
ok("Hi, could you please log that Sue Davis bought 2 kg of pears today? Thanks!",
   S(T, "Sue Davis", [("pear", 2)]), "polite")
ok("Please record: Bob bought 1 kg cherries and 2 kg apples",
   S(T, "Bob Smith", [("cherry", 1), ("apple", 2)]), "polite")
ok("Tom Lee bought 2 kg pears at 1.44", S(T, "Tom Lee", [("pear", 2)]), "price_current")
ok("Mei Chen: 3kg apples @ $1.70/kg", S(T, "Mei Chen", [("apple", 3)]), "price_current")
ok("Raj 2 kg cherries, $6.40", S(T, "Raj Patel", [("cherry", 2)]), "price_current")
ok("Sold Zoe Davis 4 kg bananas for 4.80", S(T, "Zoe Davis", [("banana", 4)]), "price_current")
ok("Eva Berg bought 2 kg of oranges at 1.54 per kilo", S(T, "Eva Berg", [("orange", 2)]), "price_current")
ok("Ken Smith: 2 kg grapes @ 2.80", S(T, "Ken Smith", [("grape", 2)]), "price_current")
ok("Sold to Luis Garcia: 1 kg strawberry (3.90)", S(T, "Luis Garcia", [("strawberry", 1)]), "price_current")
ok("Omar bought a kilo of mangoes", S(T, "Omar Haddad", [("mango", 1)]), "number_words")
ok("Ann Brown \u2013 three and a half kilos of bananas", S(T, "Ann Brown", [("banana", 3.5)]), "number_words")
ok("Ida bought one and a half kg of cherries", S(T, "Ida Novak", [("cherry", 1.5)]), "number_words")
ok("Sue Davis took a quarter kilo of strawberries", S(T, "Sue Davis", [("strawberry", 0.25)]), "fraction")
ok("bob smith 2.25kg pear", S(T, "Bob Smith", [("pear", 2.25)]), "lowercase")
ok("Tom, 3 kilograms oranges", S(T, "Tom Lee", [("orange", 3)]), "terse")
ok("Sold Mei Chen 500 grams of grapes and 1 kg of mango",
   S(T, "Mei Chen", [("grape", 0.5), ("mango", 1)]), "grams")
ok("Raj Patel bought apples 2kg, pears 1kg, bananas 3kg",
   S(T, "Raj Patel", [("apple", 2), ("pear", 1), ("banana", 3)]), "multi_item")
ok("Zoe Davis grabbed 2 kg apples", S(T, "Zoe Davis", [("apple", 2)]), "verb_variety")
ok("2 kg of cherries were sold to Eva Berg", S(T, "Eva Berg", [("cherry", 2)]), "passive")
ok("Ken Smith was sold 1.5 kg mango", S(T, "Ken Smith", [("mango", 1.5)]), "passive")
ok("Luis Garcia got 4 kilos of oranges", S(T, "Luis Garcia", [("orange", 4)]), "verb_variety")
ok("Handed Omar Haddad 2 kg bananas, paid in full", S(T, "Omar Haddad", [("banana", 2)]), "verb_variety")
ok("Ann Brown paid for 2 kg pears", S(T, "Ann Brown", [("pear", 2)]), "verb_variety")
ok("New customer Maria Lopez bought 2 kg apples", S(T, "Maria Lopez", [("apple", 2)]), "new_customer")
ok("sold 1 kg cherries to jack turner", S(T, "Jack Turner", [("cherry", 1)]), "new_customer")
ok("Sold 3 kg bananas to Priya Nair, phone 555-212-3434",
   S(T, "Priya Nair", [("banana", 3)], phone="555-212-3434"), "new_customer")
ok("Bob Smith (531-354-1000) bought 2 kg grapes",
   S(T, "Bob Smith", [("grape", 2)], phone="531-354-1000"), "contact")
ok("Sold 1 kg mango to Tom Lee, tom.lee2@example.com",
   S(T, "Tom Lee", [("mango", 1)], email="tom.lee2@example.com"), "contact")
ok("Ida Novak 2kg pears, 1kg oranges yesterday",
   S("2024-02-28", "Ida Novak", [("pear", 2), ("orange", 1)]), "relative_date")
ok("Mei Chen 2 kg apples, Raj Patel 1 kg cherries",
   [S(T, "Mei Chen", [("apple", 2)]), S(T, "Raj Patel", [("cherry", 1)])], "multi_record")
ok("Sold 2 kg pears to Sue Davis and 3 kg bananas to Zoe Davis",
   [S(T, "Sue Davis", [("pear", 2)]), S(T, "Zoe Davis", [("banana", 3)])], "multi_record")
ok("Eva: 1kg strawberries. Ken: 2kg apples.",
   [S(T, "Eva Berg", [("strawberry", 1)]), S(T, "Ken Smith", [("apple", 2)])], "multi_record")
ok("Omar Haddad bought 2 kg mango on 02/27/2024", S("2024-02-27", "Omar Haddad", [("mango", 2)]), "date_format")
ok("27 Feb \u2014 Luis Garcia 3 kg grapes", S("2024-02-27", "Luis Garcia", [("grape", 3)]), "date_format")
ok("Ann Brown bought 2kg bananas last Friday", S("2024-02-23", "Ann Brown", [("banana", 2)]), "weekday")
ok("Sunday: Ida Novak 1 kg apple", S("2024-02-25", "Ida Novak", [("apple", 1)]), "weekday")
ok("the day before yesterday Tom Lee bought 2 kg pears", S("2024-02-27", "Tom Lee", [("pear", 2)]), "relative_date")
ok("Sold 2 kg apples to Bob Smith", S("2024-03-01", "Bob Smith", [("apple", 2)]), "plain", today="2024-03-01")
ok("Yesterday Mei Chen bought 1 kg cherries", S("2024-03-03", "Mei Chen", [("cherry", 1)]), "relative_date",
   today="2024-03-04")
ok("Saturday Raj Patel 2 kg bananas", S("2024-03-02", "Raj Patel", [("banana", 2)]), "weekday", today="2024-03-04")
ok("Zoe Davis bought 1 kg grapes", S("2024-02-26", "Zoe Davis", [("grape", 1)]), "plain", today="2024-02-26")
ok("Sold 3kg oranges to Eva Berg on Tuesday", S("2024-03-05", "Eva Berg", [("orange", 3)]), "weekday",
   today="2024-03-07")
ok("Ken bought 2 kg strawberries, the price was 3.90", S(T, "Ken Smith", [("strawberry", 2)]), "price_current")
ok("Cash sale: Luis Garcia 1.5kg apples", S(T, "Luis Garcia", [("apple", 1.5)]), "terse")
ok("Tom lee - 2kg bananas - paid by card", S(T, "Tom Lee", [("banana", 2)]), "terse")
ok("Sold 4 kg oranges to Ann Brown 748-296-1003",
   S(T, "Ann Brown", [("orange", 4)], phone="748-296-1003"), "contact")
ok("Mango 2kg -> Ida Novak", S(T, "Ida Novak", [("mango", 2)]), "terse")
ok("Raj Patel bought 2 kilo pears and 1 kilo mango on 25/02/2024",
   S("2024-02-25", "Raj Patel", [("pear", 2), ("mango", 1)]), "date_format")
ok("Kenn Smith 1kg apples", S(T, "Ken Smith", [("apple", 1)]), "typo_name")
ok("Zoe Davies bought 2 kg oranges", S(T, "Zoe Davis", [("orange", 2)]), "typo_name")
ok("Eva Burg 1kg cherries", S(T, "Eva Berg", [("cherry", 1)]), "typo_name")
ok("Sold 2 kg of bananna to Sue Davis", S(T, "Sue Davis", [("banana", 2)]), "typo_product")
ok("3kg mangos to Luis", S(T, "Luis Garcia", [("mango", 3)]), "typo_product")
ok("1 kg cherrys for Omar", S(T, "Omar Haddad", [("cherry", 1)]), "typo_product")
ok("Tom Lee \u2014 2 kg oragnes", S(T, "Tom Lee", [("orange", 2)]), "typo_product")
ok("Bob: 1kg grapes, 1kg pears, 1kg apples",
   S(T, "Bob Smith", [("grape", 1), ("pear", 1), ("apple", 1)]), "multi_item")
ok("Ann Brown bought 1 1/2 kg pears", S(T, "Ann Brown", [("pear", 1.5)]), "fraction")
ok("Sold 3/4 kg cherries to Ida Novak", S(T, "Ida Novak", [("cherry", 0.75)]), "fraction")
ok("Zoe Davis got 2\u00bd kg bananas", S(T, "Zoe Davis", [("banana", 2.5)]), "fraction")
ok("SUE DAVIS 1 KG CHERRIES PLEASE RECORD", S(T, "Sue Davis", [("cherry", 1)]), "shouting")
ok("Bob Smith bought 1 kg mango, thanks a lot!", S(T, "Bob Smith", [("mango", 1)]), "polite")
ok("Could you add a sale: Ken Smith, 2 kg bananas", S(T, "Ken Smith", [("banana", 2)]), "polite")
ok("Sale \u2014 Omar Haddad \u2014 1.25 kg grapes \u2014 3.50", S(T, "Omar Haddad", [("grape", 1.25)]), "price_current")
ok("Eva Berg bought 2kg apples for 3 dollars 40", S(T, "Eva Berg", [("apple", 2)]), "price_current")
ok("Luis Garcia 1 kg mango $2.40", S(T, "Luis Garcia", [("mango", 1)]), "price_current")
ok("Ida bought 250g strawberries", S(T, "Ida Novak", [("strawberry", 0.25)]), "grams")
ok("Tom Lee bought 1 lb cherries", S(T, "Tom Lee", [("cherry", lb(1))]), "pounds")
ok("Mei bought 4 lbs of apples", S(T, "Mei Chen", [("apple", lb(4))]), "pounds")
ok("Raj Patel bought 2.2 lb bananas", S(T, "Raj Patel", [("banana", lb(2.2))]), "pounds")
ok("Hannah Olsen (hannah.olsen@example.com) bought 1 kg pears",
   S(T, "Hannah Olsen", [("pear", 1)], email="hannah.olsen@example.com"), "new_customer")
ok("Mr Lee took 1.5 kg grapes", S(T, "Tom Lee", [("grape", 1.5)]), "title_name")
ok("Ms Novak bought two kilos of oranges yesterday", S("2024-02-28", "Ida Novak", [("orange", 2)]), "title_name")
ok("Patel, 1 kg strawberries", S(T, "Raj Patel", [("strawberry", 1)]), "surname_only")
ok("Customer Haddad bought 2.5 kg pears on Tuesday", S("2024-02-27", "Omar Haddad", [("pear", 2.5)]),
   "surname_only")

# ---------------------------------------------------------------- purchases
ok("Bought 20 kg apples from ABC at 1.10", P(T, "ABC", [("apple", 20, 1.1)]), "purchase")
ok("Received 30kg bananas from Hillside, $0.60/kg", P(T, "Hillside Produce", [("banana", 30, 0.6)]),
   "purchase_short_supplier")
ok("Green Valley delivered 25 kg strawberries at 2.50 per kg",
   P(T, "Green Valley Farms", [("strawberry", 25, 2.5)]), "purchase_short_supplier")
ok("From ABC: 10 kg cherries for $20 total", P(T, "ABC", [("cherry", 10, 2.0)]), "purchase_total")
ok("Hillside Produce: 40 kg pears, paid $40 for the lot", P(T, "Hillside Produce", [("pear", 40, 1.0)]),
   "purchase_total")
ok("Purchased 15 kg mangoes from Green Valley Farms at 1.50 each kg, selling price 2.40",
   P(T, "Green Valley Farms", [("mango", 15, 1.5, 2.4)]), "purchase_selling_price")
ok("bought 20kg grapes @1.80 and 10kg apples @1.10 from abc",
   P(T, "ABC", [("grape", 20, 1.8), ("apple", 10, 1.1)]), "purchase_multi_item")
ok("ABC DELIVERY 50KG ORANGES AT 0.90", P(T, "ABC", [("orange", 50, 0.9)]), "shouting")
ok("New supplier Sunny Orchards: 30 kg apples at 1.00", P(T, "Sunny Orchards", [("apple", 30, 1.0)]),
   "new_supplier")
ok("Got 12 kg mango from Hilside for 18 dollars", P(T, "Hillside Produce", [("mango", 12, 1.5)]), "typo_name")
ok("Yesterday Green Valley Farms sent 20 kg pears at $0.95",
   P("2024-02-28", "Green Valley Farms", [("pear", 20, 0.95)]), "relative_date")
ok("Bought 5000 g cherries from ABC at 2.10/kg", P(T, "ABC", [("cherry", 5, 2.1)]), "grams")
ok("Restocked bananas: 24 kg from Hillside Produce at 55c a kilo",
   P(T, "Hillside Produce", [("banana", 24, 0.55)]), "price_notation")
ok("Green Valley Farms, 10 kg strawberries, 25 dollars", P(T, "Green Valley Farms", [("strawberry", 10, 2.5)]),
   "purchase_total")
ok("On Monday we got 18kg oranges from ABC at 0.85", P("2024-02-26", "ABC", [("orange", 18, 0.85)]), "weekday")
ok("Purchase from Hillside Produce (phone 555-0102): 20 kg bananas at 0.60",
   P(T, "Hillside Produce", [("banana", 20, 0.6)], phone="555-0102"), "contact")
ok("Took delivery of twenty kilos of apples from ABC, one dollar ten a kilo",
   P(T, "ABC", [("apple", 20, 1.1)]), "number_words")
ok("Bought 30 kg grapes at 1.80 from ABC; grape sells at 2.90",
   P(T, "ABC", [("grape", 30, 1.8, 2.9)]), "purchase_selling_price")
ok("ABC invoice: apples 24 kg @ 1.10, bananas 24 kg @ 0.60",
   P(T, "ABC", [("apple", 24, 1.1), ("banana", 24, 0.6)]), "purchase_multi_item")
ok("Green Valley Farms delivered 47 kg oranges on the 27th at 0.90",
   P("2024-02-27", "Green Valley Farms", [("orange", 47, 0.9)]), "explicit_date")
ok("Hillside: 10kg pears $1/kg, email sales@hillside.example",
   P(T, "Hillside Produce", [("pear", 10, 1.0)], email="sales@hillside.example"), "contact")
ok("20 kg of mangoes were bought from Green Valley Farms for $30",
   P(T, "Green Valley Farms", [("mango", 20, 1.5)]), "passive")
ok("We received 10 kg of grapes from ABC today, invoice says $18", P(T, "ABC", [("grape", 10, 1.8)]),
   "purchase_total")
ok("Bought 16 kg cherries from ABC at 2.00 on Friday", P("2024-03-01", "ABC", [("cherry", 16, 2.0)]),
   "weekday", today="2024-03-05")

# ---------------------------------------------------------------- price changes
ok("Pear price now 1.60/kg", PC(T, "pear", 1.6), "price_change")
ok("Change the price of apples to 1.90", PC(T, "apple", 1.9), "price_change")
ok("Bananas are going up to $1.30 a kilo from today", PC(T, "banana", 1.3), "price_change")
ok("New price for mango: 2.20", PC(T, "mango", 2.2), "price_change")
ok("Cherry price was changed to 3.50 yesterday", PC("2024-02-28", "cherry", 3.5), "relative_date")
ok("STRAWBERRIES NOW SELL AT 4.20", PC(T, "strawberry", 4.2), "shouting")
ok("Orange reduced to 1.45 per kg", PC(T, "orange", 1.45), "price_change")
ok("grapes 3 dollars a kilo from now on", PC(T, "grape", 3.0), "price_change")
ok("From Monday the selling price of pears was set to $1.50", PC("2024-03-04", "pear", 1.5), "weekday",
   today="2024-03-06")

# ---------------------------------------------------------------- stock adjustments
ok("Threw out 2 kg of rotten bananas", A(T, "banana", -2, "rotten"), "adjustment")
ok("3kg strawberries mouldy, binned", A(T, "strawberry", -3, "mouldy"), "adjustment")
ok("1.5 kg apples stolen", A(T, "apple", -1.5, "stolen"), "adjustment")
ok("Gave away 500 g of cherries as samples", A(T, "cherry", -0.5, "samples"), "grams")
ok("Dropped a crate, 2 kg mangoes damaged", A(T, "mango", -2, "damaged"), "adjustment")
ok("Stock count: 1 kg more oranges than the system says", A(T, "orange", 1, "stock count"), "adjustment")
ok("Stock count found 2 kg pears missing", A(T, "pear", -2, "stock count"), "adjustment")
ok("Spoiled: 1 kg grapes", A(T, "grape", -1, "spoiled"), "terse")
ok("2 lb of pears went rotten", A(T, "pear", -lb(2), "rotten"), "pounds")
ok("Yesterday someone stole 1 kg of mango", A("2024-02-28", "mango", -1, "stolen"), "relative_date")
ok("WRITE OFF 4 KG SPOILED STRAWBERRIES", A(T, "strawberry", -4, "spoiled"), "shouting")
ok("Binned 2.5 kilos of mouldy oranges", A(T, "orange", -2.5, "mouldy"), "adjustment")
ok("Handed out 1 kg of apples as free samples on Saturday", A("2024-02-24", "apple", -1, "samples"), "weekday")
ok("After the stock count we have 1.5 kg less banana", A(T, "banana", -1.5, "stock count"), "adjustment")
ok("three kilos of rotten pears thrown away", A(T, "pear", -3, "rotten"), "number_words")
ok("Stock count: apples up by 0.5 kg", A(T, "apple", 0.5, "stock count"), "adjustment")
ok("2 kg of grapes were damaged in the delivery van", A(T, "grape", -2, "damaged"), "passive")

# ---------------------------------------------------------------- returns
ok("Bob returned everything he bought on the 17th", R(T, "Bob Smith", "2024-02-17"), "return")
ok("Return: Mei Chen, sale of 2024-02-12", R(T, "Mei Chen", "2024-02-12"), "return")
ok("Eva Berg brought back her purchase from Feb 15, full refund", R(T, "Eva Berg", "2024-02-15"), "return")
ok("Zoe Davis returned the strawberries and pears she bought on the 21st", R(T, "Zoe Davis", "2024-02-21"),
   "return")
ok("Luis Garcia returned his order from 16 February", R(T, "Luis Garcia", "2024-02-16"), "return")
ok("Omar Haddad returned the 4 kg of pears he bought on the 21st", R(T, "Omar Haddad", "2024-02-21"), "return")
ok("Ida Novak: refund for her sale on 20 Feb", R(T, "Ida Novak", "2024-02-20"), "return")
ok("Sue Davis returned the mango from the 22nd", R(T, "Sue Davis", "2024-02-22"), "return")
ok("Raj returned Tuesday's cherries", R(T, "Raj Patel", "2024-02-27"), "weekday")
ok("RETURN - TOM LEE - SALE 2024-02-22", R(T, "Tom Lee", "2024-02-22"), "shouting")
ok("Yesterday Ken Smith returned his strawberries from the 17th", R("2024-02-28", "Ken Smith", "2024-02-17"),
   "relative_date")
ok("Bob Smith brought back Monday's mango", R(T, "Bob Smith", "2024-02-26"), "weekday")
ok("Ann Brown returned the oranges she bought yesterday", R("2024-03-01", "Ann Brown", "2024-02-29"),
   "relative_date", today="2024-03-01")
ok("The sale to Mei Chen on 2024-02-15 was returned", R(T, "Mei Chen", "2024-02-15"), "passive")
ok("Refunded Omar Haddad for his 28 Feb purchase", R(T, "Omar Haddad", "2024-02-28"), "return")
ok("eva berg return, original sale feb 19", R(T, "Eva Berg", "2024-02-19"), "lowercase")
ok("Luis Garica brought back the stuff he bought on 23 Feb", R(T, "Luis Garcia", "2024-02-23"), "typo_name")
ok("Refund given to Ann Brown for her sale on the 14th", R(T, "Ann Brown", "2024-02-14"), "return")

# ---------------------------------------------------------------- notes
note("Note: the cold room fridge was repaired today")
note("Note for the records: Green Valley Farms now delivers on Tuesdays")
note("Note: shop closed at 3pm because of the storm")
note("Note - card reader was offline this morning, cash only")

# ---------------------------------------------------------------- mixed inputs
ok("Sold 2 kg pears to Ida Novak; also threw away 1 kg rotten bananas",
   [S(T, "Ida Novak", [("pear", 2)]), A(T, "banana", -1, "rotten")], "multi_record")
ok("Tom Lee bought 2 kg apples and Zoe Davis returned what she bought on the 16th",
   [S(T, "Tom Lee", [("apple", 2)]), R(T, "Zoe Davis", "2024-02-16")], "multi_record")
ok("Mango price down to 2.20; 1 kg mango damaged",
   [PC(T, "mango", 2.2), A(T, "mango", -1, "damaged")], "multi_record")
ok("Received 10 kg cherries from ABC at 2.00, and sold 1 kg cherries to Mei Chen",
   [P(T, "ABC", [("cherry", 10, 2.0)]), S(T, "Mei Chen", [("cherry", 1)])], "multi_record")
ok("Bought 20 kg bananas from Hillside at 0.60. Sold 3 kg of them to Raj Patel.",
   [P(T, "Hillside Produce", [("banana", 20, 0.6)]), S(T, "Raj Patel", [("banana", 3)])], "multi_record")

# ================================================================ refusals
no("Did Bob buy any apples yesterday?", "a question, not a record", "question")
no("How many kg of bananas do we have left?", "a question, not a record", "question")
no("Should we lower the price of pears?", "a question, not a record", "question")
no("Price of pears?", "a question, not a record", "question")
no("Omar will pick up 3 kg of mangoes tomorrow", "a plan, nothing happened yet", "plan")
no("Going to order 40 kg apples from ABC next week", "a plan, nothing happened yet", "plan")
no("Zoe wants to buy 2 kg cherries later", "a plan, nothing happened yet", "plan")
no("Raise the price of mango next Monday", "a future price change, not in force yet", "plan")
no("Sold 2 kg bananas to Bob Smith tomorrow", "a sale dated in the future", "plan")
no("Sold apples to Bob Smith", "quantity missing", "missing_quantity")
no("Tom Lee bought some grapes", "quantity missing", "missing_quantity")
no("Write off some spoiled bananas", "quantity missing", "missing_quantity")
no("Sold 2 kg of apples to Mei Chen and some grapes too", "quantity of grapes missing", "missing_quantity")
no("sold 2kg", "product and customer missing", "missing_customer")
no("Sold 2 kg pears", "customer missing", "missing_customer")
no("3 kg bananas sold this morning", "customer missing", "missing_customer")
no("Bought 20 kg apples from ABC", "unit cost missing", "missing_cost")
no("Hillside delivered 30 kg bananas", "unit cost missing", "missing_cost")
no("Green Valley Farms dropped off 15 kg mangoes, invoice to follow", "unit cost missing", "missing_cost")
no("Omar returned the grapes", "date of the returned sale missing", "return_no_date")
no("Mei Chen brought some fruit back for a refund", "date of the returned sale missing", "return_no_date")
no("Zoe Davis returned some strawberries", "date of the returned sale missing", "return_no_date")
no("Smith bought 2 kg apples", "two customers named Smith", "ambiguous_customer")
no("Mrs Davis took 1 kg pears", "two customers named Davis", "ambiguous_customer")
no("Sold 3kg oranges to Davis", "two customers named Davis", "ambiguous_customer")
no("Mr Smith bought 2 kg mango", "two customers named Smith", "ambiguous_customer")
no("Sold 2 kg kiwi to Tom Lee", "the shop does not sell kiwi", "unknown_product")
no("Eva bought 1 kg of lemons", "the shop does not sell lemons", "unknown_product")
no("Raj Patel, 3 kg watermelon", "the shop does not sell watermelon", "unknown_product")
no("Sold a box of apples to Bob", "a box is not a weight", "non_kg_unit")
no("Two bags of oranges to Ann Brown", "bags are not a weight", "non_kg_unit")
no("A dozen bananas for Ida Novak", "a dozen is a count, not kg", "non_kg_unit")
no("Sold 3 punnets of strawberries to Zoe Davis", "punnets are not a weight", "non_kg_unit")
no("Bought 5 crates of mango from Green Valley at 12 per crate", "crates are not a weight", "non_kg_unit")
no("I think Raj took about 2 kg mango, not sure", "uncertain", "uncertain")
no("Maybe 3 kg bananas to Luis Garcia? can't remember", "uncertain", "uncertain")
no("Ken Smith bought either 2 or 3 kg of pears", "uncertain quantity", "uncertain")
no("Ida Novak bought 2 kg oranges, or was it Ann Brown?", "uncertain customer", "uncertain")
no("Yesterday, 2024-02-20, Sue Davis bought 2kg apples", "yesterday is 2024-02-28, not 2024-02-20",
   "contradictory_date")
no("On Monday 2024-02-27 Tom Lee bought 1kg cherries", "2024-02-27 is a Tuesday", "contradictory_date")
no("Sold 2 kg apples to Sue Davis on the 31st of February", "no such date", "contradictory_date")
no("Sold 3 kg apples to Bob Smith at 1.50", "apple sells at 1.70", "wrong_price")
no("Mei Chen 2 kg cherries for $5", "2 kg cherries cost 6.40", "wrong_price")
no("Omar Haddad bought 1 kg strawberries at a discount, 3.00/kg", "strawberry sells at 3.90", "wrong_price")
no("Ken Smith bought 2kg grapes at 2.50", "grape sells at 2.80", "wrong_price")
no("Tom Lee bought 3 kg of oranges at 1.40", "orange sells at 1.54 since 2024-02-18", "wrong_price")
no("Sold 2 kg pears to Ann Brown at 1.60", "pear sells at 1.44 since 2024-02-24", "wrong_price")
no("Busy morning today!", "chit-chat", "chitchat")
no("Good morning!", "chit-chat", "chitchat")
no("lol this till is so slow", "chit-chat", "chitchat")
no("Thanks, that's all for today", "chit-chat", "chitchat")
no("Omar returned 1 kg of the 4 kg grapes he bought on the 12th", "partial return", "partial_return")
no("Raj Patel brought back half of the bananas from 20 Feb", "partial return", "partial_return")
no("Ann Brown returned the mango but kept the bananas from the 22nd", "partial return", "partial_return")
no("Sold 0 kg apples to Bob Smith", "zero quantity", "zero_quantity")
no("Sold -2 kg pears to Tom Lee", "negative quantity", "negative_quantity")
no("Bought 0 kg grapes from ABC at 1.80", "zero quantity", "zero_quantity")
no("Bob Smith returned his purchase from the 18th", "that sale was already returned on 2024-02-23",
   "return_already_returned")
no("Tom Lee returned the pears he bought on 1 Feb", "that sale was already returned on 2024-02-15",
   "return_already_returned")
no("Return: Eva Berg, sale of 2024-02-03", "that sale was already returned on 2024-02-07",
   "return_already_returned")
no("Ann Brown returned what she bought yesterday", "Ann Brown bought nothing on 2024-02-28",
   "return_no_such_sale")
no("Luis Garcia returned his order from the 10th", "Luis Garcia bought nothing on 2024-02-10",
   "return_no_such_sale")
no("Mei Chen returned the cherries from the 12th", "Mei Chen bought apples, not cherries, on 2024-02-12",
   "return_no_such_sale")

# sanity on refusals that rely on the demo data
assert ("Ann Brown", "2024-02-28") not in sales_by
assert ("Luis Garcia", "2024-02-10") not in sales_by
assert [i["product"] for i in sales_by[("Mei Chen", "2024-02-12")][0]["items"]] == ["apple"]
for k in [("Bob Smith", "2024-02-18"), ("Tom Lee", "2024-02-01"), ("Eva Berg", "2024-02-03")]:
    assert k in returned
assert len(sales_by[("Omar Haddad", "2024-02-12")]) == 1
assert price["apple"] == 1.7 and price["cherry"] == 3.2 and price["strawberry"] == 3.9
assert price["grape"] == 2.8 and price["orange"] == 1.54 and price["pear"] == 1.44
assert price["banana"] == 1.2 and price["mango"] == 2.4


def check_prices():
    """Sales that state a price must match the current price (checked by hand list)."""
    stated = {"Tom Lee bought 2 kg pears at 1.44": ("pear", 1.44),
              "Mei Chen: 3kg apples @ $1.70/kg": ("apple", 1.7),
              "Eva Berg bought 2 kg of oranges at 1.54 per kilo": ("orange", 1.54),
              "Ken Smith: 2 kg grapes @ 2.80": ("grape", 2.8),
              "Sold to Luis Garcia: 1 kg strawberry (3.90)": ("strawberry", 3.9),
              "Ken bought 2 kg strawberries, the price was 3.90": ("strawberry", 3.9),
              "Luis Garcia 1 kg mango $2.40": ("mango", 2.4)}
    for p, v in stated.values():
        assert price[p] == v
    totals = {("cherry", 2): 6.40, ("banana", 4): 4.80, ("grape", 1.25): 3.50, ("apple", 2): 3.40}
    for (p, q), v in totals.items():
        assert round(q * price[p], 2) == v


check_prices()

texts = [l["text"] for l in LINES]
assert len(texts) == len(set(texts)), "duplicate texts"
with open(OUT, "w") as f:
    for l in LINES:
        f.write(json.dumps(l, ensure_ascii=False) + "\n")
n_ok = sum(1 for l in LINES if l["records"] is not None)
print("lines", len(LINES), "with records", n_ok, "refusals", len(LINES) - n_ok)
