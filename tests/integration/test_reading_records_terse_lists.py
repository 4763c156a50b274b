"""Terse lists: the kind said alone first ("Purchase. ABC. …" reads as "Purchase: ABC. …"), bare
items after semicolons on one customer's line ("Tom Lee 1kg grapes; 2kg pears"), and the unit said
once for two items even with a comma before "and" ("one kilo of pears, and two of apples"). An
item after a semicolon that names someone else is not added to the first one's record."""

from tests.integration.test_reading_records import read, sale


def test_a_kind_said_alone_first_heads_the_record(drafter):
    assert read(drafter, "Sale. Luis Garcia. Pears 2kg, grapes 1kg.") == [
        sale("Luis Garcia", ("pear", 2), ("grape", 1))]


def test_bare_items_after_semicolons_are_the_same_sale(drafter):
    assert read(drafter, "- Tom Lee 1kg grapes; 2kg pears; 0.5kg cherries") == [
        sale("Tom Lee", ("grape", 1), ("pear", 2), ("cherry", 0.5))]


def test_an_item_for_someone_else_after_a_semicolon_is_their_own(drafter):
    assert read(drafter, "Tom Lee 1kg grapes; Ann Brown 2kg pears") == [
        sale("Tom Lee", ("grape", 1)), sale("Ann Brown", ("pear", 2))]


def test_the_unit_said_once_with_a_comma_before_and(drafter):
    assert read(drafter, "Zoe Davis, one kilo of pears, and two of apples too") == [
        sale("Zoe Davis", ("pear", 1), ("apple", 2))]
