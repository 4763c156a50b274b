"""A British telephone number in groups: a five-figure area code before two groups of three
("01463 555 204"), and a number that ends its sentence with a full stop ("0141 496 0835.")."""

from tests.integration.test_reading_records import read


def test_a_five_figure_area_code_in_groups_of_three(drafter):
    (bought,) = read(drafter, "Glen Farm (new supplier, 01463 555 204) delivered 10 kilo pears at 0.90")
    assert bought["kind"] == "purchase" and bought["supplier"] == {"name": "Glen Farm", "phone": "01463555204",
                                                                   "email": None}


def test_a_phone_that_ends_its_sentence(drafter):
    (sold,) = read(drafter, "New customer: Ms Agnes Baird, telephone 0141 496 0835. Bought 2 kg pears today.")
    assert sold["kind"] == "sale" and sold["customer"] == {"name": "Agnes Baird", "phone": "01414960835",
                                                           "email": None}
