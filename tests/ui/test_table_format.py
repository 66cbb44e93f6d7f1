"""The Table's small pure parts: odds in words (companion.i18n.numbers, in English), typed dice,
what a tap on the wound track asks."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.game import Figurine, Presence, WoundLevel
from companion.i18n.numbers import odds as odds_text
from companion.i18n.numbers import percent
from companion.ui.table.format import DiceError, parse_roll, parse_rolls
from companion.ui.table.tiles import TRACK, filled, tapped


@pytest.mark.parametrize(("chance", "text"), [
    (Fraction(1, 2), "50% (1/2)"),
    (Fraction(5, 36), "14% (5/36)"),
    (Fraction(2, 3), "67% (2/3)"),
    (Fraction(1, 216), "0.5% (1/216)"),  # never shown as 0 when it can happen
    (Fraction(215, 216), "99.5% (215/216)"),  # nor as 100 when it can fail
    (Fraction(1, 7776), "<0.1% (1/7776)"),
    (Fraction(7775, 7776), ">99.9% (7775/7776)"),
    (Fraction(0), "0% (0/1)"),
    (Fraction(1), "100% (1/1)"),
])
def test_odds_in_words(chance: Fraction, text: str) -> None:
    assert odds_text(chance) == text


@given(st.fractions(min_value=0, max_value=1))
def test_a_possible_roll_is_never_shown_as_certain_or_impossible(chance: Fraction) -> None:
    shown = percent(chance)
    number = float(shown.strip("<>%"))
    assert (number == 0) == (chance == 0)
    assert (number == 100) == (chance == 1)


@pytest.mark.parametrize(("typed", "roll"), [("4", (4,)), ("6 2", (6, 2)), (" 6+3 ", (6, 3)), ("1", (1,))])
def test_one_roll(typed: str, roll: tuple[int, ...]) -> None:
    assert parse_roll(typed) == roll


@pytest.mark.parametrize(("typed", "rolls"), [("2, 5", ((2,), (5,))), ("6 3; 1", ((6, 3), (1,))), ("4", ((4,),))])
def test_several_rolls(typed: str, rolls: tuple[tuple[int, ...], ...]) -> None:
    assert parse_rolls(typed) == rolls


@pytest.mark.parametrize(("typed", "message"), [
    ("7", "a die shows 1 to 6, not 7"),
    ("0", "a die shows 1 to 6, not 0"),
    ("x", "'x' is not a die"),
    ("", "type the dice thrown"),
    ("  ", "type the dice thrown"),
    ("2, 5", "one roll only here"),
    ("-1", "'-1' is not a die"),
])
def test_bad_dice_are_named(typed: str, message: str) -> None:
    with pytest.raises(DiceError, match=message):
        parse_roll(typed, "Alice's die")


def test_rolls_counted_and_checked() -> None:
    with pytest.raises(DiceError, match="2 roll"):
        parse_rolls("2", count=2, what="Attack dice")
    with pytest.raises(DiceError, match="roll 2: a die shows 1 to 6, not 9"):
        parse_rolls("2, 9", what="Attack dice")
    with pytest.raises(DiceError, match="roll 2: type the dice"):
        parse_rolls("2,", what="Attack dice")


def _fig(**changes: object) -> Figurine:
    base = Figurine(id="A1", side=0, entry="A-1", card_id="alahan/paladin", name="Paladin",
                    presence=Presence.DEPLOYED)
    from dataclasses import replace

    return replace(base, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(("fig", "boxes"), [
    (_fig(), [False, False, False, False, False]),
    (_fig(stunned=True), [True, False, False, False, False]),
    (_fig(wound=WoundLevel.SERIOUS), [False, True, True, False, False]),
    (_fig(wound=WoundLevel.CRITICAL, stunned=True), [True, True, True, True, False]),
    (_fig(wound=WoundLevel.KILLED, presence=Presence.LOST), [False, True, True, True, True]),
])
def test_the_wound_track_boxes(fig: Figurine, boxes: list[bool]) -> None:
    assert [filled(fig)[level] for level in TRACK] == boxes


@pytest.mark.parametrize(("fig", "box", "asked"), [
    (_fig(), WoundLevel.SERIOUS, ("wound", "serious", 0)),
    (_fig(wound=WoundLevel.SERIOUS), WoundLevel.SERIOUS, ("wound", "light", 0)),  # tap again: one step back
    (_fig(wound=WoundLevel.LIGHT), WoundLevel.LIGHT, ("wound", "none", 0)),
    (_fig(wound=WoundLevel.LIGHT), WoundLevel.CRITICAL, ("wound", "critical", 0)),
    (_fig(), WoundLevel.STUNNED, ("state", "stunned", 1)),
    (_fig(stunned=True), WoundLevel.STUNNED, ("state", "stunned", 0)),
    (_fig(), WoundLevel.KILLED, ("wound", "killed", 0)),
    (_fig(presence=Presence.LOST, wound=WoundLevel.KILLED), WoundLevel.KILLED, ("state", "lost", 0)),
])
def test_a_tap_on_the_track(fig: Figurine, box: WoundLevel, asked: tuple[str, str, int]) -> None:
    assert tapped(fig, box) == asked


def test_the_pile_is_counted_in_the_singular_or_the_plural() -> None:
    """"Pile: 1 card face down" ("Pioche : 1 carte face cachée"), never "card(s)"; the
    cards deployed after a colon spaced the French way."""
    from dataclasses import replace

    from companion.i18n import using_language
    from companion.rules.game import new_game
    from companion.ui.table.phase_steps import _piles_text
    from tests.cards import PALADIN, WOLFEN_ZOMBIE
    from tests.rules.game.helpers import setup_of

    state = new_game(setup_of([(PALADIN, 1)], [(WOLFEN_ZOMBIE, 1)]))
    one, two = replace(state, pile=("A-1",)), replace(state, pile=("A-1", "B-1"))
    deployed = replace(one, done_cards=("B-1",))
    with using_language("en"):
        assert _piles_text(one).splitlines()[0] == "Pile: 1 card face down"
        assert _piles_text(two).splitlines()[0] == "Pile: 2 cards face down"
    with using_language("fr"):
        assert _piles_text(one).splitlines()[0] == "Pioche : 1 carte face cachée"
        assert _piles_text(two).splitlines()[0] == "Pioche : 2 cartes face cachée"
        assert _piles_text(deployed).splitlines()[-1].startswith("Déployées : ")
