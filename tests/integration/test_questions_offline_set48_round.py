"""Sets 48 and 50's round (the owner before a bank meeting, a part-timer, an accountant checking refunds; a
regional manager, a stock clerk, customer loyalty), each cause asked here in other words than the sets'.

A person only pointed at ("him", "she") with no one named is refused: a single question does not know who
was meant, and everyone's total was answered. "by customers" after the deed ("kilos brought back by our
customers") names who did it, not a grouping, when one total is asked. Kilos said at a day's close with
nothing moved ("over 30 kilos at the end of the 20th") are the stock, not the kilos sold that day. "How much
more did A take than B" with B the bigger ends on the amount asked for, below nought."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question", [
    "what did she spend last week?",
    "How much has he bought from us this month?",
    "how many kilos of pear did we sell to her?",
    "what were his refunds in February",
])
def test_a_person_pointed_at_and_never_named_is_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)


def test_a_person_named_beside_the_pronoun_is_still_answered(shop):
    spent = sum(s["total"] for s in sales(lambda s: s["customer"]["first"] == "Raj"))
    assert shop.ask("Raj Patel - what has he spent this month?").answer.endswith(f"{money(spent)}.")


def _returned_kilos():
    return sum(q for s in model().sales if s["returned"] for _, q, _, _ in s["items"])


@pytest.mark.parametrize("question", [
    "total kilos returned by our customers this month",
    "How many kilos were returned by customers in February altogether?",
])
def test_by_customers_after_the_deed_is_one_total(shop, question):
    said = shop.ask(question).answer
    assert said.endswith(f"{kg(_returned_kilos())}."), said
    assert "by customer" not in said, said


def test_by_customer_is_still_a_grouping(shop):
    assert "by customer" in shop.ask("total kilos returned by customer this month").answer


@pytest.mark.parametrize("question, day, cut, under", [
    ("Which fruit was over 30 kilos at the end of the 20th?", "2024-02-20", 30, False),
    ("which products were below 25 kg at close on the 22nd", "2024-02-22", 25, True),
])
def test_kilos_at_a_close_with_nothing_moved_are_the_stock(shop, question, day, cut, under):
    stock = {p: v["stock"] for p, v in model(day).products.items()}
    want = sorted(p for p, q in stock.items() if (q < cut if under else q > cut))
    answer = shop.ask(question)
    assert "Stock" in answer.answer, answer.answer
    assert sorted(str(r[0]) for r in answer.steps[-1].rows) == want


def test_kilos_sold_at_a_close_stay_kilos_sold(shop):
    assert "Kilos sold" in shop.ask("how many kilos of pear did we sell by close on the 22nd").answer


def _week(first):
    return sum(s["total"] for s in sales(lambda s: first <= int(s["date"][-2:]) <= first + 6))


def test_how_much_more_with_the_other_bigger_ends_below_nought(shop):
    gap = _week(12) - _week(19)
    assert gap < 0
    said = shop.ask("how much more did the week of the 12th bring in than the week of the 19th?").answer
    assert f"the first is less by {money(-gap)}" in said, said
    assert said.endswith(f"more by {money(gap)}."), said


SUNDAY = dt.date(2024, 2, 18)


def test_a_weekday_that_is_today_is_today(demo):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: SUNDAY)
    takings = sum(s["total"] for s in sales(lambda s: s["date"] == SUNDAY.isoformat()))
    assert shop.ask("what did the till take sunday today?").answer.endswith(f"{money(takings)}.")
    with pytest.raises(QuestionFailed):
        shop.ask("tuesday takings today")  # not today's name: which Tuesday?


def test_a_weekday_across_a_month_is_every_one_of_them(shop):
    fridays = sum(s["total"] for s in sales(lambda s: dt.date.fromisoformat(s["date"]).weekday() == 4))
    assert shop.ask("friday revenue over the whole month").answer.endswith(f"{money(fridays)}.")
