"""ChatLedger's application layer: the ledger facade, its adapters and the CLI."""
