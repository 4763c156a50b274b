"""Where the shop is kept: a folder of SQLite files (the default) or a PostgreSQL database that
several tills share.

A PostgreSQL shop is `postgresql://user@host:port/dbname?schema=NAME`: the event log lives in
schema NAME (default `chatledger`), the read model in `NAME__read`, past states in `NAME__v_<hash>`,
and questions run as the role `NAME__reader_<hash of database and NAME>`, which may only read.
A shop name never holds `__`, so every name derived from one shop (all holding `NAME__`) can be
neither another shop's name nor derived from it: shops sharing a database cannot collide.
A password never goes in a file: libpq's PGPASSWORD or ~/.pgpass, or the OS keyring
(`chatledger config set database.password`).
"""

from __future__ import annotations

import getpass
import hashlib
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.config.store import keyring_secret, stored_value
from domain.errors import LedgerError

if TYPE_CHECKING:  # SQLAlchemy is imported when an address is read, not by `chatledger --help`
    from sqlalchemy.engine import URL

DATABASE_ENV = "CHATLEDGER_DATABASE"
DATABASE_PASSWORD = "database-password"  # its user in the OS keyring
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
SEPARATOR = "__"  # between a shop's name and what is derived from it; never in a shop's name


@dataclass(frozen=True)
class Postgres:
    url: URL  # for SQLAlchemy with psycopg 3, without the schema parameter
    schema: str

    @property
    def read_schema(self) -> str:
        return f"{self.schema}{SEPARATOR}read"

    @property
    def derived_prefix(self) -> str:
        """What every schema this shop makes besides its log's starts with."""
        return f"{self.schema}{SEPARATOR}"

    @property
    def reader_role(self) -> str:
        # Roles belong to the whole server, schemas to one database: the same shop name in two
        # databases must not share (and reset the password of) one reader.
        where = hashlib.sha1(f"{self.url.database}/{self.schema}".encode()).hexdigest()[:8]
        return f"{self.schema}{SEPARATOR}reader_{where}"

    def where(self) -> str:
        """For people: the server, database and schema, never the password."""
        server = f"{self.url.host or 'localhost'}:{self.url.port or 5432}"
        return f"PostgreSQL {server}/{self.url.database} (schema {self.schema})"

    def log_env(self) -> dict[str, str]:
        """The eventsourcing library's settings for its PostgreSQL persistence."""
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": self.url.database or "",
            "POSTGRES_HOST": self.url.host or "127.0.0.1",
            "POSTGRES_PORT": str(self.url.port or 5432),
            "POSTGRES_USER": self.url.username or os.environ.get("PGUSER") or getpass.getuser(),  # as libpq
            # The library always passes a password; an empty one makes libpq read ~/.pgpass
            # but would hide PGPASSWORD, so that is passed on here.
            "POSTGRES_PASSWORD": self.url.password or os.environ.get("PGPASSWORD", ""),
            "POSTGRES_SCHEMA": self.schema,
            "POSTGRES_LOCK_TIMEOUT": "30",
            "POSTGRES_POOL_SIZE": "2",
            "POSTGRES_MAX_OVERFLOW": "4",
            # Appends through the library's insert function, one plain statement: its default
            # sends the events as one parameter inside a psycopg pipeline, which deadlocked
            # (client and server both waiting) on a 20k-record import.
            "POSTGRES_ENABLE_DB_FUNCTIONS": "y",
        }


def parse_database(text: str, *, with_keyring: bool = True) -> Postgres:
    """A PostgreSQL URL as people write it; LedgerError says what is wrong with a bad one."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        url = make_url(text.strip())
    except ArgumentError:
        raise LedgerError(f"'{text}' is not a database address; use postgresql://user@host:5432/dbname") from None
    if url.get_backend_name() != "postgresql":
        raise LedgerError("Only PostgreSQL databases are supported (postgresql://user@host:5432/dbname); "
                          "without --database the shop is kept in SQLite files in its data folder.")
    if not url.database:
        raise LedgerError("Say which database: postgresql://user@host:5432/dbname")
    schema = url.query.get("schema", "chatledger")
    if not isinstance(schema, str):
        raise LedgerError("Give one schema name.")
    check_shop_name(schema)
    url = url.set(drivername="postgresql+psycopg").difference_update_query(["schema"])
    if url.password is None and with_keyring:
        password = keyring_secret(DATABASE_PASSWORD)
        if password:
            url = url.set(password=password)
    return Postgres(url, schema)


def check_shop_name(name: str) -> None:
    """A shop's schema name: its derived names must be unambiguous (see the module's doc)."""
    if not _NAME.match(name) or SEPARATOR in name or name.endswith("_") or name.startswith("pg_"):
        raise LedgerError("The schema name must start with a lower-case letter, then lower-case letters, "
                          "digits and single _ (at most 40, not ending in _, not starting with pg_).")


def database_from(explicit: str | None) -> Postgres | None:
    """--database, else $CHATLEDGER_DATABASE, else the settings file; None: SQLite files."""
    text = explicit or os.environ.get(DATABASE_ENV) or stored_value("database")
    return parse_database(text) if text else None

