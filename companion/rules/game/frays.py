"""Splitting the frays of the Hand to Hand Combat phase: which combats may start, and who chooses.

Booklet, "the combat and the fray splitting": "The player having won the Tactical Roll ...
decides the way in which the frays will be split. Each combat, after splitting, is résolve by
the confrontation of a warrior with one or more other warriors. A figurine which is Engaged at
the beginning of the Hand to Hand Combat phase may never be without an opponent after the
splitting of the fray." Booklet, Authority: "When a fighter with Authority is involved in a
fray, he chooses in what way the combats are split and in what order they will be resolved. A
fray is a compact group of fighters in base to base contact with each other. The player who has
won the Tactical Roll at the beginning of the round decides if all the combats of the fray at
stake are resolved before or after the other frays ... If a same fray has enemy Authorities,
this Ability has no effect."

How it is checked: the combats are started one after another (each is one warrior against some
of the enemies engaged with him); a combat may start only if every figurine still to fight
keeps an opponent still to fight. A fighter left without one by a death (his only opponent was
killed in another combat) is not left so by the split. Because any group of fighters each with
an opponent can be split into one-against-several combats, a combat that passes this check
never leaves the rest of the split impossible.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations

from companion.rules.game.state import Figurine, Presence
from companion.rules.source import Source, booklet

SPLIT_SOURCE: Source = booklet("the combat and the fray splitting")
AUTHORITY_SOURCE: Source = booklet("abilities, Authority")
MOST_OPPONENTS_TRIED = 8
"""A base holds at most 8 opponents (a creature's): every set of them is tried."""

Figs = Mapping[str, Figurine]


def _waiting(figs: Figs) -> dict[str, set[str]]:
    """The figurines still to fight and, for each, its opponents still to fight."""
    ready = {fid for fid, f in figs.items() if f.presence is Presence.DEPLOYED and not f.fought}
    return {fid: {o for o in figs[fid].engaged_with if o in ready} for fid in sorted(ready)
            if figs[fid].engaged_with}


def stranded_by(figs: Figs, fighters: Iterable[str]) -> list[str]:
    """The figurines still to fight that a combat of ``fighters`` would leave without an
    opponent (those that have one now)."""
    taken = set(fighters)
    graph = _waiting(figs)
    return [fid for fid, opponents in graph.items()
            if fid not in taken and opponents and not (opponents - taken)]


def frays(figs: Figs) -> list[tuple[str, ...]]:
    """The frays still to fight: groups of figurines in base to base contact, each sorted."""
    graph = _waiting(figs)
    seen: set[str] = set()
    found: list[tuple[str, ...]] = []
    for start in graph:
        if start in seen or not graph[start]:
            continue
        group: set[str] = set()
        todo = [start]
        while todo:
            fid = todo.pop()
            if fid in group:
                continue
            group.add(fid)
            todo.extend(graph.get(fid, ()))
        seen |= group
        found.append(tuple(sorted(group)))
    return found


def fray_of(figs: Figs, fid: str) -> tuple[str, ...]:
    """The fray ``fid`` belongs to (empty when it has no opponent left to fight)."""
    return next((fray for fray in frays(figs) if fid in fray), ())


def authority_side(figs: Figs, fray: Iterable[str], has_authority: Mapping[str, bool]) -> int | None:
    """The side whose Authority splits this fray: None when no one, or both sides, have one."""
    sides = {figs[fid].side for fid in fray if has_authority.get(fid)}
    return next(iter(sides)) if len(sides) == 1 else None


def legal_combats(figs: Figs) -> list[tuple[str, tuple[str, ...]]]:
    """For each figurine still to fight, the combat around it with the most of its opponents
    that leaves no one else alone (none if every such combat would)."""
    graph = _waiting(figs)
    found: list[tuple[str, tuple[str, ...]]] = []
    for lone, opponents in graph.items():
        ordered = sorted(opponents)[:MOST_OPPONENTS_TRIED]
        for size in range(len(ordered), 0, -1):
            legal = [group for group in combinations(ordered, size) if not stranded_by(figs, (lone, *group))]
            if legal:
                found.append((lone, legal[0]))
                break
    return found


__all__ = ["AUTHORITY_SOURCE", "SPLIT_SOURCE", "authority_side", "fray_of", "frays", "legal_combats", "stranded_by"]
