"""The Approach, and the reference cards it deals: the roll, the pile, the Reserve cards.

Booklet, "The approach": the reference cards are shuffled into a pile; each player rolls on
his army's best Discipline (the Approach roll, a tie rolled again); the winner picks up the
first card; a player who picks up one of his own cards deploys its figurines or keeps it as a
Reserve card (one, one more for the winner), an enemy's card is deployed by its owner at once;
with no card left, a player plays a Reserve card. The Movement phase deals its cards the same
way after the Tactical roll (:mod:`.movement`). Scouts: booklet, "abilities, Scout".
"""

from __future__ import annotations

import random
from fractions import Fraction
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules import fear as fear_rules
from companion.rules import rounds
from companion.rules.game.actions import Action, ApproachRoll, Deploy, DrawCard, KeepInReserve, TacticalRoll
from companion.rules.game.courage import war_staff_members
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import MOVEMENT_SOURCE, begin_round, end_movement_phase
from companion.rules.game.setup import SIDE_LETTERS
from companion.rules.game.state import Figurine, Phase, Presence
from companion.rules.message import Message
from companion.rules.source import Source, booklet

APPROACH_SOURCE: Source = booklet("The approach")
SCOUT_SOURCE: Source = booklet("abilities, Scout")


def best_discipline(d: Draft, side: int, war_staff: bool = False) -> tuple[int, Figurine | None]:
    """The side's best Discipline (Living-dead count 0) and who has it (rounds.best_discipline).

    ``war_staff``: the players measured the side's War-staff formed (its three members within
    Leadership distance of one another): its Character's Discipline + 2 counts ("The bonuses
    gained through the War-staff Ability can be taken into account during the Approach")."""
    scores: list[tuple[int, Figurine]] = []
    for fig in d.in_play(side):
        value = fear_rules.morale(d.fear_fighter(fig)).discipline
        if value is not None:
            scores.append((value, fig))
    staff_value: int | None = None
    staff_leader: Figurine | None = None
    if war_staff:
        members = war_staff_members(d, side, deployed=False)
        if members is None:
            raise IllegalAction(Message("game.no-war-staff", side=d.side_name(side)))
        staff_leader = members[0]
        staff_value = d.printed(staff_leader).discipline
        if staff_value is None:
            raise IllegalAction(Message("game.card-lacks", figurine=d.label(staff_leader), characteristic="DIS"))
    if not scores and staff_value is None:
        return 0, None
    best = rounds.best_discipline((v for v, _ in scores), staff_value)
    if staff_leader is not None and staff_value is not None and best == staff_value + rounds.WAR_STAFF_BONUS:
        return best, staff_leader
    return best, next(f for v, f in scores if v == best)


def entries_in_play(d: Draft, side: int) -> list[str]:
    """The side's reference cards (army list entries) with a figurine still in play, in order."""
    seen: list[str] = []
    for fig in d.figs.values():
        if fig.side == side and fig.presence is not Presence.LOST and fig.entry not in seen:
            seen.append(fig.entry)
    return seen


def _is_scout_entry(d: Draft, entry: str) -> bool:
    figs = [f for f in d.figs.values() if f.entry == entry]
    return bool(figs) and d.card(figs[0]).has("Scout")


def _entries_alive(d: Draft, entry: str) -> bool:
    return any(f.entry == entry and f.presence is not Presence.LOST for f in d.figs.values())


def roll_name(phase: Phase) -> Message:
    """The roll that opens the Approach, or the Movement phase: the Approach or the Tactical roll."""
    return Message("game.approach-roll") if phase is Phase.APPROACH else Message("game.tactical-roll")


def opposed_roll(d: Draft, action: ApproachRoll | TacticalRoll, source: Source) -> None:
    """The Approach or Tactical roll: each side on its best Discipline, a tie rolled again; the
    winner picks up the first card and may keep one more Reserve card."""
    what = roll_name(d.state.phase)
    if d.state.roll_done:
        raise IllegalAction(Message("game.roll-done", roll=what))
    totals: list[int] = []
    results = []
    for letter in action.war_staff:
        if letter not in SIDE_LETTERS:
            raise IllegalAction(Message("game.unknown-side", side=repr(letter)))
    for side, name in ((0, "dice_a"), (1, "dice_b")):
        staff = SIDE_LETTERS[side] in action.war_staff
        value, fig = best_discipline(d, side, staff)
        if staff:
            d.log(Message("game.war-staff-roll", side=d.side_name(side), value=value), rounds.WAR_STAFF_SOURCE)
        mods = d.mods(fig, "discipline") if fig is not None else d.mods(d.in_play(side)[0], "discipline")
        outcome = d.roll(name, getattr(action, name), value, None, mods,
                         Message("game.side-roll", side=d.side_name(side), roll=what))
        results.append(outcome)
        totals.append(outcome.total if outcome.success else -(10**6))
        who = (Message("game.discipline-of", figurine=fig.name, value=value) if fig
               else Message("game.discipline", value=0))
        d.log(Message("game.rolls-on", side=d.side_name(side), roll=what, who=who, result=d.opposed_text(outcome)),
              source)
    if totals[0] == totals[1]:
        d.log(Message("game.roll-tie", roll=what), source)
        return
    winner = 0 if totals[0] > totals[1] else 1
    d.state = replace(d.state, roll_done=True, roll_winner=winner,
                      roll_totals=(results[0].total, results[1].total), turn=winner, reserves=((), ()),
                      pending=None, drawn_by=None, active=None, done_cards=())
    d.log(Message("game.roll-won", side=d.side_name(winner), roll=what), source)


def shuffle_pile(d: Draft, entries: list[str]) -> list[str]:
    """The reference cards shuffled into a pile, face down (drawn from the game's seed and round)."""
    pile = sorted(entries, key=lambda e: (e[0], int(e.split("-")[1])))
    random.Random(f"{d.state.setup.seed}:pile:{d.state.round}").shuffle(pile)
    return pile


def _reserve_limit(d: Draft, side: int) -> int:
    return rounds.reserve_limit(d.state.roll_winner == side)


def next_turn(d: Draft) -> None:
    """After a card is resolved: the other player's turn (or the phase ends)."""
    d.state = replace(d.state, turn=1 - d.state.turn)
    settle_cards(d)


def settle_cards(d: Draft) -> None:
    """Drop cards with no figurine left; end the Approach or the Movement phase when all is played."""
    pile = [e for e in d.state.pile if _entries_alive(d, e)]
    scouts = [e for e in d.state.scout_pile if _entries_alive(d, e)]
    reserves = (tuple(e for e in d.state.reserves[0] if _entries_alive(d, e)),
                tuple(e for e in d.state.reserves[1] if _entries_alive(d, e)))
    d.state = replace(d.state, pile=tuple(pile), scout_pile=tuple(scouts), reserves=reserves)
    if d.state.pending or d.state.active:
        return
    if pile or scouts:
        return
    turn = d.state.turn
    if not reserves[turn] and reserves[1 - turn]:
        d.state = replace(d.state, turn=1 - turn)
        return
    if reserves[0] or reserves[1]:
        return
    phase = d.state.phase
    if phase is Phase.APPROACH:
        d.log(Message("game.approach-over"), APPROACH_SOURCE)
        begin_round(d, 1)
    elif phase is Phase.MOVEMENT:
        end_movement_phase(d)


def cards_phase(d: Draft) -> None:
    """Cards are drawn, kept, deployed or activated after the roll of the Approach or the Movement phase."""
    d.require_phase(Phase.APPROACH, Phase.MOVEMENT)
    if not d.state.roll_done:
        raise IllegalAction(Message("game.roll-first", roll=roll_name(d.state.phase)))


def card_verb(phase: Phase) -> Message:
    """What a player does with his own card: deploy it (Approach), activate it (Movement)."""
    return Message("game.verb-deploy") if phase is Phase.APPROACH else Message("game.verb-activate")


def take_card(d: Draft, entry: str) -> bool:
    """The card to deploy/activate: the one drawn, or a Reserve card; True if it ends the turn."""
    owner = d.state.entry_side(entry) if entry[:1] in SIDE_LETTERS and "-" in entry else None
    if owner is None or not any(f.entry == entry for f in d.figs.values()):
        raise IllegalAction(Message("game.no-such-card", card=repr(entry)))
    if d.state.active:
        raise IllegalAction(Message("game.end-activation-first", card=d.state.entry_label(d.state.active)))
    pending = d.state.pending
    if pending is not None:
        if entry != pending:
            raise IllegalAction(Message("game.play-drawn-first", card=d.state.entry_label(pending)))
        d.state = replace(d.state, pending=None, drawn_by=None)
        return True
    turn = d.state.turn
    reserves = list(d.state.reserves)
    if entry not in reserves[owner]:
        raise IllegalAction(Message("game.not-drawn-nor-reserve", card=d.state.entry_label(entry)))
    if owner != turn:
        raise IllegalAction(Message("game.reserve-not-your-turn", side=d.side_name(turn)))
    reserves[owner] = tuple(e for e in reserves[owner] if e != entry)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]))
    forced = not d.state.pile and not d.state.scout_pile
    verb = card_verb(d.state.phase)
    if forced:
        d.log(Message("game.reserve-played-pile-empty", side=d.side_name(owner), card=d.state.entry_label(entry),
                      verb=verb), APPROACH_SOURCE)
    else:
        d.log(Message("game.reserve-played", side=d.side_name(owner), card=d.state.entry_label(entry), verb=verb),
              APPROACH_SOURCE)
    return forced


def _approach_roll(d: Draft, action: ApproachRoll) -> None:
    """The Approach roll, then the cards shuffled into a pile (Scouts in a pile of their own)."""
    d.require_phase(Phase.APPROACH)
    opposed_roll(d, action, APPROACH_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in entries_in_play(d, s)]
        main, scouts = rounds.approach_piles(entries, [_is_scout_entry(d, e) for e in entries])
        d.state = replace(d.state, pile=tuple(shuffle_pile(d, main)), scout_pile=tuple(shuffle_pile(d, scouts)))
        d.log(Message("game.pile-shuffled", count=len(main)), APPROACH_SOURCE)
        if scouts:
            d.log(Message("game.scout-pile", count=len(scouts)), SCOUT_SOURCE)


def _draw(d: Draft, action: DrawCard) -> None:
    """The player whose turn it is picks up the next card of the pile (the Scouts' pile last);
    with ``play``, its owner deploys or activates it at once."""
    draw(d)
    if action.play:
        entry = d.state.pending
        assert entry is not None
        if d.state.phase is Phase.APPROACH:
            deploy(d, entry, concealed=False)
        else:
            activate(d, entry)


def draw(d: Draft) -> None:
    """The player whose turn it is picks up the next card of the pile (the Scouts' pile last)."""
    cards_phase(d)
    if d.state.pending:
        raise IllegalAction(Message("game.drawn-card-first", card=d.state.entry_label(d.state.pending)))
    if d.state.active:
        raise IllegalAction(Message("game.card-moving", card=d.state.entry_label(d.state.active)))
    turn = d.state.turn
    pile, scouts = list(d.state.pile), list(d.state.scout_pile)
    if not pile and not scouts:
        raise IllegalAction(Message("game.pile-empty-play-reserve", side=d.side_name(turn)))
    source = (APPROACH_SOURCE if d.state.phase is Phase.APPROACH else MOVEMENT_SOURCE) if pile else SCOUT_SOURCE
    entry = pile.pop(0) if pile else scouts.pop(0)
    owner = d.state.entry_side(entry)
    d.state = replace(d.state, pile=tuple(pile), scout_pile=tuple(scouts), pending=entry, drawn_by=turn)
    if owner == turn:
        d.log(Message("game.picks-up-own", side=d.side_name(turn), card=d.state.entry_label(entry),
                      verb=card_verb(d.state.phase)), source)
    else:
        verb = Message("game.verb-deploy") if d.state.phase is Phase.APPROACH else Message("game.verb-move")
        d.log(Message("game.picks-up-enemy", side=d.side_name(turn), card=d.state.entry_label(entry),
                      owner=d.side_name(owner), verb=verb), source)


def activate(d: Draft, entry: str) -> None:
    """The card drawn (or a Reserve card) is activated: each of its figurines chooses one
    Movement type (booklet, "movement phase"); a fleeing figurine may try to rally."""
    d.require_phase(Phase.MOVEMENT)
    cards_phase(d)
    ends = take_card(d, entry)
    d.state = replace(d.state, active=entry, active_ends_turn=ends, done_cards=d.state.done_cards + (entry,))
    owner = d.state.entry_side(entry)
    d.log(Message("game.activates", side=d.side_name(owner), card=d.state.entry_label(entry)), MOVEMENT_SOURCE)
    for fig in list(d.figs.values()):
        if fig.entry == entry and fig.fleeing:
            if fig.fled_round == d.state.round:
                d.log(Message("game.fled-this-phase", figurine=d.label(fig)), fear_rules.FEAR_SOURCE)
            else:
                d.log(Message("game.may-rally", figurine=d.label(fig), fear=fig.flee_fear), fear_rules.FEAR_SOURCE)


def _reserve(d: Draft, action: KeepInReserve) -> None:
    """A player keeps his own card just drawn in hand: one Reserve card, two for the roll's winner."""
    cards_phase(d)
    entry = d.state.pending
    if entry is None or action.entry != entry:
        raise IllegalAction(Message("game.reserve-only-drawn"))
    owner = d.state.entry_side(entry)
    if owner != d.state.drawn_by:
        raise IllegalAction(Message("game.reserve-not-enemy-card"))
    reserves = list(d.state.reserves)
    limit = _reserve_limit(d, owner)
    if len(reserves[owner]) >= limit:
        if limit == 2:
            raise IllegalAction(Message("game.reserve-full-winner", side=d.side_name(owner)))
        raise IllegalAction(Message("game.reserve-full", side=d.side_name(owner)))
    reserves[owner] = reserves[owner] + (entry,)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]), pending=None, drawn_by=None)
    d.log(Message("game.keeps-in-reserve", side=d.side_name(owner), card=d.state.entry_label(entry)),
          APPROACH_SOURCE)
    next_turn(d)


def _deploy(d: Draft, action: Deploy) -> None:
    deploy(d, action.entry, action.concealed)


def deploy(d: Draft, entry: str, concealed: bool) -> None:
    """The card's figurines are placed in their deployment area; Scouts anywhere, within the
    booklet's limits ("out of Walking distance of any enemy already deployed"; "deployed out of
    his own Charge distance from an opponent, he is considered « invisible »": ``concealed``)."""
    d.require_phase(Phase.APPROACH)
    cards_phase(d)
    scout = _is_scout_entry(d, entry)
    if concealed and not scout:
        raise IllegalAction(Message("game.only-scouts-concealed", card=d.state.entry_label(entry)))
    ends = take_card(d, entry)
    for fig in list(d.figs.values()):
        if fig.entry == entry and fig.presence is Presence.WAITING:
            d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED, concealed=concealed))
    owner = d.state.entry_side(entry)
    if scout:
        d.log(Message("game.deploys-scout", side=d.side_name(owner), card=d.state.entry_label(entry),
                      walking=scout_walking_limit(d, owner)), SCOUT_SOURCE)
        if concealed:
            d.log(Message("game.scout-concealed-deployed", card=d.state.entry_label(entry)), SCOUT_SOURCE)
    else:
        d.log(Message("game.deploys", side=d.side_name(owner), card=d.state.entry_label(entry)), APPROACH_SOURCE)
    d.state = replace(d.state, done_cards=d.state.done_cards + (entry,))
    if ends:
        next_turn(d)
    else:
        settle_cards(d)


def scout_walking_limit(d: Draft, side: int) -> Message:
    """How far a Scout of ``side`` stays from each enemy deployed: beyond its Walking distance
    (its Movement), enemy by enemy."""
    enemies = [f for f in d.figs.values() if f.side != side and f.presence is Presence.DEPLOYED]
    if not enemies:
        return Message("game.scout-no-enemy-yet")
    parts = [Message("game.scout-beyond", figurine=d.label(f), cm=Fraction(str(d.card(f).movement or 0))) for f in enemies]
    return Message("game.scout-beyond-all", enemies=tuple(parts))


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    ApproachRoll: _approach_roll,
    DrawCard: _draw,
    KeepInReserve: _reserve,
    Deploy: _deploy,
}

__all__ = ["APPROACH_SOURCE", "HANDLERS", "activate", "best_discipline", "card_verb", "cards_phase", "deploy", "draw",
           "entries_in_play", "next_turn", "opposed_roll", "roll_name", "scout_walking_limit", "settle_cards",
           "shuffle_pile", "take_card"]
