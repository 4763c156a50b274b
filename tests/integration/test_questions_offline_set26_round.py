"""Set 26's round, in other words than the set's: asides around a question ("just curious,", "i mean",
"revenue-wise", "the X situation, …", "whos"); customers ranked by the days they came (not their sales);
an auditor's "records", "entries", "in effect", "under the reason", "returned an order", money "tied up in
stock, at cost"; fruit "tossed"; kilos "in the store currently"; "the average refund per return", "the
average number of kg per sale", "the most kilos of fruit" (all of it), "average takings per friday".
Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, sales  # noqa: F401
from tests.support.asking import THURSDAY, ends, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)




def _ranked(shop, question, totals, most=True):
    """The one at the top, named with its figure; a tie is refused."""
    top = _top(totals, most)
    if top is None:
        refused(shop, question, "tie")
        return None
    answer = shop.ask(question).answer
    assert top in answer, answer
    return answer


def _top(totals, most=True):
    ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=most)
    return ranked[0][0] if len(ranked) < 2 or ranked[0][1] != ranked[1][1] else None


def test_asides_are_read_past(shop):
    someone = sorted({name(s["customer"]) for s in sales()})[0]
    spent = sum(s["total"] for s in sales(lambda s: name(s["customer"]) == someone))
    ends(shop.ask(f"just curious - how much has {someone} spent with us"), money(spent))
    ends(shop.ask(f"I'm curious: what did {someone} spend, i mean in money"), money(spent))
    ends(shop.ask("how did we do revenue-wise on the 12th"), money(sum(s["total"] for s in sales(
        lambda s: s["date"] == "2024-02-12"))))
    held = model().products["pear"]["stock"]
    ends(shop.ask("whats the pear situation - how many kilos have we got left"), kg(held))
    spend = defaultdict(float)
    for s in sales(lambda s: s["date"].startswith("2024-02")):
        spend[name(s["customer"])] += s["total"]
    _ranked(shop, "whos spent the most in february", spend)
    refused(shop, "whats the pear situation", "measure")  # the aside alone asks nothing


def test_customers_ranked_by_the_days_they_came(shop):
    for weekday, said in ((None, "which customer came in on the most days"),
                          (3, "who shopped on the most thursdays"), (2, "which customer visited on the most wednesdays")):
        # (a day with two sales is one day: on Thursdays the sales tie, the days do not)
        days = defaultdict(set)
        for s in sales(lambda s, wd=weekday: wd is None or dt.date.fromisoformat(s["date"]).weekday() == wd):
            days[name(s["customer"])].add(s["date"])
        counts = {who: len(d) for who, d in days.items()}
        answer = _ranked(shop, said, counts, most="most" in said)
        if answer:
            assert answer.endswith(f" {max(counts.values()) if 'most' in said else min(counts.values())}."), answer


def test_an_auditors_words(shop):
    feb = lambda s: s["date"].startswith("2024-02")  # noqa: E731
    ends(shop.ask("count of return entries in February"), str(len([r for r in model().returns if r[2] <= "2024-02-29"])))
    ends(shop.ask("number of sale records on the 9th"), str(len([s for s in model().sales
                                                                   if s["date"] == "2024-02-09"])))
    ends(shop.ask("revenue for February as per the books"), money(sum(s["total"] for s in sales(feb))))
    price = model("2024-02-21").products["grape"]["price"]
    ends(shop.ask("the grape price in effect at the close of 2024-02-21"), money(price))
    counted = [q for p, d, q, reason in model().adjustments if reason == "stock count"]
    ends(shop.ask("kilos written off under the reason: stock count, this month"), kg(-sum(counted)))
    returned = {name(r[0]) for r in model().returns}
    answer = shop.ask("which customers returned an order this month")
    assert {str(r[0]) for r in answer.steps[-1].rows} == returned, answer.answer
    at_cost = shop.ask("what is our stock worth at cost").answer.rsplit(" ", 1)[-1]
    assert shop.ask("how much money have we got tied up in inventory, at cost").answer.endswith(at_cost)
    refused(shop, "how much money have we got tied up in inventory")  # at cost, or at selling prices?


def test_thrown_out_and_held_now(shop):
    ends(shop.ask("how many kilos of fruit did we toss out in February"), kg(-sum(q for _, _, q, _ in model().adjustments)))
    ends(shop.ask("kilos of cherries in the store currently"), kg(model().products["cherry"]["stock"]))
    held = sum(p["stock"] for p in model().products.values())
    ends(shop.ask("kilos of fruit in the shop right now, everything together?"), f"now: {kg(held)}")  # not kilos sold
    refused(shop, "how many kilos came in the store currently")  # delivered, or held?


def test_averages_said_their_way(shop):
    refunds = [r[3] for r in model().returns]
    ends(shop.ask("what's the average refund value per return"), money(round(sum(refunds) / len(refunds), 2)))
    refused(shop, "average refund per customer")  # over the returns, or over the customers?
    week = sales(lambda s: "2024-02-12" <= s["date"] <= "2024-02-18")
    per_sale = sum(q for s in week for _, q, _, _ in s["items"]) / len(week)
    ends(shop.ask("average number of kg per sale the week of the 12th"), kg(round(per_sale, 3)))
    fridays = {s["date"] for s in sales() if dt.date.fromisoformat(s["date"]).weekday() == 4}
    all_fridays = [d for d in range(1, 30) if dt.date(2024, 2, d).weekday() == 4]
    ends(shop.ask("average takings per friday in february"), money(round(
        sum(s["total"] for s in sales(lambda s: s["date"] in fridays)) / len(all_fridays), 2)))
    kilos = defaultdict(float)
    for s in sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25"):
        kilos[name(s["customer"])] += sum(q for _, q, _, _ in s["items"])
    _ranked(shop, "who bought the most kg of fruit last week", kilos)
