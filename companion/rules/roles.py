"""Who holds the roles of a War-staff: a Standard-bearer and a Musician.

Booklet, "War-staff": "a War-staff consists of a Character with the Leadership Ability, a
Standard-bearer and a Musician"; "Leadership / X": "All figurines within Leadership / X of a
Standard-bearer gain a +1 bonus on Courage Rolls ... of a Musician ... on Discipline Rolls".
The booklet's list of Abilities has neither: they are roles a card gives. A figurine holds one
when its card says so by an ability of that name, by the card's name ("Standard-bearer of the
Lion", "Kelt Standard Bearer", "Musician of Alahan (1)", "Porte-étendard"), or by an option its
entry takes (a standard-bearer or musician upgrade of the community data). The list's War-staff
(:mod:`companion.rules.army`) and the Table's (:mod:`companion.rules.game.courage`) ask here.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from companion.rules.abilities import ability_key
from companion.rules.card import Card

STANDARD_BEARER_WORDS = ("standardbearer", "porteetendard")
"""The role's name in English and French, as :func:`~companion.rules.abilities.ability_key` writes it."""
MUSICIAN_WORDS = ("musician", "musicien")


@functools.lru_cache(maxsize=8192)
def named_roles(name: str) -> tuple[bool, bool]:
    """Whether a name (a card's, an option's) says Standard-bearer, and Musician."""
    key = ability_key(name)
    return any(word in key for word in STANDARD_BEARER_WORDS), any(word in key for word in MUSICIAN_WORDS)


def card_roles(card: Card) -> tuple[bool, bool]:
    """Whether ``card`` is a Standard-bearer, and a Musician: by its abilities or its names."""
    standard_bearer = card.has("Standard-bearer")
    musician = card.has("Musician")
    for name in (card.name, *card.names.values()):
        by_name = named_roles(name)
        standard_bearer, musician = standard_bearer or by_name[0], musician or by_name[1]
    return standard_bearer, musician


def is_standard_bearer(card: Card) -> bool:
    """Whether ``card`` is a Standard-bearer (:func:`card_roles`)."""
    return card_roles(card)[0]


def is_musician(card: Card) -> bool:
    """Whether ``card`` is a Musician (:func:`card_roles`)."""
    return card_roles(card)[1]


def entry_roles(card: Card, options: Iterable[str]) -> tuple[bool, bool]:
    """Whether an entry of ``card`` taking ``options`` (option ids) fields a Standard-bearer,
    and a Musician: by the card's abilities, its names, or the options taken."""
    standard_bearer, musician = card_roles(card)
    for option_id in options:
        option = card.option(option_id)
        if option is not None:
            by_option = named_roles(option.name)
            standard_bearer, musician = standard_bearer or by_option[0], musician or by_option[1]
    return standard_bearer, musician
