"""The files of a BattleScribe data set and what each one is.

A data set is a game system (``.gst``: cost types, categories, shared entries) and catalogues
(``.cat``). A catalogue whose name names a people ("Alahan Lions [C5]") holds that people's
models. A catalogue that no people owns is a library when another catalogue links it with a
``catalogueLink`` (``importRootEntries``) or it says ``library="true"``: its shared entries
and root entries (spell and miracle lists) serve the catalogues that link it. Any other
catalogue that is valid but not for this app (a template, an empty file, one for no people
the app knows or for several) is skipped with a note saying why, and the rest imports.

Where "not for us" ends and "broken" begins is drawn here, once: a file that cannot be read
(:func:`load`: malformed or hostile XML, over a limit, not a catalogue) and a catalogue of
another game system than the batch's (two data sets mixed up) are problems, and the whole
batch is refused; a catalogue read but for no people is skipped (:func:`classify`).

Every element with an ``id`` is found by :class:`Index`, first in the file that asks, then in
the game system and the libraries, then anywhere.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element

from companion.library.battlescribe.xml_input import BattleScribeError, parse_xml, read_xml_bytes
from companion.rules.message import Message
from companion.rules.peoples import PEOPLES

GAME_SYSTEM = "gameSystem"
CATALOGUE = "catalogue"


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


def peoples_named(name: str) -> list[str]:
    """The people ids a catalogue name names (none, one, or several when ambiguous)."""
    bare = re.sub(r"\[[^\]]*\]|\([^)]*\)", " ", name)  # "[C5]" and similar tags
    key = _key(bare)
    for people in PEOPLES:
        if key in (_key(people.id), _key(people.name)):
            return [people.id]
    return sorted({pid for pid, words in _PEOPLE_WORDS.items() if any(word in key for word in words)})


@dataclass
class DataFile:
    """One parsed file: its root element, what it is, and its elements by id."""

    path: Path
    root: Element
    ids: dict[str, Element]
    role: str = ""
    """``system``, ``people``, ``library`` or ``skipped`` (set by :func:`classify`)."""
    people: str | None = None

    @property
    def kind(self) -> str:
        return self.root.tag

    @property
    def id(self) -> str:
        return self.root.get("id") or ""

    @property
    def name(self) -> str:
        return self.root.get("name") or self.path.name

    @property
    def revision(self) -> str:
        return self.root.get("revision") or "?"

    def linked_ids(self) -> list[str]:
        """The catalogues this one links (``catalogueLink`` targets)."""
        return [link.get("targetId") or "" for link in self.root.iter("catalogueLink")]

    def models(self) -> list[Element]:
        return [e for e in self.root.iter("selectionEntry") if e.get("type") == "model"]


def load(path: Path) -> DataFile:
    """Read and parse one file; BattleScribeError if it is not a game system or catalogue."""
    root = parse_xml(read_xml_bytes(path), path.name)
    if root.tag not in (CATALOGUE, GAME_SYSTEM):
        raise BattleScribeError(Message("battlescribe.not-catalogue", file=path.name, tag=root.tag))
    ids: dict[str, Element] = {}
    for element in root.iter():
        element_id = element.get("id")
        if element_id and element_id not in ids:
            ids[element_id] = element
    return DataFile(path, root, ids)


def _is_template(file: DataFile) -> bool:
    return "template" in file.name.casefold() or "template" in file.path.name.casefold()


@dataclass
class Batch:
    """The files of one import, each with its role, and the notes and problems found."""

    files: list[DataFile]
    skipped: list[Message] = field(default_factory=list)
    """One note a catalogue skipped, naming its file and why."""
    problems: list[Message] = field(default_factory=list)

    @property
    def systems(self) -> list[DataFile]:
        return [f for f in self.files if f.role == "system"]

    @property
    def peoples(self) -> list[DataFile]:
        return [f for f in self.files if f.role == "people"]

    @property
    def libraries(self) -> list[DataFile]:
        return [f for f in self.files if f.role == "library"]


def classify(files: list[DataFile]) -> Batch:
    """Give every file its role: a catalogue not for this app is ``skipped`` (a note in
    ``skipped``); a catalogue of another game system is a problem (in ``problems``)."""
    batch = Batch(files)
    linked = {target for f in files for target in f.linked_ids()}
    system_ids = {f.id for f in files if f.kind == GAME_SYSTEM}
    for file in files:
        if file.kind == GAME_SYSTEM:
            file.role = "system"
            continue
        if system_ids and file.root.get("gameSystemId") not in system_ids:
            names = ", ".join(f.path.name for f in files if f.kind == GAME_SYSTEM)
            batch.problems.append(Message("battlescribe.other-system", file=file.path.name, systems=names))
            continue
        peoples = peoples_named(file.name)
        if len(peoples) == 1 and not _is_template(file):
            file.role, file.people = "people", peoples[0]
        elif file.id in linked or file.root.get("library") == "true":
            file.role = "library"
        else:
            file.role = "skipped"
            batch.skipped.append(_why_skipped(file, peoples))
    return batch


def _why_skipped(file: DataFile, peoples: list[str]) -> Message:
    """The note of a catalogue that is for no people (nor a library): which file, and why."""
    where = {"file": file.path.name, "catalogue": file.name}
    if _is_template(file):
        return Message("battlescribe.skipped-template", **where)
    if not file.models():
        return Message("battlescribe.skipped", **where)
    if peoples:
        return Message("battlescribe.skipped-ambiguous", **where, peoples=", ".join(peoples))
    return Message("battlescribe.skipped-no-people", **where, peoples=", ".join(p.name for p in PEOPLES))


class Index:
    """Elements by id across the batch: the asking file first, then the game system and the
    libraries, then any other file."""

    def __init__(self, batch: Batch) -> None:
        shared = batch.systems + batch.libraries
        self._order = shared + [f for f in batch.files if f not in shared]
        self._under: dict[tuple[int, str], list[Element]] = {}

    def under(self, element: Element, path: str) -> list[Element]:
        """``element.findall(path)``, found once for each element and path (the trees of the
        batch are read many times over, once for each model that links them)."""
        key = (id(element), path)
        found = self._under.get(key)
        if found is None:
            found = self._under[key] = element.findall(path)
        return found

    def find(self, element_id: str, first: DataFile | None = None) -> Element | None:
        if first is not None and element_id in first.ids:
            return first.ids[element_id]
        for file in self._order:
            found = file.ids.get(element_id)
            if found is not None:
                return found
        return None
