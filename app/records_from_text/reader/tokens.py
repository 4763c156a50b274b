"""Cutting staff text into tokens: words, numbers, emails, phone numbers and punctuation, each
with its place in the text, so every piece the reader finds can be accounted for and every
token nobody placed can be named back to the person."""

from __future__ import annotations

import re
from dataclasses import dataclass

from text_to_num import text2num

from domain.units import UNIT_WORDS

# Short forms staff type, spelt out before reading.
SPELT_OUT = {
    "yday": "yesterday", "yest": "yesterday", "ystrday": "yesterday", "tmrw": "tomorrow",
    "tmr": "tomorrow", "tomoz": "tomorrow", "tdy": "today", "2day": "today", "pls": "please",
    "ystdy": "yesterday", "ystday": "yesterday", "yesterdy": "yesterday", "some1": "someone", "cust": "customer",
    "yesterdays": "yesterday's", "pd": "paid", "plz": "please", "thx": "thanks", "hlf": "half",
    "yday's": "yesterday's", "mornin": "morning", "everythin": "everything", "nothin": "nothing",
    "thats": "that's", "ppl": "people", "theyre": "they're",
    "shes": "she's", "hes": "he's", "theres": "there's",  # "helen barker shes a new customer": never a third name
    # a till slip's or a text's bookkeeping cut short
    "frm": "from", "chg": "change", "dmg": "damaged", "cnt": "count", "deliv": "delivery", "purch": "purchase",
    "tot": "total", "rtn": "returned", "orig": "original", "rcvd": "received", "recd": "received",
    "rtrn": "returned", "rtrnd": "returned", "rtnd": "returned", "dmgd": "damaged",
    "bans": "bananas",  # a stall's label cut short (no shop records a ban)
    "eff": "effective",  # "Price list change eff. 28 Feb"
    "arvo": "afternoon",  # Australian: "this arvo" is this afternoon, a date like "this morning"
    "walk-in": "cooler", "walkin": "cooler",  # a kitchen's walk-in cold room: a place, like "the cooler"
}
EMAIL = r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
_TOKEN = re.compile(
    rf"(?P<email>{EMAIL})"
    r"|(?P<phone>(?<![\w.])\+?\(?\d{3}\)?[\s.\-]\d{3}[\s.\-]\d{4}(?!\w|\.\d)|(?<![\w.])\(\d{3}\)\d{3}-\d{4}(?!\w|\.\d)"
    # ten digits in a row are never a quantity or a price a shop allows: a phone typed unbroken
    r"|(?<![\w.$£€])\d{10}(?![\w.])|(?<![\w.])\d{3}-\d{4}(?![\w]|\.\w)"
    # a mobile written the British way: "07700 900123", "07700900123"; a full stop may end the sentence after it
    r"|(?<![\w.$£€])0\d{4}\s?\d{6}(?!\w|[.,]\d)"
    # … or in groups after a leading 0: "0412 556 781", "020 7946 0321", "0176 5550 1234", "01382 555 010"; a
    # full stop may end the sentence after it ("telephone 0131 496 0721.")
    r"|(?<![\w.$£€])(?:0\d{2,3}(?: \d{3,4}){2}|0\d{4} \d{3} \d{3})(?!\w|[.,]\d))"
    r"|(?P<number>\d+(?:[.,]\d+)?|(?<![\w.])\.\d+)"
    # letters of any alphabet: "José Núñez", "Zoë" are one word each, not "Jos", "N" and "ez"
    # a double first name or surname is one word too: "Marc-André", "Smith-Jones" (each part capitalised)
    r"|(?P<word>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?![\w-])|[^\W\d_]+(?:'[^\W\d_]+)*)"
    r"|(?P<punct>[^\s\w]|_)"
)
# Number words text2num reads; "and" joins them only inside a run ("one hundred and five").
_NUMBER_WORDS = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand",
}


@dataclass
class Token:
    text: str  # as typed
    kind: str  # word, number, email, phone, punct
    start: int
    end: int
    value: float | None = None  # a number's value

    @property
    def low(self) -> str:
        return self.text.lower()


def tokenize(text: str) -> list[Token]:
    tokens = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "punct"
        value = None
        if kind == "number":
            typed = match.group()
            # "1,500 grams" is fifteen hundred; "1,5 kg" (a comma for the point) one and a half
            thousands = re.fullmatch(r"\d{1,3},\d{3}", typed)
            value = float(typed.replace(",", "") if thousands else typed.replace(",", "."))  # ".90" too
        word = match.group()
        if kind == "word" and word.lower().endswith("'s") and len(word) > 3:
            # "Raj Patel's cherries", "the 14th's order": the name, then the possessive as punctuation
            tokens.append(Token(word[:-2], kind, match.start(), match.end() - 2))
            tokens.append(Token(word[-2:], "punct", match.end() - 2, match.end()))
            continue
        tokens.append(Token(word, kind, match.start(), match.end(), value))
    return _number_words(_spelt_out(tokens))


def _spelt_out(tokens: list[Token]) -> list[Token]:
    for token in tokens:
        if token.kind == "word" and token.low in SPELT_OUT:
            token.text = SPELT_OUT[token.low]
    return tokens


def _number_words(tokens: list[Token]) -> list[Token]:
    """Runs of number words ("twenty five", "one hundred and five") become one number token
    (text2num reads them); "and" stays a word when it does not join two number words."""
    out: list[Token] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.kind != "word" or token.low not in _NUMBER_WORDS:
            out.append(token)
            index += 1
            continue
        end = index + 1
        while end < len(tokens):
            word = tokens[end]
            joins = (word.kind == "word" and word.low == "and" and end + 1 < len(tokens)
                     and tokens[end + 1].low in _NUMBER_WORDS and tokens[end + 1].low not in _ONES_AFTER_AND)
            if word.kind == "word" and word.low in _NUMBER_WORDS and not _ones_after_ones(tokens[end - 1], word):
                end += 1
            elif joins:
                end += 2
            elif (word.kind == "punct" and word.text == "-" and end + 1 < len(tokens)
                  and tokens[end + 1].low in _NUMBER_WORDS):
                end += 2  # thirty-five
            else:
                break
        words = " ".join(t.low for t in tokens[index:end] if t.kind == "word")
        try:
            value = float(text2num(words, "en"))
        except ValueError:  # not one number ("one two"): maybe said as prices are ("one twenty")
            spoken = _spoken(tokens, index, end)
            if spoken is None:
                out.append(token)
                index += 1
                continue
            value = spoken
        value, end = _point(tokens, end, value)
        out.append(Token(text=" ".join(t.text for t in tokens[index:end]), kind="number",
                         start=token.start, end=tokens[end - 1].end, value=value))
        index = end
    return out


_DIGITS = {"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9}
_GRAMS = {"g", "gram", "grams", "gramme", "grammes"}


def _spoken(tokens: list[Token], start: int, end: int) -> float | None:
    """A price or a weight said the way people say them: "one twenty" (1.20), "three fifty a kilo"
    (3.50), "seven fifty grams" (750), "sixteen fifty" (16.50), "twenty-seven fifty" (27.50). A number below a
    hundred said in one word (or a tens word and its ones), then a number from ten to ninety-nine; past nine, only
    as a sum ("for …", "… total"), never "at eleven fifteen" (a time)."""
    words = [t.low for t in tokens[start:end] if t.kind == "word"]
    # "sixteen fifty": 16.50; "twenty-seven fifty": 27.50 (a tens word, maybe with its ones, then the pence)
    cut = 2 if len(words) > 2 and words[0] in _TENS_WORDS and words[1] in _UNITS_WORDS else 1
    if len(words) < 2 or words[0] not in _UNITS_WORDS and words[0] not in _TEEN_WORDS and words[0] not in _TENS_WORDS:
        return None
    try:
        rest = text2num(" ".join(words[cut:]), "en")
        first = text2num(" ".join(words[:cut]), "en")
    except ValueError:
        return None
    if not 10 <= rest <= 99 or words[:2] == ["twenty", "twenty"]:  # "twenty twenty-four" is a year
        return None
    after = tokens[end].low if end < len(tokens) else ""
    if words[0] not in _UNITS_WORDS and not (start and tokens[start - 1].low in _SUM_BEFORE or after in _SUM_AFTER):
        return None  # "at eleven fifteen" may be the time; "for sixteen fifty", "twenty-seven fifty all up" a sum
    if after in _GRAMS:
        return float(first * 100 + rest)
    if after in UNIT_WORDS:
        return None  # "one twenty kilos": 1.20 or 120? Not guessed
    return first + rest / 100


def _point(tokens: list[Token], end: int, value: float) -> tuple[float, int]:
    """"two point five" (2.5), "one point two five" (1.25): digits said after "point"."""
    if end >= len(tokens) or tokens[end].low != "point" or value != int(value):
        return value, end
    digits = ""
    j = end + 1
    while j < len(tokens) and tokens[j].low in _DIGITS:
        digits += str(_DIGITS[tokens[j].low])
        j += 1
    if not digits:
        return value, end
    return float(f"{int(value)}.{digits}"), j


# "two and a half" is two, then "and a half": "and" never joins a unit word to what follows.
_ONES_AFTER_AND = {"one"}  # "one and one" is not a number people write
_UNITS_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
_SUM_BEFORE = {"for", "paid", "cost", "costs", "charged", "totalling", "totaling"}
_SUM_AFTER = {"total", "all", "altogether", "dollars", "quid", "pounds"}
_TENS_WORDS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
_TEEN_WORDS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
               "seventeen": 17, "eighteen": 18, "nineteen": 19}


def _ones_after_ones(before: Token, word: Token) -> bool:
    """"two three" is two numbers, not twenty-three."""
    return before.low in _UNITS_WORDS and word.low in _UNITS_WORDS
