"""A return whose goods the same clause says were thrown away ("… brought back this morning's
oranges, all 2 kg, and they went straight in the bin", "returned the pears and we binned them"):
two records, a return and a write-off, said as one. The reader writes returns alone, so it would
write the return and lose the write-off; the clause is refused instead, asking for each in a
sentence of its own. A reason for the return ("they were mouldy") is no write-off and is read as
before."""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.hints import HINTS

_THROWN = {"bin", "binned", "threw", "thrown", "throw", "tossed", "chucked", "discarded", "dumped", "skip",
           "compost", "composted"}
_WRITTEN = {"write", "written", "wrote", "writing"}


def refuse_a_disposed_return(kind: str, clause: Clause) -> None:
    words = {t.low for t in clause.tokens}
    if kind == "return" and (_THROWN & words or _WRITTEN & words and "off" in words):
        raise NotUnderstood("That reads as a return and a write-off at once; say them in sentences of their "
                            "own (the return, then “Threw away 2 kg pears, mouldy”).", HINTS["return"])
