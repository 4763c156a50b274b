"""What the asker says about themself around the one question they ask (set 74's elderly owner): "My eyes
aren't what they were, so could you read me …", "I keep forgetting which day is our best one; which day …",
"… this month? I'd like to tell the boy before he places the order." A remark is a clause said in the first
person ("I", "my", "me") that is not itself a question, standing before the question (ended by ";", ". " or
", so") or after it (a sentence of its own). It is taken out only when
- one question is left, starting as a question does (after a remark before it) or ending with "?" (before a
  remark after it), and the remark does not start as a question does ("how many returns my shift, so today?");
- the remark says nothing of what to count, how to group or leave out ("only", "by", "each", "average" …),
  has no figure, and names no product, customer or supplier the question does not name itself;
- if the remark says a time ("in my day", "today"), the question says its own;
- the question does not point back into a remark that names something ("how much has he spent").
Otherwise the whole is read, or refused, as it stands."""

from __future__ import annotations

import re

from app.questions.offline import parent_asides, their_remarks
from app.questions.offline.remark_words import SAYS_WHAT, TIME, stems

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|myself)\b", re.I)
_ASKS = re.compile(r"^\s*(?:how|what|what's|whats|which|who|who's|whose|when|where|could|can|would|will|tell|give"
                   r"|show|read|please|list|is|are|was|were|did|do|does|has|have)\b", re.I)
_POINTS_BACK = re.compile(r"\b(?:he|him|his|she|her|hers|they|them|their|then|that|those|these|it|its)\b", re.I)
# "these days", "that's": said in passing, pointing at nothing before
_IDIOMS = re.compile(r"\bthese\s+days\b|\bthat(?:'s|\s+is)\b|\bis\s+it\b|\bwas\s+it\b|\bit\s+was\b", re.I)
_NAMES_SOMETHING = re.compile(r"(?<!^)\b(?!I\b|I'[a-z]+\b)[A-Z]|\b(?:the|our|your)\s+[a-z]{3,}")
_WHEN_I = re.compile(r"\s*when\s+i\b", re.I)  # "When I ran the place …, so tell me": a remark, not a question
_LEAD = re.compile(r"^(?P<remark>[^;:?]+?)(?:\s*[;:]\s*|,\s*(?:and\s+)?so\s*,?\s+)(?P<rest>\S.*)$", re.I | re.S)


def plain(question: str, names: frozenset[str]) -> str:
    text = their_remarks.plain(parent_asides.plain(question.strip()), names)  # "… this month? She's lovely." (set 78)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    asked = [s for s in sentences if s.rstrip().endswith("?")]
    if len(sentences) > 1 and len(asked) == 1 and sentences[0] is asked[0]:
        remarks = sentences[1:]  # "… this month? I'd like to thank them."
        if all(_is_remark(r, asked[0], names) for r in remarks):
            text = asked[0]
    elif len(sentences) > 1 and len(asked) == 1 and sentences[-1] is asked[0] and _ASKS.match(asked[0]) and all(
            _is_remark(r, asked[0], names) for r in sentences[:-1]):
        text = asked[0]  # "I do hope the pears keep. How many kilos …?" (set 84)
    lead = _LEAD.match(text)
    if lead and _ASKS.match(lead.group("rest")) and _is_remark(lead.group("remark"), lead.group("rest"), names):
        return lead.group("rest")
    return text


def _is_remark(remark: str, asked: str, names: frozenset[str]) -> bool:
    if remark.rstrip().endswith("?") or (_ASKS.match(remark) and not _WHEN_I.match(remark)) or \
            not _FIRST_PERSON.search(remark) or \
            SAYS_WHAT.search(remark):  # "how many returns my shift, so today": the question itself
        return False
    if TIME.search(remark) and not TIME.search(_IDIOMS.sub(" ", asked)):
        return False
    asked_words = stems(asked)
    if any(stem in names and stem not in asked_words for stem in stems(remark)):
        return False
    return not (_POINTS_BACK.search(_IDIOMS.sub(" ", asked)) and _NAMES_SOMETHING.search(remark))

