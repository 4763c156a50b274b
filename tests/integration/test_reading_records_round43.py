"""Sets 43 and 45's round (a co-op volunteer, a retired teacher, a manager forwarding quoted
messages, a delivery driver's summary; Slack-style messages, the owner who leads with the
customer, a stocktaker's table lines, a helper correcting herself), each cause asked here in other
words than the sets'.

A message forwarded as a quote ("> Sam: …") with a reply that only approves it ("ok", "go ahead")
is the quoted record; its speaker is who wrote it, never a name in the record, unless the shop
knows someone by that name. A reply that says more leaves the message as typed. A driver's street
address ("14 Birch Lane", "Flat 2, 9 Mill Rd") only says where the goods went, and a time of day
with its "am"/"pm" ("3:10pm") is dropped whole.

A stocktaker's table line with no column for its kind ("grape | 0.4 | bruised", "count: pear |
27.5", "Tuesday | mango | 0.5 | rotten") is a write-off with its reason or a count; a line whose
cell is none of those is refused, and so is a count with a sign. A sale's row with a word it has
no place for ("sale | Ken Smith | pear | 1 kg | gratis") is refused, never read without the word.

A team chat's handles ("@channel", "cc @sam") and tags ("#orders", "#stock") are not part of the
record; a handle that is a customer's name, or a tag that may change what happened ("#freebie",
"#preorder"), is left as typed.

An everyday word around an otherwise complete record ("the ladder wobbled", "lovely weather") no
longer refuses the whole message; a word that may change what happened (a doubt, a plan, the terms
the goods went on, a word of time, a kind of the product, a unit) still does, and so does any
unknown word in a count, whose figure may be the count or the difference.

Wrong records: goods said to go "on the house" after a comma are free, never a remark dropped
beside a sale; and a bare figure with neither unit nor product ("… yes 1.60, saw the board") is no
quantity of the product the record before named.

A figure put right while typing ("4kg… no wait 3kg", "at 0.95, sorry 0.98", "the 20th — no, the
21st") is the figure after the mark, in place of the last one of its kind before it, and a day
said with "not today" after it ("on the 25th not today") is that day; a correction
that changes the unit too, or whose line goes on after it, is left as typed and refused.

A kilo autocorrected into a word one letter away ("kiln", "kilt"), right after a figure or "a" and
before a product the shop sells, is the kilo; before anything else it is left as typed.

A name said first and then to be a new supplier ("Alder Brook (new supplier) …", "Alder Brook, new
supplier, …") makes a delivery, never a sale at the cost paid.

A price row's "from <date>" cell is the day the price starts, never dropped as a name; a price row
with a cell it has no place for is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read, sale


def refused(drafter, text, match=None):
    with pytest.raises(LedgerError, match=match):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("> Kim: Raj Patel 1kg pears\nokay", [sale("Raj Patel", ("pear", 1.0))]),
    ("> Lou: Hillside Produce 10kg apples at 1.05/kg\ngo ahead please",
     [purchase("Hillside Produce", ("apple", 10.0, 1.05, None))]),
    ("fw:\n> Kim: 1kg grapes mouldy, binned\nyes, log it", [adjustment("grape", -1.0, "mouldy")]),
    ("> Kim: Eva Berg 2kg mango\n> Kim: Tom Lee 1kg cherries\nboth good 👍",
     [sale("Eva Berg", ("mango", 2.0)), sale("Tom Lee", ("cherry", 1.0))]),
])
def test_a_quoted_message_with_an_approving_reply_is_the_quoted_record(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "> Kim: Raj Patel 1kg pears\nno, that was yesterday",
    "> Kim: Raj Patel 1kg pears\nhold off on that one",
    "> Kim: Raj Patel 1kg pears",  # nobody answered it yet
])
def test_a_quote_not_plainly_approved_is_not_read_as_agreed(drafter, text):
    refused(drafter, text)


def test_a_speaker_who_shares_a_customers_name_stays_in_the_line(drafter):
    assert read(drafter, "> Eva: took 1kg pears\nok") == [sale("Eva Berg", ("pear", 1.0))]


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith, 8 Birch Lane, 2kg pears", [sale("Ken Smith", ("pear", 2.0))]),
    ("dropped 1kg grapes to Tom Lee at 12 Harbour Rd", [sale("Tom Lee", ("grape", 1.0))]),
    ("Ida Novak (Flat 2, 19 Mill Rd) 1.5kg apples", [sale("Ida Novak", ("apple", 1.5))]),
    ("Eva Berg 6 Pear Tree Close 1kg mango", [sale("Eva Berg", ("mango", 1.0))]),
])
def test_a_street_address_only_says_where_the_goods_went(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Bob Smith 2kg oranges 4:25pm", [sale("Bob Smith", ("orange", 2.0))]),
    ("Raj Patel, 11am, 1kg pears", [sale("Raj Patel", ("pear", 1.0))]),
])
def test_a_time_of_day_with_am_or_pm_is_dropped_whole(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("grape | 0.4 | bruised", [adjustment("grape", -0.4, "damaged")]),
    ("Tuesday | mango | 0.5 | rotten", [adjustment("mango", -0.5, "rotten", date="2024-02-27")]),
    ("banana | 1 | spoiled\napple | 0.5 | damaged",
     [adjustment("banana", -1.0, "spoiled"), adjustment("apple", -0.5, "damaged")]),
    ("count: pear | 20.5", [adjustment("pear", -0.5, "stock count")]),
    ("mango | recounted 19.5", [adjustment("mango", 0.5, "stock count")]),
])
def test_a_stock_line_without_a_kind_column_is_a_write_off_or_a_count(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "grape | 0.4 | lovely",  # no loss said
    "pear | +1 | rotten",
    "pear | -1 | count",
    "grape | 2 punnets | bruised",
    "sale | Ken Smith | pear | 1 kg | gratis",
])
def test_a_stock_line_that_cannot_be_placed_is_refused(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("@crew Ken Smith 1kg grapes #weekend", [sale("Ken Smith", ("grape", 1.0))]),
    ("Raj Patel 2kg pears cc @lou", [sale("Raj Patel", ("pear", 2.0))]),
    ("1kg cherries mouldy #binday", [adjustment("cherry", -1.0, "mouldy")]),
])
def test_a_chats_handles_and_tags_are_not_part_of_the_record(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Ken Smith 1kg grapes #freebie",
    "Raj Patel 2kg pears #preorder",
])
def test_a_tag_that_may_change_the_record_is_not_dropped(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("Mei Chen took 1kg pears while her dog waited outside", [sale("Mei Chen", ("pear", 1.0))]),
    ("2kg bananas spoiled in the heatwave", [adjustment("banana", -2.0, "spoiled")]),
    ("1kg cherries squashed when the ladder wobbled", [adjustment("cherry", -1.0, "damaged")]),
    ("Raj Patel bought 1kg grapes, chatted with the postman", [sale("Raj Patel", ("grape", 1.0))]),
    ("generator tripped, 2kg cherries spoiled", [adjustment("cherry", -2.0, "spoiled")]),  # a comma parts it
])
def test_an_everyday_word_around_a_complete_record_is_tolerated(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Bob Smith nearly bought 2kg apples",  # it did not happen
    "Bob Smith took 2kg apples on trust",  # the terms it went on
    "Bob Smith took 2kg apples as a favour",
    "Sometime last week Tom Lee bought 2kg pears",  # the day is not today
    "Bob Smith bought 2kg apples, unpaid",
    "Bob Smith bought 2kg dried apples",  # another product
    "Zoe Davis took 2 bags of grapes",  # a unit
    "Zoe Davis took 2 sacks grapes",  # a unit, one word from the figure
    "1kg cherries squashed when the box tipped over",  # "over": more stock or a loss?
    "Mei Chen took 1kg pears while her dog sat outside",  # "sat" is no Saturday here
    "I counted the pears at teatime and found 30kg",  # a count: the figure or the difference
])
def test_a_word_that_may_change_the_record_still_refuses_it(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text", [
    "Tom Lee 2kg grapes, on the house",
    "Ida Novak took half a kilo of cherries, on the house.",
])
def test_goods_on_the_house_after_a_comma_are_never_a_sale(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text", [
    "Raj Patel 1kg pears @ 1.44. yes 1.44, checked the label",
    "Eva Berg 2kg apples. 1.70 checked",
])
def test_a_bare_figure_is_no_quantity_of_the_product_before(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("sold 4kg… no wait 3kg pears to Tom Lee", [sale("Tom Lee", ("pear", 3.0))]),
    ("Ken Smith 2kg mango — oops, 1.5kg", [sale("Ken Smith", ("mango", 1.5))]),
    ("0.5kg grapes binned, mouldy, scratch that, 0.8kg", [adjustment("grape", -0.8, "mouldy")]),
    ("ABC brought 12kg pears at 0.95... sorry 0.98", [purchase("ABC", ("pear", 12.0, 0.98, None))]),
    ("Eva Berg 1kg cherries on the 20th — no, the 21st", [sale("Eva Berg", ("cherry", 1.0), date="2024-02-21")]),
])
def test_a_figure_put_right_while_typing_is_the_one_after_the_mark(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Ken Smith 2kg mango, no wait 500g",  # the unit changed too
    "sold 2kg pears to Tom Lee, no wait 3kg apples to Raj Patel",  # another line after it
])
def test_a_correction_that_is_unclear_is_still_refused(drafter, text):
    refused(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("Raj Patel 4 kiln mangoes", [sale("Raj Patel", ("mango", 4.0))]),
    ("a kilt of grapes for Tom Lee", [sale("Tom Lee", ("grape", 1.0))]),
    ("binned 2 kiln of cherries, mouldy", [adjustment("cherry", -2.0, "mouldy")]),
])
def test_a_kilo_autocorrected_into_another_word_is_the_kilo(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_word_near_kilo_before_no_product_is_left_as_typed(drafter):
    refused(drafter, "Raj Patel 4 kiln bricks")


@pytest.mark.parametrize("text", [
    "Alder Brook (new supplier) 15kg pears at 0.85",
    "Alder Brook, new supplier, 15kg pears at 0.85",
    "Alder Brook — new supplier: 15kg pears at 0.85",
])
def test_a_name_said_to_be_a_new_supplier_makes_a_delivery(drafter, text):
    assert read(drafter, text) == [purchase("Alder Brook", ("pear", 15.0, 0.85, None))]


@pytest.mark.parametrize("text, day", [
    ("Ken Smith 1kg pears, on the 25th not today", "2024-02-25"),
    ("Ken Smith 1kg pears — no, the 26th not today", "2024-02-26"),
    ("Ken Smith 1kg pears, Monday not today", "2024-02-26"),
])
def test_a_day_said_with_not_today_is_that_day(drafter, text, day):
    assert read(drafter, text) == [sale("Ken Smith", ("pear", 1.0), date=day)]


def test_not_today_with_no_day_said_is_still_refused(drafter):
    refused(drafter, "Ken Smith 1kg pears not today")


def test_a_price_rows_from_date_is_the_day_it_starts(drafter):
    assert read(drafter, "price | grape | 2.95 | from 2024-02-26") == [
        {"kind": "price_change", "date": "2024-02-26", "product": "grape", "selling_price": 2.95}]


def test_a_price_row_with_a_cell_it_has_no_place_for_is_refused(drafter):
    refused(drafter, "price | grape | 2.95 | Ken")
