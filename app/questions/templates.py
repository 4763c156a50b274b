# ruff: noqa: E501 - long SQL literals; this module is replaced by the question parser (issue 17)
"""Offline answers: parameterised question templates, for when no model is configured.

The question's names (products, customers, suppliers: the shop's own, via rapidfuzz and the
names module), dates and periods ("in February 2024", "on Feb 15", "between … and …") and a
"top N" are found first and replaced by slots; what is left is matched against each template's
phrasings (rapidfuzz). A template is used only if it clearly wins and uses every slot found, so
a filter is never silently dropped; otherwise the answer is "I can't answer that offline".
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from app.questions.answers import Answer, QuestionFailed, Step, fill
from app.questions.fact_questions import answer_from_facts
from app.records_from_text.reader.dates import find_dates
from app.service_layer.ledger import Ledger
from domain.errors import InvalidRecord
from domain.names import product_name

RunStep = Callable[[str, str, "dt.date | None"], Step]
MATCH, MARGIN = 78, 4  # score a phrasing must reach, and lead the next template by
CANT = "I can't answer that offline — configure a model (chatledger config) or write SQL (chatledger sql)."
_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})


@dataclass
class Slots:
    product: str | None = None
    customer: tuple[int, str] | None = None  # (customer_id, name)
    supplier: tuple[int, str] | None = None
    start: dt.date | None = None  # a period, both ends inclusive
    end: dt.date | None = None
    label: str = ""  # " in February 2024", " on 2024-02-15"
    top: int | None = None
    found: set[str] = field(default_factory=set)  # which slots the question filled

    def within(self, column: str) -> str:
        if self.start is None or self.end is None:
            return "1 = 1"
        return f"{column} BETWEEN '{self.start.isoformat()}' AND '{self.end.isoformat()}'"


@dataclass(frozen=True)
class Template:
    phrasings: tuple[str, ...]
    steps: Callable[[Slots], list[tuple[str, str]]]  # -> (purpose, SQL)
    say: str  # answer sentence: {s1}-style placeholders, and {label}, {product}, {customer}…
    uses: frozenset[str] = frozenset()  # slots it needs
    may: frozenset[str] = frozenset({"period"})  # slots it can also take
    as_of: bool = False  # a date means "the shop as of that day", not a period


def _q(text: str | None) -> str:
    assert text is not None  # templates that quote a slot need it
    return "'" + text.replace("'", "''") + "'"


def _customer_sales(s: Slots) -> str:
    assert s.customer is not None  # templates that use it need the slot
    return f"customer_id = {s.customer[0]} AND {s.within('sale_date')}"


TEMPLATES = (
    Template(("what was the total revenue", "how much revenue did we make", "total sales",
              "how much money did we take", "what were our sales", "revenue"),
             lambda s: [("revenue", f"SELECT ROUND(COALESCE(SUM(total_price), 0), 2) AS revenue FROM sales "
                                    f"WHERE {s.within('sale_date')}")],
             "Revenue{label} was {s1}."),
    Template(("which day had the highest revenue", "what was the best day", "busiest day by revenue",
              "day with the most sales"),
             lambda s: [("best day", "SELECT sale_date, ROUND(SUM(total_price), 2) AS revenue FROM sales "
                                     f"WHERE {s.within('sale_date')} GROUP BY sale_date ORDER BY revenue DESC LIMIT 1")],
             "The best day{label} was {s1.sale_date}, with revenue of {s1.revenue}."),
    Template(("what is the average weight per sale", "average kg per sale", "average weight of fruit sold per sale",
              "how many kilos does a sale weigh on average"),
             lambda s: [("kg sold", "SELECT ROUND(COALESCE(SUM(si.quantity_sold), 0), 3) AS kg FROM sale_items si "
                                    "JOIN products p ON p.product_id = si.product_id JOIN sales sa ON sa.sale_id = si.sale_id "
                                    f"WHERE p.unit = 'kg' AND {s.within('sa.sale_date')}"),
                        ("sales", f"SELECT COUNT(*) AS sales FROM sales WHERE {s.within('sale_date')}"),
                        ("kg per sale", "SELECT ROUND(CAST(kg AS REAL) / NULLIF(n, 0), 2) AS kg_per_sale FROM "
                                        f"(SELECT (SELECT COALESCE(SUM(si.quantity_sold), 0) FROM sale_items si JOIN products p "
                                        f"ON p.product_id = si.product_id JOIN sales sa ON sa.sale_id = si.sale_id "
                                        f"WHERE p.unit = 'kg' AND {s.within('sa.sale_date')}) AS kg, "
                                        f"(SELECT COUNT(*) FROM sales WHERE {s.within('sale_date')}) AS n)")],
             "{s1} kg were sold in {s2} sales{label}: {s3} kg per sale on average."),
    Template(("how much did {customer} spend", "what did {customer} spend", "total spent by {customer}",
              "how much has {customer} bought"),
             lambda s: [("spent", f"SELECT ROUND(COALESCE(SUM(total_price), 0), 2) AS spent FROM sales "
                                  f"WHERE {_customer_sales(s)}")],
             "{customer} spent {s1}{label}.", uses=frozenset({"customer"})),
    Template(("what did {customer} buy", "which products did {customer} buy", "show the purchases of {customer}"),
             lambda s: [("items bought", "SELECT sa.sale_date, p.name, si.quantity_sold, p.unit, si.item_total_price "
                                         "FROM sales sa JOIN sale_items si ON si.sale_id = sa.sale_id JOIN products p "
                                         f"ON p.product_id = si.product_id WHERE sa.{_customer_sales(s)} "
                                         "ORDER BY sa.sale_date, p.name LIMIT 50")],
             "{customer} bought these items{label}.", uses=frozenset({"customer"})),
    Template(("how much did each customer spend", "spend per customer", "who spent the most",
              "who are our top customers", "top {n} customers", "best customers"),
             lambda s: [("spend per customer", "SELECT c.first_name || ' ' || c.last_name AS customer, "
                                               "ROUND(SUM(sa.total_price), 2) AS spent FROM sales sa JOIN customers c "
                                               f"ON c.customer_id = sa.customer_id WHERE {s.within('sa.sale_date')} "
                                               f"GROUP BY c.customer_id ORDER BY spent DESC LIMIT {s.top or 50}")],
             "The top customer{label} is {s1.customer}, who spent {s1.spent}.", may=frozenset({"period", "n"})),
    Template(("which product sold the most", "best selling products", "top {n} products", "most popular products",
              "what sells best"),
             lambda s: [("sold per product", "SELECT p.name, SUM(si.quantity_sold) AS sold, p.unit, "
                                             "ROUND(SUM(si.item_total_price), 2) AS revenue FROM sale_items si "
                                             "JOIN products p ON p.product_id = si.product_id JOIN sales sa "
                                             f"ON sa.sale_id = si.sale_id WHERE {s.within('sa.sale_date')} "
                                             f"GROUP BY p.product_id ORDER BY sold DESC LIMIT {s.top or 50}")],
             "The best seller{label} is {s1.name}: {s1.sold} {s1.unit} sold.", may=frozenset({"period", "n"})),
    Template(("how much {product} did we sell", "how much {product} was sold", "{product} sales"),
             lambda s: [("sold", "SELECT COALESCE(SUM(si.quantity_sold), 0) AS sold, ROUND(COALESCE(SUM(si.item_total_price), 0), 2) "
                                 "AS revenue FROM sale_items si JOIN products p ON p.product_id = si.product_id "
                                 f"JOIN sales sa ON sa.sale_id = si.sale_id WHERE p.name = {_q(s.product)} "
                                 f"AND {s.within('sa.sale_date')}")],
             "{s1.sold} {unit} of {product} were sold{label}, for {s1.revenue}.", uses=frozenset({"product"})),
    Template(("which supplier did we buy the most from", "spend per supplier", "top {n} suppliers",
              "how much did we spend with each supplier"),
             lambda s: [("spend per supplier", "SELECT su.supplier_name, ROUND(SUM(pu.total_cost), 2) AS spent "
                                               "FROM purchases pu JOIN suppliers su ON su.supplier_id = pu.supplier_id "
                                               f"WHERE {s.within('pu.purchase_date')} GROUP BY su.supplier_id "
                                               f"ORDER BY spent DESC LIMIT {s.top or 50}")],
             "The top supplier{label} is {s1.supplier_name}, with {s1.spent} spent.", may=frozenset({"period", "n"})),
    Template(("how much did we spend on purchases", "total purchases", "what did we pay for stock",
              "how much did we pay {supplier}", "how much did we buy from {supplier}"),
             lambda s: [("spent", "SELECT ROUND(COALESCE(SUM(total_cost), 0), 2) AS spent FROM purchases "
                                  f"WHERE {s.within('purchase_date')}"
                                  + (f" AND supplier_id = {s.supplier[0]}" if s.supplier else ""))],
             "Purchases{from_supplier}{label} cost {s1}.", may=frozenset({"period", "supplier"})),
    Template(("how many returns were there", "how much was refunded", "returns", "how many sales were returned"),
             lambda s: [("returns", "SELECT COUNT(*) AS returns, ROUND(COALESCE(SUM(refund_total), 0), 2) AS refunded "
                                    f"FROM returns WHERE {s.within('return_date')}")],
             "There were {s1.returns} returns{label}, refunding {s1.refunded}."),
    Template(("how many sales were there", "number of sales", "how many sales did we make"),
             lambda s: [("sales", f"SELECT COUNT(*) AS sales FROM sales WHERE {s.within('sale_date')}")],
             "There were {s1} sales{label}."),
    Template(("how many customers do we have", "number of customers"),
             lambda s: [("customers", "SELECT COUNT(*) AS customers FROM customers")],
             "The shop has {s1} customers.", may=frozenset()),
    Template(("how much {product} do we have", "how much {product} is in stock", "stock of {product}",
              "how much {product} did we have", "how much {product} was in stock", "{product} stock"),
             lambda s: [("stock", f"SELECT stock_quantity, unit FROM products WHERE name = {_q(s.product)}")],
             "Stock of {product}{label}: {s1.stock_quantity} {s1.unit}.",
             uses=frozenset({"product"}), may=frozenset({"day"}), as_of=True),
    Template(("what is in stock", "stock levels", "how much stock do we have", "what did we have in stock"),
             lambda s: [("stock", "SELECT name, stock_quantity, unit FROM products ORDER BY name LIMIT 50")],
             "Stock{label}, product by product.", may=frozenset({"day"}), as_of=True),
    Template(("what is the price of {product}", "how much does {product} cost", "selling price of {product}",
              "what did {product} cost", "what was the price of {product}", "{product} price"),
             lambda s: [("price", f"SELECT selling_price FROM products WHERE name = {_q(s.product)}")],
             "The price of {product}{label} is {s1}.",
             uses=frozenset({"product"}), may=frozenset({"day"}), as_of=True),
)


class OfflineTemplates:
    name = "offline templates"

    def __init__(self, ledger: Ledger, today: Callable[[], dt.date]):
        self.ledger = ledger
        self.today = today

    def answer(self, question: str, run: RunStep, as_of: dt.date | None = None) -> Answer:
        noted = answer_from_facts(self.ledger, question, run, as_of)
        if noted is not None:
            return noted
        slots, text = self._slots(question)
        template = _best(text, slots)
        if template is None:
            raise QuestionFailed(CANT)
        day = as_of
        if template.as_of and slots.start is not None:
            day = slots.end
        if template.as_of and day is not None:
            slots.label = f" at the end of {day.isoformat()}"
        steps = [run(purpose, sql, day) for purpose, sql in template.steps(slots)]
        words = {"label": slots.label, "product": slots.product or "",
                 "customer": slots.customer[1] if slots.customer else "",
                 "from_supplier": f" from {slots.supplier[1]}" if slots.supplier else "",
                 "unit": self._unit(slots.product)}
        sentence = template.say
        for key, value in words.items():
            sentence = sentence.replace("{" + key + "}", value)
        return Answer(question, fill(sentence, steps), steps, self.name)

    # --- reading the question -------------------------------------------------------------

    def _slots(self, question: str) -> tuple[Slots, str]:
        slots = Slots()
        text = " " + question.lower().strip().rstrip("?.!") + " "
        text = self._period(text, slots)
        if match := re.search(r"\btop\s+(\d{1,3})\b|\b(\d{1,3})\s+(?:best|top)\b", text):
            slots.top = int(match.group(1) or match.group(2))
            slots.found.add("n")
            text = text[: match.start()] + " top {n} " + text[match.end():]
        text = self._names(text, slots)
        return slots, re.sub(r"\s+", " ", text).strip()

    def _period(self, text: str, slots: Slots) -> str:
        month = re.search(r"\b(?:in|during|for)\s+(" + "|".join(sorted(_MONTHS, key=len, reverse=True))
                          + r")\.?(?:\s+(\d{4}))?\b(?!\s*\d)", text)
        if month:
            number = _MONTHS[month.group(1)]
            year = int(month.group(2)) if month.group(2) else self._year_of(number)
            slots.start = dt.date(year, number, 1)
            slots.end = dt.date(year, number, calendar.monthrange(year, number)[1])
            slots.label = f" in {calendar.month_name[number]} {year}"
            slots.found.add("period")
            return text[: month.start()] + " " + text[month.end():]
        try:
            dates = find_dates(text, self.today())
        except InvalidRecord as e:
            raise QuestionFailed(f"{e.message}.") from None
        if len(dates) == 2 and re.search(r"\b(?:between|from)\b", text[: dates[0].start]):
            slots.start, slots.end = sorted((dates[0].date, dates[1].date))
            slots.label = f" from {slots.start.isoformat()} to {slots.end.isoformat()}"
            slots.found.add("period")
            cut = re.search(r"\b(?:between|from)\s*$", text[: dates[0].start])
            return text[: cut.start() if cut else dates[0].start] + " " + text[dates[1].end:]
        if len(dates) == 1:
            (day,) = dates
            slots.start = slots.end = day.date
            slots.label = f" on {day.date.isoformat()}"
            slots.found |= {"period", "day"}
            lead = re.search(r"\b(?:on|at|as of|by)\s*$", text[: day.start])
            return text[: lead.start() if lead else day.start] + " " + text[day.end:]
        if dates:
            raise QuestionFailed("That question names more than one date; ask about one day or one period.")
        return text

    def _year_of(self, month: int) -> int:
        latest = self.ledger.sql("SELECT MAX(business_date) FROM ledger_records").rows[0][0]
        year = int(latest[:4]) if latest else self.today().year
        return year

    def _names(self, text: str, slots: Slots) -> str:
        products = {r[0] for r in self.ledger.sql("SELECT name FROM products", max_rows=100_000).rows}
        customers = self.ledger.sql("SELECT customer_id, first_name, last_name FROM customers", max_rows=100_000).rows
        suppliers = self.ledger.sql("SELECT supplier_id, supplier_name FROM suppliers", max_rows=100_000).rows
        for cid, first, last in sorted(customers, key=lambda c: -len(f"{c[1]} {c[2]}")):
            full = f"{first} {last}".strip().lower()
            match = re.search(rf"\b{re.escape(full)}\b", text)
            firsts = [c for c in customers if c[1].lower() == first.lower()]
            if not match and len(firsts) == 1:
                match = re.search(rf"\b{re.escape(first.lower())}\b", text)
            if match:
                slots.customer = (cid, f"{first} {last}".strip())
                slots.found.add("customer")
                text = text[: match.start()] + "{customer}" + text[match.end():]
                break
        for sid, name in sorted(suppliers, key=lambda s: -len(s[1])):
            match = re.search(rf"\b{re.escape(name.lower())}\b", text)
            if match:
                slots.supplier = (sid, name)
                slots.found.add("supplier")
                text = text[: match.start()] + "{supplier}" + text[match.end():]
                break
        words = re.findall(r"[a-z][a-z\-]*", text)
        for size in (2, 1):
            for i in range(len(words) - size + 1):
                phrase = " ".join(words[i:i + size])
                if product_name(phrase) in products:
                    slots.product = product_name(phrase)
                    slots.found.add("product")
                    return re.sub(rf"\b{re.escape(phrase)}\b", "{product}", text, count=1)
        return text

    def _unit(self, product: str | None) -> str:
        if product is None:
            return ""
        rows = self.ledger.sql(f"SELECT unit FROM products WHERE name = {_q(product)}").rows
        return rows[0][0] if rows else ""


def _best(text: str, slots: Slots) -> Template | None:
    scored = []
    for template in TEMPLATES:
        needs, allowed = template.uses, template.uses | template.may
        if not needs <= slots.found:
            continue
        extra = slots.found - allowed - ({"day"} if "period" in allowed else set()) \
            - ({"period"} if "day" in allowed and slots.start == slots.end else set())
        if extra:
            continue  # it would drop a filter the question asked for
        score = max(fuzz.token_sort_ratio(text, p) * 0.5 + fuzz.partial_ratio(p, text) * 0.5
                    for p in template.phrasings)
        scored.append((score, template))
    scored.sort(key=lambda pair: -pair[0])
    if not scored or scored[0][0] < MATCH:
        return None
    if len(scored) > 1 and scored[0][0] - scored[1][0] < MARGIN:
        return None
    return scored[0][1]
