"""Offline questions over the demo month (no model). Every expected number is computed by the
independent plain-Python shop (tests/support/simple_shop.py) from the demo's records; each
qualifier a question can carry is either honoured — and repeated in the answer — or the question
is refused naming it. These are the failures the template answerer had: a qualifier read past
gave a confident wrong answer."""

import datetime as dt
import json
import re
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.resources import resource
from tests.support.simple_shop import SimpleShop

RECORDS = [json.loads(line) for line in resource("demo", "fruitshop_month.jsonl").read_text().splitlines()]
TODAY = dt.date(2024, 3, 1)  # a Friday, the day after the demo month


def model(upto: str = "9999-12-31") -> SimpleShop:
    shop = SimpleShop()
    for record in RECORDS:
        if record["date"] <= upto:
            shop.apply(record)
    return shop


@pytest.fixture(scope="module")
def demo(demo_month):
    """The question service on the demo month (built once per backend for the whole run, see
    conftest's `demo_month`); a module of its own, so no module sees another's follow-ups."""
    return Questions(demo_month, today=lambda: TODAY)


def money(x):
    return f"{x:,.2f}"


def kg(x):
    return f"{x:,.3f}".rstrip("0").rstrip(".") + " kg"


def name(customer):
    return f"{customer['first']} {customer['last']}"


def sales(keep=lambda sale: True):
    return [s for s in model().sales if not s["returned"] and keep(s)]


def revenue(keep=lambda sale: True):
    return sum(s["total"] for s in sales(keep))


def day(text):
    return dt.date.fromisoformat(text)


def test_a_month_and_a_day(demo):
    assert demo.ask("What was the total revenue in February 2024?").answer == \
        f"Revenue in February 2024 was {money(revenue())}."
    assert demo.ask("How much revenue did we make on Feb 10?").answer == \
        f"Revenue on 2024-02-10 was {money(revenue(lambda s: s['date'] == '2024-02-10'))}."


@pytest.mark.parametrize("question, said, keep", [
    ("What was the revenue since the 20th?", "since 2024-02-20", lambda d: d >= "2024-02-20"),
    ("What was the revenue after the 20th?", "after 2024-02-20", lambda d: d > "2024-02-20"),
    ("what did we take from the 20th onwards", "since 2024-02-20", lambda d: d >= "2024-02-20"),
    ("What was the revenue before the 10th?", "before 2024-02-10", lambda d: d < "2024-02-10"),
    ("revenue up to the 10th", "up to 2024-02-10", lambda d: d <= "2024-02-10"),
    ("Revenue until Feb 10", "up to 2024-02-10", lambda d: d <= "2024-02-10"),
    ("What was the revenue between the 10th and the 15th?", "from 2024-02-10 to 2024-02-15",
     lambda d: "2024-02-10" <= d <= "2024-02-15"),
    ("Revenue in the first week of February", "in the first week of February (2024-02-01 to 2024-02-07)",
     lambda d: d <= "2024-02-07"),
    ("What was the revenue last week?", "last week (2024-02-19 to 2024-02-25)",
     lambda d: "2024-02-19" <= d <= "2024-02-25"),
    ("revenue in the last 7 days", "in the last 7 days (2024-02-24 to 2024-03-01)", lambda d: d >= "2024-02-24"),
])
def test_each_date_qualifier_is_honoured_and_said(demo, question, said, keep):
    assert demo.ask(question).answer == f"Revenue {said} was {money(revenue(lambda s: keep(s['date'])))}."


def test_from_onwards_for_one_customer(demo):
    # "spent 0.00 on 2024-02-15" is what the templates said; the truth is every day from then on
    omar = revenue(lambda s: name(s["customer"]) == "Omar Haddad" and s["date"] >= "2024-02-15")
    assert demo.ask("How much did Omar Haddad spend from the 15th of February onwards?").answer == \
        f"Spending by Omar Haddad since 2024-02-15 was {money(omar)}."


def test_weekends_weekdays_and_one_weekday(demo):
    weekend = revenue(lambda s: day(s["date"]).weekday() >= 5)
    assert demo.ask("How much did we make on weekends?").answer == f"Revenue on weekends was {money(weekend)}."
    working = revenue(lambda s: day(s["date"]).weekday() < 5)
    assert demo.ask("revenue on weekdays").answer == f"Revenue on weekdays was {money(working)}."
    saturdays = revenue(lambda s: day(s["date"]).weekday() == 5)
    assert demo.ask("What was the revenue on saturdays in February?").answer == \
        f"Revenue on saturdays in February 2024 was {money(saturdays)}."


def test_a_state_before_a_day_is_the_day_before(demo):
    then = model(upto="2024-02-27").products["cherry"]["stock"]
    answer = demo.ask("How much cherry did we have before 2024-02-28?")
    assert answer.answer == f"Stock of cherry before 2024-02-28: {kg(then)}."
    assert answer.steps[0].as_of == dt.date(2024, 2, 27)
    on = model(upto="2024-02-15").products["cherry"]["stock"]
    answer = demo.ask("How many kilos of cherries did we have on 2024-02-15?")
    assert answer.answer == f"Stock of cherry at the end of 2024-02-15: {kg(on)}."
    pear = model(upto="2024-02-10").products["pear"]["price"]
    assert demo.ask("What were we charging for pears on the 10th?").answer == \
        f"Selling price of pear at the end of 2024-02-10: {money(pear)}."


def test_a_stock_over_a_stretch_of_time_is_refused(demo):
    with pytest.raises(QuestionFailed, match="is at one moment"):
        demo.ask("What was the stock of cherries last week?")


def test_averages_are_averages(demo):
    standing = sales()
    per_customer = sum(s["total"] for s in standing) / len({id(s["customer"]) for s in standing})
    assert demo.ask("How much does a customer spend on average?").answer == \
        f"Average spend per customer was {money(per_customer)}."
    per_sale = sum(s["total"] for s in standing) / len(standing)
    assert demo.ask("What is the average sale value?").answer == f"The average sale value was {money(per_sale)}."
    weight = sum(q for s in standing for _, q, *_ in s["items"]) / len(standing)
    assert demo.ask("What is the average weight per sale?").answer == f"Average kilos per sale was {kg(round(weight, 3))}."
    february = sum(s["total"] for s in standing) / 29
    assert demo.ask("average revenue per day in February 2024").answer == \
        f"Average revenue per day in February 2024 was {money(february)}."


def test_a_price_filter_picks_the_lines_sold_at_it(demo):
    at = sum(q for s in sales() for p, q, price, _ in s["items"] if p == "pear" and price == 1.60)
    every = sum(q for s in sales() for p, q, *_ in s["items"] if p == "pear")
    assert at != every  # the filter matters on this data
    assert demo.ask("How many kilos of pears did we sell at 1.60?").answer == \
        f"Kilos sold of pear at 1.60 was {kg(at)}."


def test_per_day_is_a_row_per_day(demo):
    per_day = defaultdict(float)
    for sale in sales():
        per_day[sale["date"]] += sale["total"]
    answer = demo.ask("Revenue per day in February 2024")
    assert {str(d): round(v, 2) for d, v in answer.steps[0].rows} == {d: round(v, 2) for d, v in per_day.items()}


def test_rankings_name_the_winner_and_refuse_ties(demo):
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    top = max(spent, key=spent.get)
    assert demo.ask("Which customer spent the most?").answer == \
        f"The customer with the most spending was {top}: {money(spent[top])}."
    answer = demo.ask("Who are our top 3 customers by spend?")
    assert [row[0] for row in answer.steps[0].rows][:3] == sorted(spent, key=spent.get, reverse=True)[:3]
    cheapest = min(model().products.items(), key=lambda item: item[1]["price"])[0]
    assert cheapest in demo.ask("cheapest fruit at the moment").answer


def test_people_and_products_together(demo):
    bob = sum(t for s in sales(lambda s: name(s["customer"]) == "Bob Smith")
              for p, _, _, t in s["items"] if p == "cherry")
    assert demo.ask("How much did Bob Smith spend on cherries?").answer == \
        f"Spending by Bob Smith on cherry was {money(bob)}."
    hillside = sum(total for supplier, _, total, _ in model().purchases if supplier == "Hillside Produce")
    assert demo.ask("How much did we pay Hillside Produce?").answer == \
        f"Purchase cost from Hillside Produce was {money(hillside)}."
    bought = sum(q for _, _, _, items in model().purchases for p, q, *_ in items if p == "banana")
    assert demo.ask("how many kilos of bananas did we buy").answer == f"Kilos bought of banana was {kg(bought)}."


@pytest.mark.parametrize("question, named", [
    ("How much did we sell to the moon?", None),
    ("How many sales were roughly fifteen bucks?", "roughly"),  # a hedge on a figure asked about
    ("revenue from customers other than Tom Lee", "other"),
])
def test_a_word_it_cannot_place_is_named(demo, question, named):
    with pytest.raises(QuestionFailed, match="I can't answer that offline") as refused:
        demo.ask(question)
    if named:
        assert f"“{named}”" in str(refused.value)
    assert "Questions I can answer:" in str(refused.value)


@pytest.mark.parametrize("question", [
    "Why is the sky blue?",
    "What will revenue be next month?",
    "Delete all the sales",
    "What's the weather like?",
    "How many kilos of grapes did we buy from Bob Smith?",  # a customer is not a supplier
])
def test_what_it_cannot_answer_is_said_plainly(demo, question):
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask(question)


def test_the_suggestions_are_questions_it_answers(demo):
    with pytest.raises(QuestionFailed) as refused:
        demo.ask("How much cherry did the weather sell?")
    offered = str(refused.value).split("Questions I can answer: ")[1]
    suggestions = re.findall(r"“(.+?)”", offered)
    assert len(suggestions) >= 2
    for suggestion in suggestions:
        assert demo.ask(suggestion).answer


def test_a_bound_on_each_group_counts_those_with_none(demo):
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    answer = demo.ask("Which customers spent more than $60?")
    assert sorted(r[0] for r in answer.steps[0].rows) == sorted(c for c, v in spent.items() if v > 60)
    week = defaultdict(float, {p: 0.0 for p in model().products})  # a fruit not sold at all sold less than 6 kg
    for sale in sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25"):
        for product, quantity, *_ in sale["items"]:
            week[product] += quantity
    answer = demo.ask("Which fruits sold less than 6 kg last week?")
    assert sorted(r[0] for r in answer.steps[0].rows) == sorted(p for p, v in week.items() if v < 6)
    assert "with less than 6 kg last week" in answer.answer
    low = sorted(p for p, v in model().products.items() if v["stock"] < 22)
    assert sorted(r[0] for r in demo.ask("Which products have less than 22 kg in stock?").steps[0].rows) == low


def test_the_least_can_be_nothing_at_all(demo):
    def sold_between(first, last):
        sold = {p: 0.0 for p in model().products}
        for sale in sales(lambda s: first <= s["date"] <= last):
            for product, quantity, *_ in sale["items"]:
                sold[product] += quantity
        return sold

    sold = sold_between("2024-02-01", "2024-02-05")
    assert list(sold.values()).count(0) == 1  # one fruit sold nothing: that is the least
    answer = demo.ask("which product sold the least between Feb 1 and Feb 5")
    assert answer.answer.endswith(f"was {min(sold, key=sold.get)}: 0 kg.")
    assert list(sold_between("2024-02-10", "2024-02-10").values()).count(0) > 1
    with pytest.raises(QuestionFailed, match="There is a tie"):  # several sold nothing: no single answer
        demo.ask("which product sold the least on the 10th")
    with pytest.raises(QuestionFailed, match="ends before it starts"):  # on March 1st, "the 1st" is March 1st
        demo.ask("which product sold the least between the 1st and the 5th")


def test_one_weekday_is_a_day_and_a_bare_one_is_asked_about(demo):
    monday = revenue(lambda s: s["date"] == "2024-02-26")  # TODAY is Friday 2024-03-01
    assert demo.ask("Sales revenue on Monday?").answer == f"Revenue on 2024-02-26 was {money(monday)}."
    with pytest.raises(QuestionFailed, match="last Saturday, or every Saturday"):
        demo.ask("saturday revenue")


def test_names_with_an_apostrophe_and_weeks_by_their_first_day(demo):
    zoe = revenue(lambda s: name(s["customer"]) == "Zoe Davis" and s["date"] > "2024-02-10")
    assert demo.ask("What did Zoe's orders come to after the 10th?").answer.endswith(f"was {money(zoe)}.")
    week = revenue(lambda s: "2024-02-14" <= s["date"] <= "2024-02-20")
    assert demo.ask("revenue for the week starting Feb 14").answer == \
        f"Revenue in the week from 2024-02-14 (2024-02-14 to 2024-02-20) was {money(week)}."
    three = revenue(lambda s: s["date"] >= "2024-02-28")
    assert demo.ask("takings over the last three days").answer.endswith(f"was {money(three)}.")


def test_stock_value_and_average_cost(demo):
    shop = model()
    worth = sum(p["stock"] * p["price"] for p in shop.products.values())
    assert demo.ask("What is our stock worth at today's selling prices?").answer.endswith(f": {money(worth)}.")
    cherries = [(q, t) for _, _, _, items in shop.purchases for p, q, _, t in items if p == "cherry"]
    average = sum(t for _, t in cherries) / sum(q for q, _ in cherries)
    assert demo.ask("Average purchase cost per kg for cherries?").answer == \
        f"Average paid per kilo of cherry was {money(average)}."


# --- phrasings managers use for the same questions (written for these tests, not from a set) ---

def test_sales_figures_are_net_of_returns_when_asked_so(demo):
    assert demo.ask("net revenue in February, after returns").answer.endswith(f"was {money(revenue())}.")
    assert demo.ask("number of sales not counting the returned ones").answer.endswith(f"was {len(sales())}.")
    assert demo.ask("Omar Haddad's spending less refunds").answer.endswith(
        f"was {money(revenue(lambda s: name(s['customer']) == 'Omar Haddad'))}.")
    with pytest.raises(QuestionFailed, match="sales are counted net of returns"):
        demo.ask("kilos we bought after refunds")  # a delivery is not netted against returns


def test_money_said_in_dollars_is_money(demo):
    per_sale = revenue() / len(sales())
    assert demo.ask("average sale in dollars").answer.endswith(f"was {money(per_sale)}.")
    assert demo.ask("avg order $").answer.endswith(f"was {money(per_sale)}.")
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask("how many kilos of apples did we sell in dollars")  # kilos or money: not both


def test_the_other_side_of_a_record_is_everyone(demo):
    refunds = sum(total for _, _, _, total, _ in model().returns)
    assert demo.ask("how much have we refunded to our customers").answer.endswith(f"was {money(refunds)}.")
    paid = sum(total for _, _, total, _ in model().purchases)
    assert demo.ask("total spent with all our suppliers").answer.endswith(f"was {money(paid)}.")
    with pytest.raises(QuestionFailed, match="“customer”"):
        demo.ask("customer revenue")  # by customer, or all of it? said bare, it is asked about


def test_people_who_did_something_are_listed(demo):
    pears = {name(s["customer"]) for s in sales() for p, *_ in s["items"] if p == "pear"}
    answer = demo.ask("the customers who bought pears")
    assert {r[0] for r in answer.steps[0].rows} == pears
    on_20th = {name(s["customer"]) for s in sales(lambda s: s["date"] == "2024-02-20")}
    assert {r[0] for r in demo.ask("who are the customers that came in on Feb 20").steps[0].rows} == on_20th
    bananas = {supplier for supplier, _, _, items in model().purchases for p, *_ in items if p == "banana"}
    assert {r[0] for r in demo.ask("which suppliers do we get bananas from").steps[0].rows} == bananas


def test_visits_and_how_often(demo):
    omar = sales(lambda s: name(s["customer"]) == "Omar Haddad")
    assert demo.ask("how often did Omar Haddad come in").answer.endswith(f"was {len(omar)}.")
    assert demo.ask("on how many separate days did Omar Haddad shop with us").answer.endswith(
        f"was {len({s['date'] for s in omar})}.")
    visits = defaultdict(int)
    for sale in sales():
        visits[name(sale["customer"])] += 1
    top = max(visits, key=visits.get)
    assert list(visits.values()).count(visits[top]) == 1
    assert demo.ask("which customer shops most frequently").steps[0].rows[0][0] == top


def test_counts_said_other_ways(demo):
    assert demo.ask("count of sales above $15").answer.endswith(f"was {len(sales(lambda s: s['total'] > 15))}.")
    assert demo.ask("how many deliveries have we received").answer.endswith(f"was {len(model().purchases)}.")


def test_stock_said_other_ways(demo):
    stock = {p: v["stock"] for p, v in model().products.items()}
    assert demo.ask("which fruit do we have the most of on the shelf").steps[0].rows[0][0] == max(stock, key=stock.get)
    assert demo.ask("what product is running lowest").steps[0].rows[0][0] == min(stock, key=stock.get)
    assert demo.ask("outstanding stock of pears").answer.endswith(f": {kg(stock['pear'])}.")


def test_the_weakest_weekday(demo):
    by_weekday = defaultdict(float)
    for sale in sales():
        by_weekday[day(sale["date"]).strftime("%A")] += sale["total"]
    assert demo.ask("which weekday is the quietest for revenue").steps[0].rows[0][0] == \
        min(by_weekday, key=by_weekday.get)


def test_a_product_typed_short(demo):
    products = model().products
    assert demo.ask("mang stock").answer.endswith(f": {kg(products['mango']['stock'])}.")
    assert demo.ask("straw price today").answer.endswith(f": {money(products['strawberry']['price'])}.")


def test_what_a_kilo_costs_them_and_us(demo):
    pear = model().products["pear"]["price"]
    assert demo.ask("what does a kilo of pears cost our customers").answer.endswith(f": {money(pear)}.")
    paid = {round(t / q, 2) for supplier, _, _, items in model().purchases for p, q, _, t in items
            if supplier == "Hillside Produce" and p == "banana"}
    assert len(paid) == 1
    assert demo.ask("what did Hillside charge us per kilo for bananas").answer == \
        f"We paid {money(paid.pop())} per kilo of banana from Hillside Produce."


def test_the_latest_and_the_first_without_when(demo):
    abc = max(date for supplier, date, _, _ in model().purchases if supplier == "ABC")
    assert demo.ask("latest delivery from ABC").answer.endswith(f"was on {abc}.")
    zoe = min(s["date"] for s in sales(lambda s: name(s["customer"]) == "Zoe Davis"))
    assert demo.ask("first sale to Zoe Davis").answer.endswith(f"was on {zoe}.")


def test_gross_profit_is_before_overheads(demo):
    assert demo.ask("profit on pears before overheads").answer == demo.ask("profit on pears").answer


def test_a_day_or_a_week_is_good_by_its_takings(demo):
    weeks = defaultdict(float)
    for sale in sales():
        date = day(sale["date"])
        weeks[str(date - dt.timedelta(days=date.weekday()))] += sale["total"]
    assert demo.ask("our best week").steps[0].rows[0][0] == max(weeks, key=weeks.get)
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    assert {r[0] for r in demo.ask("clients over 60").steps[0].rows} == {c for c, v in spent.items() if v > 60}
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask("products under 20 kg")  # sold, or in stock?


def test_write_offs_called_losses(demo):
    grapes = sum(q for p, _, q, _ in model().adjustments if p == "grape")
    assert demo.ask("kilos of grapes written off as losses").answer.endswith(f"was {kg(abs(grapes))}.")


def test_best_selling_needs_kilos_or_money(demo):
    with pytest.raises(QuestionFailed, match="by kilos or by revenue"):
        demo.ask("our best-selling product")  # never the highest selling price
    by_product = defaultdict(float)
    for sale in sales():
        for product, _, _, total in sale["items"]:
            by_product[product] += total
    assert demo.ask("top-selling product by revenue").steps[0].rows[0][0] == max(by_product, key=by_product.get)


def test_n_days_ranked_said_in_words(demo):
    per_day = defaultdict(float)
    for sale in sales():
        per_day[sale["date"]] += sale["total"]
    answer = demo.ask("which three days had the highest takings")
    assert [str(r[0]) for r in answer.steps[0].rows] == sorted(per_day, key=per_day.get, reverse=True)[:3]


def test_more_ways_to_say_who_paid_whom(demo):
    assert demo.ask("number of sales worth over 15").answer.endswith(f"was {len(sales(lambda s: s['total'] > 15))}.")
    paid = sum(total for _, date, total, _ in model().purchases if date < "2024-02-12")
    assert demo.ask("what did we pay our suppliers before the 12th").answer.endswith(f"was {money(paid)}.")
    omar = revenue(lambda s: name(s["customer"]) == "Omar Haddad")
    assert demo.ask("Omar Haddad's orders, how much altogether").answer.endswith(f"was {money(omar)}.")
    with_cherries = [s for s in sales() if any(p == "cherry" for p, *_ in s["items"])]
    per_sale = sum(q for s in with_cherries for p, q, *_ in s["items"] if p == "cherry") / len(with_cherries)
    assert demo.ask("average kg of cherries per sale containing cherries").answer.endswith(
        f"was {kg(round(per_sale, 3))}.")
    valentine = sum(q for s in sales(lambda s: s["date"] == "2024-02-14") for _, q, *_ in s["items"])
    assert demo.ask("kilos sold on valentine's day").answer.endswith(f"was {kg(valentine)}.")


def average_costs():
    bought = defaultdict(lambda: [0.0, 0.0])
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            bought[product][0] += quantity
            bought[product][1] += total
    return {p: total / quantity for p, (quantity, total) in bought.items()}


def test_write_offs_keep_their_days(demo):
    # the days of a write-off were read past: "on the 10th" answered every write-off there was
    adjustments = model().adjustments
    week = sum(-q for _, d, q, _ in adjustments if "2024-02-19" <= d <= "2024-02-25")
    assert week != sum(-q for _, _, q, _ in adjustments)
    assert demo.ask("kilos written off last week").answer.endswith(f"was {kg(week)}.")
    assert demo.ask("how much stock did we write off on the 10th").answer.endswith("was 0 kg.")
    by_product = defaultdict(float)
    for product, _, quantity, _ in adjustments:
        by_product[product] -= quantity
    assert dict(demo.ask("kilos written off per product").steps[0].rows) == pytest.approx(dict(by_product))
    assert demo.ask("how many write-offs were there").answer.endswith(f"was {len(adjustments)}.")
    assert demo.ask("number of stock adjustments in February").answer.endswith(f"was {len(adjustments)}.")


def test_costs_of_stock_and_write_offs_are_at_the_average_purchase_cost(demo):
    cost = average_costs()
    written_off = sum(-q * cost[p] for p, _, q, _ in model().adjustments)
    assert demo.ask("what did the stock we wrote off cost us").answer.endswith(f"was {money(written_off)}.")
    in_stock = sum(v["stock"] * cost[p] for p, v in model().products.items())
    assert demo.ask("what is our inventory worth at cost").answer.endswith(f": {money(in_stock)}.")
    on_10th = model(upto="2024-02-10")
    cost_then = {p: t / q for p, (q, t) in {
        p: (sum(q for _, d, _, items in on_10th.purchases for x, q, _, _ in items if x == p),
            sum(t for _, d, _, items in on_10th.purchases for x, _, _, t in items if x == p))
        for p in on_10th.products}.items()}
    then = sum(v["stock"] * cost_then[p] for p, v in on_10th.products.items())
    assert demo.ask("value of the stock at cost on Feb 10").answer.endswith(f"2024-02-10: {money(then)}.")


def test_weekdays_are_honoured_or_refused_for_prices_and_stock(demo):
    weekend = [d for _, d, _, _ in model().price_changes if day(d).weekday() >= 5]
    assert len(weekend) != len(model().price_changes)
    assert demo.ask("how many price changes on weekends").answer.endswith(f"was {len(weekend)}.")
    with pytest.raises(QuestionFailed, match="at one moment"):
        demo.ask("stock of apples on weekends")  # it answered the stock now


def test_spenders_lists_and_what_sold(demo):
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    ranked = sorted(spent, key=spent.get, reverse=True)
    assert demo.ask("who is our biggest spender").steps[0].rows[0][0] == ranked[0]
    assert [r[0] for r in demo.ask("the top 4 spenders").steps[0].rows] == ranked[:4]
    assert [r[0] for r in demo.ask("name our top 2 clients").steps[0].rows] == ranked[:2]
    assert {r[0] for r in demo.ask("show all customers by spend").steps[0].rows} == set(spent)
    kilos = defaultdict(float)
    for sale in sales():
        for product, quantity, *_ in sale["items"]:
            kilos[product] += quantity
    assert demo.ask("what sold the fewest kilos").steps[0].rows[0][0] == min(kilos, key=kilos.get)
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask("what sold the most")  # kilos or money?


def test_prices_and_turnover_said_plainly(demo):
    assert demo.ask("how much are grapes").answer.endswith(f": {money(model().products['grape']['price'])}.")
    assert demo.ask("what did we turn over last week").answer.endswith(
        f"was {money(revenue(lambda s: '2024-02-19' <= s['date'] <= '2024-02-25'))}.")


def test_what_something_costs_says_whose_cost(demo):
    for question in ("what do bananas cost now", "how much does a kilo of apples cost"):
        with pytest.raises(QuestionFailed, match="What a kilo sells for, or what we paid"):
            demo.ask(question)  # the selling price, or what we paid? (it answered every delivery's cost)
    bananas = sum(t for _, _, _, items in model().purchases for p, _, _, t in items if p == "banana")
    assert demo.ask("what did the bananas we bought cost").answer.endswith(f"was {money(bananas)}.")


def test_one_weekend(demo):
    # on Friday 2024-03-01, last weekend is the 24th and 25th, not every weekend there was
    weekend = revenue(lambda s: s["date"] in ("2024-02-24", "2024-02-25"))
    assert weekend != revenue(lambda s: day(s["date"]).weekday() >= 5)
    assert demo.ask("takings last weekend").answer.endswith(f"was {money(weekend)}.")
    assert demo.ask("what did we take this weekend").answer.endswith("was 0.00.")  # still to come


def test_which_way_a_price_went(demo):
    changes = model().price_changes  # (product, day, old, new)
    rose = {p for p, _, old, new in changes if old is not None and new > old}
    fell = {p for p, _, old, new in changes if old is not None and new < old}
    assert rose and fell
    assert {r[0] for r in demo.ask("which products went up in price in February").steps[0].rows} == rose
    assert {r[0] for r in demo.ask("what got cheaper last month").steps[0].rows} == fell
    # "when did we cut it" is the last cut, not the last change of either way
    banana = [d for p, d, old, new in changes if p == "banana" and old is not None]
    assert banana and all(new > old for p, _, old, new in changes if p == "banana" and old is not None)
    assert demo.ask("when did we cut the price of bananas").answer == "There is no such record of banana."
    assert demo.ask("when did the banana price go up").answer.endswith(f"was on {max(banana)}.")
    for question in ("which fruit went up", "which fruits are dearer than last week"):
        with pytest.raises(QuestionFailed, match="I can't answer that offline"):
            demo.ask(question)


def test_several_customers_or_suppliers_together(demo):
    both = revenue(lambda s: name(s["customer"]) in ("Ann Brown", "Mei Chen"))
    assert demo.ask("what did Ann Brown and Mei Chen spend altogether").answer.endswith(f"was {money(both)}.")
    smiths = sum(q for s in sales(lambda s: s["customer"]["last"] == "Smith") for p, q, *_ in s["items"]
                 if p == "banana")
    assert demo.ask("kilos of bananas the Smiths bought between them").answer.endswith(f"was {kg(smiths)}.")
    paid = sum(total for supplier, _, total, _ in model().purchases if supplier in ("ABC", "Hillside Produce"))
    assert demo.ask("what did we pay ABC and Hillside combined").answer.endswith(f"was {money(paid)}.")
    ann, mei = (revenue(lambda s, c=c: name(s["customer"]) == c) for c in ("Ann Brown", "Mei Chen"))
    assert demo.ask("how much more did Ann Brown spend than Mei Chen").answer.endswith(  # each, then the gap
        f"by {money(abs(ann - mei))}.")
    for question in ("how much did Ann Brown and Mei Chen each spend",  # one by one: not their total
                     "which customer spent the least, Ann Brown and Mei Chen"):  # it named someone else
        with pytest.raises(QuestionFailed, match="I can't answer that offline"):
            demo.ask(question)
    # one of the two, never a third supplier with nothing
    cost = {s: sum(t for supplier, _, t, _ in model().purchases if supplier == s) for s in ("ABC", "Hillside Produce")}
    assert demo.ask("which supplier cost the least, ABC or Hillside").steps[0].rows[0][0] == min(cost, key=cost.get)


def test_per_sale_is_an_average_and_up_is_a_change(demo):
    banana_sales = [s for s in sales() if any(p == "banana" for p, *_ in s["items"])]
    per_sale = sum(q for s in banana_sales for p, q, *_ in s["items"] if p == "banana") / len(banana_sales)
    # "per sale" was read past: the total kilos were answered
    assert demo.ask("kilos of bananas per sale").answer.endswith(f"was {kg(round(per_sale, 3))}.")
    assert demo.ask("revenue per order").answer.endswith(f"was {money(revenue() / len(sales()))}.")
    for question in ("was revenue up last week", "did banana sales go down"):
        with pytest.raises(QuestionFailed, match="I can't answer that offline"):
            demo.ask(question)  # a comparison, answered as the week's revenue
    assert demo.ask("what did we ring up on the 20th").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] == '2024-02-20'))}.")
    assert demo.ask("kilos of pears sold up until the 16th").answer.endswith(
        f"was {kg(sum(q for s in sales(lambda s: s['date'] <= '2024-02-16') for p, q, *_ in s['items'] if p == 'pear'))}.")


def test_the_day_of_the_latest_record(demo):
    adjustments = model().adjustments
    assert demo.ask("date of the latest write-off").answer.endswith(f"was on {max(d for _, d, _, _ in adjustments)}.")
    strawberries = max(d for p, d, _, _ in adjustments if p == "strawberry")
    assert demo.ask("when did we last write off strawberries").answer.endswith(f"was on {strawberries}.")
    changes = [d for _, d, old, _ in model().price_changes if old is not None]
    assert demo.ask("date of the last price change").answer.endswith(f"was on {max(changes)}.")


def test_bookkeeping_terms(demo):
    cost = average_costs()
    sold_cost = sum(q * cost[p] for s in sales() for p, q, *_ in s["items"])
    assert demo.ask("cost of goods sold").answer.endswith(f"was {money(sold_cost)}.")
    assert demo.ask("COGS for february").answer.endswith(f"was {money(sold_cost)}.")
    rows = demo.ask("revenue by product, descending").steps[0].rows  # "descending" was read past
    assert [r[1] for r in rows] == sorted((r[1] for r in rows), reverse=True)
    week = revenue(lambda s: "2024-02-05" <= s["date"] <= "2024-02-18")
    assert demo.ask("sales for the 2 weeks to 18 Feb").answer.endswith(f"was {money(week)}.")
    assert demo.ask("takings for the period 5-18 Feb").answer.endswith(f"was {money(week)}.")
    wasted = sum(-q for _, _, q, _ in model().adjustments)
    assert demo.ask("wastage in kg").answer.endswith(f"was {kg(wasted)}.")


def test_the_single_largest_sale_and_averages_of_nothing(demo):
    largest = max(sales(), key=lambda s: s["total"])
    assert demo.ask("which customer made the single biggest purchase").answer.endswith(
        f"was {name(largest['customer'])}: {money(largest['total'])}.")
    # a fruit not sold on the 10th has no average kilos per sale: it is not the least
    on_10th = [s for s in sales() if s["date"] == "2024-02-10"]
    per_sale = defaultdict(list)
    for sale in on_10th:
        for product, quantity, *_ in sale["items"]:
            per_sale[product].append(quantity)
    averages = {p: sum(q) / len(q) for p, q in per_sale.items()}
    least = min(averages, key=averages.get)
    assert list(averages.values()).count(averages[least]) == 1
    assert demo.ask("which product had the lowest average kilos per sale on the 10th").steps[0].rows[0][0] == least


def test_a_supplier_by_its_initials(demo):
    paid = sum(total for supplier, _, total, _ in model().purchases if supplier == "Green Valley Farms")
    assert demo.ask("GVF spend").answer.endswith(f"was {money(paid)}.")
    assert demo.ask("what did we pay GV").answer.endswith(f"was {money(paid)}.")


def test_chatty_managers(demo):
    week = revenue(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
    assert demo.ask("Would you be able to tell me what our takings came to last week?").answer.endswith(
        f"was {money(week)}.")
    first_two_weeks = revenue(lambda s: s["date"] <= "2024-02-14")
    assert demo.ask("I need the total revenue for the first two weeks of February").answer.endswith(
        f"was {money(first_two_weeks)}.")
    assert demo.ask("Do we still have any mango in stock?").answer.endswith(
        f": {kg(model().products['mango']['stock'])}.")
    pear_before_25th = model(upto="2024-02-24").products["pear"]["price"]
    assert demo.ask("What was the pear price at the start of business on the 25th?").answer.endswith(
        f": {money(pear_before_25th)}.")
    grapes = max(s["date"] for s in sales() for p, *_ in s["items"] if p == "grape")
    assert demo.ask("When was the last time we sold any grapes?").answer.endswith(f"was on {grapes}.")
    abc = [d for supplier, d, _, _ in model().purchases if supplier == "ABC"]
    assert demo.ask("How many times have we had a delivery from ABC?").answer.endswith(f"was {len(abc)}.")
    thrown = sum(-q for _, _, q, _ in model().adjustments)
    assert demo.ask("How many kilos did we throw away in February?").answer.endswith(f"was {kg(thrown)}.")
    kilos = defaultdict(float)
    for sale in sales():
        for product, quantity, *_ in sale["items"]:
            kilos[product] += quantity
    answer = demo.ask("What's our best selling fruit by weight?")  # one fruit, not a table
    assert answer.answer.startswith("The product with the most kilos sold was")
    assert answer.steps[0].rows[0][0] == max(kilos, key=kilos.get)


def test_products_left_out(demo):
    def line_total(keep):
        return sum(t for s in sales() for p, _, _, t in s["items"] if keep(p))

    assert demo.ask("takings excluding bananas").answer.endswith(f"was {money(line_total(lambda p: p != 'banana'))}.")
    assert demo.ask("revenue other than apples or pears").answer.endswith(
        f"was {money(line_total(lambda p: p not in ('apple', 'pear')))}.")
    kilos = defaultdict(float, {p: 0.0 for p in model().products})
    for sale in sales():
        for product, quantity, *_ in sale["items"]:
            kilos[product] += quantity
    del kilos["apple"]
    assert demo.ask("which fruit sold the fewest kilos apart from apples").steps[0].rows[0][0] == \
        min(kilos, key=kilos.get)
    for question in ("number of sales excluding bananas",  # sales with no bananas, or sales of the rest?
                     "stock excluding apples", "revenue from cherries except bananas"):
        with pytest.raises(QuestionFailed, match="Leaving out"):
            demo.ask(question)


def test_two_products_counted_and_what_a_supplier_brings(demo):
    for question in ("how many sales had pears and bananas in them",  # both in one sale, or either?
                     "who bought cherries and grapes", "how many customers bought apples and oranges"):
        with pytest.raises(QuestionFailed, match="both, or either"):
            demo.ask(question)
    assert demo.ask("kilos of apples and pears sold").answer.endswith(
        f"was {kg(sum(q for s in sales() for p, q, *_ in s['items'] if p in ('apple', 'pear')))}.")
    supplied = {p for supplier, _, _, items in model().purchases for p, *_ in items if supplier == "ABC"}
    answer = demo.ask("what does ABC supply")  # its products, not what we paid it
    assert {r[0] for r in answer.steps[0].rows} == supplied


def test_all_the_stock_together(demo):
    products = model().products
    total = sum(p["stock"] for p in products.values())
    # "how many kilos of fruit do we have" answered the kilos sold
    assert demo.ask("how many kilos of fruit do we have").answer.endswith(f": {kg(total)}.")
    assert demo.ask("total stock").answer.endswith(f": {kg(total)}.")
    then = sum(p["stock"] for p in model(upto="2024-02-10").products.values())
    assert demo.ask("how much stock did we have altogether on the 10th").answer.endswith(f": {kg(then)}.")
    out = sorted(p for p, v in products.items() if v["stock"] <= 0)
    assert sorted(r[0] for r in demo.ask("which products are out of stock").steps[0].rows) == out
    above = sorted(p for p, v in products.items() if v["stock"] > 28)
    assert sorted(r[0] for r in demo.ask("which fruits have more than 28 kg on hand").steps[0].rows) == above


@pytest.mark.parametrize("question, word", [
    ("revenue this year", "year"),  # it answered the revenue from pears
    ("what's the price range of fruit", "range"),  # not oranges
    ("revenue since the 10th and then some", "then"),  # not Mei Chen
])
def test_a_word_of_its_own_is_no_name_mistyped(demo, question, word):
    with pytest.raises(QuestionFailed, match=f"“{word}”"):
        demo.ask(question)


def test_names_typed_with_a_slip_still_match(demo):
    assert demo.ask("bannana stock").answer.endswith(f": {kg(model().products['banana']['stock'])}.")
    assert demo.ask("hadad spend").answer.endswith(
        f"was {money(revenue(lambda s: name(s['customer']) == 'Omar Haddad'))}.")


def test_an_average_per_day_counts_the_days_so_far(demo):
    # on Friday 2024-03-01, "this week" has had five days; the two still to come are not days of no sales
    week = revenue(lambda s: s["date"] >= "2024-02-26") / 5
    assert demo.ask("average takings per day this week").answer.endswith(f"was {money(week)}.")
    since = revenue(lambda s: s["date"] >= "2024-02-20") / 11
    assert demo.ask("average daily revenue since the 20th").answer.endswith(f"was {money(since)}.")
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask("average order size")  # its value, or its kilos?


def test_the_biggest_single_refund(demo):
    returns = model().returns  # (customer, sale day, day, refund, items)
    biggest = max(returns, key=lambda r: r[3])
    assert [r[3] for r in returns].count(biggest[3]) == 1
    assert demo.ask("who got the biggest refund").answer == \
        f"The customer with the largest refund was {name(biggest[0])}: {money(biggest[3])}."
    assert demo.ask("largest single refund").answer.endswith(f"was {money(biggest[3])}.")
    assert demo.ask("sum of refunds").answer.endswith(f"was {money(sum(r[3] for r in returns))}.")


def test_the_cheapest_supplier_is_by_the_kilo(demo):
    # it answered the supplier we spent least with, one that never sold us cherries among them
    with pytest.raises(QuestionFailed, match="tie"):
        demo.ask("cheapest supplier for cherries")  # ABC and Green Valley both charged 2.00 a kilo
    with pytest.raises(QuestionFailed, match="which product"):
        demo.ask("which supplier is the most expensive")


def test_profitable_orders_placed_and_items(demo):
    cost = average_costs()
    profit = defaultdict(float)
    for sale in sales():
        for product, quantity, _, total in sale["items"]:
            profit[product] += total - quantity * cost[product]
    assert demo.ask("most profitable fruit").steps[0].rows[0][0] == max(profit, key=profit.get)
    omar = sales(lambda s: name(s["customer"]) == "Omar Haddad")
    assert demo.ask("how many orders did Omar Haddad place").answer.endswith(f"was {len(omar)}.")
    assert len(demo.ask("count sales by day").steps[0].rows) == len({s["date"] for s in sales()})
    with pytest.raises(QuestionFailed, match="“items”"):
        demo.ask("how many items did we sell")  # products, or pieces? (it answered the products)


def test_only_is_honoured_or_refused(demo):
    # "only" was read past: every banana buyer was listed, buyers of other fruit too
    for question in ("customers who only bought bananas", "which customers bought only cherries"):
        with pytest.raises(QuestionFailed, match="“only”"):
            demo.ask(question)
    bananas = sum(t for s in sales() for p, _, _, t in s["items"] if p == "banana")
    assert demo.ask("revenue from bananas only").answer.endswith(f"was {money(bananas)}.")


def test_most_sales_and_by_value(demo):
    for question in ("which day had the most sales", "best sales day"):  # how many, or how much money?
        with pytest.raises(QuestionFailed, match="the most of them, or the most money"):
            demo.ask(question)  # it answered the day with the most kilos
    spent = defaultdict(float)
    for sale in sales():
        for product, _, _, total in sale["items"]:
            if product == "strawberry":
                spent[name(sale["customer"])] += total
    # "by value" was read past: the kilos were ranked
    assert demo.ask("who buys the most strawberries by value").steps[0].rows[0] == (
        max(spent, key=spent.get), pytest.approx(max(spent.values())))


def test_money_or_a_price_of_what_sold(demo):
    apples = sum(t for s in sales() for p, _, _, t in s["items"] if p == "apple")
    assert demo.ask("value of apples sold").answer.endswith(f"was {money(apples)}.")  # it answered the kilos
    with pytest.raises(QuestionFailed, match="At what price a kilo, or for how much in all"):
        demo.ask("how much did apples sell for")  # it answered today's price
    assert demo.ask("what did bananas sell for on the 10th").answer.endswith(
        f": {money(model(upto='2024-02-10').products['banana']['price'])}.")


def test_up_and_down_in_phrases(demo):
    assert len(demo.ask("revenue, break it down by product").steps[0].rows) == len(
        {p for s in sales() for p, *_ in s["items"]})
    assert demo.ask("add up the refunds").answer.endswith(f"was {money(sum(r[3] for r in model().returns))}.")


def test_the_products_the_shop_has(demo):
    products = model().products
    assert demo.ask("how many products do we stock").answer.endswith(f": {len(products)}.")
    in_stock = [p for p, v in products.items() if v["stock"] > 0]
    assert demo.ask("how many products are in stock").answer.endswith(f": {len(in_stock)}.")


def test_kilos_bought_with_no_buyer_named_are_the_shops(demo):
    pears = sum(q for _, _, _, items in model().purchases for p, q, *_ in items if p == "pear")
    assert demo.ask("pear kgs bought").answer.endswith(f"was {kg(pears)}.")
    for question in ("bananas bought", "what was bought yesterday"):  # kilos, money, or which products?
        with pytest.raises(QuestionFailed, match="Bought by whom"):
            demo.ask(question)


def test_a_relative_clause_is_not_the_question(demo):
    # the clause's product leaked into the main question: their cherry spending was answered
    for question in ("how much did the customers who bought cherries spend",
                     "how much did those who bought grapes spend in total"):
        with pytest.raises(QuestionFailed, match="I can't answer that offline"):
            demo.ask(question)
    cherries = {name(s["customer"]) for s in sales() for p, *_ in s["items"] if p == "cherry"}
    assert {r[0] for r in demo.ask("the customers who bought cherries").steps[0].rows} == cherries


def test_a_customers_last_or_first_visit(demo):
    zoe = [s["date"] for s in sales(lambda s: name(s["customer"]) == "Zoe Davis")]
    assert demo.ask("when did Zoe Davis last come in").answer.endswith(f"was on {max(zoe)}.")
    assert demo.ask("Zoe Davis's first visit").answer.endswith(f"was on {min(zoe)}.")
    ida = [s["date"] for s in sales(lambda s: name(s["customer"]) == "Ida Novak")]
    assert demo.ask("Ida Novak's last purchase").answer.endswith(f"was on {max(ida)}.")  # hers, not a delivery


def test_how_something_is_selling_is_not_its_price(demo):
    with pytest.raises(QuestionFailed, match="kilos sold, or revenue"):
        demo.ask("how are bananas selling")  # it answered the selling price
    assert demo.ask("what are bananas selling for").answer.endswith(
        f": {money(model().products['banana']['price'])}.")
    assert demo.ask("what were bananas selling for a week ago").answer.endswith(
        f": {money(model(upto='2024-02-23').products['banana']['price'])}.")


def test_a_customers_visits_said_tersely(demo):
    raj = sales(lambda s: name(s["customer"]) == "Raj Patel")
    assert demo.ask("raj patel visits").answer.endswith(f"was {len(raj)}.")


def test_how_many_are_over_a_bound(demo):
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    assert demo.ask("how many customers spent more than $50").answer.endswith(
        f"was {sum(1 for v in spent.values() if v > 50)}.")
    per_day = defaultdict(float)
    for sale in sales():
        per_day[sale["date"]] += sale["total"]
    assert demo.ask("how many days had revenue over 30").answer.endswith(
        f"was {sum(1 for v in per_day.values() if v > 30)}.")
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask("how many fruits have less than 25 kg in stock")  # it named a fruit as the number


@pytest.mark.parametrize("question, named", [
    ("What was the biggest single delivery from Hillside?", "single"),  # set 7: summed, "single" read past
    ("how many kilos of pears did we have before the delivery came", "did we have"),  # set 8: kilos bought
    # set 7's "kilos of fruit in the shop right now" (once read as kilos sold) is read as the stock since set 26:
    # test_questions_offline_set26_round.py
])
def test_what_the_shop_holds_and_a_single_one_are_never_read_as_something_else(demo, question, named):
    with pytest.raises(QuestionFailed) as refused:
        demo.ask(question)
    assert named in refused.value.message


@pytest.mark.parametrize("question, says", [
    ("What did Mei Chen spend last week, the 22nd to the 28th?", "overlap only in part"),  # set 12: 0.00
    # the lead decided (set 44's round) that a start said again as the bound reads it is answered (see below);
    # said against the bound it is refused
    ("takings after the 12th, the 12th counted", "leave no days to count"),
    ("What did we pay for deliveries since the 5th (from the 6th on)?", "says the start again"),
    ("Refund Tom Lee for his pears", "change the records"),  # set 12: answered as a question
    ("Delete the last sale", "change the records"),
])
def test_a_period_said_twice_differently_and_an_order_to_change_the_records_are_refused(demo, question, says):
    with pytest.raises(QuestionFailed) as refused:
        demo.ask(question)
    assert says in refused.value.message


@pytest.mark.parametrize("question, plain", [
    # the lead decided (set 44's round): a start said again as the bound already reads it is answered
    ("What did we pay for deliveries after the 5th (from the 6th on)?", "What did we pay for deliveries after the 5th?"),
    ("takings since the 12th, the 12th counted", "takings since the 12th"),
])
def test_a_start_said_again_as_the_bound_reads_it_is_answered(demo, question, plain):
    assert demo.ask(question).answer == demo.ask(plain).answer


def test_refund_as_a_noun_is_still_a_question(demo):
    assert "Refunds" in demo.ask("refund total by customer").answer


def test_what_came_in_and_who_sells_to_us(demo):
    # set 14: "how much came in during the week of the 12th" was answered with deliveries, not takings
    for question in ("how much came in on the 16th", "how much came in over the last 5 days"):
        with pytest.raises(QuestionFailed, match="money \\(takings\\) or fruit \\(deliveries\\)"):
            demo.ask(question)
    assert demo.ask("how much money came in on the 16th").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] == '2024-02-16'))}.")
    # set 14: "who sells us pears" listed the customers who bought pears
    apples = {supplier for supplier, _, _, items in model().purchases for p, *_ in items if p == "apple"}
    assert {r[0] for r in demo.ask("which suppliers sell us apples").steps[0].rows} == apples
    # set 14: "how much do we sell cherries for" answered the kilos sold
    assert demo.ask("what do we sell mangoes for").answer.endswith(f": {money(model().products['mango']['price'])}.")
    with pytest.raises(QuestionFailed, match="At what price a kilo"):
        demo.ask("how much did we sell mangoes for")


def test_the_current_week_so_far(demo):
    # set 14: "the current week up to today" was read as the seven days ending today
    this_week = revenue(lambda s: s["date"] >= "2024-02-26")
    assert demo.ask("revenue for the current week up to today").answer.endswith(f"was {money(this_week)}.")
    march = revenue(lambda s: s["date"] >= "2024-03-01")
    assert demo.ask("takings for the present month").answer.endswith(f"was {money(march)}.")


def kilos_sold(keep=lambda sale, product: True):
    return sum(q for s in sales() for p, q, *_ in s["items"] if keep(s, p))


def test_an_owner_on_the_phone(demo):
    # set 14: "what'd", "how'd", "Monday's takings", "how'd Tuesday go" were refused
    ida = revenue(lambda s: name(s["customer"]) == "Ida Novak" and "2024-02-19" <= s["date"] <= "2024-02-25")
    assert demo.ask("what'd Ida spend last week").answer.endswith(f"was {money(ida)}.")
    assert demo.ask("Wednesday's takings").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] == '2024-02-28'))}.")
    assert demo.ask("how'd Thursday go, kilos").answer.endswith(
        f"was {kg(kilos_sold(lambda s, p: s['date'] == '2024-02-29'))}.")
    assert demo.ask("how'd we go on the 9th").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] == '2024-02-09'))}.")
    assert demo.ask("how did business do, cash-wise, the weekend of the 4th").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] in ('2024-02-03', '2024-02-04')))}.")
    assert demo.ask("mango stock as of Tuesday").answer.endswith(
        f": {kg(model(upto='2024-02-27').products['mango']['stock'])}.")
    mangoes = max(d for _, d, _, items in model().purchases for p, *_ in items if p == "mango")
    assert demo.ask("when'd we last get mangoes in").answer.endswith(f"was on {mangoes}.")
    for question, says in (("how did pears go last week", "what to measure"),  # kilos or money?
                           ("how much did we get in on the 20th", "money (takings) or fruit"),
                           ("takings the weekend of the 7th", "not a weekend day"),  # a Wednesday
                           ("revenue thursday", "last Thursday, or every Thursday")):
        with pytest.raises(QuestionFailed, match=re.escape(says)):
            demo.ask(question)


def test_one_of_two_set_against_each_other(demo):
    # set 14: "did we sell more pears or oranges", "did mangoes or cherries bring in more" were refused
    by_product = defaultdict(float)
    for sale in sales():
        for product, _, _, total in sale["items"]:
            by_product[product] += total
    grapes_or_apples = max(("grape", "apple"), key=lambda p: by_product[p])
    assert demo.ask("did we take more from grapes or apples in February").steps[0].rows[0][0] == grapes_or_apples
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    assert demo.ask("who spent less, Omar Haddad or Luis Garcia").steps[0].rows[0][0] == min(
        ("Omar Haddad", "Luis Garcia"), key=lambda c: spent[c])
    paid = defaultdict(float)
    for supplier, _, total, _ in model().purchases:
        paid[supplier] += total
    answer = demo.ask("did we pay less to Green Valley Farms or ABC")  # the least of those two, never a third at 0
    assert answer.steps[0].rows[0][0] == min(("Green Valley Farms", "ABC"), key=lambda s: paid[s])
    for question in ("did we sell more pears or oranges or apples", "did we sell more pears than apples last week"):
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_a_share_in_percent(demo):
    # set 14: every percentage was refused; the part and the whole are two queries, both shown
    february = revenue(lambda s: s["date"] <= "2024-02-29")
    grapes = sum(t for s in sales() for p, _, _, t in s["items"] if p == "grape")
    answer = demo.ask("what share of February takings came from grapes")
    assert answer.answer.endswith(f": {grapes * 100 / february:.2f}%.") and len(answer.steps) == 2
    mei = revenue(lambda s: name(s["customer"]) == "Mei Chen")
    assert demo.ask("Mei Chen's spending as a percentage of all spending in February, one decimal").answer.endswith(
        f": {mei * 100 / february:.1f}%.")
    weighed = kilos_sold()
    assert demo.ask("what percentage of kilos sold in February were cherries").answer.endswith(
        f": {kilos_sold(lambda s, p: p == 'cherry') * 100 / weighed:.2f}%.")
    bought = [(q, c) for _, _, _, items in model().purchases for p, q, c, _ in items if p == "pear"]
    cost = sum(q * c for q, c in bought) / sum(q for q, _ in bought)
    pears = sum(t for s in sales() for p, _, _, t in s["items"] if p == "pear")
    margin = pears - round(kilos_sold(lambda s, p: p == "pear") * cost, 2)
    assert demo.ask("gross margin on pears as a percentage, one decimal place").answer.endswith(
        f": {margin * 100 / pears:.1f}%.")
    for question, says in (("what share of deliveries came from ABC", "money, its kilos or its number"),
                           ("what % of Zoe Davis's spending was on apples", "A share of what in what"),
                           ("profit by product as a percentage", "not of this")):
        with pytest.raises(QuestionFailed, match=re.escape(says)):
            demo.ask(question)


def test_a_measure_said_with_its_definition(demo):
    # set 14: "gross profit - takings less the purchase cost of the fruit we sold" was refused
    bought = defaultdict(lambda: [0.0, 0.0])
    for _, _, _, items in model().purchases:
        for product, quantity, unit_cost, _ in items:
            bought[product][0] += quantity
            bought[product][1] += quantity * unit_cost
    cost = {p: round(kilos_sold(lambda s, q, p=p: q == p) * c / k, 2) for p, (k, c) in bought.items()}
    bananas = sum(t for s in sales() for p, _, _, t in s["items"] if p == "banana")
    assert demo.ask("gross profit on bananas, sales less the cost of the goods sold").answer.endswith(
        f"was {money(bananas - cost['banana'])}.")
    assert demo.ask("cogs in February, valuing stock at purchase cost").answer.endswith(
        f"was {money(sum(cost.values()))}.")
    with pytest.raises(QuestionFailed):
        demo.ask("revenue less purchase cost last week")  # no measure named: not read as a profit


def gap_said(first, second, way, shown):
    gap = first - second if way == "more" else second - first
    if gap >= 0:
        return f"the first is {way} by {shown(gap)}."
    # the other way round: said so, then the amount asked for, below nought (set 50)
    return f"the first is {'less' if way == 'more' else 'more'} by {shown(-gap)}, so {way} by {shown(gap)}."


def test_how_much_more_one_side_than_the_other(demo):
    # set 14: "how much more did Raj spend than Tom", "last week than the week before" were refused
    ida = revenue(lambda s: name(s["customer"]) == "Ida Novak")
    zoe = revenue(lambda s: name(s["customer"]) == "Zoe Davis")
    answer = demo.ask("how much more did Ida Novak spend than Zoe Davis in February")
    assert answer.answer.endswith(gap_said(ida, zoe, "more", money)) and len(answer.steps) == 2
    last = kilos_sold(lambda s, p: "2024-02-19" <= s["date"] <= "2024-02-25")
    before = kilos_sold(lambda s, p: "2024-02-12" <= s["date"] <= "2024-02-18")
    assert demo.ask("how many more kilos did we sell last week than the week before").answer.endswith(
        gap_said(last, before, "more", kg))
    paid = {s: sum(t for supplier, _, t, _ in model().purchases if supplier == s) for s in ("ABC", "Hillside Produce")}
    assert demo.ask("how much less did we pay ABC than Hillside").answer.endswith(
        gap_said(paid["ABC"], paid["Hillside Produce"], "less", money))
    for question in ("how much more did Ida Novak spend",  # than whom?
                     "how much more did we take than last week",  # this week's, so far?
                     "how much more did Ida Novak spend than Zoe Davis by product"):
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_times_said_another_way(demo):
    # set 14: "all 29 days of February", "each week of the month", "the first half of the month, the 1st to
    # the 15th", "day by day", "week's takings so far" were refused
    february = revenue(lambda s: s["date"] <= "2024-02-29")
    assert demo.ask("average takings per day over all 29 days of February").answer.endswith(
        f"was {money(february / 29)}.")
    firsts = kilos_sold(lambda s, p: "2024-02-01" <= s["date"] <= "2024-02-14")
    assert demo.ask("kilos sold in the first half of February, the 1st to the 14th").answer.endswith(
        f"was {kg(firsts)}.")
    weekly = defaultdict(float)
    for sale in sales():
        monday = day(sale["date"]) - dt.timedelta(days=day(sale["date"]).weekday())
        weekly[monday.isoformat()] += sale["total"]
    rows = demo.ask("week by week revenue in February").steps[0].rows
    assert {r[0]: round(r[1], 2) for r in rows} == {k: round(v, 2) for k, v in weekly.items()}
    this_week = kilos_sold(lambda s, p: s["date"] >= "2024-02-26")
    assert demo.ask("the week's kilos sold so far").answer.endswith(f"was {kg(this_week)}.")
    for question, says in (("average takings per day over all 30 days of February", "I could not place"),
                           ("takings for the second half of the month", "from which day to which")):
        with pytest.raises(QuestionFailed, match=re.escape(says)):
            demo.ask(question)


def test_who_came_in_and_how_many_times(demo):
    # set 14: "who came in yesterday", "who's been in today" were refused; "the most separate sales" was
    # answered with spending
    on_27 = {name(s["customer"]) for s in sales(lambda s: s["date"] == "2024-02-27")}
    assert {r[0] for r in demo.ask("which customers came in on the 27th").steps[0].rows} == on_27
    yesterday = {name(s["customer"]) for s in sales(lambda s: s["date"] == "2024-02-29")}
    assert {r[0] for r in demo.ask("who's been in yesterday").steps[0].rows} == yesterday
    counts = defaultdict(int)
    for sale in sales():
        counts[name(sale["customer"])] += 1
    best = sorted(counts.values())[-2:]
    if best[0] != best[1]:
        assert demo.ask("which customer had the most individual sales").steps[0].rows[0][0] == max(
            counts, key=counts.get)
    deliveries = defaultdict(int)
    for supplier, *_ in model().purchases:
        deliveries[supplier] += 1
    fewest = sorted(deliveries.values())
    answer = demo.ask("which supplier delivered the fewest times") if fewest[0] != fewest[1] else None
    assert answer is None or answer.steps[0].rows[0][0] == min(deliveries, key=deliveries.get)
    grapes = sum(t for s in sales() for p, _, _, t in s["items"] if p == "grape")
    assert demo.ask("how much did customers spend on grapes").answer.endswith(f"was {money(grapes)}.")
    paid = sum(total for _, date, total, _ in model().purchases if date <= "2024-02-29")
    assert demo.ask("what did we pay for stock in February, all suppliers together").answer.endswith(
        f"was {money(paid)}.")
    with pytest.raises(QuestionFailed):
        demo.ask("who came in from ABC")  # a supplier named: not a customer's visit


def test_refunds_processed_returns_taken_out_and_nobody(demo):
    # set 14: "refunds did we process", "after taking out returns", "ones that were later returned", "has
    # nobody bought", "what was it worth", "everything we bought" were refused
    assert demo.ask("how many refunds did we issue in February").answer.endswith(f"was {len(model().returns)}.")
    assert demo.ask("kilos sold in February, after taking out the returns").answer.endswith(f"was {kg(kilos_sold())}.")
    assert demo.ask("number of sales in February, not counting the ones that were later refunded").answer.endswith(
        f"was {len(sales())}.")
    assert demo.ask("the largest single sale in February, what was it worth").answer.endswith(
        f"was {money(max(s['total'] for s in sales()))}.")
    bought = {p for s in sales(lambda s: s["date"] >= "2024-02-27") for p, *_ in s["items"]}
    nobody = set(model().products) - bought
    rows = demo.ask("which of our products has nobody bought since the 27th").steps[0].rows
    assert {r[0] for r in rows} == nobody
    abc = sum(t for supplier, _, t, _ in model().purchases if supplier == "ABC")
    assert demo.ask("what's the cost of everything we bought from ABC").answer.endswith(f"was {money(abc)}.")
    with pytest.raises(QuestionFailed):
        demo.ask("everything")  # no measure


def test_an_event_with_its_day_and_where_fruit_comes_from(demo):
    # set 14: "before the orange price rise on the 18th", "before the delivery on the 16th", "who do we get our
    # bananas from", "across every delivery … average cost per kilo" were refused
    assert demo.ask("takings before the banana price rise on the 19th").answer.endswith(
        f"was {money(revenue(lambda s: s['date'] < '2024-02-19'))}.")
    assert demo.ask("apple stock before the delivery on the 12th").answer.endswith(
        f": {kg(model(upto='2024-02-11').products['apple']['stock'])}.")
    assert demo.ask("what was the banana price before it changed on the 19th").answer.endswith(
        f": {money(model(upto='2024-02-18').products['banana']['price'])}.")
    grapes = {supplier for supplier, _, _, items in model().purchases for p, *_ in items if p == "grape"}
    assert {r[0] for r in demo.ask("who do we get our grapes from").steps[0].rows} == grapes
    items = [(q, c) for _, _, _, bought in model().purchases for _, q, c, _ in bought]
    assert demo.ask("across every delivery in February, what was our average cost per kilo").answer.endswith(
        f"was {money(sum(q * c for q, c in items) / sum(q for q, _ in items))}.")
    for question in ("takings since the price drop",  # which drop, which day?
                     "who do we get the most grapes from"):  # the most kilos, or the most money?
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_whose_one_sale_and_what_turned_up_most(demo):
    # set 14: "whose single purchase was the biggest", "which fruit turned up in the largest number of sales"
    ranked = sorted(sales(), key=lambda s: -s["total"])
    if ranked[0]["total"] != ranked[1]["total"]:
        assert demo.ask("whose single sale was the largest in February").steps[0].rows[0][0] == name(
            ranked[0]["customer"])
    appears = defaultdict(int)
    for sale in sales():
        for product in {p for p, *_ in sale["items"]}:
            appears[product] += 1
    top = sorted(appears.values())[-2:]
    if top[0] != top[1]:
        assert demo.ask("which fruit showed up in the largest number of sales").steps[0].rows[0][0] == max(
            appears, key=appears.get)
    with pytest.raises(QuestionFailed, match="number of sales"):
        demo.ask("which fruit turned up in the most sales")  # their number, or their money?


def test_the_average_refund(demo):
    # set 14: "what's our average refund amount" was refused
    refunds = [r[3] for r in model().returns]
    assert demo.ask("what was the typical refund in February").answer.endswith(
        f"was {money(sum(refunds) / len(refunds))}.")
    for question in ("average refund per customer",  # over the returns or the customers?
                     "average refund on cherries"):  # a refund is a whole return's
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_the_shops_suppliers_fruit_and_customers(demo):
    # set 14: "who are our suppliers", "which fruits do we carry", "customers on the books" were refused
    suppliers = {supplier for supplier, *_ in model().purchases}
    assert {r[0] for r in demo.ask("what are our suppliers").steps[0].rows} == suppliers
    assert {r[0] for r in demo.ask("which suppliers do we use").steps[0].rows} == suppliers
    assert {r[0] for r in demo.ask("what fruit do we carry").steps[0].rows} == set(model().products)
    customers = {name(s["customer"]) for s in sales()}
    assert demo.ask("how many customers are on our books").answer.endswith(f"was {len(customers)}.")
    with pytest.raises(QuestionFailed):
        demo.ask("who are our suppliers' customers")


def test_what_we_have_now_is_the_stock(demo):
    # set 14: "how many kilos of grapes do we have in the shop right now" was refused
    assert demo.ask("how many kg of cherries do we still have at the moment").answer.endswith(
        f": {kg(model().products['cherry']['stock'])}.")
    customers = {name(s["customer"]) for s in sales()}  # not a stock: the customers still counted
    assert demo.ask("how many customers do we have now").answer.endswith(f"was {len(customers)}.")
    for question in ("how many kilos of pears did we have before the delivery came",  # set 8: a past day
                     "how many kilos of cherries do we have that we bought now"):  # bought: stock or deliveries?
        with pytest.raises(QuestionFailed):
            demo.ask(question)


def test_the_gap_between_the_best_and_the_worst(demo):
    # set 14: "the gap in takings between our best day and our worst day" was refused
    spent = defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
    ranked = sorted(spent.values())
    if ranked[0] != ranked[1] and ranked[-1] != ranked[-2]:
        answer = demo.ask("the difference in spending between our top customer and our bottom customer")
        assert answer.answer.endswith(f"by {money(ranked[-1] - ranked[0])}.") and len(answer.steps) == 2
    with pytest.raises(QuestionFailed):
        demo.ask("the gap between our best day and our worst week")  # two different things


def test_in_the_end_after_a_return(demo):
    # set 14: "how many kilos of oranges did Tom Lee buy in the end, after his return" was refused
    eva = revenue(lambda s: name(s["customer"]) == "Eva Berg")
    assert demo.ask("how much did Eva Berg spend in the end, after her refund").answer.endswith(f"was {money(eva)}.")
    with pytest.raises(QuestionFailed):
        demo.ask("stock of pears in the end")  # the end of what?


def test_the_one_before_is_of_the_same_kind(demo):
    # a day against "the week before", part of a month against "the month before": asked, never guessed
    for question in ("how much more did we take on the 5th than the week before",
                     "how much more did we take in the first 10 days of February than the month before"):
        with pytest.raises(QuestionFailed, match="is not a"):
            demo.ask(question)
    fifth, fourth = (revenue(lambda s, d=d: s["date"] == d) for d in ("2024-02-05", "2024-02-04"))
    assert demo.ask("how much more did we take on the 5th than the day before").answer.endswith(
        gap_said(fifth, fourth, "more", money))
