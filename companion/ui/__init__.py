"""The PySide6 window: the main window, its workspaces, item models and widgets.

Builds on companion.library and companion.rules; nothing below this package imports Qt.
"""
