"""`import` of a month of fruit-shop records: totals by SQL equal totals computed in plain Python."""

import json

import pytest

from app.resources import resource
from tests.support.simple_shop import SimpleShop, read_model_snapshot
from tests.support.tables import dump, scalar

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

MONTH = resource("demo", "fruitshop_month.jsonl")


@pytest.fixture
def month():
    return [json.loads(line) for line in MONTH.read_text().splitlines()]


def test_a_month_imports_and_sql_gives_the_right_totals(ledger, month):
    report = ledger.import_jsonl(MONTH)
    assert report.errors == [] and len(report.appended) == len(month) >= 70

    model = SimpleShop()
    for record in month:
        model.apply(record)
    standing = [s for s in model.sales if not s["returned"]]
    assert scalar(ledger, "SELECT COUNT(*) FROM sales") == len(standing)
    assert scalar(ledger, "SELECT ROUND(SUM(total_price), 2) FROM sales") == pytest.approx(
        sum(s["total"] for s in standing), abs=0.005)
    assert scalar(ledger, "SELECT ROUND(SUM(total_cost), 2) FROM purchases") == pytest.approx(
        sum(p[2] for p in model.purchases), abs=0.005)
    assert scalar(ledger, "SELECT ROUND(SUM(refund_total), 2) FROM returns") == pytest.approx(
        sum(r[3] for r in model.returns), abs=0.005)
    weight = {}
    for s in standing:
        for product, quantity, *_ in s["items"]:
            weight[product] = weight.get(product, 0) + quantity
    top = max(weight, key=weight.get)
    assert ledger.sql(
        "SELECT p.name FROM sale_items si JOIN products p USING (product_id) "
        "GROUP BY p.name ORDER BY SUM(si.quantity_sold) DESC LIMIT 1").rows == [(top,)]
    assert read_model_snapshot(ledger) == model.snapshot()


def test_bad_lines_are_reported_with_their_numbers_and_skipped(ledger, tmp_path, month):
    lines = [json.dumps(r) for r in month[:3]]
    lines.insert(1, "{broken")
    lines.insert(3, json.dumps({**month[2], "items": [{"product": "durian", "quantity": 1}]}))
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines) + "\n")
    report = ledger.import_jsonl(path)
    assert [line for line, _ in report.errors] == [2, 4]
    assert "not valid JSON" in report.errors[0][1] and "durian" in report.errors[1][1]
    assert len(report.appended) == 3 and ledger.record_count() == 3


def test_atomic_import_appends_nothing_when_any_line_is_bad(ledger, tmp_path, month):
    before = dump(ledger)
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join([json.dumps(r) for r in month[:5]] + [json.dumps({**month[4], "date": "2024-02-31"})]))
    report = ledger.import_jsonl(path, atomic=True)
    assert [line for line, _ in report.errors] == [6] and report.appended == []
    assert ledger.record_count() == 0 and dump(ledger) == before
    # A rule broken mid-file (not a malformed line) also leaves nothing behind.
    path.write_text("\n".join([json.dumps(r) for r in month[:5]] + [json.dumps({**month[4], "items": [{"product": "durian", "quantity": 1}]})]))
    report = ledger.import_jsonl(path, atomic=True)
    assert [line for line, _ in report.errors] == [6] and ledger.record_count() == 0


def test_the_demo_loads_once_with_its_sentences(ledger):
    report = ledger.load_demo()
    assert len(report.appended) >= 70
    first = ledger.history()[-1]
    assert first["position"] == 1 and first["source"] == "demo" and first["text"]
    assert {row["entered_by"] for row in ledger.history()} == {"the demo"}  # not the staff who loaded it
    with pytest.raises(Exception, match="already has"):
        ledger.load_demo()
