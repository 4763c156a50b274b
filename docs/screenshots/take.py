"""Screenshots of the real window on the demo shop, for the README: every page, the import
dialog and time travel.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python docs/screenshots/take.py   # under Xvfb
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take.py            # or offscreen

Each page is shown, given time to draw, and grabbed from the window itself into this folder.
Settings are kept in a temporary folder (the currency shown is $), never the user's.
"""

from __future__ import annotations

import csv
import datetime as dt
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
TEMP = tempfile.TemporaryDirectory()
os.environ["CHATLEDGER_CONFIG_DIR"] = str(Path(TEMP.name) / "config")

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.bootstrap import bootstrap  # noqa: E402
from app.config import keys  # noqa: E402
from app.resources import resource  # noqa: E402
from app.service_layer.ledger import PointInTime  # noqa: E402
from app.service_layer.sheets.files import read_sheet  # noqa: E402
from app.services import Services  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402
from ui.window_pages import ASK, HISTORY, HOME, RECORD, TABLES  # noqa: E402

OUT = Path(__file__).resolve().parent


def settle(window: MainWindow, ms: int = 500) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    while window.tasks.busy:
        QTimer.singleShot(50, loop.quit)
        loop.exec()
    QTimer.singleShot(150, loop.quit)
    loop.exec()


def sheet(folder: Path) -> Path:
    path = folder / "till-export.csv"
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["Date", "Receipt", "Customer", "Item", "Qty (kg)", "Price"])
        writer.writerow(["01/03/2024", "R-101", "Bob Smith", "Apples", "2", "1.70"])
        writer.writerow(["01/03/2024", "R-101", "Bob Smith", "Pears", "1.5", "1.60"])
        writer.writerow(["01/03/2024", "R-102", "Nina Park", "Cherries", "1", "3.20"])
        writer.writerow(["02/03/2024", "R-103", "Tom Lee", "Mangos", "0,5", "2.50"])
        writer.writerow(["02/03/2024", "R-104", "Eva Berg", "Kiwis", "3", "2.00"])
    return path


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyleSheet(resource("ui", "style.qss").read_text(encoding="utf-8"))
    keys.set_value("shop.currency", "$")
    folder = Path(TEMP.name)
    ledger = bootstrap(folder / "shop", staff="Ann")
    ledger.load_demo()
    services = Services(ledger, today=lambda: dt.date(2024, 3, 1), offline=True)
    services.set_threshold("mango", 20)
    window = MainWindow(services, title="ChatLedger — Fruit Shop (demo)")
    window.resize(1240, 780)
    window.show()
    settle(window)
    window.grab().save(str(OUT / "home.png"))

    window.nav.setCurrentRow(RECORD)
    page = window.record_page
    page.input.setPlainText("Sold 3 kg apples and 2 kg cherries to Bob on 2024-02-29, "
                            "and 40 kg pears to Nina Park")
    page.parse()
    settle(window)
    window.grab().save(str(OUT / "record.png"))
    page.discard()

    window.nav.setCurrentRow(ASK)
    window.ask_page.ask("How much did each customer spend?")
    settle(window)
    window.grab().save(str(OUT / "ask.png"))

    window.nav.setCurrentRow(HISTORY)
    settle(window)
    window.history_page.select_position(ledger.record_count())
    settle(window, 200)
    window.grab().save(str(OUT / "history.png"))

    window.nav.setCurrentRow(TABLES)
    window.tables_page.show_table("sale_items")
    settle(window)
    window.tables_page.table.sortByColumn(8, Qt.SortOrder.DescendingOrder)
    window.tables_page.filter.setText("cherry")
    settle(window, 200)
    window.grab().save(str(OUT / "tables.png"))
    window.tables_page.filter.clear()

    window.tables_page.show_table("products")
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
    settle(window)
    window.grab().save(str(OUT / "time-travel.png"))
    window.nav.setCurrentRow(HOME)
    settle(window)
    window.travel(None)
    settle(window)

    window._sheet_read(read_sheet(sheet(folder)))
    dialog = window.dialog
    settle(window)
    dialog.check()
    settle(window)
    dialog.grab().save(str(OUT / "import.png"))
    dialog.reject()
    window.close()
    ledger.close()
    print(f"screenshots in {OUT}")


if __name__ == "__main__":
    main()
