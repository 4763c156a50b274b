"""Every button, check box and menu action of the window is pressed by some test.

The controls are made only through ui/controls.py, each with a literal name, so the full list is
read from the source; tests/ui/guards.py records which ones the tests clicked or triggered (through
the controls' own signals). A control added without a test that presses it fails here."""

import ast
from pathlib import Path

import pytest

from tests.ui.guards import controls

ROOT = Path(__file__).resolve().parents[2]
MAKERS = {"button": 1, "check_box": 1, "action": 1, "tool_button": 1}  # the name's position
RAW = {"QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QAction", "QDialogButtonBox", "QMessageBox",
       "QInputDialog", "QCommandLinkButton"}


def _calls():
    for path in sorted((ROOT / "ui").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                yield path, node


def _name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def declared_controls() -> dict[str, str]:
    """name -> where it is made."""
    found = {}
    for path, call in _calls():
        maker = _name(call)
        if maker in MAKERS and path.name != "controls.py" and isinstance(call.func, ast.Name):
            arg = call.args[MAKERS[maker]] if len(call.args) > MAKERS[maker] else None
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                f"{path.name}:{call.lineno}: a control's name must be a literal string")
            found[arg.value] = f"{path.name}:{call.lineno}"
    return found


def test_controls_are_made_in_one_place_with_literal_names():
    raw = [f"{p.name}:{c.lineno} {_name(c)}" for p, c in _calls() if _name(c) in RAW and p.name != "controls.py"]
    assert raw == [], "make buttons and actions with ui/controls.py (named, so the inventory knows them)"
    texts = [f"{p.name}:{c.lineno}" for p, c in _calls()
             if _name(c) in ("addAction", "addMenu") and c.args and isinstance(c.args[0], ast.Constant)
             and _name(c) == "addAction"]
    assert texts == [], "menu items made from text are Qt's own actions: make them with controls.action"
    assert len(declared_controls()) > 50


def _ui_tests_collected(session) -> bool:
    wanted = set()
    for path in (ROOT / "tests" / "ui").glob("test_*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                wanted.add((path.name, node.name))
    collected = {(Path(str(i.path)).name, i.originalname) for i in session.items}
    return wanted <= collected


def test_every_control_is_pressed_by_some_test(request):
    if not _ui_tests_collected(request.session):
        pytest.skip("the inventory needs the whole tests/ui suite to have run")
    watcher = controls()
    declared = declared_controls()
    assert watcher.unnamed == set(), "controls made without ui/controls.py"
    assert set(watcher.seen) <= set(declared)
    never = {name: where for name, where in declared.items() if name not in watcher.used}
    assert never == {}, f"no test clicks or triggers these controls: {never}"
