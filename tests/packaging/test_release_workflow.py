"""The release workflow cannot run here: what it relies on in the repository is checked instead."""

from __future__ import annotations

import re

from companion.project import REPOSITORY
from companion.resources import ROOT

WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
INSTALLER = (ROOT / "packaging" / "windows" / "companion.iss").read_text(encoding="utf-8")


def test_every_file_the_workflow_names_is_in_the_repository() -> None:
    named = set(re.findall(r"(?:packaging|tools)[/\\][\w./\\-]+", WORKFLOW))
    assert {"tools/dist.py", "packaging/companion.spec", "packaging\\windows\\companion.iss"} <= named
    for path in named:
        assert (ROOT / path.replace("\\", "/")).is_file(), path


def test_the_workflow_freezes_with_the_python_and_the_extra_the_project_uses() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'requires-python = ">=3.11"' in pyproject and 'python-version: "3.11"' in WORKFLOW
    assert re.search(r"^dist = \[", pyproject, re.MULTILINE) and 'pip install -e ".[dist]"' in WORKFLOW


def test_the_installer_takes_the_frozen_folder_and_names_the_repository() -> None:
    assert 'Source: "..\\..\\dist\\companion\\*"' in INSTALLER
    assert f"AppPublisherURL=https://github.com/{REPOSITORY}" in INSTALLER
    assert "OutputBaseFilename=companion-{#Version}-windows-setup" in INSTALLER
    assert "dist/*-setup.exe" in WORKFLOW
