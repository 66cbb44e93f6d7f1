"""What the rules ask for now, and the exact odds before each roll (for the Table workspace).

:func:`next_step` says who acts and which action kinds fit; :func:`odds_for_next_step` gives the
exact chances of the rolls of that step, each with the rule it comes from, computed by the
rules modules (dice, initiative, combat_odds, damage, fear, firing). The helpers
``charge_odds``, ``fire_odds``, ``disengage_odds``, ``rally_odds`` and ``regeneration_chances``
answer for a roll the players are about to declare.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from companion.rules.combat import INITIATIVE_SOURCE, DicePool, minimum_difficulty, sustained_defence
from companion.rules.combat_odds import Defence, DifficultyOdds, difficulty_table, recommended_difficulty
from companion.rules.damage import damage_odds, damage_options
from companion.rules.dice import chance_to_reach
from companion.rules.foes import bane_applies
from companion.rules.game.approach import best_discipline, card_verb, roll_name
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.firing import firing_order_now
from companion.rules.game.guide_rolls import (
    Chance,
    cannot_disengage,
    charge_odds,
    counter_fire_odds,
    disengage_odds,
    fire_odds,
    rally_odds,
    regeneration_chances,
)
from companion.rules.game.melee import (
    attack_dice_of,
    combat_dice,
    defence_dice_of,
    initiative_value,
    opponents_of,
    side_fighters,
)
from companion.rules.game.state import CombatStep, Figurine, GameState, Phase, Presence, Step
from companion.rules.initiative import initiative_odds
from companion.rules.message import Message
from companion.rules.source import Source, booklet
from companion.rules.wounds import WoundLevel


@dataclass(frozen=True, slots=True)
class AttackChoice:
    """The difficulties an attacker may choose against a target, with their odds."""

    attacker: str
    target: str
    minimum: int | None
    rows: tuple[DifficultyOdds, ...]
    recommended: DifficultyOdds


@dataclass(frozen=True, slots=True)
class WoundOdds:
    """The chance of each wound level of one Damage roll (and how much rests on estimates)."""

    label: Message
    by_level: dict[WoundLevel, Fraction]
    unpublished: Fraction


@dataclass(frozen=True, slots=True)
class Odds:
    """The odds of the step the rules ask for now."""

    chances: tuple[Chance, ...] = ()
    attacks: tuple[AttackChoice, ...] = ()
    wounds: tuple[WoundOdds, ...] = ()


# --------------------------------------------------------------------------- the step


def _engaged_waiting(state: GameState) -> list[Figurine]:
    return [f for f in state.figurines if f.presence is Presence.DEPLOYED and f.engaged_with and not f.fought]


def next_step(state: GameState) -> Step:
    """Who acts now, what the rules ask, and which action kinds fit (corrections always do)."""
    name = state.side_name
    if state.phase is Phase.FINISHED:
        return Step(None, Message("game.step-over", result=state.result), ("note",))
    if state.phase in (Phase.APPROACH, Phase.MOVEMENT):
        roll = roll_name(state.phase)
        if not state.roll_done:
            if state.phase is Phase.MOVEMENT:
                return Step(None, Message("game.step-round-begins", round=state.round, roll=roll),
                            ("pick", "reinforcement", "tactical-roll"))
            return Step(None, Message("game.step-approach-roll", roll=roll), ("approach-roll",))
        verb = "deploy" if state.phase is Phase.APPROACH else "activate"
        words = card_verb(state.phase)
        if state.pending is not None:
            owner = state.entry_side(state.pending)
            label = state.entry_label(state.pending)
            if owner == state.drawn_by:
                return Step(owner, Message("game.step-drew", side=name(owner), card=label, verb=words),
                            (verb, "reserve"))
            return Step(owner, Message("game.step-must-play", side=name(owner), card=label, verb=words), (verb,))
        if state.active is not None:
            owner = state.entry_side(state.active)
            return Step(owner, Message("game.step-moves", side=name(owner), card=state.entry_label(state.active)),
                        ("move", "charge", "disengage", "rally", "counter-fire", "end-activation"))
        if state.pile or state.scout_pile:
            kinds = ("draw", verb) if state.reserves[state.turn] else ("draw",)
            left = len(state.pile) + len(state.scout_pile)
            return Step(state.turn, Message("game.step-draw", side=name(state.turn), left=left), kinds)
        return Step(state.turn, Message("game.step-pile-empty", side=name(state.turn)), (verb,))
    if state.phase is Phase.FIRING:
        order = firing_order_now(state)
        if order:
            names = ", ".join(state.figurine(f.name).name for f in order[0])
            return Step(None, Message("game.step-firing-next", figurines=names), ("fire", "end-phase"))
        return Step(None, Message("game.step-firing-none"), ("fire", "end-phase"))
    if state.phase is Phase.HAND_TO_HAND:
        combat = state.combat
        if combat is None:
            waiting = _engaged_waiting(state)
            if waiting:
                who = state.roll_winner
                ids = ", ".join(f.id for f in waiting)
                if who is None:
                    return Step(None, Message("game.step-split-frays-winner", figurines=ids),
                                ("start-combat", "pursuit"))
                return Step(who, Message("game.step-split-frays", side=name(who), figurines=ids),
                            ("start-combat", "pursuit"))
            return Step(None, Message("game.step-end-melee"), ("end-phase", "pursuit"))
        if combat.step is CombatStep.INITIATIVE:
            return Step(None, Message("game.step-initiative", number=combat.number), ("initiative",))
        assert combat.attacker_side is not None
        if combat.step is CombatStep.PLACE_DEFENDER:
            side = 1 - combat.attacker_side
            return Step(side, Message("game.step-defender-places", side=name(side)), ("place-dice",))
        if combat.step is CombatStep.PLACE_ATTACKER:
            return Step(combat.attacker_side, Message("game.step-attacker-places", side=name(combat.attacker_side)),
                        ("place-dice",))
        striking = combat.striking_side
        assert striking is not None
        if combat.step is CombatStep.ATTACK:
            return Step(striking, Message("game.step-attack", side=name(striking)), ("attack",))
        if combat.step is CombatStep.PARRY:
            return Step(1 - striking, Message("game.step-parry", side=name(1 - striking)), ("parry",))
        open_ = [s.index for s in combat.unparried() if s.index not in combat.damaged]
        return Step(striking, Message("game.step-damage", count=len(open_), attacks=", ".join(map(str, open_))),
                    ("damage",))
    return Step(None, Message("game.step-end-of-round"), ("regenerate", "end-round"))


# --------------------------------------------------------------------------- odds


def _chance(label: Message, chance: Fraction, source: Source) -> Chance:
    return Chance(label, chance, source)


def odds_for_next_step(state: GameState) -> Odds:
    """The exact chances of the rolls the current step asks for."""
    d = Draft(state)
    if state.phase in (Phase.APPROACH, Phase.MOVEMENT) and not state.roll_done:
        return Odds(_opposed_odds(d, state))
    combat = state.combat
    if state.phase is not Phase.HAND_TO_HAND or combat is None:
        return Odds()
    if combat.step is CombatStep.INITIATIVE:
        values = []
        for side in (0, 1):
            value, best = initiative_value(d, side_fighters(d, combat, side), combat)
            values.append((value, d.mods(best, "initiative")))
        odds = initiative_odds(values[0][0], values[1][0], values[0][1], values[1][1])
        return Odds((
            _chance(Message("game.odds-strikes-first", side=state.side_name(0)), odds.a_first, INITIATIVE_SOURCE),
            _chance(Message("game.odds-strikes-first", side=state.side_name(1)), odds.b_first, INITIATIVE_SOURCE),
        ))
    if combat.step is CombatStep.ATTACK:
        return Odds(attacks=tuple(_attack_choices(d, state)))
    if combat.step is CombatStep.PARRY:
        chances = []
        for strike in combat.strikes:
            if strike.hit:
                defender = d.fig(strike.target)
                defence = d.profile(defender, combat.extra_for(defender.id)).defence
                chances.append(_chance(Message("game.odds-parries", figurine=f"{defender.name} ({defender.id})",
                                               index=strike.index, difficulty=strike.difficulty),
                                       chance_to_reach(defence, strike.difficulty, d.mods(defender, "defence")),
                                       booklet("combat resolution, step 3")))
        return Odds(tuple(chances))
    if combat.step is CombatStep.DAMAGE:
        wounds = []
        for strike in combat.unparried():
            if strike.index in combat.damaged:
                continue
            attacker, target = d.fig(strike.attacker), d.fig(strike.target)
            wounds.append(_wound_odds(d, attacker, target, d.value(attacker, "strength"),
                                      strike.difficulty if strike.master else None,
                                      Message("game.odds-attack-on", index=strike.index,
                                              target=f"{target.name} ({target.id})")))
        return Odds(wounds=tuple(wounds))
    return Odds()


def _opposed_odds(d: Draft, state: GameState) -> tuple[Chance, ...]:
    values = []
    for side in (0, 1):
        value, fig = best_discipline(d, side)
        figs = d.in_play(side)
        mods = d.mods(fig or figs[0], "discipline")
        values.append((value, mods))
    odds = initiative_odds(values[0][0], values[1][0], values[0][1], values[1][1])
    what = roll_name(state.phase)
    source = booklet("The approach") if state.phase is Phase.APPROACH else booklet("movement phase")
    return (_chance(Message("game.odds-wins-roll", side=state.side_name(0), roll=what), odds.a_first, source),
            _chance(Message("game.odds-wins-roll", side=state.side_name(1), roll=what), odds.b_first, source))


def _wound_odds(d: Draft, attacker: Figurine, target: Figurine, strength: int, master: int | None,
                label: Message) -> WoundOdds:
    acard, vcard = d.card(attacker), d.card(target)
    options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                             master_strike_difficulty=master, bane_applies=bane_applies(acard, d.printed(target)),
                             ruleset=d.state.setup.ruleset)
    odds = damage_odds(strength, d.value(target, "resilience"), options, d.state.setup.wound_table,
                       current=target.wound)
    return WoundOdds(label, {k: v for k, v in odds.by_level.items() if v}, odds.unpublished)


def _attack_choices(d: Draft, state: GameState) -> list[AttackChoice]:
    combat = state.combat
    assert combat is not None and combat.striking_side is not None
    ruleset = state.setup.ruleset
    choices = []
    for attacker in side_fighters(d, combat, combat.striking_side):
        dice = attack_dice_of(d, combat, attacker)
        if dice <= 0:
            continue
        attack = d.profile(attacker, combat.extra_for(attacker.id)).attack
        mods = d.mods(attacker, "attack")
        for target in opponents_of(d, combat, attacker):
            tdef = d.profile(target, combat.extra_for(target.id)).defence
            tdice = defence_dice_of(combat, target.id)
            placed = combat.placement(target.id) or (0, 0)
            defence = Defence.under(tdef, tdice, opponents=len(opponents_of(d, combat, target)),
                                    attack_dice=placed[0], ruleset=ruleset, mods=d.mods(target, "defence"))
            floor = minimum_difficulty(d.fighter(attacker), tdef, tdice, ruleset)
            strength = d.value(attacker, "strength")
            resilience = d.value(target, "resilience")
            table = state.setup.wound_table

            memo: dict[int, dict[WoundLevel, Fraction]] = {}

            def wounds(bonus: int, attacker: Figurine = attacker, target: Figurine = target,
                       strength: int = strength, resilience: int = resilience,
                       memo: dict[int, dict[WoundLevel, Fraction]] = memo) -> dict[WoundLevel, Fraction]:
                if bonus not in memo:
                    options = damage_options(d.card(attacker).abilities, d.card(target).abilities,
                                             bane_applies=bane_applies(d.card(attacker), d.printed(target)),
                                             ruleset=ruleset)
                    if bonus:
                        options = replace(options, roll_bonus=bonus)
                    memo[bonus] = damage_odds(strength, resilience, options, table).by_level
                return memo[bonus]

            rows = difficulty_table(attack, defence, minimum=floor.minimum, attack_dice=dice, mods=mods,
                                    wound_chances=wounds)
            choices.append(AttackChoice(attacker.id, target.id, floor.minimum, tuple(rows),
                                        recommended_difficulty(rows)))
    return choices


def dice_pool(state: GameState, figurine: str, *, extra_dice: int = 0, war_fury: bool | None = None,
              born_killer: bool = True) -> DicePool:
    """The combat dice of ``figurine`` in the current combat (how many, which must attack, why);
    ``war_fury`` None: as activated this round; ``born_killer``: a Born killer adds his die."""
    if state.combat is None or figurine not in state.combat.fighters:
        raise IllegalAction(Message("game.not-in-the-combat", figurine=figurine))
    d = Draft(state)
    return combat_dice(d, state.combat, d.fig(figurine), extra_dice, war_fury, born_killer)


def may_sustain(state: GameState, figurine: str) -> bool:
    """Whether ``figurine``, parrying in the current combat, may assign a successful parry to a
    Sustained Defence (booklet: "faced with several opponents" and "at least as many dice in
    Defence as he has in Attack"; the tournament rules allow it to all)."""
    if state.combat is None or figurine not in state.combat.fighters:
        raise IllegalAction(Message("game.not-in-the-combat", figurine=figurine))
    d = Draft(state)
    fig = d.fig(figurine)
    attack, defence = state.combat.placement(figurine) or (0, 0)
    return sustained_defence(opponents=len(opponents_of(d, state.combat, fig)), attack_dice=attack,
                             defence_dice=defence, successful_parries=1,
                             ruleset=state.setup.ruleset).allowed


def effective(state: GameState, figurine: str) -> dict[str, int | None]:
    """INI, ATT and DEF after the Charge and Fear penalties (never below 0), and the wound
    penalty on the dice (for the figurine panel)."""
    d = Draft(state)
    fig = d.fig(figurine)
    card = d.card(fig)
    result: dict[str, int | None] = {"initiative": card.initiative, "attack": card.attack,
                                     "defence": card.defence, "die_penalty": 0}
    try:
        prof = d.profile(fig)
        result.update(initiative=prof.initiative, attack=prof.attack, defence=prof.defence)
    except IllegalAction:
        pass
    if fig.presence is not Presence.LOST:
        result["die_penalty"] = d.mods(fig, "attack").die_modifier
    return result


__all__ = [
    "AttackChoice", "Chance", "Odds", "WoundOdds", "cannot_disengage", "charge_odds", "counter_fire_odds", "dice_pool", "disengage_odds",
    "effective", "may_sustain",
    "fire_odds", "firing_order_now", "next_step", "odds_for_next_step", "rally_odds", "regeneration_chances",
]
