"""A polite request wrapped round a question (set 54): "would you mind letting me know …", "I'd be grateful
if you could tell me …", "I was hoping you could give me …", "do you happen to know …", "could I trouble you
for …", "would it be possible to find out …", "if you don't mind", "if it's no trouble". Each frame is taken
out whole, and only whole: none of its words says what is asked, so what is left is read, or refused, as it
stands ("possible" alone still asks for a forecast, "if" alone still starts a condition)."""

from __future__ import annotations

import re

_ME = r"(?:tell|show|give|let)\s+me(?:\s+know)?|find\s+out|work\s+out|check|see|say|know"
_YOU_COULD = rf"(?:you\s+(?:could|can|would|'d|might)\s+(?:please\s+)?(?:be\s+able\s+to\s+)?(?:{_ME})\b)"
_FRAMES = [
    # "would you mind letting me know", "would you mind showing me"
    r"would\s+you\s+mind\s+(?:letting\s+me\s+know|telling\s+me|showing\s+me|giving\s+me|checking)",
    # "I was wondering whether you could tell me", "I wonder if you could show me"
    rf"(?:i\s+was\s+|i'?m\s+|i\s+am\s+)?(?:just\s+)?(?:wondering|wonder)\s+(?:whether|if)\s+{_YOU_COULD}",
    # "I'd be grateful if you could tell me", "I would be grateful if you'd tell me"
    rf"i(?:'d|\s+would)\s+(?:be\s+)?(?:really\s+|very\s+)?(?:grateful|glad|thankful)\s+if\s+"
    rf"(?:{_YOU_COULD}|you'?d\s+(?:{_ME})\b)",
    # "I was hoping you could give me", "I'm hoping you can tell me"
    rf"(?:i\s+was|i'?m|i\s+am)\s+hoping\s+{_YOU_COULD}",
    # "might you be able to tell me", "might I ask"
    rf"might\s+you\s+(?:be\s+able\s+to\s+)?(?:{_ME})\b|(?:might|may)\s+i\s+ask",
    # "I'd really appreciate knowing", "I'd appreciate it if you could tell me"
    rf"i(?:'d|\s+would)\s+(?:really\s+)?appreciate\s+(?:knowing|it\s+if\s+{_YOU_COULD})",
    # "do you happen to know", "would you happen to know"
    r"(?:do|would|did)\s+you\s+happen\s+to\s+know",
    # "could I trouble you for": what follows is what is asked for
    r"(?:could|can|may|might)\s+i\s+(?:trouble|bother)\s+you\s+(?:for|to\s+(?:tell|show|give)\s+me)",
    # "would it be possible (for you) to tell me / find out"
    rf"(?:would|is)\s+it\s+(?:be\s+)?possible\s+(?:for\s+you\s+)?to\s+(?:{_ME})\b",
    # "would you be so kind as to tell me"
    rf"(?:would|could)\s+you\s+be\s+so\s+kind\s+as\s+to\s+(?:{_ME})\b",
    # said in passing: "if you don't mind", "if it's no trouble", "if possible", "if you have a moment"
    r"if\s+you\s+(?:don'?t|do\s+not)\s+mind|if\s+it'?s\s+no\s+(?:trouble|bother)|if\s+(?:at\s+all\s+)?possible"
    r"|(?:if|when)\s+you\s+(?:have|get|'ve\s+got)\s+a\s+(?:moment|minute|sec(?:ond)?)",
    # "who bought cherries this week, if anyone?": the leave to find none ("if any customer …" is a condition)
    r",\s*if\s+(?:any|anyone|anybody|at\s+all)(?=\s*(?:[,.?!;)]|$))",
]
_WHOLE = r"(?<![\w'])(?:" + "|".join(_FRAMES) + r")(?![\w'])\s*(?:[,;:–-]+\s*)*"
_FRAME = re.compile(_WHOLE.replace("'", "['’]"), re.I)  # "I’d", typed with either apostrophe


def plain(question: str) -> str:
    text = _FRAME.sub(" ", question)
    return re.sub(r"^[\s,.;:!–-]+", "", text)
