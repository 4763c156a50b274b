"""What a return refunded, said with it as the books or a credit note say it: "…, refund 6.40",
"…, refunded 6.40", "…, 6.40 refunded", or an amount alone after the goods listed ("…(pears 4 kg),
6.40."). A return takes back a whole sale, so the amount is checked against that sale's total: the
same, the return is read; any other (a part refunded) is refused saying the sale's total."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read
from tests.support.demo_records import RECORDS, standing_sales


def _paid(name: str, day: str) -> float:
    """The sale's total at the shelf prices of its day, worked out from the demo records in order."""
    prices: dict[str, float] = {}
    for record in RECORDS:
        if record["kind"] == "sale" and record["customer"]["name"] == name and record["date"] == day:
            return round(sum(round(prices[i["product"]] * i["quantity"], 2) for i in record["items"]), 2)
        if record["kind"] == "purchase":
            prices.update({i["product"]: i["selling_price"] for i in record["items"] if i.get("selling_price")})
        if record["kind"] == "price_change":
            prices[record["product"]] = record["selling_price"]
    raise AssertionError(f"no sale of {name} on {day}")


# a customer with one standing sale on a day, and what it came to
(SALE,) = [s for s in standing_sales() if s["customer"]["name"] == "Omar Haddad" and s["date"] == "2024-02-21"]
PAID = _paid("Omar Haddad", "2024-02-21")


@pytest.mark.parametrize("said", ["refund {}", "refunded {}", "{} refunded"])
def test_a_refund_of_the_sales_total_is_the_return(drafter, said):
    (back,) = read(drafter, f"Omar Haddad returned what he bought on 21 Feb, {said.format(f'{PAID:.2f}')}")
    assert back["kind"] == "return" and back["sale_date"] == SALE["date"]


def test_a_credit_notes_amount_after_the_goods_is_the_refund(drafter):
    goods = ", ".join(f"{i['product']}s {i['quantity']} kg" for i in SALE["items"])
    (back,) = read(drafter, f"Credit note CN-31: Omar Haddad, full return of his 21 Feb purchase ({goods}), "
                            f"{PAID:.2f}.")
    assert back["kind"] == "return" and back["sale_date"] == SALE["date"]


@pytest.mark.parametrize("said", ["refund {}", "{} refunded"])
def test_a_refund_of_another_amount_is_refused_saying_the_total(drafter, said):
    with pytest.raises(LedgerError) as refused:
        read(drafter, f"Omar Haddad returned what he bought on 21 Feb, {said.format(f'{PAID - 1:.2f}')}")
    assert f"{PAID:.2f}" in refused.value.message
