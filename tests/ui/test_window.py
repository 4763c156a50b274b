"""The real window, offscreen, driven like a person would: real clicks, real keys, menus."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.config.model import ModelSettings
from app.service_layer.ledger_values import PointInTime
from tests.support import fake_openai as fake
from tests.support.fake_openai import FakeOpenAI
from tests.ui.conftest import idle
from tests.ui.driving import click, keys, press_shortcut, shown_dialog, trigger, type_into
from ui.record_editor import RecordEditor
from ui.window_pages import ASK, HISTORY, HOME, RECORD, TABLES


def parse(qtbot, window, text):
    page = window.record_page
    window.nav.setCurrentRow(RECORD)
    page.input.setPlainText(text)
    click(qtbot, page.parse_button, window)
    return page


def parse_and_confirm(qtbot, window, text):
    page = parse(qtbot, window, text)
    click(qtbot, page.confirm_button, window)
    return page


# --- Record ----------------------------------------------------------------------------------


def test_type_parse_confirm_with_keys_shows_the_effect_and_updates_every_page(qtbot, window, services):
    page = window.record_page
    assert window.nav.currentRow() == HOME  # the first page
    press_shortcut(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # Ctrl+K: type a record
    assert window.nav.currentRow() == RECORD and page.input.hasFocus()
    assert page.translator.text() == "Read by: offline grammar"  # no endpoint: offline works
    type_into(qtbot, page.input, "Sold 2 kg apples and 1 kg cherries to Bob on 2024-02-29")
    keys(qtbot, page.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier, window)  # Ctrl+Enter parses
    (card,) = page.cards_shown()
    assert card.title.text() == "Sale · Thu 29 Feb 2024 · Bob Smith"
    assert card.party.text() == "✓ known customer"
    lines = card.summary.text().splitlines()
    assert lines[0].startswith("apple  2 kg × 1.70 = 3.40") and lines[0].endswith("stock 29.5 → 27.5 kg")
    assert lines[1].startswith("cherry  1 kg × 3.20 = 3.20") and lines[1].endswith("stock 59.5 → 58.5 kg")
    assert lines[2] == "total 6.60"
    assert "'Bob' read as Bob Smith" in card.warnings.text() and not card.problem.isVisible()
    before = services.ledger.record_count()
    keys(qtbot, page.input, Qt.Key.Key_Return,
         Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, window)  # Ctrl+Shift+Enter
    assert services.ledger.record_count() == before + 1
    assert page.message.text().startswith(f"Recorded #{before + 1}: sale to Bob Smith")
    assert page.input.toPlainText() == "" and page.cards_shown() == []
    assert f"{before + 1:,} events" in window.status_text.text()
    press_shortcut(qtbot, window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # pages read again when shown
    idle(qtbot, window)
    history = window.history_page.model
    assert history.position_at(0) == before + 1 and "Sold 2 kg apples" in history.row(0)[6]
    window.nav.setCurrentRow(HOME)
    idle(qtbot, window)
    assert window.home_page.recent.item(0).text().startswith(f"#{before + 1}  29 Feb 2024  sale to Bob Smith")


def test_a_sale_beyond_stock_is_flagged_on_its_card_before_confirm(qtbot, window, services):
    before = services.ledger.record_count()
    page = parse(qtbot, window, "Sold 2 kg apples to Bob Smith, and 500 kg cherries to Nina Park on 2024-02-29")
    first, second = page.cards_shown()
    assert not first.refused and second.refused
    assert second.problem.isVisible() and second.problem.text() == (
        "✗ Only 59.5 kg of cherry in stock (you tried to sell 500 kg).")
    assert page.message.objectName() == "error" and page.message.text().startswith("Record 2 would be refused")
    assert not page.confirm_button.isEnabled()  # flagged before Confirm, not only on it
    assert services.ledger.record_count() == before
    assert page.input.toPlainText().startswith("Sold 2 kg apples")  # nothing typed is lost
    click(qtbot, page.discard_button, window)
    assert page.cards_shown() == [] and page.message.text() == ""
    page.input.setPlainText("Sold apples to Bob")
    click(qtbot, page.parse_button, window)
    assert "Try, for example" in page.message.text() and page.cards_shown() == []


def test_a_new_customer_and_a_purchase_show_what_they_will_do(qtbot, window):
    page = parse(qtbot, window, "Sold 1 kg pear to Nina Park on 2024-02-29")
    (card,) = page.cards_shown()
    assert card.party.text() == "⚠ new customer" and "stock 21 → 20 kg" in card.summary.text()
    assert "new customer" not in card.warnings.text()  # said once, by the badge
    page = parse(qtbot, window, "bought 30 kg bananas from FreshFarm at 0.5/kg, sell at 0.9 on 2024-02-29")
    (card,) = page.cards_shown()
    assert card.party.text() == "⚠ new supplier"
    lines = card.summary.text().splitlines()
    assert lines[0].startswith("banana  30 kg × 0.50 = 15.00") and lines[0].endswith("stock 30.5 → 60.5 kg")
    assert "selling price of banana" in card.summary.text() and lines[-1] == "total cost 15.00"
    keys(qtbot, page.input, Qt.Key.Key_Escape, window=window)  # Esc discards
    assert page.cards_shown() == []


def test_tab_leaves_the_record_box_and_enter_keeps_new_lines(qtbot, window):
    page = window.record_page
    window.nav.setCurrentRow(RECORD)
    page.input.setFocus()
    type_into(qtbot, page.input, "Sold 1 kg pear")
    qtbot.keyClick(page.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(page.input, Qt.Key.Key_Return)
    type_into(qtbot, page.input, "to Tom Lee")
    assert page.input.toPlainText() == "Sold 1 kg pear\n\nto Tom Lee"
    qtbot.keyClick(page.input, Qt.Key.Key_Tab)
    assert not page.input.hasFocus() and "\t" not in page.input.toPlainText()  # keyboard users are not trapped


def test_edit_opens_the_form_filled_in_and_the_card_shows_the_change(qtbot, window, services):
    page = parse(qtbot, window, "Sold 3 kg apples to Bob Smith on 2024-02-29")
    (card,) = page.cards_shown()
    click(qtbot, card.edit_button)
    editor = shown_dialog(qtbot, page, RecordEditor)
    assert isinstance(editor, RecordEditor)
    form = editor.form  # the same form as "Fill in a form", filled in
    assert form.kind.currentText() == "Sale" and form.party.text() == "Bob Smith"
    assert form.date.day() == dt.date(2024, 2, 29) and form.date.text.text() == "29 Feb 2024"
    product, quantity, unit, _, _ = form.items[0]
    assert (product.text(), quantity.value(), unit.text()) == ("apple", 3.0, "kg")
    click(qtbot, editor.cancel_button, window)  # Cancel changes nothing
    assert page.cards_shown()[0].record["items"][0]["quantity"] == 3
    click(qtbot, page.cards_shown()[0].edit_button)
    editor = shown_dialog(qtbot, page, RecordEditor)
    editor.form.items[0][1].setValue(0)
    click(qtbot, editor.ok_button)
    assert editor.isVisible() and "quantity" in editor.error.text()  # checked before it is accepted
    editor.form.items[0][1].setValue(2)
    click(qtbot, editor.ok_button, window)
    (card,) = page.cards_shown()
    assert card.record["items"][0]["quantity"] == 2 and "stock 29.5 → 27.5 kg" in card.summary.text()
    before = services.ledger.record_count()
    click(qtbot, page.confirm_button, window)
    assert services.ledger.history(limit=1)[0]["text"] == "Sold 3 kg apples to Bob Smith on 2024-02-29"
    assert "apple 2 kg" in services.ledger.history(limit=1)[0]["summary"] and services.ledger.record_count() == before + 1


def test_one_confirm_of_two_records_is_one_undo_and_one_redo(qtbot, window, services):
    parse_and_confirm(qtbot, window, "Sold 1 kg pear to Tom Lee, and 1 kg apple to Bob Smith on 2024-02-29")
    first, second = services.ledger.record_count() - 1, services.ledger.record_count()
    click(qtbot, window.undo_button, window)
    statuses = {r["position"]: r["status"] for r in services.ledger.history(limit=4)}
    assert statuses[first] == statuses[second] == "undone"
    assert "undo of #" in window.statusBar().currentMessage()
    click(qtbot, window.redo_button, window)
    statuses = {r["position"]: r["status"] for r in services.ledger.history(limit=6)}
    assert statuses[first] == statuses[second] == "standing"
    press_shortcut(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z: Edit → Undo
    idle(qtbot, window)
    statuses = {r["position"]: r["status"] for r in services.ledger.history(limit=10)}
    assert statuses[first] == statuses[second] == "undone"
    trigger(qtbot, window.redo_action, window)  # Edit → Redo
    statuses = {r["position"]: r["status"] for r in services.ledger.history(limit=12)}
    assert statuses[first] == statuses[second] == "standing"


def test_a_form_enters_a_record_with_names_completed_from_the_shop(qtbot, window, services):
    window.nav.setCurrentRow(RECORD)
    page = window.record_page
    page.tabs.setCurrentIndex(1)
    form = page.form
    assert "cherry" in form.known.products and any(c["name"] == "Bob Smith" for c in form.known.customers)
    form.kind.setCurrentText("Purchase")
    completer = form.party.completer()
    completer.setCompletionPrefix("hill")
    assert completer.currentCompletion() == "Hillside Produce"
    form.date.text.selectAll()
    type_into(qtbot, form.date.text, "2024-02-29")
    form.party.setText("Hillside Produce")
    product, quantity, _, cost, selling = form.items[0]
    product.setText("kiwi")
    quantity.setValue(10)
    cost.setValue(1.25)
    selling.setValue(2.0)
    click(qtbot, form.add_button)
    product, quantity, _, cost, _ = form.items[1]
    product.setText("pear")
    quantity.setValue(5)
    cost.setValue(1.0)
    click(qtbot, form.check_button, window)
    (card,) = page.cards_shown()
    assert card.record["items"] == [
        {"product": "kiwi", "quantity": 10.0, "unit_cost": 1.25, "selling_price": 2.0, "unit": "kg"},
        {"product": "pear", "quantity": 5.0, "unit_cost": 1.0, "selling_price": None, "unit": "kg"}]
    assert "new product: kiwi" in card.warnings.text() and "kiwi: stock" not in card.summary.text()
    assert "stock new → 10 kg" in card.summary.text() and card.summary.text().endswith("total cost 17.50")
    before = services.ledger.record_count()
    click(qtbot, page.confirm_button, window)
    assert services.ledger.record_count() == before + 1
    assert services.ledger.history(limit=1)[0]["source"] == "form"


# --- Ask -------------------------------------------------------------------------------------


def ask(qtbot, window, question):
    page = window.ask_page
    window.nav.setCurrentRow(ASK)
    page.question.setText(question)
    click(qtbot, page.ask_button, window)
    return page


def test_a_question_through_the_fake_model_shows_sql_table_and_a_line_chart(qtbot, window, services):
    sql = "SELECT sale_date, ROUND(SUM(total_price), 2) AS revenue FROM sales GROUP BY sale_date ORDER BY sale_date"
    with FakeOpenAI() as server:
        services.settings = lambda: ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        server.script = [fake.tool_call({"purpose": "revenue per day", "sql": sql}, name="run_sql"),
                         fake.tool_call({"sentence": "The first day took {s1.revenue}."}, name="answer")]
        page = ask(qtbot, window, "Revenue per day?")
    days = services.ledger.sql(sql).rows
    assert page.answer_label.text() == f"The first day took {days[0][1]:,.2f}."
    assert page.by.text() == "answered by fake-model"
    (step,) = page.step_views()
    assert step.sql.toPlainText() == sql and step.model.rowCount() == len(days)
    assert page.result.rowCount() == len(days) and page.chart.isVisible()
    assert page.chart.kind == "line"  # 28 days: a line over a date axis, not 28 squeezed bars
    assert page.chart.labels[0] == "1 Feb 2024" and all("…" not in label for label in page.chart.labels)
    assert 2 <= len(page.chart.labels) <= 7


def test_categories_make_a_bar_chart_and_export_writes_the_file_chosen(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    page = ask(qtbot, window, "How much did each customer spend?")
    assert page.answer_label.text().startswith("Spending by customer: ")
    assert page.chart.kind == "hbar" and page.chart.labels[0] == page.result.row(0)[0]  # names in full
    assert len(page.chart.labels) == 10 and page.chart.chart().title().endswith("(the first 10 of 12)")
    assert page.chart.minimumHeight() >= 24 * 10 + 90  # a line of text per bar: no name cut to "…"
    chosen = [str(tmp_path / "top.csv"), "CSV (*.csv)"]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: tuple(chosen))
    click(qtbot, page.export_button, window)  # the real button (its clicked(bool) once swallowed the path)
    assert (tmp_path / "top.csv").read_text().splitlines()[0] == "customer,spent"
    assert window.statusBar().currentMessage().startswith("Exported ")
    chosen[0] = str(tmp_path / "top.xlsx")
    click(qtbot, page.export_button, window)
    import pandas as pd

    assert list(pd.read_excel(tmp_path / "top.xlsx").columns) == ["customer", "spent"]
    chosen[:] = [str(tmp_path / "top3"), "Excel (*.xlsx)"]  # a name alone, Excel picked: an Excel file
    click(qtbot, page.export_button, window)
    assert not (tmp_path / "top3").exists() and len(pd.read_excel(tmp_path / "top3.xlsx")) == len(page.result.rows())


def test_a_question_it_cannot_answer_leaves_nothing_of_the_last_one(qtbot, window, services):
    page = ask(qtbot, window, "Who are our top 3 customers?")
    assert page.step_views() and page.export_button.isEnabled() and page.save_button.isEnabled()
    page = ask(qtbot, window, "What is the meaning of life?")
    assert page.answer_label.objectName() == "error" and "can't answer that offline" in page.answer_label.text()
    assert "chatledger" not in page.answer_label.text() and "Settings" in page.answer_label.text()  # window words
    assert "step's SQL" not in page.answer_label.text()  # there is no step to edit: none is offered
    assert page.step_views() == [] and page.result.rowCount() == 0 and not page.chart.isVisible()
    assert not page.export_button.isEnabled() and not page.save_button.isEnabled()
    page = ask(qtbot, window, "How many sales were there?")
    assert page.answer_label.objectName() == "answer"  # no longer red after an earlier error
    before = services.ledger.saved_examples()
    click(qtbot, page.save_button, window)
    saved = services.ledger.saved_examples()
    assert saved[len(before):] == [("How many sales were there?", page.answer.steps[-1].sql)]
    assert page.by.text() == "Saved as example #95: “How many sales were there?”."


def test_running_edited_sql_replaces_the_old_sentence_and_error(qtbot, window):
    page = ask(qtbot, window, "How many sales were there?")
    (step,) = page.step_views()
    step.sql.setPlainText("SELECT COUNT(*) FROM nowhere")
    click(qtbot, step.run_button, window)
    assert page.answer_label.objectName() == "error" and "nowhere" in page.answer_label.text()
    assert step.error.isVisible() and page.result.rowCount() == 0 and not page.export_button.isEnabled()
    step.sql.setPlainText("SELECT COUNT(*) AS n FROM sales WHERE sale_date <= '2024-02-10'")
    click(qtbot, step.run_button, window)
    assert page.answer_label.objectName() == "muted" and "Number of sales" not in page.answer_label.text()
    assert "Your SQL for step 1 ran" in page.answer_label.text() and not step.error.isVisible()
    assert page.result.columns == ["n"] and page.export_button.isEnabled()
    assert page.answer.steps[-1].sql.endswith("'2024-02-10'")  # Save as example would keep what is shown


def test_an_as_of_day_on_the_ask_page(qtbot, window, services):
    page = ask(qtbot, window, "How many sales were there?")
    assert not page.as_of.isEnabled()
    click(qtbot, page.as_of_box)
    assert page.as_of.isEnabled() and page.as_of.day() == dt.date(2024, 2, 29)  # the latest day
    page.as_of.text.selectAll()
    type_into(qtbot, page.as_of.text, "2024-02-05")
    click(qtbot, page.ask_button, window)
    then = services.ledger.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 5)))
    assert page.answer_label.text() == f"Number of sales was {then.rows[0][0]}."


# --- Time travel -------------------------------------------------------------------------------


def test_time_travel_from_the_header_shows_the_past_and_nothing_writes(qtbot, window, services):
    window.nav.setCurrentRow(TABLES)
    tables = window.tables_page
    tables.show_table("sales")
    idle(qtbot, window)
    now = tables.model.rowCount()
    click(qtbot, window.time_button)
    qtbot.waitUntil(lambda: window.time_menu.isVisible())
    window.time_menu.close()
    trigger(qtbot, window.day_action)
    day = shown_dialog(qtbot, window)
    assert day.picker.day() == dt.date(2024, 2, 29)  # the shop's latest day, not 2000-01-01
    click(qtbot, day.cancel_button, window)
    assert window.when is None
    trigger(qtbot, window.day_action)
    day = shown_dialog(qtbot, window)
    day.picker.text.selectAll()
    type_into(qtbot, day.picker.text, "5 Feb 2024")
    click(qtbot, day.ok_button, window)
    assert window.banner.isVisible() and "as of the end of 5 Feb 2024" in window.banner_text.text()
    assert window.time_button.text() == "Time: 5 Feb 2024 ▾"  # which past, not just "past"
    assert all(tables.model.row(i)[1] <= dt.date(2024, 2, 5) for i in range(tables.model.rowCount()))
    assert not window.record_page.isEnabled()
    before = services.ledger.record_count()
    for made in (window.undo_action, window.redo_action, window.import_action):
        assert not made.isEnabled()
    press_shortcut(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    idle(qtbot, window)
    window.nav.setCurrentRow(HISTORY)
    idle(qtbot, window)
    history = window.history_page
    history.select_position(3)
    for made in (history.retract_button, history.correct_button, history.rollback_button):
        assert not made.isEnabled() and "Back to now" in made.toolTip()
    assert history.view_button.isEnabled()
    assert services.ledger.record_count() == before  # Undo wrote nothing under the banner
    trigger(qtbot, window.position_action)
    position = shown_dialog(qtbot, window)
    click(qtbot, position.cancel_button)
    trigger(qtbot, window.position_action)
    position = shown_dialog(qtbot, window)
    position.position.setValue(10)
    click(qtbot, position.ok_button, window)
    assert "right after record #10" in window.banner_text.text()
    assert history.slider.value() == 10  # the slider follows a position time travel
    window.nav.setCurrentRow(TABLES)
    idle(qtbot, window)
    assert tables.model.rowCount() == services.ledger.sql("SELECT COUNT(*) FROM sales",
                                                          when=PointInTime(position=10)).rows[0][0] < now
    trigger(qtbot, window.now_action, window)
    assert not window.banner.isVisible() and window.record_page.isEnabled() and tables.model.rowCount() == now
    assert history.slider.value() == history.slider.maximum() and window.undo_action.isEnabled()


def test_an_answer_about_the_past_does_not_stay_after_back_to_now(qtbot, window, services):
    window.travel(PointInTime(business_date=dt.date(2024, 2, 5)))
    idle(qtbot, window)
    page = ask(qtbot, window, "How many sales were there?")
    then = services.ledger.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 5)))
    assert page.answer_label.text() == f"Number of sales was {then.rows[0][0]}."
    assert page.by.text().endswith("as of the end of 5 Feb 2024") and not page.save_button.isEnabled()
    click(qtbot, window.back_button, window)
    assert not window.banner.isVisible()
    assert page.answer_label.text() == "The window is back to now: Ask again for the answer there."
    assert page.step_views() == [] and page.result.rowCount() == 0 and not page.export_button.isEnabled()
    assert page.question.text() == "How many sales were there?"  # asking again is one click
    click(qtbot, page.ask_button, window)
    assert page.answer_label.text() == f"Number of sales was {services.ledger.sql('SELECT COUNT(*) FROM sales').rows[0][0]}."


def test_a_position_from_the_history_questions_follow_too(qtbot, window, services):
    window.travel(PointInTime(position=10))
    idle(qtbot, window)
    page = ask(qtbot, window, "How many sales were there?")
    then = services.ledger.sql("SELECT COUNT(*) FROM sales", when=PointInTime(position=10)).rows[0][0]
    assert page.answer_label.text() == f"Number of sales was {then}."


# --- The window's frame: menus, shortcuts, status -----------------------------------------------


def test_pages_by_shortcut_and_menu_and_shortcuts_are_shown(qtbot, window):
    for number, page in enumerate((HOME, RECORD, ASK, HISTORY, TABLES), start=1):
        press_shortcut(qtbot, window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier)
        assert window.nav.currentRow() == page
        assert f"Ctrl+{number}" in window.nav.item(page).text()  # visible, not only known
    for page, made in enumerate(window.page_actions):
        trigger(qtbot, made)
        assert window.nav.currentRow() == page
        assert made.shortcut().toString() == f"Ctrl+{page + 1}"
    menus = {m.title().replace("&", ""): m for m in window.menuBar().findChildren(type(window.time_menu))
             if m.title()}
    assert {"File", "Edit", "View", "Help"} <= set(menus)
    trigger(qtbot, window.shortcuts_action)
    dialog = shown_dialog(qtbot, window)
    assert "Ctrl+Shift+Enter" in dialog.text.toPlainText() and "Ctrl+K" in dialog.text.toPlainText()
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()
    trigger(qtbot, window.about_action)
    dialog = shown_dialog(qtbot, window)
    assert "ChatLedger" in dialog.text.toPlainText() and window.services.ledger.where() in dialog.text.toPlainText()
    from importlib.metadata import version

    assert f"ChatLedger {version('chatledger')}" in dialog.text.toPlainText()  # which version a shop runs
    click(qtbot, dialog.close_button)


def test_file_export_writes_the_table_shown_as_filtered(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window.nav.setCurrentRow(TABLES)
    window.tables_page.show_table("products")
    idle(qtbot, window)
    window.tables_page.filter.setText("apple")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "p.csv"), ""))
    press_shortcut(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # File → Export
    idle(qtbot, window)
    lines = (tmp_path / "p.csv").read_text().splitlines()
    assert lines[0].startswith("product_id,name,unit,selling_price") and len(lines) == 2 and ",apple," in lines[1]


def test_quit_closes_the_window(qtbot, window):
    trigger(qtbot, window.quit_action)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_open_another_shop_folder_opens_it_in_a_new_window(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "second shop"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    press_shortcut(qtbot, window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(window, "opened", None) is not None and not window.isVisible(), timeout=10_000)
    opened = window.opened
    try:
        idle(qtbot, opened)
        assert opened.windowTitle() == "ChatLedger — second shop" and opened.events == 0
        assert opened.home_page.shifted.text().startswith("A new shop: record a purchase first")
        assert str(folder) in opened.status_text.text() and (folder / "ledger.sqlite").exists()
    finally:
        opened.close()


def test_cancel_frees_the_window_and_drops_the_late_answer(qtbot, window, services):
    with FakeOpenAI() as server:
        services.settings = lambda: ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        server.script = [fake.Reply(body=fake.tool_call({"sentence": "x"}, name="answer").body, delay=1)]
        window.nav.setCurrentRow(ASK)
        window.ask_page.question.setText("How many sales?")
        click(qtbot, window.ask_page.ask_button)
        click(qtbot, window.cancel_button)
        assert not window.tasks.busy and not window.busy_bar.isVisible()
        window.tasks.wait()
        qtbot.wait(50)
    assert window.ask_page.answer_label.text() == "Cancelled."  # the late answer never lands
    assert window.ask_page.ask_button.isEnabled()


def test_the_window_keeps_working_while_the_model_thinks(qtbot, window, services):
    """A heartbeat timer keeps its pace and the window repaints while the fake model takes 2 s
    to answer (on the GUI thread the beats would stop for those 2 s)."""
    from PySide6.QtCore import QEvent, QObject

    from tests.ui.heartbeat import Heartbeat

    class Paints(QObject):
        count = 0

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                Paints.count += 1
            return False

    with FakeOpenAI() as server:
        services.settings = lambda: ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        server.script = [fake.Reply(body=fake.tool_call({"purpose": "n", "sql": "SELECT COUNT(*) FROM sales"},
                                                        name="run_sql").body, delay=2),
                         fake.tool_call({"sentence": "{s1} sales."}, name="answer")]
        paints = Paints()
        window.busy_bar.installEventFilter(paints)
        window.nav.setCurrentRow(ASK)
        window.ask_page.question.setText("How many sales?")
        with Heartbeat() as beat:
            click(qtbot, window.ask_page.ask_button)
            assert window.busy_bar.isVisible() and window.cancel_button.isVisible()
            idle(qtbot, window)
    assert beat.elapsed_ms >= 2000 and len(beat.gaps) > 50
    beat.assert_responsive()
    assert Paints.count > 5  # the busy indicator kept animating
    assert window.ask_page.answer_label.text().endswith("sales.")
    assert not window.busy_bar.isVisible()


def test_settings_from_the_header_keep_the_key_in_the_keyring_and_say_offline(qtbot, window, services, monkeypatch):
    import keyring

    from app.config import keys, store
    from app.config import model as model_settings
    from tests.support.file_keyring import FileKeyring

    monkeypatch.setenv("TEST_KEYRING_FILE", str(store.config_path().parent / "keys.json"))
    store.config_path().parent.mkdir(parents=True, exist_ok=True)
    keyring.set_keyring(FileKeyring())
    services.settings = model_settings.model_settings
    click(qtbot, window.settings_button)
    dialog = shown_dialog(qtbot, window)
    assert dialog.offline.isChecked()  # no model set up: the window works offline, and says so
    click(qtbot, dialog.cancel_button)
    with FakeOpenAI() as server:
        trigger(qtbot, window.settings_action)
        dialog = shown_dialog(qtbot, window)
        type_into(qtbot, dialog.base_url, server.base_url)
        type_into(qtbot, dialog.model, "fake-model")
        assert not dialog.offline.isChecked()  # an endpoint typed in: it will be used
        click(qtbot, dialog.offline)
        click(qtbot, dialog.offline)
        dialog.api_key.setText("sk-typed")
        dialog.staff.setText("Ann")
        dialog.currency.setText("$")
        server.script = [fake.tool_call({"word": "yes"}, name="echo"), fake.text('{"word": "yes"}')]
        click(qtbot, dialog.test_button, window)
        qtbot.waitUntil(lambda: "ChatLedger will use" in dialog.outcome.text(), timeout=5000)
        assert dialog.outcome.text().splitlines() == [
            f"Connected to {server.base_url}; model fake-model is there.", "Tool calling: yes, a named function",
            "JSON output: yes, response_format json_object",
            "ChatLedger will use: tool calls (a named function where one is meant)."]
        click(qtbot, dialog.save_button, window)
        assert not dialog.isVisible()
    assert model_settings.model_settings().model == "fake-model" and model_settings.api_key() == "sk-typed"
    assert "sk-typed" not in store.config_path().read_text()
    assert services.ledger.staff_name == "Ann" and services.translator_name() == "fake-model"
    assert services.currency() == "$"

    # The shared shop for the next start: a password in the address is refused, nothing saved.
    click(qtbot, window.settings_button)
    dialog = shown_dialog(qtbot, window)
    assert not dialog.offline.isChecked()
    dialog.database.setText("postgresql://shop:secret@db.example/shopdb")
    click(qtbot, dialog.save_button)
    assert dialog.isVisible() and "Leave the password out" in dialog.outcome.text()
    assert "chatledger config" not in dialog.outcome.text()
    assert store.stored_value("database") is None
    dialog.database.setText("postgresql://shop@db.example/shopdb?schema=north")
    dialog.database_password.setText("pg-typed")
    click(qtbot, dialog.save_button, window)
    assert store.stored_value("database") == "postgresql://shop@db.example/shopdb?schema=north"
    assert "pg-typed" not in store.config_path().read_text()
    assert keys.get_value("database.password") == "set (in the OS keyring)"


def test_a_note_becomes_a_fact_shown_in_the_tables(qtbot, window, services):
    page = parse(qtbot, window, "Hillside Produce now delivers on Tuesdays")
    (card,) = page.cards_shown()
    assert card.title.text() == "Note · Fri 1 Mar 2024 · Hillside Produce delivers on Tuesdays"
    click(qtbot, page.confirm_button, window)
    window.nav.setCurrentRow(TABLES)
    tables = window.tables_page
    tables.show_table("facts")
    idle(qtbot, window)
    assert tables.model.columns[:6] == ["fact_id", "subject", "relation", "object", "valid_from", "valid_to"]
    assert tables.model.row(0)[1:6] == ("Hillside Produce", "delivers on", "Tuesdays", dt.date(2024, 3, 1), None)


@pytest.mark.parametrize("database", ["sqlite", "postgres"], indirect=True)
def test_records_entered_at_another_till_appear_within_a_second_or_so(qtbot, window, services, tmp_path, database):
    from app.bootstrap import bootstrap

    other = bootstrap(tmp_path / "shop", staff="Till 2", database=database)  # a second till, same shop
    try:
        other.record({"kind": "sale", "date": "2024-02-29", "customer": {"name": "Tom Lee"},
                      "items": [{"product": "pear", "quantity": 1}]})
        position = other.record_count()
        window.nav.setCurrentRow(HISTORY)
        qtbot.waitUntil(lambda: window.history_page.model.rowCount() > 0
                        and window.history_page.model.position_at(0) == position, timeout=3000)
        assert window.history_page.model.row(0)[3] == "Till 2"
        qtbot.waitUntil(lambda: f"{position:,} events" in window.status_text.text(), timeout=3000)
    finally:
        other.close()


def test_focus_starts_where_staff_type(qtbot, window):
    assert QApplication.instance() is not None
    trigger(qtbot, window.focus_action)
    assert window.nav.currentRow() == RECORD and window.record_page.input.hasFocus()
    assert window.nav.currentRow() != HISTORY


# --- Found by trying the window under Xvfb with xdotool ----------------------------------------


def test_ctrl_z_in_the_emptied_record_box_undoes_the_last_confirm(qtbot, window, services):
    page = window.record_page
    press_shortcut(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    type_into(qtbot, page.input, "Sold 1 kg pear to Tom Lee on 2024-02-29")
    keys(qtbot, page.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier, window)
    keys(qtbot, page.input, Qt.Key.Key_Return,
         Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, window)
    position = services.ledger.record_count()
    assert page.input.hasFocus() and page.input.toPlainText() == ""
    keys(qtbot, page.input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, window)  # nothing typed to undo
    assert services.ledger.history(limit=1)[0]["status"] == "undone"
    # not "Recorded #…" any more, and it says which record was taken back
    assert page.message.text() == f"#{position + 1}: undo of #{position} (sale to Tom Lee on 2024-02-29: pear 1 kg)."
    type_into(qtbot, page.input, "Sold")
    keys(qtbot, page.input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, window)  # typing is undone first
    assert page.input.toPlainText() == "" and services.ledger.record_count() == position + 1


def test_a_cards_stock_column_lines_up(qtbot, window):
    page = parse(qtbot, window, "Sold 3 kg apples and 2 kg cherries to Bob on 2024-02-29")
    lines = page.cards_shown()[0].summary.text().splitlines()[:2]
    assert lines[0].index("stock") == lines[1].index("stock")


def test_the_keyboard_comes_back_to_the_window_when_a_dialog_closes(qtbot, window):
    press_shortcut(qtbot, window, Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)
    dialog = shown_dialog(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    click(qtbot, dialog.close_button)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.nav.currentRow() == RECORD


def test_the_ask_pages_own_day_waits_while_the_window_shows_the_past(qtbot, window):
    window.travel(PointInTime(business_date=dt.date(2024, 2, 10)))
    idle(qtbot, window)
    page = window.ask_page
    assert not page.as_of_box.isEnabled() and not page.as_of.isEnabled()
    assert "questions are answered then" in page.as_of_box.toolTip()
    window.travel(None)
    idle(qtbot, window)
    assert page.as_of_box.isEnabled() and not page.as_of.isEnabled()  # until ticked


def test_ask_answers_for_the_windows_position_not_the_greyed_day_of_its_own(qtbot, window, services):
    page = ask(qtbot, window, "How many sales were there?")
    click(qtbot, page.as_of_box)
    page.as_of.text.selectAll()
    type_into(qtbot, page.as_of.text, "2024-02-05")
    at = PointInTime(position=90)
    window.travel(at)
    idle(qtbot, window)
    assert not page.as_of_box.isEnabled()
    click(qtbot, page.ask_button, window)
    then = services.ledger.sql("SELECT COUNT(*) FROM sales", when=at).rows[0][0]
    early = services.ledger.sql("SELECT COUNT(*) FROM sales", when=PointInTime(business_date=dt.date(2024, 2, 5)))
    assert then != early.rows[0][0]
    assert page.answer_label.text() == f"Number of sales was {then}."
    window.travel(PointInTime(position=60))
    idle(qtbot, window)
    assert "right after record #60" in page.answer_label.text()
    press_shortcut(qtbot, window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Time → Now
    idle(qtbot, window)
    assert window.when is None and "back to now" in page.answer_label.text()  # not still "#60"
