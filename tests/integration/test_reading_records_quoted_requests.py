"""A customer's words quoted after "said" or "asked", with nothing else, are what was asked for,
not a sale: refused. The same quote followed only by its being served ("… and I bagged them, he
paid", "— sold") is the order; a log line naming the customer over their quoted order ("Tom Lee:
"…"") is read as before."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text", [
    'Tom Lee said "3 kilos of bananas please"',
    'Ken Smith asked me "could you do 2 kg of pears"',
])
def test_a_quoted_request_alone_is_refused(drafter, text):
    with pytest.raises(LedgerError) as refused:
        read(drafter, text)
    assert "what was said" in refused.value.message


def test_a_customer_named_over_their_quoted_order_is_still_a_sale(drafter):
    assert read(drafter, 'Tom Lee: "3 kilos of bananas please"') == [sale("Tom Lee", ("banana", 3))]


@pytest.mark.parametrize("text", [
    'Tom Lee said "3 kilos of bananas please" and I weighed them, he paid',
    'Tom Lee said "I\'ll take 3 kilos of bananas" - sold',
    'Tom Lee asked "can I get 3 kilos of bananas?" and I gave them to him',
])
def test_a_quoted_order_then_served_is_the_sale(drafter, text):
    assert read(drafter, text) == [sale("Tom Lee", ("banana", 3))]
