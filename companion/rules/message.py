"""What the engine says, as data: a message id and its arguments.

The rules never write a sentence in a language. A ruling, a note, a refusal or a violation
carries a :class:`Message`; the window, the command line and the sheets render it in the
reader's language (:func:`companion.i18n.render`), from the catalogue's template for its id::

    >>> Message("wound.worsened", figure="Paladin of Alahan (1)", level=3)
    Message('wound.worsened', figure='Paladin of Alahan (1)', level=3)

An argument is a name the player sees as written (a card, a figurine, a people: never
translated), a number, a :class:`~fractions.Fraction`, a domain enum (rendered as the game
term it names), a :class:`~companion.rules.source.Source`, another message, one of the
number forms below, or a tuple of arguments (rendered as a list).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Union

from companion.rules.source import Source


@dataclass(frozen=True, slots=True)
class Odds:
    """A chance shown with its exact value: ``33.3% (1/3)``."""

    chance: Fraction


@dataclass(frozen=True, slots=True)
class Share:
    """A part of a whole shown as a percentage, rounded up to a tenth: ``51/192`` is ``26.6%``."""

    value: Fraction


@dataclass(frozen=True, slots=True)
class Signed:
    """A modifier shown with its sign: ``+1``, ``-2``, ``0``."""

    value: int


Argument = Union[str, int, Fraction, Enum, Source, "Message", Odds, Share, Signed, "tuple[Argument, ...]", None]
"""What a message may carry."""


@dataclass(frozen=True, slots=True, init=False)
class Message:
    """A message id (``"army.character-unique"``) and its named arguments."""

    id: str
    args: tuple[tuple[str, Argument], ...]

    def __init__(self, id: str, /, **args: Argument) -> None:  # noqa: A002 (the message's id)
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    @property
    def arguments(self) -> Mapping[str, Argument]:
        """The arguments by name."""
        return dict(self.args)

    def __getitem__(self, name: str) -> Argument:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def __repr__(self) -> str:
        shown = "".join(f", {key}={value!r}" for key, value in self.args)
        return f"Message({self.id!r}{shown})"
