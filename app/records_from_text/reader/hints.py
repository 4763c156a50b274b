"""The example each refusal ends with, by the kind of record it was reading."""

HINTS = {
    "sale": "Sold 2 kg apples to Bob Smith yesterday",
    "purchase": "Bought 30 kg bananas from Hillside Produce at 0.50, sell at 0.90",
    "return": "Bob Smith returned what he bought on Feb 2",
    "price_change": "Bananas now 0.95",
    "stock_adjustment": "Threw away 2 kg strawberries, spoiled",
}
