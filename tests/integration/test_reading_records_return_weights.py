"""A return told in one sentence and its whole weight in the next ("… brought back the grapes from
the 6th. The whole 3 kg came back.", "…; all 4 kg of it", "Whole 2 kg, money back."), read offline
on the demo shop: the weight is the return's, checked against the sale's (demo: Raj Patel's sale of
2024-02-06 was 3 kg of grapes, Tom Lee's of 2024-02-23 5 kg of cherries, Ida Novak's of 2024-02-28
2.5 kg of pears); a weight that is not the sale's whole is still refused. A return entered as the
customer's name, then ", return of …" is that customer's return (Eva Berg's sale of 2024-02-19,
Omar Haddad's of 2024-02-21)."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("Raj Patel brought back the grapes from the 6th. The whole 3 kg came back.",
     [returned("Raj Patel", "2024-02-06")]),
    ("Tom Lee returned his cherries from Feb 23; all 5 kg of it.", [returned("Tom Lee", "2024-02-23")]),
    ("Ida Novak returned yesterday's pears. Whole 2.5 kg, money back.", [returned("Ida Novak", "2024-02-28")]),
])
def test_a_returns_whole_weight_said_after_it(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_weight_that_is_not_the_whole_sale_is_still_refused(drafter):
    with pytest.raises(LedgerError, match="whole sale"):
        drafter.draft("Raj Patel brought back the grapes from the 6th. The whole 2 kg came back.", TODAY)


@pytest.mark.parametrize("text, expected", [
    ("Eva Berg, return of the cherries bought on the 19th.", [returned("Eva Berg", "2024-02-19")]),
    ("Customer Omar Haddad, return of his pears from 21 Feb, refunded.", [returned("Omar Haddad", "2024-02-21")]),
])
def test_a_customers_name_then_return_of(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Tom Lee brought back his cherries from Feb 23 and we binned the lot.",
    "Raj Patel returned the grapes from the 6th, all 3 kg, which went straight into the bin.",
    "Ida Novak returned yesterday's pears, bruised, so we wrote them off.",
])
def test_a_return_whose_goods_were_thrown_away_is_refused_not_half_read(drafter, text):
    with pytest.raises(LedgerError, match="a return and a write-off"):
        drafter.draft(text, TODAY)


def test_a_returns_reason_alone_is_still_read(drafter):
    assert read(drafter, "Raj Patel returned the grapes from the 6th, they were sour.") == [
        returned("Raj Patel", "2024-02-06")]
