"""A return or a loss thumb-typed with its vowels dropped ("rtrnd", "rtrn", "rtnd", "dmgd"), read
offline on the demo shop: the word it stands for, so the record reads as it does spelt out."""

import pytest

from tests.integration.test_reading_records import adjustment, read


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("ken smith rtrnd his stuff frm today", [returned("Ken Smith", "2024-02-29")]),
    ("bob smith rtrn everything from mon", [returned("Bob Smith", "2024-02-26")]),
    ("bob smith rtnd his things frm the 28th", [returned("Bob Smith", "2024-02-28")]),
    ("1.5kg pears dmgd", [adjustment("pear", -1.5, "damaged")]),
])
def test_a_texted_return_or_loss(drafter, text, expected):
    assert read(drafter, text) == expected
