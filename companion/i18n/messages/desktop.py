"""Installing the app on a Linux desktop (companion.desktop, ``companion desktop``)."""

from companion.i18n.templates import template

template("desktop.no-command", "the companion command was not found: install the app first "
         "(pipx install, or the downloaded folder)")
template("desktop.cannot-write", "{folder}: the desktop files cannot be written ({error})")
