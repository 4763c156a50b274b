"""Record a real server's answers to the requests ChatLedger sends, as JSON files the fake
server replays in the normal suite (tests/transcripts/): real wire formats without the server.

    bench/local_model.sh start
    .venv/bin/python -m bench.record_transcripts --base-url http://127.0.0.1:8765/v1 --model smollm2

Each file: {"server", "recorded", "request", "status", "response"}. Requests are built by the
app's own code (the record prompt, the question functions, model_protocol's JSON conversation).
`schema_with_length_limits` (named, only when asked for) sends the record schema as it was
before issue 18, with maxLength on strings: llama.cpp's grammar compiler aborts and the server
process dies, so the answer is a closed connection (status null); restart the server after it.
"""

from __future__ import annotations

import argparse
import datetime as dt
import http.client
import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from app.adapters.model_protocol import as_json_conversation, portable_tools
from app.questions import prompt
from app.records_from_text import record_prompt
from app.records_from_text.drafts import TranslationContext

OUT = Path(__file__).resolve().parents[1] / "tests" / "transcripts" / "llamacpp"
TEXT = "Sold 3 kg apples to Bob Smith on 2024-02-20"
QUESTION = [{"role": "system", "content": "You answer questions about a shop's SQLite database. Tables: "
                                          "sales(sale_date TEXT, customer TEXT, total_price REAL). Call run_sql, "
                                          "then answer."},
            {"role": "user", "content": "What was the total revenue?"}]


def requests(model: str) -> dict[str, dict[str, Any]]:
    messages = record_prompt.messages(TEXT, TranslationContext(today=dt.date(2024, 2, 21)))
    records_tool = portable_tools([record_prompt.tool()])
    named = {"type": "function", "function": {"name": record_prompt.TOOL_NAME}}
    return {
        "records_named_function": {"model": model, "messages": messages, "tools": records_tool,
                                   "tool_choice": named, "temperature": 0},
        "records_json_object": {"model": model, "temperature": 0, "response_format": {"type": "json_object"},
                                "messages": as_json_conversation(messages, records_tool, record_prompt.TOOL_NAME)},
        "question_tools_auto": {"model": model, "messages": QUESTION, "tools": portable_tools(prompt.TOOLS),
                                "tool_choice": "auto", "temperature": 0, "max_tokens": 200},
        "question_required_refused": {"model": model, "messages": QUESTION, "tools": portable_tools(prompt.TOOLS),
                                      "tool_choice": "required", "temperature": 0},
        # what the app sent before: an assistant tool call with content null (500, validation errors)
        "assistant_null_content_refused": {"model": model, "temperature": 0, "max_tokens": 20, "messages": [
            *QUESTION, {"role": "assistant", "content": None, "tool_calls": [{"id": "call_1", "type": "function",
                        "function": {"name": "run_sql", "arguments": '{"purpose": "p", "sql": "SELECT 1"}'}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": '{"step": 1, "columns": ["1"], "rows": [[1]]}'}]},
    }


def killer(model: str) -> dict[str, Any]:
    messages = record_prompt.messages(TEXT, TranslationContext(today=dt.date(2024, 2, 21)))
    return {"model": model, "messages": messages, "tools": [record_prompt.tool()], "temperature": 0,
            "tool_choice": {"type": "function", "function": {"name": record_prompt.TOOL_NAME}}}


def send(base_url: str, body: dict[str, Any]) -> tuple[int | None, Any]:
    request = urllib.request.Request(f"{base_url.rstrip('/')}/chat/completions", json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=600) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")
    except (ConnectionError, http.client.RemoteDisconnected) as e:  # the server died on it
        return None, {"closed": f"{type(e).__name__}: {e}"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", default="http://127.0.0.1:8765/v1")
    parser.add_argument("--model", default="smollm2")
    parser.add_argument("names", nargs="*", help="only these (default: all)")
    parser.add_argument("--server", default="llama-cpp-python 0.3.36, --chat_format chatml-function-calling, "
                                            "SmolLM2-135M-Instruct Q4_1")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    chosen = requests(args.model)
    if "schema_with_length_limits" in args.names:
        chosen["schema_with_length_limits"] = killer(args.model)
    for name, body in chosen.items():
        if args.names and name not in args.names:
            continue
        status, response = send(args.base_url, body)
        (OUT / f"{name}.json").write_text(json.dumps(
            {"server": args.server, "recorded": dt.date.today().isoformat(), "request": body,
             "status": status, "response": response}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{name}: {status}")


if __name__ == "__main__":
    main()
