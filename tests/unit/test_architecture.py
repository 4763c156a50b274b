"""The shape the brief fixes, checked on the code's own imports (every import, also those inside
functions): dependencies point one way, ui -> app -> domain, and inside app from the entry points
down through the rooms; no module imports itself back round a loop; the window reaches only the
facade; one adapter talks to the model SDK and the PostgreSQL driver stays in its adapter."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Bottom first: a module may import its own layer or lower ones, never a higher one.
LAYERS = [
    ["domain"],
    ["app.resources", "app.failures", "app.config", "app.value_kinds"],
    ["app.projection"],
    ["app.adapters"],
    ["app.service_layer"],
    ["app.records_from_text", "app.questions"],
    ["app.services", "app.bootstrap"],
    ["app.evaluation"],
    ["app.entrypoints", "app.__main__"],
    ["ui"],
]
# What the window may use of app/: the facade, its value types, and the one wiring point.
UI_MAY_USE = ("app.services", "app.bootstrap", "app.failures", "app.resources", "app.service_layer",
              "app.records_from_text.drafts", "app.questions.answers", "app.value_kinds")


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for top in ("app", "ui", "domain") for p in (ROOT / top).rglob("*.py")}


def _imports(path: Path) -> tuple[set[str], set[str]]:
    """(modules of this project it imports, top-level names of everything it imports)."""
    ours, tops = set(), set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            tops.add(node.module.split(".")[0])
            if node.module in MODULES:
                for alias in node.names:
                    child = f"{node.module}.{alias.name}"
                    ours.add(child if child in MODULES else node.module)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                tops.add(alias.name.split(".")[0])
                if alias.name in MODULES:
                    ours.add(alias.name)
    return ours, tops


GRAPH = {name: _imports(path) for name, path in MODULES.items()}


def _layer(module: str) -> int:
    for number, prefixes in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return number
    raise AssertionError(f"{module} is in no layer: add its folder to LAYERS")


def test_every_import_points_down_the_layers():
    upward = [f"{m} -> {o}" for m, (ours, _) in GRAPH.items() for o in ours
              if o != m and _layer(o) > _layer(m)]
    assert upward == []


def test_no_import_cycles():
    index, low, stack, on_stack, cycles = {}, {}, [], set(), []

    def visit(node):  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in GRAPH[node][0] - {node}:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in GRAPH:
        if node not in index:
            visit(node)
    assert cycles == []


def test_domain_is_pure():
    for module, (_, tops) in GRAPH.items():
        if module.startswith("domain"):
            assert not tops & {"app", "ui", "PySide6", "sqlalchemy", "openai", "sqlite3", "eventsourcing",
                               "psycopg", "sqlglot"}, module


def test_the_window_uses_only_the_facade_and_the_wiring():
    for module, (ours, _) in GRAPH.items():
        if module.startswith("ui"):
            reached = [o for o in ours if o.startswith("app") and not o.startswith(UI_MAY_USE)]
            assert reached == [], module


def test_app_does_not_reach_into_the_ui():
    for module, (_, tops) in GRAPH.items():
        if module.startswith("app"):
            assert not tops & {"ui", "PySide6"}, module


def test_only_one_adapter_imports_openai():
    assert sorted(m for m, (_, tops) in GRAPH.items() if "openai" in tops) == ["app.adapters.model_client"]


def test_only_the_postgresql_adapter_imports_psycopg():
    users = sorted(m for m, (_, tops) in GRAPH.items() if "psycopg" in tops)
    assert users and all(m.startswith("app.adapters.postgres.") for m in users), users


def test_the_command_line_starts_without_the_heavy_libraries():
    """`chatledger --help` (and every command's argument parsing) loads none of the libraries a
    command may need later: they cost most of the start-up (docs/BENCHMARKS.md, Start-up)."""
    import subprocess
    import sys

    heavy = ["sqlalchemy", "openai", "pandas", "PySide6", "psycopg", "keyring", "pydantic", "eventsourcing",
             "sqlglot", "rapidfuzz", "openpyxl"]
    probe = ("import sys\nfrom app.entrypoints.cli.main import build_parser\nbuild_parser()\n"
             f"print(','.join(m for m in {heavy!r} if m in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    assert loaded.stdout.strip() == "", loaded.stdout
