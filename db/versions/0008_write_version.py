"""A version number on each army list and game, raised by every write: a writer that read an
older version (a second window, a command run meanwhile) is refused instead of overwriting.
The columns are added and dropped in place (ALTER TABLE), the tables are never copied.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("army", "game"):
        present = {column["name"] for column in sa.inspect(op.get_bind()).get_columns(table)}
        if "version" in present:  # a file whose revision was set back by hand keeps its column
            continue
        op.add_column(table, sa.Column("version", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    # ALTER TABLE ... DROP COLUMN (SQLite 3.35), not a copy of the table: dropping the old one
    # would delete, through the foreign keys, every action of every game.
    for table in ("army", "game"):
        op.drop_column(table, "version")
