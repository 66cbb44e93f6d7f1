"""House rules applied by the engine (house-rules-fr.txt)."""

from __future__ import annotations

import importlib

import pytest

from companion.rules.errors import RulesError
from companion.rules.house_rules import (
    HOUSE_RULES_IN_ENGINE,
    Night,
    night_affected,
    night_limits,
    source,
)
from companion.rules.ruleset import CORE, Ruleset, RulesetName
from companion.rules.source import Text
from tests.refusals import refused

NIGHT = Ruleset(RulesetName.CORE, frozenset({1}))


@pytest.mark.parametrize(
    ("condition", "max_range", "modifier"),
    [(Night.MOONLESS, 15, 0), (Night.FULL_MOON, 30, 0), (Night.CAMPFIRE, None, 1),
     (Night.STORM, None, 3)],
)
def test_night_limits(condition: Night, max_range: float | None, modifier: int) -> None:
    limits = night_limits(condition, ruleset=NIGHT)
    assert (limits.max_range, limits.aim_modifier) == (max_range, modifier)
    assert limits.source.text is Text.HOUSE and limits.source.number == 1


def test_storm_close_target_and_unaffected_fighters() -> None:
    assert night_limits(Night.STORM, target_distance=10).aim_modifier == 0
    assert night_limits(Night.MOONLESS, affected=False).max_range is None
    assert night_affected("alahan") and night_affected("no-dan-kar") and night_affected("mid-nor")
    assert not night_affected("wolfen")
    assert not night_affected("acheron", living_dead=True)
    with refused("house-rules.night-off"):
        night_limits(Night.MOONLESS, ruleset=CORE)


def test_every_indexed_house_rule_points_at_real_code() -> None:
    for number, where in HOUSE_RULES_IN_ENGINE.items():
        assert source(number).number == number
        dotted = where.split(" ")[0]
        try:
            importlib.import_module(dotted)
        except ModuleNotFoundError:
            module, _, attribute = dotted.rpartition(".")
            assert hasattr(importlib.import_module(module), attribute), where
    with pytest.raises(RulesError):
        source(22)
