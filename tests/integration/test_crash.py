"""A writer killed with SIGKILL mid-burst loses nothing that it reported as appended, leaves
no partial event, and the read model it leaves behind equals a rebuild after restart."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.tables import dump

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("kill_after", [25, 80, 140])
def test_sigkill_mid_burst(make_ledger, tmp_path, kill_after, database):
    data_dir = tmp_path / "shop"
    env = {k: v for k, v in os.environ.items() if k != "CHATLEDGER_DATABASE"}
    if database:
        env["CHATLEDGER_DATABASE"] = database
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.integration.crash_writer", str(data_dir)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env,
    )
    reported = []
    deadline = time.monotonic() + 60
    while len(reported) < kill_after and time.monotonic() < deadline:
        line = child.stdout.readline()
        if not line:
            break
        reported.append(int(line))
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert len(reported) == kill_after, "the writer did not get going"

    ledger = make_ledger(data_dir)  # restart: catches the read model up if it lagged
    events = ledger.log.read(after=0, limit=100_000)
    positions = [e.position for e in events]
    assert positions == list(range(1, len(events) + 1)), "gapless, every event readable"
    assert set(reported) <= set(positions), "every append that returned is in the log"
    for event in events:
        assert event.record["supplier"]["name"] == f"Supplier {event.position}"
    stock = ledger.sql("SELECT stock_quantity FROM products WHERE name = 'apple'").rows[0][0]
    assert stock == len(events)
    live = dump(ledger)
    ledger.rebuild()
    assert dump(ledger) == live
