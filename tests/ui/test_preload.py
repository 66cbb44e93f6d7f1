"""companion.ui.preload: PySide6 loaded after the window's pure modules, and its source scans
spared without changing what they would decide."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_no_module_of_ours_selects_a_pyside_feature() -> None:
    # preload records our window's modules as "PySide6 without a feature" without reading them:
    # true only while none of them imports __feature__ (snake_case, true_property).
    users = [str(path.relative_to(REPO)) for path in (REPO / "companion").rglob("*.py")
             if re.search(r"^\s*(from|import)\s+__feature__", path.read_text(encoding="utf-8"), re.M)]
    assert users == []


def test_every_window_package_exists() -> None:
    from companion.ui.preload import WINDOW_PACKAGES

    for package in WINDOW_PACKAGES:
        assert (REPO.joinpath(*package.split(".")) / "__init__.py").is_file(), package


# In a fresh interpreter, as `companion gui` starts: which modules were loaded before PySide6,
# which sources PySide6 read, and what its table says of our modules.
_START = """
import inspect, json, sys
read = []
_getsource = inspect.getsource
def _recording(module):
    read.append(getattr(module, "__name__", "?"))
    return _getsource(module)
inspect.getsource = _recording

loaded_before = []
class _Watch:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6":
            loaded_before.extend(sorted(sys.modules))
        return None
sys.meta_path.insert(0, _Watch())

import companion.ui.app
table = sys.modules["shibokensupport.feature"].pyside_feature_dict
print(json.dumps({
    "loaded_before": loaded_before,
    "read": [name for name in read if name.startswith("companion")],
    "table": {name: table.get(name) for name in ("companion.ui.card_model", "companion.ui.main_window",
                                                 "companion.ui.widgets.card_view", "companion.rules.card_terms",
                                                 "json", "functools")},
}))
"""


def test_the_window_modules_load_before_pyside_and_no_source_of_ours_is_scanned() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, "-c", _START], capture_output=True, text=True, timeout=120,
                            env=env, cwd=REPO)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.splitlines()[-1])
    before = set(found["loaded_before"])
    from companion.ui.preload import BEFORE_PYSIDE

    assert {*BEFORE_PYSIDE, "companion.rules.card_terms", "companion.i18n.vocabulary"} <= before
    assert not any(name.startswith("PySide6") for name in before)
    assert found["read"] == []
    table = found["table"]
    assert table["companion.ui.card_model"] == table["companion.ui.main_window"] == 0
    assert table["companion.ui.widgets.card_view"] == 0
    assert table["companion.rules.card_terms"] == table["json"] == table["functools"] == -1
