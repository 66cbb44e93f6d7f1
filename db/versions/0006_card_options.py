"""Cards with options, option groups, a Character id, POW/FEDE budgets and an edition
(FORMATS.md "Card pack"); cards stored before read as the booklet's edition with no options.

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

# In the card's field order, before "provenance" (the columns follow companion.rules.card.Card).
COLUMNS = (
    sa.Column("character_id", sa.String(), nullable=True),
    sa.Column("pow_budget", sa.Integer(), nullable=True),
    sa.Column("faith_budget", sa.Integer(), nullable=True),
    sa.Column("options", sa.String(), nullable=False, server_default="[]"),
    sa.Column("option_groups", sa.String(), nullable=False, server_default="[]"),
    sa.Column("edition", sa.String(), nullable=False, server_default="c2"),
)


def upgrade() -> None:
    present = {column["name"] for column in sa.inspect(op.get_bind()).get_columns("card")}
    missing = [column for column in COLUMNS if column.name not in present]
    if not missing:  # a file whose revision was set back by hand keeps its columns
        return
    with op.batch_alter_table("card", recreate="always") as batch:
        for column in missing:
            batch.add_column(column, insert_before="provenance")


def downgrade() -> None:
    with op.batch_alter_table("card", recreate="always") as batch:
        for column in COLUMNS:
            batch.drop_column(column.name)
