"""Child process for the crash test: appends purchases as fast as it can, printing each
position as soon as its append has returned."""

import sys

from app.bootstrap import bootstrap


def main(data_dir: str) -> None:
    ledger = bootstrap(data_dir, staff="crash")
    n = ledger.record_count()
    while True:
        n += 1
        appended = ledger.record({
            "kind": "purchase", "date": "2024-02-01", "supplier": {"name": f"Supplier {n}"},
            "items": [{"product": "apple", "quantity": 1, "unit_cost": 1, "selling_price": 2}],
        })
        print(appended.position, flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
