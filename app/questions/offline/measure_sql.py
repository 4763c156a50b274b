"""Each measure of a Query as the SQL value it adds up (a snippet over the aliases compile.py joins: s and si
for sales, pu and pi for purchases, r and ri for returns, sa for stock adjustments), with the name of its
column. The measures worked out otherwise (refunds, days between dates, per-day averages) are in compile.py."""

from __future__ import annotations

# What a kilo of a product cost us: its average purchase cost (what gross profit counts too)
AVERAGE_COST = ("(SELECT SUM(x.item_total_cost) / SUM(x.quantity_purchased) FROM purchase_items x "
                "WHERE x.product_id = {product})")

VALUES: dict[str, tuple[str, str]] = {
    "revenue": ("ROUND(COALESCE(SUM(si.item_total_price), 0), 2)", "revenue"),
    "spend": ("ROUND(COALESCE(SUM(si.item_total_price), 0), 2)", "spent"),
    "quantity_sold": ("ROUND(COALESCE(SUM(si.quantity_sold), 0), 3)", "kg_sold"),
    "sales_count": ("COUNT(DISTINCT s.sale_id)", "sales"),
    "customers_count": ("COUNT(DISTINCT s.customer_id)", "customers"),
    "products_count": ("COUNT(DISTINCT si.product_id)", "products"),
    "average_sale": ("ROUND(SUM(si.item_total_price) / COUNT(DISTINCT s.sale_id), 2)", "average_sale"),
    "average_per_customer": ("ROUND(SUM(si.item_total_price) / COUNT(DISTINCT s.customer_id), 2)",
                             "average_per_customer"),
    "quantity_per_sale": ("ROUND(SUM(si.quantity_sold) / COUNT(DISTINCT s.sale_id), 3)", "kg_per_sale"),
    "quantity_per_customer": ("ROUND(SUM(si.quantity_sold) / COUNT(DISTINCT s.customer_id), 3)", "kg_per_customer"),
    "revenue_per_kilo": ("ROUND(SUM(si.item_total_price) / SUM(si.quantity_sold), 2)", "revenue_per_kg"),
    "average_per_trading_day": ("ROUND(SUM(si.item_total_price) / COUNT(DISTINCT s.sale_date), 2)",
                                "revenue_per_trading_day"),
    "sales_per_customer": ("ROUND(CAST(COUNT(DISTINCT s.sale_id) AS REAL) / COUNT(DISTINCT s.customer_id), 2)",
                           "sales_per_customer"),
    "profit": ("ROUND(SUM(si.item_total_price - si.quantity_sold * (SELECT SUM(x.item_total_cost) / "
               "SUM(x.quantity_purchased) FROM purchase_items x WHERE x.product_id = si.product_id)), 2)",
               "gross_profit"),
    "margin_percent": ("ROUND(100.0 * SUM(si.item_total_price - si.quantity_sold * " + AVERAGE_COST.format(
        product="si.product_id") + ") / SUM(si.item_total_price), 2)", "margin_percent"),
    "cost_of_sales": ("ROUND(COALESCE(SUM(si.quantity_sold * " + AVERAGE_COST.format(product="si.product_id")
                      + "), 0), 2)", "cost_of_sales"),
    "last_sale": ("MAX(s.sale_date)", "last_sale"),
    "first_sale": ("MIN(s.sale_date)", "first_sale"),
    "quantity_bought": ("ROUND(COALESCE(SUM(pi.quantity_purchased), 0), 3)", "kg_bought"),
    "purchase_cost": ("ROUND(COALESCE(SUM(pi.item_total_cost), 0), 2)", "cost"),
    "purchases_count": ("COUNT(DISTINCT pu.purchase_id)", "purchases"),
    "suppliers_count": ("COUNT(DISTINCT pu.supplier_id)", "suppliers"),
    "average_unit_cost": ("ROUND(SUM(pi.item_total_cost) / SUM(pi.quantity_purchased), 2)", "cost_per_kg"),
    "last_purchase": ("MAX(pu.purchase_date)", "last_purchase"),
    "first_purchase": ("MIN(pu.purchase_date)", "first_purchase"),
    "returns_count": ("COUNT(DISTINCT r.return_id)", "returns"),
    "returning_customers_count": ("COUNT(DISTINCT r.customer_id)", "customers"),
    "quantity_returned": ("ROUND(COALESCE(SUM(ri.quantity), 0), 3)", "kg_returned"),
    "days_count": ("COUNT(DISTINCT s.sale_date)", "days"),
    "largest_sale": ("MAX(s.total_price)", "largest_sale"),
    "largest_refund": ("MAX(r.refund_total)", "largest_refund"),
    "smallest_refund": ("MIN(r.refund_total)", "smallest_refund"),
    "average_refund": ("ROUND(SUM(r.refund_total) / COUNT(DISTINCT r.return_id), 2)", "average_refund"),
    "adjusted_quantity": ("ROUND(COALESCE(SUM(-sa.quantity), 0), 3)", "kg_removed"),
    "adjusted_cost": (f"ROUND(COALESCE(SUM(-sa.quantity * {AVERAGE_COST.format(product='sa.product_id')}), 0), 2)",
                      "cost_written_off"),
    "write_offs_count": ("COUNT(*)", "write_offs"),
    "adjustments_count": ("COUNT(*)", "adjustments"),
    "last_adjustment": ("MAX(sa.adjustment_date)", "last_write_off"),
    "first_adjustment": ("MIN(sa.adjustment_date)", "first_write_off"),
    "smallest_sale": ("MIN(s.total_price)", "smallest_sale"),
    # a sale's kilos, over all its lines, then the largest (or smallest) of the sales
    "largest_sale_kilos": ("MAX((SELECT SUM(x.quantity_sold) FROM sale_items x WHERE x.sale_id = s.sale_id))",
                           "largest_sale_kg"),
    "smallest_sale_kilos": ("MIN((SELECT SUM(x.quantity_sold) FROM sale_items x WHERE x.sale_id = s.sale_id))",
                            "smallest_sale_kg"),
}
