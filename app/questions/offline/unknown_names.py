"""A person's name the shop does not know ("what did Nina Park buy?"): said as such, not as a question
about who bought ("bought by whom?") or as two words not understood. Two or more capitalised words in
a row, none of them a word the parser reads nor a name it placed, are taken as a name."""

from __future__ import annotations

from app.questions.offline.words import CannotAnswer, Words


def check(words: Words, vocabulary: set[str]) -> None:
    run: list[str] = []
    for index, (token, used) in enumerate([*zip(words.tokens, words.used), (None, True)]):
        if token is not None and not used and index > 0 and token.kind == "word" and token.text[:1].isupper() \
                and token.text[1:2].islower() and token.low not in vocabulary:
            run.append(token.text)
            continue
        if len(run) >= 2:
            raise CannotAnswer(f"The shop has no customer or supplier called “{' '.join(run)}”.", tuple(run))
        run = []
