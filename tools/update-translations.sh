#!/bin/sh
# Refresh the window's translation source from the code, then compile it.
#   tools/update-translations.sh        (from the project root; uses .venv or /work/main/.venv)
# 1. pyside6-lupdate scans companion/ui and companion/i18n/qt.py for self.tr("...") and
#    QCoreApplication.translate(...), and updates resources/i18n/companion_fr.ts (new texts
#    come in "unfinished", texts gone from the code become "vanished").
# 2. Translate the unfinished entries (Qt Linguist: pyside6-linguist resources/i18n/companion_fr.ts,
#    or by hand in the XML); tests/i18n/test_qt_translations.py fails while one is left.
# 3. pyside6-lrelease compiles the .qm, which is committed (the test checks it is up to date).
set -eu
cd "$(dirname "$0")/.."
BIN=.venv/bin
[ -x "$BIN/pyside6-lupdate" ] || BIN=/work/main/.venv/bin
SOURCES="companion/i18n/qt.py"
if [ -d companion/ui ]; then
    SOURCES="$SOURCES $(find companion/ui -name '*.py' | sort | tr '\n' ' ')"
fi
# shellcheck disable=SC2086
"$BIN/pyside6-lupdate" -no-obsolete -locations none $SOURCES -ts resources/i18n/companion_fr.ts
"$BIN/pyside6-lrelease" -silent resources/i18n/companion_fr.ts -qm resources/i18n/companion_fr.qm
