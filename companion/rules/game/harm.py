"""Damage and wounds applied to figurines, through the wound rules of :mod:`companion.rules.wounds`
and :mod:`companion.rules.damage`; the losses they make.

Sources: booklet, "wound table", abilities Colossal, Enormous, Gigantic, Fierce, Hard-boiled,
Assassin, Survival instinct, Master strike; "Influence of Fear" (killing outright the creature
that frightened him rallies a warrior).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from companion.i18n.render import english
from companion.rules.characteristic import lives_of
from companion.rules.damage import DamageOutcome, damage_options
from companion.rules.damage import resolve_damage as read_damage
from companion.rules.errors import RulesError
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.rolls import draw_dice
from companion.rules.game.state import Figurine, Presence, lives_total, wound_state
from companion.rules.source import booklet
from companion.rules.wounds import WOUNDS_SOURCE, WoundLevel, apply_wound

FEAR_SOURCE = booklet("movement phase, Influence of Fear")


def remove(d: Draft, fig: Figurine, why: str) -> None:
    """The figurine leaves the Battleground: a loss; its engagements end."""
    for other_id in fig.engaged_with:
        other = d.fig(other_id)
        d.put(replace(d.fig(other_id), engaged_with=tuple(x for x in other.engaged_with if x != fig.id)))
    d.put(replace(d.fig(fig.id), presence=Presence.LOST, engaged_with=(), fleeing=False, paralysed=False))
    d.log(f"{d.label(fig)} is out of the game ({why}): a loss for {d.side_name(fig.side)}.")


def inflict(d: Draft, fid: str, level: WoundLevel, by: str | None = None) -> WoundLevel:
    """Apply a Damage result to a figurine (worsening, lives, Fierce); returns its new level."""
    fig = d.fig(fid)
    card = d.card(fig)
    if fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} is already out of the game")
    try:
        change = apply_wound(wound_state(fig, card), level, lives=lives_of(card.abilities),
                             fierce=card.has("Fierce"))
    except RulesError as error:
        raise IllegalAction(f"{d.label(fig)}: {english(error.message)}") from None
    new = change.state
    total = lives_total(card)
    lives_left = None if total is None else max(total - new.deaths, 0)
    d.put(replace(d.fig(fid), wound=new.level, stunned=new.stunned, lives_left=lives_left,
                  fierce_doomed=new.fierce_until_end_of_round))
    source = " ; ".join(dict.fromkeys(english(s) for s in change.sources)) or english(WOUNDS_SOURCE)
    if level is WoundLevel.NONE:
        d.log(f"{d.label(fig)} suffers no effect.", source)
    elif level is WoundLevel.STUNNED and not new.dead:
        d.log(f"{d.label(fig)} is Stunned: -1 on its dice until the end of the round.", source)
    notes = "; ".join(english(n) for n in change.notes)
    if level.is_wound or level is WoundLevel.KILLED:
        shown = english(new.level) if not new.dead else "Killed Outright"
        d.log(f"{d.label(fig)} now has: {shown}" + (f" ({notes})." if notes else "."), source)
    if new.dead:
        remove(d, d.fig(fid), "killed")
        if by is not None:
            killer = d.fig(by)
            if killer.fleeing and killer.fearful_of == fid:
                d.put(replace(d.fig(by), fleeing=False, afraid=False, fearful_of=None))
                d.log(f"{d.label(killer)} killed the creature that frightened it: it is rallied.", FEAR_SOURCE)
    return new.level


def resolve_damage(
    d: Draft, victim_id: str, dice: Sequence[int] | None, field: str, strength: int, typed: str | None,
    *, by: str, charged: bool = False, master_difficulty: int | None = None,
    survival_die: int | None = None, what: str = "Damage roll",
) -> DamageOutcome:
    """A Damage roll by ``by`` against ``victim_id`` read on the game's Wound Table.

    ``dice`` None: drawn from the seed (two, three for an Assassin) and recorded in ``field``.
    ``typed``: the level the players read in their own booklet, accepted where the app's
    table cell is not published (and refused where it contradicts a published one).
    """
    victim = d.fig(victim_id)
    attacker = d.fig(by)
    vcard, acard = d.card(victim), d.card(attacker)
    try:
        options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                 charged=charged, master_strike_difficulty=master_difficulty,
                                 ruleset=d.state.setup.ruleset)
    except RulesError as error:
        raise IllegalAction(f"{what}: {english(error.message)}") from None
    if dice is None:
        dice = draw_dice(d.rng, options.dice)
        d.filled[field] = tuple(dice)
    if options.survival_instinct and survival_die is None:
        survival_die = draw_dice(d.rng, 1)[0]
        d.filled["survival_die"] = survival_die
    resilience = d.value(victim, "resilience")
    try:
        outcome = read_damage(dice, strength, resilience, options, d.state.setup.wound_table,
                              survival_die=survival_die if options.survival_instinct else None,
                              current=victim.wound)
    except RulesError as error:
        raise IllegalAction(f"{what}: {english(error.message)}") from None
    sources = " ; ".join(dict.fromkeys(english(s) for s in outcome.sources))
    if outcome.exceptional:
        text = (f"{what} on {d.label(victim)}: {outcome.dice[0]} and {outcome.dice[1]}, a double: an Exceptional "
                f"Wound, {english(outcome.level)}, whatever STR and RES")
    else:
        extra = "".join(f" + {b}" for b in (options.roll_bonus, options.strength_bonus) if b)
        text = (f"{what} on {d.label(victim)}: {outcome.dice[0]} + {outcome.dice[1]} + STR {strength}{extra} - RES "
                f"{resilience} = {outcome.total} at the {english(outcome.location)} (row {outcome.row}): "
                f"{english(outcome.level)}")
    level = outcome.level
    if typed is not None:
        try:
            chosen = WoundLevel.parse(typed)
        except RulesError as error:
            raise IllegalAction(english(error.message)) from None
        if chosen is not level:
            if outcome.published or outcome.voided:
                raise IllegalAction(f"{what}: the published rules give a {english(level)} here, not {english(chosen)}")
            text += f"; the players read a {english(chosen)} in their booklet"
            level = chosen
    elif not outcome.published:
        text += " (an estimate: this cell is not published, check it in your booklet)"
    notes = [english(n) for n in outcome.notes if n.id not in ("damage.unpublished-cell", "damage.double")]
    if notes:
        text += " [" + "; ".join(notes) + "]"
    d.log(text + ".", sources)
    inflict(d, victim_id, level, by)
    return outcome
