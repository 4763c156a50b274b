"""A sale typed in late is checked, shown and recorded at the price of its own day. The demo shop
sold oranges at 1.40 until the 18th and at 1.54 from then: a sale of the 10th entered on the 29th
with "paid 2.80" for 2 kg is right, and "paid 3.08" (today's price) is not. The card used to show
today's price and the reader refused the day's own, while the ledger would charge today's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def test_the_amount_paid_on_a_late_line_is_checked_at_its_days_price(drafter):
    assert read(drafter, "Eva Berg 2 kg oranges on the 10th, paid 2.80") == [
        sale("Eva Berg", ("orange", 2.0), date="2024-02-10")]
    with pytest.raises(LedgerError, match=r"orange \(1\.40\).*come to 2\.80"):
        read(drafter, "Eva Berg 2 kg oranges on the 10th, paid 3.08")


def test_a_whole_sales_total_on_a_late_sale_is_summed_at_its_days_prices(drafter):
    # oranges 2 × 1.40 on the 10th, pears 1 × 1.60 before their change on the 24th
    assert read(drafter, "on the 10th tom lee had 2kg oranges and 1kg pears, 4.40 the lot") == [
        sale("Tom Lee", ("orange", 2.0), ("pear", 1.0), date="2024-02-10")]


def test_the_card_shows_and_the_shop_charges_the_price_of_the_sales_day(drafter, shop):
    draft = drafter.draft("sold 2kg oranges to Bob Smith on the 10th", TODAY)
    assert "orange 2 kg × 1.40 = 2.80" in draft.records[0].summary
    effect = shop.effects([draft.records[0].record])[0]
    assert [line.price for line in effect.lines] == [1.40]


def test_a_sale_of_today_still_takes_todays_price(drafter):  # guard: passes before and after
    assert read(drafter, "Eva Berg 2 kg oranges, paid 3.08") == [sale("Eva Berg", ("orange", 2.0))]
