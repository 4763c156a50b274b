"""A shelf price said after a delivery, read offline on the demo shop: "Plum shelf price 1.90"
in the sentence after a delivery of that product is the delivered line's selling price, not a
separate price change; a shelf price for a product not delivered stays a price change."""


from tests.integration.test_reading_records import price, purchase, read


def test_a_shelf_price_after_its_delivery_is_the_lines_selling_price(drafter):
    assert read(drafter, "Hillside invoice 771, 14 kg oranges 0.85 per kilo. Orange shelf price 1.65.") == [
        purchase("Hillside Produce", ("orange", 14, 0.85, 1.65))]


def test_a_shelf_price_for_another_product_is_a_price_change(drafter):
    assert read(drafter, "Hillside invoice 772, 9 kg grapes at 1.40. Cherry shelf price 3.60.") == [
        purchase("Hillside Produce", ("grape", 9, 1.4, None)), price("cherry", 3.6)]
