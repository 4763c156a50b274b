"""Choosing the translator: the configured model, else the offline grammar."""

from __future__ import annotations

from app.config.model import ModelSettings, model_settings
from app.records_from_text.drafts import Translator
from app.records_from_text.reader.translator import OfflineReader


def choose_translator(*, offline: bool = False, settings: ModelSettings | None = None) -> Translator:
    settings = settings or (None if offline else model_settings())
    if offline or settings is None:
        return OfflineReader()
    from app.records_from_text.model_translator import ModelTranslator  # imports the openai SDK: only when used

    return ModelTranslator(settings)
