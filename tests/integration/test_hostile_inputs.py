"""Hostile records and text (issue 14, M9, M14 and the minor items), on both backends: each is
refused in one plain line and appends nothing, or is stored cleaned; none takes long."""

import datetime as dt
import json
import time

import pytest

from app.records_from_text.drafting import Drafter
from app.records_from_text.reader.translator import OfflineReader
from domain.errors import LedgerError
from tests.support.records import PURCHASE, SALE

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

TODAY = dt.date(2024, 3, 1)


def _with(record, **changes):
    return json.loads(json.dumps(record)) | changes


def _item(record, **changes):
    out = _with(record)
    out["items"] = [out["items"][0] | changes]
    return out


REFUSED = [
    _item(PURCHASE, quantity=1e308), _item(PURCHASE, quantity=1e-300), _item(PURCHASE, unit_cost=1e308),
    _item(PURCHASE, quantity="2"), _item(PURCHASE, quantity=True), _item(PURCHASE, quantity=float("inf")),
    _item(PURCHASE, quantity=0.0004), _item(PURCHASE, quantity=-1), _item(PURCHASE, selling_price=-0.01),
    _item(SALE, quantity=10_000_000),
    _with(SALE, date="20240301"), _with(SALE, date="2024-W09-5"), _with(SALE, date="0001-01-01"),
    _with(SALE, date="9999-12-31"), _with(SALE, date=1706745600), _with(SALE, date="2024-02-30"),
    _with(SALE, customer={"name": "x" * 5000}), _with(SALE, customer={"name": "\u200b\u200b"}),
    _with(SALE, customer={"name": "A\ud800B"}),
    {"kind": "stock_adjustment", "date": "2024-02-02", "product": "apple", "quantity": -1e308, "reason": "x"},
]
NESTED = '{"kind": "sale", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"


@pytest.mark.parametrize("record", [*REFUSED, NESTED, "x" * 200_000], ids=range(len(REFUSED) + 2))
def test_absurd_records_are_refused_in_one_line_and_append_nothing(ledger, record):
    ledger.record(PURCHASE)
    before = ledger.record_count()
    start = time.monotonic()
    with pytest.raises(LedgerError) as refused:
        ledger.record(record)
    assert time.monotonic() - start < 1
    assert "\n" not in refused.value.message and len(refused.value.message) < 400
    assert ledger.record_count() == before
    assert ledger.sql("SELECT MAX(stock_quantity) FROM products").rows[0][0] <= 1_000_000


def test_names_are_stored_without_control_or_invisible_characters(ledger):
    ledger.record(PURCHASE)
    sneaky = "Bob\u200b Smith\x1b[31m\u202e\x00"
    ledger.record(_with(SALE, customer={"name": sneaky, "phone": "123\u200b-456\n-7893"}))
    names = ledger.sql("SELECT first_name, last_name, phone_number FROM customers").rows
    assert names == [("Bob", "Smith[31m", "123-456-7893")]  # a phone is kept by its digits
    assert ledger.record(_with(SALE, customer={"name": "Ｂｏｂ Smith[31m"})).summary.startswith("sale to Bob")
    assert len(ledger.sql("SELECT * FROM customers").rows) == 1  # full-width letters: the same Bob


@pytest.mark.parametrize("text", [
    "Bought " + "9" * 40 + " kg apples from ABC at 1.00 on 2024-02-01",
    "Sold 2 kg apples to Bob Smith " * 5000,
    "Sold 2kg apples to Bob\ud800 Smith",
    "\x00\x00\x00",
])
def test_hostile_text_is_refused_quickly_in_one_line(ledger, text):
    ledger.load_demo()
    before = ledger.record_count()
    drafter = Drafter(ledger, OfflineReader(), today=lambda: TODAY)
    start = time.monotonic()
    with pytest.raises(LedgerError) as refused:
        drafter.confirm(drafter.draft(text))
    assert time.monotonic() - start < 2
    assert "\n" not in refused.value.message
    assert ledger.record_count() == before


def test_the_command_line_refuses_bad_bytes_dates_and_numbers_in_one_line(chatledger, tmp_path):
    assert chatledger("demo").code == 0
    bad_bytes = b"\xff\xfe".decode("utf-8", "surrogateescape")  # as argv carries them
    for args in (["record", "--json", json.dumps(SALE), "--text", bad_bytes],
                 ["parse", "--offline", "--today", "0001-01-01", "Sold 1 kg apples to Bob Smith last Monday"],
                 ["sql", "SELECT 1", "--as-recorded", "0001-01-01T00:00"],
                 ["record", "--json", json.dumps(_item(SALE, quantity=1e308))],
                 ["record", "--json", NESTED], ["--staff", bad_bytes, "history"]):
        ran = chatledger(*args)
        assert ran.code in (1, 2), args
        said = [line for line in ran.err.splitlines() if "error" in line]
        assert len(said) == 1 and "Traceback" not in ran.err, args


def test_an_import_with_a_bad_byte_skips_that_line_only(chatledger, tmp_path):
    lines = [json.dumps(PURCHASE).encode(), b'{"kind": "sale", "customer": {"name": "Bob \xff"}}',
             json.dumps(SALE).encode()]
    (tmp_path / "in.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    ran = chatledger("import", str(tmp_path / "in.jsonl"))
    assert ran.code == 1
    assert f"{tmp_path / 'in.jsonl'}:2: not UTF-8 text" in ran.err
    assert "Imported 2 record(s), skipped 1 bad line(s)." in ran.out
    (tmp_path / "parse.txt").write_bytes(b"Sold 1 kg apples to Bob Smith\nSold \xff\n")
    out = chatledger("parse", "--offline", "--jsonl", str(tmp_path / "parse.txt")).out.splitlines()
    assert "error" in json.loads(out[1]) and "UTF-8" in json.loads(out[1])["error"]
