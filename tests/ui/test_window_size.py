"""The window fits a small laptop's screen: nothing it shows holds it wider than 1024 pixels (a
home tile's note and the time-travel banner once held it at 1252, wider than a 1280 screen
with its frame)."""

from app.service_layer.ledger_values import PointInTime
from tests.ui.conftest import idle
from tests.ui.driving import click, trigger
from ui.window_pages import ASK

NARROWEST_SCREEN = 1024


def test_every_page_fits_a_small_screen_with_figures_an_answer_and_the_past_shown(qtbot, window):
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        idle(qtbot, window)
        assert window.minimumSizeHint().width() <= NARROWEST_SCREEN, window.nav.item(row).text()
    window.nav.setCurrentRow(ASK)
    page = window.ask_page
    page.question.setText("What was the revenue on each day of February 2024?")
    click(qtbot, page.ask_button, window)
    assert window.minimumSizeHint().width() <= NARROWEST_SCREEN
    window.travel(PointInTime(position=60))
    idle(qtbot, window)
    assert window.banner.isVisible() and window.minimumSizeHint().width() <= NARROWEST_SCREEN
    trigger(qtbot, window.now_action, window)
    window.resize(NARROWEST_SCREEN - 100, 600)
    idle(qtbot, window)
    assert window.width() <= NARROWEST_SCREEN - 100
