"""Records read back from the log are parsed with their repeated parts shared (a rebuild parses
every record): the result is what parse_record gives, and a bad record is refused the same way."""

import pytest

from app.evaluation.fruitshop import generate, with_returns
from domain.errors import InvalidRecord
from domain.records import StoredRecords, parse_record, record_to_json
from tests.support.records import ADJUSTMENT, PRICE_CHANGE, PURCHASE, RETURN, SALE


def test_a_generated_month_parses_as_parse_record_parses_it():
    records = [record_to_json(parse_record(r)) for r in with_returns(generate(months=1, seed=3), 3)]
    stored = StoredRecords()
    assert [stored.parse(r) for r in records] == [parse_record(r) for r in records]


def test_a_customer_met_again_is_the_same_instance_and_different_ones_are_not():
    stored = StoredRecords()
    first, again = stored.parse(SALE), stored.parse({**SALE, "date": "2024-02-09"})
    assert again.customer is first.customer and again.items[0] is first.items[0]
    other = stored.parse({**SALE, "customer": {**SALE["customer"], "phone": "555-0199"}})
    assert other.customer is not first.customer and other.customer.phone == "555-0199"
    assert other == parse_record({**SALE, "customer": {**SALE["customer"], "phone": "555-0199"}})


@pytest.mark.parametrize("data", [PURCHASE, SALE, RETURN, PRICE_CHANGE, ADJUSTMENT])
def test_each_kind_parses_and_the_log_s_dict_is_left_as_it_was(data):
    kept = repr(data)
    assert StoredRecords().parse(data) == parse_record(data)
    assert repr(data) == kept


@pytest.mark.parametrize("bad", [
    {**SALE, "customer": {"name": ""}},
    {**SALE, "items": [{"product": "apple", "quantity": "2"}]},
    {**SALE, "items": [{"product": "apple", "quantity": 2, "colour": ["red"]}]},
    {**PURCHASE, "supplier": "ABC"},
])
def test_a_bad_record_is_refused_with_parse_record_s_words(bad):
    with pytest.raises(InvalidRecord) as expected:
        parse_record(bad)
    with pytest.raises(InvalidRecord) as got:
        StoredRecords().parse(bad)
    assert got.value.message == expected.value.message


def test_the_parts_kept_are_bounded():
    stored = StoredRecords(limit=5)
    for n in range(40):
        stored.parse({**SALE, "customer": {"name": f"Customer Number{n}"}})
    assert len(stored._known) <= 5
