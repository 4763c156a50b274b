"""What the shop paid, said as a supplier's bill ("invoiced us", "billed us") or over all suppliers
("across all our suppliers", "(all suppliers)"); and what "we needed to refund": refunds, not stock held."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("asked, said", [
    ("How much has Green Valley Farms invoiced us?", "Purchase cost from Green Valley Farms was 469.80."),
    ("What has Hillside Produce billed us this month",
     "Purchase cost from Hillside Produce this month (2024-02-01 to 2024-02-29) was 58.00."),
    ("what did we spend on cherries, across all our suppliers", "Purchase cost of cherry was 194.00."),
    ("kilos of mango bought (all suppliers)", "Kilos bought of mango was 47 kg."),
    ("how much did we need to refund in February", "Refunds in February 2024 was 43.70."),
])
def test_read(shop, asked, said):
    assert shop.ask(asked).answer == said
