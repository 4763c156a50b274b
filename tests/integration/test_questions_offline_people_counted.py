""""The number of customers who bought …": "who" there opens what the counted people did, so the
answer is one count — it was a table of every customer with 1 beside each name. Computed from the
demo's records by the plain-Python shop."""

from app.questions.service import Questions
from tests.integration.test_questions_offline import TODAY, demo, name, sales  # noqa: F401


def _buyers(keep=lambda sale: True):
    return len({name(s["customer"]) for s in sales(keep)})


def test_the_number_of_customers_who_bought_is_one_count(demo):  # noqa: F811
    answer = demo.ask("number of distinct customers who bought in February")
    assert answer.steps[-1].rows == [(_buyers(),)]
    assert answer.answer.rstrip(".").endswith(str(_buyers()))


def test_people_who_bought_a_fruit_in_a_week_are_counted(demo):  # noqa: F811
    week = lambda s: "2024-02-19" <= s["date"] <= "2024-02-25" and any(i[0] == "cherry" for i in s["items"])  # noqa: E731
    answer = Questions(demo.ledger, today=lambda: TODAY).ask("the count of people who bought cherries "
                                                              "between the 19th and the 25th")
    assert answer.steps[-1].rows == [(_buyers(week),)]


def test_which_customers_is_still_a_list(demo):  # noqa: F811
    rows = demo.ask("which customers bought apples").steps[-1].rows
    assert {r[0] for r in rows} == {name(s["customer"]) for s in sales(lambda s: any(i[0] == "apple"
                                                                                   for i in s["items"]))}
