"""Writes bench/unseen16/questions.jsonl: held-out manager questions, four personas.

Stdlib only.  Every answer is computed from resources/demo/fruitshop_month.jsonl
by ledger16.Ledger (Decimal money) as known at the end of the question's `today`.
Run from anywhere:  python bench/unseen16/question_truth.py
"""
import datetime
import json
import os
import sys
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ledger16 import (Ledger, r2, r3, day, sale_total, week_start, shift,   # noqa: E402
                      argbest, topn, HERE)

T = "2024-02-29"            # Thursday
assert day(T).strftime("%A") == "Thursday"
_L = {}


def L_(today, alt=False):
    if (today, alt) not in _L:
        _L[(today, alt)] = Ledger(today, count_returned=alt)
    return _L[(today, alt)]


# ------------------------------------------------------------ answer makers
def money(x):
    return ("number", float(r2(x)))


def kg(x):
    return ("number", float(r3(x)))


def count(n):
    assert isinstance(n, int)
    return ("number", n)


def pct(a, b):
    """a/b as a percentage to one decimal; refuses an exact half at that precision."""
    x = Decimal(a) * 100 / Decimal(b)
    assert (x * 10) % 1 != Decimal("0.5"), ("half at 0.1%", x)
    return ("number", float(x.quantize(Decimal("0.1"))))


def name(s):
    assert isinstance(s, str) and s
    return ("name", s)


def names(xs, ordered=False):
    xs = list(xs)
    assert xs and len(set(xs)) == len(xs), xs
    if len(xs) == 1 and not ordered:
        return ("name", xs[0])
    return ("names", xs if ordered else sorted(xs), ordered)


def table(key, rows, kind):
    f = {"money": lambda v: float(r2(v)), "kg": lambda v: float(r3(v)), "int": int}[kind]
    return ("table", key, {k: f(v) for k, v in sorted(rows.items())})


REFUSE = ("refuse",)


# ------------------------------------------------------------ derived helpers
def stock_rows(L, d=None):
    return {p: L.stock(p, d) for p in L.products}


def below(L, thr, d=None):
    rows = stock_rows(L, d)
    assert all(v != thr for v in rows.values()), ("stock exactly at threshold", thr)
    return [p for p, v in rows.items() if v < thr]


def above(L, thr, d=None):
    rows = stock_rows(L, d)
    assert all(v != thr for v in rows.values()), ("stock exactly at threshold", thr)
    return [p for p, v in rows.items() if v > thr]


def by_product(L, f, **kw):
    return {p: f(prod=p, **kw) for p in L.products if L.kilos(prod=p, **kw) > 0}


def by_customer(L, f, **kw):
    return {c: f(cust=c, **kw) for c in L.customers if L.n_sales(cust=c, **kw) > 0}


def spend(L, **kw):
    return by_customer(L, L.takings, **kw)


def usual(L, c):
    """Product in most of c's sales; must also be the one with most kilos."""
    n, k = {}, {}
    for s in L.sale_list(cust=c):
        for p, q, _ in s["lines"]:
            n[p] = n.get(p, 0) + 1
            k[p] = k.get(p, 0) + q
    a, b = argbest(n), argbest(k)
    assert a == b, (c, n, k)
    return a


def last_visit(L, c):
    return L.visit_days(c)[-1]


def first_visit(L, c):
    return L.visit_days(c)[0]


def not_since(L, d):
    """Customers whose last visit is before d; nobody's last visit may be on d (inclusive/exclusive)."""
    lasts = {c: last_visit(L, c) for c in L.customers if L.visit_days(c)}
    assert d not in lasts.values(), ("someone last seen exactly on", d)
    return [c for c, v in lasts.items() if v < d]


def margin_pct(L, p):
    return L.profit(prod=p) * 100 / L.takings(prod=p)


def weekly(L, f):
    out = {}
    for s in L.live:
        w = week_start(s["date"])
        out.setdefault(w, Decimal(0))
    return {w: f(lo=w, hi=min(shift(w, 6), L.today)) for w in out}


def weekday_rows(L, f):
    names_ = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return {names_[i]: f(wd={i}) for i in range(7)}


def day_rows(L, f, days):
    return {d: f(lo=d, hi=d) for d in days}


def deliveries(L, d):
    return L.bought(lo=d, hi=d)


def delivered_cost(L, **kw):
    return sum((b[3] * b[4] for b in L.bought(**kw)), Decimal(0))


def supplier_cost(L):
    return {s: delivered_cost(L, sup=s) for s in L.suppliers}


def writeoff_kg(L, prod=None):
    return -sum((q for _, p, q in L.adjs if q < 0 and (prod is None or p == prod)), Decimal(0))


def biggest_sale(L):
    best = argbest({i: sale_total(s) for i, s in enumerate(L.live)})
    return L.live[best]


def fruits_of(L, c, **kw):
    return sorted({p for s in L.sale_list(cust=c, **kw) for p, _, _ in s["lines"]})


def n_days_traded(L, lo=None, hi=None):
    return len({s["date"] for s in L.sale_list(lo=lo, hi=hi)})


# ------------------------------------------------------------ the questions
Q = []


def q(persona, today, text, fn, robust=None):
    """robust: assert the answer is the same when a returned sale is still counted.
    Defaults to True for name/names answers (rankings, who/which) and False for numbers
    and tables, which follow the documented rule (README: returns)."""
    Q.append((persona, today, text, fn, robust))


S, P, C, M = "shift-supervisor", "business-partner", "customer-relations", "second-language-manager"

# ---------------------------------------------------------------- 1. shift supervisor
Y = shift(T, -1)
q(S, T, "How much have we taken on the till so far today?", lambda L: money(L.takings(lo=T, hi=T)))
q(S, T, "Who's been in today?", lambda L: names(L.buyers(lo=T, hi=T)))
q(S, T, "How many sales have we rung up today?", lambda L: count(L.n_sales(lo=T, hi=T)))
q(S, T, "What did yesterday bring in?", lambda L: money(L.takings(lo=Y, hi=Y)))
q(S, T, "How many kilos went out the door yesterday, all fruit together?", lambda L: kg(L.kilos(lo=Y, hi=Y)))
q(S, T, "Which lines are down under 22 kilos on the shelf right now?", lambda L: names(below(L, 22)))
q(S, T, "What are we shortest on at the moment?", lambda L: name(argbest(stock_rows(L), low=True)))
q(S, T, "How much mango have we actually got left?", lambda L: kg(L.stock("mango")))
q(S, T, "Quick one - cherries on hand?", lambda L: kg(L.stock("cherry")))
q(S, T, "Run me the stock level of every fruit as it stands.", lambda L: table("product", stock_rows(L), "kg"))
q(S, T, "Ken Smith was in earlier - what did he spend?", lambda L: money(L.takings(lo=T, hi=T, cust="Ken Smith")))
q(S, T, "How many kg of pears have gone out today?", lambda L: kg(L.kilos(lo=T, hi=T, prod="pear")))
q(S, T, "Which fruit has shifted the most kilos since Monday?", lambda L: name(argbest(by_product(L, L.kilos, lo="2024-02-26", hi=T))))
q(S, T, "Where are we on takings for the week so far?", lambda L: money(L.takings(lo="2024-02-26", hi=T)))
q(S, T, "What did last week take, Monday through Sunday?", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")))
q(S, T, "Customer's asking - what are oranges per kilo today?", lambda L: money(L.price_on("orange", T)))
q(S, T, "How many different faces came through yesterday?", lambda L: count(len(L.buyers(lo=Y, hi=Y))), robust=True)
q(S, T, "How many kilos of banana did we sell over the weekend just gone?", lambda L: kg(L.kilos(lo="2024-02-24", hi="2024-02-25", prod="banana")))
q(S, T, "What did we ring up on Monday?", lambda L: money(L.takings(lo="2024-02-26", hi="2024-02-26")))
q(S, T, "Have we given any money back this week? How much all up?", lambda L: money(L.refunds(lo="2024-02-26", hi=T)))
q(S, T, "Who picked up strawberries yesterday?", lambda L: names(L.buyers(lo=Y, hi=Y, prod="strawberry")))
q(S, T, "Grapes - how much is left in the back?", lambda L: kg(L.stock("grape")))
q(S, T, "Which day so far this week has been the best for money?", lambda L: name(argbest(day_rows(L, L.takings, ["2024-02-26", "2024-02-27", "2024-02-28", T]))))
q(S, T, "How much strawberry have the stock counts knocked off this month?", lambda L: kg(writeoff_kg(L, "strawberry")))
q(S, T, "All the stock-count write-offs this month, how many kilos is that?", lambda L: kg(writeoff_kg(L)))
q(S, T, "What are we holding more than 29 kilos of?", lambda L: names(above(L, 29)))
q(S, T, "How many pieces of business did we do on Tuesday?", lambda L: count(L.n_sales(lo="2024-02-27", hi="2024-02-27")))
q(S, T, "Between yesterday and today, how much have we taken?", lambda L: money(L.takings(lo=Y, hi=T)))
q(S, T, "Apples - what have we got sitting there?", lambda L: kg(L.stock("apple")))
q(S, T, "Did anybody buy oranges today? Who?", lambda L: names(L.buyers(lo=T, hi=T, prod="orange")))
q(S, "2024-02-28", "How many kilos of cherries came in on this morning's delivery?", lambda L: kg(sum(b[3] for b in deliveries(L, L.today) if b[2] == "cherry")))
q(S, "2024-02-28", "Who dropped off the delivery this morning?", lambda L: names({b[1] for b in deliveries(L, L.today)}))
q(S, "2024-02-28", "What did this morning's drop cost us?", lambda L: money(delivered_cost(L, lo=L.today, hi=L.today)))
q(S, "2024-02-28", "We did a count today - how much cherry got written off?", lambda L: kg(-sum(x for d, p, x in L.adjs if d == L.today and p == "cherry")))
q(S, "2024-02-28", "With the delivery in, how many kilos of cherry are we sitting on now?", lambda L: kg(L.stock("cherry")))
q(S, "2024-02-23", "Which fruit came off the truck this morning?", lambda L: names({b[2] for b in deliveries(L, L.today)}))
q(S, "2024-02-23", "Now that the delivery's in, how many bananas have we got?", lambda L: kg(L.stock("banana")))
q(S, "2024-02-23", "Bob Smith brought his stuff back today, how much did we hand him?", lambda L: money(L.refunds(lo=L.today, hi=L.today, cust="Bob Smith")))
q(S, "2024-02-16", "After this morning's drop, how much strawberry do we have?", lambda L: kg(L.stock("strawberry")))
q(S, "2024-02-16", "How many kg of strawberries did Green Valley bring today?", lambda L: kg(sum(b[3] for b in deliveries(L, L.today) if b[2] == "strawberry")))
q(S, "2024-02-10", "Apples got delivered today - what's the apple count now?", lambda L: kg(L.stock("apple")))
q(S, "2024-02-10", "Who's come in so far today?", lambda L: names(L.buyers(lo=L.today, hi=L.today)))
q(S, "2024-02-24", "How much less did we take today than last Saturday?", lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-17") - L.takings(lo=L.today, hi=L.today)))
q(S, "2024-02-24", "What did last Saturday take?", lambda L: money(L.takings(lo="2024-02-17", hi="2024-02-17")))
q(S, "2024-02-24", "How many sales did we have last Saturday?", lambda L: count(L.n_sales(lo="2024-02-17", hi="2024-02-17")))
q(S, "2024-02-24", "Who was in last Saturday?", lambda L: names(L.buyers(lo="2024-02-17", hi="2024-02-17")))
q(S, "2024-02-24", "Only one customer so far today, right? Who was it?", lambda L: names(L.buyers(lo=L.today, hi=L.today)))
q(S, "2024-02-24", "Saturday again - how many kilos have gone out today?", lambda L: kg(L.kilos(lo=L.today, hi=L.today)))
q(S, "2024-02-15", "What's the till say for today?", lambda L: money(L.takings(lo=L.today, hi=L.today)))
q(S, "2024-02-15", "Who did we see yesterday?", lambda L: names(L.buyers(lo="2024-02-14", hi="2024-02-14")))
q(S, "2024-02-15", "Tom Lee brought pears back today - what did the refund come to?", lambda L: money(L.refunds(lo=L.today, hi=L.today, cust="Tom Lee")))
q(S, "2024-02-15", "Pears on the shelf right now?", lambda L: kg(L.stock("pear")))
q(S, "2024-02-12", "How much went back out as refunds today?", lambda L: money(L.refunds(lo=L.today, hi=L.today)))
q(S, "2024-02-12", "What did we do yesterday, Sunday, in money?", lambda L: money(L.takings(lo="2024-02-11", hi="2024-02-11")))
q(S, "2024-02-20", "What was yesterday's till total?", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-19")))
q(S, "2024-02-20", "How many kilos of banana have gone today?", lambda L: kg(L.kilos(lo=L.today, hi=L.today, prod="banana")))
q(S, "2024-02-20", "What are we charging for bananas today?", lambda L: money(L.price_on("banana", L.today)))
q(S, "2024-02-20", "What were bananas going for on Sunday?", lambda L: money(L.price_on("banana", "2024-02-18")))
q(S, T, "Who's on the rota for the Saturday shift?", lambda L: REFUSE)
q(S, T, "Put today's sale to Zoe Davis down as paid by card.", lambda L: REFUSE)
q(S, T, "Scrap yesterday's sale to Ida Novak, she never picked it up.", lambda L: REFUSE)
q(S, "2024-02-28", "What time did the cherry truck pull in this morning?", lambda L: REFUSE)
q(S, T, "How many hours have I clocked this week?", lambda L: REFUSE)
q(S, T, "Is it going to rain Saturday? Should I order extra?", lambda L: REFUSE)

# ---------------------------------------------------------------- 2. business partner
q(P, T, "What's the top line for February - total revenue?", lambda L: money(L.takings()))
q(P, T, "And gross profit for the month, sales less what the fruit we sold cost us?", lambda L: money(L.profit()))
q(P, T, "What's our gross margin as a percentage of sales?", lambda L: pct(L.profit(), L.takings()))
q(P, T, "Which product is making us the most money after cost?", lambda L: name(argbest(by_product(L, L.profit))))
q(P, T, "Which product earns us the least gross profit?", lambda L: name(argbest(by_product(L, L.profit), low=True)))
q(P, T, "What's our biggest earner by sales value?", lambda L: name(argbest(by_product(L, L.takings))))
q(P, T, "Which fruit brings in the least revenue?", lambda L: name(argbest(by_product(L, L.takings), low=True)))
q(P, T, "Break the gross profit down by product for me.", lambda L: table("product", by_product(L, L.profit), "money"))
q(P, T, "Who's our most expensive supplier, in terms of what we've paid them?", lambda L: name(argbest(supplier_cost(L))))
q(P, T, "What have we laid out on stock purchases this month?", lambda L: money(delivered_cost(L)))
q(P, T, "Purchases at cost, split by supplier.", lambda L: table("supplier", supplier_cost(L), "money"))
q(P, T, "What's the average value of a sale?", lambda L: money(L.takings() / L.n_sales()))
q(P, T, "On average, what do we take per trading day?", lambda L: money(L.takings() / n_days_traded(L)))
q(P, T, "What share of revenue do strawberries account for, as a percent?", lambda L: pct(L.takings(prod="strawberry"), L.takings()))
q(P, T, "What's the gross margin percentage on strawberries?", lambda L: pct(L.profit(prod="strawberry"), L.takings(prod="strawberry")))
q(P, T, "Which fruit has the fattest margin in percentage terms?", lambda L: name(argbest({p: margin_pct(L, p) for p in by_product(L, L.takings)})))
q(P, T, "At today's prices, which line leaves us the least per kilo over cost?", lambda L: name(argbest({p: L.price_on(p, T) - L.cost[p] for p in L.products}, low=True)))
q(P, T, "Give me revenue week by week.", lambda L: table("week", weekly(L, L.takings), "money"))
q(P, T, "How much more did the week of the 5th take than the week of the 12th?", lambda L: money(L.takings(lo="2024-02-05", hi="2024-02-11") - L.takings(lo="2024-02-12", hi="2024-02-18")))
q(P, T, "What proportion of our sales value comes in at the weekend?", lambda L: pct(L.takings(wd={5, 6}), L.takings()))
q(P, T, "Cost of goods sold for February?", lambda L: money(L.cogs()))
q(P, T, "What did the stock-count losses cost us, valued at purchase cost?", lambda L: money(sum(-x * L.cost[p] for _, p, x in L.adjs if x < 0)))
q(P, T, "How much have we refunded in total this month?", lambda L: money(L.refunds()))
q(P, T, "What is the stock we're holding worth at cost?", lambda L: money(sum(v * L.cost[p] for p, v in stock_rows(L).items())))
q(P, T, "And at today's shelf prices, what would it all fetch?", lambda L: money(sum(v * L.price_on(p, T) for p, v in stock_rows(L).items())))
q(P, T, "By what percentage is the cherry selling price above what we pay for them?", lambda L: pct(L.price_on("cherry", T) - L.cost["cherry"], L.cost["cherry"]))
q(P, T, "Which product has the widest gap per kilo between our current price and cost?", lambda L: name(argbest({p: L.price_on(p, T) - L.cost[p] for p in L.products})))
q(P, T, "Total kilos sold this month?", lambda L: kg(L.kilos()))
q(P, T, "What's revenue per customer, on average, this month?", lambda L: money(L.takings() / len(spend(L))))
q(P, T, "How many individual customers bought from us in February?", lambda L: count(len(spend(L))), robust=True)
q(P, "2024-02-15", "Month to date, what's revenue looking like?", lambda L: money(L.takings()))
q(P, "2024-02-15", "Gross profit month to date?", lambda L: money(L.profit()))
q(P, "2024-02-15", "Which product leads on sales value so far this month?", lambda L: name(argbest(by_product(L, L.takings))))
q(P, T, "Which supplier has sent us the most kilos?", lambda L: name(argbest({s: sum(b[3] for b in L.bought(sup=s)) for s in L.suppliers})))
q(P, T, "What have we paid Hillside Produce all month?", lambda L: money(delivered_cost(L, sup="Hillside Produce")))
q(P, T, "What was the single biggest sale this month worth?", lambda L: money(sale_total(biggest_sale(L))))
q(P, T, "And who was that biggest single sale to?", lambda L: name(biggest_sale(L)["cust"]))
q(P, T, "How much of revenue did our two biggest customers bring in between them?", lambda L: money(sum(spend(L)[c] for c in topn(spend(L), 2))))
q(P, T, "What do we clear per kilo on grapes, price less cost?", lambda L: money(L.price_on("grape", T) - L.cost["grape"]))
q(P, T, "What fraction of our purchase spend went to Green Valley Farms, in percent?", lambda L: pct(delivered_cost(L, sup="Green Valley Farms"), delivered_cost(L)))
q(P, T, "How many kilos does the average sale come to?", lambda L: kg(L.kilos() / L.n_sales()))
q(P, T, "Revenue by day of the week, please.", lambda L: table("weekday", weekday_rows(L, L.takings), "money"))
q(P, T, "Which day of the week is strongest for us, in money?", lambda L: name(argbest(weekday_rows(L, L.takings))))
q(P, "2024-02-22", "What did we make in gross profit last week?", lambda L: money(L.profit(lo="2024-02-12", hi="2024-02-18")))
q(P, "2024-02-22", "Last week, which product brought in the most?", lambda L: name(argbest(by_product(L, L.takings, lo="2024-02-12", hi="2024-02-18"))))
q(P, T, "Across everything we sold, what did we get per kilo on average?", lambda L: money(L.takings() / L.kilos()))
q(P, T, "What's the gross margin on mangoes in dollars?", lambda L: money(L.profit(prod="mango")))
q(P, T, "How much revenue have the cherries generated?", lambda L: money(L.takings(prod="cherry")))
q(P, T, "What percentage of revenue came from the top two products?", lambda L: pct(sum(L.takings(prod=p) for p in topn(by_product(L, L.takings), 2)), L.takings()))
q(P, T, "What did the first week of trading, Thursday 1st to Sunday 4th, bring in?", lambda L: money(L.takings(lo="2024-02-01", hi="2024-02-04")))
q(P, T, "What's our tax liability looking like for the quarter?", lambda L: REFUSE)
q(P, T, "How much are we paying in rent for the shop?", lambda L: REFUSE)
q(P, T, "Project March revenue for me.", lambda L: REFUSE)
q(P, T, "How does February stack up against January?", lambda L: REFUSE)
q(P, T, "Bump strawberries up to 4.20 a kilo from tomorrow.", lambda L: REFUSE)
q(P, T, "What's the wage bill running at?", lambda L: REFUSE)

# ---------------------------------------------------------------- 3. customer relations
q(C, T, "Who's our best customer this month by what they've spent?", lambda L: name(argbest(spend(L))))
q(C, T, "Name our two biggest spenders, biggest first.", lambda L: names(topn(spend(L), 2), ordered=True))
q(C, T, "Which customer has spent the least with us?", lambda L: name(argbest(spend(L), low=True)))
q(C, T, "How much has Omar Haddad put through the till this month?", lambda L: money(L.takings(cust="Omar Haddad")))
q(C, T, "Can I see spend per customer for February?", lambda L: table("customer", spend(L), "money"))
q(C, T, "Who hasn't been in since the 21st?", lambda L: names(not_since(L, "2024-02-21")))
q(C, T, "Which regulars haven't shown up since the 25th?", lambda L: names(not_since(L, "2024-02-25")))
q(C, T, "On how many different days did Raj Patel shop with us?", lambda L: count(len(L.visit_days("Raj Patel"))))
q(C, T, "How many times did Ann Brown come in this month?", lambda L: count(len(L.visit_days("Ann Brown"))) if len(L.visit_days("Ann Brown")) == L.n_sales(cust="Ann Brown") else None, robust=True)
q(C, T, "What does Mei Chen usually go for?", lambda L: name(usual(L, "Mei Chen")))
q(C, T, "What's Raj Patel's usual?", lambda L: name(usual(L, "Raj Patel")))
q(C, T, "When did Luis Garcia first come in this month?", lambda L: name(first_visit(L, "Luis Garcia")))
q(C, T, "When did we last see Eva Berg?", lambda L: name(last_visit(L, "Eva Berg")))
q(C, T, "Which customers brought something back this month?", lambda L: names(sorted({c for _, c, _ in L.returns})))
q(C, T, "How much have we refunded Tom Lee altogether?", lambda L: money(L.refunds(cust="Tom Lee")))
q(C, T, "What's the average spend per customer?", lambda L: money(L.takings() / len(spend(L))))
q(C, T, "What does Omar Haddad spend per sale, on average?", lambda L: money(L.takings(cust="Omar Haddad") / L.n_sales(cust="Omar Haddad")))
q(C, T, "Who's been buying cherries from us?", lambda L: names(L.buyers(prod="cherry")))
q(C, T, "Who takes home the most strawberries, by weight?", lambda L: name(argbest(by_customer(L, L.kilos, prod="strawberry"))))
q(C, T, "How much has Zoe Davis spent on strawberries?", lambda L: money(L.takings(cust="Zoe Davis", prod="strawberry")))
q(C, T, "What does Omar Haddad spend most of his money on?", lambda L: name(argbest({p: L.takings(cust="Omar Haddad", prod=p) for p in fruits_of(L, "Omar Haddad")})))
q(C, T, "Who's had the most transactions with us this month?", lambda L: name(argbest(by_customer(L, L.n_sales))))
q(C, T, "How many days were there between Sue Davis's first and last visits?", lambda L: count((day(last_visit(L, "Sue Davis")) - day(first_visit(L, "Sue Davis"))).days))
q(C, T, "How many days has it been since Eva Berg was last in?", lambda L: count((day(L.today) - day(last_visit(L, "Eva Berg"))).days))
q(C, T, "Which customers have bought both mango and cherries?", lambda L: names(sorted(set(L.buyers(prod="mango")) & set(L.buyers(prod="cherry")))))
q(C, T, "What has Sue Davis spent in total?", lambda L: money(L.takings(cust="Sue Davis")))
q(C, T, "Which customer only started coming after the 15th?", lambda L: names([c for c in L.customers if first_visit(L, c) > "2024-02-15"]))
q(C, T, "Which customer has carried off the most kilos this month?", lambda L: name(argbest(by_customer(L, L.kilos))))
q(C, T, "What's Luis Garcia's average sale worth?", lambda L: money(L.takings(cust="Luis Garcia") / L.n_sales(cust="Luis Garcia")))
q(C, T, "What did Ken Smith pick up today?", lambda L: names(fruits_of(L, "Ken Smith", lo=T, hi=T)))
q(C, T, "Which customers came by on the weekend of the 17th and 18th?", lambda L: names(L.buyers(lo="2024-02-17", hi="2024-02-18")))
q(C, T, "What have we refunded Bob Smith this month?", lambda L: money(L.refunds(cust="Bob Smith")))
q(C, T, "How many different customers returned something?", lambda L: count(len({c for _, c, _ in L.returns})))
q(C, T, "How much has Raj Patel spent on mangoes?", lambda L: money(L.takings(cust="Raj Patel", prod="mango")))
q(C, T, "Which of our customers have never bought bananas?", lambda L: names([c for c in L.customers if c not in L.buyers(prod="banana")]))
q(C, T, "Who buys the most pears, by kilos?", lambda L: name(argbest(by_customer(L, L.kilos, prod="pear"))))
q(C, T, "How many different fruits has Zoe Davis tried?", lambda L: count(len(fruits_of(L, "Zoe Davis"))))
q(C, T, "Customer spend last week, Monday to Sunday, one row per customer.", lambda L: table("customer", spend(L, lo="2024-02-19", hi="2024-02-25"), "money"))
q(C, T, "What date was Ann Brown's most recent visit before today?", lambda L: name([d for d in L.visit_days("Ann Brown") if d < T][-1]))
q(C, T, "How many visits has Ida Novak made, counting days?", lambda L: count(len(L.visit_days("Ida Novak"))))
q(C, T, "What does Ida Novak tend to buy?", lambda L: name(usual(L, "Ida Novak")))
q(C, "2024-02-15", "Who's our top spender so far this month?", lambda L: name(argbest(spend(L))))
q(C, "2024-02-15", "Tom Lee returned something today - what was it worth?", lambda L: money(L.refunds(lo=L.today, hi=L.today, cust="Tom Lee")))
q(C, "2024-02-15", "How much has Tom Lee spent with us so far, after that refund?", lambda L: money(L.takings(cust="Tom Lee")))
q(C, "2024-02-10", "Which customer have we had the most sales with so far?", lambda L: name(argbest(by_customer(L, L.n_sales))))
q(C, "2024-02-20", "Sue Davis is new - when was her first visit?", lambda L: name(first_visit(L, "Sue Davis")))
q(C, "2024-02-20", "How much has Eva Berg spent with us up to now?", lambda L: money(L.takings(cust="Eva Berg")))
q(C, "2024-02-12", "How much has Tom Lee spent so far this month?", lambda L: money(L.takings(cust="Tom Lee")))
q(C, T, "Which customers spent money with us on the 22nd?", lambda L: names(L.buyers(lo="2024-02-22", hi="2024-02-22")))
q(C, T, "Spend per customer on strawberries, please.", lambda L: table("customer", by_customer(L, L.takings, prod="strawberry"), "money"))
q(C, T, "What's Ann Brown's home address?", lambda L: REFUSE)
q(C, T, "Email Zoe Davis a thank-you voucher.", lambda L: REFUSE)
q(C, T, "Give Omar Haddad ten percent off his next order and note it on his account.", lambda L: REFUSE)
q(C, T, "When is Raj Patel's birthday?", lambda L: REFUSE)
q(C, T, "Did Mei Chen pay cash or card last time?", lambda L: REFUSE)
q(C, T, "Merge Sue Davis and Zoe Davis into one customer record.", lambda L: REFUSE)

# ---------------------------------------------------------------- 4. second-language manager
q(M, T, "how much money we take with apples in february", lambda L: money(L.takings(prod="apple")))
q(M, T, "banana how many kilo we sell in this month", lambda L: kg(L.kilos(prod="banana")))
q(M, T, "which fruit is selling most good, in kilo and also in money", lambda L: name(argbest(by_product(L, L.kilos))) if argbest(by_product(L, L.kilos)) == argbest(by_product(L, L.takings)) else None)
q(M, T, "price of cherry now is how much for one kilo", lambda L: money(L.price_on("cherry", T)))
q(M, T, "grape we have still how many kilo in shop", lambda L: kg(L.stock("grape")))
q(M, T, "customer Zoe Davis, she spend how much total", lambda L: money(L.takings(cust="Zoe Davis")))
q(M, T, "yesterday money how much come in", lambda L: money(L.takings(lo=Y, hi=Y)))
q(M, T, "today how many sale we make", lambda L: count(L.n_sales(lo=T, hi=T)))
q(M, T, "who is buy most of strawberry, in money", lambda L: name(argbest(by_customer(L, L.takings, prod="strawberry"))))
q(M, T, "supplier Green Valley, how much we pay them all the month", lambda L: money(delivered_cost(L, sup="Green Valley Farms")))
q(M, T, "which day of week we sell the most money", lambda L: name(argbest(weekday_rows(L, L.takings))))
q(M, T, "profit for mango in february how much, selling minus buying cost", lambda L: money(L.profit(prod="mango")))
q(M, T, "orange, the price go up this month, what is new price", lambda L: money(L.price_on("orange", T)))
q(M, T, "what fruits Omar Haddad is buying from us", lambda L: names(fruits_of(L, "Omar Haddad")))
q(M, T, "stock of all fruit please, each one", lambda L: table("product", stock_rows(L), "kg"))
q(M, T, "how many customer different we have this month", lambda L: count(len(L.buyers())), robust=True)
q(M, T, "money we give back for returns, total for month", lambda L: money(L.refunds()))
q(M, T, "last week the money from sales how much", lambda L: money(L.takings(lo="2024-02-19", hi="2024-02-25")))
q(M, T, "cherry delivery on 28, how many kilo is come", lambda L: kg(sum(b[3] for b in deliveries(L, "2024-02-28") if b[2] == "cherry")))
q(M, T, "in february we buy how many kilo banana from suppliers", lambda L: kg(sum(b[3] for b in L.bought(prod="banana"))))
q(M, T, "cost of everything we buy in the month, all supplier", lambda L: money(delivered_cost(L)))
q(M, "2024-02-10", "until now this month we sell how much money", lambda L: money(L.takings()))
q(M, "2024-02-10", "apple stock now, after the delivery come", lambda L: kg(L.stock("apple")))
q(M, "2024-02-17", "today who is coming to shop", lambda L: names(L.buyers(lo=L.today, hi=L.today)))
q(M, T, "which fruit we sell less, kilo and money both", lambda L: name(argbest(by_product(L, L.kilos), low=True)) if argbest(by_product(L, L.kilos), low=True) == argbest(by_product(L, L.takings), low=True) else None)
q(M, T, "average money of one sale how much", lambda L: money(L.takings() / L.n_sales()))
q(M, T, "strawberry we throw away in stock count how many kg", lambda L: kg(writeoff_kg(L, "strawberry")))
q(M, T, "how much kilo pear we sell on saturday and sunday, whole month", lambda L: kg(L.kilos(prod="pear", wd={5, 6})))
q(M, T, "the sunday money, all sundays together", lambda L: money(L.takings(wd={6})))
q(M, T, "day with most money in month, which one", lambda L: name(argbest(day_rows(L, L.takings, sorted({s["date"] for s in L.live})))))
q(M, T, "Mei Chen, last time she come when", lambda L: name(last_visit(L, "Mei Chen")))
q(M, T, "Ann Brown is coming how many time to shop", lambda L: count(len(L.visit_days("Ann Brown"))))
q(M, T, "banana price before it change, was how much", lambda L: money(L.price_on("banana", "2024-02-18")))
q(M, T, "which supplier bring us pear", lambda L: names(sorted({b[1] for b in L.bought(prod="pear")})))
q(M, T, "percent of money from cherry in all the sale", lambda L: pct(L.takings(prod="cherry"), L.takings()))
q(M, T, "mango margin percent, profit on the sale money", lambda L: pct(L.profit(prod="mango"), L.takings(prod="mango")))
q(M, T, "how much kilo total we have in shop now, all fruit together", lambda L: kg(sum(stock_rows(L).values())))
q(M, T, "Zoe Davis she buy what most of time", lambda L: name(usual(L, "Zoe Davis")))
q(M, T, "this week money until today", lambda L: money(L.takings(lo="2024-02-26", hi=T)))
q(M, T, "money of every saturday, show me each one", lambda L: table("day", day_rows(L, L.takings, ["2024-02-03", "2024-02-10", "2024-02-17", "2024-02-24"]), "money"))
q(M, T, "apple stock at the end of 5 february how many", lambda L: kg(L.stock("apple", "2024-02-05")))
q(M, "2024-02-07", "this week money until now", lambda L: money(L.takings(lo="2024-02-05", hi=L.today)))
q(M, "2024-02-07", "Eva Berg bring back her things today, how much money we return her", lambda L: money(L.refunds(lo=L.today, hi=L.today, cust="Eva Berg")))
q(M, "2024-02-07", "which customer buy most until now, in money", lambda L: name(argbest(spend(L))))
q(M, T, "all fruits together, profit in february how much", lambda L: money(L.profit()))
q(M, T, "cherry how many kilo we sell on weekend days", lambda L: kg(L.kilos(prod="cherry", wd={5, 6})))
q(M, T, "kilo sold every week, show me table", lambda L: table("week", weekly(L, L.kilos), "kg"))
q(M, "2024-02-26", "today somebody bring back orange, how much we pay back", lambda L: money(L.refunds(lo=L.today, hi=L.today)))
q(M, "2024-02-26", "pear price today how much", lambda L: money(L.price_on("pear", L.today)))
q(M, T, "Luis Garcia come how many day this month", lambda L: count(len(L.visit_days("Luis Garcia"))))
q(M, T, "please you change price of apple to 2 dollar", lambda L: REFUSE)
q(M, T, "how much tax we must pay for february", lambda L: REFUSE)
q(M, T, "weather tomorrow is good for selling or no", lambda L: REFUSE)
q(M, T, "how many hour the staff is work in february", lambda L: REFUSE)
q(M, T, "next month how much we will sell, you think", lambda L: REFUSE)
q(M, T, "delete the customer Sue Davis please", lambda L: REFUSE)


# ------------------------------------------------------------ build and write
def expect_of(ans):
    assert ans is not None, "question asserted away"
    t = ans[0]
    if t == "number":
        return {"type": "number", "value": ans[1]}
    if t == "name":
        return {"type": "name", "value": ans[1]}
    if t == "names":
        return {"type": "names", "values": ans[1], "ordered": ans[2]}
    if t == "table":
        return {"type": "table", "key": ans[1], "rows": ans[2]}
    assert t == "refuse"
    return {"type": "refuse"}


def main():
    out = []
    seen = set()
    for n, (persona, today, text, fn, robust) in enumerate(Q, 1):
        assert "2024-02-01" <= today <= "2024-02-29", today
        key = text.strip().lower()
        assert key not in seen, ("duplicate question", text)
        seen.add(key)
        try:
            ans = fn(L_(today))
            if ans[0] != "refuse":
                if robust is None:
                    robust = ans[0] in ("name", "names")
                if robust:
                    alt = fn(L_(today, alt=True))
                    assert alt == ans, ("depends on whether a returned sale counts", ans, alt)
        except AssertionError as e:
            raise SystemExit("q16-%03d %r: %s" % (n, text, e))
        cat = "refuse" if ans[0] == "refuse" else persona
        out.append({"id": "q16-%03d" % n, "question": text, "today": today,
                    "category": cat, "expect": expect_of(ans), "_persona": persona})
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for o in out:
            o = dict(o)
            o.pop("_persona")
            f.write(json.dumps(o) + "\n")
    # counts for the README
    from collections import Counter
    by = Counter((o["_persona"], o["expect"]["type"]) for o in out)
    for p in (S, P, C, M):
        print(p, {t: by[(p, t)] for t in ("number", "name", "names", "table", "refuse") if by[(p, t)]},
              "total", sum(v for (pp, _), v in by.items() if pp == p))
    print("questions", len(out), "earlier today:", sum(o["today"] != T for o in out),
          "types", dict(Counter(o["expect"]["type"] for o in out)))


if __name__ == "__main__":
    main()
