"""The readings sets 40 and 42 brought, in the order they are applied to a question's raw text, before
any other: database words said in words (set 70), a worried owner's feelings and a voice assistant's call
taken out (sets 64, 66), text speak, an unsure owner's asides about themself (sets 56, 58), hedges on the
answer (set 58), polite request frames (set 54) and apologies taken out first (so what they wrap is read),
then how a table's weeks are keyed, weekday ranges written out, a bound said again, and a stock around a
delivery. Set 76's outsiders come right after the asides: an opening said in confidence or in a hurry, a
supplier's rep's words for the shop's buying, profit as what is left once the fruit is paid for, the shop's
doings and its takings in everyday words. Set 84's parent, rep, consultant and gamer follow the
asides. Set 78 brought a topic heading before the question, a
loan officer's, the ordering spouse's and a business mentor's words. Set 88 brought a crossword clue's
framing, a podcast host's patter and a Welsh farmer's wife's terms of address, taken out before all others,
and a health inspector's formal words for stock and deliveries."""

from __future__ import annotations

from app.questions.offline import (
    accountant_terms,
    analyst_words,
    answer_hedges,
    asker_asides,
    asker_feelings,
    bought_off_us,
    broadcast_asides,
    closing_levels,
    comparisons_said,
    counter_talk,
    courtesy,
    crossword_clues,
    day_ranges,
    days_restated,
    days_said_again,
    elided_ordinals,
    emphasis_words,
    ends_said_again,
    examples_said,
    figure_wanted,
    follow_ups,
    gamer_words,
    greengrocer_words,
    inspector_terms,
    kilos_asked_how,
    lead_ins,
    lean_words,
    lender_words,
    mentor_words,
    net_said,
    none_sold,
    parent_words,
    passive_agents,
    polite_frames,
    price_now,
    profit_said,
    rep_words,
    restarts,
    returns_taken_off,
    round86_words,
    round92_words,
    round94_words,
    round96_words,
    round98_words,
    round100_words,
    sales_counted,
    selling_for,
    sheet_terms,
    shop_side_words,
    spouse_words,
    sql_words,
    stock_moments,
    supplier_side,
    takings_words,
    terms_of_address,
    terse_forms,
    text_speak,
    topic_labels,
    trade_terms,
    voice_words,
    week_keys,
    who_it_is_for,
    yes_no_checks,
)


def plain(question: str) -> str:
    # a worried owner's sentences around the question (set 64), "hey ledger …" (set 66); then
    # "roughly", "give or take": a hedge on the answer, out once the asker's asides around it are (set 58)
    # "count(*) from sales where …" in words first (set 70): its quotes and signs read before any other rule
    # set 86's dialects and registers first: a Yorkshire porter's dropped letters written out before a word is read;
    # then a crossword clue's place and letters, a podcast's segments, "cariad", "mun", "is it?" (set 88)
    # a price "now, after we put them up" first, before set 86's "now, after the cut" is read past (set 88)
    # set 92's first (a call sign, the phonetic alphabet), set 94's after set 86's, set 96's after set 94's;
    # set 98's particles first of all, so every other rule reads the clause without them
    # set 100's first: a telegram's "Request …", a tag to the listener, a Glaswegian's spellings
    text = round98_words.plain(round100_words.plain(question))
    text = round94_words.plain(round86_words.plain(price_now.plain(round92_words.plain(text))))
    text = round96_words.plain(text)
    text = kilos_asked_how.plain(text)  # "by week to date", "kilos … were there", "apples in a kilo" (set 96)
    text = terms_of_address.plain(broadcast_asides.plain(crossword_clues.plain(text)))
    text = inspector_terms.plain(restarts.plain(text))  # "product lines", "held on the premises" (set 88)
    text = figure_wanted.plain(bought_off_us.plain(text))  # "off us", "charge us"; "to two places" (set 88)
    text = sales_counted.plain(text)  # "two on one day counts as two", beside a count of sales (set 88)
    # "this week, Monday on", "the opening weekend, the 3rd and 4th"; "not sold a single kilo of yet" (set 88)
    text = none_sold.plain(days_said_again.plain(text))
    text = asker_asides.plain(text_speak.plain(voice_words.plain(asker_feelings.plain(
        analyst_words.plain(sql_words.plain(text))))))
    # a parent's, a rival's rep's, a consultant's and a gamer's words for what is read (set 84)
    text = gamer_words.plain(lean_words.plain(rep_words.plain(parent_words.plain(text))))
    # "between you and me, …", "for my project, …"; then the shop's doings in an outsider's words (set 76)
    text = takings_words.plain(counter_talk.plain(profit_said.plain(supplier_side.plain(lead_ins.plain(text)))))
    text = examples_said.plain(who_it_is_for.plain(text))  # "…, for the bank pack: …"; "Mondays, Tuesdays and so on"
    text = lender_words.plain(topic_labels.plain(text))  # "Frequency next: …"; "for our file:", "prior to" (set 78)
    text = mentor_words.plain(spouse_words.plain(text))  # "the grapes have brought in"; "sales by count" (set 78)
    text = greengrocer_words.plain(text)  # paid "for stock", "held at close", "fetching", the till (set 80)
    text = sheet_terms.plain(answer_hedges.plain(text))  # "where date >= …", "customer = …" (set 64)
    text = shop_side_words.plain(text)  # kilos "taken in", "your spend", "kilos per day over …" (sets 64, 66)
    text = trade_terms.plain(text)  # "by SKU", "per line", "the last drop from …", "tickets" (set 82)
    text = terse_forms.plain(courtesy.plain(polite_frames.plain(text)))
    text = accountant_terms.plain(text)  # "revenue recognised", "on Zoe Davis's account" (set 56)
    # "with his return taken off": net of returns, as always; "which single day": which day (set 58)
    text = comparisons_said.plain(emphasis_words.plain(returns_taken_off.plain(text)))
    text = selling_for.plain(days_restated.plain(text))  # a kilo "sold at": its price
    # "is cherry stock above 40 kg? what is it": the stock; "any returns this week? how many": those (set 52)
    text = net_said.plain(follow_ups.plain(yes_no_checks.plain(text)))
    text = passive_agents.plain(week_keys.plain(elided_ordinals.plain(text)))  # "returned by customers" (set 48)
    # kilos at a day's close with nothing moved: the stock (set 50)
    return closing_levels.plain(stock_moments.plain(ends_said_again.plain(day_ranges.plain(text))))
