"""Printable sheets (PDF, reportlab): the roster, the quick-reference sheet, card proxies.

Built from rules/library objects, no Qt. Each sheet has a data function that tests and the
window can read without reportlab (``roster_data``, ``reference_tables``, ``proxy_faces``)
and a ``render_*`` function that writes the PDF to a path or a binary file object and returns
the number of pages. reportlab is imported only when a sheet is rendered.

- :func:`companion.printing.roster.render_roster`
- :func:`companion.printing.reference.render_reference`
- :func:`companion.printing.proxies.render_proxies`
"""
