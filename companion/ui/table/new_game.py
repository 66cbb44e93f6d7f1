"""New game: two saved army lists (legal, or a clear warning with the violations), the ruleset
and house rules, scenario notes, the seed (random, shown), the players' names.

The lists are checked by :func:`companion.rules.army.validate` and, together, by
:func:`companion.rules.army.check_match`; an illegal pair may still be played (the players
agree), but the warning says exactly what is wrong. The cards are copied into the game's setup
(a snapshot): later changes to the library do not change a game in progress.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.engine import error_text, note_text, source_text
from companion.library.armies import SavedArmy
from companion.library.user_wound_table import load_user_wound_table
from companion.rules.army import check_match, validate
from companion.rules.army_editions import in_list_edition
from companion.rules.army_model import ArmyList
from companion.rules.card import Card
from companion.rules.errors import RulesError
from companion.rules.game import GameSetup, Scenario, Side
from companion.rules.house_rules import HOUSE_RULES_IN_ENGINE
from companion.rules.message import Message
from companion.rules.game.setup import GameOptions, ToxicUse
from companion.rules.ruleset import HOUSE_RULE_TITLES, Ruleset, RulesetName

CardLookup = Callable[[str], "Card | None"]


def new_seed() -> int:
    """A random seed (shown, so the players can note it)."""
    return random.SystemRandom().randrange(1, 2**31)


def side_problems(army: ArmyList, lookup: CardLookup) -> tuple[dict[str, Card], list[str], list[str]]:
    """The cards of ``army``, the missing cards (blocking) and the violations (a warning)."""
    cards: dict[str, Card] = {}
    missing: list[str] = []
    for entry in army.entries:
        card = lookup(entry.card_id)
        if card is None:
            missing.append(tr("the card {card} is not in the library", card=repr(entry.card_id)))
        else:
            cards[card.id] = card
    verdict = validate(army, cards)
    violations = [f"{note_text(v.message)} ({source_text(v.source)})" for v in verdict.violations
                  if v.rule != "card.unknown"]
    return cards, missing, violations


class NewGameDialog(QDialog):
    """Pick the lists and the rules; ``setup()`` builds the GameSetup."""

    def __init__(self, lists: Sequence[SavedArmy], lookup: CardLookup, ruleset: Ruleset,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.lists = list(lists)
        self.lookup = lookup
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.list_a, self.list_b = QComboBox(), QComboBox()
        self.player_a, self.player_b = QLineEdit(), QLineEdit()
        for combo in (self.list_a, self.list_b):
            combo.setObjectName("list-a" if combo is self.list_a else "list-b")
            for saved in self.lists:
                combo.addItem(f"{saved.name} ({saved.people})", saved.id)
        if len(self.lists) > 1:
            self.list_b.setCurrentIndex(1)
        self.player_a.setPlaceholderText(tr("Player 1 (default: the list's name)"))
        self.player_b.setPlaceholderText(tr("Player 2 (default: the list's name)"))
        form.addRow(tr("Army 1"), self.list_a)
        form.addRow(tr("Player 1"), self.player_a)
        form.addRow(tr("Army 2"), self.list_b)
        form.addRow(tr("Player 2"), self.player_b)
        self.checks = QGroupBox(tr("The lists"))
        checks = QVBoxLayout(self.checks)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        checks.addWidget(self.verdict)
        self.checks.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        form.addRow(self.checks)
        self.ruleset = QComboBox()
        self.ruleset.addItem(tr("Core (booklet)"), RulesetName.CORE.value)
        self.ruleset.addItem(tr("Tournament"), RulesetName.TOURNAMENT.value)
        self.ruleset.setCurrentIndex(1 if ruleset.tournament else 0)
        form.addRow(tr("Ruleset"), self.ruleset)
        self.house = QListWidget()
        self.house.setObjectName("house-rules")
        for number, title in HOUSE_RULE_TITLES.items():
            applied = " — " + tr("computed by the app") if number in HOUSE_RULES_IN_ENGINE else ""
            item = QListWidgetItem(f"{number}. {title}{applied}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if number in ruleset.house_rules else Qt.CheckState.Unchecked)
            self.house.addItem(item)
        self.house.setMaximumHeight(140)
        form.addRow(tr("House rules"), self.house)
        self.toxic = QComboBox()
        self.toxic.setObjectName("toxic-use")
        self.toxic.addItem(tr("each chosen Toxic warrior uses his own D6 once a round"), ToxicUse.EACH_WARRIOR.value)
        self.toxic.addItem(tr("once a round, one of a side's chosen Toxic warriors"), ToxicUse.ONE_A_SIDE.value)
        self.toxic.setToolTip(tr("The booklet is read two ways: \"Place a D6 next to every chosen figurine ... Once "
                                 "each round ... one of the chosen warriors will be able to replace one of his Aim or "
                                 "Attack dice with his Toxic D6\""))
        form.addRow(tr("Toxic D6s"), self.toxic)
        self.objective, self.time_limit, self.notes = QLineEdit(), QLineEdit(), QLineEdit()
        self.objective.setPlaceholderText(tr("optional: the objective agreed"))
        self.time_limit.setPlaceholderText(tr("optional: e.g. 2 hours, 6 rounds"))
        self.notes.setPlaceholderText(tr("optional: anything agreed before the game"))
        form.addRow(tr("Objective"), self.objective)
        form.addRow(tr("Time limit"), self.time_limit)
        form.addRow(tr("Notes"), self.notes)
        seed_row = QHBoxLayout()
        self.seed = QLineEdit(str(new_seed()))
        self.seed.setObjectName("seed")
        self.seed.setToolTip(tr("The dice the app rolls come from this number: the game replays identically"))
        seed_row.addWidget(self.seed, 1)
        again = QPushButton(tr("New seed"))
        again.clicked.connect(lambda _c=False: self.seed.setText(str(new_seed())))
        seed_row.addWidget(again)
        form.addRow(tr("Seed"), seed_row)
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("optional: the game's name (default: the players and the date)"))
        form.addRow(tr("Game name"), self.name)
        layout.addLayout(form)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start the game"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.list_a.currentIndexChanged.connect(lambda _i: self.check())
        self.list_b.currentIndexChanged.connect(lambda _i: self.check())
        self.blocking: list[str] = []
        self.warnings: list[str] = []
        self.check()
        self.resize(640, 580)

    def _army(self, combo: QComboBox) -> ArmyList | None:
        list_id = combo.currentData()
        for saved in self.lists:
            if saved.id == list_id:
                return in_list_edition(saved.army(), self.lookup)  # the cards of the list's edition
        return None

    def check(self) -> None:
        """Validate both lists and the pair; blocking problems disable Start."""
        self.blocking, self.warnings = [], []
        armies = []
        for number, combo in ((1, self.list_a), (2, self.list_b)):
            try:
                army = self._army(combo)
            except Exception as error:  # a damaged stored list: say which
                self.blocking.append(tr("Army {number}: {error}", number=number, error=error_text(error)))
                continue
            if army is None:
                self.blocking.append(tr("Army {number}: choose a saved list (build one in the Army workspace)",
                                        number=number))
                continue
            _cards, missing, violations = side_problems(army, self.lookup)
            which = tr("Army {number} ({name})", number=number, name=army.name)
            self.blocking += [f"{which}: {m}" for m in missing]
            self.warnings += [f"{which}: {v}" for v in violations]
            if not army.entries:
                self.blocking.append(tr("{army} fields no figurine", army=which))
            armies.append(army)
        if len(armies) == 2 and not self.blocking:
            a, b = armies
            va = validate(a, side_problems(a, self.lookup)[0])
            vb = validate(b, side_problems(b, self.lookup)[0])
            self.warnings += [f"{note_text(v.message)} ({source_text(v.source)})" for v in check_match(a, va, b, vb)]
        lines = []
        if self.blocking:
            lines.append("✖ " + tr("Cannot start: {problems}", problems="; ".join(self.blocking)))
        if self.warnings:
            lines.append("⚠ " + tr("Not a legal match (you may still play it if you both agree):") + "\n• "
                         + "\n• ".join(self.warnings))
        if not lines:
            lines.append("✔ " + tr("Both lists are legal and match each other."))
        self.verdict.setText("\n".join(lines))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not self.blocking)

    def setup(self) -> GameSetup:
        """The game's setup; BadInput (or the RulesError of the setup) names what is wrong."""
        text = self.seed.text().strip()
        if not text.lstrip("-").isdigit():
            raise RulesError(Message("game.setup-seed", seed=repr(text)))
        house = [self.house.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.house.count())
                 if self.house.item(i).checkState() == Qt.CheckState.Checked]
        ruleset = Ruleset.parse(str(self.ruleset.currentData()), house)
        sides = []
        for combo, player in ((self.list_a, self.player_a), (self.list_b, self.player_b)):
            army = self._army(combo)
            if army is None:
                raise BadInput(tr("choose two saved lists"))
            cards, missing, _violations = side_problems(army, self.lookup)
            if missing:
                raise BadInput("; ".join(missing))
            sides.append(Side(player.text().strip(), army, cards))
        return GameSetup(ruleset=ruleset, sides=(sides[0], sides[1]),
                         scenario=Scenario(self.objective.text().strip(), self.time_limit.text().strip(),
                                           self.notes.text().strip()),
                         seed=int(text), wound_table=load_user_wound_table(),
                         options=GameOptions(ToxicUse(str(self.toxic.currentData()))))

    def game_name(self) -> str | None:
        return self.name.text().strip() or None

    def _accept(self) -> None:
        try:
            self.setup()
        except (RulesError, BadInput) as error:
            self.verdict.setText(f"✖ {error_text(error)}")
            return
        self.accept()


__all__ = ["NewGameDialog", "new_seed", "side_problems"]
