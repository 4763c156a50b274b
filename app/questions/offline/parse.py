"""Reading a manager's question into a Query (app/questions/offline/query.py) with no model:
its phrasing made plain (phrasing.py), the time it is about (periods.py), the shop's products,
customers and suppliers (names.py), what to measure (measure_reading.py and measures.py, with the
words of lexicon.py), how to group, rank and bound (grouping.py) — found wherever they stand.
Every word must be placed or be a known filler; otherwise the question is refused, naming the
words, because a qualifier read past is a wrong answer."""

from __future__ import annotations

import datetime as dt
import re
import types

from rapidfuzz.distance import OSA

from app.questions.offline import (
    absent,
    as_of,
    asides,
    asker_remarks,
    away,
    both,
    both_ways,
    checks,
    close_of_day,
    counted_nouns,
    day_counts,
    days_back,
    days_counted,
    delivery_moments,
    differences,
    everyday_words,
    finance_words,
    grouping,
    ledger_terms,
    margin_words,
    measure_reading,
    measures,
    money_per_kilo,
    money_said,
    month_end_words,
    names,
    percent_change,
    period_words,
    periods,
    phrasing,
    price_sides,
    purchase_words,
    refunds_off,
    returning,
    round40_words,
    roundabout_words,
    said_in_passing,
    shares,
    spoken,
    stated_range,
    tables,
    time_slips,
    unit_margin,
    unknown_names,
    unnamed_people,
    visit_days,
    we_got,
    weekday_restated,
    weekday_words,
    what_we_sold,
    whose_asked,
)
from app.questions.offline.lexicon import BOUGHT_IN, FILLERS, GROUP_WORDS, LEAST, MEASURE_WORDS, MOST, REFUSE, SOLD
from app.questions.offline.measures import (
    COUNTS,
    DEAR,
    DOING,
    MEASURES_OF_SALES,
    THOSE,
    WRITTEN_OFF,
)
from app.questions.offline.query import MONEY, PER_DAY, Period, Query
from app.questions.offline.words import CannotAnswer, Words, family
from app.records_from_text.drafts import Known
from app.records_from_text.reader.tokens import tokenize


def parse(question: str, known: Known, today: dt.date) -> Query:
    people = (*known.customers, *known.suppliers)
    names_known = {w.lower() for n in (*known.products, *(p.get("name", "") for p in people))
                   for w in re.findall(r"[A-Za-z]+", str(n))}
    # the asker's remarks around the question first (set 74), each checked against the names it holds
    question = close_of_day.plain(asker_remarks.plain(question, frozenset(names_known)))  # "COB"
    question = time_slips.plain(round40_words.plain(question), frozenset(_VOCABULARY | names_known))
    question = days_back.plain(question, today)  # "a fortnight ago today", "the weekend before last": dates
    # "sunday takings today", "Wednesday takings across the month": the weekday settled after the asides,
    # before other words move
    # "the 18th, that Sunday": the weekday said again, out before a weekday is read (set 74)
    text = weekday_restated.plain(asides.plain(we_got.plain(away.plain(question))), today)
    text = ledger_terms.plain(weekday_words.plain(text, today))
    text, net = phrasing.net_of_returns(purchase_words.plain(everyday_words.plain(finance_words.plain(
        month_end_words.plain(what_we_sold.plain(phrasing.plain(
        said_in_passing.plain(roundabout_words.plain(money_said.plain(money_per_kilo.plain(text)))))))))))
    text = whose_asked.plain(text)
    text, in_percent = percent_change.plain(text)  # "percentage change in takings from the 1st to the 2nd"
    text, share = shares.plain(day_counts.plain(text))
    text, table = tables.asked(both_ways.plain(text))
    if phrasing.asks_percentage(text):
        raise CannotAnswer("I do not work out percentages offline; ask for the amounts.")
    if _CHANGE.match(text):  # "Refund Zoe Davis for her mango today"
        raise CannotAnswer("That asks me to change the records; questions only read them. Enter it as a record.")
    # "month-to-date", "the first half of the month", "as of today", "wk 3 (15-21)"
    text, as_of_said = as_of.dated(as_of.plain(stated_range.plain(text)), today)
    text, days_said = days_counted.plain(period_words.plain(text, today))
    way = percent_change.way(differences.asked(text), in_percent)
    found, other = differences.find_periods(text, today, way) if way else (periods.find(text, today), None)
    rest = periods.blank(text, found.spans)
    words = Words(tokenize(rest), [False] * len(tokenize(rest)), text.lower())
    if words.has(*(REFUSE - {"best", "next"})) or (words.has("next") and not words.has("best")):
        raise CannotAnswer("That asks for a forecast, an opinion or something the records do not keep.")
    checks.one_ask(words)
    query = Query(measure="")
    if way:
        differences.read(words, query, way, other)
    names.shortened(words, known, _VOCABULARY)
    names.excluded(words, names.entities(words, known, query), query)
    unknown_names.check(words, _VOCABULARY)  # "what did Nina Park buy": no such customer, said so
    grouping.labels(words, query)
    _typos(words)
    checks.price_filter(words, query)
    if not (query.products or query.customer or query.supplier or query.customers or query.suppliers):
        spoken.how_it_went(words, found.period is not None)  # "how'd we go this week": its takings
    spoken.holds_now(words, bool(query.products))
    query.period = found.period
    query.weekdays, query.weekdays_said = found.weekdays, found.weekdays_said
    query.other_weekdays, query.other_weekdays_said = found.other_weekdays, found.other_weekdays_said
    if found.period is not None:
        words.take({"period"})  # "for the period 1-14 Feb"
    absent.read(words, query, found)
    unit_margin.read(words, query, found)
    visit_days.read(words, query, today)
    day_counts.read(words, query)
    returning.read(words, query)
    price_sides.read(words, query)
    both_ways.read(words, query)
    grouping.threshold(words, query)
    if query.having:
        checks.how_many_groups(words, query)
    if not query.measure:
        measure_reading.read(words, query, found)
    margin_words.check(question, query, share)
    checks.what_we_hold(words, query)
    checks.sums_to(words, query)
    checks.per_kilo(words, query)
    if phrasing.best_selling(text) and not words.has(*MEASURE_WORDS["revenue"], *MEASURE_WORDS["quantity"]):
        raise CannotAnswer("Best-selling by kilos or by revenue? Say “by kilos” or “by revenue”.")
    for index, token in enumerate(words.tokens):  # "which fruit went up": in price? sold more?
        if token.low in ("up", "down") and words.low(index - 1) in ("went", "gone", "go", "goes", "going") and \
                family(query.measure) != "price_changes":
            raise CannotAnswer(f"“{words.low(index - 1)} {token.low}”: the price, or how much was sold? Say which.")
    if len(query.products) > 1 and not both.read(words, query) and (  # "which customers bought X and Y": both?
            query.measure in COUNTS or query.shape == "names" or words.has("who", "both") or (
                words.has("which", "what") and words.has(*GROUP_WORDS["customer"]))):
        raise CannotAnswer(f"{' and '.join(query.products)}: both, or either? Ask about one product at a time.")
    period = query.period
    if query.measure in PER_DAY and period and period.start and (
            period.end is None or period.end > today):
        # "average takings per day this week": the days so far, not the ones still to come
        if period.start > today:
            raise CannotAnswer(f"“{period.said}” has not started yet.")
        query.period = Period(period.start, today, f"from {period.start.isoformat()} to {today.isoformat()} (so far)")
    if query.excluded and (query.measure not in names.LINES or query.products):
        raise CannotAnswer(f"Leaving out {' and '.join(query.excluded)}: I can do that for revenue, kilos, spend, "
                           "profit and purchases, with no other product named.")
    if net and query.measure not in MEASURES_OF_SALES | {"cost_of_sales"}:  # what was sold, returns out
        raise CannotAnswer(f"“{net}”: sales are counted net of returns; {query.measure.replace('_', ' ')} is not.")
    refunds_off.check(net, query)
    if query.measure in MONEY:  # "gross margin in dollars", "avg sale $": money already
        words.take({"dollars", "dollar"})
    if found.weeks_ago and family(query.measure) != "state":
        raise CannotAnswer(f"“{found.day_said}” from “a week ago” is one day; for that week's sales "
                           "ask for “last week” or “the week of …”.")
    as_of.check(as_of_said, family(query.measure))
    as_of.still_to_come(query, today)
    we_got.check(text, query)
    delivery_moments.check(text)
    if query.weekdays and family(query.measure) == "state":
        raise CannotAnswer(f"A {query.measure.replace('_', ' ')} is at one moment; “{query.weekdays_said}” "
                           "are many days. Ask for it on one day.")
    grouping.group_and_rank(words, query)
    if query.measure == "unit_cost" and query.group:
        # "what do we pay per kg for bananas from each supplier": each one's paid per kilo, on average — the
        # list of prices paid has no groups, and was answered with the grouping dropped
        query.measure = "average_unit_cost"
    checks.money_makers(words, query)
    tables.rows_of(query, table)
    grouping.counterparts(words, query)
    if query.group == "product" and words.has("total") and not words.has(
            *GROUP_WORDS["product"], "by", "per", "each", "every", "which"):
        # "the total we bought from Green Valley": one total (of money or kilos?), not a list by product
        raise CannotAnswer("A total of what: money or kilos? Say “how much did we spend” or “how many kilos”.")
    if query.count_groups and (query.group is None or query.rank or query.top or not query.having or family(
            query.measure) not in ("sales", "purchases", "returns")):
        raise CannotAnswer("How many of which, more or less than what? Ask which ones first.")
    names.several(words, query)
    clause = any(t.low in ("who", "that") and i > 0 and (words.low(i - 1) in THOSE or words.low(i - 1).endswith(
        "s") and any(words.low(i - 1) in g for g in GROUP_WORDS.values())) for i, t in enumerate(words.tokens))
    verbs = [t.low for t in words.tokens if t.low in DOING]
    if clause and len(verbs) > 1:
        # "how much did the customers who bought cherries spend": all they spent, which is not read here
        raise CannotAnswer("A question about those who did something else first: ask for them, then about each.")
    if words.has("only", "solely", "exclusively", "just") and (words.has("who", "that") or query.group in (
            "customer", "supplier", "day", "week", "month", "weekday")):
        # "customers who only bought bananas": nothing else, which the records are not asked for
        raise CannotAnswer("“only”: those who bought nothing else? I can list who bought it, not who bought only it.")
    grouping.check_people(query)
    if family(query.measure) != "price_changes":  # "did the price go up" is read there
        checks.directions(words)
    unnamed_people.check(words, query)
    words.take(FILLERS)
    unplaced = words.unplaced()
    if unplaced:
        listed = ", ".join(f"“{w}”" for w in dict.fromkeys(unplaced))
        raise CannotAnswer(f"I could not place {listed} in the question.", tuple(unplaced))
    days_counted.check(query, days_said)
    if share is not None:
        shares.part_of(query, share, text, question)
    if way:
        differences.check(query)
    return query




_CHANGE = re.compile(r"^\s*(?:please\s+|kindly\s+)*(?:refund|record|delete|remove|add|change|set|email|write\s+off|"
                     r"rename|cancel|mark|enter|log|update|raise|lower|put)\b"
                     r"(?!\s+(?:up|of|in|out|total|totals|amount|amounts|by|per|value|sum|count|sales|takings)\b)",
                     re.I)  # "set out the takings": lay them out



def _vocabulary() -> set[str]:
    """Every word the rules read: the word sets above and the words written in the rules
    themselves (the constants of this module's functions), so a real word is never "corrected"
    into another ("change" is not a slip for "charge")."""
    words = set(FILLERS) | SOLD | BOUGHT_IN | MOST | LEAST | WRITTEN_OFF | set(counted_nouns.COUNTED) | DEAR | REFUSE
    for group in (*MEASURE_WORDS.values(), *GROUP_WORDS.values()):
        words |= group

    def constants(code: types.CodeType) -> None:
        for const in code.co_consts:
            if isinstance(const, str) and re.fullmatch(r"[a-z']+", const):  # a word, not a message
                words.add(const)
            elif isinstance(const, frozenset | tuple):
                words.update(w for w in const if isinstance(w, str))
            elif isinstance(const, types.CodeType):
                constants(const)

    for module in (globals(), vars(measure_reading), vars(grouping), vars(names), vars(measures), vars(checks),
                   vars(counted_nouns)):  # the rules everywhere
        for value in list(module.values()):
            if isinstance(value, types.FunctionType) and value.__module__ in (
                    __name__, measure_reading.__name__, grouping.__name__, names.__name__, measures.__name__,
                    checks.__name__, counted_nouns.__name__):
                constants(value.__code__)
    return {w for w in words if w.isalpha()}


_VOCABULARY: set[str] = set()  # filled at the end of the module, when every rule is defined


def _typos(words: Words) -> None:
    """"revenu", "custmers": a word of ours typed with a slip, when it can only be that one word
    (names were matched before, with their own typo rules)."""
    for index, token in enumerate(words.tokens):
        if words.used[index] or token.kind != "word" or len(token.low) < 5 or token.low in _VOCABULARY:
            continue
        # one slip, into a word that carries meaning: a filler read in would drop what was typed
        close = [w for w in _VOCABULARY - FILLERS if len(w) >= 5 and OSA.distance(token.low, w) == 1
                 and w[0] == token.low[0]]  # a slip keeps the first letter: "tales" is not "sales"
        if len(close) == 1:
            token.text = close[0]


_VOCABULARY.update(_vocabulary())
