"""Set 16: "what did we get per kilo on average" is the takings over the kilos sold (line by line, a
sale's total is not counted once per line); "pieces of business" are sales. From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_takings_per_kilo_sold(shop):
    lines = [(p, q, t) for s in sales() for p, q, _, t in s["items"]]
    everything = sum(t for *_, t in lines) / sum(q for _, q, _ in lines)
    assert shop.ask("on average, what did we get per kilo for everything we sold").answer.endswith(
        f"{money(everything)}.")
    pears = [(q, t) for p, q, t in lines if p == "pear"]
    assert shop.ask("what did we get per kg of pears sold, on average").answer.endswith(
        f"{money(sum(t for _, t in pears) / sum(q for q, _ in pears))}.")


def test_pieces_of_business(shop):
    on_26 = sales(lambda s: s["date"] == "2024-02-26")
    assert shop.ask("how many pieces of business did we do on the 26th").answer.endswith(f" {len(on_26)}.")
