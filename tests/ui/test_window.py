"""The real window, offscreen, driven like a person would."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from app.config.model import ModelSettings
from app.service_layer.ledger import PointInTime
from tests.support import fake_openai as fake
from tests.support.fake_openai import FakeOpenAI
from tests.ui.conftest import idle


def parse_and_confirm(qtbot, window, text):
    page = window.record_page
    page.input.setPlainText(text)
    qtbot.mouseClick(page.parse_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)


def test_type_parse_confirm_updates_history_and_tables(qtbot, window, services):
    page = window.record_page
    assert page.translator.text() == "Read by: offline grammar"  # no endpoint: offline works
    page.input.setPlainText("Sold 2 kg apples and 1 kg cherries to Bob on 2024-02-29")
    qtbot.keyClick(page.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter parses
    idle(qtbot, window)
    (card,) = page.cards_shown()
    assert card.title.text() == "Sale · 2024-02-29 · Bob Smith"
    assert "total" in card.summary.text() and "'Bob' read as Bob Smith" in card.warnings.text()
    before = services.ledger.record_count()
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    assert services.ledger.record_count() == before + 1
    assert page.message.text().startswith(f"Recorded #{before + 1}: sale to Bob Smith")
    assert page.input.toPlainText() == "" and page.cards_shown() == []
    history = window.history_page.model
    assert history.position_at(0) == before + 1 and "Sold 2 kg apples" in history.row(0)[6]
    assert f"{before + 1:,} events" in window.status_text.text()


def test_a_record_that_breaks_a_rule_shows_why_and_appends_nothing(qtbot, window, services):
    before = services.ledger.record_count()
    parse_and_confirm(qtbot, window, "Sold 500 kg cherries to Bob Smith on 2024-02-29")
    page = window.record_page
    assert "kg of cherry in stock" in page.message.text() and page.message.objectName() == "error"
    assert services.ledger.record_count() == before
    assert page.input.toPlainText() == "Sold 500 kg cherries to Bob Smith on 2024-02-29"  # nothing typed is lost
    page.input.setPlainText("Sold apples to Bob")
    qtbot.mouseClick(page.parse_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    assert "Try, for example" in page.message.text() and page.cards_shown() == []


def test_a_question_through_the_fake_model_shows_sql_table_and_chart(qtbot, window, services):
    sql = "SELECT sale_date, ROUND(SUM(total_price), 2) AS revenue FROM sales GROUP BY sale_date ORDER BY sale_date"
    with FakeOpenAI() as server:
        services.settings = lambda: ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        server.script = [fake.tool_call({"purpose": "revenue per day", "sql": sql}, name="run_sql"),
                         fake.tool_call({"sentence": "The first day took {s1.revenue}."}, name="answer")]
        page = window.ask_page
        window.nav.setCurrentRow(1)
        page.question.setText("Revenue per day?")
        qtbot.mouseClick(page.ask_button, Qt.MouseButton.LeftButton)
        idle(qtbot, window)
    days = services.ledger.sql(sql).rows
    assert page.answer_label.text() == f"The first day took {days[0][1]:,.2f}."
    assert page.by.text() == "answered by fake-model"
    (step,) = [page.steps.itemAt(i).widget() for i in range(page.steps.count())]
    assert step.sql.toPlainText() == sql and step.model.rowCount() == len(days)
    assert page.result.rowCount() == len(days) and page.chart.isVisible() and page.chart.bars == len(days)


def test_offline_question_and_csv_export(qtbot, window, tmp_path):
    page = window.ask_page
    page.question.setText("Who are our top 3 customers?")
    qtbot.mouseClick(page.ask_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    assert page.answer_label.text().startswith("Spending by customer: ")
    page.export(str(tmp_path / "top.csv"))
    assert (tmp_path / "top.csv").read_text().splitlines()[0] == "customer,spent"
    page.export(str(tmp_path / "top.xlsx"))
    import pandas as pd

    assert list(pd.read_excel(tmp_path / "top.xlsx").columns) == ["customer", "spent"]


def test_time_travel_shows_the_past_with_a_banner_and_back(qtbot, window, services):
    window.nav.setCurrentRow(3)
    tables = window.tables_page
    tables.picker.setCurrentText("sales")
    idle(qtbot, window)
    now = tables.model.rowCount()
    window.travel(PointInTime(position=10))
    idle(qtbot, window)
    assert window.banner.isVisible() and "right after log position #10" in window.banner_text.text()
    assert not window.record_page.isEnabled()
    assert tables.model.rowCount() == services.ledger.sql("SELECT COUNT(*) FROM sales",
                                                          when=PointInTime(position=10)).rows[0][0] < now
    window.travel(PointInTime(business_date=dt.date(2024, 2, 5)))
    idle(qtbot, window)
    assert "as of the end of 2024-02-05" in window.banner_text.text()
    assert all(row[2] <= "2024-02-05" for row in (tables.model.row(i) for i in range(tables.model.rowCount())))
    window.travel(PointInTime(position=10))
    window.ask_page.question.setText("How many sales were there?")
    qtbot.mouseClick(window.ask_page.ask_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    then = services.ledger.sql("SELECT COUNT(*) FROM sales", when=PointInTime(position=10)).rows[0][0]
    assert window.ask_page.answer_label.text() == f"Number of sales was {then}."  # questions follow too
    window.travel(None)
    idle(qtbot, window)
    assert not window.banner.isVisible() and window.record_page.isEnabled() and tables.model.rowCount() == now


def test_undo_and_redo(qtbot, window, services):
    parse_and_confirm(qtbot, window, "Sold 1 kg pear to Tom Lee on 2024-02-29")
    position = services.ledger.record_count()
    window.undo_action.trigger()
    idle(qtbot, window)
    assert services.ledger.history(limit=1)[0]["status"] == "undone"
    window.redo_action.trigger()
    idle(qtbot, window)
    assert services.ledger.history(limit=1)[0]["status"] == "standing"
    assert services.ledger.record_count() == position + 2


def test_retracting_a_record_others_depend_on_is_refused(qtbot, window, services):
    page = window.history_page
    before = services.ledger.record_count()
    page.select_position(1)
    page.retract_selected(reason="typo", confirm=False)
    idle(qtbot, window)
    assert "Retracting #1 would break" in page.message.text()
    assert services.ledger.record_count() == before


def test_why_lists_the_records_behind_a_value(qtbot, window, services):
    tables = window.tables_page
    tables.picker.setCurrentText("products")
    idle(qtbot, window)
    column = tables.model.columns.index("stock_quantity")
    tables.table.setCurrentIndex(tables.model.index(0, column))
    tables.why_selected()
    idle(qtbot, window)
    product_id = tables.model.row(0)[0]
    expected = services.ledger.why("products", product_id, "stock_quantity")
    assert [s.position for s in tables.last_why.sources] == [s.position for s in expected.sources]
    assert tables.last_why.total == tables.model.row(0)[column]


def test_the_window_keeps_working_while_the_model_thinks(qtbot, window, services):
    """A heartbeat timer keeps firing (no gap over 100 ms) and the window repaints while the
    fake model takes 2 s to answer."""
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer

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
        clock, gaps, last = QElapsedTimer(), [], [0]
        clock.start()

        def beat():
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        heartbeat = QTimer()
        heartbeat.timeout.connect(beat)
        heartbeat.start(20)
        paints = Paints()
        window.busy_bar.installEventFilter(paints)
        window.ask_page.question.setText("How many sales?")
        qtbot.mouseClick(window.ask_page.ask_button, Qt.MouseButton.LeftButton)
        assert window.busy_bar.isVisible() and window.cancel_button.isVisible()
        idle(qtbot, window)
        heartbeat.stop()
    assert clock.elapsed() >= 2000 and len(gaps) > 50
    assert max(gaps[1:]) < 100, max(gaps[1:])
    assert Paints.count > 5  # the busy indicator kept animating
    assert window.ask_page.answer_label.text().endswith("sales.")
    assert not window.busy_bar.isVisible()


def test_cancel_frees_the_window_and_drops_the_late_answer(qtbot, window, services):
    with FakeOpenAI() as server:
        services.settings = lambda: ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        server.script = [fake.Reply(body=fake.tool_call({"sentence": "x"}, name="answer").body, delay=1)]
        window.ask_page.question.setText("How many sales?")
        qtbot.mouseClick(window.ask_page.ask_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
        assert not window.tasks.busy and not window.busy_bar.isVisible()
        window.tasks.wait()
        qtbot.wait(50)
    assert window.ask_page.answer_label.text() == "Cancelled."  # the late answer never lands
    assert window.ask_page.ask_button.isEnabled()


def test_a_form_enters_a_record_with_names_completed_from_the_shop(qtbot, window, services):
    form = window.record_page.form
    idle(qtbot, window)
    assert "cherry" in form.known.products and any(c["name"] == "Bob Smith" for c in form.known.customers)
    form.kind.setCurrentText("Purchase")
    completer = form.party.completer()
    completer.setCompletionPrefix("hill")
    assert completer.currentCompletion() == "Hillside Produce"
    form.date.setDate(form.date.date().fromString("2024-02-29", "yyyy-MM-dd"))
    form.party.setText("Hillside Produce")
    product, quantity, cost, selling = form.items[0]
    product.setText("kiwi")
    quantity.setValue(10)
    cost.setValue(1.25)
    selling.setValue(2.0)
    qtbot.mouseClick(form.check_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    (card,) = window.record_page.cards_shown()
    assert card.record["items"] == [{"product": "kiwi", "quantity": 10.0, "unit_cost": 1.25,
                                     "selling_price": 2.0, "unit": "kg"}]
    assert "new product: kiwi" in card.warnings.text()
    before = services.ledger.record_count()
    qtbot.mouseClick(window.record_page.confirm_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    assert services.ledger.record_count() == before + 1
    assert services.ledger.history(limit=1)[0]["source"] == "form"


def test_correcting_a_record_from_the_history(qtbot, window, services):
    parse_and_confirm(qtbot, window, "Sold 1 kg pear to Tom Lee on 2024-02-29")
    position = services.ledger.record_count()
    page = window.history_page
    page.select_position(position)
    record = next(r["record"] for r in page.model.history if r["position"] == position)
    page.correct_selected({**record, "items": [{"product": "pear", "quantity": 2, "unit": "kg"}]})
    idle(qtbot, window)
    assert page.message.text().startswith(f"#{position + 1}: correction of #{position}")
    assert services.ledger.history(limit=1)[0]["status"] == "corrected"
    assert "pear 2 kg" in services.ledger.history(limit=1)[0]["summary"]


def test_settings_keep_the_endpoint_and_the_key_in_the_keyring(qtbot, window, services, monkeypatch):
    import keyring

    from app.config import keys, store
    from app.config import model as model_settings
    from tests.support.file_keyring import FileKeyring
    from ui.settings_dialog import SettingsDialog

    monkeypatch.setenv("TEST_KEYRING_FILE", str(store.config_path().parent / "keys.json"))
    store.config_path().parent.mkdir(parents=True, exist_ok=True)
    keyring.set_keyring(FileKeyring())
    services.settings = model_settings.model_settings
    with FakeOpenAI() as server:
        dialog = SettingsDialog(services, window.tasks, window)
        dialog.base_url.setText(server.base_url)
        dialog.model.setText("fake-model")
        dialog.api_key.setText("sk-typed")
        dialog.staff.setText("Ann")
        dialog.test_connection()
        idle(qtbot, window)
        assert dialog.outcome.text().startswith("Connected to")
        assert dialog.save()
    assert model_settings.model_settings().model == "fake-model" and model_settings.api_key() == "sk-typed"
    assert "sk-typed" not in store.config_path().read_text()
    assert services.ledger.staff_name == "Ann" and services.translator_name() == "fake-model"

    # The shared shop for the next start: a password in the address is refused, nothing saved.
    dialog = SettingsDialog(services, window.tasks, window)
    dialog.database.setText("postgresql://shop:secret@db.example/shopdb")
    assert not dialog.save() and "Leave the password out" in dialog.outcome.text()
    assert store.stored_value("database") is None
    dialog.database.setText("postgresql://shop@db.example/shopdb?schema=north")
    dialog.database_password.setText("pg-typed")
    assert dialog.save()
    assert store.stored_value("database") == "postgresql://shop@db.example/shopdb?schema=north"
    assert "pg-typed" not in store.config_path().read_text()
    assert keys.get_value("database.password") == "set (in the OS keyring)"


def test_a_note_becomes_a_fact_shown_in_the_tables(qtbot, window, services):
    page = window.record_page
    page.input.setPlainText("Hillside Produce now delivers on Tuesdays")
    qtbot.mouseClick(page.parse_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    (card,) = page.cards_shown()
    assert card.title.text() == "Note · 2024-03-01 · Hillside Produce delivers on Tuesdays"
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    tables = window.tables_page
    tables.picker.setCurrentText("facts")
    idle(qtbot, window)
    assert tables.model.columns[:6] == ["fact_id", "subject", "relation", "object", "valid_from", "valid_to"]
    assert tables.model.row(0)[1:6] == ("Hillside Produce", "delivers on", "Tuesdays", "2024-03-01", None)


@pytest.mark.parametrize("database", ["sqlite", "postgres"], indirect=True)
def test_records_entered_at_another_till_appear_within_a_second_or_so(qtbot, window, services, tmp_path, database):
    from app.bootstrap import bootstrap

    other = bootstrap(tmp_path / "shop", staff="Till 2", database=database)  # a second till, same shop
    try:
        other.record({"kind": "sale", "date": "2024-02-29", "customer": {"name": "Tom Lee"},
                      "items": [{"product": "pear", "quantity": 1}]})
        position = other.record_count()
        qtbot.waitUntil(lambda: window.history_page.model.rowCount() > 0
                        and window.history_page.model.position_at(0) == position, timeout=3000)
        assert window.history_page.model.row(0)[3] == "Till 2"
        assert f"{position:,} events" in window.status_text.text()
    finally:
        other.close()
