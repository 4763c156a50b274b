"""A name that could be several customers is a question on the card: one button per person, and
Confirm stays off until one is picked (before, the window dropped the question and confirming
made a third "Smith")."""

from PySide6.QtWidgets import QPushButton

from tests.ui.conftest import idle
from tests.ui.driving import click
from tests.ui.test_window import parse

CUSTOMERS = "SELECT first_name, last_name FROM customers WHERE last_name = 'Smith' OR first_name = 'Smith' ORDER BY 1"


def _option(card, name: str) -> QPushButton:
    (found,) = [b for b in card.findChildren(QPushButton) if b.objectName() == "card.choice"
                and b.text() == name]
    return found


def test_an_ambiguous_customer_is_asked_on_the_card_and_confirm_waits_for_the_answer(qtbot, window, services):
    smiths = services.ledger.sql(CUSTOMERS).rows
    assert smiths == [("Bob", "Smith"), ("Ken", "Smith")]
    before = services.ledger.record_count()
    page = parse(qtbot, window, "Sold 1 kg apples to Smith on 2024-02-29")
    (card,) = page.cards_shown()
    assert "Which customer is 'Smith': Bob Smith or Ken Smith?" in page.message.text()
    assert card.party.text() == "? pick one below"
    assert not page.confirm_button.isEnabled()
    page.confirm()  # as a shortcut would: refused while the question is open
    idle(qtbot, window)
    assert services.ledger.record_count() == before

    click(qtbot, _option(card, "Ken Smith"), window)
    (card,) = page.cards_shown()
    assert card.title.text() == "Sale · Thu 29 Feb 2024 · Ken Smith" and card.party.text() == "✓ known customer"
    assert not card.choices and page.confirm_button.isEnabled()
    click(qtbot, page.confirm_button, window)
    assert services.ledger.record_count() == before + 1
    assert services.ledger.sql(CUSTOMERS).rows == smiths  # no third Smith
    sold = services.ledger.sql("SELECT c.first_name FROM sales s JOIN customers c USING (customer_id) "
                               "ORDER BY s.sale_id DESC LIMIT 1").rows
    assert sold == [("Ken",)]
