"""Offers on the shelf, read offline on the demo shop: "half price this weekend", "2 for 1",
"20% off" are promotions, neither a standing fact to keep as a note nor a new shelf price.
Each is refused, naming what stopped it; a plain standing fact still reads as a note."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def refusal(drafter, text, today=TODAY):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


def test_a_half_price_offer_is_not_a_note(drafter):
    assert "place" in refusal(drafter, "Cherries are half price over the bank holiday only.")


def test_a_percentage_off_is_not_a_new_price(drafter):
    assert "“15”" in refusal(drafter, "Oranges are 15% off until Friday.")
    assert "place" in refusal(drafter, "Mangoes 10 percent off this week.")


def test_a_standing_fact_is_still_a_note(drafter):
    records = read(drafter, "Omar Haddad prefers ripe mangoes.")
    assert [r["kind"] for r in records] == ["note"]
