"""Offline answers to "what's Raj's phone number?", "What email do we have for Omar Haddad?", "the number
for Hillside Produce": a customer's or a supplier's contact, as the shop holds it. The name must be one
of the shop's people (as typed names are matched everywhere: app/records_from_text/matching.py); one that
could be several ("Smith's phone") is asked back, and one that is nobody's is left to the question
parser, which says so. The step is SQL on `customers` or `suppliers`, so the answer shows its source."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from app.questions.answers import Answer, QuestionFailed, Step
from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person, match_supplier

_WHAT = (r"(?P<what>(?:(?:tele)?phone|mobile|cell|contact|tel\.?)(?:\s+(?:number|no\.?|#))?|number"
         r"|e-?mail(?:\s+address)?|contact\s+details|details)")
_LEAD = (r"(?:(?:what(?:'s|s|\s+is|\s+was|\s+are)|give\s+me|get\s+me|can\s+i\s+(?:have|get)|could\s+i\s+(?:have|get)|"
         r"tell\s+me|i\s+need|do\s+we\s+have|have\s+we\s+got|(?:please\s+)?(?:send|find)\s+me)\s+)?(?:the\s+)?")
_ASKS = (
    re.compile(rf"^{_LEAD}(?P<who>[a-z][\w .'&-]*?)(?:'s|s')\s+{_WHAT}(?:\s+(?:please|pls))?$", re.I),
    re.compile(rf"^{_LEAD}{_WHAT}\s+(?:(?:do|have)\s+(?:we|you)\s+(?:have|got)\s+|we\s+have\s+)?(?:for|of|on)\s+"
               rf"(?P<who>[a-z][\w .'&-]*?)(?:\s+(?:please|pls))?$", re.I),
    re.compile(rf"^what\s+{_WHAT}\s+(?:do|have)\s+(?:we|you)\s+(?:have|got)\s+(?:for|on)\s+(?P<who>[a-z][\w .'&-]*?)$",
               re.I),
    re.compile(r"^(?P<who>[a-z][\w .'&-]*?)(?:'s)?\s+" + _WHAT + r"(?:\s+(?:please|pls))?$", re.I),
)


def answer_contact(names: Callable[[], Known], question: str, run: Callable[..., Step],
                   as_of: dt.date | None) -> Answer | None:
    """None when the question is not for a contact of one of the shop's people (`names` read only when
    the question asks for one)."""
    text = re.sub(r"\s+", " ", question.strip().rstrip("?.! ")).replace("’", "'")
    for pattern in _ASKS:
        match = pattern.match(text)
        if match:
            break
    else:
        return None
    asked, what = match.group("who").strip(), match.group("what").lower()
    known = names()
    people = [str(c["name"]) for c in known.customers]
    person = match_person(asked, people)
    supplier = match_supplier(asked, [str(s["name"]) for s in known.suppliers]) if person is None else None
    found = person or supplier
    if found is None:
        return None
    if found.unique is None:
        raise QuestionFailed(f"“{asked}” could be {' or '.join(found.names)}; say which.")
    name = found.unique
    email = "mail" in what
    both = what in ("details", "contact details", "contact")
    if person is not None:
        columns = "email, phone_number" if email else "phone_number, email"
        sql = (f"SELECT {columns}, first_name || ' ' || last_name AS customer FROM customers "
               f"WHERE lower(first_name || ' ' || last_name) = lower({_q(name)})")
    else:
        columns = "email, contact_number" if email else "contact_number, email"
        sql = (f"SELECT {columns}, supplier_name AS supplier FROM suppliers "
               f"WHERE lower(supplier_name) = lower({_q(name)})")
    step = run(f"the contact the shop holds for {name}", sql, as_of)
    if not step.rows:
        return None
    first, second = step.rows[0][0], step.rows[0][1]
    kind = "email" if email else "phone number"
    if both:
        said = f"{name}: phone {step.rows[0][1 if email else 0] or 'not recorded'}, email " \
               f"{step.rows[0][0 if email else 1] or 'not recorded'}."
    elif first:
        said = f"{name}'s {kind} is {first}."
    else:
        other = f" (the {'phone number' if email else 'email'} on record is {second})" if second else ""
        said = f"No {kind} is recorded for {name}{other}."
    typed = " ".join(w for w in asked.lower().replace(".", " ").split() if w not in ("mr", "mrs", "ms", "miss"))
    said_as_is = typed == name.lower() or typed in name.lower().split()  # "Raj": the shop's only Raj
    guess = "" if found.exact or said_as_is else f" (the closest name to “{asked}”)"
    return Answer(question, said[:-1] + guess + ".", [step], "offline questions")


def _q(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
