"""The library's tables, one declared sqlmodel class each: the schema's one definition.

The cards, the option sets they share and the army lists are here: the tables a start reads;
the games' and tournament rounds' are in companion.library.game_models, the data sources' in
companion.library.sources.models (a start does not declare the classes it does not read:
about 20 ms). The alembic migrations in ``db/`` create and change the tables; a test checks
with alembic's ``compare_metadata`` that a migrated file holds exactly what these classes
declare. Each store reads and writes its table through a :class:`sqlmodel.Session`
(companion.library.db).
How a :class:`companion.rules.card.Card` becomes a :class:`CardRow` and back is
companion.library.card_columns.

Texts that hold more than one value (a card's abilities, options and names in other
languages, an army list's document, a game's setup and actions, a tournament round's state)
are JSON, spelt as the project's files spell them (FORMATS.md).
"""

from sqlalchemy import Column, ForeignKey, Integer
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
