"""The engine's rulings, built at run time, read in French (the table's log, the builder's
verdicts): real engine calls, strict catalog (a text without French fails)."""

from __future__ import annotations

import pytest

from companion.i18n import using_language
from companion.i18n.engine import note_text, ruling_text
from companion.rules.combat import DifficultyFloor
from companion.rules.exchange import roll_attacks, roll_parries
from companion.rules.initiative import resolve_initiative


pytestmark = pytest.mark.usefixtures("strict_translations")  # a text without French fails the test


def test_the_booklet_combat_example_reads_in_french() -> None:
    attacks = roll_attacks("Wolfen Zombie", 6, [9, 9], [[2], [6, 5]], DifficultyFloor(None, None))  # type: ignore[arg-type]
    parries = roll_parries("Paladin", 3, [attacks[1]], 1, [[3]])
    with using_language("fr"):
        assert note_text(attacks[0].ruling.text) == (
            "Attaque 1 de Wolfen Zombie à 9 : manque : dés 2 : total 8, échec "
            "(le total n'atteint pas la difficulté)")
        assert note_text(attacks[1].ruling.text) == (
            "Attaque 2 de Wolfen Zombie à 9 : touche : dés 6 puis 5 : total 17, réussite "
            "(le total atteint la difficulté)")
        assert note_text(parries[0].ruling.text).startswith(
            "Paladin ne pare pas l'Attaque 2 de Wolfen Zombie à 9 : dés 3")
        assert ruling_text(parries[0].ruling).endswith("(Livret, résolution du combat, étape 3)")


def test_initiative_in_french() -> None:
    result = resolve_initiative(3, [2], 2, [2])
    with using_language("fr"):
        assert note_text(result.ruling.text).startswith("le camp A frappe en premier (dés 2 : ")


def test_army_verdicts_in_french() -> None:
    from companion.i18n.render import english
    from companion.rules.army import validate
    from tests.rules.army_cards import CARDS, army

    lions = army(("x/y", 1), ("x/y", 1), ("alahan/lioness", 1), ("alahan/lioness", 1), points=100)
    violations = validate(lions, CARDS).violations
    assert [v.rule for v in violations] == ["card.unknown", "character.unique"]
    with using_language("fr"):
        french = [note_text(v.message) for v in violations]
    assert french[0].startswith("La carte « x/y » n'est pas dans la bibliothèque")
    assert french[1].endswith("et cette liste l'aligne deux fois.")
    assert all(f != english(v.message) for f, v in zip(french, violations, strict=True))


def test_counter_attacks_in_french() -> None:
    from companion.rules.ruleset import TOURNAMENT

    attacks = roll_attacks("Zombie", 4, [7], [[4]], DifficultyFloor(None, None))  # type: ignore[arg-type]
    for ruleset, ending in ((TOURNAMENT, "annulée, et un dé d'Attaque en plus"),
                            (None, "annulée, et un dé d'Attaque contre Zombie")):
        kwargs = {} if ruleset is None else {"ruleset": ruleset}
        parries = roll_parries("Red Lioness", 6, [attacks[0]], 1, [[5]],
                               counter_attack_penalty=2, **kwargs)  # type: ignore[arg-type]
        with using_language("fr"):
            text = note_text(parries[0].ruling.text)
        assert text.startswith("Red Lioness Contre-attaque l'Attaque 1 de Zombie à 9 : " + ending)
        assert "(dés 5 : total 11, réussite" in text
