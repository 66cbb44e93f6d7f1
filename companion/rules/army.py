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

import functools
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import NamedTuple

from companion.rules.abilities import Ability
from companion.rules.army_alliance import (
    ALLIANCE_ABILITY,
    ALLIANCES,
    Membership,
    alliance_target,
    canonical,
    membership,
)
from companion.rules.army_costs import EntryCost, blood_brothers, entry_cost, largest_single_drop
from companion.rules.army_editions import editions_warning
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
    times,
)
from companion.rules.army_options import army_with_defaults, check_options
from companion.rules.roles import entry_roles
from companion.rules.card import Card
from companion.rules.message import Message, Share
from companion.rules.peoples import ALLIES, PEOPLE_BY_ID

_RANK = {rule: index for index, rule in enumerate(RULE_ORDER)}

class _Traits(NamedTuple):
    """What validation needs from a card's people and abilities, looked up once per distinct kind."""

    membership: Membership
    counts_as_ally: bool
    unrecognised_alliances: tuple[str, ...]
    brothers: tuple[str, ...]
    mutagenic: bool
    toxic: bool
    scout: bool
    leadership: bool
    standard_bearer: bool
    musician: bool
    stateless: bool
    adoptable: tuple[str, ...]
    """The card's abilities a Stateless may adopt, written as on the card (``Leadership/10``)."""


def _traits(army_people: str, card: Card, options: ArmyOptions) -> _Traits:
    return _traits_of(army_people, card.people, card.abilities, options.stateless_is_ally)


@functools.lru_cache(maxsize=8192)
def _traits_of(army_people: str, card_people: str, abilities: tuple[Ability, ...], stateless_is_ally: bool) -> _Traits:
    """Cached by (people, abilities): troop cards of a people share few ability sets."""
    names: set[str] = set()
    unrecognised: list[str] = []
    brothers: list[str] = []
    for ability in abilities:
        name = canonical(ability)
        if name is None:
            continue
        names.add(name)
        if name == "Alliance" and ability.value is not None and not alliance_target(ability.value):
            unrecognised.append(ability.value)
        elif name == "Blood brother" and ability.value is not None:
            brothers.append(ability.value)
    joins = membership(army_people, card_people, abilities)
    return _Traits(
        membership=joins,
        counts_as_ally=joins.counts_as_ally(stateless_is_ally=stateless_is_ally),
        unrecognised_alliances=tuple(unrecognised),
        brothers=tuple(brothers),
        mutagenic="Mutagenic" in names,
        toxic="Toxic" in names,
        scout="Scout" in names,
        leadership="Leadership" in names,
        standard_bearer="Standard-bearer" in names,
        musician="Musician" in names,
        stateless="Stateless" in names,
        adoptable=tuple(sorted({_written(name, ability.value) for ability in abilities
                                if (name := canonical(ability)) is not None and name not in NOT_ADOPTABLE})),
    )


def _written(name: str, value: str | None) -> str:
    return name if value is None else f"{name}/{value}"


def _sorted(indices: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(indices))


def _half(value: int) -> Message:
    """"half of 15 AP is 7.5, so 7 whole AP" / "half of 14 AP is 7"."""
    if value % 2:
        return Message("army.half-odd", value=value, half=Fraction(value, 2), whole=value // 2)
    return Message("army.half", value=value, half=value // 2)


def validate(army: ArmyList, cards: Mapping[str, Card], *, options: ArmyOptions = DEFAULT_OPTIONS) -> Validation:
    """Check ``army`` against the rules of its ruleset, with ``cards`` (id -> Card) as the library.

    One pass over the entries (plus one over the distinct cards): the cost is linear in the
    list's size. Every violation names its rule id, the entries concerned and its source. An
    entry's AP is its figurines' plus its options' (:mod:`companion.rules.army_costs`); the
    options themselves are checked by :mod:`companion.rules.army_options`, an option group the
    list leaves empty holding its default (as New Recruit reads it).
    """
    army = army_with_defaults(army, cards)  # an empty group with a default holds it
    people_name = PEOPLE_BY_ID[army.people].name
    points = army.agreed_points
    violations: list[Violation] = []
    warnings: list[Violation] = []

    # Pass 1: resolve the cards once per distinct id; group the entries by card.
    resolved: dict[str, Card] = {}
    traits: dict[str, _Traits] = {}
    by_card: dict[str, list[int]] = {}
    unknown: dict[str, list[int]] = {}
    for index, entry in enumerate(army.entries):
        card_id = entry.card_id
        group = by_card.get(card_id)
        if group is None:
            group = by_card[card_id] = []
            card = cards.get(card_id)
            if card is not None:
                resolved[card_id] = card
                traits[card_id] = _traits(army.people, card, options)
        group.append(index)
        if card_id not in resolved:
            unknown.setdefault(card_id, []).append(index)

    for card_id, indices in unknown.items():
        if len(indices) > 1:
            unknown_card = Message("army.card-unknown-entries", card_id=card_id, count=len(indices))
        else:
            unknown_card = Message("army.card-unknown", card_id=card_id)
        violations.append(Violation(CARD_UNKNOWN, unknown_card, _sorted(indices), SETTING_UP))

    # Blood brothers: resolve each Blood brother/X against the cards of this list.
    pairs, partners = blood_brothers(resolved, {card_id: t.brothers for card_id, t in traits.items()}, by_card,
                                     warnings)

    # Pass 2: cost, membership and counts of every entry.
    entry_ap: list[int | None] = []
    costs: list[EntryCost | None] = []
    memberships: list[Membership | None] = []
    total = ally_ap = figures = characters = scouts = mutagenic_ap = toxic_ap = 0
    cheapest: tuple[int, str, str] | None = None
    dearest: tuple[int, str, str] | None = None
    reduction_by_card: dict[str, int] = {}
    character_figures: dict[str, int] = {}
    character_cards: dict[str, list[str]] = {}
    ally_entries: list[int] = []
    leader = standard_bearer = musician = False
    has_stateless = any(t.stateless for t in traits.values())
    adoption: dict[str, int] = {}
    rounding = options.blood_brother_rounding
    for index, entry in enumerate(army.entries):
        card = resolved.get(entry.card_id)
        if card is None:
            entry_ap.append(None)
            costs.append(None)
            memberships.append(None)
            continue
        trait = traits[entry.card_id]
        memberships.append(trait.membership)
        count = entry.figures
        figures += count
        if card.character or entry.incarnation:
            fielded = count if card.character else 1
            characters += fielded
            who = card.character_key
            character_figures[who] = character_figures.get(who, 0) + fielded
            names = character_cards.setdefault(who, [])
            if card.id not in names:
                names.append(card.id)
            if trait.leadership:
                leader = True
        if trait.scout:
            scouts += count
        if has_stateless and not trait.stateless:
            for written in trait.adoptable:
                adoption[written] = adoption.get(written, 0) + count
        if not (standard_bearer and musician):
            holds = (trait.standard_bearer, trait.musician)
            if not all(holds):
                by_card_or_option = entry_roles(card, entry.options)
                holds = (holds[0] or by_card_or_option[0], holds[1] or by_card_or_option[1])
            standard_bearer, musician = standard_bearer or holds[0], musician or holds[1]
        if entry.incarnation and (card.character or count != 1):
            violations.append(_incarnation_violation(index, card, count))
        most = card.figures_allowed
        if most is not None and count > most:
            violations.append(
                Violation(
                    CARD_FIGURES,
                    Message("army.card-figures", card=card.name, count=count, most=most),
                    (index,),
                    SETTING_UP,
                )
            )
        cost = entry_cost(card, entry, card.id in partners, rounding)
        costs.append(cost)
        if cost is None:
            entry_ap.append(None)
            continue
        if cost.reduction:
            reduction_by_card[card.id] = reduction_by_card.get(card.id, 0) + cost.reduction
        line = cost.line
        entry_ap.append(line)
        total += line
        if trait.counts_as_ally:
            ally_ap += line
            ally_entries.append(index)
        if trait.mutagenic:
            mutagenic_ap += line
        if trait.toxic:
            toxic_ap += line
        low = (cost.figure if count > 1 else cost.first, card.name, card.id)
        if cheapest is None or low < cheapest:
            cheapest = low
        dear = (-cost.first, card.name, card.id)
        if dearest is None or dear < dearest:
            dearest = dear

    _incomplete(resolved, by_card, violations, warnings)
    mixed = editions_warning(resolved, by_card)
    if mixed is not None:
        warnings.append(mixed)
    _alliances(army, people_name, resolved, traits, by_card, violations, warnings)
    for who, fielded in character_figures.items():
        if fielded > 1:
            violations.append(_character_violation(fielded, character_cards[who], resolved, by_card))
    check_options(army, resolved, violations)

    if total and ally_ap * 10 > total * 3:
        allowed = total * 3 // 10
        share = Fraction(ally_ap, total)
        violations.append(
            Violation(
                ALLIANCE_CAP,
                Message("army.alliance-cap", ally_ap=ally_ap, total=total, share=Share(share), allowed=allowed),
                _sorted(ally_entries),
                ALLIANCES,
            )
        )

    allowance = cheapest[0] // 2 if cheapest is not None else 0
    under_by = 0 if points is None else max(0, points - total)
    _check_points(
        army,
        points,
        total,
        allowance,
        cheapest,
        lambda: largest_single_drop(army, costs, partners, reduction_by_card),
        violations,
        warnings,
    )

    info = ArmyInfo(
        figures=figures,
        characters=characters,
        cheapest=None if cheapest is None else Figurine(cheapest[2], cheapest[1], cheapest[0]),
        most_expensive=None if dearest is None else Figurine(dearest[2], dearest[1], -dearest[0]),
        scouts=scouts,
        mutagenic_ap=mutagenic_ap,
        mutagenic_picks=mutagenic_ap // 100,
        toxic_ap=toxic_ap,
        toxic_picks=-(-toxic_ap // 100),
        war_staff=WarStaff(leader, standard_bearer, musician),
        blood_brothers=pairs,
        stateless_adopts=_most_widespread(adoption) if has_stateless else (),
    )
    violations.sort(key=_order)
    warnings.sort(key=_order)
    return Validation(
        legal=not violations,
        total_ap=total,
        points=points,
        allowance=allowance,
        ally_ap=ally_ap,
        ally_share=Fraction(ally_ap, total) if total else Fraction(0),
        under_by=under_by,
        violations=tuple(violations),
        warnings=tuple(warnings),
        info=info,
        entry_ap=tuple(entry_ap),
        memberships=tuple(memberships),
        entry_figure_ap=tuple(None if cost is None else (cost.first, cost.figure) for cost in costs),
    )


def _character_violation(fielded: int, card_ids: list[str], resolved: Mapping[str, Card],
                         by_card: Mapping[str, list[int]]) -> Violation:
    """One Character fielded more than once: by one card, or by several versions of him
    (cards with the same ``character_id``: "Agonn the ardent" and "Agonn the ardent (2nd)")."""
    entries = _sorted(index for card_id in card_ids for index in by_card[card_id])
    if len(card_ids) == 1:
        message = Message("army.character-unique", card=resolved[card_ids[0]].name, times=times(fielded))
    else:
        message = Message("army.character-versions", cards=tuple(resolved[c].name for c in card_ids),
                          times=times(fielded))
    return Violation(CHARACTER_UNIQUE, message, entries, SETTING_UP)


def _check_points(
    army: ArmyList,
    points: int | None,
    total: int,
    allowance: int,
    cheapest: tuple[int, str, str] | None,
    single_drop: Callable[[], int],
    violations: list[Violation],
    warnings: list[Violation],
) -> None:
    """The total against the agreed points: missing points, overage, the tournament's one-figurine
    rule, and a warning saying by how much a list is under (which is legal)."""
    source = CHOIX_DES_TROUPES if army.ruleset.tournament else SETTING_UP
    if points is None:
        violations.append(
            Violation(POINTS_MISSING, Message("army.points-missing", total=total), (), SETTING_UP)
        )
    elif total > points:
        overage = total - points
        if overage > allowance:
            violations.append(
                Violation(POINTS_OVERAGE, _overage_message(total, points, overage, allowance, cheapest), (), source)
            )
        if army.ruleset.tournament:
            left = total - single_drop()
            if left > points:
                violations.append(
                    Violation(
                        POINTS_OVERAGE_SEVERAL,
                        Message("army.overage-several", total=total, points=points, left=left),
                        (),
                        CHOIX_DES_TROUPES,
                    )
                )
    elif total < points:
        warnings.append(
            Violation(POINTS_UNDER, Message("army.points-under", total=total, points=points, under=points - total),
                      (), source)
        )


def _most_widespread(adoption: Mapping[str, int]) -> tuple[str, ...]:
    """The abilities most figurines have (by name), each with its most widespread /X value."""
    by_name: dict[str, int] = {}
    for written, count in adoption.items():
        name = written.partition("/")[0]
        by_name[name] = by_name.get(name, 0) + count
    if not by_name:
        return ()
    top = max(by_name.values())
    chosen: list[str] = []
    for name in sorted(n for n, c in by_name.items() if c == top):
        values = {w: c for w, c in adoption.items() if w.partition("/")[0] == name}
        best = max(values.values())
        chosen.extend(sorted(w for w, c in values.items() if c == best))
    return tuple(chosen)


def _order(violation: Violation) -> tuple[int, tuple[int, ...], str]:
    return (_RANK.get(violation.rule, len(_RANK)), violation.entries, repr(violation.message))


def _overage_message(total: int, points: int, overage: int, allowance: int,
                     cheapest: tuple[int, str, str] | None) -> Message:
    if cheapest is None:
        return Message("army.overage", total=total, points=points, overage=overage, allowance=allowance)
    cost, name, _ = cheapest
    return Message("army.overage-cheapest", total=total, points=points, overage=overage, allowance=allowance,
                   half=_half(cost), name=name, cost=cost)


def _incarnation_violation(index: int, card: Card, count: int) -> Violation:
    if card.character:
        message = Message("army.incarnation-character", card=card.name)
    else:
        message = Message("army.incarnation-figures", card=card.name, count=count)
    return Violation(INCARNATION_INVALID, message, (index,), INCARNATION)


def _incomplete(resolved: Mapping[str, Card], by_card: Mapping[str, list[int]], violations: list[Violation],
                warnings: list[Violation]) -> None:
    """A card without AP cannot be counted: a violation. A card without figures per card is
    one figurine when it is a Character (a Character is one figurine); a troop whose blister
    size is not known is a warning: the player checks the blister (booklet, "Setting up the
    game": "A reference card represents up to the number of figurines originally provided in
    the blister pack"). One warning names every such card, in the order of the list."""
    unknown_figures: list[str] = []
    unknown_entries: list[int] = []
    for card_id, card in resolved.items():
        entries = _sorted(by_card[card_id])
        if card.ap is None:
            violations.append(
                Violation(
                    CARD_INCOMPLETE,
                    Message("army.card-incomplete", card=card.name, card_id=card_id, missing=(Message("army.its-ap"),)),
                    entries,
                    SETTING_UP,
                )
            )
        if card.figures_allowed is None:
            unknown_figures.append(card.name)
            unknown_entries.extend(entries)
    if unknown_figures:
        warnings.append(Violation(CARD_FIGURES_UNKNOWN,
                                  Message("army.cards-figures-unknown", cards=tuple(unknown_figures),
                                          count=len(unknown_figures)),
                                  _sorted(unknown_entries), SETTING_UP))


def _alliances(
    army: ArmyList,
    people_name: str,
    resolved: Mapping[str, Card],
    traits: Mapping[str, _Traits],
    by_card: Mapping[str, list[int]],
    violations: list[Violation],
    warnings: list[Violation],
) -> None:
    for card_id, trait in traits.items():
        card = resolved[card_id]
        if trait.membership is Membership.FORBIDDEN:
            other = PEOPLE_BY_ID[card.people].name if card.people in PEOPLE_BY_ID else card.people
            allies = tuple(sorted(PEOPLE_BY_ID[p].name for p in ALLIES.get(army.people, frozenset())))
            violations.append(
                Violation(
                    ALLIANCE_FORBIDDEN,
                    Message("army.alliance-forbidden", card=card.name, other=other, people=people_name,
                            allies=allies or Message("army.nobody")),
                    _sorted(by_card[card_id]),
                    ALLIANCES,
                )
            )
        for value in trait.unrecognised_alliances:
            warnings.append(
                Violation(
                    ALLIANCE_UNRECOGNISED,
                    Message("army.alliance-unrecognised", card=card.name, value=value),
                    _sorted(by_card[card_id]),
                    ALLIANCE_ABILITY,
                )
            )


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


def join_status(army_people: str, card: Card) -> Membership:
    """How ``card`` may join an army of ``army_people`` (for the builder's library pane).

    Cached by (people, abilities), like validation: marking a 5,000-card library is cheap.
    """
    return _traits_of(army_people, card.people, card.abilities, False).membership


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
    "Membership",
    "Validation",
    "Violation",
    "WarStaff",
    "check_match",
    "join_status",
    "validate",
]
