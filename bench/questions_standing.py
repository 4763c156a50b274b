"""How each questions set stands to the reader of bench/asking_bench.py: unseen (only ever scored) or seen (its
failures looked at), with who wrote it and its first score. Kept apart from the bench's code: it grows
by a set or two each session."""

STANDING = {
    "test": "seen: written before the parser; scored, its failures looked at after",
    "dev": "seen: the development set",
    "set3": "seen: written before the parser by someone who never saw it; first scored unseen (161/226 right, "
            "3 wrong), its failures looked at after",
    "set5": "seen: written after the parser by someone who never saw it; first scored unseen (104/150 right, "
            "2 wrong), its failures looked at after",
    "set6": "seen: written after the parser by someone who never saw it, in three writers' styles (terse, "
            "chatty, bookkeeping); first scored unseen (68/150 right, 5 wrong), its failures looked at after",
    "set7": "seen: written 2026-12-01 by someone who never saw the parser; first scored unseen (97/156 right, "
            "6 wrong, refusals 19/19), its failures looked at after",
    "set8": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser; first scored unseen "
            "(107/173 right, 5 wrong), after the set-6 round 125/173 right, 5 wrong; then its wrong answers looked at",
    "set9": "seen: written 2026-12-01 by someone who never saw the parser; first scored unseen (98/195 right, 5 "
            "wrong, all five from asking on a shop that already held later records; 103/195 right, 0 wrong once each "
            "question is asked of the shop as it stood on its day), its failures looked at after",
    "set12": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser; first scored unseen "
             "(116/181 right, 3 wrong, refusals 17/18); then its wrong answers looked at",
    "set14": "seen: written 2026-12-01 by someone who never saw the parser (accountant, new assistant manager, "
             "owner on the phone); first scored unseen (99/176 right, 4 wrong, refusals 21/21), its failures "
             "looked at after",
    "set16": "seen: written 2026-12-01 by someone who never saw the parser (shift supervisor, business partner, "
             "customer relations, a manager with English as a second language); first scored unseen (83/208 right, "
             "5 wrong, refusals 24/24), its failures looked at after",
    "set18": "seen: written 2026-12-01 by someone who never saw the parser (a bank's loan officer, someone buying "
             "the shop, the owner texting, the owner's curious child); first scored unseen after the set-16 round "
             "(100/180 right, 3 wrong, refusals 24/24), its failures looked at after",
    "set20": "seen: written 2026-12-01 by someone who never saw the parser (the owner on a Monday "
             "morning, a stock planner, a pricing manager, the owner answering the accountant); first scored unseen "
             "after the set-16 and set-18 rounds (103/153 right, 3 wrong, refusals 20/20), its failures looked "
             "at after",
    "set22": "unseen: written 2026-12-01 by someone who never saw the parser (the owner at the end of the day, a "
             "new partner, the till supervisor, the bookkeeper); first scored unseen after the rounds on sets 16, 18 "
             "and 20 (105/128 right = 82% answered, 0 wrong, refusals 16/16)",
    "set24": "seen: written 2026-12-01 by someone who never saw the parser (the accountant at month end, the "
             "owner texting from home, an investor, the stock manager); first scored unseen on the code after set 20's "
             "round (121/151 right, 1 wrong, refusals 19/19), its failures looked at after",
    "set26": "seen: written 2026-12-01 by someone who never saw the parser (a new assistant manager, the "
             "owner's spouse on Saturdays, an auditor, a friend thinking about marketing); first scored unseen after "
             "set 24's round (122/151 right = 81% answered, 0 wrong, refusals 20/20), its failures looked at after",
    "set28": "seen: written 2026-12-01 by someone who never saw the parser (a bank manager, the owner late at "
             "night, the buyer, customer care); first scored unseen after the set-26 round (121/148 right, "
             "2 wrong, refusals 20/20), its failures looked at after",
    "set30": "seen: written 2026-12-01 by someone who never saw the parser (a prospective buyer of the shop, "
             "a part-time student, the head of produce, someone planning a loyalty card); first scored unseen "
             "after the set-28 round (119/149 answered, 117 right, 2 wrong, refusals 20/20), its failures looked "
             "at after",
    "set32": "seen: written 2026-12-01 by someone who never saw the parser (a tax accountant, the owner's "
             "daughter taking over, a supplier's rep, the shift lead); first scored unseen after the set-30 round "
             "(150/173 answered, 147 right, 3 wrong, refusals 23/23), its failures looked at after",
    "set34": "seen: written 2026-12-01 by someone who never saw the parser (a data intern, an area manager "
             "comparing periods, the end-of-day cash-up, the owner asking by voice); first scored unseen "
             "after the set-30 round (114/154 answered = 74%, 114 right, 0 wrong, refusals 24/24), its failures "
             "looked at after",
    "set36": "seen: written 2026-12-01 by someone who never saw the parser (a bank's loan officer, the weekend "
             "manager, a curious regular who helps out, the inventory clerk); first scored unseen after the "
             "set-32/34 round (118/159 answered = 74%, 116 right, 2 wrong, refusals 24/24), its failures "
             "looked at after",
    "set38": "seen: written 2026-12-01 by someone who never saw the parser (a franchise auditor, the owner "
             "texting from holiday, a new cashier, someone planning next month's orders); first scored unseen "
             "after the set-32/34 round (96/168 answered = 57%, 96 right, 0 wrong, refusals 24/24), its failures "
             "looked at after",
    "set40": "seen: written 2026-12-01 by someone who never saw the parser (a tax adviser, a marketing "
             "intern, the produce buyer, the owner's business partner in shorthand); first scored unseen on "
             "0995f61 (answered 123/177 = 69%, 120 right, 3 wrong; refusals kept 21/23), its failures looked "
             "at after",
    "set42": "seen: written 2026-12-01 by someone who never saw the parser (the owner dictating while "
             "driving, a spreadsheet-minded assistant manager, a nervous new supervisor, a supplier's rep); "
             "first scored unseen on 0995f61 (answered 94/174 = 54%, 91 right, 3 wrong; refusals kept 23/24), "
             "its failures looked at after",
    "set44": "seen: written 2026-12-01 by someone who never saw the parser (an accountant closing the "
             "month, the social-media person, a stock controller, the owner asking in fragments), first "
             "scored unseen after the set-40/42 round (answered 123/173 = 71%, 119 right, 4 wrong; refusals "
             "kept 25/25), its failures looked at after",
    "set46": "seen: written 2026-12-01 by someone who never saw the parser (an investor, a cashier at the "
             "end of a shift, a bookkeeper in accounting words, customer relations asking about one customer), "
             "first scored unseen after the set-40/42 round (answered 116/169 = 69%, 115 right, 1 wrong; "
             "refusals kept 25/25), its failures looked at after",
    "set48": "seen: written 2026-12-01 by someone who never saw the parser (the owner before a bank "
             "meeting, a new part-timer at the till, an accountant checking refunds, a friend comparing fruit); "
             "first scored unseen on the code after every round of the day (answered 110/170 = 65%, 107 right, "
             "3 wrong; refusals kept 23/24), its failures looked at after",
    "set50": "seen: written 2026-12-01 by someone who never saw the parser (a regional manager, a stock "
             "clerk, customer loyalty asking about named customers, the owner typing fast in lower case); first "
             "scored unseen on the code after every round of the day (answered 147/180 = 82%, 145 right, 2 wrong; "
             "refusals kept 24/24), its failures looked at after",
    "set52": "seen: written 2026-12-01 by someone who never saw the parser (yes-or-no checks answered "
             "with the figure, an accountant's shares and rates, a till worker's short questions, a franchise "
             "owner's fortnights and halves of the month); first scored unseen on cfb1020 (answered 104/190 = 55%, "
             "101 right, 3 wrong; refusals kept 26/26), its failures looked at after",
    "set54": "seen: written 2026-12-01 by someone who never saw the parser (a polite manager's long "
             "questions, relative periods like the past fortnight, supplier relations, a data person's rankings "
             "and averages); first scored unseen on cfb1020 (answered 137/192 = 71%, 136 right, 1 wrong; refusals "
             "kept 26/26), its failures looked at after",
    "set56": "seen: written 2026-12-01 by someone who never saw the parser (an accountant in formal terms, "
             "a teenager helping out in slang, a manager asking by weekday, a buyer asking about cover and "
             "costs); first scored unseen on the code after the set-52/54 round (answered 135/189 = 71%, 135 right, "
             "0 wrong; refusals kept 26/26), its failures looked at after",
    "set58": "seen: written 2026-12-01 by someone who never saw the parser (comparisons between customers and "
             "periods, search-box keywords, an owner hedging with typos, a returns analyst); first scored unseen "
             "on the code after the set-52/54 round (answered 115/203 = 57%, 113 right, 2 wrong; refusals kept "
             "26/26), its failures looked at after",
    "set60": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser (a new manager, a "
             "numbers person, customer care, a quick texter); first scored unseen on the code after every round of "
             "the sixth session "
             "(answered 168/183 = 92%, 166 right, 2 wrong; refusals kept 25/25), then its wrong answers looked at",
    "set62": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser (an investor, floor "
             "staff, an auditor, a curious owner); first scored unseen on the code after every round of the sixth "
             "session "
             "(answered 156/181 = 86%, 154 right, 2 wrong; refusals kept 26/26), then its wrong answers looked at",
    "set64": "seen (round): written 2026-12-02 by someone who never saw the parser (a nervous owner, a nephew in "
             "spreadsheet words, a supplier's rep, quick-fire fragments); first scored unseen on 02f9ae3 (answered "
             "80/176 = 45%, 77 right, 3 wrong; refusals kept 24/24), its failures looked at after",
    "set66": "seen: written 2026-12-02 by someone who never saw the parser (a tax adviser, an order planner, "
             "a loyalty manager, a voice assistant's spoken questions); first scored unseen on 02f9ae3 (answered "
             "119/176 = 68%, 118 right, 1 wrong; refusals kept 24/24), its failures looked at after",
    "set68": "seen (wrong answers): written 2026-12-02 by someone who never saw the parser (a morning briefing, "
             "an accountant checking figures, the shop floor, a data-curious manager); first scored unseen on the "
             "code after every round of 2026-12-02 (answered 133/185 = 72%, 130 right, 3 wrong; refusals kept "
             "25/25), then its wrong answers looked at",
    "set70": "seen: written 2026-12-07 by someone who never saw the parser (a franchise auditor, the owner over "
             "coffee, an order planner, an intern in spreadsheet and database words); first scored unseen on "
             "e949a26 (answered 112/185 = 61%, 112 right, 0 wrong; refusals kept 24/24), its failures looked at "
             "after",
    "set72": "seen (wrong answers): written 2026-12-07 by someone who never saw the parser (a weekend manager, a "
             "bank's loan officer, the owner texting, a produce buyer); committed unscored, first scored unseen on the "
             "session's final code (answered 131/176 = 74%, 129 right, 2 wrong; refusals kept 24/24), then its wrong "
             "answers looked at",
    "set74": "seen (round): written 2026-12-07 by someone who never saw the parser (a part-time accountant, the "
             "owner's elderly father, a new shift lead on a phone, a co-op board member); committed unscored, first "
             "scored unseen on 47e6e7f (answered 96/176 = 55%, 94 right, 2 wrong; refusals kept 24/24), its failures "
             "looked at after",
    "set76": "seen: written 2026-12-07 by someone who never saw the parser (a supplier's rep, a "
             "regular thinking of investing, the owner's teenager's school project, a food-safety inspector); "
             "committed unscored, first scored unseen on the session's final code, b89c8a8 (answered 124/176 = 70%, "
             "120 right, 4 wrong; refusals kept 24/24), its wrong answers looked at, then its failures looked at "
             "after",
    "set78": "seen: written 2026-12-07 by someone who never saw the parser (a bank loan officer, a new weekend "
             "manager texting in abbreviations, the owner's spouse who does the ordering, a business-studies mentor); "
             "committed unscored, first scored unseen on f10e792 (answered 82/177 = 46%, 82 right, 0 wrong; "
             "refusals kept 24/24), its failures looked at after",
    "set80": "seen (round): written 2026-12-07 by someone who never saw the parser (a landlord checking the "
             "rent can be paid, a data-analyst nephew's jargon, a retired greengrocer neighbour, an insurance assessor"
             " after a fridge failure); committed unscored, first scored unseen on the session's final code, f858669 "
             "(answered 73/185 = 39%, 69 right, 4 wrong; refusals kept 25/25), then its wrong answers looked at",
    "set82": "seen (round): written 2026-12-07 by someone who never saw the parser (a tax accountant at month end, a "
             "franchise area manager, a local journalist, a café chef in kitchen slang); "
             "committed unscored, first scored unseen on 695e4d9 (answered 112/181 = 62%, 111 right, 1 wrong; "
             "refusals kept 24/24)",
    "set84": "seen (round): written 2026-12-07 by someone who never saw the parser (the owner's elderly mother, a "
             "rival wholesaler's rep fishing for numbers, an operations consultant's lean jargon, a gamer "
             "brother-in-law minding the shop); committed unscored, first scored unseen on 0e4237b (answered "
             "77/177 = 44%, 74 right, 3 wrong; refusals kept 24/24)",
    "set86": "seen (round): written 2026-12-07 by someone who never saw the parser (a Yorkshire market porter, a "
             "Nigerian-English aunt, a German au pair translating word for word, a solicitor); committed unscored, "
             "first scored unseen on 6d0d751 (answered 80/181 = 44%, 79 right, 1 wrong; refusals kept 24/24)",
    "set88": "seen (round): written 2026-12-07 by someone who never saw the parser (a crossword fan, a Welsh farmer's "
             "wife, a health inspector, a podcast host); committed unscored, first scored unseen on 6d0d751 "
             "(answered 85/175 = 49%, 85 right, 0 wrong; refusals kept 24/24)",
    "set90": "seen (wrong answers): written 2026-12-07 by someone who never saw the parser (a bank's fraud officer, "
             "a sommelier minding the shop, an exhausted new parent, an emoji-heavy texter); committed unscored, first "
             "scored unseen on 3586b33 (answered 125/178 = 70%, 111 right, 14 wrong; refusals kept 24/24), then its "
             "wrong answers looked at (13 were fruit emoji read as punctuation)",
    "set92": "seen (round): written 2026-12-07 by someone who never saw the parser (a Cockney owner in rhyming "
             "slang, a radio ham spelling products in the phonetic alphabet, a sports coach, a polite Japanese "
             "exchange student); committed unscored, first scored unseen on c7f973b (answered 50/184 = 27%, 49 "
             "right, 1 wrong; refusals kept 24/24)",
    "set94": "seen (round): written 2026-12-07 by someone who never saw the parser (a Texan rancher uncle, a "
             "pharmacist auditing stock like a controlled-drugs register, a Hong Kong accountant, a sea captain); "
             "committed unscored, first scored unseen on c7f973b (answered 73/176 = 41%, 72 right, 1 wrong; refusals "
             "kept 24/24)",
    "set96": "seen (round): written 2026-12-07 by someone who never saw the parser (an economist, an "
             "eight-year-old "
             "helping out, a Kenyan-English manager, a New Zealand backpacker); committed unscored, first scored "
             "unseen on a79d00a, after the thirteenth session's rounds (answered 96/173 = 55%, 89 right, 7 wrong; "
             "refusals kept 23/24), then its wrong answers looked at",
    "set98": "seen (round): written 2026-12-08 by someone who never saw the parser (a Singaporean investor, a Hong "
             "Kong university student, a Welsh teen helper, a Brummie shopkeeper); committed unscored, first scored "
             "unseen on ec9ee81, the thirteenth session's final code (answered 112/179 = 63%, 112 right, 0 wrong; "
             "refusals kept 24/24)",
    "set100": "seen (round): written 2026-12-08 by someone who never saw the parser (a Filipino manager writing "
              "Taglish, a Canadian hockey dad, a Glaswegian grandmother, a retired RAF officer in telegraphese); "
              "committed unscored, first scored unseen on ec9ee81, the thirteenth session's final code (answered "
              "32/182 = 18%, 32 right, 0 wrong; refusals kept 24/24), and on d95ef42, after the fourteenth "
              "session's rounds (answered 50/182 = 27%, 50 right, 0 wrong; refusals kept 24/24)",
}
