"""Downloads from servers we do not control, through httpx, within limits.

- https only; plain http only to this computer (:func:`~.location.check_url`), checked for
  every request, redirects included;
- redirects followed at most :attr:`Limits.redirects` times;
- connect and read timeouts, and a deadline for each download and for a source's whole add or
  update: httpx's timeouts bound each wait for the network, not a download that a server sends
  a byte at a time, so each request runs on httpx's async client under an asyncio deadline
  (as httpx's maintainers advise for a total timeout), watched with the player's cancel;
- a body larger than its limit is refused as it arrives (``Content-Length`` is not trusted);
  data files have the limit of a BattleScribe import, index documents a smaller one.

Every failure is a :class:`~companion.library.sources.errors.DataSourceError` whose message
names the address; a host that cannot be reached at all is :class:`~.errors.Offline`.
"""

from __future__ import annotations

import asyncio
import functools
import json
import ssl
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlsplit

import httpx

from companion import __version__
from companion.library.battlescribe import MAX_XML_BYTES
from companion.library.sources.errors import Cancelled, DataSourceError, Offline
from companion.library.sources.location import check_url
from companion.rules.message import Message

_CHUNK = 64 * 1024
_MB = 1024 * 1024
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Limits:
    """How much a source may send, and how long it may take.

    The real C5 repository has 13 data files, 4.7 MB in all, the largest 0.6 MB; a data
    repository is a few dozen files and a few MB. The caps of a whole source leave room for
    fifteen times its files and twenty times its bytes, and bound what an import reads at once
    (every file of a source is read together, in memory). The deadlines let the C5 repository
    come over a connection of 8 kB/s, and stop a server that sends a byte now and then.
    """

    file_bytes: int = MAX_XML_BYTES
    """A data file (``.cat``, ``.gst``, zipped or not): the limit of a BattleScribe import."""
    index_bytes: int = 16 * _MB
    """An index document: a catpkg, a data index, a GitHub answer other than a file."""
    source_files: int = 200
    """The data files of one source."""
    source_bytes: int = 100 * _MB
    """The data files of one source, all together."""
    redirects: int = 5
    connect_seconds: float = 10.0
    read_seconds: float = 30.0
    """The longest wait for the next bytes."""
    file_seconds: float = 120.0
    """The longest one request may take, its whole body included."""
    source_seconds: float = 600.0
    """The longest all the requests of one add or update may take together."""
    cancel_seconds: float = 0.1
    """How often a request under way asks whether the player cancelled."""


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

    ``cancelled`` is asked while a request waits (every :attr:`Limits.cancel_seconds`) and
    between chunks: when it says yes, the request is stopped and :class:`~.errors.Cancelled`
    raised. ``received``, if set, is told ``(bytes so far, bytes announced or None)`` after
    each chunk. The requests run one at a time on an asyncio event loop of the caller's thread
    (:class:`asyncio.Runner`), where the client keeps its connections from one to the next.
    Use it with ``with`` (or call :meth:`close`).
    """

    def __init__(self, limits: Limits | None = None, *, cancelled: Callable[[], bool] | None = None) -> None:
        self.limits = limits or Limits()
        self.requested: list[str] = []
        self.received: Callable[[int, int | None], None] | None = None
        self._cancelled = cancelled or (lambda: False)
        self._source_deadline = time.monotonic() + self.limits.source_seconds
        timeout = httpx.Timeout(self.limits.read_seconds, connect=self.limits.connect_seconds)
        self._runner = asyncio.Runner()
        self._client = httpx.AsyncClient(
            timeout=timeout,
            verify=_tls(),
            follow_redirects=True,
            max_redirects=self.limits.redirects,
            headers={"User-Agent": f"companion/{__version__}"},
            event_hooks={"request": [self._before_request]},
        )

    async def _before_request(self, request: httpx.Request) -> None:
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
        try:
            return self._runner.run(self._bounded(self._get(url, limit, accept, missing_ok), url))
        except httpx.TooManyRedirects:
            raise DataSourceError(Message("data.too-many-redirects", url=url, count=self.limits.redirects)) from None
        except (httpx.ConnectError, httpx.ConnectTimeout) as error:
            raise Offline(Message("data.unreachable", host=urlsplit(url).hostname or url, reason=_reason(error))) from None
        except httpx.TimeoutException:
            raise DataSourceError(Message("data.timed-out", url=url)) from None
        except httpx.HTTPError as error:  # the connection dropped, a malformed answer...
            raise DataSourceError(Message("data.download-failed", url=url, reason=_reason(error))) from None

    async def _bounded(self, work: Coroutine[Any, Any, _T], url: str) -> _T:
        """``work``'s result, unless the player cancels or a deadline passes first (the
        request's own or the source's): then it is stopped and the reason raised."""
        own = time.monotonic() + self.limits.file_seconds
        if own <= self._source_deadline:
            deadline, late = own, Message("data.file-too-slow", url=url, seconds=round(self.limits.file_seconds))
        else:
            deadline, late = self._source_deadline, Message("data.source-too-slow",
                                                            seconds=round(self.limits.source_seconds))
        task = asyncio.ensure_future(work)
        try:
            while True:
                left = deadline - time.monotonic()
                done, _pending = await asyncio.wait({task}, timeout=max(0.0, min(self.limits.cancel_seconds, left)))
                if done:
                    return task.result()
                self.check_cancelled()
                if left <= self.limits.cancel_seconds:
                    raise DataSourceError(late)
        finally:
            if not task.done():
                task.cancel()
                await asyncio.wait({task})  # httpx closes the response it was reading

    async def _get(self, url: str, limit: int, accept: str | None, missing_ok: bool) -> bytes | None:
        headers = {"Accept": accept} if accept else None
        async with self._client.stream("GET", url, headers=headers) as response:
            if response.status_code == 404 and missing_ok:
                return None
            if response.status_code >= 400:
                raise DataSourceError(Message("data.http-status", url=url, status=response.status_code,
                                              detail=await _detail(response)))
            declared = response.headers.get("Content-Length", "")
            announced = int(declared) if declared.isdigit() else None
            if announced is not None and announced > limit:
                raise _too_large(url, limit)
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > limit:
                    raise _too_large(url, limit)
                self.check_cancelled()
                if self.received is not None:
                    self.received(len(body), announced)
            return bytes(body)

    def get_json(self, url: str, *, limit: int | None = None, accept: str | None = None,
                 missing_ok: bool = False) -> Any:
        """The JSON document at ``url``; None for a 404 when ``missing_ok``. A document nested
        deeper than Python's parser goes is refused as not JSON."""
        body = self.get(url, limit or self.limits.index_bytes, accept=accept, missing_ok=missing_ok)
        if body is None:
            return None
        try:
            return json.loads(body)
        except ValueError as error:
            raise DataSourceError(Message("data.not-json", url=url, reason=str(error))) from None
        except RecursionError:
            raise DataSourceError(Message("data.json-too-deep", url=url)) from None

    def close(self) -> None:
        try:
            self._runner.run(self._client.aclose())
        finally:
            self._runner.close()

    def __enter__(self) -> Downloader:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _too_large(url: str, limit: int) -> DataSourceError:
    return DataSourceError(Message("data.too-large", url=url, megabytes=megabytes(limit)))


def _reason(error: Exception) -> str:
    return str(error) or type(error).__name__


async def _detail(response: httpx.Response) -> str:
    """What the server said about a refusal: GitHub's JSON ``message`` ("API rate limit
    exceeded..."), else its reason phrase."""
    body = b""
    try:
        async for chunk in response.aiter_bytes(_CHUNK):
            body += chunk
            if len(body) >= _CHUNK:
                break
        found = json.loads(body).get("message")
    except (ValueError, AttributeError, httpx.HTTPError):
        found = None
    text = str(found) if found else response.reason_phrase
    return " ".join(text.split())[:200]
