"""Numbers for the Table: exact odds in words, and the dice the players type.

Odds are the engine's exact fractions (companion.rules.game.guide), shown as a percentage and
the fraction ("50% (1/2)"). Typed dice: the faces of one roll separated by spaces (a roll and
its re-rolls in the order thrown: ``6 2``), several rolls separated by commas (``2, 5``: one
roll per Attack). Every face is checked: a die shows 1 to 6.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from companion.errors import BadInput
from companion.i18n import tr, translate_built
from companion.i18n import vocabulary as vocab
from companion.rules.game import Phase

if TYPE_CHECKING:
    from companion.rules.game import GameState

Roll = tuple[int, ...]


class DiceError(BadInput):
    """Dice typed that are not dice; the message says what is wrong."""


def percent(chance: Fraction) -> str:
    """``50%``; near 0 or 100 one decimal is kept (``0.5%``), and below 0.1% or above 99.9% the
    bound is said (``<0.1%``): a roll that can happen is never shown as 0%, nor one that can
    fail as 100%."""
    value = float(chance) * 100
    if chance in (0, 1):
        return f"{value:.0f}%"
    if value < 0.1:
        return "<0.1%"
    if value > 99.9:
        return ">99.9%"
    if value < 1 or value > 99:
        return f"{value:.1f}%"
    return f"{value:.0f}%"


def odds_text(chance: Fraction) -> str:
    """``50% (1/2)``: the percentage and the exact fraction."""
    return f"{percent(chance)} ({chance.numerator}/{chance.denominator})"


def engine_words(text: str) -> str:
    """A text the game engine wrote in English (a step, an odds line, a log sentence, a refusal)
    in the reader's language: companion.i18n's templates (resources/i18n/fr.game.json); as it is
    where the catalog has no template for it."""
    return translate_built(text, strict=False) if text else text


def phase_label(phase: Phase) -> str:
    """A phase as the header and the log name it: Approach / Approche, Firing / Tir..."""
    return vocab.label(phase)


def _faces(text: str, what: str) -> Roll:
    faces = []
    for token in re.split(r"[\s+]+", text.strip()):
        if not token:
            continue
        if not token.isdigit():
            raise DiceError(tr("{what}: {token} is not a die (type the faces, 1 to 6)", what=what, token=repr(token)))
        face = int(token)
        if not 1 <= face <= 6:
            raise DiceError(tr("{what}: a die shows 1 to 6, not {face}", what=what, face=face))
        faces.append(face)
    if not faces:
        raise DiceError(tr("{what}: type the dice thrown", what=what))
    return tuple(faces)


def parse_roll(text: str, what: str = "the dice") -> Roll:
    """One roll: ``4``, or ``6 2`` (a 6 then the re-roll 2)."""
    if "," in text or ";" in text:
        raise DiceError(tr("{what}: one roll only here (no comma)", what=what))
    return _faces(text, what)


def parse_rolls(text: str, count: int | None = None, what: str = "the dice") -> tuple[Roll, ...]:
    """Several rolls separated by commas: ``2, 5``; ``count`` rolls exactly if given."""
    parts = [p for p in re.split(r"[,;]", text)]
    if not text.strip():
        raise DiceError(tr("{what}: type the dice thrown", what=what))
    rolls = tuple(_faces(part, tr("{what}, roll {number}", what=what, number=index))
                  for index, part in enumerate(parts, start=1))
    if count is not None and len(rolls) != count:
        raise DiceError(tr("{what}: {count} roll(s) expected (separated by commas), {typed} typed",
                           what=what, count=count, typed=len(rolls)))
    return rolls


__all__ = ["DiceError", "Roll", "engine_words", "odds_text", "phase_label", "report_text", "parse_roll", "parse_rolls", "percent"]


def report_text(state: "GameState", name: str = "") -> str:
    """The battle report (companion.rules.game.report) in the current language: the same lines,
    the engine's sentences through :func:`engine_words`, the titles through the catalog."""
    from companion.i18n import ENGLISH, current_language
    from companion.i18n.engine import ruleset_text, source_text
    from companion.rules.game.report import battle_report

    if current_language() == ENGLISH:
        return battle_report(state, name)
    setup = state.setup
    a, b = setup.sides
    lines = [tr("Battle report: {name}", name=name) if name else tr("Battle report"),
             tr("{side_a} ({army_a}) against {side_b} ({army_b}); ruleset {ruleset}.", side_a=a.name,
                army_a=a.army.name, side_b=b.name, army_b=b.army.name, ruleset=ruleset_text(setup.ruleset))]
    scenario = setup.scenario
    if scenario.objective or scenario.time_limit or scenario.notes:
        fields = {"objective": scenario.objective or "-", "time_limit": scenario.time_limit or "-"}
        lines.append(tr("Scenario: {objective}; time limit {time_limit}; {notes}", notes=scenario.notes, **fields)
                     if scenario.notes else tr("Scenario: {objective}; time limit {time_limit}", **fields))
    current: tuple[int, Phase] | None = None
    for entry in state.log[1:]:
        key = (entry.round, entry.phase)
        if key != current:
            current = key
            title = phase_label(Phase.APPROACH) if entry.round == 0 else tr(
                "Round {round} - {phase}", round=entry.round, phase=phase_label(entry.phase))
            if entry.phase is Phase.FINISHED:
                title = tr("The end")
            lines += ["", title, "-" * len(title)]
        sentence = engine_words(entry.text)
        lines.append(f"- {sentence} ({source_text(entry.source)})" if entry.source else f"- {sentence}")
    lines.append("")
    lines.append(tr("Result: {result} (round {round}, {phase}).",
                    result=engine_words(state.result) if state.result else tr("the game is not finished"),
                    round=state.round, phase=phase_label(state.phase)))
    for side in (0, 1):
        losses = state.losses(side)
        lost_ap = state.lost_ap(side)
        names = ", ".join(f"{f.name} ({f.id})" for f in losses) or "-"
        if lost_ap is not None:
            lines.append(tr("Losses of {side}: {count}, {ap} AP - {names}.", side=state.side_name(side),
                            count=len(losses), ap=lost_ap, names=names))
        else:
            lines.append(tr("Losses of {side}: {count} - {names}.", side=state.side_name(side), count=len(losses),
                            names=names))
    return "\n".join(lines) + "\n"
