"""Australian "arvo" for afternoon ("this arvo", "in the arvo"), read offline on the demo shop: it
dates the record today, as "this afternoon" does (demo: Omar Haddad's sale of 2024-02-28 was
strawberries)."""

import datetime as dt

from tests.integration.test_reading_records import read, sale


def test_this_arvo_is_today(drafter):
    day = dt.date(2024, 2, 28)
    assert read(drafter, "Omar Haddad brought back the strawberries he got this arvo", today=day) == [
        {"kind": "return", "date": "2024-02-28", "customer": {"name": "Omar Haddad", "phone": None, "email": None},
         "sale_date": "2024-02-28"}]
    assert read(drafter, "Ken Smith took 1 kg grapes this arvo", today=day) == [
        sale("Ken Smith", ("grape", 1), date="2024-02-28")]
