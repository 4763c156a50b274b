"""Every column an offline answer can name has a kind the window shows it by, and money measures
come out as money, kilos as kilos (a 9.9 in a money column read as 9.90 is the point)."""

import datetime as dt

import pytest

from app.questions.column_kinds import COUNT, KILOS, MONEY, PERCENT, kinds_of
from app.questions.offline import compile as offline_sql
from app.questions.offline.query import KILOS as KILO_MEASURES
from app.questions.offline.query import MEASURES, Period, Query
from app.questions.offline.query import MONEY as MONEY_MEASURES
from app.questions.offline.words import CannotAnswer
from ui import formatting

FEBRUARY = Period(dt.date(2024, 2, 1), dt.date(2024, 2, 29), "in February")
# the stock's value is one total offline: by product it is refused, never given as the shop's total
REFUSED = {("stock_value", "product"), ("stock_cost", "product")}


@pytest.mark.parametrize("group", [None, "product"])
@pytest.mark.parametrize("measure", sorted(MEASURES))
def test_each_measure_names_columns_whose_kind_is_known(measure, group):
    query = Query(measure=measure, group=group, period=FEBRUARY, since_day=dt.date(2024, 2, 29))
    if (measure, group) in REFUSED:
        with pytest.raises(CannotAnswer):
            offline_sql.sql(query, "sqlite")
        return
    _, names = offline_sql.sql(query, "sqlite")
    kinds = kinds_of(names)
    assert kinds is not None, names
    value = kinds[-1]
    if measure in MONEY_MEASURES:
        assert value == MONEY, (measure, names)
    elif measure in KILO_MEASURES:
        assert value == KILOS, (measure, names)
    elif measure.endswith(("_count", "_rises", "_cuts")):
        assert value == COUNT, (measure, names)


def test_a_column_not_named_by_the_offline_answers_leaves_the_kinds_to_the_window():
    assert kinds_of(["product", "total_takings"]) is None  # a model's own name: guessed from names and values


def test_the_window_shows_each_kind_the_offline_answers_give():
    assert formatting.shown(9.9, MONEY) == "9.90"
    assert formatting.shown(44.371, PERCENT) == "44.37%"
    assert formatting.shown(2.5, KILOS) == "2.5"


def test_guessed_kinds_tell_a_count_of_sales_and_a_cost_per_kilo():
    assert formatting.guess_kinds(["day", "sales"], [("2024-02-01", 3)]) == [formatting.DATE, formatting.NUMBER]
    assert formatting.guess_kinds(["product", "cost_per_kg"], [("apple", 1.2)])[1] == formatting.MONEY
    assert formatting.guess_kinds(["product", "stock_quantity"], [("apple", 1.2)])[1] == formatting.QUANTITY
