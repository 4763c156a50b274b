"""Starting the app: the demo shop the first time (labelled), an empty one on request, and one
plain sentence instead of a Qt abort when there is no display."""

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

from app.resources import resource
from ui.startup import open_shop

ROOT = Path(__file__).resolve().parents[2]
RECORDS = [json.loads(line) for line in resource("demo", "fruitshop_month.jsonl").read_text().splitlines()]


def test_the_first_start_opens_the_demo_shop_labelled(tmp_path):
    services, title = open_shop(str(tmp_path / "shop"), "Till 1")
    assert title == "ChatLedger — Fruit Shop (demo) — today is Thu 29 Feb 2024" and services.ledger.record_count() == 94
    services.ledger.close()
    again, title = open_shop(str(tmp_path / "shop"), "Till 1")  # not loaded twice
    assert again.ledger.record_count() == 94 and title.startswith("ChatLedger — Fruit Shop (demo)")
    again.ledger.close()


def test_the_demo_shops_clock_stands_at_its_latest_day(tmp_path):
    """A month of 2024 seen years later: without this, "yesterday", "last week", Home's recent days and
    a record typed now all fall years after the demo's records (Home showed nothing but zeros)."""
    services, _ = open_shop(str(tmp_path / "shop"), "Till 1")
    latest = max(r["date"] for r in RECORDS)
    assert services.today().isoformat() == latest
    draft = services.drafter().draft("Sold 1 kg pears to Tom Lee")
    assert draft.records[0].record["date"] == latest
    assert services.questions().ask("How many sales were there yesterday?").answer.endswith(
        f"{sum(1 for r in RECORDS if r['kind'] == 'sale' and r['date'] == _day_before(latest))}.")
    services.ledger.close()


def test_a_day_asked_for_is_today_and_said_in_the_title(tmp_path):
    services, title = open_shop(str(tmp_path / "empty"), "Till 1", empty=True, today=dt.date(2025, 6, 2))
    assert services.today() == dt.date(2025, 6, 2) and title == "ChatLedger — today is Mon 2 Jun 2025"
    services.ledger.close()
    services, title = open_shop(str(tmp_path / "empty"), "Till 1", empty=True)
    assert services.today() == dt.date.today() and title == "ChatLedger"  # a real shop: the real date
    services.ledger.close()


def _day_before(day: str) -> str:
    return (dt.date.fromisoformat(day) - dt.timedelta(days=1)).isoformat()


def test_an_empty_shop_on_request(tmp_path):
    services, title = open_shop(str(tmp_path / "empty"), "Till 1", empty=True)
    assert title == "ChatLedger" and services.ledger.record_count() == 0
    services.ledger.close()


def test_without_a_display_it_says_so_in_one_sentence(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "ui.app", "--data-dir", str(tmp_path / "shop")],
                            cwd=ROOT, env={**env, "HOME": str(tmp_path)}, capture_output=True, text=True, timeout=60)
    assert result.returncode == 3
    assert result.stderr.strip().startswith("ChatLedger's window needs a display") and "chatledger" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "shop").exists()
