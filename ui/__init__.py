"""ChatLedger's PySide6 layer (issue 6). It will call only the app facade (app.service_layer.ledger.Ledger)."""
