"""The builder's words about the list as a whole (no Qt): its caption, the verdict, the facts.

- the caption above the list: "Raid · Lions of Alahan · 2 cards, 4 figurines · saved";
- the verdict on the right: "Legal list · 1 note", "Not legal: 2 problems";
- the facts under the problems: figurines, Characters, Scouts, the War-staff (booklet, "the
  War-staff"), the least expensive figurine (the allowance is half its AP), the picks of
  Mutagenic and Toxic, the Blood brothers, the Stateless adopts.

Each in the current language; card and people names stay as written.
"""

from __future__ import annotations

from companion.i18n import render, tr, trn
from companion.rules.army import Validation
from companion.rules.peoples import PEOPLE_BY_ID
from companion.ui.army.document import ListDoc


def saved_state(doc: ListDoc) -> str:
    """Whether the list is saved, in a few words."""
    if doc.list_id is None:
        return tr("not saved yet (kept as a draft)") if doc.dirty else tr("new, not saved")
    return tr("unsaved changes (kept as a draft)") if doc.dirty else tr("saved")


def caption_text(doc: ListDoc) -> str:
    """`Raid · Lions of Alahan · 2 cards, 4 figurines · saved`."""
    army = doc.army
    cards = trn("{count} card", "{count} cards", len(army.entries))
    figures = trn("{count} figurine", "{count} figurines", sum(e.figures for e in army.entries))
    return f"{army.name} · {PEOPLE_BY_ID[army.people].name} · {cards}, {figures} · {saved_state(doc)}"


def verdict_text(validation: Validation) -> str:
    """`Legal list`, `Legal list · 2 notes`, `Not legal: 1 problem`."""
    if not validation.legal:
        return trn("Not legal: {count} problem", "Not legal: {count} problems", len(validation.violations))
    legal = tr("Legal list")
    notes = len(validation.warnings)
    return legal + " · " + trn("{count} note", "{count} notes", notes) if notes else legal


def facts_text(validation: Validation) -> str:
    """`7 figurines · 1 Character · War-staff lacks a Musician · least expensive: ...`."""
    info = validation.info
    parts = [trn("{count} figurine", "{count} figurines", info.figures),
             trn("{count} Character", "{count} Characters", info.characters)]
    if info.scouts:
        parts.append(trn("{count} Scout", "{count} Scouts", info.scouts))
    staff = info.war_staff
    parts.append(tr("War-staff complete") if staff.complete
                 else tr("War-staff lacks {members}", members=", ".join(render(m) for m in staff.missing)))
    if info.cheapest is not None:
        parts.append(tr("least expensive: {name}, {ap} AP", name=info.cheapest.name, ap=info.cheapest.ap))
    if info.mutagenic_ap:
        parts.append(tr("Mutagenic picks: {picks}", picks=info.mutagenic_picks))
    if info.toxic_ap:
        parts.append(tr("Toxic picks: {picks}", picks=info.toxic_picks))
    if info.blood_brothers:
        parts.append(trn("Blood brothers: {count} pair", "Blood brothers: {count} pairs", len(info.blood_brothers)))
    if info.stateless_adopts:
        parts.append(tr("Stateless adopt: {names}", names=", ".join(info.stateless_adopts)))
    return " · ".join(parts)
