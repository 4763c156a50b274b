"""What frames a message written like a letter: the greeting that opens it ("Hi,", "Hi Sam,",
"Evening!", "Good evening,") and the sign-off that closes it ("Thanks, J", "Cheers,\\nJo", "Sorry! J",
"That's it, see you tomorrow. J", a lone initial on the last line). Both are dropped before reading.
A greeting is only dropped when a comma, "!", ":" or a line break ends it; a sign-off only when
every word of its closing sentences is a sign-off word, followed at most by one capitalised name.
Anything else is left for the reader."""

from __future__ import annotations

import re

_GREETING = re.compile(
    r"^\s*(?:hi|hiya|hello|hey|heya|hullo|howdy|yo|dear|evening|morning|afternoon|g'?day|"
    r"good\s+(?:morning|afternoon|evening|day))"
    r"(?:\s+(?:there|boss|all|team|everyone|guys|folks|mate|ledger|system|diary|(?-i:[A-Z][a-z]+)))?"
    r"(?:\s*(?:[,!:]+[ \t]*\n?|[ \t]*\n)|[ \t]+[-\u2013\u2014][ \t]+)\s*"  # "Hi all, …", "Hi all - …"
    r"|^\s*(?:team|all|everyone|folks)\s*,[ \t]*\n\s*"
    r"|^\s*(?:mate|guys)\s*[,!]\s*"  # "Mate, Tom Lee brought back …": who the message is to
    # a formal letter's: "Sir,", "Madam,", "To the ledger:", "To whom it may concern:"
    r"|^\s*(?:(?:dear\s+)?(?:sir|madam|sirs)|to\s+(?:the\s+)?(?:ledger|system|diary)|to\s+whom\s+it\s+may\s+concern)"
    r"\s*[,:]\s*", re.I)  # "Team," on a line of its own
# the words a closing sentence is made of ("Thanks", "That's it, see you tomorrow", "All good otherwise")
_SIGN_OFF = {
    "thanks", "thank", "you", "thx", "ty", "cheers", "ta", "best", "regards", "kind", "warm", "many", "night",
    "goodnight", "good", "sorry", "bye", "later", "see", "tomorrow", "speak", "talk", "soon", "that's", "thats",
    "it", "all", "for", "now", "x", "xx", "xxx", "take", "care", "otherwise", "wishes", "yours", "sincerely",
    "else", "nothing", "the", "rest", "fine", "that", "faithfully", "truly",
}
# a sentence or line, ending at ".", "!" or "?" before a space (never inside "3.30") or a line break
_PART = re.compile(r"(?:[^.!?\n]|[.!?](?![\s.!?]|$))*(?:[.!?]+(?=\s|$)\s*|\n+|$)")
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
_NAME = re.compile(r"^[A-Z][a-z]{0,11}$")


def drop_letter_frame(text: str) -> str:
    body = _GREETING.sub("", text, count=1)
    greeted = body != text  # a letter's frame: its last lone name is who wrote it ("…. Dan")
    parts = [p for p in _PART.findall(body) if p]
    signed = False
    while len(parts) > 1:
        words = _WORD.findall(parts[-1])
        before = _WORD.findall(parts[-2])
        if not parts[-1].strip(" \t\n.!?,"):
            parts.pop()
        elif not words:
            break  # "… her no. 555-0199": a figure is never a sign-off
        elif all(w.lower() in _SIGN_OFF for w in words):
            parts.pop()
            signed = True
        elif len(words) >= 2 and _NAME.match(words[-1]) and all(w.lower() in _SIGN_OFF for w in words[:-1]) \
                and (greeted or re.search(r",\s*[A-Z][a-z]*\s*[.!]?\s*$", parts[-1])):
            parts.pop()  # "Thanks, J"
            signed = True
        elif len(words) == 1 and _NAME.match(words[0]) and not signed and (
                len(words[0]) <= 2 and parts[-2].endswith("\n")
                or before and all(w.lower() in _SIGN_OFF for w in before)
                or greeted and parts[-1].strip(" \t\n.!") == words[0]):
            parts.pop()  # "J" on a line of its own, or after "Sorry!"
            signed = True
        else:
            break
    kept = "".join(parts).strip()
    return kept if re.search(r"[A-Za-z]", kept) else text
