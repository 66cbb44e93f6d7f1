"""The wheel carries the files the app ships: ``resources/`` and ``db/`` are copied into the
package as ``companion/shipped/`` (where companion.resources looks in an installed copy).

Everything else is in pyproject.toml. An editable install (``pip install -e``, ``make run``)
copies nothing: it reads the checkout's own folders.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

SHIPPED = ("resources", "db")
SOURCE_ONLY = ("__pycache__", "*.pyc", "*.po", "*.ts")
"""What a player's copy leaves out: bytecode and the translators' sources (the app reads the
compiled catalogues). packaging/companion.spec leaves out the same."""


class BuildWithShippedFiles(build_py):
    """build_py, then ``resources/`` and ``db/`` copied into ``companion/shipped/``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "companion" / "shipped"
        shutil.rmtree(target, ignore_errors=True)  # a file removed since the last build goes too
        for name in SHIPPED:
            shutil.copytree(name, target / name, ignore=shutil.ignore_patterns(*SOURCE_ONLY),
                            dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithShippedFiles})
