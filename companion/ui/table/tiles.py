"""A column per army, a tile per figurine.

A tile shows the figurine's name, its wound track as five boxes (Stunned, Light, Serious,
Critical, Killed: filled boxes are marked with a dot and words, never colour alone), its state
badges in the engine's words, its effective INI / ATT / DEF after the Charge, Fear and
wound penalties (:func:`companion.rules.game.guide.effective`), each explained in a tooltip,
and the options its entry takes, a line per kind (artefacts, spells, miracles, equipment...).
Tapping a box sets that wound level by hand (a correction); the States button sets or clears a
state, or applies a Damage result by the wound rules (a spell, a fall: worsening, lives). All
are engine actions (SetWound, SetState): logged and undoable.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
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

from companion.i18n import ENGLISH, N_, current_language, render, tr, trn
from companion.i18n import vocabulary as vocab
from companion.i18n.option_words import kind_lines, taken_options
from companion.i18n.render import listing
from companion.rules.card import Card
from companion.rules.game import Figurine, GameState, Presence, WoundLevel
from companion.rules.game.guide import effective
from companion.rules.game.state import CHANGEABLE
from companion.rules.message import Message, Signed

TRACK: tuple[WoundLevel, ...] = (WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL,
                                 WoundLevel.KILLED)
"""The five boxes of the wound track, in order."""

HIGHLIGHT_WIDTH = 4

TRACK_WORDS = {WoundLevel.STUNNED: "Stunned", WoundLevel.LIGHT: "Light", WoundLevel.SERIOUS: "Serious",
               WoundLevel.CRITICAL: "Critical", WoundLevel.KILLED: "Killed"}

STATE_FLAGS: tuple[tuple[str, str], ...] = (
    ("charged", N_("Charged (-1 INI, ATT, DEF this round)")),
    ("stunned", N_("Stunned (-1 on its dice this round)")),
    ("fleeing", N_("Fleeing")),
    ("paralysed", N_("Paralysed by dread")),
    ("afraid", N_("Afraid (-1 INI, ATT, DEF this round)")),
    ("disengage_failed", N_("Failed to disengage")),
    ("counter_fired", N_("Counter-fired")),
    ("toxic", N_("Toxic fighter this round")),
    ("deployed", N_("On the Battleground")),
    ("lost", N_("Lost (a loss for its side)")),
)
"""The states a tile sets or clears by hand (SetState names) with their words (English; shown
through :func:`state_words`)."""

BADGE_WORDS: dict[str, str] = {
    "game.state-charged": N_("Charged"), "game.state-charging": N_("Charging"), "game.state-stunned": N_("Stunned"),
    "game.state-fleeing": N_("Fleeing"), "game.state-paralysed": N_("Paralysed"), "game.state-afraid": N_("Afraid"),
    "game.state-disengage-failed": N_("Failed to disengage"), "game.state-counter-fired": N_("Counter-fired"),
    "game.state-fierce-doomed": N_("Fierce (dies at the end of the round)"), "game.state-toxic": N_("Toxic"),
    "game.state-war-fury": N_("War fury"), "game.state-additional-limb": N_("Additional limb (ATT and DEF swapped)"),
    "game.state-diving": N_("Diving (+3 INI, ATT, STR)"), "game.state-rallying-cry": N_("Immune to Fear this round"),
    "game.state-concealed": N_("Concealed"), "game.state-blood-brother-dead": N_("Blood brother dead (-1)"),
}
"""The engine's state badges (Figurine.states, by message id) as a tile shows them (English;
translated when shown)."""

NOT_BADGES = ("game.state-not-deployed", "game.state-lost")
"""States the tile's title says rather than a badge."""


def state_words(name: str) -> str:
    """A hand-set state's words in the current language."""
    return tr(dict(STATE_FLAGS)[name])


def badge_words(badge: Message) -> str:
    """One of the engine's state badges as a tile shows it, in the current language."""
    if badge.id == "game.state-immune-fear":
        return tr("Immune to Fear ≤{fear}", fear=badge["fear"])
    if badge.id == "game.state-engaged-with":
        return tr("Engaged ({figurines})", figurines=badge["figurines"])
    if badge.id == "game.state-lives-left":
        count = badge["count"]
        assert isinstance(count, int)
        return trn("{count} life left", "{count} lives left", count)
    if badge.id == "game.state-mutagenic":
        return tr("Mutagenic +{points}", points=badge["points"])
    words = BADGE_WORDS.get(badge.id)
    return tr(words) if words is not None else render(badge)


def track_word(level: WoundLevel) -> str:
    """A box of the wound track, short enough for a box at arm's length: the English word
    (Light, Serious...), or the vocabulary's term where the three wounds keep only what tells
    them apart ("Blessure légère" -> "Légère"; the box's tooltip gives the whole term)."""
    if current_language() == ENGLISH:
        return TRACK_WORDS[level]
    words = vocab.label(level)
    if level.is_wound:
        words = words.split(" ", 1)[-1]
    return words[:1].upper() + words[1:]


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
    """The effective characteristics in words, and why they differ from the card (the short
    names as the cards print them in the current language: vocabulary.short)."""
    parts = []
    why = []
    for key in ("initiative", "attack", "defence"):
        short = vocab.short(key)
        printed = getattr(card, key)
        value = values.get(key)
        if value is None:
            parts.append(f"{short} ?")
            continue
        if printed is not None and value != printed:
            parts.append(f"{short} {value} ({printed})")
        else:
            parts.append(f"{short} {value}")
    for key in ("strength", "resilience", "aim"):
        value = getattr(card, key)
        if value is not None:
            parts.append(f"{vocab.short(key)} {value}")
    if card.fear is not None:
        parts.append(f"{vocab.short('fear')} {card.fear}")
    elif card.courage is not None:
        parts.append(f"{vocab.short('courage')} {card.courage}")
    if card.movement is not None:
        parts.append(f"{vocab.short('movement')} {card.movement:g}")
    penalty = values.get("die_penalty") or 0
    if penalty:
        parts.append(tr("dice {modifier}", modifier=render(Signed(penalty))))
    if fig.charged:
        why.append(tr("Charged: -1 INI, ATT and DEF until the end of the round (booklet, movement phase, Charging)"))
    if fig.afraid:
        why.append(tr("Afraid: -1 INI, ATT and DEF until the end of the round (booklet, Influence of Fear)"))
    if penalty:
        reasons = []
        if fig.wound.is_wound:
            reasons.append(vocab.label(fig.wound))
        if fig.stunned:
            reasons.append(vocab.label(WoundLevel.STUNNED))
        joined = listing(reasons) or tr("Its state")
        why.append(tr("{reasons}: {modifier} on its dice (booklet, wound table)", reasons=joined,
                      modifier=render(Signed(penalty))))
    if not why:
        why.append(tr("As printed on the card {name} ({card}).", name=card.name, card=card.id))
    return " · ".join(parts), "\n".join(why)


class FigurineTile(QFrame):
    """One figurine: name, wound track, badges, effective characteristics, hand corrections."""

    wound_requested = Signal(str, str)
    """(figurine id, wound level) to set by hand."""
    state_requested = Signal(str, str, int)
    """(figurine id, state, value) to set by hand."""
    damage_requested = Signal(str, str)
    """(figurine id, wound level) to apply as a Damage result (a spell, a fall...)."""
    modifier_requested = Signal(str, str, int)
    """(figurine id, characteristic, value) changed by hand."""

    def __init__(self, fig: Figurine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fid = fig.id
        self.figurine = fig
        self.card: Card | None = None
        self.highlighted = False
        self.setObjectName(f"tile-{fig.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # As tall as its rows need at its width (a name wrapped to three lines, the boxes on two
        # rows): a Maximum policy held it to its unwrapped height and the rows overlapped.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.name_label = QLabel()
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        self.name_label.setWordWrap(True)  # a long name must not push the boxes out of the column
        top.addWidget(self.name_label, 1)
        self.states_button = QToolButton()
        self.states_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.states_menu = QMenu(self.states_button)
        self.states_menu.aboutToShow.connect(self._fill_states_menu)
        self.states_button.setMenu(self.states_menu)
        self.states_button.setMinimumHeight(36)
        top.addWidget(self.states_button)
        layout.addLayout(top)
        self.track = QGridLayout()
        self.track.setSpacing(4)
        self.track_columns = 0
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
            box.clicked.connect(lambda _checked=False, lv=level: self._tap(lv))
            self.boxes[level] = box
        self._lay_track(len(TRACK))
        layout.addLayout(self.track)
        self.badges_label = QLabel()
        self.badges_label.setWordWrap(True)
        self.badges_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.badges_label)
        self.stats_label = QLabel()
        self.stats_label.setWordWrap(True)
        layout.addWidget(self.stats_label)
        self.options_label = QLabel()  # the options its entry takes: artefacts, equipment, spells...
        self.options_label.setWordWrap(True)
        layout.addWidget(self.options_label)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The tile's fixed words in the current language (the rest is set by update_from)."""
        self.states_button.setText(tr("States ▾"))
        self.states_button.setToolTip(tr("Set or clear a state by hand (logged, undoable)"))
        for level, box in self.boxes.items():
            box.setToolTip(tr("Tap to set {level} by hand (tap the current level to take it back)",
                              level=vocab.label(level)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def update_from(self, state: GameState, fig: Figurine, highlight: bool = False) -> None:
        """Show ``fig`` as it is in ``state``."""
        self.figurine = fig
        card = state.card_of(fig)
        self.card = card
        where = {Presence.WAITING: " — " + tr("not deployed"),
                 Presence.LOST: " — " + tr("lost")}.get(fig.presence, "")
        self.name_label.setText(f"{fig.name}  [{fig.id}]{where}")
        marks = filled(fig)
        for level, box in self.boxes.items():
            on = marks[level]
            box.setChecked(on)
            box.setText(("● " if on else "○ ") + track_word(level))
            box.setAccessibleName(f"{fig.id} {track_word(level)} " + (tr("filled") if on else tr("empty")))
        self._fit_track()
        badges = list(self._badges(fig))
        self.badges_label.setText(" ".join(
            f"<span style='border:1px solid palette(mid); padding:2px 6px;'>&nbsp;{b}&nbsp;</span>"
            for b in badges) if badges else "<i>" + tr("no state") + "</i>")
        self.badges_label.setToolTip("\n".join(badges))
        values = effective(state, fig.id)
        text, why = characteristics_line(fig, card, values)
        self.stats_label.setText(text)
        self.stats_label.setToolTip(why)
        taken = taken_options(state.entry_of(fig), card)
        self.options_label.setText("\n".join(kind_lines(taken)))
        self.options_label.setToolTip("\n".join(kind_lines(taken, costs=True)))
        self.options_label.setVisible(bool(taken))
        if highlight != self.highlighted:
            self.highlighted = highlight
            self.update()

    def _lay_track(self, columns: int) -> None:
        """The five boxes on one row, or on two (3 + 2) when the tile is too narrow for their
        words: a box reads "Stunned", never "S...ned"."""
        if columns == self.track_columns:
            return
        self.track_columns = columns
        for box in self.boxes.values():
            self.track.removeWidget(box)
        for column in range(len(TRACK)):
            self.track.setColumnStretch(column, 1 if column < columns else 0)
        for index, box in enumerate(self.boxes.values()):
            self.track.addWidget(box, index // columns, index % columns)

    def _track_fits(self, columns: int, width: int) -> bool:
        needed = sum(sorted((box.sizeHint().width() for box in self.boxes.values()), reverse=True)[:columns])
        return needed + self.track.spacing() * (columns - 1) <= width

    def _fit_track(self) -> None:
        margins = self.contentsMargins()
        layout = self.layout()
        if layout is not None:
            margins = margins + layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        self._lay_track(len(TRACK) if self._track_fits(len(TRACK), width) else 3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_track()

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
        return [badge_words(badge) for badge in fig.states() if badge.id not in NOT_BADGES]

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
        for name, _words in STATE_FLAGS:
            action = menu.addAction(state_words(name))
            action.setCheckable(True)
            action.setChecked(current[name])
            action.triggered.connect(lambda checked, n=name: self.state_requested.emit(self.fid, n, int(checked)))
        menu.addSeparator()
        damage = menu.addMenu(tr("Apply a Damage result (worsening rules)"))
        for level in TRACK:
            item = damage.addAction(vocab.label(level))
            item.triggered.connect(lambda _c=False, lv=level: self.damage_requested.emit(self.fid, lv.value))
        immune = menu.addAction(tr("Immune to Fear up to… (now {fear})",
                                   fear=str(fig.immune_fear) if fig.immune_fear else tr("none")))
        immune.triggered.connect(lambda: self._ask_number("immune_fear", tr("Immune to Fear up to (0: none)"),
                                                          fig.immune_fear))
        if fig.lives_left is not None:
            lives = menu.addAction(tr("Lives left… (now {count})", count=fig.lives_left))
            lives.triggered.connect(lambda: self._ask_number("lives_left", tr("Lives left"),
                                                             fig.lives_left or 0))
        modify = menu.addAction(tr("Change a characteristic (a spell, an artefact)…"))
        modify.triggered.connect(lambda: self.ask_modifier())

    def ask_modifier(self) -> None:
        """A characteristic changed by hand until set back to 0 (a Resilience below 0 kills
        outright: the engine applies it)."""
        card = self.card
        names = [c for c in CHANGEABLE if card is not None and getattr(card, c) is not None]
        shown = [vocab.name(vocab.Kind.CHARACTERISTIC, c) for c in names]
        if not names:
            return
        chosen, ok = QInputDialog.getItem(self, self.figurine.name, tr("Characteristic"), shown, 0, False)
        if not ok:
            return
        name = names[shown.index(chosen)]
        current = dict(self.figurine.modifiers).get(name, 0)
        value, ok = QInputDialog.getInt(self, self.figurine.name, tr("Change by (0: back to the card)"), current,
                                        -20, 20)
        if ok:
            self.modifier_requested.emit(self.fid, name, value)

    def _ask_number(self, state: str, label: str, current: int) -> None:
        value, ok = QInputDialog.getInt(self, self.figurine.name, label, current, 0, 99)
        if ok:
            self.state_requested.emit(self.fid, state, value)


class ArmyColumn(QWidget):
    """One army: its player, losses and remaining AP, then a tile per figurine."""

    wound_requested = Signal(str, str)
    state_requested = Signal(str, str, int)
    damage_requested = Signal(str, str)
    modifier_requested = Signal(str, str, int)

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
        self.tiles_scroll = QScrollArea()
        self.tiles_scroll.setWidgetResizable(True)
        self.tiles_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.tiles_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self.tiles_layout = QVBoxLayout(inner)
        self.tiles_layout.setContentsMargins(0, 0, 4, 0)
        self.tiles_layout.addStretch(1)
        self.tiles_scroll.setWidget(inner)
        layout.addWidget(self.tiles_scroll, 1)
        self.tiles: dict[str, FigurineTile] = {}
        self._game: object = None

    def update_from(self, state: GameState, acting: bool, highlighted: Sequence[str] = ()) -> None:
        side = self.side
        if self._game is not state.setup:
            self._rebuild(state)
        player = state.setup.sides[side]
        marker = "▶ " if acting else ""
        # The player's name beside the list's; a side without a player is its list.
        self.title.setText(f"{marker}{player.player} — {player.army.name}" if player.player_named
                           else f"{marker}{player.army.name}")
        self.title.setToolTip(tr("This side acts now") if acting else "")
        losses = state.losses(side)
        lost_ap = state.lost_ap(side)
        remaining = state.remaining_ap(side)
        on_table = sum(1 for f in state.side_figurines(side) if f.presence is Presence.DEPLOYED)
        ap = vocab.short("ap")
        self.totals.setText(
            tr("Losses: {count}", count=len(losses)) + (f" ({lost_ap} {ap})" if lost_ap is not None else "")
            + " · " + tr("Remaining: {ap} AP", ap=str(remaining) if remaining is not None else "?")
            + " · " + tr("On the table: {count}", count=on_table))
        self.totals.setToolTip(tr("AP of the figurines still in play, their options included, as their list counts them")
                               + ("" if remaining is not None else tr("; a card has no AP: fill it in the Library")))
        for fig in state.side_figurines(side):
            self.tiles[fig.id].update_from(state, fig, fig.id in highlighted)
        # Lay the tiles out now: a badge or a wrapped line more must never overlap the next row
        # while the layout requests climb the widget tree one event-loop turn at a time.
        for tile in self.tiles.values():
            layout = tile.layout()
            if layout is not None:
                layout.activate()
        self.tiles_layout.activate()

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
            tile.modifier_requested.connect(self.modifier_requested)
            self.tiles_layout.insertWidget(self.tiles_layout.count() - 1, tile)
            self.tiles[fig.id] = tile
        self._game = state.setup


__all__ = ["ArmyColumn", "FigurineTile", "STATE_FLAGS", "TRACK", "characteristics_line", "filled", "tapped"]
