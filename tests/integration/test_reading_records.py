"""Records from what staff type, read offline on the demo shop, as `chatledger parse` and the
window see them (reading, then names and units resolved against the shop). One test per kind
of input that used to fail (issue 16): each either reads to exactly its records or is refused
with a sentence that says why, never read wrong."""

import datetime as dt
import io
import json

import pytest

from domain.errors import LedgerError

TODAY = dt.date(2024, 2, 29)  # a Thursday; the demo month runs to this day


def read(drafter, text, today=TODAY):
    draft = drafter.draft(text, today)
    assert not draft.open_choices(), draft.open_choices()
    return [r.record for r in draft.records]


def sale(name, *items, date="2024-02-29"):
    return {"kind": "sale", "date": date, "customer": {"name": name, "phone": None, "email": None},
            "items": [{"product": p, "quantity": q, "unit": "kg"} for p, q in items]}


def purchase(name, *items, date="2024-02-29"):
    return {"kind": "purchase", "date": date, "supplier": {"name": name, "phone": None, "email": None},
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s, "unit": "kg"}
                      for p, q, c, s in items]}


@pytest.mark.parametrize("text, expected", [
    ("2kg apples bob smith", [sale("Bob Smith", ("apple", 2))]),  # no verb
    ("sold 2 kg apples to raj patel", [sale("Raj Patel", ("apple", 2))]),  # lower-case names
    ("Ken Smith took 1kg cherries", [sale("Ken Smith", ("cherry", 1))]),
    ("eva paid for 2kg grapes", [sale("Eva Berg", ("grape", 2))]),
    ("Sue Davis picked up 1.5 kg apples", [sale("Sue Davis", ("apple", 1.5))]),
    ("2kg cherries went to omar haddad", [sale("Omar Haddad", ("cherry", 2))]),
    ("3 kg pears were sold to Ann Brown yesterday", [sale("Ann Brown", ("pear", 3), date="2024-02-28")]),  # passive
    ("luis bought 1 kg mango yday", [sale("Luis Garcia", ("mango", 1), date="2024-02-28")]),
    ("ABC dropped off 10kg apples @1.10", [purchase("ABC", ("apple", 10, 1.1, None))]),
    ("hillside brought 20kg bananas at $0.55/kg", [purchase("Hillside Produce", ("banana", 20, 0.55, None))]),
    ("got 12 kg mango from green valley for 1.50 each", [purchase("Green Valley Farms", ("mango", 12, 1.5, None))]),
    ("received 10kg pears from Hillside, $12 total", [purchase("Hillside Produce", ("pear", 10, 1.2, None))]),
    ("sold two kilos of pears to eva", [sale("Eva Berg", ("pear", 2))]),  # numbers in words
    ("bought fifty kg oranges from abc at 0.90", [purchase("ABC", ("orange", 50, 0.9, None))]),
    ("half a kilo of cherries to zoe davis", [sale("Zoe Davis", ("cherry", 0.5))]),
    ("sold 2 and a half kg grapes to tom lee", [sale("Tom Lee", ("grape", 2.5))]),
    ("sold 500g cherries to ida", [sale("Ida Novak", ("cherry", 0.5))]),  # grams of a kg product
    ("sold 4 lbs bananas to mei", [sale("Mei Chen", ("banana", 1.814))]),
    ("sold 1kg mango to ida at $2.40/kg", [sale("Ida Novak", ("mango", 1))]),  # the price it sells at
])
def test_what_staff_type_is_read_to_its_records(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_price_change_without_the_word_price(drafter):
    assert read(drafter, "bananas now 0.95") == [
        {"kind": "price_change", "date": "2024-02-29", "product": "banana", "selling_price": 0.95}]
    assert read(drafter, "pear up to 1.70")[0]["selling_price"] == 1.7


@pytest.mark.parametrize("text, sale_date", [
    ("bob brought back the mango from monday", "2024-02-26"),
    ("zoe davis returned what she bought on 21 feb", "2024-02-21"),
    ("refund omar for feb 12", "2024-02-12"),
    ("ann returned everything from 14/02", "2024-02-14"),
    ("tom lee brought back the grapes he bought on the 7th", "2024-02-07"),
])
def test_returns_in_many_phrasings(drafter, text, sale_date):
    (record,) = read(drafter, text)
    assert record["kind"] == "return" and record["sale_date"] == sale_date and record["date"] == "2024-02-29"


def test_grams_are_priced_as_the_kilos_they_are(drafter):
    draft = drafter.draft("sold 500g cherries to ida", TODAY)
    (record,) = draft.records
    assert "500 g of cherry read as 0.5 kg" in record.warnings
    assert record.summary.endswith("total 1.60")  # 0.5 kg × 3.20, not 500 × 3.20


def test_a_misspelt_customer_or_a_short_supplier_name_is_the_known_one_with_a_warning(drafter):
    (omar,) = drafter.draft("sold 1kg pears to Omar Hadad", TODAY).records
    assert omar.record["customer"]["name"] == "Omar Haddad"
    assert "'Omar Hadad' read as Omar Haddad" in omar.warnings
    (hillside,) = drafter.draft("bought 5kg apples from Hillside at 1.10", TODAY).records
    assert hillside.record["supplier"]["name"] == "Hillside Produce"
    (green,) = drafter.draft("bought 5kg apples from green valley at 1.10", TODAY).records
    assert green.record["supplier"]["name"] == "Green Valley Farms"
    (new,) = drafter.draft("sold 2kg apples to Grace Kim", TODAY).records
    assert "new customer: Grace Kim" in new.warnings


def test_a_surname_two_customers_share_is_a_question_and_the_answer_makes_the_record(shop, drafter):
    draft = drafter.draft("sold 2kg apples to Smith", TODAY)
    (choice,) = draft.open_choices()
    assert choice.options == ("Bob Smith", "Ken Smith") and "Which customer" in choice.question
    with pytest.raises(LedgerError, match="Answer the question first"):
        drafter.confirm(draft)
    answered = drafter.choose(draft, 0, "Ken Smith")
    assert not answered.open_choices()
    assert answered.records[0].record["customer"]["name"] == "Ken Smith"


def test_the_command_line_asks_which_by_number(chatledger, monkeypatch, tmp_path):
    assert chatledger("demo").code == 0
    typed = io.StringIO("2\ny\n")
    typed.isatty = lambda: True
    monkeypatch.setattr("sys.stdin", typed)
    ran = chatledger("record", "--offline", "--today", "2024-02-29", "sold 1kg apples to smith")
    assert "Which customer is 'smith': Bob Smith or Ken Smith?" in ran.out and "2) Ken Smith" in ran.out
    assert "Recorded #95: sale to Ken Smith" in ran.out
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    ran = chatledger("record", "--offline", "--yes", "--today", "2024-02-29", "sold 1kg apples to davis")
    assert ran.code == 1 and "Zoe Davis or Sue Davis" in ran.err
    shown = json.loads(chatledger("sql", "--json", "SELECT COUNT(*) FROM sales").out)
    assert shown["rows"] == [[69]]


@pytest.mark.parametrize("text, says", [
    ("sold 2kg apples to bob quickly", "“quickly”"),  # a word not understood is named
    ("zoe bought 6 mangoes", "how many kg"),  # six mangoes, or six kilos? asked, not guessed
    ("sold 2kg apples to bob smith with a smile", "“smile”"),
    ("sold 2kg kiwis to bob", "no product called 'kiwi'"),
    ("sold a dozen apples to tom", "apple is counted in kg"),
    ("sold 3 boxes of apples to tom", "apple is counted in kg"),
    ("bob will pick up 5kg apples tmrw", "has not happened yet"),
    ("maybe 2kg cherries for omar", "unsure"),
    ("sold 2kg cherries to luis at 3.00", "selling price of cherry (3.20)"),
    ("eva brought back her cherries", "date of the sale"),
    ("sold grapes to tom lee", None),
    ("someone bought 2kg apples", None),
    ("bought 20kg apples from abc", "cost"),
    ("what did bob buy yesterday?", "question"),
    ("sold 2kg pears to ida on tuesday feb 28", "Wednesday"),
])
def test_what_cannot_be_read_exactly_is_refused_saying_why(drafter, text, says):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    if says:
        assert says in refused.value.message


def test_several_records_in_one_text(drafter):
    records = read(drafter, "bought 20kg bananas from hillside @0.60 and sold 2kg to raj")
    assert [r["kind"] for r in records] == ["purchase", "sale"]
    assert records[1]["items"] == [{"product": "banana", "quantity": 2.0, "unit": "kg"}]
    assert read(drafter, "sold 1kg apples to bob and 2kg cherries to ken") == [
        sale("Bob Smith", ("apple", 1)), sale("Ken Smith", ("cherry", 2))]


def test_the_model_translators_records_get_the_same_resolution(shop):
    """A model that writes "Omar Hadad", "hillside" or 500 g gets the same records as the reader."""
    from app.records_from_text.drafting import Drafter

    class Scripted:
        name = "scripted model"

        def translate(self, text, context):
            return [{"kind": "sale", "date": "2024-02-29", "customer": {"name": "Omar Hadad"},
                     "items": [{"product": "cherries", "quantity": 500, "unit": "g"}]},
                    {"kind": "purchase", "date": "2024-02-29", "supplier": {"name": "hillside"},
                     "items": [{"product": "bananna", "quantity": 10, "unit_cost": 0.5}]}]

    draft = Drafter(shop, Scripted(), today=lambda: TODAY).draft("anything")
    sale_record, purchase_record = (r.record for r in draft.records)
    assert sale_record["customer"]["name"] == "Omar Haddad"
    assert sale_record["items"] == [{"product": "cherry", "quantity": 0.5, "unit": "kg"}]
    assert purchase_record["supplier"]["name"] == "Hillside Produce"
    assert purchase_record["items"][0]["product"] == "banana"


def adjustment(product, quantity, reason, date="2024-02-29"):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason,
            "unit": "kg"}


def price(product, amount, date="2024-02-29"):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": amount}


# Set 7's first, unseen score (records: recall 67%) showed these kinds; each is written here in
# new words, not the set's.
@pytest.mark.parametrize("text, expected", [
    ("Ida Novak, quarter kilo of grapes", [sale("Ida Novak", ("grape", 0.25))]),  # a fraction without "a"
    ("tom lee half kg pears", [sale("Tom Lee", ("pear", 0.5))]),
    ("a quarter of a kilo of cherries to Ann Brown", [sale("Ann Brown", ("cherry", 0.25))]),
    ("Luis G 2kg mango", [sale("Luis Garcia", ("mango", 2))]),  # a surname's initial
    ("Ann Bro bought 1kg apples", [sale("Ann Brown", ("apple", 1))]),  # the start of a surname
    ("idanovak 3kg oranges", [sale("Ida Novak", ("orange", 3))]),  # a name typed without its space
    ("Ken Smith 2kg strawbs", [sale("Ken Smith", ("strawberry", 2))]),  # the start of a product's name
    ("sold 1kg nanas to sue davis", [sale("Sue Davis", ("banana", 1))]),  # shop talk
    ("u sold omar haddad 3kg apples 2day", [sale("Omar Haddad", ("apple", 3))]),  # text speak
    ("eva berg 1kg grapes n 2kg pears", [sale("Eva Berg", ("grape", 1), ("pear", 2))]),
    ("Raj Patel's order: 2kg mangoes", [sale("Raj Patel", ("mango", 2))]),  # a possessive
    ("a new customer named Lena Park took 2kg apples", [sale("Lena Park", ("apple", 2))]),
    ("Mei Chen walked off with 2 kg pears", [sale("Mei Chen", ("pear", 2))]),
    ("served Zoe Davis, 1kg cherries", [sale("Zoe Davis", ("cherry", 1))]),
    ("Zoe Davis 1kg apples on Tuesday last week", [sale("Zoe Davis", ("apple", 1), date="2024-02-20")]),
    ("Ken Smith brought back what he bought on the 5th; sold him 1kg pears instead",
     [{"kind": "return", "date": "2024-02-29", "customer": {"name": "Ken Smith", "phone": None, "email": None},
       "sale_date": "2024-02-05"}, sale("Ken Smith", ("pear", 1))]),
])
def test_fractions_short_names_shop_talk_and_pronouns(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Hillside 20kg apples, cost 1.00, sell 1.60", [purchase("Hillside Produce", ("apple", 20, 1.0, 1.6))]),
    ("ABC: 10kg pears 1.10 a kilo, retail 1.75", [purchase("ABC", ("pear", 10, 1.1, 1.75))]),
    ("green valley dropped 8kg cherries, $24 all up", [purchase("Green Valley Farms", ("cherry", 8, 3.0, None))]),
    ("ABC 12kg oranges x 0.80", [purchase("ABC", ("orange", 12, 0.8, None))]),
    ("Hillside 10kg grapes, shelf price 2.20, cost 1.40",
     [purchase("Hillside Produce", ("grape", 10, 1.4, 2.2))]),
])
def test_a_deliverys_cost_and_shelf_price_in_more_notations(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("new price grapes 2.40", [price("grape", 2.4)]),
    ("mangoes repriced at 2.75", [price("mango", 2.75)]),
    ("we're charging 1.90 a kilo for apples now", [price("apple", 1.9)]),
    ("tossed 1kg bananas", [adjustment("banana", -1.0, "spoiled")]),
    ("2 kg pears have gone off", [adjustment("pear", -2.0, "spoiled")]),
    ("stocktake: mangoes 3 kg over", [adjustment("mango", 3.0, "stock count")]),  # over is more, not less
    ("stock count, apples 1kg short", [adjustment("apple", -1.0, "stock count")]),
    ("grapes up to 2.50, and chucked 1 kg of mouldy ones",
     [price("grape", 2.5), adjustment("grape", -1.0, "mouldy")]),
])
def test_price_changes_and_write_offs_in_more_words(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["NB: the back door lock sticks", "Memo: card reader needs a new roll"])
def test_a_memo_is_kept_as_a_note(drafter, text):
    (note,) = read(drafter, text)
    assert note["kind"] == "note" and note["text"] == text


# Set 8's first, unseen score (records: recall 55%) showed these kinds: dictation, formal
# bookkeeping, text speak. Each is written here in new words, not the set's.
@pytest.mark.parametrize("text, expected", [
    ("erm yeah Ann Brown took one point five kilos of pears", [sale("Ann Brown", ("pear", 1.5))]),  # said aloud
    ("Tom Lee uh six fifty grams cherries", [sale("Tom Lee", ("cherry", 0.65))]),
    ("Sue Davis a kilo and a quarter of grapes", [sale("Sue Davis", ("grape", 1.25))]),
    ("Ken Smith 2kg pears on the twenty third", [sale("Ken Smith", ("pear", 2), date="2024-02-23")]),
    ("Mrs. Ida Novak purchased 3 kg of oranges.", [sale("Ida Novak", ("orange", 3))]),  # "Mrs." ends no sentence
    ("new customer: Mr Felix Grant, telephone 555-0177, bought 1 kg mango",
     [{**sale("Felix Grant", ("mango", 1)), "customer": {"name": "Felix Grant", "phone": "555-0177", "email": None}}]),
    ("zoe davis 2kg apples ystdy", [sale("Zoe Davis", ("apple", 2), date="2024-02-28")]),
    ("Tom Lea 1.5 kg mango", [sale("Tom Lee", ("mango", 1.5))]),  # a typo in a three-letter surname
    ("Raj Patel, 2 kg cherries at $3.20 per kg, $6.40 in total", [sale("Raj Patel", ("cherry", 2))]),
    ("Eva Berg, 1 kg apples, Monday last", [sale("Eva Berg", ("apple", 1), date="2024-02-26")]),
])
def test_dictation_and_bookkeeping(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("abc 20kg pears @ .95 sell 1.60", [purchase("ABC", ("pear", 20, 0.95, 1.6))]),  # no leading zero
    ("Hillside 10kg apples 15 bucks the lot", [purchase("Hillside Produce", ("apple", 10, 1.5, None))]),
    ("Received from Green Valley Farms: 20 kg grapes at $1.50 per kg, to be retailed at $2.40 per kg.",
     [purchase("Green Valley Farms", ("grape", 20, 1.5, 2.4))]),
    ("ABC dropped twenty kilos of oranges ninety cents a kilo, selling at one forty",
     [purchase("ABC", ("orange", 20, 0.9, 1.4))]),
    ("grapes three twenty now", [price("grape", 3.2)]),  # a price said aloud
    ("Selling price of pears amended to $1.90 per kg with effect from today.", [price("pear", 1.9)]),
    ("apples back up to 1.80", [price("apple", 1.8)]),  # "back" with no customer is no return
    ("someone pinched 1kg cherries off the counter", [adjustment("cherry", -1.0, "stolen")]),
    ("handed out 250g grapes as tasters", [adjustment("grape", -0.25, "samples")]),
    ("Stock count: mangoes 1 kg over, apples 2 kg under.",
     [adjustment("mango", 1.0, "stock count"), adjustment("apple", -2.0, "stock count")]),  # a sign per line
    ("Sold Bob Smith 1 kg pears and took 2 kg bruised apples off the shelf",
     [sale("Bob Smith", ("pear", 1)), adjustment("apple", -2.0, "damaged")]),
    ("Sales today:\nMei Chen - 1 kg grapes\nTom Lee - 2 kg pears",
     [sale("Mei Chen", ("grape", 1)), sale("Tom Lee", ("pear", 2))]),
])
def test_deliveries_prices_and_write_offs_as_people_say_them(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, says", [
    ("ABC delivered 20 kg kiwis at 1.10", "say the price it will sell at"),  # a new product needs its price
    ("Sold Mei Chen 1 kg apples on the 31st", "February has no 31st"),
    ("Ken Smith one twenty kilos of apples", "one"),  # 1.20 or 120 kg? not guessed
])
def test_what_could_be_a_slip_is_asked_about(drafter, text, says):
    with pytest.raises(LedgerError) as refused:
        read(drafter, text)
    assert says in refused.value.message


# Set 9's first, unseen score (records: recall 60%) showed these kinds: English as a second
# language, formal openings, shorthand. Each is written here in new words, not the set's.
@pytest.mark.parametrize("text, expected", [
    ("customer Eva Berg buying 2 kg pear", [sale("Eva Berg", ("pear", 2))]),
    ("for Tom Lee I am sell two and half kilo apple", [sale("Tom Lee", ("apple", 2.5))]),
    ("It should be recorded that Ms Ann Brown bought 1 kg of grapes.", [sale("Ann Brown", ("grape", 1))]),
    ("I wish to record that Mr Ken Smith acquired 2 kilograms of pears.", [sale("Ken Smith", ("pear", 2))]),
    ("Mr Raj Patel was sold 1,250 grams of cherries", [sale("Raj Patel", ("cherry", 1.25))]),  # a thousands comma
    ("raj p 2k mango", [sale("Raj Patel", ("mango", 2))]),  # a lower-case initial
    ("new customer name Olga Petrova, 1 kg apples", [sale("Olga Petrova", ("apple", 1))]),
    ("Hillside 30k pears .90", [purchase("Hillside Produce", ("pear", 30, 0.9, None))]),  # per kg: a total of 0.90 is no price
])
def test_second_language_formal_openings_and_shorthand(drafter, text, expected):
    assert read(drafter, text) == expected


def test_an_amount_that_could_be_a_total_or_a_dear_price_per_kg_is_asked_about(drafter):
    with pytest.raises(LedgerError) as asked:
        read(drafter, "ABC 4 kg cherries 6.00")  # 6.00 a kg (above its price) or 1.50 a kg?
    assert "the price of one kg of cherries, or of all 4" in asked.value.message


# Set 10's first, unseen score (records: precision 89%, recall 46%) showed these kinds: run-on
# sentences, autocorrect, a few more notations; and sales the rules refuse, which the draft card
# says before Confirm. Each is written here in new words, not the set's.
@pytest.mark.parametrize("text, expected", [
    ("so Ken bought a kilo of pears and then Ida bought two kilos of apples",
     [sale("Ken Smith", ("pear", 1)), sale("Ida Novak", ("apple", 2))]),
    ("on Monday Mei came in and got 1 kg cherries and also a kilo of grapes",
     [sale("Mei Chen", ("cherry", 1), ("grape", 1), date="2024-02-26")]),
    ("sold Zoe Davis 1 kg pears and then she got 2 kilos of oranges too",
     [sale("Zoe Davis", ("pear", 1), ("orange", 2))]),  # one visit, one sale
    ("Sold 2 kg pears to Omar Hadadd", [sale("Omar Haddad", ("pear", 2))]),
    ("Soldd 1 kg apples to a new customer, Nina Berger", [sale("Nina Berger", ("apple", 1))]),
    ("Ann Brown 1kg grapes pd cash", [sale("Ann Brown", ("grape", 1))]),
    ("The sale Luis made on the 16th was returned to us today",
     [{"kind": "return", "date": "2024-02-29", "customer": {"name": "Luis Garcia", "phone": None, "email": None},
       "sale_date": "2024-02-16"}]),
    ("ABC invoice: 10 kg pears, total $11.00", [purchase("ABC", ("pear", 10, 1.1, None))]),
    ("pears 1.75 from now on", [price("pear", 1.75)]),
])
def test_run_on_sentences_autocorrect_and_more_notations(drafter, text, expected):
    assert read(drafter, text) == expected


def test_the_card_says_before_confirm_what_the_rules_refuse(shop, drafter):
    draft = drafter.draft("Sold 500 kg apples to Bob Smith", TODAY)
    (effect,) = shop.effects([r.record for r in draft.records])
    assert effect.problem is not None and "in stock" in effect.problem


@pytest.mark.parametrize("text, change", [
    ("apples down 10 cents a kilo", -0.10),  # set 11 read "down 20 cents" as a price of 0.20
    ("pears up by 15c", 0.15),
])
def test_a_price_moved_by_an_amount_is_the_old_price_moved(shop, drafter, text, change):
    product = "apple" if text.startswith("apple") else "pear"
    before = shop.sql(f"SELECT selling_price FROM products WHERE name = '{product}'").rows[0][0]
    assert read(drafter, text) == [price(product, round(before + change, 2))]
