"""What a card says before Confirm is what will be stored, in the shop's words and units."""

from tests.ui.driving import click
from tests.ui.test_window import parse


def test_a_write_off_card_gives_the_amount_in_the_products_unit(qtbot, window, services):
    (unit,) = services.ledger.sql("SELECT unit FROM products WHERE name = 'pear'").rows[0]
    page = parse(qtbot, window, "3 kg pears went rotten on 2024-02-29, binned them")
    (card,) = page.cards_shown()
    assert f"stock of pear −3 {unit} (rotten) on 2024-02-29" in card.summary.text()  # not a bare "−3"
    before = services.ledger.record_count()
    click(qtbot, page.confirm_button, window)
    assert services.ledger.record_count() == before + 1
    assert services.ledger.sql("SELECT quantity, reason FROM stock_adjustments ORDER BY adjustment_id DESC").rows[0] \
        == (-3.0, "rotten")
