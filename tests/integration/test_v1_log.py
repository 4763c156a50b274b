"""A log written by the previous event version (tests/fixtures/v1_log, made by make_v1_log.py at
version 1) still opens, and projects to the tables that version projected."""

import json
import shutil
from pathlib import Path

from app.bootstrap import bootstrap
from tests.fixtures.v1_log.make_v1_log import dump

FIXTURE = Path(__file__).parents[1] / "fixtures" / "v1_log"


def _expected() -> dict:
    return json.loads((FIXTURE / "tables.json").read_text())


def _normal(tables: dict) -> dict:
    return json.loads(json.dumps(tables, default=str))


def test_a_version_1_log_opens_and_rebuilds_to_the_tables_it_had(tmp_path):
    shutil.copy(FIXTURE / "ledger.sqlite", tmp_path / "ledger.sqlite")
    ledger = bootstrap(tmp_path, staff="tester", database=None, files=True)
    try:
        assert ledger.log.last_position() == 12
        assert _normal(dump(ledger)) == _expected()  # projected on first open
        ledger.rebuild()
        assert _normal(dump(ledger)) == _expected()
        ledger.undo()  # and its history keeps working: the retraction of #9 is undone
        assert [row[0] for row in ledger.sql("SELECT sale_id FROM sales ORDER BY 1").rows] == [3, 5, 9]
    finally:
        ledger.close()
