"""Spreadsheets in: a CSV or Excel sheet, its columns mapped to a record kind's fields (guessed
first), read into records with every bad row named, checked by a dry run, then appended all or
none. The window's File → Import and `chatledger import FILE.csv|.xlsx` both use this.

A row is one record, or one item of one: rows that share a value in the column mapped to
`receipt` make one sale or purchase with several items. Row numbers are the sheet's own (the
header is row 1), so a person can find the row named in their spreadsheet program.

One module a job: `files` (a .csv or .xlsx file into a Sheet), `mapping` (each kind's fields,
and which column holds which: guessed, or written as COLUMN=FIELD), `cells` (a cell read as
text, a number or a date), `records` (rows into records, every bad row named) and `importing`
(with the shop: the dry-run preview and the all-or-none import).
"""
