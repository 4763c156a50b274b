"""What a question measures, read from the words left once its names, time and grouping are placed
(parse.py calls this last, when no earlier reader has settled the measure)."""

from __future__ import annotations

import re

from app.questions.offline import (
    checks,
    counted_nouns,
    measures,
    periods,
    single_sale,
    totals_said,
    what_we_sold,
)
from app.questions.offline.grouping import ALL_PRODUCTS
from app.questions.offline.lexicon import BOUGHT_IN, GROUP_WORDS, LEAST, MEASURE_WORDS, MOST, SOLD
from app.questions.offline.measures import (
    DEAR,
    FREQUENT,
    MEASURES_OF_SALES,
    PRICE_DOWN,
    PRICE_UP,
    VISIT,
    WHOSE_COST,
    WRITTEN_OFF,
    dated_record,
    most_of,
    read_average,
    read_purchases,
    read_state,
    read_when,
    unit_price,
    use_counted,
)
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer, Words

AUXILIARIES = {"do", "did", "does", "make", "made"}
_TIMES = GROUP_WORDS["day"] | GROUP_WORDS["week"] | GROUP_WORDS["month"] | GROUP_WORDS["weekday"]  # a day takes money
_REASONS = {"count": "stock count", "counts": "stock count", "stocktake": "stock count", "stolen": "stolen"}


def read(words: Words, query: Query, found: periods.Found) -> None:
    """What the question measures. Each reading consumes only the words it interprets; a word of
    another measure left over makes the question refused (two measures asked at once, or one
    misread), never silently dropped."""
    names = list(words.used)  # the products, customers and suppliers found before
    said = {name: {t.low for t in words.tokens if t.low in w} for name, w in MEASURE_WORDS.items()}
    low = [t.low for t in words.tokens]
    sold = {t.low for t in words.tokens if t.low in SOLD} - AUXILIARIES
    counted = counted_nouns.counted(words, names)
    had_in_them = bool({"had", "have", "has"} & set(low)) and any(low[i:i + 2] in (["in", "them"], ["in", "it"])
                                                                 for i in range(len(low)))
    if counted is None and query.products and {"sales", "sale", "transactions", "orders"} & set(low) and ({
            "included", "include", "includes", "including", "containing", "contained", "contain"} & set(low)
            or had_in_them):  # "what share of sales had bananas in them": a sale holds a fruit; sales counted
        counted = "sales_count"  # "what share of sales included bananas": a sale includes a fruit; sales counted
    if counted == "sales_count" and {"times", "time"} & set(low) and ({"delivery", "deliveries", "delivered", "receive",
                                                         "received"} & set(low) or query.supplier):
        counted = "purchases_count"  # "how many times did we get a delivery from ABC"
    customer, supplier, products = query.customer, query.supplier, query.products
    we_bought = ("we" in low and bool({"buy", "bought", "buying", "purchase", "purchased", "order", "ordered", "spend",
                                       "spent", "restocking", "restock", "restocked", "pay", "paid", "paying"} & set(
        low))) or (
        what_we_sold.sells_us(low)) or bool(
        {"supplies", "supplied", "supply", "restocking"} & set(low))  # "who sells us pears": a supplier
    if said["spend"] and {"stock", "restock", "restocking", "stocking"} & set(low) and not customer:
        we_bought = True  # "total spend on stock": what the deliveries cost
    if {"purchased", "purchase"} & set(low) and not customer and not {"customer", "customers", "who"} & set(low):
        we_bought = True  # "total kg purchased in february": a purchase is ours unless a customer is named
    shoppers = bool(customer) or bool(GROUP_WORDS["customer"] & set(low))
    # "which fruit we stock is the cheapest": what we stock is the products, and cheap is their price
    stocked = bool(DEAR & set(low)) and not {"worth", "value", "valued"} & set(low) and bool(
        re.search(r"\bwe\s+(?:stock|carry|have)\b", words.said))
    if {"get", "got"} & set(low) and "from" in low and "we" in low and not shoppers and (products or {
            "who", "which"} & set(low)) and not (MOST | LEAST) & set(low):
        we_bought = True  # "who do we get our bananas from": a supplier ("the most bananas": kilos or money?)
    if GROUP_WORDS["supplier"] & set(low) and not shoppers:
        we_bought = True  # "spend with suppliers", "which supplier do we get pears from"
    # "which customers came in yesterday" ("in" read with the day), "who's been in today": their sales
    visited = bool(re.search(r"\b(?:came|come|comes|coming)\s+in\b", words.said)) and (
        shoppers or ("who" in low and not supplier)) or (bool(re.search(r"\bbeen\s+in\b", words.said)) and
                                                          "who" in low and not supplier)
    text = " ".join(low)
    got_in = next((hit for said_text in (text, words.said.lower()) if (hit := re.search(  # "came in this month"
        r"\b(?:came|get|got|getting)\b(?:\s+\S+){0,3}?\s+in\b(?!\s+(?:stock|the shop|store|hand|total))", said_text))),
        None)
    if got_in and not visited and not (
            products or supplier or customer or said["quantity"] or said["cost"] or said["revenue"] or said["stock"]
            or said["refunds"] or {"money", "sales", "takings", "cash", "which", *ALL_PRODUCTS} & set(low)):
        # "how much (or what) came in last week": money in (takings) or goods in (deliveries) — sets 14, 80
        raise CannotAnswer("What came in: money (takings) or fruit (deliveries)? Say “how much money came in” or "
                           "“how much fruit came in”.")
    came_in = (("came" in low and "in" in low or bool(re.search(r"\bcame\s+in\b", words.said)))  # "came in this month"
               and not {"money", "sales", "takings", "cash"} & set(low) and not visited) or bool(
        {"delivered", "delivery", "deliveries", "received", "receive", "receives", "deliver", "arrived", "arrive"}
        & set(low)) or (
        {"send", "sent", "sends"} & set(low) and "us" in low) or (
        got_in and {"get", "got", "getting"} & set(low) and "we" in low and not shoppers and not {
            "money", "sales", "takings", "cash", "revenue"} & set(low)) or (  # "when'd we last get cherries in"
        bool(re.search(r"\b(?:bring|brings|brought|bringing)\s+in\b", f"{text} {words.said.lower()}"))
        and bool(said["quantity"])
        and not shoppers)  # "how many kilos of cherries did we bring in": goods in (money in has no kilos)
    text = " ".join(low)
    money_said = bool(said["revenue"]) or bool(re.search(r"\b(?:come|came|comes|add|added|adds)\s+(?:to|up)\b"
                                                         r"|\b(?:ring|rang|rung)\s+up\b|\bvalues?\b", text))
    if (MOST | LEAST) & set(low) and {"sales", "sale"} & set(low) and not (
            said["revenue"] or said["quantity"] or said["profit"] or said["average"] or counted or {
                "number", "money", "spend", "spent", "value", "biggest", "largest", "smallest", "single", "separate",
                "different", "distinct", *FREQUENT} & set(low)):
        raise CannotAnswer("The most sales: the most of them, or the most money? Say “number of sales” or “revenue”.")
    made = {"make", "made", "earn", "take", "took", "makes", "taken"} & set(low)
    # "the pears we have", "the fruit we hold": what the shop holds, with nothing bought, sold or delivered said
    held = bool({"have", "hold", "holding", "held"} & set(low)) and "we" in low and bool(
        products or ALL_PRODUCTS & set(low)) and not (sold or came_in or we_bought or made)

    # "what are our pears worth at cost": fruit that "is" worth something now is fruit held, not fruit once bought
    worth_now = "worth" in low and bool({"are", "is"} & set(low)) and not {"was", "were", "did"} & set(low) and bool(
        products or ALL_PRODUCTS & set(low)) and not (sold or came_in or we_bought or made)

    # "how many kilos of pears we had on the 14th" (no "did"): what the shop held, as "did we have" is
    we_had = any(low[i:i + 2] == ["we", "had"] for i in range(len(low) - 1))

    def use(*group: str) -> None:
        words.take(set(group))

    quantity = MEASURE_WORDS["quantity"] | {"much"}
    if {"bought", "buy"} & set(low) and not (customer or supplier or {"we", "us", "our", "who", "customer", "customers",
                                                                     "client", "clients", "people"} & set(low)):
        if "buy" in low or sold - {"bought"} or not (said["quantity"] or said["cost"] - {"bought"}):
            raise CannotAnswer("Bought by whom: sold to customers, or bought in from suppliers? Say “we sold” or "
                               "“we bought”.")
        we_bought = True  # "kilos of bananas bought this month", "orange kgs bought": the shop's buying
    if "when" in low or (" ".join(low[:2]) in ("what day", "which day", "what date", "which date") and {
            "first", "last", "latest", "earliest"} & set(low)) or dated_record(low) or (  # "last delivery from …"
            customer and {"last", "first", "latest", "recent"} & set(low) and VISIT & set(low) and not said["quantity"]
            and not money_said and not counted):  # "Zoe's last visit"
        query.measure = read_when(words, query, came_in or we_bought, low)
    elif {"biggest", "largest", "smallest", "single"} & set(low) and ({"sale", "order", "transaction", "basket"} & set(
            low) or ("single" in low and (shoppers or "who" in low) and {"purchase", "purchases"} & set(low))) and \
            not products and (
            "single" in low or not any(w in low for w in GROUP_WORDS["day"] | GROUP_WORDS["customer"])):
        # "the largest sale"; "which customer made the single biggest purchase": whose one sale was largest
        query.measure = single_sale.measure(words, low)  # by value ("what was it worth"), or by kilos when said
        if not any(w in low for w in GROUP_WORDS["day"] | GROUP_WORDS["customer"] | {"who"}):
            use("biggest", "largest", "smallest")  # else they rank the customers or days by it
    elif "cogs" in low:
        query.measure = "cost_of_sales"  # "cost of goods sold": what gross profit takes off revenue
        use("cogs", "our", "was", "what")
    elif said["profit"]:
        query.measure = "profit"
        use(*MEASURE_WORDS["profit"], *SOLD, "earn", "earns", "earned", "us", "generate", "generated", "bring",
            "brought", "making")
        for i, word in enumerate(low):  # gross profit is "before overheads"
            if word == "before" and low[i + 1:i + 2] in (["overheads"], ["overhead"], ["expenses"]):
                words.used[i] = words.used[i + 1] = True
    elif said["average"]:
        query.measure = read_average(words, query)
    elif counted in ("?days", "?day") and ({"sell", "sold", "sale", "sales"} & set(low) or (customer and (visited or {
            "buy", "bought", "shop", "shopped", "visit", "visited", "come", "came", "coming"} & set(low)))):
        query.measure = "days_count"  # "on how many days did we sell grapes", "did Mei come in to buy"
        words.take({"how", "many", "days", "day", "on", "sell", "sold", "sale", "sales", "different", "separate",
                    "distinct"})
        if customer:
            use("buy", "bought", "shop", "shopped", "visit", "visited", "come", "came", "coming", "in", "to")
    elif counted and counted != "kilos":
        if counted == "?repriced":
            raise CannotAnswer("How many products had a price change: ask “which products had a price change”.")
        if counted.startswith("?"):
            raise CannotAnswer(f"I can count sales, customers, products, returns, deliveries and price changes, "
                               f"not “{counted[1:]}”.")
        query.measure = counted
        use_counted(words, counted)
        if counted == "products_count" and {"stock", "carry", "range", "stocked"} & set(low) and not sold:
            # "how many products do we stock": the shop's products; "… in stock": those with some
            query.measure = "products_in_stock" if re.search(r"\bin stock\b", text) else "products_stocked"
            use("stock", "carry", "range", "stocked", "in", "have")
            read_state(query, found, words)
        if counted in ("write_offs_count", "adjustments_count"):  # "how many write-offs for the reason 'stock count'"
            if re.search(r"\bstock\s*(?:counts?|takes?)\b|\bstocktakes?\b", text):
                query.reason = "stock count"
            elif "stolen" in low:
                query.reason = "stolen"
            if query.reason:
                use("count", "counts", "stocktake", "stocktakes", "take", "takes", "stolen", "reason", "stock")
        if counted == "purchases_count":
            use(*BOUGHT_IN, "receive", "receives", "in")
        if counted == "sales_count":
            use(*FREQUENT)  # "our most frequent customer (most separate sales)"
        if counted in ("sales_count", "customers_count", "products_count"):
            use("shopped", "shop", "bought", "buy", "sold", "sell", "visited", "came", "ring", "rang", "rung", "place",
                "placed", "come", "coming", "comes", "tried", "done")  # "how many sales have we done"
        if counted == "sales_count" and products:  # "how many sales included cherries"
            use("included", "include", "includes", "including", "containing", "contained", "with", "had", "have")
            if had_in_them:
                use("in", "them", "it")
    elif (visited or FREQUENT & set(low) or (customer and "visits" in low) or (
            (MOST | LEAST) & set(low) and {"transactions", "visits"} & set(low))) and not said["quantity"] and \
            not money_said:
        query.measure = "sales_count"  # "which customers came in on the 20th", "our most frequent customer"
        use(*FREQUENT, "came", "come", "comes", "coming", "in", "visit", "visits", "visited", "sales", "sale",
            "shopped", "shop", "shops", "transactions")
    elif WRITTEN_OFF & set(low) and {"cost", "costs", "value", "worth", "dollars", "dollar", "money"} & set(low) and \
            not said["quantity"]:
        # "what did the write-offs cost us", "how much fruit did we throw away, in dollars": at what we paid for it
        query.measure = "adjusted_cost"
        use(*WRITTEN_OFF, "cost", "costs", "value", "worth", "us", "at", "purchase", "price", "off", "away", "out",
            "stock", "loss", "losses", "valued", "dollars", "dollar", "money")
        reason = next((_REASONS[w] for w in low if w in _REASONS), None)
        if reason:  # "the cost of what we wrote off in stock counts": those only
            query.reason = reason
            use("count", "counts", "stocktake")
    elif (said["stock"] or held or worth_now) and {"worth", "value", "valued"} & set(low) and {
            "cost", "costs", "purchase"} & set(low) and not (
                supplier or customer or {"selling", "sell", "retail"} & set(low)):
        query.measure = "stock_cost"  # "what is our stock worth at cost", "the cost value of the pears we have"
        use(*MEASURE_WORDS["stock"], "worth", "value", "valued", "at", "cost", "costs", "purchase", "price", "prices",
            "current", "today", *(("have", "hold", "holding", "held") if held else ()))
        read_state(query, found, words)
    elif (WRITTEN_OFF & set(low) or {"wastage", "shrinkage", "spoilage"} & set(low)) and (
            said["quantity"] or "much" in low or most_of(low)):
        query.measure = "adjusted_quantity"
        use(*WRITTEN_OFF, *quantity, "off", "away", "out", "many", "loss", "losses", "wastage", "shrinkage",
            "spoilage")
        if not {"count", "counts", "stocktake"} & set(low):
            use("stock")  # "how much stock did we write off"
        reason = next((_REASONS[w] for w in low if w in _REASONS), None)
        if reason:
            query.reason = reason
            use("count", "counts", "stocktake", "stock")
    elif said["returns"] and (said["quantity"] or counted == "kilos") or ("came" in low and "back" in low) or (
            said["returns"] and {"what", "which"} & set(low) and GROUP_WORDS["product"] & set(low)):
        query.measure = "quantity_returned"  # "how many kilos of oranges came back in returns"
        use(*MEASURE_WORDS["returns"], *quantity, "many", "came", "back", "to", "us")
    elif said["refunds"] or (said["returns"] and ("much" in low or "money" in low or bool(
            {"which", "who", "value", "sum", "amount", "amounts", "worth"} & set(low)))) or (
            "back" in low and ({"money", "refund", "brought", "got", "bring", "pay", "paid"} & set(low))):
        one = {"refund", "return"} & set(low) and not {"refunds", "returns"} & set(low) and {
            "biggest", "largest", "smallest", "single", "highest", "lowest"} & set(low)
        # "who got the biggest refund": the one largest refund (and whose), not a customer's refunds together
        query.measure = ("largest_refund" if not {"smallest", "lowest"} & set(low) else "smallest_refund") if one \
            else "refunds"  # "which customers brought stuff back", "got the most money back"
        if one and (products or words.has(*GROUP_WORDS["product"])):
            raise CannotAnswer("A refund is for a whole return; ask for the refunds of a product instead.")
        if one and not words.has("who", *GROUP_WORDS["customer"], *GROUP_WORDS["day"]):
            use("biggest", "largest", "smallest", "highest", "lowest")  # else they rank whose refund it was
        use("single")
        use(*MEASURE_WORDS["refunds"], *MEASURE_WORDS["returns"], "money", "give", "gave", "back", "brought", "got",
            "pay", "paid", "out", "amount", "amounts", "hand", "handed", "gave", "given", "value", "worth", "bring")
    elif unit_price(low):
        checks.cost_and_price(low)
        ours = we_bought or came_in or bool(supplier) or ("us" in low and bool({"charge", "charged", "charges"} & set(
            low)))  # "what did ABC charge us per kg"
        theirs = shoppers and not ours and not {"we", "us"} & set(low)  # "what did a kilo cost a customer"
        if {"cost", "costs"} & set(low) and not (ours or theirs or measures.unit_cost_said(low) or {"we", "us", "our",
                                                                                 "pay", "paid", "paying"} & set(low)):
            raise CannotAnswer(WHOSE_COST)  # "how much does a kilo of apples cost"
        query.measure = "unit_cost" if ours or ({"pay", "paid", "paying", "cost", "costs"} & set(low) and not theirs) \
            else "price"
        use("a", "kilo", "kg", "per", "pay", "paid", "paying", "cost", "costs", "was", "is", "charge", "charging",
            "sell", "selling", "sold", "bought", "buy", "price", "prices", "unit", "we", "for", "charged", "charges")
        if ours:
            use("us")
        if theirs:
            use(*GROUP_WORDS["customer"])
        if query.measure == "price":
            read_state(query, found, words)
    elif said["cost"] and said["cost"] <= {"cost", "costs"} and products and not (
            came_in or supplier or customer or we_bought or {"we", "us", "our"} & set(low)):
        raise CannotAnswer(WHOSE_COST)  # "what do bananas cost now"
    elif came_in or (supplier and not customer) or we_bought or (said["cost"] - {"spend", "spent"} and not customer
                                                                and not sold - {"buy", "bought"}):
        query.measure = read_purchases(words, query, said, counted, low, money_said)
    elif not stocked and (said["stock"] or (({"have", "left"} & set(low) or we_had) and (
            products or ALL_PRODUCTS & set(low)) and not sold and not said["cost"] and not said["price"]
                           and not said["revenue"] - {"worth"}) or (
            "lowest" in low and "on" in low and not sold) or (
            "have" in low and not sold and not made and not said["cost"] and bool(MOST & set(low) or LEAST & set(
                low))) or (  # ("how much less have we taken": money taken, not a stock)
            query.having_kilos and not sold and found.period is None and {"are", "is", "now", "currently"} & set(low))):
        # "which fruits are under 20 kg": what a product is, now, in kilos is its stock (nothing sold is said)
        query.measure = "stock_value" if {"worth", "value"} & set(low) else "stock"  # "which fruit are we lowest on"
        use(*MEASURE_WORDS["stock"], *quantity, "have", "had", "left", "on", "hold", "held", "many", "in", "got",
            "outstanding", "available")
        if query.measure == "stock_value":
            use("worth", "value", "at", "selling", "prices", "price", "current", "today")
        whole = {"total", "altogether", "overall", "combined"} | (
            ALL_PRODUCTS - {"products", "items"} if said["quantity"] or "much" in low else set())
        apart = query.having or {"which", "each", "every", "per", "by"} & set(low) or (MOST | LEAST) & set(low)
        if query.measure == "stock" and not products and whole & set(low) and not apart and not re.search(
                r"\bout of stock\b", text):
            query.measure = "stock_total"  # "total stock", "how many kilos of fruit do we have": all of it
            use("total", "altogether", "overall", "combined", *ALL_PRODUCTS)
        if query.measure == "stock" and re.search(r"\bout of stock\b", text):
            query.having, query.group, query.shape = ("<=", 0.0), "product", "names"  # "what is out of stock"
            use("out", "of", "which", "what")
        read_state(query, found, words)
    elif (said["price"] or DEAR & set(low) or re.search(r"\b(?:sell|sells|selling|going|go|goes)\s+for\b", text)
          or (products and re.search(r"\b(?:sell|sells|charge)\s+\S+\s+for\b", text))  # "sell cherries for"
          or (products and re.fullmatch(r"how much (?:are|is|were|was) \S+(?: now| today)?", text))  # "how much is X"
          ) and (not said["quantity"] or re.search(r"\b(?:a|per)\s+(?:kilo|kg)\b", text)) and not sold - {
            "selling", "sell", "sells"} - ({"went"} if (PRICE_UP | PRICE_DOWN) & set(low) else set()):
        at_price = re.search(r"\bselling\s+(?:\S+\s+)?(?:for|at)\b", words.said)
        if said["price"] == {"selling"} and not DEAR & set(low) and not at_price:
            # "how are bananas selling": in kilos or money, not at what price
            raise CannotAnswer("How they are selling: kilos sold, or revenue? Ask for one of them.")
        changes = {"drop", "dropped", "raise", "raised", "increase", "increased", "cut", "lower", "lowered",
                   "reduce", "reduced", "change", "changed", "go", "went"}
        up, down = PRICE_UP & set(low), PRICE_DOWN & set(low)
        if (up or down) and {"which", "what"} & set(low) and not products and not {"by", "than"} & set(low):
            if up and down:
                raise CannotAnswer("Up or down: which way did the price go?")
            query.measure = "price_rises" if up else "price_cuts"  # "which items have gone up in price"
            query.group, query.shape = "product", "names"
            use(*up, *down, "go", "gone", "went", "got", "get", "have", "has", "had", "been", "in",
                *MEASURE_WORDS["price"])
        elif changes & set(low) and "by" in low:
            query.measure = "price_change_amount"
            use(*changes, "by", *MEASURE_WORDS["price"])
        elif {"change", "changes", "changed"} & set(low) and ({"which", "what"} & set(low)):
            query.measure = "price_changes_count"  # "which products had a price change this month"
            use("change", "changes", "changed", "had", "have", *MEASURE_WORDS["price"])
            if "prices" in low and not products and not GROUP_WORDS["product"] & set(low):
                query.group, query.shape = "product", "names"  # "which prices changed": whose, not how many
        else:
            if "did" in low and "sell" in low and "for" in low and query.period is None:
                # "how much did apples sell for": at what price, or for how much in all?
                raise CannotAnswer("At what price a kilo, or for how much in all? Ask for the price on a day, or the "
                                   "revenue.")
            query.measure = "price"
            use(*MEASURE_WORDS["price"], *(DEAR - MOST - LEAST), "sell", "sells", "selling", "for", "cost", "costs",
                "going", "go", "goes", "a", "kilo", "kg", "per", "set")
            if stocked:
                use("we", "do", "stock", "stocked", "carry", "have")
            read_state(query, found, words)
    elif said["spend"] or (customer and {"pay", "paid"} & set(low)) or (
            customer and not supplier and {"purchases", "orders"} & set(low) and "much" in low):
        query.measure = "spend"  # "how much did Omar pay us for pears"
        use(*MEASURE_WORDS["spend"] - {"spender", "spenders"}, "money", "pay", "paid", "us")  # a spender is grouped
        if customer:
            use("purchases", "orders")  # "Ida's purchases, how much in total": what she spent
    elif (said["quantity"] or counted == "kilos" or (products and (sold - {"sales", "sale"} or (
            customer and {"get", "got"} & set(low)))) or (
            sold - {"sales", "sale"} and {"which", "what", "who"} & set(low) and any(
                w in low for g in GROUP_WORDS.values() for w in g))
    ) and not money_said and not (made and not said["quantity"]) and not ("dollars" in low and not said["quantity"]) \
            and not (re.search(r"\b(?:bring|brings|brought)\s+in\b", text) and not said["quantity"]):  # money in
        query.measure = "quantity_sold"  # "which products did omar buy", "who bought strawberries"
        use(*quantity, *sold, "many", "get", "got")
        if {"kg", "kgs", "kilos", "kilo", "kilograms"} & set(low):
            use("units", "unit")  # "units of apple sold (kg)"
    elif money_said or ("money" in low and (sold or made)) or (
            ("sales" in low or "sold" in low or ("sell" in low and "much" in low)) and not products) or (
            {"brings", "bring", "brought"} & set(low) and ("in" in low or "much" in low) and not said["returns"]
            and "back" not in low) or (
            made and ("much" in low and "we" in low or products)) or (
            products and {"sales", "sale"} & set(low) and not sold - {"sales", "sale"}) or (
            "who" in low and sold and not products):
        query.measure = "revenue"
        use(*MEASURE_WORDS["revenue"], "sales", "sale", "sold", "sell", "take", "took", "made", "make", "makes",
            "money", "in", "earn", "bring", "brings", "brought", "ring", "rang", "rung", "come", "came", "comes", "to",
            "add", "added", "adds", "for", "orders", "order", "buys", "value")
    elif {"take", "took", "taken"} & set(low) and not products and (
            "we" in low or ((found.period is not None or _TIMES & set(low)) and not (
                customer or supplier or query.customers))):
        # "what did we take last week"; "what did last Saturday take", "which days took over $40": a day's takings
        query.measure = "revenue"
        use("take", "took", "taken")
    if query.measure == "revenue":
        use("taken")  # "how much have we taken today"
    if not query.measure and customer and {"buy", "bought", "get", "got"} & set(low) and "what" in low and \
            not products:
        query.measure, query.group, query.shape = "quantity_sold", "product", "names"  # "what did Sue buy"
        use("buy", "bought", "get", "got", "what", "from", "us")
    if not query.measure and {"customer", "customers", "client", "clients"} & set(low) and (
            (MOST | LEAST) & set(low) or query.having):
        query.measure = "revenue"  # "who is our top customer": customers are ranked by what they spend
    times = GROUP_WORDS["day"] | GROUP_WORDS["week"] | GROUP_WORDS["month"] | GROUP_WORDS["weekday"]
    if not query.measure and times & set(low) and {"best", "worst", "top", "bottom", "biggest", "weakest",
                                                   "strongest"} & set(low):
        query.measure = "revenue"  # "our worst day": a day is good or bad by its takings
    totals_said.read(words, query, found)  # "mei's total?", "today's total so far": money, of her or of that time
    if not query.measure:
        raise CannotAnswer("I could not tell what to measure: revenue, kilos sold, spend, stock, price…")
    # "who buys from us most often": a customer buys what we sell, as "bought" is read
    words.take(AUXILIARIES | {"sell", "sold", "sells", "selling", "buy", "bought", "buys", "went", "moved", "took",
                              "take"} if query.measure in MEASURES_OF_SALES else AUXILIARIES)
