"""The battle report: the log's sentences by round and phase, then the result and the losses;
and the final state as a JSON-able summary (``companion game replay --json``)."""

from __future__ import annotations

from typing import Any

from companion.rules.game.state import GameState, Phase


def battle_report(state: GameState, name: str = "") -> str:
    """The game told in sentences, grouped by round and phase."""
    setup = state.setup
    lines = [f"Battle report{': ' + name if name else ''}",
             f"{setup.sides[0].name} ({setup.sides[0].army.name}) against {setup.sides[1].name} "
             f"({setup.sides[1].army.name}); ruleset {setup.ruleset}."]
    if setup.scenario.objective or setup.scenario.time_limit or setup.scenario.notes:
        lines.append(f"Scenario: {setup.scenario.objective or '-'}; time limit {setup.scenario.time_limit or '-'}"
                     + (f"; {setup.scenario.notes}" if setup.scenario.notes else ""))
    current: tuple[int, Phase] | None = None
    for entry in state.log[1:]:
        key = (entry.round, entry.phase)
        if key != current:
            current = key
            title = "Approach" if entry.round == 0 else f"Round {entry.round} - {entry.phase.label}"
            if entry.phase is Phase.FINISHED:
                title = "The end"
            lines.append("")
            lines.append(title)
            lines.append("-" * len(title))
        lines.append(f"- {entry}")
    lines.append("")
    lines.append(f"Result: {state.result or 'the game is not finished'} (round {state.round}, "
                 f"{state.phase.label}).")
    for side in (0, 1):
        losses = state.losses(side)
        lost_ap = state.lost_ap(side)
        ap = f", {lost_ap} AP" if lost_ap is not None else ""
        names = ", ".join(f"{f.name} ({f.id})" for f in losses) or "none"
        lines.append(f"Losses of {state.side_name(side)}: {len(losses)}{ap} - {names}.")
    return "\n".join(lines) + "\n"


def state_summary(state: GameState) -> dict[str, Any]:
    """Round, phase, result and each figurine's wound level and states."""
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
