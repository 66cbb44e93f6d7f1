"""The data sources' files are read again at their next update: before this revision, a card a
source gave whose id a card of another edition held (the starter ``dirz/sasia-samaris`` and the
C5 card of that name) was left out of the library; it is now kept beside the other
(companion.library.card_ids). The versions of the files kept are forgotten, so that the next
update fetches and imports them all, and says which cards it added. Nothing else changes.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01
"""

from __future__ import annotations

from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("UPDATE data_source_file SET version = ''")


def downgrade() -> None:
    pass  # the versions are learnt again at the next update
