"""Errors a shop assistant can read: each carries a plain sentence, never a traceback."""


class LedgerError(Exception):
    """Base of every error the ledger reports to a person."""

    @property
    def message(self) -> str:
        return str(self)


class InvalidRecord(LedgerError):
    """The record itself is malformed (bad field, bad date, negative quantity)."""


class RuleViolation(LedgerError):
    """The record is well formed but the shop's state forbids it (not enough stock...)."""
