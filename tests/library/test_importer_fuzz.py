"""Every importer, fed random mutations of real files, gives a result or a BadInput, nothing
else: card packs (the starter packs, then into a library), army lists, game logs (read and
replayed), zipped BattleScribe catalogues (deflate, bzip2, LZMA; the XML inside is fuzzed by
tests/library/test_battlescribe_data_set.py). The mutations are of the bytes (flipped, dropped,
repeated, cut) and of the JSON (a value anywhere replaced by one of another kind, an odd size,
or a lone surrogate)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import BadInput
from companion.library.army_files import army_to_dict, read_army
from companion.library.games import GameStore, check_log, read_log_data
from companion.library.packs import read_pack, starter_pack_paths
from companion.library.store import Library
from companion.rules.army import ArmyList, Entry
from companion.rules.game.autoplay import choose
from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of

FUZZ = settings(max_examples=80, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**20), max_value=10**20),
    st.sampled_from([0, -1, 1e9, 1e308, -0.0, 0.5, 10**9]),
    st.text(max_size=30), st.sampled_from(["", " ", "x" * 5000, "\ud800", "a\udfffb", "alahan/", "/", "..", "\x00"]),
    st.just([]), st.just({}), st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
    st.just([[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]),
)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (the keys and indexes leading to it)."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*here, index))


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replaced(copy[head], rest, new)
    return copy


@st.composite
def json_mutation(draw: st.DrawFn, document: Any) -> bytes:
    """``document`` with one to three values replaced, or a key removed, as the file's bytes."""
    mutated = document
    for _ in range(draw(st.integers(1, 3))):
        places = list(_paths(mutated))
        place = draw(st.sampled_from(places))
        if place and draw(st.booleans()) and draw(st.booleans()):
            parent = _replaced(mutated, (), mutated)
            for step in place[:-1]:
                parent = parent[step]
            if isinstance(parent, dict):
                mutated = _replaced(mutated, place[:-1], {k: v for k, v in parent.items() if k != place[-1]})
                continue
        mutated = _replaced(mutated, place, draw(ODD_VALUES))
    return json.dumps(mutated, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")


@st.composite
def byte_mutation(draw: st.DrawFn, raw: bytes) -> bytes:
    """``raw`` with a few bytes flipped, dropped or repeated."""
    data = bytearray(raw)
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "drop", "repeat", "cut"]))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        elif kind == "drop":
            del data[at : at + draw(st.integers(1, 50))]
        elif kind == "repeat":
            data[at:at] = data[at : at + draw(st.integers(1, 50))]
        else:
            del data[at:]
    return bytes(data)


def mutations(raw: bytes) -> st.SearchStrategy[bytes]:
    return st.one_of(byte_mutation(raw), json_mutation(json.loads(raw)))


STARTER = min(starter_pack_paths(), key=lambda p: p.stat().st_size)


@pytest.fixture(scope="module")
def fuzz_library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    with Library.open(tmp_path_factory.mktemp("fuzz") / "companion.sqlite3", seed=False) as opened:
        yield opened


@FUZZ
@given(data=mutations(STARTER.read_bytes()))
def test_a_mutated_card_pack_is_read_or_refused(tmp_path: Path, fuzz_library: Library, data: bytes) -> None:
    path = tmp_path / "pack.cards.json"
    path.write_bytes(data)
    try:
        fuzz_library.import_pack(read_pack(path))
    except BadInput:
        pass


ARMY = ArmyList(name="Lions at the ford", people="alahan", points=200,
                entries=(Entry("alahan/paladin", 1), Entry("alahan/guard", 3, incarnation=True)))


@FUZZ
@given(data=mutations(json.dumps(army_to_dict(ARMY)).encode("utf-8")))
def test_a_mutated_army_list_is_read_or_refused(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "list.army.json"
    path.write_bytes(data)
    try:
        read_army(path)
    except BadInput:
        pass


def _game_log() -> bytes:
    import tempfile

    with tempfile.TemporaryDirectory() as folder, GameStore.open(Path(folder) / "games.sqlite3") as games:
        game_id = games.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5))
        for _ in range(25):
            games.append(game_id, choose(games.state(game_id)))
        return json.dumps(games.export_json(game_id)).encode("utf-8")


@FUZZ
@given(data=mutations(_game_log()))
def test_a_mutated_game_log_is_replayed_or_refused(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "game.log.json"
    path.write_bytes(data)
    try:
        check_log(read_log_data(path), str(path))
    except BadInput:
        pass


def _zipped_catalogue(compression: int) -> bytes:
    import io
    import zipfile

    catalogue = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "battlescribe" / "alahan-lions-c5.cat"
    if not catalogue.is_file():
        return b""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=compression) as archive:
        archive.writestr("alahan.cat", catalogue.read_bytes()[:60_000] + b"</selectionEntries></catalogue>")
    return buffer.getvalue()


@pytest.mark.parametrize("compression", [8, 12, 14], ids=["deflate", "bzip2", "lzma"])
@FUZZ
@given(data=st.data())
def test_a_mutated_zipped_catalogue_is_read_or_refused(tmp_path: Path, compression: int, data: st.DataObject) -> None:
    """The BattleScribe reader's own fuzz damages the XML; this one the zip around it."""
    from companion.library.battlescribe import read_battlescribe

    raw = _zipped_catalogue(compression)
    if not raw:
        pytest.skip("shared/fixtures/battlescribe is not beside the checkout")
    path = tmp_path / "alahan.catz"
    path.write_bytes(data.draw(byte_mutation(raw)))
    try:
        read_battlescribe([path])
    except BadInput:
        pass

