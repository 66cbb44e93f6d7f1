"""The game engine: ``apply(state, action) -> state``, pure, and ``replay(setup, actions)``.

Sources: booklet, "The approach", "game round", "movement phase" (cards, Reserve, Charge,
Engagement, Disengagement, Dodging, Influence of Fear), "firing phase", "counter firing",
"hand to hand combat phase", "wound table", "abilities"; tournament rules where the ruleset
says so. The app cannot see the table: distances, lines of sight, ranges and where figurines
stand are measured by the players, who declare the result (a Charge in range, the range band).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from companion.rules.card import Base, Size
from companion.rules import fear as fear_rules
from companion.rules import movement as movement_rules
from companion.rules import rounds
from companion.rules.errors import RulesError
from companion.rules.firing import (
    COUNTER_FIRE_DIFFICULTY,
    COUNTER_FIRING_SOURCE,
    FiringType,
    Marksman,
    RangeBand,
    Shot,
    aim_difficulty,
    fray_source,
    fray_weights,
    may_fire,
)
from companion.rules.game import melee
from companion.rules.game.actions import (
    Action,
    Activate,
    ApproachRoll,
    Charge,
    CounterFire,
    Deploy,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    FinishGame,
    Fire,
    KeepInReserve,
    Move,
    Note,
    Pick,
    Rally,
    Regenerate,
    Reinforcement,
    SetState,
    SetWound,
    TacticalRoll,
)
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.harm import inflict, remove, resolve_damage
from companion.rules.game.rolls import draw_dice
from companion.rules.game.setup import SIDE_LETTERS, GameSetup
from companion.rules.game.state import (
    Figurine,
    GameState,
    LogEntry,
    MoveType,
    Phase,
    Presence,
    initial_figurines,
)
from companion.rules.wounds import WoundLevel, regenerate
from companion.rules.source import Source, booklet, tournament

APPROACH_SOURCE: Source = booklet("The approach")
MOVEMENT_SOURCE: Source = booklet("movement phase")
FIRING_SOURCE: Source = booklet("firing phase")
ROUND_SOURCE: Source = booklet("game round")
REGENERATION_SOURCE: Source = booklet("abilities, Regeneration / X")
REINFORCEMENT_SOURCE: Source = booklet("abilities, Reinforcement")
SCOUT_SOURCE: Source = booklet("abilities, Scout")
MUTAGENIC_SOURCE: Source = booklet("abilities, Mutagenic / X")
TOXIC_SOURCE: Source = booklet("abilities, Toxic / X")
CHARGE_SOURCE: Source = booklet("movement phase, Charging")
FEAR_SOURCE: Source = fear_rules.FEAR_SOURCE
RALLY_SOURCE: Source = fear_rules.RALLY_SOURCE
ENGAGEMENT_SOURCE: Source = booklet("movement phase, Engagement")
MANUAL = "entered by hand"



def new_game(setup: GameSetup) -> GameState:
    """The state before the first action: every figurine waiting to be deployed."""
    state = GameState(setup=setup, figurines=initial_figurines(setup))
    lines = [
        LogEntry(0, 0, Phase.APPROACH,
                 f"New game: {setup.sides[0].name} ({setup.sides[0].army.name}) against "
                 f"{setup.sides[1].name} ({setup.sides[1].army.name}); ruleset {setup.ruleset}.", ""),
    ]
    if setup.scenario.objective or setup.scenario.time_limit:
        lines.append(LogEntry(0, 0, Phase.APPROACH,
                              f"Scenario: {setup.scenario.objective or 'no objective'}; time limit "
                              f"{setup.scenario.time_limit or 'none'}.", ""))
    lines.append(LogEntry(0, 0, Phase.APPROACH,
                          "Approach: both players roll on their best Discipline.", str(APPROACH_SOURCE)))
    return replace(state, log=tuple(lines))


def play(state: GameState, action: Action) -> tuple[GameState, Action]:
    """Apply ``action``; returns the new state and the action with the dice it used filled in."""
    if state.finished and not isinstance(action, (Note, SetWound, SetState)):
        raise IllegalAction(f"the game is finished ({state.result}): only notes and corrections by hand")
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"unknown action {action!r}")
    d = Draft(state)
    handler(d, action)
    _after(d)
    completed = replace(action, **d.filled) if d.filled else action
    return d.freeze(), completed


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action`` (pure); IllegalAction when the rules forbid it."""
    return play(state, action)[0]


def with_dice(state: GameState, action: Action) -> Action:
    """``action`` with every dice field it leaves empty drawn from the game's seed."""
    return play(state, action)[1]


def replay(setup: GameSetup, actions: Iterable[Action], start: GameState | None = None) -> GameState:
    """The state after every action, from the new game (or from ``start``).

    An illegal action raises IllegalAction whose message starts with its index ("action 12:").
    """
    state = start if start is not None else new_game(setup)
    for index, action in enumerate(actions, start=state.seq):
        try:
            state = apply(state, action)
        except IllegalAction as error:
            raise IllegalAction(f"action {index} ({action.kind}): {error}") from None
    return state


# --------------------------------------------------------------------------- helpers


def _side_of_letter(letter: str) -> int:
    if letter not in SIDE_LETTERS:
        raise IllegalAction(f"side {letter!r}: use A or B")
    return SIDE_LETTERS.index(letter)


def _phase(d: Draft, *phases: Phase) -> None:
    phase = d.state.phase
    if phase not in phases:
        names = " or ".join(p.label for p in phases)
        raise IllegalAction(f"this is done in the {names} phase, and the game is in the {phase.label} phase")


def _best_discipline(d: Draft, side: int) -> tuple[int, Figurine | None]:
    """The side's best Discipline (Living-dead count 0) and who has it (rounds.best_discipline).

    The War-staff's +2 depends on distances on the table: the players enter it by hand (a note)
    when it applies; the app does not add it."""
    scores: list[tuple[int, Figurine]] = []
    for fig in d.in_play(side):
        value = fear_rules.morale(_fear_fighter(d, fig)).discipline
        if value is not None:
            scores.append((value, fig))
    if not scores:
        return 0, None
    best = rounds.best_discipline(v for v, _ in scores)
    return best, next(f for v, f in scores if v == best)


def _entries_in_play(d: Draft, side: int) -> list[str]:
    seen: list[str] = []
    for fig in d.figs.values():
        if fig.side == side and fig.presence is not Presence.LOST and fig.entry not in seen:
            seen.append(fig.entry)
    return seen


def _is_scout_entry(d: Draft, entry: str) -> bool:
    figs = [f for f in d.figs.values() if f.entry == entry]
    return bool(figs) and d.card(figs[0]).has("Scout")


def _opposed_roll(d: Draft, action: ApproachRoll | TacticalRoll, what: str, source: Source) -> None:
    if d.state.roll_done:
        raise IllegalAction(f"the {what} is already done this round")
    totals: list[int] = []
    results = []
    for side, name in ((0, "dice_a"), (1, "dice_b")):
        value, fig = _best_discipline(d, side)
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


def _shuffle_pile(d: Draft, entries: list[str]) -> list[str]:
    import random

    pile = sorted(entries, key=lambda e: (e[0], int(e.split("-")[1])))
    random.Random(f"{d.state.setup.seed}:pile:{d.state.round}").shuffle(pile)
    return pile


def _reserve_limit(d: Draft, side: int) -> int:
    return rounds.reserve_limit(d.state.roll_winner == side)


def _next_turn(d: Draft) -> None:
    """After a card is resolved: the other player's turn (or the phase ends)."""
    d.state = replace(d.state, turn=1 - d.state.turn)
    _settle_cards(d)


def _settle_cards(d: Draft) -> None:
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
        _begin_round(d, 1)
    elif phase is Phase.MOVEMENT:
        d.log("Every card has been activated: the Movement phase is over.", ROUND_SOURCE)
        d.state = replace(d.state, phase=Phase.FIRING)
        d.log("The Firing phase begins: marksmen who may fire do so by Initiative.", FIRING_SOURCE)


def _entries_alive(d: Draft, entry: str) -> bool:
    return any(f.entry == entry and f.presence is not Presence.LOST for f in d.figs.values())


def _begin_round(d: Draft, number: int) -> None:
    d.state = replace(d.state, round=number, phase=Phase.MOVEMENT, roll_done=False, roll_winner=None, roll_totals=None,
                      pile=(), scout_pile=(), reserves=((), ()), pending=None, drawn_by=None, active=None,
                      done_cards=(), picks_done=(False, False), reinforcement_done=(False, False), regenerated=(),
                      combat=None, combats=0)
    d.log(f"Round {number} begins: Mutagenic and Toxic picks and Reinforcement, then the Tactical roll.",
          ROUND_SOURCE)


def _after(d: Draft) -> None:
    """After every action: a side with no figurine left loses."""
    if d.state.phase is Phase.FINISHED:
        return
    alive = [bool(d.in_play(side)) for side in (0, 1)]
    if all(alive):
        return
    if not any(alive):
        result = "Both armies are destroyed: a draw."
    else:
        winner = 0 if alive[0] else 1
        result = f"{d.side_name(1 - winner)} has no figurine left: {d.side_name(winner)} wins."
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(result, ROUND_SOURCE)


# --------------------------------------------------------------------------- approach and cards


def _approach_roll(d: Draft, action: ApproachRoll) -> None:
    _phase(d, Phase.APPROACH)
    _opposed_roll(d, action, "Approach roll", APPROACH_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in _entries_in_play(d, s)]
        main, scouts = rounds.approach_piles(entries, [_is_scout_entry(d, e) for e in entries])
        d.state = replace(d.state, pile=tuple(_shuffle_pile(d, main)), scout_pile=tuple(_shuffle_pile(d, scouts)))
        d.log(f"The {len(main)} reference cards are shuffled into the pile.", APPROACH_SOURCE)
        if scouts:
            d.log(f"The {len(scouts)} Scout card(s) make a pile of their own, deployed after the main pile.",
                  SCOUT_SOURCE)


def _tactical_roll(d: Draft, action: TacticalRoll) -> None:
    _phase(d, Phase.MOVEMENT)
    _opposed_roll(d, action, "Tactical roll", MOVEMENT_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in _entries_in_play(d, s)]
        d.state = replace(d.state, pile=tuple(_shuffle_pile(d, entries)))
        d.log(f"The {len(entries)} reference cards are shuffled into a new pile. The winner also fires first on "
              "an Initiative tie and splits the frays.", MOVEMENT_SOURCE)


def _cards_phase(d: Draft) -> None:
    _phase(d, Phase.APPROACH, Phase.MOVEMENT)
    if not d.state.roll_done:
        what = "Approach roll" if d.state.phase is Phase.APPROACH else "Tactical roll"
        raise IllegalAction(f"roll the {what} first")


def _draw(d: Draft, action: DrawCard) -> None:
    _cards_phase(d)
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
    _cards_phase(d)
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
    _next_turn(d)


def _take_card(d: Draft, entry: str, verb: str) -> bool:
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


def _deploy(d: Draft, action: Deploy) -> None:
    _phase(d, Phase.APPROACH)
    _cards_phase(d)
    ends = _take_card(d, action.entry, "deploy")
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
        _next_turn(d)
    else:
        _settle_cards(d)


def _activate(d: Draft, action: Activate) -> None:
    _phase(d, Phase.MOVEMENT)
    _cards_phase(d)
    ends = _take_card(d, action.entry, "activate")
    d.state = replace(d.state, active=action.entry, active_ends_turn=ends, done_cards=d.state.done_cards + (action.entry,))
    owner = d.state.entry_side(action.entry)
    d.log(f"{d.side_name(owner)} activates {d.state.entry_label(action.entry)}: each figurine chooses one "
          "Movement type.", MOVEMENT_SOURCE)
    for fig in list(d.figs.values()):
        if fig.entry == action.entry and fig.fleeing:
            if fig.fled_round == d.state.round:
                d.log(f"{d.label(fig)} fled in this Movement phase: it cannot rally yet and keeps running away.",
                      FEAR_SOURCE)
            else:
                d.log(f"{d.label(fig)} is fleeing: it may attempt a Rallying roll at {fig.flee_fear}.", FEAR_SOURCE)


def _end_activation(d: Draft, action: EndActivation) -> None:
    _phase(d, Phase.MOVEMENT)
    active = d.state.active
    if active is None:
        raise IllegalAction("no card is being activated")
    for fig in list(d.figs.values()):
        if fig.entry == active and fig.presence is Presence.DEPLOYED and fig.moved is None:
            d.put(replace(d.fig(fig.id), moved=MoveType.FLEE if fig.fleeing else MoveType.STAND))
    d.state = replace(d.state, active=None)
    d.log(f"{d.state.entry_label(active)} has moved.", MOVEMENT_SOURCE)
    # The turn passes when the card was drawn (or forced from Reserve); a Reserve card played in
    # one's own turn before drawing does not end it.
    if d.state.active_ends_turn:
        _next_turn(d)
    else:
        _settle_cards(d)


# --------------------------------------------------------------------------- movement


def _moving(d: Draft, fid: str) -> Figurine:
    _phase(d, Phase.MOVEMENT)
    fig = d.fig(fid)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(fig)} is not on the Battleground")
    active = d.state.active
    if fig.entry != active and not (fig.entry in d.state.done_cards and fig.moved is None and fig.counter_fired
                                    is False and _counter_fired_card(d, fig.entry)):
        raise IllegalAction(f"{d.label(fig)} can move only when its card is activated"
                            + (f" (the active card is {d.state.entry_label(active)})" if active else ""))
    if fig.moved is not None and fig.moved is not MoveType.DISENGAGE:
        raise IllegalAction(f"{d.label(fig)} already chose its Movement type ({fig.moved.value}): only one per "
                            "Movement phase")
    if fig.paralysed:
        raise IllegalAction(f"{d.label(fig)} is paralysed by dread: it cannot move voluntarily this round")
    return fig


def _counter_fired_card(d: Draft, entry: str) -> bool:
    return any(f.entry == entry and f.counter_fired for f in d.figs.values())


def _move(d: Draft, action: Move) -> None:
    try:
        kind = MoveType(action.movement)
    except ValueError:
        raise IllegalAction(f"unknown Movement type {action.movement!r}: stand, walk, run, dodge or feat "
                            "(charge and engage have their own action)") from None
    if kind not in (MoveType.STAND, MoveType.WALK, MoveType.RUN, MoveType.DODGE, MoveType.FEAT):
        raise IllegalAction(f"{kind.value}: use the charge, disengage or rally actions")
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing: it runs away at double its Movement unless it rallies")
    if fig.engaged_with and kind is not MoveType.STAND:
        raise IllegalAction(f"{d.label(fig)} is engaged: it must Disengage before it moves")
    card = d.card(fig)
    if kind is MoveType.RUN and not d.state.setup.ruleset.tournament:
        raise IllegalAction("running (double Movement, no Charge) is a tournament rule: "
                            "use walk, or charge without a target")
    mounted = card.base is Base.CAVALRY or any("mount" in e.name.lower() for e in card.equipment)
    if kind is MoveType.DODGE and not movement_rules.may_dodge(mounted, card.has("War-horse"), bool(fig.engaged_with)):
        raise IllegalAction(f"{d.label(fig)} cannot Dodge (troops with a mount cannot, unless on a War-horse)")
    d.put(replace(d.fig(fig.id), moved=kind))
    distance = ""
    rules_kind = {MoveType.WALK: movement_rules.MoveType.WALK, MoveType.RUN: movement_rules.MoveType.RUN,
                  MoveType.DODGE: movement_rules.MoveType.DODGE}.get(kind)
    if rules_kind is not None and card.movement is not None:
        try:
            answer = movement_rules.move_distance(card.movement, rules_kind, rapidity=card.has("Rapidity"),
                                                  ruleset=d.state.setup.ruleset)
        except RulesError as error:
            raise IllegalAction(str(error)) from None
        distance = f" up to {float(answer.value):g} cm" + (f" ({'; '.join(answer.notes)})" if answer.notes else "")
    texts = {
        MoveType.STAND: ("stands still", MOVEMENT_SOURCE),
        MoveType.WALK: (f"walks{distance}", booklet("main movements, Walking")),
        MoveType.RUN: (f"runs{distance}: it will not fire this round", tournament("La charge et la course")),
        MoveType.DODGE: (f"Dodges{distance}: nothing else until the end of the round, shots at it are one range "
                         "farther", booklet("special movements, Dodging")),
        MoveType.FEAT: ("attempts a Physical Feat (no firing this round)", booklet("main movements, Physical Feats")),
    }
    text, source = texts[kind]
    d.log(f"{d.label(fig)} {text}.", source)


def _fear_fighter(d: Draft, fig: Figurine) -> fear_rules.Fighter:
    card = d.card(fig)
    return fear_rules.Fighter.of(card.courage, card.fear, card.discipline, card.abilities, card.people,
                                 card.character)


def _must_test(d: Draft, fig: Figurine, creature: Figurine, situation: fear_rules.Situation,
               war_cry: bool = False) -> int | None:
    """The Fear ``fig`` must test against (None: no test), by :func:`fear.must_test`."""
    me, them = _fear_fighter(d, fig), _fear_fighter(d, creature)
    if situation is fear_rules.Situation.CHARGED and d.card(creature).has("War cry") and war_cry:
        cry = fear_rules.war_cry_fear(d.card(creature).abilities, True)
        if cry is not None and (them.fear or 0) < cry:
            them = fear_rules.Fighter(them.courage, cry, them.discipline, them.abilities, them.people,
                                      them.character)
    ruling = fear_rules.must_test(me, them, situation, overcome_fear=fig.immune_fear or None,
                                  war_cry=war_cry and situation is fear_rules.Situation.CHARGING)
    if not ruling.value:
        if fear_rules.effective_fear(me, them):
            d.log(f"{d.label(fig)} makes no Courage test against {d.label(creature)}: {ruling.reason}.",
                  " ; ".join(str(x) for x in ruling.sources))
        return None
    return fear_rules.effective_fear(me, them)


def _courage_test(d: Draft, fig: Figurine, fear: int, field: str, dice: tuple[int, ...] | None,
                  against: Figurine, situation: fear_rules.Situation) -> bool:
    """The Courage test (strictly greater than Fear); a success makes it immune to that Fear."""
    me, them = _fear_fighter(d, fig), _fear_fighter(d, against)
    try:
        score = fear_rules.courage_score(me, them)
    except RulesError as error:
        raise IllegalAction(f"{d.label(fig)}: {error}; fill it from your card") from None
    test = fear_rules.courage_test(score, fear, d.card(fig).abilities, character=d.card(fig).character,
                                   ruleset=d.state.setup.ruleset)
    outcome = d.roll(field, dice, score, test.difficulty, test.modifiers, f"{d.label(fig)}'s Courage test")
    verdict = "resists" if outcome.success else "succumbs to"
    d.log(f"{d.label(fig)} tests its Courage {score} against the Fear {fear} of {d.label(against)}: "
          f"{outcome.explain()}; it {verdict} Fear (the total must be strictly greater than the Fear).",
          FEAR_SOURCE)
    if outcome.success:
        immune = fear_rules.immunity_after(fig.immune_fear or None, fear, True, False) or 0
        d.put(replace(d.fig(fig.id), immune_fear=immune))
        d.log(f"{d.label(fig)} is no longer affected by Fear {immune} or lower for the rest of the game.",
              fear_rules.IMMUNITY_SOURCE)
        return True
    if d.card(fig).has("Desperate"):
        d.log(f"{d.label(fig)} is Desperate: it never runs away, and the Fear penalties become bonuses.",
              booklet("abilities, Desperate"))
        d.put(replace(d.fig(fig.id), afraid=True))
        return True
    if d.card(fig).has("Fanaticism") and situation is fear_rules.Situation.CHARGED:
        d.log(f"{d.label(fig)} is a Fanatic: a Discipline roll at {fear + 1} decides whether it runs away (roll it "
              "and correct its state by hand if it holds).", booklet("abilities, Fanaticism"))
    return False


def _max_opponents(d: Draft, fig: Figurine) -> int:
    base = d.card(fig).base or Base.INFANTRY
    return base.max_opponents


def _charge(d: Draft, action: Charge) -> None:
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing: it cannot Charge or Engage")
    if fig.engaged_with:
        raise IllegalAction(f"{d.label(fig)} is engaged: it must Disengage first")
    target = d.fig(action.target)
    if target.side == fig.side:
        raise IllegalAction(f"{d.label(target)} is on the same side")
    if target.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(target)} is not on the Battleground")
    if target.id in fig.disengaged_from:
        raise IllegalAction(f"{d.label(fig)} just Disengaged from {d.label(target)}: not again this round")
    if len(target.engaged_with) >= _max_opponents(d, target):
        raise IllegalAction(f"{d.label(target)} is already engaged by {len(target.engaged_with)} opponents, the most "
                            "its base allows")
    verb = "Engages" if action.engage else "Charges"
    source = ENGAGEMENT_SOURCE if action.engage else CHARGE_SOURCE
    d.log(f"{d.label(fig)} {verb} {d.label(target)} (the players measured it in range).", source)
    # The charger tests first, before it moves (booklet; tournament: "avant de se déplacer").
    charged_by_fear = _must_test(d, fig, target, fear_rules.Situation.CHARGING, war_cry=not action.engage)
    if charged_by_fear is not None:
        if not _courage_test(d, fig, charged_by_fear, "courage_dice", action.courage_dice, target,
                             fear_rules.Situation.CHARGING):
            d.put(replace(d.fig(fig.id), paralysed=True, afraid=True, moved=MoveType.PARALYSED, fearful_of=target.id))
            d.log(f"{d.label(fig)} is paralysed by dread: it cannot move voluntarily and suffers the Fear penalties "
                  "until the end of the round.", FEAR_SOURCE)
            return
    elif action.courage_dice is not None:
        raise IllegalAction(f"{d.label(fig)} needs no Courage test against {d.label(target)}")
    # Then the target, if the charger causes Fear (War cry: only when it Charges).
    fig = d.fig(fig.id)
    fear = _must_test(d, target, fig, fear_rules.Situation.CHARGED, war_cry=not action.engage)
    if fear is not None:
        if target.paralysed and target.fearful_of == fig.id:
            flees = True
            d.log(f"{d.label(target)} is paralysed by {d.label(fig)}, which now comes at it: it flees "
                  "automatically.", FEAR_SOURCE)
        else:
            flees = not _courage_test(d, target, fear, "target_courage_dice", action.target_courage_dice, fig,
                                      fear_rules.Situation.CHARGED)
        target = d.fig(target.id)
        if flees:
            activated = target.entry in d.state.done_cards or target.entry == d.state.active
            if not activated and not target.engaged_with:
                d.put(replace(d.fig(target.id), fleeing=True, afraid=True, flee_fear=fear, fled_round=d.state.round,
                              fearful_of=fig.id, moved=MoveType.FLEE))
                d.log(f"{d.label(target)} runs away at double its Movement, its back to {d.label(fig)}; "
                      f"{d.label(fig)} must finish its move and may Charge a new target with what is left of its "
                      "Movement.", FEAR_SOURCE)
                note = fear_rules.tournament_fear_note(d.state.setup.ruleset)
                if note:
                    d.log(note, fear_rules.TOURNAMENT_FEAR)
                return
            d.put(replace(d.fig(target.id), afraid=True, fearful_of=fig.id))
            d.log(f"{d.label(target)} suffers the Fear penalties (-1 INI, ATT, DEF) but does not run away "
                  "(its card was already activated, or it is engaged).", FEAR_SOURCE)
    elif action.target_courage_dice is not None:
        raise IllegalAction(f"{d.label(target)} needs no Courage test against {d.label(fig)}")
    # Base to base contact.
    fig = d.fig(fig.id)
    target = d.fig(target.id)
    d.put(replace(d.fig(fig.id), engaged_with=fig.engaged_with + (target.id,), engaged_this_phase=True,
                  moved=MoveType.ENGAGE if action.engage else MoveType.CHARGE,
                  charging=not action.engage, charge_target=None if action.engage else target.id))
    d.put(replace(d.fig(target.id), engaged_with=target.engaged_with + (fig.id,), engaged_this_phase=True,
                  charged=target.charged or not action.engage))
    if not action.engage and target.charged:
        d.log(f"{d.label(target)} is Charged again: the penalties are not cumulative.", CHARGE_SOURCE)
    elif not action.engage:
        d.log(f"{d.label(target)} is Charged: -1 INI, ATT and DEF until the end of the round (never below 0).",
              CHARGE_SOURCE)
    else:
        d.log(f"{d.label(target)} is Engaged: no penalty.", ENGAGEMENT_SOURCE)
    reserve = d.state.reserves[target.side]
    tcard = d.card(target)
    if target.entry in reserve and tcard.aim is not None and any(e.ranges for e in tcard.equipment):
        d.log(f"{d.label(target)}'s card is in Reserve: it may Counter-fire now.", COUNTER_FIRING_SOURCE)


def _rally(d: Draft, action: Rally) -> None:
    fig = d.fig(action.figurine)
    if not fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is not fleeing")
    if fig.fled_round == d.state.round:
        raise IllegalAction(f"{d.label(fig)} fled in this Movement phase: it cannot rally before the next one")
    fig = _moving(d, action.figurine)
    fear = fig.flee_fear or 0
    courage = d.value(fig, "courage")
    test = fear_rules.rally_test(courage, fear, d.card(fig).abilities, character=d.card(fig).character)
    outcome = d.roll("dice", action.dice, courage, test.difficulty, test.modifiers, f"{d.label(fig)}'s Rallying roll")
    if outcome.success:
        d.put(replace(d.fig(fig.id), fleeing=False, afraid=False, flee_fear=None, fearful_of=None))
        d.log(f"{d.label(fig)} rallies ({outcome.explain()}) and plays normally; it is not immune to that Fear.",
              FEAR_SOURCE)
    else:
        d.put(replace(d.fig(fig.id), moved=MoveType.FLEE))
        d.log(f"{d.label(fig)} fails to rally ({outcome.explain()}) and keeps running away.", FEAR_SOURCE)


def _disengage(d: Draft, action: Disengage) -> None:
    fig = _moving(d, action.figurine)
    if not fig.engaged_with:
        raise IllegalAction(f"{d.label(fig)} is not engaged")
    opponents = len(fig.engaged_with)
    rule = movement_rules.disengagement(opponents, base=d.card(fig).base or Base.INFANTRY,
                                        charged_this_phase=fig.engaged_this_phase, ruleset=d.state.setup.ruleset)
    if not rule.allowed:
        raise IllegalAction(f"{d.label(fig)} cannot Disengage: {rule.reason}")
    difficulty = rule.difficulty
    initiative = d.value(fig, "initiative")
    source = " ; ".join(str(x) for x in rule.sources)
    outcome = d.roll("dice", action.dice, initiative, difficulty, d.mods(fig, "initiative"),
                     f"{d.label(fig)}'s Disengagement roll")
    if outcome.success:
        for other in fig.engaged_with:
            o = d.fig(other)
            d.put(replace(d.fig(other), engaged_with=tuple(x for x in o.engaged_with if x != fig.id)))
        d.put(replace(d.fig(fig.id), engaged_with=(), disengaged_from=fig.engaged_with, moved=MoveType.DISENGAGE))
        d.log(f"{d.label(fig)} Disengages (Initiative at {difficulty} = 4 + 2 x {opponents}: {outcome.explain()}): it "
              "may move at its normal Movement, even Engage another opponent or fire.", source)
    else:
        d.put(replace(d.fig(fig.id), disengage_failed=True, moved=MoveType.STAND))
        d.log(f"{d.label(fig)} fails to Disengage (Initiative at {difficulty}: {outcome.explain()}): no Attack dice "
              "in the next Hand to Hand Combat phase.", source)


def _ranged(d: Draft, fig: Figurine) -> tuple[int, tuple[float, float, float]]:
    card = d.card(fig)
    for item in card.equipment:
        if item.ranges is not None:
            if item.strength is None:
                raise IllegalAction(f"{d.label(fig)}: the {item.name} has no Strength on the card; fill it in")
            return item.strength, item.ranges
    raise IllegalAction(f"{d.label(fig)} has no long range weapon on its card")


def _counter_fire(d: Draft, action: CounterFire) -> None:
    _phase(d, Phase.MOVEMENT)
    fig = d.fig(action.marksman)
    target = d.fig(action.target)
    if target.id not in fig.engaged_with or not fig.engaged_this_phase:
        raise IllegalAction(f"{d.label(fig)} was not just Charged or Engaged by {d.label(target)}")
    reserves = list(d.state.reserves)
    if fig.entry not in reserves[fig.side]:
        raise IllegalAction(f"{d.label(fig)}'s card is not in Reserve: no Counter-fire")
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} fled: it cannot fire")
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    reserves[fig.side] = tuple(e for e in reserves[fig.side] if e != fig.entry)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]), done_cards=d.state.done_cards + (fig.entry,))
    d.put(replace(d.fig(fig.id), counter_fired=True, moved=MoveType.STAND, fired=True))
    outcome = d.roll("dice", action.dice, aim, COUNTER_FIRE_DIFFICULTY, d.mods(fig, "aim"),
                     f"{d.label(fig)}'s Counter-fire")
    d.log(f"{d.label(fig)} Counter-fires at {d.label(target)}, difficulty fixed at 6: {outcome.explain()}. It will "
          "place no Attack dice in the next Hand to Hand Combat phase.", COUNTER_FIRING_SOURCE)
    others = [f for f in d.figs.values() if f.entry == fig.entry and f.id != fig.id and f.presence is Presence.DEPLOYED]
    if others:
        d.log("The other figurines of the card are no longer in Reserve and must move now: "
              + ", ".join(d.label(o) for o in others) + ".", COUNTER_FIRING_SOURCE)
    if outcome.success:
        resolve_damage(d, target.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                       survival_die=action.survival_die, what="Counter-fire Damage roll")
        if d.fig(target.id).presence is Presence.LOST:
            d.log(f"{d.label(fig)} killed its target: it may move up to its Movement.", COUNTER_FIRING_SOURCE)


def _full_lives(d: Draft, fig: Figurine) -> int | None:
    from companion.rules.game.state import lives_total

    return lives_total(d.card(fig))


def _pick(d: Draft, action: Pick) -> None:
    _phase(d, Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction("Mutagenic and Toxic fighters are chosen before the Tactical roll")
    fig = d.fig(action.figurine)
    if fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} is out of the game")
    card = d.card(fig)
    ability_name = {"mutagenic": "Mutagenic", "toxic": "Toxic"}.get(action.ability)
    if ability_name is None:
        raise IllegalAction(f"unknown pick {action.ability!r}: mutagenic or toxic")
    ability = card.ability(ability_name)
    if ability is None:
        raise IllegalAction(f"{d.label(fig)} has no {ability_name} ability")
    ap_total = sum(d.card(f).ap or 0 for f in d.figs.values() if f.side == fig.side and d.card(f).has(ability_name))
    allowed = rounds.mutagenic_picks(ap_total) if ability_name == "Mutagenic" else rounds.toxic_picks(ap_total)
    chosen = sum(1 for f in d.figs.values() if f.side == fig.side
                 and (f.mutagenic is not None if ability_name == "Mutagenic" else f.toxic))
    if chosen >= allowed:
        rule = "every 100 AP" if ability_name == "Mutagenic" else "every, even incomplete, 100 AP"
        raise IllegalAction(f"{d.side_name(fig.side)} may choose {allowed} {ability_name} fighter(s) ({rule} of "
                            f"{ability_name} warriors: {ap_total} AP)")
    if ability_name == "Toxic":
        d.put(replace(d.fig(fig.id), toxic=True))
        d.log(f"{d.label(fig)} is chosen as a Toxic fighter this round: a Toxic D6 beside it.", TOXIC_SOURCE)
        return
    x = ability.number or 0
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    try:
        points = rounds.mutagenic_points(die, x)
    except RulesError as error:
        raise IllegalAction(str(error)) from None
    if points == 0:
        d.log(f"{d.label(fig)}'s Mutagenic roll: {die} - a 1 is an automatic failure, no bonus.", MUTAGENIC_SOURCE)
    else:
        d.log(f"{d.label(fig)}'s Mutagenic roll: {die} + {x} = {points} points to add to its characteristics this "
              "round (the players note where).", MUTAGENIC_SOURCE)
    d.put(replace(d.fig(fig.id), mutagenic=points))


def _reinforcement(d: Draft, action: Reinforcement) -> None:
    _phase(d, Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction("Reinforcement is rolled at the beginning of the round, before the Tactical roll")
    side = _side_of_letter(action.side)
    done = list(d.state.reinforcement_done)
    if done[side]:
        raise IllegalAction(f"{d.side_name(side)} already rolled for Reinforcement this round")
    candidates = [f for f in d.figs.values() if f.side == side and f.presence is Presence.LOST
                  and d.card(f).has("Reinforcement") and not f.no_reinforcement]
    if not candidates:
        raise IllegalAction(f"{d.side_name(side)} has no lost figurine with Reinforcement")
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    if not 1 <= die <= 6:
        raise IllegalAction(f"a die shows 1 to 6, not {die}")
    done[side] = True
    d.state = replace(d.state, reinforcement_done=(done[0], done[1]))
    cheapest = min(candidates, key=lambda f: (d.card(f).ap or 0, f.id))
    try:
        outcome = rounds.reinforcement(die)
    except RulesError as error:
        raise IllegalAction(str(error)) from None
    if outcome is rounds.Reinforcement.RETURNS:
        d.put(replace(d.fig(cheapest.id), presence=Presence.DEPLOYED, wound=WoundLevel.NONE, stunned=False,
                      lives_left=_full_lives(d, cheapest)))
        where, source = rounds.reinforcement_placement(d.state.setup.ruleset)
        d.log(f"Reinforcement roll {die}: {d.label(cheapest)} comes back ({where}).", source)
    elif outcome is rounds.Reinforcement.LOSES:
        d.put(replace(d.fig(cheapest.id), no_reinforcement=True))
        d.log(f"Reinforcement roll {die}: {d.label(cheapest)} loses the Reinforcement ability.", REINFORCEMENT_SOURCE)
    else:
        d.log(f"Reinforcement roll {die}: nothing happens.", REINFORCEMENT_SOURCE)


# --------------------------------------------------------------------------- firing


def _marksman(d: Draft, fig: Figurine) -> Marksman:
    card = d.card(fig)
    movement = float(card.movement or 10.0)
    moved = {
        None: 0.0, MoveType.STAND: 0.0, MoveType.PARALYSED: 0.0, MoveType.WALK: movement,
        MoveType.DISENGAGE: movement, MoveType.RUN: 2 * movement, MoveType.CHARGE: 2 * movement,
        MoveType.ENGAGE: 2 * movement, MoveType.FLEE: 2 * movement, MoveType.DODGE: movement / 2,
        MoveType.FEAT: 0.0,
    }[fig.moved]
    return Marksman(engaged=bool(fig.engaged_with), moved=moved, movement=movement,
                    feat=fig.moved is MoveType.FEAT, dodged=fig.moved is MoveType.DODGE,
                    instinctive_firing=card.has("Instinctive firing"), harassment=card.has("Harassment"),
                    fired_this_round=fig.fired)


def _fire(d: Draft, action: Fire) -> None:
    _phase(d, Phase.FIRING)
    fig = d.fig(action.shooter)
    target = d.fig(action.target)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(fig)} is not on the Battleground")
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing")
    if target.side == fig.side or target.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(target)} is not an enemy on the Battleground")
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    firing = FiringType(moved=action.moved, precision=action.precision, rapid=action.rapid)
    permission = may_fire(_marksman(d, fig), firing)
    if not permission.allowed:
        raise IllegalAction(f"{d.label(fig)} may not fire: " + "; ".join(str(r) for r in permission.rulings))
    try:
        band = RangeBand(action.range)
    except ValueError:
        raise IllegalAction(f"unknown range {action.range!r}: short, medium, long or out-of-range") from None
    if target.moved is MoveType.DODGE:
        band = band.farther()
    tcard = d.card(target)
    shot = Shot(band, firing, target_size=tcard.size or Size.NORMAL, partial_cover=action.partial_cover,
                instinctive=permission.instinctive_only)
    difficulty = aim_difficulty(shot, d.state.setup.ruleset)
    d.put(replace(d.fig(fig.id), fired=True))
    why = "; ".join(r.text for r in difficulty.rulings)
    if difficulty.difficulty is None:
        d.log(f"{d.label(fig)} fires at {d.label(target)}: {why}.", FIRING_SOURCE)
        return
    mods = d.mods(fig, "aim")
    if difficulty.die_modifier:
        mods = replace(mods, die_modifier=mods.die_modifier + difficulty.die_modifier)
    outcome = d.roll("dice", action.dice, aim, difficulty.difficulty, mods, f"{d.label(fig)}'s Aim roll")
    d.log(f"{d.label(fig)} fires at {d.label(target)} ({firing.label}): difficulty {difficulty.difficulty} ({why}); "
          f"{outcome.explain()}.", FIRING_SOURCE)
    if not outcome.success:
        return
    victim = target
    if target.engaged_with:
        others = [d.fig(o) for o in target.engaged_with]
        ruleset = d.state.setup.ruleset
        sizes = [d.card(f).size or Size.NORMAL for f in [target, *others]]
        bases = [d.card(f).base or Base.INFANTRY for f in [target, *others]]
        try:
            weights = fray_weights(sizes[0], sizes[1:], ruleset, bases=bases)
        except Exception as error:
            raise IllegalAction(str(error)) from None
        roll = action.fray_roll
        if roll is None:
            roll = d.rng.randint(1, sum(weights))
            d.filled["fray_roll"] = roll
        if not 1 <= roll <= sum(weights):
            raise IllegalAction(f"the fray roll is 1 to {sum(weights)} (target first: {weights})")
        acc = 0
        for fig_hit, weight in zip([target, *others], weights):
            acc += weight
            if roll <= acc:
                victim = fig_hit
                break
        d.log(f"The target is in a fray: {roll} on {sum(weights)} ({', '.join(f'{f.id} {w}' for f, w in zip([target, *others], weights))}) "
              f"hits {d.label(victim)}.", fray_source(ruleset))
    resolve_damage(d, victim.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                   survival_die=action.survival_die)


def _end_phase(d: Draft, action: EndPhase) -> None:
    phase = d.state.phase
    if phase is Phase.FIRING:
        d.log("The Firing phase is over.", FIRING_SOURCE)
        d.state = replace(d.state, phase=Phase.HAND_TO_HAND, combat=None, combats=0)
        d.log("The Hand to Hand Combat phase begins: the winner of the Tactical roll splits the frays and chooses "
              "the order of the combats.", booklet("hand to hand combat phase"))
        return
    if phase is Phase.HAND_TO_HAND:
        melee.check_phase_end(d)
        _end_of_round(d)
        return
    if phase is Phase.MOVEMENT:
        raise IllegalAction("the Movement phase ends when every card has been activated")
    raise IllegalAction(f"the {phase.label} phase is not ended this way")


def _end_of_round(d: Draft) -> None:
    d.state = replace(d.state, phase=Phase.END_OF_ROUND, combat=None)
    for fig in list(d.figs.values()):
        if fig.fierce_doomed and fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED, fierce_doomed=False))
            remove(d, d.fig(fig.id), "Fierce: its metabolism finally betrays it")
    for fig in list(d.figs.values()):
        d.put(replace(d.fig(fig.id), stunned=False, charged=False, charging=False, charge_target=None,
                      afraid=fig.fleeing and fig.afraid, paralysed=False, disengage_failed=False, counter_fired=False,
                      moved=None, engaged_this_phase=False, disengaged_from=(), fired=False, fought=False, pursuits=0,
                      may_pursue=False, mutagenic=None, toxic=False))
    d.log("End of the round: Stunned, the Charge and Fear penalties, paralysis, failed Disengagements and "
          "Counter-fires expire; Mutagenic bonuses end.", ROUND_SOURCE)
    wounded = [f for f in d.figs.values() if f.presence is not Presence.LOST and f.wound.is_wound
               and d.card(f).ability("Regeneration") is not None]
    if wounded:
        d.log("Regeneration rolls may be made for: " + ", ".join(d.label(f) for f in wounded) + ".",
              REGENERATION_SOURCE)


def _regenerate(d: Draft, action: Regenerate) -> None:
    _phase(d, Phase.END_OF_ROUND)
    fig = d.fig(action.figurine)
    ability = d.card(fig).ability("Regeneration")
    if ability is None or ability.number is None:
        raise IllegalAction(f"{d.label(fig)} has no Regeneration/X")
    if fig.id in d.state.regenerated:
        raise IllegalAction(f"{d.label(fig)} already rolled for Regeneration this round")
    if not fig.wound.is_wound or fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} has no Wound to regenerate (Stunned and Killed Outright are not Wounds)")
    threshold = ability.number
    dice = action.dice
    if dice is None:
        rolled: list[int] = []
        while True:
            rolled.append(d.rng.randint(1, 6))
            try:
                new = regenerate(fig.wound, rolled, threshold)
            except RulesError:
                continue  # the last die succeeded: roll again
            break
        dice = tuple(rolled)
        d.filled["dice"] = dice
    try:
        new = regenerate(fig.wound, dice, threshold)
    except RulesError as error:
        raise IllegalAction(f"{d.label(fig)}'s Regeneration: {error}") from None
    d.put(replace(d.fig(fig.id), wound=new))
    d.state = replace(d.state, regenerated=d.state.regenerated + (fig.id,))
    d.log(f"{d.label(fig)} rolls for Regeneration/{threshold}: {', '.join(map(str, dice))}; its {fig.wound.label} "
          f"becomes {new.label if new is not WoundLevel.NONE else 'healed'}.", REGENERATION_SOURCE)


def _end_round(d: Draft, action: EndRound) -> None:
    _phase(d, Phase.END_OF_ROUND)
    _begin_round(d, d.state.round + 1)


# --------------------------------------------------------------------------- by hand


def _set_wound(d: Draft, action: SetWound) -> None:
    fig = d.fig(action.figurine)
    try:
        level = WoundLevel.parse(action.level)
    except RulesError as error:
        raise IllegalAction(str(error)) from None
    if action.as_damage:
        d.log(f"By hand: {d.label(fig)} takes a {level.label} as a Damage result.", MANUAL)
        inflict(d, fig.id, level)
        return
    if level is WoundLevel.STUNNED:
        d.put(replace(d.fig(fig.id), stunned=True))
    elif level is WoundLevel.KILLED:
        if fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED))
            remove(d, d.fig(fig.id), MANUAL)
    else:
        d.put(replace(fig, wound=level,
                      presence=Presence.DEPLOYED if fig.presence is Presence.LOST else fig.presence,
                      stunned=False if level is WoundLevel.NONE else fig.stunned))
    d.log(f"By hand: {d.label(fig)} is now {level.label}.", MANUAL)


_BY_HAND: dict[str, Callable[[Figurine, int], Figurine]] = {
    "charged": lambda fig, value: replace(fig, charged=bool(value)),
    "charging": lambda fig, value: replace(fig, charging=bool(value)),
    "stunned": lambda fig, value: replace(fig, stunned=bool(value)),
    "fleeing": lambda fig, value: replace(fig, fleeing=bool(value)),
    "paralysed": lambda fig, value: replace(fig, paralysed=bool(value)),
    "afraid": lambda fig, value: replace(fig, afraid=bool(value)),
    "disengage_failed": lambda fig, value: replace(fig, disengage_failed=bool(value)),
    "counter_fired": lambda fig, value: replace(fig, counter_fired=bool(value)),
    "toxic": lambda fig, value: replace(fig, toxic=bool(value)),
    "immune_fear": lambda fig, value: replace(fig, immune_fear=max(0, value)),
    "lives_left": lambda fig, value: replace(fig, lives_left=max(0, value)),
    "mutagenic": lambda fig, value: replace(fig, mutagenic=value if value else None),
}
"""The states a correction by hand sets directly, by name (SetState), and how."""


def _set_state(d: Draft, action: SetState) -> None:
    fig = d.fig(action.figurine)
    name = action.state
    value = action.value
    change = _BY_HAND.get(name)
    if change is not None:
        d.put(change(fig, value))
    elif name == "lost":
        if value and fig.presence is not Presence.LOST:
            remove(d, fig, MANUAL)
        elif not value and fig.presence is Presence.LOST:
            d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED,
                          wound=WoundLevel.NONE if fig.wound is WoundLevel.KILLED else fig.wound))
    elif name == "deployed":
        d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED if value else Presence.WAITING))
    elif name == "engaged":
        raise IllegalAction("engagements change through Charges, Disengagements and losses")
    else:
        raise IllegalAction(f"unknown state {name!r}: charged, charging, stunned, fleeing, paralysed, afraid, "
                            "immune_fear, disengage_failed, counter_fired, lives_left, lost, deployed, toxic, mutagenic")
    d.log(f"By hand: {d.label(fig)} {name.replace('_', ' ')} = {value}.", MANUAL)


def _note(d: Draft, action: Note) -> None:
    if not action.text.strip():
        raise IllegalAction("a note needs some text")
    d.log(action.text.strip(), "")


def _finish(d: Draft, action: FinishGame) -> None:
    result = action.result.strip() or "Ended by the players."
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(f"The game is over: {result}", "")


_HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    ApproachRoll: _approach_roll,
    TacticalRoll: _tactical_roll,
    DrawCard: _draw,
    KeepInReserve: _reserve,
    Deploy: _deploy,
    Activate: _activate,
    EndActivation: _end_activation,
    Move: _move,
    Charge: _charge,
    Rally: _rally,
    Disengage: _disengage,
    CounterFire: _counter_fire,
    Pick: _pick,
    Reinforcement: _reinforcement,
    Fire: _fire,
    EndPhase: _end_phase,
    Regenerate: _regenerate,
    EndRound: _end_round,
    SetWound: _set_wound,
    SetState: _set_state,
    Note: _note,
    FinishGame: _finish,
    **melee.HANDLERS,
}

__all__ = ["apply", "new_game", "play", "replay", "with_dice"]
