"""A local stand-in for the places data sources are downloaded from: tests never reach the internet.

:class:`FakeSources` is an HTTP server on 127.0.0.1 (``http.server`` in a thread) that serves
BattleScribe files (read from the shared fixtures, or changed copies) in every form a source
takes:

- ``/files/<name>``: the files themselves;
- ``/catpkg/c5.catpkg.json``: a BSData catpkg listing them (``fileUrl``, ``revision``,
  ``sourceSha256``);
- ``/index/index.xml`` and ``/index/index.bsi`` (the same, zipped): a BattleScribe data index,
  the files beside it (``/index/<name>``);
- ``/api/repos/<owner>/<repo>/releases/latest`` (404, a release without a catpkg asset, or one
  with it), ``.../git/trees/HEAD?recursive=1`` and ``.../git/blobs/<sha>`` (base64 content,
  as GitHub answers): a fake GitHub API.

Tests change :attr:`FakeSources.files`, break a path (:attr:`FakeSources.faults`: the
connection dropped halfway, wrong bytes under the right sha), hold answers back
(:attr:`FakeSources.gate`), send a file a byte at a time (:attr:`FakeSources.trickle`) and
count what was asked (:attr:`FakeSources.requests`).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import io
import json
import re
import sys
import threading
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

FIXTURES = Path(__file__).resolve().parent.parent.parent / "shared" / "fixtures" / "battlescribe"
FILES = {"confrontation-c5.gst": "confrontation-c5.gst", "alahan-lions-c5.cat": "alahan-lions-c5.cat",
         "kelt-sessair-c5.cat": "kelt-sessair-c5.cat", "spells-c5.cat": "library-catalogues/spells-c5.cat",
         "miracles-c5.cat": "library-catalogues/miracles-c5.cat"}
"""The files served by default (name -> the fixture read): the game system, two people
catalogues and the two library catalogues they link (spells, miracles): a whole data set."""
TEMPLATE = "TEMPLATxE.cat"
"""The repository's template catalogue (placeholder names, for no people), as the repository
names it; :meth:`FakeSources.serve_template` serves it among the others."""
OWNER, REPO = "squera", "newrecruit-confrontation-C5"
GITHUB = f"github:{OWNER}/{REPO}"

_ROOT = re.compile(rb"<(catalogue|gameSystem)\b([^>]*)>")
_HOLD_SECONDS = 20.0


def fixture_files() -> dict[str, bytes]:
    """The fixture files' bytes by the name they are served under (read in place)."""
    return {name: (FIXTURES / path).read_bytes() for name, path in FILES.items()}


@functools.lru_cache(maxsize=256)
def git_sha(data: bytes) -> str:
    """The git blob sha of ``data`` (remembered: the fake answers each listing quickly)."""
    return hashlib.sha1(b"blob %d\x00" % len(data) + data).hexdigest()


def root_attributes(data: bytes) -> tuple[str, dict[str, str]]:
    """The root element's tag and attributes (id, name, revision...)."""
    match = _ROOT.search(data[:8192])
    assert match, "not a BattleScribe file"
    attributes = dict(re.findall(r'(\w+)="([^"]*)"', match.group(2).decode("utf-8")))
    return match.group(1).decode(), attributes


def with_points(data: bytes, model: str, old: int, new: int, *, revision: int | None = None) -> bytes:
    """A copy of a catalogue where ``model``'s army points go from ``old`` to ``new`` (and the
    catalogue's revision is ``revision``, if given)."""
    text = data.decode("utf-8")
    start = text.index(f'name="{model}"')
    cost = text.index(f'<cost name="pts" typeId="points" value="{old}"/>', start)
    text = text[:cost] + f'<cost name="pts" typeId="points" value="{new}"/>' + text[cost + len(f'<cost name="pts" typeId="points" value="{old}"/>'):]
    if revision is not None:
        text = re.sub(r'(<catalogue\b[^>]*\brevision=")\d+(")', rf"\g<1>{revision}\g<2>", text, count=1)
    return text.encode("utf-8")


def without_model(data: bytes, model: str) -> bytes:
    """A copy of a catalogue without the selection entry named ``model``."""
    text = data.decode("utf-8")
    start = text.rindex("<selectionEntry ", 0, text.index(f'name="{model}"'))
    depth, position = 0, start
    pattern = re.compile(r"<selectionEntry\b|</selectionEntry>")
    for match in pattern.finditer(text, start):
        depth += 1 if match.group(0) != "</selectionEntry>" else -1
        if depth == 0:
            position = match.end()
            break
    return (text[:start] + text[position:]).encode("utf-8")


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A client that closes its connection (a dropped download, the end of a test) is no error."""
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


class FakeSources:
    """The server (see the module); ``url`` is its address, ``api`` the fake GitHub API's."""

    def __init__(self, files: dict[str, bytes] | None = None) -> None:
        self.files: dict[str, bytes] = dict(files if files is not None else fixture_files())
        self.release: str | None = None
        """None: no release (404); "plain": a release without a catpkg asset; "catpkg": with one."""
        self.faults: dict[str, str] = {}
        """A file's name -> "drop" (half its bytes, then the connection closed) or
        "tamper" (other bytes than the listing's sha and checksum)."""
        self.extra: dict[str, tuple[str, bytes]] = {}
        """Any other path -> (content type, body)."""
        self.redirects: dict[str, str] = {}
        """A path -> the address it redirects to."""
        self.gate: threading.Event | None = None
        """When set to an Event, file answers wait for it (a bounded time)."""
        self.trickle: dict[str, float] = {}
        """A file's name -> seconds between bytes: its answer comes a byte at a time (until
        the client hangs up or the server stops)."""
        self.stopping = threading.Event()
        """Set when the server stops: a trickling answer ends."""
        self.requests: list[str] = []
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-sources", daemon=True)

    # -- life ------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def api(self) -> str:
        return f"{self.url}/api"

    @property
    def catpkg_url(self) -> str:
        return f"{self.url}/catpkg/c5.catpkg.json"

    def index_url(self, zipped: bool = False) -> str:
        return f"{self.url}/index/index.{'bsi' if zipped else 'xml'}"

    def start(self) -> FakeSources:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        if self.gate is not None:
            self.gate.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def __enter__(self) -> FakeSources:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    def change_agonn(self, old: int = 40, new: int = 43, revision: int | None = 34) -> None:
        """The next revision upstream: Agonn the ardent's army points go from ``old`` to ``new``
        in Alahan's catalogue (and its revision becomes ``revision``)."""
        name = "alahan-lions-c5.cat"
        self.files[name] = with_points(self.files[name], "Agonn the ardent", old, new, revision=revision)

    def serve_template(self) -> None:
        """Serve the repository's template catalogue too (:data:`TEMPLATE`), as the real
        repository does beside its data set."""
        self.files[TEMPLATE] = (FIXTURES / "template" / "template-c5.cat").read_bytes()

    # -- what was asked ----------------------------------------------------------------------------
    def record(self, path: str) -> None:
        with self._lock:
            self.requests.append(path)

    def file_requests(self) -> list[str]:
        """The requests for data files (not for listings)."""
        return [p for p in self.requests if p.startswith("/files/") or "/git/blobs/" in p
                or (p.startswith("/index/") and not p.startswith("/index/index."))]

    def forget_requests(self) -> None:
        with self._lock:
            self.requests.clear()

    # -- documents -------------------------------------------------------------------------------
    def catpkg(self) -> bytes:
        entries = []
        for name, data in self.files.items():
            tag, attributes = root_attributes(data)
            entries.append({"id": attributes.get("id"), "name": attributes.get("name"),
                            "type": "gamesystem" if tag == "gameSystem" else "catalogue",
                            "revision": int(attributes.get("revision", "1")),
                            "fileUrl": f"{self.url}/files/{quote(name)}",
                            "sourceSha256": hashlib.sha256(data).hexdigest()})
        return json.dumps({"name": "confrontation-c5", "description": "Confrontation [C5]", "version": "v1.0.0",
                           "repositoryUrl": f"{self.url}/catpkg", "repositoryFiles": entries}).encode()

    def data_index(self) -> bytes:
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<dataIndex xmlns="http://www.battlescribe.net/schema/dataIndexSchema" '
                 f'battleScribeVersion="2.03" name="Confrontation C5" indexUrl="{self.index_url(True)}">',
                 "  <dataIndexEntries>"]
        for name, data in self.files.items():
            tag, attributes = root_attributes(data)
            lines.append(f'    <dataIndexEntry filePath="{name}" dataType="{"gamesystem" if tag == "gameSystem" else "catalogue"}" '
                         f'dataId="{attributes.get("id")}" dataName="{attributes.get("name")}" '
                         f'dataBattleScribeVersion="2.03" dataRevision="{attributes.get("revision")}"/>')
        lines += ["  </dataIndexEntries>", "</dataIndex>", ""]
        return "\n".join(lines).encode("utf-8")

    def zipped_index(self) -> bytes:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("index.xml", self.data_index())
        return out.getvalue()

    def tree(self) -> bytes:
        entries = [{"path": "README.md", "mode": "100644", "type": "blob", "sha": git_sha(b"readme"), "size": 6}]
        entries += [{"path": name, "mode": "100644", "type": "blob", "sha": git_sha(data), "size": len(data),
                     "url": f"{self.api}/repos/{OWNER}/{REPO}/git/blobs/{git_sha(data)}"}
                    for name, data in self.files.items()]
        top = hashlib.sha1(json.dumps(entries, sort_keys=True).encode()).hexdigest()
        return json.dumps({"sha": top, "url": "", "tree": entries, "truncated": False}).encode()

    def release_document(self) -> bytes | None:
        if self.release is None:
            return None
        assets = [] if self.release == "plain" else [{
            "name": "confrontation-c5.catpkg.json", "size": len(self.catpkg()),
            "browser_download_url": self.catpkg_url}]
        return json.dumps({"tag_name": "v1.0.0", "name": "C5 v1", "published_at": "2024-05-01T00:00:00Z",
                           "assets": assets}).encode()

    def blob(self, sha: str) -> tuple[str, bytes] | None:
        """The file with this blob sha: its name and bytes."""
        for name, data in self.files.items():
            if git_sha(data) == sha:
                return name, data
        return None


def _handler(fake: FakeSources) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_args: object) -> None:  # quiet
            pass

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            fake.record(self.path)
            path = urlsplit(self.path).path
            if path in fake.redirects:
                self._send(302, b"", "text/plain", {"Location": fake.redirects[path]})
                return
            if path in fake.extra:
                kind, body = fake.extra[path]
                self._send(200, body, kind)
                return
            api = f"/api/repos/{OWNER}/{REPO}"
            if path == f"{api}/releases/latest":
                found = fake.release_document()
                if found is None:
                    self._json(404, {"message": "Not Found"})
                else:
                    self._send(200, found, "application/json")
            elif path == f"{api}/git/trees/HEAD":
                self._send(200, fake.tree(), "application/json")
            elif path.startswith(f"{api}/git/blobs/"):
                found = fake.blob(path.rsplit("/", 1)[1])
                if found is None:
                    self._json(404, {"message": "Not Found"})
                    return
                name, data = found
                data = self._held(name, data)
                document = {"sha": git_sha(data), "size": len(data), "encoding": "base64",
                            "content": base64.encodebytes(data).decode("ascii")}
                self._send(200, json.dumps(document).encode(), "application/json", name=name)
            elif path.startswith("/api/"):
                self._json(404, {"message": "Not Found"})
            elif path == "/catpkg/c5.catpkg.json":
                self._send(200, fake.catpkg(), "application/json")
            elif path == "/index/index.xml":
                self._send(200, fake.data_index(), "application/xml")
            elif path == "/index/index.bsi":
                self._send(200, fake.zipped_index(), "application/octet-stream")
            elif path.startswith(("/files/", "/index/")):
                name = unquote(path.split("/", 2)[2])
                if name not in fake.files:
                    self._json(404, {"message": "Not Found"})
                    return
                self._send(200, self._held(name, fake.files[name]), "application/xml", name=name)
            else:
                self._json(404, {"message": "Not Found"})

        def _held(self, name: str, data: bytes) -> bytes:
            if fake.gate is not None:
                fake.gate.wait(_HOLD_SECONDS)
            if fake.faults.get(name) == "tamper":
                return data + b"\n<!-- not the bytes listed -->\n"
            return data

        def _json(self, status: int, document: object) -> None:
            self._send(status, json.dumps(document).encode(), "application/json")

        def _send(self, status: int, body: bytes, kind: str, headers: dict[str, str] | None = None,
                  name: str | None = None) -> None:
            dropped = name is not None and fake.faults.get(name) == "drop"
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            if dropped:
                self.send_header("Connection", "close")
            self.end_headers()
            if name is not None and name in fake.trickle:
                for index in range(len(body)):
                    self.wfile.write(body[index:index + 1])
                    self.wfile.flush()
                    if fake.stopping.wait(fake.trickle[name]):
                        break
                return
            self.wfile.write(body[: len(body) // 2] if dropped else body)
            self.wfile.flush()
            if dropped:
                self.close_connection = True

    return Handler
