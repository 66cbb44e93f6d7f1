"""Army lists and their validation: points, alliances, reference cards, Characters.

Sources: booklet, "Setting up the game" (army points, the least expensive figurine, reference
cards, one figurine per Character), "the alliances", the abilities Alliance/X, Mercenary,
Stateless, Hyperian, Incarnation, Blood brother/X, Mutagenic/X, Toxic/X, War-staff, Scout,
Leadership; tournament rules, "Choix des troupes".

Readings of the texts, chosen once and named here (each is also in the docstring of the check):

- **Allowance** (booklet, "Setting up the game": the total may be higher "if the imbalance does
  not exceed half of his least expensive figurine's value in A.P."). The overage is a whole
  number of AP and may not exceed half the AP of the army's least expensive figurine: half of an
  odd value is rounded DOWN (15 AP -> 7.5 -> an overage of 7 is allowed, 8 is not), since an
  overage of 8 would exceed 7.5. The least expensive figurine is priced as fielded (Incarnation
  doubled, Blood brother reduced).
- **Tournament overage** ("Choix des troupes"): 200 AP unless the list says otherwise, and two
  conditions, each checked with its own rule id: "il ne doit obligatoirement concerner qu'une
  seule figurine" is read as *removing one single figurine must bring the total back to the
  points or below* (``points.overage.tournament-several``); "le dépassement maximum autorisé
  correspond à la moitié de la valeur en PA de la plus faible figurine dans la main du joueur"
  is the allowance above, the player's hand being every card of the list (``points.overage``).
  With positive costs the second implies the first (the cheapest figurine costs more than half
  of itself); the first is still reported on its own because it tells the player that trimming
  one figurine is not enough.
- **Allies' cap** ("Your army may not count more than 30% in A.P. of Allies or Mercenaries from
  another people"): 30% of the army's own total AP (what the army "counts"), not of the agreed
  points: ``ally_ap * 10 <= total_ap * 3``.
- **Blood brother rounding** ("The A.P. cost of each of them is reduced by 25 % rounded up"):
  by default the REDUCTION is rounded up (the words "rounded up" follow "25 %": a 30-AP brother
  is reduced by 8 and costs 22); :class:`BloodBrotherRounding` ``COST_UP`` rounds the reduced
  cost up instead (30 -> 22.5 -> 23). The reduction applies after Incarnation's doubling, and
  "includes all artefacts, spells and miracles that might be chosen": a brother's options are
  reduced with him, in one rounding.
- **Options** (artefacts, spells, miracles, Experience, equipment): an entry's AP is its
  figurines' plus its options'; so are the totals, the allowance's least expensive figurine
  (a figurine alone on its entry is priced with the entry's options), the Allies' share (an
  Ally's options are Ally AP), and the AP of Mutagenic and Toxic warriors ("The artefacts,
  spells, miracles and Experience cards ... are to be included in this total").
- **Versions of a Character**: cards with the same ``character_id`` ("Agonn the ardent" and
  "Agonn the ardent (2nd)") are one Character: fielding both is fielding him twice.
- **Figures per card unknown** (community data does not give them): a Character is one
  figurine; a troop is checked, with a warning to compare with the blister.
- **Incarnation**: "Any non-Character can be given this Ability": an incarnated entry must be of
  a non-Character card and activate exactly one figurine (the one that becomes the Character);
  two incarnated entries of one card are the same Character, so at most one per side.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Protocol

from companion.rules.abilities import Ability
from companion.rules.army_alliance import Membership
from companion.rules.army_checks import CHECKS, WARNINGS
from companion.rules.army_lookup import traits_of, look_up
from companion.rules.army_model import (
    ADDITIONAL_RULES,
    ALLIANCE_CAP,
    ALLIANCE_FORBIDDEN,
    ALLIANCE_UNRECOGNISED,
    ALLY_SHARE_MAX,
    BLOOD_BROTHER,
    BLOOD_BROTHER_ALONE,
    CARD_FIGURES,
    CARD_FIGURES_UNKNOWN,
    CARD_INCOMPLETE,
    CARD_UNKNOWN,
    CHARACTER_UNIQUE,
    CHOIX_DES_TROUPES,
    DEFAULT_OPTIONS,
    EDITIONS_MIXED,
    INCARNATION,
    INCARNATION_INVALID,
    MATCH_IMBALANCE,
    MATCH_POINTS,
    MATCH_RULESET,
    MUTAGENIC,
    NOT_ADOPTABLE,
    OPTION_BUDGET,
    OPTION_LIMIT,
    OPTION_NOT_OFFERED,
    POINTS_MISSING,
    POINTS_OVERAGE,
    POINTS_OVERAGE_SEVERAL,
    POINTS_UNDER,
    RULE_ORDER,
    RULE_TITLES,
    SCOUT,
    SETTING_UP,
    TOXIC,
    WAR_STAFF,
    ArmyInfo,
    ArmyList,
    ArmyOptions,
    BloodBrotherRounding,
    Entry,
    EntrySource,
    Figurine,
    Validation,
    Violation,
    WarStaff,
)
from companion.rules.army_options import army_with_defaults
from companion.rules.card import Card
from companion.rules.message import Message

_RANK = {rule: index for index, rule in enumerate(RULE_ORDER)}


def validate(army: ArmyList, cards: Mapping[str, Card], *, options: ArmyOptions = DEFAULT_OPTIONS) -> Validation:
    """Check ``army`` against the rules of its ruleset, with ``cards`` (id -> Card) as the library.

    The cards are looked up and the list counted once (:func:`~companion.rules.army_lookup.look_up`),
    then each rule of :mod:`companion.rules.army_checks` reads the result: the cost is linear in
    the list's size. Every violation names its rule id, the entries concerned and its source. An
    entry's AP is its figurines' plus its options' (:mod:`companion.rules.army_costs`), an option
    group the list leaves empty holding its default (as New Recruit reads it).
    """
    looked_up = look_up(army_with_defaults(army, cards), cards, options)
    violations = sorted((found for check in CHECKS for found in check(looked_up, options)), key=_order)
    warnings = sorted((found for check in WARNINGS for found in check(looked_up, options)), key=_order)
    total, ally_ap, points = looked_up.total, looked_up.ally_ap, looked_up.army.agreed_points
    return Validation(
        legal=not violations,
        total_ap=total,
        points=points,
        allowance=looked_up.allowance,
        ally_ap=ally_ap,
        ally_share=Fraction(ally_ap, total) if total else Fraction(0),
        under_by=0 if points is None else max(0, points - total),
        violations=tuple(violations),
        warnings=tuple(warnings),
        info=looked_up.info,
        entry_ap=tuple([None if entry.cost is None else entry.cost.line for entry in looked_up.entries]),
        memberships=tuple([entry.membership for entry in looked_up.entries]),
        entry_figure_ap=tuple([None if entry.cost is None else (entry.cost.first, entry.cost.figure)
                               for entry in looked_up.entries]),
    )


def _order(violation: Violation) -> tuple[int, tuple[int, ...], str]:
    return (_RANK.get(violation.rule, len(_RANK)), violation.entries, repr(violation.message))


def check_match(a: ArmyList, va: Validation, b: ArmyList, vb: Validation) -> list[Violation]:
    """Two lists for one game: same rules, same points, and the booklet's imbalance rule.

    Booklet, "Setting up the game": "A player's total may be slightly higher than his
    opponent's, if the imbalance does not exceed half of his least expensive figurine's value in
    A.P." The higher list's allowance (half its cheapest figurine, rounded down) bounds the
    difference. Entries are not given (they would point into two lists).
    """
    found: list[Violation] = []
    if a.ruleset != b.ruleset:
        found.append(
            Violation(
                MATCH_RULESET,
                Message("army.match-ruleset", a=a.name, ruleset_a=a.ruleset.message, b=b.name,
                        ruleset_b=b.ruleset.message),
                (),
                ADDITIONAL_RULES,
            )
        )
    if va.points is not None and vb.points is not None and va.points != vb.points:
        found.append(
            Violation(
                MATCH_POINTS,
                Message("army.match-points", a=a.name, points_a=va.points, b=b.name, points_b=vb.points),
                (),
                SETTING_UP,
            )
        )
    high, low, vh, vl = (a, b, va, vb) if va.total_ap >= vb.total_ap else (b, a, vb, va)
    gap = vh.total_ap - vl.total_ap
    if gap > vh.allowance:
        cheapest = vh.info.cheapest
        if cheapest is not None:
            why = Message("army.imbalance-allowance", army=high.name, cheapest=cheapest.name, ap=cheapest.ap,
                          allowance=vh.allowance)
        else:
            why = Message("army.imbalance-empty")
        found.append(
            Violation(
                MATCH_IMBALANCE,
                Message("army.match-imbalance", high=high.name, high_ap=vh.total_ap, low_ap=vl.total_ap,
                        low=low.name, gap=gap, why=why),
                (),
                SETTING_UP,
            )
        )
    return found


class Joining(Protocol):
    """What tells how a card may join an army: its people and abilities (a Card, or a card as
    a list holds it)."""

    @property
    def people(self) -> str: ...
    @property
    def abilities(self) -> tuple[Ability, ...]: ...


def join_status(army_people: str, card: Joining) -> Membership:
    """How ``card`` may join an army of ``army_people`` (for the builder's library pane).

    Cached by (people, abilities), like validation: marking a 5,000-card library is cheap.
    """
    return traits_of(army_people, card.people, card.abilities, False).membership


__all__ = [
    "ALLIANCE_CAP",
    "ALLIANCE_FORBIDDEN",
    "ALLIANCE_UNRECOGNISED",
    "ALLY_SHARE_MAX",
    "BLOOD_BROTHER",
    "BLOOD_BROTHER_ALONE",
    "CARD_FIGURES",
    "CARD_FIGURES_UNKNOWN",
    "CARD_INCOMPLETE",
    "CARD_UNKNOWN",
    "CHARACTER_UNIQUE",
    "CHOIX_DES_TROUPES",
    "DEFAULT_OPTIONS",
    "EDITIONS_MIXED",
    "INCARNATION",
    "INCARNATION_INVALID",
    "MATCH_IMBALANCE",
    "MATCH_POINTS",
    "MATCH_RULESET",
    "MUTAGENIC",
    "NOT_ADOPTABLE",
    "OPTION_BUDGET",
    "OPTION_LIMIT",
    "OPTION_NOT_OFFERED",
    "POINTS_MISSING",
    "POINTS_OVERAGE",
    "POINTS_OVERAGE_SEVERAL",
    "POINTS_UNDER",
    "RULE_ORDER",
    "RULE_TITLES",
    "SCOUT",
    "SETTING_UP",
    "TOXIC",
    "WAR_STAFF",
    "ArmyInfo",
    "ArmyList",
    "ArmyOptions",
    "BloodBrotherRounding",
    "Entry",
    "EntrySource",
    "Figurine",
    "Joining",
    "Membership",
    "Validation",
    "Violation",
    "WarStaff",
    "check_match",
    "join_status",
    "validate",
]
