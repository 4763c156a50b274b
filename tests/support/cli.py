"""The `chatledger` command run in-process (its main(), with captured output): as a user sees it
but without starting an interpreter per command. Subprocess tests stay where the process itself
matters (exit codes from a real shell, signals, several processes)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.entrypoints.cli.main import main


@dataclass
class Ran:
    code: int
    out: str
    err: str


@pytest.fixture
def chatledger(capsys, tmp_path, monkeypatch):
    """chatledger(*args) -> Ran; `--data-dir` defaults to tmp_path/shop."""
    monkeypatch.setenv("CHATLEDGER_STAFF", "Till 1")

    def run(*args: str, data_dir=None) -> Ran:
        argv = [*args]
        if "--data-dir" not in argv and "--database" not in argv:
            argv += ["--data-dir", str(data_dir or tmp_path / "shop")]
        capsys.readouterr()
        try:
            code = main(argv)
        except SystemExit as e:  # argparse: a usage error (2) or --help (0)
            code = e.code
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err and "Traceback" not in captured.out
        return Ran(code, captured.out, captured.err)

    return run
