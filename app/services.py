"""What a front end needs besides the Ledger facade: the translator and question answerer as
configured (a model, or offline), built on demand so settings changes apply at once. The GUI
gets one of these from bootstrap; tests pass model settings pointing at a fake server."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field

from app.config import keys
from app.config import shop as shop_settings
from app.config.model import ModelSettings, model_settings
from app.config.model import api_key as model_api_key
from app.config.store import stored_value
from app.questions.service import Questions
from app.records_from_text.choose import choose_translator
from app.records_from_text.drafting import Drafter
from app.records_from_text.drafts import Translator
from app.service_layer.compare import compare, lines
from app.service_layer.home import Home, home
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime
from app.service_layer.people_tables import as_date


def shop_clock(ledger: Ledger, today: dt.date | None = None) -> Callable[[], dt.date]:
    """The day the window counts as today: the one asked for; in the bundled demo shop, whose month
    is February 2024, that month's latest day (so "yesterday", "last week", Home's recent days and
    a record typed now fall among its records, not years after them); otherwise the real date."""
    if today is None and ledger.started_from_demo():
        today = ledger.business_days()[1]
    if today is None:
        return dt.date.today
    return lambda: today


@dataclass
class Services:
    ledger: Ledger
    today: Callable[[], dt.date] = dt.date.today
    offline: bool = False
    settings: Callable[[], ModelSettings | None] = field(default=model_settings)

    def model(self) -> ModelSettings | None:
        return None if self.offline else self.settings()

    def translator(self) -> Translator:
        return choose_translator(offline=self.model() is None, settings=self.model())

    def drafter(self) -> Drafter:
        return Drafter(self.ledger, self.translator(), today=self.today)

    def questions(self) -> Questions:
        settings = self.model()
        client = None
        if settings is not None:
            from app.adapters.model_client import ModelClient

            client = ModelClient(settings)
        return Questions(self.ledger, client, today=self.today)

    def translator_name(self) -> str:
        settings = self.model()
        return settings.model if settings else "offline grammar"

    # --- the user's settings (the window's Settings dialog) -------------------------------

    @staticmethod
    def configured_model() -> ModelSettings | None:
        return model_settings()

    @staticmethod
    def setting(name: str) -> str:
        """As `chatledger config get` shows it (a secret: only whether it is set)."""
        return keys.get_value(name)

    @staticmethod
    def stored_setting(name: str) -> str:
        """The value itself ("" when unset), for a form to edit."""
        field = keys.KEYS[name][0]
        return (stored_value(field) if field else None) or ""

    @staticmethod
    def change_setting(name: str, value: str) -> None:
        keys.set_value(name, value)

    @staticmethod
    def test_connection(base_url: str, model: str, api_key: str | None, timeout: float = 10) -> str:
        """Lines: whether the endpoint answers and has the model, whether it calls functions and
        writes JSON, and the way ChatLedger will ask it (remembered for that endpoint)."""
        from app.adapters.model_client import ModelClient
        from app.adapters.model_probe import probe

        settings = ModelSettings(base_url, model, api_key or model_api_key(), timeout=timeout, max_retries=0)
        return "\n".join(probe(ModelClient(settings)))

    # --- the shop's own choices: currency, low-stock thresholds --------------------------

    @staticmethod
    def currency() -> str:
        """The money sign or code shown with amounts ("" for none)."""
        return stored_value("currency") or ""

    def thresholds(self) -> dict[str, float]:
        """Low-stock thresholds set by a person, by product (the rest come from the sales rate)."""
        return shop_settings.thresholds(self.ledger.where())

    def set_threshold(self, product: str, quantity: float | None) -> None:
        shop_settings.set_threshold(self.ledger.where(), product, quantity)

    def compare(self, first: PointInTime, second: PointInTime | None = None) -> list[str]:
        """What changed between two points (the second: now), as lines of text."""
        return lines(compare(self.ledger, first, second or PointInTime()), shown=50)

    def home(self, when: PointInTime | None = None) -> Home:
        """The home page's figures, for today or the business day being viewed; right after a
        log position, for the latest business day of the records shown then (not the real
        today, which may be years after them)."""
        day = when.business_date if when is not None and when.business_date else self.today()
        if when is not None and not when.business_date:
            latest = self.ledger.sql("SELECT MAX(business_date) FROM ledger_records", when=when).rows[0][0]
            day = as_date(latest) or day
        return home(self.ledger, day, when=when, thresholds=self.thresholds())
