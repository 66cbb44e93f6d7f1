"""The game while one action is applied: typed fields changed with ``dataclasses.replace``,
then frozen into the next :class:`GameState`."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from companion.rules import fear as fear_rules
from companion.rules.card import Card
from companion.rules.combat import Condition, Fighter, Profile, profile
from companion.rules.dice import RollModifiers, RollOutcome, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.phrases import either, then
from companion.rules.game.rolls import draw_roll, game_rng, roll_mods
from companion.rules.game.state import Figurine, GameState, LogEntry, Phase, Presence, card_in_play
from companion.rules.message import Message
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
            raise IllegalAction(Message("game.wrong-phase", phases=either([p.label for p in phases]),
                                        phase=phase.label))

    def fig(self, fid: str) -> Figurine:
        if fid not in self.figs:
            raise IllegalAction(Message("game.no-such-figurine", figurine=repr(fid)))
        return self.figs[fid]

    def card(self, fig: Figurine) -> Card:
        """The figurine's card as it fights now (Mutagenic points, a dive, stolen Abilities...:
        :func:`~companion.rules.game.state.card_in_play`)."""
        return card_in_play(self.printed(fig), fig)

    def printed(self, fig: Figurine) -> Card:
        """The figurine's reference card as its entry fields it: as printed, the equipment
        options the entry takes among its equipment (GameSetup.fielded)."""
        return self.state.setup.fielded(fig.side, fig.entry)

    def side_name(self, side: int) -> str:
        return self.state.setup.sides[side].name

    def label(self, fig: Figurine) -> str:
        return f"{fig.name} ({fig.id})"

    def put(self, fig: Figurine) -> Figurine:
        """Keep ``fig``, a ``replace`` of ``d.fig(fig.id)``, as that figurine from now on."""
        self.figs[fig.id] = fig
        return fig

    def log(self, text: Message, *sources: Source, by_hand: bool = False) -> None:
        """A sentence of the battle report, with the rules it applied (each once)."""
        self.lines.append(LogEntry(self.state.seq, self.state.round, self.state.phase, text,
                                   tuple(dict.fromkeys(sources)), by_hand))

    def freeze(self) -> GameState:
        """The game after the action: the next sequence number, the figurines and log lines added."""
        figurines = tuple(self.figs[f.id] for f in self.state.figurines)
        return replace(self.state, figurines=figurines, seq=self.state.seq + 1,
                       log=self.state.log + tuple(self.lines))

    # --- characteristics and rolls ---------------------------------------------------------------

    def value(self, fig: Figurine, name: str) -> int:
        value = getattr(self.card(fig), name)
        if value is None:
            raise IllegalAction(Message("game.card-lacks", figurine=self.label(fig), characteristic=name.upper()))
        if not isinstance(value, int):
            raise IllegalAction(Message("game.not-whole", figurine=self.label(fig), characteristic=name))
        return value

    def mods(self, fig: Figurine, kind: str) -> RollModifiers:
        """The modifiers of a roll of ``kind`` by ``fig``: its wounds, Stunned, its abilities."""
        try:
            return roll_mods(self.card(fig), kind, fig.wound, fig.stunned, self.state.setup.ruleset,
                             blood_brother_dead=fig.blood_brother_dead)
        except RulesError as error:
            raise IllegalAction(Message("game.figurine-error", figurine=self.label(fig), error=reason(error))) from None

    def fighter(self, fig: Figurine) -> Fighter:
        try:
            return Fighter.from_card(self.card(fig), name=self.label(fig))
        except RulesError as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None

    def fear_fighter(self, fig: Figurine) -> fear_rules.Fighter:
        """The figurine as the Fear and Discipline rules read it (booklet, "Influence of Fear")."""
        card = self.card(fig)
        return fear_rules.Fighter.of(card.courage, card.fear, card.discipline, card.abilities, card.people,
                                     card.character)

    def condition(self, fig: Figurine, extra: int = 0, war_fury: bool | None = None,
                  born_killer: bool = True) -> Condition:
        """What happened to ``fig`` this round that changes its combat (``war_fury`` None: as
        activated this round)."""
        return Condition(charged=fig.charged, charging=fig.charging, afraid=fig.afraid,
                         additional_limb=fig.additional_limb, extra_dice=extra,
                         war_fury=fig.war_fury if war_fury is None else war_fury, born_killer=born_killer,
                         disengage_failed=fig.disengage_failed, counter_fired=fig.counter_fired)

    def profile(self, fig: Figurine, extra: int = 0) -> Profile:
        try:
            return profile(self.fighter(fig), self.condition(fig, extra))
        except RulesError as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None

    def roll(self, field_name: str, given: tuple[int, ...] | None, value: int, difficulty: int | None,
             mods: RollModifiers, what: Message) -> RollOutcome:
        """Resolve a roll with the dice given, or drawn from the seed (recorded in ``filled``)."""
        dice = given
        if dice is None:
            dice = draw_roll(self.rng, value, difficulty, mods)
            if field_name:
                self.filled[field_name] = dice
        try:
            return resolve_roll(value, difficulty if difficulty is not None else -(10**9), dice, mods)
        except RulesError as error:
            raise IllegalAction(Message("game.roll-error", roll=what, error=reason(error))) from None

    @staticmethod
    def opposed_text(outcome: RollOutcome) -> Message:
        """An opposed roll: its dice and total, or why it failed."""
        if outcome.success:
            return Message("game.opposed-total", dice=then(outcome.dice), total=outcome.total)
        return Message("game.opposed-failed", dice=then(outcome.dice), rule=outcome.rule.message)

    def in_play(self, side: int) -> list[Figurine]:
        return [f for f in self.figs.values() if f.side == side and f.presence is not Presence.LOST]
