"""A data person's spreadsheet filters: a condition on the date ("where date >= …", "filter date between …",
"date in the last 14 days") or on a named customer, supplier or product ("customer = …"), and a sale's money
named as a column ("order amount", "the line totals"). Any other condition keeps its words and is refused."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("asked, said", [
    ("kilos of cherry, where date >= 2024-02-10", "Kilos sold of cherry since 2024-02-10 was 26.5 kg."),
    ("refunds where date < 2024-02-08", "Refunds before 2024-02-08 was 9.20."),
    ("sum of order amount for Zoe Davis, filter date between 2024-02-01 and 2024-02-14",
     "Revenue by Zoe Davis from 2024-02-01 to 2024-02-14 was 60.40."),
    ("number of sales, filter date in the last 14 days, product = mango",
     "Number of sales of mango in the last 14 days (2024-02-16 to 2024-02-29) was 8."),
    ("spend, filter supplier = ABC", "Purchase cost from ABC was 252.80."),
    ("sum of the line totals for Bob Smith", "Revenue by Bob Smith was 57.50."),
])
def test_a_filter_on_the_date_or_a_name_is_read(shop, asked, said):
    assert shop.ask(asked).answer == said


@pytest.mark.parametrize("asked, words", [
    ("kilos by product, filter customer = ABC", "“customer”"),  # ABC supplies us; it is no customer
    ("number of sales where total > 20", "“where”, “20”"),  # a condition on a sale's size is not read
])
def test_any_other_condition_is_refused_naming_its_words(shop, asked, words):
    with pytest.raises(LedgerError, match=words):
        shop.ask(asked)


def test_a_date_grouped_by_is_kept(shop):
    # "by date between …" groups by the date over that stretch; only "where"/"filter" make it a condition
    rows = shop.ask("revenue by date between 2024-02-20 and 2024-02-22").steps[-1].rows
    assert [r[0] for r in rows] == ["2024-02-20", "2024-02-21", "2024-02-22"]


def test_a_condition_on_a_sales_total_in_dollars_and_sheet_words_for_a_sale(shop):
    totals = [s["total"] for s in sales()]
    said = shop.ask("count of orders filter total < $4").answer
    assert said.endswith(f" was {sum(1 for t in totals if t < 4)}."), said
    said = shop.ask("number of transactions where the total > $18").answer
    assert said.endswith(f" was {sum(1 for t in totals if t > 18)}."), said
    said = shop.ask("maximum sale total in the whole of February").answer
    assert said.endswith(f"{max(s['total'] for s in sales() if s['date'].startswith('2024-02')):,.2f}."), said
    said = shop.ask("row count of sales on the 21st").answer
    assert said.endswith(f" was {sum(1 for s in sales() if s['date'] == '2024-02-21')}."), said
    with pytest.raises(LedgerError):
        shop.ask("count of sales where total >= $18")  # at least, or over? kept as said
