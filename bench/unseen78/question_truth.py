"""Writes bench/unseen78/questions.jsonl (and specs78.json, the reading of each question used by
validate.py).  Answers come from plain Decimal arithmetic over the demo records (engine78.py).
Run from anywhere:  python bench/unseen78/question_truth.py
"""
import json
import os
from decimal import ROUND_HALF_UP, Decimal

from engine78 import grouped, scalar

HERE = os.path.dirname(os.path.abspath(__file__))
WE, WK = [5, 6], [0, 1, 2, 3, 4]


def d(n):
    return f"2024-02-{n:02d}"


def S(m, lo=None, hi=None, **kw):
    s = {"m": m}
    if lo:
        s["lo"] = d(lo)
    if hi:
        s["hi"] = d(hi)
    s.update(kw)
    return s


def R(a, b):
    return {"m": "ratio", "a": a, "b": b}


def CHG(a, b):
    return {"m": "chg", "a": a, "b": b}


def stock(prod=None, at=29):
    s = {"m": "stock", "at": d(at)}
    if prod:
        s["prod"] = prod
    return s


def price(prod, at):
    return {"m": "price", "prod": prod, "at": d(at)}


GV, HS = "Green Valley Farms", "Hillside Produce"
Q = []


def q(persona, today, text, cat, spec=None, ans=None):
    Q.append((persona, d(today), text, cat, spec, ans))


# ---------------------------------------------------------------- loan officer (formal, exact periods)
L = "loan officer"
q(L, 29, "Please provide total sales revenue for the period 1 February 2024 to 29 February 2024 inclusive.",
  "takings", S("takings", 1, 29), "money")
q(L, 19, "For our file: what was sales revenue, net of returns, for the fortnight 5 to 18 February 2024?",
  "takings", S("takings", 5, 18), "money")
q(L, 29, "Please state the total value of customer refunds issued during February 2024.", "refunds",
  S("refunds", 1, 29), "money")
q(L, 29, "Kindly provide the total cost of stock purchased from suppliers in February 2024.", "costs",
  S("bought_cost", 1, 29), "money")
q(L, 29, "We require a breakdown of February purchases at cost, by supplier, please.", "table",
  S("bought_cost"), ("table", "supplier", "money"))
q(L, 29, "What is the cost of goods sold for the month to date? Net of returned goods, naturally.", "profit",
  S("cogs"), "money")
q(L, 29, "Please provide gross profit for February 2024, being revenue less cost of goods sold.", "profit",
  S("profit"), "money")
q(L, 29, "State the gross margin percentage for February 2024, if you would.", "profit", S("margin"), "pct")
q(L, 29, "What is the total cost value of inventory written off during the month?", "writeoffs",
  S("writeoff_cost"), "money")
q(L, 29, "For collateral purposes, what quantity of strawberries, in kilograms, was held at close of business "
  "on 20 February 2024?", "stock", stock("strawberry", 20), "kg")
q(L, 20, "Please confirm the number of completed sales transactions recorded between 12 and 18 February 2024, "
  "both dates inclusive.", "counts", S("count", 12, 18), "count")
q(L, 29, "Please provide revenue by week, with weeks commencing on a Monday.", "table", S("takings"),
  ("table", "week", "money"))
q(L, 29, "What was the average transaction value in February, net of returns?", "averages", S("avg_sale"), "money")
q(L, 29, "As at today's date, what is the current retail price per kilogram of oranges?", "prices",
  price("orange", 29), "money")
q(L, 29, "What retail price per kilogram applied to bananas on 15 February 2024?", "prices",
  price("banana", 15), "money")
q(L, 12, "Please provide sales revenue for the period prior to 10 February 2024.", "takings",
  S("takings", None, 9), "money")
q(L, 29, "Please provide sales revenue from 20 February 2024 onward.", "takings", S("takings", 20), "money")
q(L, 29, "How many customer returns were processed in February? A count will suffice.", "refunds",
  S("returns_count"), "count")
q(L, 29, "Please list the three largest customers by net spend this month, in descending order.", "rankings",
  S("takings"), ("rank", "customer", 3, "desc"))
q(L, 29, "Provide the total kilograms purchased from Green Valley Farms during the month.", "bought",
  S("bought_kg", sup=GV), "kg")
q(L, 29, "Please set out gross profit by product for February 2024.", "table", S("profit"),
  ("table", "product", "money"))
q(L, 29, "Which supplier accounted for the largest purchase value in February?", "rankings", S("bought_cost"),
  ("top", "supplier", "desc"))
q(L, 15, "For the month to date, please provide total sales revenue.", "takings", S("takings", 1, 15), "money")
q(L, 15, "What stock of pears, in kilograms, is on hand at present?", "stock", stock("pear", 15), "kg")
q(L, 19, "Please provide revenue for the week ended Sunday 18 February 2024.", "takings", S("takings", 12, 18),
  "money")
q(L, 19, "Please state the aggregate value of refunds issued to date.", "refunds", S("refunds"), "money")
q(L, 29, "Please state total revenue attributable to weekend trading, that is Saturdays and Sundays, in February.",
  "takings", S("takings", wd=WE), "money")
q(L, 29, "Please state revenue from weekday trading only, Monday through Friday.", "takings", S("takings", wd=WK),
  "money")
q(L, 29, "What revenue was recorded on Thursday 15 February 2024?", "takings", S("takings", 15, 15), "money")
q(L, 16, "What was revenue on the 15th of this month, for the record?", "takings", S("takings", 15, 15), "money")
q(L, 29, "Please provide total kilograms sold during the month, net of returns.", "kilos", S("kilos"), "kg")
q(L, 29, "Kindly provide the daily revenue series for 19 to 25 February 2024.", "table", S("takings", 19, 25),
  ("table", "day", "money"))
q(L, 29, "Please provide gross profit for the period 1 to 14 February 2024.", "profit", S("profit", 1, 14), "money")
q(L, 29, "What proportion of February revenue derived from strawberries? Please express it as a percentage.",
  "ratios", R(S("takings", prod="strawberry"), S("takings")), "pct")
q(L, 29, "Please provide cost of goods sold broken down by product.", "table", S("cogs"), ("table", "product", "money"))
q(L, 29, "What is average daily revenue for February, taken over all 29 days?", "averages",
  {"m": "div", "a": S("takings"), "n": 29}, "money")
q(L, 29, "Please state the quantity of mango purchased this month, in kilograms.", "bought",
  S("bought_kg", prod="mango"), "kg")
q(L, 22, "Please provide revenue for the current week to date.", "takings", S("takings", 19, 22), "money")
q(L, 22, "Please confirm the closing stock of bananas as at 18 February 2024.", "stock", stock("banana", 18), "kg")
q(L, 26, "Please provide revenue for the previous calendar week, Monday to Sunday.", "takings",
  S("takings", 19, 25), "money")
q(L, 29, "Which customers spent in excess of $60 with the business in February, net of returns?", "rankings",
  S("takings"), ("gt", "customer", "60"))
q(L, 29, "Total revenue from cherries between 10 and 20 February 2024 inclusive, please.", "takings",
  S("takings", 10, 20, prod="cherry"), "money")
q(L, 29, "Please provide total revenue by product line for February.", "table", S("takings"),
  ("table", "product", "money"))
q(L, 29, "How many separate sale transactions did Omar Haddad conduct with the shop this month?", "counts",
  S("count", cust="Omar Haddad"), "count")
q(L, 17, "Please provide the cost value of stock written off between 1 and 16 February 2024.", "writeoffs",
  S("writeoff_cost", 1, 16), "money")
q(L, 29, "Please provide a revenue projection for March 2024 on the basis of February trading.", "refuse")
q(L, 29, "Please provide the outstanding balance on the business's existing bank loan.", "refuse")
q(L, 29, "Please provide the wages and payroll expense for February 2024.", "refuse")
q(L, 20, "Please amend the retail price of apples to $1.90 per kilogram with effect from today.", "refuse")
q(L, 29, "What were the shop's rent and utilities costs for the month?", "refuse")
q(L, 29, "Please provide total February revenue from Mr Smith.", "refuse")

# ---------------------------------------------------------------- weekend manager (texting)
W = "weekend manager"
q(W, 25, "tkgs sat?", "takings", S("takings", 24, 24), "money")
q(W, 25, "n sun so far? $", "takings", S("takings", 25, 25), "money")
q(W, 25, "wknd tkgs total this wk (sat+sun)", "takings", S("takings", 24, 25), "money")
q(W, 26, "morning! how much did the wknd do all up", "takings", S("takings", 24, 25), "money")
q(W, 26, "qty mango sold yday", "kilos", S("kilos", 25, 25, prod="mango"), "kg")
q(W, 18, "tkgs yday??", "takings", S("takings", 17, 17), "money")
q(W, 29, "kg left of cherries rn", "stock", stock("cherry"), "kg")
q(W, 29, "how many kg mangos left", "stock", stock("mango"), "kg")
q(W, 29, "bananas in stock @ close fri 23rd?", "stock", stock("banana", 23), "kg")
q(W, 29, "# sales today", "counts", S("count", 29, 29), "count")
q(W, 29, "# sales last wk", "counts", S("count", 19, 25), "count")
q(W, 29, "tkgs last 7 days incl today", "takings", S("takings", 23, 29), "money")
q(W, 29, "tkgs wk to date", "takings", S("takings", 26, 29), "money")
q(W, 29, "qty sold this wk, all fruit, kg", "kilos", S("kilos", 26, 29), "kg")
q(W, 29, "pear price atm?", "prices", price("pear", 29), "money")
q(W, 29, "wot was pear price sat 17th", "prices", price("pear", 17), "money")
q(W, 29, "banana $/kg on sun 18th", "prices", price("banana", 18), "money")
q(W, 29, "refunds this wk $", "refunds", S("refunds", 26, 29), "money")
q(W, 29, "any returns last wk? how many", "refunds", S("returns_count", 19, 25), "count")
q(W, 29, "top 3 fruit by kg this mth", "rankings", S("kilos"), ("rank", "product", 3, "desc"))
q(W, 29, "wot fruit made least $ this mth", "rankings", S("takings"), ("top", "product", "asc"))
q(W, 29, "tkgs per day last wk pls", "table", S("takings", 19, 25), ("table", "day", "money"))
q(W, 29, "sat tkgs each wk", "table", S("takings", wd=[5]), ("table", "week", "money"))
q(W, 29, "tkgs by wkday pls (mon-sun)", "table", S("takings"), ("table", "weekday", "money"))
q(W, 29, "sat vs sun which does better overall $", "rankings", S("takings", wd=WE), ("top", "weekday", "desc"))
q(W, 29, "kg sold sat+sun all mth", "kilos", S("kilos", wd=WE), "kg")
q(W, 29, "who bought most kg this mth", "rankings", S("kilos"), ("top", "customer", "desc"))
q(W, 29, "apple tkgs since 20th", "takings", S("takings", 20, prod="apple"), "money")
q(W, 29, "grapes qty sold b4 15th", "kilos", S("kilos", None, 14, prod="grape"), "kg")
q(W, 29, "$ sales btwn 5th n 9th", "takings", S("takings", 5, 9), "money")
q(W, 17, "tkgs today so far", "takings", S("takings", 17, 17), "money")
q(W, 17, "strawbs left? kg", "stock", stock("strawberry", 17), "kg")
q(W, 10, "tkgs this wk so far", "takings", S("takings", 5, 10), "money")
q(W, 10, "wot was last sun tkgs", "takings", S("takings", 4, 4), "money")
q(W, 11, "# sales this wknd", "counts", S("count", 10, 11), "count")
q(W, 24, "orange price now", "prices", price("orange", 24), "money")
q(W, 24, "kg bananas sold since mon", "kilos", S("kilos", 19, 24, prod="banana"), "kg")
q(W, 29, "avg sale $ last wk", "averages", S("avg_sale", 19, 25), "money")
q(W, 29, "avg $ per sale on wknds", "averages", S("avg_sale", wd=WE), "money")
q(W, 29, "kg strawbs written off this mth", "writeoffs", S("writeoff_kg", prod="strawberry"), "kg")
q(W, 29, "who spent most sat 17th", "rankings", S("takings", 17, 17), ("top", "customer", "desc"))
q(W, 29, "cust in most this mth (# sales)", "rankings", S("count"), ("top", "customer", "desc"))
q(W, 29, "tkgs last 3 days", "takings", S("takings", 27, 29), "money")
q(W, 29, "oranges kg sold wkdays only", "kilos", S("kilos", wd=WK, prod="orange"), "kg")
q(W, 29, "wat will sat tkgs be nxt wk??", "refuse")
q(W, 29, "chg mango price to 2.60 pls", "refuse")
q(W, 29, "who's rostered on sun", "refuse")
q(W, 24, "how many ppl walked in today, not just buyers", "refuse")
q(W, 27, "delete tom lee's return from yday pls", "refuse")
q(W, 29, "tkgs for davis this mth?", "refuse")

# ---------------------------------------------------------------- owner's spouse (ordering, chatty)
P = "owner's spouse"
q(P, 29, "I'm putting the Green Valley order together - how many kilos of strawberries did we actually get "
  "through this month, after returns and all that?", "kilos", S("kilos", prod="strawberry"), "kg")
q(P, 29, "Before I ring ABC, remind me how much apple we've got sitting in the back right now?", "stock",
  stock("apple"), "kg")
q(P, 29, "Oh and bananas - how many kilos have we bought in total this month, all the deliveries together?",
  "bought", S("bought_kg", prod="banana"), "kg")
q(P, 29, "So what did we spend with Hillside altogether this month? I can never remember.", "costs",
  S("bought_cost", sup=HS), "money")
q(P, 29, "I've a feeling cherries are flying out. How many kilos went out the door in the last 7 days, today "
  "included?", "kilos", S("kilos", 23, 29, prod="cherry"), "kg")
q(P, 29, "Which one of our fruits brought in the most money this month? Just the one, love.", "rankings",
  S("takings"), ("top", "product", "desc"))
q(P, 22, "How much have the grapes brought in so far? After any refunds, I mean.", "takings",
  S("takings", prod="grape"), "money")
q(P, 29, "What did we pay per kilo for the mangoes? I've got another quote to compare it with.", "costs",
  {"m": "per", "a": S("bought_cost", prod="mango"), "b": S("bought_kg", prod="mango")}, "money")
q(P, 29, "Roughly - no, exactly - how much orange did we have left on the evening of the 10th?", "stock",
  stock("orange", 10), "kg")
q(P, 29, "How much pear did we have to throw away or lose this month? Kilos, please.", "writeoffs",
  S("writeoff_kg", prod="pear"), "kg")
q(P, 29, "What's the total cost of everything we wrote off this month? It goes in my notebook.", "writeoffs",
  S("writeoff_cost"), "money")
q(P, 29, "Could you tell me which fruits we've got more than 26 kilos of at the moment? Thinking about what "
  "not to reorder.", "stock", stock(), ("gt", "product", "26"))
q(P, 29, "And which fruits are running low - under 22 kilos left in stock?", "stock", stock(), ("lt", "product", "22"))
q(P, 20, "Mei Chen always asks after the bananas. How much has she spent with us this month?", "customers",
  S("takings", cust="Mei Chen"), "money")
q(P, 29, "How much did Ida spend this month? She's lovely, always chatting at the till.", "customers",
  S("takings", cust="Ida Novak"), "money")
q(P, 29, "Who were our best customers for kilos bought? The top three, biggest first.", "rankings", S("kilos"),
  ("rank", "customer", 3, "desc"))
q(P, 29, "Did putting the oranges up help at all? What did we take on oranges from the 18th on?", "takings",
  S("takings", 18, prod="orange"), "money")
q(P, 29, "And what did the oranges take before the 18th, for comparison?", "takings",
  S("takings", None, 17, prod="orange"), "money")
q(P, 29, "How many kilos of strawberries went on Saturdays and Sundays? Wondering whether to order more for the "
  "weekend.", "kilos", S("kilos", wd=WE, prod="strawberry"), "kg")
q(P, 29, "How many kilos of mango have we sold, the whole month so far?", "kilos", S("kilos", prod="mango"), "kg")
q(P, 29, "Just so I know - how much went back to customers as refunds from the 15th onwards?", "refunds",
  S("refunds", 15), "money")
q(P, 29, "I'd like a list of what we spent on each fruit with the suppliers, fruit by fruit.", "table",
  S("bought_cost"), ("table", "product", "money"))
q(P, 29, "And the kilos we bought of each fruit, so I can put it next to the sales.", "table", S("bought_kg"),
  ("table", "product", "kg"))
q(P, 29, "How many kilos did we sell of each fruit this month?", "table", S("kilos"), ("table", "product", "kg"))
q(P, 29, "Which fruit have we got the least of in stock right now?", "stock", stock(), ("top", "product", "asc"))
q(P, 15, "Green Valley comes tomorrow. How many kilos of strawberries will be left tonight?", "stock",
  stock("strawberry", 15), "kg")
q(P, 15, "How many kilos of strawberries have we sold up to now this month?", "kilos",
  S("kilos", prod="strawberry"), "kg")
q(P, 22, "Bananas went up to 1.20 on Monday - how many kilos have we sold since then, Monday included?", "kilos",
  S("kilos", 19, prod="banana"), "kg")
q(P, 22, "What are we charging for bananas these days?", "prices", price("banana", 22), "money")
q(P, 27, "The cherries come tomorrow; how much cherry is left tonight?", "stock", stock("cherry", 27), "kg")
q(P, 27, "How much cherry did we sell last week, Monday to Sunday?", "kilos", S("kilos", 19, 25, prod="cherry"),
  "kg")
q(P, 8, "How much did the shop take yesterday? I forgot to look.", "takings", S("takings", 7, 7), "money")
q(P, 8, "How much banana was left at closing yesterday, before the Hillside lot arrived?", "stock",
  stock("banana", 7), "kg")
q(P, 29, "How much did we spend buying fruit in, overall, before the 15th?", "costs",
  S("bought_cost", None, 14), "money")
q(P, 29, "How much did Zoe spend on strawberries this month? She does love them.", "customers",
  S("takings", cust="Zoe Davis", prod="strawberry"), "money")
q(P, 29, "How much did we actually make on strawberries once you take off what they cost us?", "profit",
  S("profit", prod="strawberry"), "money")
q(P, 29, "What did we take on the Sundays, all put together?", "takings", S("takings", wd=[6]), "money")
q(P, 29, "What's the apple price on the shelf right now, per kilo?", "prices", price("apple", 29), "money")
q(P, 29, "Which customers bought any mango this month? I'd like to tell them it's lovely at the moment.",
  "customers", S("kilos", prod="mango"), ("gt", "customer", "0"))
q(P, 20, "How many times has Bob Smith come in and bought something this month?", "counts",
  S("count", cust="Bob Smith"), "count")
q(P, 29, "What's the weight of all the fruit we've got in the shop tonight, everything together?", "stock",
  stock(), "kg")
q(P, 15, "What did we take on Valentine's Day? Yesterday, I mean.", "takings", S("takings", 14, 14), "money")
q(P, 29, "And what did the mangoes bring in today? Two people asked for them.", "takings",
  S("takings", 29, 29, prod="mango"), "money")
q(P, 29, "How much have we paid Green Valley Farms this month in total?", "costs", S("bought_cost", sup=GV),
  "money")
q(P, 29, "Will the mangoes go off before the weekend, do you think?", "refuse")
q(P, 29, "What did Green Valley charge us for delivery this month?", "refuse")
q(P, 29, "Can you put in an order for 30 kilos of apples from ABC for Friday?", "refuse")
q(P, 22, "What's Green Valley's price for blueberries going to be next month?", "refuse")
q(P, 29, "How much did the Davis girl spend with us?", "refuse")
q(P, 29, "How many kilos of cherries should I order for next week?", "refuse")

# ---------------------------------------------------------------- business-studies mentor (ratios, comparisons)
M = "mentor"
q(M, 29, "Let's start with growth. Week on week, how did takings move from the week beginning 5 February to the "
  "week beginning 12 February, as a percentage?", "ratios", CHG(S("takings", 12, 18), S("takings", 5, 11)), "pct")
q(M, 29, "Now the week beginning the 19th against the week beginning the 12th: percentage change in takings?",
  "ratios", CHG(S("takings", 19, 25), S("takings", 12, 18)), "pct")
q(M, 29, "What share of the month's takings came from weekends? Give it to me as a percentage.", "ratios",
  R(S("takings", wd=WE), S("takings")), "pct")
q(M, 29, "Gross margin on cherries, as a percentage of cherry revenue?", "profit", S("margin", prod="cherry"), "pct")
q(M, 29, "Which product earns the best gross margin percentage?", "rankings", S("margin"), ("top", "product", "desc"))
q(M, 29, "Flip it round: which product has the weakest margin percentage?", "rankings", S("margin"),
  ("top", "product", "asc"))
q(M, 29, "Average takings per calendar day across the whole month?", "averages",
  {"m": "div", "a": S("takings"), "n": 29}, "money")
q(M, 29, "Average takings per weekday, Monday to Friday - there were 21 of them this month?", "averages",
  {"m": "div", "a": S("takings", wd=WK), "n": 21}, "money")
q(M, 29, "And the average per weekend day, over the eight Saturdays and Sundays?", "averages",
  {"m": "div", "a": S("takings", wd=WE), "n": 8}, "money")
q(M, 29, "Average basket size in dollars: takings per sale for the month?", "averages", S("avg_sale"), "money")
q(M, 29, "And average kilos per sale?", "averages", S("avg_kg"), "kg")
q(M, 29, "What's the average realised price per kilo across everything sold?", "averages", S("avg_kg_price"),
  "money")
q(M, 29, "Show me each product's share of takings, in percent.", "table", R(S("takings"), S("takings")),
  ("table", "product", "pct"))
q(M, 29, "Customer concentration: each customer's share of total takings, as percentages.", "table",
  R(S("takings"), S("takings")), ("table", "customer", "pct"))
q(M, 25, "Best and worst days of the week so far - which weekday has brought in the most money?", "rankings",
  S("takings"), ("top", "weekday", "desc"))
q(M, 29, "Which weekday sees the fewest sales by count?", "rankings", S("count"), ("top", "weekday", "asc"))
q(M, 29, "Rank the products by gross profit, highest first - I only want the top four.", "rankings", S("profit"),
  ("rank", "product", 4, "desc"))
q(M, 29, "Refunds as a percentage of net takings for February?", "ratios", R(S("refunds"), S("takings")), "pct")
q(M, 29, "What percentage of the kilos sold were strawberries?", "ratios",
  R(S("kilos", prod="strawberry"), S("kilos")), "pct")
q(M, 29, "Before we talk turnover - total kilos bought in this month?", "bought", S("bought_kg"), "kg")
q(M, 29, "Sell-through on strawberries: kilos sold as a percentage of kilos bought this month?", "ratios",
  R(S("kilos", prod="strawberry"), S("bought_kg", prod="strawberry")), "pct")
q(M, 29, "Shrinkage: kilos written off as a percentage of kilos purchased?", "ratios",
  R(S("writeoff_kg"), S("bought_kg")), "pct")
q(M, 29, "Split purchase spend by supplier as shares of the total, in percent please.", "table",
  R(S("bought_cost"), S("bought_cost")), ("table", "supplier", "pct"))
q(M, 29, "Gross profit per day, on average, over the 29 days?", "averages", {"m": "div", "a": S("profit"), "n": 29},
  "money")
q(M, 29, "Second half versus first half: takings from the 15th on minus takings before the 15th?", "ratios",
  {"m": "sub", "a": S("takings", 15), "b": S("takings", None, 14)}, "money")
q(M, 29, "Frequency next: a table of how many sales each customer made this month, please.", "table",
  S("count"), ("table", "customer", "count"))
q(M, 29, "Which customer has the biggest average basket?", "rankings", S("avg_sale"), ("top", "customer", "desc"))
q(M, 29, "And which customer spends the least per visit on average?", "rankings", S("avg_sale"),
  ("top", "customer", "asc"))
q(M, 29, "Gross profit by week, keyed on each week's Monday.", "table", S("profit"), ("table", "week", "money"))
q(M, 29, "Margin by product, in percent - let's see where the money is.", "table", S("margin"),
  ("table", "product", "pct"))
q(M, 29, "Which products shifted more than 30 kilos this month?", "kilos", S("kilos"), ("gt", "product", "30"))
q(M, 29, "On which days did takings clear $30?", "takings", S("takings"), ("gt", "day", "30"))
q(M, 29, "And the really slow days - which came in under $10?", "takings", S("takings"), ("lt", "day", "10"))
q(M, 20, "Best single trading day of the month so far, by takings?", "rankings", S("takings"),
  ("top", "day", "desc"))
q(M, 29, "Worst single day for takings this month?", "rankings", S("takings"), ("top", "day", "asc"))
q(M, 14, "Midweek check: week-to-date takings against the whole of last week, percentage change?", "ratios",
  CHG(S("takings", 12, 14), S("takings", 5, 11)), "pct")
q(M, 14, "What's the gross margin so far this month, in percent?", "profit", S("margin"), "pct")
q(M, 14, "Average kilos per sale to date?", "averages", S("avg_kg"), "kg")
q(M, 21, "What share of takings so far has come from cherries?", "ratios",
  R(S("takings", prod="cherry"), S("takings")), "pct")
q(M, 21, "Kilos sold per day over the last seven days, on average?", "averages",
  {"m": "div", "a": S("kilos", 15, 21), "n": 7}, "kg")
q(M, 26, "Last week against the week before: percentage change in the number of sales?", "ratios",
  CHG(S("count", 19, 25), S("count", 12, 18)), "pct")
q(M, 26, "Who was the biggest customer last week, in dollars?", "rankings", S("takings", 19, 25),
  ("top", "customer", "desc"))
q(M, 29, "Realised takings per kilo, product by product.", "table", S("avg_kg_price"), ("table", "product", "money"))
q(M, 29, "Which customers came in to buy three times or fewer this month?", "customers", S("count"),
  ("lt", "customer", "3.5"))
q(M, 29, "Project next month's takings using this month's weekly growth rate.", "refuse")
q(M, 29, "Given our fixed costs, what's the break-even level of monthly takings?", "refuse")
q(M, 29, "How do our margins compare with the industry average for greengrocers?", "refuse")
q(M, 29, "What's our customer acquisition cost?", "refuse")
q(M, 29, "Reprice strawberries so the margin comes out at exactly 40%.", "refuse")
q(M, 19, "What's year-on-year growth in takings against February 2023?", "refuse")


# ---------------------------------------------------------------- answers
UNIT = {"money": "0.01", "pct": "0.01", "kg": "0.001", "count": "1"}


def rnd(v, unit):
    step = Decimal(UNIT[unit])
    x = v / step
    assert x - int(x) != Decimal("0.5") and x - int(x) != Decimal("-0.5"), "rounding edge"
    r = v.quantize(step, ROUND_HALF_UP)
    return int(r) if unit == "count" else float(r)


def answer(spec, ans, today):
    if isinstance(ans, str):
        v = scalar(spec, today)
        assert v is not None
        return {"type": "number", "value": rnd(v, ans)}
    kind, by = ans[0], ans[1]
    g = grouped(spec, by, today)
    if kind == "table":
        return {"type": "table", "key": by, "rows": {k: rnd(v, ans[2]) for k, v in g.items()}}
    order = sorted(g.items(), key=lambda kv: kv[1], reverse=ans[-1] == "desc")
    if kind == "top":
        assert len(order) > 1 and order[0][1] != order[1][1], "tie for first"
        return {"type": "name", "value": order[0][0]}
    if kind == "rank":
        k = ans[2]
        vals = [v for _, v in order[: k + 1]]
        assert len(set(vals)) == len(vals), "tie in ranking"
        return {"type": "names", "values": [n for n, _ in order[:k]], "ordered": True}
    thr = Decimal(ans[2])
    assert all(v != thr for v in g.values()), "value on threshold"
    hit = sorted(n for n, v in g.items() if (v > thr if kind == "gt" else v < thr))
    if kind == "gt" and thr == 0:
        hit = sorted(g)
    assert hit
    return {"type": "names", "values": hit, "ordered": False}


def main():
    out, specs = [], {}
    for i, (persona, today, text, cat, spec, ans) in enumerate(Q, 1):
        qid = f"q78-{i:03d}"
        if cat == "refuse":
            e = {"type": "refuse"}
        else:
            try:
                e = answer(spec, ans, today)
            except AssertionError as err:
                raise SystemExit(f"{qid} {text}: {err}") from err
        out.append({"id": qid, "question": text, "today": today, "category": cat, "expect": e})
        specs[qid] = {"persona": persona, "spec": spec, "ans": ans}
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for o in out:
            f.write(json.dumps(o) + "\n")
    with open(os.path.join(HERE, "specs78.json"), "w") as f:
        json.dump(specs, f, indent=0)
    print(len(out), "questions,", sum(o["expect"]["type"] == "refuse" for o in out), "refusals,",
          sum(o["today"] < "2024-02-29" for o in out), "with today before 02-29")


if __name__ == "__main__":
    main()
