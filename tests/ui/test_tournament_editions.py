"""A tournament round checks each list with the cards of its edition: a C5 list naming the id
the booklet's card holds is priced with the C5 card kept beside it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from companion.rules.army import ArmyList, Entry
from companion.rules.ruleset import TOURNAMENT
from tests.rules.tournament_cards import PALADIN
from tests.ui.tournament_round import click, tournament_library

KNIGHT = replace(PALADIN, id="alahan/knight", name="Knight", ap=50, figures_per_card=1, edition="c5")
C5_LIONS = ArmyList("C5 lions", "alahan", None, TOURNAMENT, (Entry(PALADIN.id, 3), Entry(KNIGHT.id, 1)))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """The tournament's test library, the C5 Paladin (50 AP) kept beside the booklet's (30 AP), a C5 list."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    path = tournament_library(tmp_path / "tournament.sqlite3")
    with Library.open(path, seed=False) as library:
        assert library.import_cards([replace(PALADIN, ap=50, edition="c5"), KNIGHT]).added == 2
        ArmyStore(library).save(C5_LIONS)
    return path


def test_a_c5_list_is_checked_with_the_c5_cards(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    panel.show_panel()
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    page.select_list(0, "C5 lions")
    page.select_list(1, "The hungry dead")
    verdict = page.lists_verdict.text()
    assert "C5 lions: ✔ legal under the tournament rules · 200 / 200 AP" in verdict  # 3 x 50 + 50
    assert "editions" not in verdict
