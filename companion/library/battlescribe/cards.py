"""The models of the people catalogues as cards.

Every ``selectionEntry type="model"`` of a people catalogue (nested ones and shared ones
included, and models of another file that the catalogue links with an ``entryLink``) becomes a
:class:`~companion.rules.card.Card` of the catalogue's people: its ``Profile Card`` profile
gives the characteristics (:mod:`.profiles`), the ``pts`` cost the AP, negative ``POW`` and
``FEDE`` costs the caster's budgets, its entry tree the options and included weapons
(:mod:`.options`). A ``Characters`` category, or (without categories) a one-per-roster limit
that no modifier raises, makes it a Character; two models that set each other's roster limit
to 0 when the other is in the list are two versions of one Character (one ``character_id``).

Each card records its data source's ids (:class:`~companion.rules.card.CardSourceIds`): the
game system, the catalogue, the model's entry path from the catalogue's root (through the
root ``entryLink`` that reaches it, if any), its primary category, and the force entries of
the game system it is fielded in: the first one that is not for allies, and the one whose name
says allies ("Allies (max 30%)").

What cannot be mapped stays empty, is written in the card's ``notes`` and reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any
from xml.etree.ElementTree import Element

from companion.errors import BadInput
from companion.i18n.render import english
from companion.library.battlescribe.catalogue import DataFile, Index
from companion.library.battlescribe.options import PROFILE_TYPE, OptionReader, _name, signed
from companion.library.battlescribe.profiles import map_profile, number
from companion.library.names import slug
from companion.library.packs import AP_RANGE, TEXT_MAX, card_from_dict, card_to_dict
from companion.rules.card import PATH_SEPARATOR, Card, CardSourceIds, Rank
from companion.rules.linked_options import share_groups, share_options
from companion.rules.message import Message

CHARACTER_CATEGORIES = frozenset({"characters", "character", "personnages", "personnage"})
_ALLIES = re.compile(r"\ball[iea]", re.I)
"""A force entry for allies: "Allies", "Alliés", "Alleati"."""


def force_entries(system: DataFile | None) -> tuple[tuple[str, str], tuple[str, str]]:
    """The game system's force entries a card is fielded in, as (id, name): its own people's
    (the first not for allies) and the allies' (empty when the system has none)."""
    own = allies = ("", "")
    for entry in [] if system is None else system.root.findall("forceEntries/forceEntry"):
        found = (entry.get("id") or "", " ".join((entry.get("name") or "").split()))
        if _ALLIES.search(found[1]):
            allies = allies if allies[0] else found
        elif not own[0] and entry.findall("categoryLinks/categoryLink"):
            own = found
    return own, allies


@dataclass
class CatalogueCards:
    """The cards of one catalogue, and the notes of the import (each a Message)."""

    cards: list[Card] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)
    data: set[str] = field(default_factory=set)
    """The names of the entries that are data, not choices, met in the cards' trees."""


class CatalogueReader:
    """Reads the cards of one people catalogue."""

    def __init__(self, file: DataFile, index: Index, categories: dict[str, str], costs: dict[str, str],
                 libraries: list[DataFile], edition: str, used_ids: set[str], system: DataFile | None = None) -> None:
        self.file = file
        self.system = system
        self.forces = force_entries(system)
        self.root_links = {link.get("targetId") or "": link.get("id") or ""
                           for link in file.root.findall("entryLinks/entryLink")}
        self.index = index
        self.categories = categories
        self.costs = costs
        self.edition = edition
        self.used_ids = used_ids
        self.options = OptionReader(index, file, costs, libraries)
        self.result = CatalogueCards()
        self.shared: dict[Any, Any] = {}
        """The sets of options the catalogue's cards share, each one object (linked_options)."""
        self.provenance = f"BattleScribe catalogue {file.path.name} rev {file.revision}"

    def models(self) -> Iterator[tuple[Element, Element | None]]:
        """Every model of the catalogue, once, with the link that reaches it from another file."""
        seen: set[str] = set()
        for entry in self.file.root.iter("selectionEntry"):
            if entry.get("type") == "model" and (entry.get("id") or id(entry)) not in seen:
                seen.add(entry.get("id") or str(id(entry)))
                yield entry, None
        for link in self.file.root.iter("entryLink"):
            target_id = link.get("targetId") or ""
            if link.get("type") != "selectionEntry" or target_id in self.file.ids or target_id in seen:
                continue
            target = self.index.find(target_id)
            if target is not None and target.get("type") == "model":
                seen.add(target_id)
                yield target, link

    def read(self) -> CatalogueCards:
        entries: list[tuple[Element, Card]] = []
        for entry, link in self.models():
            card = self.model(entry, link)
            if card is not None:
                entries.append((entry, card))
        self.result.cards = self._versions(entries)
        return self.result

    def _category_names(self, entry: Element, link: Element | None) -> tuple[list[str], set[str]]:
        names, ids = [], set()
        for holder in (entry, link):
            if holder is None:
                continue
            for category in holder.findall("categoryLinks/categoryLink"):
                target = category.get("targetId") or ""
                ids.add(target)
                name = self.categories.get(target) or category.get("name")
                if name:
                    names.append(name)
        return names, ids

    def _profile(self, entry: Element) -> Element | None:
        for profile in entry.findall("profiles/profile"):
            if profile.get("typeName") == PROFILE_TYPE:
                return profile
        for info in entry.findall("infoLinks/infoLink"):
            if info.get("type") == "profile":
                target = self.index.find(info.get("targetId") or "", self.file)
                if target is not None and target.get("typeName") == PROFILE_TYPE:
                    return target
        return None

    def model(self, entry: Element, link: Element | None) -> Card | None:
        name = _name(entry)
        if name.startswith("_"):
            self.result.notes.append(Message("battlescribe.errata", catalogue=self.file.name, name=name.lstrip("_").strip()))
            return None
        profile = self._profile(entry)
        if profile is None or not name:
            self.result.notes.append(Message("battlescribe.no-profile", catalogue=self.file.name, name=name or "?",
                                             profile=PROFILE_TYPE))
            return None
        values = {c.get("name") or "": " ".join((c.text or "").split()) for c in profile.findall("characteristics/characteristic")}
        mapping = map_profile(values)
        fields = mapping.fields
        unmapped = list(mapping.unmapped)
        costs = self._costs(entry, link, unmapped)
        fields["ap"] = costs.get("pts")
        categories, category_ids = self._category_names(entry, link)
        fields["character"] = self._character(entry, categories, unmapped)
        ranks = {rank.value: rank for rank in Rank}
        for category in categories:
            rank = ranks.get(slug(category))
            if rank is not None:
                fields["rank"] = rank
        card_id = self._new_id(name)
        found = self.options.read(entry, card_id, category_ids)
        self.result.data |= found.data
        unmapped.extend(found.notes)
        fields["pow_budget"], fields["faith_budget"] = costs.get("POW"), costs.get("FEDE")
        lines = [english(m) for m in unmapped]
        notes = "; ".join(lines)
        extra = [english(m) for m in mapping.remarks] + [f"Errata: {text}" for text in found.errata]
        text = "\n".join(part for part in (*extra, f"Not mapped from BattleScribe: {notes}" if notes else "") if part)
        card = Card(id=card_id, name=name, people=self.file.people or "", figures_per_card=None,
                    provenance=f"{self.provenance}; figures per card, size and base not given",
                    notes=text[:TEXT_MAX], equipment=tuple(found.equipment),
                    options=share_options(card_id, found.options, self.shared),
                    option_groups=share_groups(card_id, tuple(found.groups.values()), self.shared), edition=self.edition,
                    source_ids=self._source_ids(entry, link), **fields)
        where = f"{self.file.name} / {name}"
        try:  # the options are made valid as they are read; the rest is checked as a pack's
            checked = card_from_dict(card_to_dict(replace(card, options=(), option_groups=())),
                                     f"{self.file.path.name}, model {name!r}")
            card = replace(checked, options=card.options, option_groups=card.option_groups)
        except BadInput as error:  # a value the mapping let through that a pack would refuse
            reason = error.message if isinstance(error.message, Message) else str(error.message)
            self.result.notes.append(Message("battlescribe.not-imported", where=where, reason=reason))
            return None
        for message in unmapped:
            self.result.notes.append(Message("battlescribe.card-note", where=where, card=card_id, note=message))
        return card

    def _source_ids(self, entry: Element, link: Element | None) -> CardSourceIds:
        """Where the model is: reached by ``link`` from another file, by a root link of the
        catalogue, or a root entry itself."""
        entry_id = entry.get("id") or ""
        via = link.get("id") if link is not None else self.root_links.get(entry_id)
        category_id = category_name = ""
        for holder in (link, entry):
            for category in [] if holder is None else holder.findall("categoryLinks/categoryLink"):
                if category.get("primary") == "true" and not category_id:
                    category_id = category.get("targetId") or ""
                    category_name = self.categories.get(category_id) or category.get("name") or ""
        system = self.system
        (force, force_name), (allies, allies_name) = self.forces
        return CardSourceIds(
            system=self.file.root.get("gameSystemId") or (system.id if system is not None else ""),
            catalogue=self.file.id, entry=PATH_SEPARATOR.join(p for p in (via, entry_id) if p),
            system_name=system.name if system is not None else "",
            system_revision=system.root.get("revision") or "" if system is not None else "",
            catalogue_name=self.file.name, catalogue_revision=self.file.root.get("revision") or "",
            category=category_id, category_name=category_name, force=force, force_name=force_name,
            allies_force=allies, allies_force_name=allies_name,
        )

    def _costs(self, entry: Element, link: Element | None, unmapped: list[Message]) -> dict[str, int | None]:
        """The model's AP (``pts``) and its POW / FEDE budgets (its negative costs)."""
        costs: dict[str, int | None] = {}
        holders = [h for h in (link, entry) if h is not None]
        for holder in holders:
            for cost in holder.findall("costs/cost"):
                name = self.costs.get(cost.get("typeId") or "", cost.get("name") or "")
                if name in costs:
                    continue
                text = cost.get("value") or ""
                value = signed(text)
                if name == "pts":
                    if value is not None and value.is_integer() and 0 < value <= AP_RANGE[1]:
                        costs[name] = int(value)
                    else:
                        costs[name] = None
                        why = Message("battlescribe.why-no-cost") if value == 0 else Message("battlescribe.why-not-points")
                        unmapped.append(Message("battlescribe.unmapped", label="pts", value=text, why=why))
                elif name in ("POW", "FEDE") and value:
                    if value < 0 and value.is_integer():
                        costs[name] = int(-value)
                    else:
                        unmapped.append(Message("battlescribe.unmapped", label=name, value=text,
                                                why=Message("battlescribe.why-budget")))
        return costs

    @staticmethod
    def _character(entry: Element, categories: list[str], unmapped: list[Message]) -> bool:
        keys = {slug(c) for c in categories}
        if keys & CHARACTER_CATEGORIES:
            return True
        one_per_roster = False
        raised = False
        for constraint in entry.findall("constraints/constraint"):
            if constraint.get("id") == "maxInRoster" or (constraint.get("type") == "max" and constraint.get("scope") == "roster"):
                one_per_roster = number(constraint.get("value") or "") == 1
        for modifier in entry.iter("modifier"):
            if modifier.get("field") == "maxInRoster" and modifier.get("type") == "increment":
                raised = True
        if one_per_roster and not raised:
            if keys:
                unmapped.append(Message("battlescribe.unmapped", label="maxInRoster", value="1",
                                        why=Message("battlescribe.why-not-character", categories=", ".join(categories))))
                return False
            return True
        return False

    def _versions(self, entries: list[tuple[Element, Card]]) -> list[Card]:
        """Cards of models that exclude each other from a list (each sets the other's roster
        limit to 0) are versions of one Character: they get the first one's id as character_id."""
        by_entry = {entry.get("id") or "": index for index, (entry, _card) in enumerate(entries)}
        links: dict[int, set[int]] = {}
        for index, (entry, card) in enumerate(entries):
            if not card.character:
                continue
            for modifier in entry.findall("modifiers/modifier"):
                if modifier.get("field") != "maxInRoster" or modifier.get("type") != "set" or number(modifier.get("value") or "") != 0:
                    continue
                for condition in modifier.iter("condition"):
                    other = by_entry.get(condition.get("childId") or "")
                    if other is not None and other != index and entries[other][1].character and condition.get("type") == "atLeast":
                        links.setdefault(index, set()).add(other)
                        links.setdefault(other, set()).add(index)
        cards = [card for _entry, card in entries]
        done: set[int] = set()
        for start in sorted(links):
            if start in done:
                continue
            members, todo = set(), [start]
            while todo:
                current = todo.pop()
                if current not in members:
                    members.add(current)
                    todo.extend(links.get(current, ()))
            done |= members
            first = cards[min(members)].id
            for member in members:
                cards[member] = _with_character(cards[member], first)
        return cards

    def _new_id(self, name: str) -> str:
        base = f"{self.file.people}/{slug(name)}"
        card_id, count = base, 1
        while card_id in self.used_ids:
            count += 1
            card_id = f"{base}-{count}"
        self.used_ids.add(card_id)
        return card_id


def _with_character(card: Card, character_id: str) -> Card:
    return replace(card, character_id=character_id)
