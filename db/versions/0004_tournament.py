"""Tournament rounds: the challenge as a JSON snapshot, a summary, and the game of each stage.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_round",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True, nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.Column("updated_at", sa.String(), nullable=False),
        # The whole round as JSON (companion.rules.tournament.challenge_to_json): both lists and
        # the cards they use (snapshots), the objective roll and text, the terrain, the wagers,
        # the stage, the outcomes and the winner.
        sa.Column("state", sa.String(), nullable=False),
        # A summary, kept with each change, so that listing rounds reads no JSON.
        sa.Column("player_a", sa.String(), nullable=False),
        sa.Column("player_b", sa.String(), nullable=False),
        sa.Column("stage", sa.String(), nullable=False),
        sa.Column("winner", sa.String(), nullable=True),
        sa.Column("objective", sa.String(), nullable=False),
        sa.Column("time_limit", sa.String(), nullable=False),
        sa.Column("terrain", sa.String(), nullable=False),
        # The saved lists the players brought (army.id), if they came from the library; the
        # snapshot in ``state`` is what is played, whatever happens to those lists later.
        sa.Column("list_a_id", sa.Integer(), nullable=True),
        sa.Column("list_b_id", sa.Integer(), nullable=True),
        # The companion game of each played stage.
        sa.Column("premier_sang_game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="SET NULL"), nullable=True),
        sa.Column("revanche_game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="SET NULL"), nullable=True),
        sa.Column("duel_game_id", sa.Integer(), sa.ForeignKey("game.id", ondelete="SET NULL"), nullable=True),
        # When the current stage's clock started (UTC, ISO 8601): the countdown survives a restart.
        sa.Column("stage_started_at", sa.String(), nullable=True),
    )


def downgrade() -> None:
    op.drop_table("tournament_round")
