"""A question the offline parser cannot answer offers questions like it that it does answer, as
buttons: pressing one asks it."""

import pytest

from app.questions.answers import QuestionFailed
from tests.ui.driving import click
from tests.ui.test_window import ask


def test_a_refusal_offers_answered_questions_and_pressing_one_asks_it(qtbot, window):
    page = ask(qtbot, window, "How many kilos of apples did Bob Smith enjoy?")
    assert page.answer_label.objectName() == "error" and "can't answer that offline" in page.answer_label.text()
    offered = page.suggestion_buttons()
    assert offered and page.tries_box.isVisible()
    said = page.answer_label.text()
    assert "Questions I can answer" not in said and not any(b.text() in said for b in offered)  # said once, as buttons
    chosen = offered[0].text()
    click(qtbot, offered[0], window)
    assert page.question.text() == chosen
    assert page.answer_label.objectName() == "answer" and page.step_views()  # answered, with its SQL shown
    assert page.suggestion_buttons() == [] and not page.tries_box.isVisible()  # the offer went with the refusal


def test_the_command_line_lists_the_same_questions_the_window_offers(qtbot, window, services):
    page = ask(qtbot, window, "How many kilos of apples did Bob Smith enjoy?")
    offered = [b.text() for b in page.suggestion_buttons()]
    with pytest.raises(QuestionFailed) as refused:
        services.questions().ask("How many kilos of apples did Bob Smith enjoy?")
    assert refused.value.suggestions == tuple(offered)
    assert "Questions I can answer: " + " · ".join(f"“{q}”" for q in offered) in refused.value.message
