"""BattleScribe / New Recruit data (``.gst``, ``.cat`` and zipped ``.gstz``/``.catz``) as cards.

:func:`read_battlescribe` reads a whole data set at once (or a folder of one): the game system,
the people catalogues and the library catalogues they link. Every file is read and checked
before any card is made, and every problem of the batch is reported together
(:class:`BattleScribeError` ``problems``): nothing is imported. A catalogue that is for no
people the app knows (a template, an empty one, a people not in the app) is skipped with a
note and the rest imports (:func:`~.catalogue.classify` draws that line).

The pieces: reading untrusted XML (:mod:`.xml_input`), the files and their roles
(:mod:`.catalogue`), profiles and weapon names (:mod:`.profiles`), modifiers and conditions
(:mod:`.conditions`), options (:mod:`.options`), cards (:mod:`.cards`) and what no card is
offered (:mod:`.reach`). The cards carry the data's edition: ``c5`` when the game system or a
catalogue is marked "[C5]", else the name the caller gives (a data source's), else the game
system's. Notes and errors are
:class:`~companion.rules.message.Message` s. No database library is imported here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from companion.library.battlescribe.cards import CatalogueReader
from companion.library.battlescribe.catalogue import DataFile, Index, classify, load, peoples_named
from companion.library.battlescribe.options import cost_names, text_of
from companion.library.battlescribe.reach import not_choices, unoffered
from companion.library.battlescribe.xml_input import (
    EXTENSIONS,
    MAX_XML_BYTES,
    BattleScribeError,
    parse_untrusted,
    parse_xml,
    read_xml_bytes,
)
from companion.library.names import slug
from companion.rules.card import Card
from companion.rules.message import Message

__all__ = ["EXTENSIONS", "MAX_XML_BYTES", "BattleScribeError", "BattleScribeImport", "battlescribe_files",
           "parse_untrusted", "parse_xml", "peoples_named", "read_battlescribe", "read_xml_bytes", "slug"]

C5 = "c5"
_C5_MARK = re.compile(r"\[\s*c5\s*\]|\bc5\b", re.I)


@dataclass
class BattleScribeImport:
    """The cards read from a set of files, what could not be mapped (one Message each), and
    the catalogues skipped (one Message each, naming the file and why)."""

    cards: list[Card] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)
    edition: str = ""
    skipped: list[Message] = field(default_factory=list)
    files: int = 0
    """The files read and imported (those skipped left out)."""


def battlescribe_files(folder: Path) -> list[Path]:
    """The BattleScribe files of a folder and its sub-folders, sorted (hidden ones left out)."""
    found = [path for path in folder.rglob("*") if path.suffix.lower() in EXTENSIONS and path.is_file()
             and not any(part.startswith(".") for part in path.relative_to(folder).parts)]
    return sorted(found)


def _expand(paths: Sequence[str | Path]) -> list[Path]:
    expanded: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files = battlescribe_files(path)
            if not files:
                raise BattleScribeError(Message("battlescribe.empty-folder", folder=str(path),
                                                extensions=", ".join(EXTENSIONS)))
            expanded.extend(files)
        else:
            expanded.append(path)
    return expanded


def _edition(files: list[DataFile], given: str | None) -> str:
    if given:
        return given
    if any(_C5_MARK.search(f.name) for f in files if f.role in ("system", "people")):
        return C5
    systems = [f for f in files if f.role == "system"]
    return slug(systems[0].name, "battlescribe") if systems else "battlescribe"


def _load_all(paths: list[Path]) -> tuple[list[DataFile], list[Message]]:
    files: list[DataFile] = []
    problems: list[Message] = []
    for path in paths:
        try:
            files.append(load(path))
        except BattleScribeError as error:
            problems.extend(error.problems)
    return files, problems


def _raise(problems: list[Message]) -> None:
    if len(problems) == 1:
        raise BattleScribeError(problems[0])
    if problems:
        raise BattleScribeError(Message("battlescribe.batch", count=len(problems), problems=tuple(problems)),
                                tuple(problems))


def read_battlescribe(paths: Sequence[str | Path], edition: str | None = None) -> BattleScribeImport:
    """Read these BattleScribe files (or folders of them) together: a game system, its
    catalogues and their libraries. ``edition`` names the cards' edition (a data source's
    name); by default it is read from the files. BattleScribeError lists every problem."""
    if not paths:
        raise BattleScribeError(Message("battlescribe.no-files"))
    files, problems = _load_all(_expand(paths))
    batch = classify(files)
    _raise(problems + batch.problems)
    result = BattleScribeImport(edition=_edition(batch.files, edition), skipped=list(batch.skipped),
                                files=sum(1 for f in batch.files if f.role != "skipped"))
    index = Index(batch)
    categories = {c.get("id") or "": c.get("name") or "" for f in batch.files for c in f.root.iter("categoryEntry")
                  if c.get("id") and c.get("name")}
    costs = cost_names(batch.systems)
    for system in batch.systems:
        models = [m.get("name") or "?" for m in system.models() if not (m.get("name") or "").startswith("_")]
        for errata in (m for m in system.models() if (m.get("name") or "").startswith("_")):
            result.notes.append(Message("battlescribe.errata-text", file=system.path.name,
                                        name=(errata.get("name") or "").lstrip("_").strip(),
                                        text=text_of(errata, index, system)))
        if models:
            result.notes.append(Message("battlescribe.system-models", file=system.path.name, count=len(models),
                                        names=", ".join(models)))
    if not batch.peoples and not batch.skipped:  # (a skipped catalogue says why itself)
        result.notes.append(Message("battlescribe.no-catalogue"))
    used: set[str] = set()
    systems = {system.id: system for system in batch.systems}
    data: set[str] = set()
    for catalogue in batch.peoples:
        libraries = [f for f in batch.libraries if f.id in catalogue.linked_ids()]
        its_system = systems.get(catalogue.root.get("gameSystemId") or "") or next(iter(systems.values()), None)
        read = CatalogueReader(catalogue, index, categories, costs, libraries, result.edition, used, its_system).read()
        result.cards.extend(read.cards)
        result.notes.extend(read.notes)
        data |= read.data
    result.notes.extend(not_choices(data))
    result.notes.extend(unoffered(batch.libraries, result.cards))
    return result
