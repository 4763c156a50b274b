#!/usr/bin/env bash
# Smoke test of the built one-folder app (make package; CI): the window opens the demo shop
# offscreen and quits cleanly, and the bundled CLI reaches its PostgreSQL code (psycopg bundled).
set -euo pipefail
app="${1:-dist/chatledger/chatledger}"
shop="$(mktemp -d)"
trap 'rm -rf "$shop"' EXIT

out="$(QT_QPA_PLATFORM=offscreen "$app" --smoke-test --data-dir "$shop/gui")"
echo "$out"
grep -q "“ChatLedger — Fruit Shop (demo) — today is Thu 29 Feb 2024” open with 94 events" <<<"$out" \
  || { echo "smoke test: the packaged app did not open the demo shop" >&2; exit 1; }

"$app" cli --data-dir "$shop/cli" demo
"$app" cli --data-dir "$shop/cli" sql "SELECT COUNT(*) AS sales FROM sales"
# A server that is not there: one clear sentence (exit 1), not a missing-module traceback.
if err="$("$app" cli --database postgresql://postgres@127.0.0.1:1/none history 2>&1)"; then
  echo "smoke test: an unreachable PostgreSQL server was not reported" >&2; exit 1
fi
grep -q "Cannot open the shop on PostgreSQL 127.0.0.1:1/none" <<<"$err" \
  || { echo "smoke test: unexpected PostgreSQL error: $err" >&2; exit 1; }
echo "smoke test passed"
