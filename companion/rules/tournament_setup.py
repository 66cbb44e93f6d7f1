"""Before the challenge: the terrain's size, the objective roll and the lists under the tournament rules.

Sources (the tournament rules): "Choix des troupes" (200 AP, the overage),
"Choix du terrain" (a rectangle between 40 x 80 cm and 80 x 120 cm, divided lengthwise into two
deployment zones), "Comment déterminer les conditions de victoire" (a D6 on the challenge table of
the CONFRONTATION booklet; a 6 is re-rolled; the time limit is read at 6 - the roll).

The challenge table itself ("le tableau des défis du livret") is not known to the project:
:class:`Objective` keeps the roll and the objective and time limit the players type from their
booklet; nothing here invents an objective.

What is refused is a :class:`TournamentError` carrying a
:class:`~companion.rules.message.Message` (templates in companion/i18n/messages/tournament.py)
that quotes the rule and names its source.

Readings, chosen once:

- **Terrain**: "comprise entre 40cm x 80cm et 80cm x 120cm" is read side by side: the short side
  between 40 and 80 cm and the long side between 80 and 120 cm (limits included), whichever way
  round the players give them. A square of 80 x 80 cm is such a rectangle.
- **Time limit**: the text says where to read it (row 6 - roll) but not its unit; the players
  type it as the booklet gives it, and may add minutes for the app's countdown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from companion.rules.army import MATCH_IMBALANCE, ArmyList, Validation, Violation, check_match, validate
from companion.rules.card import Card
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT, TOURNAMENT_POINTS
from companion.rules.source import Source, tournament

CHOIX_DES_TROUPES: Source = tournament("Choix des troupes")
CHOIX_DU_TERRAIN: Source = tournament("Choix du terrain")
CONDITIONS_DE_VICTOIRE: Source = tournament("Comment déterminer les conditions de victoire")

TERRAIN_SMALLEST_CM = (40, 80)
"""Choix du terrain: the smallest battleground, short side x long side."""
TERRAIN_LARGEST_CM = (80, 120)
"""Choix du terrain: the largest battleground, short side x long side."""

TERRAIN_RULE = "Le terrain doit être une surface rectangulaire comprise entre 40cm x 80cm et 80cm x 120cm."
"""The rule's words, quoted in every refusal."""

REROLL_RULE = "Si le résultat est un 6, relancez le dé."
TIME_RULE = ("Pour connaître la limite de temps, faites l'opération suivante: 6 - résultat du précédent D6 "
             "et lisez le résultat sur le tableau des défis.")

MAX_REROLLS = 1000
"""A die that gives 6 this many times in a row is not a die: :func:`roll_objective` stops."""


class TournamentError(RulesError):
    """Something the tournament rules refuse; its :attr:`message` quotes the rule and names its
    source."""


# --------------------------------------------------------------------------- terrain


def _number(value: object, width: bool) -> float:
    """A side of the terrain (its width, else its length), in centimetres."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        if width:
            raise TournamentError(Message("tournament.terrain-width-not-number", value=repr(value)))
        raise TournamentError(Message("tournament.terrain-length-not-number", value=repr(value)))
    return float(value)


def centimetres(value: float) -> int | Fraction:
    """A length as a message carries it: whole centimetres, else the exact tenths."""
    return int(value) if value == int(value) else Fraction(value).limit_denominator(100)


def terrain_size(width_cm: float, length_cm: float) -> Message:
    """``60 x 90 cm``."""
    return Message("tournament.terrain", width=centimetres(width_cm), length=centimetres(length_cm))


def terrain_problem(width_cm: float, length_cm: float) -> Message | None:
    """Why a ``width_cm`` x ``length_cm`` terrain is refused (with the rule and its source), or None.

    Either orientation is accepted: the two sides are sorted before they are compared.
    """
    width, length = _number(width_cm, width=True), _number(length_cm, width=False)
    if width <= 0 or length <= 0:
        return Message("tournament.terrain-no-surface", width=centimetres(width), length=centimetres(length))
    short, long = sorted((width, length))
    (short_min, long_min), (short_max, long_max) = TERRAIN_SMALLEST_CM, TERRAIN_LARGEST_CM
    problems = []
    if short < short_min:
        problems.append(Message("tournament.short-side-under", side=centimetres(short), limit=short_min))
    if short > short_max:
        problems.append(Message("tournament.short-side-over", side=centimetres(short), limit=short_max))
    if long < long_min:
        problems.append(Message("tournament.long-side-under", side=centimetres(long), limit=long_min))
    if long > long_max:
        problems.append(Message("tournament.long-side-over", side=centimetres(long), limit=long_max))
    if not problems:
        return None
    return Message("tournament.terrain-refused", width=centimetres(width), length=centimetres(length),
                   problems=tuple(problems), rule=TERRAIN_RULE, source=CHOIX_DU_TERRAIN)


@dataclass(frozen=True, slots=True)
class Terrain:
    """The battleground as the players measured it, in centimetres (either orientation).

    Tournament rules, "Choix du terrain": refused outside 40 x 80 cm .. 80 x 120 cm.
    """

    width_cm: float
    length_cm: float

    def __post_init__(self) -> None:
        problem = terrain_problem(self.width_cm, self.length_cm)
        if problem is not None:
            raise TournamentError(problem)

    @property
    def short_cm(self) -> float:
        return min(self.width_cm, self.length_cm)

    @property
    def long_cm(self) -> float:
        return max(self.width_cm, self.length_cm)

    @property
    def deployment_zone_cm(self) -> tuple[float, float]:
        """Each player's half: "La surface est divisée dans le sens de la longueur, en deux zones de
        déploiement": a line along the long side, so each zone is half the short side by the long side."""
        return (self.short_cm / 2, self.long_cm)

    @property
    def size(self) -> Message:
        """``60 x 90 cm``."""
        return terrain_size(self.width_cm, self.length_cm)


# --------------------------------------------------------------------------- the objective roll


def _die(value: object, number: int | None = None) -> int:
    """A die thrown (``number``: its place in the objective roll)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        if number is None:
            raise TournamentError(Message("tournament.die", value=repr(value)))
        raise TournamentError(Message("tournament.objective-die", number=number, value=repr(value)))
    return value


@dataclass(frozen=True, slots=True)
class ObjectiveRoll:
    """Every die thrown for the objective: the 6s that were re-rolled, then the result (1-5).

    "Lancez un dé à 6 faces sur le tableau des défis [...] Si le résultat est un 6, relancez le dé."
    """

    dice: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.dice, tuple):
            object.__setattr__(self, "dice", tuple(self.dice))
        if not self.dice:
            raise TournamentError(Message("tournament.objective-roll-empty"))
        for number, value in enumerate(self.dice, start=1):
            _die(value, number)
        if self.dice[-1] == 6:
            raise TournamentError(Message("tournament.objective-roll-ends-on-six", rule=REROLL_RULE,
                                          source=CONDITIONS_DE_VICTOIRE))
        if any(value != 6 for value in self.dice[:-1]):
            raise TournamentError(Message("tournament.objective-roll-only-six-rerolled"))

    @property
    def result(self) -> int:
        """The row of the challenge table that gives the objective (1-5)."""
        return self.dice[-1]

    @property
    def time_row(self) -> int:
        """The row that gives the time limit: 6 - the result (1-5)."""
        return 6 - self.result

    @property
    def rerolls(self) -> int:
        """How many 6s were re-rolled."""
        return len(self.dice) - 1

    def explain(self) -> Message:
        """The roll in words, with the rule."""
        if not self.rerolls:
            return Message("tournament.objective-roll", result=self.result, time_row=self.time_row,
                           source=CONDITIONS_DE_VICTOIRE)
        return Message("tournament.objective-roll-rerolled", sixes=", ".join("6" for _ in range(self.rerolls)),
                       rule=REROLL_RULE, result=self.result, time_row=self.time_row, source=CONDITIONS_DE_VICTOIRE)


def objective_roll(dice: Sequence[int]) -> ObjectiveRoll:
    """The roll from dice the players threw themselves (``[6, 3]``: a 6 re-rolled, then 3)."""
    return ObjectiveRoll(tuple(dice))


def roll_objective(die: Callable[[], int]) -> ObjectiveRoll:
    """Throw ``die`` (a function giving 1-6) until it is not a 6."""
    dice: list[int] = []
    for _ in range(MAX_REROLLS):
        value = _die(die())
        dice.append(value)
        if value != 6:
            return ObjectiveRoll(tuple(dice))
    raise TournamentError(Message("tournament.die-not-fair", count=MAX_REROLLS))


def objective_odds() -> dict[int, Fraction]:
    """The chance of each row of the challenge table: a 6 is re-rolled, so each of 1-5 has 1/5.

    Exact: P(row r) = sum over k of (1/6)^k * 1/6 = (1/6) / (1 - 1/6) = 1/5.
    """
    stop = Fraction(1, 6)
    return {row: stop / (1 - Fraction(1, 6)) for row in range(1, 6)}


@dataclass(frozen=True, slots=True)
class Objective:
    """The scenario of the round: the roll, and what the players read on their booklet's table.

    ``text`` and ``time_limit`` are typed by the players (the project does not know the table);
    ``minutes`` is optional, for the app's countdown when the time limit is a duration.
    """

    roll: ObjectiveRoll
    text: str
    time_limit: str
    minutes: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.text, str) or not self.text.strip():
            raise TournamentError(Message("tournament.type-objective", row=self.roll.result))
        if not isinstance(self.time_limit, str) or not self.time_limit.strip():
            raise TournamentError(Message("tournament.type-time-limit", row=self.roll.time_row))
        object.__setattr__(self, "text", self.text.strip())
        object.__setattr__(self, "time_limit", self.time_limit.strip())
        if self.minutes is not None and (isinstance(self.minutes, bool) or not isinstance(self.minutes, int)
                                         or self.minutes < 1):
            raise TournamentError(Message("tournament.countdown-minutes", value=repr(self.minutes)))


# --------------------------------------------------------------------------- the lists


def tournament_list(army: ArmyList) -> ArmyList:
    """``army`` under the tournament ruleset: the list's own points if it gives them, else 200 AP.

    House rules are not part of the tournament rules and are dropped.
    """
    if army.ruleset == TOURNAMENT:
        return army
    return replace(army, ruleset=TOURNAMENT)


def check_list(army: ArmyList, cards: Mapping[str, Card]) -> Validation:
    """Validate ``army`` under the tournament ruleset (200 AP and the overage of "Choix des troupes")."""
    return validate(tournament_list(army), cards)


@dataclass(frozen=True)
class ListsCheck:
    """Both players' lists checked before the day starts."""

    armies: tuple[ArmyList, ArmyList]
    validations: tuple[Validation, Validation]
    match: tuple[Violation, ...]
    """Problems between the two lists that stop the round: different rules or different points."""
    notes: tuple[Violation, ...] = ()
    """The booklet's imbalance between the two totals: shown, not blocking. The tournament gives
    each force 200 AP and its own overage ("Choix des troupes"), which replaces the booklet's
    comparison of one list with the other."""

    @property
    def legal(self) -> bool:
        return all(v.legal for v in self.validations) and not self.match

    def problems(self) -> list[Message]:
        """Every violation, each with the list it concerns and its source."""
        lines = []
        for army, validation in zip(self.armies, self.validations):
            for violation in validation.violations:
                lines.append(Message("tournament.list-violation", list=army.name, message=violation.message,
                                     source=violation.source))
        for violation in self.match:
            lines.append(Message("tournament.violation", message=violation.message, source=violation.source))
        return lines


def check_lists(a: ArmyList, b: ArmyList, cards: Mapping[str, Card]) -> ListsCheck:
    """Both lists under the tournament rules, and the two lists against each other."""
    ta, tb = tournament_list(a), tournament_list(b)
    va, vb = validate(ta, cards), validate(tb, cards)
    found = check_match(ta, va, tb, vb)
    blocking = tuple(v for v in found if v.rule != MATCH_IMBALANCE)
    notes = tuple(v for v in found if v.rule == MATCH_IMBALANCE)
    return ListsCheck((ta, tb), (va, vb), blocking, notes)


def tournament_points(army: ArmyList) -> int:
    """The points the list is checked against under the tournament rules (200 unless it says otherwise)."""
    return army.points if army.points is not None else TOURNAMENT_POINTS


def unknown_cards(armies: Iterable[ArmyList], cards: Mapping[str, Card]) -> list[str]:
    """Card ids the lists name that ``cards`` lacks, sorted."""
    return sorted({e.card_id for army in armies for e in army.entries if e.card_id not in cards})
