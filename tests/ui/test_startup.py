"""Starting the app: the demo shop the first time (labelled), an empty one on request, and one
plain sentence instead of a Qt abort when there is no display."""

import os
import subprocess
import sys
from pathlib import Path

from ui.startup import open_shop

ROOT = Path(__file__).resolve().parents[2]


def test_the_first_start_opens_the_demo_shop_labelled(tmp_path):
    services, title = open_shop(str(tmp_path / "shop"), "Till 1")
    assert title == "ChatLedger — Fruit Shop (demo)" and services.ledger.record_count() == 94
    services.ledger.close()
    again, title = open_shop(str(tmp_path / "shop"), "Till 1")  # not loaded twice
    assert again.ledger.record_count() == 94 and title.endswith("(demo)")
    again.ledger.close()


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
