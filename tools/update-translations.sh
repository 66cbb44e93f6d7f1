#!/bin/sh
# Refresh the window's translation sources from the code, then compile them.
#   tools/update-translations.sh        (from the project root; uses .venv or /work/main/.venv)
# The window is translated by area, one .ts per area (so work on one area touches one file):
#   companion   companion/i18n/qt.py, companion/ui/*.py and companion/ui/widgets/ (frame, Library)
#   table       companion/ui/table/
#   printing    companion/ui/printing/ (the Print menu and its preview)
# (The Army workspace and the tournament panel use the gettext catalogue: tools/translations.py.)
# 1. pyside6-lupdate scans each area for self.tr("...") and QCoreApplication.translate(...), and
#    updates resources/i18n/<area>_fr.ts (new texts come in "unfinished").
# 2. Translate the unfinished entries (Qt Linguist: pyside6-linguist resources/i18n/<area>_fr.ts,
#    or by hand in the XML); tests/i18n/test_qt_translations.py fails while one is left.
# 3. pyside6-lrelease compiles each .qm, which is committed (a test checks it is up to date).
# companion.i18n.qt loads every resources/i18n/*_<language>.qm.
set -eu
cd "$(dirname "$0")/.."
BIN=.venv/bin
[ -x "$BIN/pyside6-lupdate" ] || BIN=/work/main/.venv/bin
area_sources() {
    case "$1" in
        companion) echo companion/i18n/qt.py; find companion/ui -maxdepth 1 -name '*.py'; find companion/ui/widgets -name '*.py' ;;
        *) [ -d "companion/ui/$1" ] && find "companion/ui/$1" -name '*.py' ;;
    esac | sort | tr '\n' ' '
}
for area in companion table printing; do
    sources=$(area_sources "$area")
    [ -n "$sources" ] || continue
    ts=resources/i18n/${area}_fr.ts
    # shellcheck disable=SC2086
    "$BIN/pyside6-lupdate" -no-obsolete -locations none $sources -ts "$ts"
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "resources/i18n/${area}_fr.qm"
done
