"""Refunds taken off as a sum: over one customer's history "less refunds" says again what every sales
figure is (net of its own returns); over a stretch of time it could be that, or the stretch's sales less
the refunds paid in it (often for sales made before it), so it is asked, never guessed."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_refunds_subtracted_over_a_stretch_of_time_is_asked_not_guessed(shop):
    for question in ("takings minus the refunds for the week of the 19th",
                     "revenue this week less refunds",
                     "takings from the 20th to the 25th minus any refunds"):
        with pytest.raises(QuestionFailed, match="refunds paid in it"):
            shop.ask(question)


def test_refunds_subtracted_from_a_whole_history_is_what_every_figure_is(shop):
    plain = shop.ask("How much has Omar Haddad spent?").answer
    assert shop.ask("Omar Haddad's spend less refunds").answer.split()[-1] == plain.split()[-1]


def test_net_of_refunds_over_a_stretch_still_reads_as_net(shop):
    assert shop.ask("revenue in February after returns").answer.split()[-1] == \
        shop.ask("revenue in February").answer.split()[-1]
