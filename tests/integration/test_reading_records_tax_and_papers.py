"""A clerk copying receipts and invoices: an amount "with VAT in it" is the amount paid (never one
"plus VAT", which leaves it unsaid); a shelf price said to be left as it was changes nothing; a
docket is the delivery's invoice; two papers in one text are two records, even from one supplier;
and a heading over papers on one line ("Receipts of the 27th: no. 401 …; no. 402 …") is a list,
each paper's number dropped."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


@pytest.mark.parametrize("text", [
    "Hillside Produce, 10 kg apples, total 12.00 incl. VAT",
    "Hillside Produce, 10 kg apples, total 12.00 VAT included.",
    "Hillside Produce, 10 kg apples, total 12.00 (VAT incl.)",
    "Hillside Produce, 10 kg apples, total 12.00 including VAT",
])
def test_a_total_with_the_tax_in_it_is_the_amount_paid(drafter, text):
    assert read(drafter, text) == [purchase("Hillside Produce", ("apple", 10, 12.00 / 10, None))]


def test_a_sale_with_the_tax_in_it(drafter):
    assert read(drafter, "Slip for Ken Smith: 1 kg pears, VAT incl.") == [sale("Ken Smith", ("pear", 1))]


@pytest.mark.parametrize("text", ["Hillside Produce, 10 kg apples, total 12.00 plus VAT",
                                  "Hillside Produce, 10 kg apples, 12.00 ex VAT"])
def test_an_amount_before_tax_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


@pytest.mark.parametrize("text", [
    "ABC brought 10 kg pears at 1.00, shelf price as before.",
    "ABC brought 10 kg pears at 1.00, selling price unchanged",
    "ABC brought 10 kg pears at 1.00. Didn't touch the prices.",
    "ABC brought 10 kg pears at 1.00, and I have left the shelf price as it is.",
    "ABC brought 10 kg pears at 1.00, no shelf price changes",
])
def test_a_shelf_price_left_as_it_was_changes_nothing(drafter, text):
    assert read(drafter, text) == [purchase("ABC", ("pear", 10, 1.00, None))]


def test_a_docket_is_the_deliverys_invoice(drafter):
    assert read(drafter, "Green Valley Farms dropped 8 kg mango, total on the docket 12.00") == [
        purchase("Green Valley Farms", ("mango", 8, 12.00 / 8, None))]


def test_two_papers_from_one_supplier_are_two_deliveries(drafter):
    text = ("Invoice 9001, ABC: pears 10 kg, total 11.00. Invoice 9002, same supplier: grapes 4 kg, "
            "total 7.20.")
    assert read(drafter, text) == [purchase("ABC", ("pear", 10, 11.00 / 10, None)),
                                   purchase("ABC", ("grape", 4, 7.20 / 4, None))]


def test_a_second_paper_that_names_no_supplier_is_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Invoice 9001, ABC: pears 10 kg, total 11.00. Invoice 9002: grapes 4 kg, total 7.20.")


def test_a_heading_over_receipts_on_one_line(drafter):
    text = "Receipts of 27/2: no. 401 Ann Brown, cherries 1 kg; no. 402 Luis Garcia, bananas 2 kg"
    assert read(drafter, text) == [sale("Ann Brown", ("cherry", 1), date="2024-02-27"),
                                   sale("Luis Garcia", ("banana", 2), date="2024-02-27")]


def test_a_heading_over_invoices_on_one_line(drafter):
    text = "Invoices received: ABC no. 7710, pears 10 kg, 11.00 total; Hillside Produce no. 3321, kiwi 5 kg, 9.00 total"
    with pytest.raises(LedgerError):  # kiwi is no product of the shop's
        read(drafter, text, TODAY)
    text = text.replace("kiwi", "oranges")
    assert read(drafter, text) == [purchase("ABC", ("pear", 10, 11.00 / 10, None)),
                                   purchase("Hillside Produce", ("orange", 5, 9.00 / 5, None))]
