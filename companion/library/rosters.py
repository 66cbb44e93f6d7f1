"""Army lists exchanged with BattleScribe and New Recruit: rosters read and written.

A BattleScribe roster is XML in the namespace :data:`NAMESPACE` (the ``roster`` element of the
schema BSData publishes, BSData/schemas ``Catalogue.xsd`` in its roster form): ``.ros``, or
``.rosz``, a zip holding one ``.ros``. New Recruit exports the same roster as JSON:
``{"roster": {...}}``, each XML attribute a key and each list of elements (``forces``,
``selections``, ``categories``, ``costs``, ``costLimits``...) a JSON array. Both are read into
that one shape, and written from it.

Reading: each force's ``catalogueId`` and each selection's ``entryId`` find the card (an
``entryId`` is a ``::``-joined path of the links crossed: its last segment is the entry; the
name is tried when no id matches); ``number`` is the figures; the selections under a card's
are its options, by their entry ids or names (one taken ``number`` times; an entry's options
are read in the order its card offers them); a selection the
game system's own root list holds (a library's spell list) gives its options to the entry
whose card offers them; an option group the roster leaves empty holds its default, as New
Recruit reads it. Whatever matches nothing is listed by name (:class:`RosterRead`
``unmatched``), never dropped silently. The list's points are the roster's ``pts`` limit (else
its total); its people the first force's.

Writing: the ids, names and costs of the cards' data source (their
:class:`~companion.rules.card.CardSourceIds`): a force per catalogue, in the force entry the
game system defines for its own people or for allies (so an ally's entries come after the
army's own when read back), each entry a ``model`` selection with
its primary category and its options as ``upgrade`` selections (under the option they come
with, or, for a library's list, under that list's root selection). Incarnation has no
BattleScribe entry: it is written as the selection's custom notes, and read back from them;
nor have the rules a list is played under: a ruleset other than the booklet's, or house rules,
are the roster's custom notes (``Ruleset: tournament``, ``House rules: 15, 21``), read back
from them (what else the notes say is left alone).

Untrusted input: the XML is read with the BattleScribe import's limits (size, zip, no DTD or
entities, :mod:`companion.library.battlescribe.xml_input`), the JSON with the army files';
selections nested deeper than :data:`MAX_DEPTH` are refused. Every problem is a
:class:`RosterError` naming the file. No database or GUI library here.
"""

from __future__ import annotations

import io
import json
import uuid
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, SubElement, tostring

from companion.errors import BadInput
from companion.files import write_atomically
from companion.library.army_files import MAX_OPTIONS, MAX_POINTS, NAME_MAX
from companion.library.army_sources import entry_source
from companion.library.battlescribe.catalogue import peoples_named
from companion.library.battlescribe.xml_input import (
    MAX_XML_BYTES,
    ROSTER_EXTENSIONS,
    BattleScribeError,
    parse_xml,
    read_xml_bytes,
)
from companion.library.json_file import read_json
from companion.rules.army import ArmyList, Entry
from companion.rules.army_model import MAX_FIGURES
from companion.rules.army_options import with_defaults
from companion.rules.card import GROUP_SEPARATOR, PATH_SEPARATOR, Card, Option, last_segment
from companion.rules.message import Message
from companion.rules.ruleset import HOUSE_RULE_TITLES, Ruleset, RulesetName

NAMESPACE = "http://www.battlescribe.net/schema/rosterSchema"
BATTLESCRIBE_VERSION = "2.03"
POINTS_NAME, POINTS_TYPE = "pts", "points"
NEW_RECRUIT_SUFFIX = ".json"
SUFFIXES = (*ROSTER_EXTENSIONS, NEW_RECRUIT_SUFFIX)
MAX_DEPTH = 20
"""Selections nested deeper are refused (real rosters nest 3 or 4 levels)."""
INCARNATION_NOTE = "Incarnation"
RULESET_NOTE, HOUSE_RULES_NOTE = "Ruleset", "House rules"
"""The lines of a roster's custom notes that say the rules a list is played under."""
ROSTER = Message("file.a-roster")

_LISTS: dict[str, str] = {
    "forces": "force", "selections": "selection", "categories": "category", "costs": "cost",
    "costLimits": "costLimit", "profiles": "profile", "rules": "rule", "characteristics": "characteristic",
    "attributes": "attribute", "publications": "publication", "tags": "tag",
}
"""The roster's lists of elements, each with the tag of its items."""
_ORDER: dict[str, tuple[str, ...]] = {
    "roster": ("costs", "costLimits", "forces", "customNotes", "tags"),
    "force": ("customNotes", "rules", "profiles", "selections", "publications", "categories", "forces"),
    "selection": ("customNotes", "rules", "profiles", "selections", "costs", "categories"),
}
"""The order of the child elements the schema gives (its ``xs:sequence`` s)."""


class RosterError(BadInput):
    """A roster that cannot be read or written; the message names the file and the problem."""


@dataclass
class RosterRead:
    """The list a roster holds, and what in it matches no card or option (one Message each)."""

    army: ArmyList
    unmatched: list[Message] = field(default_factory=list)


def is_roster(path: Path) -> bool:
    """Whether ``path`` names a roster by its extension (``.ros``, ``.rosz``, or a ``.json``
    that is not an ``.army.json``)."""
    name = path.name.lower()
    return name.endswith(ROSTER_EXTENSIONS) or (name.endswith(NEW_RECRUIT_SUFFIX) and not name.endswith(".army.json"))


# -- the two spellings --------------------------------------------------------------------------


def _from_element(element: Element, source: str, depth: int = 0) -> dict[str, Any]:
    if depth > MAX_DEPTH * 2 + 4:
        raise RosterError(Message("roster.too-deep", file=source, depth=MAX_DEPTH))
    out: dict[str, Any] = dict(element.attrib)
    for child in element:
        if not isinstance(child.tag, str):
            continue
        item = _LISTS.get(child.tag)
        if item is not None:
            out[child.tag] = [_from_element(c, source, depth + 1) for c in child if c.tag == item]
        elif len(child):
            out[child.tag] = _from_element(child, source, depth + 1)
        else:
            out[child.tag] = child.text or ""
    if not len(element) and element.text and element.text.strip():
        out["$text"] = element.text
    return out


def roster_from_xml(data: bytes, source: str) -> dict[str, Any]:
    """A BattleScribe roster's XML as the roster object (New Recruit's spelling)."""
    root = parse_xml(data, source)
    if root.tag != "roster":
        raise RosterError(Message("roster.not-a-roster", file=source, tag=root.tag))
    return _from_element(root, source)


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _to_element(tag: str, data: Mapping[str, Any], parent: Element | None = None) -> Element:
    element = Element(tag) if parent is None else SubElement(parent, tag)
    for key, value in data.items():
        if not isinstance(value, (list, dict)) and not key.startswith("$") and key not in _ORDER.get(tag, ()):
            element.set(key, _text(value))
    order = _ORDER.get(tag, ())
    for key in (*order, *(k for k in data if k not in order)):
        value = data.get(key)
        if isinstance(value, list):
            holder = SubElement(element, key)
            for item in value:
                _to_element(_LISTS.get(key, key.rstrip("s")), item, holder)
        elif isinstance(value, dict):
            _to_element(key, value, element)
        elif key in order and isinstance(value, str):
            SubElement(element, key).text = value
    if "$text" in data:
        element.text = _text(data["$text"])
    return element


def roster_to_xml(roster: Mapping[str, Any]) -> bytes:
    """The roster object as BattleScribe's XML (UTF-8, with its declaration)."""
    body = tostring(_to_element("roster", roster), encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body + "\n").encode("utf-8")


# -- reading ------------------------------------------------------------------------------------


def load_roster(path: Path) -> dict[str, Any]:
    """The roster object of a ``.ros``, ``.rosz`` or New Recruit ``.json`` file; RosterError
    (or BattleScribeError) names the file and what is wrong."""
    if path.name.lower().endswith(ROSTER_EXTENSIONS):
        return roster_from_xml(read_xml_bytes(path, ROSTER_EXTENSIONS), path.name)
    data = read_json(path, what=ROSTER, limit=MAX_XML_BYTES, error=RosterError)
    if not isinstance(data, dict) or not isinstance(data.get("roster"), dict):
        raise RosterError(Message("roster.not-new-recruit", file=path.name))
    roster: dict[str, Any] = data["roster"]
    return roster


def _list(holder: Mapping[str, Any], key: str, source: str) -> list[dict[str, Any]]:
    value = holder.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise RosterError(Message("roster.malformed", file=source, field=key))
    return value


def _name(holder: Mapping[str, Any]) -> str:
    value = holder.get("name")
    return " ".join(value.split()) if isinstance(value, str) else ""


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return int(value) if float(value).is_integer() else None
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            return None
        return int(number) if number.is_integer() else None
    return None


def _points(costs: list[dict[str, Any]]) -> int | None:
    for cost in costs:
        if cost.get("typeId") == POINTS_TYPE or cost.get("name") == POINTS_NAME:
            value = _whole(cost.get("value"))
            if value is not None and value > 0:
                return value
    return None


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


class _Cards:
    """The library's cards by their data-source ids and names."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.by_entry: dict[tuple[str, str], Card] = {}
        self.by_entry_id: dict[str, Card] = {}
        self.by_name: dict[tuple[str, str], Card] = {}
        self.by_any_name: dict[str, list[Card]] = {}
        self.by_id: dict[str, Card] = {}
        self._options: dict[str, tuple[Option, ...]] = {}
        for card in cards:
            self.by_id[card.id] = card
            catalogue = card.source_ids.catalogue if card.source_ids is not None else ""
            if card.source_ids is not None:
                self.by_entry.setdefault((catalogue, card.source_ids.entry_id), card)
                self.by_entry_id.setdefault(card.source_ids.entry_id, card)
            self.by_name.setdefault((catalogue, _key(card.name)), card)
            self.by_any_name.setdefault(_key(card.name), []).append(card)

    def options_of(self, card: Card) -> tuple[Option, ...]:
        """The card's options, made once for the reading (a card's options shared with other
        cards are made each time they are read: companion.rules.linked_options)."""
        found = self._options.get(card.id)
        if found is None:
            found = self._options[card.id] = tuple(card.options)
        return found

    def find(self, catalogue: str, entry_id: str, name: str) -> Card | None:
        """By catalogue and entry id, by entry id, by card id (rosters of cards without a data
        source), by name in the catalogue, by a name only one card has."""
        last = last_segment(entry_id)
        found = (self.by_entry.get((catalogue, last)) or self.by_entry_id.get(last) or self.by_id.get(last)
                 or self.by_name.get((catalogue, _key(name))))
        if found is None:
            named = self.by_any_name.get(_key(name), [])
            found = named[0] if len(named) == 1 else None
        return found


def _option_of(card: Card, options: Sequence[Option], selection: Mapping[str, Any]) -> Option | None:
    """The option of ``options`` (the card's) a selection names: by its full path, its entry
    id, then its name."""
    entry_id = selection.get("entryId")
    path = entry_id if isinstance(entry_id, str) else ""
    prefix = _links_of(card)
    last = last_segment(path)
    by_last = None
    for option in options:
        ids = option.source_ids
        if ids is None:
            continue
        if path and path == _join(prefix if not ids.root else (), ids.entry):
            return option
        if by_last is None and last and ids.entry_id == last:
            by_last = option
    if by_last is not None:
        return by_last
    key = _key(_name(selection))
    return next((option for option in options if _key(option.name) == key), None)


def _in_card_order(card: Card, options: list[str]) -> tuple[str, ...]:
    """The options taken, in the order the card offers them (a roster nests them as it likes)."""
    order = {option.id: index for index, option in enumerate(card.options)}
    return tuple(sorted(options, key=lambda option_id: order.get(option_id, len(order))))


@dataclass
class _Reading:
    source: str
    cards: _Cards
    entries: list[Entry] = field(default_factory=list)
    unmatched: list[Message] = field(default_factory=list)
    roots: list[tuple[dict[str, Any], str]] = field(default_factory=list)
    """Selections of no card (a library's list, perhaps), with the force's catalogue."""

    def selection(self, selection: dict[str, Any], catalogue: str, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise RosterError(Message("roster.too-deep", file=self.source, depth=MAX_DEPTH))
        entry_id = selection.get("entryId")
        card = self.cards.find(catalogue, entry_id if isinstance(entry_id, str) else "", _name(selection))
        if card is None:
            self.roots.append((selection, catalogue))
            return
        number = _whole(selection.get("number", 1))
        if number is None or not 0 <= number <= MAX_FIGURES:
            raise RosterError(Message("roster.bad-number", file=self.source, name=_name(selection) or "?",
                                      limit=MAX_FIGURES))
        options: list[str] = []
        self.options(card, selection, catalogue, options, depth + 1)
        notes = selection.get("customNotes")
        incarnation = isinstance(notes, str) and INCARNATION_NOTE.casefold() in notes.casefold()
        entry = Entry(card.id, max(1, number), incarnation, _in_card_order(card, options[:MAX_OPTIONS]))
        self.entries.append(Entry(entry.card_id, entry.figures, entry.incarnation, entry.options,
                                  entry_source(card, entry)))

    def options(self, card: Card, holder: Mapping[str, Any], catalogue: str, taken: list[str], depth: int) -> None:
        if depth > MAX_DEPTH:
            raise RosterError(Message("roster.too-deep", file=self.source, depth=MAX_DEPTH))
        equipment = {_key(item.name) for item in card.equipment}
        for child in _list(holder, "selections", self.source):
            option = _option_of(card, self.cards.options_of(card), child)
            if option is None:
                entry_id = child.get("entryId")
                inner = self.cards.find(catalogue, entry_id if isinstance(entry_id, str) else "", _name(child))
                if child.get("type") in ("model", "unit") and inner is not None:
                    self.selection(child, catalogue, depth)
                elif _key(_name(child)) not in equipment:  # the card's own equipment is the card's
                    self.unmatched.append(Message("roster.option-unmatched", card=card.name,
                                                  option=_name(child) or "?"))
                    self.options(card, child, catalogue, taken, depth + 1)
                continue
            number = _whole(child.get("number", 1))
            if number is None or not 0 <= number <= MAX_OPTIONS:
                raise RosterError(Message("roster.bad-number", file=self.source, name=_name(child) or "?",
                                          limit=MAX_OPTIONS))
            taken.extend([option.id] * number)
            self.options(card, child, catalogue, taken, depth + 1)

    def give(self, child: Mapping[str, Any], root: str) -> bool:
        """Give a library list's selection to the first entry whose card offers it there."""
        for index, entry in enumerate(self.entries):
            card = self.cards.by_id[entry.card_id]
            option = _option_of(card, self.cards.options_of(card), child)
            if option is None or option.source_ids is None or option.source_ids.root != root:
                continue
            number = _whole(child.get("number", 1))
            if number is None or not 0 <= number <= MAX_OPTIONS:
                raise RosterError(Message("roster.bad-number", file=self.source, name=_name(child) or "?",
                                          limit=MAX_OPTIONS))
            changed = Entry(entry.card_id, entry.figures, entry.incarnation,
                            _in_card_order(card, [*entry.options, *[option.id] * number]))
            self.entries[index] = Entry(changed.card_id, changed.figures, changed.incarnation, changed.options,
                                        entry_source(card, changed))
            return True
        return False

    def fill_defaults(self) -> None:
        """Each entry holds the default of an option group the roster leaves empty, as New
        Recruit reads it (:func:`~companion.rules.army_options.with_defaults`)."""
        for index, entry in enumerate(self.entries):
            card = self.cards.by_id[entry.card_id]
            options = with_defaults(card, entry.options)
            if options is not entry.options:
                changed = Entry(entry.card_id, entry.figures, entry.incarnation, options)
                self.entries[index] = Entry(changed.card_id, changed.figures, changed.incarnation, changed.options,
                                            entry_source(card, changed))

    def root_lists(self) -> None:
        """The selections of no card: a library's list gives its options to the entries whose
        cards offer them, a selection holding models gives its models; what is left is listed
        by name."""
        while self.roots:
            selection, catalogue = self.roots.pop(0)
            entry_id = selection.get("entryId")
            root = last_segment(entry_id if isinstance(entry_id, str) else "")
            children = _list(selection, "selections", self.source)
            models = [c for c in children if c.get("type") in ("model", "unit")]
            given = [self.give(child, root) for child in children if child not in models]
            if any(given):
                for child, placed in zip((c for c in children if c not in models), given):
                    if not placed:
                        self.unmatched.append(Message("roster.option-unmatched", card=_name(selection) or "?",
                                                      option=_name(child) or "?"))
            elif not models:
                self.unmatched.append(Message("roster.unmatched", name=_name(selection) or "?",
                                              catalogue=catalogue))
            for model in models:
                self.selection(model, catalogue, 2)


def army_from_roster(roster: Mapping[str, Any], cards: Iterable[Card], source: str) -> RosterRead:
    """The army list a roster object holds, with the cards of the library."""
    reading = _Reading(source, _Cards(cards))
    forces = _list(roster, "forces", source)
    people = None
    for force in forces:
        catalogue_id = force.get("catalogueId")
        catalogue = catalogue_id if isinstance(catalogue_id, str) else ""
        before = len(reading.entries)
        for selection in _list(force, "selections", source):
            reading.selection(selection, catalogue, 1)
        if people is None and len(reading.entries) > before:
            people = reading.cards.by_id[reading.entries[before].card_id].people
        if people is None:
            named = peoples_named(str(force.get("catalogueName") or ""))
            people = named[0] if len(named) == 1 else None
    reading.root_lists()
    reading.fill_defaults()
    if people is None:
        raise RosterError(Message("roster.no-people", file=source))
    name = _name(roster)[:NAME_MAX] or Path(source).stem
    points = _points(_list(roster, "costLimits", source)) or _points(_list(roster, "costs", source))
    if points is None:
        points = sum(reading.cards.by_id[e.card_id].ap or 0 for e in reading.entries) or 1
    army = ArmyList(name, people, min(points, MAX_POINTS), _ruleset(roster.get("customNotes")),
                    tuple(reading.entries))
    return RosterRead(army, reading.unmatched)


def _ruleset(notes: object) -> Ruleset:
    """The rules a roster's custom notes name (:data:`RULESET_NOTE`, :data:`HOUSE_RULES_NOTE`
    lines, in any case); none, or none known: the booklet's."""
    name, house = RulesetName.CORE, set()
    for line in notes.splitlines() if isinstance(notes, str) else ():
        key, colon, value = line.partition(":")
        if not colon:
            continue
        if _key(key) == _key(RULESET_NOTE) and _key(value) in {r.value for r in RulesetName}:
            name = RulesetName(_key(value))
        elif _key(key) == _key(HOUSE_RULES_NOTE):
            numbers = (n.strip() for n in value.split(","))
            house = {int(n) for n in numbers if n.isascii() and n.isdigit() and int(n) in HOUSE_RULE_TITLES}
    return Ruleset(name, frozenset(house))


def _ruleset_notes(ruleset: Ruleset) -> str:
    """The roster's custom notes for ``ruleset`` (empty for the booklet's rules alone)."""
    lines = [] if not ruleset.tournament else [f"{RULESET_NOTE}: {ruleset.name.value}"]
    if ruleset.house_rules:
        lines.append(f"{HOUSE_RULES_NOTE}: " + ", ".join(str(n) for n in sorted(ruleset.house_rules)))
    return "\n".join(lines)


def read_roster(path: str | Path, cards: Iterable[Card]) -> RosterRead:
    """Read a roster file (``.ros``, ``.rosz``, New Recruit ``.json``) as an army list."""
    path = Path(path)
    try:
        return army_from_roster(load_roster(path), cards, path.name)
    except BattleScribeError as error:
        raise RosterError(error.message) from None


# -- writing ------------------------------------------------------------------------------------


def _new_id() -> str:
    text = uuid.uuid4().hex
    return "-".join(text[i : i + 4] for i in range(0, 16, 4))


def _join(links: Iterable[str], path: str) -> str:
    return PATH_SEPARATOR.join((*links, path))


def _links_of(card: Card) -> tuple[str, ...]:
    """The links crossed to reach the card's entry: its path without its last segment."""
    if card.source_ids is None:
        return ()
    return tuple(card.source_ids.entry.split(PATH_SEPARATOR)[:-1])


def _costs(ap: int | None) -> list[dict[str, Any]]:
    return [{"name": POINTS_NAME, "typeId": POINTS_TYPE, "value": ap or 0}]


def _upgrade(option: Option, count: int, links: tuple[str, ...]) -> dict[str, Any]:
    ids = option.source_ids
    assert ids is not None
    selection: dict[str, Any] = {"id": _new_id(), "name": option.name, "entryId": _join(links, ids.entry)}
    if ids.group:
        selection["entryGroupId"] = _join(links, ids.group)
    selection.update({"number": count, "type": "upgrade", "costs": _costs((option.ap or 0) * count)})
    return selection


@dataclass
class RosterWritten:
    """A roster object, and what of the list it could not hold (one Message each)."""

    roster: dict[str, Any]
    left_out: list[Message] = field(default_factory=list)


def _list_name(option: Option) -> str:
    return (option.group or option.name).split(GROUP_SEPARATOR)[0]


def roster_for(army: ArmyList, cards: Mapping[str, Card]) -> RosterWritten:
    """The roster object of ``army``: ids and names from its cards' data source. Entries whose
    card is not in ``cards`` or has no data source, and options without one, are left out and
    listed; a list with no card from a data source is a RosterError."""
    left_out: list[Message] = []
    sourced = [(entry, cards[entry.card_id]) for entry in army.entries
               if entry.card_id in cards and cards[entry.card_id].source_ids is not None]
    if not sourced:
        raise RosterError(Message("roster.nothing-to-write", name=army.name))
    first = sourced[0][1].source_ids
    assert first is not None
    forces: dict[tuple[str, str], dict[str, Any]] = {}
    total = 0
    for entry in army.entries:
        card = cards.get(entry.card_id)
        ids = None if card is None else card.source_ids
        if card is None or ids is None or ids.system != first.system:
            left_out.append(Message("roster.entry-left-out", card=card.name if card is not None else entry.card_id))
            continue
        ally = card.people != army.people and bool(ids.allies_force)
        force_entry, force_name = (ids.allies_force, ids.allies_force_name) if ally else (ids.force, ids.force_name)
        force = forces.get((force_entry, ids.catalogue))
        if force is None:
            force = forces[(force_entry, ids.catalogue)] = {
                "id": _new_id(), "name": force_name or ids.catalogue_name, "entryId": force_entry,
                "catalogueId": ids.catalogue, "catalogueRevision": _whole(ids.catalogue_revision) or 1,
                "catalogueName": ids.catalogue_name, "selections": []}
        links = _links_of(card)
        model: dict[str, Any] = {"id": _new_id(), "name": card.name, "entryId": ids.entry, "number": entry.figures,
                                 "type": "model"}
        if entry.incarnation:
            model["customNotes"] = INCARNATION_NOTE
        counts: dict[str, int] = {}
        for option_id in entry.options:
            counts[option_id] = counts.get(option_id, 0) + 1
        made: dict[str, dict[str, Any]] = {}
        lists: dict[str, dict[str, Any]] = {}
        children: list[dict[str, Any]] = []
        parents = {group.name: group.parent for group in card.option_groups if group.parent is not None}
        cost = (card.ap or 0) * entry.figures
        for option_id, count in counts.items():
            option = card.option(option_id)
            if option is None or option.source_ids is None:
                left_out.append(Message("roster.option-left-out", card=card.name,
                                        option=option.name if option is not None else option_id))
                continue
            cost += (option.ap or 0) * count
            if option.source_ids.root:
                holder = lists.get(option.source_ids.root)
                if holder is None:
                    holder = lists[option.source_ids.root] = {
                        "id": _new_id(), "name": _list_name(option), "entryId": option.source_ids.root, "number": 1,
                        "type": "upgrade", "selections": []}
                holder["selections"].append(_upgrade(option, count, ()))
                continue
            made[option_id] = _upgrade(option, count, links)
        for option_id, selection in made.items():
            option = card.option(option_id)
            parent = parents.get(option.group or "") if option is not None else None
            if parent is not None and parent in made:
                made[parent].setdefault("selections", []).append(selection)
            else:
                children.append(selection)
        if children:
            model["selections"] = children
        model["costs"] = _costs(cost)
        if ids.category:
            model["categories"] = [{"id": _new_id(), "name": ids.category_name, "entryId": ids.category,
                                    "primary": True}]
        force["selections"].append(model)
        force["selections"].extend(lists.values())
        total += cost
    roster: dict[str, Any] = {
        "id": _new_id(), "name": army.name, "battleScribeVersion": BATTLESCRIBE_VERSION,
        "gameSystemId": first.system, "gameSystemName": first.system_name,
        "gameSystemRevision": _whole(first.system_revision) or 1, "xmlns": NAMESPACE,
        "costs": _costs(total),
    }
    if army.agreed_points is not None:
        roster["costLimits"] = _costs(army.agreed_points)
    roster["forces"] = list(forces.values())
    notes = _ruleset_notes(army.ruleset)
    if notes:
        roster["customNotes"] = notes
    return RosterWritten(roster, left_out)


def roster_bytes(path: Path, roster: Mapping[str, Any]) -> bytes:
    """The file of a roster object for ``path``'s extension: ``.ros`` XML, ``.rosz`` a zip of
    it, ``.json`` New Recruit's ``{"roster": ...}``. What a roster is read at, at most
    (:data:`MAX_XML_BYTES`, the XML inside a zip too): else RosterError, nothing written."""
    name = path.name.lower()
    content = (roster_to_xml(roster) if name.endswith((".ros", ".rosz"))
               else (json.dumps({"roster": roster}, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
    if len(content) > MAX_XML_BYTES:
        raise RosterError(Message("roster.too-large-to-write", file=str(path),
                                  size=Fraction(round(len(content) / 1e5), 10),
                                  limit=MAX_XML_BYTES // (1024 * 1024)))
    if name.endswith(".rosz"):
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(path.stem + ".ros", content)
        return out.getvalue()
    return content


def write_roster(path: str | Path, army: ArmyList, cards: Mapping[str, Card]) -> list[Message]:
    """Write ``army`` as a roster (by the extension), atomically; what was left out is returned."""
    path = Path(path)
    written = roster_for(army, cards)
    try:
        write_atomically(path, roster_bytes(path, written.roster))
    except OSError as error:
        raise RosterError(Message("file.cannot-write", path=str(path), error=str(error.strerror or error))) from None
    return written.left_out
