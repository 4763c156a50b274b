"""More of what staff type, read offline on the demo shop (test_reading_records.py, split for size):
market calls, till and spreadsheet rows, bookkeeping shorthand and a new assistant's corrections
and asides, each in words other than set 13's. Each reads to exactly its records or is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


def ret(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    # set 13 read a credit note as a note to keep: in the books it is a refund
    ("Credit note raised for Luis Garcia against his sale of the 23rd", [ret("Luis Garcia", "2024-02-23")]),
    ("credit note CN-88 to Mei Chen re her sale of 2024-02-12", [ret("Mei Chen", "2024-02-12")]),
    # document numbers say nothing of the record; a GRN or goods inward is a delivery; RRP a selling price
    ("Invoice 2231 to Zoe Davis: 2 kg pears, 0.5 kg grapes", [sale("Zoe Davis", ("pear", 2), ("grape", 0.5))]),
    ("inv 880, Eva Berg, 1 kg apples, posted to her account", [sale("Eva Berg", ("apple", 1))]),
    ("Goods inward from ABC, inv AB-5510: 12 kg oranges at 0.85, RRP 1.45",
     [purchase("ABC", ("orange", 12, 0.85, 1.45))]),
    ("GRN 4410 Hillside Produce 18 kg pears @ 0.95", [purchase("Hillside Produce", ("pear", 18, 0.95, None))]),
    # more lines of the same delivery after a semicolon, each with its cost
    ("Goods inward ABC: bananas 30 kg @ 0.55 sell 0.95; cherries 6 kg @ 2.20 sell 3.20",
     [purchase("ABC", ("banana", 30, 0.55, 0.95), ("cherry", 6, 2.2, 3.2))]),
    ("8 kg cherries ex Green Valley Farms, cost 2.10, retail 3.30",
     [purchase("Green Valley Farms", ("cherry", 8, 2.1, 3.3))]),
    ("Markdown: pears to 1.35", [price("pear", 1.35)]),
    ("Repricing: grapes marked down 0.30 to 2.50", [price("grape", 2.5)]),
    ("Invoice 3301, Eva Berg, 2 kg apples, 3.40 net", [sale("Eva Berg", ("apple", 2))]),
    ("Sales ledger: Sue Davis, 1 kg grapes, to be posted at yesterday's date",
     [sale("Sue Davis", ("grape", 1), date="2024-02-28")]),
    ("Three invoices raised: Tom Lee 1 kg pears; Mei Chen 2 kg apples; Raj Patel 1 kg mangoes",
     [sale("Tom Lee", ("pear", 1)), sale("Mei Chen", ("apple", 2)), sale("Raj Patel", ("mango", 1))]),
    ("Shrinkage after recount: mangoes -0.5 kg", [adjustment("mango", -0.5, "stock count")]),
    ("Recount gain on oranges, +1.5 kg", [adjustment("orange", 1.5, "stock count")]),
    ("Stocktake, bananas: book 12 kg, counted 12.5 kg", [adjustment("banana", 0.5, "stock count")]),
    ("Write-down: 1.5 kg grapes unsaleable, bruised", [adjustment("grape", -1.5, "damaged")]),
])
def test_bookkeeping_shorthand(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    # a market caller's "kilo" with no number is one kilo; "each" spreads a quantity
    ("kilo of bananas to Sue Davis", [sale("Sue Davis", ("banana", 1))]),
    ("Zoe Davis. Kilo pears, kilo and a half of grapes", [sale("Zoe Davis", ("pear", 1), ("grape", 1.5))]),
    ("3 kilo each of oranges and bananas, Raj Patel", [sale("Raj Patel", ("orange", 3), ("banana", 3))]),
    ("Ken Smith: half a kilo each, mangoes, pears and cherries",
     [sale("Ken Smith", ("mango", 0.5), ("pear", 0.5), ("cherry", 0.5))]),
    ("Omar and Luis both had 2 kg of bananas", [sale("Omar Haddad", ("banana", 2)), sale("Luis Garcia", ("banana", 2))]),
    ("Zoe Davis and Raj Patel, half a kilo of cherries apiece",
     [sale("Zoe Davis", ("cherry", 0.5)), sale("Raj Patel", ("cherry", 0.5))]),
    ("1.5 kg of oranges each for Ida and Eva", [sale("Ida Novak", ("orange", 1.5)), sale("Eva Berg", ("orange", 1.5))]),
    # stall talk around the record: thanks, where the customer was going, a new face with a number
    ("Raj Patel, 2 kilo of grapes, ta", [sale("Raj Patel", ("grape", 2))]),
    ("Eva Berg: oranges, 2 kilo", [sale("Eva Berg", ("orange", 2))]),  # the product named before its quantity
    ("Mei Chen picked up a kilo of pears on her way home", [sale("Mei Chen", ("pear", 1))]),
    ("Sue Davis on Monday, 2 kilo bananas, forgot to ring it up", [sale("Sue Davis", ("banana", 2), date="2024-02-26")]),
    ("2 kilo mangoes Luis Garcia, and half a kilo of cherries, same bloke",
     [sale("Luis Garcia", ("mango", 2), ("cherry", 0.5))]),
    ("3 kilo apples for Ann Brown, 5.10 the lot", [sale("Ann Brown", ("apple", 3))]),
    ("new lady, Nora Quinn 555-0177, kilo of oranges",
     [{"kind": "sale", "date": "2024-02-29", "customer": {"name": "Nora Quinn", "phone": "555-0177", "email": None},
       "items": [{"product": "orange", "quantity": 1, "unit": "kg"}]}]),
])
def test_market_calls(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "3 kg of pears for Omar and Luis",  # two people, one amount, no split said
    "Omar and Luis, some cherries each",  # how much?
    "apples at 1.20 per kilo to Sue Davis",  # a price, no quantity
    "2 kilo each of apples and kiwis for Raj Patel",  # no kiwis in the shop
    "3 kilo apples for Ann Brown, 9.99 the lot",  # not the shelf price
    "new bloke, 2 kilo oranges",  # who?
    "Eva Berg: oranges, 2",  # two what?
])
def test_market_calls_that_stay_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text, expected", [
    # rows pasted from a till or a spreadsheet: placed by their header, or without one by what each cell holds
    ("day,customer,fruit,kg\n2024-02-26,Raj Patel,Banana,1.5\n2024-02-26,Zoe Davis,Pear,3",
     [sale("Raj Patel", ("banana", 1.5), date="2024-02-26"), sale("Zoe Davis", ("pear", 3), date="2024-02-26")]),
    ("| receipt | customer | item | qty |\n|---|---|---|---|\n| 77 | Luis Garcia | Mango | 2 |\n"
     "| 77 | Luis Garcia | Apple | 0.5 |", [sale("Luis Garcia", ("mango", 2), ("apple", 0.5))]),
    ("2024-02-27\tSALE\tKen Smith\tGrape\t2.5kg", [sale("Ken Smith", ("grape", 2.5), date="2024-02-27")]),
    ("Purchase; ABC; Pear; 12 kg; cost 0.80; sell 1.45",
     [purchase("ABC", ("pear", 12, 0.8, 1.45))]),
    ("2024-02-25 | WRITE-OFF | Grape | -2kg | mouldy", [adjustment("grape", -2, "mouldy", date="2024-02-25")]),
    ("2024-02-28,RETURN,Tom Lee,sale of 2024-02-23",
     [dict(ret("Tom Lee", "2024-02-23"), date="2024-02-28")]),
    ("PRICE,Orange,1.45", [price("orange", 1.45)]),
    ("2024-02-26 | SALE | Luis Garcia | Pear | 0.5 kg | Banana | 2 kg",
     [sale("Luis Garcia", ("pear", 0.5), ("banana", 2), date="2024-02-26")]),
    ("2024-02-27\tSALE\tTom Lee\tCherries\t750g", [sale("Tom Lee", ("cherry", 0.75), date="2024-02-27")]),
    ("SALE\tZoe Davis\tOrange 2kg; Grape 0.5kg", [sale("Zoe Davis", ("orange", 2), ("grape", 0.5))]),
    ("GRN 7781 | ABC | Banana | 40 kg | cost 0.50 | sell 0.95", [purchase("ABC", ("banana", 40, 0.5, 0.95))]),
    # a till receipt: its labels, its time stamp and its lines are one sale
    ("RECEIPT 5532 28/02/2024 16:05\nPEAR 2.000kg x 1.44 = 2.88\nCUST: KEN SMITH",
     [sale("Ken Smith", ("pear", 2), date="2024-02-28")]),
    ("QTY 1.000 KG GRAPE TOTAL 2.80 CUST: RAJ PATEL", [sale("Raj Patel", ("grape", 1))]),
    ("ITEM: BANANA   WT: 0.750 KG   CUST: IDA NOVAK", [sale("Ida Novak", ("banana", 0.75))]),
    ("ROW 7: 2024-02-27, SALE, Omar Haddad, Pear, 1 kg", [sale("Omar Haddad", ("pear", 1), date="2024-02-27")]),
    ("GRN export: supplier=Hillside Produce; item=Mango; kg=12; unit_cost=1.40; rrp=2.30",
     [purchase("Hillside Produce", ("mango", 12, 1.4, 2.3))]),
    # the party on a line of its own, the lines under it its record's
    ("PO 8812 received from Green Valley Farms\nOrange 20kg @0.80\nPear 10kg @0.95",
     [purchase("Green Valley Farms", ("orange", 20, 0.8, None), ("pear", 10, 0.95, None))]),
    ("Ida Novak.\nKilo grapes.\nHalf kilo mangoes.", [sale("Ida Novak", ("grape", 1), ("mango", 0.5))]),
])
def test_till_and_spreadsheet_rows(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "date,customer,product,kg",  # a header, no row
    "date,customer,product,kg\n2024-02-27,Eva Berg,Apple,#N/A",  # an error cell
    "2024-02-27,SALE,Eva Berg,Apple,-1kg",  # a sale below zero
    "2024-02-27,SALE,Eva Berg,Apple,0kg",
    "2024-02-27,SALE,Eva Berg,Kiwi,1kg",  # no kiwi in the shop
    "2024-02-27 | SALE | Eva Berg | Apple | 1 kg | Pear",  # a second product without its quantity
    "day,customer,fruit,kg,price\n2024-02-26,Raj Patel,Banana,1.5,2.95",  # not the shelf price
    "RETURN | Ken Smith | Mango | 1 kg | sale of 2024-02-29",  # part of a sale
    "RECEIPT 5533\nTOTAL 4.20\nCASH 5.00 CHANGE 0.80",  # a receipt's footer only
    "QTY 1.000 KG GRAPE TOTAL 9.99 CUST: RAJ PATEL",  # not the shelf price
    "received from Green Valley Farms\nOrange 20kg @0.80\nPear 10kg",  # a line without its cost
    "GRN export: supplier=ABC; item=Mango; kg=#REF!; unit_cost=1.40",  # an error cell
])
def test_till_and_spreadsheet_rows_that_stay_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text", [
    "credit note for Bob Smith",  # which sale?
    "Credit note to Mei Chen for her sale of the 24th",  # she made two that day
    "Invoice 1207 to Ken Smith",  # what was sold?
    "GRN 5102 ABC 10 kg pears",  # a delivery without its cost
    "Shrinkage on cherries, amount to be confirmed",
    "Stocktake: apples book 8 kg counted 8 kg",  # nothing changed
    "Goods inward ABC: bananas 30 kg @ 0.55; cherries 6 kg",  # the second line's cost not said
    "received 150 pears from ABC at 0.90",  # 150 is a quantity here, not a document number: of what unit?
])
def test_bookkeeping_shorthand_that_stays_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text, expected", [
    # a new assistant's corrections (the figure said last) and asides that say nothing about the record
    ("Ken Smith bought 2 kg — sorry, 1.5 kg — of cherries", [sale("Ken Smith", ("cherry", 1.5))]),
    ("sold Zoe Davis 4 kg, wait, no, 3 kg, of bananas", [sale("Zoe Davis", ("banana", 3))]),
    ("Raj Patel took 2 kg of grapes, I hope that's okay", [sale("Raj Patel", ("grape", 2))]),
    ("Sorry this is late: yesterday Eva Berg bought 1 kg of pears", [sale("Eva Berg", ("pear", 1), date="2024-02-28")]),
    ("Mei Chen bought 3 kg of apples (sorry, forgot to enter it earlier)", [sale("Mei Chen", ("apple", 3))]),
    ("Omar Haddad had 2 kg of mangoes, I checked them again to be sure", [sale("Omar Haddad", ("mango", 2))]),
    ("Ann Brown bought 500 grams of grapes (the scale showed 0.500)", [sale("Ann Brown", ("grape", 0.5))]),
    ("Tom Lee bought 2 kg of pears and, sorry, forgot to say, 1 kg of apples too",
     [sale("Tom Lee", ("pear", 2), ("apple", 1))]),
    ("Raj Patel bought 1 kg of oranges. Oh, and earlier Zoe Davis bought 2 kg of apples",
     [sale("Raj Patel", ("orange", 1)), sale("Zoe Davis", ("apple", 2))]),
    ("Lena Fox, she's new, gave me her number 555-0191, bought 2 kg of pears",
     [{"kind": "sale", "date": "2024-02-29", "customer": {"name": "Lena Fox", "phone": "555-0191", "email": None},
       "items": [{"product": "pear", "quantity": 2, "unit": "kg"}]}]),
])
def test_a_careful_newcomers_corrections_and_asides(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Ken Smith bought 2 kg — or was it 3 kg? — of cherries",  # unsure which figure
    "sold Zoe Davis 4 kg, sorry, maybe 3 kg, of bananas",  # the correction is a guess
    "Raj Patel took some grapes, I hope that's okay",  # how much?
    "same again for Eva Berg, sorry this is late",  # what was "the same"?
    "Ann Brown bought 500 grams of grapes (the scale showed 0.600)",  # which weight?
    "Invoice 3302, Eva Berg, 2 kg apples, 9.40 net",  # not the shelf price
    "sorry, I forgot to enter it",  # nothing said
])
def test_a_careful_newcomers_doubts_stay_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


def test_a_note_is_kept_as_written_whatever_shorthand_it_holds(drafter):
    (note,) = read(drafter, "memo: the credit note book for inv 2210 is in the office, sorry")
    assert note["kind"] == "note" and note["text"] == "memo: the credit note book for inv 2210 is in the office, sorry"


def test_a_write_off_under_a_customers_line_is_no_sale_of_hers(drafter):
    assert read(drafter, "Zoe Davis.\n1 kg grapes.\nBinned 2 kg bananas, rotten.") == [
        sale("Zoe Davis", ("grape", 1)), adjustment("banana", -2, "rotten")]
