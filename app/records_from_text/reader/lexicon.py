"""The words the offline reader knows, by what they tell it. Any other word in a text must be a
product, a unit, a name or a date; if it is none of these the reader refuses and names it."""

from __future__ import annotations

# --- what kind of record a word points to ------------------------------------------------------
SALE = {"sold", "sell", "sells", "selling", "sale", "sales", "took", "take", "takes", "picked", "pick",
        "picks", "collected", "grabbed", "paid", "came", "went", "served", "walked", "bagged", "had", "buying",
        "buyer", "acquired", "rang", "flogged", "go", "goes", "charged", "taken", "pay", "pays",
        "pickup", "pickups",  # "yesterday's pickup: Raj Patel, 6 kg mango": an order collected
        "buys", "grabs"}  # "… and then Ken buys four kilos of apples": a customer's, told as it happens
PURCHASE = {"bought", "buy", "purchased", "purchase", "purchases", "got", "received", "receive",
            "delivered", "delivery", "deliveries", "dropped", "brought", "restocked", "restock", "arrived",
            "supplied", "supply", "furnished", "stock", "stocked", "in", "sent", "shipped", "shipment"}
RETURN = {"returned", "return", "returns", "returning", "refund", "refunded", "refunds", "back", "bringing", "bring"}
ADJUST = {"threw", "thrown", "throw", "binned", "bin", "spoiled", "spoilt", "spoil", "rotten", "rotted",
          "rotting", "mouldy", "moldy", "mould", "mold", "stolen", "nicked", "theft", "samples", "sample",
          "tasting", "damaged", "bruised", "crushed", "squashed", "expired", "off", "wasted", "waste",
          "found", "extra", "missing", "short", "lost", "count", "stocktake", "counted", "written", "write",
          "removed", "gave", "away", "out", "discarded", "dumped", "more", "less", "fewer", "spilt", "wrote",
          "added", "adjusted", "adjustment", "correction", "recount", "recounted", "stole", "steal", "chucked", "chuck",
          "tossed", "trashed", "ditched", "gone", "surplus", "tasters", "taster", "tastings", "pinched", "disposed",
          "soft", "offs", "under", "additional", "unsaleable", "unsellable", "shrinkage", "adjust", "inventory",
          "variance", "gain", "loss", "broken", "eaten", "smashed", "pilfered", "swiped", "bruising", "mushy",
          "check", "checked", "spoilage", "qc"}  # never "chucked" mistyped: a stock check; "QC": a quality check
PRICE = {"price", "prices", "priced", "now", "raise", "raised", "increase", "increased", "drop", "dropped",
         "lower", "lowered", "reduce", "reduced", "set", "change", "changed", "up", "down", "costs", "cost",
         "charge", "charging", "sells", "new", "on", "repriced", "reprice", "marked", "put", "bumped", "bump",
         "knocked", "fixed", "amended", "amendment", "amend", "markdown", "repricing", "revised", "maintenance",
         # the same moves said of the price as they happen: "mango price drops to 2.20", "rises to"
         "drops", "raises", "rises", "rise", "increases", "lowers", "reduces"}
NOTE = {"note", "fyi", "remember", "info", "nb", "memo", "reminder", "memorandum"}

# Reasons a stock adjustment gives, by the words that say them (the record keeps the key).
REASONS = {
    "spoiled": {"spoiled", "spoilt", "spoil", "off", "binned", "bin", "wasted", "waste", "expired", "soft", "spoilage",
                "mushy"},
    "mouldy": {"mouldy", "moldy", "mould", "mold"},
    "rotten": {"rotten", "rotted", "rotting"},
    "stolen": {"stolen", "nicked", "theft", "stole", "steal", "pinched", "pilfered", "swiped"},
    "samples": {"samples", "sample", "tasting", "tasters", "taster", "tastings"},
    "damaged": {"damaged", "bruised", "crushed", "squashed", "spilt", "broken", "dropped", "smashed", "bruising"},
    "stock count": {"count", "stocktake", "counted", "missing", "short", "extra", "more", "less", "fewer", "surplus",
                    "under", "additional", "shrinkage", "variance", "recount", "recounted", "gain", "check",
                    "checked"},
    "lost": {"lost"},
}
# The first reason found wins, in this order (a "mouldy" item that was binned is mouldy).
REASON_ORDER = ("stolen", "samples", "mouldy", "rotten", "damaged", "stock count", "spoiled", "lost")
# an adjustment that adds stock
MORE_STOCK = {"found", "extra", "more", "added", "over", "surplus", "additional", "gain"}
THROWN = {"threw", "thrown", "throw", "discarded", "dumped", "binned", "chucked", "chuck", "tossed", "trashed",
          "ditched", "disposed"}  # out of stock, no reason said: spoiled

# --- words that carry no record content ----------------------------------------------------------
FILLERS = {
    "the", "a", "an", "of", "and", "to", "from", "at", "for", "by", "with", "on", "in", "into", "as", "per",
    "please", "add", "log", "record", "enter", "note", "ok", "okay", "so", "um", "umm", "uh", "hi", "hey",
    "also", "just", "then", "today", "thanks", "thank", "you", "could", "can", "kindly", "pls",
    "some", "our", "your", "we", "i", "us", "he", "she", "they", "his", "her", "their", "them", "it", "its", "was",
    "were", "is", "are", "be", "been", "customer", "customers", "supplier", "new",
    "all", "everything", "what", "that", "this", "these", "those", "which", "who", "came", "come",
    "stopped", "popped", "dropped", "drops", "over", "again", "fresh", "kilos", "there", "here",
    "store", "shop", "till", "counter", "total", "each", "item", "items", "fruit", "fruits", "veg",
    "supply", "supplies", "intended", "quantities", "quantity", "include", "includes", "included", "unit",
    "units", "made", "contact", "details", "detail", "phone", "tel", "mobile", "email", "mail", "than",
    "recorded", "transaction", "transactions", "required", "because", "undo", "stock", "same", "day",
    "did", "do", "does", "usual", "regular", "morning", "hers", "mine", "arrival", "permanently", "permanent", "catch",
    "overnight", "already",
    "like", "yes", "up", "respectively", "amount", "amounts",
    "someone", "somebody", "system", "says", "said", "computer", "records", "expected", "instead", "ones",
    "too", "well", "have", "free", "cash", "card", "full", "lot", "invoice", "bill", "receipt", "slip",
    "credit", "debit", "contactless", "van", "truck", "transit", "transport", "room", "storeroom", "fridge",
    "stockroom", "cooler", "shelf", "shelves", "trolley", "trolleys", "pallet", "pallets", "stand", "stands",
    "floor", "display", "pavement", "window", "street", "careful", "forecourt", "doorway", "entrance",
    "original", "stuff", "given", "things", "goods", "order", "orders",
    "handed", "hand", "whole", "entire", "cheers", "hello", "good", "afternoon", "evening",
    "altogether", "him", "me", "my", "after", "before", "during", "while", "when", "since", "until",
    "called", "named", "myself", "ourselves", "himself", "herself", "front", "money", "u", "ur",
    "we're", "i'm", "they'd", "proves", "proved", "we've", "i've", "they're", "you're",
    "yeah", "yep", "er", "erm", "ah", "lol", "haha", "r", "has", "telephone", "effect", "effective", "respect",
    "issued", "entry", "cool", "cold", "costing", "book", "books", "figure", "figures", "stall", "market",
    "name", "give", "gives", "get", "gets", "am", "upon", "counting", "entirety", "process", "thereafter",
    "arvo", "table", "say", "show", "shows", "guy", "register", "following", "home", "used", "forgot", "forgotten",
    "lunch", "charged", "against", "re", "regarding", "ref", "both", "apiece",
    "posted", "post", "ledger", "account", "journal", "net", "gross", "line", "physical", "accordingly", "export",
    "rcpt", "ta", "em", "exactly", "oh", "earlier", "cctv", "camera", "footage",
    "recap", "close", "closing", "opening", "plus", "anyway", "otherwise", "straight", "afterwards",
    "outside", "inside", "bottom", "top", "board", "must", "lady", "gentleman", "man", "woman", "ph", "box",
    "boxes", "crate", "crates", "tray", "trays", "bag", "bags", "punnet", "punnets", "totalling", "totaling",
    "totalled", "amounting", "together",
    "lad", "fellow", "fella", "bloke", "chap", "people",  # "the Hillside lad brought …": the supplier's
    "behind", "children",  # "found them behind the scales", "went to the children as tasters"
    "underneath", "beneath", "underside",  # where the loss showed, as "inside" and "bottom": "mouldy underneath"
    "sheet", "results",  # "count sheet 28 Feb: …", "count results: …"
    "attributed", "observed",  # "shrinkage attributed to theft", "stolen (observed on CCTV)"
    "audit", "finding", "findings", "across", "business",  # "audit finding: …", "at close of business"
    "desk", "ticket", "shopping", "she'd", "he'd",  # "at the desk", "on the same ticket", "returned her shopping"
    "owner", "signed",  # "the owner says to sell them at 2.50", "signed by owner": the shop's own word
}
# Words that make a text too unsure, too early or too contradictory to record.
UNSURE = {"maybe", "perhaps", "probably", "possibly", "think", "guess", "sure", "around", "roughly",
          "approximately", "about", "or", "either", "might", "may", "unsure", "ish", "somewhere",
          "tbc", "tba", "unconfirmed"}  # "quantity tbc": not known yet
FUTURE = {"will", "going", "gonna", "tomorrow", "next", "later", "plan", "planning", "planned", "wants",
          "would", "should", "ordered", "reserve", "reserved", "booked", "pre", "shall", "soon"}
NEGATION = {"not", "no", "didn't", "didnt", "don't", "dont", "doesn't", "never", "cancel", "cancelled",
            "canceled", "oops", "scratch", "ignore", "wrong", "mistake", "n't"}
PARTIAL = {"half", "some", "part", "partly", "partial", "few", "one"}  # in a return: not the whole sale

# Titles before a surname ("mr patel").
TITLES = {"mr", "mrs", "ms", "miss", "dr", "mister"}
# a day said at the head of a record of its own, after a comma ("…, today Luis bought …")
DAYS = {"today", "yesterday"}

# --- what speech-to-text writes for what was said ------------------------------------------------
# A number heard as another word, where only a quantity can stand: before a weight ("to kilos",
# "for and a half kilos", "won kilo", "ate hundred grams").
HEARD_NUMBERS = {"to": "two", "too": "two", "for": "four", "fore": "four", "won": "one", "ate": "eight"}
# A fruit heard as another word, where only a product can stand: after a weight ("a kilo of pairs").
HEARD_PRODUCTS = {"pairs": "pears", "pair": "pear", "plumbs": "plums", "plumb": "plum"}
