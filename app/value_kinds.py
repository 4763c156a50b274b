"""The kinds of value a column holds, which a front end formats: id (a row's own number), ref (a
record's log position), text, money, quantity, date, moment (a time of entry), number (a count),
percent. The shop's tables and the offline answers say them; the window shows by them."""

MONEY, QUANTITY, DATE, MOMENT, ID, REF, TEXT, NUMBER, PERCENT = (
    "money", "quantity", "date", "moment", "id", "ref", "text", "number", "percent")
