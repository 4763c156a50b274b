"""A Singaporean's or a Hong Kong speaker's particles and request tags (set 98), wherever a clause ends, not
only at the question's end (accountant_shorthand.py reads those): "ar", "ah", "lah", "leh", "lor", "hor",
"meh", "wor" before a comma, a mark or a bracket are the clause's tone ("mango buyers ar? list all lah",
"takings by weekday ar, table please", "percent hor, not …"); "can … or not?" after the question asks for
it to be shown ("can give me or not", "can tabulate or not", "can list out or not", "can or not"), as do
"…, can?" and "…, can show me …"; Cantonese "唔該" (please) is courtesy, and "邊個" is "who". An
opening "Eh boss," or "Aiyah," is said to the listener. The request verbs are a closed list, so "can
exceed 100 or not" (a check) is left to be read, or refused, as it stands."""

from __future__ import annotations

import re

_END = r"(?=\s*(?:[,?.!;:()（），？。！]|[\u3000-\u9fff]|$))"
_SHOW = (r"(?:give(?:\s+(?:me|us))?|show(?:\s+(?:me|us))?|tell(?:\s+(?:me|us))?|list(?:\s+out)?|tabulate|"
         r"check|see|share|send(?:\s+(?:me|us))?|provide|calculate|compute|find|get|do|answer|help|"
         r"let\s+(?:me|us)\s+know|know)")
_SAID = (
    # "唔該", "唔該晒", "麻煩你": please; "邊個": who ("係邊個": is who, read as "who is" before it)
    (re.compile(r"\s*[,，]?\s*(?:唔該晒|唔該|麻煩你|麻煩晒)\s*[,，]?\s*"), " "),
    (re.compile(r"^\s*(?P<topic>[^?？,，]+?)\s*係邊個"), r"\g<topic> is who"),
    (re.compile(r"\s*邊個\s*"), " who "),
    # an opening said to the listener
    (re.compile(r"^\s*(?:eh|aiya|aiyah|aiyoh|aiyo|wah|walao|oi)(?:\s+(?:boss|uncle|auntie|aunty|lah))?\s*[,!]+\s*",
                re.I), ""),
    # "can give me or not?", "can tabulate or not", "can or not": show it
    (re.compile(rf"\s*,?\s*\bcan\s+(?:(?:you|u)\s+)?(?:{_SHOW}(?:\s+(?:it|them|the\s+(?:number|figure|breakdown|"
                rf"list|table)))?\s+)?or\s+not\b{_END}", re.I), ""),
    # "…, can?" closing the question; "…, can show me the breakdown": the request, read as "show me …"
    (re.compile(r"\s*,\s*can\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(rf"(,\s*)can\s+(?:(?:you|u)\s+)?(?={_SHOW}\b)", re.I), r"\1"),
    # particles closing a clause: its tone
    (re.compile(rf"(?<=[\w)])\s+(?:ar|ah|lah|la|leh|lor|hor|meh|wor){_END}", re.I), ""),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return re.sub(r"\s{2,}", " ", text).strip()
