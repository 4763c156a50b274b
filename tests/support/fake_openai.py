"""A local stand-in for an OpenAI-compatible server, on 127.0.0.1, scripted per test.

Each request to /v1/chat/completions takes the next scripted reply: a chat completion with a
tool call, plain text, an HTTP error, a malformed body or a delay. Every request body is kept so
tests can check what the app sent. Tests run the real `openai` SDK against it; nothing leaves
the machine.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; bytes -> sent as they are
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    drip: float = 0.0  # seconds between bytes of the body (a server that is slow but alive)
    cut_after: int | None = None  # close the connection after this many bytes of the body
    hang_up: bool = False  # close the connection with no answer at all (a server that died on it)


def tool_call(arguments: Any, name: str = "propose_records") -> Reply:
    """A completion calling the function with these arguments (a dict, or raw text)."""
    text = arguments if isinstance(arguments, str) else json.dumps(arguments)
    message = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": name, "arguments": text}}]}
    return Reply(body=_completion(message, "tool_calls"))


def records(*items: dict, not_understood: str | None = None) -> Reply:
    arguments: dict[str, Any] = {"records": list(items)}
    if not_understood:
        arguments["not_understood"] = not_understood
    return tool_call(arguments)


def text(content: str, refusal: str | None = None) -> Reply:
    return Reply(body=_completion({"role": "assistant", "content": content, "refusal": refusal}, "stop"))


def error(status: int, message: str = "error", **headers: str) -> Reply:
    return Reply(status=status, body={"error": {"message": message, "type": "error", "code": None}},
                 headers=headers)


TRANSCRIPTS = Path(__file__).resolve().parents[1] / "transcripts"


def transcript(name: str) -> dict[str, Any]:
    """A recorded request and a real server's answer (tests/transcripts/, bench/record_transcripts.py)."""
    return json.loads((TRANSCRIPTS / f"{name}.json").read_text(encoding="utf-8"))


def replay(name: str) -> Reply:
    """A real server's answer, byte for byte as it was recorded."""
    recorded = transcript(name)
    if recorded["status"] is None:  # the server closed the connection without an answer
        return Reply(hang_up=True)
    return Reply(status=recorded["status"], body=recorded["response"])


def _completion(message: dict, finish: str) -> dict:
    return {"id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
            "model": "fake-model", "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}


class FakeOpenAI:
    def __init__(self):
        self.script: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                fake.requests.append(json.loads(self.rfile.read(length) or b"{}"))
                fake.headers.append({k.lower(): v for k, v in self.headers.items()})
                reply = fake.script.pop(0) if fake.script else error(500, "the test scripted no reply")
                self._send(reply)

            def do_GET(self):
                self._send(Reply(body={"object": "list", "data": [
                    {"id": "fake-model", "object": "model", "created": 0, "owned_by": "test"}]}))

            def _send(self, reply: Reply):
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.hang_up:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                body = reply.body if isinstance(reply.body, bytes) else json.dumps(reply.body).encode()
                try:
                    self.send_response(reply.status)
                    content_type = "application/json" if not isinstance(reply.body, bytes) else "text/plain"
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(body)))
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    if reply.cut_after is not None:
                        self.wfile.write(body[:reply.cut_after])
                        self.wfile.flush()
                        self.close_connection = True
                        self.connection.shutdown(2)
                    elif reply.drip:
                        for index in range(len(body)):
                            self.wfile.write(body[index:index + 1])
                            self.wfile.flush()
                            time.sleep(reply.drip)
                    else:
                        self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError, OSError):
                    pass  # the client gave up (a timeout test)

            def log_message(self, *_args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        # A short poll: shutdown() waits for it, once per test.
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02},
                                       daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *_exc):
        self.server.shutdown()
        self.server.server_close()
