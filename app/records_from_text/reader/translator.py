"""The offline reader: the default translator when no language model is configured.

It finds the parts of a record wherever they stand (quantities, products, money, names, dates,
the words that say what happened) instead of matching sentence shapes, then builds the records
those parts make. It is cautious: a word it cannot place, a part that is missing, a doubt ("maybe",
"I think"), something not yet done ("will", "tomorrow") or a question makes it refuse, naming
what stopped it. Names are matched to the shop's by app/records_from_text/matching.py; the
draft resolves them (and asks back when a name could be several people).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.records_from_text.drafts import Known, NotUnderstood, TranslationContext
from app.records_from_text.reader import customers_kept, dictated_memos, key_values, lexicon, missing_parts, pictures
from app.records_from_text.reader.addresses import hide_emails, put_back
from app.records_from_text.reader.amounts_written import sign_currency_codes
from app.records_from_text.reader.asides import drop_asides
from app.records_from_text.reader.attach import attach_money, selling_prices
from app.records_from_text.reader.banter import drop_banter
from app.records_from_text.reader.bare_counts import weigh_bare_counts
from app.records_from_text.reader.boss_asked import drop_boss_asked
from app.records_from_text.reader.chat_speakers import drop_chat_posters
from app.records_from_text.reader.chat_tags import drop_chat_tags
from app.records_from_text.reader.chatter import drop_chatter
from app.records_from_text.reader.checklists import rewrite_checklist
from app.records_from_text.reader.clause import Clause, Party
from app.records_from_text.reader.clause_checks import reason_after_colon, refuse_holes_and_signs
from app.records_from_text.reader.clauses import CONNECTORS, split_clauses
from app.records_from_text.reader.corrections import settle_corrections
from app.records_from_text.reader.counted_headings import drop_heading_counts
from app.records_from_text.reader.counts import check_counts, leave_out_agreed, read_counts, settle_counted
from app.records_from_text.reader.customer_descriptions import drop_descriptions
from app.records_from_text.reader.dates import DateMention, find_dates
from app.records_from_text.reader.delivered_price import price_of_the_delivery
from app.records_from_text.reader.detail_sentences import join_details
from app.records_from_text.reader.document_numbers import drop_document_numbers
from app.records_from_text.reader.everyday_words import tolerate_everyday_words
from app.records_from_text.reader.field_reports import read_field_report
from app.records_from_text.reader.first_language import in_english
from app.records_from_text.reader.hesitations import drop_hesitations
from app.records_from_text.reader.kept_prices import keep_said_prices
from app.records_from_text.reader.leading_days import lead_in_day
from app.records_from_text.reader.loose_items import container_is_no_quantity, of_each, product_named_apart
from app.records_from_text.reader.market_shorthand import read_market_shorthand
from app.records_from_text.reader.message_frames import drop_frames
from app.records_from_text.reader.money import find_line_amounts, find_money
from app.records_from_text.reader.note_clauses import as_note, note_of, said_to_be_a_note, text_of
from app.records_from_text.reader.note_lists import note_list
from app.records_from_text.reader.notes import contact_note, one_note
from app.records_from_text.reader.occasions import drop_occasions
from app.records_from_text.reader.packs import weigh_packs
from app.records_from_text.reader.paid_after import paid_for_a_sale
from app.records_from_text.reader.papers import Papers, more_of_the_delivery
from app.records_from_text.reader.pieces import (
    find_items,
    find_mentioned_products,
    find_parties,
    mark_words,
    vocabulary,
)
from app.records_from_text.reader.politeness import ASK, PREAMBLE, REQUEST, drop_polite_asks
from app.records_from_text.reader.pounds_and_ounces import in_ounces
from app.records_from_text.reader.product_codes import drop_product_codes
from app.records_from_text.reader.quoted_messages import unquote
from app.records_from_text.reader.quoted_requests import read_quoted_order, refuse_quote_alone
from app.records_from_text.reader.receipt_lists import read_receipt_list
from app.records_from_text.reader.records import HINTS, build, kind_of
from app.records_from_text.reader.refund_after import refund_for_a_return
from app.records_from_text.reader.relations import drop_relations
from app.records_from_text.reader.remarks import drop_remarks
from app.records_from_text.reader.repeats import repeat_sale, split_repeats
from app.records_from_text.reader.restated_weights import drop_restated
from app.records_from_text.reader.return_entries import enter_returns
from app.records_from_text.reader.said_again import settle_said_again
from app.records_from_text.reader.said_instead import settle_said_instead
from app.records_from_text.reader.sample_verbs import samples_used
from app.records_from_text.reader.shorthand import NOTE_FIRST, rewrite
from app.records_from_text.reader.splits import WRITE_OFF
from app.records_from_text.reader.staff_doers import drop_staff_doers
from app.records_from_text.reader.stock_lines import rewrite_stock_lines
from app.records_from_text.reader.street_addresses import drop_street_addresses
from app.records_from_text.reader.tables import rewrite_rows
from app.records_from_text.reader.telling_openings import drop_taken_liberty, drop_telling_opening
from app.records_from_text.reader.texting import spell_out
from app.records_from_text.reader.tokens import SPELT_OUT
from app.records_from_text.reader.typed_corrections import settle_typed_corrections
from app.records_from_text.reader.unit_slips import read_unit_slips
from app.records_from_text.reader.which_one import name_the_one_meant
from domain.errors import InvalidRecord

# Short forms typed (tokens.SPELT_OUT), spelt out before dates are found: "ystrday" is a date.
_SPELT = re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, SPELT_OUT)) + r")(?![\w'])", re.I)
_SHORT_FORMS = {r"\b2mo?r+o?w?\b": "tomorrow",
                r"(?-i:(?:(?<=\w )|(?<=[\U0001F300-\U0001FAFF] ))n(?= \w))": "and",  # "mangoes 🥭 n raj got …"
                r"\bpr(?:ice)? chg\b": "price change",  # "pr chg bnn 1.05": never a pear's
                # "w/o 1.5 strw" before what it writes off, never "without"
                r"(?<![\w/])w/o(?=:| (?:\.?\d|half\b|an? (?:half|quarter|kilo)\b|[a-z]+ (?:- )?\.?\d))": "write off",
                r"(?<![\w/])w/(?= (?:the|his|her|their|all)\b)": "with"}  # "came back w/ the oranges"
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
_PRONOUNS = {"her", "him", "he", "she", "they", "them"}  # "…; sold her 1kg grapes": the one named before
_BOUGHT = {"bought", "sold", "took", "purchased", "got", "picked", "grabbed", "delivered", "received", "buying"}
_WRITE = {"write", "written", "wrote", "bin"}
_STRONG_ADJUST = {"threw", "thrown", "binned", "stolen", "spoiled", "spoilt", "mouldy", "moldy", "rotten",
                  "damaged", "samples", "tasting", "found", "missing", "expired", "wasted", "discarded", "chucked",
                  "tossed", "bruised"}


class OfflineReader:
    name = "offline grammar"  # what the window and `parse` show

    def translate(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        hidden, emails = hide_emails(text)
        try:
            records: list[dict[str, Any]] = put_back(self._read(hidden, context), emails)
        except NotUnderstood as e:
            if not emails:
                raise
            refusal = NotUnderstood(put_back(e.message, emails))
            refusal.hint = e.hint
            raise refusal from None
        if len(records) == 1 and records[0]["kind"] == "note" and records[0].get("text"):
            records[0]["text"] = text.strip()  # a note keeps what was typed, not the reader's rewriting of it
        if (lost := customers_kept.left_out(text, records, context.known)) is not None:
            raise NotUnderstood(f"I could not tell what {lost} bought or brought back here; "
                                "write one line per customer.")
        return records

    def _read(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        text = key_values.read_key_values(dictated_memos.undictate(sign_currency_codes(text)))  # "USD 4", "cust="
        text = keep_said_prices(read_field_report(text))
        text = join_details(in_english(pictures.in_words(drop_chat_posters(text, context.known), context.known)))
        if (notes := note_list(text, context.today)) is not None:  # "To do:\n- ring Hillside …\n- …"
            return notes
        refuse_quote_alone(text)
        text = read_quoted_order(text)  # `Zoe said "2 lb cherries", weighed out, paid`: the order, served
        text = drop_chat_tags(drop_street_addresses(unquote(text, context.known)), context.known)
        text = drop_staff_doers(text, context.known)  # "Declan sold Bob Smith …": staff, never the customer
        text = drop_hesitations(drop_document_numbers(read_receipt_list(text), context.known))  # "INV-77 …", "sorry, …"
        text = drop_product_codes(text, context.known)  # "STR-12 Strawberry 10 kg": a supplier's code
        text = drop_boss_asked(text)  # "the boss told me to change mango to 2.20", "… like the owner said"
        text = settle_said_again(settle_said_instead(settle_typed_corrections(text), context.known), context.known)
        text = read_unit_slips(text, context.known)  # "3kg… no wait 2kg", "2kg grapes, sorry I meant pears", "2 kiln"
        text = enter_returns(weigh_packs(rewrite_rows(drop_heading_counts(
            rewrite_stock_lines(rewrite_checklist(text), context.known.products)), context.known)))
        text = leave_out_agreed(text, context.known)
        text = name_the_one_meant(_normalise(spell_out(text, context.known)), context.known)
        text = read_market_shorthand(text, context.known)  # "back w", "end of day", "apls 28k grps 23k"
        text = samples_used(drop_restated(drop_frames(text, context.known)))  # "Just so you know, …"; "cut up 1 kg"
        text = split_repeats(drop_asides(settle_corrections(drop_banter(text, context.known))))
        text = drop_relations(drop_occasions(text, context.known))  # "for her sister's hen do": what it was for
        text = drop_descriptions(text, context.known, vocabulary(context.known))  # "Ken from the garage"
        text = drop_chatter(drop_remarks(text, context.known, vocabulary(context.known)), context.known)
        text, counted = read_counts(weigh_bare_counts(text, context.known), context.known)
        if not re.search(r"[A-Za-z]", text):
            raise NotUnderstood("There is nothing to record.", HINTS["sale"])
        text = drop_polite_asks(text)
        if "?" in text and not REQUEST.match(text):
            raise NotUnderstood("That reads as a question; ask it in the questions panel.")
        text = ASK.sub("", text).replace("?", ".") if "?" in text else text
        try:
            dates = find_dates(text, context.today, days_to_come=True)
        except InvalidRecord as e:
            if not NOTE_FIRST.match(text):
                raise NotUnderstood(f"{e.message}.") from None
            dates = []  # "fyi we're closed on the 4th of march": a note about a day to come, kept today

        known, vocab = context.known, vocabulary(context.known)
        clauses = split_clauses(text, dates, known)
        records: list[dict[str, Any]] = []
        pending: tuple[Clause, list[DateMention]] | None = None
        taken = 0  # how many records there were when the pending party was said
        supplier: list[Party] = []  # the last purchase's, for a list of lines after it
        subject: list[Party] = []  # "tom lee returned … and bought 2kg grapes": who "bought"
        record_days: list[DateMention] = []  # dates records took, for a later clause without one
        papers = Papers()  # "Receipt 4471, …. Receipt 4472, same supplier, …": a record each
        for clause, mentions in clauses:
            papers.see(clause)
            if all(t.kind == "punct" or t.low in lexicon.FILLERS for t in clause.tokens) and not mentions:
                continue  # "Thanks!"
            if said_to_be_a_note(clause):
                records.append(as_note(clause, mentions, context.today))
                continue
            _refuse_doubt(clause)
            _find(clause, known, vocab)
            tolerate_everyday_words(clause, known)
            if _heading(clause):  # "Sales today:" over a list: its date is the lines' date
                record_days = list(mentions)  # a new heading dates the lines under it, not the ones before
                continue
            if selling_prices(clause, records) or _loss_said_again(clause, records, mentions) \
                    or paid_for_a_sale(clause, records, known) or refund_for_a_return(clause, records):
                continue
            carried = False
            if clause.items and not clause.parties and subject and not (_STRONG_ADJUST & clause.words) and (
                    clause.tokens[0].low in CONNECTORS and {"bought", "took", "got", "picked"} & clause.words
                    or _PRONOUNS & clause.words and "sale" in clause.cues):
                clause.parties, carried = list(subject), True
                if pending and not mentions:  # "on Saturday Tom came by and got …": that day
                    mentions = pending[1]
            subject = [p for p in clause.parties if p.role != "supplier"][:1] if len(clause.parties) == 1 else []
            under = False  # the party said on a line of its own, over the lines under it
            if more_of_the_delivery(clause, records, supplier):  # "GRN …: oranges 20 kg @ 0.90; mangoes 10 kg @ 1.50"
                if not papers.opened:
                    clause.parties, under = list(supplier), True
                elif papers.same_supplier:
                    clause.parties = list(supplier)
            elif pending and clause.items and not clause.parties and not (_STRONG_ADJUST & clause.words):
                # "… from 'Orchard Co'. The quantities include …" (never "… Threw away 1 kg pears")
                clause.parties, mentions, under = pending[0].parties, mentions or pending[1], True
            elif (again := repeat_sale(clause, records)) is not None:  # "…, same again for Ida"
                records += again
                continue
            elif clause.parties and not clause.items and not clause.money and "return" not in clause.cues:
                if clause.mentioned and _BOUGHT & clause.words:
                    # "ken smith bought kilos of cherries": a product bought with no quantity said
                    named = ", ".join(f"“{name}”" for _, name in clause.mentioned)
                    raise NotUnderstood(f"How much of {named}? Give a quantity for every product.", HINTS["sale"])
                missing_parts.left_unsaid(pending, records, taken)
                pending, taken = (clause, mentions), len(records)
                if not clause.unplaced():
                    continue
            kind = kind_of(clause)
            if kind is None or (clause.unplaced() and _first_word(clause) in ("fyi", "info")):
                note = as_note(clause, mentions, context.today) if _first_word(clause) in ("fyi", "info") \
                    else note_of(clause, mentions, context.today)
                if note is None:
                    raise NotUnderstood(_not_read(clause), _hint(clause))
                records.append(note)
                continue
            unplaced = clause.unplaced()
            if unplaced:
                words = ", ".join(f"“{w}”" for w in dict.fromkeys(unplaced))
                raise NotUnderstood(f"I could not place {words} in “{text_of(clause)}”, so nothing was read.",
                                    HINTS[kind])
            if kind == "sale" and {t.low for t, used in zip(clause.tokens, clause.used) if used == "cue"} & WRITE_OFF:
                raise NotUnderstood(f"“{text_of(clause)}” reads as a sale and a write-off at once; say them in "
                                    "sentences of their own.", HINTS["stock_adjustment"])
            if kind == "stock_adjustment":
                container_is_no_quantity(clause, known)
            product_named_apart(clause)
            of_each(clause, records)
            day = _one_day(mentions, context.today, kind, [d for d in record_days])
            built = build(kind, clause, day, mentions, context.today, known, records)
            if not _came_back_for(clause):  # "…, then he came back for 1 kg of grapes": a second visit, a sale apart
                built = _one_sale_each(built)
            if carried and kind == "sale" and records and _same_sale(records[-1], built[0]) \
                    and not _came_back_for(clause):
                records[-1]["items"] += built[0]["items"]  # "sold Eva 2 kg grapes and then she got …": one sale
                built = built[1:]
            elif under and len(built) == 1 and records and _same_party(records[-1], built[0]):
                records[-1]["items"] += built[0]["items"]  # "received from ABC / Apple 15kg @1.10 / Grape …": one
                built = []
            elif kind == "price_change" and len(built) == 1 and price_of_the_delivery(records, built[0]):
                built = []
            records += built
            papers.read()
            supplier = [p for p in clause.parties if p.role == "supplier"][:1] if kind == "purchase" else []
            if kind != "return":
                record_days += [d for d in mentions]
            if not under:
                pending = None
        missing_parts.left_unsaid(pending, records, taken)
        if not records and not (records := contact_note(text, context.today)):  # "Eva Berg has a new phone: …"
            raise NotUnderstood("No record was found in that text.", HINTS["sale"])
        settle_counted(records, context)
        check_counts(records, counted, known)
        return one_note(records)  # a message all note, in sentences: one note, kept as typed by translate()


def _normalise(text: str) -> str:
    # "Mrs." or "tel." ends nothing
    text = re.sub(r"\b(mr|mrs|ms|dr|mx|mdm|tel|ph|mob|eff|orig)\.", r"\1", text.translate(_QUOTES), flags=re.I)
    text = drop_taken_liberty(in_ounces(text))  # "I have taken the liberty of recording that …"
    text = PREAMBLE.sub("", rewrite(PREAMBLE.sub("", text)))  # again once a letter's greeting is gone
    text = drop_telling_opening(text)  # "I would be most obliged if you could record that …"
    for pattern, replacement in _SHORT_FORMS.items():
        text = re.sub(pattern, replacement, text, flags=re.I)
    text = _SPELT.sub(lambda m: SPELT_OUT[m.group(1).lower()].upper() if m.group(1).isupper() and len(m.group(1)) > 1
                      else SPELT_OUT[m.group(1).lower()], text)  # "NEW CUST: NORA VANCE": still all capitals
    text = lead_in_day(text)  # "Yesterday, Omar got …", "On Saturday the 24th, …": the day of what follows
    if re.search(r"[A-Za-z]{2}", text) and text.upper() == text:
        text = text.lower()  # SHOUTED: capitals say nothing about names then
    return re.sub(r"[ \t]+", " ", text).strip()


def _refuse_doubt(clause: Clause) -> None:
    words = [t.low for t in clause.tokens if t.kind == "word"]
    if words and words[0] in lexicon.NOTE:
        return  # a note may say what does not happen ("doesn't deliver on Sundays")
    for index, token in enumerate(clause.tokens):  # "…, and later Omar came back": later that day, told after
        if token.low == "later" and clause.free(index) and (index == 0 or clause.low(index - 1) in CONNECTORS) \
                and clause.kind(index + 1) in ("word", "number"):
            clause.use(index, index + 1, "filler")
    free = {t.low for t, used in zip(clause.tokens, clause.used) if used is None}
    if free & lexicon.UNSURE:
        raise NotUnderstood("That sounds unsure; say exactly what happened.")
    if free & lexicon.NEGATION or {"oh", "wait"} <= free:
        raise NotUnderstood("That takes something back; say only what happened.")
    words = [t.low for t in clause.tokens]
    going_now = any(w == "going" and i + 1 < len(words) and words[i + 1] in ("up", "down") for i, w in enumerate(words))
    if free & lexicon.FUTURE - ({"going"} if going_now else set()):
        raise NotUnderstood("That has not happened yet; record it when it does.")
    if going_now:
        clause.used = ["cue" if t.low == "going" else u for t, u in zip(clause.tokens, clause.used)]


def _find(clause: Clause, known: Known, vocab: set[str]) -> None:
    refuse_holes_and_signs(clause)
    reason_after_colon(clause)
    find_money(clause)
    find_items(clause, known, vocab)
    find_parties(clause, known, vocab)
    find_line_amounts(clause)
    find_mentioned_products(clause, known, vocab)
    mark_words(clause)
    attach_money(clause)


def _one_day(mentions: list[DateMention], today: dt.date, kind: str, before: list[DateMention]) -> str:
    """A record's date: its clause's, else the one date the text's earlier records took, else today."""
    if kind == "return":
        return today.isoformat()  # the return builds its own dates
    days = {d.date for d in mentions} or ({d.date for d in before} if len({d.date for d in before}) == 1 else set())
    if len(days) > 1:
        raise NotUnderstood("That gives two different dates; say one.")
    day = days.pop() if days else today
    if day > today:
        raise NotUnderstood(f"{day.isoformat()} has not come yet; record it when it has happened.")
    return day.isoformat()


def _came_back_for(clause: Clause) -> bool:
    return any(t.low == "came" and clause.low(i + 1) == "back" and clause.low(i + 2) == "for"
               for i, t in enumerate(clause.tokens))


def _one_sale_each(built: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"1 mango kilo Raj, 2 orange kilo Raj": one clause's sales to one customer on one day are one sale."""
    out: list[dict[str, Any]] = []
    for record in built:
        if record["kind"] == "sale" and out and _same_sale(out[-1], record):
            out[-1] = {**out[-1], "items": out[-1]["items"] + record["items"]}
        else:
            out.append(record)
    return out


def _same_sale(before: dict[str, Any], sale: dict[str, Any]) -> bool:
    return before["kind"] == "sale" and before["date"] == sale["date"] and before["customer"] == sale["customer"]


def _same_party(before: dict[str, Any], record: dict[str, Any]) -> bool:
    return record["kind"] in ("sale", "purchase") and before["kind"] == record["kind"] and \
        before["date"] == record["date"] and before.get("customer", before.get("supplier")) == record.get(
            "customer", record.get("supplier"))


def _loss_said_again(clause: Clause, records: list[dict[str, Any]], mentions: list[DateMention]) -> bool:
    """"… were damaged; please write them off": the loss just read, asked for again."""
    if not records or records[-1]["kind"] != "stock_adjustment" or records[-1]["quantity"] >= 0 or mentions \
            or clause.items or clause.money or clause.parties or clause.mentioned:
        return False
    words = {t.low for t in clause.tokens if t.kind == "word"}
    return bool(words & {"them", "it", "those", "these", "both"}) and bool(words & (lexicon.THROWN | _WRITE)) and \
        words <= lexicon.THROWN | _WRITE | {"off", "away", "out", "them", "it", "those", "these"} | lexicon.FILLERS


def _heading(clause: Clause) -> bool:
    """A line that only introduces the lines under it ("Sales today:", "Write-offs, 20 Feb:")."""
    return clause.text.rstrip().endswith(":") and not (
        clause.items or clause.money or clause.parties or clause.mentioned) and not clause.unplaced()


def _first_word(clause: Clause) -> str:
    return next((t.low for t in clause.tokens if t.kind == "word"), "")


def _not_read(clause: Clause) -> str:
    unplaced = clause.unplaced()
    if unplaced:
        words = ", ".join(f"“{w}”" for w in dict.fromkeys(unplaced))
        return f"I could not read “{text_of(clause)}” as a record: I could not place {words}."
    return f"I could not read “{text_of(clause)}” as a record: {missing_parts.asked_back(clause)}"


def _hint(clause: Clause) -> str:
    for kind in ("return", "stock_adjustment", "purchase", "price_change", "sale"):
        if kind in clause.cues:
            return HINTS[kind]
    return HINTS["sale"]
