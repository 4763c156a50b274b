"""A question spoken to a voice assistant and written down as heard (set 66): it starts by calling the
assistant ("hey ledger", "ok so hey ledger", "okay chatledger"), a word may come out twice ("what's what's",
"who who"), and the speaker may say the product again at the end ("… grapes this month um grapes yeah").
The call and the stutter say nothing about what is asked, so they are taken out; what is said again is taken
out only when every word of it was already said. A speaker who takes back what they began ("what did he buy um
no how much did he spend") is left as said: the question kept would lose whom it is about, so it is refused."""

from __future__ import annotations

import re

# "hey ledger", "ok ledger", "okay so hey chatledger,": the assistant called by name, only at the start
_CALL = re.compile(r"^\s*(?:(?:ok(?:ay)?|so|right|um+|uh+)[\s,]+)*(?:hey|hi|hello|ok(?:ay)?)[\s,]+"
                   r"(?:chat\s*)?ledger\b[\s,:!.–-]*", re.I)
# "who who", "what's what's": a word said twice in a row ("had had", "that that" may be meant)
_TWICE = re.compile(r"\b([a-z]+(?:'[a-z]+)?)(\s+\1)+\b", re.I)
_MEANT_TWICE = {"had", "that"}
# "… this month um grapes yeah": a few words said again after a hesitation, closed by "yeah"
_SAID_AGAIN = re.compile(r"[\s,]+(?:um+|uh+|er+m?)[\s,]+((?:[a-z]+\s+){0,2}[a-z]+)[\s,]+yeah\W*$", re.I)


def plain(question: str) -> str:
    called = _CALL.match(question)
    if not called:
        return question  # the rest is read only where the speaker called the assistant: a spoken question
    text = question[called.end():]
    text = _TWICE.sub(lambda m: m.group(0) if m.group(1).lower() in _MEANT_TWICE else m.group(1), text)
    again = _SAID_AGAIN.search(text)
    if again and all(re.search(rf"\b{re.escape(w)}\b", text[:again.start()], re.I) for w in again.group(1).split()):
        text = text[:again.start()]
    return text
