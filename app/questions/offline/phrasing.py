"""A question's text made plain before it is read: politeness, possessives, abbreviations
("rev", "yday", "w/"), bare ordinals, and phrases that say again what the parser does anyway
("weeks starting Monday", "up to and including")."""

from __future__ import annotations

import calendar
import re

from app.questions.offline import restated, returns_left_out, shopfloor, spoken, takings_said, usual

# "Zoe's orders", "Davis's spending": the name; "who's", "what's": the word and "is"
_POSSESSIVE = re.compile(r"\b(\w+)['’]s\b")
_MONDAY_WEEKS = re.compile(r"\(\s*weeks?\s+(?:starting|beginning|start|begin)\s+(?:on\s+)?(?:a\s+)?mondays?\s*\)"
                           r"|\bweeks\s+(?:starting|beginning|start|begin)\s+(?:on\s+)?(?:a\s+)?mondays?\b"
                           r"(?!\s*,?\s*(?:the\s+)?\d)"
                           r"|,?\s*\b(?:with\s+)?(?:each|every)\s+week\s+(?:identified|keyed|labell?ed|named|shown|dated)\s+"
                           r"by\s+(?:its|the)\s+(?:monday|first\s+day|start\s+date)\b", re.I)
_INCLUDING = re.compile(r"\b(up\s+to|until|till|through|thru|to)\s+and\s+including\b", re.I)
_UP_UNTIL = re.compile(r"\bup\s+(until|till|through|thru)\b", re.I)  # "up until the 16th": until the 16th
_CHATTY = re.compile(r"^\s*(?:(?:hi|hey|hello|hiya|morning|good\s+(?:morning|afternoon|evening)|ok|okay|right|quick"
                     r"\s+(?:one|question)|question|so(?!\s+far\b)|well|alright)\b[\s,!.:;-]*)+"
                     r"|\b(?:um+|uh+|erm+|er|hmm+|ah+)\b[\s,.-]*"  # said aloud, a pause: "um how many …"
                     r"|\b(?:i\s+was\s+|i'm\s+|just\s+)*wondering(?:\s+if\s+you\s+could\s+(?:tell\s+me|say))?\b"
                     r"|\bout\s+of\s+(?:interest|curiosity)\b|\bi(?:'d|\s+would)\s+love\s+to\s+(?:know|see)\b"
                     r"|\b(?:could|can|may)\s+i\s+(?:please\s+)?(?:get|have|see|ask)\b|\bany\s+idea\b"
                     r"|\b(?:any\s+chance\s+)?you\s+(?:could|can)\s+(?:please\s+)?(?:tell|show|give)\s+me\b"
                     r"|\b(?:then|quick(?:ly)?|please|thanks|thank\s+you|cheers)[\s?!.]*$"
                     r"|\b(?:a\s+)?(?:rundown|run-down|summary|overview)\s+of\b"
                     r"|\bi\s+need(?:\s+to\s+(?:know|see))?\b|\b(?:end|ended)\s+up\b|\bthese\s+days\b|\bnowadays\b",
                     re.I)
# "we've sold", "we're selling": the words said in full
_CONTRACTED = re.compile(r"\b(we|they|you|i)['’](ve|re)\b", re.I)

_POLITE = re.compile(r"\b(?:any\s+chance\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:be\s+able\s+to\s+)?"
                     r"(?:tell\s+me|show\s+me|give\s+me|list|"
                     r"let\s+me\s+know|break\s+down|work\s+out)?|\bi(?:'d| would)\s+like\s+to\s+(?:know|see)\b"
                     r"|\bdo\s+you\s+know\b", re.I)
_ABBREVIATIONS = {"rev": "revenue", "yday": "yesterday", "yest": "yesterday", "b4": "before", "wk": "week",
                  "wks": "weeks", "wkly": "weekly", "wkday": "weekday", "wkdays": "weekdays", "cust": "customer",
                  "custs": "customers", "qty": "quantity", "amt": "amount", "gp": "gross profit", "w/": "with",
                  "$": "dollars", "tot": "total", "mth": "month"}
_SHORT = re.compile(r"(?<![\w$])(rev|yday|yest|b4|wk|wks|wkly|wkday|wkdays|cust|custs|qty|amt|gp|w/|tot|mth|\$)"
                    r"(?![\w/])(?!\s*\d)", re.I)
_BARE_ORDINAL = re.compile(r"(?<!the )(?<![\w-])(\d{1,2}(?:st|nd|rd|th))\b", re.I)
_PERCENT = re.compile(r"%|\bper\s*cent|\bpercent(?:age)?s?\b", re.I)
_IS = {"who", "what", "that", "there", "it", "here", "where", "which", "how"}

_FORTNIGHT = re.compile(r"\b(last|past|previous)\s+fortnight\b", re.I)  # 14 days, like "the last 14 days"
_SAID_SHORT = ((re.compile(r"(?<!\w)w/e(?!\w)", re.I), " week ending "),
               (re.compile(r"(?<!\w)w/c(?!\w)", re.I), " week commencing "),  # "w/c 19 Feb" (set 74)
               (re.compile(r"(?<![\w#])#\s*(?=[a-z])", re.I), " number of "),  # "# sales": the number of sales
               (re.compile(r"(?<=[a-z])\s*#\s*$", re.I), " count "),  # "sales today #": their number (set 18)
               (re.compile(r"\bno\.?\s+of\b|\bno\.\s*(?=[a-z])", re.I), " number of "),
               (re.compile(r"(?<=[a-z$])\s*/\s*(?=(?:day|wk|week|month|sale|order|customer|cust|visit)\b)", re.I),
                " per "),  # "rev/day": revenue per day
               (re.compile(r"\bper-(?=(?:day|week|month|sale|customer|product|visit)\b)", re.I), " per "),  # "per-day"
               # "the days when (where) takings were over $30": the days that had them
               (re.compile(r"\b(days|weeks|months)\s+(?:when|where|on\s+which)\b", re.I), r" \1 that "),
               (re.compile(r"\bmtd\b", re.I), " month to date "), (re.compile(r"\bwtd\b", re.I), " this week "),
               (re.compile(r"\s&\s"), " and "), (re.compile(r"\bu\b", re.I), " you "),
               # "5th n 9th", "n sun so far?": "n" typed for "and", only before a word or a day
               (re.compile(r"(?:^|(?<=\s))n\s+(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|[a-z]{2,})", re.I), " and "),
               (re.compile(r"\bwk\s+(?=to\s+date\b)", re.I), "week "),  # "tkgs wk to date": this week's
               (re.compile(r"\bmn?th\s+(?=to\s+date\b)", re.I), "month "),
               (re.compile(r"(?<![\w$])b4\s+(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b)", re.I), " before "))
# "1st-7th": the 1st to the 7th
_ORDINAL_RANGE = re.compile(r"\b(\d{1,2}(?:st|nd|rd|th))\s*[-–]\s*(\d{1,2}(?:st|nd|rd|th))\b", re.I)
# "since the start of the month", "from the beginning of February": its first day
_START_OF = re.compile(r"\b(since|from)\s+the\s+(?:start|beginning)\s+of\s+(?:(?:the|this)\s+month\b|(?P<month>"
                       + "|".join(sorted({m.lower() for m in calendar.month_name if m}, key=len, reverse=True))
                       + r")\b)", re.I)
_COST_OF_SALES = re.compile(r"\bcost\s+of\s+(?:the\s+)?(?:goods\s+sold|sales|goods)\b|\bcogs\b", re.I)
# words typed short or slipped that the parser's typo rule cannot reach (too short, or read first)
_SLIPS = {"prod": "product", "prods": "products", "lvl": "level", "lvls": "levels", "chg": "change",
          "chgs": "changes", "purch": "purchase", "purchs": "purchases", "adj": "adjustments", "adjs": "adjustments",
          "wat": "what", "wot": "what", "mny": "many", "hw": "how", "wek": "week", "weeek": "week", "mnth": "month",
          "yr": "year", "px": "price", "wknd": "weekend", "wknds": "weekends", "wkend": "weekend",
          "wkends": "weekends", "wht": "what", "yesterdays": "yesterday", "todays": "today",
          "thx": "", "pls": "", "plz": "", "cheers": "", "ta": "",
          # text speak, and the words careful writers use (set 9's first score)
          "rn": "now", "2day": "today", "kilogram": "kg", "kilograms": "kg",
          "kgs": "kg", "expenditure": "spend", "tabulate": "show", "attributable": "", "hasnt": "hasn't",
          # a weekend manager's texting (set 78): "tkgs yday", "btwn 5th n 9th"
          "tkgs": "takings", "tkngs": "takings", "btwn": "between", "betw": "between"}
_SLIP = re.compile(r"(?<![\w'])(" + "|".join(_SLIPS) + r")(?![\w'])", re.I)
_TURN_OVER = re.compile(r"\b(?:turn|turned|turning)\s+over\b", re.I)  # "what did we turn over": turnover
# "the current week up to today": this week so far, not the seven days ending today (set 14)
_CURRENT = re.compile(r"\b(?:the\s+)?(?:current|present)\s+(week|month)\b", re.I)
_THIS_SO_FAR = re.compile(r"\bthis\s+(week|month)\s+(?:up\s+)?(?:to|until|till)\s+(?:today|now)\b", re.I)
_FORMAL = re.compile(r"^\s*(?:please\s+|kindly\s+)*(?:state|provide|tabulate|report|set\s+out|lay\s+out)\b", re.I)
# "spent to date", "this month to date" ("month to date" alone is the period itself, read there)
_TO_DATE = re.compile(r"(?:(?<=this month )|(?<=this week )|(?<=this year )|(?<!month )(?<!week )(?<!year ))"
                      r"\b(?:to\s+date|thus\s+far)\b", re.I)
# "since the 20th incl the 20th", "1 to 15 February inclusive": every range is inclusive already
_INCLUSIVE = re.compile(r"\b(?:incl\.?|including|inclusive(?:\s+of)?)(?:\s+(?:both\s+)?(?:the\s+)?"
                        r"\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:and|&)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?)?"
                        r"(?=\s*$|\s*[,.;)])"
                        r"|\b(?:with\s+)?both\s+(?:of\s+(?:those|these|the)\s+)?(?:days|dates|ends)?\s*"
                        r"(?:included|inclusive|counted)\b", re.I)
_DOOR = re.compile(r"\bout\s+(?:of\s+)?the\s+door\b", re.I)  # "went out the door": sold
_THROUGH_DOOR = re.compile(r"\b(?:through|in\s+through|thru)\s+the\s+door\b", re.I)  # "came through the door": in
# "at the start of business on the 25th": before the 25th's trading
_DAY_START = re.compile(r"\bat\s+the\s+(?:start|beginning|opening)\s+of\s+(?:business|trading|the\s+day)\s+(?:on\s+)?",
                        re.I)
_MONTH_NAMES = "|".join(sorted({m.lower() for m in (*calendar.month_name, *calendar.month_abbr) if m} | {"sept"},
                               key=len, reverse=True))
# "between 10 and 20 feb": the month said once for both days
_SHARED_MONTH = re.compile(r"(?<![\w$£€.])(?<!than )(?<!over )(?<!under )(?<!top )(?<!bottom )"
                           r"(\d{1,2}(?:st|nd|rd|th)?)\s*(and|to|until|till|through|-|–)\s*"
                           r"(\d{1,2}(?:st|nd|rd|th)?)\s+(?:of\s+)?(" + _MONTH_NAMES + r")\b", re.I)
# "feb 1 to 7", "February 3rd-9th"
_MONTH_FIRST = re.compile(r"\b(" + _MONTH_NAMES + r")\.?\s+(\d{1,2}(?:st|nd|rd|th)?)\s*(to|until|till|through|-|–)\s*"
                          r"(\d{1,2}(?:st|nd|rd|th)?)\b(?!\s*(?:kg|kilos?|dollars|[,.]\d))", re.I)
# days people call by name: their date
_NAMED_DAYS = {"valentine day": "14 February", "valentines day": "14 February", "leap day": "29 February",
               "christmas eve": "24 December", "christmas day": "25 December", "boxing day": "26 December",
               "new year eve": "31 December", "new years eve": "31 December", "new year day": "1 January",
               "new years day": "1 January", "halloween": "31 October"}
_NAMED_DAY = re.compile(r"\b(?:st\.?\s+)?(" + "|".join(n.replace(" ", r"\s+") for n in _NAMED_DAYS) + r")\b", re.I)
_BEST_SELLING = re.compile(r"\b(?:best|top|worst|biggest|fastest|slowest|poorest)[\s-]+selling\b", re.I)
# Sales that were returned are not sales any more: "net", "after refunds", "leaving out the
# ones that were returned" say what every sales figure already is.
_RETURNED = (r"(?:the\s+|any\s+|his\s+|her\s+|their\s+|our\s+|that\s+|this\s+)?"
             r"(?:refunds?|returns?|returned\s+(?:sales|ones|orders|transactions|items)"
             r"|(?:ones|sales|orders|transactions)\s+(?:that\s+|which\s+)?(?:were|was|got|have\s+been)\s+"
             r"(?:later\s+|since\s+|afterwards\s+)?(?:returned|refunded))")
_NET = re.compile(r"\b(?:after|less|minus|excluding|excl\.?|not\s+counting|leaving\s+out|without|net\s+of|"
                  r"deducting|take\s+away|(?:after\s+)?taking\s+(?:out|off|away))\s+" + _RETURNED +
                  r"(?:\s+(?:are|were|is|have\s+been|has\s+been)\s+(?:taken\s+off|deducted|removed|subtracted|"
                  r"taken\s+out))?\b|\bnet\b(?=\s+(?:sales|revenue|takings|turnover|spend|spending)\b)", re.I)


def plain(question: str) -> str:
    """The question with its phrasing normalised, padded with a space each side."""
    text = " " + re.sub(r"\s+", " ", takings_said.plain(question).strip().rstrip("?!. ")) + " "
    text = _MONDAY_WEEKS.sub(" ", text)  # our weeks start on Monday already
    text = _INCLUDING.sub(r"\1", text)  # "up to and including the 10th": up to the 10th
    text = _UP_UNTIL.sub(r"\1", text)
    text = spoken.said_in_full(text)
    text = _POSSESSIVE.sub(lambda m: m.group(1) + (" is" if m.group(1).lower() in _IS else ""), text)
    for short, said in _SAID_SHORT:
        text = short.sub(said, text)
    text = _SLIP.sub(lambda m: " " + _SLIPS[m.group(1).lower()] + " ", text)
    text = _CONTRACTED.sub(lambda m: f"{m.group(1)} {'have' if m.group(2).lower() == 've' else 'are'}", text)
    text = _FORMAL.sub(" ", text)  # "Please state the total …", "Kindly provide …"
    text = _TO_DATE.sub(" so far ", text)  # "spent to date"
    text = _CURRENT.sub(r" this \1 ", text)
    text = _THIS_SO_FAR.sub(r"this \1 so far", text)
    text = _INCLUSIVE.sub(" ", text)
    text = _POLITE.sub(" ", text)  # "could you tell me what we took": what we took
    text = _CHATTY.sub(" ", text)  # "hi, quick one - just wondering what we took"
    text = _SHORT.sub(lambda m: " " + _ABBREVIATIONS[m.group(1).lower()] + " ", text)
    text = _FORTNIGHT.sub(r"\1 14 days", text)
    text = _DOOR.sub(" out ", text)
    text = _THROUGH_DOOR.sub(" in ", text)
    text = _DAY_START.sub(" before ", text)
    text = _TURN_OVER.sub(" turnover ", text)
    text = re.sub(r"^\s*(?:add|total|sum)\s+up\b", " total ", text, flags=re.I)  # "add up the refunds"
    text = _COST_OF_SALES.sub(" cogs ", restated.read_past(text))
    text = shopfloor.plain(usual.plain(text))
    text = _ORDINAL_RANGE.sub(r"\1 to \2", text)
    text = _START_OF.sub(lambda m: f"{m.group(1)} " + (f"1 {m.group('month')}" if m.group("month") else "the 1st"),
                         text)
    text = _NAMED_DAY.sub(lambda m: _NAMED_DAYS[re.sub(r"\s+", " ", m.group(1).lower())], text)
    text = _SHARED_MONTH.sub(r"\1 \4 \2 \3 \4", text)  # "10 to 20 feb": 10 feb to 20 feb
    text = _MONTH_FIRST.sub(r"\1 \2 \3 \1 \4", text)  # "feb 1 to 7": feb 1 to feb 7
    text = _AVERAGE_WEEKDAY.sub(r"on \1s average per day", text)  # "an average Saturday": per Saturday
    text = _AVERAGE_ON_WEEKDAY.sub(r"\1 on \2s average per day", text)  # "the average take on a Saturday"
    if _AVERAGE.search(text) and not _PER_WHAT.search(text):  # "average takings per monday": over the Mondays
        text = _PER_WEEKDAY.sub(r"per day on \1s", text)  # ("the average sale per monday" is left)
    text = per_sale(text)
    text = _BEST_SELLING.sub(lambda m: m.group(0).split()[0].split("-")[0] + " sold", text)
    return _BARE_ORDINAL.sub(r"the \1", text)  # "since 22nd": since the 22nd


_PER_SALE = re.compile(r"\bper\s+(sale|order|transaction|visit|basket|trip)\b", re.I)
_AVERAGE = re.compile(r"\b(?:average|avg|mean|typical|typically|on\s+average)\b", re.I)


_AVERAGE_WEEKDAY = re.compile(r"\b(?:on\s+)?(?:an?\s+)?(?:average|typical)\s+(monday|tuesday|wednesday|thursday|friday|"
                              r"saturday|sunday)\b", re.I)


_AVERAGE_ON_WEEKDAY = re.compile(r"\b(?:the\s+)?(?:average|avg|mean|typical)\s+(takings|take|revenue|turnover)\s+"
                                 r"(?:on|for)\s+(?:an?\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b",
                                 re.I)
_PER_WHAT = re.compile(r"\b(?:sales?|orders?|baskets?|transactions?|visits?|customers?|spend|spent)\b", re.I)
_PER_WEEKDAY = re.compile(r"\bper\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                         r"(?!\s*,?\s*(?:the\s+)?\d)", re.I)


def per_sale(text: str) -> str:
    """"kilos of bananas per sale": there is no grouping by sale, so it is an average; so is
    "spend per head" (per customer)."""
    each = "per customer" if _AVERAGE.search(text) else "average per customer"
    text = re.sub(r"\bper\s+(?:head|capita|person)\b", each, text, flags=re.I)
    return text if _AVERAGE.search(text) else _PER_SALE.sub(r"average per \1", text)


def net_of_returns(text: str) -> tuple[str, str]:
    """The text without its "net of returns" phrases, and what they said ("" when none)."""
    text, left_out = returns_left_out.leave_out(text)  # "not counting anything he brought back"
    said = [*left_out, *(m.group(0).strip() for m in _NET.finditer(text))]
    text = _NET.sub(" ", text)
    return (returns_left_out.standing(text) if said else text), ", ".join(said)


def best_selling(text: str) -> bool:
    """"best-selling", "top selling": by kilos or by revenue, which the question must say."""
    return bool(re.search(r"\b(?:best|top|worst|biggest|fastest|slowest|poorest)\s+sold\b", text, re.I))


def asks_percentage(text: str) -> bool:
    return bool(_PERCENT.search(text))
