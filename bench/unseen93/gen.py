"""Write bench/unseen93/records.jsonl: a held-out set for the offline records reader.

Four personas (a Scouse lad, a Quebec helper writing franglais, a retired sea captain keeping a
ship's log, a pharmacist writing like prescriptions). Every expected record was worked out by hand
from resources/demo/fruitshop_month.jsonl and the records contract; counts keep the counted kilos
and the stock they were computed from in private "_" keys that are stripped before writing.
Standard library only.  Run: python bench/unseen93/gen.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

SCOUSE = "scouse lad"
QUEBEC = "quebec helper franglais"
CAPTAIN = "sea captain ship's log"
PHARM = "pharmacist rx shorthand"

GVF = "Green Valley Farms"
HILL = "Hillside Produce"

# refusal reasons
AMBIGUOUS = "ambiguous customer: Mr/Mrs/Ms Smith or Davis alone fits two people"
FREE = "free / on the house is refused"
DISCOUNT = "discount is refused"
HALF = "half price is refused"
PARTIAL = "partial return is refused"
TWO_SALES = "customer has two sales on that date, return is ambiguous"
NO_SALE = "customer has no sale on that date to return"
RETURNED = "that sale was already returned"
PIECES = "pieces / punnets / boxes / crates without a weight"
TOMORROW = "future date (tomorrow)"
FUTURE = "future date (next week / March)"
BAD_DATE = "impossible date (30/31 February)"
SLASH_DATE = "ambiguous 02/03-style date"
QUESTION = "question, not a record"
CHAT = "chit-chat, not a record"
APP = "request to the app, not a record"
CANCEL = "cancellation / undo, not a record"
NO_SURNAME = "new customer without a surname"
TOTAL = "stated total disagrees with the shelf price on that date"
NO_CUSTOMER = "sale without a customer"
NO_QTY = "sale without a quantity"
NO_COST = "purchase without a cost"
OVERSELL = "sale larger than the stock on hand"

LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": d(day), "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items, phone=None, email=None):
    out = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        out.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": d(day), "supplier": party(supplier, phone, email), "items": out}


def off(day, product, kilos, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": -kilos, "reason": reason}


def count(day, product, counted, stock):
    """counted kilos minus the stock at that day's close (after earlier records of the same line)."""
    return {"kind": "stock_adjustment", "date": d(day), "product": product,
            "quantity": round(counted - stock, 3), "reason": "stock count", "_counted": counted, "_stock": stock}


def ret(day, name, sale_day):
    return {"kind": "return", "date": d(day), "customer": party(name), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


NOTE = object()


def ok(style, today, text, *records):
    recs = []
    for r in records:
        if r is NOTE:
            r = {"kind": "note", "date": d(today), "text": text, "facts": []}
        recs.append(r)
    LINES.append({"text": text, "today": d(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Scouse lad
S = SCOUSE
ok(S, 29, "sold mei 2 kilo of apples la", sale(29, "Mei Chen", ("apple", 2)))
ok(S, 29, "omar hadad had 3 kilo grapes off us, sound lad", sale(29, "Omar Haddad", ("grape", 3)))
ok(S, 29, "ann got 1.5kg pears an 2 kilo bananas, paid £4.56 on the card",
   sale(29, "Ann Brown", ("pear", 1.5), ("banana", 2)))
ok(S, 29, "new fella in, Jamie Kershaw, took 2 kilo mangoes, his numbers 07700 900461",
   sale(29, "Jamie Kershaw", ("mango", 2), phone="07700 900461"))
ok(S, 29, "me mams mate Carol Doyle bought 1kg strawbs an half a kilo of cherries, email carol.doyle@mail.example",
   sale(29, "Carol Doyle", ("strawberry", 1), ("cherry", 0.5), email="carol.doyle@mail.example"))
ok(S, 29, "got 20 kilo bananas in off green valley at 60p a kilo", buy(29, GVF, ("banana", 20, 0.6)))
ok(S, 29, "hillside dropped off 15 kilo pears, 13.50 the lot", buy(29, HILL, ("pear", 15, 0.9)))
ok(S, 29, "ABC brung 10 kilo oranges at 1.05 a kilo, stick em out at 1.60",
   buy(29, "ABC", ("orange", 10, 1.05, 1.6)))
ok(S, 29, "binned 2 kilo of strawbs, proper mingin, rotten", off(29, "strawberry", 2, "rotten"))
ok(S, 29, "some scally has robbed a kilo of mangoes off the front, stolen in broad daylight",
   off(29, "mango", 1, "stolen"))
ok(S, 29, "counted the apples la, 28 kilo", count(29, "apple", 28, 29.5))
ok(S, 29, "grape count at close is 23.5 kilo", count(29, "grape", 23.5, 24))
ok(S, 29, "sue brought back her bananas from monday, said they were dead green", ret(29, "Sue Davis", 26))
ok(S, 29, "ann brown brought back the oranges she got this mornin, not sweet enough", ret(29, "Ann Brown", 29))
ok(S, 29, "cherries goin up to 3.50 from now", price(29, "cherry", 3.5))
ok(S, 29, "mangoes down to 2.20 la", price(29, "mango", 2.2))
ok(S, 29, "dont forget the bins go out tonight, the arl fella will kill me", NOTE)
ok(S, 29, "remember Tom Lee wants his mangoes keepin back, the ripe ones", NOTE)
ok(S, 29, "sold raj 2 kilo cherries, then binned 1 kilo grapes, damaged in the back",
   sale(29, "Raj Patel", ("cherry", 2)), off(29, "grape", 1, "damaged"))
ok(S, 29, "got 10 kilo mangoes off abc at 1.50, then sold 3 kilo of em to luis",
   buy(29, "ABC", ("mango", 10, 1.5)), sale(29, "Luis Garcia", ("mango", 3)))
ok(S, 29, "yesterday ida had 2 kilo of oranges, forgot to put it in", sale(28, "Ida Novak", ("orange", 2)))
ok(S, 29, "zoe got 500g cherries", sale(29, "Zoe Davis", ("cherry", 0.5)))
ok(S, 29, "ken had 3lb of apples", sale(29, "Ken Smith", ("apple", 1.361)))
ok(S, 29, "Mrs Chen took two an a half kilo of bananas", sale(29, "Mei Chen", ("banana", 2.5)))
ok(S, 29, "sold Luis Garcia 1 kilo pears at 1.44", sale(29, "Luis Garcia", ("pear", 1)))
ok(S, 29, "day before yesterday eva had 2 kilo grapes, just rememberin now", sale(27, "Eva Berg", ("grape", 2)))
ok(S, 29, "two 250g punnets of strawbs to zoe", sale(29, "Zoe Davis", ("strawberry", 0.5)))
ok(S, 29, "sold tom 2 kilo oranges for 3.08", sale(29, "Tom Lee", ("orange", 2)))
ok(S, 29, "raj had 3 kilo pears, then i counted the pears an theres 17 left",
   sale(29, "Raj Patel", ("pear", 3)), count(29, "pear", 17, 18))
ok(S, 29, "the 27th, luis had 1 kilo cherries, never put it thru", sale(27, "Luis Garcia", ("cherry", 1)))
ok(S, 29, "kelly from over the road, Kelly Mulhearn, 1 kilo grapes, ring her on 0151 496 0732",
   sale(29, "Kelly Mulhearn", ("grape", 1), phone="0151 496 0732"))
ok(S, 29, "new supplier Mersey Fresh Ltd, 12 kilo strawbs at 2.30 a kilo",
   buy(29, "Mersey Fresh Ltd", ("strawberry", 12, 2.3)))
ok(S, 29, "our kid binned 1.5 kilo bananas, spoiled, dead brown", off(29, "banana", 1.5, "spoiled"))
ok(S, 29, "pears up to 1.50", price(29, "pear", 1.5))
# early days
ok(S, 10, "sold mei a kilo of cherries", sale(10, "Mei Chen", ("cherry", 1)))
ok(S, 14, "counted the bananas, 28 kilo", count(14, "banana", 28, 28.5))
ok(S, 20, "sue brought back her grapes from this mornin, too sour she said", ret(20, "Sue Davis", 20))
ok(S, 16, "ABC dropped 10 kilo grapes at 1.80 a kilo", buy(16, "ABC", ("grape", 10, 1.8)))
ok(S, 22, "yesterday omar had 2 kilo apples", sale(21, "Omar Haddad", ("apple", 2)))
ok(S, 8, "binned 1 kilo pears, damaged, the lad dropped the tray", off(8, "pear", 1, "damaged"))
ok(S, 12, "sold ida 2 kilo grapes for 5.60", sale(12, "Ida Novak", ("grape", 2)))
ok(S, 18, "mangoes up to 2.60 from today", price(18, "mango", 2.6))
ok(S, 24, "strawb count 37 kilo at close", count(24, "strawberry", 37, 38))
ok(S, 6, "raj had 1 kilo strawbs an 1 kilo cherries", sale(6, "Raj Patel", ("strawberry", 1), ("cherry", 1)))
ok(S, 25, "ann brought back her mangoes from friday, mingin she said", ret(25, "Ann Brown", 23))
# refusals
no(S, 29, "sold mr smith 2 kilo apples", AMBIGUOUS)
no(S, 29, "mrs davis had a kilo of pears", AMBIGUOUS)
no(S, 29, "gave our kids mate a kilo of bananas for nowt, on the house like", FREE)
no(S, 29, "knocked 50p off for tom on his 3 kilo apples", DISCOUNT)
no(S, 29, "ken brought back half his pears from this mornin", PARTIAL)
no(S, 29, "omar brought his stuff back from tuesday", TWO_SALES)
no(S, 9, "sold 6 apples to mei", PIECES)
no(S, 29, "a box of mangoes to raj", PIECES)
no(S, 25, "tom's comin in for 3 kilo cherries tomorrow, put em by", TOMORROW)
no(S, 20, "is the banana price still 1.20 or wha?", QUESTION)
no(S, 29, "boss game last night la, made up, we battered them", CHAT)
no(S, 29, "can youse make the writin bigger on this thing, me eyes are killin", APP)
no(S, 29, "scrap that last one, got it wrong", CANCEL)
no(S, 15, "sold jordan 2 kilo grapes", NO_SURNAME)
no(S, 29, "ann got 2 kilo bananas, charged her 3 quid", TOTAL)
no(S, 29, "bob brought his cherries back from the 18th", RETURNED)
no(S, 29, "sold luis 2 kilo apples on the 30th feb", BAD_DATE)
no(S, 29, "got a crate of bananas off hillside, 12 quid", PIECES)
no(S, 29, "mates rates for zoe, 2 kilo strawbs at 3 quid a kilo", DISCOUNT)
no(S, 12, "mrs smith had 2 kilo grapes", AMBIGUOUS)
no(S, 29, "sold omar 40 kilo mangoes, hes havin a do", OVERSELL)
no(S, 29, "sold tom some apples", NO_QTY)

# ---------------------------------------------------------------- Quebec helper, franglais
Q = QUEBEC
ok(Q, 29, "Salut! Vendu 2 kilos de pommes à Mei ce matin", sale(29, "Mei Chen", ("apple", 2)))
ok(Q, 29, "Raj a pris 1 kg de raisins pis 2 kg de poires", sale(29, "Raj Patel", ("grape", 1), ("pear", 2)))
ok(Q, 29, "Hier, Ann Brown took 2 kilos de bananes, eh", sale(28, "Ann Brown", ("banana", 2)))
ok(Q, 29, "Reçu de Green Valley: 15 kg de fraises à 2.40 le kilo", buy(29, GVF, ("strawberry", 15, 2.4)))
ok(Q, 29, "Count des mangues à soir: 18 kilos", count(29, "mango", 18, 19))
ok(Q, 29, "Jeté 1 kg de cerises, mouldy, dégueu", off(29, "cherry", 1, "mouldy"))
ok(Q, 29, "N'oublie pas / don't forget: le frigo fait un drôle de bruit, appeler le réparateur", NOTE)
ok(Q, 29, "Raj a ramené ses cerises de mardi", ret(29, "Raj Patel", 27))
ok(Q, 29, "Nouvelle cliente: Geneviève Tremblay, 1.5 kg de fraises, tel 514-555-0148",
   sale(29, "Geneviève Tremblay", ("strawberry", 1.5), phone="514-555-0148"))
ok(Q, 29, "New client Marc-André Gagnon, courriel marc.gagnon@courriel.example, 2 kg oranges pis 1 kg mangue",
   sale(29, "Marc-André Gagnon", ("orange", 2), ("mango", 1), email="marc.gagnon@courriel.example"))
ok(Q, 29, "Ida a acheté 500 g de cerises, merci bonsoir", sale(29, "Ida Novak", ("cherry", 0.5)))
ok(Q, 29, "Luis: 3 kilos de bananes, 3.60 total", sale(29, "Luis Garcia", ("banana", 3)))
ok(Q, 29, "Le prix des fraises monte à 4.10, c'est l'hiver ben", price(29, "strawberry", 4.1))
ok(Q, 29, "Bananes à 1.10 asteure", price(29, "banana", 1.1))
ok(Q, 29, "Acheté chez Hillside 20 kilos de pommes, 22 piasses pour toute", buy(29, HILL, ("apple", 20, 1.1)))
ok(Q, 29, "ABC a livré 10 kg de cerises à 2.10 pis 8 kg de raisins à 1.90, prix de vente raisins 3.00",
   buy(29, "ABC", ("cherry", 10, 2.1), ("grape", 8, 1.9, 3.0)))
ok(Q, 29, "Zoe a pris 1 kg fraises, pis après j'ai jeté 2 kg de bananes, spoiled",
   sale(29, "Zoe Davis", ("strawberry", 1)), off(29, "banana", 2, "spoiled"))
ok(Q, 29, "Omar Haddad: 2 lb de poires", sale(29, "Omar Haddad", ("pear", 0.907)))
ok(Q, 29, "Avant-hier Sue a pris 2 kg de raisins, oublié de l'entrer", sale(27, "Sue Davis", ("grape", 2)))
ok(Q, 29, "Le 26, Ken Smith a acheté 1 kg d'oranges", sale(26, "Ken Smith", ("orange", 1)))
ok(Q, 29, "Tom Lee est revenu avec ses cerises du 23, pas bonnes", ret(29, "Tom Lee", 23))
ok(Q, 29, "J'ai compté les oranges: 24.5 kg", count(29, "orange", 24.5, 25))
ok(Q, 29, "Vol! Quelqu'un a volé 1 kg de raisins, stolen", off(29, "grape", 1, "stolen"))
ok(Q, 29, "Rappel / Reminder: garder de la place dans la chambre froide pour Hillside", NOTE)
ok(Q, 29, "FYI le terminal de paiement marche pu, cash seulement", NOTE)
ok(Q, 29, "Mme Chen a pris 2 kg de bananes pis 1 kg de pommes", sale(29, "Mei Chen", ("banana", 2), ("apple", 1)))
ok(Q, 29, "Eva Bergg, 1 kg de mangues", sale(29, "Eva Berg", ("mango", 1)))
ok(Q, 29, "Sold à Luiz Garcia 2 kg poires à 1.44", sale(29, "Luis Garcia", ("pear", 2)))
ok(Q, 29, "Pommes à 1.80 à partir d'aujourd'hui", price(29, "apple", 1.8))
ok(Q, 29, "Acheté de Ferme Beaulieu, 10 kg de poires à 0.85, nouvelle place, tel 450-555-0133",
   buy(29, "Ferme Beaulieu", ("pear", 10, 0.85), phone="450-555-0133"))
ok(Q, 29, "Ann a ramené ses oranges de ce matin, pis Ida a pris 1 kg de bananes",
   ret(29, "Ann Brown", 29), sale(29, "Ida Novak", ("banana", 1)))
ok(Q, 29, "Jeté 1.5 kg de cerises damaged, pis compté les cerises après: 57 kg",
   off(29, "cherry", 1.5, "damaged"), count(29, "cherry", 57, 58))
ok(Q, 29, "Mei: 1 kg raisins, 1 kg fraises, 1 kg mangues, bonne journée!",
   sale(29, "Mei Chen", ("grape", 1), ("strawberry", 1), ("mango", 1)))
ok(Q, 29, "Ken a ramené toute sa commande de ce matin", ret(29, "Ken Smith", 29))
# early days
ok(Q, 9, "Raj a pris 2 kg de poires", sale(9, "Raj Patel", ("pear", 2)))
ok(Q, 13, "Compté les pommes: 31 kg", count(13, "apple", 31, 31.5))
ok(Q, 16, "Ida a ramené toute sa commande de ce matin", ret(16, "Ida Novak", 16))
ok(Q, 19, "Hillside: 12 kg de mangues à 1.45 le kilo", buy(19, HILL, ("mango", 12, 1.45)))
ok(Q, 21, "Hier Zoe a acheté 1 kg de pommes", sale(20, "Zoe Davis", ("apple", 1)))
ok(Q, 7, "Jeté 1 kg de fraises, rotten", off(7, "strawberry", 1, "rotten"))
ok(Q, 23, "Bananes à 1.25 à partir d'aujourd'hui", price(23, "banana", 1.25))
ok(Q, 11, "Nouveau client Étienne Roy, 2 kg de mangues, etienne.roy@poste.example",
   sale(11, "Étienne Roy", ("mango", 2), email="etienne.roy@poste.example"))
ok(Q, 17, "Le 15, Eva a acheté 1 kg de raisins", sale(15, "Eva Berg", ("grape", 1)))
ok(Q, 25, "Lundi passé, Mei a pris 2 kg de pommes", sale(19, "Mei Chen", ("apple", 2)))
ok(Q, 14, "Omar a ramené ses raisins de lundi", ret(14, "Omar Haddad", 12))
# refusals
no(Q, 29, "Vendu 2 kg de pommes à Mme Davis", AMBIGUOUS)
no(Q, 29, "M. Smith a pris 1 kg de raisins", AMBIGUOUS)
no(Q, 29, "Donné 1 kg de bananes à Tom, c'est gratuit", FREE)
no(Q, 29, "Rabais de 10% pour Luis sur 2 kg de mangues", DISCOUNT)
no(Q, 29, "Zoe a ramené juste la moitié de ses mangues de ce matin", PARTIAL)
no(Q, 29, "Mei a ramené ses affaires du 24", TWO_SALES)
no(Q, 6, "Une douzaine d'oranges pour Ida", PIECES)
no(Q, 20, "Demain, Raj va prendre 3 kg de cerises", TOMORROW)
no(Q, 18, "C'est combien le kilo de fraises déjà?", QUESTION)
no(Q, 29, "Y fait frette en tabarnak à matin, -25 avec le facteur vent!", CHAT)
no(Q, 29, "Peux-tu mettre l'app en français svp?", APP)
no(Q, 23, "Annule la vente d'Omar, il a changé d'idée", CANCEL)
no(Q, 11, "Vendu 2 kg de poires à Chloé", NO_SURNAME)
no(Q, 29, "Luis: 2 kg d'oranges, 2.80 total", TOTAL)
no(Q, 29, "Tom a ramené ses affaires du 11", RETURNED)
no(Q, 29, "Vendu 1 kg de pommes à Eva le 02/03", SLASH_DATE)
no(Q, 29, "Commande de 20 kg de fraises chez ABC pour le 5 mars", FUTURE)
no(Q, 29, "Un casseau de fraises pour Ann", PIECES)
no(Q, 29, "Sue a ramené des bananes d'hier", NO_SALE)

# ---------------------------------------------------------------- retired sea captain, ship's log
C = CAPTAIN
ok(C, 29, "0800. Took on stores from Hillside Produce: 20 kg pears at 0.95 the kilo. Stowed in the hold.",
   buy(29, HILL, ("pear", 20, 0.95)))
ok(C, 29, "1030. Mr Haddad came alongside. Sold him 2 kg grapes.", sale(29, "Omar Haddad", ("grape", 2)))
ok(C, 29, "1400 hrs. Jettisoned 1.5 kg mangoes, rotten to the core.", off(29, "mango", 1.5, "rotten"))
ok(C, 29, "Mustered the stores at end of watch. Cherries: 58 kg.", count(29, "cherry", 58, 59.5))
ok(C, 29, "Entered late, the 27th: Miss Berg took aboard 1 kg strawberries.",
   sale(27, "Eva Berg", ("strawberry", 1)))
ok(C, 29, "Fair wind. Mrs Brown purchased 2 kg bananas and 1 kg apples. Paid in full, 4.10.",
   sale(29, "Ann Brown", ("banana", 2), ("apple", 1)))
ok(C, 29, "New hand on the books: Angus Pettigrew, 3 kg oranges, tel. 555-0177.",
   sale(29, "Angus Pettigrew", ("orange", 3), phone="555-0177"))
ok(C, 29, "Cargo from ABC: 25 kg apples at 1.10, 15 kg mangoes at 1.50. Shelf price mangoes 2.50.",
   buy(29, "ABC", ("apple", 25, 1.1), ("mango", 15, 1.5, 2.5)))
ok(C, 29, "Stores inspection, apples counted: 29 kg on the scale.", count(29, "apple", 29, 29.5))
ok(C, 29, "Lost 2 kg cherries to the damp, mouldy, over the side with them.", off(29, "cherry", 2, "mouldy"))
ok(C, 29, "Mr Lee returned his bananas and grapes of the 22nd. Restowed.", ret(29, "Tom Lee", 22))
ok(C, 29, "Price of pears amended to 1.55 per kilo, by order of the master.", price(29, "pear", 1.55))
ok(C, 29, "Memo for the log. Reminder: scrub down the cold store before the next delivery.", NOTE)
ok(C, 29, "Yesterday's entry omitted: Mrs Novak had 1 kg pears.", sale(28, "Ida Novak", ("pear", 1)))
ok(C, 29, "Sold to Mr Garcia 4 lb of grapes.", sale(29, "Luis Garcia", ("grape", 1.814)))
ok(C, 29, "Ship's chandler Harbour Fruit Traders came aboard, 10 kg oranges at 1.00 per kg, "
   "e-mail orders@harbourfruit.example",
   buy(29, "Harbour Fruit Traders", ("orange", 10, 1.0), email="orders@harbourfruit.example"))
ok(C, 29, "0930. Mrs Chen: 2 kg strawberries, 1 kg cherries.",
   sale(29, "Mei Chen", ("strawberry", 2), ("cherry", 1)))
ok(C, 29, "Three days ago Zoe took 1 kg mangoes; entered now.", sale(26, "Zoe Davis", ("mango", 1)))
ok(C, 29, "Weather foul. Water got in the hold: 2 kg bananas damaged.", off(29, "banana", 2, "damaged"))
ok(C, 29, "For your information: the starboard door hinge is loose.", NOTE)
ok(C, 29, "Miss Berg came aboard at 1100, 2 kg pears at 1.44 the kilo.", sale(29, "Eva Berg", ("pear", 2)))
ok(C, 29, "Strawberry price hoisted to 4.00.", price(29, "strawberry", 4.0))
ok(C, 29, "Took on 30 kg bananas from Green Valley Farms, 18.00 the consignment, to sell at 1.30.",
   buy(29, GVF, ("banana", 30, 0.6, 1.3)))
ok(C, 29, "Mrs Davis (Zoe, that is) returned her mangoes of this morning.", ret(29, "Zoe Davis", 29))
ok(C, 29, "The 28th: Mr Smith, Bob Smith that is, took 2 kg grapes.", sale(28, "Bob Smith", ("grape", 2)))
ok(C, 29, "Sold Ken 1 kg cherries and 1 kg strawberries; afterwards mustered the strawberries at 28.5 kg.",
   sale(29, "Ken Smith", ("cherry", 1), ("strawberry", 1)), count(29, "strawberry", 28.5, 29))
ok(C, 29, "Hove to. Mr Lee purchased 3 kg mangoes.", sale(29, "Tom Lee", ("mango", 3)))
ok(C, 29, "Handed round to the crew for tasting: 0.5 kg grapes, samples.", off(29, "grape", 0.5, "samples"))
ok(C, 29, "Sue Davis came alongside for 2 kg apples and 2 kg oranges; 6.48 paid.",
   sale(29, "Sue Davis", ("apple", 2), ("orange", 2)))
ok(C, 29, "Stores taken aboard from Hillside: 10 kg strawberries at 2.60, 10 kg cherries at 2.00.",
   buy(29, HILL, ("strawberry", 10, 2.6), ("cherry", 10, 2.0)))
ok(C, 29, "Noted in the log, the 25th: Mr Haddad took 1 kg oranges.", sale(25, "Omar Haddad", ("orange", 1)))
ok(C, 29, "Orange price set at 1.60 by order of the owner.", price(29, "orange", 1.6))
ok(C, 29, "New passenger on the manifest, Wilhelmina Crabtree, 1 kg cherries, no telephone.",
   sale(29, "Wilhelmina Crabtree", ("cherry", 1)))
ok(C, 29, "Stowed 12 kg grapes from ABC at 1.80; sold 2 kg of them to Mr Patel forthwith.",
   buy(29, "ABC", ("grape", 12, 1.8)), sale(29, "Raj Patel", ("grape", 2)))
# early days
ok(C, 5, "0900. Mrs Chen came aboard: 1 kg cherries.", sale(5, "Mei Chen", ("cherry", 1)))
ok(C, 9, "Mustered the pears at sundown: 47 kg.", count(9, "pear", 47, 47.5))
ok(C, 12, "Miss Berg returned her cherries and oranges of the 10th.", ret(12, "Eva Berg", 10))
ok(C, 15, "Took on 20 kg oranges from Green Valley Farms at 0.90.", buy(15, GVF, ("orange", 20, 0.9)))
ok(C, 17, "Yesterday's omission: Mr Lee had 2 kg apples.", sale(16, "Tom Lee", ("apple", 2)))
ok(C, 20, "Spoiled in the hold: 1 kg grapes, over the side.", off(20, "grape", 1, "spoiled"))
ok(C, 22, "Cherry price raised to 3.40 this day.", price(22, "cherry", 3.4))
ok(C, 24, "Mr Haddad returned his pears of Wednesday.", ret(24, "Omar Haddad", 21))
ok(C, 13, "Sold to Mr Garcia 2 kg grapes, 5.60 paid.", sale(13, "Luis Garcia", ("grape", 2)))
ok(C, 19, "Log: bananas mustered at 21 kg after the day's trade.", count(19, "banana", 21, 21.5))
ok(C, 7, "New name on the manifest: Rosalind Quayle, 1 kg mangoes, rquayle@seamail.example",
   sale(7, "Rosalind Quayle", ("mango", 1), email="rquayle@seamail.example"))
# refusals
no(C, 29, "Mr Smith came aboard for 2 kg mangoes.", AMBIGUOUS)
no(C, 10, "Ms Davis took 1 kg apples.", AMBIGUOUS)
no(C, 16, "Gave the harbour master 1 kg cherries, free of charge.", FREE)
no(C, 29, "Sold Mr Lee 2 kg apples at half price, him being an old shipmate.", HALF)
no(C, 29, "Ken Smith returned only the pears from this morning's purchase; kept the mangoes.", PARTIAL)
no(C, 29, "Mr Haddad returned his goods of the 19th.", TWO_SALES)
no(C, 14, "On the morrow, Mrs Chen to collect 3 kg apples.", TOMORROW)
no(C, 29, "Shipped a crate of oranges to Mrs Brown.", PIECES)
no(C, 21, "What is the stock of cherries in the hold?", QUESTION)
no(C, 29, "Sea like glass today. Reminded me of the Azores in '78.", CHAT)
no(C, 29, "Strike that last entry from the log.", CANCEL)
no(C, 29, "Please print the day's manifest to paper.", APP)
no(C, 8, "Sold 2 kg pears to a deckhand called Fergus.", NO_SURNAME)
no(C, 29, "Mrs Brown took 2 kg oranges, 3.20 received.", TOTAL)
no(C, 29, "Mr Smith, Ken, returned the goods of the 4th.", RETURNED)
no(C, 29, "Log entry for 31 February: 3 kg bananas to Mr Patel.", BAD_DATE)
no(C, 29, "Provisional: 20 kg apples from ABC to come aboard next week.", FUTURE)
no(C, 29, "Mrs Novak returned 1 kg of the 2.5 kg pears she bought yesterday.", PARTIAL)
no(C, 29, "Sold 3 kg cherries at 1400 hrs.", NO_CUSTOMER)
no(C, 29, "Mr Haddad took 25 kg mangoes for a ship's party.", OVERSELL)

# ---------------------------------------------------------------- pharmacist, prescription shorthand
P = PHARM
ok(P, 29, "Rx: Pt Omar Haddad. Disp pear 2 kg. Sig: ripe, eat PRN.", sale(29, "Omar Haddad", ("pear", 2)))
ok(P, 29, "Rx - Pt: Mrs Berg - cherry qty 1.5 kg, grape qty 1 kg. Dispensed.",
   sale(29, "Eva Berg", ("cherry", 1.5), ("grape", 1)))
ok(P, 29, "Pt Ida Novak: banana 1 kg x2", sale(29, "Ida Novak", ("banana", 2)))
ok(P, 29, "NEW PT: Harold Finch, tel 555-0188. Disp apple 1.5 kg.",
   sale(29, "Harold Finch", ("apple", 1.5), phone="555-0188"))
ok(P, 29, "New pt Priya Raman, e-mail p.raman@clinicmail.example - strawberry 500 g, mango 1 kg.",
   sale(29, "Priya Raman", ("strawberry", 0.5), ("mango", 1), email="p.raman@clinicmail.example"))
ok(P, 29, "Recv'd from ABC: apple 15 kg @ 1.05/kg. Lot #A2291. Checked & shelved.",
   buy(29, "ABC", ("apple", 15, 1.05)))
ok(P, 29, "Stock recv'd - Green Valley Farms - strawberry 12 kg, total cost 30.00",
   buy(29, GVF, ("strawberry", 12, 2.5)))
ok(P, 29, "Destroyed: grape 1.5 kg, mouldy. Witnessed.", off(29, "grape", 1.5, "mouldy"))
ok(P, 29, "Quarantined & disposed: pear 0.75 kg, damaged in transit.", off(29, "pear", 0.75, "damaged"))
ok(P, 29, "Inventory reconciliation: mango on hand 18.5 kg.", count(29, "mango", 18.5, 19))
ok(P, 29, "Pt Zoe Davis returned today's mango Rx, unopened.", ret(29, "Zoe Davis", 29))
ok(P, 29, "Formulary update: strawberry now 4.20/kg.", price(29, "strawberry", 4.2))
ok(P, 29, "Reminder: fridge temp log due, strawberries must be kept cold.", NOTE)
ok(P, 29, "FYI: Hillside has a new rep, contact details TBC.", NOTE)
ok(P, 29, "Rx: Pt Tom Lee. apple 2 lb, orange 2 lb.", sale(29, "Tom Lee", ("apple", 0.907), ("orange", 0.907)))
ok(P, 29, "Disp to Pt Ken Smith: banana qty 2.5 kg, stat.", sale(29, "Ken Smith", ("banana", 2.5)))
ok(P, 29, "Rx: Pt Sue Davis. grape 750 g + cherry 250 g.", sale(29, "Sue Davis", ("grape", 0.75), ("cherry", 0.25)))
ok(P, 29, "Pt Mei Chen: strawberry 2 kg @ 3.90 = 7.80", sale(29, "Mei Chen", ("strawberry", 2)))
ok(P, 29, "Dispensed yesterday, not logged: Pt Raj Patel, apple 2 kg.", sale(28, "Raj Patel", ("apple", 2)))
ok(P, 29, "Pt Luis Garcia returned Rx of 23rd (orange + grape), complete.", ret(29, "Luis Garcia", 23))
ok(P, 29, "Count: orange 26 kg on shelf at close.", count(29, "orange", 26, 25))
ok(P, 29, "Recv'd Hillside Produce: mango 10 kg @ 1.40, retail price 2.40.", buy(29, HILL, ("mango", 10, 1.4, 2.4)))
ok(P, 29, "Price adj: grape 3.00/kg eff. today.", price(29, "grape", 3.0))
ok(P, 29, "Expired/spoiled: banana 1 kg. Disposed per SOP.", off(29, "banana", 1, "spoiled"))
ok(P, 29, "To do: reorder cherries, par level 20 kg.", NOTE)
ok(P, 29, "Rx x2 pts: Ann Brown apple 1 kg; Omar Haddad apple 1 kg.",
   sale(29, "Ann Brown", ("apple", 1)), sale(29, "Omar Haddad", ("apple", 1)))
ok(P, 29, "Pt Bob Smith, mango 1 kg; then count mango: 17.5 kg.",
   sale(29, "Bob Smith", ("mango", 1)), count(29, "mango", 17.5, 18))
ok(P, 29, "Recv'd from new vendor Meadowbrook Orchards (orders@meadowbrook.example): pear 10 kg, total 9.00",
   buy(29, "Meadowbrook Orchards", ("pear", 10, 0.9), email="orders@meadowbrook.example"))
ok(P, 29, "Pt Eva Berg: cherry 1 kg, 3.20 charged.", sale(29, "Eva Berg", ("cherry", 1)))
ok(P, 29, "2 days ago, Pt Ann Brown, strawberry 1 kg - late entry.", sale(27, "Ann Brown", ("strawberry", 1)))
ok(P, 29, "Samples out: strawberry 0.25 kg, samples for pt tasting.", off(29, "strawberry", 0.25, "samples"))
ok(P, 29, "Pt Omar Haddad returned his Rx of the 28th.", ret(29, "Omar Haddad", 28))
ok(P, 29, "Pt Raj Patel, banana 2 kg; Pt Mei Chen, banana 1 kg.",
   sale(29, "Raj Patel", ("banana", 2)), sale(29, "Mei Chen", ("banana", 1)))
ok(P, 29, "Theft reported: apple 1 kg stolen from display.", off(29, "apple", 1, "stolen"))
# early days
ok(P, 6, "Pt Luis Garcia: apple 2 kg.", sale(6, "Luis Garcia", ("apple", 2)))
ok(P, 8, "Recv'd ABC: cherry 10 kg @ 2.00.", buy(8, "ABC", ("cherry", 10, 2.0)))
ok(P, 11, "Count: strawberry 13.5 kg at close.", count(11, "strawberry", 13.5, 14))
ok(P, 13, "Pt Mei Chen returned Rx of Monday (apple 4 kg), complete.", ret(13, "Mei Chen", 12))
ok(P, 15, "Destroyed: cherry 1 kg, rotten.", off(15, "cherry", 1, "rotten"))
ok(P, 17, "Reminder: file the apple invoice from ABC.", NOTE)
ok(P, 19, "Rx: Pt Ann Brown, banana 2 kg x2.", sale(19, "Ann Brown", ("banana", 4)))
ok(P, 21, "NEW PT: Desmond Okafor, tel 613-555-0190. Disp pear 1 kg.",
   sale(21, "Desmond Okafor", ("pear", 1), phone="613-555-0190"))
ok(P, 23, "Dispensed yesterday, not logged: Pt Sue Davis, grape 1 kg.", sale(22, "Sue Davis", ("grape", 1)))
ok(P, 25, "Inventory reconciliation: cherry on hand 16 kg.", count(25, "cherry", 16, 16.5))
ok(P, 10, "Pt Mei Chen returned Rx of the 2nd (banana), complete.", ret(10, "Mei Chen", 2))
# refusals
no(P, 7, "Rx: Pt Mr Smith, apple 1 kg.", AMBIGUOUS)
no(P, 29, "Pt Mrs Davis: cherry 1 kg.", AMBIGUOUS)
no(P, 29, "Pt Tom Lee: grape 2 kg, 20% staff discount applied.", DISCOUNT)
no(P, 29, "Pt Ann Brown returned 1 kg of today's orange Rx (2 kg dispensed).", PARTIAL)
no(P, 29, "Pt Raj Patel returned his Rx of the 25th.", TWO_SALES)
no(P, 24, "Disp 4 mangoes to Pt Omar Haddad.", PIECES)
no(P, 18, "Rx for Pt Mei Chen to be collected tomorrow: strawberry 1 kg.", TOMORROW)
no(P, 22, "Query: what was total revenue this week?", QUESTION)
no(P, 29, "Long day. Flu season is brutal, half the town has been in.", CHAT)
no(P, 29, "Please add a barcode scanner option to the app.", APP)
no(P, 29, "Void Rx #0417, entered in error.", CANCEL)
no(P, 12, "NEW PT: Margaret, no surname given. Disp pear 1 kg.", NO_SURNAME)
no(P, 29, "Pt Luis Garcia: pear 2 kg, 3.20 charged.", TOTAL)
no(P, 29, "Pt Tom Lee returned Rx of the 1st.", RETURNED)
no(P, 29, "Pt Bob Smith: banana 1 kg, dated 02/03.", SLASH_DATE)
no(P, 29, "Disp 1 punnet strawberry to Pt Eva Berg.", PIECES)
no(P, 29, "Recv'd from ABC: banana 10 kg. Cost TBC.", NO_COST)
no(P, 29, "Pt Ann Brown returned Rx of the 27th.", NO_SALE)
no(P, 29, "Pt Ida Novak: strawberry 1 kg, no charge, on the house.", FREE)


def public(rec):
    return {k: v for k, v in rec.items() if not k.startswith("_")}


def main():
    with OUT.open("w", encoding="utf-8") as f:
        for line in LINES:
            out = dict(line)
            if out["records"] is not None:
                out["records"] = [public(r) for r in out["records"]]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {OUT}")


if __name__ == "__main__":
    main()
