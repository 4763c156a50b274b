"""A remark about whoever the question is about, said after it in a sentence of its own (set 78's spouse):
"How much did Ida spend this month? She's lovely, always chatting at the till.", "… on strawberries this
month? She does love them." The sentence starts with "she", "he" or "they" and says something of them, not
of what to count; it is taken out only when
- one question is left, before it, ending with "?";
- the remark has no figure or number word, says nothing of what to count, group or leave out (asker_remarks'
  words: "only", "more", "each", "not" …), names no product, customer or supplier, and says no time the
  question does not say ("He came in yesterday.");
- the question itself names the one it is about (a name, not "she" or "them" pointing back).
Otherwise the whole is read, or refused, as it stands. A purpose said at the end (", so I can put it next to
the sales") is taken out on the same terms."""

from __future__ import annotations

import re

from app.questions.offline.remark_words import SAYS_WHAT, TIME, stems

_THEM = re.compile(r"^\s*(?:she|he|they)(?:['’](?:s|re|d|ll|ve))?\b", re.I)
_NUMBER_WORDS = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|half|twice|once|both|few|"
                           r"several|many|much|lot|lots|couple)\b", re.I)
_POINTS_BACK = re.compile(r"\b(?:he|him|his|she|her|hers|they|them|their)\b", re.I)


# "And the kilos we bought of each fruit, so I can put it next to the sales.": why it is asked, at the end
_PURPOSE = re.compile(r"\s*,\s*so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|'ll|will)\s+(?P<why>[^,;?]+?)\s*[.!?]?\s*$",
                      re.I)


def _says_nothing(remark: str, asked: str, names: frozenset[str]) -> bool:
    """No figure, nothing of what to count, no name, and no time the question does not say itself."""
    return not (re.search(r"\d", remark) or _NUMBER_WORDS.search(remark) or SAYS_WHAT.search(remark)
                or stems(remark) & names or (TIME.search(remark) and not TIME.search(asked)))


def plain(text: str, names: frozenset[str]) -> str:
    purpose = _PURPOSE.search(text)
    if purpose and _says_nothing(purpose.group("why"), text[:purpose.start()], names):
        text = text[:purpose.start()]
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s.strip()]
    if len(sentences) < 2 or not sentences[0].rstrip().endswith("?"):
        return text
    asked, remarks = sentences[0], sentences[1:]
    if _POINTS_BACK.search(asked) or not stems(asked) & names:
        return text
    if all(_THEM.match(r) and not r.rstrip().endswith("?") and _says_nothing(r, asked, names) for r in remarks):
        return asked
    return text
