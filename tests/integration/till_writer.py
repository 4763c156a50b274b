"""Child process for the concurrency test: one till selling 1 kg of cherry at a time."""

import json
import sys

from app.bootstrap import bootstrap
from domain.errors import LedgerError


def main(data_dir: str, till: str, attempts: int) -> None:
    ledger = bootstrap(data_dir, staff=till)
    sold = refused = 0
    for n in range(attempts):
        try:
            ledger.record({"kind": "sale", "date": "2024-02-02",
                           "customer": {"name": f"{till} Customer", "phone": f"{till}-{n}"},
                           "items": [{"product": "cherry", "quantity": 1}]})
            sold += 1
        except LedgerError as e:
            assert "in stock" in e.message, e.message
            refused += 1
    ledger.close()
    print(json.dumps({"sold": sold, "refused": refused}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
