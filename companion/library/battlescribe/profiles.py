"""A model's ``Profile Card`` profile as card fields, and weapon names as equipment.

The characteristics, as the C5 data writes them: ``Mov`` ("10", "12,5"; "10/20" is movement
and flight; the C5 movement categories "1", "1-" are not centimetres), ``Ini``, ``Atk-Str``
("5-5"), ``Def-Res`` ("4-7"), ``Aim``, ``Cou/Fea`` ("6 C" Courage 6, "8 F" Fear 8), ``Dis``,
``Pow``, ``Fervour`` (three aspects "2-1-2", "2\\1\\1", with an annotation kept: "(zealot)")
and ``Abilities`` (a comma or semicolon list, "Leadership/10"). Decimal commas are decimals.

What cannot be mapped is never guessed: the field stays empty and a
:class:`~companion.rules.message.Message` says what was found and why it was left.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass
from typing import Any

from companion.library.packs import CHARACTERISTIC_RANGE, MOVE_MAX, RANGE_MAX_CM
from companion.rules.abilities import Ability
from companion.rules.card import Equipment
from companion.rules.errors import RulesError
from companion.rules.message import Message

_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?$")
_PAIR = re.compile(r"^(\d+)\s*[-/]\s*(\d+)$")
_COURAGE = re.compile(r"^(\d+)\s*([CcFf])$")
_FAITH = re.compile(r"^(\d+)\s*[-\\/]\s*(\d+)\s*[-\\/]\s*(\d+)\s*(?:\(\s*([^()]*?)\s*\))?$")
_MOVE_AND_FLIGHT = re.compile(r"^(\d+(?:[.,]\d+)?)\s*/\s*(\d+(?:[.,]\d+)?)$")
_WEAPON = re.compile(r"^(?:(?P<name>[^:;]+?)\s*[:;]\s*)?STR\s*=?\s*(?P<strength>[^\s,;]+?)\s*[,.;]?\s*"
                     r"(?:range\s*=?\s*)?(?P<ranges>\d+(?:[.,]\d+)?\s*/\s*\d+(?:[.,]\d+)?\s*/\s*\d+(?:[.,]\d+)?)"
                     r"\s*(?:cm)?$", re.I)
"""A ranged weapon, as the C5 data writes it in an entry's name or in a description: "Bow: STR 3,
20/40/60", "Pistol: STR 6, range 10/15/20", "Javelin: STR 8 20/30/40", "Crossbow: STR5, 20/40/60",
"Rifle: STR = 6. Range = 25/50/75", "Longbow; str 3; 20/40/60"; in a description the name may
be left out ("STR 6, 10/15/20": the entry's)."""
EMPTY = ("", "-", "–", "—")


def number(text: str) -> float | None:
    """A decimal number as the data writes it ("12,5" or "12.5"), else None."""
    if not _NUMBER.match(text):
        return None
    return float(text.replace(",", "."))


def _distance(text: str) -> float | None:
    value = number(text)
    if value is not None and 0 < value <= MOVE_MAX and (value * 2) % 5 == 0:
        return value
    return None


class ProfileMapping:
    """The card fields one profile gives, and what it could not map (each a Message)."""

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}
        self.unmapped: list[Message] = []
        self.remarks: list[Message] = []
        """What the profile says beyond the numbers, kept on the card (a Fervour annotation)."""

    def skip(self, label: str, value: str, why: Message) -> None:
        self.unmapped.append(Message("battlescribe.unmapped", label=label, value=value, why=why))

    def whole(self, label: str, value: str, key: str) -> None:
        found = number(value)
        low, high = CHARACTERISTIC_RANGE
        if found is None or not found.is_integer() or not low <= found <= high:
            self.skip(label, value, Message("battlescribe.why-not-whole", low=low, high=high))
        else:
            self.fields[key] = int(found)

    def movement(self, value: str) -> None:
        pair = _MOVE_AND_FLIGHT.match(value)
        if pair:
            movement, flight = _distance(pair[1]), _distance(pair[2])
            if movement is not None and flight is not None:
                self.fields["movement"], self.fields["flight"] = movement, flight
            else:
                self.skip("Mov", value, Message("battlescribe.why-not-movement-flight"))
            return
        movement = _distance(value)
        if movement is not None:
            self.fields["movement"] = movement
        elif value.rstrip("+-").isdigit() and len(value) <= 3:
            self.skip("Mov", value, Message("battlescribe.why-movement-category"))
        else:
            self.skip("Mov", value, Message("battlescribe.why-not-movement"))

    def pair(self, label: str, value: str, first: str, second: str) -> None:
        match = _PAIR.match(value)
        if match and all(int(n) <= CHARACTERISTIC_RANGE[1] for n in match.groups()):
            self.fields[first], self.fields[second] = int(match[1]), int(match[2])
        else:
            self.skip(label, value, Message("battlescribe.why-not-pair"))

    def courage_or_fear(self, value: str) -> None:
        match = _COURAGE.match(value)
        if match and int(match[1]) <= CHARACTERISTIC_RANGE[1]:
            key = "courage" if match[2].upper() == "C" else "fear"
            self.fields[key] = int(match[1])
        else:
            self.skip("Cou/Fea", value, Message("battlescribe.why-not-courage"))

    def faith(self, value: str) -> None:
        match = _FAITH.match(value)
        if match:
            self.fields["faith"] = "-".join(match.groups()[:3])
            self.fields["faithful"] = True
            if match[4]:
                self.remarks.append(Message("battlescribe.fervour-annotation", annotation=match[4]))
        else:
            self.skip("Fervour", value, Message("battlescribe.why-not-faith"))

    def abilities(self, value: str) -> None:
        separator = ";" if ";" in value else ","
        abilities = []
        for text in value.split(separator):
            if not text.strip():
                continue
            try:
                abilities.append(Ability.parse(text))
            except RulesError as error:
                reason = error.message if isinstance(error.message, Message) else str(error.message)
                self.skip("Abilities", text.strip(), Message("battlescribe.why-ability", reason=reason))
        self.fields["abilities"] = tuple(abilities)


def map_profile(values: dict[str, str]) -> ProfileMapping:
    """The card fields of a ``Profile Card``'s characteristics (name -> text)."""
    mapping = ProfileMapping()
    for label, value in values.items():
        if value in EMPTY:
            continue
        if label == "Mov":
            mapping.movement(value)
        elif label == "Ini":
            mapping.whole(label, value, "initiative")
        elif label == "Atk-Str":
            mapping.pair(label, value, "attack", "strength")
        elif label == "Def-Res":
            mapping.pair(label, value, "defence", "resilience")
        elif label == "Aim":
            mapping.whole(label, value, "aim")
        elif label == "Cou/Fea":
            mapping.courage_or_fear(value)
        elif label == "Dis":
            mapping.whole(label, value, "discipline")
        elif label == "Pow":
            mapping.whole(label, value, "power")
            if "power" in mapping.fields:
                mapping.fields["magician"] = True
        elif label == "Fervour":
            mapping.faith(value)
        elif label == "Abilities":
            mapping.abilities(value)
        else:
            mapping.skip(label, value, Message("battlescribe.why-not-characteristic"))
    return mapping


@dataclass(frozen=True)
class Weapon:
    """A weapon read from an entry's name: the equipment, and what was kept as text."""

    equipment: Equipment
    unmapped: Message | None = None


@lru_cache(maxsize=4096)
def weapon(name: str) -> Weapon | None:
    """An entry's name that is a ranged weapon's, ``"Bow: STR 3, 20/40/60"`` (or another
    spelling of :data:`_WEAPON`), as Equipment("Bow", 3, (20, 40, 60)); a strength that is not
    a plain number ("10+2d6") is kept in the name, never guessed; else None."""
    match = _WEAPON.match(" ".join(name.split()))
    return None if match is None or not match["name"] else _weapon(match, "")


@lru_cache(maxsize=4096)
def weapon_in_text(text: str, name: str) -> Weapon | None:
    """A description that is all a ranged weapon's ("Consacrated pistol: STR 6, range 15/25/30",
    "STR 6, 10/15/20"), named as it says, else ``name``; else None."""
    match = _WEAPON.match(" ".join(text.split()))
    return None if match is None else _weapon(match, name)


def _weapon(match: re.Match[str], name: str) -> Weapon | None:
    read = [number(part.strip()) for part in match["ranges"].split("/")]
    parts = [part for part in read if part is not None]
    if len(parts) < len(read) or any(part > RANGE_MAX_CM for part in parts) or not parts[0] <= parts[1] <= parts[2]:
        return None
    ranges = (float(parts[0]), float(parts[1]), float(parts[2]))
    called = (match["name"] or name).strip()
    strength_text = match["strength"].strip()
    strength = number(strength_text)
    low, high = CHARACTERISTIC_RANGE
    if strength is not None and strength.is_integer() and low <= strength <= high:
        return Weapon(Equipment(called, int(strength), ranges))
    return Weapon(Equipment(f"{called} (STR {strength_text})", None, ranges),
                  Message("battlescribe.unmapped", label="STR", value=strength_text,
                          why=Message("battlescribe.why-strength", weapon=called)))
