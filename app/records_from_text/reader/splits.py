"""Where a list in one sentence starts a record of its own (an owner's recap: "Tom 2kg apples, Zoe
1kg oranges, Green Valley 20kg grapes for 36.00 total, 1kg apples went rotten, pear price down to
1.40"). After a connector ("and", ",", "then", "also", "plus"), the part up to the next connector
starts a record of its own when it is
- a name the shop knows (or a capitalised one), maybe a verb, then a quantity: "…, Zoe 1kg oranges";
- a quantity with a word that writes stock off: "…, plus 1kg apples went rotten";
- a product's new price, with no quantity: "…, and apples go up to 1.80".
Without the cut, these would be read into the record before them (a write-off as a sale's line)."""

from __future__ import annotations

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.tokens import Token
from domain.units import UNIT_WORDS

CONNECTORS = {"and", "then", ",", "also", "so", "plus"}
# when in the day a recap's part happened, said before it: "…, afternoon Ken 1kg cherries and later …"
TIMES = {"later", "morning", "afternoon", "evening", "lunchtime", "after", "next", "earlier"}
_ENDS = {".", ";", "!"}
# words that write stock off whatever else the part says ("went" alone is a sale's)
WRITE_OFF = {"stolen", "stole", "steal", "nicked", "pinched", "rotten", "rotted", "mouldy", "moldy", "mould",
             "spoiled", "spoilt", "spoil", "threw", "thrown", "binned", "discarded", "dumped", "wasted", "expired",
             "squashed", "crushed", "bruised", "damaged", "samples", "tasting", "tasters", "lost", "chucked", "tossed"}
_SAID_VERBS = {"had", "took", "got", "bought", "brought", "delivered", "came", "picked", "grabbed", "paid", "sent",
               "dropped", "with"}
_PRICE_MOVES = {"go", "goes", "went", "up", "down", "now", "to", "price", "prices", "is", "at", "changes", "moves"}


def starts_own_record(tokens: list[Token], index: int, known: Known, start: int = 0) -> bool:
    """Whether the part after the connector at `index` is a record of its own (see the module);
    `start`: where the clause it would end starts."""
    part = _part(tokens, index + 1)
    if not part:
        return False
    if index and tokens[index - 1].low in UNIT_WORDS and [t.low for t in part[:2]] in (["a", "half"], ["a", "quarter"]):
        return False  # "a kilo and a half of mangoes were rotten": one quantity
    words = {t.low for t in part}
    has_quantity = any(t.kind == "number" and not _money(part, k) for k, t in enumerate(part)) or \
        any(t.low in ("kilo", "half", "quarter") for t in part) or \
        any(t.low in UNIT_WORDS and k and part[k - 1].low in ("a", "an") for k, t in enumerate(part))  # "a kilogramme"
    named = _named(part, known)
    lows = [t.low for t in part]
    if has_quantity and any(w in ("he", "she", "they") and lows[k + 1:k + 4] == ["came", "back", "for"]
                            for k, w in enumerate(lows)):
        return True  # "…, then in the afternoon he came back for 1 kg of grapes": a second visit
    before = {t.low for t in tokens[start:index]}
    writes_off = WRITE_OFF & words or ({"write", "writes", "wrote", "written", "writing"} & words and "off" in words)
    if has_quantity and writes_off and not named and not (lexicon.ADJUST & before):
        return True  # (not in a list of write-offs: "1.5kg bruised pears and 0.5kg mouldy cherries")
    earlier = {t.low for t in tokens[_sentence_start(tokens, index):index]}
    if named and part[0].low in earlier:
        return False  # "Eva and Raj both buy: Eva 1 kg pear, Raj 2 kg banana": a list said before
    if named:
        rest = part[named:]
        if rest and rest[0].low in _SAID_VERBS:
            rest = rest[1:]
            while rest and rest[0].low in ("off", "in", "by", "over", "round", "back", "for", "with"):
                rest = rest[1:]  # "Hillside dropped off 20kg", "Omar came back for 1.5kg", "hillside came with 20kg"
        if rest and (rest[0].kind == "number" or rest[0].low in ("a", "half") and len(rest) > 1
                     and (rest[1].low in UNIT_WORDS or rest[1].low in ("half", "kilo"))):
            return True
    return bool(not has_quantity and part[0].kind == "word" and match_product(part[0].low, list(known.products))
                and len(part) > 2 and part[1].low in _PRICE_MOVES and any(_money(part, k) for k in range(len(part))))


def _sentence_start(tokens: list[Token], index: int) -> int:
    for k in range(index - 1, -1, -1):
        if tokens[k].kind == "punct" and tokens[k].text in _ENDS:
            return k + 1
    return 0


def _part(tokens: list[Token], start: int) -> list[Token]:
    part: list[Token] = []
    for token in tokens[start:]:
        if token.kind == "punct" and token.text in _ENDS or token.low in CONNECTORS and part:
            break
        if (token.low in CONNECTORS or token.low in TIMES or token.low in lexicon.DAYS) and not part:
            continue  # ", and then …", "…, afternoon Ken 1kg cherries", "… then yesterday raj 1kg"
        part.append(token)
    return part


def _named(part: list[Token], known: Known) -> int:
    """How many words of a name open the part (the shop's customer or supplier), else 0."""
    customers = [c["name"] for c in known.customers]
    suppliers = [s["name"] for s in known.suppliers]
    for width in (3, 2, 1):  # the longest first: "Green Valley Farms 10kg pears", never "Green Valley" and "Farms"
        words = part[:width]
        if len(words) < width or any(t.kind != "word" for t in words):
            continue
        typed = " ".join(t.text for t in words)
        if any(t.low in lexicon.FILLERS or t.low in UNIT_WORDS for t in words):
            continue
        if any(match_product(t.low, list(known.products)) for t in words):
            continue
        if match_person(typed, customers) or match_supplier(typed, suppliers):
            return width
    return 0


def _money(part: list[Token], k: int) -> bool:
    """A number in the part that is an amount, not a quantity: "$4.20", "to 1.80", "at 2.45"."""
    token = part[k]
    if token.kind != "number":
        return False
    before = part[k - 1].low if k else ""
    after = part[k + 1].low if k + 1 < len(part) else ""
    if after in UNIT_WORDS and after not in ("each",):
        return False
    return before in ("$", "£", "€", "@", "to", "at", "now", "is", "for") or after in ("each", "now") or \
        "." in token.text and after == ""
