"""The offline question parser's reading of time and phrasing, without a shop: how a manager
says a stretch of days ("the past fortnight", "today included", "the first 10 days"), and the
phrases that say what a sales figure already is ("net of returns")."""

import datetime as dt

import pytest

from app.questions.offline import periods, phrasing

LEAP_DAY = dt.date(2024, 2, 29)  # a Thursday
D = dt.date


def period_of(question, today=LEAP_DAY):
    found = periods.find(phrasing.plain(question), today)
    assert found.period is not None, question
    return found.period.start, found.period.end


@pytest.mark.parametrize("question, start, end", [
    ("takings in the last 4 days, today included", D(2024, 2, 26), D(2024, 2, 29)),
    ("kilos sold over the past two days including today", D(2024, 2, 28), D(2024, 2, 29)),
    ("revenue for the last 3 days not counting today", D(2024, 2, 26), D(2024, 2, 28)),
    ("sales over the past 7 days, excluding today", D(2024, 2, 22), D(2024, 2, 28)),
    ("revenue this week excluding today", D(2024, 2, 26), D(2024, 2, 28)),
    ("what did Bob spend in the past fortnight", D(2024, 2, 16), D(2024, 2, 29)),
    ("revenue over the previous fortnight", D(2024, 2, 16), D(2024, 2, 29)),
    ("kilos sold in the first 5 days", D(2024, 2, 1), D(2024, 2, 5)),
    ("takings during the first twelve days", D(2024, 2, 1), D(2024, 2, 12)),
    ("pears sold between 3 and 9 feb", D(2024, 2, 3), D(2024, 2, 9)),
    ("revenue from 12th to 18th of February", D(2024, 2, 12), D(2024, 2, 18)),
])
def test_stretches_of_days(question, start, end):
    assert period_of(question) == (start, end)


def test_the_last_days_of_a_named_month_are_that_months():
    # on March 1st "the last 10 days of February" is February 20th to 29th, not the ten days to today
    assert period_of("revenue in the last 10 days of February", D(2024, 3, 1)) == (D(2024, 2, 20), D(2024, 2, 29))
    assert period_of("revenue in the last 10 days", D(2024, 3, 1)) == (D(2024, 2, 21), D(2024, 3, 1))


@pytest.mark.parametrize("question", [
    "revenue last week, today included",  # last week does not hold today
    "revenue last month excluding today",
    "takings in the first 40 days",
])
def test_days_that_cannot_be_are_refused(question):
    with pytest.raises(periods.PeriodRefused):
        periods.find(phrasing.plain(question), LEAP_DAY)


@pytest.mark.parametrize("question, said", [
    ("net takings for the week", "net"),
    ("revenue after refunds last month", "after refunds"),
    ("what did Omar spend, less any returns", "less any returns"),
    ("sales in February excluding the ones that were returned", "excluding the ones that were returned"),
    ("number of orders not counting returned orders", "not counting returned orders"),
    ("spend after returns have been deducted", "after returns have been deducted"),
])
def test_net_of_returns_is_found_and_taken_out(question, said):
    text, found = phrasing.net_of_returns(phrasing.plain(question))
    assert found == said
    assert said not in text


@pytest.mark.parametrize("question", ["net profit for February", "refunds in February", "returns after the 10th"])
def test_other_nets_and_returns_are_left_alone(question):
    assert phrasing.net_of_returns(phrasing.plain(question))[1] == ""


def test_out_the_door_is_sold():
    assert "door" not in phrasing.plain("how many kilos went out the door yesterday")


@pytest.mark.parametrize("question, start, end", [
    ("takings on valentine's day", D(2024, 2, 14), D(2024, 2, 14)),
    ("what did we sell on leap day", D(2024, 2, 29), D(2024, 2, 29)),
    ("revenue on Christmas Eve", D(2023, 12, 24), D(2023, 12, 24)),
    ("kilos sold feb 3 to 9", D(2024, 2, 3), D(2024, 2, 9)),
    ("revenue for February 3rd-9th", D(2024, 2, 3), D(2024, 2, 9)),
    ("orange revenue 5-11 Feb", D(2024, 2, 5), D(2024, 2, 11)),
])
def test_days_by_their_names_and_a_month_said_once(question, start, end):
    assert period_of(question) == (start, end)


def test_a_bound_is_not_a_day():
    assert "10 feb" not in phrasing.plain("sales over 10 to 20 feb").lower()  # "over 10" is a bound
    assert "3 feb" not in phrasing.plain("top 3 to 5 feb").lower()


def test_best_selling_says_neither_kilos_nor_money():
    assert phrasing.best_selling(phrasing.plain("our best-selling fruit"))
    assert phrasing.best_selling(phrasing.plain("top selling products last week"))
    assert not phrasing.best_selling(phrasing.plain("selling price of pears"))


@pytest.mark.parametrize("question, start, end", [
    ("takings last weekend", D(2024, 2, 24), D(2024, 2, 25)),
    ("kilos sold this weekend", D(2024, 3, 2), D(2024, 3, 3)),
    ("revenue w/e 18 feb", D(2024, 2, 12), D(2024, 2, 18)),
    ("pears sold in the week ending the 11th", D(2024, 2, 5), D(2024, 2, 11)),
    ("takings for the fortnight ending 25 February", D(2024, 2, 12), D(2024, 2, 25)),
    ("revenue mtd", D(2024, 2, 1), D(2024, 2, 29)),
    ("kg sold 3rd-9th", D(2024, 2, 3), D(2024, 2, 9)),
    ("sales between the 3rd & the 9th", D(2024, 2, 3), D(2024, 2, 9)),
    ("revenue in the final week of February", D(2024, 2, 23), D(2024, 2, 29)),
])
def test_more_stretches(question, start, end):
    assert period_of(question) == (start, end)


@pytest.mark.parametrize("question, start", [
    ("revenue since the start of the month", D(2024, 2, 1)),
    ("kilos sold from the beginning of February", D(2024, 2, 1)),
])
def test_from_the_start_of_a_month(question, start):
    assert period_of(question) == (start, None)


def test_over_the_weekend_is_asked_about_and_weekends_recur():
    with pytest.raises(periods.PeriodRefused, match="last weekend, or every weekend"):
        periods.find(phrasing.plain("revenue over the weekend"), LEAP_DAY)
    found = periods.find(phrasing.plain("weekend takings for the month"), LEAP_DAY)
    assert found.weekdays == (5, 6)


@pytest.mark.parametrize("chatty, plain", [
    ("hey, just wondering what our takings were yesterday?", "what our takings were yesterday"),
    ("Quick one - how much stock of apples have we got?", "how much stock of apples have we got"),
    ("Out of interest, which customer spent the most", "which customer spent the most"),
    ("I'd love to know the kilos of cherries we bought", "the kilos of cherries we bought"),
    ("can u tell me the price of mango", "the price of mango"),
])
def test_chat_around_a_question_is_read_past(chatty, plain):
    assert " ".join(phrasing.plain(chatty).replace(",", " ").replace("-", " ").split()) == plain


@pytest.mark.parametrize("terse, plain", [
    ("# sales feb", "number of sales feb"),
    ("no. of customers last week", "number of customers last week"),
    ("rev/day feb", "revenue per day feb"),
    ("top 3 prods by kg", "top 3 products by kg"),
    ("stock lvl apples", "stock level apples"),
    ("wat did we take yday", "what did we take yesterday"),
    ("purch cost feb pls", "purchase cost feb"),
])
def test_terse_and_slipped_words(terse, plain):
    assert " ".join(phrasing.plain(terse).split()) == plain


def test_no_sales_is_not_a_number():
    assert "number" not in phrasing.plain("which fruits had no sales this week")


@pytest.mark.parametrize("question, today, start, end", [
    # "the last week of February" is February's last seven days, never the week before today
    ("revenue in the last week of February", LEAP_DAY, D(2024, 2, 23), D(2024, 2, 29)),
    ("revenue in the last week of February", D(2024, 3, 10), D(2024, 2, 23), D(2024, 2, 29)),
    ("kilos sold in the last week of the month", LEAP_DAY, D(2024, 2, 23), D(2024, 2, 29)),
    ("revenue in the first week of this month", LEAP_DAY, D(2024, 2, 1), D(2024, 2, 7)),
    ("revenue in the last 2 weeks of February", LEAP_DAY, D(2024, 2, 16), D(2024, 2, 29)),
    ("revenue last week", LEAP_DAY, D(2024, 2, 19), D(2024, 2, 25)),
])
def test_weeks_of_a_month(question, today, start, end):
    assert period_of(question, today) == (start, end)


@pytest.mark.parametrize("question, start, end", [
    ("revenue the week before last", D(2024, 2, 12), D(2024, 2, 18)),
    ("kilos sold in the month before last", D(2023, 12, 1), D(2023, 12, 31)),
])
def test_before_last(question, start, end):
    assert period_of(question) == (start, end)


def test_adding_up_is_a_total():
    assert phrasing.plain("add up the refunds").split() == ["total", "the", "refunds"]
    assert "add up to" in phrasing.plain("what does it all add up to")


@pytest.mark.parametrize("question, said", [
    ("spend per head", "spend average per customer"),
    ("average spend per head", "average spend per customer"),
    ("kilos of bananas per sale", "kilos of bananas average per sale"),
    ("average kilos per sale", "average kilos per sale"),
])
def test_per_head_and_per_sale_are_averages(question, said):
    assert " ".join(phrasing.plain(question).split()) == said


@pytest.mark.parametrize("chatty, plain", [
    ("so what did we take today then", "what did we take today"),  # the opener "so" too
    ("takings yesterday?? quick pls", "takings yesterday??"),
    ("give me a rundown of sales by product", "give me sales by product"),
])
def test_chat_at_the_end_is_read_past(chatty, plain):
    assert " ".join(phrasing.plain(chatty).split()) == plain
