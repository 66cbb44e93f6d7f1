"""Damage and wounds applied to figurines, through the wound rules of :mod:`companion.rules.wounds`
and :mod:`companion.rules.damage`; the losses they make.

Sources: booklet, "wound table", abilities Colossal, Enormous, Gigantic, Fierce, Hard-boiled,
Assassin, Survival instinct, Master strike; "Influence of Fear" (killing outright the creature
that frightened him rallies a warrior).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from companion.rules.characteristic import lives_of
from companion.rules.damage import DamageOutcome, damage_options
from companion.rules.damage import resolve_damage as read_damage
from companion.rules.errors import RulesError
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.phrases import semicolons
from companion.rules.game.rolls import draw_dice
from companion.rules.game.state import Figurine, Presence, lives_total, wound_state
from companion.rules.message import Argument, Message
from companion.rules.source import booklet
from companion.rules.wounds import WOUNDS_SOURCE, WoundLevel, apply_wound

FEAR_SOURCE = booklet("movement phase, Influence of Fear")


def remove(d: Draft, fig: Figurine, why: Message, *, by_hand: bool = False) -> None:
    """The figurine leaves the Battleground: a loss; its engagements end."""
    for other_id in fig.engaged_with:
        other = d.fig(other_id)
        d.put(replace(d.fig(other_id), engaged_with=tuple(x for x in other.engaged_with if x != fig.id)))
    d.put(replace(d.fig(fig.id), presence=Presence.LOST, engaged_with=(), fleeing=False, paralysed=False))
    d.log(Message("game.out-of-the-game", figurine=d.label(fig), why=why, side=d.side_name(fig.side)),
          by_hand=by_hand)


def inflict(d: Draft, fid: str, level: WoundLevel, by: str | None = None) -> WoundLevel:
    """Apply a Damage result to a figurine (worsening, lives, Fierce); returns its new level."""
    fig = d.fig(fid)
    card = d.card(fig)
    if fig.presence is Presence.LOST:
        raise IllegalAction(Message("game.already-out", figurine=d.label(fig)))
    try:
        change = apply_wound(wound_state(fig, card), level, lives=lives_of(card.abilities),
                             fierce=card.has("Fierce"))
    except RulesError as error:
        raise IllegalAction(Message("game.figurine-error", figurine=d.label(fig), error=reason(error))) from None
    new = change.state
    total = lives_total(card)
    lives_left = None if total is None else max(total - new.deaths, 0)
    d.put(replace(d.fig(fid), wound=new.level, stunned=new.stunned, lives_left=lives_left,
                  fierce_doomed=new.fierce_until_end_of_round))
    sources = change.sources or (WOUNDS_SOURCE,)
    if level is WoundLevel.NONE:
        d.log(Message("game.no-effect", figurine=d.label(fig)), *sources)
    elif level is WoundLevel.STUNNED and not new.dead:
        d.log(Message("game.is-stunned", figurine=d.label(fig)), *sources)
    if level.is_wound or level is WoundLevel.KILLED:
        shown = WoundLevel.KILLED if new.dead else new.level
        if change.notes:
            d.log(Message("game.now-has-notes", figurine=d.label(fig), level=shown, notes=semicolons(change.notes)),
                  *sources)
        else:
            d.log(Message("game.now-has", figurine=d.label(fig), level=shown), *sources)
    if new.dead:
        remove(d, d.fig(fid), Message("game.why-killed"))
        if by is not None:
            killer = d.fig(by)
            if killer.fleeing and killer.fearful_of == fid:
                d.put(replace(d.fig(by), fleeing=False, afraid=False, fearful_of=None))
                d.log(Message("game.killed-the-fear", figurine=d.label(killer)), FEAR_SOURCE)
    return new.level


def _said_above(note: object) -> bool:
    """A note of the Damage roll that its sentence says already (an estimate, an Exceptional Wound)."""
    return isinstance(note, Message) and note.id in ("damage.unpublished-cell", "damage.double")


def resolve_damage(
    d: Draft, victim_id: str, dice: Sequence[int] | None, field: str, strength: int, typed: str | None,
    *, by: str, charged: bool = False, master_difficulty: int | None = None,
    survival_die: int | None = None, what: Message | None = None,
) -> DamageOutcome:
    """A Damage roll by ``by`` against ``victim_id`` read on the game's Wound Table.

    ``dice`` None: drawn from the seed (two, three for an Assassin) and recorded in ``field``.
    ``typed``: the level the players read in their own booklet, accepted where the app's
    table cell is not published (and refused where it contradicts a published one).
    """
    what = what or Message("game.damage-roll")
    victim = d.fig(victim_id)
    attacker = d.fig(by)
    vcard, acard = d.card(victim), d.card(attacker)
    try:
        options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                 charged=charged, master_strike_difficulty=master_difficulty,
                                 ruleset=d.state.setup.ruleset)
    except RulesError as error:
        raise IllegalAction(Message("game.roll-error", roll=what, error=reason(error))) from None
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
        raise IllegalAction(Message("game.roll-error", roll=what, error=reason(error))) from None
    level = outcome.level
    shown: Argument = level
    if typed is not None:
        try:
            chosen = WoundLevel.parse(typed)
        except RulesError as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None
        if chosen is not level:
            if outcome.published or outcome.voided:
                raise IllegalAction(Message("game.published-level", roll=what, level=level, typed=chosen))
            shown = Message("game.level-players-read", level=level, typed=chosen)
            level = chosen
    elif not outcome.published:
        shown = Message("game.level-estimate", level=level)
    notes = [n for n in outcome.notes if not _said_above(n)]
    if notes:
        shown = Message("game.level-notes", level=shown, notes=semicolons(notes))
    if outcome.exceptional:
        text = Message("game.damage-exceptional", roll=what, victim=d.label(victim), first=outcome.dice[0],
                       second=outcome.dice[1], level=shown)
    else:
        bonus = "".join(f" + {b}" for b in (options.roll_bonus, options.strength_bonus) if b)
        text = Message("game.damage-roll-on", roll=what, victim=d.label(victim), first=outcome.dice[0],
                       second=outcome.dice[1], strength=strength, bonus=bonus, resilience=resilience,
                       total=outcome.total, location=outcome.location, row=outcome.row, level=shown)
    d.log(text, *outcome.sources)
    inflict(d, victim_id, level, by)
    return outcome
