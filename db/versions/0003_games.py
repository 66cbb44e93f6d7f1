"""Games at the table: one row per game (setup snapshot, summary), one per action (the log), and
state snapshots every 100 actions (a cache for restoring long games fast).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True, nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.Column("updated_at", sa.String(), nullable=False),
        sa.Column("ruleset", sa.String(), nullable=False),
        sa.Column("house_rules", sa.String(), nullable=False, server_default="[]"),
        # Both army lists, the cards they use and the Wound Table, as JSON (a snapshot).
        sa.Column("setup", sa.String(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(), nullable=False, server_default="in-progress"),
        sa.Column("result", sa.String(), nullable=True),
        # A summary kept with each action, so that listing games needs no replay.
        sa.Column("sides", sa.String(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("phase", sa.String(), nullable=False, server_default="approach"),
    )
    op.create_table(
        "game_action",
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        # The action as its JSON object with a "kind", dice included.
        sa.Column("action", sa.String(), nullable=False),
        # Undone actions stay until a new action replaces them (redo).
        sa.Column("undone", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.PrimaryKeyConstraint("game_id", "seq"),
    )
    # A cache for speed only: the state after the first ``seq`` actions, as written by the code
    # version ``version``; ignored when the version differs (the log is the truth).
    op.create_table(
        "game_snapshot",
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("version", sa.String(), nullable=False),
        sa.Column("state", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "seq"),
    )


def downgrade() -> None:
    op.drop_table("game_snapshot")
    op.drop_table("game_action")
    op.drop_table("game")
