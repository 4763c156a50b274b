"""What a writer adds after a record, about the same record: the refund that went with a return
("…, so I refunded him", "and I gave her the money back", "Full refund given.") and a write-off's
reason said alone ("… 1 kg of grapes. Mouldy."). Neither is a record of its own; a refund with no
return before it is still refused, and a reason after a sale still reads as both at once."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read

TUESDAY = dt.date(2024, 2, 27)


def ret(name, day, sale_day):
    return {"kind": "return", "date": day, "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_day}


def test_a_refund_told_after_a_return(drafter):
    assert read(drafter, "Sue Davis brought back the bananas she bought yesterday, so I refunded her.",
                TUESDAY) == [ret("Sue Davis", "2024-02-27", "2024-02-26")]
    assert read(drafter, "Sue Davis returned the bananas from yesterday. Full refund given.", TUESDAY) == [
        ret("Sue Davis", "2024-02-27", "2024-02-26")]
    assert read(drafter, "Sue Davis came back with the bananas she bought yesterday and I gave her the money back.",
                TUESDAY) == [ret("Sue Davis", "2024-02-27", "2024-02-26")]


def test_a_reason_said_alone_after_a_write_off(drafter):
    assert read(drafter, "Threw out 1 kg of grapes. Mouldy.") == [adjustment("grape", -1, "mouldy")]


@pytest.mark.parametrize("text", ["Ken Smith 2 kg apples, I refunded him", "Ken Smith 2 kg apples. Rotten."])
def test_without_a_return_or_a_write_off_it_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
