"""BattleScribe / New Recruit data (``.gst``, ``.cat`` and zipped ``.gstz``/``.catz``) as cards.

Every ``selectionEntry type="model"`` of a catalogue (nested ones and shared ones included,
and models of another file that a catalogue links to with an ``entryLink``) becomes a
:class:`~companion.rules.card.Card` of the catalogue's people. Its ``Profile Card`` profile
gives the characteristics (format notes: shared/fixtures/battlescribe/README.md), the ``pts``
cost gives the AP, a ``Characters`` category (or, without categories, a one-per-roster limit
that no modifier raises) makes it a Character.

What cannot be mapped is never guessed: it stays empty on the card, is written in the card's
``notes`` and listed in :attr:`BattleScribeImport.notes`. The C5 edition's movement categories
("1", "1-") are the main case; others are a Cou/Fea value without its C or F, or a Def-Res
with a dash in place of a number.

The files are untrusted: documents with a DTD or entity declarations are refused (no entity
expansion, no external entities), and files, and the XML inside a zip, are limited in size.
This module imports no database library.
"""

from __future__ import annotations

import re
import unicodedata
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, TreeBuilder
from xml.parsers import expat

from companion.errors import BadInput
from companion.library.packs import MOVE_MAX, card_from_dict, card_to_dict
from companion.rules.abilities import Ability
from companion.rules.card import Card, Rank
from companion.rules.peoples import PEOPLES
from companion.i18n.render import english
from companion.rules.errors import RulesError

MAX_XML_BYTES = 50 * 1024 * 1024
"""The largest file, or XML inside a zip, read: real catalogues are well under 2 MB."""

EXTENSIONS = (".gst", ".cat", ".gstz", ".catz")
PROFILE_TYPE = "Profile Card"
POINTS = "pts"


class BattleScribeError(BadInput):
    """A BattleScribe file that cannot be read; the message names the file and the problem."""


@dataclass
class BattleScribeImport:
    """The cards read from a set of files, and what could not be mapped (one line each)."""

    cards: list[Card] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


# --- reading the XML safely ---------------------------------------------------------------


def _refuse(what: str) -> Any:
    def handler(*_args: object) -> None:
        raise _Forbidden(what)

    return handler


class _Forbidden(Exception):
    """Raised from inside the expat parser when the document declares a DTD or entities."""


def parse_xml(data: bytes, source: str) -> Element:
    """Parse untrusted XML: no DTD, no entity declarations, no external entities.

    Namespaces are not processed: tags are the names as written (``selectionEntry``).
    """
    head = data[:4096].lstrip()
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or head[1:2] == b"\x00":
        raise BattleScribeError(f"{source}: only UTF-8 XML is read (this file is UTF-16)")
    lowered = data.lower()
    if b"<!doctype" in lowered or b"<!entity" in lowered:
        raise BattleScribeError(
            f"{source}: the XML declares a DTD or entities, which BattleScribe files never do; refused for safety"
        )
    return _parse_without_dtd(data, source)


def _parse_without_dtd(data: bytes, source: str) -> Element:
    """The expat parse itself, with every DTD and entity handler refusing (second line of defence)."""
    builder = TreeBuilder()
    parser = expat.ParserCreate()
    parser.buffer_text = True
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = _refuse("a DTD")
    parser.EntityDeclHandler = _refuse("an entity declaration")
    parser.UnparsedEntityDeclHandler = _refuse("an unparsed entity")
    parser.ExternalEntityRefHandler = _refuse("an external entity")
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    try:
        parser.Parse(data, True)
    except _Forbidden as error:
        raise BattleScribeError(f"{source}: the XML contains {error}; refused for safety") from None
    except expat.ExpatError as error:
        message = expat.errors.messages.get(error.code, str(error)) if error.code else str(error)
        raise BattleScribeError(f"{source}: malformed XML at line {error.lineno}: {message}") from None
    root: Element = builder.close()
    return root


def _too_large(source: str, size: int) -> BattleScribeError:
    return BattleScribeError(
        f"{source}: {size / 1e6:.1f} MB is too large for a BattleScribe file "
        f"(at most {MAX_XML_BYTES // (1024 * 1024)} MB)"
    )


def read_xml_bytes(path: Path) -> bytes:
    """The XML of a file: read directly, or the one XML file inside a ``.gstz``/``.catz`` zip."""
    source = path.name
    suffix = path.suffix.lower()
    if suffix not in EXTENSIONS:
        raise BattleScribeError(f"{source}: not a BattleScribe file (expected {', '.join(EXTENSIONS)})")
    try:
        if suffix in (".gstz", ".catz"):
            return _read_zipped(path)
        with path.open("rb") as stream:
            size = stream.seek(0, 2)
            if size > MAX_XML_BYTES:
                raise _too_large(str(path), size)
            stream.seek(0)
            data = stream.read(MAX_XML_BYTES + 1)
    except FileNotFoundError:
        raise BattleScribeError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise BattleScribeError(f"{path}: is a folder, not a BattleScribe file") from None
    except OSError as error:
        raise BattleScribeError(f"{path}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_XML_BYTES:
        raise _too_large(str(path), len(data))
    return data


def _read_zipped(path: Path) -> bytes:
    if path.stat().st_size > MAX_XML_BYTES:
        raise _too_large(str(path), path.stat().st_size)
    try:
        with zipfile.ZipFile(path) as archive:
            members = [info for info in archive.infolist() if not info.is_dir()]
            if len(members) != 1:
                raise BattleScribeError(f"{path.name}: a {path.suffix} zip holds one XML file, this one holds {len(members)}")
            (member,) = members
            if member.file_size > MAX_XML_BYTES:
                raise _too_large(f"{path.name} ({member.filename} unzipped)", member.file_size)
            with archive.open(member) as stream:  # the header may lie: read at most the limit
                data = stream.read(MAX_XML_BYTES + 1)
    except zipfile.BadZipFile as error:
        raise BattleScribeError(f"{path.name}: not a valid zip file ({error})") from None
    except (RuntimeError, NotImplementedError) as error:  # encrypted, unknown compression
        raise BattleScribeError(f"{path.name}: cannot be unzipped ({error})") from None
    if len(data) > MAX_XML_BYTES:
        raise _too_large(f"{path.name} (unzipped)", len(data))
    return data


# --- peoples ------------------------------------------------------------------------------


def _key(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "", plain.casefold())


# Words that name one people in catalogue names ("Alahan Lions [C5]", "Kelt Sessair [C5]").
_PEOPLE_WORDS: dict[str, tuple[str, ...]] = {
    "alahan": ("alahan", "lions"),
    "griffin": ("griffin", "akkylannie"),
    "cynwall": ("cynwall",),
    "sessair": ("sessair",),
    "acheron": ("acheron",),
    "dirz": ("dirz",),
    "akkyshan": ("akkyshan",),
    "drune": ("drune",),
    "mid-nor": ("midnor",),
    "daikinee": ("daikinee",),
    "bran-o-kor": ("branokor",),
    "wolfen": ("wolfen", "yllia"),
    "tir-na-bor": ("tirnabor",),
    "no-dan-kar": ("nodankar",),
    "vile-tis": ("viletis", "devourer"),
}


def people_of_catalogue(name: str, source: str) -> str:
    """The people id a catalogue is for, from its name; BattleScribeError if none or several match."""
    bare = re.sub(r"\[[^\]]*\]|\([^)]*\)", " ", name)  # "[C5]" and similar tags
    key = _key(bare)
    for people in PEOPLES:
        if key in (_key(people.id), _key(people.name)):
            return people.id
    matches = sorted({pid for pid, words in _PEOPLE_WORDS.items() if any(word in key for word in words)})
    if len(matches) == 1:
        return matches[0]
    known = ", ".join(p.name for p in PEOPLES)
    if matches:
        raise BattleScribeError(f"{source}: catalogue {name!r} could be any of {', '.join(matches)}; rename it")
    raise BattleScribeError(f"{source}: catalogue {name!r} is for no people this app knows ({known})")


# --- one file -----------------------------------------------------------------------------


@dataclass
class _File:
    path: Path
    root: Element
    kind: str  # "catalogue" or "gameSystem"
    ids: dict[str, Element]

    @property
    def name(self) -> str:
        return self.root.get("name") or self.path.name

    @property
    def revision(self) -> str:
        return self.root.get("revision") or "?"


def _load(path: Path) -> _File:
    root = parse_xml(read_xml_bytes(path), path.name)
    if root.tag not in ("catalogue", "gameSystem"):
        raise BattleScribeError(f"{path.name}: not a BattleScribe catalogue or game system (it starts with <{root.tag}>)")
    ids = {element.get("id", ""): element for element in root.iter() if element.get("id")}
    return _File(path, root, root.tag, ids)


def _children(element: Element, group: str, tag: str) -> list[Element]:
    return [child for container in element.findall(group) for child in container.findall(tag)]


def slug(name: str) -> str:
    """The slug of a card name: lower-case ASCII letters and digits joined by hyphens."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "card"


# --- characteristics ----------------------------------------------------------------------

_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?$")
_PAIR = re.compile(r"^(\d+)\s*[-/]\s*(\d+)$")
_COURAGE = re.compile(r"^(\d+)\s*([CcFf])$")
_FAITH = re.compile(r"^(\d+)\s*[-\\/]\s*(\d+)\s*[-\\/]\s*(\d+)$")
_EMPTY = ("", "-", "–", "—")


def _number(text: str) -> float | None:
    if not _NUMBER.match(text):
        return None
    return float(text.replace(",", "."))


class _Mapper:
    """Maps one model's profile to card fields, collecting what it cannot map."""

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}
        self.unmapped: list[str] = []

    def skip(self, label: str, value: str, why: str) -> None:
        self.unmapped.append(f"{label} {value!r} {why}")

    def whole(self, label: str, value: str, key: str) -> None:
        number = _number(value)
        if number is None or not number.is_integer() or not 0 <= number <= 30:
            self.skip(label, value, "is not a whole number 0..30")
        else:
            self.fields[key] = int(number)

    def movement(self, value: str) -> None:
        number = _number(value)
        if number is not None and 0 < number <= MOVE_MAX and (number * 2) % 5 == 0:
            self.fields["movement"] = number
        elif value.rstrip("+-").isdigit() and len(value) <= 3:
            self.skip("Mov", value, "is a C5 movement category, not centimetres: movement left empty")
        else:
            self.skip("Mov", value, "is not a movement in centimetres: movement left empty")

    def pair(self, label: str, value: str, first: str, second: str) -> None:
        match = _PAIR.match(value)
        if match and all(int(n) <= 30 for n in match.groups()):
            self.fields[first], self.fields[second] = int(match[1]), int(match[2])
        else:
            self.skip(label, value, f"is not two numbers like '5-5': {first} and {second} left empty")

    def courage_or_fear(self, value: str) -> None:
        match = _COURAGE.match(value)
        if match and int(match[1]) <= 30:
            key = "courage" if match[2].upper() == "C" else "fear"
            self.fields[key] = int(match[1])
        else:
            self.skip("Cou/Fea", value, "does not say C (Courage) or F (Fear): both left empty")

    def faith(self, value: str) -> None:
        match = _FAITH.match(value)
        if match:
            self.fields["faith"] = "-".join(match.groups())
            self.fields["faithful"] = True
        else:
            self.skip("Fervour", value, "is not three aspects like '1-0-1': faith left empty")

    def abilities(self, value: str) -> None:
        separator = ";" if ";" in value else ","
        abilities = []
        for text in value.split(separator):
            if not text.strip():
                continue
            try:
                abilities.append(Ability.parse(text))
            except RulesError as error:
                self.skip("Abilities", text.strip(), f"cannot be read ({english(error.message)})")
        self.fields["abilities"] = tuple(abilities)


def _characteristics(profile: Element) -> dict[str, str]:
    values: dict[str, str] = {}
    for characteristic in _children(profile, "characteristics", "characteristic"):
        name = characteristic.get("name") or ""
        values[name] = " ".join((characteristic.text or "").split())
    return values


def _map_profile(values: dict[str, str]) -> _Mapper:
    mapper = _Mapper()
    for label, value in values.items():
        if value in _EMPTY:
            continue
        if label == "Mov":
            mapper.movement(value)
        elif label == "Ini":
            mapper.whole(label, value, "initiative")
        elif label == "Atk-Str":
            mapper.pair(label, value, "attack", "strength")
        elif label == "Def-Res":
            mapper.pair(label, value, "defence", "resilience")
        elif label == "Aim":
            mapper.whole(label, value, "aim")
        elif label == "Cou/Fea":
            mapper.courage_or_fear(value)
        elif label == "Dis":
            mapper.whole(label, value, "discipline")
        elif label == "Pow":
            mapper.whole(label, value, "power")
            if "power" in mapper.fields:
                mapper.fields["magician"] = True
        elif label == "Fervour":
            mapper.faith(value)
        elif label == "Abilities":
            mapper.abilities(value)
        else:
            mapper.skip(label, value, "is not a characteristic of the reference card")
    return mapper


# --- the import ---------------------------------------------------------------------------


class _Importer:
    def __init__(self, files: list[_File]) -> None:
        self.files = files
        self.result = BattleScribeImport()
        self.categories: dict[str, str] = {}
        for file in files:
            for category in file.root.iter("categoryEntry"):
                if category.get("id") and category.get("name"):
                    self.categories[category.get("id", "")] = category.get("name", "")
        self.used_ids: set[str] = set()
        self.done: set[tuple[str, str]] = set()

    def find(self, element_id: str) -> Element | None:
        for file in self.files:
            if element_id in file.ids:
                return file.ids[element_id]
        return None

    def run(self) -> BattleScribeImport:
        systems = [f for f in self.files if f.kind == "gameSystem"]
        catalogues = [f for f in self.files if f.kind == "catalogue"]
        system_ids = {f.root.get("id") for f in systems}
        for catalogue in catalogues:
            wanted = catalogue.root.get("gameSystemId")
            if systems and wanted not in system_ids:
                names = ", ".join(f.path.name for f in systems)
                raise BattleScribeError(f"{catalogue.path.name}: this catalogue is for another game system than {names}")
        for system in systems:
            models = [e.get("name", "?") for e in system.root.iter("selectionEntry") if e.get("type") == "model"]
            if models:
                self.result.notes.append(
                    f"{system.path.name}: {len(models)} model entries of the game system belong to no people "
                    f"and are imported only where a catalogue links them ({', '.join(models)})"
                )
        if not catalogues:
            self.result.notes.append("no catalogue (.cat/.catz) given: a game system alone holds no people's cards")
        for catalogue in catalogues:
            self.catalogue(catalogue)
        return self.result

    def catalogue(self, file: _File) -> None:
        people = people_of_catalogue(file.name, file.path.name)
        provenance = f"BattleScribe catalogue {file.path.name} rev {file.revision}"
        for entry in file.root.iter("selectionEntry"):
            if entry.get("type") == "model":
                self.model(entry, file, people, provenance)
        for link in file.root.iter("entryLink"):
            if link.get("type") != "selectionEntry" or (link.get("targetId") or "") in file.ids:
                continue
            target = self.find(link.get("targetId") or "")
            if target is not None and target.get("type") == "model":
                self.model(target, file, people, provenance, link)

    def _category_names(self, entry: Element, link: Element | None) -> list[str]:
        names = []
        for holder in (entry, link):
            if holder is None:
                continue
            for category in _children(holder, "categoryLinks", "categoryLink"):
                name = self.categories.get(category.get("targetId") or "") or category.get("name")
                if name:
                    names.append(name)
        return names

    def _profile(self, entry: Element) -> Element | None:
        for profile in _children(entry, "profiles", "profile"):
            if profile.get("typeName") == PROFILE_TYPE:
                return profile
        for info in _children(entry, "infoLinks", "infoLink"):
            if info.get("type") == "profile":
                target = self.find(info.get("targetId") or "")
                if target is not None and target.get("typeName") == PROFILE_TYPE:
                    return target
        return None

    def model(self, entry: Element, file: _File, people: str, provenance: str, link: Element | None = None) -> None:
        name = " ".join((entry.get("name") or "").split())
        key = (people, entry.get("id") or name)
        if key in self.done:
            return
        self.done.add(key)
        where = f"{file.name} / {name or '(no name)'}"
        profile = self._profile(entry)
        if profile is None or not name:
            self.result.notes.append(f"{where}: no {PROFILE_TYPE} profile; not imported")
            return
        mapper = _map_profile(_characteristics(profile))
        fields = mapper.fields
        fields["ap"] = self._points(entry, link, mapper)
        categories = self._category_names(entry, link)
        fields["character"] = self._character(entry, categories, mapper)
        ranks = {rank.value: rank for rank in Rank}
        for category in categories:
            rank = ranks.get(slug(category))
            if rank is not None:
                fields["rank"] = rank
        card_id = self._new_id(people, name)
        notes = "; ".join(mapper.unmapped)
        card = Card(
            id=card_id,
            name=name,
            people=people,
            figures_per_card=None,
            provenance=f"{provenance}; figures per card, size and base not given",
            notes=f"Not mapped from BattleScribe: {notes}" if notes else "",
            **fields,
        )
        try:
            card = card_from_dict(card_to_dict(card), f"{file.path.name}, model {name!r}")
        except BadInput as error:  # a value the mapper let through that a pack would refuse
            self.result.notes.append(f"{where}: not imported ({error})")
            return
        self.result.cards.append(card)
        for line in mapper.unmapped:
            self.result.notes.append(f"{where} ({card_id}): {line}")

    def _points(self, entry: Element, link: Element | None, mapper: _Mapper) -> int | None:
        costs = _children(entry, "costs", "cost")
        if link is not None:
            costs = _children(link, "costs", "cost") + costs
        for cost in costs:
            if cost.get("name") == POINTS or cost.get("typeId") == "points":
                value = cost.get("value") or ""
                number = _number(value)
                if number is not None and number.is_integer() and 0 < number <= 2000:
                    return int(number)
                if number == 0:
                    mapper.skip("pts", value, "is no cost: AP left empty")
                else:
                    mapper.skip("pts", value, "is not a whole number of army points: AP left empty")
                return None
        return None

    @staticmethod
    def _character(entry: Element, categories: list[str], mapper: _Mapper) -> bool:
        keys = {slug(c) for c in categories}
        if keys & {"characters", "character", "personnages", "personnage"}:
            return True
        one_per_roster = False
        raised = False
        for constraint in _children(entry, "constraints", "constraint"):
            if constraint.get("id") == "maxInRoster" or (
                constraint.get("type") == "max" and constraint.get("scope") == "roster"
            ):
                one_per_roster = _number(constraint.get("value") or "") == 1
        for modifier in entry.iter("modifier"):
            if modifier.get("field") == "maxInRoster" and modifier.get("type") == "increment":
                raised = True
        if one_per_roster and not raised:
            if keys:
                mapper.skip(
                    "maxInRoster", "1", f"(one per army) on a card listed as {', '.join(categories)}: not marked a Character"
                )
                return False
            return True
        return False

    def _new_id(self, people: str, name: str) -> str:
        base = f"{people}/{slug(name)}"
        card_id, number = base, 1
        while card_id in self.used_ids:
            number += 1
            card_id = f"{base}-{number}"
        self.used_ids.add(card_id)
        return card_id


def read_battlescribe(paths: Sequence[str | Path]) -> BattleScribeImport:
    """Read these BattleScribe files together (a .gst and its catalogues); cards and notes."""
    if not paths:
        raise BattleScribeError("no BattleScribe file given")
    files = [_load(Path(path)) for path in paths]
    return _Importer(files).run()

