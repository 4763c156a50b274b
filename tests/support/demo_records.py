"""The demo month's records as the bundled file holds them, for tests that work an expected value out
by plain Python (not through the app): every record, and the sales no return took back."""

import json
from pathlib import Path

RECORDS = [json.loads(line) for line in
           (Path(__file__).resolve().parents[2] / "resources" / "demo" / "fruitshop_month.jsonl").open()]


def standing_sales() -> list[dict]:
    """The sales still standing at the month's end (a return takes back its customer's sale of that day)."""
    returned = {(r["customer"]["name"], r["sale_date"]) for r in RECORDS if r["kind"] == "return"}
    return [r for r in RECORDS if r["kind"] == "sale" and (r["customer"]["name"], r["date"]) not in returned]
