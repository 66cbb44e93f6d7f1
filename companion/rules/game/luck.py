"""The rolls of a game with the chance each had before it was thrown, read from its log.

Each action is read with the state before it and the state after it: the chance of each roll
it threw is computed on the state before, by the rules the engine applies (the same values,
difficulties and roll modifiers), and its success is read from the sentences the engine logged
(each characteristic roll's sentence says whether it succeeded) or, for a Damage roll, from its
dice read on the Wound Table. What a success is, roll by roll:

* **Approach and Tactical rolls, Initiative rolls** (booklet, "The approach", "movement
  phase", "combat resolution" step 1): opposed rolls, ties rolled again; each side's roll
  succeeds when it wins. The chance is that of winning once the tie is broken.
* **Courage tests** (booklet, "Influence of Fear"): the roll reaches the difficulty (a
  Desperate's failed roll is a failure, though he stands); a Fanatic's Discipline roll (booklet,
  Fanaticism) and a Rallying roll are rolls of their own.
* **Aim rolls** (booklet, "firing phase", "counter firing"), **Disengagement rolls**, **Attack
  and Defence rolls** (booklet, "combat resolution" step 3: a parry, a Counter-Attack, each
  Sustained Defence roll): the roll reaches its difficulty.
* **Damage rolls** of the blows and the shots (booklet, "combat resolution" step 4, "firing
  phase", "wound table"): see :mod:`companion.rules.luck`: the wound it did against the chance
  of each wound.

Feats, Regeneration, Reinforcement and the second Damage roll of a Toxic blow's poison are not
counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from fractions import Fraction

from companion.rules.card import Size
from companion.rules.damage import DamageOptions, damage_odds, damage_options, immune_to_element
from companion.rules.damage import resolve_damage as read_damage
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.firing import COUNTER_FIRE_DIFFICULTY, FiringType, RangeBand, Shot, aim_difficulty
from companion.rules.firing import Phase as FiringPhase
from companion.rules.firing import may_fire
from companion.rules.foes import bane_applies
from companion.rules.game.actions import (
    Action,
    Dice,
    ApproachRoll,
    Attack,
    Charge,
    CounterFire,
    DamageAction,
    Disengage,
    Fire,
    GroupCharge,
    InitiativeRoll,
    ParryAction,
    Rally,
    TacticalRoll,
)
from companion.rules.game.approach import best_discipline
from companion.rules.game.draft import Draft
from companion.rules.game.engine import new_game, play
from companion.rules.game.firing import marksman
from companion.rules.game.guide_rolls import charge_tests, rally_odds
from companion.rules.game.melee import initiative_value, side_fighters
from companion.rules.game.movement import disengage_rule
from companion.rules.game.setup import SIDE_LETTERS, GameSetup
from companion.rules.game.state import Figurine, GameState, MoveType, Phase, Presence
from companion.rules.initiative import InitiativeOdds, initiative_odds
from companion.rules.luck import LuckPhase, Roll, damage_roll
from companion.rules.message import Message
from companion.rules.wound_table import WoundTable
from companion.rules.wounds import WoundLevel

_PASSED = frozenset({"game.resists-fear", "game.fanatic-holds", "game.rallies", "game.disengages",
                     "game.attack-hits", "game.parries", "game.parries-gains", "game.counter-attacks",
                     "game.counter-attacks-gains", "game.sustained-parries"})
"""The sentences of a roll that succeeded (each has a counterpart saying it failed)."""
_DAMAGE_ROLLS = frozenset({"game.damage-roll-on", "game.damage-exceptional"})
"""The sentences of a Damage roll (the first of an action is its main roll; a Toxic second follows)."""
_ROLLING: frozenset[type[Action]] = frozenset({
    ApproachRoll, TacticalRoll, InitiativeRoll, Charge, GroupCharge, Rally, Disengage, Fire, CounterFire, Attack,
    ParryAction, DamageAction})
"""The actions whose rolls are read."""
_PARRIES = frozenset({"game.parries", "game.parries-gains", "game.counter-attacks", "game.counter-attacks-gains",
                      "game.sustained-parries", "game.fails-to-parry", "game.fails-to-counter-attack",
                      "game.sustained-fails"})


class RollReader:
    """Reads the rolls of a game's actions, keeping the chances it computes for the session (a
    game throws the same rolls again and again, and games are alike)."""

    def rolls(self, before: GameState, action: Action, after: GameState) -> tuple[Roll, ...]:
        """The rolls ``action`` (with its dice, as the log keeps it) threw, from ``before`` to ``after``."""
        kind = type(action)
        if kind not in _ROLLING:
            return ()
        lines = [entry.text for entry in after.log[len(before.log):]]
        if isinstance(action, (ApproachRoll, TacticalRoll)):
            return self._opposed_roll(before, after, action.war_staff)
        if isinstance(action, InitiativeRoll):
            return self._initiative(before, after)
        if isinstance(action, (Charge, GroupCharge)):
            return _charge(before, action, lines)
        if isinstance(action, Rally):
            chance = rally_odds(before, action.figurine, action.aid).chance
            return _read(before, lines, [(before.figurine(action.figurine).side, LuckPhase.COURAGE, chance)],
                         frozenset({"game.rallies", "game.fails-to-rally"}))
        if isinstance(action, Disengage):
            return self._disengage(before, action, lines)
        if isinstance(action, Fire):
            return self._fire(before, action, lines)
        if isinstance(action, CounterFire):
            return self._counter_fire(before, action, lines)
        if isinstance(action, Attack):
            return self._attack(before, action, lines)
        if isinstance(action, ParryAction):
            return self._parry(before, lines)
        assert isinstance(action, DamageAction)
        return self._damage(before, action)

    def reach(self, value: int, difficulty: int, mods: RollModifiers) -> Fraction:
        """:func:`~companion.rules.dice.chance_to_reach`, kept."""
        return _chance_to_reach(value, difficulty, mods)

    def opposed(self, a: int, b: int, mods_a: RollModifiers, mods_b: RollModifiers) -> InitiativeOdds:
        """:func:`~companion.rules.initiative.initiative_odds`, kept (an opposed roll's odds
        depend on the two values' difference only: both totals add their value)."""
        return _opposed_odds(a - b, mods_a, mods_b)

    def wounds(self, strength: int, resilience: int, options: DamageOptions, table: WoundTable,
               current: WoundLevel) -> dict[WoundLevel, Fraction]:
        """The chance of each wound level (:func:`~companion.rules.damage.damage_odds`), kept
        for the session with the table they were read on. Rolls that read alike share them:
        a Damage roll's total adds the Strength and takes the Resilience (booklet, "wound
        table"), so only their difference counts, and the victim's wound only for an Assassin
        (who keeps the dice that hurt him most)."""
        kept_table, found = _WOUND_ODDS.get(id(table), (None, {}))
        if kept_table is not table:
            found = {}
            _WOUND_ODDS[id(table)] = (table, found)
            while len(_WOUND_ODDS) > _TABLES_KEPT:
                del _WOUND_ODDS[next(iter(_WOUND_ODDS))]
        key = (strength - resilience, options, current if options.assassin else WoundLevel.NONE)
        if key not in found:
            found[key] = damage_odds(strength, resilience, options, table, current=current).by_level
        return found[key]

    def _opposed_roll(self, before: GameState, after: GameState,
                      war_staff: tuple[str, ...]) -> tuple[Roll, ...]:
        if after.roll_winner is None or not after.roll_done:
            return ()  # a tie: rolled again
        d = Draft(before)
        values = []
        for side in (0, 1):
            value, fig = best_discipline(d, side, SIDE_LETTERS[side] in war_staff)
            values.append((value, d.mods(fig or d.in_play(side)[0], "discipline")))
        odds = self.opposed(values[0][0], values[1][0], values[0][1], values[1][1])
        return (Roll(0, before.round, LuckPhase.TACTICAL, odds.a_first, after.roll_winner == 0),
                Roll(1, before.round, LuckPhase.TACTICAL, odds.b_first, after.roll_winner == 1))

    def _initiative(self, before: GameState, after: GameState) -> tuple[Roll, ...]:
        combat = before.combat
        if combat is None or after.combat is None or after.combat.attacker_side is None:
            return ()  # a tie: rolled again
        d = Draft(before)
        values = []
        for side in (0, 1):
            value, best = initiative_value(d, side_fighters(d, combat, side), combat)
            values.append((value, d.mods(best, "initiative")))
        odds = self.opposed(values[0][0], values[1][0], values[0][1], values[1][1])
        winner = after.combat.attacker_side
        return (Roll(0, before.round, LuckPhase.INITIATIVE, odds.a_first, winner == 0),
                Roll(1, before.round, LuckPhase.INITIATIVE, odds.b_first, winner == 1))

    def _disengage(self, before: GameState, action: Disengage, lines: Sequence[Message]) -> tuple[Roll, ...]:
        d = Draft(before)
        fig = d.fig(action.figurine)
        rule = disengage_rule(d, fig)
        chance = self.reach(d.value(fig, "initiative"), rule.difficulty, d.mods(fig, "initiative"))
        return _read(before, lines, [(fig.side, LuckPhase.INITIATIVE, chance)],
                     frozenset({"game.disengages", "game.fails-to-disengage"}))

    def _fire(self, before: GameState, action: Fire, lines: Sequence[Message]) -> tuple[Roll, ...]:
        """The Aim roll of a shot, its difficulty as the engine reads it (booklet, "firing phase")."""
        d = Draft(before)
        fig, target = d.fig(action.shooter), d.fig(action.target)
        band = RangeBand(action.range)
        if target.moved is MoveType.DODGE:
            band = band.farther()
        firing = FiringType(moved=action.moved, precision=action.precision, rapid=action.rapid)
        phase = FiringPhase.MOVEMENT if before.phase is Phase.MOVEMENT else FiringPhase.FIRING
        permission = may_fire(marksman(d, fig), firing, phase)
        shot = Shot(band, firing, target_size=d.card(target).size or Size.NORMAL, partial_cover=action.partial_cover,
                    instinctive=permission.instinctive_only, altitude_levels=abs(fig.level - target.level))
        difficulty = aim_difficulty(shot, before.setup.ruleset)
        if difficulty.difficulty is None:
            return ()  # out of range: no roll
        mods = d.mods(fig, "aim")
        if difficulty.die_modifier:
            mods = replace(mods, die_modifier=mods.die_modifier + difficulty.die_modifier)
        chance = self.reach(d.value(fig, "aim"), difficulty.difficulty, mods)
        return (_aimed(before, fig.side, chance, lines, "game.fires")
                + self._shot_damage(before, fig.id, lines, action.damage_dice, action.survival_die, action.wound))

    def _counter_fire(self, before: GameState, action: CounterFire, lines: Sequence[Message]) -> tuple[Roll, ...]:
        d = Draft(before)
        fig = d.fig(action.marksman)
        chance = self.reach(d.value(fig, "aim"), COUNTER_FIRE_DIFFICULTY, d.mods(fig, "aim"))
        return (_aimed(before, fig.side, chance, lines, "game.counter-fires")
                + self._shot_damage(before, fig.id, lines, action.damage_dice, action.survival_die, action.wound))

    def _attack(self, before: GameState, action: Attack, lines: Sequence[Message]) -> tuple[Roll, ...]:
        combat = before.combat
        assert combat is not None
        d = Draft(before)
        expected = []
        for attacker_id, _target, difficulty in action.strikes:
            attacker = d.fig(attacker_id)
            attack = d.profile(attacker, combat.extra_for(attacker.id)).attack
            expected.append((attacker.side, LuckPhase.ATTACK_DEFENCE,
                             self.reach(attack, difficulty, d.mods(attacker, "attack"))))
        return _read(before, lines, expected, frozenset({"game.attack-hits", "game.attack-misses"}))

    def _parry(self, before: GameState, lines: Sequence[Message]) -> tuple[Roll, ...]:
        """The Defence rolls, at the difficulty each sentence gives (a Counter-Attack's and a
        Sustained Defence's raised as the engine raised it)."""
        combat = before.combat
        assert combat is not None
        d = Draft(before)
        strikes = {s.index: s for s in combat.strikes}
        found = []
        for line in lines:
            if line.id not in _PARRIES:
                continue
            defender = d.fig(strikes[int(str(line["index"]))].target)
            defence = d.profile(defender, combat.extra_for(defender.id)).defence
            chance = self.reach(defence, int(str(line["difficulty"])), d.mods(defender, "defence"))
            found.append(Roll(defender.side, before.round, LuckPhase.ATTACK_DEFENCE, chance, line.id in _PASSED))
        return tuple(found)

    def _damage(self, before: GameState, action: DamageAction) -> tuple[Roll, ...]:
        """The Damage roll of a blow, read as the engine reads it (:func:`..harm.resolve_damage`)."""
        combat = before.combat
        assert combat is not None
        strike = next((s for s in combat.strikes if s.index == action.strike), None)
        if strike is None or action.dice is None:
            return ()
        d = Draft(before)
        attacker, target = d.fig(strike.attacker), d.fig(strike.target)
        acard, vcard = d.card(attacker), d.card(target)
        if target.presence is Presence.LOST or (action.element and immune_to_element(vcard.abilities, action.element)):
            return ()
        first = not any(s.attacker == attacker.id for s in combat.strikes if s.index in combat.damaged)
        options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                 charged=attacker.charging and attacker.charge_target == target.id and first,
                                 master_strike_difficulty=strike.difficulty if strike.master else None,
                                 bane_applies=bane_applies(acard, d.printed(target)), ruleset=before.setup.ruleset)
        return (self._wound(d, attacker, target, d.value(attacker, "strength"), options, action.dice,
                            action.survival_die, action.wound),)

    def _shot_damage(self, before: GameState, shooter_id: str, lines: Sequence[Message], dice: Dice | None,
                     survival_die: int | None, typed: str | None) -> tuple[Roll, ...]:
        """The Damage roll of a shot that hit (booklet, "firing phase"): on the figurine its
        sentence names (the target, or who the fray roll picked), at the Strength of the
        shooter's long range weapon, as the engine reads it (:mod:`.firing`)."""
        line = next((line for line in lines if line.id in _DAMAGE_ROLLS), None)
        if line is None or dice is None:
            return ()  # a miss, or an Immunity to the shot's element
        d = Draft(before)
        shooter = d.fig(shooter_id)
        victim = next((f for f in before.figurines if d.label(f) == line["victim"]), None)
        strength = next((item.strength for item in d.card(shooter).equipment if item.ranges is not None), None)
        if victim is None or strength is None:
            return ()
        acard, vcard = d.card(shooter), d.card(victim)
        options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                 bane_applies=bane_applies(acard, d.printed(victim)), ruleset=before.setup.ruleset)
        return (self._wound(d, shooter, victim, strength, options, dice, survival_die, typed),)

    def _wound(self, d: Draft, attacker: Figurine, target: Figurine, strength: int, options: DamageOptions,
               dice: Dice, survival_die: int | None, typed: str | None) -> Roll:
        """A Damage roll of ``attacker`` on ``target``: the chance of each wound, and the wound
        its dice did (or the level the players read in their booklet for an unpublished cell)."""
        resilience = d.value(target, "resilience")
        table = d.state.setup.wound_table
        by_level = self.wounds(strength, resilience, options, table, target.wound)
        done = read_damage(dice, strength, resilience, options, table,
                           survival_die=survival_die if options.survival_instinct else None, current=target.wound)
        level = done.level
        if typed is not None and not (done.published or done.voided):
            level = WoundLevel.parse(typed)
        return damage_roll(attacker.side, d.state.round, by_level, level)


_WOUND_ODDS: dict[int, tuple[WoundTable, dict[tuple[int, DamageOptions, WoundLevel], dict[WoundLevel, Fraction]]]] = {}
"""The chances of each wound kept by wound table (by its id, with the table itself: an id is
reused only once its table is gone, and a table kept here is not gone); the latest tables only."""
_TABLES_KEPT = 8


@lru_cache(maxsize=4096)
def _chance_to_reach(value: int, difficulty: int, mods: RollModifiers) -> Fraction:
    return chance_to_reach(value, difficulty, mods)


@lru_cache(maxsize=1024)
def _opposed_odds(difference: int, mods_a: RollModifiers, mods_b: RollModifiers) -> InitiativeOdds:
    """The odds of an opposed roll whose values differ by ``difference``, kept for the whole
    session: a few differences and modifiers make every opposed roll of every game."""
    return initiative_odds(difference, 0, mods_a, mods_b)


def game_rolls(states: Sequence[GameState], actions: Sequence[Action]) -> tuple[Roll, ...]:
    """Every roll of a game whose states are ``states`` (the new game, then the state after
    each of ``actions``)."""
    reader = RollReader()
    found: list[Roll] = []
    for index, action in enumerate(actions):
        found += reader.rolls(states[index], action, states[index + 1])
    return tuple(found)


def log_rolls(setup: GameSetup, actions: Sequence[Action]) -> tuple[Roll, ...]:
    """Every roll of the game ``setup`` played with ``actions``, replayed (dice the actions
    leave empty drawn from the seed, as the engine does)."""
    reader = RollReader()
    found: list[Roll] = []
    state = new_game(setup)
    for action in actions:
        after, completed = play(state, action)
        found += reader.rolls(state, completed, after)
        state = after
    return tuple(found)


def _read(before: GameState, lines: Sequence[Message], expected: Sequence[tuple[int, LuckPhase, Fraction]],
          ids: frozenset[str]) -> tuple[Roll, ...]:
    """The rolls ``expected`` (side, phase, chance), in the order thrown, matched with the
    sentences of ``ids`` saying whether each succeeded (fewer sentences: the later rolls were
    not thrown)."""
    outcomes = [line.id in _PASSED for line in lines if line.id in ids]
    return tuple(Roll(side, before.round, phase, chance, success)
                 for (side, phase, chance), success in zip(expected, outcomes))


def _charge(before: GameState, action: Charge | GroupCharge, lines: Sequence[Message]) -> tuple[Roll, ...]:
    chargers = (action.figurine,) if isinstance(action, Charge) else action.figurines
    tests = charge_tests(before, chargers, action.target, engage=action.engage, aid=action.aid,
                         target_aid=action.target_aid)
    sides = {"courage": before.figurine(chargers[0]).side}
    sides["target-courage"] = sides["target-discipline"] = before.figurine(action.target).side
    courage = [(sides[t.role], LuckPhase.COURAGE, t.chance.chance) for t in tests if t.role != "target-discipline"]
    rolls = _read(before, lines, courage, frozenset({"game.resists-fear", "game.succumbs-to-fear"}))
    discipline = [(sides[t.role], LuckPhase.COURAGE, t.chance.chance) for t in tests if t.role == "target-discipline"]
    return rolls + _read(before, lines, discipline, frozenset({"game.fanatic-holds", "game.fanatic-flees"}))


def _aimed(before: GameState, side: int, chance: Fraction, lines: Sequence[Message], sentence: str) -> tuple[Roll, ...]:
    """An Aim roll whose sentence gives its result (a success or a failure of the dice)."""
    for line in lines:
        if line.id == sentence:
            result = line["result"]
            success = isinstance(result, Message) and result.id == "dice.success"
            return (Roll(side, before.round, LuckPhase.FIRING, chance, success),)
    return ()


__all__ = ["RollReader", "game_rolls", "log_rolls"]
