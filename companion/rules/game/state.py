"""The state of a game: immutable values, rebuilt by replaying the log of actions.

Ids: figurines are ``A1``, ``A2`` ... for the first side and ``B1`` ... for the second, in the
order of the army lists (one per figure of each entry); reference cards in the piles are the
list's entries, ``A-1``, ``A-2`` ... (an army may field the same troop card twice: each entry
is a card of its own in the pile).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, overload

from companion.rules.abilities import Ability
from companion.rules.army import Entry
from companion.rules.card import Card
from companion.rules.card_terms import Characteristic
from companion.rules.game.errors import IllegalAction
from companion.rules.game.setup import SIDE_LETTERS, GameSetup, entry_number
from companion.rules.message import Message, Signed
from companion.rules.source import Source
from companion.rules.wounds import Lives, WoundLevel, WoundState


class Phase(str, Enum):
    """Where the game is (booklet, "The approach" and "game round")."""

    APPROACH = "approach"
    MOVEMENT = "movement"
    FIRING = "firing"
    HAND_TO_HAND = "hand-to-hand"
    END_OF_ROUND = "end-of-round"
    FINISHED = "finished"

    @property
    def label(self) -> Message:
        """The phase's name as the Table's header and the log's titles show it."""
        return _PHASE_LABELS[self]


class Presence(str, Enum):
    """Where a figurine is."""

    WAITING = "waiting"
    """Not deployed yet (its card is in the pile or in a Reserve during the Approach)."""
    DEPLOYED = "deployed"
    LOST = "lost"
    """Killed, or fled off the Battleground: counted among the losses."""


class MoveType(str, Enum):
    """The Movement type a figurine chose this phase (booklet, "main movements", "special
    movements"; tournament "La charge et la course"). Only one per Movement phase."""

    STAND = "stand"
    WALK = "walk"
    RUN = "run"
    CHARGE = "charge"
    ENGAGE = "engage"
    DODGE = "dodge"
    FEAT = "feat"
    DISENGAGE = "disengage"
    FLEE = "flee"
    PARALYSED = "paralysed"

    @property
    def label(self) -> Message:
        """The Movement type in a word: "walk", "flee"..."""
        return _MOVE_LABELS[self]


_PHASE_LABELS = {
    Phase.APPROACH: Message("game.phase-approach"), Phase.MOVEMENT: Message("game.phase-movement"),
    Phase.FIRING: Message("game.phase-firing"), Phase.HAND_TO_HAND: Message("game.phase-hand-to-hand"),
    Phase.END_OF_ROUND: Message("game.phase-end-of-round"), Phase.FINISHED: Message("game.phase-finished"),
}
_MOVE_LABELS = {
    MoveType.STAND: Message("game.move-stand"), MoveType.WALK: Message("game.move-walk"),
    MoveType.RUN: Message("game.move-run"), MoveType.CHARGE: Message("game.move-charge"),
    MoveType.ENGAGE: Message("game.move-engage"), MoveType.DODGE: Message("game.move-dodge"),
    MoveType.FEAT: Message("game.move-feat"), MoveType.DISENGAGE: Message("game.move-disengage"),
    MoveType.FLEE: Message("game.move-flee"), MoveType.PARALYSED: Message("game.move-paralysed"),
}


@dataclass(frozen=True, slots=True)
class Figurine:
    """One figurine on (or off) the Battleground and everything that happened to it."""

    id: str
    side: int
    entry: str
    card_id: str
    name: str
    presence: Presence = Presence.WAITING
    wound: WoundLevel = WoundLevel.NONE
    """Its Wound (none, light, serious, critical) or killed; Stunned is kept in ``stunned``."""
    stunned: bool = False
    lives_left: int | None = None
    """Colossal / Enormous / Gigantic: kills still needed to be dead for good."""
    engaged_with: tuple[str, ...] = ()
    charged: bool = False
    """Charged this round: -1 INI, ATT, DEF until the end of the round."""
    charging: bool = False
    charge_target: str | None = None
    afraid: bool = False
    """Fear penalties (-1 INI, ATT, DEF) until the end of the round."""
    fleeing: bool = False
    flee_fear: int | None = None
    """The Fear that made it run away: the difficulty of its Rallying roll."""
    fled_round: int | None = None
    paralysed: bool = False
    immune_fear: int = 0
    """Immune to Fear up to this value for the rest of the game (0: none)."""
    fearful_of: str | None = None
    """The creature that frightened it (killing it outright rallies)."""
    disengage_failed: bool = False
    counter_fired: bool = False
    moved: MoveType | None = None
    engaged_this_phase: bool = False
    disengaged_from: tuple[str, ...] = ()
    fired: bool = False
    fought: bool = False
    pursuits: int = 0
    may_pursue: bool = False
    fierce_doomed: bool = False
    """Fierce and Killed Outright: Critically Wounded until the end of the round."""
    no_reinforcement: bool = False
    mutagenic: int | None = None
    """Points from a Mutagenic pick this round (None: not picked)."""
    mutations: tuple[tuple[str, int], ...] = ()
    """Mutagenic points spent this round: (characteristic, points)."""
    toxic: bool = False
    toxic_used: bool = False
    """Its Toxic D6 replaced an Aim or Attack die this round."""
    war_fury: bool = False
    """War fury activated this round: one more combat die, all in Attack."""
    additional_limb: bool = False
    """Additional limb activated this round: ATT and DEF swapped."""
    level: int = 0
    """A flying creature's altitude Level: 0 (the ground), 1 (low), 2 (high)."""
    diving: bool = False
    """It dived this round: INI, ATT and STR + 3 until the end of the round."""
    fear_immune_round: bool = False
    """Immune to Fear until the end of the round (a Rallying cry of its people)."""
    rallying_cry_used: bool = False
    concealed: bool = False
    """A Scout not yet found: no enemy action may target him."""
    blood_brother_dead: bool = False
    """Its Blood brother died: -1 on all its dice rolls but Damage, until the end of the game."""
    steal_from: str | None = None
    """The Personal enemy it killed, whose Abilities it may take one of."""
    stolen: tuple[str, ...] = ()
    """Abilities taken from a Personal enemy, for the rest of the battle ("Name" or "Name/X")."""
    modifiers: tuple[tuple[str, int], ...] = ()
    """Characteristics changed by hand (spells, artefacts): (characteristic, value)."""

    @property
    def in_play(self) -> bool:
        return self.presence is not Presence.LOST

    @property
    def on_table(self) -> bool:
        return self.presence is Presence.DEPLOYED

    @property
    def letter(self) -> str:
        return SIDE_LETTERS[self.side]

    def states(self) -> tuple[Message, ...]:
        """The state badges, as messages (for panels, the command line and tests)."""
        badges: list[Message] = []
        if self.presence is Presence.WAITING:
            badges.append(Message("game.state-not-deployed"))
        if self.presence is Presence.LOST:
            badges.append(Message("game.state-lost"))
        if self.engaged_with:
            badges.append(Message("game.state-engaged-with", figurines=", ".join(self.engaged_with)))
        for flag, badge in (
            (self.charged, Message("game.state-charged")), (self.charging, Message("game.state-charging")),
            (self.stunned, Message("game.state-stunned")), (self.fleeing, Message("game.state-fleeing")),
            (self.paralysed, Message("game.state-paralysed")), (self.afraid, Message("game.state-afraid")),
            (self.disengage_failed, Message("game.state-disengage-failed")),
            (self.counter_fired, Message("game.state-counter-fired")),
            (self.fierce_doomed, Message("game.state-fierce-doomed")), (self.toxic, Message("game.state-toxic")),
        ):
            if flag:
                badges.append(badge)
        if self.immune_fear:
            badges.append(Message("game.state-immune-fear", fear=self.immune_fear))
        if self.lives_left is not None:
            badges.append(Message("game.state-lives-left", count=self.lives_left))
        if self.mutagenic is not None:
            badges.append(Message("game.state-mutagenic", points=self.mutagenic - self.mutagenic_spent))
        for flag, badge in (
            (self.war_fury, Message("game.state-war-fury")), (self.additional_limb, Message("game.state-additional-limb")),
            (self.diving, Message("game.state-diving")), (self.fear_immune_round, Message("game.state-rallying-cry")),
            (self.concealed, Message("game.state-concealed")),
            (self.blood_brother_dead, Message("game.state-blood-brother-dead")),
        ):
            if flag:
                badges.append(badge)
        if self.level:
            badges.append(Message("game.state-level", level=self.level))
        for name, points in self.mutations:
            badges.append(Message("game.state-mutation", characteristic=Characteristic(name), points=Signed(points)))
        for name, value in self.modifiers:
            badges.append(Message("game.state-modifier", characteristic=Characteristic(name), value=Signed(value)))
        for ability in self.stolen:
            badges.append(Message("game.state-stolen", ability=ability))
        return tuple(badges)

    @property
    def mutagenic_spent(self) -> int:
        """Mutagenic points already added to its characteristics this round."""
        return sum(points for _name, points in self.mutations)


class CombatStep(str, Enum):
    """The step of a hand to hand combat (booklet, "combat resolution")."""

    INITIATIVE = "initiative"
    PLACE_DEFENDER = "place-defender"
    PLACE_ATTACKER = "place-attacker"
    ATTACK = "attack"
    PARRY = "parry"
    DAMAGE = "damage"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class Strike:
    """One Attack die of the exchange."""

    index: int
    attacker: str
    target: str
    difficulty: int
    dice: tuple[int, ...]
    total: int
    hit: bool
    master: bool = False
    damage_bonus: int = 0
    strength_bonus: int = 0
    toxic: bool = False
    """Rolled with the attacker's Toxic D6: a Damage roll it causes is followed by a second."""


@dataclass(frozen=True, slots=True)
class Parry:
    """One Defence, Counter-Attack or Sustained Defence roll."""

    strike: int
    defender: str
    kind: str
    difficulty: int
    dice: tuple[int, ...]
    success: bool


@dataclass(frozen=True, slots=True)
class Combat:
    """The hand to hand combat being resolved: one warrior against one or more."""

    number: int
    lone: str
    group: tuple[str, ...]
    step: CombatStep = CombatStep.INITIATIVE
    attacker_side: int | None = None
    """The game side (0 or 1) that won the Initiative: the Attacker."""
    initiative_totals: tuple[int, int] | None = None
    placements: tuple[tuple[str, int, int], ...] = ()
    """(figurine, Attack dice, Defence dice) as placed."""
    extra_dice: tuple[tuple[str, int], ...] = ()
    war_fury: tuple[str, ...] = ()
    exchange: int = 1
    """Odd: the Attacker strikes; even: the Defender (1: the first blows, 2: the retaliation,
    3 and on: Attack dice gained by Counter-Attacks or Ambidextrous parries)."""
    spent: tuple[str, ...] = ()
    """Fighters who have rolled their placed Attack dice."""
    strikes: tuple[Strike, ...] = ()
    parries: tuple[Parry, ...] = ()
    damaged: tuple[int, ...] = ()
    gained: tuple[tuple[str, int, str], ...] = ()
    """Attack dice gained, by figurine: (figurine, dice, against): a Counter-Attack's die is
    "against the opponent whose Attack has been Counter-Attacked" (``against`` his id); an
    Ambidextrous parry's (or, under the tournament rules, a Counter-attack's) against anyone ("")."""
    eliminated: tuple[str, ...] = ()
    without_born_killer: tuple[str, ...] = ()
    """Born killers who did not add their die."""

    @property
    def fighters(self) -> tuple[str, ...]:
        return (self.lone, *self.group)

    @property
    def striking_side(self) -> int | None:
        if self.attacker_side is None:
            return None
        return self.attacker_side if self.exchange % 2 == 1 else 1 - self.attacker_side

    def placement(self, figurine: str) -> tuple[int, int] | None:
        for fid, attack, defence in self.placements:
            if fid == figurine:
                return attack, defence
        return None

    def gained_by(self, figurine: str) -> int:
        return sum(n for fid, n, _against in self.gained if fid == figurine)

    def gained_against(self, figurine: str) -> dict[str, int]:
        """The Attack dice ``figurine`` gained that must strike a given opponent, by opponent."""
        found: dict[str, int] = {}
        for fid, n, against in self.gained:
            if fid == figurine and against:
                found[against] = found.get(against, 0) + n
        return found

    def extra_for(self, figurine: str) -> int:
        return sum(n for fid, n in self.extra_dice if fid == figurine)

    def unparried(self) -> tuple[Strike, ...]:
        parried = {p.strike for p in self.parries if p.success}
        return tuple(s for s in self.strikes if s.hit and s.index not in parried)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One sentence of the battle report, with the rules it applied (or entered by hand)."""

    seq: int
    round: int
    phase: Phase
    text: Message
    sources: tuple[Source, ...] = ()
    by_hand: bool = False
    """A correction or a note the players entered, not a rule the engine applied."""


class GameLog(Sequence[LogEntry]):
    """The battle report's sentences so far, as a tuple reads them (``len``, index, slice,
    iteration, ``==`` with another log or a tuple).

    A log and the lines of one more action make the next log (``log + lines``) without copying
    it: the next one keeps the one before and adds its lines, so every state of a game shares
    the sentences of those before it. A game of 100,000 actions then takes time and memory
    proportional to its length, where copying the whole log at each action takes their square.
    """

    __slots__ = ("_before", "_lines", "_length")

    def __init__(self, lines: Iterable[LogEntry] = (), before: GameLog | None = None) -> None:
        self._before = before
        self._lines = tuple(lines)
        self._length = len(self._lines) + (len(before) if before is not None else 0)

    def __add__(self, lines: tuple[LogEntry, ...]) -> GameLog:
        return GameLog(lines, self) if lines else self

    def __len__(self) -> int:
        return self._length

    def _parts(self) -> list[tuple[LogEntry, ...]]:
        """The lines of each action, the first ones first."""
        parts: list[tuple[LogEntry, ...]] = []
        log: GameLog | None = self
        while log is not None:
            if log._lines:
                parts.append(log._lines)
            log = log._before
        parts.reverse()
        return parts

    def __iter__(self) -> Iterator[LogEntry]:
        for part in self._parts():
            yield from part

    @overload
    def __getitem__(self, index: int) -> LogEntry: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[LogEntry, ...]: ...

    def __getitem__(self, index: int | slice) -> LogEntry | tuple[LogEntry, ...]:
        if isinstance(index, slice):
            return tuple(self)[index]
        position = index + self._length if index < 0 else index
        if not 0 <= position < self._length:
            raise IndexError("log index out of range")
        log: GameLog | None = self
        end = self._length
        while log is not None:  # the last lines are the ones most often asked for
            start = end - len(log._lines)
            if position >= start:
                return log._lines[position - start]
            end, log = start, log._before
        raise IndexError("log index out of range")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, (GameLog, tuple)) or len(other) != self._length:
            return False
        return all(a == b for a, b in zip(self, other))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"GameLog({tuple(self)!r})"


@dataclass(frozen=True, slots=True)
class Step:
    """What the rules ask for now: who acts, what they do, and which action kinds fit."""

    actor: int | None
    text: Message
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class GameState:
    """The whole game at one point of its log."""

    setup: GameSetup
    figurines: tuple[Figurine, ...]
    seq: int = 0
    """How many actions were applied (the next action's sequence number)."""
    round: int = 0
    phase: Phase = Phase.APPROACH
    roll_done: bool = False
    """The Approach or this round's Tactical roll is done."""
    roll_winner: int | None = None
    roll_totals: tuple[int, int] | None = None
    pile: tuple[str, ...] = ()
    scout_pile: tuple[str, ...] = ()
    reserves: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    pending: str | None = None
    """A card just drawn that its owner must deploy / activate or keep in Reserve."""
    drawn_by: int | None = None
    active: str | None = None
    """The card whose figurines are moving now (Movement phase)."""
    active_ends_turn: bool = False
    """The active card was drawn (or forced from Reserve): ending it passes the turn."""
    done_cards: tuple[str, ...] = ()
    """Cards deployed (Approach) or activated (Movement) in this phase."""
    turn: int = 0
    """The side whose turn it is to draw (or to act)."""
    picks_done: tuple[bool, bool] = (False, False)
    reinforcement_done: tuple[bool, bool] = (False, False)
    combat: Combat | None = None
    combats: int = 0
    fray_block: tuple[str, ...] = ()
    """The figurines of a fray with an Authority whose combats are being resolved one after
    another, before any other fray's (booklet, Authority)."""
    regenerated: tuple[str, ...] = ()
    log: GameLog = GameLog()
    result: Message | None = None
    """How the game ended (a side destroyed, or the players' own words)."""

    # --- looking things up ----------------------------------------------------------------

    def figurine(self, fid: str) -> Figurine:
        for fig in self.figurines:
            if fig.id == fid:
                return fig
        raise IllegalAction(Message("game.no-such-figurine", figurine=repr(fid)))

    def card_of(self, fig: Figurine) -> Card:
        """The figurine's reference card as its entry fields it: as printed, the equipment
        options the entry takes among its equipment (GameSetup.fielded)."""
        return self.setup.fielded(fig.side, fig.entry)

    def entry_of(self, fig: Figurine) -> Entry:
        """The list entry the figurine belongs to (its options)."""
        return self.setup.entry(fig.side, fig.entry)

    def card_in_play(self, fig: Figurine) -> Card:
        """The figurine's card as it fights now (see :func:`card_in_play`)."""
        return card_in_play(self.card_of(fig), fig)

    def side_name(self, side: int) -> str:
        return self.setup.sides[side].name

    def entry_side(self, entry: str) -> int:
        return SIDE_LETTERS.index(entry.split("-", 1)[0])

    def entry_figurines(self, entry: str) -> tuple[Figurine, ...]:
        return tuple(f for f in self.figurines if f.entry == entry)

    def entry_label(self, entry: str) -> str:
        figs = self.entry_figurines(entry)
        names = figs[0].name if figs else entry
        ids = ", ".join(f.id for f in figs)
        return f"{names} ({ids})"

    def side_figurines(self, side: int) -> tuple[Figurine, ...]:
        return tuple(f for f in self.figurines if f.side == side)

    def losses(self, side: int) -> tuple[Figurine, ...]:
        return tuple(f for f in self.side_figurines(side) if f.presence is Presence.LOST)

    def figurines_ap(self, side: int) -> dict[str, int | None]:
        """Each figurine's AP as its list fields it, by id: the list's validation's
        (:meth:`~companion.rules.army.Validation.figurine_ap`), the entry's options with its
        first figurine (None: its card has no AP)."""
        validation = self.setup.sides[side].validation
        seen: dict[str, int] = {}
        found: dict[str, int | None] = {}
        for fig in self.side_figurines(side):
            nth = seen[fig.entry] = seen.get(fig.entry, -1) + 1
            found[fig.id] = validation.figurine_ap(entry_number(fig.entry), nth)
        return found

    def _ap_of(self, side: int, figurines: tuple[Figurine, ...]) -> int | None:
        costs = self.figurines_ap(side)
        total = 0
        for fig in figurines:
            ap = costs.get(fig.id)
            if ap is None:
                return None
            total += ap
        return total

    def remaining_ap(self, side: int) -> int | None:
        """AP of the figurines still in play, options included (None if a card has no AP)."""
        return self._ap_of(side, tuple(fig for fig in self.side_figurines(side) if fig.in_play))

    def lost_ap(self, side: int) -> int | None:
        """AP of the figurines lost, options included (None if a card has no AP)."""
        return self._ap_of(side, self.losses(side))

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED


CHANGEABLE: tuple[str, ...] = ("movement", "initiative", "attack", "strength", "defence", "resilience", "aim",
                               "courage", "fear", "discipline")
"""The characteristics Mutagenic points and hand modifiers may change ("Mutagenic cannot
modify Power or any aspects of Faith")."""

DIVE_BONUS = 3
"""A dive: "the diving creature's Initiative, Attack and Strength will be increased by 3 points"."""


def card_in_play(card: Card, fig: Figurine) -> Card:
    """The card as the figurine fights with it now: the Mutagenic points it spent and the
    modifiers set by hand added to its characteristics (a characteristic the card does not
    print stays unprinted), INI, ATT and STR + 3 in the round of a dive (booklet, Flight), and
    the Abilities it took from a Personal enemy."""
    changes: dict[str, Any] = {}
    deltas: dict[str, int] = {}
    for name, points in (*fig.mutations, *fig.modifiers):
        deltas[name] = deltas.get(name, 0) + points
    if fig.diving:
        for name in ("initiative", "attack", "strength"):
            deltas[name] = deltas.get(name, 0) + DIVE_BONUS
    for name, delta in deltas.items():
        value = getattr(card, name)
        if value is not None and delta:
            changes[name] = value + delta
    if fig.stolen:
        changes["abilities"] = card.abilities + tuple(Ability.parse(a) for a in fig.stolen)
    return replace(card, **changes) if changes else card


def lives_total(card: Card) -> int | None:
    """How many times a Colossal / Enormous / Gigantic creature must be killed (None: once)."""
    for kind in Lives:
        if card.has(kind.value):
            return len(kind.track) + 1
    return None


def wound_state(fig: Figurine, card: Card) -> WoundState:
    """The figurine's wounds as the wound rules read them."""
    total = lives_total(card)
    deaths = 0 if total is None or fig.lives_left is None else total - fig.lives_left
    level = WoundLevel.NONE if fig.wound is WoundLevel.STUNNED else fig.wound
    return WoundState(level, fig.stunned, max(deaths, 0), fig.fierce_doomed)


def initial_figurines(setup: GameSetup) -> tuple[Figurine, ...]:
    """One figurine per figure of each entry, ``A1..An`` then ``B1..``."""
    figurines: list[Figurine] = []
    for side_index, side in enumerate(setup.sides):
        letter = SIDE_LETTERS[side_index]
        number = 0
        for position, entry in enumerate(side.army.entries, start=1):
            card = side.cards[entry.card_id]
            lives = lives_total(card)
            for _ in range(entry.figures):
                number += 1
                figurines.append(Figurine(
                    id=f"{letter}{number}", side=side_index, entry=f"{letter}-{position}",
                    card_id=card.id, name=card.name, lives_left=lives,
                ))
    return tuple(figurines)


__all__ = [
    "CHANGEABLE", "Combat", "CombatStep", "Figurine", "GameLog", "GameState", "LogEntry", "MoveType", "Parry", "Phase",
    "Presence", "Step", "Strike", "card_in_play", "initial_figurines", "lives_total", "wound_state",
]
