"""Set 27's round, each cause asked here in other words than the set's.

"day before yesterday" without "the" is two days back, not yesterday. A texter's "lol", "haha",
"btw" and "soz" say nothing, nor does the banter after them ("lol he loves them"), unless it
names a figure, a date, someone, a record's word or more of the same ("lol and grapes too")."""

import pytest

from app.bootstrap import bootstrap, services
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, read, sale


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture
def drafter(shop):
    return services(shop, offline=True).drafter()


@pytest.mark.parametrize("text", [
    "Raj Patel 1kg pears day before yesterday",
    "day before yesterday sold Raj Patel 1kg pears",
])
def test_day_before_yesterday_without_the(drafter, text):
    assert read(drafter, text) == [sale("Raj Patel", ("pear", 1.0), date="2024-02-27")]


@pytest.mark.parametrize("text, expected", [
    ("Eva 2kg apples haha she loves them", [sale("Eva Berg", ("apple", 2.0))]),
    ("btw threw out 1kg mouldy grapes", [adjustment("grape", -1.0, "mouldy")]),
    ("Raj Patel 1kg mango btw", [sale("Raj Patel", ("mango", 1.0))]),
    ("Raj Patel 1kg mango yesterday, never got round to it soz", None),
    ("Eva 1kg pears\nlol pears popular since tuesday", None),
    ("Eva 1kg pears\nlol pears popular today", [sale("Eva Berg", ("pear", 1.0))]),
    ("quick catch up lol\nEva 1kg pears", [sale("Eva Berg", ("pear", 1.0))]),
])
def test_texting_banter_says_nothing(drafter, text, expected):
    if expected is None:
        with pytest.raises(LedgerError):
            read(drafter, text)
    else:
        assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Eva 2kg apples lol she might bring them back",  # a doubt or a plan
    "Eva 2kg apples lol Raj Patel had some",  # someone the shop knows
])
def test_banter_that_tells_something_is_not_dropped(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_more_of_the_sale_after_lol_is_kept(drafter):
    assert read(drafter, "Eva 2kg apples lol and 1kg pears too") == [sale("Eva Berg", ("apple", 2.0), ("pear", 1.0))]
