"""Faults a shop's files meet (issue 14, M6, M7, M8 and the minor ones): a damaged, truncated or
missing log, a full disk, a read-only folder, a folder where a file should be. Nothing recorded
is lost or doubled, nothing is appended to a damaged log, and the person reads one plain line."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from app.bootstrap import bootstrap
from tests.support.records import PURCHASE, SALE


def _demo_shop(folder: Path) -> None:
    ledger = bootstrap(folder, staff="t")
    ledger.load_demo()
    ledger.close()


def _damage(path: Path, pages: range, page_size: int = 4096) -> None:
    data = bytearray(path.read_bytes())
    for page in pages:
        start = page * page_size
        data[start:start + page_size] = os.urandom(page_size)[: len(data[start:start + page_size])]
    path.write_bytes(bytes(data))


def _checkpointed(folder: Path) -> None:
    """Fold the WAL into the log file, so damage to the file is damage to the log."""
    import sqlite3

    with sqlite3.connect(folder / "ledger.sqlite") as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


@pytest.mark.parametrize("damage", ["pages", "truncated", "text"])
def test_a_damaged_log_is_refused_and_never_appended_to(tmp_path, chatledger, damage):
    shop = tmp_path / "shop"
    _demo_shop(shop)
    _checkpointed(shop)
    log = shop / "ledger.sqlite"
    if damage == "pages":
        _damage(log, range(5, 9))
    elif damage == "truncated":
        log.write_bytes(log.read_bytes()[: 4096 * 3 + 100])
    else:
        log.write_text("these are not the records you are looking for\n" * 100)
    before = log.read_bytes()
    ran = chatledger("record", "--json", json.dumps(SALE))
    assert ran.code == 1
    assert ran.err.count("\n") == 1 and "damaged" in ran.err and "restore it from a backup" in ran.err
    assert log.read_bytes() == before
    assert chatledger("sql", "SELECT COUNT(*) FROM sales").code == 1


def test_a_missing_log_beside_its_tables_is_refused(tmp_path, chatledger):
    shop = tmp_path / "shop"
    _demo_shop(shop)
    for name in ("ledger.sqlite", "ledger.sqlite-wal", "ledger.sqlite-shm"):
        (shop / name).unlink(missing_ok=True)
    ran = chatledger("history")
    assert ran.code == 1 and "event log" in ran.err and "missing" in ran.err
    assert not (shop / "ledger.sqlite").exists()


def test_a_read_only_folder_is_one_plain_line(tmp_path, chatledger, small_disk):
    shop = small_disk / "shop"
    _demo_shop(shop)
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    ran = chatledger("sql", "SELECT COUNT(*) FROM sales", data_dir=shop)
    assert ran.code == 1 and "read-only" in ran.err


def test_a_folder_where_the_log_should_be_is_one_plain_line(tmp_path, chatledger):
    (tmp_path / "shop" / "ledger.sqlite").mkdir(parents=True)
    ran = chatledger("history")
    assert ran.code == 1 and "is a folder" in ran.err


def test_an_unexpected_fault_is_one_line_and_its_stack_goes_to_the_log_file(tmp_path, chatledger, monkeypatch):
    from app.entrypoints.cli import main as cli

    def broken(*_args, **_kwargs):
        raise KeyError("a fault nobody foresaw")

    monkeypatch.setattr(cli, "_history", broken)
    monkeypatch.setitem(cli._COMMANDS, "history", broken)
    ran = chatledger("history")
    assert ran.code == 1 and ran.err.count("\n") == 1
    assert "Something went wrong (KeyError" in ran.err and "details in" in ran.err
    logged = (tmp_path / "logs" / "chatledger.log").read_text()
    assert "Traceback" in logged and "a fault nobody foresaw" in logged


@pytest.fixture
def small_disk(tmp_path):
    """A 16 MB tmpfs: a disk that really fills up (ENOSPC from the kernel)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if shutil.which("mount") is None or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("no permission to mount a small tmpfs here (not root)")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill_disk(folder: Path) -> Path:
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        for size in (65536, 4096, 512, 1):  # to the last byte
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                pass
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_after_the_log_append_still_counts_as_recorded(small_disk, monkeypatch, tmp_path):
    """M6: the log has the record, the tables' commit then meets a full disk. Reporting a failure
    would make the person enter it again: it must count as recorded, once."""
    from app.adapters.event_log import EventLog

    shop = small_disk / "shop"
    ledger = bootstrap(shop, staff="t")
    ledger.record(PURCHASE)
    real_append = EventLog.append
    filled = []

    def append_then_fill(self, events):
        real_append(self, events)
        filled.append(_fill_disk(small_disk))

    monkeypatch.setattr(EventLog, "append", append_then_fill)
    for _ in range(50):  # until a commit of the tables meets the full disk
        appended = ledger.record(SALE | {"items": [{"product": "apple", "quantity": 0.1}]})
        assert appended.position == ledger.record_count()
        filled.pop().unlink()
    monkeypatch.setattr(EventLog, "append", real_append)
    assert "disk is full" in (tmp_path / "logs" / "chatledger.log").read_text()  # it did happen
    ledger.close()
    reopened = bootstrap(shop, staff="t")
    sold = reopened.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    assert sold == 50 == reopened.record_count() - 1
    reopened.close()


def test_a_full_disk_before_the_log_append_records_nothing_and_says_so(small_disk, chatledger):
    shop = small_disk / "shop"
    assert chatledger("record", "--json", json.dumps(PURCHASE), data_dir=shop).code == 0
    filler = _fill_disk(small_disk)
    failed = 0
    for _ in range(30):
        ran = chatledger("record", "--json", json.dumps(SALE | {"items": [{"product": "apple", "quantity": 0.1}]}),
                         data_dir=shop)
        if ran.code:
            failed += 1
            assert ran.err.count("\n") == 1 and ("disk is full" in ran.err or "disk may be full" in ran.err)
    assert failed
    filler.unlink()
    ledger = bootstrap(shop, staff="t")
    assert ledger.sql("SELECT COUNT(*) FROM sales").rows[0][0] == 30 - failed == ledger.record_count() - 1
    ledger.close()


def test_damage_to_the_tables_alone_is_mended_from_the_log(tmp_path):
    shop = tmp_path / "shop"
    _demo_shop(shop)
    (shop / "readmodel.sqlite").write_text("garbage")
    for name in ("readmodel.sqlite-wal", "readmodel.sqlite-shm"):
        (shop / name).unlink(missing_ok=True)
    ledger = bootstrap(shop, staff="t")
    assert ledger.sql("SELECT COUNT(*) FROM ledger_records").rows[0][0] == 94
    ledger.close()


def _quick_checks_while(action) -> int:
    """How many SQLite quick checks `action` runs, on any connection it opens."""
    import sqlite3

    seen: list[str] = []
    original = sqlite3.connect

    def connect(*args, **kwargs):
        conn = original(*args, **kwargs)
        conn.set_trace_callback(lambda statement: seen.append(statement) if "quick_check" in statement else None)
        return conn

    sqlite3.connect = sqlite3.dbapi2.connect = connect  # type: ignore[assignment]  # SQLAlchemy: dbapi2
    try:
        action()
    finally:
        sqlite3.connect = sqlite3.dbapi2.connect = original  # type: ignore[assignment]
    return len(seen)


def _still_for_a_minute(shop: Path) -> None:
    """As if the files had been left alone for a while (a stamp is not trusted for a file that
    changed within the last two seconds)."""
    old = os.stat(shop / "ledger.sqlite").st_mtime - 60
    for name in ("ledger.sqlite", "readmodel.sqlite"):
        os.utime(shop / name, (old, old))


@pytest.mark.parametrize("damaged", ["ledger.sqlite", "readmodel.sqlite"])
def test_unchanged_files_are_checked_once_and_any_change_is_checked_again(tmp_path, chatledger, damaged):
    shop = tmp_path / "shop"
    _demo_shop(shop)
    _checkpointed(shop)
    _still_for_a_minute(shop)
    assert _quick_checks_while(lambda: bootstrap(shop, staff="t").close()) == 2
    assert _quick_checks_while(lambda: bootstrap(shop, staff="t").close()) == 0  # unchanged: trusted
    _damage(shop / damaged, range(3, 6))  # same size, new modification time
    if damaged == "ledger.sqlite":
        ran = chatledger("history")
        assert ran.code == 1 and "damaged" in ran.err
        return
    ledger = bootstrap(shop, staff="t")  # the tables are checked again, found damaged, rebuilt
    assert ledger.sql("SELECT COUNT(*) FROM ledger_records").rows[0][0] == 94
    ledger.close()
