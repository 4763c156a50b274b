"""Child process for the concurrency tests: one till (its shop from CHATLEDGER_DATABASE, or the
folder given). Modes:
- `drip`: sell 1 kg of cherry per attempt until refused for stock;
- `mixed`: enter M records — purchases of its own product and sales of it — and report them;
- `last`: wait for a moment given as a Unix time, then try to sell 5 kg of cherry once.
Prints what it did as one JSON line."""

import json
import sys
import time

from app.bootstrap import bootstrap
from domain.errors import LedgerError


def _sale(till: str, n: int, product: str, quantity: float) -> dict:
    return {"kind": "sale", "date": "2024-02-02",
            "customer": {"name": f"{till} Customer", "phone": f"{till}-{n}"},
            "items": [{"product": product, "quantity": quantity}]}


def main(data_dir: str, till: str, mode: str, count: str) -> None:
    ledger = bootstrap(data_dir, staff=till)
    sold = refused = bought = 0
    try:
        if mode == "drip":
            for n in range(int(count)):
                try:
                    ledger.record(_sale(till, n, "cherry", 1))
                    sold += 1
                except LedgerError as e:
                    assert "in stock" in e.message, e.message
                    refused += 1
        elif mode == "mixed":
            product = f"fruit {till.lower()}"
            for n in range(int(count)):
                if n % 2 == 0:
                    ledger.record({"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "ABC"},
                                   "items": [{"product": product, "quantity": 3, "unit_cost": 1,
                                              "selling_price": 2}]})
                    bought += 3
                else:
                    ledger.record(_sale(till, n, product, 2))
                    sold += 2
        else:  # last
            time.sleep(max(0.0, float(count) - time.time()))
            try:
                ledger.record(_sale(till, 0, "cherry", 5))
                sold += 5
            except LedgerError as e:
                assert "in stock" in e.message, e.message
                refused += 1
    finally:
        ledger.close()
    print(json.dumps({"sold": sold, "refused": refused, "bought": bought}))


if __name__ == "__main__":
    main(*sys.argv[1:5])
