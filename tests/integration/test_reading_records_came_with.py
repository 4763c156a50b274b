"""A supplier who "came with" a delivery, said in a recap's list after a sale, read offline on the
demo shop: "…, hillside came with 20kg oranges for 19.00" starts a record of its own, as
"…, Hillside dropped off 20kg …" does, so the delivery is never read into the sale before it."""

from tests.integration.test_reading_records import read, sale


def test_a_supplier_who_came_with_goods_after_a_sale_is_a_purchase_of_its_own(drafter):
    assert read(drafter, "sold zoe davis 1kg grapes, abc came with 10kg pears for 9.50") == [
        sale("Zoe Davis", ("grape", 1)),
        {"kind": "purchase", "date": "2024-02-29", "supplier": {"name": "ABC", "phone": None, "email": None},
         "items": [{"product": "pear", "quantity": 10, "unit_cost": 0.95, "selling_price": None, "unit": "kg"}]},
    ]
