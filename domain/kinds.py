"""The kinds of record a shop keeps: a module of its own so the command line can list them
without importing the record models (pydantic) at start-up."""

RECORD_KINDS = ("purchase", "sale", "return", "price_change", "stock_adjustment", "note")
