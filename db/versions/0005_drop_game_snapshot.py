"""Games without state snapshots: a game's state is the replay of its action log.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_table("game_snapshot")


def downgrade() -> None:
    # The table as 0003 made it, empty: the log is the whole game, a snapshot was only a cache.
    op.create_table(
        "game_snapshot",
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("version", sa.String(), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "seq"),
    )
