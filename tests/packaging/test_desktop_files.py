"""The desktop files (resources/desktop, resources/icons): accepted by the freedesktop.org
validators, consistent with each other, and installed for the user by ``companion desktop``."""

from __future__ import annotations

import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from companion.cli import main
from companion.desktop import ICON_SIZES, desktop_entry, desktop_entry_path, exec_argument, shipped_files
from companion.project import APP_ID, REPOSITORY
from companion.resources import ROOT, resource

DESKTOP = resource("desktop", f"{APP_ID}.desktop")
METAINFO = resource("desktop", f"{APP_ID}.metainfo.xml")
MIME = resource("desktop", f"{APP_ID}.mime.xml")
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (make system-deps installs it)")
    return path


def entry_key(text: str, key: str) -> str:
    match = re.search(rf"^{key}=(.*)$", text, re.MULTILINE)
    assert match is not None, key
    return match.group(1)


def test_the_desktop_entry_is_valid() -> None:
    result = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def test_the_metainfo_is_valid() -> None:
    result = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_mime_types_compile_and_every_suffix_is_known(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(MIME, packages / f"{APP_ID}.xml")
    result = subprocess.run([tool("update-mime-database"), str(tmp_path / "mime")], capture_output=True, text=True)
    assert result.returncode == 0 and "error" not in result.stderr.lower(), result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    for pattern in ("*.army.json", "*.cards.json", "*.ros", "*.rosz", "*.cat", "*.catz", "*.gst", "*.gstz"):
        assert re.search(rf"^\d+:application/x-[a-z+-]+:{re.escape(pattern)}$", globs, re.MULTILINE), pattern


def test_the_three_files_name_the_same_types_and_the_same_app() -> None:
    desktop = DESKTOP.read_text(encoding="utf-8")
    from_desktop = [name for name in entry_key(desktop, "MimeType").split(";") if name]
    from_mime = [node.get("type") for node in ElementTree.parse(MIME).getroot().iter(f"{MIME_NS}mime-type")]
    metainfo = ElementTree.parse(METAINFO).getroot()
    from_metainfo = [node.text for node in metainfo.iter("mediatype")]
    assert from_desktop == from_mime == from_metainfo
    assert entry_key(desktop, "Icon") == APP_ID
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    assert metainfo.findtext("url[@type='homepage']") == f"https://github.com/{REPOSITORY}"


def test_the_metainfo_shows_the_readme_screenshots() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = [node.text or "" for node in ElementTree.parse(METAINFO).getroot().iter("image")]
    assert images
    for image in images:
        prefix = f"https://raw.githubusercontent.com/{REPOSITORY}/main/"
        assert image.startswith(prefix), image
        relative = image.removeprefix(prefix)
        assert (ROOT / relative).is_file() and f"]({relative})" in readme, relative


def test_every_icon_size_is_a_png_of_that_size_drawn_from_the_svg() -> None:
    ElementTree.parse(resource("icons", "companion.svg"))  # well-formed
    for size in ICON_SIZES:
        data = resource("icons", f"companion-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
        assert struct.unpack(">II", data[16:24]) == (size, size)


def test_exec_runs_the_installed_command_quoted_as_the_specification_says() -> None:
    assert exec_argument(Path("/opt/companion/companion")) == "/opt/companion/companion"
    assert exec_argument(Path('/home/me/My "Games"/companion')) == '"/home/me/My \\"Games\\"/companion"'
    entry = desktop_entry(Path("/home/me/Jeux de plateau/companion/companion"))
    assert entry_key(entry, "Exec") == '"/home/me/Jeux de plateau/companion/companion" %F'
    assert entry_key(entry, "TryExec") == '"/home/me/Jeux de plateau/companion/companion"'


def test_companion_desktop_install_puts_everything_in_the_user_data_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "share"
    assert main(["desktop", "install", "--data-home", str(data)]) == 0
    installed = data / "applications" / f"{APP_ID}.desktop"
    assert str(installed) in capsys.readouterr().out
    result = subprocess.run([tool("desktop-file-validate"), str(installed)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout
    command = entry_key(installed.read_text(encoding="utf-8"), "Exec").removesuffix(" %F")
    assert Path(command).is_absolute() and Path(command).name == "companion"
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    if shutil.which("update-mime-database"):
        assert "application/x-confrontation-army+json:*.army.json" in (data / "mime" / "globs2").read_text()
    assert main(["desktop", "uninstall", "--data-home", str(data)]) == 0
    assert not installed.exists() and not (data / "mime" / "packages" / f"{APP_ID}.xml").exists()


KILLED_WRITING = textwrap.dedent('''
    import resource, signal, sys
    limit = int(sys.argv[1])
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # the kernel kills us on the write past the limit
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    from companion.cli import main
    sys.exit(main(sys.argv[2:]))
''')


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="RLIMIT_FSIZE is POSIX")
@pytest.mark.parametrize("again", [False, True], ids=["first install", "over an installed copy"])
def test_a_desktop_install_killed_in_the_middle_of_a_file_leaves_each_file_whole(tmp_path: Path, again: bool) -> None:
    data = tmp_path / "share"
    sources = shipped_files(data)
    largest = max(sources, key=lambda source: source.stat().st_size)
    if again:
        assert main(["desktop", "install", "--data-home", str(data)]) == 0
    limit = largest.stat().st_size // 2  # every other shipped file is smaller: the largest is cut in two
    assert all(source.stat().st_size < limit for source in sources if source != largest)
    child = subprocess.run([sys.executable, "-c", KILLED_WRITING, str(limit), "desktop", "install",
                            "--data-home", str(data)], cwd=ROOT, capture_output=True, text=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"})
    assert child.returncode == -signal.SIGXFSZ, child.stderr
    assert sources[largest].exists() is again  # killed in the middle of it
    for source, target in sources.items():
        if target.exists():
            assert target.read_bytes() == source.read_bytes(), target  # the old copy, or none, never a part
    if again:
        assert desktop_entry_path(data).read_text(encoding="utf-8").startswith("[Desktop Entry]")
    assert main(["desktop", "install", "--data-home", str(data)]) == 0  # and the next install finishes it
    for source, target in sources.items():
        assert target.read_bytes() == source.read_bytes()
    assert not [path for path in data.rglob("*") if path.name.endswith(".part")]
