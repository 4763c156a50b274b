"""Reading the read model back for comparisons."""

from app.projection.schema import SHOP_TABLES, lineage


def dump(ledger, when=None) -> dict[str, list[tuple]]:
    """Every shop table and the lineage, every column, in primary-key order."""
    return {
        table.name: ledger.sql(f"SELECT * FROM {table.name} ORDER BY 1", max_rows=10**7, when=when,
                               strict=False).rows
        for table in (*SHOP_TABLES, lineage)
    }


def scalar(ledger, query):
    return ledger.sql(query).rows[0][0]
