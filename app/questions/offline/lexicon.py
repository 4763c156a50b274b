"""The words a question may use, by what they mean: measures, selling and buying, groupings,
rankings, fillers read past, and what is refused outright (forecasts, opinions)."""

from __future__ import annotations

MEASURE_WORDS = {
    "revenue": {"revenue", "revenues", "takings", "turnover", "income", "earnings", "earned", "money", "worth",
                "dollars", "dollar", "euros", "euro", "generate", "generated"},
    "quantity": {"kilos", "kilo", "kg", "kgs", "kilograms", "kilogram", "quantity", "volume", "weight", "amount"},
    "spend": {"spend", "spent", "spending", "spender", "spenders"},
    "refunds": {"refund", "refunds", "refunded"},
    "returns": {"return", "returns", "returned"},
    "stock": {"stock", "inventory", "left", "hand", "remaining", "level", "levels", "shelf", "carry",
              "shelves", "running"},
    "price": {"price", "prices", "priced", "charging", "charge", "charged", "selling"},
    "cost": {"cost", "costs", "purchase", "purchases", "purchased", "paid", "pay", "spend", "spent",
             "delivery", "deliveries", "delivered", "supplied"},
    "average": {"average", "avg", "mean", "typical"},
    "profit": {"profit", "profits", "margin", "margins", "profitable"},
    "count": {"many", "number", "count", "times", "often"},
}
SOLD = {"sell", "sold", "sells", "buys", "selling", "sale", "sales", "went", "moved", "buy", "bought", "shopped",
        "shop", "visited", "took", "take", "made", "make", "do", "did", "shift", "shifted", "move", "ring", "rang",
        "rung", "buying", "purchased"}
BOUGHT_IN = {"bought", "buy", "purchased", "purchase", "ordered", "received", "came", "got", "delivered", "stocked"}
GROUP_WORDS = {
    "product": {"product", "products", "fruit", "fruits", "item", "items", "seller", "sellers", "thing"},
    "customer": {"customer", "customers", "client", "clients", "person", "people", "buyer", "buyers", "spender",
                 "spenders", "shopper", "shoppers"},
    "supplier": {"supplier", "suppliers", "vendor", "vendors"},
    "day": {"day", "days", "date", "dates", "daily"},
    "week": {"week", "weeks", "weekly"},
    "month": {"month", "months", "monthly"},
    "weekday": {"weekday", "weekdays"},
}
MOST = {"most", "highest", "best", "biggest", "largest", "top", "max", "maximum", "busiest", "more", "dearest",
        "strongest", "priciest", "widest", "fattest"}
LEAST = {"least", "lowest", "worst", "smallest", "fewest", "min", "minimum", "slowest", "less", "cheapest", "quietest",
         "weakest", "narrowest", "thinnest",
         "bottom"}
FILLERS = {
    "what", "what's", "whats", "was", "were", "is", "are", "the", "a", "an", "did", "do", "does", "we", "our", "us",
    "in", "on", "at", "of", "for", "how", "much", "total", "overall", "all", "have", "has", "had", "been", "there",
    "to", "from", "with", "by", "and", "me", "show", "give", "tell", "list", "please", "i", "you", "which", "who",
    "whom", "when", "altogether", "in total", "so", "far", "far?", "get", "got", "it", "its", "that", "this",
    "those", "these", "each", "every", "per", "any", "ever", "up", "out", "come", "came", "shop", "store",
    "business", "we've", "they", "their", "name", "names", "still", "sum",
    "them", "he", "she", "his", "her", "would", "like",
    "know", "want", "see", "currently", "right", "now", "today", "here", "just", "exactly", "actual", "actually",
    "different", "distinct", "separate", "unique", "kind", "kinds", "type", "types", "sort", "sorts", "make",
    "value", "values", "figure", "figures", "stats", "numbers", "breakdown", "broken", "down", "split", "group",
    "grouped", "through", "ones", "one", "something", "anything", "stuff", "together", "combined",
    "current", "moment", "bring", "brings", "brought", "bringing", "rank",
    "ranked", "ranking", "order", "sorted", "whose", "popular", "sellers", "seller", "only", "terms", "record",
    "recorded", "dated", "issued", "processed", "given", "look", "looked", "break", "descending", "as", "close",
    "closing", "gross",
    "accounts", "position", "i'd", "tends", "tend", "be", "being", "retail", "lines", "him", "things", "anybody",
    "anyone", "somebody", "someone", "achieved", "achieve", "achieves",
    # the books' words for a record made and a total (set 38): "returns logged", "entries booked", "the exact
    # revenue", "the aggregate value"
    "logged", "booked", "posted", "entered", "exact", "aggregate",
    "your", "yours",  # asked of the shop by someone outside it ("your bananas"): ours, as "you" is we
    # "stock check:", "can you check": a word of its own, never a slip for "chuck" (thrown out)
    "check", "checks", "checking",
    # "it's for a graph": the answer comes as a table and a chart anyway; and "graph" is a word of its
    # own, never "grape" mistyped
    "graph", "graphs", "chart", "charts", "plot", "diagram", "diagrams",
}
REFUSE = {"why", "should", "will", "would", "could", "predict", "forecast", "next", "expect", "expected", "best",
          "recommend", "think", "opinion", "weather", "staff", "hours", "wage", "wages", "salary", "rent", "loyal",
          "favourite", "favorite", "happy", "satisfied"}
