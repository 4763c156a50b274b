"""A weekday the rest of the question settles, short or in full (set 78's weekend manager texting): "sat
tkgs each wk" is every Saturday, week by week (read before as the last Saturday, grouped by week); "sun so
far", asked on a Sunday, is today (read before as the Sunday before), and "tkgs sun" alone asked on a Sunday
is asked about (today, or the Sunday before?); "tkgs by wkday (mon-sun)" names the weekdays a grouping by
weekday has anyway, "weekdays only, Monday through Friday" the weekdays again."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline.words import CannotAnswer

_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SHORT = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6}
_DAY = "|".join(sorted((*_NAMES, *_SHORT), key=len, reverse=True))
# a day alone: not "last sat", "every sunday", "saturdays", "sat the 17th", "sat-sun", "sat+sun"
_BARE = re.compile(r"(?<![\w'’+&/-])(?<!last\s)(?<!this\s)(?<!next\s)(?<!every\s)(?<!each\s)(?<!since\s)"
                   r"(?<!before\s)(?<!after\s)(?<!until\s)(?<!till\s)(?<!by\s)(?<!of\s)(?<!and\s)(?<!or\s)"
                   # a week's own Monday: "by its Monday", "weeks starting (on) a Monday", "each week's Monday"
                   r"(?<!its\s)(?<!the\s)(?<!a\s)(?<!weeks\s)(?<!week['’]s\s)(?<!weeks['’]\s)(?<!from\s)(?<!to\s)(?<!ing\s)(?<!ed\s)"
                   r"(?P<day>" + _DAY + r")\.?(?![\w'’+&/-])(?!\s*,?\s*(?:the\s+)?\d)"
                   r"(?!\s*(?:and|or|to|&|\+|vs\.?|versus|through|thru)\b)", re.I)
_EACH_WEEK = re.compile(r"\b(?:each|every|per|by|a)\s+(?:wk|week)\b|\bweekly\b|\bweek\s+by\s+week\b", re.I)
_ONE_DAY = re.compile(r"\b(?:today|tonight|yesterday|yday|tomorrow)\b", re.I)
_SO_FAR = re.compile(r"\bso\s+far\b", re.I)
_OTHER_TIME = re.compile(r"\b(?:today|tonight|yesterday|yday|last|this|since|before|until|till|between|btwn|from|"
                         r"ago|month|mth|week|wk|weekend|wknd|january|february|march|april|may|june|july|august|"
                         r"september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
                         r"|\d", re.I)
# "by weekday (mon-sun)", "per day of the week, Monday to Sunday": every weekday, which the grouping has
_ALL_WEEK = re.compile(r"(?P<by>\b(?:by|per|each)\s+(?:wkday|weekday|day\s+of\s+(?:the\s+)?(?:wk|week))"
                       r"(?:\s+(?:pls|please))?)\s*,?\s*\(?\s*(?:mon(?:day)?\.?\s*(?:-|–|to|thru|through)\s*"
                       r"sun(?:day)?\.?)\s*\)?", re.I)


# "(sat+sun)", "saturday and sunday": the weekend's two days, said again after "weekend" or over a stretch
# ("all the Saturdays and Sundays put together": the words around the pair go with it)
_PAIR = re.compile(r"(?:\ball\s+(?:the\s+)?)?\(?\s*\b(?:sat(?:urday)?s?)\.?\s*(?:\+|&|and|n)\s*(?:sun(?:day)?s?)\b\.?"
                   r"\s*\)?(?:\s*(?:put\s+)?together\b|\s*combined\b)?", re.I)
_WEEKEND = re.compile(r"\b(?:weekends?|wknds?|wkends?)\b", re.I)
_WHICH_WEEKEND = re.compile(r"\b(?:this|last|past|previous)\s+(?:weekend|wknd|wkend)s?\b|\b(?:weekend|wknd|wkend)s?\s+"
                            r"just\s+gone\b|\bmtd\b|\bto\s+date\b", re.I)
_STRETCH = re.compile(r"\b(?:(?:this|last|the)\s+(?:wk|week|month|mth)|(?:all|whole)\s+(?:the\s+)?(?:month|mth)|"
                      r"(?:in|across|over|through(?:out)?)\s+(?:feb(?:ruary)?|jan(?:uary)?|the\s+month))\b", re.I)


# "weekday trading only, Monday through Friday": the weekdays, their days said again
_WORKING = re.compile(r"\b(weekdays?)\s*(?:only\s*)?[,(]?\s*\(?(?:that\s+is\s+|i\.e\.?\s+)?"
                      r"mon(?:day)?s?\s*(?:-|–|to|through|thru)\s*fri(?:day)?s?\b\s*\)?", re.I)


def _pair(text: str) -> str:
    pairs = list(_PAIR.finditer(text))
    if len(pairs) != 1:
        return text
    match = pairs[0]
    rest = text[:match.start()] + " " + text[match.end():]
    if _WEEKEND.search(rest) and (_STRETCH.search(rest) or _WHICH_WEEKEND.search(rest)):
        # "wknd tkgs total this wk (sat+sun)", "last wkend (sat+sun)": that weekend, its days said again ("wknd
        # takings? sat+sun" says no which, and is left)
        return rest
    if _STRETCH.search(rest) and not _ONE_DAY.search(rest):
        return text[:match.start()] + " on weekends " + text[match.end():]  # "kg sold sat+sun all mth"
    return text


def _index(word: str) -> int:
    low = word.lower().rstrip(".")
    return _NAMES.index(low) if low in _NAMES else _SHORT[low]


def plain(text: str, today: dt.date) -> str:
    text = _pair(_WORKING.sub(r"\1 ", _ALL_WEEK.sub(lambda m: m.group("by") + " ", text)))
    bare = list(_BARE.finditer(text))
    if len(bare) != 1:
        return text
    match = bare[0]
    day = _index(match.group("day"))
    rest = text[:match.start()] + " " + text[match.end():]
    if _EACH_WEEK.search(rest) and not _ONE_DAY.search(rest):  # "sat tkgs each wk this mth": each Saturday of it
        return text[:match.start()] + f"on {_NAMES[day]}s" + text[match.end():]
    if _SO_FAR.search(rest) and day == today.weekday() and not _OTHER_TIME.search(_SO_FAR.sub(" ", rest)):
        return text[:match.start()] + "today" + text[match.end():]
    word = match.group("day").lower().rstrip(".")
    if word in _SHORT and day == today.weekday() and not _OTHER_TIME.search(rest) and not _EACH_WEEK.search(rest):
        # "tkgs sun" texted on a Sunday: today's so far, or the Sunday before (read before as the Sunday before)
        name = _NAMES[day]
        raise CannotAnswer(f"“{match.group('day')}”: today, or last {name.title()}? Say “today” or “last {name}”.")
    return text
