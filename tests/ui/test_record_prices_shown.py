"""A sale is recorded at the price its card showed, or not at all: another till may change the
price between Parse and Confirm (the card said 2.80, the sale was stored at 3.00, and nobody saw)."""

from tests.ui.conftest import idle
from tests.ui.driving import click
from tests.ui.test_window import parse


def test_a_price_changed_by_another_till_after_parse_refuses_confirm_until_parsed_again(qtbot, window, services):
    ledger = services.ledger
    shelf = ledger.sql("SELECT selling_price FROM products WHERE name = 'grape'").rows[0][0]
    page = parse(qtbot, window, "sold 1 kg grapes to Mei Chen")
    (card,) = page.cards_shown()
    assert f"{shelf:.2f}" in card.summary.text()
    ledger.record({"kind": "price_change", "date": "2024-02-29", "product": "grape",
                   "selling_price": round(shelf + 0.2, 2)})  # another till, meanwhile
    before = ledger.record_count()
    click(qtbot, page.confirm_button, window)
    assert ledger.record_count() == before  # nothing recorded at a price nobody saw
    assert "price of grape changed since it was shown" in page.message.text()
    assert f"{shelf:.2f} → {shelf + 0.2:.2f}" in page.message.text()
    assert page.input.toPlainText() == "sold 1 kg grapes to Mei Chen"  # the typed text stays
    click(qtbot, page.parse_button, window)
    (card,) = page.cards_shown()
    assert f"{shelf + 0.2:.2f}" in card.summary.text()
    click(qtbot, page.confirm_button, window)
    assert ledger.record_count() == before + 1
    sold = ledger.sql("SELECT price_per_item FROM sale_items ORDER BY sale_item_id DESC LIMIT 1").rows[0][0]
    assert round(sold, 2) == round(shelf + 0.2, 2)


def test_a_card_shows_what_another_till_changed_once_the_shop_is_read_again(qtbot, window, services):
    ledger = services.ledger
    stock = ledger.sql("SELECT stock_quantity FROM products WHERE name = 'cherry'").rows[0][0]
    page = parse(qtbot, window, f"sold {stock - 1:g} kg cherries to Mei Chen")
    (card,) = page.cards_shown()
    assert page.confirm_button.isEnabled() and f"{stock:g}" in card.summary.text()
    ledger.record({"kind": "sale", "date": "2024-02-29", "customer": {"name": "Tom Lee"},
                   "items": [{"product": "cherry", "quantity": 2}]})  # another till sells 2 kg meanwhile
    window.refresh()  # what the window does when its poll finds the other till's record
    idle(qtbot, window)
    (card,) = page.cards_shown()
    assert f"{stock - 2:g}" in card.problem.text() or "in stock" in card.problem.text(), card.problem.text()
    assert not page.confirm_button.isEnabled() and "would be refused" in page.message.text()
    assert page.input.toPlainText().startswith("sold ")
