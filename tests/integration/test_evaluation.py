"""The evaluation kit: the question set's plain-Python answers agree with hand-written SQL on the
read model (two independent routes), and the runners score what they should."""

import datetime as dt

from app.config.model import ModelSettings
from app.evaluation.questions import EASY, HARD, is_right, question_set
from app.evaluation.runner import bench_questions, bench_records, demo_records, table
from app.service_layer.ledger_values import PointInTime
from tests.support import fake_openai as fake
from tests.support.fake_openai import FakeOpenAI

RECORDS, _ = demo_records()
QUESTIONS = {q.text: q for q in question_set(RECORDS)}

# A sample of the set, each with SQL written by hand for this test.
HAND_WRITTEN = {
    "What was the total revenue in February 2024?":
        "SELECT ROUND(SUM(total_price), 2) FROM sales WHERE sale_date LIKE '2024-02-%'",
    "Which day had the highest revenue?":
        "SELECT sale_date FROM sales GROUP BY sale_date ORDER BY SUM(total_price) DESC, sale_date LIMIT 1",
    "Who is our top customer?":
        "SELECT c.first_name || ' ' || c.last_name FROM sales s JOIN customers c USING (customer_id) "
        "GROUP BY c.customer_id ORDER BY SUM(s.total_price) DESC LIMIT 1",
    "How much did Raj Patel spend?":
        "SELECT ROUND(SUM(total_price), 2) FROM sales JOIN customers USING (customer_id) "
        "WHERE first_name = 'Raj' AND last_name = 'Patel'",
    "How much was refunded?": "SELECT ROUND(SUM(refund_total), 2) FROM returns",
    "What was the average value of a sale?": "SELECT ROUND(AVG(total_price), 2) FROM sales",
    "How many different customers bought banana?":
        "SELECT COUNT(DISTINCT s.customer_id) FROM sales s JOIN sale_items i USING (sale_id) "
        "JOIN products p USING (product_id) WHERE p.name = 'banana'",
    "What is our stock worth at today's selling prices?":
        "SELECT ROUND(SUM(stock_quantity * selling_price), 2) FROM products",
    "How many kilograms of fruit did we sell in total?": "SELECT SUM(quantity_sold) FROM sale_items",
    "How much grape did we sell?":
        "SELECT SUM(quantity_sold) FROM sale_items JOIN products USING (product_id) WHERE name = 'grape'",
    "Which supplier did we buy the most from?":
        "SELECT supplier_name FROM purchases JOIN suppliers USING (supplier_id) GROUP BY supplier_id "
        "ORDER BY SUM(total_cost) DESC LIMIT 1",
}
AS_OF = {  # question -> (SQL, the business day it runs at)
    "How much mango did we have on 2024-02-15?": ("SELECT stock_quantity FROM products WHERE name = 'mango'", "2024-02-15"),
    "What was the price of pear on 2024-02-27?": ("SELECT selling_price FROM products WHERE name = 'pear'", "2024-02-27"),
}


def test_the_set_is_large_enough_and_split_like_the_papers():
    levels = [q.level for q in QUESTIONS.values()]
    assert len(levels) >= 50 and levels.count(EASY) >= 15 and levels.count(HARD) >= 35
    assert len({q.id for q in QUESTIONS.values()}) == len(levels)


def test_plain_python_answers_agree_with_hand_written_sql(ledger):
    ledger.load_demo()
    for text, sql in HAND_WRITTEN.items():
        result = ledger.sql(sql)
        assert is_right(QUESTIONS[text].expected, result.columns, result.rows), (text, result.rows)
    for text, (sql, day) in AS_OF.items():
        result = ledger.sql(sql, when=PointInTime(business_date=dt.date.fromisoformat(day)))
        assert is_right(QUESTIONS[text].expected, result.columns, result.rows), (text, result.rows)


def test_is_right_compares_numbers_to_the_cent_and_names_ignoring_case():
    assert is_right(12.34, ["x"], [(12.344,)]) and not is_right(12.34, ["x"], [(12.35,)])
    assert is_right("Zoe Davis", ["c", "n"], [("zoe davis", 3)]) and not is_right("Zoe Davis", ["c"], [("Zoe",)])
    assert not is_right(5, ["n"], [])


def test_offline_questions_are_scored_and_unanswerable_ones_count_as_wrong():
    report = bench_questions(None)
    wrong = [r for r in report.rows if not r["right"]]
    assert report.summary["easy"] == "16/16"
    assert all(r["error"].startswith("I can't answer that offline") for r in wrong)
    assert len(report.rows) - len(wrong) >= 40


def test_model_questions_through_the_fake_server_record_prompt_tokens():
    with FakeOpenAI() as server:
        server.script = [fake.tool_call({"purpose": "p", "sql": "SELECT selling_price FROM products WHERE name = 'apple'"},
                                        name="run_sql"),
                         fake.tool_call({"sentence": "{s1}"}, name="answer")]
        report = bench_questions(ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0), limit=1)
    (row,) = report.rows
    assert row["right"] and report.summary["all"] == "1/1 = 100%" and report.by == "fake-model"
    assert 1000 < row["prompt_tokens"] < 10_000
    assert 0 < row["seconds"] < 10 and report.summary["seconds_median"] == row["seconds"]
    shown = table(report, "questions")
    assert f"prompt tokens per question (median): {row['prompt_tokens']:,}" in shown
    assert f"seconds per question (median): {row['seconds']:.2f}" in shown


def test_records_bench_reads_the_demo_sentences():
    report = bench_records(None)
    assert report.summary["records"] == 94 and report.summary["precision"] == "100.0%"
    assert report.summary["recall"] == "100.0%"
