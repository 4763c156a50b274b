"""The readings set 98 brought, applied to a question's raw text before set 92's (round92_words.py): a
Singaporean's and a Hong Kong speaker's particles and request tags wherever a clause ends, a Welsh teen's
and a Brummie's tags to the listener ("innit", "mun", "bab") and a Brummie's words ("wik", "mek"), then a
worksheet's labels, instruction verbs and the form the figure is asked in, this year so far ("YTD"), the
topic said first with the question word where the answer goes ("pear price cut by how much"), a product's
suppliers named by it ("who is the banana supplier"), selling prices as "the prices we charge", a price's
change as what the fruit did ("before they went cheaper") or per kilo ("cut by how much per kg"), and
"our whale" (the biggest spender)."""

from __future__ import annotations

from app.questions.offline import (
    big_spender_words,
    brummie_words,
    change_per_kilo,
    charged_prices,
    clause_particles,
    passing_tags,
    price_moves_said,
    product_suppliers,
    topic_first,
    worksheet_frames,
    year_to_date,
)


def plain(question: str) -> str:
    text = brummie_words.plain(passing_tags.plain(clause_particles.plain(question)))
    text = change_per_kilo.plain(topic_first.plain(year_to_date.plain(worksheet_frames.plain(text))))
    text = price_moves_said.plain(charged_prices.plain(product_suppliers.plain(text)))
    return big_spender_words.plain(text)
