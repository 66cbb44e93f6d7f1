"""The actions players take at the table: small frozen values, each a JSON object with a "kind".

Every action that needs dice carries them: typed by the players, or drawn by the app from the
game's seed (:func:`companion.rules.game.engine.with_dice` fills the fields left ``None``), so
that replaying the log gives exactly the same game. Dice fields are tuples of faces in the
order thrown (a characteristic roll: the first die, then each re-roll).
"""

from __future__ import annotations

import typing
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from companion.rules.game.errors import IllegalAction
from companion.rules.message import Message

Dice = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Action:
    """Base class; ``kind`` names the action in the log."""

    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            data[f.name] = _to_json(getattr(self, f.name))
        return data


def _to_json(value: object) -> object:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


# --------------------------------------------------------------------------- approach & rounds


@dataclass(frozen=True, slots=True)
class ApproachRoll(Action):
    """Both sides roll on their best Discipline (booklet, "The approach"); a tie is re-rolled.

    ``war_staff``: the sides (letters) whose War-staff is formed, its three members within
    Leadership distance of one another as the players measured ("The bonuses gained through the
    War-staff Ability can be taken into account during the Approach": its Character's
    Discipline + 2)."""

    kind: ClassVar[str] = "approach-roll"
    dice_a: Dice | None = None
    dice_b: Dice | None = None
    war_staff: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TacticalRoll(Action):
    """The Tactical roll of the round (booklet, "movement phase"; ``war_staff`` as for the
    Approach roll)."""

    kind: ClassVar[str] = "tactical-roll"
    dice_a: Dice | None = None
    dice_b: Dice | None = None
    war_staff: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """The player whose turn it is picks up the top card of the pile.

    ``play``: the card is deployed (Approach) or activated (Movement) at once by its owner, as
    the rules ask for an enemy's card and as he chooses for his own (not kept in Reserve)."""

    kind: ClassVar[str] = "draw"
    play: bool = False


@dataclass(frozen=True, slots=True)
class KeepInReserve(Action):
    """Keep the card just drawn (one's own) as a Reserve card."""

    kind: ClassVar[str] = "reserve"
    entry: str = ""


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Approach: place the figurines of a card (the one drawn, or a Reserve card).

    ``concealed``: Scouts placed out of their own Charge distance of every opponent, who
    cannot be the target of the enemy's actions until they act or are found (booklet, Scout)."""

    kind: ClassVar[str] = "deploy"
    entry: str = ""
    concealed: bool = False


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Movement: activate a card (the one drawn, or a Reserve card in one's own turn)."""

    kind: ClassVar[str] = "activate"
    entry: str = ""


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Declare a figurine's Movement type: stand, walk, run, dodge, feat (players measure)."""

    kind: ClassVar[str] = "move"
    figurine: str = ""
    movement: str = "walk"


@dataclass(frozen=True, slots=True)
class MoveCard(Action):
    """Every figurine of the active card that has not chosen yet takes the same Movement type
    (stand, walk, run, dodge); ``end``: then the card's activation ends."""

    kind: ClassVar[str] = "move-card"
    movement: str = "walk"
    end: bool = True


@dataclass(frozen=True, slots=True)
class Charge(Action):
    """Charge (or Engage, ``engage``) a target, with the Courage tests the Fear rules ask for.

    ``courage_dice``: the charger's test against the target's Fear; ``target_courage_dice``: the
    target's test against the charger's Fear; ``target_discipline_dice``: a Fanatic target's
    Discipline roll after a failed test. Only the tests the rules need are used. ``aid`` and
    ``target_aid``: the figurines whose Leadership, War-staff, Standard-bearer or Musician the
    tester is within reach of, as the players measured. ``dive``: a flying creature dives on a
    target one Level lower. ``end``: then the card's activation ends.
    """

    kind: ClassVar[str] = "charge"
    figurine: str = ""
    target: str = ""
    engage: bool = False
    courage_dice: Dice | None = None
    target_courage_dice: Dice | None = None
    target_discipline_dice: Dice | None = None
    aid: tuple[str, ...] = ()
    target_aid: tuple[str, ...] = ()
    dive: bool = False
    end: bool = False


@dataclass(frozen=True, slots=True)
class GroupCharge(Action):
    """Several figurines of the active card Charge (or Engage) one target together: one
    Courage test for the group against a Fear-inducing target, and the group's Fear against the
    target (booklet, "Influence of Fear"); the dice fields and ``aid`` as for :class:`Charge`."""

    kind: ClassVar[str] = "group-charge"
    figurines: tuple[str, ...] = ()
    target: str = ""
    engage: bool = False
    courage_dice: Dice | None = None
    target_courage_dice: Dice | None = None
    target_discipline_dice: Dice | None = None
    aid: tuple[str, ...] = ()
    target_aid: tuple[str, ...] = ()
    end: bool = False


@dataclass(frozen=True, slots=True)
class Rally(Action):
    """A fleeing figurine's Rallying roll once its card is activated."""

    kind: ClassVar[str] = "rally"
    figurine: str = ""
    dice: Dice | None = None
    aid: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Disengage(Action):
    """An Initiative roll at 4 + 2 per opponent to leave a combat."""

    kind: ClassVar[str] = "disengage"
    figurine: str = ""
    dice: Dice | None = None


@dataclass(frozen=True, slots=True)
class CounterFire(Action):
    """A marksman in Reserve, Charged or Engaged, fires at once at difficulty 6."""

    kind: ClassVar[str] = "counter-fire"
    marksman: str = ""
    target: str = ""
    dice: Dice | None = None
    damage_dice: Dice | None = None
    wound: str | None = None
    survival_die: int | None = None


@dataclass(frozen=True, slots=True)
class EndActivation(Action):
    """The active card's figurines have moved: the other player's turn."""

    kind: ClassVar[str] = "end-activation"


@dataclass(frozen=True, slots=True)
class EndPhase(Action):
    """End the Firing or Hand to hand phase (everything the rules ask for is done)."""

    kind: ClassVar[str] = "end-phase"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Before the Tactical roll: a Mutagenic or Toxic fighter chosen (Mutagenic: its die)."""

    kind: ClassVar[str] = "pick"
    figurine: str = ""
    ability: str = "mutagenic"
    die: int | None = None


@dataclass(frozen=True, slots=True)
class Mutate(Action):
    """A Mutagenic fighter's points spent on one characteristic this round (booklet,
    Mutagenic / X: "the amount of points you can add to one or more of his characteristics")."""

    kind: ClassVar[str] = "mutagenic-points"
    figurine: str = ""
    characteristic: str = ""
    points: int = 1


@dataclass(frozen=True, slots=True)
class ChangeLevel(Action):
    """A flying creature whose card is active moves to another altitude Level (0, 1, 2)."""

    kind: ClassVar[str] = "flight-level"
    figurine: str = ""
    level: int = 0


@dataclass(frozen=True, slots=True)
class RallyingCry(Action):
    """Once a game: the fighters of the crier's people are immune to Fear this round, and
    those fleeing rally (booklet, Rallying cry)."""

    kind: ClassVar[str] = "rallying-cry"
    figurine: str = ""


@dataclass(frozen=True, slots=True)
class Feat(Action):
    """A Physical Feat roll (booklet, "main movements"), with what the players measured (cm).

    ``feat``: ``long-jump`` (``distance`` across, ``depth`` to the bottom), ``high-jump``
    (``distance``: the height; ``smaller``: the obstacle is of a smaller Size), ``troops-jump``
    (``troops``: the figurines jumped over), ``swim``, ``climb`` (``distance``: the height to
    climb; ``depth``: how high he started, 0 from a flat area) or ``fall`` (a deliberate fall of
    ``distance``). ``dice``: the Feat roll; ``damage_dice`` / ``wound``: the Damage roll a
    failure calls for.
    """

    kind: ClassVar[str] = "feat"
    figurine: str = ""
    feat: str = "long-jump"
    distance: float = 0.0
    depth: float = 0.0
    smaller: bool = False
    troops: tuple[str, ...] = ()
    dice: Dice | None = None
    damage_dice: Dice | None = None
    wound: str | None = None
    survival_die: int | None = None


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """A concealed Scout is found: an opponent came within Walking distance of him."""

    kind: ClassVar[str] = "reveal"
    figurine: str = ""


@dataclass(frozen=True, slots=True)
class StealAbility(Action):
    """A Character who killed his Personal enemy takes one of the enemy's Abilities for the
    rest of the battle (booklet, Personal enemy / X)."""

    kind: ClassVar[str] = "steal-ability"
    figurine: str = ""
    ability: str = ""


@dataclass(frozen=True, slots=True)
class Reinforcement(Action):
    """At the beginning of the round: a D6 for a side's lost Reinforcement figurines."""

    kind: ClassVar[str] = "reinforcement"
    side: str = "A"
    die: int | None = None


# --------------------------------------------------------------------------- firing


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """An Aim roll: range band and modifiers as the players measured them, then Damage.

    ``fray_roll`` picks the figurine hit in a fray (1..sum of the weights, target first).
    """

    kind: ClassVar[str] = "fire"
    shooter: str = ""
    target: str = ""
    range: str = "short"
    moved: bool = False
    precision: bool = False
    rapid: bool = False
    partial_cover: bool = False
    dice: Dice | None = None
    fray_roll: int | None = None
    damage_dice: Dice | None = None
    wound: str | None = None
    survival_die: int | None = None
    toxic: bool = False
    """The Aim die is the marksman's Toxic D6 (booklet, Toxic / X)."""
    toxic_damage_dice: Dice | None = None
    toxic_survival_die: int | None = None
    element: str = ""
    """The element of the shot (fire, ...), against an Immunity / X to it."""


@dataclass(frozen=True, slots=True)
class HoldFire(Action):
    """A marksman whose turn it is to fire does not (no target in sight, or he waits no more)."""

    kind: ClassVar[str] = "hold-fire"
    marksman: str = ""


# --------------------------------------------------------------------------- hand to hand


@dataclass(frozen=True, slots=True)
class StartCombat(Action):
    """The Tactical winner splits a fray: one warrior against one or more."""

    kind: ClassVar[str] = "start-combat"
    lone: str = ""
    opponents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class InitiativeRoll(Action):
    """Both sides' Initiative rolls in the combat (ties re-rolled)."""

    kind: ClassVar[str] = "initiative"
    dice_a: Dice | None = None
    dice_b: Dice | None = None
    war_fury: tuple[str, ...] = ()
    """Fighters activating War fury "before the Initiative Roll" (booklet; the tournament
    rules declare it when the dice are placed instead)."""
    additional_limb: tuple[str, ...] = ()
    """Fighters activating Additional limb before the Initiative roll: ATT and DEF swapped."""


@dataclass(frozen=True, slots=True)
class PlaceDice(Action):
    """One side places its dice: (figurine, Attack dice, Defence dice) for each of its fighters."""

    kind: ClassVar[str] = "place-dice"
    placements: tuple[tuple[str, int, int], ...] = ()
    extra_dice: tuple[tuple[str, int], ...] = ()
    war_fury: tuple[str, ...] = ()
    """Tournament rules: War fury declared when the dice are placed."""
    without_born_killer: tuple[str, ...] = ()
    """Born killers who do not add their die ("he may add a die")."""


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """The striking side's Attack rolls: (attacker, target, difficulty) per Attack die.

    ``master_strike``: the attacker makes one Master strike (one Attack, the others lost).
    """

    kind: ClassVar[str] = "attack"
    strikes: tuple[tuple[str, str, int], ...] = ()
    dice: tuple[Dice, ...] | None = None
    master_strike: str | None = None
    toxic: int | None = None
    """The Attack (number, 1-based) rolled with its attacker's Toxic D6."""


@dataclass(frozen=True, slots=True)
class ParryAction(Action):
    """The Defender's rolls: the Attacks he parries (by number, 1-based), chosen before rolling.

    ``counter_attack``: a Counter-Attack instead (+2, each success gains an Attack die).
    ``sustained``: the Sustained Defence chain after the parries, Attack numbers in order.
    """

    kind: ClassVar[str] = "parry"
    strikes: tuple[int, ...] = ()
    dice: tuple[Dice, ...] | None = None
    counter_attack: bool = False
    sustained: tuple[int, ...] = ()
    sustained_dice: tuple[Dice, ...] | None = None


@dataclass(frozen=True, slots=True)
class DamageAction(Action):
    """The Damage roll of an Attack that hit and was not parried (number, 1-based).

    ``wound``: the level the players read in their booklet where the app's table cell is not
    published (an estimate). ``survival_die``: the victim's Survival instinct die.
    """

    kind: ClassVar[str] = "damage"
    strike: int = 1
    dice: Dice | None = None
    wound: str | None = None
    survival_die: int | None = None
    toxic_dice: Dice | None = None
    """The second Damage roll at Strength X of a Toxic blow."""
    toxic_survival_die: int | None = None
    element: str = ""
    """The element of the blow (fire, ...), against an Immunity / X to it."""


@dataclass(frozen=True, slots=True)
class PursuitAction(Action):
    """A Pursuit Movement after an elimination (the player moves the figurine)."""

    kind: ClassVar[str] = "pursuit"
    figurine: str = ""


# --------------------------------------------------------------------------- end of round


@dataclass(frozen=True, slots=True)
class Regenerate(Action):
    """A Regeneration roll at the end of the round (dice: until a failure or healed)."""

    kind: ClassVar[str] = "regenerate"
    figurine: str = ""
    dice: Dice | None = None


@dataclass(frozen=True, slots=True)
class EndRound(Action):
    """The end of the round is done: the next round begins."""

    kind: ClassVar[str] = "end-round"


# --------------------------------------------------------------------------- by hand


@dataclass(frozen=True, slots=True)
class SetWound(Action):
    """By hand: set the figurine's wound level (none..killed) as a correction, or, with
    ``as_damage``, apply it as a Damage result (worsening, Colossal lives, Fierce)."""

    kind: ClassVar[str] = "set-wound"
    figurine: str = ""
    level: str = "none"
    as_damage: bool = False
    element: str = ""
    """A Damage result of that element (a spell of fire ...): none against an Immunity to it."""


@dataclass(frozen=True, slots=True)
class SetState(Action):
    """A correction by hand: set (``value`` true / a number) or clear (false / 0) a state."""

    kind: ClassVar[str] = "set-state"
    figurine: str = ""
    state: str = ""
    value: int = 1


@dataclass(frozen=True, slots=True)
class SetModifier(Action):
    """By hand: a spell, an artefact or a miracle changes a characteristic by ``value`` until
    it is set back to 0 (a Resilience below 0 kills outright)."""

    kind: ClassVar[str] = "set-modifier"
    figurine: str = ""
    characteristic: str = ""
    value: int = 0


@dataclass(frozen=True, slots=True)
class Note(Action):
    """A sentence the players add to the battle report."""

    kind: ClassVar[str] = "note"
    text: str = ""


@dataclass(frozen=True, slots=True)
class FinishGame(Action):
    """The players end the game with its result (an objective met, time over...)."""

    kind: ClassVar[str] = "finish"
    result: str = ""


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        ApproachRoll, TacticalRoll, DrawCard, KeepInReserve, Deploy, Activate, Move, MoveCard, Charge,
        GroupCharge, Rally, Disengage, CounterFire, EndActivation, EndPhase, Pick, Mutate, Reinforcement,
        ChangeLevel, RallyingCry, Feat, Reveal, StealAbility, Fire, HoldFire, StartCombat, InitiativeRoll,
        PlaceDice, Attack, ParryAction, DamageAction, PursuitAction, Regenerate, EndRound, SetWound, SetState,
        SetModifier, Note, FinishGame,
    )
}
"""Every action by its ``kind``."""

STATE_NAMES: tuple[str, ...] = (
    "charged", "charging", "stunned", "fleeing", "paralysed", "afraid", "immune_fear",
    "disengage_failed", "counter_fired", "lives_left", "lost", "deployed", "toxic", "mutagenic",
)
"""States :class:`SetState` may set or clear by hand."""


def _check(value: object, hint: object, where: str) -> object:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is type(None):
        if value is not None:
            raise IllegalAction(Message("game.json-must-be-null", field=where))
        return None
    if origin in (typing.Union, getattr(__import__("types"), "UnionType")):
        for option in args:
            try:
                return _check(value, option, where)
            except IllegalAction:
                continue
        raise IllegalAction(Message("game.json-wrong-type", field=where, type=type(value).__name__))
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise IllegalAction(Message("game.json-must-be-list", field=where, type=type(value).__name__))
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_check(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(value) != len(args):
            raise IllegalAction(Message("game.json-items", field=where, count=len(args)))
        return tuple(_check(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(value, args)))
    if hint is bool:
        if not isinstance(value, bool):
            raise IllegalAction(Message("game.json-must-be-bool", field=where))
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction(Message("game.json-must-be-int", field=where))
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise IllegalAction(Message("game.json-must-be-number", field=where))
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise IllegalAction(Message("game.json-must-be-text", field=where))
        return value
    raise IllegalAction(Message("game.json-unsupported-type", field=where, type=str(hint)))


_HINTS: dict[type[Action], dict[str, object]] = {}


def action_from_dict(data: object) -> Action:
    """An action from its JSON object; IllegalAction names what is wrong."""
    if not isinstance(data, dict):
        raise IllegalAction(Message("game.json-action-object"))
    kind = data.get("kind")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAction(Message("game.json-unknown-kind", kind=repr(kind)))
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    names = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - names - {"kind"})
    if unknown:
        raise IllegalAction(Message("game.json-unknown-fields", kind=kind, count=len(unknown), fields=", ".join(unknown)))
    kwargs = {name: _check(data[name], hints[name], f"{kind}.{name}") for name in names if name in data}
    return cls(**kwargs)
