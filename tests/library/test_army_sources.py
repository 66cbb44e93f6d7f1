"""Lists travel: an army file carries its cards' data-source ids, and finds the same cards by
them after a fresh import of the same catalogues, even where the app's card ids changed."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from companion.library.army_files import ArmyFileError, read_army
from companion.library.card_options import OptionFieldError
from companion.library.list_files import read_list, write_list
from companion.library.packs import PackError, card_from_dict, card_to_dict
from companion.library.store import Library
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Card
from tests.refusals import refused

AGONN = "alahan/agonn-the-ardent"
SHIELD = f"{AGONN}/the-shield-of-pride"


def renamed(card: Card, new_id: str) -> Card:
    """The card as a later revision of its catalogue might name it: new ids, same data source."""
    options = tuple(replace(o, id=new_id + o.id[len(card.id):]) for o in card.options)
    groups = tuple(replace(g, parent=None if g.parent is None else new_id + g.parent[len(card.id):])
                   for g in card.option_groups)
    return replace(card, id=new_id, options=options, option_groups=groups)


def test_an_army_file_carries_the_data_sources_ids(c5: dict[str, Card], tmp_path: Path) -> None:
    cards = dict(c5)
    path = tmp_path / "lions.army.json"
    write_list(path, ArmyList("Lions", "alahan", 100, entries=(Entry(AGONN, 1, options=(SHIELD,)),)), cards)
    (entry,) = json.loads(path.read_text("utf-8"))["entries"]
    assert entry["source"] == {"edition": "c5", "catalogue": "606146b9-7c3a-49e6-1d60-01d548bc9737",
                               "entry": "f4be9207-8da3-34b8-5aac-727bbeb57f05",
                               "options": {SHIELD: "c008-c127-3535-418f::6e01-c4dd-2699-3ae4"}}
    assert read_army(path).entries[0].source is not None


def test_after_a_fresh_import_that_renamed_the_card_the_list_finds_it(c5: dict[str, Card], tmp_path: Path) -> None:
    cards = dict(c5)
    path = tmp_path / "lions.army.json"
    write_list(path, ArmyList("Lions", "alahan", 100, entries=(Entry(AGONN, 1, options=(SHIELD,)),)), cards)
    new_library = [renamed(card, "alahan/agonn-l-ardent") if card.id == AGONN else card for card in c5.values()]
    read = read_list(path, new_library)
    (entry,) = read.army.entries
    assert entry.card_id == "alahan/agonn-l-ardent"
    assert entry.options == ("alahan/agonn-l-ardent/the-shield-of-pride",)
    verdict = validate(read.army, {card.id: card for card in new_library})
    assert verdict.entry_ap == (46,)
    assert "card.unknown" not in [v.rule for v in verdict.violations]


def test_a_source_that_names_no_card_keeps_the_entry_as_it_was(c5: dict[str, Card], tmp_path: Path) -> None:
    cards = dict(c5)
    path = tmp_path / "lions.army.json"
    write_list(path, ArmyList("Lions", "alahan", 100, entries=(Entry(AGONN, 1, options=(SHIELD,)),)), cards)
    read = read_list(path, [card for card in c5.values() if card.id != AGONN])
    assert read.army.entries == (Entry(AGONN, 1, options=(SHIELD,)),)


def test_a_fresh_import_into_a_library_finds_the_same_cards(battlescribe_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "lions.army.json"
    with Library.open(tmp_path / "one.sqlite3", seed=False) as one:
        one.import_battlescribe([battlescribe_dir])
        stored = one.get(AGONN)
        assert stored is not None and stored.source_ids is not None  # kept in the library
        shield = stored.option(SHIELD)
        assert shield is not None and shield.source_ids is not None
        write_list(path, ArmyList("Lions", "alahan", 100, entries=(Entry(AGONN, 1, options=(SHIELD,)),)),
                   {card.id: card for card in one.cards()})
    with Library.open(tmp_path / "two.sqlite3", seed=False) as two:
        two.import_battlescribe([battlescribe_dir])
        read = read_list(path, two.cards())
    # the barony the file leaves empty holds its default, kept in the library with its group
    assert read.army.entries == (Entry(AGONN, 1, options=(SHIELD, f"{AGONN}/unaffiliated")),)


def test_card_packs_carry_the_source_ids(c5: dict[str, Card]) -> None:
    agonn = next(card for card in c5.values() if card.id == AGONN)
    written = card_to_dict(agonn)
    assert written["source_ids"]["entry"] == "f4be9207-8da3-34b8-5aac-727bbeb57f05"  # type: ignore[index]
    assert card_from_dict(written, "pack") == agonn
    bad = {**written, "source_ids": {"catalogue": "c"}}
    with refused("pack.card-field", PackError, field="source_ids.system"):
        card_from_dict(bad, "pack")


@pytest.mark.parametrize(
    "source",
    [
        "c5",
        {"edition": "c5", "catalogue": "cat"},
        {"edition": "c5", "catalogue": "cat", "entry": 3},
        {"edition": "c5", "catalogue": "cat", "entry": "e", "options": ["x"]},
        {"edition": "c5", "catalogue": "cat", "entry": "e", "extra": 1},
    ],
)
def test_a_bad_source_in_an_army_file_names_the_field(tmp_path: Path, source: object) -> None:
    path = tmp_path / "bad.army.json"
    path.write_text(json.dumps({"format": "confrontation-army", "version": 1, "name": "Bad", "people": "alahan",
                                "points": 100, "entries": [{"card": "alahan/paladin", "source": source}]}), "utf-8")
    with refused("army-file.entry-field", ArmyFileError):
        read_army(path)


def test_option_source_ids_are_checked_in_packs() -> None:
    from companion.library.card_options import options_from_json

    with pytest.raises(OptionFieldError) as caught:
        options_from_json([{"id": "alahan/x/y", "name": "Y", "kind": "artefact", "source_ids": {"group": "g"}}],
                          None, "alahan/x")
    assert caught.value.field == "options[0].source_ids.entry"
