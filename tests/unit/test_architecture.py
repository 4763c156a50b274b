"""The shape the brief fixes: dependencies point ui -> app -> domain; domain is pure; one module
talks to the model SDK."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imports(package: str) -> dict[str, set[str]]:
    found = {}
    for path in (ROOT / package).rglob("*.py"):
        names = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module.split(".")[0])
        found[str(path.relative_to(ROOT))] = names
    return found


def test_domain_is_pure():
    for path, names in imports("domain").items():
        assert not names & {"app", "ui", "PySide6", "sqlalchemy", "openai", "sqlite3", "eventsourcing"}, path


def test_app_does_not_reach_into_the_ui():
    for path, names in imports("app").items():
        assert not names & {"ui", "PySide6"}, path


def test_only_one_adapter_imports_openai():
    users = [path for package in ("app", "domain", "ui") for path, names in imports(package).items()
             if "openai" in names]
    assert users == ["app/model_client.py"]


def test_only_the_postgresql_adapters_import_psycopg():
    users = sorted(path for package in ("app", "domain", "ui") for path, names in imports(package).items()
                   if "psycopg" in names)
    assert users == ["app/pg_connect.py", "app/pg_readonly_sql.py"]
