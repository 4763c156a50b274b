"""Screenshots of the real window on the demo shop, for the README.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python docs/screenshots/take.py   # under Xvfb
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take.py            # or offscreen

Each page is shown, given time to draw, and grabbed from the window itself into this folder.
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.bootstrap import bootstrap  # noqa: E402
from app.ledger import PointInTime  # noqa: E402
from app.resources import resource  # noqa: E402
from app.services import Services  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402

OUT = Path(__file__).resolve().parent


def settle(window: MainWindow, ms: int = 400) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    while window.tasks.busy:
        QTimer.singleShot(50, loop.quit)
        loop.exec()


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyleSheet(resource("ui", "style.qss").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        ledger = bootstrap(Path(tmp) / "shop", staff="Ann")
        ledger.load_demo()
        services = Services(ledger, today=lambda: dt.date(2024, 3, 1), offline=True)
        window = MainWindow(services, title="ChatLedger — Fruit Shop (demo)")
        window.resize(1200, 760)
        window.show()
        settle(window)
        page = window.record_page
        page.input.setPlainText("Sold 3 kg apples and 2 kg cherries to Bob on 2024-02-29")
        page.parse()
        settle(window)
        window.grab().save(str(OUT / "record.png"))
        window.nav.setCurrentRow(1)
        window.ask_page.question.setText("Which day had the highest revenue in February 2024?")
        window.ask_page.question.setText("How much did each customer spend?")
        window.ask_page.ask()
        settle(window)
        window.grab().save(str(OUT / "ask.png"))
        window.nav.setCurrentRow(2)
        settle(window)
        window.grab().save(str(OUT / "history.png"))
        window.nav.setCurrentRow(3)
        window.tables_page.picker.setCurrentText("products")
        window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
        settle(window)
        window.grab().save(str(OUT / "time-travel.png"))
        window.close()
        ledger.close()
    print(f"screenshots in {OUT}")


if __name__ == "__main__":
    main()
