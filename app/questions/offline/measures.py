"""The readings of a question's measure that take more than a line: when something last or first
happened, averages, purchases, a state (a stock or a price at one moment), a price per kilo, and
what a count counts — with the words only they read."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline import periods, what_we_sold
from app.questions.offline.grouping import ALL_PRODUCTS
from app.questions.offline.lexicon import LEAST, MEASURE_WORDS, MOST
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer, Words

WRITTEN_OFF = {"write", "offs", "writeoff", "writeoffs",
                "written", "wrote", "wasted", "thrown", "threw", "binned", "spoiled", "spoilt", "lost", "stolen",
                "adjusted", "adjustment", "adjustments", "discarded", "damaged", "rotten", "mouldy", "throw",
                "throws", "chucked", "dumped", "tossed", "losses",
                "chuck", "chucks", "dump", "dumps", "toss", "tosses", "discard", "discards"}  # "had to chuck out"
PRICE_UP = {"up", "increase", "increased", "increases", "raise", "raised", "rise", "rises", "rose", "risen", "dearer",
             "higher"}
PRICE_DOWN = {"down", "cut", "cuts", "decrease", "decreased", "drop", "dropped", "lower", "lowered", "reduce",
               "reduced", "cheaper", "fell", "fallen"}
WHOSE_COST = ("What a kilo sells for, or what we paid for it? Say “the price of …” or “what did we pay per kilo "
               "for …”.")
# what counts records: a sale "of bananas and cherries" could hold both, or either
COUNTS = {"sales_count", "customers_count", "days_count", "returns_count", "purchases_count", "products_count",
          "suppliers_count",
          "returning_customers_count", "price_changes_count", "write_offs_count", "adjustments_count"}
# what people or the shop do, for a relative clause ("the customers who bought cherries") set apart
VISIT = {"visit", "visits", "visited", "shop", "shopped", "see", "saw", "seen", "come", "came", "in", "purchase",
          "order", "here"}
THOSE = {"those", "anyone", "everyone", "everybody", "anybody", "ones", "people"}
DOING = {"bought", "buy", "buys", "sold", "sell", "sells", "spend", "spent", "spends", "paid", "pay", "pays", "came",
          "come", "shopped", "visited", "returned", "ordered", "delivered", "supplied"}
FREQUENT = {"frequent", "frequently", "often", "regular", "regularly"}
DEAR = {"expensive", "cheapest", "cheap", "dearest", "pricey", "priciest", "cheaper", "dearer"}
MEASURES_OF_SALES = {"revenue", "quantity_sold", "sales_count", "spend", "average_sale", "average_per_customer",
                     "average_per_day", "quantity_per_day", "quantity_per_sale", "profit", "customers_count",
                     "products_count",
                     "last_sale", "first_sale", "sales_per_customer", "quantity_per_customer", "sales_per_day"}


def unit_price(low: list[str]) -> bool:
    """"how much was a kilo of pear", "what do we pay per kilo for mangoes": a price per kilo."""
    text = " ".join(low)
    if re.search(r"\bunit\s+(?:cost|price)\b|\bcost\s+per\s+unit\b|\bcost\s+prices?\b", text) and \
            "how many" not in text:
        return True  # "the unit cost we pay for mango", "the cost price of plums"
    if re.match(r"(?:what|how\s+much)\s+(?:is|are|was|were)\b(?:\s+\w+){1,3}?\s+(?:a|per)\s+(?:kilo|kg)\b", text) \
            and not {"sold", "sell", "sale", "sales", "bought", "buy", "stock", "left", "much"} & set(low[1:]):
        return True  # "what are oranges per kilo today": their price (set 16 read kilos sold, the "per" dropped)
    return bool(re.search(r"\b(?:a|per)\s+(?:kilo|kg|kilogram)\b", text)) and "how many" not in text and bool(
        {"much", "pay", "pays", "paying", "paid", "cost", "costs", "price", "charge", "charging"} & set(low))


def unit_cost_said(low: list[str]) -> bool:
    """"unit cost cherry", "unit cost of mangoes", "plum cost price": a bookkeeper's word for what we paid a unit
    (the price a customer pays is the price, the "selling price"), so it says whose cost it is."""
    return bool(re.search(r"\bunit\s+costs?\b|\bcosts?\s+per\s+unit\b|\bcost\s+prices?\b", " ".join(low)))


def most_of(low: list[str]) -> bool:
    """"which fruit did we throw out the most of", "… buy the least of, by weight": the most of a thing is its
    amount, in kilos ("the most of our spend" is money: a noun after "of" says what it is of)."""
    for i, word in enumerate(low):
        if word in ("most", "least") and low[i + 1:i + 2] == ["of"]:
            after = low[i + 2] if i + 2 < len(low) else ""
            if not after.isalpha() or after in ("by", "in", "weight", "kilos", "kg"):
                return True
    return False


def use_counted(words: Words, counted: str) -> None:
    """The words of "how many <noun>" (or "<noun> count", "number of <noun>"), only those."""
    nouns = {"sales_count": {"sales", "sale", "transactions", "orders", "visits", "times", "time", "visit"},
             "customers_count": {"customers", "people", "clients", "buyers", "customer"},
             "products_count": {"products", "fruits", "items", "kinds", "fruit"},
             "returns_count": {"returns", "refunds", "process", "processed", "issue", "issued", "handle",
                               "handled", "give", "gave", "given"},  # "how many refunds did we process"
             "purchases_count": {"deliveries", "purchases", "orders", "times", "time", "delivery"},
             # "from how many suppliers did fruit arrive", "how many suppliers did we buy from": those delivering
             "suppliers_count": {"suppliers", "supplier", "vendors", "delivered", "deliver", "supplied", "supply",
                                 "arrive", "arrived", "came", "come", "buy", "bought", "from", "did", "we", "us",
                                 "to", "sold"},
             "price_changes_count": {"price", "prices", "change", "changes", "changed", "times"},
             "adjustments_count": {"adjustments", "adjustment", "stock", "made"},
             "write_offs_count": {"write", "offs", "writeoffs", "stock", "made"}}[counted]
    words.take(nouns | {"how", "many", "number", "count", "different", "distinct", "separate", "unique", "individual"})


def dated_record(low: list[str]) -> bool:
    """"last delivery from Hillside", "date of the most recent write-off": the day of a record."""
    opening = low[:1] in (["last"], ["latest"], ["first"]) or low[:2] in (["date", "of"], ["day", "of"])
    said = {"last", "latest", "first", "earliest", "recent"} & set(low)
    return opening and bool(said) and bool({"delivery", "sale", "purchase", "price", "write", "writeoff",
                                            "adjustment"} & set(low[:6]))


def read_when(words: Words, query: Query, came_in: bool, low: list[str]) -> str:
    """"when did we last sell mango", "when did we last buy cherries" (a delivery), "when was our
    first delivery from hillside": the date of the last (or first) such record."""
    last = bool({"last", "latest", "recent", "recently"} & set(low))
    first = bool({"first", "earliest"} & set(low))
    if not last and not first and {"price", "prices"} & set(low):
        last = True  # "when did we cut the price of pears": the (last) time it happened
    if last == first:
        raise CannotAnswer("When what: the last or the first?")
    words.take({"arrive", "arrived", "come", "sent", "send", "deliver", "delivers"})
    if words.low(low.index("last" if last else "first") + 1) == "time" if (last and "last" in low) or (
            first and "first" in low) else False:
        words.take({"time"})  # "when was the last time we sold grapes"
    words.take({"last", "latest", "recent", "recently", "most", "first", "earliest", "when", "delivery", "deliveries",
                "delivered", "received", "came", "in", "bought", "buy", "sell", "sold", "sale", "purchase", "what",
                "which", "day", "date"})
    if {"price", "prices"} & set(low) and {"cut", "change", "changed", "raise", "raised", "drop", "dropped",
                                            "lower", "lowered", "increase", "increased", "up", "down"} & set(low):
        words.take({"price", "prices", "cut", "change", "changed", "raise", "raised", "drop", "dropped", "lower",
                    "lowered", "increase", "increased", "up", "down", "go", "went"})
        up, down = bool(PRICE_UP & set(low)), bool(PRICE_DOWN & set(low))
        if up and down:
            raise CannotAnswer("Up or down: which way did the price go?")
        query.direction = "up" if up else ("down" if down else None)  # "when did we cut it": the last cut
        return "last_price_change" if not first else "first_price_change"
    if WRITTEN_OFF & set(low):  # "the date of the most recent write-off"
        words.take(WRITTEN_OFF | {"off", "of", "the", "stock"})
        return "last_adjustment" if last else "first_adjustment"
    if came_in or query.supplier or ({"purchase", "purchased"} & set(low) and not query.customer):
        return "last_purchase" if last else "first_purchase"
    if {"sell", "sold", "sale", "buy", "bought"} & set(low):
        return "last_sale" if last else "first_sale"
    if query.customer and VISIT & set(low):  # "when did Zoe last come in", "Omar's first visit": a sale to them
        words.take(VISIT | {"time"})
        return "last_sale" if last else "first_sale"
    raise CannotAnswer("When what: a sale, or a delivery?")


def read_average(words: Words, query: Query) -> str:
    """"average sale value", "average spend per customer", "average revenue per day", "average kilos
    per sale": the words after "per" are part of the average, not a grouping."""
    low = set(t.low for t in words.tokens)
    kilos = bool(low & {"kilos", "kg", "kilo", "weight", "kgs", "weigh", "weighs"})
    if low & {"refund", "refunds", "refunded"} and not kilos:
        each = re.search(r"\bper\s+(?:return|refund)\b", " ".join(t.low for t in words.tokens))
        if "per" in low and not each:  # "average refund per customer": over the returns, or over the customers?
            raise CannotAnswer("An average refund per return, or all refunds over the customers? Ask for the refunds "
                               "by customer, or for the average refund.")
        if query.products:  # a refund is for a whole return, not for one of its products
            raise CannotAnswer("A refund is for a whole return; ask for the refunds of a product instead.")
        words.take({"average", "avg", "mean", "typical", "refund", "refunds", "refunded", "amount", "value", "size",
                    "return", "returns", "a", *(("per",) if each else ())})  # "per return": what the average is
        return "average_refund"  # "what's our average refund amount": refunds over returns
    if kilos and low & {"cost", "costs", "paid", "pay", "purchase"} and not low & {"sale", "sales", "sold"}:
        words.take({"average", "avg", "mean", "typical", "per", "a", "cost", "costs", "paid", "pay", "purchase",
                    "kilos", "kg", "kilo", "kgs", "we", "did", "across", "every", "delivery", "deliveries"})
        return "average_unit_cost"  # "average purchase cost per kg for cherries": weighted by kilos
    if re.search(r"\bper\s+(?:kilo|kg)\b", " ".join(t.low for t in words.tokens)) and low & {
            "sold", "sell", "selling", "get", "got", "take", "took", "revenue", "takings", "made"} and not low & {
            "cost", "costs", "paid", "pay", "purchase", "bought", "spend", "spent", "customer", "customers"}:
        # "across everything we sold, what did we get per kilo on average": the takings over the kilos sold; "the
        # average selling price per kg" is the same (what a kilo sold for, over every sale of it)
        words.take({"selling", "price"} if "selling" in low else set())
        words.take({"average", "avg", "mean", "typical", "per", "kilo", "kg", "sold", "sell", "get", "got", "take",
                    "took", "revenue", "takings", "made", "we", "did", "across", "everything", "on", "for", "a"})
        return "revenue_per_kilo"
    money = bool(low & {"spend", "spent", "revenue", "takings", "value", "money", "dollars", "take", "took", "taken",
                        "made", "make", "turnover"}) or (
        "amount" in low and not kilos and bool(low & {"sale", "sales", "order", "basket"}))
    weighed = re.search(r"\bnumber\s+of\s+(?:kilos|kilo|kg|kgs|kilograms)\b", " ".join(t.low for t in words.tokens))
    counting = ("number" in low or "count" in low or (  # "how many sales do we average a day"
        "many" in low and bool(low & {"sales", "transactions", "orders"}))) and not weighed and not kilos
    if weighed:
        words.take({"number"})
    if low & {"visit", "visits", "trip", "trips", "order", "orders"}:
        low |= {"sale"}  # "per visit": per sale
    if "customers" in low and not low & {"sale", "sales", "order", "orders", "transaction", "basket", "day", "daily",
                                         "visit", "visits", "trip", "trips"}:
        low |= {"customer"}  # "how much did each of our customers spend, on average"
    per_sale = _per_sale(words, query)  # "spend per visit", "each time", "the biggest average basket by customer"
    per = "sale" if per_sale else "customer" if "customer" in low else ("day" if low & {"day", "daily"} else
                                                ("sale" if low & {"sale", "order", "transaction", "basket"} else None))
    if sum((money, kilos, counting)) > 1 or (sum((money, kilos, counting)) == 0 and (per != "sale" or "size" in low)):
        raise CannotAnswer("An average of what: a sale's value, kilos per sale, spend per customer, revenue per day?")
    words.take({"average", "avg", "mean", "typical", "per", "a", "each"})
    if counting and per == "customer":
        words.take({"number", "count", "of", "sales", "customer", "visits", "visit", "trips", "orders"})
        return "sales_per_customer"  # "the average number of visits per customer": a visit is a sale
    if counting and per == "day" and not money:  # "average number of sales per day": the sales over the days
        words.take({"number", "count", "of", "sales", "sale", "day", "daily", "many", "we", "do", "did", "on",
                    "transactions", "orders", "make", "made", "get", "got"})
        return "sales_per_day"
    if kilos and per == "day" and not low & {"cost", "costs", "paid", "pay", "purchase", "bought", "spend",
                                             "spent", "returned", "returns", "stock"}:
        # "average kilos sold per day last week": the kilos over the days, as revenue per day is
        words.take({"kilos", "kg", "kilo", "kgs", "sold", "sell", "day", "daily", "many", "we", "do", "did", "on"})
        return "quantity_per_day"
    if kilos and per == "customer" and not low & {"cost", "costs", "paid", "pay", "purchase", "spend", "spent",
                                                  "returned", "returns", "stock", "supplier", "suppliers"}:
        # "average kilos per customer", "how many kilos did each customer buy on average": the kilos sold over
        # the customers who bought (one customer's, or each one's, is not an average over them; of one fruit, over
        # its buyers or over every customer?)
        if query.customer or query.products or query.group == "customer" or sum(
                t.low in ("customer", "customers") for t in words.tokens) > 1:
            raise CannotAnswer("Kilos per customer are an average over all the customers who bought; ask for the "
                               "kilos sold by customer instead.")
        words.take({"kilos", "kg", "kilo", "kgs", "weight", "customer", "customers", "bought", "buy", "buys",
                    "many", "did", "does", "do", "sold"})
        return "quantity_per_customer"
    if kilos and per == "sale":
        words.take({"kilos", "kg", "kilo", "weight", "kgs", "sale", "sales", "order", "basket", "sold", "weigh",
                    "weighs", "transaction", "transactions", "many", "visit", "visits", "does", "do", "size"})
        if query.products:  # "per sale that included strawberries"
            words.take({"that", "included", "include", "includes", "including", "containing", "contained", "with"})
        return "quantity_per_sale"
    if money and per == "customer" and low & {"spend", "spent", "revenue", "money"}:
        words.take({"spend", "spent", "revenue", "money", "customer", "customers"})
        return "average_per_customer"
    if money and per == "day" and low & {"revenue", "takings", "sales", "money", "take", "took", "taken", "made",
                                         "make", "turnover"}:
        words.take({"revenue", "takings", "sales", "money", "day", "daily", "take", "took", "taken", "made", "make",
                    "turnover", "we", "did", "on"})
        if "trading" in low and not (query.products or query.excluded or query.customer or query.price is not None):
            # "per trading day": the shop's takings over the days it sold anything, not the calendar's days
            words.take({"trading"})
            return "average_per_trading_day"
        return "average_per_day"
    if per == "sale" or (money and per is None and low & {"sale", "basket"}):
        words.take({"sale", "sales", "value", "size", "order", "transaction", "basket", "money", "spend", "amount",
                    "visit", "visits", "trip", "trips", "orders", "spent", "does", "do", "revenue", "takings", "worth"})
        if per_sale:  # "what does Omar spend each time", "per purchase" (a customer's)
            words.take({"spends", "time", "purchase", "purchases", "baskets"})
        return "average_sale"
    raise CannotAnswer("An average of what: a sale's value, kilos per sale, spend per customer, revenue per day?")


_A_SALE = {"sale", "sales", "order", "orders", "transaction", "transactions", "basket", "baskets", "visit", "visits",
           "trip", "trips"}


def _per_sale(words: Words, query: Query) -> bool:
    """An average of a sale's value though a customer is named or grouped by: "per visit", "each time", "per
    purchase" said of a customer's buying (theirs are sales, not deliveries), "average basket by customer"."""
    low = [t.low for t in words.tokens]
    after_per = {low[i + 1] for i, w in enumerate(low[:-1]) if w in ("per", "each", "every", "a")}
    if after_per & _A_SALE or (after_per & {"time", "purchase"} and (query.customer or "customer" in low)):
        return True
    if "customer" not in low and "customers" not in low:
        return False
    by_customer = any(w in ("customer", "customers") and low[i - 1] not in ("per", "each", "every", "a") and i > 0
                      for i, w in enumerate(low))
    averaged = {low[i + 1] for i, w in enumerate(low[:-1]) if w in ("average", "avg", "mean", "typical")}
    return by_customer and bool(averaged & _A_SALE)


def read_purchases(words: Words, query: Query, said: dict[str, set[str]], counted: str | None, low: list[str],
                   money: bool = False) -> str:
    words.take({"buy", "bought", "purchase", "purchases", "purchased", "spend", "spent", "pay", "paid", "cost",
                "costs", "delivery", "deliveries", "delivered", "supplied", "received", "came", "got", "stock",
                "stocked", "ordered", "order", "orders", "in", "buying", "restocking", "restock", "restocked",
                "supplies", "supply", "supplying", "send", "sent", "sends", "arrived", "arrive", "receive", "receives",
                "money", "deliver", "delivers", "paying"})
    if {"supplier", "suppliers"} & set(low):
        words.take({"use", "used", "using"})  # "which suppliers do we use"
    if what_we_sold.sells_us(low):
        words.take({"sold", "sell", "sells", "selling"})  # "which suppliers sold us bananas"
    if counted and counted != "kilos":
        return "purchases_count"
    if DEAR & set(low):  # "the cheapest supplier for cherries": by what a kilo cost, never the least spent
        if not query.products:
            raise CannotAnswer("Cheapest or dearest for which product? A kilo of each costs something different.")
        words.take({"for", "is", "was", "are", "were", *(DEAR - MOST - LEAST)})
        return "average_unit_cost"
    if low[:1] == ["what"] and query.supplier and not query.products and not (said["quantity"] or "much" in low or {
            "cost", "costs", "spend", "spent", "pay", "paid", "money"} & set(low) or money):
        query.group, query.shape = "product", "names"  # "what does ABC supply", "what did we get from Hillside"
        words.take({"what", "get", "got", "from", "does", "do", "did"})
        return "quantity_bought"
    words.take({"many", *MEASURE_WORDS["quantity"]} if said["quantity"] or counted == "kilos" else set())
    # "how much fruit did we order" — a word of a name is not one ("Hillside Produce": a supplier, not all fruit)
    everything = any(t.low in ALL_PRODUCTS and not words.used[i] for i, t in enumerate(words.tokens))
    if said["quantity"] or counted == "kilos" or most_of(low) or (
            "much" in low and (query.products or everything) and not said["cost"] - {
                "bought", "buy", "delivered", "delivery", "received", "stocked", "purchased", "ordered"}):
        return "quantity_bought"
    if money:  # "what did the purchases from ABC come to", "add up to", "what were they worth": their cost
        words.take({"come", "came", "comes", "to", "add", "added", "adds", "up", "worth", "value"})
    return "purchase_cost"


def read_state(query: Query, found: periods.Found, words: Words) -> None:
    """A stock or a price is a state: at the end of one day, or now. A range makes no sense,
    unless its end is asked for ("at the end of last week")."""
    period = query.period
    if period is None:
        return
    ends = [i for i, t in enumerate(words.tokens) if t.low in ("end", "close") and not words.used[i]]
    if ends and period.end is not None:
        for i in ends:
            words.used[i] = True
            if words.low(i + 1) == "of":
                words.used[i + 1] = True
        query.as_of, query.as_of_said = period.end, f"at the end of {period.end.isoformat()}"
        query.period = None
        return
    if found is not None and found.day is not None and (period.start == period.end or found.before):
        query.as_of, query.as_of_said = found.day, (f"at the end of {found.day.isoformat()}" if not found.before
                                                    else f"before {(found.day + dt.timedelta(days=1)).isoformat()}")
        query.period = None
        return
    if period.start is None and period.end is not None:  # "until/up to the 15th": at its end
        query.as_of, query.as_of_said, query.period = period.end, f"at the end of {period.end.isoformat()}", None
        return
    raise CannotAnswer(f"A {query.measure.replace('_', ' ')} is at one moment; “{period.said}” is a stretch of time. "
                       "Ask for it on a day (“stock of cherries on the 15th”).")
