"""Before the challenge: the terrain's size, the objective roll and the lists under the tournament rules.

Sources (shared/rules/tournament-rules-fr.txt): "Choix des troupes" (200 AP, the overage),
"Choix du terrain" (a rectangle between 40 x 80 cm and 80 x 120 cm, divided lengthwise into two
deployment zones), "Comment déterminer les conditions de victoire" (a D6 on the challenge table of
the CONFRONTATION booklet; a 6 is re-rolled; the time limit is read at 6 - the roll).

The challenge table itself ("le tableau des défis du livret") is not known to the project
(FACTS.md, "Not found"): :class:`Objective` keeps the roll and the objective and time limit the
players type from their booklet; nothing here invents an objective.

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

from companion.i18n.render import english
from companion.rules.army import MATCH_IMBALANCE, ArmyList, Validation, Violation, check_match, validate
from companion.rules.card import Card
from companion.rules.errors import RulesError
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
    """Something the tournament rules refuse; the message quotes the rule and names its source."""


# --------------------------------------------------------------------------- terrain


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise TournamentError(f"the {what} of the terrain must be a number of centimetres, not {value!r}")
    return float(value)


def terrain_problem(width_cm: float, length_cm: float) -> str | None:
    """Why a ``width_cm`` x ``length_cm`` terrain is refused (with the rule and its source), or None.

    Either orientation is accepted: the two sides are sorted before they are compared.
    """
    width, length = _number(width_cm, "width"), _number(length_cm, "length")
    if width <= 0 or length <= 0:
        return f"a terrain of {width:g} x {length:g} cm has no surface: give both sides in centimetres"
    short, long = sorted((width, length))
    (short_min, long_min), (short_max, long_max) = TERRAIN_SMALLEST_CM, TERRAIN_LARGEST_CM
    problems = []
    if short < short_min:
        problems.append(f"its short side ({short:g} cm) is under {short_min} cm")
    if short > short_max:
        problems.append(f"its short side ({short:g} cm) is over {short_max} cm")
    if long < long_min:
        problems.append(f"its long side ({long:g} cm) is under {long_min} cm")
    if long > long_max:
        problems.append(f"its long side ({long:g} cm) is over {long_max} cm")
    if not problems:
        return None
    return (f"a terrain of {width:g} x {length:g} cm is refused: {' and '.join(problems)}. "
            f"\"{TERRAIN_RULE}\" ({english(CHOIX_DU_TERRAIN)})")


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

    def __str__(self) -> str:
        return f"{self.width_cm:g} x {self.length_cm:g} cm"


# --------------------------------------------------------------------------- the objective roll


def _die(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise TournamentError(f"{what} must be a die from 1 to 6, not {value!r}")
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
            raise TournamentError("the objective roll needs at least one die")
        for number, value in enumerate(self.dice, start=1):
            _die(value, f"die {number} of the objective roll")
        if self.dice[-1] == 6:
            raise TournamentError(f"the objective roll ends on a 6: \"{REROLL_RULE}\" ({english(CONDITIONS_DE_VICTOIRE)}); "
                                  "throw the die again")
        if any(value != 6 for value in self.dice[:-1]):
            raise TournamentError("only a 6 is re-rolled: the objective roll stops at the first die that is not a 6")

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

    def explain(self) -> str:
        """The roll in words, with the rule."""
        sixes = ", ".join("6" for _ in range(self.rerolls))
        before = f"{sixes} (re-rolled: \"{REROLL_RULE}\"), then " if self.rerolls else ""
        return (f"Objective roll: {before}{self.result}. The objective is row {self.result} of the challenge table; "
                f"the time limit is row 6 - {self.result} = {self.time_row} ({english(CONDITIONS_DE_VICTOIRE)}).")


def objective_roll(dice: Sequence[int]) -> ObjectiveRoll:
    """The roll from dice the players threw themselves (``[6, 3]``: a 6 re-rolled, then 3)."""
    return ObjectiveRoll(tuple(dice))


def roll_objective(die: Callable[[], int]) -> ObjectiveRoll:
    """Throw ``die`` (a function giving 1-6) until it is not a 6."""
    dice: list[int] = []
    for _ in range(MAX_REROLLS):
        value = _die(die(), "the die")
        dice.append(value)
        if value != 6:
            return ObjectiveRoll(tuple(dice))
    raise TournamentError(f"the die gave {MAX_REROLLS} sixes in a row: it is not a fair die")


def objective_odds() -> dict[int, Fraction]:
    """The chance of each row of the challenge table: a 6 is re-rolled, so each of 1-5 has 1/5.

    Exact: P(row r) = sum over k of (1/6)^k * 1/6 = (1/6) / (1 - 1/6) = 1/5.
    """
    stop = Fraction(1, 6)
    return {row: stop / (1 - Fraction(1, 6)) for row in range(1, 6)}


@dataclass(frozen=True, slots=True)
class Objective:
    """The scenario of the round: the roll, and what the players read on their booklet's table.

    ``text`` and ``time_limit`` are typed by the players (the table is not known: FACTS.md);
    ``minutes`` is optional, for the app's countdown when the time limit is a duration.
    """

    roll: ObjectiveRoll
    text: str
    time_limit: str
    minutes: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.text, str) or not self.text.strip():
            raise TournamentError(f"type the objective of row {self.roll.result} of your booklet's challenge table "
                                  "(the app does not know the table)")
        if not isinstance(self.time_limit, str) or not self.time_limit.strip():
            raise TournamentError(f"type the time limit of row {self.roll.time_row} of your booklet's challenge table "
                                  "(the app does not know the table)")
        object.__setattr__(self, "text", self.text.strip())
        object.__setattr__(self, "time_limit", self.time_limit.strip())
        if self.minutes is not None and (isinstance(self.minutes, bool) or not isinstance(self.minutes, int)
                                         or self.minutes < 1):
            raise TournamentError(f"the countdown is a whole number of minutes of at least 1, not {self.minutes!r}")

    def __str__(self) -> str:
        return f"{self.text} (time limit: {self.time_limit})"


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

    def problems(self) -> list[str]:
        """Every violation in words, each with the list it concerns and its source."""
        lines = []
        for army, validation in zip(self.armies, self.validations):
            for violation in validation.violations:
                lines.append(f"{army.name}: {english(violation.message)} ({english(violation.source)})")
        for violation in self.match:
            lines.append(f"{english(violation.message)} ({english(violation.source)})")
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
