"""Entries owned up to as late, read offline on the demo shop: "three sales on Tuesday I missed: …",
"… - missed it at the time", "… I never logged:", "…, I only just found the slip" say nothing
about the record; the record reads as if they were not there. A figure closing a message is
never taken for a sign-off."""


from tests.integration.test_reading_records import read, sale


def test_a_count_of_sales_missed_on_a_day_dates_them(drafter):
    assert read(drafter, "Hello, three sales on Tuesday I missed: Ann Brown 1 kg pears, Ida Novak 1 kg apples, "
                         "Sue Davis 2 kg oranges. Cheers, M") == [
        sale("Ann Brown", ("pear", 1), date="2024-02-27"), sale("Ida Novak", ("apple", 1), date="2024-02-27"),
        sale("Sue Davis", ("orange", 2), date="2024-02-27")]


def test_missed_at_the_time(drafter):
    assert read(drafter, "On the 26th Eva Berg bought 2 kg grapes - missed it at the time.") == [
        sale("Eva Berg", ("grape", 2), date="2024-02-26")]


def test_just_found_the_slip(drafter):
    assert read(drafter, "Friday catch-up: Mei Chen bought 1 kg cherries, I just found the slip.") == [
        sale("Mei Chen", ("cherry", 1), date="2024-02-23")]


def test_a_closing_figure_is_not_a_sign_off(drafter):
    records = read(drafter, "new customer Rosa Lind 1kg pears, her no. 555-0144")
    assert records[0]["customer"] == {"name": "Rosa Lind", "phone": "555-0144", "email": None}


def test_only_entering_it_now_and_never_got_entered(drafter):
    assert read(drafter, "On Tuesday I sold Zoe Davis 1 kg of grapes, only entering it now.") == [
        sale("Zoe Davis", ("grape", 1), date="2024-02-27")]
    assert read(drafter, "Ken Smith bought 2 kg of pears on Monday, never got entered.") == [
        sale("Ken Smith", ("pear", 2), date="2024-02-26")]
    assert read(drafter, "Sorry for the late one. Ida Novak took 1 kg of mango.") == [sale("Ida Novak", ("mango", 1))]


def test_i_noticed_before_a_write_off(drafter):
    assert read(drafter, "I noticed 1 kg of the pears had gone rotten so I binned them.") == [
        {"kind": "stock_adjustment", "date": "2024-02-29", "product": "pear", "quantity": -1, "reason": "rotten",
         "unit": "kg"}]
