"""The roster: the data behind it, and the PDF (text, accents, pages, paper, ink)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from companion.printing.roster import roster_data, share_text
from companion.printing.roster_sheet import render_roster
from companion.rules.army import validate
from companion.printing.wound_track import TRACK_BOXES
from fractions import Fraction
from tests.printing import pdf_tools
from tests.printing.samples import ALL_CARDS, lions_200, rogues
from tests.refusals import refused

A4 = (595.3, 841.9)
LETTER = (612.0, 792.0)


def render(army: object, paper: str = "a4") -> bytes:
    validation = validate(army, ALL_CARDS)  # type: ignore[arg-type]
    buffer = io.BytesIO()
    pages = render_roster(army, ALL_CARDS, validation, buffer, paper)  # type: ignore[arg-type]
    pdf = buffer.getvalue()
    assert pages == pdf_tools.page_count(pdf)
    return pdf


def test_data_of_a_legal_200_ap_list() -> None:
    army = lions_200()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS))
    assert (data.name, data.people, data.ruleset) == ("Lions at the ford", "Lions of Alahan", "Core (booklet)")
    assert (data.points, data.total_ap, data.allowance, data.ally_ap) == ("200", 200, 6, 42)
    assert data.ally_share == "21% of 30%"
    assert data.legal and data.violations == () and data.house_rules == ()
    assert [(c.number, c.name, c.figures, c.entry_ap) for c in data.cards] == [
        (1, "Paladin", 3, "99"), (2, "Paladin", 1, "33"),
        (3, "Griffin Magistrate", 2, "42"), (4, "Alahan Spearman", 2, "26"),
    ]
    magistrate = data.cards[2]
    assert magistrate.people == "Griffins of Akkylannie"
    assert magistrate.abilities == ("Bravery", "Leadership/10", "Alliance/tir-na-bor")
    assert magistrate.equipment == ("Pistol, STR 6, 10/15/20 cm",)
    assert [c.printed for c in magistrate.cells][:6] == ["10", "3", "3", "6", "4", "5"]
    assert magistrate.track.boxes == TRACK_BOXES
    assert data.figurines == 8


def test_data_of_an_illegal_list_keeps_every_entry_and_names_the_violations() -> None:
    army = rogues()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS))
    assert not data.legal
    assert data.ruleset == "Tournament + house rules 15, 21" and data.house_rules == (15, 21)
    rules = [v.rule for v in data.violations]
    assert "card.unknown" in rules and "alliance.forbidden" in rules
    unknown = next(v for v in data.violations if v.rule == "card.unknown")
    assert unknown.entries == (4,)  # the 4th entry, counted from 1 as printed
    assert unknown.source == "Booklet, Setting up the game"
    assert [c.known for c in data.cards] == [True, True, True, False]
    ghost = data.cards[3]
    assert ghost.name == "nope/unknown" and ghost.ap == "?" and ghost.entry_ap == "?"
    assert all(c.printed in ("?", "–") for c in ghost.cells)
    crane = data.cards[1]
    assert crane.track.lives == 3 and crane.ap == "?"
    assert data.cards[2].track.ability == "Enormous"


@pytest.mark.parametrize(("share", "text"), [(Fraction(0), "0%"), (Fraction(21, 100), "21%"), (Fraction(51, 200), "25.5%"), (Fraction(3, 10), "30%")])
def test_share_text(share: Fraction, text: str) -> None:
    assert share_text(share) == text


def test_pdf_text_has_the_names_numbers_and_accents() -> None:
    text = pdf_tools.flat(render(lions_200()))
    for expected in ("Lions at the ford", "Lions of Alahan", "Core (booklet)", "LEGAL ✓",
                     "21% of 30%", "Griffin Magistrate", "Pistol, STR 6, 10/15/20 cm",
                     "Leadership/10", "Alahan Spearman", "99 AP", "Stunned Light Serious Critical Killed",
                     "1-0-1"):
        assert expected in text, expected
    # One row per figurine: #1 to #3 for the three Paladins.
    assert "#3" in text and "#4" not in text


def test_user_text_with_ampersand_and_angle_brackets_prints_exactly_as_typed() -> None:
    text = pdf_tools.flat(render(rogues()))
    assert "Tom & <Jerry> «Crâne»" in text
    assert "Tom & <Jerry> of Bran-Ô-Kor" in text
    assert "The Almighty Crâne" in text
    assert "NOT LEGAL ✗" in text
    assert "The card 'nope/unknown' is not in the library" in text
    assert "(entry 4) — Booklet, Setting up the game" in text
    assert "UNKNOWN CARD nope/unknown" in text
    assert "Kill 1 → Serious" in text and "Kill 2 → dead" in text
    assert "Tournament + house rules 15, 21" in text


def test_fonts_are_the_embedded_dejavu_only() -> None:
    assert pdf_tools.fonts(render(rogues())) <= {
        "DejaVuSans", "DejaVuSans-Bold", "DejaVuSansCondensed", "DejaVuSansCondensed-Bold",
        "DejaVuSansCondensed-Oblique", "DejaVuSansCondensed-BoldOblique",
    }


@pytest.mark.parametrize(("paper", "box"), [("a4", A4), ("letter", LETTER), ("LETTER", LETTER)])
def test_paper_sizes(paper: str, box: tuple[float, float]) -> None:
    assert pdf_tools.media_boxes(render(lions_200(), paper)) == {box}


def test_a_long_list_flows_onto_more_pages_with_every_entry() -> None:
    from companion.rules.army import ArmyList, Entry

    army = ArmyList(name="Many", people="alahan", points=2000,
                    entries=tuple(Entry("alahan/paladin", 3) for _ in range(20)))
    pdf = render(army)
    assert pdf_tools.page_count(pdf) >= 3
    text = pdf_tools.flat(pdf)
    assert all(f"{n} · Paladin" in text for n in range(1, 21))
    assert text.count("· Paladin") - text.count("Paladin (continued)") == 20


def test_a_block_taller_than_the_page_space_left_splits_between_figurine_rows() -> None:
    from companion.rules.army import ArmyList, Entry
    from companion.rules.card import Card
    from tests.printing.samples import abilities

    giant = Card(id="mid-nor/giant", name="Gigantic thing", people="mid-nor", ap=10,
                 figures_per_card=20, abilities=abilities("Gigantic"))
    cards = {**ALL_CARDS, giant.id: giant}
    army = ArmyList(name="Giants", people="mid-nor", points=400,
                    entries=(Entry("mid-nor/giant", 20), Entry("mid-nor/giant", 20)))
    buffer = io.BytesIO()
    render_roster(army, cards, validate(army, cards), buffer, "letter")
    text = pdf_tools.flat(buffer.getvalue())
    assert "Gigantic thing (continued)" in text
    assert text.count("#20") == 2 and text.count("Kill 4 → dead") == 40


def test_rendered_pages_are_not_blank(tmp_path: Path, pdftoppm: str) -> None:
    path = tmp_path / "roster.pdf"
    army = rogues()
    render_roster(army, ALL_CARDS, validate(army, ALL_CARDS), path, "letter")
    pages = pdf_tools.rendered_pages(path, tmp_path)
    assert len(pages) == pdf_tools.page_count(path)
    for page in pages:
        dark, variance = pdf_tools.ink(page)
        assert dark > 200 and variance > 100


def lions_data(**changes: object) -> object:
    """The data of the legal Lions list, with ``changes``."""
    import dataclasses

    army = lions_200()
    return dataclasses.replace(roster_data(army, ALL_CARDS, validate(army, ALL_CARDS)), **changes)


def test_a_summary_cell_prints_its_text_as_typed_with_white_space_collapsed() -> None:
    text = pdf_tools.flat(render_data(lions_data(ruleset="Core  +  «Crâne» & <x>")))
    assert "Core + «Crâne» & <x>" in text


@pytest.mark.parametrize("ruleset", [
    "Tournament + house rules " + ", ".join(map(str, range(1, 40))),  # wraps between words
    "Tournament+" + "-".join(["house-rule"] * 12),  # one word wider than the cell
])
def test_a_summary_cell_needing_two_lines_wraps_within_its_cell(ruleset: str) -> None:
    from companion.printing.roster_sheet import RosterSheet

    one_line = RosterSheet(lions_data())  # type: ignore[arg-type]
    _, low = one_line.summary().wrap(one_line.frame_width, 1000)
    wide = RosterSheet(lions_data(ruleset=ruleset))  # type: ignore[arg-type]
    width, high = wide.summary().wrap(wide.frame_width, 1000)
    assert abs(width - wide.frame_width) < 0.01  # no wider than the frame
    assert high > low  # the cell took more lines
    text = pdf_tools.flat(render_data(lions_data(ruleset=ruleset)))
    assert "Lions at the ford" in text
    if " " in ruleset:
        assert ruleset in text  # broken between words only


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_summary_label_holds_in_its_column(language: str, paper: str) -> None:
    """A label such as "Dépassement autorisé" holds on one line where the other columns have
    room to spare, and never breaks inside a word."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from companion.i18n import using_language
    from companion.printing.fonts import BOLD
    from companion.printing.roster_sheet import RosterSheet

    army = rogues()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS), language=language)
    with using_language(language):
        sheet = RosterSheet(data, paper)
        labels, _values = sheet.summary_cells()
        widths = sheet.summary_widths()
    assert abs(sum(widths) - sheet.frame_width) < 0.01
    size = sheet.styles["cell"].fontSize
    padding = 2 * sheet.summary_padding_x
    for label, width in zip(labels, widths):
        assert max(stringWidth(word, BOLD, size) for word in label.split()) + padding <= width
        assert stringWidth(label, BOLD, size) + padding <= width, label  # room for one line here
    if language == "fr":
        buffer = io.BytesIO()
        render_roster(army, ALL_CARDS, validate(army, ALL_CARDS), buffer, paper, language="fr")
        assert "Dépassement autorisé" in pdf_tools.flat(buffer.getvalue())


def test_columns_are_widened_to_their_needs_from_the_others_spare_room() -> None:
    from companion.printing.roster_sheet import widened

    assert widened([50, 50, 100], [40, 40, 40]) == [50, 50, 100]  # every need met already
    # 10 short in the first column: the 70 to spare give it in proportion (10 and 60).
    result = widened([50, 50, 100], [60, 40, 40])
    assert result == pytest.approx([60, 50 - 10 * 10 / 70, 100 - 10 * 60 / 70])
    # Not room for all: the smallest shortfall first, the rest to the next.
    result = widened([50, 50, 100], [55, 200, 90])
    assert result == pytest.approx([55, 55, 90])
    assert sum(result) == pytest.approx(200)


def test_violation_lines_wrap_with_their_source_in_italic() -> None:
    from companion.printing.roster import RosterViolation
    from companion.printing.roster_sheet import RosterSheet

    violation = RosterViolation(rule="x", message="a long message " * 12, source="Booklet, «x» & <y>",
                                entries=(4,))
    line = RosterSheet(lions_data()).violation_line(violation, "✗")  # type: ignore[arg-type]
    _, height = line.wrap(200, 1000)
    assert height > 2 * line.style.leading
    assert line.getPlainText() == "✗ " + "a long message " * 12 + "(entry 4) — Booklet, «x» & <y>"
    assert "DejaVuSansCondensed-Oblique" in pdf_tools.fonts(render(rogues()))  # the sources


def render_data(data: object) -> bytes:
    from companion.printing.roster_sheet import RosterSheet

    buffer = io.BytesIO()
    RosterSheet(data).render(buffer)  # type: ignore[arg-type]
    return buffer.getvalue()


def test_a_long_name_in_the_footer_is_cut_short_beside_the_page_number() -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from companion.printing.fonts import REGULAR
    from companion.printing.sheet import shortened

    assert shortened("Roster · Lions", REGULAR, 7, 500) == "Roster · Lions"
    long = "Roster · " + "A very long army name «Crâne» " * 10
    short = shortened(long, REGULAR, 7, 300)
    assert short.endswith("…") and long.startswith(short[:-1])
    assert 300 - 15 < stringWidth(short, REGULAR, 7) <= 300  # the room used, a word at most left

    text = pdf_tools.text(render_data(lions_data(name="A very long army name " * 8)))
    footer = [line for line in text.splitlines() if line.startswith("Roster · A very long")]
    assert footer and footer[0].endswith("…") and "page 1 · companion" in text


def test_a_card_whose_text_is_taller_than_a_page_is_bad_input_not_a_traceback() -> None:
    from companion.rules.army import ArmyList, Entry
    from companion.rules.card import Card
    from tests.printing.samples import abilities

    card = Card(id="x/y", name="Y", people="alahan", ap=10, figures_per_card=3,
                abilities=abilities(*[f"Ability number {n}/{n}" for n in range(600)]))
    army = ArmyList(name="Big", people="alahan", points=200, entries=(Entry("x/y", 2),))
    with refused("printing.too-tall"):
        render_roster(army, {card.id: card}, validate(army, {card.id: card}), io.BytesIO())


def _with_options():  # type: ignore[no-untyped-def]
    """The Lions at the ford, the Magistrate with an arquebus and two potions."""
    from dataclasses import replace

    from companion.rules.card import Option, OptionKind

    magistrate = replace(ALL_CARDS["griffin/magistrate"], options=(
        Option("griffin/magistrate/arquebus", "Arquebus", OptionKind.EQUIPMENT, ap=4, strength=8,
               ranges=(20.0, 40.0, 60.0)),
        Option("griffin/magistrate/potion", "Healing potion", OptionKind.ARTEFACT, ap=2),
        Option("griffin/magistrate/prayer", "Prayer of the Temple", OptionKind.MIRACLE, faith=2),
    ))
    cards = {**ALL_CARDS, magistrate.id: magistrate}
    army = lions_200()
    entries = list(army.entries)
    entries[2] = replace(entries[2], options=("griffin/magistrate/potion", "griffin/magistrate/arquebus",
                                              "griffin/magistrate/potion", "griffin/magistrate/prayer"))
    return replace(army, entries=tuple(entries)), cards


def test_the_roster_prints_each_entry_s_options_by_kind_with_their_costs() -> None:
    army, cards = _with_options()
    data = roster_data(army, cards, validate(army, cards))
    assert data.cards[2].options == (
        ("Artefact", "Healing potion ×2 (2 AP)"),
        ("Miracle", "Prayer of the Temple (2 FAITH)"),
        ("Equipment", "Arquebus (4 AP; STR 8, 20 / 40 / 60 cm)"),
    )
    assert data.cards[0].options == ()
    buffer = io.BytesIO()
    render_roster(army, cards, validate(army, cards), buffer)
    text = pdf_tools.flat(buffer.getvalue())
    for expected in ("Artefact: Healing potion ×2 (2 AP)", "Miracle: Prayer of the Temple (2 FAITH)",
                     "Equipment: Arquebus (4 AP; STR 8, 20 / 40 / 60 cm)"):
        assert expected in text, expected


def test_an_entry_s_figurines_are_counted_in_the_singular_or_the_plural() -> None:
    """A one-figurine entry says "1 figurine of 3" ("1 figurine sur 3"), not "figurines"."""
    from companion.i18n import using_language

    for language, one, three in (("en", "1 figurine of", "3 figurines of"),
                                 ("fr", "1 figurine sur", "3 figurines sur")):
        with using_language(language):
            text = pdf_tools.flat(render(lions_200()))
        assert one in text and three in text, language
        assert "1 figurines" not in text and "1 of " not in text, language


def test_what_a_c5_card_does_not_say_is_said_once_in_its_header() -> None:
    """A C5 card gives no rank, size, base nor figures per card: its header names them once
    ("not known: rank, size and base"), not as "? · ?, ? · 1 figurine of ?"; a Character of
    unknown rank is still a Character, of one figurine; the list warns once about blisters."""
    from dataclasses import replace

    from companion.i18n import using_language
    from companion.rules.army import ArmyList, Entry
    from companion.rules.card import Card

    wolf = Card(id="acheron/black-wolf", name="Black wolf", people="acheron", ap=35, figures_per_card=None,
                movement=17.5, initiative=4, attack=5, strength=8, defence=4, resilience=7, fear=7, discipline=2,
                edition="c5")
    centaur = replace(wolf, id="acheron/centaur", name="Centaur", ap=19)
    alderan = replace(wolf, id="acheron/alderan", name="Alderan", ap=73, character=True)
    cards = {card.id: card for card in (wolf, centaur, alderan)}
    army = ArmyList(name="Acheron 200", people="acheron", points=127,
                    entries=(Entry(wolf.id), Entry(centaur.id), Entry(alderan.id)))
    validation = validate(army, cards)
    data = roster_data(army, cards, validation)
    assert [c.identity for c in data.cards] == [(), (), ("Character",)]
    assert data.cards[0].not_known == ("rank", "size", "base")
    blisters = [w for w in data.warnings if w.rule == "card.figures-unknown"]
    assert [w.entries for w in blisters] == [(1, 2)]
    for language, header, character in (
            ("en", "Shadows of Acheron · 1 figurine · card AP 35 · 35 AP · not known: rank, size and base",
             "Shadows of Acheron · Character · 1 figurine of 1 · card AP 73 · 73 AP"),
            ("fr", "Shadows of Acheron · 1 figurine · PA de la carte 35 · 35 PA · pas dans les sources : "
                   "rang, taille et socle",
             "Shadows of Acheron · Personnage · 1 figurine sur 1 · PA de la carte 73 · 73 PA")):
        with using_language(language):
            buffer = io.BytesIO()
            render_roster(army, cards, validation, buffer)
        text = pdf_tools.flat(buffer.getvalue())
        assert header in text and character in text, language
        assert "?," not in text and "of ?" not in text and "sur ?" not in text, language
        assert text.count("how many figurines") + text.count("combien de figurines") == 1, language
