"""A new game: the ruleset, two armies with a snapshot of the cards they use, a scenario, a seed.

Source: booklet, "Setting up the game" and "The approach"; tournament rules, "Comment déterminer
les conditions de victoire" (the objective and time limit the players rolled are typed in:
the rules do not give the table the roll is read on).

The setup is a JSON-able snapshot: a stored game replays with the cards as they were when it
started, whatever happens to the library later.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import Any

from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry, Validation, validate
from companion.rules.card import Base, Card, Equipment, Option, OptionKind, Rank, Size
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import Ruleset
from companion.rules.wound_table import WoundTable, load_wound_table

SIDE_LETTERS = ("A", "B")
MAX_SIDE_FIGURINES = 1000
"""A side fields at most this many figurines: far more than a table holds (an army of a few
hundred AP is a few dozen), so that a setup asking for more is refused before a game is built."""


@dataclass(frozen=True)
class Side:
    """One player's army: who plays it, the list, and the cards it uses (a snapshot)."""

    player: str
    army: ArmyList
    cards: Mapping[str, Card]

    @property
    def name(self) -> str:
        return self.player or self.army.name

    @property
    def player_named(self) -> bool:
        """Whether a player's name is given beside the list's (a blank, or the list's own
        name typed again, is none)."""
        return bool(self.player) and self.player != self.army.name

    @property
    def words(self) -> Message | str:
        """The side as the log and the report introduce it: "Alice (Lions at the ford)", or
        the list's name alone when no player is named (never "Acheron 200 (Acheron 200)")."""
        if self.player_named:
            return Message("game.side-and-list", player=self.player, army=self.army.name)
        return self.army.name

    @cached_property
    def validation(self) -> Validation:
        """The list's verdict with the cards it uses: its AP as the builder counts it, each
        figurine's options included (:meth:`Validation.figurine_ap`)."""
        return validate(self.army, self.cards)

    @cached_property
    def fielded(self) -> tuple[Card, ...]:
        """Each entry's card as the entry fields it (:func:`fielded_card`), in the list's order."""
        return tuple(fielded_card(self.cards[entry.card_id], entry) for entry in self.army.entries)


def fielded_card(card: Card, entry: Entry) -> Card:
    """``card`` as ``entry`` fields it: the equipment options the entry takes join the card's
    equipment, first (a weapon chosen is the one its figurines fire, with the Strength and
    ranges the data gives it)."""
    taken = [card.option(option_id) for option_id in dict.fromkeys(entry.options)]
    extra = tuple(Equipment(o.name, o.strength, o.ranges) for o in taken
                  if o is not None and o.kind is OptionKind.EQUIPMENT)
    return replace(card, equipment=extra + card.equipment) if extra else card


def entry_number(label: str) -> int:
    """The 0-based index in its list of the entry a figurine's label names ("A-3" -> 2)."""
    return int(label.rpartition("-")[2]) - 1


@dataclass(frozen=True, slots=True)
class Scenario:
    """What the players agreed: the objective, the time limit, free notes."""

    objective: str = ""
    time_limit: str = ""
    notes: str = ""


class ToxicUse(str, Enum):
    """How often the Toxic D6s are used: a reading the booklet leaves open ("Place a D6 next to
    every chosen figurine ... Once each round, just before an Aim or Attack Roll, one of the
    chosen warriors will be able to replace one of his Aim or Attack dice with his Toxic D6")."""

    EACH_WARRIOR = "each-warrior"
    """Each chosen warrior uses his own Toxic D6 once a round (the default: every chosen
    figurine has a D6 of its own)."""
    ONE_A_SIDE = "one-a-side"
    """Once each round, one of a side's chosen warriors uses his."""


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Readings the players choose where the booklet is ambiguous (the ruleset decides the rest)."""

    toxic_use: ToxicUse = ToxicUse.EACH_WARRIOR

    def to_json(self) -> dict[str, Any]:
        return {"toxic_use": self.toxic_use.value}

    @classmethod
    def from_json(cls, data: object) -> GameOptions:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RulesError(Message("game.setup-options-object"))
        try:
            return cls(ToxicUse(str(data.get("toxic_use", ToxicUse.EACH_WARRIOR.value))))
        except ValueError:
            raise RulesError(Message("game.setup-option-unknown", option="toxic_use",
                                     value=repr(data.get("toxic_use")))) from None


@dataclass(frozen=True)
class GameSetup:
    """Everything a game starts from; the log of actions does the rest."""

    ruleset: Ruleset
    sides: tuple[Side, Side]
    scenario: Scenario = field(default_factory=Scenario)
    seed: int = 0
    wound_table: WoundTable = field(default_factory=load_wound_table)
    """The Wound Table the game reads (a snapshot: the players' corrections at the start)."""
    options: GameOptions = field(default_factory=GameOptions)

    def __post_init__(self) -> None:
        if len(self.sides) != 2:
            raise RulesError(Message("game.setup-two-sides"))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise RulesError(Message("game.setup-seed", seed=repr(self.seed)))
        for letter, side in zip(SIDE_LETTERS, self.sides):
            if not side.army.entries:
                raise RulesError(Message("game.setup-no-figurine", letter=letter, side=side.name))
            figurines = sum(entry.figures for entry in side.army.entries)
            if figurines > MAX_SIDE_FIGURINES:
                raise RulesError(Message("game.setup-too-many-figurines", letter=letter, side=side.name,
                                         count=figurines, limit=MAX_SIDE_FIGURINES))
            for number, entry in enumerate(side.army.entries, start=1):
                if entry.card_id not in side.cards:
                    raise RulesError(Message("game.setup-card-missing", letter=letter, side=side.name, entry=number,
                                             card=repr(entry.card_id)))

    def card(self, card_id: str, side: int) -> Card:
        return self.sides[side].cards[card_id]

    def entry(self, side: int, label: str) -> Entry:
        """The list entry ``label`` ("A-3") of ``side``."""
        return self.sides[side].army.entries[entry_number(label)]

    def fielded(self, side: int, label: str) -> Card:
        """The card of entry ``label`` ("A-3") of ``side`` as fielded: its equipment options
        among its equipment (:func:`fielded_card`)."""
        return self.sides[side].fielded[entry_number(label)]


# --------------------------------------------------------------------------- JSON


def card_to_json(card: Card, options: Collection[str] = ()) -> dict[str, Any]:
    """A card as a JSON object (the fields of a card pack), with those of its ``options`` (ids)
    that a list takes (their names, kinds, costs and weapons; not their texts)."""
    data = {
        "id": card.id, "name": card.name, "people": card.people,
        "rank": card.rank.value if card.rank else None, "character": card.character, "ap": card.ap,
        "figures_per_card": card.figures_per_card,
        "size": card.size.value if card.size else None, "base": card.base.value if card.base else None,
        "movement": card.movement, "flight": card.flight, "initiative": card.initiative,
        "attack": card.attack, "strength": card.strength, "defence": card.defence,
        "resilience": card.resilience, "aim": card.aim, "courage": card.courage, "fear": card.fear,
        "discipline": card.discipline, "power": card.power, "faith": card.faith,
        "abilities": [str(a) for a in card.abilities],
        "equipment": [
            {"name": e.name, "strength": e.strength, "ranges": list(e.ranges) if e.ranges else None}
            for e in card.equipment
        ],
        "magician": card.magician, "faithful": card.faithful,
        "provenance": card.provenance, "notes": card.notes, "names": dict(card.names),
    }
    kept = [_option_to_json(o) for o in card.options if o.id in options]
    if kept:
        data["options"] = kept
    return data


def _option_to_json(option: Option) -> dict[str, Any]:
    data: dict[str, Any] = {"id": option.id, "name": option.name, "kind": option.kind.value}
    for name in ("ap", "pow", "faith", "max", "max_per_army", "group", "strength"):
        if getattr(option, name) is not None:
            data[name] = getattr(option, name)
    if option.ranges is not None:
        data["ranges"] = list(option.ranges)
    return data


def _ranges(values: Iterable[float]) -> tuple[float, float, float]:
    """A ranged weapon's Short, Medium and Long ranges (not three: ValueError, a malformed card)."""
    short, medium, long = (float(value) for value in values)
    return short, medium, long


def _option_from_json(data: Mapping[str, Any]) -> Option:
    ranges = data.get("ranges")
    return Option(str(data["id"]), str(data["name"]), OptionKind(data["kind"]), ap=data.get("ap"),
                  pow=data.get("pow"), faith=data.get("faith"), max=data.get("max"),
                  max_per_army=data.get("max_per_army"), group=data.get("group"), strength=data.get("strength"),
                  ranges=_ranges(ranges) if ranges else None)


def taken_options(army: ArmyList) -> set[str]:
    """Every option id an entry of ``army`` takes."""
    return {option_id for entry in army.entries for option_id in entry.options}


_INT_FIELDS = ("ap", "figures_per_card", "initiative", "attack", "strength", "defence", "resilience",
               "aim", "courage", "fear", "discipline", "power")


def _get(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: Message | str,
         default: Any = None) -> Any:
    value = data.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) and kind in (int, float, (int, float)):
        raise RulesError(Message("game.setup-not-a-number", where=where, field=key, value=repr(value)))
    if not isinstance(value, kind):
        raise RulesError(Message("game.setup-wrong-type", where=where, field=key, type=type(value).__name__))
    return value


def card_from_json(data: object, where: Message | str) -> Card:
    if not isinstance(data, dict):
        raise RulesError(Message("game.setup-card-object", where=where))
    try:
        kwargs: dict[str, Any] = {name: _get(data, name, int, where) for name in _INT_FIELDS}
        for name in ("movement", "flight"):
            kwargs[name] = _get(data, name, (int, float), where)
        equipment = []
        for item in data.get("equipment") or []:
            ranges = item.get("ranges")
            equipment.append(Equipment(str(item["name"]), item.get("strength"), _ranges(ranges) if ranges else None))
        return Card(
            id=str(data["id"]), name=str(data["name"]), people=str(data["people"]),
            rank=Rank(data["rank"]) if data.get("rank") else None,
            character=bool(data.get("character", False)),
            size=Size(data["size"]) if data.get("size") else None,
            base=Base(data["base"]) if data.get("base") else None,
            faith=data.get("faith"),
            abilities=tuple(Ability.parse(str(a)) for a in data.get("abilities") or []),
            equipment=tuple(equipment),
            options=tuple(_option_from_json(o) for o in data.get("options") or []),
            magician=bool(data.get("magician", False)), faithful=bool(data.get("faithful", False)),
            provenance=str(data.get("provenance", "")), notes=str(data.get("notes", "")),
            names={str(k): str(v) for k, v in (data.get("names") or {}).items()},
            **kwargs,
        )
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError(Message("game.setup-card-malformed", where=where, error=str(error))) from None


def army_to_json(army: ArmyList) -> dict[str, Any]:
    return {
        "name": army.name, "people": army.people, "points": army.points,
        "ruleset": army.ruleset.name.value, "house_rules": sorted(army.ruleset.house_rules),
        "entries": [
            {"card": e.card_id, "figures": e.figures, "incarnation": e.incarnation,
             **({"options": list(e.options)} if e.options else {})} for e in army.entries
        ],
    }


def army_from_json(data: object, where: Message | str) -> ArmyList:
    if not isinstance(data, dict):
        raise RulesError(Message("game.setup-army-object", where=where))
    try:
        raw = data["entries"]
        if isinstance(raw, list) and len(raw) > MAX_SIDE_FIGURINES:  # each entry is one figurine at least
            raise RulesError(Message("game.setup-too-many-entries", where=where, count=len(raw),
                                     limit=MAX_SIDE_FIGURINES))
        entries = tuple(
            Entry(str(e["card"]), int(e.get("figures", 1)), bool(e.get("incarnation", False)),
                  tuple(str(o) for o in e.get("options") or []))
            for e in raw
        )
        return ArmyList(
            name=str(data["name"]), people=str(data["people"]), points=data.get("points"),
            ruleset=Ruleset.parse(str(data.get("ruleset", "core")), list(data.get("house_rules") or [])),
            entries=entries,
        )
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError(Message("game.setup-army-malformed", where=where, error=str(error))) from None


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    """The setup as a JSON object; :func:`setup_from_json` reads it back."""
    return {
        "ruleset": setup.ruleset.name.value,
        "house_rules": sorted(setup.ruleset.house_rules),
        "seed": setup.seed,
        "scenario": {"objective": setup.scenario.objective, "time_limit": setup.scenario.time_limit,
                     "notes": setup.scenario.notes},
        "wound_table": setup.wound_table.to_dict(),
        "options": setup.options.to_json(),
        "sides": [_side_to_json(side) for side in setup.sides],
    }


def _side_to_json(side: Side) -> dict[str, Any]:
    taken = taken_options(side.army)
    return {"player": side.player, "army": army_to_json(side.army),
            "cards": [card_to_json(side.cards[cid], taken) for cid in sorted(side.cards)]}


def setup_from_json(data: object) -> GameSetup:
    """A setup from its JSON object; RulesError names what is wrong."""
    if not isinstance(data, dict):
        raise RulesError(Message("game.setup-object"))
    try:
        sides_data = data["sides"]
        if not isinstance(sides_data, list) or len(sides_data) != 2:
            raise RulesError(Message("game.setup-two-sides-needed"))
        sides = []
        for letter, side in zip(SIDE_LETTERS, sides_data):
            where = Message("game.setup-side", letter=letter)
            if not isinstance(side, dict):
                raise RulesError(Message("game.setup-side-object", where=where))
            cards = {}
            for index, raw in enumerate(side.get("cards") or []):
                card = card_from_json(raw, Message("game.setup-side-card", letter=letter, number=index + 1))
                cards[card.id] = card
            sides.append(Side(str(side.get("player", "")), army_from_json(side.get("army"), where), cards))
        scenario = data.get("scenario") or {}
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RulesError(Message("game.setup-seed", seed=repr(seed)))
        return GameSetup(
            ruleset=Ruleset.parse(str(data.get("ruleset", "core")), list(data.get("house_rules") or [])),
            sides=(sides[0], sides[1]),
            scenario=Scenario(str(scenario.get("objective", "")), str(scenario.get("time_limit", "")),
                              str(scenario.get("notes", ""))),
            seed=seed,
            wound_table=(WoundTable.from_dict(data["wound_table"], "the game's wound table")
                         if data.get("wound_table") is not None else load_wound_table()),
            options=GameOptions.from_json(data.get("options")),
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise RulesError(Message("game.setup-malformed", error=str(error))) from None
