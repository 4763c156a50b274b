"""Ask on a shop with nothing recorded lately (the demo month opened years later): questions
about "this month" are asked as of the shop's last day, as Home shows it, and the page says so;
a person's untick is theirs to keep."""

import datetime as dt

import pytest

from app.bootstrap import bootstrap
from app.bootstrap import services as wire_services
from tests.conftest import ticking_clock
from tests.ui.conftest import idle
from tests.ui.driving import click
from ui.window_pages import ASK

YEARS_LATER = dt.date(2026, 12, 1)


@pytest.fixture
def services(tmp_path, database, db_calls):
    ledger = bootstrap(tmp_path / "shop", staff="Till 1", clock=ticking_clock(), database=database)
    ledger.load_demo()
    yield wire_services(ledger, today=lambda: YEARS_LATER, settings=lambda: None)
    ledger.close()


def ask(qtbot, window, question):
    page = window.ask_page
    window.nav.setCurrentRow(ASK)
    page.question.setText(question)
    click(qtbot, page.ask_button, window)
    return page.answer_label.text()


def test_a_quiet_shop_is_asked_as_of_its_last_day_until_a_person_unticks(qtbot, window, services):
    page = window.ask_page
    window.nav.setCurrentRow(ASK)
    idle(qtbot, window)
    assert page.as_of_box.isChecked() and page.as_of.isEnabled()
    assert page.as_of.day() == dt.date(2024, 2, 29)
    assert page.as_of_note.isVisible() and "29 Feb 2024" in page.as_of_note.text()

    february = services.ledger.sql(
        "SELECT ROUND(SUM(total_price), 2) FROM sales WHERE sale_date BETWEEN '2024-02-01' AND '2024-02-29'").rows[0][0]
    assert february > 0
    said = ask(qtbot, window, "How much did we take this month?")
    assert f"{february:,.2f}" in said or f"{february:.2f}" in said, said

    click(qtbot, page.as_of_box, window)  # a person: ask about the real today
    assert not page.as_of_box.isChecked() and not page.as_of_note.isVisible()
    said = ask(qtbot, window, "How much did we take this month?")
    assert f"{february:.2f}" not in said and f"{february:,.2f}" not in said, said
    window.refresh()  # the shop read again (as after a record or another till's poll)
    idle(qtbot, window)
    assert not page.as_of_box.isChecked()


def test_a_shop_with_recent_records_is_asked_about_today(qtbot, window, services):
    services.ledger.record({"kind": "price_change", "date": YEARS_LATER.isoformat(), "product": "apple",
                            "selling_price": 1.9})
    window.refresh()
    idle(qtbot, window)
    page = window.ask_page
    assert not page.as_of_box.isChecked() and not page.as_of_note.isVisible()
