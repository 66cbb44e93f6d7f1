"""The starter library: one card pack per people in resources/cards (issue 2).

Every number in these packs must come from a source named in the card's provenance
(shared/rules/FACTS.md: "never invent a number"); what no source gives stays null. The tables
below quote the sources, so a card that drifts from them fails here.
"""

from __future__ import annotations

import json
import re

from companion.library.packs import Pack, pack_to_dict, read_pack, starter_pack_paths
from companion.resources import resource
from companion.rules.card import CHARACTERISTICS, Card
from companion.rules.peoples import PEOPLES

CARDS_DIR = resource("cards")
PEOPLE_IDS = [people.id for people in PEOPLES]


def _pack(people_id: str) -> Pack:
    return read_pack(CARDS_DIR / f"{people_id}.cards.json")


def _all_cards() -> list[Card]:
    return [card for people_id in PEOPLE_IDS for card in _pack(people_id).cards]


def _card(card_id: str) -> Card:
    people_id = card_id.partition("/")[0]
    matches = [card for card in _pack(people_id).cards if card.id == card_id]
    assert matches, f"{card_id} is missing from {people_id}.cards.json"
    return matches[0]


def _card_named(name: str) -> Card:
    matches = [card for card in _all_cards() if card.name == name]
    assert len(matches) == 1, f"expected exactly one card named {name!r}, found {len(matches)}"
    return matches[0]


# --- the packs themselves -------------------------------------------------------------------


def test_one_pack_per_people_and_nothing_else() -> None:
    names = sorted(path.name for path in CARDS_DIR.glob("*.cards.json"))
    assert names == sorted(f"{people_id}.cards.json" for people_id in PEOPLE_IDS)
    assert len(names) == 15
    assert [path.name for path in starter_pack_paths()] == names


# No text names a figure of these peoples and no "Profil : Rackham" profile was found (SOURCES.md says why).
EMPTY_PACKS = {"akkyshan", "daikinee"}


def test_each_pack_parses_and_holds_only_its_people() -> None:
    for people_id in PEOPLE_IDS:
        pack = _pack(people_id)
        assert pack.name.startswith("Starter library"), people_id
        strangers = [card.id for card in pack.cards if card.people != people_id or not card.id.startswith(people_id + "/")]
        assert strangers == [], f"{people_id}.cards.json holds cards of another people"
        assert bool(pack.cards) == (people_id not in EMPTY_PACKS), people_id


def test_empty_packs_are_explained_in_sources() -> None:
    sources = (CARDS_DIR / "SOURCES.md").read_text(encoding="utf-8")
    section = sources.split("### Peoples with an empty pack, and why", 1)[1].split("\n## ", 1)[0]
    for people_id in EMPTY_PACKS:
        assert f"**{people_id}**" in section
    for people_id in set(PEOPLE_IDS) - EMPTY_PACKS:
        assert f"**{people_id}**" not in section, f"{people_id} has cards now; SOURCES.md still calls it empty"


def test_every_people_but_the_explained_ones_has_a_card() -> None:
    with_cards = {people_id for people_id in PEOPLE_IDS if _pack(people_id).cards}
    assert with_cards == set(PEOPLE_IDS) - EMPTY_PACKS
    assert len(with_cards) == 13


def test_each_pack_file_is_written_as_the_app_writes_it() -> None:
    """Reading then writing a pack gives back the file: nothing in it is dropped or reinterpreted."""
    for people_id in PEOPLE_IDS:
        path = CARDS_DIR / f"{people_id}.cards.json"
        raw = json.loads(path.read_text(encoding="utf-8"))
        pack = read_pack(path)
        assert pack_to_dict(pack.cards, pack.name) == raw, f"{path.name} is not as the app writes it"


def test_card_ids_are_unique_across_packs() -> None:
    ids = [card.id for card in _all_cards()]
    assert len(ids) == len(set(ids))


def test_no_card_has_army_points() -> None:
    """No source gives an AP value: the player fills it in from the card."""
    offenders = [card.id for card in _all_cards() if card.ap is not None]
    assert offenders == []
    assert all("ap" in card.missing() for card in _all_cards())


def test_every_card_has_a_provenance() -> None:
    for card in _all_cards():
        assert card.provenance.strip(), card.id
        assert "AP not given" in card.provenance, card.id


# Words a provenance uses for each field it vouches for.
_FIELD_WORDS: dict[str, tuple[str, ...]] = {
    "movement": ("MOV", "M"),
    "flight": ("FLY",),
    "initiative": ("INI",),
    "attack": ("ATT",),
    "strength": ("STR",),
    "defence": ("DEF",),
    "resilience": ("RES",),
    "aim": ("AIM",),
    "courage": ("COU",),
    "fear": ("FEAR",),
    "discipline": ("DIS",),
    "power": ("POW",),
    "faith": ("faith",),
    "rank": ("rank",),
    "size": ("Small", "Normal", "Large", "Very large", "sizes"),
    "base": ("base",),
    "figures_per_card": ("per card",),
}


def _vouched(provenance: str, field: str) -> bool:
    return any(re.search(rf"\b{re.escape(word)}\b", provenance) for word in _FIELD_WORDS[field])


def test_every_given_value_is_named_in_the_provenance() -> None:
    """A number without its source is an invented number: each set field is named in provenance."""
    unsourced = [f"{card.id}: {field} has no source in its provenance" for card in _all_cards()
                 for field in (*CHARACTERISTICS, "rank", "size", "base", "figures_per_card")
                 if getattr(card, field) is not None and not _vouched(card.provenance, field)]
    assert not unsourced, "\n".join(unsourced)


def test_the_vouching_check_catches_an_unsourced_number() -> None:
    assert _vouched("booklet 'combat example' (ATT 7, DEF 6)", "attack")
    assert not _vouched("booklet 'combat example' (ATT 7, DEF 6)", "strength")
    assert not _vouched("booklet (MOVEMENT given elsewhere)", "movement")


# --- FACTS.md: the rooted-design.com "Profil : Rackham" profiles, number for number -----------

_PROFILE_FIELDS = (
    "movement", "initiative", "attack", "strength", "defence", "resilience", "courage", "fear", "discipline",
)

# id: (MOV, INI, ATT, STR, DEF, RES, COU, FEAR, DIS), then the other fields FACTS.md gives.
FACTS_PROFILES: list[tuple[str, tuple[float | None, ...], dict[str, object]]] = [
    ("alahan/paladin", (10, 3, 4, 5, 4, 7, 5, None, 3), {"figures_per_card": 3, "rank": "elite"}),
    (
        "griffin/magistrate",
        (10, 3, 3, 6, 4, 5, 5, None, 6),
        {"aim": 3, "faith": "1-0-1", "figures_per_card": 2, "rank": "regular"},
    ),
    ("dirz/clone-of-dirz-with-axe", (10, 2, 3, 4, 2, 5, 2, None, 3), {"figures_per_card": 3, "rank": "regular"}),
    (
        "wolfen/wolfen-repentant",
        (15, 4, 4, 7, 4, 6, None, 6, 1),
        {"figures_per_card": 3, "base": "creature", "rank": "irregular"},
    ),
    (
        "acheron/the-almighty-crane",
        (15, 6, 11, 13, 10, 13, None, 12, None),
        {"figures_per_card": 1, "rank": "living-legend"},
    ),
    ("acheron/melmoth-2nd-version", (10, 4, 7, 9, 6, 9, None, 8, None), {"rank": "elite"}),
    ("mid-nor/yh-karas", (7.5, 4, 7, 8, 6, 8, None, 6, 6), {"rank": "elite"}),
    ("sessair/orhain-the-scholar", (10, 2, 3, 3, 2, 4, 5, None, 4), {"faith": "1-2-0"}),
]


def _differences(card: Card, values: dict[str, object]) -> list[str]:
    """``card id.field: value, not expected`` for each of ``values`` the card does not hold."""
    found = []
    for field, expected in values.items():
        value = getattr(card, field)
        if getattr(value, "value", value) != expected:
            found.append(f"{card.id}.{field}: {getattr(value, 'value', value)!r}, not {expected!r}")
    return found


def _profile(profile: tuple[float | None, ...]) -> dict[str, object]:
    return dict(zip(_PROFILE_FIELDS, profile, strict=True))


def test_facts_profiles_are_present_with_exactly_their_numbers() -> None:
    wrong = []
    for card_id, profile, others in FACTS_PROFILES:
        card = _card(card_id)
        wrong += _differences(card, {**_profile(profile), **others})
        if "FACTS.md" not in card.provenance:
            wrong.append(f"{card_id}: FACTS.md not named in its provenance")
    assert not wrong, "\n".join(wrong)


def test_griffin_magistrate_pistol_and_faith() -> None:
    card = _card("griffin/magistrate")
    assert [(e.name, e.strength, e.ranges) for e in card.equipment] == [("Pistol", 6, (10.0, 15.0, 20.0))]
    assert card.faithful


def test_facts_abilities() -> None:
    assert [str(a) for a in _card("acheron/the-almighty-crane").abilities] == ["Regeneration/4", "Leadership/30"]
    assert _card("wolfen/wolfen-repentant").has("Born killer")
    assert _card("wolfen/wolfen-repentant").has("Pariah")


def test_paladin_keeps_the_booklet_defence_in_its_notes() -> None:
    """Sources disagree (booklet example DEF 3, rooted-design DEF 4): the other value is kept, sourced."""
    card = _card("alahan/paladin")
    assert card.defence == 4
    assert "DEF 3" in card.notes


# --- the booklet's "The sizes" list ------------------------------------------------------------

BOOKLET_SIZES: list[tuple[str, str]] = [
    ("Goblin Brat", "small"),
    ("Mid-Nor Dwarf", "small"),
    ("No-Dan-Kar Goblin", "small"),
    ("Tir-Na-Bor Dwarf", "small"),
    ("Giant Barbarian", "normal"),
    ("The Griffin Executioner", "normal"),
    ("Melmoth", "normal"),
    ("Sasia Samaris", "normal"),
    ("Spectre of Acheron", "normal"),
    ("The Almighty Crâne", "large"),
    ("Devourer", "large"),
    ("Dirz Tiger", "large"),
    ("Minotaur", "large"),
    ("Sophet Drahas", "large"),
    ("Troll", "large"),
    ("Wolfen", "large"),
    ("Dragon", "very-large"),
]

# Named in the size list (or elsewhere) but no source ties them to one people.
NOT_ATTRIBUTABLE = [
    "Dwarf Bombardier", "Familiar", "Human", "Brontops", "Cavalryman", "Elemental", "Belial", "Giant",
    "Bougre", "Pillgrim", "Archer",
]


def test_booklet_size_list_is_reflected() -> None:
    wrong = []
    for name, size in BOOKLET_SIZES:
        card = _card_named(name)
        if card.size is None or card.size.value != size:
            wrong.append(f"{name}: size {card.size and card.size.value}, the booklet says {size}")
        if "booklet 'The sizes'" not in card.provenance:
            wrong.append(f"{name}: the booklet's sizes not named in its provenance")
    assert not wrong, "\n".join(wrong)


def test_unattributable_names_are_left_out_and_listed() -> None:
    names = {card.name for card in _all_cards()}
    sources = (CARDS_DIR / "SOURCES.md").read_text(encoding="utf-8")
    section = sources.split("## Named but not attributable", 1)[1].split("\n## ", 1)[0]
    assert [name for name in NOT_ATTRIBUTABLE if name in names] == [], "named but not attributable: no card"
    assert [name for name in NOT_ATTRIBUTABLE if f"**{name}**" not in section] == [], "not listed in SOURCES.md"


# --- the booklet's and the tournament text's worked examples -----------------------------------

EXAMPLE_VALUES: list[tuple[str, dict[str, object]]] = [
    # booklet, combat example
    ("acheron/wolfen-zombie", {"fear": 8, "initiative": 3, "attack": 6, "strength": 13}),
    ("acheron/zombie", {"attack": 4}),
    ("alahan/red-lioness-2nd-incarnation", {"attack": 7, "defence": 6, "character": True}),
    ("alahan/paladin", {"courage": 5, "initiative": 3, "resilience": 7}),
    # booklet, firing example; tournament rules, running and attack-roll examples
    ("no-dan-kar/goblin-marauder", {"size": "small", "movement": 10.0, "attack": 2}),
    ("griffin/rider-of-redemption", {"size": "large"}),
    ("griffin/griffin-spearman", {"size": "normal"}),
    ("griffin/griffin-fusilier", {"size": None}),
    # house rules 11 and 13
    ("wolfen/wolfen-predator", {"strength": 12}),
    ("alahan/reaper", {"strength": 3}),
]


def test_worked_example_values() -> None:
    wrong = [line for card_id, values in EXAMPLE_VALUES for line in _differences(_card(card_id), values)]
    assert not wrong, "\n".join(wrong)


def test_named_figures_without_numbers_are_still_cards() -> None:
    for card_id in ("alahan/alahan-spearman", "acheron/morbid-puppet", "no-dan-kar/goblin-javelineer"):
        card = _card(card_id)
        assert card.attack is None and card.defence is None and card.movement is None


def test_french_names_from_the_french_texts() -> None:
    assert _card("no-dan-kar/goblin-marauder").display_name("fr") == "Maraudeur gobelin"
    assert _card("no-dan-kar/goblin-javelineer").display_name("fr") == "Javelinier gobelin"
    assert _card("alahan/reaper").display_name("fr") == "Faucheur"


def test_characters_are_flagged_and_troops_are_not() -> None:
    for name in ("Red Lioness (2nd incarnation)", "Melmoth", "Sasia Samaris", "The Almighty Crâne", "Yh-Karas"):
        assert _card_named(name).character, name
    for name in ("Paladin", "Zombie", "Goblin Marauder", "Wolfen Repentant", "Griffin Magistrate"):
        assert not _card_named(name).character, name


def test_sources_file_describes_every_source_cited() -> None:
    sources = (CARDS_DIR / "SOURCES.md").read_text(encoding="utf-8")
    cited = {
        "booklet": "confrontation-booklet-en.txt",
        "tournament": "tournament-rules-fr.txt",
        "house rule": "house-rules-fr.txt",
        "FACTS.md": "FACTS.md",
        "rooted-design.com": "rooted-design.com",
        "New Recruit": "squera/newrecruit-confrontation-C5",
    }
    for card in _all_cards():
        for word, described in cited.items():
            if word in card.provenance:
                assert described in sources, f"{card.id} cites {word}; SOURCES.md does not describe it"


def test_red_lioness_sacred_sword() -> None:
    assert [e.name for e in _card("alahan/red-lioness-2nd-incarnation").equipment] == ["Sacred Sword"]


# --- rooted-design.com pages marked "Profil : Rackham", read for this library -----------------

# id: (page, (MOV, INI, ATT, STR, DEF, RES, COU, FEAR, DIS), the other fields the page gives).
# A '–' or an empty cell on the page is None here.
ROOTED_RACKHAM_PROFILES: list[tuple[str, str, tuple[float | None, ...], dict[str, object]]] = [
    (
        "drune/ardokath",
        "rooted-design.com/?p=10124",
        (10, 4, 5, 7, 5, 7, None, 8, None),
        {"faith": "1-2-2", "figures_per_card": 1, "rank": "elite", "size": "normal", "base": "infantry"},
    ),
    (
        "bran-o-kor/tueur-amok",
        "rooted-design.com/faction/orques/tueuramok/",
        (12.5, 3, 5, 9, 5, 9, 5, None, 3),
        {"faith": None, "figures_per_card": 2, "rank": "elite", "size": "normal", "base": "infantry"},
    ),
    (
        "bran-o-kor/shaka-umruk",
        "rooted-design.com/?p=22317",
        (10, 2, 3, 7, 3, 5, 6, None, 3),
        {"faith": "1-2-0", "figures_per_card": 1, "rank": None, "size": "normal", "base": "infantry"},
    ),
    (
        "bran-o-kor/ghorak-le-fauve",
        "rooted-design.com/faction/orques/ghorak",
        (12.5, 5, 8, 11, 4, 8, 7, None, 2),
        {"faith": None, "figures_per_card": 1, "rank": "elite", "size": "normal", "base": "infantry"},
    ),
]


def test_rooted_rackham_profiles_are_transcribed_exactly() -> None:
    wrong = []
    for card_id, page, profile, others in ROOTED_RACKHAM_PROFILES:
        card = _card(card_id)
        wrong += _differences(card, {**_profile(profile), **others})
        wrong += [f"{card_id}.{field}: the page gives no such value" for field in ("aim", "power", "flight", "ap")
                  if getattr(card, field) is not None]
        if page not in card.provenance or "'Profil : Rackham'" not in card.provenance:
            wrong.append(f"{card_id}: its page {page} not named in its provenance")
        if card.faithful != (card.faith is not None):
            wrong.append(f"{card_id}: faithful {card.faithful} but faith {card.faith!r}")
    assert not wrong, "\n".join(wrong)


def test_rooted_ability_names_mapped_only_where_certain() -> None:
    """Brute Épaisse, Furie Guerrière, Bravoure are the booklet's Brutal, War fury, Bravery; the rest stays French."""
    assert [str(a) for a in _card("bran-o-kor/tueur-amok").abilities] == ["Brutal", "War fury", "Bravery"]
    assert [str(a) for a in _card("bran-o-kor/shaka-umruk").abilities] == ["Brutal", "Dévot de Chacal/10"]
    assert _card("bran-o-kor/ghorak-le-fauve").abilities == ()


def test_rooted_characters_and_troops() -> None:
    assert _card("bran-o-kor/shaka-umruk").character
    assert _card("bran-o-kor/ghorak-le-fauve").character
    assert not _card("bran-o-kor/tueur-amok").character


def test_ghorak_strength_keeps_what_the_card_format_cannot_hold_in_notes() -> None:
    """The page writes STR '11 + 1 Dé': the field holds 11, the extra die is said in notes and provenance."""
    card = _card("bran-o-kor/ghorak-le-fauve")
    assert card.strength == 11
    assert "11 + 1 Dé" in card.notes
    assert "11 + 1 Dé" in card.provenance


def test_sources_lists_the_rooted_pages_used() -> None:
    sources = (CARDS_DIR / "SOURCES.md").read_text(encoding="utf-8")
    for _card_id, page, _profile, _others in ROOTED_RACKHAM_PROFILES:
        assert page.removeprefix("rooted-design.com") in sources, page
