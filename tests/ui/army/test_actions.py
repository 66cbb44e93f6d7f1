"""The Army workspace's menu actions, each run on the builder: the lists' actions from any
workspace (the Army brought forward first), the entries' on the list; and what the builder
tells the window through the workspace (the ruleset of the list shown, remembered)."""

from __future__ import annotations

import pytest

from companion.rules.ruleset import RulesetName
from companion.ui.army.builder import ArmyBuilder
from companion.ui.army.controller import ArmyListController

ON_THE_LIST = ("save", "revert", "delete_list")
"""What the controller (the list itself) answers; the view answers the rest."""


@pytest.mark.parametrize("name, ran", [
    ("new_list", "start_new_list"), ("open_list", "ask_open"), ("save", "save"), ("save_as", "ask_save_as"),
    ("rename", "ask_rename"), ("revert", "revert"), ("delete_list", "delete_list"),
    ("import_list", "ask_import"), ("export_list", "ask_export"), ("copy_text", "copy_as_text"),
])
def test_a_list_action_from_the_library_brings_the_army_forward_and_runs(  # type: ignore[no-untyped-def]
        window, monkeypatch, name: str, ran: str) -> None:
    done: list[str] = []
    monkeypatch.setattr(ArmyListController if ran in ON_THE_LIST else ArmyBuilder, ran,
                        lambda _self: done.append(ran))
    window.show_workspace("library")
    getattr(window.army.list_actions, name).trigger()
    assert done == [ran]
    assert window.current_workspace() == "army"


@pytest.mark.parametrize("name, ran", [
    ("add_figure", "add_figure_selected"), ("remove_figure", "remove_figure_selected"),
    ("remove_entry", "remove_selected"), ("incarnation", "toggle_incarnation_selected"),
])
def test_an_entry_action_runs_on_the_builder(builder, monkeypatch, name: str, ran: str) -> None:  # type: ignore[no-untyped-def]
    done: list[str] = []
    monkeypatch.setattr(ArmyBuilder, ran, lambda _self: done.append(ran))
    getattr(builder.list_actions, name).trigger()
    assert done == [ran]


def test_the_ruleset_of_the_list_shown_is_the_window_s_and_remembered(army, window) -> None:  # type: ignore[no-untyped-def]
    army.set_ruleset(RulesetName.TOURNAMENT)
    assert window.session.ruleset.name is RulesetName.TOURNAMENT
    assert "Tournament" in window.ruleset_label.text()
    assert window.settings.value("ruleset") == RulesetName.TOURNAMENT.value
