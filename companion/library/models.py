"""The library's tables, one declared sqlmodel class each: the schema's one definition.

The alembic migrations in ``db/`` create and change the tables; a test checks with alembic's
``compare_metadata`` that a migrated file holds exactly what these classes declare. Each
store reads and writes its table through a :class:`sqlmodel.Session` (companion.library.db).
How a :class:`companion.rules.card.Card` becomes a :class:`CardRow` and back is
companion.library.card_columns.

Texts that hold more than one value (a card's abilities, options and names in other
languages, an army list's document, a game's setup and actions, a tournament round's state)
are JSON, spelt as the project's files spell them (FORMATS.md).
"""

from sqlalchemy import Column, ForeignKey, Integer, String
from sqlmodel import Field, SQLModel


class CardRow(SQLModel, table=True):
    """A reference card: a column per field of the Card, then ``search`` (a lower-case text of
    name, people, rank, abilities and other names, for the filter)."""

    __tablename__ = "card"

    id: str = Field(primary_key=True)
    name: str
    people: str = Field(index=True)
    rank: str | None = None
    character: bool = False
    ap: int | None = None
    figures_per_card: int | None = None
    size: str | None = None
    base: str | None = None
    movement: float | None = None
    flight: float | None = None
    initiative: int | None = None
    attack: int | None = None
    strength: int | None = None
    defence: int | None = None
    resilience: int | None = None
    aim: int | None = None
    courage: int | None = None
    fear: int | None = None
    discipline: int | None = None
    power: int | None = None
    faith: str | None = None
    abilities: str = "[]"
    equipment: str = "[]"
    magician: bool = False
    faithful: bool = False
    character_id: str | None = None
    pow_budget: int | None = None
    faith_budget: int | None = None
    options: str = "[]"
    option_groups: str = "[]"
    edition: str = "c2"
    source_ids: str | None = None
    provenance: str = ""
    notes: str = ""
    names: str = "{}"
    search: str = ""


class OptionSetRow(SQLModel, table=True):
    """The options (or option groups) that cards have alike, stored once: their JSON, the ids
    without a card's, keyed by its SHA-256 (companion.library.option_sets)."""

    __tablename__ = "option_set"

    key: str = Field(primary_key=True)
    items: str


class ArmyRow(SQLModel, table=True):
    """An army list: its document is the ``*.army.json`` JSON; a draft holds the unsaved
    changes of the builder (of the saved list ``draft_of``, or of a list never saved)."""

    __tablename__ = "army"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True)
    people: str
    document: str
    is_draft: bool = False
    draft_of: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("army.id", ondelete="CASCADE"), nullable=True))
    updated_at: str
    version: int = 0
    """Counts the writes, so that a save over a list changed since it was read is refused."""


class GameRow(SQLModel, table=True):
    """A game: both lists, their cards and the Wound Table as JSON (``setup``), the seed of
    its dice, and a summary kept with each action (listing games needs no replay)."""

    __tablename__ = "game"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: str
    updated_at: str
    ruleset: str
    house_rules: str = "[]"
    setup: str
    seed: int
    status: str = "in-progress"
    result: str | None = None
    sides: str
    round: int = 0
    phase: str = "approach"
    version: int = 0


class GameActionRow(SQLModel, table=True):
    """One action of a game's log, as its JSON object; undone actions stay until a new action
    replaces them (redo)."""

    __tablename__ = "game_action"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("game.id", ondelete="CASCADE"), primary_key=True))
    seq: int = Field(primary_key=True)
    action: str
    undone: bool = False


def _game_link() -> Column[int]:
    return Column(Integer, ForeignKey("game.id", ondelete="SET NULL"), nullable=True)


class TournamentRoundRow(SQLModel, table=True):
    """A tournament round: the whole challenge as JSON (``state``), a summary for the list of
    rounds, the saved lists the players brought and the game of each stage played."""

    __tablename__ = "tournament_round"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: str
    updated_at: str
    state: str
    player_a: str
    player_b: str
    stage: str
    winner: str | None = None
    objective: str
    time_limit: str
    terrain: str
    list_a_id: int | None = None
    list_b_id: int | None = None
    premier_sang_game_id: int | None = Field(default=None, sa_column=_game_link())
    revanche_game_id: int | None = Field(default=None, sa_column=_game_link())
    duel_game_id: int | None = Field(default=None, sa_column=_game_link())
    stage_started_at: str | None = None
    """When the current stage's clock started (UTC, ISO 8601)."""


class DataSourceRow(SQLModel, table=True):
    """A data source (``github:OWNER/REPO``, a catpkg or index URL, a folder), by the name its
    cards record as their edition."""

    __tablename__ = "data_source"

    name: str = Field(primary_key=True)
    kind: str
    location: str = Field(unique=True)
    revision: str | None = None
    added_at: str
    checked_at: str
    """The last update that succeeded."""
    changed_at: str
    """The last update that changed files."""


def _source_link() -> Column[str]:
    return Column(String, ForeignKey("data_source.name", ondelete="CASCADE"), primary_key=True)


class DataSourceFileRow(SQLModel, table=True):
    """A file of a data source and its kept copy (``file``, checked by its ``sha256``)."""

    __tablename__ = "data_source_file"

    source: str = Field(sa_column=_source_link())
    name: str = Field(primary_key=True)
    file: str
    url: str
    version: str
    """What changes when the file does (a blob's sha, a package's version)."""
    revision: str | None = None
    """Its BattleScribe revision."""
    size: int
    sha256: str


class DataSourceCardRow(SQLModel, table=True):
    """A card a data source brought."""

    __tablename__ = "data_source_card"

    source: str = Field(sa_column=_source_link())
    card_id: str = Field(sa_column=Column(String, ForeignKey("card.id", ondelete="CASCADE"), primary_key=True,
                                          index=True))
