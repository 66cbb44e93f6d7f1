"""A pytest plugin that records every error message the ``companion`` command prints
(``companion: error: ...``), as raised, in English: ``tests/cli/test_cli_french.py`` runs the CLI
tests with it and checks each message has a French template (resources/i18n/fr.cli.json).

    COMPANION_RECORD_ERRORS=FILE pytest -p tests.cli.error_messages_plugin tests/cli
"""

from __future__ import annotations

import json
import os
from typing import Any

RECORD_ENV = "COMPANION_RECORD_ERRORS"
_seen: dict[str, str] = {}


def pytest_configure(config: Any) -> None:
    import companion.cli as cli

    original = cli.error_text
    current: dict[str, str] = {"test": ""}

    def recording(message: str, language: str | None = None) -> str:
        _seen.setdefault(message, current["test"])
        return original(message, language)

    cli.error_text = recording  # type: ignore[assignment]
    config._companion_current_test = current  # noqa: SLF001


def pytest_runtest_setup(item: Any) -> None:
    item.config._companion_current_test["test"] = item.nodeid  # noqa: SLF001


def pytest_unconfigure(config: Any) -> None:
    path = os.environ.get(RECORD_ENV)
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(_seen, out, ensure_ascii=False, indent=1)
