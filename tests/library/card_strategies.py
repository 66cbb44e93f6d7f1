"""Hypothesis strategies for domain cards, shared by the library tests."""

from __future__ import annotations

from hypothesis import strategies as st

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Option, OptionGroup, OptionKind, Rank, Size
from companion.rules.peoples import PEOPLE_BY_ID

_slug = st.from_regex(r"[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}", fullmatch=True)
_text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)
_name = _text.filter(lambda s: bool(s.strip()))
_char = st.none() | st.integers(0, 30)
_distance = st.none() | st.integers(0, 24).map(lambda n: n * 2.5)
_ability_name = st.from_regex(r"[A-Za-z][A-Za-z' -]{0,20}[A-Za-z]", fullmatch=True).map(lambda s: " ".join(s.split()))
_ability = st.builds(Ability, _ability_name, st.none() | st.from_regex(r"[a-z0-9][a-z0-9-]{0,8}", fullmatch=True))
_ranges = st.none() | st.lists(st.integers(0, 120).map(lambda n: n * 2.5), min_size=3, max_size=3).map(
    lambda r: tuple(sorted(r))
)
_equipment = st.builds(Equipment, _name, st.none() | st.integers(0, 30), _ranges)


_cost = st.none() | st.integers(-20, 200)
_limit = st.none() | st.integers(0, 9)


@st.composite
def _options(draw: st.DrawFn, card_id: str) -> tuple[tuple[Option, ...], tuple[OptionGroup, ...]]:
    slugs = draw(st.lists(_slug, max_size=3, unique=True))
    groups = tuple(OptionGroup(name, draw(_limit), None, None) for name in draw(st.lists(_name, max_size=2, unique=True)))
    options = tuple(
        Option(f"{card_id}/{tail}", draw(_name), draw(st.sampled_from(OptionKind)), draw(_cost), draw(_cost),
               draw(_cost), draw(_limit), draw(_limit), draw(st.none() | st.sampled_from([g.name for g in groups] or [None])),
               draw(_text), draw(st.none() | st.integers(0, 30)), draw(_ranges))
        for tail in slugs
    )
    return options, groups


@st.composite
def cards(draw: st.DrawFn) -> Card:
    people = draw(st.sampled_from(sorted(PEOPLE_BY_ID)))
    card_id = f"{people}/{draw(_slug)}"
    options, option_groups = draw(_options(card_id))
    return Card(
        id=card_id,
        name=draw(_name),
        people=people,
        rank=draw(st.none() | st.sampled_from(Rank)),
        character=draw(st.booleans()),
        ap=draw(st.none() | st.integers(0, 2000)),
        figures_per_card=draw(st.none() | st.integers(1, 20)),
        size=draw(st.none() | st.sampled_from(Size)),
        base=draw(st.none() | st.sampled_from(Base)),
        movement=draw(_distance),
        flight=draw(_distance),
        initiative=draw(_char),
        attack=draw(_char),
        strength=draw(_char),
        defence=draw(_char),
        resilience=draw(_char),
        aim=draw(_char),
        courage=draw(_char),
        fear=draw(_char),
        discipline=draw(_char),
        power=draw(_char),
        faith=draw(st.none() | st.from_regex(r"\d-\d-\d", fullmatch=True)),
        abilities=tuple(draw(st.lists(_ability, max_size=4))),
        equipment=tuple(draw(st.lists(_equipment, max_size=2))),
        magician=draw(st.booleans()),
        faithful=draw(st.booleans()),
        character_id=draw(st.none() | st.just(card_id)),
        pow_budget=draw(st.none() | st.integers(0, 20)),
        faith_budget=draw(st.none() | st.integers(0, 20)),
        options=options,
        option_groups=option_groups,
        edition=draw(st.sampled_from(["c2", "c5", "squera/newrecruit-confrontation-C5"])),
        provenance=draw(_text),
        notes=draw(_text),
        names=draw(st.dictionaries(st.sampled_from(["fr", "de", "en-GB"]), _name, max_size=2)),
    )
