"""What a night manager's e-mail says around its records, read offline on the demo shop: "Quick
rundown for today:", "A steady one." and a loss found "overnight" carry nothing; the records
between read exactly."""


from tests.integration.test_reading_records import adjustment, read, sale


def test_a_rundown_heading_and_a_steady_evening(drafter):
    assert read(drafter, "Hey,\nQuick rundown for today: Sue Davis took 1 kg grapes.\nA steady one.\nM") == [
        sale("Sue Davis", ("grape", 1))]


def test_a_loss_found_overnight(drafter):
    assert read(drafter, "2 kg of pears went mouldy overnight, binned.") == [adjustment("pear", -2.0, "mouldy")]
