""""Excuse me,", "Sumimasen,", "Thank you very much.", "Sorry for my poor English.", "if you please", "may I
know", "-san" after a name, and dates written "2月16日", "2024年2月3日" or "2024/02/09": a polite Japanese
student's question is read as the same question said plainly. They were refused, naming "Excuse", "san" or the
figures of the date. Their plain words for the records ("at closing time", "in the storeroom", "the customers who
came", "the purchase cost per kilogram") are read too. Money the shop "received" is its takings: "how much money
did we receive this week" had been answered with what we paid for deliveries."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("Excuse me, how many kilograms of pear were sold on 2月16日?", "how many kilograms of pear were sold on the 16th"),
    ("Sumimasen, what did Zoe Davis-san spend this month? Thank you very much.", "what did Zoe Davis spend this month"),
    ("Sorry for my poor English. Takings from 2024年2月3日 to 2024/02/09, if you please.",
     "takings from the 3rd to the 9th of February"),
    ("I am very sorry, but may I know the price of one kilogram of mango?", "what is the price of mango"),
    ("Could you also tell me the stock of grape at closing time on 2月12日?", "stock of grape at the end of the 12th"),
    ("How many kilograms of apple are in the storeroom now?", "how many kilos of apple are in stock now"),
    ("Please teach me the purchase cost per kilogram of pear.", "the unit cost per kilo of pear"),
    ("Who are the customers who came on 2月22日?", "which customers bought on the 22nd"),
    ("How much money did Tom Lee-san receive back as refund?", "refunds to Tom Lee"),
])
def test_polite_student_read_as_said_plainly(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


@pytest.mark.parametrize("said", ["how much money did we receive this week?",
                                  "how much money did the shop receive on the 28th?"])
def test_money_the_shop_received_is_its_takings(shop, said):
    assert shop.ask(said).answer.startswith("Revenue")


def test_a_change_asked_politely_is_still_refused(shop):  # guard: passes before and after
    refused(shop, "Excuse me, could you please change Ann Brown-san's address?")


def test_an_impossible_date_is_left_as_written(shop):
    refused(shop, "takings on 2月31日")  # guard: no 31st of February
