"""Card proxies: one face per card asked for, nine to a page, 63 x 88 mm, on A4 and Letter."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from companion.printing.paper import MM, Paper
from companion.printing.proxies import army_proxies, proxy_face, proxy_faces
from companion.printing.proxy_sheet import render_proxies
from companion.printing.proxy_sheet import ProxySheet
from tests.printing import pdf_tools
from tests.printing.samples import ALL_CARDS, CRANE, CYNWALL, DAIKINEE, MAGISTRATE, ORC, lions_200, rogues
from tests.refusals import refused


def test_card_size_is_63_by_88_mm() -> None:
    assert round(ProxySheet.card_width / MM, 6) == 63 and round(ProxySheet.card_height / MM, 6) == 88


@pytest.mark.parametrize("paper", list(Paper))
def test_a_3_by_3_grid_fits_the_paper_with_room_for_cut_marks(paper: Paper) -> None:
    width, height = paper.size
    assert (ProxySheet.per_row, ProxySheet.per_column) == (3, 3)
    assert (width - 3 * ProxySheet.card_width) / 2 > 5 * MM
    assert (height - 3 * ProxySheet.card_height) / 2 > 5 * MM


def test_faces_repeat_each_card_by_its_count_in_order() -> None:
    faces = proxy_faces([(MAGISTRATE, 2), (CRANE, 0), (DAIKINEE, 1)])
    assert [f.name for f in faces] == ["Griffin Magistrate", "Griffin Magistrate", "Daïkinee Dryad"]
    face = faces[0]
    assert (face.people, face.identity, face.ap, face.figures, face.not_known) == (
        "Griffins of Akkylannie", ("Regular", "Normal, infantry"), "21", 2, ())
    assert [c.printed for c in face.cells] == ["10", "3", "3", "6", "4", "5", "3", "5", "6", "–", "1-0-1"]
    assert face.equipment == ("Pistol, STR 6, 10/15/20 cm",)
    assert not face.has_missing and faces[2].has_missing


@pytest.mark.parametrize("count", [-1, 1.5, True])
def test_a_bad_count_is_bad_input(count: object) -> None:
    with refused("printing.proxy-count", card="'Griffin Magistrate'"):
        proxy_faces([(MAGISTRATE, count)])  # type: ignore[list-item]


def test_army_proxies_one_per_entry_and_unknown_cards_refused() -> None:
    wanted = army_proxies(lions_200(), ALL_CARDS)
    assert [(card.id, count) for card, count in wanted] == [
        ("alahan/paladin", 2), ("griffin/magistrate", 1), ("alahan/spearman", 1)]
    with refused("printing.no-card", cards="'nope/unknown'"):
        army_proxies(rogues(), ALL_CARDS)


def render(cards: list, paper: str = "a4") -> bytes:
    buffer = io.BytesIO()
    pages = render_proxies(cards, buffer, paper)
    assert pages == pdf_tools.page_count(buffer.getvalue())
    return buffer.getvalue()


@pytest.mark.parametrize(("count", "pages"), [(1, 1), (9, 1), (10, 2), (18, 2), (19, 3)])
def test_nine_to_a_page(count: int, pages: int) -> None:
    assert pdf_tools.page_count(render([(MAGISTRATE, count)])) == pages


def test_nothing_to_print_is_bad_input() -> None:
    with refused("printing.no-proxies"):
        render([(MAGISTRATE, 0)])


def test_pdf_text_has_every_characteristic_and_accents() -> None:
    text = pdf_tools.flat(render([(MAGISTRATE, 1), (CRANE, 1), (CYNWALL, 1), (ORC, 1)], "letter"))
    for expected in ("Griffin Magistrate", "Griffins of Akkylannie", "Regular · Normal, infantry · 2 per card",
                     "MOV 10 INI 3 ATT 3 STR 6 DEF 4 RES 5 AIM 3 COU 5 DIS 6 POW – FAITH 1-0-1",
                     "Pistol, STR 6, 10/15/20 cm", "Bravery, Leadership/10",
                     "The Almighty Crâne", "Shadows of Acheron", "FEAR 12", "Regeneration/4",
                     "Cynwäll «archer»", "Cynwäll Elves", "Tom & <Jerry> of Bran-Ô-Kor",
                     "Orcs of Bran-Ô-Kor", "War cry/2", "? = not known from a source"):
        assert expected in text, expected


@pytest.mark.parametrize(("paper", "box"), [("a4", (595.3, 841.9)), ("letter", (612.0, 792.0))])
def test_proxy_paper(paper: str, box: tuple[float, float]) -> None:
    assert pdf_tools.media_boxes(render([(MAGISTRATE, 10)], paper)) == {box}


def test_proxy_pages_are_not_blank(tmp_path: Path, pdftoppm: str) -> None:
    path = tmp_path / "proxies.pdf"
    render_proxies([(MAGISTRATE, 9), (CRANE, 1)], path, "a4")
    pages = pdf_tools.rendered_pages(path, tmp_path)
    assert len(pages) == 2
    full, single = (pdf_tools.ink(page) for page in pages)
    assert single[0] > 200 and single[1] > 50
    assert full[0] > 3 * single[0]  # nine faces carry far more ink than one


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("paper", list(Paper))
def test_the_footer_stays_clear_of_the_middle_cut_marks(language: str, paper: Paper) -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from companion.printing.fonts import REGULAR

    buffer = io.BytesIO()
    render_proxies([(MAGISTRATE, 1)], buffer, paper, language=language)
    footers: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if "· page 1" in text:
            footers.append((text.strip(), tm[4], size))

    pdf_tools.reader(buffer.getvalue()).pages[0].extract_text(visitor_text=visit)
    assert len(footers) == 1
    text, x, size = footers[0]
    left = (paper.size[0] - 3 * ProxySheet.card_width) / 2
    marks = (left + ProxySheet.card_width, left + 2 * ProxySheet.card_width)
    assert marks[0] + ProxySheet.cut_gap <= x
    assert x + stringWidth(text, REGULAR, size) <= marks[1] - ProxySheet.cut_gap


def test_what_a_c5_card_does_not_say_is_said_once_on_its_proxy() -> None:
    """No "? · ?, ? · ? per card": the proxy names once what no source gives."""
    from dataclasses import replace

    from companion.i18n import using_language
    from companion.printing.proxy_sheet import details_lines
    from companion.rules.card import Card

    wolf = Card(id="acheron/black-wolf", name="Black wolf", people="acheron", ap=35, figures_per_card=None,
                movement=17.5, edition="c5")
    with using_language("en"):
        face = proxy_face(wolf)
        assert face.identity == () and face.figures is None
        assert details_lines(face) == ("Shadows of Acheron",
                                       "not known: rank, size, base and figures per card")
        assert details_lines(proxy_face(replace(wolf, figures_per_card=3))) == (
            "Shadows of Acheron", "3 per card · not known: rank, size and base")
        assert details_lines(proxy_face(MAGISTRATE))[1] == "Regular · Normal, infantry · 2 per card"
        assert details_lines(proxy_face(replace(wolf, character=True)))[1] == (
            "Character · 1 per card · not known: rank, size and base")  # a Character is one figurine
        out = io.BytesIO()
        render_proxies([(wolf, 1)], out)
    text = pdf_tools.flat(out.getvalue())
    assert "not known: rank, size, base and figures per card" in text and "?," not in text
    with using_language("fr"):
        assert details_lines(proxy_face(wolf))[1] == "pas dans les sources : rang, taille, socle et figurines par carte"
