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
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules import fear as fear_rules
from companion.rules import rounds
from companion.rules.game.actions import Action, ApproachRoll, Deploy, DrawCard, KeepInReserve, TacticalRoll
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import MOVEMENT_SOURCE, begin_round, end_movement_phase
from companion.rules.game.setup import SIDE_LETTERS
from companion.rules.game.state import Figurine, Phase, Presence
from companion.rules.source import Source, booklet

APPROACH_SOURCE: Source = booklet("The approach")
SCOUT_SOURCE: Source = booklet("abilities, Scout")


def best_discipline(d: Draft, side: int) -> tuple[int, Figurine | None]:
    """The side's best Discipline (Living-dead count 0) and who has it (rounds.best_discipline).

    The War-staff's +2 depends on distances on the table: the players enter it by hand (a note)
    when it applies; the app does not add it."""
    scores: list[tuple[int, Figurine]] = []
    for fig in d.in_play(side):
        value = fear_rules.morale(d.fear_fighter(fig)).discipline
        if value is not None:
            scores.append((value, fig))
    if not scores:
        return 0, None
    best = rounds.best_discipline(v for v, _ in scores)
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


def opposed_roll(d: Draft, action: ApproachRoll | TacticalRoll, what: str, source: Source) -> None:
    """The Approach or Tactical roll: each side on its best Discipline, a tie rolled again; the
    winner picks up the first card and may keep one more Reserve card."""
    if d.state.roll_done:
        raise IllegalAction(f"the {what} is already done this round")
    totals: list[int] = []
    results = []
    for side, name in ((0, "dice_a"), (1, "dice_b")):
        value, fig = best_discipline(d, side)
        mods = d.mods(fig, "discipline") if fig is not None else d.mods(d.in_play(side)[0], "discipline")
        outcome = d.roll(name, getattr(action, name), value, None, mods, f"{d.side_name(side)}'s {what}")
        results.append(outcome)
        totals.append(outcome.total if outcome.success else -(10**6))
        who = f"{fig.name}'s Discipline {value}" if fig else "Discipline 0"
        d.log(f"{d.side_name(side)} rolls the {what} on {who}: {d.opposed_text(outcome)}.", source)
    if totals[0] == totals[1]:
        d.log(f"The {what} is a tie: roll again.", source)
        return
    winner = 0 if totals[0] > totals[1] else 1
    d.state = replace(d.state, roll_done=True, roll_winner=winner,
                      roll_totals=(results[0].total, results[1].total), turn=winner, reserves=((), ()),
                      pending=None, drawn_by=None, active=None, done_cards=())
    d.log(f"{d.side_name(winner)} wins the {what}: picks up the first card and may keep one more Reserve card.",
          source)


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
        d.log("Every card is picked up and every figurine deployed: the Approach is over.", APPROACH_SOURCE)
        begin_round(d, 1)
    elif phase is Phase.MOVEMENT:
        end_movement_phase(d)


def cards_phase(d: Draft) -> None:
    """Cards are drawn, kept, deployed or activated after the roll of the Approach or the Movement phase."""
    d.require_phase(Phase.APPROACH, Phase.MOVEMENT)
    if not d.state.roll_done:
        what = "Approach roll" if d.state.phase is Phase.APPROACH else "Tactical roll"
        raise IllegalAction(f"roll the {what} first")


def take_card(d: Draft, entry: str, verb: str) -> bool:
    """The card to deploy/activate: the one drawn, or a Reserve card; True if it ends the turn."""
    owner = d.state.entry_side(entry) if entry[:1] in SIDE_LETTERS and "-" in entry else None
    if owner is None or not any(f.entry == entry for f in d.figs.values()):
        raise IllegalAction(f"there is no card {entry!r} in this game (cards are A-1, A-2 ..., B-1 ...)")
    if d.state.active:
        raise IllegalAction(f"end the activation of {d.state.entry_label(d.state.active)} first")
    pending = d.state.pending
    if pending is not None:
        if entry != pending:
            raise IllegalAction(f"play the card just drawn ({d.state.entry_label(pending)}) first")
        d.state = replace(d.state, pending=None, drawn_by=None)
        return True
    turn = d.state.turn
    reserves = list(d.state.reserves)
    if entry not in reserves[owner]:
        raise IllegalAction(f"{d.state.entry_label(entry)} is neither the card drawn nor a Reserve card")
    if owner != turn:
        raise IllegalAction(f"a Reserve card is played only in its owner's turn; it is {d.side_name(turn)}'s turn")
    reserves[owner] = tuple(e for e in reserves[owner] if e != entry)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]))
    forced = not d.state.pile and not d.state.scout_pile
    d.log(f"{d.side_name(owner)} plays its Reserve card {d.state.entry_label(entry)} ({verb})"
          + (": the pile is empty." if forced else "."), APPROACH_SOURCE)
    return forced


def _approach_roll(d: Draft, action: ApproachRoll) -> None:
    """The Approach roll, then the cards shuffled into a pile (Scouts in a pile of their own)."""
    d.require_phase(Phase.APPROACH)
    opposed_roll(d, action, "Approach roll", APPROACH_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in entries_in_play(d, s)]
        main, scouts = rounds.approach_piles(entries, [_is_scout_entry(d, e) for e in entries])
        d.state = replace(d.state, pile=tuple(shuffle_pile(d, main)), scout_pile=tuple(shuffle_pile(d, scouts)))
        d.log(f"The {len(main)} reference cards are shuffled into the pile.", APPROACH_SOURCE)
        if scouts:
            d.log(f"The {len(scouts)} Scout card(s) make a pile of their own, deployed after the main pile.",
                  SCOUT_SOURCE)


def _draw(d: Draft, action: DrawCard) -> None:
    """The player whose turn it is picks up the next card of the pile (the Scouts' pile last)."""
    cards_phase(d)
    if d.state.pending:
        raise IllegalAction(f"the card {d.state.entry_label(d.state.pending)} drawn must be played first")
    if d.state.active:
        raise IllegalAction(f"the figurines of {d.state.entry_label(d.state.active)} are moving: end that "
                            "activation first")
    turn = d.state.turn
    pile, scouts = list(d.state.pile), list(d.state.scout_pile)
    if not pile and not scouts:
        raise IllegalAction(f"the pile is empty: {d.side_name(turn)} must play one of its Reserve cards")
    source = (APPROACH_SOURCE if d.state.phase is Phase.APPROACH else MOVEMENT_SOURCE) if pile else SCOUT_SOURCE
    entry = pile.pop(0) if pile else scouts.pop(0)
    owner = d.state.entry_side(entry)
    d.state = replace(d.state, pile=tuple(pile), scout_pile=tuple(scouts), pending=entry, drawn_by=turn)
    if owner == turn:
        verb = "deploy" if d.state.phase is Phase.APPROACH else "activate"
        d.log(f"{d.side_name(turn)} picks up {d.state.entry_label(entry)}, one of its own cards: {verb} it or keep "
              "it in Reserve.", source)
    else:
        verb = "deploy" if d.state.phase is Phase.APPROACH else "move"
        d.log(f"{d.side_name(turn)} picks up {d.state.entry_label(entry)}, a card of {d.side_name(owner)}, who "
              f"must {verb} it at once.", source)


def _reserve(d: Draft, action: KeepInReserve) -> None:
    """A player keeps his own card just drawn in hand: one Reserve card, two for the roll's winner."""
    cards_phase(d)
    entry = d.state.pending
    if entry is None or action.entry != entry:
        raise IllegalAction("only the card just drawn can be kept in Reserve")
    owner = d.state.entry_side(entry)
    if owner != d.state.drawn_by:
        raise IllegalAction("a card drawn for the enemy cannot be kept in Reserve: its owner plays it at once")
    reserves = list(d.state.reserves)
    limit = _reserve_limit(d, owner)
    if len(reserves[owner]) >= limit:
        raise IllegalAction(f"{d.side_name(owner)} already holds {limit} Reserve card(s), its limit "
                            f"({'one, +1 for the winner of the roll' if limit == 2 else 'one'})")
    reserves[owner] = reserves[owner] + (entry,)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]), pending=None, drawn_by=None)
    d.log(f"{d.side_name(owner)} keeps {d.state.entry_label(entry)} in Reserve.", APPROACH_SOURCE)
    next_turn(d)


def _deploy(d: Draft, action: Deploy) -> None:
    """The card's figurines are placed in their deployment area (a Scout's anywhere out of reach)."""
    d.require_phase(Phase.APPROACH)
    cards_phase(d)
    ends = take_card(d, action.entry, "deploy")
    for fig in list(d.figs.values()):
        if fig.entry == action.entry and fig.presence is Presence.WAITING:
            d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED))
    owner = d.state.entry_side(action.entry)
    scout = _is_scout_entry(d, action.entry)
    rule = ("anywhere, out of Walking distance of the enemy" if scout
            else "in its deployment area, never so as to Charge or Engage in the first round")
    d.log(f"{d.side_name(owner)} deploys {d.state.entry_label(action.entry)} ({rule}).",
          SCOUT_SOURCE if scout else APPROACH_SOURCE)
    d.state = replace(d.state, done_cards=d.state.done_cards + (action.entry,))
    if ends:
        next_turn(d)
    else:
        settle_cards(d)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    ApproachRoll: _approach_roll,
    DrawCard: _draw,
    KeepInReserve: _reserve,
    Deploy: _deploy,
}

__all__ = ["APPROACH_SOURCE", "HANDLERS", "best_discipline", "cards_phase", "entries_in_play", "next_turn",
           "opposed_roll", "settle_cards", "shuffle_pile", "take_card"]
