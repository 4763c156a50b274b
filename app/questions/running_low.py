""""Which products are running low?" answered as the Home page decides it (app/service_layer/home.py): a
product is low at or below its warning level — the one a person set (shop settings), else a week of its
sales at the last 30 days' rate — or when it is out. Only the bare question is taken: anything more in it
(a product, a day, "lowest") is left to the offline parser, so nothing said is dropped."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from app.config import shop as shop_settings
from app.questions.answers import Answer, Step
from app.service_layer.home import home
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime

_WHAT = r"(?:products?|fruits?|items?|stock|lines?|things?)"
_ASKS = re.compile(
    r"^(?:(?:which|what)(?:\s+" + _WHAT + r")?(?:\s+(?:is|are)|'s|s)|(?:is|are)\s+(?:any|there\s+any)(?:\s+"
    + _WHAT + r")?|(?:is\s+)?anything)\s+(?:running|getting)\s+low"
    r"(?:\s+(?:on\s+stock|now|at\s+the\s+moment|right\s+now))?$", re.I)


def answer_running_low(ledger: Ledger, question: str, run: Callable[..., Step], today: dt.date,
                       as_of: dt.date | None, at: PointInTime | None) -> Answer | None:
    """None when the question is not the bare "what is running low"."""
    if not _ASKS.match(re.sub(r"\s+", " ", question.strip().rstrip("?.! ")).replace("’", "'")):
        return None
    when = at if at is not None else (PointInTime(business_date=as_of) if as_of else None)
    found = home(ledger, as_of or today, when=when, thresholds=shop_settings.thresholds(ledger.where()))
    low = found.low_stock  # fewest days of cover first, as Home lists them
    names = ", ".join("'" + line.product.replace("'", "''") + "'" for line in low)
    step = run("products running low (at or below their warning level, as on Home)",
               "SELECT name, stock_quantity, unit FROM products WHERE "
               + (f"name IN ({names})" if low else "1 = 0") + " ORDER BY name", as_of)
    order = {line.product: i for i, line in enumerate(low)}
    step.rows.sort(key=lambda row: order.get(str(row[0]), len(order)))
    shifted = f" (no sale in the 30 days up to {found.shifted_from}: as of {found.day})" if found.shifted_from else ""
    if not low:
        return Answer(question, f"Nothing is running low{shifted}: no product is at or below its warning level.",
                      [step], "offline questions")
    said = "; ".join(f"{line.product} {line.stock:g} {line.unit} (warn at {line.threshold:g})" for line in low)
    return Answer(question, f"Running low{shifted}: {said}.", [step], "offline questions")
