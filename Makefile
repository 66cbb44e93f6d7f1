# Two commands do all the set-up on a fresh machine:
#   make run    opens the app on the embedded SQLite database, with the starter library
#   make test   runs the whole test suite offscreen on every core (pytest-xdist), building the
#               frozen app (make dist) meanwhile; the frozen app's own tests run once it is built
# and for players' copies:
#   make dist             dist/companion/ (PyInstaller, packaging/companion.spec) and its tarball
#   make install-desktop  the menu entry, icon and file types for this user (Linux)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

# Shared libraries Qt needs offscreen (DESIGN.md), then those for a real window under Xvfb,
# then pdftoppm for looking at printed pages.
QT_DEBS     := libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxkbcommon0 libx11-6 fonts-dejavu-core
WINDOW_DEBS := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0
TOOL_DEBS   := poppler-utils
# PyInstaller reads the libraries' dependencies with objdump; the desktop files' validators and
# caches (the tests run the validators); rsvg-convert renders the icon (make icons).
DIST_DEBS    := binutils
DESKTOP_DEBS := desktop-file-utils appstream shared-mime-info
ICON_DEBS    := librsvg2-bin
DIST_STAMP   := $(VENV)/.dist-installed
APP          := dist/companion/companion
APP_SOURCES  := $(shell find companion resources db packaging -type f ! -path '*/__pycache__/*') \
                pyproject.toml setup.py tools/dist.py

.PHONY: run test bench system-deps venv clean translations dist install-desktop icons

run: venv
	$(BIN)/companion

PYTEST      := QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider
FROZEN_TESTS := tests/packaging/test_frozen_app.py
DIST_LOG    := build/dist.log

# The build of the frozen app (skipped when nothing it is made of changed) runs beside the
# tests that do not need it, its output in build/dist.log (shown if it fails); then the tests
# of the frozen app. Test files are spread over the cores whole (--dist loadfile).
test: venv $(DIST_STAMP)
	@mkdir -p build
	@$(MAKE) --no-print-directory dist > $(DIST_LOG) 2>&1 & build=$$!; \
	$(PYTEST) -n auto --dist loadfile --ignore $(FROZEN_TESTS); tests=$$?; \
	wait $$build || { cat $(DIST_LOG); exit 1; }; \
	grep -h "^dist:" $(DIST_LOG) || true; \
	test $$tests -eq 0 || exit $$tests; \
	COMPANION_FROZEN_APP=$(APP) $(PYTEST) $(FROZEN_TESTS)

dist: $(APP)

# Rebuilt when a source, a resource or the spec changed (tools/dist.py prints time and size).
$(APP): $(DIST_STAMP) $(APP_SOURCES)
	$(BIN)/python tools/dist.py

$(DIST_STAMP): $(STAMP)
	@sh tools/system-deps.sh $(DIST_DEBS)
	$(BIN)/python -m pip install -q -e '.[test,dist]'
	touch $(DIST_STAMP)

install-desktop: venv
	$(BIN)/companion desktop install

# The PNG icons, rendered from resources/icons/companion.svg (committed; run after editing it).
icons:
	@sh tools/system-deps.sh $(ICON_DEBS)
	for size in 16 22 24 32 48 64 128 256 512; do \
	    rsvg-convert -w $$size -h $$size resources/icons/companion.svg -o resources/icons/companion-$$size.png; done

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
	@sh tools/system-deps.sh $(QT_DEBS) $(WINDOW_DEBS) $(TOOL_DEBS) $(DESKTOP_DEBS)

clean:
	rm -rf $(VENV) build dist *.egg-info
