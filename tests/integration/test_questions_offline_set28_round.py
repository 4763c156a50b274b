"""Set 28's round, in other words than the set's: the cost of the fruit "we sold" is the cost of what was
sold (never what that fruit cost to buy in), and "what did they bring in" is money; a bare "margin" (in
dollars, in percent or per kilo?) is asked which. Then the words a manager used that were refused: "set
out"/"lay out", weeks "labelled by their Monday", "wht", "yesterdays", "how much'd", "how's … looking",
"shown as a percentage", "achieved", "the prior calendar week", "on a Friday", "at the weekend in
February", "shopped with us", "made a purchase", the "purchases" a customer made, "purchasing price", "the
biggest share of", "taken over all 7 calendar days". Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, sales  # noqa: F401
from tests.support.asking import THURSDAY, ends, refused

LAST_WEEK = ("2024-02-19", "2024-02-25")


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)




def _cost():
    return {p: c for *_, items in model().purchases for p, _, c, _ in items}


def _lines(products, first="0000", last="9999"):
    return [(p, q, t) for s in sales(lambda s: first <= s["date"] <= last) for p, q, _, t in s["items"]
            if p in products]


def test_what_the_fruit_we_sold_cost_us_is_its_cost_of_sales(shop):
    cost = _cost()
    mangoes = sum(q * cost[p] for p, q, _ in _lines({"mango"}, *LAST_WEEK))
    ends(shop.ask("How much did the mangoes that we sold last week cost us to buy?"), money(mangoes))
    both = sum(q * cost[p] for p, q, _ in _lines({"grape", "apple"}))
    ends(shop.ask("the purchase cost of the grapes and apples we sold"), money(both))
    bought = sum(t for *_, items in model().purchases for p, _, _, t in items if p == "grape")
    ends(shop.ask("what did the grapes we bought cost us"), money(bought))  # bought in: what they cost
    assert "supplier" in shop.ask("which suppliers sold us grapes").answer  # a supplier's sale to us
    profit = sum(t - q * cost[p] for p, q, t in _lines(set(cost), *LAST_WEEK))  # the definition said again
    ends(shop.ask("gross profit last week - takings less the purchase cost of the fruit we sold"), money(profit))


def test_what_the_fruit_we_sold_brought_in_is_money(shop):
    pears = sum(t for *_, t in _lines({"pear"}, *LAST_WEEK))
    ends(shop.ask("what did the pears we sold last week bring in"), money(pears))


def test_a_bare_margin_is_asked_which(shop):
    for question in ("mango margin this month", "which line has the thinnest margin", "profit margin on pears"):
        refused(shop, question, "margin")
    cost = _cost()
    profit = sum(t - q * cost[p] for p, q, t in _lines({"mango"}))
    ends(shop.ask("margin on mangoes in dollars"), money(profit))


def _on(first, last=None):
    return lambda s: first <= s["date"] <= (last or first)


def _weekday(*days):
    return lambda s: s["date"].startswith("2024-02") and dt.date.fromisoformat(s["date"]).weekday() in days


def test_layouts_typos_and_spoken_shorthand(shop):
    week = sum(q for s in sales(_on("2024-02-12", "2024-02-18")) for _, q, _, _ in s["items"])
    answer = shop.ask("please lay out the kilos sold by week this month, every week labelled by its Monday")
    assert f"2024-02-12: {kg(week)}" in answer.answer, answer.answer
    ends(shop.ask("wht was the revenue on the 20th"), money(sum(s["total"] for s in sales(_on("2024-02-20")))))
    refunded = sum(r[3] for r in model().returns if r[2] == "2024-02-28")
    ends(shop.ask("yesterdays refunds"), money(refunded))
    ends(shop.ask("how much'd we make last week"), money(sum(s["total"] for s in sales(_on(*LAST_WEEK)))))
    ends(shop.ask("how's the grape stock looking"), kg(model().products["grape"]["stock"]))


def test_shares_shown_and_ranked_and_calendar_weeks(shop):
    cost = _cost()
    week = _lines(set(cost), *LAST_WEEK)
    takings = sum(t for *_, t in week)
    profit = sum(t - q * cost[p] for p, q, t in week)
    ends(shop.ask("gross profit in the prior calendar week, shown as a percentage of takings"),
          f"{profit * 100 / takings:.2f}%")
    kilos: dict[str, float] = defaultdict(float)
    for s in sales():
        kilos[name(s["customer"])] += sum(q for _, q, _, _ in s["items"])
    top = max(kilos, key=kilos.get)
    assert sorted(kilos.values())[-2] < kilos[top]  # no tie at the top
    assert top in shop.ask("which customer accounted for the biggest share of kilos bought").answer
    spend: dict[str, float] = defaultdict(float)
    for s in sales(_on("2024-02-01", "2024-02-29")):
        spend[name(s["customer"])] += s["total"]
    assert max(spend, key=spend.get) in shop.ask("which customer achieved the biggest spend this month").answer
    refunds = sum(r[3] for r in model().returns if LAST_WEEK[0] <= r[2] <= LAST_WEEK[1])
    ends(shop.ask("refunds in the prior calendar week"), money(refunds))


def test_one_weekday_said_with_a_and_weekends_in_a_month(shop):
    fridays = {name(s["customer"]) for s in sales(_weekday(4))}
    answer = shop.ask("which customers shopped on a Friday in February")
    assert {str(r[0]) for r in answer.steps[-1].rows} == fridays, answer.answer
    weekend = sales(_weekday(5, 6))
    ends(shop.ask("the average sale at the weekend in February"),
          money(sum(s["total"] for s in weekend) / len(weekend)))
    refused(shop, "takings at the weekend", "weekend")  # which weekend, with no month said


def test_a_customers_purchases_and_our_purchasing_price(shop):
    came = {name(s["customer"]) for s in sales(_on("2024-02-16"))}
    ends(shop.ask("how many customers shopped with us on the 16th"), str(len(came)))
    week = {name(s["customer"]) for s in sales(_on(*LAST_WEEK))}
    ends(shop.ask("how many distinct customers made a purchase last week"), str(len(week)))
    zoe = [s for s in sales() if name(s["customer"]) == "Zoe Davis"]
    ends(shop.ask("how many separate purchases has Zoe Davis made"), str(len(zoe)))
    assert f"paid {money(_cost()['pear'])} per kilo" in shop.ask("what's our purchasing price for a kilo of pears").answer
    ends(shop.ask("how many purchases did we make from ABC"),
          str(len([p for p in model().purchases if p[0] == "ABC"])))  # ours stay deliveries


def test_the_days_an_average_is_taken_over_are_checked(shop):
    takings = sum(s["total"] for s in sales(_on(*LAST_WEEK)))
    ends(shop.ask("average daily takings last week, taken over all 7 calendar days"), money(takings / 7))
    refused(shop, "average daily takings last week, taken over all 6 calendar days", "7")
    refused(shop, "total takings last week over all 7 days", "average")
