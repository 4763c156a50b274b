"""Ways of saying what the reader already answers (sets 64 and 74, round q6474): a "cost price" is what we
paid a kilo and a "sell price" the selling price; "2dp" is two decimals; a "pivot" split by something is that
table, and with no split is refused; weeks "keyed by week start" are the weeks keyed by their Monday (and a
"by week" before "keyed by" is kept); "min(date)" of a named customer or supplier is their first sale or
delivery; a list that opens with "Customers with …" is the customers over the bound; "across everything
we've bought" is what we bought; a day described after it (", the day before the price went up") is that
day; a "he" or "she" pointing back at the one person named in the asker's remark is that person; what we
"give" a named customer "back" is refunded. Expected values worked out from the demo records by plain Python,
or the same question asked plainly."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused
from tests.support.demo_records import RECORDS, standing_lines


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last_number(sentence: str) -> float:
    return float(re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)[-1].replace(",", ""))


def _paid_per_kilo(product: str) -> set[float]:
    return {i["unit_cost"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"] if i["product"] == product}


@pytest.mark.parametrize("question, product", [
    ("cherry cost price?", "cherry"),
    ("What's the cost price on a kilo of bananas?", "banana"),
])
def test_a_cost_price_is_what_we_paid(shop, question, product):
    said = shop.ask(question).answer
    assert said.startswith("We paid") and {_last_number(said)} == _paid_per_kilo(product)


def test_a_sell_price_is_the_selling_price(shop):
    plain = shop.ask("What do we clear per kilo on pears, selling price less cost?").answer
    assert shop.ask("What do we clear per kilo on pears, sell price less cost?").answer == plain


def test_two_dp_written_short_is_two_decimals(shop):
    said = shop.ask("share of kilos sold by product, rounded to 1dp").answer
    assert re.search(r"\b\d+\.\d%", said) and not re.search(r"\d\.\d\d%", said)


@pytest.mark.parametrize("question, plain", [
    ("pivot: revenue by product", "revenue by product"),
    ("kilos sold pivot by weekday", "kilos sold by weekday"),
    ("monthly pivot of refunds", "refunds by month"),
])
def test_a_pivot_with_its_split_is_that_table(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_a_pivot_with_no_split_is_refused(shop):
    refused(shop, "takings pivot", "pivot")


@pytest.mark.parametrize("question", [
    "kilos sold per week, keyed by the week's start date",
    "takings by week keyed by Monday",
    "takings by week keyed by week starting date",
])
def test_weeks_keyed_by_their_start_stay_a_table_by_week(shop, question):
    assert "by week: 2024-01-29" in shop.ask(question).answer


@pytest.mark.parametrize("question, first", [
    ("min(date) where customer = 'Ida Novak'", True),
    ("max date where customer = Luis Garcia", False),
])
def test_the_edge_date_of_a_named_customer_is_their_first_or_last_sale(shop, question, first):
    dates = sorted(s["date"] for s in RECORDS if s["kind"] == "sale" and s["customer"]["name"] == question.split(
        "= ")[1].strip("'"))
    assert shop.ask(question).answer.endswith(f"{dates[0] if first else dates[-1]}.")


def test_the_first_date_of_a_named_supplier_is_their_first_delivery(shop):
    said = shop.ask("min(date) where supplier = Green Valley Farms").answer
    first = min(r["date"] for r in RECORDS if r["kind"] == "purchase" and r["supplier"]["name"] == "Green Valley Farms")
    assert said.startswith("The first delivery") and said.endswith(f"{first}.")


def test_a_list_opening_with_customers_with_is_those_over_the_bound(shop):
    spent: dict[str, float] = {}
    for line in standing_lines():
        spent[line["customer"]] = spent.get(line["customer"], 0) + line["value"]
    said = shop.ask("Customers with takings above $70 this month").answer
    assert sorted(re.findall(r"([A-Z][a-z]+ [A-Z][a-z]+):", said)) == sorted(c for c, v in spent.items() if v > 70)


def test_across_everything_bought_is_what_we_bought(shop):
    plain = shop.ask("What was our average cost per kilo last week?").answer
    assert shop.ask("Our mean cost per kilo over all the fruit we purchased last week?").answer == plain


@pytest.mark.parametrize("question, plain", [
    ("How many kilos of grapes did we sell on the 12th, the day after ABC's delivery?",
     "How many kilos of grapes did we sell on the 12th?"),
    ("What did we take between the 5th and the 9th, the week before our big order?",
     "What did we take between the 5th and the 9th?"),
])
def test_a_day_described_after_it_is_that_day(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_a_day_before_and_after_is_not_read_past(shop):
    refused(shop, "How much did we take on the 12th, the day before and the day after?")


@pytest.mark.parametrize("question, plain", [
    ("I'm worried about Luis Garcia. How much has he spent with us?", "How much has Luis Garcia spent with us?"),
    ("Eva Berg returned some fruit, didn't she? What were her refunds?", "What were Eva Berg's refunds?"),
])
def test_a_pronoun_points_back_at_the_one_person_in_the_remark(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_a_pronoun_with_something_else_named_in_the_remark_is_refused(shop):
    refused(shop, "I'm worried about Luis Garcia and the grapes. How much has he spent with us?")


def test_what_we_gave_a_named_customer_back_is_refunded(shop):
    plain = shop.ask("How much have we refunded Bob Smith?").answer
    assert shop.ask("How much did we have to give Bob Smith back?").answer == plain
