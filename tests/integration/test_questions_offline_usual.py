"""Set 16: a customer's usual buy ("what does X normally get", "X's usual") is the product she
bought the most kilos of; a table asked for in words ("one by one", "show me a table") is grouped by
the days or the grouping said, or refused when it says no rows."""

from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401  (the fixture)


def _kilos_by_product(customer):
    kilos = defaultdict(float)
    for sale in sales(lambda s: name(s["customer"]) == customer):
        for product, quantity, _, _ in sale["items"]:
            kilos[product] += quantity
    return kilos


def _a_customer_with_one_favourite():
    for customer in sorted({name(s["customer"]) for s in sales()}):
        kilos = sorted(_kilos_by_product(customer).values())
        if len(kilos) > 1 and kilos[-1] != kilos[-2]:
            return customer
    raise AssertionError("no customer with a single most-bought product")


def test_a_customers_usual_buy(demo):  # noqa: F811
    customer = _a_customer_with_one_favourite()
    kilos = _kilos_by_product(customer)
    usual = max(kilos, key=kilos.get)
    for question in (f"what does {customer} normally get", f"What's {customer}'s usual?",
                     f"{customer} he buy what most of the time", f"what does {customer} typically pick up"):
        answer = demo.ask(question)
        assert answer.steps[0].rows[0][0] == usual, question
        assert len(answer.steps[0].rows) == 1
    for question in ("what does the shop usually sell", "what do we usually buy"):  # not a customer's habit
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_what_a_customer_spends_most_on(demo):  # noqa: F811
    customer = _a_customer_with_one_favourite()
    spent = defaultdict(float)
    for sale in sales(lambda s: name(s["customer"]) == customer):
        for product, _, _, total in sale["items"]:
            spent[product] += total
    ranked = sorted(spent.values())
    if ranked[-1] != ranked[-2]:
        answer = demo.ask(f"what did {customer} spend the most of her money on")
        assert answer.steps[0].rows[0][0] == max(spent, key=spent.get)


def test_a_table_asked_for_in_words(demo):  # noqa: F811
    by_day = defaultdict(float)
    for sale in sales(lambda s: s["date"] >= "2024-02-01"):
        from datetime import date
        if date.fromisoformat(sale["date"]).weekday() == 4:  # Fridays
            by_day[sale["date"]] += sale["total"]
    rows = demo.ask("takings on every friday, one by one").steps[0].rows
    assert {r[0]: round(r[1], 2) for r in rows if r[1]} == {d: round(v, 2) for d, v in by_day.items() if v}
    with pytest.raises(QuestionFailed) as refused:
        demo.ask("revenue in February, show me a table")  # no rows said: refused, not one number
    assert "table" in str(refused.value)


def test_a_ranking_asked_as_a_table_and_kilos_per_kilo(demo):  # noqa: F811
    kilos = defaultdict(float)
    for sale in sales():
        for product, quantity, _, _ in sale["items"]:
            kilos[product] += quantity
    rows = demo.ask("which fruit sold the most kilos, show me each one").steps[0].rows
    assert [r[0] for r in rows] == sorted(kilos, key=lambda p: (-kilos[p], p))
    with pytest.raises(QuestionFailed) as refused:
        demo.ask("what do we get per kilo on pears")  # kilos sold, the "per kilo" dropped: refused
    assert "per kilo" in str(refused.value)
