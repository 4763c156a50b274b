"""The frozen app's entry point: the desktop window, or the CLI when the first argument is `cli`
(`chatledger cli sql "SELECT …"`), so one bundle carries both."""

import sys

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "cli":
        from app.entrypoints.cli.main import main as cli_main

        raise SystemExit(cli_main(sys.argv[2:]))
    from ui.app import main

    raise SystemExit(main(sys.argv[1:]))
