"""The card table: one row per reference card (FORMATS.md "Card pack").

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "card",
        sa.Column("id", sa.String(), primary_key=True, nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("people", sa.String(), nullable=False),
        sa.Column("rank", sa.String(), nullable=True),
        sa.Column("character", sa.Boolean(), nullable=False),
        sa.Column("ap", sa.Integer(), nullable=True),
        sa.Column("figures_per_card", sa.Integer(), nullable=True),
        sa.Column("size", sa.String(), nullable=True),
        sa.Column("base", sa.String(), nullable=True),
        sa.Column("movement", sa.Float(), nullable=True),
        sa.Column("flight", sa.Float(), nullable=True),
        sa.Column("initiative", sa.Integer(), nullable=True),
        sa.Column("attack", sa.Integer(), nullable=True),
        sa.Column("strength", sa.Integer(), nullable=True),
        sa.Column("defence", sa.Integer(), nullable=True),
        sa.Column("resilience", sa.Integer(), nullable=True),
        sa.Column("aim", sa.Integer(), nullable=True),
        sa.Column("courage", sa.Integer(), nullable=True),
        sa.Column("fear", sa.Integer(), nullable=True),
        sa.Column("discipline", sa.Integer(), nullable=True),
        sa.Column("power", sa.Integer(), nullable=True),
        sa.Column("faith", sa.String(), nullable=True),
        sa.Column("abilities", sa.String(), nullable=False),
        sa.Column("equipment", sa.String(), nullable=False),
        sa.Column("magician", sa.Boolean(), nullable=False),
        sa.Column("faithful", sa.Boolean(), nullable=False),
        sa.Column("provenance", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("names", sa.String(), nullable=False),
        sa.Column("search", sa.String(), nullable=False),
    )
    op.create_index("ix_card_people", "card", ["people"])


def downgrade() -> None:
    op.drop_index("ix_card_people", table_name="card")
    op.drop_table("card")
