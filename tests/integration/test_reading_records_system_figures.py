"""A stock count told beside the system's figure, read offline on the demo shop (stock at close of
the 29th: pear 21, orange 25, banana 30.5, grape 24): the figure in brackets or in a sentence of its
own is checked against the shop's stock and the count becomes the difference; a count on another
day is refused, since only this day's stock is known; a count's figure after a colon is never a
price."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("pears counted tonight 20 kg (system 21)", [adjustment("pear", -1, "stock count")]),
    ("Stock count, oranges 26 kg (computer 25)", [adjustment("orange", 1, "stock count")]),
    ("Recounted the bananas: 30 kg. System says 30.5.", [adjustment("banana", -0.5, "stock count")]),
    ("grape count: 23 kg on the scales vs 24 in the books", [adjustment("grape", -1, "stock count")]),
])
def test_a_count_beside_the_systems_figure(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "pears counted on Tuesday: 20 kg (system 21)",
    "Counted the oranges yesterday, 26 kg. System 25.",
    "26/02 count: grapes 23 kg, system 24",
])
def test_a_count_against_the_system_on_another_day_is_refused(drafter, text):
    assert "another day" in refusal(drafter, text)


@pytest.mark.parametrize("text", ["Pear count: 22", "orange tally at close: 24.5", "recount of grapes: 23"])
def test_a_counts_figure_after_a_colon_is_not_a_price(drafter, text):
    try:
        kinds = [r.record["kind"] for r in drafter.draft(text, TODAY).records]
    except LedgerError:
        kinds = []  # refused: never a wrong price
    assert "price_change" not in kinds
