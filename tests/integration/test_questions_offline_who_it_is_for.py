"""Who the answer is for does not change it: "my bookkeeper needs …", "for the auditor: …", "… for the bank, …"
are read as the request alone; an accountant asked about otherwise is still not placed."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_reader_who_needs_it(shop):
    assert shop.ask("my bookkeeper needs the refunds for last week").answer == \
        shop.ask("the refunds for last week").answer


def test_reader_leading_with_a_colon(shop):
    assert shop.ask("for the auditor: how many sales in February?").answer == \
        shop.ask("how many sales in February?").answer


def test_reader_set_off_by_a_comma(shop):
    assert shop.ask("kilos sold by product for the bank, this month").answer == \
        shop.ask("kilos sold by product, this month").answer


def test_accountant_otherwise_is_not_placed(shop):
    with pytest.raises(LedgerError):
        shop.ask("how much did we pay the accountant")
