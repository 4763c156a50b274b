"""What a front end needs besides the Ledger facade: the translator and question answerer as
configured (a model, or offline), built on demand so settings changes apply at once. The GUI
gets one of these from bootstrap; tests pass model settings pointing at a fake server."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field

from app.drafting import Drafter
from app.drafts import Translator
from app.ledger import Ledger
from app.model_settings import ModelSettings, model_settings
from app.questions.service import Questions
from app.translators import choose_translator


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
            from app.model_client import ModelClient

            client = ModelClient(settings)
        return Questions(self.ledger, client, today=self.today)

    def translator_name(self) -> str:
        settings = self.model()
        return settings.model if settings else "offline grammar"
