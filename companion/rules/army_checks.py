"""The rules a list is checked against: one function a rule, each citing its source.

Each check reads the list looked up once (:class:`~companion.rules.army_lookup.LookedUp`) and
yields what it finds. :data:`CHECKS` make a list illegal; :data:`WARNINGS` tell the player
something worth knowing about a legal list. Both are in the order of ``RULE_ORDER``; the
readings of the texts are in :mod:`companion.rules.army`'s docstring.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction

from companion.rules.army_alliance import ALLIANCE_ABILITY, ALLIANCES, Membership
from companion.rules.army_costs import largest_single_drop
from companion.rules.army_editions import editions_warning
from companion.rules.army_lookup import LookedUp
from companion.rules.army_model import (
    ALLIANCE_CAP,
    ALLIANCE_FORBIDDEN,
    ALLIANCE_UNRECOGNISED,
    BLOOD_BROTHER,
    BLOOD_BROTHER_ALONE,
    CARD_FIGURES,
    CARD_FIGURES_UNKNOWN,
    CARD_INCOMPLETE,
    CARD_UNKNOWN,
    CHARACTER_UNIQUE,
    CHOIX_DES_TROUPES,
    INCARNATION,
    INCARNATION_INVALID,
    POINTS_MISSING,
    POINTS_OVERAGE,
    POINTS_OVERAGE_SEVERAL,
    POINTS_UNDER,
    SETTING_UP,
    ArmyOptions,
    Violation,
    times,
)
from companion.rules.army_options import option_budget, option_limit, option_not_offered
from companion.rules.message import Message, Share
from companion.rules.peoples import ALLIES, PEOPLE_BY_ID
from companion.rules.source import Source

Check = Callable[[LookedUp, ArmyOptions], Iterable[Violation]]
"""One rule: what it finds in a list looked up, under the readings a group chose."""


def card_unknown(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``card.unknown``: an entry names a card the library does not have (booklet, "Setting up
    the game": an army is made of reference cards)."""
    for card_id, indices in looked_up.unknown.items():
        if len(indices) > 1:
            message = Message("army.card-unknown-entries", card_id=card_id, count=len(indices))
        else:
            message = Message("army.card-unknown", card_id=card_id)
        yield Violation(CARD_UNKNOWN, message, indices, SETTING_UP)


def card_incomplete(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``card.incomplete``: a card without AP cannot be counted (booklet, "Setting up the game":
    the army points)."""
    for card_id, card in looked_up.cards.items():
        if card.ap is None:
            yield Violation(
                CARD_INCOMPLETE,
                Message("army.card-incomplete", card=card.name, card_id=card_id, missing=(Message("army.its-ap"),)),
                looked_up.by_card[card_id],
                SETTING_UP,
            )


def card_figures(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``card.figures``: more figurines on an entry than its card allows (booklet, "Setting up
    the game": "A reference card represents up to the number of figurines originally provided
    in the blister pack")."""
    listed = looked_up.army.entries
    for card_id, card in looked_up.cards.items():
        most = card.figures_allowed
        if most is None:
            continue
        for index in looked_up.by_card[card_id]:
            count = listed[index].figures
            if count > most:
                yield Violation(CARD_FIGURES, Message("army.card-figures", card=card.name, count=count, most=most),
                                (index,), SETTING_UP)


def character_unique(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``character.unique``: a Character fielded more than once, by one card or by several
    versions of him (cards with the same ``character_id``: "Agonn the ardent" and "Agonn the
    ardent (2nd)") (booklet, "Setting up the game": one figurine per Character)."""
    for who, fielded in looked_up.character_figures.items():
        if fielded <= 1:
            continue
        card_ids = looked_up.character_cards[who]
        if len(card_ids) == 1:
            message = Message("army.character-unique", card=looked_up.cards[card_ids[0]].name, times=times(fielded))
        else:
            message = Message("army.character-versions", cards=tuple(looked_up.cards[c].name for c in card_ids),
                              times=times(fielded))
        yield Violation(CHARACTER_UNIQUE, message, looked_up.entries_of(card_ids), SETTING_UP)


def incarnation_invalid(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``incarnation.invalid``: an incarnated entry of a Character's card, or of more than one
    figurine (booklet, "Incarnation": "Any non-Character can be given this Ability")."""
    for index in looked_up.incarnated:
        card, figures = looked_up.entries[index].card, looked_up.army.entries[index].figures
        if card is None:
            continue
        if card.character:
            yield Violation(INCARNATION_INVALID, Message("army.incarnation-character", card=card.name), (index,),
                            INCARNATION)
        elif figures != 1:
            yield Violation(INCARNATION_INVALID, Message("army.incarnation-figures", card=card.name, count=figures),
                            (index,), INCARNATION)


def alliance_forbidden(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``alliance.forbidden``: a card of a people that may not join the army (booklet, "the
    alliances", and the abilities Alliance/X, Mercenary, Stateless, Hyperian)."""
    army = looked_up.army
    for card_id, trait in looked_up.traits.items():
        if trait.membership is not Membership.FORBIDDEN:
            continue
        card = looked_up.cards[card_id]
        other = PEOPLE_BY_ID[card.people].name if card.people in PEOPLE_BY_ID else card.people
        allies = tuple(sorted(PEOPLE_BY_ID[p].name for p in ALLIES.get(army.people, frozenset())))
        yield Violation(
            ALLIANCE_FORBIDDEN,
            Message("army.alliance-forbidden", card=card.name, other=other, people=PEOPLE_BY_ID[army.people].name,
                    allies=allies or Message("army.nobody")),
            looked_up.by_card[card_id],
            ALLIANCES,
        )


def alliance_cap(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``alliance.cap``: Allies and Mercenaries over 30% of the army's own total AP (booklet, "the
    alliances": "Your army may not count more than 30% in A.P. of Allies or Mercenaries from
    another people")."""
    total, ally_ap = looked_up.total, looked_up.ally_ap
    if total and ally_ap * 10 > total * 3:
        yield Violation(
            ALLIANCE_CAP,
            Message("army.alliance-cap", ally_ap=ally_ap, total=total, share=Share(Fraction(ally_ap, total)),
                    allowed=total * 3 // 10),
            looked_up.ally_entries,
            ALLIANCES,
        )


def points_missing(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``points.missing``: a list without agreed points outside a tournament (booklet, "Setting
    up the game": the players agree on the army points)."""
    if looked_up.army.agreed_points is None:
        yield Violation(POINTS_MISSING, Message("army.points-missing", total=looked_up.total), (), SETTING_UP)


def points_overage(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``points.overage``: the total over the points by more than half the least expensive
    figurine's AP, rounded down (booklet, "Setting up the game"; tournament rules, "Choix des
    troupes", in a tournament)."""
    points, total, allowance = looked_up.army.agreed_points, looked_up.total, looked_up.allowance
    if points is not None and total - points > allowance:
        overage = total - points
        if looked_up.cheapest is None:
            message = Message("army.overage", total=total, points=points, overage=overage, allowance=allowance)
        else:
            cost, name, _ = looked_up.cheapest
            message = Message("army.overage-cheapest", total=total, points=points, overage=overage,
                              allowance=allowance, half=_half(cost), name=name, cost=cost)
        yield Violation(POINTS_OVERAGE, message, (), _points_source(looked_up))


def points_overage_several(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``points.overage.tournament-several``: in a tournament, removing one single figurine
    does not bring the total back to the points (tournament rules, "Choix des troupes": "il ne
    doit obligatoirement concerner qu'une seule figurine")."""
    army, total = looked_up.army, looked_up.total
    points = army.agreed_points
    if not army.ruleset.tournament or points is None or total <= points:
        return
    drop = largest_single_drop(army, [entry.cost for entry in looked_up.entries], looked_up.partners,
                               looked_up.reduction_by_card)
    if total - drop > points:
        yield Violation(POINTS_OVERAGE_SEVERAL,
                        Message("army.overage-several", total=total, points=points, left=total - drop), (),
                        CHOIX_DES_TROUPES)


def points_under(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``points.under``: by how much a list is under its points, which is legal (booklet,
    "Setting up the game"; tournament rules, "Choix des troupes", in a tournament)."""
    points, total = looked_up.army.agreed_points, looked_up.total
    if points is not None and total < points:
        yield Violation(POINTS_UNDER, Message("army.points-under", total=total, points=points, under=points - total),
                        (), _points_source(looked_up))


def alliance_unrecognised(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``alliance.unrecognised``: an Alliance/X whose X names no people known (booklet, the
    ability Alliance/X)."""
    for card_id, trait in looked_up.traits.items():
        for value in trait.unrecognised_alliances:
            yield Violation(ALLIANCE_UNRECOGNISED,
                            Message("army.alliance-unrecognised", card=looked_up.cards[card_id].name, value=value),
                            looked_up.by_card[card_id], ALLIANCE_ABILITY)


def blood_brother_alone(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``blood-brother.alone``: a Blood brother / X whose brother is not in the list: no
    reduction (booklet, "Blood brother / X")."""
    for card_id, value in looked_up.lonely_brothers:
        yield Violation(BLOOD_BROTHER_ALONE,
                        Message("army.blood-brother-alone", card=looked_up.cards[card_id].name, brother=value),
                        looked_up.by_card[card_id], BLOOD_BROTHER)


def card_figures_unknown(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``card.figures-unknown``: the troop cards whose blister size no source gives, in one
    warning: the player checks the blister (booklet, "Setting up the game": "A reference card
    represents up to the number of figurines originally provided in the blister pack"). A
    Character is one figurine."""
    unknown = [card_id for card_id, card in looked_up.cards.items() if card.figures_allowed is None]
    if unknown:
        names = tuple(looked_up.cards[card_id].name for card_id in unknown)
        yield Violation(CARD_FIGURES_UNKNOWN, Message("army.cards-figures-unknown", cards=names, count=len(names)),
                        looked_up.entries_of(unknown), SETTING_UP)


def editions_mixed(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``army.editions-mixed``: cards of several editions in one list (booklet, "Setting up the
    game": the armies are built to the agreed army points, priced by one hand)."""
    mixed = editions_warning(looked_up.cards, looked_up.by_card)
    if mixed is not None:
        yield mixed


def _points_source(looked_up: LookedUp) -> Source:
    return CHOIX_DES_TROUPES if looked_up.army.ruleset.tournament else SETTING_UP


def _half(value: int) -> Message:
    """"half of 15 AP is 7.5, so 7 whole AP" / "half of 14 AP is 7"."""
    if value % 2:
        return Message("army.half-odd", value=value, half=Fraction(value, 2), whole=value // 2)
    return Message("army.half", value=value, half=value // 2)


CHECKS: tuple[Check, ...] = (
    card_unknown,
    card_incomplete,
    card_figures,
    character_unique,
    incarnation_invalid,
    option_not_offered,
    option_limit,
    option_budget,
    alliance_forbidden,
    alliance_cap,
    points_missing,
    points_overage,
    points_overage_several,
)
"""The rules a legal list keeps, in the order of ``RULE_ORDER``."""

WARNINGS: tuple[Check, ...] = (
    points_under,
    alliance_unrecognised,
    blood_brother_alone,
    card_figures_unknown,
    editions_mixed,
)
"""What a list is told without being illegal, in the order of ``RULE_ORDER``."""
