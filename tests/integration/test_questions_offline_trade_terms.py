"""The trade's words for what the shop already reads: a SKU or a product line is a product, "by line"
and "the bottom N lines" are by product, a "drop" is a delivery, tickets and receipts counted are sales,
"transactions by week" is their number, a supplier that "shipped" fruit delivered it; and a fruit "in
since" a day, with kilos said, is what came in, never what was sold. Each is checked against the same
question asked in the shop's plain words, or against the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import RECORDS, demo, kg  # noqa: F401

END = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: END)


def _rows(answer):
    return answer.steps[-1].rows


def _same(shop, said, plain):
    assert _rows(shop.ask(said)) == _rows(shop.ask(plain)), said


def _delivered(product, since):
    return sum(i["quantity"] for r in RECORDS if r["kind"] == "purchase" and r["date"] >= since
               for i in r["items"] if i["product"] == product)


def test_a_fruit_in_since_a_day_with_kilos_is_what_was_delivered(shop):
    answer = shop.ask("how many kg of grapes in since the 12th")
    assert "bought" in answer.answer and answer.answer.endswith(f"{kg(_delivered('grape', '2024-02-12'))}."), \
        answer.answer
    answer = shop.ask("mango in since the 5th, kilos?")
    assert answer.answer.endswith(f"{kg(_delivered('mango', '2024-02-05'))}."), answer.answer
    with pytest.raises(QuestionFailed):  # no unit: money or kilos, so asked about
        shop.ask("pears in since the 3rd")


def test_skus_and_product_lines_are_products(shop):
    _same(shop, "revenue by SKU this month", "revenue by product this month")
    _same(shop, "selling price per stock keeping unit", "selling price per product")
    _same(shop, "which SKUs have under 25 kg in stock", "which products have under 25 kg in stock")
    _same(shop, "kilos sold each product line last week", "kilos sold each product last week")


def test_by_line_and_ranked_lines_are_by_product(shop):
    _same(shop, "takings per line yesterday", "takings per product yesterday")
    _same(shop, "stock of every line, kg", "stock of every product, kg")
    _same(shop, "top two lines by revenue this month", "top two products by revenue this month")
    with pytest.raises(QuestionFailed):  # a sale's line, maybe: not read as by product
        shop.ask("average revenue per line this month")


def test_a_drop_is_a_delivery(shop):
    _same(shop, "number of drops from ABC this month", "number of deliveries from ABC this month")
    _same(shop, "when was the latest drop from hillside", "when was the latest delivery from hillside")
    _same(shop, "how many kg was the cherry drop on the 1st", "how many kg was the cherry delivery on the 1st")


def test_tickets_and_transactions_counted_are_sales(shop):
    _same(shop, "number of receipts yesterday", "number of sales yesterday")
    _same(shop, "ticket count by weekday", "sales count by weekday")
    _same(shop, "transactions per day this week", "number of sales per day this week")
    _same(shop, "kilos per transaction on average last week", "kilos per sale on average last week")


def test_a_week_keyed_w_c_monday_is_a_week(shop):
    _same(shop, "revenue by week (w/c Mon)", "revenue by week")


def test_shipped_is_delivered(shop):
    _same(shop, "which supplier shipped the fewest kilos to us this month",
          "which supplier delivered the fewest kilos to us this month")


def test_month_end_is_the_end_of_the_month(shop):
    _same(shop, "stock of grapes as at month-end", "stock of grapes at the end of the month")
    _same(shop, "kilos in stock by fruit, month end", "kilos in stock by fruit at the end of the month")
    # up to the month's end: a stretch of time, not its last day
    _same(shop, "takings from the 20th to month end", "takings from the 20th to the 29th")
    _same(shop, "revenue from the 8th till the month end", "revenue from the 8th to the 29th")


def test_a_price_move_is_a_price_change(shop):
    _same(shop, "how many price moves this month", "how many price changes this month")
    _same(shop, "which fruits' prices moved in February", "which fruits had a price change in February")


def test_a_days_trade_is_its_takings(shop):
    _same(shop, "the 14th's trade", "takings on the 14th")
    _same(shop, "stock at retail prices", "stock value at selling prices")


def test_the_walk_in_is_the_stock(shop):
    _same(shop, "how many kilos of pears in the walk-in", "how many kilos of pears in stock")
    _same(shop, "which fruit has the most in the walk-in fridge", "which fruit has the most in stock")


def test_the_person_called_to_is_not_part_of_the_question(shop):
    _same(shop, "grapes on hand boss, how many kg", "how many kg of grapes on hand")
    _same(shop, "mate, kilos of apples sold today", "kilos of apples sold today")


def test_had_off_us_is_bought_and_left_the_shop_is_sold(shop):
    _same(shop, "which customer has had the most mango off us", "which customer bought the most mango from us")
    _same(shop, "kilos of banana that left the shop last week", "kilos of banana sold last week")
    _same(shop, "what we charging for oranges", "what are we charging for oranges")


def test_what_went_out_or_moved_the_most_is_a_product(shop):
    _same(shop, "what went out most by kilos last week", "which product sold the most kilos last week")
    _same(shop, "what moved least by revenue this month", "which product had the least revenue this month")


def test_a_fruit_that_barely_moved_is_the_fewest_said_again(shop):
    _same(shop, "which fruit barely sold - the least revenue?", "which fruit had the least revenue?")


def test_customers_served_or_active_are_those_who_bought(shop):
    _same(shop, "how many customers did you serve last week", "how many customers bought last week")
    _same(shop, "number of active shoppers in February", "number of different customers in February")


def test_a_customer_who_rang_up_a_sale_made_it(shop):
    _same(shop, "which client rang up the single biggest sale this month",
          "which client made the single biggest sale this month")


def test_the_main_one_is_the_top_one(shop):
    _same(shop, "our main customer by kilos bought", "our top customer by kilos bought")


def test_supplier_deliveries_are_deliveries(shop):
    _same(shop, "how many supplier deliveries came in last week", "how many deliveries came in last week")
    _same(shop, "supplier deliveries per supplier this month", "deliveries per supplier this month")
