""""Going by kilos" ranks by kilos, as "by kilos" does; fruit that "goes out" is sold, as fruit that "went out"
is — but fruit that "goes out of stock" is not read as sold."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_going_by_kilos_ranks_by_kilos(shop):
    assert shop.ask("which fruit sold best in February, going by kilos").answer == \
        "The product with the most kilos sold in February 2024 was strawberry: 56 kg."


def test_what_goes_out_is_sold(shop):
    assert shop.ask("how many kilos go out in a sale, on average").answer == "Average kilos per sale was 3.978 kg."


def test_going_out_of_stock_is_not_a_sale(shop):
    with pytest.raises(LedgerError):
        shop.ask("when does pear go out of stock")
