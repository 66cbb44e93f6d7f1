"""The advice of the dice placement step: the combat being resolved read for
:func:`companion.rules.combat_advice.advise`.

Booklet, "combat resolution", step 2: "The Defender divides his dice first ... The Attacker then
places his dice": the side placing now is advised, with the Defender's division known to the
Attacker. Each fighter is read as he fights this round (his INI, ATT and DEF after the Charge
and Fear penalties, Additional limb, a dive; his dice with War fury, Born killer, War-horse,
Brutish charge; his wounds), and each blow's Damage roll with the abilities of both fighters
(Hard-boiled, Bane, Survival instinct ...). A Character's extra dice are not weighed: the advice
is for the dice he has without them.
"""

from __future__ import annotations

from fractions import Fraction

from companion.rules.combat_advice import Advice, CombatSides, Warrior, advise
from companion.rules.damage import damage_odds, damage_options
from companion.rules.errors import RulesError
from companion.rules.foes import bane_applies
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.melee import combat_dice, side_fighters
from companion.rules.game.state import CombatStep, Figurine, GameState, wound_state
from companion.rules.wounds import WoundLevel


def _warrior(d: Draft, fig: Figurine, dice: int, attack_only: int, all_attack: bool, no_attack: bool) -> Warrior:
    card = d.card(fig)
    profile = d.profile(fig)
    return Warrior(fig.id, profile.attack, profile.defence, dice, card.abilities, card.character,
                   fig.blood_brother_dead, wound_state(fig, card), attack_only, all_attack, no_attack)


def combat_sides(state: GameState) -> CombatSides | None:
    """The combat being resolved as the advice reads it (None outside the placement steps)."""
    combat = state.combat
    if combat is None or combat.attacker_side is None or combat.step not in (CombatStep.PLACE_DEFENDER,
                                                                               CombatStep.PLACE_ATTACKER):
        return None
    d = Draft(state)
    lone = d.fig(combat.lone)
    group = [f for f in side_fighters(d, combat, 1 - lone.side)]
    if not group or lone.presence.value == "lost":
        return None
    warriors: dict[str, Warrior] = {}
    for fig in (lone, *group):
        pool = combat_dice(d, combat, fig, 0)
        warriors[fig.id] = _warrior(d, fig, pool.total, pool.attack_only, pool.all_attack, pool.no_attack)
    damage: dict[tuple[str, str], dict[WoundLevel, Fraction]] = {}
    ruleset = state.setup.ruleset
    for attacker, victims in ((lone, group), *((g, [lone]) for g in group)):
        acard = d.card(attacker)
        strength = d.value(attacker, "strength")
        for victim in victims:
            vcard = d.card(victim)
            options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                     bane_applies=bane_applies(acard, d.printed(victim)), ruleset=ruleset)
            levels = damage_odds(strength, d.value(victim, "resilience"), options, state.setup.wound_table).by_level
            damage[(attacker.id, victim.id)] = {level: p for level, p in levels.items() if p}
    return CombatSides(warriors[lone.id], tuple(warriors[g.id] for g in group),
                       lone_strikes_first=combat.attacker_side == lone.side, damage=damage, ruleset=ruleset)


def placement_advice(state: GameState) -> Advice | None:
    """The advice for the side placing its dice now (None outside the placement steps, or when
    a card lacks a number the odds need)."""
    combat = state.combat
    try:
        sides = combat_sides(state)
    except (IllegalAction, RulesError):
        return None
    if sides is None or combat is None or combat.attacker_side is None:
        return None
    placing = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
    lone_places = state.figurine(combat.lone).side == placing
    known = combat.placements if combat.step is CombatStep.PLACE_ATTACKER else None
    return advise(sides, planner_is_lone=lone_places, known=known)


__all__ = ["combat_sides", "placement_advice"]
