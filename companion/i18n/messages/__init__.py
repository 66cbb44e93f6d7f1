"""The English templates of the engine's messages, one module an area of the rules.

Each module declares its ids with :func:`companion.i18n.templates.template`; an id is
``<area>.<what>`` (``army.character-unique``, ``wound.worsened``).
"""
