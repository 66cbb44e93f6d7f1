"""companion: army builder and table-side companion for Rackham's CONFRONTATION."""

__version__ = "0.1.0"
