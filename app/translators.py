"""Choosing the translator: the configured model, else the offline grammar."""

from __future__ import annotations

from app.drafts import Translator
from app.grammar.translator import GrammarTranslator
from app.model_settings import ModelSettings, model_settings


def choose_translator(*, offline: bool = False, settings: ModelSettings | None = None) -> Translator:
    settings = settings or (None if offline else model_settings())
    if offline or settings is None:
        return GrammarTranslator()
    from app.model_translator import ModelTranslator  # imports the openai SDK: only when used

    return ModelTranslator(settings)
