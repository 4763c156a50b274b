"""How each records set stands to the reader of bench/records_bench.py: unseen (only ever scored) or seen (its
failures looked at), with who wrote it and its first score. Kept apart from the bench's code: it grows
by a set or two each session."""

STANDING = {
    "test": "seen: written before the reader, failures looked at after its first score",
    "dev": "seen: the development set",
    "set3": "seen: written after the first version, its failures then looked at",
    "set4": "unseen: written after the reader was done, only ever scored",
    "set7": "seen: written 2026-12-01 by someone who never saw the reader; first scored unseen (precision 103/110 = "
            "93.6%, recall 99/147 = 67.3%, refused 54/55), its failures looked at after",
    "set8": "seen: written 2026-12-01 by someone who never saw the reader; first scored unseen (precision 101/104 = "
            "97.1%, recall 95/172 = 55.2%, refused 64/66), its failures looked at after",
    "set9": "seen: written 2026-12-01 by someone who never saw the reader; first scored unseen (precision 95/97 = "
            "97.9%, recall 90/149 = 60.4%, refused 56/56), its failures looked at after",
    "set10": "seen: written 2026-12-01 by someone who never saw the reader; first scored unseen (precision 82/92 = "
             "89.1%, recall 79/172 = 45.9%, refused 84/92), its failures looked at after",
    "set11": "seen (round): written 2026-12-01 by someone who never saw the reader; first scored unseen (precision "
             "81/83 = 97.6%, recall 75/191 = 39.3%, refused 82/82), then its wrong records looked at",
    "set13": "seen: written 2026-12-01 by someone who never saw the reader (market calls, till exports, a new "
             "assistant's self-corrections, bookkeeping jargon); first scored unseen (precision 43/46 = 93.5%, "
             "recall 41/177 = 23.2%, refused 76/76), its failures looked at after",
    "set15": "seen: written 2026-12-01 by someone who never saw the reader (rushed till staff, a second-language "
             "speaker, the owner's end-of-day recap, the back room); first scored unseen (precision 121/125 = 96.8%, "
             "recall 107/177 = 60.5%, refused 79/82), its failures looked at after",
    "set17": "seen: written 2026-12-01 by someone who never saw the reader (a Saturday kid, the retired owner, "
             "voice notes, end-of-shift checklists); first scored unseen after the set-15 round (precision 85/85 = "
             "100%, recall 82/172 = 47.7%, refused 85/85)",
    "set19": "seen: written 2026-12-01 by someone who never saw the reader (a part-time student, the night "
             "manager's e-mails, the delivery receiver, customer service); first scored unseen after the set-15 and "
             "set-17 rounds (precision 89/92 = 96.7%, recall 86/154 = 55.8%, refused 62/63), its failures looked at "
             "after",
    "set21": "seen (wrong records): written 2026-12-01 by someone who never saw the reader (the morning "
             "opener, a busy Saturday till, weekday regulars, the owner's notes); first scored unseen after the rounds "
             "on sets 15, 17 and 19 (precision 139/141 = 98.6%, recall 134/160 = 83.8%, refused 59/59); its wrong "
             "records looked at after (the price dropped beside a write-off fixed)",
    "set23": "seen: written 2026-12-01 by someone who never saw the reader (a phone typist between customers, "
             "the weekend market helper, the manager catching up on last week, the stock keeper); first scored unseen "
             "on the code after set 21's round (precision 146/154 = 94.8%, recall 131/166 = 78.9%, refused 65/66), "
             "its failures looked at after",
    "set25": "seen: written 2026-12-01 by someone who never saw the reader (second-language staff, a formal "
             "bookkeeper, the owner dictating to a phone, the weekday till regular); first scored unseen after the "
             "set-23 round (precision 145/147 = 98.6%, recall 139/177 = 78.5%, refused 71/71), its failures looked at "
             "after",
    "set27": "seen: written 2026-12-01 by someone who never saw the reader (the owner's WhatsApp messages, a "
             "relief manager, the supplier's driver, the Saturday kid); first scored unseen after the set-25 round "
             "(precision 153/154 = 99.4%, recall 142/189 = 75.1%, refused 80/80), its failures looked at after",
    "set29": "seen: written 2026-12-01 by someone who never saw the reader (the closing shift, the retired "
             "founder dictating, the invoice clerk, a student on the till); first scored unseen after the set-27 "
             "round (precision 129/130 = 99.2%, recall 126/186 = 67.7%, refused 85/86), its failures looked at after",
    "set31": "seen: written 2026-12-01 by someone who never saw the reader (an agency temp's first day, the "
             "bookkeeper typing paper till slips, the supplier's van driver, the owner's voice-to-text); "
             "first scored unseen after the set-29 round (precision 57/60 = 95.0%, recall 53/191 = 27.7%, "
             "refused 74/75), its failures looked at after",
    "set33": "seen: written 2026-12-01 by someone who never saw the reader (a rushed Saturday queue, an "
             "external stock auditor, the service desk, the owner's SMS shorthand); first scored "
             "unseen after the set-29 round (precision 117/125 = 93.6%, recall 96/184 = 52.2%, refused 72/74), "
             "its failures looked at after",
    "set35": "seen (round): written 2026-12-01 by someone who never saw the reader (the opener taking deliveries, a "
             "retired volunteer, rows pasted from a spreadsheet, a teenager texting from the till); first "
             "scored unseen after the set-31/33 round (precision 98/104 = 94.2%, recall 94/189 = 49.7%, refused 80/80),"
             " its failures looked at after",
    "set37": "seen (round): written 2026-12-01 by someone who never saw the reader (a weekend market stall, a quality "
             "check, the accountant's adjustments, an owner writing English as a second language); first "
             "scored unseen after the set-31/33 round (precision 121/123 = 98.4%, recall 102/181 = 56.4%, "
             "refused 83/83), its failures looked at after",
    "holdout": "seen: written before the old grammar; its returns ignore the shop's state",
    "set39": "seen: written 2026-12-01 by someone who never saw the reader (a caterer's assistant phoning "
             "in orders, the owner's father dictating by voice, a student writing lists, a formal bookkeeper); "
             "first scored unseen on 0995f61 (precision 114/116 = 98.3%, recall 110/184 = 59.8%, refused 78/78), "
             "its failures looked at after",
    "set41": "seen: written 2026-12-01 by someone who never saw the reader (the night-shift stocker in "
             "caps, a chatty owner, a trainee reading a receipt, the till helper in pounds and ounces); first "
             "scored unseen on 0995f61 (precision 98/99 = 99.0%, recall 97/185 = 52.4%, refused 78/78), its "
             "failures looked at after",
    "set43": "seen: written 2026-12-01 by someone who never saw the reader (a co-op volunteer with "
             "autocorrect slips, a retired teacher writing amounts in words, a manager forwarding quoted "
             "messages, a driver's end-of-day summary); first scored unseen after the set-39/41 round "
             "(precision 75/75 = 100%, recall 70/184 = 38.0%, refused 82/82), its failures looked at after",
    "set45": "seen: written 2026-12-01 by someone who never saw the reader (Slack-style messages, the "
             "owner who leads with the customer, a stocktaker's table lines, a helper correcting herself); "
             "first scored unseen after the set-39/41 round (precision 101/105 = 96.2%, recall 94/185 = "
             "50.8%, refused 75/77), its failures looked at after",
    "set47": "seen: written 2026-12-01 by someone who never saw the reader (an apprentice's run-on lines, "
             "an owner giving totals, a part-timer describing customers, an evening closer with times); first "
             "scored unseen on the code after every round of the day (precision 138/142 = 97.2%, recall "
             "108/185 = 58.4%, refused 80/81), its failures looked at after",
    "set49": "seen: written 2026-12-01 by someone who never saw the reader (a market trader saying numbers "
             "first, a supplier's delivery note copied in, a polite partner, a teenager's abbreviations); first "
             "scored unseen on the code after every round of the day (precision 107/108 = 99.1%, recall "
             "103/187 = 55.1%, refused 79/79), its failures looked at after",
    "set51": "seen: written 2026-12-01 by someone who never saw the reader (the owner's e-mails with "
             "greetings and sign-offs, bullet lists of mixed records, German and Spanish speakers' English, a diary "
             "in the first person); first scored unseen on cfb1020 (precision 142/147 = 96.6%, recall 100/180 = "
             "55.6%, refused 88/88), its failures looked at after",
    "set53": "seen: written 2026-12-01 by someone who never saw the reader (voice notes with fillers and "
             "restarts, a manager's terse commands, stock-room clipboard shorthand, amounts and money in words); "
             "first scored unseen on cfb1020 (precision 154/154 = 100%, recall 148/190 = 77.9%, refused 72/72), "
             "its failures looked at after",
    "set55": "seen: written 2026-12-01 by someone who never saw the reader (an end-of-day summary in prose, "
             "a manager copying a paper notebook, the service desk, a wordy newcomer); "
             "first scored unseen on the code after the set-51/53 round "
             "(precision 121/121 = 100%, recall 87/186 = 46.8%, refused 80/80), its failures looked at after",
    "set57": "seen: written 2026-12-01 by someone who never saw the reader (British and Australian slang, rows "
             "pasted from a spreadsheet, a bookkeeper back-dating, a trainee asking back); "
             "first scored unseen on the code after the set-51/53 round "
             "(precision 90/92 = 97.8%, recall 87/187 = 46.5%, refused 80/82), its failures looked at after",
    "set59": "seen: written 2026-12-01 by someone who never saw the reader (a Saturday helper quoting "
             "customers, supplier calls, a careful stock counter, thumb-typed phone messages); "
             "first scored unseen on the code after the set-51/53 round "
             "(precision 127/128 = 99.2%, recall 121/179 = 67.6%, refused 87/87), its failures looked at after",
    "set61": "seen: written 2026-12-01 by someone who never saw the reader (a retired owner's formal letters, "
             "a market stall's cash talk, mixed batches, corrections inline); "
             "first scored unseen on the code after the set-51/53 round "
             "(precision 146/148 = 98.6%, recall 75/183 = 41.0%, refused 81/82), its failures looked at after",
    "set63": "seen: written 2026-12-02 by someone who never saw the reader (an autocorrect victim, sticky notes, "
             "a manager telling what staff did, regional English); first scored unseen on 02f9ae3 (precision "
             "85/86 = 98.8%, recall 80/177 = 45.2%, refused 83/84), its failures looked at after",
    "set65": "seen: written 2026-12-02 by someone who never saw the reader (a log with times of day, an "
             "assistant quoting customers, a clerk with receipt numbers, a hesitant newcomer); first scored unseen "
             "on 02f9ae3 (precision 102/103 = 99.0%, recall 97/177 = 54.8%, refused 86/87), its failures looked at "
             "after",
    "set67": "seen: written 2026-12-02 by someone who never saw the reader (the owner's voice-to-text on the "
             "bus, a checklist keeper, a polite pensioner helping out, a busy Saturday); first scored unseen on the "
             "code after every round of 2026-12-02 (precision 160/162 = 98.8%, recall 86/178 = 48.3%, refused 83/84), "
             "its failures looked at after",
    "set69": "seen: written 2026-12-07 by someone who never saw the reader (a market stall's shorthand, a clerk "
             "copying receipts and invoices, the owner's teenager on a Saturday, the owner correcting as they "
             "type); first scored unseen on e949a26 (precision 83/83 = 100%, recall 63/178 = 35.4%, refused "
             "82/82), its failures looked at after",
    "set71": "seen (round): written 2026-12-07 by someone who never saw the reader (a night-shift recap, "
             "a driver's handover at the back door, a formal bookkeeper, a chatty helper); committed unscored, first "
             "scored unseen on the session's final code (precision 157/159 = 98.7%, recall 113/184 = 61.4%, refused "
             "80/80), then its wrong records looked at",
    "set73": "seen: written 2026-12-07 by someone who never saw the reader (a Dutch greengrocer, a staff group chat, "
             "a weekend student, a market-trader uncle); committed unscored, first scored unseen on 47e6e7f (precision "
             "78/79 = 98.7%, recall 56/184 = 30.4%, refused 76/76), its failures looked at after",
    "set75": "seen: written 2026-12-07 by someone who never saw the reader (a florist's long polite sentences, a "
             "baker's 5 am notes, a Spanish-English helper, receipts with VAT); committed unscored, first scored "
             "unseen on the session's final code, b89c8a8 (precision 76/76 = 100%, recall 47/180 = 26.1%, refused "
             "76/76), its failures looked at after",
    "set77": "seen: written 2026-12-07 by someone who never saw the reader (an Indian-English cousin helping out, "
             "an ex-army storeman's field reports, a teenager on work experience with hashtags, the owner's spouse's "
             "end-of-day paragraphs); committed unscored, first scored unseen on f10e792 (precision "
             "104/110 = 94.5%, recall 66/172 = 38.4%, refused 77/78), its failures looked at after",
    "set79": "seen (round): written 2026-12-07 by someone who never saw the reader (a Scottish Saturday lad, a"
             " former waiter writing it like orders, a meticulous retiree's numbered lists, a parent typing between "
             "interruptions); committed unscored, first scored unseen on the session's final code, f858669 (precision "
             "95/96 = 99.0%, recall 71/172 = 41.3%, refused 83/83), then its wrong record looked at",
    "set81": "seen (round): written 2026-12-07 by someone who never saw the reader (an Australian relief worker, a "
             "grandchild typing what Gran dictates, a nephew commentating like a football match, a chef from next "
             "door in kitchen slang); "
             "committed unscored, first scored unseen on 695e4d9 (precision 137/140 = 97.9%, recall 109/179 = 60.9%, "
             "refused 80/81)",
    "set83": "seen (round): written 2026-12-07 by someone who never saw the reader (an Irish market trader, a "
             "texting student with no vowels, a semi-retired accountant's journal entries, an American exchange "
             "worker); committed unscored, first scored unseen on 0e4237b (precision 139/140 = 99.3%, recall "
             "97/175 = 55.4%, refused 84/84)",
    "set85": "seen (round): written 2026-12-07 by someone who never saw the reader (a Yorkshire market porter, a "
             "Nigerian-English aunt, a German au pair translating word for word, a programmer writing key=value "
             "notes); committed unscored, first scored unseen on 6d0d751 (precision 112/113 = 99.1%, recall "
             "103/173 = 59.5%, refused 78/79)",
    "set87": "seen (round): written 2026-12-07 by someone who never saw the reader (a Jamaican patois counter hand, a "
             "solicitor dictating memos, a South African shop assistant, a delivery driver typing at red lights); "
             "committed unscored, first scored unseen on 6d0d751 (precision 116/120 = 96.7%, recall 112/180 = "
             "62.2%, refused 81/82)",
    "set89": "seen (round): written 2026-12-07 by someone who never saw the reader (a Geordie bus driver "
             "covering a shift, a retired nurse writing ward notes, a Polish-born assistant, an emoji-heavy texter); "
             "committed unscored, first scored unseen on 3586b33 (precision 105/106 = 99.1%, recall 101/173 = 58.4%, "
             "refused 83/83), then its wrong record looked at",
    "set91": "seen (round): written 2026-12-07 by someone who never saw the reader (a Cockney barrow boy in rhyming "
             "slang, a Singlish-speaking helper, an engineer writing SI units and ISO dates, a dyslexic helper "
             "spelling by sound); committed unscored, first scored unseen on c7f973b (precision 109/116 = 94.0%, "
             "recall 105/179 = 58.7%, refused 78/79)",
    "set93": "seen (round): written 2026-12-07 by someone who never saw the reader (a Scouse lad, a Quebec helper "
             "writing franglais, a retired sea captain keeping a ship's log, a pharmacist writing like "
             "prescriptions); committed unscored, first scored unseen on c7f973b (precision 62/63 = 98.4%, recall "
             "60/180 = 33.3%, refused 79/80)",
    "set95": "seen (round): written 2026-12-07 by someone who never saw the reader (a screen-reader user dictating "
             "punctuation, a Kenyan-English assistant, a very formal butler-like assistant, a New Zealand "
             "backpacker); committed unscored, first scored unseen on a79d00a, after the thirteenth session's "
             "rounds (precision 128/128 = 100.0%, recall 121/170 = 71.2%, refused 76/76)",
    "set97": "seen (round): written 2026-12-08 by someone who never saw the reader (a shorthand secretary, a Somerset "
             "cider farmer's son, a Filipino helper writing Taglish, a Canadian hockey dad); committed unscored, first "
             "scored unseen on ec9ee81, the thirteenth session's final code (precision 97/99 = 98.0%, recall 90/190 = "
             "47.4%, refused 78/78)",
    "set99": "seen (round): written 2026-12-08 by someone who never saw the reader (a Glaswegian grandmother, a "
             "Malaysian helper writing Manglish, a Ghanaian-English assistant, a retired RAF officer in telegraphese); "
             "committed "
             "unscored, first scored unseen on ec9ee81, the thirteenth session's final code (precision 108/109 = "
             "99.1%, recall 102/187 = 54.5%, refused 82/82), and on d95ef42, after the fourteenth session's rounds "
             "(the same: 108/109 = 99.1%, 102/187 = 54.5%, 82/82)",
}
