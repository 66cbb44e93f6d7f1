# Two commands do all the set-up on a fresh machine:
#   make run    opens the app on the embedded SQLite database, with the starter library
#   make test   runs the whole test suite offscreen
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

# Shared libraries Qt needs offscreen (DESIGN.md), then those for a real window under Xvfb,
# then pdftoppm for looking at printed pages.
QT_DEBS     := libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxkbcommon0 libx11-6 fonts-dejavu-core
WINDOW_DEBS := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0
TOOL_DEBS   := poppler-utils

.PHONY: run test bench system-deps venv clean translations

run: venv
	$(BIN)/companion

test: venv
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider

# Extract every text, update resources/i18n/*.po and compile the .mo files (tools/translations.py).
translations: venv
	$(BIN)/python tools/translations.py

bench: venv
	$(BIN)/python -m bench

venv: system-deps $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

system-deps:
	@sh tools/system-deps.sh $(QT_DEBS) $(WINDOW_DEBS) $(TOOL_DEBS)

clean:
	rm -rf $(VENV) build *.egg-info
