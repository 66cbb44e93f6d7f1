"""A card's options held as sets every card linking them shares: one object for all the cards,
each card reading its own ids and links."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.rules.card import Option, OptionGroup, OptionKind, OptionSourceIds
from companion.rules.linked_options import CardGroups, CardOptions, SharedSet, share_groups, share_options


def baronies(card_id: str, link: str) -> tuple[Option, ...]:
    """The Baronies as a card linking them by ``link`` has them, after one option of its own."""
    return (
        Option(f"{card_id}/bow", "Bow", OptionKind.EQUIPMENT, ap=2, source_ids=OptionSourceIds("bow-entry")),
        Option(f"{card_id}/unaffiliated", "Unaffiliated", OptionKind.AFFILIATION, group="Baronies",
               source_ids=OptionSourceIds(f"{link}::unaffiliated-entry", f"{link}::baronies-group")),
        Option(f"{card_id}/doriman", "Doriman", OptionKind.AFFILIATION, ap=1, group="Baronies", text="Brutal.",
               source_ids=OptionSourceIds(f"{link}::doriman-link::doriman-entry", f"{link}::baronies-group")),
    )


def groups(card_id: str) -> tuple[OptionGroup, ...]:
    return (OptionGroup("Baronies", 1, 1, default=f"{card_id}/unaffiliated"),
            OptionGroup("Baronies / Doriman", None, 1, parent=f"{card_id}/doriman"))


def test_cards_linking_one_group_share_the_set_and_read_their_own_ids_and_links() -> None:
    interned: dict[object, object] = {}
    first = share_options("alahan/a", baronies("alahan/a", "link-a"), interned)
    second = share_options("alahan/b", baronies("alahan/b", "link-b"), interned)
    assert isinstance(first, CardOptions) and isinstance(second, CardOptions)
    assert [len(shared) for shared, _links in first.parts] == [1, 2]  # its own bow, then the Baronies' link
    assert first.parts[1][0] is second.parts[1][0]  # one object for both cards
    assert first.parts[1][1] == ("link-a",) and second.parts[1][1] == ("link-b",)
    assert first.parts[1][0].items[1].id == "doriman"
    assert first.parts[1][0].items[1].source_ids == OptionSourceIds("{0}::doriman-link::doriman-entry", "{0}::baronies-group")
    assert first == baronies("alahan/a", "link-a") and tuple(second) == baronies("alahan/b", "link-b")
    assert first != baronies("alahan/b", "link-b") and first != second


def test_shared_options_read_as_the_tuple_of_the_same_options() -> None:
    options = baronies("alahan/a", "link-a")
    shared = share_options("alahan/a", options, {})
    assert len(shared) == 3 and list(shared) == list(options)
    assert shared[0] == options[0] and shared[2] == options[2] and shared[-1] == options[-1]
    assert shared[1:] == options[1:] and shared[::-1] == options[::-1]
    assert options[2] in shared and shared.index(options[1]) == 1
    assert hash(shared) == hash(options) and repr(shared) == repr(options)
    with pytest.raises(IndexError):
        shared[3]
    with pytest.raises(IndexError):
        shared[-4]
    assert share_options("alahan/a", shared, {}) is shared  # already the card's


def test_options_that_cannot_be_shared_stay_a_tuple() -> None:
    options = baronies("alahan/a", "link-a")
    assert share_options("alahan/a", (), {}) == ()
    foreign = (*options, Option("alahan/other/bow", "Bow", OptionKind.EQUIPMENT))  # another card's id
    assert type(share_options("alahan/a", foreign, {})) is tuple
    numbered = (replace(options[0], source_ids=OptionSourceIds("{0}::bow-entry")),)  # a path that looks shared
    assert share_options("alahan/a", numbered, {}) == numbered and type(share_options("alahan/a", numbered, {})) is tuple


def test_option_groups_share_their_set_with_parents_and_defaults_the_cards_own() -> None:
    interned: dict[object, object] = {}
    first = share_groups("alahan/a", groups("alahan/a"), interned)
    second = share_groups("alahan/b", groups("alahan/b"), interned)
    assert isinstance(first, CardGroups) and isinstance(second, CardGroups)
    assert first.parts[0][0] is second.parts[0][0]
    assert first.parts[0][0].items == (OptionGroup("Baronies", 1, 1, default="unaffiliated"),
                                 OptionGroup("Baronies / Doriman", None, 1, parent="doriman"))
    assert first == groups("alahan/a") and second == groups("alahan/b")
    assert second.with_card_id("alahan/c") == groups("alahan/c")
    not_its_own = (OptionGroup("Baronies", 1, 1, default="alahan/other/unaffiliated"),)
    assert type(share_groups("alahan/a", not_its_own, interned)) is tuple


def test_a_default_kept_whole_by_a_library_written_before_reads_as_it_is() -> None:
    stored = CardGroups("alahan/a", ((SharedSet((OptionGroup("Baronies", 1, 1, default="alahan/a/unaffiliated"),)), ()),))
    assert stored[0].default == "alahan/a/unaffiliated"
