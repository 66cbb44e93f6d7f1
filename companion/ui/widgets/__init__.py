"""Reusable widgets of the window (the card drawing, the card form)."""
