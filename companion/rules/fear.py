"""Fear and Courage: who tests, the test, failing, rallying, immunity, Leadership and War-staff.

Source: booklet, "INFLUENCE OF FEAR" and the abilities Bravery, Born killer, Fanaticism,
Leadership / X, War-staff, Living-dead, Hyperian, Righteous, Desperate, Dreadful, War cry / X,
Rallying cry, Pariah; the tournament rules, "L'influence de la peur".

The test: "roll a D6 and add the result to your Courage characteristic ... if the result is
strictly greater than your opponent's Fear, the test is successful ... A lesser or equal result
is a failure." So a Courage roll of C against Fear F is a characteristic roll at difficulty
F + 1 (a 1 fails, a 6 is re-rolled).

Reading choices:

* **Leadership "may use its scores"**: a fighter uses the leader's score only when it is better.
* **Desperate** "can even Charge or Engage freely a Fear-inducing figurine": he does not test
  when he charges; when charged he tests, and a failure gives the Fear penalties as bonuses
  (+1) without flight ("he will never run away").
* **Several Fear creatures** charging one figurine use the highest Fear, +1 per extra creature
  (the booklet: "they benefit from the same +1 bonus to Fear").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from companion.rules.abilities import Ability, canonical_name
from companion.rules.characteristic import RollKind, roll_setup
from companion.rules.dice import RollModifiers, RollOutcome, chance_to_reach, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.message import Message, Signed
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import Source, booklet, booklet_ability, tournament

FEAR_SOURCE: Source = booklet("movement phase, INFLUENCE OF FEAR")
RALLY_SOURCE: Source = booklet("INFLUENCE OF FEAR (Rallying Roll)")
IMMUNITY_SOURCE: Source = booklet("INFLUENCE OF FEAR (overcome Fear: immune to equal or lower)")
GROUP_SOURCE: Source = booklet("INFLUENCE OF FEAR (several figurines Charge a Fear-inducing creature)")
TOURNAMENT_FEAR: Source = tournament("Règles additionnelles, L'influence de la peur")
FEAR_PENALTY = -1
""""The penalties due to Fear are -1 to Initiative, Attack and Defence"."""


def _src(name: str) -> Source:
    return booklet_ability(name)


def _names(abilities: Iterable[Ability | str]) -> set[str]:
    out: set[str] = set()
    for ability in abilities:
        parsed = Ability.parse(ability) if isinstance(ability, str) else ability
        out.add(canonical_name(parsed.name) or parsed.name)
    return out


def _value(abilities: Iterable[Ability | str], name: str) -> int | None:
    for ability in abilities:
        parsed = Ability.parse(ability) if isinstance(ability, str) else ability
        if (canonical_name(parsed.name) or parsed.name) == name:
            return parsed.number
    return None


class Situation(str, Enum):
    """Why the Courage test is made."""

    CHARGED = "charged"
    """Charged or Engaged by a Fear-inducing creature: a failure makes him flee."""
    CHARGING = "charging"
    """Trying to Charge or Engage one: a failure paralyses him."""


class Failure(str, Enum):
    """What a failed Courage test does."""

    FLEES = "flees"
    PARALYSED = "paralysed"
    HOLDS = "holds"
    """Desperate, or a Fanatic whose Discipline roll succeeded: no flight, Fear effects stay."""


@dataclass(frozen=True, slots=True)
class Fighter:
    """What the Fear rules read of a fighter."""

    courage: int | None = None
    fear: int | None = None
    discipline: int | None = None
    abilities: tuple[Ability, ...] = ()
    people: str = ""
    character: bool = False

    @classmethod
    def of(cls, courage: int | None = None, fear: int | None = None,
           discipline: int | None = None, abilities: Iterable[Ability | str] = (),
           people: str = "", character: bool = False) -> Fighter:
        parsed = tuple(Ability.parse(a) if isinstance(a, str) else a for a in abilities)
        return cls(courage, fear, discipline, parsed, people, character)

    @property
    def names(self) -> set[str]:
        return _names(self.abilities)

    def has(self, name: str) -> bool:
        return name in self.names


@dataclass(frozen=True, slots=True)
class Decision:
    """A yes/no answer with its reason and sources."""

    value: bool
    reason: Message
    sources: tuple[Source, ...]


# --- who tests ------------------------------------------------------------------------------


def must_test(
    fighter: Fighter,
    creature: Fighter,
    situation: Situation,
    *,
    overcome_fear: int | None = None,
    rallying_cry: bool = False,
    war_cry: bool = False,
) -> Decision:
    """Whether ``fighter`` must test his Courage against ``creature``.

    ``overcome_fear``: the highest Fear he has overcome this game ("he is no longer affected
    by all creatures with an equal or lower Fear rating"; a rally does not count).
    ``rallying_cry``: a Rallying cry of his people this round. ``war_cry``: the fighter
    Charges with War cry / X.
    """
    names = fighter.names
    cnames = creature.names
    fear = effective_fear(fighter, creature)
    if fear is None:
        return Decision(False, Message("fear.no-fear"), (FEAR_SOURCE,))
    if "Righteous" in names:
        return Decision(False, Message("fear.righteous"), (_src("Righteous"),))
    if "Hyperian" in names:
        return Decision(False, Message("fear.hyperian"), (_src("Hyperian"),))
    if rallying_cry:
        return Decision(False, Message("fear.rallying-cry"), (_src("Rallying cry"),))
    if "Desperate" in names and situation is Situation.CHARGING:
        return Decision(False, Message("fear.desperate-charges"),
                      (_src("Desperate"),))
    if war_cry and situation is Situation.CHARGING and _value(fighter.abilities, "War cry"):
        if "Living-dead" not in cnames:
            return Decision(False, Message("fear.war-cry"),
                          (_src("War cry / X"),))
    frightening_opponent = "Living-dead" in cnames or (
        "Hyperian" in cnames and "Construct" not in names)
    if "Living-dead" in names and "Hyperian" not in cnames:
        return Decision(False, Message("fear.living-dead"), (_src("Living-dead"),))
    if fighter.fear is not None and not frightening_opponent:
        return Decision(False, Message("fear.fear-creature"), (FEAR_SOURCE,))
    if overcome_fear is not None and fear <= overcome_fear:
        if "Dreadful" in cnames:
            return Decision(True, Message("fear.dreadful"),
                          (_src("Dreadful"),))
        return Decision(False, Message("fear.overcome", overcome=overcome_fear, fear=fear),
                      (IMMUNITY_SOURCE,))
    return Decision(True, Message("fear.tests", fear=fear), (FEAR_SOURCE,))


def effective_fear(fighter: Fighter, creature: Fighter) -> int | None:
    """The Fear the fighter faces: the creature's Fear, or a Hyperian's Courage for a Fear
    creature ("these treat the Hyperians' Courage rate as if it were Fear")."""
    if "Hyperian" in creature.names and (fighter.fear is not None or fighter.has("Living-dead")) \
            and not fighter.has("Construct"):
        return creature.courage
    return creature.fear


def courage_score(fighter: Fighter, creature: Fighter) -> int:
    """The score a fighter tests with: Courage, or Fear "becomes Courage" for a Fear creature
    against a Living-dead or a Hyperian (booklet, Living-dead, Hyperian)."""
    if fighter.courage is not None:
        return fighter.courage
    if fighter.fear is not None:
        return fighter.fear
    raise RulesError(Message("fear.no-courage"))


# --- the test -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CourageTest:
    """One Courage test: the score, the Fear, the difficulty (Fear + 1) and the roll's rules."""

    courage: int
    fear: int
    bonus: int
    modifiers: RollModifiers
    sources: tuple[Source, ...]
    notes: tuple[Message, ...]

    @property
    def difficulty(self) -> int:
        """Strictly greater than Fear: a total of Fear + 1."""
        return self.fear + 1

    @property
    def chance(self) -> Fraction:
        return chance_to_reach(self.courage + self.bonus, self.difficulty, self.modifiers)

    def resolve(self, dice: Sequence[int]) -> RollOutcome:
        return resolve_roll(self.courage + self.bonus, self.difficulty, dice, self.modifiers)


def courage_test(
    courage: int,
    fear: int,
    abilities: Iterable[Ability | str] = (),
    *,
    bonus: int = 0,
    character: bool = False,
    blood_brother_dead: bool = False,
    ruleset: Ruleset = CORE,
) -> CourageTest:
    """A Courage roll of ``courage`` (+ ``bonus``, e.g. Standard-bearer +1) against ``fear``."""
    setup = roll_setup(RollKind.COURAGE, abilities, character=character,
                       blood_brother_dead=blood_brother_dead, ruleset=ruleset)
    if bonus:
        test = Message("fear.must-beat-bonus", courage=courage, bonus=Signed(bonus), fear=fear)
    else:
        test = Message("fear.must-beat", courage=courage, fear=fear)
    notes = (test, *setup.notes)
    return CourageTest(courage, fear, bonus, setup.modifiers, (FEAR_SOURCE, *setup.sources),
                       notes)


def group_courage(courages: Sequence[int]) -> int:
    """Several figurines Charging one Fear creature: "only one test ... using the highest Courage
    amongst the warriors and adding a +1 bonus for each additional fighter"."""
    if not courages:
        raise RulesError(Message("fear.empty-group"))
    return max(courages) + len(courages) - 1


def group_fear(fears: Sequence[int]) -> int:
    """Several Fear creatures Charging one figurine "benefit from the same +1 bonus to Fear"."""
    if not fears:
        raise RulesError(Message("fear.no-creature"))
    return max(fears) + len(fears) - 1


@dataclass(frozen=True, slots=True)
class FearOdds:
    """Chances of a Courage test: passing, holding anyway (Fanatic), failing."""

    passes: Fraction
    holds: Fraction
    """Failed Courage, but no flight: a Fanatic's Discipline roll, or a Desperate."""
    fails: Fraction
    failure: Failure
    sources: tuple[Source, ...]
    notes: tuple[Message, ...]

    @property
    def stands(self) -> Fraction:
        """Does not run away (nor stays paralysed)."""
        return self.passes + self.holds


def fear_odds(
    test: CourageTest,
    situation: Situation,
    abilities: Iterable[Ability | str] = (),
    *,
    discipline: int | None = None,
    character: bool = False,
) -> FearOdds:
    """Exact odds of a Courage test and of what a failure does.

    "if the warrior fails his test when Charged or Engaged by a Fear-inducing creature ... he
    runs away"; "when trying to Charge or Engage a Fear-inducing creature, he is paralysed".
    Fanaticism: "When a Fanatic fails a Courage test, he must attempt a Discipline Roll at the
    same difficulty level in order not to run away. He will still suffer the effects of Fear".
    """
    names = _names(abilities)
    passes = test.chance
    sources = list(test.sources)
    notes = list(test.notes)
    failure = Failure.FLEES if situation is Situation.CHARGED else Failure.PARALYSED
    holds = Fraction(0)
    if "Desperate" in names:
        holds, failure = 1 - passes, Failure.HOLDS
        sources.append(_src("Desperate"))
        notes.append(Message("fear.desperate"))
    elif "Fanaticism" in names and situation is Situation.CHARGED:
        if discipline is None:
            raise RulesError(Message("fear.fanatic-discipline"))
        setup = roll_setup(RollKind.DISCIPLINE, names, character=character)
        holds = (1 - passes) * chance_to_reach(discipline, test.difficulty, setup.modifiers)
        sources.append(_src("Fanaticism"))
        notes.append(Message("fear.fanaticism", discipline=discipline, difficulty=test.difficulty))
    fails = 1 - passes - holds
    return FearOdds(passes, holds, fails, failure, tuple(sources), tuple(notes))


def fear_penalty(abilities: Iterable[Ability | str] = ()) -> int:
    """-1 to INI, ATT and DEF for a failed test; +1 for a Desperate ("transformed into
    bonuses"). Apply with :func:`companion.rules.characteristic.penalised` (never below 0)."""
    return -FEAR_PENALTY if "Desperate" in _names(abilities) else FEAR_PENALTY


def rally_test(courage: int, difficulty: int, abilities: Iterable[Ability | str] = (),
               *, bonus: int = 0, character: bool = False) -> CourageTest:
    """The Rallying Roll: "The difficulty of this new test will be the same as the one that made
    him run away." ``difficulty`` is the Fear he failed against. Not in the Movement phase in
    which he fled; a success does not make him immune to that Fear."""
    test = courage_test(courage, difficulty, abilities, bonus=bonus, character=character)
    return CourageTest(test.courage, test.fear, test.bonus, test.modifiers,
                       (RALLY_SOURCE, *test.sources), test.notes)


def immunity_after(previous: int | None, fear: int, passed: bool, rally: bool) -> int | None:
    """The highest Fear a fighter is immune to after a test.

    "When a warrior has overcome his Fear facing a frightening creature, he is no longer
    affected by all creatures with an equal or lower Fear rating, until the end of the game.
    To succeed on a Rallying Roll does not immunise the fighter".
    """
    if not passed or rally:
        return previous
    return fear if previous is None else max(previous, fear)


# --- Leadership, War-staff, Standard-bearer, Musician --------------------------------------


@dataclass(frozen=True, slots=True)
class Morale:
    """The Courage / Fear / Discipline a fighter tests with, and roll bonuses."""

    courage: int | None
    fear: int | None
    discipline: int | None
    courage_bonus: int
    discipline_bonus: int
    sources: tuple[Source, ...]
    notes: tuple[Message, ...]


def morale(
    fighter: Fighter,
    leader: Fighter | None = None,
    *,
    in_range: bool = True,
    war_staff: bool = False,
    standard_bearer: bool = False,
    musician: bool = False,
) -> Morale:
    """The scores a fighter tests with near a leader (booklet, Leadership / X, War-staff).

    * Leadership: "all warriors within distance / X ... may use its scores in Courage, Fear and
      Discipline"; only the leader's people; a Pariah only from a Pariah; "Leadership does not
      spread Fear to fighters who have a Courage rating on their Reference card and vice versa".
    * War-staff: "the Courage / Fear and Discipline scores of the Character + 2"; Leadership is
      then without effect except during the Approach; "The bonuses gained through the
      War-staff Ability can be taken into account during the Approach" (see
      :func:`companion.rules.rounds.best_discipline`).
    * Standard-bearer: +1 on Courage Rolls; Musician: +1 on Discipline Rolls (within range).
    * Living-dead: Discipline is 0.
    """
    courage, fear, discipline = fighter.courage, fighter.fear, fighter.discipline
    sources: list[Source] = []
    notes: list[Message] = []
    courage_bonus = discipline_bonus = 0
    if leader is not None and in_range:
        usable = True
        if leader.people and fighter.people and leader.people != fighter.people:
            usable = False
            notes.append(Message("fear.leadership-people"))
        if fighter.has("Pariah") and not leader.has("Pariah"):
            usable = False
            sources.append(_src("Pariah"))
            notes.append(Message("fear.pariah"))
        if usable and (war_staff or leader.has("Leadership")):
            extra = 2 if war_staff else 0
            name = "War-staff" if war_staff else "Leadership / X"
            sources.append(_src(name))
            if courage is not None and leader.courage is not None:
                if leader.courage + extra > courage:
                    courage = leader.courage + extra
                    notes.append(Message("fear.leader-courage", rule=name, value=courage))
            elif fear is not None and leader.fear is not None:
                if leader.fear + extra > fear:
                    fear = leader.fear + extra
                    notes.append(Message("fear.leader-fear", rule=name, value=fear))
            else:
                notes.append(Message("fear.leadership-no-spread"))
            if leader.discipline is not None and (discipline is None
                                                 or leader.discipline + extra > discipline):
                discipline = leader.discipline + extra
                notes.append(Message("fear.leader-discipline", rule=name, value=discipline))
        if standard_bearer:
            courage_bonus += 1
            sources.append(_src("Leadership / X (Standard-bearer)"))
            notes.append(Message("fear.standard-bearer"))
        if musician:
            discipline_bonus += 1
            sources.append(_src("Leadership / X (Musician)"))
            notes.append(Message("fear.musician"))
    if fighter.has("Living-dead"):
        discipline = 0
        discipline_bonus = 0
        sources.append(_src("Living-dead"))
        notes.append(Message("fear.living-dead-discipline"))
    return Morale(courage, fear, discipline, courage_bonus, discipline_bonus, tuple(sources),
                  tuple(notes))


def war_cry_fear(abilities: Iterable[Ability | str], charging: bool) -> int | None:
    """War cry / X "gives him a level of Fear equal to / X when he Charges" (only then)."""
    value = _value(abilities, "War cry")
    return value if charging else None


TOURNAMENT_FEAR_ORDER = Message("fear.tournament-order")
"""The tournament text's order of events for Fear, without its heading (a row of the reference
sheet)."""


def tournament_fear_note(ruleset: Ruleset) -> Message | None:
    """The tournament text's order of events for Fear, shown to the players."""
    if not ruleset.tournament:
        return None
    return Message("fear.tournament")
