"""The readings set 100 brought, applied to a question's raw text before set 98's (round98_words.py): a
retired officer's "Request …" and "… Report.", a hockey dad's and a Glaswegian's words to the listener
("bud", "eh", "hen"), the Glaswegian's spellings ("whit", "the noo", "fae"), and a Filipino manager's
Taglish ("magkano po ang benta natin kahapon"); money "we got for" goods is the takings."""

from __future__ import annotations

from app.questions.offline import got_for_goods, listener_tags, scots_words, taglish_words, telegraph_requests


def plain(question: str) -> str:
    text = scots_words.plain(listener_tags.plain(telegraph_requests.plain(question)))
    return got_for_goods.plain(taglish_words.plain(text))
