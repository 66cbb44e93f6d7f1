"""Damage and wounds applied to figurines, through the wound rules of :mod:`companion.rules.wounds`
and :mod:`companion.rules.damage`; the losses they make, and what a death changes.

Sources: booklet, "wound table", abilities Colossal, Enormous, Gigantic, Fierce, Hard-boiled,
Assassin, Survival instinct, Master strike, Bane / X, Immunity / X, Toxic / X, Personal enemy /
X, Blood brother / X; "Influence of Fear" (killing outright the creature that frightened him
rallies a warrior); "Making a characteristic roll" (a Resilience below 0 kills outright).

Reading choices:

* **Immunity / X to an element**: a Damage roll of that element (the players say which: a
  weapon, a spell) does the victim no harm, and is not rolled.
* **Toxic / X**: the second Damage roll, "with a Strength equal to X", is read like any other
  (Hard-boiled, Survival instinct and the victim's Immunities apply; the attacker's Bane and
  Master strike do not: they are his Strength's, not the poison's).
* **Personal enemy / X**, "kills him outright": the enemy is killed for good by the
  Character's Damage roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from companion.rules.characteristic import lives_of
from companion.rules.damage import DamageOptions, DamageOutcome, damage_options, immune_to_element, toxic_applies
from companion.rules.damage import resolve_damage as read_damage
from companion.rules.errors import RulesError
from companion.rules.foes import bane_applies, blood_brothers, personal_enemy
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.phrases import semicolons
from companion.rules.game.rolls import draw_dice
from companion.rules.game.state import Figurine, Presence, lives_total, wound_state
from companion.rules.message import Argument, Message
from companion.rules.source import Source, booklet
from companion.rules.wounds import WOUNDS_SOURCE, Location, WoundLevel, apply_wound

FEAR_SOURCE = booklet("movement phase, Influence of Fear")
BLOOD_BROTHER_SOURCE = booklet("abilities, Blood brother / X")
PERSONAL_ENEMY_SOURCE = booklet("abilities, Personal enemy / X")
IMMUNITY_SOURCE = booklet("abilities, Immunity / X")
TOXIC_SOURCE = booklet("abilities, Toxic / X")
RESILIENCE_SOURCE = booklet("Making a characteristic roll (a Resilience below 0)")


def remove(d: Draft, fig: Figurine, why: Message, *, by_hand: bool = False, died: bool = True) -> None:
    """The figurine leaves the Battleground: a loss; its engagements end. ``died``: it is dead
    (not fled), so its Blood brother suffers his -1 from now on."""
    for other_id in fig.engaged_with:
        other = d.fig(other_id)
        d.put(replace(d.fig(other_id), engaged_with=tuple(x for x in other.engaged_with if x != fig.id)))
    d.put(replace(d.fig(fig.id), presence=Presence.LOST, engaged_with=(), fleeing=False, paralysed=False))
    d.log(Message("game.out-of-the-game", figurine=d.label(fig), why=why, side=d.side_name(fig.side)),
          by_hand=by_hand)
    if died:
        _blood_brother_died(d, fig)


def _blood_brother_died(d: Draft, dead: Figurine) -> None:
    """"if one happens to die, his Blood brother takes away one point from all his dice rolls
    until the end of the game. This penalty does not apply to Damage Rolls"."""
    for other in list(d.figs.values()):
        if (other.side == dead.side and other.id != dead.id and other.presence is not Presence.LOST
                and not other.blood_brother_dead and blood_brothers(d.printed(other), d.printed(dead))):
            d.put(replace(d.fig(other.id), blood_brother_dead=True))
            d.log(Message("game.blood-brother-dies", figurine=d.label(other), brother=d.label(dead)),
                  BLOOD_BROTHER_SOURCE)


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
            _killed_by(d, d.fig(by), d.fig(fid))
    return new.level


def _killed_by(d: Draft, killer: Figurine, victim: Figurine) -> None:
    """What a kill gives the killer: a rally (the creature that frightened him), his Wounds
    healed and an Ability to take (his Personal enemy)."""
    if killer.fleeing and killer.fearful_of == victim.id:
        d.put(replace(d.fig(killer.id), fleeing=False, afraid=False, fearful_of=None))
        d.log(Message("game.killed-the-fear", figurine=d.label(killer)), FEAR_SOURCE)
    killer = d.fig(killer.id)
    if killer.presence is not Presence.LOST and personal_enemy(d.card(killer), d.printed(victim)):
        d.put(replace(killer, wound=WoundLevel.NONE if killer.wound.is_wound else killer.wound,
                      steal_from=victim.id))
        d.log(Message("game.personal-enemy-killed", figurine=d.label(killer), enemy=d.label(victim)),
              PERSONAL_ENEMY_SOURCE)


def check_resilience(d: Draft) -> None:
    """"If a fighter's Resilience drops under 0, he is then considered KILLED OUTRIGHT and
    immediately removed from the Battleground" (removed: no Fierce, no further lives)."""
    for fig in list(d.figs.values()):
        if fig.presence is Presence.LOST:
            continue
        resilience = d.card(fig).resilience
        if resilience is not None and resilience < 0:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED))
            d.log(Message("game.resilience-below-zero", figurine=d.label(fig), resilience=resilience),
                  RESILIENCE_SOURCE)
            remove(d, d.fig(fig.id), Message("game.why-killed"))


def _said_above(note: object) -> bool:
    """A note of the Damage roll that its sentence says already (an estimate, an Exceptional Wound)."""
    return isinstance(note, Message) and note.id in ("damage.unpublished-cell", "damage.double")


def resolve_damage(
    d: Draft, victim_id: str, dice: Sequence[int] | None, field: str, strength: int, typed: str | None,
    *, by: str | None, charged: bool = False, master_difficulty: int | None = None,
    survival_die: int | None = None, what: Message | None = None, element: str = "",
    forced_location: Location | None = None, roll_bonus: int = 0,
    toxic: tuple[Sequence[int] | None, str, int | None, str] | None = None,
) -> DamageOutcome | None:
    """A Damage roll by ``by`` (None: a fall, a jump) against ``victim_id`` read on the game's
    Wound Table; None when an Immunity to ``element`` stops it before the roll.

    ``dice`` None: drawn from the seed (two, three for an Assassin) and recorded in ``field``.
    ``typed``: the level the players read in their own booklet, accepted where the app's
    table cell is not published (and refused where it contradicts a published one).
    ``forced_location``: a Leg Wound; ``roll_bonus``: added to the roll (a deliberate fall
    takes the Feat score off). ``toxic``: the second Damage roll of a Toxic blow (its dice, or
    None to draw them, and the action field that records them; its Survival instinct die and
    field).
    """
    what = what or Message("game.damage-roll")
    victim = d.fig(victim_id)
    vcard = d.card(victim)
    if element and immune_to_element(vcard.abilities, element):
        d.log(Message("game.immune-to-element", figurine=d.label(victim), element=element), IMMUNITY_SOURCE)
        return None
    if by is None:
        options = DamageOptions(ruleset=d.state.setup.ruleset)
        if vcard.has("Hard-boiled") or vcard.has("Survival instinct") or vcard.ability("Immunity"):
            options = damage_options((), vcard.abilities, ruleset=d.state.setup.ruleset)
    else:
        acard = d.card(d.fig(by))
        try:
            options = damage_options(acard.abilities, vcard.abilities, attacker_character=acard.character,
                                     charged=charged, master_strike_difficulty=master_difficulty,
                                     bane_applies=bane_applies(acard, d.printed(victim)),
                                     ruleset=d.state.setup.ruleset)
        except RulesError as error:
            raise IllegalAction(Message("game.roll-error", roll=what, error=reason(error))) from None
    if forced_location is not None or roll_bonus:
        options = replace(options, forced_location=forced_location, roll_bonus=options.roll_bonus + roll_bonus)
    outcome = _roll(d, victim, dice, field, strength, typed, options, (survival_die, "survival_die"), what, by)
    if toxic is not None and d.fig(victim_id).presence is not Presence.LOST:
        _toxic_roll(d, victim_id, toxic, by)
    return outcome


def _roll(d: Draft, victim: Figurine, dice: Sequence[int] | None, field: str, strength: int, typed: str | None,
          options: DamageOptions, survival: tuple[int | None, str], what: Message, by: str | None) -> DamageOutcome:
    """One Damage roll read, logged and applied (``survival``: the victim's Survival instinct
    die, or None to draw it, and the action field that records it)."""
    if dice is None:
        dice = draw_dice(d.rng, options.dice)
        d.filled[field] = tuple(dice)
    survival_die, survival_field = survival
    if options.survival_instinct and survival_die is None:
        survival_die = draw_dice(d.rng, 1)[0]
        d.filled[survival_field] = survival_die
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
        bonus = "".join(f" {b:+d}".replace("+", "+ ").replace("-", "- ")
                        for b in (options.roll_bonus, options.strength_bonus) if b)
        text = Message("game.damage-roll-on", roll=what, victim=d.label(victim), first=outcome.dice[0],
                       second=outcome.dice[1], strength=strength, bonus=bonus, resilience=resilience,
                       total=outcome.total, location=outcome.location, row=outcome.row, level=shown)
    sources: tuple[Source, ...] = outcome.sources
    d.log(text, *sources)
    inflict(d, victim.id, level, by)
    return outcome


def _toxic_roll(d: Draft, victim_id: str, toxic: tuple[Sequence[int] | None, str, int | None, str],
                by: str | None) -> None:
    """Toxic / X: "his target immediately takes a second Damage Roll with a Strength equal to X.
    Living-dead, Constructs and Immortal beings are immune to this Ability"."""
    assert by is not None, "a Toxic blow has an attacker"
    attacker = d.fig(by)
    ability = d.card(attacker).ability("Toxic")
    x = ability.number if ability is not None else None
    victim = d.fig(victim_id)
    vcard = d.card(victim)
    if x is None:
        raise IllegalAction(Message("game.toxic-without-x", figurine=d.label(attacker)))
    if not toxic_applies(vcard.abilities):
        d.log(Message("game.toxic-immune", figurine=d.label(victim)), TOXIC_SOURCE)
        return
    plain = damage_options((), vcard.abilities, ruleset=d.state.setup.ruleset)
    dice, field, survival_die, survival_field = toxic
    _roll(d, victim, dice, field, x, None, plain, (survival_die, survival_field),
          Message("game.toxic-damage-roll", x=x), by)


__all__ = ["check_resilience", "inflict", "remove", "resolve_damage"]
