"""Sets 47 and 49's round (an apprentice's run-on lines, an owner giving totals, a part-timer
describing customers, an evening closer with times; a market trader saying numbers first, a
supplier's delivery note copied in, a polite partner, a teenager's abbreviations), each cause asked
here in other words than the sets'.

Wrong records: a day said at the start of a later part ("… and then yesterday Eva 1kg pears") is
that part's day alone, never the earlier parts'; a lone word one letter from a customer's surname
("the chef") is no name; a price step said bare ("pears down 1.30") as large as a price is the new
price when its direction agrees and refused when it does not; and a day that names which paper a
note is about ("the invoice for the 26th") is not the note's date.

An owner's totals: a line's amount after "=" behind its product or its price per kg ("1kg pears =
1.44", "at 1.44/kg = 2.88") is checked as any line's amount (and refused when the shelf price says
otherwise); a whole sale's total after lines that each carry their own amount is set aside when it is
their sum, and refused when it is not.

A customer described by who they are ("Tom from the allotments", "Ida the librarian", "Eva with the
buggy", "Raj (the one with the bike)", "the tall lad, Tom, …") is the customer named; a description
with no name the shop knows ("the librarian, 1kg pears") is still refused, and so is one whose words
are the record's own ("Ida the mango").

A supplier's paper copied in: a stock code in capitals right before the product it names ("GRP-02
grapes", "MNG mango") says the product again and is dropped; a code whose letters are not that
product's ("BAN pears") is left and refused. A delivery note's number ("DN HP-4410", "del. 8812") is
the paper's, as an invoice's is.

A texter's shorthand: a product cut to two consonants just after a weight ("3k pr", "hlf k pr") is
the one product those letters fit, as it already was just before one; a product said first, its
quantity, then a customer the shop knows ("grps 2k tom") is that customer's sale; and a bare day of
the month with nothing after it that it could count ("… 26th", "return 20th, the lot") is a date.

A market trader's count, product, then unit at the start of a line or after a comma ("3 grape kilo
Tom") is that many of the unit, only for a product the shop sells; and one sentence's lines for one
customer on one day ("1 pear kilo Ida, 2 apple kilo Ida") are one sale.

A polite partner: warm thanks ("thanks so much", "thank you very much") say nothing; "would you mind
logging that …?" asks to record, as "could you log …?" does; and "Could you record that?" after the
record is the ask, not a question. Any other question after a record is still refused.

An evening closer's time written with a dot and its "pm" ("6.45pm") is dropped whole, as "6:45pm" was;
a figure with a space before "pm" is left as typed.
"""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, purchase, read, sale


def refused(drafter, text, match=None):
    with pytest.raises(LedgerError, match=match):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("sold eva 1kg pears and then yesterday tom 2kg apples",
     [sale("Eva Berg", ("pear", 1.0)), sale("Tom Lee", ("apple", 2.0), date="2024-02-28")]),
    ("zoe davis 1kg mango, then also yesterday ida novak 1kg cherries",
     [sale("Zoe Davis", ("mango", 1.0)), sale("Ida Novak", ("cherry", 1.0), date="2024-02-28")]),
])
def test_a_day_leading_a_later_part_is_that_parts_alone(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_day_said_at_the_end_is_still_every_parts(drafter):
    assert read(drafter, "sold tom 1kg pears and raj got 1kg grapes on tuesday") == [
        sale("Tom Lee", ("pear", 1.0), date="2024-02-27"), sale("Raj Patel", ("grape", 1.0), date="2024-02-27")]


@pytest.mark.parametrize("text", ["the chef, 2kg pears", "chef took 1kg apples"])
def test_a_word_one_letter_from_a_surname_is_no_customer(drafter, text):
    refused(drafter, text)


def test_a_surname_typed_right_still_names_the_customer(drafter):
    assert read(drafter, "chen 1kg pears") == [sale("Mei Chen", ("pear", 1.0))]
    assert read(drafter, "hadad 1kg pears") == [sale("Omar Haddad", ("pear", 1.0))]  # a long one may slip


@pytest.mark.parametrize("text, expected", [
    ("pears down 1.30 from 27/2", [price("pear", 1.3, date="2024-02-27")]),
    ("cherries down 2.95 from 27/2", [price("cherry", 2.95, date="2024-02-27")]),
    ("pears down 10 cents from 27/2", [price("pear", 1.34, date="2024-02-27")]),  # a small step stays a step
])
def test_a_bare_price_step_as_large_as_a_price_is_the_new_price(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_bare_step_whose_direction_disagrees_is_refused(drafter):
    refused(drafter, "pears down 1.50 from 27/2", match="new price or the change")


def test_a_day_naming_the_paper_is_not_the_notes_date(drafter):
    records = read(drafter, "FYI the Hillside order for the 26th hasn't been paid yet")
    assert [r["date"] for r in records] == ["2024-02-29"]
    assert read(drafter, "FYI the Hillside delivery on the 26th came late")[0]["date"] == "2024-02-26"


@pytest.mark.parametrize("text, expected", [
    ("Eva Berg 1kg pears = 1.44", [sale("Eva Berg", ("pear", 1.0))]),
    ("Raj Patel, 2kg of bananas = 2.40.", [sale("Raj Patel", ("banana", 2.0))]),
    ("Tom Lee 2kg pears at 1.44/kg = 2.88", [sale("Tom Lee", ("pear", 2.0))]),
])
def test_a_lines_amount_after_an_equals_sign_is_checked_as_its_amount(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["Eva Berg 1kg pears = 1.90", "Tom Lee 2kg pears at 1.60/kg = 3.20"])
def test_a_lines_amount_off_the_shelf_price_is_refused(drafter, text):
    refused(drafter, text)


def test_a_whole_sales_total_after_every_lines_own_amount_is_their_sum(drafter):
    assert read(drafter, "Zoe Davis: 1kg apples 1.70, 2kg bananas 2.40, total 4.10") == [
        sale("Zoe Davis", ("apple", 1.0), ("banana", 2.0))]


def test_a_whole_sales_total_that_is_not_the_sum_is_refused(drafter):
    refused(drafter, "Zoe Davis: 1kg apples 1.70, 2kg bananas 2.40, total 4.50")


@pytest.mark.parametrize("text, expected", [
    ("Tom from the allotments, 1kg pears", [sale("Tom Lee", ("pear", 1.0))]),
    ("Ida Novak the librarian 2kg apples", [sale("Ida Novak", ("apple", 2.0))]),
    ("Eva with the buggy - 1kg grapes", [sale("Eva Berg", ("grape", 1.0))]),
    ("Raj (the one with the bike) 1kg mango", [sale("Raj Patel", ("mango", 1.0))]),
    ("the tall lad, Tom, 2kg bananas", [sale("Tom Lee", ("banana", 2.0))]),
    ("the student (Zoe) 1kg cherries", [sale("Zoe Davis", ("cherry", 1.0))]),
    ("Mr Haddad from the barbers had 1kg pears", [sale("Omar Haddad", ("pear", 1.0))]),
])
def test_a_customer_described_by_who_they_are_is_the_customer_named(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "the librarian, 1kg pears",  # nobody named
    "that tall lad, 2kg bananas",
    "Ida the mango, 1kg pears",  # a product is no description
])
def test_a_description_without_a_known_name_or_with_record_words_is_refused(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("ABC: GRP-02 grapes 8 kg @ 1.70", [purchase("ABC", ("grape", 8.0, 1.7, None))]),
    ("Hillside Produce — MNG Mango 6 kg @ 1.40 = 8.40", [purchase("Hillside Produce", ("mango", 6.0, 1.4, None))]),
    ("Hillside Produce DN HP-4410 — APL apples 12 kg @ 1.05", [purchase("Hillside Produce", ("apple", 12.0, 1.05, None))]),
    ("ABC, del. 8812: ORA-V oranges 10 kg @ 0.95", [purchase("ABC", ("orange", 10.0, 0.95, None))]),
])
def test_a_suppliers_stock_code_and_note_number_are_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_code_whose_letters_are_not_the_products_is_refused(drafter):
    refused(drafter, "ABC: BAN-02 pears 8 kg @ 1.00")


@pytest.mark.parametrize("text, expected", [
    ("tom 3k pr", [sale("Tom Lee", ("pear", 3.0))]),
    ("raj hlf k pr", [sale("Raj Patel", ("pear", 0.5))]),
    ("grps 2k tom", [sale("Tom Lee", ("grape", 2.0))]),
    ("cherries 250g ida", [sale("Ida Novak", ("cherry", 0.25))]),
    ("zoe 1k pr 26th", [sale("Zoe Davis", ("pear", 1.0), date="2024-02-26")]),
])
def test_a_texters_shorthand_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_two_letter_cut_that_fits_no_product_is_refused(drafter):
    refused(drafter, "tom 3k zx")


def test_a_bare_day_of_the_month_after_a_return_is_the_sales(drafter):
    records = read(drafter, "ida return 20th, the lot", today=TODAY)
    assert [(r["kind"], r["date"], r["sale_date"]) for r in records] == [("return", "2024-02-29", "2024-02-20")]


def test_an_ordinal_that_counts_something_is_no_date(drafter):
    refused(drafter, "tom 2kg pears, 2nd bag")


@pytest.mark.parametrize("text, expected", [
    ("3 grape kilo Tom", [sale("Tom Lee", ("grape", 3.0))]),
    ("1 pear kilo Ida, 2 apple kilo Ida", [sale("Ida Novak", ("pear", 1.0), ("apple", 2.0))]),
    ("Eva 1kg mango, Eva 1kg cherries", [sale("Eva Berg", ("mango", 1.0), ("cherry", 1.0))]),
])
def test_a_market_traders_count_then_unit_and_one_customers_lines(drafter, text, expected):
    assert read(drafter, text) == expected


def test_the_unit_after_a_word_the_shop_does_not_sell_stays_refused(drafter):
    refused(drafter, "3 crates kilo Tom")


def test_sales_in_sentences_of_their_own_stay_apart(drafter):
    assert read(drafter, "Eva 1kg mango. Eva 1kg cherries.") == [sale("Eva Berg", ("mango", 1.0)),
                                                                   sale("Eva Berg", ("cherry", 1.0))]


@pytest.mark.parametrize("text, expected", [
    ("Please log a sale for Eva Berg of 1 kg of pears. Thank you so much.", [sale("Eva Berg", ("pear", 1.0))]),
    ("Would you mind recording that Zoe bought two kilos of apples? Thanks very much.",
     [sale("Zoe Davis", ("apple", 2.0))]),
    ("Tom Lee bought 1 kg of cherries. Could you please log that? Thank you.", [sale("Tom Lee", ("cherry", 1.0))]),
])
def test_a_polite_ask_and_warm_thanks_say_nothing_of_their_own(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", ["Tom Lee bought 1 kg of cherries. Could you check that?",
                                  "Would you mind if Tom took 1 kg of cherries?"])
def test_any_other_question_is_still_refused(drafter, text):
    refused(drafter, text, match="question")


def test_a_time_with_a_dot_and_pm_is_dropped_whole(drafter):
    assert read(drafter, "6.45pm Ann Brown 1kg grapes") == [sale("Ann Brown", ("grape", 1.0))]
    refused(drafter, "Ann Brown 1kg grapes 6.45 pm")
