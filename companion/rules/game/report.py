"""The battle report as data: the log's sentences by round and phase, and the final state as a
summary (``companion game replay``). The words are made at the edge
(:mod:`companion.library.game_report`, the command line)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.rules.game.state import GameState, LogEntry, Phase


@dataclass(frozen=True, slots=True)
class ReportPart:
    """The sentences of one phase of one round (round 0: the Approach)."""

    round: int
    phase: Phase
    entries: tuple[LogEntry, ...]


def report_parts(state: GameState) -> tuple[ReportPart, ...]:
    """The log after its opening line (the sides and the ruleset, which the report's header
    says), grouped by round and phase in the order they were played."""
    parts: list[ReportPart] = []
    for entry in state.log[1:]:
        if parts and (parts[-1].round, parts[-1].phase) == (entry.round, entry.phase):
            last = parts[-1]
            parts[-1] = ReportPart(last.round, last.phase, last.entries + (entry,))
        else:
            parts.append(ReportPart(entry.round, entry.phase, (entry,)))
    return tuple(parts)


def state_summary(state: GameState) -> dict[str, Any]:
    """Round, phase, result and each figurine's wound level and states (the result and the
    states are messages: the command line renders them)."""
    return {
        "round": state.round,
        "phase": state.phase.value,
        "actions": state.seq,
        "result": state.result,
        "sides": [
            {
                "name": state.side_name(side),
                "army": state.setup.sides[side].army.name,
                "remaining_ap": state.remaining_ap(side),
                "losses": len(state.losses(side)),
                "figurines": [
                    {"id": f.id, "name": f.name, "card": f.card_id, "wound": f.wound.value,
                     "presence": f.presence.value, "states": list(f.states())}
                    for f in state.side_figurines(side)
                ],
            }
            for side in (0, 1)
        ],
    }


__all__ = ["ReportPart", "report_parts", "state_summary"]
