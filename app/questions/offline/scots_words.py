"""A Glaswegian grandmother's words and spellings (set 100): "whit" is what, "wis" was, "dae" do, "o'" of,
"wi'" with, "fae" from, "tae" to, "oot" out, "oor" our, "hame" home, "maist" most, "mair" more, "aw" all,
"afore" before, "atween" between, "efter" after, "thegither" together; "the noo" is now, and "the day" and
"the month" said where "this" would be ("how much did we take the day?", "deliveries fae the suppliers the
month") are today and this month; "Sunday past" is last Sunday. "the day" or "the month" after a word that
makes it one day or month of several ("on the day", "each day", "of the month", "per month") is left as it
stands. Each word is taken only whole, so English words holding them ("whittle", "often") are left."""

from __future__ import annotations

import re

_Q = "['’‘]"
_WORDS = {
    "whit": "what", "wis": "was", "dae": "do", "fae": "from", "tae": "to", "oot": "out", "oor": "our",
    "hame": "home", "maist": "most", "mair": "more", "afore": "before", "atween": "between", "efter": "after",
    "thegither": "together", "ye": "you",
}
_WORD = re.compile(r"\b(" + "|".join(_WORDS) + r")\b(?!['’‘-])", re.I)
_CLIPPED = (
    (re.compile(rf"\bo{_Q}(?=\s)", re.I), "of"),
    (re.compile(rf"\bwi{_Q}(?=\s)", re.I), "with"),
    (re.compile(r"\baw\b(?=\s+(?:the|thegither|together|of|o['’‘]|my|oor|our|lines|fruits?|customers)\b)", re.I),
     "all"),
    (re.compile(r"\bthe\s+noo\b", re.I), "now"),
    (re.compile(rf"\b(w)hit(?={_Q}s\b)", re.I), r"\1hat"),  # "Whit's the price …"
    (re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+past\b", re.I), r"last \1"),
)
# "the day", "the month" read as this one unless a word before makes it one of several
_THIS = re.compile(r"(?<![\w'’‘-])(?P<before>\w+\s+)?the\s+(?P<unit>day|month)\b(?![-'’‘])"
                   r"(?!\s+(?:of|before|after|when|that|we|with|it|i|you|they|afore|efter)\b)", re.I)
_ONE_OF = {"on", "each", "every", "per", "a", "of", "for", "in", "by", "that", "same", "which", "what", "whit",
           "during", "through", "across", "one", "any", "best", "worst", "busiest", "quietest", "from", "fae",
           "to", "tae", "till", "until", "over", "and", "or", "than", "since", "before", "after",
           "afore", "efter", "into", "throughout", "all", "aw", "whole", "the"}


def _this(match: re.Match[str]) -> str:
    before = match.group("before") or ""
    if not before or before.strip().lower() in _ONE_OF:
        return match.group(0)
    return f"{before}{'today' if match.group('unit').lower() == 'day' else 'this month'}"


def plain(question: str) -> str:
    text = question
    for said, meant in _CLIPPED:
        text = said.sub(meant, text)
    text = _THIS.sub(_this, text)
    return _WORD.sub(lambda m: _keep_case(m.group(1), _WORDS[m.group(1).lower()]), text)


def _keep_case(said: str, meant: str) -> str:
    return meant.capitalize() if said[:1].isupper() else meant
