"""Data sources: where BattleScribe data is downloaded from, the files kept, the cards it gave.

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
    op.create_table(
        "data_source",
        # The name it is listed under (``c5``); also the edition its cards record.
        sa.Column("name", sa.String(), primary_key=True, nullable=False),
        sa.Column("kind", sa.String(), nullable=False),  # github, catpkg, index, folder
        sa.Column("location", sa.String(), nullable=False, unique=True),
        # The source's revision as a whole: a release's tag, a tree's sha, a package's version.
        sa.Column("revision", sa.String(), nullable=True),
        sa.Column("added_at", sa.String(), nullable=False),
        sa.Column("checked_at", sa.String(), nullable=False),  # the last update that succeeded
        sa.Column("changed_at", sa.String(), nullable=False),  # the last update that changed files
    )
    op.create_table(
        "data_source_file",
        sa.Column("source", sa.String(), sa.ForeignKey("data_source.name", ondelete="CASCADE"), nullable=False),
        sa.Column("name", sa.String(), nullable=False),  # as the source names it
        sa.Column("file", sa.String(), nullable=False),  # the kept copy's (safe) file name
        sa.Column("url", sa.String(), nullable=False),
        sa.Column("version", sa.String(), nullable=False),  # what changes when the file does
        sa.Column("revision", sa.String(), nullable=True),  # its BattleScribe revision
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(), nullable=False),  # of the kept copy
        sa.PrimaryKeyConstraint("source", "name"),
    )
    op.create_table(
        "data_source_card",
        sa.Column("source", sa.String(), sa.ForeignKey("data_source.name", ondelete="CASCADE"), nullable=False),
        sa.Column("card_id", sa.String(), sa.ForeignKey("card.id", ondelete="CASCADE"), nullable=False),
        sa.PrimaryKeyConstraint("source", "card_id"),
    )
    op.create_index("ix_data_source_card_card_id", "data_source_card", ["card_id"])


def downgrade() -> None:
    op.drop_index("ix_data_source_card_card_id", table_name="data_source_card")
    op.drop_table("data_source_card")
    op.drop_table("data_source_file")
    op.drop_table("data_source")
