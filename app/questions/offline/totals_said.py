"""A total with nothing else to say what of: "mei's total?", "Sue Davis total" (what the customer
spent), "today's total so far", "what was the total for last week" (the takings of that time).
A till's total is money; with a product, a supplier, kilos, deliveries, stock or refunds said it is left
to be asked about ("the total we bought from Green Valley": money or kilos?)."""

from __future__ import annotations

from app.questions.offline.periods import Found
from app.questions.offline.query import Query
from app.questions.offline.words import Words

_TOTAL = {"total", "totals", "tally", "sum"}
_OTHER = {"kilos", "kilo", "kg", "kgs", "weight", "bought", "buy", "delivered", "delivery", "deliveries", "stock",
          "refund", "refunds", "refunded", "returns", "returned", "cost", "costs", "paid", "profit", "margin",
          "purchases", "purchase", "supplier", "suppliers", "many", "number", "count", "price", "prices",
          "written", "wrote", "write", "binned", "lost", "sales", "items", "lines", "customers", "products", "days"}
_FILLERS = {"total", "totals", "tally", "sum", "all", "together", "altogether", "grand", "s", "the", "what", "was",
            "is", "whats", "their", "his", "her", "overall"}


def read(words: Words, query: Query, found: Found) -> None:
    low = {t.low for t in words.tokens}
    if query.measure or not low & _TOTAL or low & _OTHER or query.products or query.supplier or query.suppliers:
        return
    if query.customer and not query.customers[1:] and found.period is None and not found.weekdays:
        # "mei's total": what she spent (with a day as well, the day may belong to a clause read away before:
        # "ken total so far (after his refund today)")
        query.measure = "spend"
    elif found.period is not None and not (query.customer or query.customers):
        query.measure = "revenue"  # "today's total so far": the takings of that time
    else:
        return
    words.take(_FILLERS)
