"""A person spoken of and never named: "how much did we refund him?", "what did she spend?". The
pronoun is a filler when the person is named beside it ("Ken Smith was in - what did he spend?");
alone it points at someone said before, which a single question does not know, so it is refused
(set 48: answered with everyone's refunds)."""

from __future__ import annotations

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer, Words

_PERSON = ("he", "she", "him", "her", "his", "hers", "he's", "she's")


def check(words: Words, query: Query) -> None:
    named = query.customer or query.supplier or query.customers or query.suppliers
    if named or query.group in ("customer", "supplier"):  # "each customer and what he spent": its own
        return
    said = next((t.text for t in words.tokens if t.low in _PERSON), None)
    if said:
        raise CannotAnswer(f"“{said}”: who? Name the customer or supplier.", (said,))
