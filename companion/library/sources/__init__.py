"""Data sources that stay current: BattleScribe / New Recruit data downloaded and kept in step.

A data source is a place the player names once (``companion data add SOURCE``): a GitHub
repository (``github:OWNER/REPO``), a BSData ``*.catpkg.json``, a BattleScribe ``.bsi`` /
``index.xml`` data index, or a local folder. Its files are downloaded, checked, kept in the
data folder beside the library, and imported as cards; an update downloads only the files
whose revision or checksum changed and says what changed, card by card.

One concept a module:

- :mod:`.location`: what the player typed, read as one of the four kinds of source, and the
  addresses accepted (https; plain http only on this computer);
- :mod:`.download`: the HTTP client and its limits (sizes, timeouts, redirects);
- :mod:`.listing`: the files a source offers now (:class:`~.listing.RemoteFile`), and the
  folder route;
- :mod:`.indexes`: the catpkg and data-index routes; :mod:`.github`: the GitHub route;
- :mod:`.storage`: the copies kept on disk (safe file names, downloads swapped in at the end);
- :mod:`.records`: the sources, their files and their cards in the library's SQLite file;
- :mod:`.changes`: what an update changed, card by card;
- :mod:`.update`: add, update and remove, each all or nothing.
"""
