"""The roster: the data behind it, and the PDF (text, accents, pages, paper, ink)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from companion.printing.roster import render_roster, roster_data, share_text
from companion.rules.army import validate
from companion.printing.wound_track import TRACK_BOXES
from fractions import Fraction
from tests.printing import pdf_tools
from tests.printing.samples import ALL_CARDS, lions_200, rogues

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


def test_a_summary_cell_prints_its_text_as_typed_with_white_space_collapsed() -> None:
    import dataclasses

    army = lions_200()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS))
    text = pdf_tools.flat(render_data(dataclasses.replace(data, ruleset="Core  +  «Crâne» & <x>")))
    assert "Core + «Crâne» & <x>" in text


@pytest.mark.parametrize("ruleset", [
    "Tournament + house rules " + ", ".join(map(str, range(1, 40))),  # wraps between words
    "Tournament+" + "-".join(["house-rule"] * 12),  # one word wider than the cell
])
def test_a_summary_cell_needing_two_lines_wraps_within_its_cell(ruleset: str) -> None:
    import dataclasses

    from companion.printing.drawing import text_width
    from companion.printing.roster_sheet import (SUMMARY_FONT_SIZE, SUMMARY_LEADING,
                                                 SUMMARY_PADDING_X, SUMMARY_PADDING_Y,
                                                 RosterSheet)

    army = lions_200()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS))
    one_line = RosterSheet(data).summary()
    assert one_line.fits()
    assert one_line.measure(500) == 2 * (SUMMARY_LEADING + 2 * SUMMARY_PADDING_Y)

    wide = dataclasses.replace(data, ruleset=ruleset)
    summary = RosterSheet(wide).summary()
    assert not summary.fits()
    summary.measure(500)
    lines = summary.wrapped[1][0]
    assert len(lines) >= 2
    assert "".join(lines).replace(" ", "") == ruleset.replace(" ", "")
    cell = summary.widths[0] - 2 * SUMMARY_PADDING_X
    font = summary.rows[1][0][1]
    assert all(text_width(line, font, SUMMARY_FONT_SIZE) <= cell for line in lines)
    assert summary.heights[1] == len(lines) * SUMMARY_LEADING + 2 * SUMMARY_PADDING_Y
    text = pdf_tools.flat(render_data(wide))
    assert "house" in text and "Lions at the ford" in text


def test_violation_lines_wrap_with_their_source_in_italic() -> None:
    from companion.printing.fonts import ITALIC, REGULAR
    from companion.printing.roster_sheet import wrap_runs

    runs = [("✗ " + "a long message " * 12 + "(entry 4)", REGULAR), ("— Booklet, «x» & <y>", ITALIC)]
    lines = wrap_runs(runs, 8.5, 200)
    assert len(lines) > 2
    words = [word for line in lines for text, _font in line for word in text.split()]
    assert words == " ".join(text for text, _font in runs).split()
    fonts = [font for line in lines for text, font in line for _word in text.split()]
    assert fonts == [REGULAR] * len(runs[0][0].split()) + [ITALIC] * len(runs[1][0].split())


def render_data(data: object) -> bytes:
    from companion.printing.roster_sheet import RosterSheet

    buffer = io.BytesIO()
    RosterSheet(data).render(buffer)  # type: ignore[arg-type]
    return buffer.getvalue()


def test_a_long_name_in_the_footer_is_cut_short_beside_the_page_number() -> None:
    import dataclasses

    from companion.printing.drawing import text_width
    from companion.printing.fonts import REGULAR
    from companion.printing.roster_sheet import shortened

    assert shortened("Roster · Lions", REGULAR, 7, 500) == "Roster · Lions"
    long = "Roster · " + "A very long army name «Crâne» " * 10
    short = shortened(long, REGULAR, 7, 300)
    assert short.endswith("…") and long.startswith(short[:-1])
    assert 300 - 15 < text_width(short, REGULAR, 7) <= 300  # the room used, a word at most left

    army = lions_200()
    data = roster_data(army, ALL_CARDS, validate(army, ALL_CARDS))
    text = pdf_tools.text(render_data(dataclasses.replace(data, name="A very long army name " * 8)))
    footer = [line for line in text.splitlines() if "page 1 · companion" in line]
    assert footer and "…" in footer[0]
