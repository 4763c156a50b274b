"""`chatledger config set/get`: the model endpoint, and the API key into the OS keyring."""

from __future__ import annotations

import argparse
import getpass
import sys

from app.config import keys
from app.config.model import model_settings
from app.entrypoints.cli.args import EXIT_OK, EXIT_USAGE


def add_parser(commands, common: argparse.ArgumentParser) -> None:
    listed = "; ".join(f"{k}: {what}" for k, (_, what) in keys.KEYS.items())
    p = commands.add_parser("config", parents=[common], help="show or change the model settings",
                            description=f"Settings: {listed}.")
    p.add_argument("action", choices=["get", "set", "test"], help="test: try the configured endpoint")
    p.add_argument("key", nargs="?", choices=list(keys.KEYS), metavar="KEY")
    p.add_argument("value", nargs="?", help="for model.api_key leave it out: it is asked for, unseen")


def config(_ledger, args: argparse.Namespace) -> int:
    if args.action == "test":
        settings = model_settings()
        if settings is None:
            print("No model is configured (set model.base_url and model.name); the offline grammar is used.")
            return EXIT_OK
        from app.services import Services

        print(Services.test_connection(settings.base_url, settings.model, settings.api_key, settings.timeout))
        return EXIT_OK
    if args.key is None:
        print(f"error: name the setting to {args.action}", file=sys.stderr)
        return EXIT_USAGE
    if args.action == "get":
        print(keys.get_value(args.key))
        return EXIT_OK
    value = args.value
    if value is None:
        if args.key != "model.api_key":
            print(f"error: give a value for {args.key}", file=sys.stderr)
            return EXIT_USAGE
        # Typed unseen (or piped in), so it stays out of shell history and `ps`.
        value = getpass.getpass("API key: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    keys.set_value(args.key, value)
    print(f"{args.key} is set." if args.key == "model.api_key" else f"{args.key} = {value}")
    return EXIT_OK
