"""A list resolves the cards of its own edition: the starter card and the C5 card of one name
are kept side by side (``dirz/sasia-samaris`` and ``dirz/sasia-samaris-c5``)."""

from __future__ import annotations

from companion.rules.army import ArmyList, Entry, EntrySource, validate
from companion.rules.army_editions import in_list_edition
from companion.rules.card import Card, Option, OptionKind

STARTER_SASIA = Card(id="dirz/sasia-samaris", name="Sasia Samaris", people="dirz", character=True)  # AP unknown
C5_SASIA = Card(id="dirz/sasia-samaris-c5", name="Sasia Samaris", people="dirz", character=True, ap=99, edition="c5",
                figures_per_card=1, options=(Option(id="dirz/sasia-samaris-c5/blade-of-siajan", name="Blade of Siajan",
                                                    kind=OptionKind.ARTEFACT, ap=8),))
C5_CLONE = Card(id="dirz/clone-of-dirz", name="Clone of Dirz", people="dirz", ap=10, figures_per_card=3, edition="c5")
STARTER_TIGER = Card(id="dirz/dirz-tiger", name="Dirz Tiger", people="dirz", ap=30, figures_per_card=1)
CARDS = {card.id: card for card in (STARTER_SASIA, C5_SASIA, C5_CLONE, STARTER_TIGER)}


def dirz(*entries: Entry) -> ArmyList:
    return ArmyList("Dirz", "dirz", 200, entries=entries)


def test_a_c5_list_naming_the_starter_id_takes_the_c5_card_and_its_options() -> None:
    army = dirz(Entry("dirz/sasia-samaris", options=("dirz/sasia-samaris/blade-of-siajan",)), Entry("dirz/clone-of-dirz"))
    resolved = in_list_edition(army, CARDS.get)
    assert resolved.entries == (Entry("dirz/sasia-samaris-c5", options=("dirz/sasia-samaris-c5/blade-of-siajan",)),
                                Entry("dirz/clone-of-dirz"))
    validation = validate(resolved, CARDS)
    assert validation.total_ap == 99 + 8 + 10  # her C5 AP and her artefact's, where the starter card has none
    assert "card.incomplete" not in {v.rule for v in validation.violations}
    assert "card.incomplete" in {v.rule for v in validate(army, CARDS).violations}  # before: the starter card


def test_a_starter_list_keeps_the_starter_card_and_takes_it_back_from_c5() -> None:
    army = dirz(Entry("dirz/sasia-samaris"), Entry("dirz/dirz-tiger"))
    assert in_list_edition(army, CARDS.get) == army
    named_c5 = dirz(Entry("dirz/sasia-samaris-c5", source=EntrySource("c5", "cat", "entry")), Entry("dirz/dirz-tiger"))
    (sasia, _tiger) = in_list_edition(named_c5, CARDS.get).entries
    assert sasia.card_id == "dirz/sasia-samaris" and sasia.source is None  # the data-source ids were the C5 card's


def test_a_list_with_no_card_that_tells_its_edition_is_left_as_it_is() -> None:
    for army in (dirz(Entry("dirz/sasia-samaris")), dirz(Entry("dirz/sasia-samaris-c5")), dirz(Entry("dirz/unknown")), dirz()):
        assert in_list_edition(army, CARDS.get) == army


def test_the_edition_most_entries_tell_wins_and_a_tie_goes_to_the_first_by_name() -> None:
    clones = [Entry("dirz/clone-of-dirz")] * 2
    assert in_list_edition(dirz(Entry("dirz/sasia-samaris"), Entry("dirz/dirz-tiger"), *clones),
                           CARDS.get).entries[0].card_id == "dirz/sasia-samaris-c5"
    tie = in_list_edition(dirz(Entry("dirz/sasia-samaris-c5"), Entry("dirz/dirz-tiger"), clones[0]), CARDS.get)
    assert tie.entries[0].card_id == "dirz/sasia-samaris"  # c2 before c5


def test_a_card_without_a_companion_of_the_list_edition_is_left_alone() -> None:
    only_c5 = {card.id: card for card in (C5_SASIA, C5_CLONE, STARTER_TIGER)}
    army = dirz(Entry("dirz/sasia-samaris-c5"), Entry("dirz/dirz-tiger"), Entry("dirz/dirz-tiger"))
    assert in_list_edition(army, only_c5.get) == army


def test_only_the_cards_of_the_list_and_those_beside_them_are_looked_up() -> None:
    asked: list[str] = []

    def lookup(card_id: str) -> Card | None:
        asked.append(card_id)
        return CARDS.get(card_id)

    army = dirz(Entry("dirz/sasia-samaris"), Entry("dirz/clone-of-dirz"), Entry("dirz/clone-of-dirz"))
    assert in_list_edition(army, lookup).entries[0].card_id == "dirz/sasia-samaris-c5"
    assert len(asked) == len(set(asked))  # each id once
    assert set(asked) == {"dirz/sasia-samaris", "dirz/sasia-samaris-c5", "dirz/clone-of-dirz", "dirz/clone-of-dirz-c2"}
