"""`chatledger-gui` (and `make run`): the desktop app on the user's shop; the bundled demo shop,
clearly labelled, the first time; `--empty` starts an empty shop instead."""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys

from app import failures
from app.resources import resource

NO_DISPLAY = ("ChatLedger's window needs a display, and none is available here; "
              "use the `chatledger` command instead (try `chatledger --help`).")


def has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM") in ("offscreen", "minimal", "vnc"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="chatledger-gui", description="ChatLedger, the desktop app.")
    parser.add_argument("--data-dir", help="the shop's folder (default: the user data folder)")
    parser.add_argument("--database", metavar="URL",
                        help="a PostgreSQL shop shared by several tills, postgresql://user@host:5432/dbname")
    parser.add_argument("--staff", help="who is entering records (default: the OS user)")
    parser.add_argument("--empty", action="store_true", help="start an empty shop rather than the demo")
    parser.add_argument("--today", type=_day, metavar="YYYY-MM-DD",
                        help="the day to count as today (default: the real date; the demo shop: its latest day)")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, say what it shows, and quit (for packaging checks)")
    args = parser.parse_args(argv)
    if not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 3
    from PySide6.QtWidgets import QApplication

    from ui.main_window import MainWindow
    from ui.startup import open_shop

    existing = QApplication.instance()
    qt_app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    qt_app.setApplicationName("ChatLedger")
    qt_app.setStyleSheet(resource("ui", "style.qss").read_text(encoding="utf-8"))
    from PySide6.QtGui import QIcon

    qt_app.setWindowIcon(QIcon(str(resource("ui", "chatledger.svg"))))
    try:
        services, title = open_shop(args.data_dir, args.staff, empty=args.empty, database=args.database,
                                   today=args.today)
    except Exception as e:
        print(f"ChatLedger could not open the shop: {failures.plain(e)}", file=sys.stderr)
        return 1
    sys.excepthook = _report  # a fault in a slot: one line in the status bar, the stack in the log
    window = MainWindow(services, title=title)
    window.show()
    window.activateWindow()  # the keyboard starts here, even where no window manager hands it over
    if args.smoke_test:
        from PySide6.QtCore import QTimer

        def report() -> None:
            shown = window.home_page.home
            print(f"smoke test: “{window.windowTitle()}” open with {window.events} events, "
                  f"{len(shown.recent) if shown else 0} recent records on its Home page")
            window.close()
            qt_app.quit()

        QTimer.singleShot(1500, report)
    code = qt_app.exec()
    services.ledger.close()
    return code


def _day(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date; write it as YYYY-MM-DD") from None


def _report(kind, error, stack) -> None:
    if isinstance(error, KeyboardInterrupt):
        sys.__excepthook__(kind, error, stack)
        return
    message = failures.plain(error.with_traceback(stack))
    print(message, file=sys.stderr)
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        show = getattr(widget, "show_problem", None)
        if show is not None:
            show(message)


if __name__ == "__main__":
    raise SystemExit(main())
