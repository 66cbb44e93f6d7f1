"""A version number on each army list and game, raised by every write: a writer that read an
older version (a second window, a command run meanwhile) is refused instead of overwriting.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("army", "game"):
        present = {column["name"] for column in sa.inspect(op.get_bind()).get_columns(table)}
        if "version" in present:  # a file whose revision was set back by hand keeps its column
            continue
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    for table in ("army", "game"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
