"""A check and the question that follows it (set 52), when the follow-up only points back at the check:
"Were there any returns this week? How many?" counts those returns; "Any refunds so far this month? What
do they add up to?" totals them; "Has Tom Lee bought anything since the 15th? How much has he spent since
then?" asks about Tom Lee since the 15th; "Was Tuesday the 20th any good? What did we take that day?"
about that day; "Is Omar our biggest spender? If not, who is?" who is; "Did we buy in more cherries since
the 21st? How many kilos?" the kilos bought since. The follow-up's "he", "she", "then" and "that day" are
the check's; any other follow-up is left as it stands (two questions, refused)."""

from __future__ import annotations

import re

_END = r"\s*(?:\?|[—–]|\s-\s)\s*"
_EXISTS = re.compile(r"^\s*(?:(?:were|are|was|is|have|has)\s+there\s+(?:been\s+)?|any\s+)(?:any\s+)?"
                     r"(?P<thing>[^?—–,]+?)(?:" + _END + r"|\s+(?=how\s+many\s*[?.!]*\s*$))(?P<follow>.+?)[\s?.!]*$",
                     re.I)
_COUNT = re.compile(r"^(?:and\s+)?(?:how\s+many(?:\s+(?:were|was|are|is)\s+there|\s+(?:were|was)\s+they)?|"
                    r"count\s+them)$", re.I)
_TOTAL = re.compile(r"^(?:and\s+)?(?:how\s+much(?:\s+(?:in\s+total|all\s+up|altogether))?|what\s+(?:do|did)\s+they\s+"
                    r"(?:total|come\s+to|add\s+up\s+to)|what(?:'s|\s+is|\s+was)\s+the\s+total)$", re.I)
_NAME = r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
_VISITED = re.compile(r"^\s*(?i:has|have|did)\s+(?P<who>" + _NAME + r")\s+(?i:(?:shopped|shop|come\s+in|came\s+in|"
                      r"been\s+in|visited|bought\s+(?:anything|something)|returned\s+(?:anything|something)|brought\s+"
                      r"(?:anything|something)\s+back|spent\s+anything)(?:\s+at\s+all)?(?P<tail>[^?—–]*?)" + _END
                      + r"(?P<follow>(?:what|how|which)\b.+?)[\s?.!]*$)")
_POSSESSED = r"(?=\s+(?:total|spend|spending|purchases|returns|refunds|biggest|largest|last|first|usual)\b)"
_DAY_CHECK = re.compile(r"^\s*(?:was|is)\s+(?P<day>(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                        r"(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?|yesterday|today|the\s+\d{1,2}(?:st|nd|rd|th)?))\s+"
                        r"(?:any\s+good|busy|quiet|slow|good|a\s+good\s+day|a\s+busy\s+day)" + _END
                        + r"(?P<follow>(?:what|how)\b.+?\b(?:that\s+day|then)\b.*?)[\s?.!]*$", re.I)

# "Is Omar our biggest spender this month? If not, who is?": who is (the answer names them, so settles it)
_WHO_IS = re.compile(r"^\s*(?:is|are|was|were)\s+(?P<candidate>[^?—–]+?)\s+(?P<role>(?:our|the)\s+[^?—–]+?)" + _END
                     + r"(?:(?:and\s+)?if\s+not,?\s*)?(?P<wh>who|which\s+one|which\s+\w+|what\s+\w+)\s+(?:is|are|was|"
                     r"were)(?:\s+it|\s+they)?[\s?.!]*$", re.I)

# "Did we buy in more cherries since the 21st? How many kilos?": the kilos of them
_DID_WE = re.compile(r"^\s*did\s+we\s+(?P<verb>buy(?:\s+in)?|sell|get\s+in|take\s+in|receive|order)\s+"
                     r"(?:any\s+more|any|more)\s+(?P<thing>[a-z]+)(?P<tail>[^?—–]*?)" + _END
                     + r"(?P<follow>how\s+many\s+(?:kilos|kg|kgs)(?:\s+(?:was\s+that|were\s+they|did\s+we))?)[\s?.!]*$",
                     re.I)


def plain(question: str) -> str:
    exists = _EXISTS.match(question)
    if exists:
        follow, thing = exists.group("follow").strip(), exists.group("thing").strip()
        if _COUNT.match(follow):
            return f"how many {thing}?"
        if _TOTAL.match(follow):
            return f"total {thing}?"
    visited = _VISITED.match(question)
    if visited and re.search(r"\b(?:he|she|him|her|his)\b", visited.group("follow"), re.I):
        who, when = visited.group("who"), visited.group("tail").strip()
        follow = re.sub(r"\b(?:his|her)\b" + _POSSESSED, f"{who}'s", visited.group("follow"), flags=re.I)
        follow = re.sub(r"\b(?:he|she|him|her)\b", who, follow, flags=re.I)
        if when and re.search(r"\bthen\b|\bthat\s+day\b", follow, re.I):
            follow = re.sub(r"\b(?:since\s+then|then|that\s+day)\b", when, follow, flags=re.I)
        elif when:
            follow = f"{follow} {when}"
        return f"{follow}?"
    did = _DID_WE.match(question)
    if did:
        kilos = " ".join(did.group("follow").split()[:3])  # "how many kilos"
        return f"{kilos} of {did.group('thing')} did we {did.group('verb')}{did.group('tail')}?"
    who = _WHO_IS.match(question)
    if who:
        return f"{who.group('wh')} is {who.group('role')}?"
    day = _DAY_CHECK.match(question)
    if day:
        said = day.group("day")
        on = said if said.lower() in ("yesterday", "today") else f"on {said}"
        return re.sub(r"\b(?:on\s+)?(?:that\s+day|then)\b", on, day.group("follow"), flags=re.I) + "?"
    return question
