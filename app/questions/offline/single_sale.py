"""The largest or smallest single sale (set 34's "max kilos in a single sale", set 76's "the most kilos anyone
bought in one go"): by its value, or by its kilos when kilos are said (each sale's kilos added up over its
lines, then the largest of them). "Which customer made the single biggest sale" ranks the customers by it."""

from __future__ import annotations

from app.questions.offline.words import Words

_KILOS = {"kilos", "kilo", "kg", "kgs", "kilograms", "weight"}


def measure(words: Words, low: list[str]) -> str:
    kilos = bool(_KILOS & set(low))
    words.take({"single", "sale", "order", "transaction", "basket", "value", "purchase", "worth",
                *(_KILOS if kilos else ())})
    smallest = "smallest" in low
    return ("smallest_sale" if smallest else "largest_sale") + ("_kilos" if kilos else "")
