from app.entrypoints.cli.main import main

raise SystemExit(main())
