"""Set 30's round, in other words than the set's: "as of <a day>" beside a stretch of time is that
stretch read today when the day is today, and refused for a total on any other day (up to it, or on it?),
while a stock or a price "as at" a day is read at its end; the fruit "we got" is the stock when said at
the end, and refused (delivered, or sold?) when said of a time or in the past — never the kilos sold.
Then words a manager used that were refused: "the whole of <a month or week>", "product by product".
Numbers are computed from the demo's records."""

from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, sales  # noqa: F401
from tests.support.asking import THURSDAY, ends, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)




def _february(s):
    return s["date"].startswith("2024-02")


def test_as_of_todays_date_beside_a_stretch_is_read_today(shop):
    month = sales(_february)
    ends(shop.ask("Month-to-date turnover as at 29 February"), money(sum(s["total"] for s in month)))
    ends(shop.ask("As at the 29th, how many sales have we rung up so far this month?"), str(len(month)))
    week = sales(lambda s: "2024-02-26" <= s["date"] <= "2024-02-29")
    ends(shop.ask("so far this week, as of Feb 29, what have we taken"), money(sum(s["total"] for s in week)))


@pytest.mark.parametrize("question, said", [
    ("turnover so far this month as at the 20th", "as at the 20th"),
    ("As of Monday, what had we sold so far this week?", "that one day"),  # refused before, by the periods
    ("number of sales month to date as of yesterday", "as of yesterday"),
    ("what was the gross profit as of the 12th", "as of the 12th"),
    ("what were the takings as of today", "as of today"),
])
def test_a_total_as_of_another_day_is_asked_which(shop, question, said):
    refused(shop, question, said)


def test_a_state_as_at_a_day_is_its_end(shop):
    ends(shop.ask("mango stock as at the 21st"), kg(model(upto="2024-02-21").products["mango"]["stock"]))
    ends(shop.ask("what were we charging for oranges as of 9 Feb"),
          money(model(upto="2024-02-09").products["orange"]["price"]))


def test_the_fruit_we_got_is_the_stock(shop):
    stock = model().products["pear"]["stock"]
    for question in ("how many kilos of pears we got", "how many pears we got rn", "how much pear we got?",
                     "how many pears we have"):
        ends(shop.ask(question), kg(stock))


@pytest.mark.parametrize("question", [
    "how many kilos of pears did we get",
    "how many kg of pears we got last week",
    "how many kg of pears did we get on the 20th",
])
def test_the_fruit_we_got_then_is_asked_which(shop, question):
    refused(shop, question, "we got")


def test_what_we_got_through_in_or_from_is_still_read(shop):
    through = sum(q for s in sales() for p, q, _, _ in s["items"] if p == "pear")
    ends(shop.ask("how many kg of pears did we get through"), kg(through))
    delivered = sum(q for *_, items in model().purchases for p, q, _, _ in items if p == "pear")
    ends(shop.ask("how many kg of pears we got in"), kg(delivered))


def test_the_whole_of_a_month_or_week_is_that_stretch(shop):
    ends(shop.ask("refunds over the whole of February"),
          money(sum(r[3] for r in model().returns if r[2].startswith("2024-02"))))
    week = sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
    ends(shop.ask("number of sales across the entire of last week"), str(len(week)))
    refused(shop, "takings for the whole of the 20th", "whole")  # one day has no whole of it


def test_one_row_each_said_twice(shop):
    written: dict[str, float] = defaultdict(float)
    for product, _, quantity, _ in model().adjustments:
        if quantity < 0:
            written[product] -= float(quantity)
    answer = shop.ask("kilos we threw away this month, product by product")
    for product, kilos in written.items():
        assert f"{product}: {kg(kilos)}" in answer.answer, answer.answer
    delivered: dict[str, float] = defaultdict(float)
    for supplier, *_, items in model().purchases:
        delivered[supplier] += sum(float(t) for *_, t in items)
    answer = shop.ask("what we spent, supplier by supplier")
    for supplier, cost in delivered.items():
        assert f"{supplier}: {money(cost)}" in answer.answer, answer.answer
