"""Amounts of money in a clause: "$11", "@0.55", "0.60/kg", "60 cents", "3 dollars 40", "for
$18", "$24 all up", "cost 0.90", "sell at 1.50"; whether each is per unit, for the whole line,
or a selling price; and a bare amount said right after a line ("2 kg cherries, $6.40")."""

from __future__ import annotations

from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause, Money
from domain.units import UNIT_WORDS

CURRENCY_WORDS = {"dollar", "dollars", "usd", "euro", "euros", "eur", "bucks", "buck", "quid", "gbp"}
SELLING_CUES = {"sell", "sells", "selling", "retail", "retailed", "retailing", "resell", "shelf"}
PER = ("per", "a", "an", "the")  # "1.70 a kilo", "0.90 the kilo"
PAID = {"paid", "charged", "pay", "pays"}  # "he pay 2.40": a second-language "paid"
PAID_BY = ("cash", "card")  # "…, cash 7.50", "paid card 4.20": what was paid, and how
# An amount just after these is for the whole line ("totalling $3.40", "amount $2.40", "all together $20").
TOTAL_CUES = {"invoice", "bill", "receipt", "altogether", "together", "total", "totalling", "totaling", "totalled",
              "amount", "amounting"}
# A bare amount after these is a price ("cost 0.90", "sell 1.60", "20kg x 1.10"), unless a product follows.
COUNT_WORDS = {"count", "counted", "recount", "recounted", "stocktake", "tally"}
PRICE_LEADS = ("cost", "costs", "costing", "sell", "selling", "retail", "resell", "x", "shelf",
               "unit")  # "unit 0.92": an invoice's column


def is_money(clause: Clause, i: int) -> bool:
    """Token i is a number that is an amount of money ("$11", "@0.55", "0.60/kg", "60 cents")."""
    low = clause.low
    before = low(i - 1)
    if before in ("$", "€", "£", "@"):
        return True
    after = low(i + 1)
    if after in ("%", "percent", "pct"):
        return False  # "20% off": a share, never an amount
    if after in CURRENCY_WORDS or after in ("cents", "cent", "c", "p", "pence"):
        return True
    if after == "/" and low(i + 2) in UNIT_WORDS:
        return True
    if after in PER and low(i + 2) in UNIT_WORDS and low(i + 2) != "dozen":
        return True
    if after == "each" or (before in ("at", "for", "to", *PAID, *PAID_BY, "invoice", "bill", "(")
                            and after not in UNIT_WORDS):
        return True
    if after in ("paid", "charged") and clause.kind(i + 2) in ("", "punct"):
        return True  # "2 kg strawbs 7.80 paid"
    if before in ("them", "him", "her") and low(i - 2) in PAID and after not in UNIT_WORDS:
        return True  # "… paid them 64 total": what the delivery was paid
    if after in CURRENCY_WORDS and clause.kind(i + 2) == "number":
        return True
    if before in ("and", ",") and (clause.used[i - 2] == "money" or _is_money_before(clause, i - 2)):
        return after not in UNIT_WORDS  # "paid 1.40 and 0.95", "prices of 0.7 and 1.1"
    if before in PRICE_LEADS and (clause.kind(i + 1) in ("", "punct") or after in SELLING_CUES):
        return True  # "cost 0.90,", "sell 1.60" — not "sell one and a half kilo"
    if (after == "now" or after in ("from", "starting", "since", "effective") and (
            {"now", "price", "prices", "change"} & {t.low for t in clause.tokens} or _in_cents(clause, i))) \
            and clause.kind(i - 1) == "word" and before not in UNIT_WORDS:
        return True  # "mangos 2.50 now", "strawberries 4.10 from now", "grapes 2.95 from wed", "… effective today"
    said_before = before in TOTAL_CUES - {"invoice", "bill", "receipt"} and clause.kind(i + 1) in ("", "punct")
    if said_before or after == "total" and (clause.kind(i + 2) in ("", "punct") or low(i + 2) in SELLING_CUES):
        return True  # "invoice total 26.40", "… 15.60 total", "… 18.00 total sell 2.80"
    if (clause.kind(i + 1) in ("", "punct") and after not in ("%",) or after in ("too", "also")) and {
            "price", "prices"} & {t.low for t in clause.tokens}:
        return True  # "new price pears 1.50": the amount a price sentence ends on ("…, pears 1.50 too")
    # "bananas now 0.95", "new price for mango: 2.60": a bare number where no product follows
    follows_product = clause.kind(i + 1) == "word" and after not in lexicon.FILLERS | lexicon.PRICE
    words = {t.low for t in clause.tokens}
    if before == ":" and COUNT_WORDS & words and not {"price", "prices", "priced", "now"} & words:
        return False  # "strawberry count at close: 37.5": what was counted, never a price
    if after not in UNIT_WORDS and not follows_product and before in ("now", ":", "is", "are", "be", "price", "of",
                                                                          "was", "says") or (
            before == "'s" and low(i - 2) in ("that", "it")):  # "2 kilos strawbs that's 7.80"
        return clause.kind(i + 1) != "number"
    return False


def _in_cents(clause: Clause, i: int) -> bool:
    """Written to the cent ("2.95"), as a price is and a weight seldom is."""
    return bool(clause.tokens[i].text.count(".") == 1 and len(clause.tokens[i].text.split(".")[1]) == 2)


def find_line_amounts(clause: Clause) -> None:
    """"Raj 2 kg cherries, $6.40", "… 1.25 kg grapes - 3.50": a bare number right after a line (or
    after a line and whom it was for: "2 kg pears for Ann, 2.88", "sold 1 kg pears to Tom, 1.60"), ending
    the clause or its part, is an amount said for that line (which one, the sale decides)."""
    for i, token in enumerate(clause.tokens):
        if token.kind != "number" or not clause.free(i) or (
                clause.kind(i + 1) not in ("", "punct") and clause.low(i + 1) not in SELLING_CUES):
            continue
        j = i - 1
        while j >= 0 and clause.kind(j) == "punct" and clause.low(j) in (",", "-", "$", "(", ":"):
            j -= 1
        # "2 kilo grapes for Sue Davis, 5.60": the line, then whom it was for, then its amount
        party = next((p for p in clause.parties if p.end == j + 1), None)
        if party is not None and clause.low(party.start - 1) in ("for", "to") and party.start >= 2:
            j = party.start - 2
        if j >= 0 and clause.used[j] == "item":
            start = i - 1 if clause.low(i - 1) in ("$", "€", "£") else i
            end = i + 2 if clause.low(i + 1) == ")" and clause.low(start - 1) == "(" else i + 1
            clause.money.append(Money(token.value or 0.0, start, end))
            clause.use(start, end, "money")


def _is_money_before(clause: Clause, i: int) -> bool:
    return i >= 0 and clause.kind(i) == "number" and is_money(clause, i)


def find_money(clause: Clause) -> None:
    low = clause.low
    for i, token in enumerate(clause.tokens):  # "selling at a dollar": one of it
        if token.low in ("a", "an") and low(i + 1) in ("dollar", "euro", "buck", "quid") and clause.free(i) \
                and clause.free(i + 1):
            token.kind, token.value = "number", 1.0
    for i, token in enumerate(clause.tokens):
        if token.kind != "number" or not clause.free(i) or not is_money(clause, i):
            continue
        amount = token.value or 0.0
        start, end = i, i + 1
        if low(i - 1) in ("$", "€", "£", "@", "x"):
            start = i - 1
        if low(end) in ("cents", "cent", "c", "p", "pence"):
            amount, end = amount / 100, end + 1
        elif low(end) in CURRENCY_WORDS:
            end += 1
            # "5 dollars and 60 cents": one amount said in its two coins ("cents" after it, so never "and 3 kg")
            if low(end) == "and" and clause.kind(end + 1) == "number" and low(end + 2) in ("cents", "cent") \
                    and clause.free(end) and clause.free(end + 1):
                end += 1
            if clause.kind(end) == "number" and (clause.tokens[end].value or 0) < 100:  # "3 dollars 40"
                amount, end = amount + (clause.tokens[end].value or 0) / 100, end + 1
                if low(end) in ("cents", "cent", "c"):
                    end += 1
        if low(start - 1) == "(" and low(end) == ")":
            start, end = start - 1, end + 1
        per_unit = True
        per = low(end) in PER and (low(end + 1) in UNIT_WORDS or low(end + 1) == "unit")
        if (low(end) == "/" and low(end + 1) in UNIT_WORDS) or per:
            end += 2
        elif low(end) == "each":
            end += 1
        else:
            per_unit = False
        # "7.80 paid" is the line's total; never "at 1.60 paid them 64 total", whose "paid" is the next amount's,
        # nor "@1.70 pd", a price per unit then a mark that it was paid
        paid = bool(PAID & {low(start - 1), low(start - 2), low(start - 3)}) or low(start - 1) in PAID_BY \
            or low(end) in ("paid", "charged") \
            and low(end + 1) not in ("them", "him", "her") and "@" not in (low(start - 1), low(start))
        if low(end) in ("paid", "charged") and clause.kind(end + 1) in ("", "punct"):
            end += 1
        for_a_quantity = low(end) == "for" and clause.kind(end + 1) == "number"
        for_all = (low(end) == "for" and low(end + 1) == "the" and low(end + 2) in ("lot", "lot.", "whole")
                   or low(end) == "the" and low(end + 1) == "lot")  # "40 bucks the lot"
        # "invoice 21.60" is the whole bill; "…, invoice HS-220, @ 1.10" is still a price per unit
        billed = bool(TOTAL_CUES & {low(start - 1), low(start - 2), low(start - 3)}) and low(start) != "@"
        all_up = low(end) == "all" and low(end + 1) == "up"  # "$50 all up"
        in_total = low(end) == "in" and low(end + 1) == "total"  # "$8.00 in total"
        total = low(end) in ("total", "altogether") or all_up or in_total or (not per_unit and (
            low(start - 1) == "for" or paid or for_a_quantity or for_all or billed))
        if low(end) in ("total", "altogether"):
            end += 1
        elif all_up or in_total:
            end += 2
        marked_unit = per_unit or low(start - 1) in ("at", "@", "price", *PRICE_LEADS) or low(start) in ("@", "x") or (
            low(start - 1) == "of" and low(start - 2) in ("price", "prices"))
        selling = bool({low(start - 1), low(start - 2), low(start - 3)} & SELLING_CUES) or _sold_named(clause, start)
        if low(end) == "on" and low(end + 1) == "the" and low(end + 2) == "shelf":
            selling, end = True, end + 3  # "priced them at 1.50 on the shelf"
        clause.money.append(Money(round(amount, 4), start, end, total=total, selling=selling,
                                  per_unit=marked_unit and not total, by_cost_word=not per_unit and low(
                                      start - 1) in ("cost", "costs", "costing") and low(start) not in ("@", "x")))
        clause.use(start, end, "money")


def _sold_named(clause: Clause, start: int) -> bool:
    """"sell the oranges at 1.60": a selling cue before the product it names, then the amount."""
    low = clause.low
    return low(start - 1) in ("at", "for") and clause.kind(start - 2) == "word" and \
        low(start - 3) in ("the", "those", "these", "our") and low(start - 4) in SELLING_CUES
