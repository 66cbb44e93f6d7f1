"""Fear and Courage (booklet, "INFLUENCE OF FEAR" and abilities)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.characteristic import penalised
from companion.rules.dice import RollRule
from companion.rules.errors import RulesError
from companion.rules.fear import (
    Failure,
    Fighter,
    Situation,
    courage_test,
    effective_fear,
    fear_odds,
    fear_penalty,
    group_courage,
    group_fear,
    immunity_after,
    morale,
    must_test,
    rally_test,
    courage_score,
    war_cry_fear,
)
from tests.refusals import refused

PALADIN = Fighter.of(courage=5, discipline=3, people="alahan")
WOLFEN_ZOMBIE = Fighter.of(fear=8, abilities=["Living-dead"], people="acheron")


def test_paladin_against_the_wolfen_zombie() -> None:
    """"The Paladin's Courage characteristic rates 5 while the Fear score of the Wolfen Zombie is
    8. The Paladin has to roll 4 or more on his D6 in order to best the Fear rating of his
    opponent. The Alahan Player rolls 5 and therefore gets a total Courage result of 9"."""
    assert must_test(PALADIN, WOLFEN_ZOMBIE, Situation.CHARGED).value
    test = courage_test(5, 8)
    assert test.difficulty == 9
    assert test.chance == Fraction(3, 6)
    outcome = test.resolve([5])
    assert outcome.success and outcome.total == 10
    assert not test.resolve([3]).success  # 8 is not strictly greater than 8


@pytest.mark.parametrize(("courage", "fear", "chance"),
                         [(5, 8, Fraction(1, 2)), (5, 9, Fraction(2, 6)), (5, 4, Fraction(5, 6)),
                          (0, 6, Fraction(5, 36)), (5, 11, Fraction(5, 36))])
def test_strictly_greater_table(courage: int, fear: int, chance: Fraction) -> None:
    assert courage_test(courage, fear).chance == chance


def test_bravery_and_born_killer() -> None:
    brave = courage_test(5, 8, ["Bravery"])
    assert brave.resolve([1]).rule is RollRule.SHORT  # a 1 is no automatic failure ...
    assert courage_test(8, 8, ["Bravery"]).resolve([1]).success  # ... so 8 + 1 beats 8
    assert courage_test(8, 8).resolve([1]).rule is RollRule.NATURAL_ONE
    # "A 5 equals a 6 on a Courage Roll and can therefore be re-rolled as such."
    assert brave.resolve([5]).total == 11
    assert courage_test(8, 8, ["Born killer"]).chance == 1


def test_failure_when_charged_flees_and_when_charging_is_paralysed() -> None:
    test = courage_test(5, 8)
    assert fear_odds(test, Situation.CHARGED).failure is Failure.FLEES
    assert fear_odds(test, Situation.CHARGING).failure is Failure.PARALYSED
    odds = fear_odds(test, Situation.CHARGED)
    assert odds.passes + odds.holds + odds.fails == 1


def test_fanatic_rolls_discipline_at_the_same_difficulty() -> None:
    """"When a Fanatic fails a Courage test, he must attempt a Discipline Roll at the same
    difficulty level in order not to run away.\""""
    test = courage_test(3, 8, ["Fanaticism"])
    odds = fear_odds(test, Situation.CHARGED, ["Fanaticism"], discipline=5)
    assert test.chance == Fraction(1, 6)  # only 3 + 6 = 9 beats 8
    fail_courage = Fraction(5, 6)
    discipline = Fraction(3, 6)  # DIS 5 at 9: a 4, a 5 (a 6 for a Fanatic) or a 6
    assert odds.holds == fail_courage * discipline
    with refused("fear.fanatic-discipline"):
        fear_odds(test, Situation.CHARGED, ["Fanaticism"])


def test_desperate_never_runs_and_penalties_become_bonuses() -> None:
    desperate = Fighter.of(courage=2, abilities=["Desperate"])
    assert not must_test(desperate, WOLFEN_ZOMBIE, Situation.CHARGING).value
    assert must_test(desperate, WOLFEN_ZOMBIE, Situation.CHARGED).value
    odds = fear_odds(courage_test(2, 8), Situation.CHARGED, ["Desperate"])
    assert odds.stands == 1 and odds.failure is Failure.HOLDS
    assert fear_penalty(["Desperate"]) == 1 and fear_penalty() == -1


def test_fear_penalties_cumulate_with_charge_but_not_below_zero() -> None:
    """"They are cumulative with penalties due to being Charged, but they cannot lower a
    characteristic below 0."""
    assert penalised(3, -1, fear_penalty()) == 1
    assert penalised(1, -1, fear_penalty()) == 0


def test_immunity_after_overcoming_not_after_rallying() -> None:
    assert immunity_after(None, 8, passed=True, rally=False) == 8
    assert immunity_after(8, 6, passed=True, rally=False) == 8
    assert immunity_after(None, 8, passed=True, rally=True) is None
    assert immunity_after(5, 8, passed=False, rally=False) == 5
    assert not must_test(PALADIN, WOLFEN_ZOMBIE, Situation.CHARGED, overcome_fear=8).value
    assert must_test(PALADIN, WOLFEN_ZOMBIE, Situation.CHARGED, overcome_fear=7).value
    dreadful = Fighter.of(fear=6, abilities=["Dreadful"])
    assert must_test(PALADIN, dreadful, Situation.CHARGED, overcome_fear=8).value


def test_rally_at_the_same_difficulty() -> None:
    assert rally_test(5, 8).difficulty == 9
    assert rally_test(5, 8).chance == courage_test(5, 8).chance


def test_groups() -> None:
    """"using the highest Courage amongst the warriors and adding a +1 bonus for each additional
    fighter" / "they benefit from the same +1 bonus to Fear"."""
    assert group_courage([3, 5, 2]) == 7
    assert group_fear([8, 6]) == 9
    with pytest.raises(RulesError):
        group_courage([])


def test_who_is_immune() -> None:
    fear_creature = Fighter.of(fear=6)
    assert not must_test(fear_creature, Fighter.of(fear=9), Situation.CHARGED).value
    # "Against a Living-dead, a figurine that causes Fear is no longer immune."
    assert must_test(fear_creature, WOLFEN_ZOMBIE, Situation.CHARGED).value
    assert courage_score(fear_creature, WOLFEN_ZOMBIE) == 6
    assert not must_test(WOLFEN_ZOMBIE, Fighter.of(fear=9), Situation.CHARGED).value
    for immune in ("Righteous", "Hyperian"):
        assert not must_test(Fighter.of(courage=3, abilities=[immune]), WOLFEN_ZOMBIE,
                             Situation.CHARGED).value
    assert not must_test(PALADIN, WOLFEN_ZOMBIE, Situation.CHARGED, rallying_cry=True).value
    assert not must_test(PALADIN, Fighter.of(courage=4), Situation.CHARGED).value


def test_hyperians_repel_fear_creatures() -> None:
    hyperian = Fighter.of(courage=6, abilities=["Hyperian"])
    assert effective_fear(Fighter.of(fear=8), hyperian) == 6
    assert must_test(Fighter.of(fear=8), hyperian, Situation.CHARGING).value
    assert must_test(WOLFEN_ZOMBIE, hyperian, Situation.CHARGING).value
    construct = Fighter.of(fear=8, abilities=["Construct"])
    assert effective_fear(construct, hyperian) is None


def test_war_cry() -> None:
    assert war_cry_fear(["War cry/6"], charging=True) == 6
    assert war_cry_fear(["War cry/6"], charging=False) is None
    crier = Fighter.of(courage=3, abilities=["War cry/6"])
    assert not must_test(crier, Fighter.of(fear=8), Situation.CHARGING, war_cry=True).value
    # "The fighter will still use his Courage rating to resist Fear against a Living-dead."
    assert must_test(crier, WOLFEN_ZOMBIE, Situation.CHARGING, war_cry=True).value


def test_leadership_war_staff_standard_bearer_musician() -> None:
    leader = Fighter.of(courage=6, discipline=5, abilities=["Leadership/10"], people="alahan")
    m = morale(PALADIN, leader)
    assert (m.courage, m.discipline) == (6, 5)
    assert morale(PALADIN, leader, in_range=False).courage == 5
    staff = morale(PALADIN, leader, war_staff=True, standard_bearer=True, musician=True)
    assert (staff.courage, staff.discipline, staff.courage_bonus, staff.discipline_bonus) == (
        8, 7, 1, 1)
    # Only the leader's people; Pariahs only from Pariahs.
    assert morale(Fighter.of(courage=2, people="griffin"), leader).courage == 2
    pariah = Fighter.of(courage=2, abilities=["Pariah"], people="alahan")
    assert morale(pariah, leader).courage == 2
    # Leadership does not spread Fear to Courage fighters and vice versa.
    fear_leader = Fighter.of(fear=9, discipline=4, abilities=["Leadership/10"], people="alahan")
    assert morale(PALADIN, fear_leader).courage == 5
    assert morale(PALADIN, fear_leader).discipline == 4
    # "may use": never worse than his own.
    assert morale(Fighter.of(courage=9, people="alahan"), leader).courage == 9
    # Living-dead: Discipline 0.
    assert morale(Fighter.of(fear=5, discipline=4, abilities=["Living-dead"])).discipline == 0


@given(st.integers(-3, 12), st.integers(0, 14))
def test_more_courage_never_hurts(courage: int, fear: int) -> None:
    low = courage_test(courage, fear).chance
    assert 0 <= low <= courage_test(courage + 1, fear).chance <= 1
    assert courage_test(courage, fear + 1).chance <= low
    assert courage_test(courage, fear, ["Bravery"]).chance >= low
