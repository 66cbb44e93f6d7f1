"""The tables of the data sources, one declared sqlmodel class each (the rest of the schema is
companion.library.models): read and written by companion.library.sources.records.
"""

from sqlalchemy import Column, ForeignKey, String
from sqlmodel import Field, SQLModel, col

from companion.library.models import CardRow


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
    card_id: str = Field(sa_column=Column(String, ForeignKey(col(CardRow.id), ondelete="CASCADE"), primary_key=True,
                                          index=True))
