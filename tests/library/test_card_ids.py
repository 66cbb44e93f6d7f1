"""The id a card is kept under: a card's identity is its id and its edition."""

from __future__ import annotations

from dataclasses import replace

from companion.library.card_ids import ids_to_look_up, place
from companion.rules.card import Card, Option, OptionGroup, OptionKind, edition_card_id, plain_card_id
from companion.rules.linked_options import CardItems, share_groups, share_options

SASIA = Card(id="dirz/sasia-samaris", name="Sasia Samaris", people="dirz", ap=99, edition="c5",
             character_id="dirz/sasia-samaris",
             options=(Option(id="dirz/sasia-samaris/danakil", name="Danakil", kind=OptionKind.AFFILIATION,
                             group="Laboratories"),),
             option_groups=(OptionGroup("Laboratories", 1, 1, default="dirz/sasia-samaris/danakil"),
                            OptionGroup("Laboratories / Danakil", 2, 2, parent="dirz/sasia-samaris/danakil")))
CLOAK = Card(id="dirz/sasia-samaris-cloak-2nd", name="Sasia Samaris [cloak] (2nd)", people="dirz", ap=123, edition="c5",
             character_id="dirz/sasia-samaris")


def test_the_edition_id_is_the_id_and_the_edition_and_reads_back() -> None:
    assert edition_card_id("dirz/sasia-samaris", "c5") == "dirz/sasia-samaris-c5"
    assert edition_card_id("dirz/sasia-samaris", "My_Source.2") == "dirz/sasia-samaris-my-source-2"
    assert plain_card_id("dirz/sasia-samaris-c5", "c5") == "dirz/sasia-samaris"
    assert plain_card_id("dirz/sasia-samaris", "c5") == "dirz/sasia-samaris"  # not made by edition_card_id
    assert plain_card_id("dirz/sasia-samaris-c5", "c2") == "dirz/sasia-samaris-c5"


def test_a_free_id_and_an_id_of_the_same_edition_are_kept() -> None:
    assert place([SASIA, CLOAK], {}).cards == [SASIA, CLOAK]
    assert place([SASIA], {"dirz/sasia-samaris": "c5"}).cards == [SASIA]  # an update, where it is


def test_an_id_held_by_another_edition_puts_the_card_beside_it_with_its_options_and_character() -> None:
    held = {"dirz/sasia-samaris": "c2"}  # the starter card
    assert ids_to_look_up([SASIA, CLOAK]) >= set(held)
    placement = place([CLOAK, SASIA], held)  # the version first: its Character still follows
    cloak, sasia = placement.cards
    assert not placement.refused
    assert sasia.id == "dirz/sasia-samaris-c5" and sasia.character_id == "dirz/sasia-samaris-c5"
    assert [option.id for option in sasia.options] == ["dirz/sasia-samaris-c5/danakil"]
    assert sasia.option_groups[1].parent == "dirz/sasia-samaris-c5/danakil" and sasia.option_groups[0].parent is None
    assert sasia.option_groups[0].default == "dirz/sasia-samaris-c5/danakil"  # the option the group holds follows
    assert (sasia.name, sasia.ap, sasia.edition) == (SASIA.name, SASIA.ap, SASIA.edition)
    assert cloak.id == CLOAK.id and cloak.character_id == "dirz/sasia-samaris-c5"


def test_the_card_kept_with_its_edition_stays_there() -> None:
    both = {"dirz/sasia-samaris": "c2", "dirz/sasia-samaris-c5": "c5"}
    assert place([SASIA], both).cards[0].id == "dirz/sasia-samaris-c5"
    # The starter card deleted since: the C5 card is still updated where it is, not doubled.
    assert place([SASIA], {"dirz/sasia-samaris-c5": "c5"}).cards[0].id == "dirz/sasia-samaris-c5"


def test_a_card_whose_two_ids_are_held_by_other_editions_is_refused() -> None:
    placement = place([SASIA, CLOAK], {"dirz/sasia-samaris": "c2", "dirz/sasia-samaris-c5": "mine"})
    assert placement.refused == [(SASIA, "c2")]
    assert [card.id for card in placement.cards] == [CLOAK.id]


def test_a_row_another_program_wrote_is_replaced_as_a_card_of_the_same_edition() -> None:
    assert place([SASIA], {"dirz/sasia-samaris": 7}).cards == [SASIA]


def test_two_editions_in_one_batch_are_both_kept() -> None:
    starter = Card(id="dirz/sasia-samaris", name="Sasia Samaris", people="dirz")
    assert [card.id for card in place([starter, SASIA], {}).cards] == ["dirz/sasia-samaris", "dirz/sasia-samaris-c5"]


def test_a_card_of_shared_option_sets_moved_beside_another_edition_keeps_the_same_sets() -> None:
    interned: dict[object, object] = {}
    shared = replace(SASIA, options=share_options(SASIA.id, SASIA.options, interned),
                     option_groups=share_groups(SASIA.id, SASIA.option_groups, interned))
    assert isinstance(shared.options, CardItems) and isinstance(shared.option_groups, CardItems)
    (sasia,) = place([shared], {"dirz/sasia-samaris": "c2"}).cards
    assert isinstance(sasia.options, CardItems) and isinstance(sasia.option_groups, CardItems)
    assert sasia.options.parts[0][0] is shared.options.parts[0][0]  # the set itself, not a copy
    assert sasia.option_groups.parts[0][0] is shared.option_groups.parts[0][0]
    moved = place([SASIA], {"dirz/sasia-samaris": "c2"}).cards[0]  # the same card as plain tuples
    assert sasia.options == moved.options and sasia.option_groups == moved.option_groups
    assert [option.id for option in sasia.options] == ["dirz/sasia-samaris-c5/danakil"]
