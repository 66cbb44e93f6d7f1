"""Wounds applied to figurines: worsening, kills, lives, Fierce, and the losses they make.

Sources: booklet, "wound table" (worsening, Exceptional Wounds), abilities Colossal, Enormous,
Gigantic, Fierce; "Influence of Fear" (killing outright the creature that frightened him
rallies a warrior).
"""

from __future__ import annotations

from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.state import Figurine, Presence
from companion.rules.game.wounding import WOUND_SOURCE, DamageRoll, Lives, WoundLevel, damage_roll, parse_level, worsen
from companion.rules.source import booklet


def remove(d: Draft, fig: Figurine, why: str) -> None:
    """The figurine leaves the Battleground: a loss; its engagements end."""
    for other_id in fig.engaged_with:
        other = d.fig(other_id)
        d.update(other_id, engaged_with=tuple(x for x in other.engaged_with if x != fig.id))
    d.update(fig.id, presence=Presence.LOST, engaged_with=(), fleeing=False, paralysed=False)
    d.log(f"{d.label(fig)} is out of the game ({why}): a loss for {d.side_name(fig.side)}.")


def inflict(d: Draft, fid: str, level: WoundLevel, by: str | None = None) -> WoundLevel:
    """Apply a Damage result to a figurine; returns its wound level after it."""
    fig = d.fig(fid)
    card = d.card(fig)
    if fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} is already out of the game")
    if level is WoundLevel.NONE:
        d.log(f"{d.label(fig)} suffers no effect.", WOUND_SOURCE)
        return fig.wound
    if level is WoundLevel.STUNNED:
        d.update(fid, stunned=True)
        d.log(f"{d.label(fig)} is Stunned: -1 on the dice until the end of the round.", WOUND_SOURCE)
        return fig.wound
    new = worsen(fig.wound, level) if level is not WoundLevel.KILLED else WoundLevel.KILLED
    if level.is_wound and new is not level and new is not WoundLevel.KILLED:
        d.log(f"{d.label(fig)} already had a {fig.wound.label}: it worsens to a {new.label}.", WOUND_SOURCE)
    if new is not WoundLevel.KILLED:
        d.update(fid, wound=new)
        if level.is_wound and new is level:
            d.log(f"{d.label(fig)} suffers a {new.label}.", WOUND_SOURCE)
        return new
    # Killed.
    if fig.fierce_doomed:
        d.log(f"{d.label(fig)} is Fierce: it stays on the Battleground until the end of the round.",
              booklet("abilities, Fierce"))
        return fig.wound
    for kind in Lives:
        if card.has(kind.value) and fig.lives_left is not None and fig.lives_left > 1:
            used = kind.lives - fig.lives_left
            effect = kind.steps[min(used, len(kind.steps) - 1)]
            d.update(fid, lives_left=fig.lives_left - 1, wound=effect)
            d.log(f"{d.label(fig)} is {kind.value}: killed, it stays with the effects of a {effect.label} "
                  f"({fig.lives_left - 1} more kill(s) to be dead for good).", booklet(f"abilities, {kind.value}"))
            return effect
    if card.has("Fierce"):
        d.update(fid, fierce_doomed=True, wound=WoundLevel.CRITICAL)
        d.log(f"{d.label(fig)} is Fierce: Killed Outright, it is Critically Wounded and stays until the end "
              "of the round.", booklet("abilities, Fierce"))
        return WoundLevel.CRITICAL
    d.update(fid, wound=WoundLevel.KILLED, lives_left=0 if fig.lives_left is not None else None)
    d.log(f"{d.label(fig)} is Killed Outright.", WOUND_SOURCE)
    remove(d, d.fig(fid), "killed")
    if by is not None:
        killer = d.fig(by)
        if killer.fleeing and killer.fearful_of == fid:
            d.update(by, fleeing=False, afraid=False, fearful_of=None)
            d.log(f"{d.label(killer)} killed the creature that frightened it: it is rallied.",
                  booklet("movement phase, Influence of Fear"))
    return WoundLevel.KILLED


def resolve_damage(
    d: Draft, victim_id: str, dice: tuple[int, ...], strength: int, resilience: int, typed: str | None,
    *, bonus: int = 0, by: str | None = None, what: str = "Damage roll",
) -> DamageRoll:
    """A Damage roll against ``victim_id``: the table's cell if known, else the level typed."""
    try:
        roll = damage_roll(dice, strength, resilience, bonus)
    except Exception as error:
        raise IllegalAction(f"{what}: {error}") from None
    victim = d.fig(victim_id)
    if roll.exceptional:
        text = (f"{what} on {d.label(victim)}: double {roll.dice[0]}, an Exceptional Wound "
                f"({roll.wound.label if roll.wound else '?'}) whatever STR and RES.")
        d.log(text, WOUND_SOURCE)
        level = roll.wound
        if typed is not None and parse_level(typed) is not level:
            raise IllegalAction(f"{what}: a double {roll.dice[0]} is a {level.label if level else '?'}, "
                                f"not {typed}")
    else:
        sign = "+" if bonus >= 0 else "-"
        extra = f" {sign} {abs(bonus)} (Master strike)" if bonus else ""
        text = (f"{what} on {d.label(victim)}: dice {roll.dice[0]} and {roll.dice[1]} = {sum(roll.dice)} "
                f"+ STR {strength} - RES {resilience}{extra} = {roll.total}, lowest die {roll.lowest} "
                f"({roll.location})")
        if roll.wound is not None and typed is None:
            level = roll.wound
            d.log(f"{text}: the Wound Table gives a {level.label}.", WOUND_SOURCE)
        elif typed is not None:
            level = parse_level(typed)
            if roll.wound is not None and roll.wound is not level:
                raise IllegalAction(f"{what}: the Wound Table gives a {roll.wound.label} for {roll.total} at the "
                                    f"{roll.location}, not {typed}")
            d.log(f"{text}: the players read a {level.label} on the Wound Table.", WOUND_SOURCE)
        elif roll.total < 0:
            level = WoundLevel.NONE
            d.log(f"{text}: below 0, no wound.", WOUND_SOURCE)
        else:
            raise IllegalAction(
                f"{what}: {roll.total} with the lowest die {roll.lowest} ({roll.location}) - this cell of the "
                "Wound Table is not known to the app: read it in your booklet and enter the wound level"
            )
    assert level is not None
    inflict(d, victim_id, level, by)
    return roll
