"""The top of the Army workspace: the list's name, people, points, ruleset and house rules.

Each control says what the player asked for through a signal; the workspace turns it into an
undoable edit and then shows the list back with :meth:`ListHeader.show_army` (signals blocked,
so showing never edits). The house rules are a drop-down of 21 checkable entries with their
titles (companion.rules.ruleset.HOUSE_RULE_TITLES).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QToolButton,
    QWidget,
)

from companion.i18n import N_, tr
from companion.library.army_files import MAX_POINTS
from companion.rules.army import ArmyList
from companion.rules.peoples import PEOPLES
from companion.rules.ruleset import HOUSE_RULE_TITLES, RulesetName

RULESET_NAMES = {RulesetName.CORE: N_("Core (booklet)"), RulesetName.TOURNAMENT: N_("Tournament")}
"""The rulesets' names in English, shown with ``tr`` ("Règles de base (livret)", "Tournoi")."""


class ListHeader(QWidget):
    """Name, people, points, ruleset, house rules."""

    name_edited = Signal(str)
    people_chosen = Signal(str)
    points_chosen = Signal(int)
    ruleset_chosen = Signal(object)
    """A RulesetName."""
    house_rules_chosen = Signal(object)
    """A frozenset of house rule numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.people = QComboBox()
        for people in PEOPLES:  # the peoples keep their English names (companion.i18n.vocabulary)
            self.people.addItem(people.name, people.id)
        self.points = QSpinBox()
        self.points.setRange(1, MAX_POINTS)
        self.points.setSingleStep(5)
        self.points.setKeyboardTracking(False)
        self.ruleset = QComboBox()
        for name, text in RULESET_NAMES.items():
            self.ruleset.addItem(text, name)
        self.house = QToolButton()
        self.house.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.house_menu = QMenu(self.house)
        self.house_actions: dict[int, QAction] = {}
        for number, title in HOUSE_RULE_TITLES.items():  # French titles, as the text gives them
            action = self.house_menu.addAction(f"{number}. {title}")
            action.setCheckable(True)
            action.toggled.connect(lambda _on=False: self._house_toggled())
            self.house_actions[number] = action
        self.house.setMenu(self.house_menu)
        for combo in (self.people,):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.labels: list[QLabel] = []
        for widget, stretch in ((self.name, 3), (self.people, 2), (self.points, 0), (self.ruleset, 0)):
            label = QLabel()
            label.setBuddy(widget)
            self.labels.append(label)
            layout.addWidget(label)
            layout.addWidget(widget, stretch)
        layout.addWidget(self.house)
        layout.addStretch(0)
        self._house_rules: frozenset[int] = frozenset()

        self.name.editingFinished.connect(self._name_finished)
        self.people.activated.connect(lambda _i: self.people_chosen.emit(self.people.currentData()))
        self.points.valueChanged.connect(self.points_chosen.emit)
        self.ruleset.activated.connect(lambda _i: self.ruleset_chosen.emit(self.ruleset.currentData()))
        self._shown_name = ""
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every word of the header in the current language (the list's values are kept)."""
        for label, text in zip(self.labels, (tr("&Name"), tr("Peop&le"), tr("&Points"),
                                             tr("R&uleset"))):
            label.setText(text)
        self.name.setAccessibleName(tr("List name"))
        self.name.setPlaceholderText(tr("Name of the list"))
        self.people.setAccessibleName(tr("People of the army"))
        self.points.setSuffix(tr(" AP"))
        self.points.setAccessibleName(tr("Agreed points"))
        self.ruleset.setAccessibleName(tr("Ruleset"))
        for index in range(self.ruleset.count()):
            self.ruleset.setItemText(index, tr(RULESET_NAMES[self.ruleset.itemData(index)]))
        self.ruleset.setToolTip(tr("Core: the booklet. Tournament: the tournament rules (200 AP unless "
                                        "the list says otherwise, the overage from one figurine only)."))
        self.house.setAccessibleName(tr("House rules"))
        self._update_house_text(self._house_rules)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def commit_pending(self) -> None:
        """Say what is typed but not confirmed yet (a name being typed, points being typed):
        Save or Export must not miss it."""
        self._name_finished()
        self.points.interpretText()

    def _name_finished(self) -> None:
        text = self.name.text().strip()
        if text and text != self._shown_name:
            self.name_edited.emit(text)
        elif not text:
            self.name.setText(self._shown_name)

    def _house_toggled(self) -> None:
        chosen = frozenset(n for n, a in self.house_actions.items() if a.isChecked())
        self._update_house_text(chosen)
        self.house_rules_chosen.emit(chosen)

    def _update_house_text(self, rules: frozenset[int]) -> None:
        """"House rules: 14, 21" / "Règles maison : 14, 21"; the tool tip lists their titles
        (French in both languages: the house rules are a French text)."""
        self._house_rules = rules
        numbers = ", ".join(str(n) for n in sorted(rules)) if rules else tr("none")
        self.house.setText(tr("House rules: {numbers}", numbers=numbers))
        self.house.setToolTip("\n".join(f"{n}. {HOUSE_RULE_TITLES[n]}" for n in sorted(rules))
                              or tr("No house rule switched on (house-rules-fr.txt, 1-21)"))

    def show_army(self, army: ArmyList) -> None:
        """Show the list's settings without emitting anything."""
        widgets = (self, self.name, self.people, self.points, self.ruleset, *self.house_actions.values())
        blocked = [w.blockSignals(True) for w in widgets]
        try:
            self._shown_name = army.name
            if self.name.text() != army.name:
                self.name.setText(army.name)
            index = self.people.findData(army.people)
            if index != self.people.currentIndex():
                self.people.setCurrentIndex(index)
            points = army.agreed_points
            if points is not None and points != self.points.value():
                self.points.setValue(points)
            index = self.ruleset.findData(army.ruleset.name)
            if index != self.ruleset.currentIndex():
                self.ruleset.setCurrentIndex(index)
            for number, action in self.house_actions.items():
                on = number in army.ruleset.house_rules
                if action.isChecked() != on:
                    action.setChecked(on)
            self._update_house_text(army.ruleset.house_rules)
        finally:
            for widget, was in zip(widgets, blocked):
                widget.blockSignals(was)
