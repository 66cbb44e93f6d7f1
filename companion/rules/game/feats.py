"""Physical Feats in the game: the Feat roll and what a failure costs.

Booklet, "main movements": "To do a Physical Feat, a characteristic roll must be made based on a
Feat score equal to the Movement characteristic divided by 2,5. It is impossible to Fire while
accomplishing a Physical Feat." SWIMMING ("a Feat Roll from which he subtracts his Resilience
score. If the result is higher than 0, he can use half his Movement ... otherwise, he suffers
an automatic Light Wound and stays still"), JUMPING ("The long jump: ... a Feat Roll with a
difficulty equal to 4 + 1 for each length of his own base it takes to get to the other side";
"The high jump calls for a Feat Roll with a difficulty equal to the height, in cm, the warrior
wants to jump + his Resilience score. The difficulty is reduced by two points if the obstacle
is of a smaller Size than the figurine"; "Jumping over troops is a high jump ... SMALL : 2,
NORMAL : 4, LARGE : 6, VERY LARGE : 8"; "If the warrior fails, he suffers a Leg Wound with a
Strength equal to the number of cm he wanted to jump (high jump) or the distance to the bottom
(long jump)"), CLIMBING ("a Feat Roll from which is subtracted the warrior's Resilience. The
warrior then climbs a number of cm equal to the final result ... If the roll is negative, the
warrior falls : he takes a normal Wound with a Strength equal to the distance from the ground to
the point where he started his climbing Movement. If he has failed when he was on a flat area,
big enough for his own base to stand, he suffers no Wound"), and the deliberate fall ("a Leg
Wound with a Strength equal to the distance from the ground, but will subtract his Feat score
from the Damage Roll"). Tournament rules: "Saut" (half the Movement jumped "automatiquement",
a failed jump "une Blessure ... de FOR 1 par cm de chute verticale"), "Escalade" ("un jet
d'Initiative avec pour difficulté la hauteur escaladée ... Si le dé indique 1, c'est la
chute"), "Nage" (no roll: "un guerrier se déplace de son Mouvement").

Reading choices (with those of :mod:`companion.rules.movement`): a base's length is its depth
(infantry 2.5 cm, cavalry 5 cm, creature 3.75 cm); a Strength "equal to the number of cm" is
rounded up to a whole number; a climb that fails on a natural 1 makes no progress (it is not a
negative result: no fall).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from companion.rules import movement as movement_rules
from companion.rules.card import Base, Size
from companion.rules.dice import RollModifiers
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, Feat
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.harm import inflict, resolve_damage
from companion.rules.game.state import Figurine, MoveType, Phase, Presence
from companion.rules.message import Message
from companion.rules.source import Source, booklet, tournament
from companion.rules.wounds import Location, WoundLevel

FEATS_SOURCE: Source = booklet("main movements, PHYSICAL FEATS")
BASE_LENGTH: dict[Base, Fraction] = {Base.INFANTRY: Fraction(5, 2), Base.CAVALRY: Fraction(5),
                                     Base.CREATURE: Fraction(15, 4)}
"""The length (depth) of each base, in cm: 25 x 25, 25 x 50, 37.5 x 37.5 mm."""
FEAT_NAMES: dict[str, Message] = {
    "long-jump": Message("game.feat-long-jump"), "high-jump": Message("game.feat-high-jump"),
    "troops-jump": Message("game.feat-troops-jump"), "swim": Message("game.feat-swim"),
    "climb": Message("game.feat-climb"), "fall": Message("game.feat-fall-name"),
}
"""Each Physical Feat in a word, by the name :class:`~companion.rules.game.actions.Feat` gives it."""
KINDS = tuple(FEAT_NAMES)


@dataclass(frozen=True, slots=True)
class FeatPlan:
    """The roll a Feat asks for and what a failure costs.

    ``needed``: the dice total the roll must reach (None: no roll); ``roll``: "feat" or
    "initiative" (tournament climbing); ``failure_strength``: the Strength of the Damage roll a
    failure calls for (None: none), a Leg Wound when ``leg``; ``light_wound``: a failure is an
    automatic Light Wound (swimming).
    """

    feat: str
    score: Fraction
    difficulty: Fraction | None
    needed: int | None
    roll: str
    failure_strength: int | None
    leg: bool
    light_wound: bool
    source: Source
    roll_bonus: int = 0


def _cm(value: float, what: str) -> Fraction:
    number = Fraction(str(value))
    if number < 0:
        raise IllegalAction(Message("game.feat-negative", what=what))
    return number


def _strength(cm: Fraction) -> int:
    return math.ceil(cm)


def plan(d: Draft, fig: Figurine, action: Feat) -> FeatPlan:
    """The roll and the price of failure of the Feat ``action`` by ``fig`` (see the module docstring)."""
    card = d.card(fig)
    if card.movement is None:
        raise IllegalAction(Message("game.card-lacks", figurine=d.label(fig), characteristic="M"))
    score = movement_rules.feat_score(card.movement)
    resilience = d.value(fig, "resilience")
    tournament_rules = d.state.setup.ruleset.tournament
    distance, depth = _cm(action.distance, "distance"), _cm(action.depth, "depth")
    kind = action.feat
    if kind not in KINDS:
        raise IllegalAction(Message("game.unknown-feat", feat=repr(kind), feats=", ".join(KINDS)))
    try:
        if kind == "long-jump":
            fall = _strength(depth) if depth > 0 else None
            if tournament_rules and distance <= Fraction(str(card.movement)) / 2:
                return FeatPlan(kind, score, None, None, "feat", None, False, False, tournament("Saut"))
            difficulty = movement_rules.long_jump_difficulty(float(distance), float(BASE_LENGTH[card.base or Base.INFANTRY])).value
            source = tournament("Saut") if tournament_rules else booklet("main movements, JUMPING (long jump)")
            return FeatPlan(kind, score, difficulty, math.ceil(difficulty - score), "feat", fall, not tournament_rules,
                            False, source)
        if kind == "high-jump":
            answer = movement_rules.high_jump_difficulty(float(distance), resilience, obstacle_smaller=action.smaller)
            return FeatPlan(kind, score, answer.value, math.ceil(answer.value - score), "feat", _strength(distance),
                            True, False, answer.sources[0])
        if kind == "troops-jump":
            if not action.troops:
                raise IllegalAction(Message("game.feat-troops"))
            sizes = [d.card(d.fig(t)).size or Size.NORMAL for t in action.troops]
            answer = movement_rules.troops_jump_difficulty(card.size or Size.NORMAL, sizes, resilience)
            height = movement_rules.JUMP_HEIGHT_BY_SIZE[max(sizes, key=movement_rules.SIZE_ORDER.index)]
            return FeatPlan(kind, score, answer.value, math.ceil(answer.value - score), "feat", height, True, False,
                            answer.sources[-1])
        if kind == "swim":
            if tournament_rules:
                return FeatPlan(kind, score, None, None, "feat", None, False, False, tournament("Nage"))
            threshold = Fraction(resilience)
            return FeatPlan(kind, score, threshold, math.floor(threshold - score) + 1, "feat", None, False,
                            not card.has("Living-dead"), booklet("main movements, SWIMMING"))
        if kind == "climb":
            if tournament_rules:
                if card.base is Base.CAVALRY:
                    raise IllegalAction(Message("game.cavalry-cannot-climb", figurine=d.label(fig)))
                initiative = Fraction(d.value(fig, "initiative"))
                return FeatPlan(kind, initiative, distance, math.ceil(distance - initiative), "initiative",
                                _strength(distance), False, False, tournament("Escalade"))
            threshold = distance + resilience
            return FeatPlan(kind, score, threshold, math.ceil(threshold - score), "feat",
                            _strength(depth) if depth > 0 else None, False, False, booklet("main movements, CLIMBING"))
        bonus = movement_rules.deliberate_fall_roll_bonus(float(distance), card.movement)
        return FeatPlan(kind, score, None, None, "feat", None if bonus is None else _strength(distance), True, False,
                        booklet("main movements, CLIMBING (a deliberate fall)"), bonus or 0)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None


def feat_modifiers(d: Draft, fig: Figurine, roll: str) -> RollModifiers:
    """The modifiers of the Feat (or Initiative) roll: Vivacity, a dead Blood brother, wounds
    on an Initiative roll."""
    return d.mods(fig, "initiative" if roll == "initiative" else "feat")


def _feat(d: Draft, action: Feat) -> None:
    """A Physical Feat: the roll, then the Leg Wound, the fall or the Light Wound of a failure."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(action.figurine)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(fig)))
    if fig.entry != d.state.active:
        raise IllegalAction(Message("game.moves-when-activated", figurine=d.label(fig)))
    if fig.moved not in (None, MoveType.FEAT):
        raise IllegalAction(Message("game.moved-already", figurine=d.label(fig), movement=fig.moved.label))
    if fig.engaged_with or fig.paralysed or fig.fleeing:
        raise IllegalAction(Message("game.feat-not-now", figurine=d.label(fig)))
    chosen = plan(d, fig, action)
    d.put(replace(fig, moved=MoveType.FEAT))
    what = FEAT_NAMES[chosen.feat]
    if chosen.needed is None:
        if chosen.feat == "fall" and chosen.failure_strength is None:
            d.log(Message("game.fall-unharmed", figurine=d.label(fig), cm=Fraction(str(action.distance)), score=chosen.score),
                  chosen.source)
            return
        if chosen.failure_strength is None:
            d.log(Message("game.feat-automatic", figurine=d.label(fig), feat=what), chosen.source)
            return
        d.log(Message("game.feat-fall", figurine=d.label(fig), cm=Fraction(str(action.distance)), score=chosen.score), chosen.source)
        resolve_damage(d, fig.id, action.damage_dice, "damage_dice", chosen.failure_strength, action.wound, by=None,
                       survival_die=action.survival_die, forced_location=Location.LEGS, roll_bonus=chosen.roll_bonus,
                       what=Message("game.feat-damage-roll"))
        return
    outcome = d.roll("dice", action.dice, 0, chosen.needed, feat_modifiers(d, fig, chosen.roll),
                     Message("game.feat-roll-of", figurine=d.label(fig)))
    total = chosen.score + outcome.total
    d.log(Message("game.feat-roll", figurine=d.label(fig), feat=what, score=chosen.score,
                  difficulty=chosen.difficulty, total=total, result=outcome.explain()), chosen.source, FEATS_SOURCE)
    if chosen.feat == "climb" and not d.state.setup.ruleset.tournament:
        _climbed(d, fig, action, chosen, outcome.success, total, outcome.dice[0])
        return
    if outcome.success:
        d.log(Message("game.feat-succeeds", figurine=d.label(fig), feat=what), chosen.source)
        return
    if chosen.feat == "climb" and outcome.dice[0] != 1:  # tournament: a failed climb only falls on a 1
        d.log(Message("game.climb-fails", figurine=d.label(fig)), chosen.source)
        return
    _failed(d, fig, action, chosen)


def _climbed(d: Draft, fig: Figurine, action: Feat, chosen: FeatPlan, reached: bool, total: Fraction,
             first_die: int) -> None:
    """The booklet's climb: the Feat roll's result - RES is the height climbed; below 0 a fall."""
    resilience = d.value(fig, "resilience")
    if first_die == 1 and not reached:
        d.log(Message("game.climb-fails", figurine=d.label(fig)), chosen.source)
        return
    climbed = total - resilience
    if climbed >= 0:
        d.log(Message("game.climbs", figurine=d.label(fig), cm=climbed, height=chosen.difficulty - resilience
                      if chosen.difficulty is not None else 0), chosen.source)
        return
    _failed(d, fig, action, chosen)


def _failed(d: Draft, fig: Figurine, action: Feat, chosen: FeatPlan) -> None:
    """What a failed Feat costs: an automatic Light Wound, a Leg Wound or a fall, or nothing."""
    what = FEAT_NAMES[chosen.feat]
    if chosen.light_wound:
        d.log(Message("game.feat-light-wound", figurine=d.label(fig), feat=what), chosen.source)
        inflict(d, fig.id, WoundLevel.LIGHT)
        return
    if chosen.failure_strength is None:
        d.log(Message("game.feat-fails-unharmed", figurine=d.label(fig), feat=what), chosen.source)
        return
    d.log(Message("game.feat-fails", figurine=d.label(fig), feat=what, strength=chosen.failure_strength),
          chosen.source)
    resolve_damage(d, fig.id, action.damage_dice, "damage_dice", chosen.failure_strength, action.wound, by=None,
                   survival_die=action.survival_die, forced_location=Location.LEGS if chosen.leg else None,
                   what=Message("game.feat-damage-roll"))


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {Feat: _feat}

__all__ = ["BASE_LENGTH", "FEAT_NAMES", "FeatPlan", "HANDLERS", "KINDS", "feat_modifiers", "plan"]
