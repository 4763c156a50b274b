"""Set 16: a price on one side of its change — "the old price of X", "X's price before it changed",
"the new price after it went up" — of one product's one change; none or several are refused.
Computed from the demo's price changes (purchases' selling prices and price-change records)."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_the_price_either_side_of_its_change(shop):
    changes = defaultdict(list)
    for product, day, old, new in model().price_changes:
        changes[product].append((day, old, new))
    once = sorted(p for p, c in changes.items() if len(c) == 1)
    assert once
    product = once[0]
    day, old, new = changes[product][0]
    assert shop.ask(f"{product} price before it changed, how much was it").answer.endswith(f"{old:.2f}.")
    assert shop.ask(f"what is the new price of {product}").answer.endswith(f"{new:.2f}.")
    never = sorted(set(model().products) - set(changes))
    if never:
        with pytest.raises(QuestionFailed):
            shop.ask(f"what was the old price of {never[0]}")
