"""A phone or e-mail typed beside a name: the customer it belongs to, when the name is a way of
writing theirs; refused when it names somebody else (whose sale would it be?)."""

import pytest

from domain.errors import InvalidRecord
from tests.integration.test_drafting import draft, shop  # noqa: F401 (the fixture)


def test_someone_elses_number_beside_a_new_name_is_refused_naming_both(shop):  # noqa: F811
    with pytest.raises(InvalidRecord, match="531-354-1000 belongs to Bob Smith, not Jo Bloggs"):
        draft(shop, "Sold 2 kg apple to Jo Bloggs, phone 531-354-1000, today")
    with pytest.raises(InvalidRecord, match="748-296-1003 belongs to Ann Brown, not Priya Shah"):
        draft(shop, "Priya Shah bought 1kg apples today, ph 748-296-1003")


def test_their_own_number_with_their_name_written_loosely_is_them(shop):  # noqa: F811
    for typed in ("Bob", "bob smyth", "Mr Smith", "Robert Smith"):
        (record,) = draft(shop, f"Sold 1 kg apple to {typed}, 531-354-1000, today").records
        assert record.record["customer"]["name"] == "Bob Smith", typed
