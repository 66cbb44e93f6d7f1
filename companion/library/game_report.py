"""A game told in the reader's language: the log's lines with the rules they applied, and the
battle report (the Table's export, ``companion game export --format text``).

The engine keeps its log as messages (companion.rules.game); they are rendered here, when the
report is written, in the current language. Names (the players, their lists, the cards) stay
as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.i18n import render, tr
from companion.i18n.engine import sources_text
from companion.i18n.option_words import taken_options, taken_text
from companion.library.game_luck import luck_lines
from companion.rules.game import GameState, LogEntry, Phase
from companion.rules.game.phrases import ruleset_words
from companion.rules.game.report import ReportPart, report_parts
from companion.rules.game.setup import Side
from companion.rules.luck import PlayerLuck
from companion.rules.message import Message


def entry_source(entry: LogEntry) -> str:
    """Where a log line comes from: its rules' citations, "entered by hand", or nothing."""
    if entry.by_hand:
        return render(Message("game.why-by-hand"))
    return sources_text(entry.sources)


def entry_text(entry: LogEntry) -> str:
    """A log line with where it comes from: "Paladin (A1) is Engaged: no penalty. (Booklet, ...)"."""
    sentence = render(entry.text)
    source = entry_source(entry)
    return f"{sentence} ({source})" if source else sentence


def part_title(part: ReportPart | LogEntry) -> str:
    """The title of a round's phase: "Approach", "Round 2 - Firing", "The end"."""
    if part.phase is Phase.FINISHED:
        return tr("The end")
    if part.round == 0:
        return render(Phase.APPROACH.label)
    return tr("Round {round} - {phase}", round=part.round, phase=render(part.phase.label))


def army_line(side: Side) -> str:
    """What a side fields: "Alice fields: Agonn the ardent (The shield of pride, Healing potion
    ×2); Archer of Alahan ×3 (Longbow).", each card with its figurines and the options taken."""
    entries = []
    for entry in side.army.entries:
        card = side.cards.get(entry.card_id)
        words = card.name if card is not None else entry.card_id
        if entry.figures > 1:
            words += f" ×{entry.figures}"
        taken = [taken_text(item) for item in taken_options(entry, card)]
        if taken:
            words += f" ({', '.join(taken)})"
        entries.append(words)
    return tr("{side} fields: {entries}.", side=side.name, entries="; ".join(entries))


def battle_report(state: GameState, name: str = "", luck: Sequence[PlayerLuck] = ()) -> str:
    """The game in sentences: the sides and what they field (cards, figurines, options), the
    log grouped by round and phase, then the result and the losses, and each player's ``luck``
    (:mod:`companion.library.game_luck`) when given."""
    setup = state.setup
    a, b = setup.sides
    lines = [tr("Battle report: {name}", name=name) if name else tr("Battle report"),
             tr("{side_a} against {side_b}; ruleset {ruleset}.", side_a=render(a.words), side_b=render(b.words),
                ruleset=render(ruleset_words(setup.ruleset)))]
    scenario = setup.scenario
    if scenario.objective or scenario.time_limit or scenario.notes:
        fields = {"objective": scenario.objective or "-", "time_limit": scenario.time_limit or "-"}
        lines.append(tr("Scenario: {objective}; time limit {time_limit}; {notes}", notes=scenario.notes, **fields)
                     if scenario.notes else tr("Scenario: {objective}; time limit {time_limit}", **fields))
    lines += [army_line(side) for side in setup.sides]
    for part in report_parts(state):
        title = part_title(part)
        lines += ["", title, "-" * len(title)]
        lines += [f"- {entry_text(entry)}" for entry in part.entries]
    lines.append("")
    lines.append(tr("Result: {result} (round {round}, {phase}).",
                    result=render(state.result) if state.result else tr("the game is not finished"),
                    round=state.round, phase=render(state.phase.label)))
    for side in (0, 1):
        losses = state.losses(side)
        lost_ap = state.lost_ap(side)
        names = ", ".join(f"{f.name} ({f.id})" for f in losses) or tr("none")
        if lost_ap is not None:
            lines.append(tr("Losses of {side}: {count}, {ap} AP - {names}.", side=state.side_name(side),
                            count=len(losses), ap=lost_ap, names=names))
        else:
            lines.append(tr("Losses of {side}: {count} - {names}.", side=state.side_name(side), count=len(losses),
                            names=names))
    if luck:
        lines.append("")
        lines += luck_lines(setup, luck)
    return "\n".join(lines) + "\n"


__all__ = ["army_line", "battle_report", "entry_source", "entry_text", "part_title"]
