"""Set 25's round, each cause asked here in other words than the set's.

An e-mail address is never rewritten as shorthand or a date ("fatima.y@…" lost its first part
as a remark; "cust.", "yest." inside an address were spelt out). A disposal word ("bin") says
only that stock went, so a reason said beside it wins ("pears have mould, 1 kg to the bin")."""

import pytest

from app.bootstrap import bootstrap, services
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture
def drafter(shop):
    return services(shop, offline=True).drafter()


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
