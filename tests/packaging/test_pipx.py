"""``pipx install .`` gives a working ``companion`` command: the wheel carries the shipped files
(setup.py copies resources/ and db/ into it), found by companion.resources once installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from companion import __version__
from companion.resources import ROOT

pytestmark = pytest.mark.slow


def test_pipx_install_gives_a_working_companion_command(tmp_path: Path) -> None:
    if shutil.which("pipx", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("pipx is not installed in this environment (pip install -e '.[test]')")
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV", "PIPX"))}
    env.update({"HOME": str(home), "PIPX_HOME": str(tmp_path / "pipx"), "PIPX_BIN_DIR": str(tmp_path / "bin"),
                "PIPX_MAN_DIR": str(tmp_path / "man"), "PIP_NO_CACHE_DIR": "1", "QT_QPA_PLATFORM": "offscreen"})
    install = subprocess.run([sys.executable, "-m", "pipx", "install", str(ROOT)], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=900)
    assert install.returncode == 0, install.stdout + install.stderr
    command = tmp_path / "bin" / "companion"
    assert command.is_file()
    python = tmp_path / "pipx" / "venvs" / "companion" / "bin" / "python"
    where = subprocess.run([str(python), "-c", "import companion.resources as r; print(r.ROOT)"], env=env,
                           cwd=home, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_relative_to(tmp_path / "pipx") and Path(where).name == "shipped"  # not the checkout

    def companion(*arguments: str) -> subprocess.CompletedProcess[str]:
        result = subprocess.run([str(command), *arguments], env=env, cwd=home, capture_output=True, text=True,
                                timeout=180)
        assert "Traceback" not in result.stderr, result.stderr
        return result

    assert companion("--version").stdout.strip() == f"companion {__version__}"
    listed = companion("cards", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout)["count"] > 0  # the starter packs, from the installed copy
    printed = companion("print", "reference", "-o", "reference.pdf", "--lang", "fr")
    assert printed.returncode == 0, printed.stderr
    assert (home / "reference.pdf").read_bytes().startswith(b"%PDF")
    shown = companion("gui", "--exit-after-show")
    assert shown.returncode == 0 and shown.stdout.startswith("shown in "), shown.stderr
