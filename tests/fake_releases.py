"""A local HTTP server standing in for the GitHub API's latest release (no test reaches the
internet): the ``fake_releases`` fixture (tests/conftest.py) serves ``/repos/{owner}/{repo}/releases/latest`` and points
``COMPANION_GITHUB_API`` at itself."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from companion.project import REPOSITORY


class FakeReleases:
    """What the server answers: ``status`` and ``body`` (a release's JSON by default);
    ``requests`` lists the paths asked for."""

    def __init__(self) -> None:
        self.status = 200
        self.body: bytes = b""
        self.requests: list[str] = []
        self.release("v0.2.0")
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                fake.requests.append(self.path)
                known = self.path == f"/repos/{REPOSITORY}/releases/latest"
                body = fake.body if known else b'{"message": "Not Found"}'
                self.send_response(fake.status if known else 404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *_args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.api = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    def release(self, tag: str, **fields: object) -> None:
        """Answer a release tagged ``tag`` (with GitHub's other fields, or ``fields``)."""
        answer = {"tag_name": tag, "name": f"companion {tag}", "draft": False, "prerelease": False,
                  "html_url": "https://example.invalid/not-this-link", "assets": [], **fields}
        self.status, self.body = 200, json.dumps(answer).encode()

    def __enter__(self) -> FakeReleases:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
