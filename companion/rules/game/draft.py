"""The game while one action is applied: typed fields changed with ``dataclasses.replace``,
then frozen into the next :class:`GameState`."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from companion.i18n.render import english
from companion.rules import fear as fear_rules
from companion.rules.card import Card
from companion.rules.combat import Condition, Fighter, Profile, profile
from companion.rules.dice import RollModifiers, RollOutcome, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.game.errors import IllegalAction
from companion.rules.game.rolls import draw_roll, game_rng, roll_mods
from companion.rules.game.state import Figurine, GameState, LogEntry, Phase, Presence
from companion.rules.source import Source


class Draft:
    """The game being changed by one action.

    ``state`` is the game with the changes made so far: a handler reads ``d.state.turn`` and
    writes ``d.state = replace(d.state, turn=1)``. Its figurines and log stay those from before
    the action until :meth:`freeze`: the figurines being changed are in ``figs`` (read with
    :meth:`fig`, changed with ``d.put(replace(d.fig(fid), stunned=True))``) and the new log
    lines in ``lines``.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.figs: dict[str, Figurine] = {f.id: f for f in state.figurines}
        self.lines: list[LogEntry] = []
        self._rng: random.Random | None = None
        self.filled: dict[str, Any] = {}
        """Dice drawn from the seed, by action field: the completed action carries them."""

    # --- reading ----------------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = game_rng(self.state.setup.seed, self.state.seq)
        return self._rng

    def require_phase(self, *phases: Phase) -> None:
        """Refuse an action made outside the phases it belongs to."""
        phase = self.state.phase
        if phase not in phases:
            names = " or ".join(p.label for p in phases)
            raise IllegalAction(f"this is done in the {names} phase, and the game is in the {phase.label} phase")

    def fig(self, fid: str) -> Figurine:
        if fid not in self.figs:
            raise IllegalAction(f"there is no figurine {fid!r} in this game")
        return self.figs[fid]

    def card(self, fig: Figurine) -> Card:
        return self.state.setup.sides[fig.side].cards[fig.card_id]

    def side_name(self, side: int) -> str:
        return self.state.setup.sides[side].name

    def label(self, fig: Figurine) -> str:
        return f"{fig.name} ({fig.id})"

    def put(self, fig: Figurine) -> Figurine:
        """Keep ``fig``, a ``replace`` of ``d.fig(fig.id)``, as that figurine from now on."""
        self.figs[fig.id] = fig
        return fig

    def log(self, text: str, source: Source | str | None = None) -> None:
        self.lines.append(LogEntry(self.state.seq, self.state.round, self.state.phase, text,
                                   english(source) if isinstance(source, Source) else source or ""))

    def freeze(self) -> GameState:
        """The game after the action: the next sequence number, the figurines and log lines added."""
        figurines = tuple(self.figs[f.id] for f in self.state.figurines)
        return replace(self.state, figurines=figurines, seq=self.state.seq + 1,
                       log=self.state.log + tuple(self.lines))

    # --- characteristics and rolls ---------------------------------------------------------------

    def value(self, fig: Figurine, name: str) -> int:
        value = getattr(self.card(fig), name)
        if value is None:
            raise IllegalAction(f"{self.label(fig)}: the card has no {name.upper()}; fill it from your card")
        if not isinstance(value, int):
            raise IllegalAction(f"{self.label(fig)}: {name} is not a whole number")
        return value

    def mods(self, fig: Figurine, kind: str) -> RollModifiers:
        """The modifiers of a roll of ``kind`` by ``fig``: its wounds, Stunned, its abilities."""
        try:
            return roll_mods(self.card(fig), kind, fig.wound, fig.stunned, self.state.setup.ruleset)
        except RulesError as error:
            raise IllegalAction(f"{self.label(fig)}: {english(error.message)}") from None

    def fighter(self, fig: Figurine) -> Fighter:
        try:
            return Fighter.from_card(self.card(fig), name=self.label(fig))
        except RulesError as error:
            raise IllegalAction(english(error.message)) from None

    def fear_fighter(self, fig: Figurine) -> fear_rules.Fighter:
        """The figurine as the Fear and Discipline rules read it (booklet, "Influence of Fear")."""
        card = self.card(fig)
        return fear_rules.Fighter.of(card.courage, card.fear, card.discipline, card.abilities, card.people,
                                     card.character)

    def condition(self, fig: Figurine, extra: int = 0, war_fury: bool = False) -> Condition:
        return Condition(charged=fig.charged, charging=fig.charging, afraid=fig.afraid,
                         extra_dice=extra, war_fury=war_fury,
                         disengage_failed=fig.disengage_failed, counter_fired=fig.counter_fired)

    def profile(self, fig: Figurine, extra: int = 0, war_fury: bool = False) -> Profile:
        try:
            return profile(self.fighter(fig), self.condition(fig, extra, war_fury))
        except RulesError as error:
            raise IllegalAction(english(error.message)) from None

    def roll(self, field_name: str, given: tuple[int, ...] | None, value: int, difficulty: int | None,
             mods: RollModifiers, what: str) -> RollOutcome:
        """Resolve a roll with the dice given, or drawn from the seed (recorded in ``filled``)."""
        dice = given
        if dice is None:
            dice = draw_roll(self.rng, value, difficulty, mods)
            if field_name:
                self.filled[field_name] = dice
        try:
            return resolve_roll(value, difficulty if difficulty is not None else -(10**9), dice, mods)
        except RulesError as error:
            raise IllegalAction(f"{what}: {english(error.message)}") from None

    @staticmethod
    def opposed_text(outcome: RollOutcome) -> str:
        """An opposed roll in words: its dice and total, or why it failed."""
        dice = " then ".join(str(d) for d in outcome.dice)
        if outcome.success:
            return f"dice {dice}, total {outcome.total}"
        return f"dice {dice}: failed ({english(outcome.rule.message)})"

    def in_play(self, side: int) -> list[Figurine]:
        return [f for f in self.figs.values() if f.side == side and f.presence is not Presence.LOST]
