"""ChatLedger's domain: record commands, events and shop rules. Imports no Qt, SQL or model SDK."""
