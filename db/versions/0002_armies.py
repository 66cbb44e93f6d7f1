"""Saved army lists: one row per list, the list itself as its *.army.json document.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "army",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True, nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("people", sa.String(), nullable=False),
        # The list as FORMATS.md's "Army list" JSON document (format, version, entries...).
        sa.Column("document", sa.String(), nullable=False),
        # A draft keeps unsaved changes of the builder across a crash or a quit.
        sa.Column("is_draft", sa.Boolean(), nullable=False, server_default=sa.false()),
        # The saved list a draft belongs to (NULL for a draft of a list never saved).
        sa.Column("draft_of", sa.Integer(), sa.ForeignKey("army.id", ondelete="CASCADE"), nullable=True),
        sa.Column("updated_at", sa.String(), nullable=False),
    )
    op.create_index("ix_army_name", "army", ["name"])


def downgrade() -> None:
    op.drop_index("ix_army_name", table_name="army")
    op.drop_table("army")
