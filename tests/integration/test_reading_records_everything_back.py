"""A return that says "everything" came back, with a product named only to say what was wrong with
it ("…, the oranges were soft"): the whole sale, since everything was said (demo: Eva Berg's sale
of 2024-02-10 was cherries and oranges). A product named with a word that keeps some of the sale
back ("apart from", "except", "only", "not") is still refused, and so is a product named alone."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text", [
    "Eva Berg returned everything from the 10th, the oranges were soft",
    "Eva Berg brought back everything she had on the 10th because the cherries had gone bad",
])
def test_everything_back_with_a_product_found_wanting(drafter, text):
    assert read(drafter, text) == [returned("Eva Berg", "2024-02-10")]


@pytest.mark.parametrize("text", [
    "Eva Berg returned everything from the 10th apart from the oranges",
    "Eva Berg returned everything from the 10th except the cherries",
    "Eva Berg returned everything from the 10th, not the oranges",
    "Eva Berg returned the oranges from the 10th",
])
def test_a_product_kept_back_or_named_alone_is_still_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)
