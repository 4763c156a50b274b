""""Each of our customers", "each of the suppliers", "each of your products": a figure for each of them, as
"each customer" is (the words "each of the" were read past and one total given for all of them).
Expected values worked out from the demo month's records by plain Python."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, sales  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _rows(answer):
    return {str(r[0]): round(float(r[1]), 2) for r in answer.steps[-1].rows}


def test_each_of_the_customers_is_a_row_per_customer(shop):
    want: dict[str, float] = {}
    for s in sales(lambda s: s["date"] >= "2024-02-01"):
        name = f"{s['customer']['first']} {s['customer']['last']}"
        want[name] = round(want.get(name, 0) + s["total"], 2)
    for question in ("How much did each of the customers spend this month?",
                     "List what each of our customers spent with us this month"):
        assert _rows(shop.ask(question)) == want


def test_each_of_your_suppliers_is_a_row_per_supplier(shop):
    want: dict[str, float] = {}
    for r in RECORDS:
        if r["kind"] == "purchase" and r["date"] >= "2024-02-01":
            want[r["supplier"]["name"]] = want.get(r["supplier"]["name"], 0) + sum(i["quantity"] for i in r["items"])
    assert _rows(shop.ask("how many kilos did each of your suppliers deliver this month")) == want
