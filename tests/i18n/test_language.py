"""The language choice: session choice, COMPANION_LANG, the saved setting, the system locale."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.i18n import language as lang


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for variable in ("COMPANION_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    lang.set_language(None)
    lang.register_setting_reader(None)
    yield
    lang.set_language(None)
    lang.register_setting_reader(None)


@pytest.mark.parametrize(("locale_name", "expected"), [
    ("fr_FR.UTF-8", "fr"), ("fr_BE", "fr"), ("fr", "fr"), ("en_GB.UTF-8", "en"),
    ("de_DE.UTF-8", "en"), ("C.UTF-8", "en"),
])
def test_the_system_locale_decides_last(monkeypatch: pytest.MonkeyPatch, locale_name: str,
                                        expected: str) -> None:
    monkeypatch.setenv("LANG", locale_name)
    assert lang.current_language() == expected


def test_the_saved_setting_beats_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    lang.register_setting_reader(lambda: "fr")
    assert lang.current_language() == "fr"
    lang.register_setting_reader(lambda: None)  # nothing saved: the locale again
    assert lang.current_language() == "en"


def test_companion_lang_beats_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    lang.register_setting_reader(lambda: "fr")
    monkeypatch.setenv("COMPANION_LANG", "en")
    assert lang.current_language() == "en"
    monkeypatch.setenv("COMPANION_LANG", "klingon")  # not a language we speak: ignored
    assert lang.current_language() == "fr"


def test_the_session_choice_beats_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_LANG", "en")
    assert lang.set_language("fr") == "fr"
    assert lang.current_language() == "fr"
    assert lang.set_language(None) == "en"


def test_using_language_is_scoped() -> None:
    lang.set_language("en")
    with lang.using_language("fr") as inside:
        assert inside == "fr" and lang.current_language() == "fr"
    assert lang.current_language() == "en"


@pytest.mark.parametrize("bad", ["", "de", "english?"])
def test_an_unknown_language_is_refused_by_name(bad: str) -> None:
    with pytest.raises(ValueError, match="unknown language"):
        lang.parse_language(bad)
