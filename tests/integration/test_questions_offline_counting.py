"""Set 16's counts said by a manager with English as a second language ("how many customer
different", "come how many day", "how many time to shop", "individual customers", "the most
transactions") and the word before a name saying what it is ("customer Zoe Davis", "supplier
Green Valley", "…, all supplier"). Numbers are computed from the demo's records."""

import datetime as dt
from collections import Counter

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, name, sales  # noqa: F401
from tests.support.demo_records import RECORDS

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_counts_said_with_singular_nouns(shop):
    customers = {name(s["customer"]) for s in sales()}
    _ends(shop.ask("how many individual customers came in during February"), len(customers))
    _ends(shop.ask("how many customer different we have in February"), len(customers))
    visits = Counter(name(s["customer"]) for s in sales())
    someone = sorted(visits)[0]
    days = {s["date"] for s in sales(lambda s: name(s["customer"]) == someone)}
    _ends(shop.ask(f"{someone} come how many day in February"), len(days))
    _ends(shop.ask(f"{someone} is coming how many time to shop"), visits[someone])
    ranked = sorted(visits.values())
    if ranked[-1] != ranked[-2]:
        assert shop.ask("who had the most transactions with us").steps[0].rows[0][0] == max(visits, key=visits.get)


def test_a_word_saying_what_a_name_is(shop):
    someone = sorted({name(s["customer"]) for s in sales()})[-1]
    spent = sum(s["total"] for s in sales(lambda s: name(s["customer"]) == someone))
    _ends(shop.ask(f"customer {someone}, how much she spend in total"), money(spent))
    supplier = sorted({p[0] for p in model().purchases})[0]
    paid = sum(total for who, _, total, _ in model().purchases if who == supplier)
    _ends(shop.ask(f"supplier {supplier}, how much we pay them"), money(paid))
    everything = sum(total for _, _, total, _ in model().purchases)
    _ends(shop.ask("what we paid for deliveries, all supplier"), money(everything))
    rows = shop.ask("customer spend in February, one row per customer").steps[0].rows
    each = Counter()
    for sale in sales():
        each[name(sale["customer"])] += sale["total"]
    assert {r[0]: round(r[1], 2) for r in rows} == {k: round(v, 2) for k, v in each.items()}


def test_a_label_does_not_change_the_reading(shop):
    someone = sorted({name(s["customer"]) for s in sales()})[0]
    bought = {p for s in sales(lambda s: name(s["customer"]) == someone) for p, *_ in s["items"]}
    rows = shop.ask(f"customer {someone} buy what").steps[0].rows  # her products, as without the word
    assert {r[0] for r in rows} == bought
    supplier = sorted({p[0] for p in model().purchases})[0]
    times = sum(1 for who, *_ in model().purchases if who == supplier)
    _ends(shop.ask(f"how many time we get delivery from {supplier}"), times)


def test_a_second_question_joined_by_and_is_refused(shop):
    from app.questions.answers import QuestionFailed

    with pytest.raises(QuestionFailed, match="second question"):  # was answered with who came in, alone
        shop.ask("which customers came in yesterday, and what did they buy")
    assert shop.ask("And who made the biggest single sale?").steps  # "And …" opening a question is not a second


# How many products had a price change counts products, not changes (a product changed twice is one): the
# count of changes was given for it. Refused, pointing to the list of them; the count of changes stays.
@pytest.mark.parametrize("asked", ["how many products had price changes this month",
                                   "how many fruits have had their price changed"])
def test_how_many_products_had_a_price_change_is_not_the_number_of_changes(shop, asked):
    with pytest.raises(QuestionFailed) as refusal:
        shop.ask(asked)
    assert "which products had a price change" in str(refusal.value)
    changes = sum(1 for r in RECORDS if r["kind"] == "price_change")
    assert shop.ask("how many price changes were there this month").answer.endswith(f" {changes}.")
