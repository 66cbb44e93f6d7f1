"""Alembic environment: runs the migrations in db/versions on the connection it is given.

companion.library.db calls alembic programmatically and passes its open connection in
``config.attributes["connection"]``; with ``alembic -x db=PATH upgrade head`` from the project
root (see alembic.ini) a connection to that file is made here instead.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection


def run_on(connection: Connection) -> None:
    context.configure(connection=connection, render_as_batch=True, transaction_per_migration=True)
    with context.begin_transaction():
        context.run_migrations()


def main() -> None:
    config = context.config
    connection = config.attributes.get("connection")
    if connection is not None:
        run_on(connection)
        return
    path = context.get_x_argument(as_dictionary=True).get("db")
    url = f"sqlite:///{path}" if path else config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("give the database: alembic -x db=PATH upgrade head")
    engine = create_engine(url)
    with engine.begin() as connection:
        run_on(connection)
    engine.dispose()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not used by this project")
main()
