"""Relevez le défi: the secret wagers, Premier sang, La Revanche, Le Duel, La Victoire.

Source: the tournament rules, "Relevez le défi", "I - Le premier sang", "II - La revanche",
"III - Le duel", "IV - La victoire".

A :class:`Challenge` is an immutable value; every step returns a new one (``wager``, ``reveal``,
``roll_off``, ``challenge_met``, ``challenge_failed``, ``duel_won``), and a step the rules do
not allow raises :class:`~companion.rules.tournament_setup.TournamentError` quoting them. What
the round says to the players (who takes up the challenge and why, the stages' notes, La
Victoire) is a :class:`~companion.rules.message.Message`; a :class:`Stage` is rendered as its
name (companion.i18n.vocabulary).

Each player's hand is every card (entry) of his list, priced as fielded in the WHOLE list
(:func:`companion.rules.army.validate`'s ``entry_ap``: Incarnation and Blood brother included).

Readings the text leaves open, each a named option:

- **Equal totals** (:class:`TieBreak`): the text only says "le joueur dont le total est le moins
  élevé relèvera le défi". ``REWAGER`` (default): both players take their cards back and wager
  again, secretly, until the totals differ (the wagers stay the players' choice). ``ROLL_OFF``:
  the wagers stand, each player rolls a D6, and the LOWER roll takes up the challenge (as the
  lower total would); equal rolls are rolled again.
- **The Duel's figurine** (:class:`DuelTie`): "la figurine la plus chère en PA parmi toutes celles
  qu'il avait sélectionnées". Its cost is the cost of ONE figurine as fielded (an entry of three
  figurines at 20 AP each is a 20-AP figurine). When several figurines share the highest cost,
  the engine's order picks one (by name, then card id, then list order: the same as
  ``Validation.info.most_expensive``); with ``PLAYER_CHOOSES`` (default) the player may pick
  another of the equally expensive ones before the Duel starts; with ``ENGINE_ORDER`` he may not.
- **The Duel's challenger**: there is none ("Le vainqueur est celui qui élimine son ennemi en
  premier"); the players enter who eliminated the other first.
- **Sides**: player 1 is always side A of the stage's game, player 2 side B, whoever takes up the
  challenge (his column stays where it was); the scenario notes name the challenger, who chooses
  his deployment zone first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Card
from companion.rules.errors import RulesError
from companion.rules.game.setup import (
    GameSetup,
    Scenario,
    Side,
    army_from_json,
    army_to_json,
    card_from_json,
    card_to_json,
    taken_options,
)
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT
from companion.rules.tournament_stages import (
    LA_VICTOIRE,
    LE_DUEL,
    PREMIER_SANG,
    RELEVEZ_LE_DEFI,
    Stage,
)
from companion.rules.tournament_setup import (
    Objective,
    ObjectiveRoll,
    Terrain,
    TournamentError,
    tournament_list,
)

WAGER_RULE = "Chaque joueur doit miser au moins une carte et ne peu pas toutes les miser."
"""The rule's words (spelling as printed), quoted when a wager is refused."""
LOWER_RULE = "Le joueur dont le total est le moins élevé relèvera le défi au \"PREMIER SANG\"."
REVANCHE_RULE = ("Pour cette partie, chaque joueur dispose des figurines qu'il n'a pas jouées lors du \"PREMIER "
                 "SANG\". [...] C'est maintenant l'autre joueur qui doit relever le défi.")
DUEL_RULE = ("Chaque joueur prend automatiquement la figurine la plus chère en PA parmi toutes celles qu'il avait "
             "sélectionnées lors de la composition de son armée.")
DEPLOYMENT_RULE = "Le joueur qui relève le défi choisit sa zone de déploiement en premier."


class TieBreak(str, Enum):
    """What equal wager totals lead to (the text does not say; see the module docstring)."""

    REWAGER = "rewager"
    ROLL_OFF = "roll-off"


class DuelTie(str, Enum):
    """Who picks the Duel's figurine among equally expensive ones (see the module docstring)."""

    PLAYER_CHOOSES = "player-chooses"
    ENGINE_ORDER = "engine-order"


class Outcome(str, Enum):
    """How a played stage ended, as the players enter it."""

    OBJECTIVE_REACHED = "objective-reached"
    """The player who took up the challenge reached the objective: he wins."""
    NO_CHANCE = "no-chance"
    """The player who took up the challenge has no chance of winning any more."""
    ELIMINATED = "eliminated"
    """Le Duel: one player's figurine eliminated the other's first."""


@dataclass(frozen=True, slots=True)
class HandCard:
    """One card of a player's hand: an entry of his list and its AP as fielded in the whole list."""

    entry: int
    card_id: str
    name: str
    figures: int
    incarnation: bool
    ap: int

    @property
    def figure_ap(self) -> int:
        """The AP of one of its figurines (entries cost the same for each figurine)."""
        return self.ap // self.figures

    @property
    def message(self) -> Message:
        """``Red Lioness (60 AP)``, ``Alahan Swordsman x3 (30 AP)``: the card as the players see it."""
        if self.figures > 1:
            return Message("tournament.hand-card-figures", name=self.name, figures=self.figures, ap=self.ap)
        return Message("tournament.hand-card", name=self.name, ap=self.ap)


@dataclass(frozen=True)
class Player:
    """A player of the round: his name, his list (tournament ruleset), his hand and his cards."""

    name: str
    army: ArmyList
    hand: tuple[HandCard, ...]
    cards: Mapping[str, Card] = field(compare=False)
    """A snapshot of the cards his list uses (what the stage games are set up with)."""

    @classmethod
    def from_list(cls, name: str, army: ArmyList, cards: Mapping[str, Card]) -> Player:
        """The player with ``army`` checked under the tournament rules; refused if it is illegal.

        "Choix des troupes": 200 AP (unless the list says otherwise) and the overage rules.
        """
        if not isinstance(name, str) or not name.strip():
            raise TournamentError(Message("tournament.player-needs-name"))
        army = tournament_list(army)
        validation = validate(army, cards)
        if not validation.legal:
            problems = tuple(Message("tournament.violation", message=v.message, source=v.source)
                             for v in validation.violations)
            raise TournamentError(Message("tournament.list-not-legal", name=name.strip(), army=repr(army.name),
                                          problems=problems))
        hand = []
        for index, (entry, ap) in enumerate(zip(army.entries, validation.entry_ap)):
            if ap is None:  # a legal list has every AP; kept for a type checker and a corrupt snapshot
                raise TournamentError(Message("tournament.entry-no-ap", army=army.name, index=index + 1,
                                              card=entry.card_id))
            hand.append(HandCard(index, entry.card_id, cards[entry.card_id].name, entry.figures, entry.incarnation, ap))
        used = {entry.card_id: cards[entry.card_id] for entry in army.entries}
        return cls(name.strip(), army, tuple(hand), used)

    @property
    def total_ap(self) -> int:
        return sum(card.ap for card in self.hand)

    def cards_of(self, entries: Iterable[int]) -> tuple[HandCard, ...]:
        wanted = set(entries)
        return tuple(card for card in self.hand if card.entry in wanted)

    def duel_candidates(self) -> tuple[HandCard, ...]:
        """The cards whose figurine is the most expensive of the list, in the engine's order."""
        if not self.hand:
            return ()
        top = max(card.figure_ap for card in self.hand)
        return tuple(sorted((c for c in self.hand if c.figure_ap == top), key=lambda c: (c.name, c.card_id, c.entry)))

    def sub_list(self, entries: Iterable[int], title: str, *, single: bool = False) -> ArmyList:
        """The list of the given entries (one figurine each with ``single``) for a stage's game."""
        wanted = sorted(set(entries))
        chosen = tuple(
            Entry(e.card_id, 1, e.incarnation) if single else e
            for index, e in enumerate(self.army.entries) if index in wanted
        )
        return ArmyList(f"{self.army.name}: {title}", self.army.people, self.army.points, TOURNAMENT, chosen)


@dataclass(frozen=True, slots=True)
class Reveal:
    """Both wagers shown: their totals, and who takes up the challenge (None: equal totals)."""

    totals: tuple[int, int]
    challenger: int | None


@dataclass(frozen=True, slots=True)
class StageResult:
    """How one played stage ended: the outcome the players entered and who won, if anyone."""

    stage: Stage
    outcome: Outcome
    challenger: int | None
    winner: int | None


@dataclass(frozen=True)
class Challenge:
    """A tournament round from the wagers to the victory (immutable: each step returns a new one)."""

    players: tuple[Player, Player]
    terrain: Terrain
    objective: Objective
    tie_break: TieBreak = TieBreak.REWAGER
    duel_tie: DuelTie = DuelTie.PLAYER_CHOOSES
    stage: Stage = Stage.WAGERS
    wagers: tuple[frozenset[int] | None, frozenset[int] | None] = (None, None)
    reveals: tuple[Reveal, ...] = ()
    """Every reveal, ties included (under REWAGER a tie clears the wagers and is kept here)."""
    tie_rolls: tuple[tuple[int, int], ...] = ()
    first_challenger: int | None = None
    """Who took up the challenge at Premier sang (the other does at La Revanche)."""
    duellists: tuple[int, int] | None = None
    """The entry of each player's Duel figurine; None: the engine's pick."""
    results: tuple[StageResult, ...] = ()
    winner: int | None = None
    duel_fixed: bool = False
    """The Duel's figurines are fixed (its game has started): :meth:`fix_duellists`."""

    def __post_init__(self) -> None:
        if len(self.players) != 2:
            raise TournamentError(Message("tournament.two-players"))
        for player in self.players:
            if len(player.hand) < 2:
                raise TournamentError(Message("tournament.too-few-cards", name=player.name, count=len(player.hand),
                                              rule=WAGER_RULE, source=RELEVEZ_LE_DEFI))

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def start(cls, players: tuple[Player, Player], terrain: Terrain, objective: Objective, *,
              tie_break: TieBreak = TieBreak.REWAGER, duel_tie: DuelTie = DuelTie.PLAYER_CHOOSES) -> Challenge:
        """A new round at the wagers."""
        return cls(players, terrain, objective, tie_break, duel_tie)

    # -- queries --------------------------------------------------------------------------
    def name(self, player: int) -> str:
        return self.players[_player(player)].name

    def wager_placed(self, player: int) -> bool:
        return self.wagers[_player(player)] is not None

    @property
    def reveal(self) -> Reveal | None:
        """The last reveal, if the wagers have been shown."""
        return self.reveals[-1] if self.reveals else None

    def wagered(self, player: int) -> tuple[HandCard, ...]:
        """The cards ``player`` wagered; refused before the wagers are revealed (they are secret)."""
        wager = self._revealed_wager(player)
        return self.players[player].cards_of(wager)

    def kept(self, player: int) -> tuple[HandCard, ...]:
        """The cards ``player`` did not wager: La Revanche's."""
        wager = self._revealed_wager(player)
        return tuple(card for card in self.players[player].hand if card.entry not in wager)

    def _revealed_wager(self, player: int) -> frozenset[int]:
        wager = self.wagers[_player(player)]
        if wager is None or self.stage in (Stage.WAGERS,):
            raise TournamentError(Message("tournament.wagers-secret"))
        return wager

    @property
    def challenger(self) -> int | None:
        """Who takes up the challenge in the current stage (None at the wagers, the Duel, the Victoire)."""
        if self.first_challenger is None:
            return None
        if self.stage is Stage.PREMIER_SANG:
            return self.first_challenger
        if self.stage is Stage.REVANCHE:
            return 1 - self.first_challenger
        return None

    def duellist(self, player: int) -> HandCard:
        """The figurine ``player`` fights the Duel with: the most expensive of his whole list."""
        player = _player(player)
        if self.duellists is not None:
            return self.players[player].cards_of((self.duellists[player],))[0]
        return self.players[player].duel_candidates()[0]

    def why_challenger(self) -> Message:
        """Who takes up the challenge at Premier sang, and why."""
        reveal = self.reveal
        if reveal is None:
            return Message("tournament.why-not-revealed")
        a, b = self.name(0), self.name(1)
        a_ap, b_ap = reveal.totals
        if self.first_challenger is None:
            if self.stage is Stage.TIE_ROLL:
                return Message("tournament.why-tie-roll-off", a=a, a_ap=a_ap, b=b, b_ap=b_ap)
            return Message("tournament.why-tie-rewager", a=a, a_ap=a_ap, b=b, b_ap=b_ap)
        who = self.name(self.first_challenger)
        if reveal.challenger is None:
            die_1, die_2 = self.tie_rolls[-1]
            return Message("tournament.why-roll-off", a=a, a_ap=a_ap, b=b, b_ap=b_ap, die_1=die_1, die_2=die_2,
                           who=who, source=PREMIER_SANG)
        return Message("tournament.why-lower", a=a, a_ap=a_ap, b=b, b_ap=b_ap, who=who, rule=LOWER_RULE,
                       source=RELEVEZ_LE_DEFI, deployment_source=PREMIER_SANG)

    # -- the wagers -----------------------------------------------------------------------
    def wager(self, player: int, entries: Iterable[int]) -> Challenge:
        """``player`` wagers the cards at these entries of his list (secret until :meth:`reveal_wagers`).

        "Chaque joueur doit miser au moins une carte et ne peu pas toutes les miser."
        """
        player = _player(player)
        if self.stage is not Stage.WAGERS:
            raise TournamentError(Message("tournament.wagers-over", stage=self.stage))
        chosen = frozenset(entries)
        hand = self.players[player].hand
        for index in chosen:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(hand):
                raise TournamentError(Message("tournament.no-such-card", name=self.name(player), entry=repr(index),
                                              count=len(hand)))
        if not chosen:
            raise TournamentError(Message("tournament.wagers-no-card", name=self.name(player), rule=WAGER_RULE,
                                          source=RELEVEZ_LE_DEFI))
        if len(chosen) == len(hand):
            raise TournamentError(Message("tournament.wagers-all-cards", name=self.name(player), rule=WAGER_RULE,
                                          source=RELEVEZ_LE_DEFI))
        wagers = (chosen, self.wagers[1]) if player == 0 else (self.wagers[0], chosen)
        return replace(self, wagers=wagers)

    def reveal_wagers(self) -> Challenge:
        """Both wagers shown; the lower total takes up the challenge at Premier sang."""
        if self.stage is not Stage.WAGERS:
            raise TournamentError(Message("tournament.already-revealed", stage=self.stage))
        missing = tuple(self.name(p) for p in (0, 1) if self.wagers[p] is None)
        if missing:
            raise TournamentError(Message("tournament.must-wager", names=missing, count=len(missing)))
        a, b = (sum(card.ap for card in self.players[p].cards_of(self.wagers[p] or ())) for p in (0, 1))
        if a == b:
            reveal = Reveal((a, b), None)
            if self.tie_break is TieBreak.ROLL_OFF:
                return replace(self, reveals=(*self.reveals, reveal), stage=Stage.TIE_ROLL)
            return replace(self, reveals=(*self.reveals, reveal), wagers=(None, None))
        challenger = 0 if a < b else 1
        return replace(self, reveals=(*self.reveals, Reveal((a, b), challenger)), stage=Stage.PREMIER_SANG,
                       first_challenger=challenger)

    def roll_off(self, die_1: int, die_2: int) -> Challenge:
        """Equal totals under ROLL_OFF: the lower D6 takes up the challenge; equal dice roll again."""
        if self.stage is not Stage.TIE_ROLL:
            raise TournamentError(Message("tournament.roll-off-only-for-ties"))
        for number, value in ((1, die_1), (2, die_2)):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise TournamentError(Message("tournament.roll-off-die", number=number, value=repr(value)))
        rolls = (*self.tie_rolls, (die_1, die_2))
        if die_1 == die_2:
            return replace(self, tie_rolls=rolls)
        return replace(self, tie_rolls=rolls, stage=Stage.PREMIER_SANG, first_challenger=0 if die_1 < die_2 else 1)

    # -- the Duel's figurine ----------------------------------------------------------------
    def choose_duellist(self, player: int, entry: int) -> Challenge:
        """``player`` picks his Duel figurine among his equally most expensive ones (DuelTie.PLAYER_CHOOSES)."""
        player = _player(player)
        if self.duel_fixed or self.stage is Stage.VICTOIRE:
            raise TournamentError(Message("tournament.duel-fixed"))
        candidates = self.players[player].duel_candidates()
        if entry not in {c.entry for c in candidates}:
            raise TournamentError(Message("tournament.duel-not-candidate", rule=DUEL_RULE, source=LE_DUEL,
                                          name=self.name(player), names=tuple(c.message for c in candidates)))
        if self.duel_tie is DuelTie.ENGINE_ORDER and entry != candidates[0].entry:
            raise TournamentError(Message("tournament.duel-engine-order", card=candidates[0].message))
        current = self.duellists or (self.duellist(0).entry, self.duellist(1).entry)
        chosen = (entry, current[1]) if player == 0 else (current[0], entry)
        return replace(self, duellists=chosen)

    def fix_duellists(self) -> Challenge:
        """The Duel starts: its figurines can no longer be changed (called when its game is set up)."""
        if self.stage is not Stage.DUEL:
            raise TournamentError(Message("tournament.duel-not-fought", stage=self.stage))
        return replace(self, duellists=(self.duellist(0).entry, self.duellist(1).entry), duel_fixed=True)

    # -- the stages -------------------------------------------------------------------------
    def stage_lists(self, stage: Stage | None = None) -> tuple[ArmyList, ArmyList]:
        """The two lists a played stage is fought with: the wagered cards (Premier sang), the cards
        not wagered (La Revanche), each side's most expensive figurine (Le Duel)."""
        stage = self.stage if stage is None else stage
        if stage is Stage.PREMIER_SANG:
            return (self.players[0].sub_list(self._revealed_wager(0), "Premier sang"),
                    self.players[1].sub_list(self._revealed_wager(1), "Premier sang"))
        if stage is Stage.REVANCHE:
            return (self.players[0].sub_list([c.entry for c in self.kept(0)], "La Revanche"),
                    self.players[1].sub_list([c.entry for c in self.kept(1)], "La Revanche"))
        if stage is Stage.DUEL:
            return (self.players[0].sub_list([self.duellist(0).entry], "Le Duel", single=True),
                    self.players[1].sub_list([self.duellist(1).entry], "Le Duel", single=True))
        raise TournamentError(Message("tournament.not-played", stage=stage))

    def stage_notes(self, stage: Stage | None = None) -> Message:
        """The scenario notes of a played stage: who takes up the challenge, the rule."""
        stage = self.stage if stage is None else stage
        if stage is Stage.DUEL:
            return Message("tournament.duel-notes", stage=stage, first=self.duellist(0).message,
                           second=self.duellist(1).message, rule=DUEL_RULE, source=LE_DUEL)
        if self.first_challenger is None:
            raise TournamentError(Message("tournament.nobody-challenged"))
        if stage is Stage.PREMIER_SANG:
            return Message("tournament.challenger-notes", stage=stage, name=self.name(self.first_challenger),
                           terrain=self.terrain.size, source=stage.source)
        return Message("tournament.challenger-notes-revanche", stage=stage, name=self.name(1 - self.first_challenger),
                       rule=REVANCHE_RULE, terrain=self.terrain.size, source=stage.source)

    def game_setup(self, words: Callable[[Message], str], seed: int = 0, stage: Stage | None = None) -> GameSetup:
        """The companion game of a played stage: the right figurines, the tournament ruleset, the
        scenario (its notes, and Le Duel's objective, written with ``words``: the players'
        language, as the objective they typed)."""
        stage = self.stage if stage is None else stage
        lists = self.stage_lists(stage)
        sides = tuple(Side(self.players[p].name, lists[p], dict(self.players[p].cards)) for p in (0, 1))
        notes = words(self.stage_notes(stage))
        if stage is Stage.DUEL:
            scenario = Scenario(words(Message("tournament.duel-objective")), "", notes)
        else:
            scenario = Scenario(self.objective.text, self.objective.time_limit, notes)
        return GameSetup(TOURNAMENT, (sides[0], sides[1]), scenario, seed)

    def challenge_met(self) -> Challenge:
        """The player who took up the challenge reached the objective: he wins (La Victoire)."""
        challenger = self._played(Outcome.OBJECTIVE_REACHED)
        result = StageResult(self.stage, Outcome.OBJECTIVE_REACHED, challenger, challenger)
        return replace(self, results=(*self.results, result), stage=Stage.VICTOIRE, winner=challenger)

    def challenge_failed(self) -> Challenge:
        """The player who took up the challenge has no chance any more: La Revanche, then Le Duel."""
        challenger = self._played(Outcome.NO_CHANCE)
        result = StageResult(self.stage, Outcome.NO_CHANCE, challenger, None)
        following = Stage.REVANCHE if self.stage is Stage.PREMIER_SANG else Stage.DUEL
        return replace(self, results=(*self.results, result), stage=following)

    def duel_won(self, player: int) -> Challenge:
        """``player``'s figurine eliminated the other's first: he wins the round."""
        player = _player(player)
        if self.stage is not Stage.DUEL:
            raise TournamentError(Message("tournament.duel-not-fought", stage=self.stage))
        duellists = self.duellists or (self.duellist(0).entry, self.duellist(1).entry)
        result = StageResult(Stage.DUEL, Outcome.ELIMINATED, None, player)
        return replace(self, results=(*self.results, result), stage=Stage.VICTOIRE, winner=player,
                       duellists=duellists, duel_fixed=True)

    def record(self, outcome: Outcome, winner: int | None = None) -> Challenge:
        """The stage's outcome as entered: OBJECTIVE_REACHED, NO_CHANCE, or ELIMINATED with the winner."""
        if outcome is Outcome.OBJECTIVE_REACHED:
            return self.challenge_met()
        if outcome is Outcome.NO_CHANCE:
            return self.challenge_failed()
        if winner is None:
            raise TournamentError(Message("tournament.say-who-eliminated"))
        return self.duel_won(winner)

    def _played(self, outcome: Outcome) -> int:
        if self.stage not in (Stage.PREMIER_SANG, Stage.REVANCHE):
            if self.stage is Stage.DUEL:
                raise TournamentError(Message("tournament.duel-no-challenger"))
            raise TournamentError(Message("tournament.no-challenge-played", stage=self.stage))
        challenger = self.challenger
        assert challenger is not None  # set by the reveal before any played stage
        return challenger

    def victory(self) -> Message:
        """La Victoire: who won and how (refused before it). A round is won by reaching the
        objective at Premier sang or La Revanche, or in Le Duel."""
        if self.winner is None:
            raise TournamentError(Message("tournament.nobody-won", stage=self.stage))
        last = self.results[-1]
        if last.outcome is Outcome.ELIMINATED:
            return Message("tournament.won-duel", name=self.name(self.winner), other=self.name(1 - self.winner),
                           source=LA_VICTOIRE)
        return Message("tournament.won-objective", name=self.name(self.winner), stage=last.stage, source=LA_VICTOIRE)


def _player(player: int) -> int:
    if isinstance(player, bool) or player not in (0, 1):
        raise TournamentError(Message("tournament.player-number", value=repr(player)))
    return player


# --------------------------------------------------------------------------- JSON


def challenge_to_json(challenge: Challenge) -> dict[str, Any]:
    """The round as a JSON object (lists and cards as snapshots); :func:`challenge_from_json` reads it."""
    obj = challenge.objective
    return {
        "players": [
            {"name": p.name, "army": army_to_json(p.army), "hand_ap": [c.ap for c in p.hand],
             "cards": [card_to_json(p.cards[cid], taken_options(p.army)) for cid in sorted(p.cards)]}
            for p in challenge.players
        ],
        "terrain": [challenge.terrain.width_cm, challenge.terrain.length_cm],
        "objective": {"dice": list(obj.roll.dice), "text": obj.text, "time_limit": obj.time_limit,
                      "minutes": obj.minutes},
        "tie_break": challenge.tie_break.value,
        "duel_tie": challenge.duel_tie.value,
        "stage": challenge.stage.value,
        "wagers": [None if w is None else sorted(w) for w in challenge.wagers],
        "reveals": [{"totals": list(r.totals), "challenger": r.challenger} for r in challenge.reveals],
        "tie_rolls": [list(r) for r in challenge.tie_rolls],
        "first_challenger": challenge.first_challenger,
        "duellists": None if challenge.duellists is None else list(challenge.duellists),
        "results": [{"stage": r.stage.value, "outcome": r.outcome.value, "challenger": r.challenger,
                     "winner": r.winner} for r in challenge.results],
        "winner": challenge.winner,
        "duel_fixed": challenge.duel_fixed,
    }


def _player_from_json(data: Any, number: int) -> Player:
    where = f"player {number}"
    cards = {}
    for index, raw in enumerate(data["cards"]):
        card = card_from_json(raw, f"{where}, card #{index + 1}")
        cards[card.id] = card
    army = army_from_json(data["army"], where)
    ap = [int(v) for v in data["hand_ap"]]
    if len(ap) != len(army.entries):
        raise TournamentError(Message("tournament.round-ap-count", number=number, count=len(ap),
                                      cards=len(army.entries)))
    hand = []
    for index, (entry, value) in enumerate(zip(army.entries, ap)):
        if entry.card_id not in cards:
            raise TournamentError(Message("tournament.round-card-missing", number=number, card=repr(entry.card_id)))
        hand.append(HandCard(index, entry.card_id, cards[entry.card_id].name, entry.figures, entry.incarnation, value))
    return Player(str(data["name"]), army, tuple(hand), cards)


def challenge_from_json(data: object) -> Challenge:
    """A round from :func:`challenge_to_json`'s object; TournamentError names what is wrong."""
    if not isinstance(data, dict):
        raise TournamentError(Message("tournament.round-not-object"))
    try:
        players = [_player_from_json(p, n) for n, p in enumerate(data["players"], start=1)]
        if len(players) != 2:
            raise TournamentError(Message("tournament.round-two-players"))
        width, length = data["terrain"]
        o = data["objective"]
        objective = Objective(ObjectiveRoll(tuple(int(d) for d in o["dice"])), str(o["text"]), str(o["time_limit"]),
                              o.get("minutes"))
        wagers = tuple(None if w is None else frozenset(int(i) for i in w) for w in data["wagers"])
        duellists = data.get("duellists")
        return Challenge(
            players=(players[0], players[1]),
            terrain=Terrain(width, length),
            objective=objective,
            tie_break=TieBreak(data["tie_break"]),
            duel_tie=DuelTie(data["duel_tie"]),
            stage=Stage(data["stage"]),
            wagers=(wagers[0], wagers[1]),
            reveals=tuple(Reveal((int(r["totals"][0]), int(r["totals"][1])), r["challenger"]) for r in data["reveals"]),
            tie_rolls=tuple((int(r[0]), int(r[1])) for r in data["tie_rolls"]),
            first_challenger=data["first_challenger"],
            duellists=None if duellists is None else (int(duellists[0]), int(duellists[1])),
            results=tuple(StageResult(Stage(r["stage"]), Outcome(r["outcome"]), r["challenger"], r["winner"])
                          for r in data["results"]),
            winner=data["winner"],
            duel_fixed=bool(data.get("duel_fixed", False)),
        )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        if isinstance(error, RulesError):
            raise
        raise TournamentError(Message("tournament.round-malformed", error=f"{type(error).__name__}: {error}")) from None
