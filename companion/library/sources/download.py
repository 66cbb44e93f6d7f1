"""Downloads from servers we do not control, through httpx, within limits.

- https only; plain http only to this computer (:func:`~.location.check_url`), checked for
  every request, redirects included;
- redirects followed at most :attr:`Limits.redirects` times;
- connect and read timeouts;
- a body larger than its limit is refused as it arrives (``Content-Length`` is not trusted);
  data files have the limit of a BattleScribe import, index documents a smaller one.

Every failure is a :class:`~companion.library.sources.errors.DataSourceError` whose message
names the address; a host that cannot be reached at all is :class:`~.errors.Offline`.
"""

from __future__ import annotations

import functools
import json
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx

from companion import __version__
from companion.library.battlescribe import MAX_XML_BYTES
from companion.library.sources.errors import Cancelled, DataSourceError, Offline
from companion.library.sources.location import check_url
from companion.rules.message import Message

_CHUNK = 64 * 1024
_MB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Limits:
    """How much a source may send, and how long it may take."""

    file_bytes: int = MAX_XML_BYTES
    """A data file (``.cat``, ``.gst``, zipped or not): the limit of a BattleScribe import."""
    index_bytes: int = 16 * _MB
    """An index document: a catpkg, a data index, a GitHub answer other than a file."""
    redirects: int = 5
    connect_seconds: float = 10.0
    read_seconds: float = 30.0


@functools.cache
def _tls() -> ssl.SSLContext:
    """httpx's TLS context, made once a process: loading the certificate authorities takes
    tens of milliseconds, more than an update that finds nothing changed."""
    return httpx.create_ssl_context()


def megabytes(size: int) -> str:
    """A size in MB as the messages write it (``50``, ``0.5``)."""
    return f"{size / _MB:.1f}".removesuffix(".0")


class Downloader:
    """One HTTP client for one add or update; ``requested`` lists every address asked for.

    ``cancelled`` is asked between chunks: when it says yes, :class:`~.errors.Cancelled` is
    raised. ``received``, if set, is told ``(bytes so far, bytes announced or None)`` after
    each chunk. Use it with ``with`` (or call :meth:`close`).
    """

    def __init__(self, limits: Limits | None = None, *, cancelled: Callable[[], bool] | None = None) -> None:
        self.limits = limits or Limits()
        self.requested: list[str] = []
        self.received: Callable[[int, int | None], None] | None = None
        self._cancelled = cancelled or (lambda: False)
        timeout = httpx.Timeout(self.limits.read_seconds, connect=self.limits.connect_seconds)
        self._client = httpx.Client(
            timeout=timeout,
            verify=_tls(),
            follow_redirects=True,
            max_redirects=self.limits.redirects,
            headers={"User-Agent": f"companion/{__version__}"},
            event_hooks={"request": [self._before_request]},
        )

    def _before_request(self, request: httpx.Request) -> None:
        url = str(request.url)
        check_url(url)
        self.requested.append(url)

    def check_cancelled(self) -> None:
        """Cancelled if the player asked to stop."""
        if self._cancelled():
            raise Cancelled(Message("data.cancelled"))

    def get(self, url: str, limit: int, *, accept: str | None = None, missing_ok: bool = False) -> bytes | None:
        """The body at ``url`` (at most ``limit`` bytes); None for a 404 when ``missing_ok``."""
        check_url(url)
        self.check_cancelled()
        headers = {"Accept": accept} if accept else None
        try:
            with self._client.stream("GET", url, headers=headers) as response:
                if response.status_code == 404 and missing_ok:
                    return None
                if response.status_code >= 400:
                    raise DataSourceError(Message("data.http-status", url=url, status=response.status_code,
                                                  detail=_detail(response)))
                declared = response.headers.get("Content-Length", "")
                announced = int(declared) if declared.isdigit() else None
                if announced is not None and announced > limit:
                    raise _too_large(url, limit)
                body = bytearray()
                for chunk in response.iter_bytes(_CHUNK):
                    body += chunk
                    if len(body) > limit:
                        raise _too_large(url, limit)
                    self.check_cancelled()
                    if self.received is not None:
                        self.received(len(body), announced)
                return bytes(body)
        except httpx.TooManyRedirects:
            raise DataSourceError(Message("data.too-many-redirects", url=url, count=self.limits.redirects)) from None
        except (httpx.ConnectError, httpx.ConnectTimeout) as error:
            raise Offline(Message("data.unreachable", host=urlsplit(url).hostname or url, reason=_reason(error))) from None
        except httpx.TimeoutException:
            raise DataSourceError(Message("data.timed-out", url=url)) from None
        except httpx.HTTPError as error:  # the connection dropped, a malformed answer...
            raise DataSourceError(Message("data.download-failed", url=url, reason=_reason(error))) from None

    def get_json(self, url: str, *, limit: int | None = None, accept: str | None = None,
                 missing_ok: bool = False) -> Any:
        """The JSON document at ``url``; None for a 404 when ``missing_ok``."""
        body = self.get(url, limit or self.limits.index_bytes, accept=accept, missing_ok=missing_ok)
        if body is None:
            return None
        try:
            return json.loads(body)
        except ValueError as error:
            raise DataSourceError(Message("data.not-json", url=url, reason=str(error))) from None

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> Downloader:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _too_large(url: str, limit: int) -> DataSourceError:
    return DataSourceError(Message("data.too-large", url=url, megabytes=megabytes(limit)))


def _reason(error: Exception) -> str:
    return str(error) or type(error).__name__


def _detail(response: httpx.Response) -> str:
    """What the server said about a refusal: GitHub's JSON ``message`` ("API rate limit
    exceeded..."), else its reason phrase."""
    body = b""
    try:
        for chunk in response.iter_bytes(_CHUNK):
            body += chunk
            if len(body) >= _CHUNK:
                break
        found = json.loads(body).get("message")
    except (ValueError, AttributeError, httpx.HTTPError):
        found = None
    text = str(found) if found else response.reason_phrase
    return " ".join(text.split())[:200]
