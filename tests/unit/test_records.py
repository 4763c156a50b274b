import pytest

from domain.errors import InvalidRecord
from domain.names import phone_text
from domain.records import (
    AdjustStock,
    ChangePrice,
    RecordPurchase,
    RecordReturn,
    RecordSale,
    parse_record,
    record_to_json,
)
from tests.support.records import ADJUSTMENT, PRICE_CHANGE, PURCHASE, RETURN, SALE


@pytest.mark.parametrize("data, cls", [
    (PURCHASE, RecordPurchase), (SALE, RecordSale), (RETURN, RecordReturn),
    (PRICE_CHANGE, ChangePrice), (ADJUSTMENT, AdjustStock),
])
def test_each_kind_of_the_interchange_format_parses_and_round_trips(data, cls):
    record = parse_record(data)
    assert isinstance(record, cls)
    assert parse_record(record_to_json(record)) == record


def test_product_names_are_stored_singular_and_lower_case():
    record = parse_record(PURCHASE)
    assert [i.product for i in record.items] == ["apple", "cherry", "pear"]
    assert parse_record({**PRICE_CHANGE, "product": "Blood Oranges"}).product == "blood orange"
    assert parse_record({**PRICE_CHANGE, "product": "asparagus"}).product == "asparagus"


def test_defaults_unit_kg_and_no_selling_price():
    item = parse_record(PURCHASE).items[2]
    assert item.unit == "kg" and item.selling_price is None


def test_a_return_may_leave_its_date_out():
    assert parse_record({**RETURN, "date": None}).date is None


@pytest.mark.parametrize("change, message", [
    ({"date": "2024-02-30"}, "'2024-02-30' is not a real date"),
    ({"date": "yesterday"}, "is not a real date"),
    ({"date": 1706745600}, "a date must be written YYYY-MM-DD"),
    ({"items": []}, "needs at least one item"),
    ({"items": [{"product": "apple", "quantity": 0}]}, "item 1 quantity: must be more than 0"),
    ({"items": [{"product": "apple", "quantity": -2}]}, "must be more than 0 (got -2)"),
    ({"items": [{"product": "apple", "quantity": True}]}, "must be a number"),
    ({"items": [{"product": "apple", "quantity": "lots"}]}, "must be a number"),
    ({"items": [{"product": " ", "quantity": 1}]}, "a product needs a name"),
    ({"customer": {"name": ""}}, "customer name: must not be empty"),
    ({"colour": "red"}, "colour: is not a field of this record kind"),
])
def test_malformed_sales_are_refused_with_a_readable_reason(change, message):
    with pytest.raises(InvalidRecord) as e:
        parse_record({**SALE, **change})
    assert message in e.value.message


@pytest.mark.parametrize("data, message", [
    ({**PURCHASE, "items": [{"product": "apple", "quantity": 1, "unit_cost": -1}]}, "unit cost: must be 0 or more"),
    ({**PRICE_CHANGE, "selling_price": -0.5}, "selling price: must be 0 or more"),
    ({**ADJUSTMENT, "quantity": 0}, "quantity: must not be 0"),
    ({**ADJUSTMENT, "reason": ""}, "reason: must not be empty"),
    ({"kind": "gift"}, "unknown record kind 'gift'"),
    ("[1, 2]", "must be a JSON object"),
    ("{not json", "not valid JSON"),
])
def test_other_malformed_records(data, message):
    with pytest.raises(InvalidRecord) as e:
        parse_record(data)
    assert message in e.value.message


@pytest.mark.parametrize("typed, kept", [
    ("(531) 354-1000", "531-354-1000"), ("531.354.1000", "531-354-1000"), ("5313541000", "531-354-1000"),
    ("354 1000", "354-1000"), ("+1 531 354 1000", "+15313541000"), ("+44 7700 900123", "+447700900123"),
    ("0044 7700 900123", "+447700900123"),
    # national numbers outside North America: their digits, never an international "+0…"
    ("07700 900123", "07700900123"), ("0412 333 908", "0412333908"), ("+07700900123", "07700900123"),
    ("ask at the desk", "ask at the desk"),
])
def test_a_phone_is_kept_one_way_decided_by_its_digits(typed, kept):
    assert phone_text(typed) == kept
    assert phone_text(kept) == kept  # what is kept reads back the same (a replay validates it again)
