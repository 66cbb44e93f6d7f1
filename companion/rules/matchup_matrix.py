"""Two army lists face to face: each entry of one against each entry of the other, the exact
chance that one figurine of the row wins the fight against one of the column
(:func:`companion.rules.matchup.matchup`).

An entry's card fights as printed (its options are not weighed). A card met twice is computed
once, and the cells share their exchanges (a card's blows on one profile recur in other
fights); a card lacking a number the fight needs leaves its cells empty, with the reason. The
fights are weighed on every core (:mod:`companion.rules.matchup_pool`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from companion.rules.army_model import ArmyList
from companion.rules.cancelling import CancelCheck, Cancelled
from companion.rules.card import Card
from companion.rules.matchup import DEFAULT_ROUNDS, Charger, Matchup
from companion.rules.matchup_pool import Outcome, Terms, weigh
from companion.rules.matchup_round import Policy
from companion.rules.message import Argument, Message
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.wound_table import WoundTable, load_wound_table


@dataclass(frozen=True, slots=True)
class Cell:
    """One row entry's figurine against one column entry's: the matchup, or why there is none."""

    matchup: Matchup | None
    missing: Argument | None = None


@dataclass(frozen=True, slots=True)
class ArmyMatrix:
    """The entries of ``mine`` (rows) against those of ``theirs`` (columns)."""

    mine: str
    theirs: str
    rows: tuple[Card | None, ...]
    columns: tuple[Card | None, ...]
    row_ids: tuple[str, ...]
    """Each row entry's card id (the card may be missing from the library)."""
    column_ids: tuple[str, ...]
    cells: tuple[tuple[Cell, ...], ...]
    charge: Charger
    policy: Policy


def _cards(army: ArmyList, cards: Mapping[str, Card]) -> tuple[Card | None, ...]:
    return tuple(cards.get(entry.card_id) for entry in army.entries)


def army_matrix(mine: ArmyList, theirs: ArmyList, cards: Mapping[str, Card], *, charge: Charger = Charger.NONE,
                policy: Policy = Policy.ADVICE, rounds: int = DEFAULT_ROUNDS, ruleset: Ruleset | None = None,
                wound_table: WoundTable | None = None,
                progress: Callable[[ArmyMatrix], None] | None = None,
                cancelled: Callable[[], bool] | None = None, workers: int | None = None) -> ArmyMatrix:
    """The matrix of ``mine`` against ``theirs`` (``charge``: FIRST, the row charges); the
    ruleset of ``mine`` unless given. ``progress`` receives the matrix so far after each fight
    (the cells still to weigh empty, without a reason); ``cancelled()``, asked in each fight too,
    stops early (the cells left are empty). ``workers``: as :func:`companion.rules.matchup_pool.weigh`'s."""
    rows, columns = _cards(mine, cards), _cards(theirs, cards)
    rules = ruleset if ruleset is not None else mine.ruleset
    terms = Terms(Charger(charge), Policy(policy), rounds, rules, wound_table or load_wound_table())
    fights = [(a, b) for a in rows for b in columns if a is not None and b is not None]
    found: dict[tuple[str, str], Cell] = {}

    def matrix() -> ArmyMatrix:
        grid: list[tuple[Cell, ...]] = []
        for a, entry in zip(rows, mine.entries):
            line: list[Cell] = []
            for b, other in zip(columns, theirs.entries):
                if a is None or b is None:
                    missing = entry.card_id if a is None else other.card_id
                    line.append(Cell(None, Message("army.card-unknown", card_id=missing)))
                else:
                    line.append(found.get((a.id, b.id), Cell(None, None)))
            grid.append(tuple(line))
        return ArmyMatrix(mine.name, theirs.name, rows, columns, tuple(e.card_id for e in mine.entries),
                          tuple(e.card_id for e in theirs.entries), tuple(grid), terms.charge, terms.policy)

    try:
        for key, outcome in _weighed(fights, terms, workers, cancelled):
            found[key] = Cell(outcome) if isinstance(outcome, Matchup) else Cell(None, outcome)
            if progress is not None:
                progress(matrix())
    except Cancelled:
        pass
    return matrix()


def matrix(mine: Sequence[Card], theirs: Sequence[Card], *, charge: Charger = Charger.NONE,
           rounds: int = DEFAULT_ROUNDS, policy: Policy = Policy.ADVICE, ruleset: Ruleset = CORE,
           wound_table: WoundTable | None = None, cancelled: CancelCheck | None = None,
           workers: int | None = None) -> list[list[Matchup | None]]:
    """One figurine of each of ``mine`` against one of each of ``theirs`` (None: a card that
    lacks a number the fight needs); a card (by id) met twice is computed once. ``cancelled``
    as :func:`~companion.rules.matchup.matchup`'s, asked in each cell too; ``workers`` as
    :func:`companion.rules.matchup_pool.weigh`'s."""
    terms = Terms(Charger(charge), Policy(policy), rounds, ruleset, wound_table or load_wound_table())
    found = {key: outcome if isinstance(outcome, Matchup) else None
             for key, outcome in _weighed([(a, b) for a in mine for b in theirs], terms, workers, cancelled)}
    return [[found[(a.id, b.id)] for b in theirs] for a in mine]


def _weighed(fights: Sequence[tuple[Card, Card]], terms: Terms, workers: int | None,
             cancelled: CancelCheck | None) -> Iterator[tuple[tuple[str, str], Outcome]]:
    """Each distinct fight of ``fights`` (a pair of cards met twice is weighed once), by the
    pair's ids, as it is done (:func:`companion.rules.matchup_pool.weigh`)."""
    distinct = list({(a.id, b.id): (a, b) for a, b in fights}.items())
    for index, outcome in weigh([pair for _key, pair in distinct], terms, workers=workers, cancelled=cancelled):
        yield distinct[index][0], outcome


__all__ = ["ArmyMatrix", "Cell", "army_matrix", "matrix"]
