"""Abilities whose /X names a kind of fighter: Bane / X, Personal enemy / X, Blood brother / X.

Source: booklet, "abilities" (the INCARNATION preview): "When he rolls for Damage against his
Bane, Damage is read one line lower on the Wound Table ... Examples : Bane / Acheron, Bane /
Fanatic, Bane / Elite"; "If a Character deals with his Personal enemy and kills him outright,
he automatically heals all his Wounds. He also « steals » an Ability from his enemy"; Blood
brother / X: "if one happens to die, his Blood brother takes away one point from all his dice
rolls until the end of the game".

Reading choices:

* **What X names.** The booklet's three examples name a people (Acheron), an Ability (Fanatic:
  the fighters with Fanaticism) and a rank (Elite). So X matches a fighter when it is his
  people (its id or its name), his rank, one of his Abilities (any spelling, "Fanatic" for
  Fanaticism), his Size, a status the cards print (Character, Magician, Faithful), or his own
  card (its id, the id's last part or its name in any language, as Blood brothers are named
  in army lists). Names are compared loosely: case, accents, spaces and hyphens aside.
* **A Personal enemy** is named the same way (a Character's name most often).
"""

from __future__ import annotations

from companion.rules.abilities import ability_key, canonical_name
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID


def _card_keys(card: Card) -> set[str]:
    slug = card.id.partition("/")[2]
    return {ability_key(text) for text in (card.id, slug, card.name, *card.names.values()) if text}


def is_card(name: str, card: Card) -> bool:
    """Whether ``name`` names this card (its id, the id's last part, or its name)."""
    key = ability_key(name)
    return bool(key) and key in _card_keys(card)


def names_fighter(x: str, card: Card) -> bool:
    """Whether the /X ``x`` of a Bane or a Personal enemy names the fighter of ``card``."""
    key = ability_key(x)
    if not key:
        return False
    if is_card(x, card):
        return True
    people = PEOPLE_BY_ID.get(card.people)
    if key == ability_key(card.people) or (people is not None and key == ability_key(people.name)):
        return True
    if card.rank is not None and key == ability_key(card.rank.value):
        return True
    if card.size is not None and key == ability_key(card.size.value):
        return True
    statuses = {"character": card.character, "magician": card.magician, "faithful": card.faithful}
    if statuses.get(key):
        return True
    ability = canonical_name(x)
    if ability is not None and card.has(ability):
        return True
    return any(ability_key(a.name) == key for a in card.abilities)


def bane_applies(attacker: Card, victim: Card) -> bool:
    """Whether ``attacker`` rolls Damage against his Bane when he wounds ``victim``."""
    bane = attacker.ability("Bane")
    return bane is not None and bane.value is not None and names_fighter(bane.value, victim)


def personal_enemy(killer: Card, victim: Card) -> bool:
    """Whether ``victim`` is the Personal enemy of ``killer``, a Character."""
    enemy = killer.ability("Personal enemy")
    return (killer.character and enemy is not None and enemy.value is not None
            and names_fighter(enemy.value, victim))


def blood_brothers(first: Card, second: Card) -> bool:
    """Whether the two cards are Blood brothers: one names the other ("one of the two naming
    the other is enough", as for the army list's cost)."""
    for card, other in ((first, second), (second, first)):
        for ability in card.abilities:
            if canonical_name(ability.name) == "Blood brother" and ability.value and is_card(ability.value, other):
                return True
    return False


__all__ = ["bane_applies", "blood_brothers", "is_card", "names_fighter", "personal_enemy"]
