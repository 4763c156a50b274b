"""Questions answered by a model: the real openai SDK against the scripted local fake server."""

import datetime as dt
import json

import pytest

from app.adapters.model_client import ModelClient
from app.config.model import ModelSettings
from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.service_layer.ledger_values import PointInTime
from tests.support import fake_openai as fake

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL


def run_sql(sql, purpose="step", as_of_date=None, call_id="call_1"):
    arguments = {"purpose": purpose, "sql": sql, **({"as_of_date": as_of_date} if as_of_date else {})}
    reply = fake.tool_call(arguments, name="run_sql")
    reply.body["choices"][0]["message"]["tool_calls"][0]["id"] = call_id
    return reply


def answer(sentence):
    return fake.tool_call({"sentence": sentence}, name="answer")


def questions(ledger, server):
    client = ModelClient(ModelSettings(server.base_url, "fake-model", "sk-test", timeout=10, max_retries=0))
    return Questions(ledger, client, today=lambda: dt.date(2024, 3, 1))


def test_one_step_answer_with_the_number_from_the_result(demo, server):
    server.script = [run_sql("SELECT ROUND(SUM(total_price), 2) AS revenue FROM sales", "total revenue"),
                     answer("Total revenue was {s1}.")]
    result = questions(demo, server).ask("What was the total revenue?")
    revenue = demo.sql("SELECT ROUND(SUM(total_price), 2) FROM sales").rows[0][0]
    assert result.answer == f"Total revenue was {revenue:,.2f}."
    assert result.answered_by == "fake-model"
    assert result.as_json()["steps"] == [{"purpose": "total revenue", "sql": "SELECT ROUND(SUM(total_price), 2) AS revenue FROM sales",
                                          "columns": ["revenue"], "rows": [[revenue]]}]
    tool_message = server.requests[1]["messages"][-1]
    assert tool_message["role"] == "tool" and json.loads(tool_message["content"])["rows"] == [[revenue]]


def test_three_steps_where_the_last_uses_the_earlier_results(demo, server):
    weight = demo.sql("SELECT SUM(quantity_sold) FROM sale_items").rows[0][0]
    count = demo.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    server.script = [
        run_sql("SELECT SUM(quantity_sold) AS kg FROM sale_items", "total weight", call_id="a"),
        run_sql("SELECT COUNT(*) AS n FROM sales", "number of sales", call_id="b"),
        run_sql(f"SELECT ROUND({weight} / {count}, 2) AS per_sale", "divide", call_id="c"),
        answer("{s1} kg in {s2} sales: {s3} kg per sale."),
    ]
    result = questions(demo, server).ask("What is the average weight per sale?")
    assert [s.purpose for s in result.steps] == ["total weight", "number of sales", "divide"]
    assert result.answer == f"{weight:,.2f} kg in {count:,} sales: {round(weight / count, 2):,.2f} kg per sale."
    # The third request carried both earlier results back to the model.
    third = server.requests[2]["messages"]
    results = [json.loads(m["content"]) for m in third if m["role"] == "tool"]
    assert [r["rows"] for r in results] == [[[weight]], [[count]]]


def test_a_bad_column_is_sent_back_with_the_valid_names_and_repaired(demo, server):
    server.script = [run_sql("SELECT SUM(total) FROM sales"),
                     run_sql("SELECT SUM(total_price) FROM sales"), answer("{s1}")]
    result = questions(demo, server).ask("Revenue?")
    error = server.requests[1]["messages"][-1]["content"]
    assert error.startswith("Error: There is no column 'total' here. The columns are sales: sale_id, customer_id, "
                            "sale_date, total_price")
    assert "The SQL was: SELECT SUM(total) FROM sales" in error
    assert len(result.steps) == 1


def test_a_database_error_is_sent_back_and_repaired(demo, server):
    server.script = [run_sql("SELECT SUM(SUM(total_price)) FROM sales"),
                     run_sql("SELECT SUM(total_price) FROM sales"), answer("{s1}")]
    questions(demo, server).ask("Revenue?")
    said = server.requests[1]["messages"][-1]["content"]
    assert "misuse of aggregate" in said or "aggregate function calls cannot be nested" in said


def test_three_failures_give_up_with_the_last_sql(demo, server):
    server.script = [run_sql("SELECT nope FROM sales"), run_sql("SELECT nada FROM sales"),
                     run_sql("SELECT zilch FROM sales")]
    with pytest.raises(QuestionFailed, match=r"after 3 failed tries.*no column 'zilch'.*The last SQL: SELECT zilch FROM sales"):
        questions(demo, server).ask("Revenue?")


def test_numbers_in_the_answer_must_come_from_results(demo, server):
    server.script = [run_sql("SELECT COUNT(*) FROM sales"), answer("There were 1000 sales."),
                     answer("There were {s1} sales in 2024.")]
    result = questions(demo, server).ask("How many sales in 2024?")
    assert "write the numbers 1000 as placeholders" in server.requests[2]["messages"][-1]["content"]
    assert result.answer == f"There were {demo.sql('SELECT COUNT(*) FROM sales').rows[0][0]} sales in 2024."


def test_as_of_steps_run_on_the_past_and_the_flag_forces_it(demo, server):
    server.script = [run_sql("SELECT stock_quantity FROM products WHERE name = 'cherry'", as_of_date="2024-02-15"),
                     answer("{s1} kg")]
    result = questions(demo, server).ask("How much cherry did we have on Feb 15?")
    then = demo.sql("SELECT stock_quantity FROM products WHERE name = 'cherry'",
                    when=PointInTime(business_date=dt.date(2024, 2, 15)))
    assert result.steps[0].as_of == dt.date(2024, 2, 15) and result.steps[0].rows == then.rows
    server.script = [run_sql("SELECT stock_quantity FROM products WHERE name = 'cherry'"), answer("{s1}")]
    forced = questions(demo, server).ask("How much cherry?", as_of=dt.date(2024, 2, 15))
    assert forced.steps[0].rows == then.rows
    assert "as of the end of 2024-02-15" in server.requests[-2]["messages"][1]["content"]


def test_the_prompt_has_schema_samples_and_examples_not_the_history(ledger, server):
    ledger.record({"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "ABC"},
                   "items": [{"product": "apple", "quantity": 500, "unit_cost": 1, "selling_price": 2}]})
    for n in range(40):
        ledger.record({"kind": "sale", "date": "2024-02-02", "customer": {"name": f"Customer{n} Zed"},
                       "items": [{"product": "apple", "quantity": 1}]})
    server.script = [run_sql("SELECT COUNT(*) FROM sales"), answer("{s1}")]
    questions(ledger, server).ask("Who are our top 3 customers?")
    system = server.requests[0]["messages"][0]["content"]
    assert "CREATE TABLE sales (" in system and "CREATE TABLE customers (" in system
    assert "CREATE TABLE facts (" in system and "facts holds what staff noted" in system
    assert "/* 3 rows of customers:" in system
    assert "Question: Who are our top 3 customers by spending?" in system  # the closest example
    assert "LIMIT to 50 rows" in system
    assert "from 2024-02-01 to 2024-02-02" in system
    assert sum(f"Customer{n} " in system for n in range(40)) == 3  # the sample rows only
    tools = {t["function"]["name"] for t in server.requests[0]["tools"]}
    assert tools == {"run_sql", "answer"}


def test_a_saved_example_is_an_event_and_is_shown_for_similar_questions(demo, server):
    sql = "SELECT ROUND(SUM(item_total_price), 2) FROM sale_items WHERE product_id = 3"
    before = demo.record_count()
    position = questions(demo, server).save_example("What did cherries bring in last month?", sql)
    assert position == before + 1 == demo.record_count()
    assert demo.log.read(after=before)[0].sql == sql
    retraction = demo.retract(5, "typo", cascade=True)  # the shop's tables are rebuilt; the example stays
    demo.rebuild()  # and rebuilt from the log
    server.script = [run_sql(sql), answer("{s1}")]
    questions(demo, server).ask("How much did cherries bring in?")
    system = server.requests[0]["messages"][0]["content"]
    assert f"Question: What did cherries bring in last month?\nSQL: {sql}" in system
    # undo passes the example by
    listed = ", ".join(f"#{p}" for p in retraction.retracted)
    assert demo.undo().summary == f"undo of #{retraction.position} (retraction of {listed})"
    assert demo.saved_examples() == [("What did cherries bring in last month?", sql)]
    with pytest.raises(Exception, match="Only SELECT"):
        demo.save_example("Wipe it", "DELETE FROM sales")
