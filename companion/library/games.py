"""Games at the table, stored as a log of actions in SQLite: crash-proof, with undo and redo.

- A game row holds the setup (both lists, the cards they use, the Wound Table: a snapshot), the
  seed, the status and result, and a summary (round, phase) updated with each action.
- An action row per action (game, seq, JSON with its dice). :meth:`GameStore.append` applies the
  action to the current state first (an illegal action writes nothing), then commits the row
  and the summary in ONE transaction, and only then returns the new state: a caller that
  shows the returned state never shows what is not on disk.
- The state is the replay of the log (:func:`companion.rules.game.replay`): opening a game
  replays its actions; the store keeps, per open game, its newest state and checkpoints
  (:class:`~companion.rules.game.checkpoints.Checkpoints`), so that an action costs one
  ``apply``, an undo a replay of a few actions, and memory stays proportional to the log.
- Undo marks the last action undone; redo unmarks the first undone one; a new action deletes
  the undone ones.
- Each game row has a version, raised by every write of its log: a store whose copy of the log
  is older (another window, or a command, wrote meanwhile) is refused with
  :class:`GameChangedError` and writes nothing; the game is read again when next asked for.
- An imported log is stored in one transaction: a kill leaves all of it or nothing.

Export: JSON (``{"format": "confrontation-game", "version": 1, "name", "setup", "actions"}``:
replayable by ``companion game replay``) and the battle report (:mod:`.game_report`, in the
reader's language). How a game ended is stored as its message (an id and its arguments, as
JSON) in the summary, so that the list of games shows it in the reader's language too.

Errors carry a :class:`~companion.rules.message.Message` (:class:`GameError`), rendered where
they are shown.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import delete, func, update
from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from companion.errors import BadInput, ChangedElsewhere, DatabaseError
from companion.library.game_models import GameActionRow, GameRow
from companion.rules.errors import RulesError
from companion.rules.game.errors import reason
from companion.rules.message import Message
from companion.rules.game import (
    Action,
    GameSetup,
    GameState,
    IllegalAction,
    Phase,
    action_from_dict,
    new_game,
    play,
    replay,
    setup_from_json,
    setup_to_json,
)
from companion.rules.game.actions import FinishGame
from companion.rules.game.checkpoints import Checkpoints

LOG_FORMAT = "confrontation-game"
LOG_VERSION = 1
IN_PROGRESS = "in-progress"
FINISHED = "finished"


class GameError(BadInput):
    """A game that cannot be used as asked (no such game, nothing to undo...); its
    :attr:`message` says why."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message:
        found = self.args[0]
        assert isinstance(found, Message)
        return found


class GameLogError(GameError):
    """A game log (exported JSON) that cannot be read or replayed; the message says where."""


class GameDatabaseError(GameError, DatabaseError):
    """The games' database cannot be used, or a stored game cannot be read back or replayed."""


class GameChangedError(GameError, ChangedElsewhere):
    """The game was written by someone else since this store read it: nothing was written."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A game as listed: no replay needed."""

    id: int
    name: str
    created: str
    updated: str
    ruleset: str
    sides: tuple[str, str]
    round: int
    phase: str
    status: str
    result: Message | None
    """How the game ended (a game stored before results were messages: its words as written)."""
    actions: int

    def to_dict(self) -> dict[str, object]:
        """The summary as JSON, the result in English (``companion game list --json``)."""
        from companion.i18n import ENGLISH, render, using_language

        with using_language(ENGLISH):
            result = render(self.result) if self.result is not None else None
        return {"id": self.id, "name": self.name, "created": self.created, "updated": self.updated,
                "ruleset": self.ruleset, "sides": list(self.sides), "round": self.round, "phase": self.phase,
                "status": self.status, "result": result, "actions": self.actions}


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())


def result_to_column(result: Message | None) -> str | None:
    """How a game ended as the summary stores it: the message's id and its arguments (the
    players' names and words) as JSON."""
    if result is None:
        return None
    return json.dumps({"id": result.id, "args": dict(result.args)}, ensure_ascii=False)


def result_from_column(text: str | None) -> Message | None:
    """The result a summary stores; words that are not a stored result (a game stored before
    results were messages) are shown as written."""
    if text is None:
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        data = None
    if not isinstance(data, dict) or not isinstance(args := data.get("args"), dict):
        return Message("game.players-words", text=text)
    result_id = data.get("id")
    found = _RESULTS.get(result_id) if isinstance(result_id, str) else None
    if found is None or not all(isinstance(args.get(name), str) for name in found[0]):
        return Message("game.players-words", text=text)
    return found[1](*(args[name] for name in found[0]))


_RESULTS: dict[str, tuple[tuple[str, ...], Callable[..., Message]]] = {
    "game.draw": ((), lambda: Message("game.draw")),
    "game.side-wins": (("loser", "winner"), lambda loser, winner: Message("game.side-wins", loser=loser, winner=winner)),
    "game.players-words": (("text",), lambda text: Message("game.players-words", text=text)),
    "game.ended-by-players": ((), lambda: Message("game.ended-by-players")),
}
"""How a game can end (companion.rules.game: a side destroyed, or the players' words), by id:
the arguments each takes and how it is made again."""


def parse_log(data: object, source: str = "the game log") -> tuple[str, GameSetup, list[Action]]:
    """The name, setup and actions of an exported log; :class:`GameLogError` names what is wrong."""
    try:
        return _parse_log(data, source)
    except RecursionError:  # values nested deeper than a log has any reason to be
        raise GameLogError(Message("game.log-too-deep", source=source)) from None


def _parse_log(data: object, source: str) -> tuple[str, GameSetup, list[Action]]:
    if not isinstance(data, dict):
        raise GameLogError(Message("game.log-not-a-log", source=source, format=repr(LOG_FORMAT)))
    if data.get("format") != LOG_FORMAT:
        raise GameLogError(Message("game.log-format", source=source, found=repr(data.get("format")),
                                   format=repr(LOG_FORMAT)))
    version = data.get("version")
    if version != LOG_VERSION:
        raise GameLogError(Message("game.log-version", source=source, found=repr(version), version=LOG_VERSION))
    try:
        setup = setup_from_json(data.get("setup"))
    except RulesError as error:
        raise GameLogError(Message("game.log-error", source=source, error=reason(error))) from None
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise GameLogError(Message("game.log-actions-list", source=source))
    actions = []
    for index, item in enumerate(raw):
        try:
            actions.append(action_from_dict(item))
        except RulesError as error:
            raise GameLogError(Message("game.log-action-error", source=source, index=index,
                                       error=reason(error))) from None
    return str(data.get("name", "")), setup, actions


MAX_LOG_BYTES = 16 * 1024 * 1024
"""A game log is at most this big (a long game is well under a megabyte)."""


def read_log_data(path: str | os.PathLike[str]) -> object:
    """The JSON of an exported game log file (a regular file of at most :data:`MAX_LOG_BYTES`);
    :class:`GameLogError` names the file and what is wrong."""
    from companion.library.json_file import GAME_LOG, read_json

    return read_json(Path(path), what=GAME_LOG, limit=MAX_LOG_BYTES, error=GameLogError)


def read_log(path: str | os.PathLike[str]) -> tuple[str, GameSetup, list[Action]]:
    """Read an exported game log file."""
    return parse_log(read_log_data(path), str(path))


def replay_log(setup: GameSetup, actions: Sequence[Action], source: str = "the game log") -> GameState:
    """Replay a log; an illegal action is a :class:`GameLogError` naming its index."""
    try:
        return replay(setup, actions)
    except RulesError as error:
        raise GameLogError(Message("game.log-error", source=source, error=reason(error))) from None


class GameStore:
    """The games in one SQLite database (the library's). Use :meth:`open` or pass an engine."""

    def __init__(self, source: Any) -> None:
        """``source``: a :class:`~companion.library.db.Database`, or a store on one (a Library)."""
        from companion.library.db import Database

        database = source if isinstance(source, Database) else getattr(source, "database", None)
        if not isinstance(database, Database):
            raise TypeError("GameStore needs a Database or a Library")
        self.database = database
        self._engine: Engine = database.engine
        self._states: dict[int, Checkpoints] = {}
        """Per open game: its newest state and checkpoints behind it, for undo."""
        self._actions: dict[int, list[Action]] = {}
        self._undone: dict[int, list[Action]] = {}
        self._versions: dict[int, int] = {}
        """Per open game: the version of its row when this store last read or wrote it."""

    @property
    def read_only(self) -> bool:
        """True on a damaged database opened read-only (nothing is written)."""
        return self.database.read_only

    @property
    def warnings(self) -> list[Message]:
        """Messages for the user from opening the database (a damaged file opened read-only...)."""
        return self.database.warnings

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine on this file."""
        return self._engine

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> GameStore:
        """The games of the database at ``path`` (default: --db / COMPANION_DB / user folder); a new
        database gets the starter library, as :meth:`Library.open <companion.library.store.Library.open>` gives it."""
        from companion.library.db import Database
        from companion.library.store import seed_starter_packs

        return cls(Database.open(path, seed=seed_starter_packs))

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # --- database ---------------------------------------------------------------------------

    @contextmanager
    def _session(self, write: bool = False) -> Iterator[Session]:
        """A Session on the database (in one write transaction if ``write``); the database's
        faults are GameDatabaseErrors."""
        if write and self.read_only:
            raise GameDatabaseError(Message("game.store-read-only"))
        try:
            with (self.database.transaction if write else self.database.session)(_unusable) as session:
                yield session
        except GameDatabaseError:
            raise
        except DatabaseError as error:
            said = error.message
            raise GameDatabaseError(said if isinstance(said, Message) else
                                    Message("game.store-unusable", error=said)) from None

    @staticmethod
    def _row(session: Session, game_id: int) -> GameRow:
        row = session.get(GameRow, game_id)
        if row is None:
            raise GameError(Message("game.store-no-such-game", game=game_id))
        return row

    # --- games ------------------------------------------------------------------------------

    def create(self, setup: GameSetup, name: str | None = None) -> int:
        """Store a new game; returns its id."""
        state = new_game(setup)
        with self._session(write=True) as session:
            game_id = self._insert(session, setup, name, state)
        self._remember(game_id, Checkpoints(state), [], 0)
        return game_id

    @staticmethod
    def _insert(session: Session, setup: GameSetup, name: str | None, state: GameState) -> int:
        sides = f"{setup.sides[0].name} vs {setup.sides[1].name}"
        now = _now()
        row = GameRow(name=name or f"{sides}, {time.strftime('%Y-%m-%d', time.gmtime())}", created_at=now,
                      updated_at=now, ruleset=setup.ruleset.name.value,
                      house_rules=json.dumps(sorted(setup.ruleset.house_rules)),
                      setup=json.dumps(setup_to_json(setup)), seed=setup.seed, status=IN_PROGRESS, sides=sides,
                      phase=state.phase.value)
        session.add(row)
        session.flush()
        assert row.id is not None
        return row.id

    def _remember(self, game_id: int, states: Checkpoints, actions: list[Action], version: int,
                  undone: list[Action] | None = None) -> None:
        self._states[game_id] = states
        self._actions[game_id] = actions
        self._undone[game_id] = list(undone or [])
        self._versions[game_id] = version

    def _forget(self, game_id: int) -> None:
        for cache in (self._states, self._actions, self._undone, self._versions):
            cache.pop(game_id, None)

    def _load(self, game_id: int) -> None:
        if game_id in self._states:
            return

        with self._session() as session:
            row = self._row(session, game_id)
            stored_setup, version = row.setup, row.version
            rows = session.exec(select(GameActionRow.action, GameActionRow.undone)
                                .where(GameActionRow.game_id == game_id).order_by(col(GameActionRow.seq))).all()
        try:
            setup = setup_from_json(json.loads(stored_setup))
            active: list[Action] = []
            undone: list[Action] = []
            for raw, is_undone in rows:
                action = action_from_dict(json.loads(raw))
                (undone if is_undone else active).append(action)
        except (RulesError, json.JSONDecodeError) as error:
            raise GameDatabaseError(Message("game.store-damaged", game=game_id, error=reason(error))) from None
        states = Checkpoints(new_game(setup))
        for index, action in enumerate(active):
            try:
                states.push(play(states.newest, action)[0])
            except RulesError as error:
                raise GameDatabaseError(Message("game.store-no-longer-replays", game=game_id, index=index,
                                          error=reason(error))) from None
        self._remember(game_id, states, active, version, undone)

    def state(self, game_id: int) -> GameState:
        """The game as it is now (the replay of its log)."""
        self._load(game_id)
        return self._states[game_id].newest

    def actions(self, game_id: int) -> list[Action]:
        """The active actions of the log, dice included."""
        self._load(game_id)
        return list(self._actions[game_id])

    def can_undo(self, game_id: int) -> bool:
        self._load(game_id)
        return bool(self._actions[game_id])

    def can_redo(self, game_id: int) -> bool:
        self._load(game_id)
        return bool(self._undone[game_id])

    def _summary(self, session: Session, game_id: int, state: GameState) -> None:
        """Write the game's summary and raise its version, if nobody wrote it since this store
        read it (else :class:`GameChangedError`: the transaction writes nothing)."""
        updated = session.exec(update(GameRow).where(
            col(GameRow.id) == game_id, col(GameRow.version) == self._versions[game_id]).values(
            updated_at=_now(), round=state.round, phase=state.phase.value,
            status=FINISHED if state.phase is Phase.FINISHED else IN_PROGRESS,
            result=result_to_column(state.result), version=col(GameRow.version) + 1)).rowcount
        if updated:
            return
        found = session.get(GameRow, game_id)
        self._forget(game_id)
        if found is None:
            raise GameError(Message("game.store-no-such-game", game=game_id))
        raise GameChangedError(Message("game.store-changed-elsewhere", game=game_id, name=found.name,
                                       actions=_active_count(session, game_id)))

    def _written(self, game_id: int) -> None:
        """A write of the game committed: this store's copy is the stored version."""
        self._versions[game_id] += 1

    def append(self, game_id: int, action: Action) -> GameState:
        """Apply ``action`` (IllegalAction if the rules forbid it: nothing is written), commit it
        with the dice it used, and return the new state."""
        self._load(game_id)
        state = self._states[game_id].newest
        new_state, completed = play(state, action)
        seq = len(self._actions[game_id])
        payload = json.dumps(completed.to_dict())

        with self._session(write=True) as session:
            self._summary(session, game_id, new_state)  # first: a game changed elsewhere stops here
            session.exec(delete(GameActionRow).where(col(GameActionRow.game_id) == game_id,
                                                     col(GameActionRow.seq) >= seq))
            session.add(GameActionRow(game_id=game_id, seq=seq, action=payload))
        self._written(game_id)
        self._states[game_id].push(new_state)
        self._actions[game_id].append(completed)
        self._undone[game_id] = []
        return new_state

    def undo(self, game_id: int) -> GameState:
        """Undo the last action (it can be redone until a new action is taken)."""
        self._load(game_id)
        if not self._actions[game_id]:
            raise GameError(Message("game.store-nothing-to-undo"))
        seq = len(self._actions[game_id]) - 1
        previous = self._states[game_id].state_at(seq, self._actions[game_id])

        with self._session(write=True) as session:
            self._summary(session, game_id, previous)
            self._action(session, game_id, seq).undone = True
        self._written(game_id)
        self._states[game_id].back_to(seq, previous)
        self._undone[game_id].insert(0, self._actions[game_id].pop())
        return previous

    def redo(self, game_id: int) -> GameState:
        """Redo the first undone action, with the same dice."""
        self._load(game_id)
        if not self._undone[game_id]:
            raise GameError(Message("game.store-nothing-to-redo"))
        action = self._undone[game_id][0]
        seq = len(self._actions[game_id])
        new_state = play(self._states[game_id].newest, action)[0]

        with self._session(write=True) as session:
            self._summary(session, game_id, new_state)
            self._action(session, game_id, seq).undone = False
        self._written(game_id)
        self._undone[game_id].pop(0)
        self._actions[game_id].append(action)
        self._states[game_id].push(new_state)
        return new_state

    @staticmethod
    def _action(session: Session, game_id: int, seq: int) -> GameActionRow:
        row = session.get(GameActionRow, (game_id, seq))
        if row is None:
            raise GameDatabaseError(Message("game.store-damaged", game=game_id, error=f"action {seq} is missing"))
        return row

    def finish(self, game_id: int, result: str) -> GameState:
        """End the game with its result (kept with the game)."""
        return self.append(game_id, FinishGame(result))

    def rename(self, game_id: int, name: str) -> None:
        if not name.strip():
            raise GameError(Message("game.store-needs-a-name"))
        with self._session(write=True) as session:
            self._row(session, game_id).name = name.strip()

    def delete(self, game_id: int) -> None:
        with self._session(write=True) as session:
            self._row(session, game_id)
            session.exec(delete(GameActionRow).where(col(GameActionRow.game_id) == game_id))
            session.exec(delete(GameRow).where(col(GameRow.id) == game_id))
        self._forget(game_id)

    def list(self) -> list[GameSummary]:
        """Every game, the most recently played first."""
        active = (select(func.count()).where(col(GameActionRow.game_id) == GameRow.id, ~col(GameActionRow.undone))
                  .scalar_subquery())
        query = select(GameRow, active).order_by(col(GameRow.updated_at).desc(), col(GameRow.id).desc())
        summaries = []
        with self._session() as session:
            for row, actions in session.exec(query):
                a, _, b = row.sides.partition(" vs ")
                summaries.append(GameSummary(row.id or 0, row.name, row.created_at, row.updated_at, row.ruleset, (a, b),
                                             row.round, row.phase, row.status, result_from_column(row.result),
                                             actions))
        return summaries

    def name(self, game_id: int) -> str:
        with self._session() as session:
            return self._row(session, game_id).name

    def resolve(self, ref: str) -> int:
        """A game id from what a user typed: its number or its exact name."""
        if ref.isdigit():
            game_id = int(ref)
            with self._session() as session:
                self._row(session, game_id)
            return game_id
        matches = [g.id for g in self.list() if g.name == ref]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise GameError(Message("game.store-several-games", name=repr(ref), numbers=", ".join(map(str, matches))))
        raise GameError(Message("game.store-no-game-called", name=repr(ref)))

    # --- export / import ----------------------------------------------------------------------

    def export_json(self, game_id: int) -> dict[str, Any]:
        """The setup and the active actions (with their dice): replayable; with each player's luck
        (``luck``: :func:`companion.library.game_luck.lucks_to_json`; a log read back ignores it)."""
        from companion.library.game_luck import luck_of_log, lucks_to_json

        state = self.state(game_id)
        actions = self.actions(game_id)
        return {"format": LOG_FORMAT, "version": LOG_VERSION, "name": self.name(game_id),
                "setup": setup_to_json(state.setup),
                "actions": [a.to_dict() for a in actions],
                "luck": lucks_to_json(state.setup, luck_of_log(state.setup, actions))}

    def export_text(self, game_id: int) -> str:
        """The battle report, in the current language."""
        from companion.library.game_luck import luck_of_log
        from companion.library.game_report import battle_report

        state = self.state(game_id)
        return battle_report(state, self.name(game_id), luck_of_log(state.setup, self.actions(game_id)))

    def import_log(self, data: object, name: str | None = None, source: str = "the game log") -> int:
        """Store an exported log as a new game, every action checked by replaying it, in one
        transaction (a kill leaves the whole game or none of it)."""
        return self.store_log(check_log(data, source), name)

    def store_log(self, log: CheckedLog, name: str | None = None) -> int:
        """Store a log already checked (:func:`check_log`) as a new game, in one transaction."""
        created: list[int] = []
        try:
            with self._session(write=True) as session:
                game_id = self._insert(session, log.setup, name or log.name or None, log.states.start)
                created.append(game_id)
                session.add_all(GameActionRow(game_id=game_id, seq=seq, action=json.dumps(action.to_dict()))
                                for seq, action in enumerate(log.actions))
                self._remember(game_id, log.states.copy(), list(log.actions), 0)
                self._summary(session, game_id, log.states.newest)
        except BaseException:
            for game_id in created:  # rolled back: nothing of it is stored
                self._forget(game_id)
            raise
        self._written(game_id)
        return game_id


@dataclass(frozen=True)
class CheckedLog:
    """An exported log read and replayed: its name, setup, actions (with their dice) and its
    states (the final one and checkpoints, :class:`Checkpoints`)."""

    name: str
    setup: GameSetup
    actions: tuple[Action, ...]
    states: Checkpoints


def check_log(data: object, source: str = "the game log") -> CheckedLog:
    """Parse an exported log and replay every action; :class:`GameLogError` names what is wrong."""
    name, setup, actions = parse_log(data, source)
    states = Checkpoints(new_game(setup))
    completed: list[Action] = []
    try:
        for action in actions:
            state, done = play(states.newest, action)
            states.push(state)
            completed.append(done)
    except RulesError:
        replay_log(setup, actions, source)  # says which action, and why
        raise
    return CheckedLog(name, setup, tuple(completed), states)


def _unusable(error: str) -> Message:
    return Message("game.store-unusable", error=error)


def _active_count(session: Session, game_id: int) -> int:
    """The actions of a game's log that are not undone."""
    return session.exec(select(func.count()).select_from(GameActionRow).where(
        col(GameActionRow.game_id) == game_id, ~col(GameActionRow.undone))).one()


__all__ = ["CheckedLog", "GameChangedError", "GameDatabaseError", "GameError", "GameLogError", "GameStore",
           "GameSummary", "IllegalAction", "LOG_FORMAT", "LOG_VERSION", "MAX_LOG_BYTES", "check_log", "parse_log",
           "read_log", "read_log_data", "replay_log", "result_from_column", "result_to_column"]
