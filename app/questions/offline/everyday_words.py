"""A child's and a shop-floor way of saying what the shop already reads (set 18): "people" who spend
or "pay us" are the customers spending; fruit "given back" is returned; "returns did customers make" are
returns; "came into the till" is money in; "sitting in stock" is in stock; sales that "happen" are
sales; "the weekends, Saturday and Sunday" is the weekends said twice; what "we had to throw away or lose"
is thrown away; "the most written off" and "who bought the most fruit" are kilos; "most visits?" asks who;
money "people got back" is refunded; what "is in the shop" is in stock; what a kilo "costs if you buy it
from us" is what we sell it for; what the shop "carries" it stocks;
"on my birthday, the 20th" is the 20th; what "Mum took in" the shop took; a week "shaping up" is going, and
"how was it then?" asks how it was (set 70).
Said again in the words the reader reads."""

from __future__ import annotations

import re

from app.questions.offline import customer_words, had_verbs, till_words

_SAID = (
    (re.compile(r"\b(?:people|folks|everyone|everybody)\b(?=\s+(?:spend|spent|pay|paid|buy|bought)\b)", re.I),
     "customers"),
    (re.compile(r"\b(customers|they)\s+(pay|paid)\s+us\b", re.I), r"\1 spent"),
    # "how many times did people give fruit back": returns, whoever made them
    (re.compile(r"\bhow\s+many\s+times\s+did\s+(?:people|customers|anyone|anybody)\s+(?:give|bring)\s+"
                r"(?:(?:fruit|stuff|things|something|it)\s+)?back\b", re.I), "how many returns were there"),
    (re.compile(r"\b(returns|refunds)\s+did\s+(?:people|customers|anyone|anybody)\s+(?:make|get)\b", re.I), r"\1"),
    # "what share of the sales happened at the weekend": sales said as events are counted, not their money
    (re.compile(r"(?<!\bmany\s)\b(?:the\s+)?sales\s+(?:happen|happened|take\s+place|took\s+place|occur|occurred)\b",
                re.I), "number of sales"),
    (re.compile(r"\b(sales|returns|refunds|deliveries)\s+(?:happen|happened|take\s+place|took\s+place)\b", re.I),
     r"\1"),
    (re.compile(r"\bcame\s+into\s+the\s+(?:till|register|cash\s+register)\b", re.I), "money came in"),
    # "how many kilos did we have to throw away or lose", "how much did we have to refund": done, not what we held
    (re.compile(r"\b(did|do)\s+we\s+(?:have|need)\s+to\s+(?=throw|bin|write|waste|dump|chuck|refund)", re.I),
     r"\1 we "),
    (re.compile(r"\b(throw\s+away|threw\s+away|thrown\s+away|bin|binned|write\s+off|written\s+off|waste|wasted)\s+or\s+"
                r"(?:lose|lost|waste|wasted|bin|binned|spoil|spoiled|spoilt)\b", re.I), r"\1"),
    # "which product had the most written off", "who bought the most fruit": an amount of fruit is its kilos
    (re.compile(r"\b(most|least)\s+(?=(?:written\s+off|thrown\s+away|wasted|binned)\b)", re.I), r"\1 kilos "),
    (re.compile(r"^(\s*who\s+(?:bought|buys|buy|got)\s+the\s+(?:most|least))\s+fruit\b", re.I), r"\1 kilos"),
    # "how much money did people get back when they returned fruit": what was refunded
    (re.compile(r"\bmoney\s+did\s+(?:people|customers|they|anyone|anybody)\s+get\s+back\b(?:\s+when\s+they\s+"
                r"(?:returned|brought\s+back|gave\s+back)\s+(?:fruit|stuff|things|it|them|something))?", re.I),
     "money was refunded"),
    # "how much fruit is in the shop today": what it holds (not "in the shop" of what was sold there)
    (re.compile(r"\b(is|are)\s+in\s+the\s+(?:shop|store)\b", re.I), r"\1 in stock"),
    (re.compile(r"\b(?:does|do)\s+(?:the\s+shop|the\s+store|we)\s+carry\b", re.I), "do we stock"),
    # "how much does a kilo cost if you buy it from us": our selling price
    (re.compile(r"\bcost\s+if\s+(?:you|i|someone|people|a\s+customer)\s+buys?\s+(?:it|them|one|some)?\s*"
                r"(?:from|at)\s+(?:us|our\s+shop|the\s+shop)\b", re.I), "sell for"),
    # "on my birthday, the 20th": the day said is the time; the occasion only names it
    (re.compile(r"\bon\s+(?:my|our|his|her|mum's|mom's|dad's)\s+birthday\s*,?\s*(?=(?:the\s+)?\d)", re.I), "on "),
    # the owner's child: what "Mum took in" is what the shop took
    (re.compile(r"\b(?:mum|mom|mummy|mommy|dad|daddy)\b(?=\s+(?:take|took|sell|sold|make|made)\b)", re.I), "we"),
    # "most visits?": visits are a customer's
    (re.compile(r"^\s*(?:the\s+)?(most|fewest|least)\s+(visits)[\s,]*(?:please)?\s*$", re.I), r" who had the \1 \2 "),
    (re.compile(r"\bsitting\s+(?=in\s+stock\b|on\s+the\s+shel)", re.I), ""),
    # set 36/38: "this weekend so far, sat and sun?", "this weekend so far? (saturday and today)": its days said again
    (re.compile(r"\b(weekends?)(\s+so\s+far)?\s*[,?]?\s*\(?(?:sat(?:urday)?s?\s+(?:and|&|\+)\s+(?:sun(?:day)?s?|today))"
                r"\b\)?\s*[,?]?", re.I), r"\1\2 "),
    # set 70: "how's this week shaping up": going; "how was the weekend then, …": "then" only leans on the asking
    # (never after "since", "until", "by" …, where it is a time)
    (re.compile(r"\bshaping\s+up\b", re.I), "going"),
    (re.compile(r"^(\s*how\b.*?)(?<!since)(?<!until)(?<!till)(?<!from)(?<!before)(?<!after)(?<!by)(?<!and)"
                r"\s+then\s*(?=[,?!]|$)", re.I), r"\1"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return had_verbs.plain(till_words.plain(customer_words.plain(text)))
