"""The card table as a sqlmodel model, declared from its columns (companion.library.card_columns),
and the option sets cards name (companion.library.option_sets).

One row per reference card: a column per field of :class:`companion.rules.card.Card`, then
``search``; ``id`` is the primary key and ``people`` is indexed. The schema itself is created
by the alembic migrations in ``db/``; this model must stay in step with them (a test compares
the two), and follows the Card by construction: a field added to the Card is a column here.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any

from sqlmodel import Field, SQLModel

from companion.library.card_columns import COLUMNS, Column

TABLE = "card"
PRIMARY_KEY = "id"
INDEXED = frozenset({"people"})


def _field(column: Column) -> Any:
    keywords: dict[str, Any] = {"primary_key": column.name == PRIMARY_KEY, "index": column.name in INDEXED}
    if column.default is not dataclasses.MISSING:
        keywords["default"] = column.default
    elif column.nullable:
        keywords["default"] = None
    return Field(**keywords)


def _declare(namespace: dict[str, Any]) -> None:
    namespace["__module__"] = __name__
    namespace["__tablename__"] = TABLE
    namespace["__annotations__"] = {c.name: c.type | None if c.nullable else c.type for c in COLUMNS}
    namespace.update({column.name: _field(column) for column in COLUMNS})


CardRow: type[SQLModel] = types.new_class("CardRow", (SQLModel,), {"table": True}, _declare)
"""A reference card as stored (one attribute per column)."""


class OptionSetRow(SQLModel, table=True):
    """The options (or option groups) of cards that have the same ones, stored once: their
    JSON, ids without a card's, keyed by its SHA-256 (companion.library.option_sets)."""

    __tablename__ = "option_set"

    key: str = Field(primary_key=True)
    items: str
