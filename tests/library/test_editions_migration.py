"""A library made before cards of two editions could share an id (revision 0009): it opens, its
lists still open, its data source's next update brings the card that was left out, and a C5
list naming the booklet card's id then takes the C5 card."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from companion.i18n import render
from companion.library.armies import ArmyStore
from companion.library.sources.update import DataSources
from companion.library.store import Library
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.army_editions import in_list_edition
from companion.rules.card import Card
from tests.fake_sources import GITHUB, FakeSources
from tests.library.library_files import downgrade_to

STARTER_AGONN = Card(id="alahan/agonn-the-ardent", name="Agonn the ardent", people="alahan", character=True)
"""The booklet's card of that id (its AP unknown), as a starter pack would hold it."""


def test_a_library_at_0009_opens_reads_its_source_again_and_its_c5_list_takes_the_c5_card(
        fake_sources: FakeSources, tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    c5_list = ArmyList("C5 lions", "alahan", 200, entries=(
        Entry("alahan/agonn-the-ardent"), Entry("alahan/ballista-of-the-lion"), Entry("alahan/ballista-of-the-lion")))
    with Library.open(path, seed=False) as library:
        library.save(STARTER_AGONN)
        DataSources(library).add(GITHUB, name="c5")
        # What the import did before: the C5 Agonn left out, the booklet's card kept in his place.
        assert library.delete_cards(["alahan/agonn-the-ardent-c5"]) == 1
        list_id = ArmyStore(library).save(c5_list).id
        before = library.cards()
    downgrade_to(path, "0009")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [("0009",)]

    with Library.open(path) as library:
        assert library.warnings == [] and library.cards() == before
        saved = ArmyStore(library).open(list_id)
        assert saved.army() == c5_list  # the list opens, naming the ids it named
        sources = DataSources(library)
        assert render(sources.update("c5", check_only=True).messages()[0]) == "c5: 5 files to update"
        report = sources.update("c5")
        assert report.diff.added == (("alahan/agonn-the-ardent-c5", "Agonn the ardent"),)
        assert not report.diff.changed and not report.diff.removed
        assert sources.update("c5").up_to_date  # the versions are known again
        cards = {card.id: card for card in library.cards()}
        assert cards[STARTER_AGONN.id] == STARTER_AGONN
        resolved = in_list_edition(saved.army(), cards.get)
        assert resolved.entries[0].card_id == "alahan/agonn-the-ardent-c5"
        assert validate(resolved, cards).total_ap == 40 + 41 + 41  # the C5 Agonn's AP
