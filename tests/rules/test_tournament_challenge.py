"""Relevez le défi, Premier sang, La Revanche, Le Duel, La Victoire (tournament-rules-fr.txt)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.army import ArmyList, Entry, validate
from companion.rules.game import new_game
from companion.rules.ruleset import TOURNAMENT
from companion.rules.tournament import (
    Challenge,
    DuelTie,
    Objective,
    ObjectiveRoll,
    Outcome,
    Player,
    Stage,
    Terrain,
    TieBreak,
    TournamentError,
    challenge_from_json,
    challenge_to_json,
)
from tests.refusals import refused
from tests.rules.tournament_cards import english, CARDS, DEAD, LIONS, NECROMANCER, WOLFEN_ZOMBIE, costing, with_card

OBJECTIVE = Objective(ObjectiveRoll((6, 2)), "Hold the ford (typed from the booklet)", "6 rounds", 30)


def players(cards: dict = CARDS, lions: ArmyList = LIONS, dead: ArmyList = DEAD) -> tuple[Player, Player]:
    return Player.from_list("Anne", lions, cards), Player.from_list("Bruno", dead, cards)


def start(**options: object) -> Challenge:
    return Challenge.start(players(), Terrain(60, 120), OBJECTIVE, **options)  # type: ignore[arg-type]


def revealed() -> Challenge:
    """Anne wagers the Lioness and the Swordsmen (90 AP), Bruno both Wolfen Zombies (80 AP)."""
    return start().wager(0, {0, 2}).wager(1, {1, 2}).reveal_wagers()


def test_the_hand_is_every_card_with_its_ap_from_validate() -> None:
    anne, bruno = players()
    assert [(c.name, c.figures, c.ap) for c in anne.hand] == [
        ("Red Lioness", 1, 60), ("Paladin", 3, 90), ("Alahan Swordsman", 3, 30), ("Alahan Crossbowman", 2, 20)]
    assert anne.total_ap == 200 and bruno.total_ap == 200
    assert [c.ap for c in bruno.hand] == list(validate(bruno.army, CARDS).entry_ap)
    assert bruno.army.ruleset == TOURNAMENT


def test_an_illegal_list_cannot_play() -> None:
    over = replace(LIONS, entries=(*LIONS.entries, Entry("alahan/swordsman", 1)))
    with refused("tournament.list-not-legal", TournamentError):
        Player.from_list("Anne", over, CARDS)
    with refused("tournament.player-needs-name", TournamentError):
        Player.from_list(" ", LIONS, CARDS)


@pytest.mark.parametrize(("wager", "words"), [
    (set(), "wagers no card"),
    ({0, 1, 2, 3}, "wagers all his cards"),
])
def test_a_wager_of_no_card_or_of_all_is_refused_with_the_rules_words(wager: set[int], words: str) -> None:
    with pytest.raises(TournamentError) as error:
        start().wager(0, wager)
    said = english(error.value.message)
    assert words in said
    assert "Chaque joueur doit miser au moins une carte et ne peu pas toutes les miser." in said
    assert "Tournament rules, Relevez le défi" in said


@pytest.mark.parametrize("bad", [[4], [-1], [True], ["0"]])
def test_a_wager_of_a_card_not_in_the_hand(bad: list[object]) -> None:
    with refused("tournament.no-such-card", TournamentError):
        start().wager(0, bad)  # type: ignore[arg-type]


def test_wagers_are_secret_until_both_are_revealed() -> None:
    challenge = start().wager(0, {0, 2})
    assert challenge.wager_placed(0) and not challenge.wager_placed(1)
    with refused("tournament.wagers-secret", TournamentError):
        challenge.wagered(0)
    with refused("tournament.must-wager", TournamentError, names=("Bruno",)):
        challenge.reveal_wagers()
    # a wager may be changed until the reveal
    changed = challenge.wager(0, {3}).wager(1, {5})
    assert changed.reveal_wagers().reveal.totals == (20, 21)  # type: ignore[union-attr]


def test_the_lower_total_takes_up_the_challenge_at_premier_sang() -> None:
    challenge = revealed()
    assert challenge.reveal.totals == (90, 80)  # type: ignore[union-attr]
    assert challenge.stage is Stage.PREMIER_SANG and challenge.challenger == 1
    why = english(challenge.why_challenger())
    assert "Bruno wagered less" in why and "moins élevé" in why and "deployment zone first" in why
    with refused("tournament.wagers-over", TournamentError):
        challenge.wager(0, {1})


def test_premier_sang_is_fought_with_the_wagered_cards() -> None:
    lions, dead = revealed().stage_lists()
    assert [(e.card_id, e.figures) for e in lions.entries] == [("alahan/lioness", 1), ("alahan/swordsman", 3)]
    assert [(e.card_id, e.figures) for e in dead.entries] == [("acheron/wolfen-zombie", 1)] * 2
    assert lions.ruleset == TOURNAMENT and dead.ruleset == TOURNAMENT


def test_each_stage_is_a_companion_game_with_the_right_figurines() -> None:
    setup = revealed().game_setup(english, seed=3)
    assert setup.ruleset == TOURNAMENT and setup.seed == 3
    assert setup.scenario.objective == OBJECTIVE.text and setup.scenario.time_limit == "6 rounds"
    assert "Bruno takes up the challenge" in setup.scenario.notes
    state = new_game(setup)
    names = sorted((f.side, setup.card(f.card_id, f.side).name) for f in state.figurines)
    assert names == [(0, "Alahan Swordsman")] * 3 + [(0, "Red Lioness"), (1, "Wolfen Zombie"), (1, "Wolfen Zombie")]


def test_objective_reached_at_premier_sang_wins() -> None:
    won = revealed().challenge_met()
    assert won.stage is Stage.VICTOIRE and won.winner == 1
    victory = won.victory()
    assert (victory.id, victory["name"], victory["stage"]) == ("tournament.won-objective", "Bruno", Stage.PREMIER_SANG)
    with refused("tournament.no-challenge-played", TournamentError):
        won.challenge_failed()


def test_la_revanche_uses_the_cards_not_wagered_and_the_other_challenger() -> None:
    revanche = revealed().challenge_failed()
    assert revanche.stage is Stage.REVANCHE and revanche.challenger == 0
    lions, dead = revanche.stage_lists()
    assert [e.card_id for e in lions.entries] == ["alahan/paladin", "alahan/crossbowman"]
    assert [e.card_id for e in dead.entries] == ["acheron/necromancer", "acheron/zombie", "acheron/zombie",
                                                 "acheron/skeleton"]
    assert [c.ap for c in revanche.kept(0)] == [90, 20]
    setup = revanche.game_setup(english)
    assert setup.scenario.objective == OBJECTIVE.text  # "les conditions de victoire étant exactement les mêmes"
    assert "Anne takes up the challenge" in setup.scenario.notes and "l'autre joueur" in setup.scenario.notes
    won = revanche.challenge_met()
    assert won.winner == 0 and [r.stage for r in won.results] == [Stage.PREMIER_SANG, Stage.REVANCHE]


def test_le_duel_between_the_most_expensive_figurines_of_the_whole_lists() -> None:
    duel = revealed().challenge_failed().challenge_failed()
    assert duel.stage is Stage.DUEL and duel.challenger is None
    assert duel.duellist(0).name == "Red Lioness" and duel.duellist(1).name == "Necromancer"
    lions, dead = duel.stage_lists()
    assert lions.entries == (Entry("alahan/lioness", 1),) and dead.entries == (Entry("acheron/necromancer", 1),)
    assert len(new_game(duel.game_setup(english)).figurines) == 2
    with refused("tournament.duel-no-challenger", TournamentError):
        duel.challenge_met()
    won = duel.duel_won(0)
    assert won.stage is Stage.VICTOIRE and won.winner == 0
    victory = won.victory()
    assert (victory.id, victory["name"], victory["other"]) == ("tournament.won-duel", "Anne", "Bruno")
    assert [r.outcome for r in won.results] == [
        Outcome.NO_CHANCE, Outcome.NO_CHANCE, Outcome.ELIMINATED]


def test_the_duel_takes_the_most_expensive_figurine_even_if_it_was_wagered() -> None:
    # Anne wagered the Lioness at Premier sang; she still fights the Duel
    duel = revealed().record(Outcome.NO_CHANCE).record(Outcome.NO_CHANCE)
    assert duel.duellist(0).card_id == "alahan/lioness"


def test_the_duel_figurine_is_one_figurine_of_a_troop_card() -> None:
    cards = with_card(with_card(CARDS, costing(NECROMANCER, 30)), costing(WOLFEN_ZOMBIE, 37))
    dead = replace(DEAD, entries=(*DEAD.entries, Entry("acheron/skeleton", 3)))  # 30+74+54+42 = 200
    anne, bruno = players(cards, dead=dead)
    # entries cost 37, 37 for one Wolfen Zombie each; a Zombie entry (27 AP) is three 9-AP figurines
    assert bruno.duel_candidates()[0].name == "Wolfen Zombie"
    assert validate(bruno.army, cards).info.most_expensive.name == "Wolfen Zombie"  # type: ignore[union-attr]


def test_equally_expensive_duel_figurines_the_player_may_choose() -> None:
    cards = with_card(CARDS, costing(NECROMANCER, 40))
    challenge = Challenge.start(players(cards), Terrain(60, 120), OBJECTIVE)  # Bruno: 195 AP, under is legal
    candidates = challenge.players[1].duel_candidates()
    assert [(c.name, c.entry) for c in candidates] == [("Necromancer", 0), ("Wolfen Zombie", 1),
                                                         ("Wolfen Zombie", 2)]
    assert challenge.duellist(1).name == "Necromancer"  # the engine's order: by name
    chosen = challenge.choose_duellist(1, 2)
    assert chosen.duellist(1).entry == 2 and chosen.duellist(0).name == "Red Lioness"
    with refused("tournament.duel-not-candidate", TournamentError):
        challenge.choose_duellist(1, 3)
    strict = replace(challenge, duel_tie=DuelTie.ENGINE_ORDER)
    with refused("tournament.duel-engine-order", TournamentError):
        strict.choose_duellist(1, 2)
    duel = chosen.wager(0, {0}).wager(1, {0}).reveal_wagers().challenge_failed().challenge_failed()
    assert duel.stage_lists()[1].entries == (Entry("acheron/wolfen-zombie", 1),)
    changed = duel.choose_duellist(1, 0)  # still open until the Duel's game starts
    assert changed.duellist(1).name == "Necromancer"
    fixed = duel.fix_duellists()
    with refused("tournament.duel-fixed", TournamentError):
        fixed.choose_duellist(1, 1)
    assert fixed.duellist(1).entry == 2 and fixed.duel_won(0).duel_fixed
    with refused("tournament.duel-not-fought", TournamentError):
        chosen.fix_duellists()


def test_equal_totals_rewager_by_default() -> None:
    same = start().wager(0, {0, 3}).wager(1, {1, 1, 2}).reveal_wagers()  # 80 against 80
    assert same.stage is Stage.WAGERS and same.wagers == (None, None)
    assert same.reveal is not None and same.reveal.totals == (80, 80) and same.reveal.challenger is None
    assert same.why_challenger().id == "tournament.why-tie-rewager"
    again = same.wager(0, {3}).wager(1, {5}).reveal_wagers()
    assert again.challenger == 0 and len(again.reveals) == 2


def test_equal_totals_roll_off_option() -> None:
    same = start(tie_break=TieBreak.ROLL_OFF).wager(0, {0, 3}).wager(1, {1, 2}).reveal_wagers()
    assert same.stage is Stage.TIE_ROLL and same.why_challenger().id == "tournament.why-tie-roll-off"
    with refused("tournament.no-challenge-played", TournamentError):
        same.challenge_met()
    again = same.roll_off(4, 4)
    assert again.stage is Stage.TIE_ROLL
    decided = again.roll_off(5, 2)
    assert decided.stage is Stage.PREMIER_SANG and decided.challenger == 1
    why = decided.why_challenger()
    assert (why.id, why["die_1"], why["die_2"]) == ("tournament.why-roll-off", 5, 2)
    assert [c.name for c in decided.wagered(1)] == ["Wolfen Zombie", "Wolfen Zombie"]
    with refused("tournament.roll-off-die", TournamentError):
        same.roll_off(0, 3)
    with refused("tournament.roll-off-only-for-ties", TournamentError):
        revealed().roll_off(1, 2)


def test_a_list_of_one_card_cannot_wager() -> None:
    one = ArmyList("Alone", "acheron", 45, TOURNAMENT, (Entry("acheron/necromancer", 1),))
    with refused("tournament.too-few-cards", TournamentError):
        Challenge.start((players()[0], Player.from_list("Bruno", one, CARDS)), Terrain(60, 120), OBJECTIVE)


def test_steps_out_of_order_are_refused() -> None:
    challenge = start()
    for step in (challenge.challenge_met, challenge.challenge_failed, lambda: challenge.duel_won(0),
                 challenge.stage_lists, challenge.victory):
        with pytest.raises(TournamentError):
            step()
    with refused("tournament.player-number", TournamentError):
        challenge.wager(2, {0})


def test_json_round_trip_at_every_stage() -> None:
    steps = [start(), start().wager(0, {1})]
    steps.append(revealed())
    steps.append(steps[-1].challenge_failed())
    steps.append(steps[-1].challenge_failed())
    steps.append(steps[-1].duel_won(1))
    for challenge in steps:
        text = json.dumps(challenge_to_json(challenge))
        back = challenge_from_json(json.loads(text))
        assert back == challenge
        assert back.players[0].cards == challenge.players[0].cards


@pytest.mark.parametrize("damage", [None, [], {"players": []}, {"players": "x"}])
def test_json_malformed(damage: object) -> None:
    with pytest.raises(TournamentError):
        challenge_from_json(damage)


@given(st.sets(st.integers(0, 3), min_size=1, max_size=3), st.sets(st.integers(0, 5), min_size=1, max_size=5))
def test_whoever_is_revealed_the_lower_total_challenges_and_the_revanche_is_the_rest(a: set[int], b: set[int]) -> None:
    after = start().wager(0, a).wager(1, b).reveal_wagers()
    totals = after.reveal.totals  # type: ignore[union-attr]
    if totals[0] == totals[1]:
        assert after.stage is Stage.WAGERS
        return
    assert after.challenger == (0 if totals[0] < totals[1] else 1)
    revanche = after.challenge_failed()
    for p in (0, 1):
        wagered = {c.entry for c in revanche.wagered(p)}
        kept = {c.entry for c in revanche.kept(p)}
        assert wagered | kept == set(range(len(revanche.players[p].hand))) and not wagered & kept
    assert revanche.challenger == 1 - after.challenger  # type: ignore[operator]
