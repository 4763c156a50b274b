"""An asker's opening before the question ("off the record, …", "quick one before I head off, …", "for my school
report, …") says nothing of what to count and is read past (such questions were refused, naming the
opening's words); the shop's buying in a supplier's rep's words ("what has ABC invoiced you for", kilos
"had off us at Green Valley", a "drop-off", deliveries "taken in, counting everyone's", fruit bought in
"whoever it came from", what fruit "cost you to buy in", what "a kilo cost, averaged over all the stock we
bought") is read as the shop's buying (it was refused).
Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused
from tests.support.demo_records import RECORDS, standing_lines

PURCHASES = [r for r in RECORDS if r["kind"] == "purchase"]


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last_number(sentence: str) -> float:
    return float(re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)[-1].replace(",", ""))


def _paid(supplier: str = "", product: str = "") -> float:
    return round(sum(i["quantity"] * i["unit_cost"] for r in PURCHASES for i in r["items"]
                     if r["supplier"]["name"].startswith(supplier) and i["product"].startswith(product)), 2)


def _kilos_bought(supplier: str = "", product: str = "") -> float:
    return sum(i["quantity"] for r in PURCHASES for i in r["items"]
               if r["supplier"]["name"].startswith(supplier) and i["product"].startswith(product))


@pytest.mark.parametrize("opening", ["Off the record,", "Quick one before I head off,", "For my school report,",
                                     "Just between us,", "To be honest,"])
def test_an_opening_before_the_question_is_read_past(shop, opening):
    kilos = sum(line["kilos"] for line in standing_lines() if line["product"] == "grape")
    assert _last_number(shop.ask(f"{opening} how many kilos of grapes were sold this month?").answer) == kilos


def test_an_opening_does_not_let_a_forecast_through(shop):
    refused(shop, "Off the record, what will we sell next week?")


def test_what_a_supplier_invoiced_you_for_is_what_the_shop_paid_it(shop):
    assert _last_number(shop.ask("All in, what has ABC invoiced you for this month?").answer) == _paid("ABC")


def test_kilos_had_off_us_at_a_supplier_were_bought_from_it(shop):
    said = shop.ask("How many kilos has your shop had off us at Green Valley this month?").answer
    assert "bought" in said.lower() and _last_number(said) == _kilos_bought("Green Valley")


def test_a_drop_off_is_a_delivery_and_what_it_cost_you_the_shop_paid(shop):
    assert _last_number(shop.ask("What did the ABC drop-offs cost you this month?").answer) == _paid("ABC")


def test_deliveries_taken_in_counting_everyones_are_all_deliveries(shop):
    said = shop.ask("How many deliveries have you taken in this month, counting everyone's?").answer
    assert _last_number(said) == len(PURCHASES)


def test_fruit_you_bought_in_whoever_it_came_from_is_the_shops_buying(shop):
    said = shop.ask("How many kilos of cherries did you buy in, whoever they came from?").answer
    assert _last_number(said) == _kilos_bought(product="cherry")
    assert _last_number(shop.ask("What did pears cost you to buy in this month?").answer) == _paid(product="pear")


def test_what_a_kilo_cost_averaged_over_everything_bought_is_the_average_paid(shop):
    week = [i for r in PURCHASES if "2024-02-19" <= r["date"] <= "2024-02-25" for i in r["items"]]
    average = sum(i["quantity"] * i["unit_cost"] for i in week) / sum(i["quantity"] for i in week)
    said = shop.ask("Averaged over all the stock we bought last week, what did a kilo cost us?").answer
    assert _last_number(said) == round(average, 2)
    refused(shop, "What did a kilo cost us?")  # with no average asked: which delivery's?
