"""A version number on each army list and game, raised by every write: a writer that read an
older version (a second window, a command run meanwhile) is refused instead of overwriting.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("army", "game"):
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    for table in ("army", "game"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
