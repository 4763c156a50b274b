"""A clerk's field shapes the reader did not know (set 11: "SKU MNG 1.500 kg", "date 2024-02-27";
set 71: "at USD 0.90 per kg", "Price revision: …"), asked here in other words. A code after "SKU"
names the one product whose letters it has; a code that fits none, or fits two, or disagrees with
the product named beside it is refused naming "SKU", never guessed."""

import pytest

from app.records_from_text.drafts import Known
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


@pytest.mark.parametrize(("text", "expected"), [
    ("SKU PER 4 kg sold to Eva Berg", [sale("Eva Berg", ("pear", 4.0))]),
    ("Wastage: SKU CHR 1.000 kg, mouldy", [adjustment("cherry", -1.0, "mouldy")]),
    ("Delivery from Hillside Produce: SKU MNG 10 kg @ 1.40/kg",
     [purchase("Hillside Produce", ("mango", 10.0, 1.4, None))]),
    ("sold Bob Smith SKU GRP 0.5 kg and SKU APL 1 kg",
     [sale("Bob Smith", ("grape", 0.5), ("apple", 1.0))]),
])
def test_a_stock_code_after_sku_names_its_product(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "SKU XYZ 2 kg to Bob Smith",  # no product has those letters
    "SKU BAN (pears) 2 kg to Bob Smith",  # the code and the name beside it disagree
])
def test_a_stock_code_that_names_no_one_product_is_refused_naming_it(drafter, text):
    with pytest.raises(LedgerError, match="SKU"):
        drafter.draft(text, TODAY)


def test_a_code_two_products_fit_is_left_as_written():
    from app.records_from_text.reader.sku_codes import read_sku_codes

    known = Known(products={"peach": {}, "pear": {}})
    assert read_sku_codes("SKU PEA 2 kg", known) == "SKU PEA 2 kg"
    assert read_sku_codes("SKU PCH 2 kg", known) == "peach 2 kg"


@pytest.mark.parametrize(("text", "expected"), [
    ("Bought 10 kg apples from Hillside Produce at USD 1.05 per kg",
     [purchase("Hillside Produce", ("apple", 10.0, 1.05, None))]),
    ("Delivered by ABC: 8 kg cherries, invoice total USD 16.80",
     [purchase("ABC", ("cherry", 8.0, 2.1, None))]),
    ("Bananas now USD 1.05/kg", [price("banana", 1.05)]),
])
def test_a_currency_code_before_its_amount_is_money(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["Price revision: pears 1.65/kg", "Price revisions: pears 1.65/kg"])
def test_a_price_revision_is_a_price_change(drafter, text):
    assert read(drafter, text) == [price("pear", 1.65)]


@pytest.mark.parametrize(("text", "day"), [
    ("Wastage: bananas 1 kg, rotten, date 2024-02-26", "2024-02-26"),
    ("bananas 1 kg thrown away rotten, date: Tuesday", "2024-02-27"),
])
def test_a_date_said_after_the_word_date_dates_the_record(drafter, text, day):
    assert read(drafter, text) == [adjustment("banana", -1.0, "rotten", date=day)]


def test_a_bare_cost_dearer_than_the_shelf_price_is_asked_not_guessed(drafter):
    """Set 11: "…, cost 20.00" after 10 kg of cherries was read as 20.00 a kilo."""
    with pytest.raises(LedgerError, match=r"Is 30\.00 the cost of one kg of grapes, or of all 12"):
        drafter.draft("Hillside Produce delivered 12 kg grapes, cost 30.00", TODAY)
    assert read(drafter, "Hillside Produce delivered 12 kg grapes, cost 1.50") == [
        purchase("Hillside Produce", ("grape", 12.0, 1.5, None))]
    assert read(drafter, "Hillside Produce delivered 12 kg grapes, cost 30.00 total") == [
        purchase("Hillside Produce", ("grape", 12.0, 2.5, None))]


@pytest.mark.parametrize("text", ["sold Tom Lee \u22122 kg apples", "pears \u22121.5 kg to Eva Berg"])
def test_a_typeset_minus_sign_in_a_sale_is_refused_like_a_hyphen(drafter, text):
    """Set 11: "SKU GRP −1.000 kg — cust: Ann Brown" lost its minus sign and became a sale of 1 kg."""
    with pytest.raises(LedgerError, match="below zero"):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize(("text", "expected"), [
    ("Shrinkage: pears 1 kg, cause: stolen", adjustment("pear", -1.0, "stolen")),
    ("Wastage: cherries 0.5 kg, reason code DMG (damaged)", adjustment("cherry", -0.5, "damaged")),
    ("Stock adjustment apples +3 kg, reason: stock count", adjustment("apple", 3.0, "stock count")),
])
def test_a_label_before_a_known_reason_says_nothing_more(drafter, text, expected):
    assert read(drafter, text) == [expected]


def test_a_label_before_an_unknown_reason_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Write-off: pears 1 kg, reason: customer complaint", TODAY)


def test_the_amount_in_a_sentence_of_its_own_is_the_sale_s_total(drafter):
    """Set 71: "… grape 1.000 kg. Amount USD 12.40." was refused as a record of its own."""
    assert read(drafter, "Sold Eva Berg 2 kg pears. Amount $2.88.") == [sale("Eva Berg", ("pear", 2.0))]
    with pytest.raises(LedgerError, match="selling price of pear"):
        drafter.draft("Sold Eva Berg 2 kg pears. Amount 1.00.", TODAY)


@pytest.mark.parametrize("text", [
    "Price update: pears from 1.44 to 1.60/kg",
    "pear price raised from $1.44 to $1.60",
    "pears up from 1.44 to 1.60",
])
def test_a_price_said_from_the_old_to_the_new_is_the_new_price(drafter, text):
    """Set 11: "Price update: SKU APL from 1.70 to 1.75 USD/kg" was refused."""
    assert read(drafter, text) == [price("pear", 1.6)]


def test_from_one_weight_to_another_is_no_price(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("pear price from 2 kg to 3 kg", TODAY)


@pytest.mark.parametrize("text", [
    "Return ref. customer: Bob Smith, sale dated 2024-02-26",
    "Return ref sale 2024-02-26, cust Bob Smith",
    "Return: cust: Bob Smith, orig. sale date 2024-02-26",
])
def test_a_clerk_s_return_that_refers_to_its_sale(drafter, text):
    """Set 11: "Return ref. cust: …" and "orig. sale date …" were refused: who brought it back?"""
    (record,) = read(drafter, text)
    assert record["kind"] == "return" and record["customer"]["name"] == "Bob Smith"
    assert record["sale_date"] == "2024-02-26" and record["date"] == "2024-02-29"
