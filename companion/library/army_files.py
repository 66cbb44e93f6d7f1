"""Army list files (``*.army.json``): read, validate, write.

The format is the contract in shared/FORMATS.md ("Army list"). A file is parsed once, at the
edge, into a :class:`companion.rules.army.ArmyList`; every problem is a
:class:`ArmyFileError` naming the file, the entry (``entries[2]``) and the field, so that the
player can fix it. Whether the list is *legal* is not this module's business
(:func:`companion.rules.army.validate` says); this module only refuses files it cannot read.
Plain JSON, no database or GUI library.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.errors import BadInput
from companion.files import write_atomically
from companion.library.json_file import read_json
from companion.rules.army import ArmyList, Entry
from companion.rules.card import is_valid_card_id
from companion.rules.errors import RulesError
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import HOUSE_RULE_TITLES, Ruleset, RulesetName
from companion.i18n.render import english

FORMAT = "confrontation-army"
VERSION = 1
SUFFIX = ".army.json"
MAX_ARMY_BYTES = 5 * 1024 * 1024
"""Larger files are refused before being read (a 5,000-figure list is about 300 kB)."""
MAX_ENTRIES = 20_000
MAX_FIGURES = 100
"""No blister holds more figurines than this: a larger count is a typo."""
MAX_POINTS = 100_000
NAME_MAX = 200

TOP_KEYS: tuple[str, ...] = ("format", "version", "name", "people", "points", "ruleset", "house_rules", "entries")
ENTRY_KEYS: tuple[str, ...] = ("card", "figures", "incarnation")


class ArmyFileError(BadInput):
    """An army file that cannot be read: the message names the file, the entry and the field."""


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _default_name(source: str) -> str:
    name = Path(source).name
    for suffix in (SUFFIX, ".json"):
        if name.endswith(suffix):
            return name[: -len(suffix)] or name
    return name


def parse_army(data: object, source: str = "<army>") -> ArmyList:
    """Validate a decoded JSON value as an army list (FORMATS.md); ArmyFileError names the problem.

    Optional fields: ``name`` (default: the file name), ``points`` (null or absent: the
    ruleset's default, which only the tournament ruleset has), ``ruleset`` (default ``core``),
    ``house_rules`` (default none), an entry's ``figures`` (default 1) and ``incarnation``
    (default false). Unknown keys are refused: they are most often typos that would silently
    change a list.
    """
    def fail(field: str, problem: str) -> ArmyFileError:
        return ArmyFileError(f"{source}: field '{field}': {problem}")

    if not isinstance(data, dict):
        raise ArmyFileError(f'{source}: expected a JSON object with "format": "{FORMAT}", got {_describe(data)}')
    unknown = sorted(str(key) for key in data if key not in TOP_KEYS)
    if unknown:
        raise ArmyFileError(f"{source}: unknown key {unknown[0]!r} (an army list has {', '.join(TOP_KEYS)})")
    if data.get("format") != FORMAT:
        raise fail("format", f"expected {FORMAT!r}, got {_describe(data.get('format'))}")
    version = data.get("version")
    if not _is_int(version):
        raise fail("version", f"expected a whole number, got {_describe(version)}")
    if version != VERSION:
        newer = " (made by a newer version of the app)" if version > VERSION else ""
        raise fail("version", f"version {version} is not supported{newer}; this app reads version {VERSION}")
    name = data.get("name", _default_name(source))
    if not isinstance(name, str) or not name.strip():
        raise fail("name", f"expected a non-empty text, got {_describe(name)}")
    if len(name) > NAME_MAX:
        raise fail("name", f"is {len(name)} characters long (at most {NAME_MAX})")
    people = data.get("people")
    if not isinstance(people, str):
        raise fail("people", f"expected a people id, got {_describe(people)}")
    if people not in PEOPLE_BY_ID:
        raise fail("people", f"unknown people {people!r} (known: {', '.join(PEOPLE_BY_ID)})")
    ruleset_name = data.get("ruleset", RulesetName.CORE.value)
    if not isinstance(ruleset_name, str) or ruleset_name not in {r.value for r in RulesetName}:
        raise fail("ruleset", f"expected 'core' or 'tournament', got {_describe(ruleset_name)}")
    house = data.get("house_rules", [])
    if not isinstance(house, list):
        raise fail("house_rules", f"expected a list of house rule numbers, got {_describe(house)}")
    for index, number in enumerate(house):
        if not _is_int(number) or number not in HOUSE_RULE_TITLES:
            raise fail(f"house_rules[{index}]", f"expected a house rule number 1..21, got {_describe(number)}")
    points = data.get("points")
    if points is not None and (not _is_int(points) or not 1 <= points <= MAX_POINTS):
        raise fail("points", f"expected a whole number of AP 1..{MAX_POINTS} or null, got {_describe(points)}")
    if points is None and ruleset_name == RulesetName.CORE.value:
        raise fail("points", "a core list must say how many points were agreed (only the tournament ruleset has a default, 200)")
    raw_entries = data.get("entries")
    if not isinstance(raw_entries, list):
        raise fail("entries", f"expected a list of entries, got {_describe(raw_entries)}")
    if len(raw_entries) > MAX_ENTRIES:
        raise fail("entries", f"has {len(raw_entries)} entries (at most {MAX_ENTRIES})")
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
        raise ArmyFileError(f"{source}: {english(error.message)}") from None


def _entry(raw: object, index: int, source: str) -> Entry:
    where = f"{source}: entries[{index}]"
    if not isinstance(raw, dict):
        raise ArmyFileError(f'{where}: expected an object like {{"card": "alahan/paladin", "figures": 3}}, got {_describe(raw)}')
    data: dict[str, Any] = raw
    unknown = sorted(str(key) for key in data if key not in ENTRY_KEYS)
    if unknown:
        raise ArmyFileError(f"{where}: unknown key {unknown[0]!r} (an entry has {', '.join(ENTRY_KEYS)})")
    card_id = data.get("card")
    if not isinstance(card_id, str):
        raise ArmyFileError(f"{where}, field 'card': expected a card id like 'alahan/paladin', got {_describe(card_id)}")
    if not is_valid_card_id(card_id):
        raise ArmyFileError(
            f"{where}, field 'card': {card_id!r} is not '<people>/<slug>' in lower-case letters, digits and hyphens"
        )
    figures = data.get("figures", 1)
    if not _is_int(figures) or not 1 <= figures <= MAX_FIGURES:
        raise ArmyFileError(f"{where} ({card_id}), field 'figures': expected a whole number 1..{MAX_FIGURES}, got {_describe(figures)}")
    incarnation = data.get("incarnation", False)
    if not isinstance(incarnation, bool):
        raise ArmyFileError(f"{where} ({card_id}), field 'incarnation': expected true or false, got {_describe(incarnation)}")
    return Entry(card_id, figures, incarnation)


def army_to_dict(army: ArmyList) -> dict[str, object]:
    """The JSON object of FORMATS.md, keys in its order; round-trips with :func:`parse_army`.

    ``house_rules`` is written only when some are on, ``incarnation`` only when true.
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
        entries.append(item)
    data["entries"] = entries
    return data


def read_army(path: str | Path) -> ArmyList:
    """Read and validate an army file; missing, too large, non-UTF-8 or malformed -> ArmyFileError."""
    path = Path(path)
    data = read_json(path, what="an army list", limit=MAX_ARMY_BYTES, error=ArmyFileError)
    return parse_army(data, str(path))


def write_army(path: str | Path, army: ArmyList) -> None:
    """Write ``army`` as UTF-8 JSON, atomically: the old file stays whole if anything fails."""
    path = Path(path)
    text = json.dumps(army_to_dict(army), ensure_ascii=False, indent=2) + "\n"
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError as error:
        raise ArmyFileError(f"{path}: cannot be written ({error.strerror or error})") from None


def army_files_in(folder: str | Path) -> list[Path]:
    """The ``*.army.json`` files of a folder (not its sub-folders), sorted by name."""
    return sorted(p for p in Path(folder).glob(f"*{SUFFIX}") if p.is_file())
