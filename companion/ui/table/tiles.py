"""A column per army, a tile per figurine (UX.md, "Table"; issue 5, "Figurines").

A tile shows the figurine's name, its wound track as five boxes (Stunned, Light, Serious,
Critical, Killed: filled boxes are marked with a dot and words, never colour alone), its state
badges in the engine's words, and its effective INI / ATT / DEF after the Charge, Fear and
wound penalties (:func:`companion.rules.game.guide.effective`), each explained in a tooltip.
Tapping a box sets that wound level by hand (a correction); the States button sets or clears a
state, or applies a Damage result by the wound rules (a spell, a fall: worsening, lives). All
are engine actions (SetWound, SetState): logged and undoable.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.rules.card import Card
from companion.rules.game import Figurine, GameState, Presence, WoundLevel
from companion.rules.game.guide import effective

TRACK: tuple[WoundLevel, ...] = (WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL,
                                 WoundLevel.KILLED)
"""The five boxes of the wound track, in order."""

HIGHLIGHT_WIDTH = 4

TRACK_WORDS = {WoundLevel.STUNNED: "Stunned", WoundLevel.LIGHT: "Light", WoundLevel.SERIOUS: "Serious",
               WoundLevel.CRITICAL: "Critical", WoundLevel.KILLED: "Killed"}

STATE_FLAGS: tuple[tuple[str, str], ...] = (
    ("charged", "Charged (-1 INI, ATT, DEF this round)"),
    ("stunned", "Stunned (-1 on its dice this round)"),
    ("fleeing", "Fleeing"),
    ("paralysed", "Paralysed by dread"),
    ("afraid", "Afraid (-1 INI, ATT, DEF this round)"),
    ("disengage_failed", "Failed to disengage"),
    ("counter_fired", "Counter-fired"),
    ("toxic", "Toxic fighter this round"),
    ("deployed", "On the Battleground"),
    ("lost", "Lost (a loss for its side)"),
)
"""The states a tile sets or clears by hand (SetState names) with their words."""


def filled(fig: Figurine) -> dict[WoundLevel, bool]:
    """Which boxes of the wound track are filled."""
    killed = fig.wound is WoundLevel.KILLED or fig.presence is Presence.LOST
    return {
        WoundLevel.STUNNED: fig.stunned,
        WoundLevel.LIGHT: killed or fig.wound.severity >= WoundLevel.LIGHT.severity,
        WoundLevel.SERIOUS: killed or fig.wound.severity >= WoundLevel.SERIOUS.severity,
        WoundLevel.CRITICAL: killed or fig.wound.severity >= WoundLevel.CRITICAL.severity,
        WoundLevel.KILLED: killed,
    }


def tapped(fig: Figurine, box: WoundLevel) -> tuple[str, str, int]:
    """What tapping ``box`` asks the engine: ("wound", level, 0) or ("state", name, value).

    A box applies its level; tapping the figurine's own level takes it back one step (Critical
    -> Serious, Light -> none), Stunned toggles, and Killed on a lost figurine brings it back.
    """
    if box is WoundLevel.STUNNED:
        return ("state", "stunned", 0 if fig.stunned else 1)
    if box is WoundLevel.KILLED:
        if fig.presence is Presence.LOST:
            return ("state", "lost", 0)
        return ("wound", WoundLevel.KILLED.value, 0)
    if fig.wound is box:
        lower = {WoundLevel.LIGHT: WoundLevel.NONE, WoundLevel.SERIOUS: WoundLevel.LIGHT,
                 WoundLevel.CRITICAL: WoundLevel.SERIOUS}[box]
        return ("wound", lower.value, 0)
    return ("wound", box.value, 0)


def characteristics_line(fig: Figurine, card: Card, values: dict[str, int | None]) -> tuple[str, str]:
    """The effective characteristics in words, and why they differ from the card."""
    parts = []
    why = []
    for key, short in (("initiative", "INI"), ("attack", "ATT"), ("defence", "DEF")):
        printed = getattr(card, key)
        value = values.get(key)
        if value is None:
            parts.append(f"{short} ?")
            continue
        if printed is not None and value != printed:
            parts.append(f"{short} {value} ({printed})")
        else:
            parts.append(f"{short} {value}")
    for key, short in (("strength", "STR"), ("resilience", "RES"), ("aim", "AIM")):
        value = getattr(card, key)
        if value is not None:
            parts.append(f"{short} {value}")
    if card.fear is not None:
        parts.append(f"FEAR {card.fear}")
    elif card.courage is not None:
        parts.append(f"COU {card.courage}")
    if card.movement is not None:
        parts.append(f"MOV {card.movement:g}")
    penalty = values.get("die_penalty") or 0
    if penalty:
        parts.append(f"dice {penalty:+d}")
    if fig.charged:
        why.append("Charged: -1 INI, ATT and DEF until the end of the round (booklet, movement phase, Charging)")
    if fig.afraid:
        why.append("Afraid: -1 INI, ATT and DEF until the end of the round (booklet, Influence of Fear)")
    if penalty:
        reasons = []
        if fig.wound.is_wound:
            reasons.append(fig.wound.label)
        if fig.stunned:
            reasons.append("Stunned")
        why.append(f"{' and '.join(reasons) or 'Its state'}: {penalty:+d} on its dice (booklet, wound table)")
    if not why:
        why.append(f"As printed on the card {card.name} ({card.id}).")
    return " · ".join(parts), "\n".join(why)


class FigurineTile(QFrame):
    """One figurine: name, wound track, badges, effective characteristics, hand corrections."""

    wound_requested = Signal(str, str)
    """(figurine id, wound level) to set by hand."""
    state_requested = Signal(str, str, int)
    """(figurine id, state, value) to set by hand."""
    damage_requested = Signal(str, str)
    """(figurine id, wound level) to apply as a Damage result (a spell, a fall...)."""

    def __init__(self, fig: Figurine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fid = fig.id
        self.figurine = fig
        self.highlighted = False
        self.setObjectName(f"tile-{fig.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.name_label = QLabel()
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        top.addWidget(self.name_label, 1)
        self.states_button = QToolButton()
        self.states_button.setText("States ▾")
        self.states_button.setToolTip("Set or clear a state by hand (logged, undoable)")
        self.states_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.states_menu = QMenu(self.states_button)
        self.states_menu.aboutToShow.connect(self._fill_states_menu)
        self.states_button.setMenu(self.states_menu)
        self.states_button.setMinimumHeight(36)
        top.addWidget(self.states_button)
        layout.addLayout(top)
        track = QHBoxLayout()
        track.setSpacing(4)
        self.boxes: dict[WoundLevel, QToolButton] = {}
        for level in TRACK:
            box = QToolButton()
            box.setObjectName(f"box-{fig.id}-{level.value}")
            box.setCheckable(True)
            box.setMinimumSize(40, 44)  # below its text width rather than a column scrolled sideways
            small = box.font()
            small.setPointSizeF(small.pointSizeF() * 0.9)
            box.setFont(small)
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            box.setToolTip(f"Tap to set {level.label} by hand (tap the current level to take it back)")
            box.clicked.connect(lambda _checked=False, lv=level: self._tap(lv))
            track.addWidget(box)
            self.boxes[level] = box
        layout.addLayout(track)
        self.badges_label = QLabel()
        self.badges_label.setWordWrap(True)
        self.badges_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.badges_label)
        self.stats_label = QLabel()
        self.stats_label.setWordWrap(True)
        layout.addWidget(self.stats_label)

    def update_from(self, state: GameState, fig: Figurine, highlight: bool = False) -> None:
        """Show ``fig`` as it is in ``state``."""
        self.figurine = fig
        card = state.card_of(fig)
        where = {Presence.WAITING: " — not deployed", Presence.LOST: " — lost"}.get(fig.presence, "")
        self.name_label.setText(f"{fig.name}  [{fig.id}]{where}")
        marks = filled(fig)
        for level, box in self.boxes.items():
            on = marks[level]
            box.setChecked(on)
            box.setText(("● " if on else "○ ") + TRACK_WORDS[level])
            box.setAccessibleName(f"{fig.id} {TRACK_WORDS[level]} {'filled' if on else 'empty'}")
        badges = list(self._badges(fig))
        self.badges_label.setText(" ".join(
            f"<span style='border:1px solid palette(mid); padding:2px 6px;'>&nbsp;{b}&nbsp;</span>"
            for b in badges) if badges else "<i>no state</i>")
        self.badges_label.setToolTip("\n".join(badges))
        values = effective(state, fig.id)
        text, why = characteristics_line(fig, card, values)
        self.stats_label.setText(text)
        self.stats_label.setToolTip(why)
        if highlight != self.highlighted:
            self.highlighted = highlight
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The frame; a thick one in the highlight colour for the figurines of the step now
        (painted, not a style sheet: style sheets reset the Table's larger font)."""
        super().paintEvent(event)
        if self.highlighted:
            painter = QPainter(self)
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight))
            pen.setWidth(HIGHLIGHT_WIDTH)
            painter.setPen(pen)
            inset = HIGHLIGHT_WIDTH // 2
            painter.drawRect(self.rect().adjusted(inset, inset, -inset - 1, -inset - 1))
            painter.end()

    @staticmethod
    def _badges(fig: Figurine) -> Sequence[str]:
        words = []
        for badge in fig.states():
            if badge in ("not deployed", "lost"):
                continue
            if badge.startswith("immune to Fear up to "):
                badge = "Immune to Fear ≤" + badge.rsplit(" ", 1)[1]
            elif badge.startswith("engaged with"):
                badge = "Engaged (" + badge[len("engaged with "):] + ")"
            else:
                badge = badge[:1].upper() + badge[1:]
            words.append(badge)
        return words

    def _tap(self, level: WoundLevel) -> None:
        kind, name, value = tapped(self.figurine, level)
        # the box shows the state, not the click: the state that comes back redraws it
        self.boxes[level].setChecked(filled(self.figurine)[level])
        if kind == "wound":
            self.wound_requested.emit(self.fid, name)
        else:
            self.state_requested.emit(self.fid, name, value)

    def _fill_states_menu(self) -> None:
        fig = self.figurine
        menu = self.states_menu
        menu.clear()
        current = {
            "charged": fig.charged, "stunned": fig.stunned, "fleeing": fig.fleeing, "paralysed": fig.paralysed,
            "afraid": fig.afraid, "disengage_failed": fig.disengage_failed, "counter_fired": fig.counter_fired,
            "toxic": fig.toxic, "deployed": fig.presence is Presence.DEPLOYED, "lost": fig.presence is Presence.LOST,
        }
        for name, words in STATE_FLAGS:
            action = menu.addAction(words)
            action.setCheckable(True)
            action.setChecked(current[name])
            action.triggered.connect(lambda checked, n=name: self.state_requested.emit(self.fid, n, int(checked)))
        menu.addSeparator()
        damage = menu.addMenu("Apply a Damage result (worsening rules)")
        for level in TRACK:
            item = damage.addAction(level.label)
            item.triggered.connect(lambda _c=False, lv=level: self.damage_requested.emit(self.fid, lv.value))
        immune = menu.addAction(f"Immune to Fear up to… (now {fig.immune_fear or 'none'})")
        immune.triggered.connect(lambda: self._ask_number("immune_fear", "Immune to Fear up to (0: none)",
                                                          fig.immune_fear))
        if fig.lives_left is not None:
            lives = menu.addAction(f"Lives left… (now {fig.lives_left})")
            lives.triggered.connect(lambda: self._ask_number("lives_left", "Lives left", fig.lives_left or 0))

    def _ask_number(self, state: str, label: str, current: int) -> None:
        value, ok = QInputDialog.getInt(self, self.figurine.name, label, current, 0, 99)
        if ok:
            self.state_requested.emit(self.fid, state, value)


class ArmyColumn(QWidget):
    """One army: its player, losses and remaining AP, then a tile per figurine."""

    wound_requested = Signal(str, str)
    state_requested = Signal(str, str, int)
    damage_requested = Signal(str, str)

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"column-{'AB'[side]}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        layout.addWidget(self.totals)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self.tiles_layout = QVBoxLayout(inner)
        self.tiles_layout.setContentsMargins(0, 0, 4, 0)
        self.tiles_layout.addStretch(1)
        self.scroll.setWidget(inner)
        layout.addWidget(self.scroll, 1)
        self.tiles: dict[str, FigurineTile] = {}
        self._game: object = None

    def update_from(self, state: GameState, acting: bool, highlighted: Sequence[str] = ()) -> None:
        side = self.side
        if self._game is not state.setup:
            self._rebuild(state)
        player = state.setup.sides[side]
        marker = "▶ " if acting else ""
        self.title.setText(f"{marker}{player.name} — {player.army.name}")
        self.title.setToolTip("This side acts now" if acting else "")
        losses = state.losses(side)
        lost_ap = state.lost_ap(side)
        remaining = state.remaining_ap(side)
        on_table = sum(1 for f in state.side_figurines(side) if f.presence is Presence.DEPLOYED)
        self.totals.setText(
            f"Losses: {len(losses)}" + (f" ({lost_ap} AP)" if lost_ap is not None else "")
            + f" · Remaining: {remaining if remaining is not None else '?'} AP"
            + f" · On the table: {on_table}")
        self.totals.setToolTip("AP of the figurines still in play, from their cards"
                               + ("" if remaining is not None else "; a card has no AP: fill it in the Library"))
        for fig in state.side_figurines(side):
            self.tiles[fig.id].update_from(state, fig, fig.id in highlighted)

    def _rebuild(self, state: GameState) -> None:
        for tile in self.tiles.values():
            tile.setParent(None)
            tile.deleteLater()
        self.tiles = {}
        for fig in state.side_figurines(self.side):
            tile = FigurineTile(fig)
            tile.wound_requested.connect(self.wound_requested)
            tile.state_requested.connect(self.state_requested)
            tile.damage_requested.connect(self.damage_requested)
            self.tiles_layout.insertWidget(self.tiles_layout.count() - 1, tile)
            self.tiles[fig.id] = tile
        self._game = state.setup


__all__ = ["ArmyColumn", "FigurineTile", "STATE_FLAGS", "TRACK", "characteristics_line", "filled", "tapped"]
