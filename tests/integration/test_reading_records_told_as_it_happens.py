"""Sales told as they happen, in the present ("Eva buys 2kg pears", "Tom grabs a kilo"), alone or
after a return in the same sentence ("Zoe returns …, and then Eva buys …"): a sale each."""

from tests.integration.test_reading_records import read, sale


def test_a_customer_buys(drafter):
    assert read(drafter, "Eva Berg buys 2kg pears") == [sale("Eva Berg", ("pear", 2))]


def test_a_customer_grabs(drafter):
    assert read(drafter, "Tom Lee grabs 1.5kg apples") == [sale("Tom Lee", ("apple", 1.5))]


def test_a_sale_after_a_return_in_one_sentence(drafter):
    records = read(drafter, "Zoe Davis returns what she got this morning, and then Eva Berg buys 2kg pears")
    assert [r["kind"] for r in records] == ["return", "sale"]
    assert records[1] == sale("Eva Berg", ("pear", 2))
