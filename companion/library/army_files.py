"""Army list files (``*.army.json``): read, validate, write.

A file is one JSON object: ``"format": "confrontation-army"``, ``"version": 1``, the list's
``name``, ``people`` (a people id), ``points`` (the agreed points, or null), ``ruleset`` (``core``
or ``tournament``), ``house_rules`` (their numbers) and ``entries``, each ``{"card": "<people>/<slug>",
"figures": N}`` with ``"incarnation": true`` where it applies, ``"options": ["<option id>", ...]``
where the entry takes some, and ``"source"`` where its card came from a data source:
``{"edition", "catalogue", "entry", "options": {"<option id>": "<entry path>"}}``, the data
source's ids of the card and of each option taken, so that the list finds the same cards after
a fresh import of the same catalogues (:mod:`companion.library.army_sources`). It is parsed once, at the edge,
into a :class:`companion.rules.army.ArmyList`; every problem is an :class:`ArmyFileError`
whose message names the file, the entry (``entries[2]``) and the field, so that the player can
fix it. Whether the list is *legal* is not this module's business
(:func:`companion.rules.army.validate` says); this module only refuses files it cannot read.
Plain JSON, no database or GUI library.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeGuard

from companion.errors import BadInput
from companion.files import write_atomically
from companion.library.json_file import ARMY_LIST, read_json
from companion.rules.army import ArmyList, Entry, EntrySource
from companion.rules.army_model import MAX_FIGURES
from companion.rules.card import is_valid_card_id
from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import HOUSE_RULE_TITLES, Ruleset, RulesetName

FORMAT = "confrontation-army"
VERSION = 1
SUFFIX = ".army.json"
MAX_ARMY_BYTES = 5 * 1024 * 1024
"""Larger files are refused before being read (a 5,000-figure list is about 300 kB)."""
MAX_ENTRIES = 20_000
MAX_OPTIONS = 100
"""The most options one entry may list (a card offers a few dozen at most)."""
MAX_OPTION_ID = 300
MAX_POINTS = 100_000
NAME_MAX = 200

TOP_KEYS: tuple[str, ...] = ("format", "version", "name", "people", "points", "ruleset", "house_rules", "entries")
ENTRY_KEYS: tuple[str, ...] = ("card", "figures", "incarnation", "options", "source")
SOURCE_KEYS: tuple[str, ...] = ("edition", "catalogue", "entry", "options")
MAX_SOURCE_ID = 1000
"""The longest data-source id or entry path read (BattleScribe ids are 19-36 characters)."""


class ArmyFileError(BadInput):
    """An army file that cannot be read: the message names the file, the entry and the field."""


def _describe(value: object) -> Argument:
    """A JSON value as a message shows what it got: JSON's own spelling for a literal, a short
    repr for a text, "a list" or "an object" for the containers."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, list):
        return Message("army-file.a-list")
    if isinstance(value, dict):
        return Message("army-file.an-object")
    return type(value).__name__


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _default_name(source: Argument) -> str:
    if not isinstance(source, str):
        return ""
    name = Path(source).name
    for suffix in (SUFFIX, ".json"):
        if name.endswith(suffix):
            return name[: -len(suffix)] or name
    return name


def parse_army(data: object, source: Argument = "<army>") -> ArmyList:
    """Validate a decoded JSON value as an army list; ArmyFileError names the problem.

    ``source`` names the list in the messages: its file name, or a message naming a stored row.
    Optional fields: ``name`` (default: the file name), ``points`` (null or absent: the
    ruleset's default, which only the tournament ruleset has), ``ruleset`` (default ``core``),
    ``house_rules`` (default none), an entry's ``figures`` (default 1) and ``incarnation``
    (default false). Unknown keys are refused: they are most often typos that would silently
    change a list.
    """
    def fail(field: str, problem: Message) -> ArmyFileError:
        return ArmyFileError(Message("army-file.field", source=source, field=field, problem=problem))

    if not isinstance(data, dict):
        raise ArmyFileError(Message("army-file.not-an-object", source=source, format=FORMAT, got=_describe(data)))
    unknown = sorted(str(key) for key in data if key not in TOP_KEYS)
    if unknown:
        raise ArmyFileError(Message("army-file.unknown-key", source=source, key=repr(unknown[0]),
                                    keys=", ".join(TOP_KEYS)))
    if data.get("format") != FORMAT:
        raise fail("format", Message("army-file.expected", expected=repr(FORMAT), got=_describe(data.get("format"))))
    version = data.get("version")
    if not _is_int(version):
        raise fail("version", Message("army-file.expected-whole-number", got=_describe(version)))
    if version != VERSION:
        if version > VERSION:
            raise fail("version", Message("army-file.version-newer", version=version, supported=VERSION))
        raise fail("version", Message("army-file.version-unsupported", version=version, supported=VERSION))
    name = data.get("name", _default_name(source))
    if not isinstance(name, str) or not name.strip():
        raise fail("name", Message("army-file.expected-text", got=_describe(name)))
    if len(name) > NAME_MAX:
        raise fail("name", Message("army-file.too-long", length=len(name), limit=NAME_MAX))
    people = data.get("people")
    if not isinstance(people, str):
        raise fail("people", Message("army-file.expected-people", got=_describe(people)))
    if people not in PEOPLE_BY_ID:
        raise fail("people", Message("library.unknown-people", people=repr(people), known=", ".join(PEOPLE_BY_ID)))
    ruleset_name = data.get("ruleset", RulesetName.CORE.value)
    if not isinstance(ruleset_name, str) or ruleset_name not in {r.value for r in RulesetName}:
        raise fail("ruleset", Message("army-file.expected-ruleset", got=_describe(ruleset_name)))
    house = data.get("house_rules", [])
    if not isinstance(house, list):
        raise fail("house_rules", Message("army-file.expected-house-rules", got=_describe(house)))
    for index, number in enumerate(house):
        if not _is_int(number) or number not in HOUSE_RULE_TITLES:
            raise fail(f"house_rules[{index}]", Message("army-file.expected-house-rule", got=_describe(number)))
    points = data.get("points")
    if points is not None and (not _is_int(points) or not 1 <= points <= MAX_POINTS):
        raise fail("points", Message("army-file.expected-points", limit=MAX_POINTS, got=_describe(points)))
    if points is None and ruleset_name == RulesetName.CORE.value:
        raise fail("points", Message("army-file.core-needs-points"))
    raw_entries = data.get("entries")
    if not isinstance(raw_entries, list):
        raise fail("entries", Message("army-file.expected-entries", got=_describe(raw_entries)))
    if len(raw_entries) > MAX_ENTRIES:
        raise fail("entries", Message("army-file.too-many-entries", count=len(raw_entries), limit=MAX_ENTRIES))
    entries = tuple(_entry(raw, index, source) for index, raw in enumerate(raw_entries))
    try:
        return ArmyList(
            name=name,
            people=people,
            points=points,
            ruleset=Ruleset(RulesetName(ruleset_name), frozenset(house)),
            entries=entries,
        )
    except RulesError as error:  # pragma: no cover - every field is checked above
        raise ArmyFileError(Message("army-file.invalid", source=source, error=error.message)) from None


def _entry(raw: object, index: int, source: Argument) -> Entry:
    where = Message("army-file.entry", source=source, index=index)
    if not isinstance(raw, dict):
        raise ArmyFileError(Message("army-file.entry-not-an-object", where=where,
                                    example='{"card": "alahan/paladin", "figures": 3}', got=_describe(raw)))
    data: dict[str, Any] = raw
    unknown = sorted(str(key) for key in data if key not in ENTRY_KEYS)
    if unknown:
        raise ArmyFileError(Message("army-file.entry-unknown-key", where=where, key=repr(unknown[0]),
                                    keys=", ".join(ENTRY_KEYS)))
    card_id = data.get("card")
    if not isinstance(card_id, str):
        raise ArmyFileError(Message("army-file.entry-field", where=where, field="card",
                                    problem=Message("army-file.expected-card-id", got=_describe(card_id))))
    if not is_valid_card_id(card_id):
        raise ArmyFileError(Message("army-file.entry-field", where=where, field="card",
                                    problem=Message("army-file.bad-card-id", card=repr(card_id))))
    where = Message("army-file.entry-of-card", source=source, index=index, card=card_id)
    figures = data.get("figures", 1)
    if not _is_int(figures) or not 1 <= figures <= MAX_FIGURES:
        raise ArmyFileError(Message("army-file.entry-field", where=where, field="figures",
                                    problem=Message("army-file.expected-figures", limit=MAX_FIGURES,
                                                    got=_describe(figures))))
    incarnation = data.get("incarnation", False)
    if not isinstance(incarnation, bool):
        raise ArmyFileError(Message("army-file.entry-field", where=where, field="incarnation",
                                    problem=Message("army-file.expected-true-or-false", got=_describe(incarnation))))
    options = data.get("options", [])
    if (not isinstance(options, list) or len(options) > MAX_OPTIONS
            or not all(isinstance(o, str) and o.strip() and len(o) <= MAX_OPTION_ID for o in options)):
        raise ArmyFileError(Message("army-file.entry-field", where=where, field="options",
                                    problem=Message("army-file.expected-option-ids", limit=MAX_OPTIONS,
                                                    got=_describe(options))))
    return Entry(card_id, figures, incarnation, tuple(options), _source(data.get("source"), where))


def _source(raw: object, where: Message) -> EntrySource | None:
    """An entry's ``source`` (absent or null: none), every field checked."""
    if raw is None:
        return None

    def wrong(field: str, got: object) -> ArmyFileError:
        return ArmyFileError(Message("army-file.entry-field", where=where, field=field,
                                     problem=Message("army-file.expected-source", got=_describe(got))))

    if not isinstance(raw, dict) or any(key not in SOURCE_KEYS for key in raw):
        raise wrong("source", raw)
    texts = {}
    for key in ("edition", "catalogue", "entry"):
        value = raw.get(key)
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_SOURCE_ID:
            raise wrong(f"source.{key}", value)
        texts[key] = value
    options = raw.get("options", {})
    if (not isinstance(options, dict) or len(options) > MAX_OPTIONS
            or not all(isinstance(v, str) and v and len(k) <= MAX_OPTION_ID and len(v) <= MAX_SOURCE_ID
                       for k, v in options.items())):
        raise wrong("source.options", options)
    return EntrySource(texts["edition"], texts["catalogue"], texts["entry"], tuple(sorted(options.items())))


def army_to_dict(army: ArmyList) -> dict[str, object]:
    """The list as its JSON object, keys in the file's order; round-trips with :func:`parse_army`.

    ``house_rules`` is written only when some are on, ``incarnation`` only when true,
    ``options`` only when the entry takes some, ``source`` only when the entry has one.
    """
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "name": army.name,
        "people": army.people,
        "points": army.points,
        "ruleset": army.ruleset.name.value,
    }
    if army.ruleset.house_rules:
        data["house_rules"] = sorted(army.ruleset.house_rules)
    entries: list[dict[str, object]] = []
    for entry in army.entries:
        item: dict[str, object] = {"card": entry.card_id, "figures": entry.figures}
        if entry.incarnation:
            item["incarnation"] = True
        if entry.options:
            item["options"] = list(entry.options)
        if entry.source is not None:
            source = entry.source
            item["source"] = {"edition": source.edition, "catalogue": source.catalogue, "entry": source.entry,
                              "options": dict(source.options)}
        entries.append(item)
    data["entries"] = entries
    return data


def read_army(path: str | Path) -> ArmyList:
    """Read and validate an army file; missing, too large, non-UTF-8 or malformed -> ArmyFileError."""
    path = Path(path)
    data = read_json(path, what=ARMY_LIST, limit=MAX_ARMY_BYTES, error=ArmyFileError)
    return parse_army(data, str(path))


def write_army(path: str | Path, army: ArmyList) -> None:
    """Write ``army`` as UTF-8 JSON, atomically: the old file stays whole if anything fails.

    What is written is what :func:`read_army` reads: a list it would refuse (more entries than
    :data:`MAX_ENTRIES`, a file over :data:`MAX_ARMY_BYTES`...) is refused here, nothing
    written."""
    path = Path(path)
    data = army_to_dict(army)
    parse_army(data, str(path))  # the reader's checks, on what would be written
    content = (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    if len(content) > MAX_ARMY_BYTES:
        raise ArmyFileError(Message("army-file.too-large-to-write", path=str(path),
                                    size=Fraction(round(len(content) / 1e5), 10),
                                    limit=MAX_ARMY_BYTES // (1024 * 1024)))
    try:
        write_atomically(path, content)
    except OSError as error:
        raise ArmyFileError(Message("file.cannot-write", path=str(path), error=str(error.strerror or error))) from None


def army_files_in(folder: str | Path) -> list[Path]:
    """The ``*.army.json`` files of a folder (not its sub-folders), sorted by name."""
    return sorted(p for p in Path(folder).glob(f"*{SUFFIX}") if p.is_file())
