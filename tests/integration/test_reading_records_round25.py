"""Set 25's round, each cause asked here in other words than the set's.

An e-mail address is never rewritten as shorthand or a date ("fatima.y@…" lost its first part
as a remark; "cust.", "yest." inside an address were spelt out). A disposal word ("bin") says
only that stock went, so a reason said beside it wins ("pears have mould, 1 kg to the bin").
"tel." ends no sentence; a total is said after "totalling", "amount", "all together" or "pay",
over grams at a price per kg too, and a bare amount after several lines may be the whole sale's.
"A dozen kilos" is 12 kg, "1.10 the kilo" a price per kg."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


def _new_sale(name, email, product, kg):
    return {"kind": "sale", "date": TODAY.isoformat(), "customer": {"name": name, "phone": None, "email": email},
            "items": [{"product": product, "quantity": kg, "unit": "kg"}]}


@pytest.mark.parametrize("text, email", [
    ("Nadia Holm is new customer, email nadia.h@example.com, took 2 kilo pears", "nadia.h@example.com"),
    ("new cust Nadia Holm, cust.nadia@example.com, 2kg pears", "cust.nadia@example.com"),
    ("new customer Nadia Holm, mail nadia.yest@example.com, 2kg pears", "nadia.yest@example.com"),
])
def test_an_email_address_is_kept_as_typed(drafter, text, email):
    assert read(drafter, text) == [_new_sale("Nadia Holm", email, "pear", 2.0)]


def test_a_refusal_quotes_the_address_as_typed(drafter):
    with pytest.raises(LedgerError, match=r"nadia\.yest@example\.com"):
        drafter.draft("new customer Nadia Holm, nadia.yest@example.com, 2kg pears frobbed", TODAY)


@pytest.mark.parametrize("text, expected", [
    ("pears have mould, 1 kg to the bin", [adjustment("pear", -1.0, "mouldy")]),
    ("mangoes rotting, 1.5 kg into the bin", [adjustment("mango", -1.5, "rotten")]),
    ("binned 2kg grapes", [adjustment("grape", -2.0, "spoiled")]),
    # each line keeps its own reason: the mould is the cherries', not the bananas'
    ("1 kg cherries went mouldy and 2 kg bananas binned",
     [adjustment("cherry", -1.0, "mouldy"), adjustment("banana", -2.0, "spoiled")]),
])
def test_a_reason_said_beside_a_disposal_word_wins(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    # "tel." ends no sentence: the phone is the new customer's
    ("Sold to new customer Ms Lena Ortiz (tel. 555-0177): 1 kg of mangoes.",
     [{"kind": "sale", "date": TODAY.isoformat(), "customer": {"name": "Lena Ortiz", "phone": "555-0177", "email": None},
       "items": [{"product": "mango", "quantity": 1.0, "unit": "kg"}]}]),
    # a line's total after "totalling", "amount", "all together", or what the customer "pay"
    ("Mr Ken Smith purchased 3 kg of bananas at $1.20 per kilogram, totalling $3.60.", [sale("Ken Smith", ("banana", 3))]),
    ("Sale: Mrs Sue Davis, 2 kg of mangoes, amount $4.80.", [sale("Sue Davis", ("mango", 2))]),
    ("sold Ann Brown 1 kg grape, she pay 2.80", [sale("Ann Brown", ("grape", 1))]),
    ("Green Valley bring 10 kg apple, all together 11 dollar",
     [purchase("Green Valley Farms", ("apple", 10, 1.1, None))]),
    # a total over grams at a price per kg
    ("Sale: Mr Omar Haddad, 500 g of strawberries at $3.90 per kg, amount $1.95.", [sale("Omar Haddad", ("strawberry", 0.5))]),
    # a bare amount after several lines: the whole sale's, when it is their sum at the shelf prices
    ("Eva 1kg mango, 2kg bananas - $4.80", [sale("Eva Berg", ("mango", 1), ("banana", 2))]),
])
def test_contacts_and_totals_as_bookkeepers_and_second_language_staff_write_them(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Eva 1kg mango, 2kg bananas - $5.10",  # neither the whole sale nor the last line at the shelf price
    "Sale: Mr Omar Haddad, 500 g of strawberries at $3.90 per kg, amount $2.95.",
    "sold Ann Brown 1 kg grape, she pay 3.00",
])
def test_a_total_that_does_not_add_up_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("sold a dozen kilos of apples to ann brown", [sale("Ann Brown", ("apple", 12))]),  # a dozen of the unit said
    ("ABC brought 10kg pears, 1.10 the kilo", [purchase("ABC", ("pear", 10, 1.1, None))]),  # "the kilo": per kg
])
def test_a_dozen_kilos_and_a_price_the_kilo_as_the_owner_says_them(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_dozen_of_a_product_counted_in_kg_is_still_asked_in_kg(drafter):
    with pytest.raises(LedgerError, match="how many kg"):
        read(drafter, "sold a dozen pears to ann brown")
