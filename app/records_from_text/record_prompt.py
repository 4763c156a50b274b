"""What the language model is told when it turns text into records: the record kinds as a
function schema generated from the pydantic models, today's and the ledger's latest date, the
names the shop knows (bounded, so the prompt does not grow with the ledger) and few-shot
examples from resources/prompts/. No SDK here: app/model_translator.py sends it."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter

from app.records_from_text.drafts import TranslationContext
from app.resources import resource
from domain.records import Record

TOOL_NAME = "propose_records"
MAX_NAMES = 200  # of each kind of name; the most recent first


@lru_cache(maxsize=1)
def tool() -> dict[str, Any]:
    schema = TypeAdapter(list[Record]).json_schema()
    parameters = {
        "type": "object",
        "properties": {
            "records": {"type": "array", "items": schema["items"],
                        "description": "every record the text describes, in order; [] if none"},
            "not_understood": {"type": "string",
                               "description": "when there are no records: why, in a few words"},
        },
        "required": ["records"],
        "$defs": schema["$defs"],
    }
    return {"type": "function", "function": {
        "name": TOOL_NAME, "description": "Propose the records the staff's text describes.",
        "parameters": parameters}}


def messages(text: str, context: TranslationContext) -> list[dict[str, Any]]:
    known = context.known
    products = [f"{name} ({p['unit']}, sells at {p['selling_price']})" if p.get("selling_price") is not None
                else f"{name} ({p['unit']})" for name, p in list(known.products.items())[:MAX_NAMES]]
    facts = [
        f"Today is {context.today.isoformat()} ({context.today.strftime('%A')}).",
        f"The ledger's latest business date is {context.latest_date or 'none yet'}.",
        "Known products: " + (", ".join(products) or "none yet") + ".",
        "Known customers: " + (", ".join(c["name"] for c in known.customers[-MAX_NAMES:]) or "none yet") + ".",
        "Known suppliers: " + (", ".join(s["name"] for s in known.suppliers[-MAX_NAMES:]) or "none yet") + ".",
    ]
    system = "\n\n".join([_system_text(), "\n".join(facts), "Examples:\n" + _examples()])
    return [{"role": "system", "content": system},
            {"role": "user", "content": f"<record_text>\n{text}\n</record_text>"}]


@lru_cache(maxsize=1)
def _system_text() -> str:
    return resource("prompts", "record_system.txt").read_text(encoding="utf-8").strip()


@lru_cache(maxsize=1)
def _examples() -> str:
    lines = []
    for line in resource("prompts", "record_examples.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            example = json.loads(line)
            answer = {"records": example["records"]}
            if example.get("not_understood"):
                answer["not_understood"] = example["not_understood"]
            lines.append(f"(today {example['today']}) {example['text']}\n-> {json.dumps(answer, ensure_ascii=False)}")
    return "\n".join(lines)
