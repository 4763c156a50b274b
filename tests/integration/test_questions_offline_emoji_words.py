"""Emoji in a question: a fruit picture stands for the fruit, a face or a thumbs-up is read past, any
other picture is refused by name. They had been read as punctuation, so "🍐 sold last week" was answered
for every fruit. Figures worked out from the demo month's records by plain Python."""

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS, standing_lines


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _kilos_sold(product: str, first: str, last: str) -> float:
    return sum(line["kilos"] for line in standing_lines()
               if line["product"] == product and first <= line["date"] <= last)


@pytest.mark.parametrize("asked, product", [
    ("how many kg of 🍐 went last week 😅", "pear"),
    ("🍓🍓 kilos sold last week? 👍", "strawberry"),
    ("kg of 🍊 sold last week 🙏", "orange"),
])
def test_a_fruit_picture_is_that_fruit(shop, asked, product):
    kilos = _kilos_sold(product, "2024-02-19", "2024-02-25")
    assert kilos != _kilos_sold("apple", "2024-02-19", "2024-02-25")  # not every fruit's, not another's
    assert shop.ask(asked).answer.endswith(f" {kilos:g} kg."), shop.ask(asked).answer


def test_a_fruit_the_shop_does_not_sell_is_refused_by_its_name(shop):
    assert not any(i["product"] == "lemon" for r in RECORDS if r["kind"] == "purchase" for i in r["items"])
    with pytest.raises(QuestionFailed, match="lemon"):
        shop.ask("🍋 sold this month")


@pytest.mark.parametrize("asked, picture", [("🚚 kg in last week", "🚚"), ("takings last week 🔥🔥", "🔥")])
def test_any_other_picture_is_refused_by_name(shop, asked, picture):
    with pytest.raises(QuestionFailed, match=picture):
        shop.ask(asked)


@pytest.mark.parametrize("asked, plain", [
    ("🚚 kilos bought from Hillside last week 📊", "kilos bought from Hillside last week"),  # the words say it
    ("📅 refunds per customer ↩️💰", "refunds per customer"),
])
def test_a_picture_the_words_say_too_or_a_chart_is_read_past(shop, asked, plain):
    assert shop.ask(asked).answer == shop.ask(plain).answer
