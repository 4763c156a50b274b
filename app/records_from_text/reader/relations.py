"""Who a customer is to someone, said before the name: "Mum's friend Eva Berg", "Gran's neighbour
Rosa Lindqvist", "my cousin Tom Lee". The relation says nothing about the record; the full name
after it (a first name and a surname, written with capitals) is the customer. Only before such a
name is it dropped: "Mum's friend, 2 lb pears" names nobody and is left for the reader to refuse."""

from __future__ import annotations

import re

_WHOSE = r"(?:my|our|(?:mum|mom|dad|gran|granny|grandma|grandad|grandpa|nan|nana)'s)"
_RELATION = (r"(?:friend|neighbou?r|cousin|mate|pal|colleague|sister|brother|aunt|auntie|uncle|niece|nephew"
             r"|godmother|godfather|teacher|doctor|dentist|landlady|landlord)")
_BEFORE_A_NAME = re.compile(rf"\b{_WHOSE}\s+(?:old\s+|best\s+|new\s+)?{_RELATION}\s*,?\s+"
                            r"(?=(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\b)", re.I)


def drop_relations(text: str) -> str:
    return _BEFORE_A_NAME.sub("", text)
