"""A question typed in database words (set 70's intern): "count(*) from sales where customer = 'Omar Haddad'",
"sum(revenue) where date >= '2024-02-15'", "count(distinct product) sold this month", "max(sale total)". Each
piece is said again in the words the reader reads ("the number of sales by Omar Haddad", "revenue since
2024-02-15", "the number of different products", "the largest sale"); a piece it does not know ("like '%Davis%'",
"product in ('apple', 'pear')", "count(*)" of nothing said) is left as written, to be refused naming it. Only a
question holding such words is touched."""

from __future__ import annotations

import re

_SQL = re.compile(r"\b(?:count|sum|max|min|avg)\s*\(|\bwhere\s+\w+\s*(?:=|<|>|between\b)", re.I)
_VALUE = r"(?:'(?P<{0}>[^']+)'|\"(?P<{0}q>[^\"]+)\"|(?P<{0}w>[A-Za-z][\w-]*(?:\s+[A-Z][\w-]*)?))"
_DATE = r"'(?P<{0}>\d{{4}}-\d{{2}}-\d{{2}})'"
# what a table's rows are, said as the reader says them ("from returns" is left: whose returns, or how many?)
_TABLES = {"sales": "sales", "purchases": "deliveries", "deliveries": "deliveries"}
_PLURALS = {"customer": "customers", "customers": "customers", "product": "products", "products": "products",
            "supplier": "suppliers", "suppliers": "suppliers"}
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"


def _value(match: re.Match[str], name: str) -> str:
    return match.group(name) or match.group(name + "q") or match.group(name + "w")


_CONDITIONS = (
    # "date between '2024-02-19' and '2024-02-25'": those days; "date >= '…'" from it on, "date < '…'" before it
    (re.compile(r"\bdate\s+between\s+" + _DATE.format("a") + r"\s+and\s+" + _DATE.format("b"), re.I),
     lambda m: f"from {m.group('a')} to {m.group('b')}"),
    (re.compile(r"\bdate\s*(?P<op>>=|<=|=|>|<)\s*" + _DATE.format("a"), re.I),
     lambda m: {">=": "since", ">": "after", "<=": "up to", "<": "before", "=": "on"}[m.group("op")]
     + f" {m.group('a')}"),
    # "weekday = 'Thursday'": on Thursdays; "weekday in ('Saturday', 'Sunday')": on Saturdays and Sundays
    (re.compile(r"\bweekday\s*=\s*'(?P<a>" + _WEEKDAY + r")'", re.I), lambda m: f"on {m.group('a')}s"),
    (re.compile(r"\bweekday\s+in\s*\(\s*'(?P<a>" + _WEEKDAY + r")'\s*,\s*'(?P<b>" + _WEEKDAY + r")'\s*\)", re.I),
     lambda m: f"on {m.group('a')}s and {m.group('b')}s"),
    (re.compile(r"\bproduct\s*=\s*" + _VALUE.format("a"), re.I), lambda m: f"of {_value(m, 'a')}"),
    (re.compile(r"\bcustomer\s*=\s*" + _VALUE.format("a"), re.I), lambda m: f"by {_value(m, 'a')}"),
    (re.compile(r"\bsupplier\s*=\s*" + _VALUE.format("a"), re.I), lambda m: f"from {_value(m, 'a')}"),
)
_WHERE = re.compile(r"\bwhere\s+(?=(?:of|by|from|on|since|after|before|up\s+to)\b)", re.I)
_LEFT = re.compile(r"\b\w+\s*(?:=|<|>|\s\bin\s*\(|\slike\b)", re.I)
# "… where product = 'orange' and date between …": the conditions side by side, the "and" between them said
_AND = re.compile(r"(?<=')\s+and\s+(?=(?:date|weekday|product|customer|supplier)\b)", re.I)
_COUNT_ALL = re.compile(r"\bcount\s*\(\s*\*\s*\)(?:\s+of)?", re.I)
_MOST_OF_COUNT = re.compile(r"\bmax\s*\(\s*count\s*\(\s*\*\s*\)\s*\)", re.I)  # "max(count(*)) of sales": the most
_COUNT_DISTINCT = re.compile(r"\bcount\s*\(\s*distinct\s+(?P<what>\w+)\s*\)", re.I)
_SALE_TOTAL = re.compile(r"\b(?P<which>max|min)\s*\(\s*(?:sale\s+)?total\s*\)", re.I)
# "min(date) where customer = Sue Davis": that customer's first sale (a supplier's first delivery); the table of a
# product's dates is not said (a sale's or a delivery's), so with a product it keeps its words
_EDGE_DATE = re.compile(r"\b(min|max|minimum|maximum)\s*\(\s*(?:sale\s+)?date\s*\)|\b(min|max|minimum|maximum)\s+"
                        r"(?:sale\s+)?date\b", re.I)
_PERSON_NAMED = re.compile(r"\b(?:customer|supplier)\s*==?\s*\S", re.I)
_SUM_TOTAL = re.compile(r"\bsum\s*\(\s*total\s*\)", re.I)
_SELECT = re.compile(r"^\s*select\s+", re.I)
_FROM = re.compile(r"\bfrom\s+(?P<table>sales|purchases|deliveries)\b", re.I)
# "customers having sum(revenue) > 70": those whose revenue is over it
_HAVING = re.compile(r"\b(?P<who>customers|products|suppliers)\s+having\s+sum\s*\(\s*(?P<what>revenue|takings)\s*\)"
                     r"\s*(?P<op>[<>])\s*(?P<n>\d+(?:\.\d+)?)\b", re.I)
# "count of sale rows with total > 15": how many sales were over it
_ROWS_OVER = re.compile(r"^\s*(?:count|number)\s+of\s+sales?\s+(?:rows|records)\s+with\s+(?:a\s+)?total\s*"
                        r"(?P<op>[<>])\s*(?P<n>\d+(?:\.\d+)?)\b", re.I)
# the sum over the count, said after the average it defines: "avg sale value = sum(total)/count(*)", "avg revenue
# per customer (sum / count distinct customer)"; said after anything else it is left, to be refused
_PER_SALE = re.compile(r"\b(?:avg|average)\s+sale(?:\s+value)?\s*(?P<f>=\s*sum\s*\(\s*total\s*\)\s*/\s*count\s*"
                       r"\(\s*\*\s*\))", re.I)
_PER_ONE = re.compile(r"\b(?:avg|average)\s+(?:revenue|spend|takings)\s+per\s+(?P<one>customer|product)\s*"
                      r"(?P<f>\(\s*sum\s*/\s*count\s*\(?\s*distinct\s+(?P<again>\w+)\s*\)?\s*\))", re.I)
# "top 5 days by revenue, desc": the short of "descending", at the end of the question only
_DESC = re.compile(r",?\s*\bdesc\b\.?(?=\s*[?.!]?\s*$)", re.I)
_ORDERS = re.compile(r"^\s*(?:delete|update|insert|drop|alter)\b", re.I)  # a change: refused as it stands
_OTHER_TABLE = re.compile(r"\bfrom\s+(?!(?:sales|purchases|deliveries)\b)\w+s\b", re.I)  # "from returns"


def plain(question: str) -> str:
    question = _formula_said(_rows_over(question))
    if not _SQL.search(question) or _ORDERS.match(question) or _OTHER_TABLE.search(question):
        return _DESC.sub(", descending", question)
    text = _HAVING.sub(lambda m: f"which {m.group('who')} have {m.group('what')} "
                       f"{'over' if m.group('op') == '>' else 'under'} {m.group('n')}", question)
    text = _SELECT.sub("", text)
    table = _FROM.search(text)
    noun = _TABLES[table.group("table").lower()] if table else ""
    if table and not re.search(r"\bfrom\s+\w+\s+from\b", text, re.I):
        text = text[:table.start()] + text[table.end():]
        if _SUM_TOTAL.search(text) and noun == "sales":  # a sale's total, added up: the takings
            text = _SUM_TOTAL.sub("revenue", text)
        if noun == "deliveries" and not _COUNT_ALL.search(text):  # "sum(kg) from purchases": the kilos bought in
            text = text.rstrip(" ?.") + " purchased"
    text = _MOST_OF_COUNT.sub("the most number", text)
    # "count(*) from sales": the number of sales; "count(*) of sales", "count(*) deliveries": the noun said after
    text = _COUNT_ALL.sub(f"number of {noun}" if noun else "number of", text)
    text = _COUNT_DISTINCT.sub(lambda m: f"number of different {_PLURALS.get(m.group('what').lower(), m.group(0))}"
                               if m.group("what").lower() in _PLURALS else m.group(0), text)
    text = _SALE_TOTAL.sub(lambda m: "largest sale" if m.group("which").lower() == "max" else "smallest sale", text)
    text = _AND.sub(" ", edge_dates(text))
    for condition, said in _CONDITIONS:
        text = condition.sub(said, text)
    if _LEFT.search(text):
        return question  # a condition not read ("customer like '%Davis%'"): left whole, to be refused naming it
    return _DESC.sub(", descending", _WHERE.sub("", text))


def edge_dates(text: str) -> str:
    """"min(date)", "max sale date" with a customer or supplier named: their first or last sale (or delivery)."""
    if not _PERSON_NAMED.search(text):
        return text
    return _EDGE_DATE.sub(lambda m: "first sale" if (m.group(1) or m.group(2)).lower().startswith("min")
                          else "last sale", text)


def _rows_over(text: str) -> str:
    return _ROWS_OVER.sub(lambda m: f"how many sales were {'over' if m.group('op') == '>' else 'under'} "
                          f"${m.group('n')}", text)


def _formula_said(text: str) -> str:
    said = _PER_SALE.search(text)
    if said:
        return text[:said.start("f")] + text[said.end("f"):]
    said = _PER_ONE.search(text)
    if said and said.group("again").lower() == said.group("one").lower():
        return text[:said.start("f")] + text[said.end("f"):]
    return text
