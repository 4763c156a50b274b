"""Set 16: how many customers returned something (each counted once); "what did the week of the 12th
take" (the week ends at its date, the verb after it is read); "our most expensive supplier, in terms
of what we've paid them" (the one we paid the most, not a kilo's price). From the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_customers_who_returned_something(shop):
    returned = model().returns
    answer = shop.ask("how many separate customers have returned anything")
    assert answer.answer.endswith(f" {len({name(c) for c, *_ in returned})}."), answer.answer
    late = {name(c) for c, _, date, _, _ in returned if date >= "2024-02-15"}
    answer = shop.ask("how many customers made a return since the 15th")
    assert answer.answer.endswith(f" {len(late)}."), answer.answer


def test_a_week_named_by_its_day_then_a_verb(shop):
    week = sum(s["total"] for s in sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25"))
    assert shop.ask("what did the week of the 19th bring in").answer.endswith(f"{money(week)}.")
    other = sum(s["total"] for s in sales(lambda s: "2024-02-12" <= s["date"] <= "2024-02-18"))
    answer = shop.ask("how much less did the week of the 12th take than the week of the 19th")
    assert answer.answer.endswith(f"by {money(abs(week - other))}."), answer.answer


def test_the_supplier_we_paid_the_most(shop):
    paid = defaultdict(float)
    for supplier, _, total, _ in model().purchases:
        paid[supplier] += total
    ranked = sorted(paid.values())
    if ranked[-1] != ranked[-2]:
        rows = shop.ask("which is our most expensive supplier in terms of what we have paid").steps[0].rows
        assert rows[0][0] == max(paid, key=paid.get)


def test_a_second_measure_with_the_count_is_not_dropped(shop):
    from app.questions.answers import QuestionFailed

    with pytest.raises(QuestionFailed):
        shop.ask("how many customers returned something, and how much")
