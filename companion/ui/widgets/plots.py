"""A pyqtgraph plot to be read, not explored: no context menu, no mouse zoom or pan, no
auto-range button, on the window's own background."""

from __future__ import annotations

import pyqtgraph as pg


def read_only_plot(height: int | None = None) -> pg.PlotWidget:
    """A plot whose range the chart sets (``height``: its fixed height, if any)."""
    plot = pg.PlotWidget(background=None)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    if height is not None:
        plot.setFixedHeight(height)
    return plot
