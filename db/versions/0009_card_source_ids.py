"""Cards with their data source's ids (the game system, the catalogue, the model's entry path,
its category and force entries), so that an army list finds the same cards after a fresh
import; cards stored before have none. An option's ids are stored in the options' JSON.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels = None
depends_on = None

# Before "provenance", after "edition" (the columns follow companion.rules.card.Card).
COLUMN = sa.Column("source_ids", sa.String(), nullable=True)


def upgrade() -> None:
    present = {column["name"] for column in sa.inspect(op.get_bind()).get_columns("card")}
    if COLUMN.name in present:  # a file whose revision was set back by hand keeps its column
        return
    with op.batch_alter_table("card", recreate="always") as batch:
        batch.add_column(COLUMN, insert_before="provenance")


def downgrade() -> None:
    with op.batch_alter_table("card", recreate="always") as batch:
        batch.drop_column(COLUMN.name)
