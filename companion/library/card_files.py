"""The files of one import, read before anything is written: card packs and BattleScribe data.

An import is all or nothing. Every file is read and checked first and every problem of the
batch is collected; if there is one, nothing is imported and :class:`ImportProblems` lists them
all (the window one a line, the command line in one). Otherwise the cards of every file are
written in one transaction (:meth:`companion.library.store.Library.import_files`): one undo
step in the window, and never half an import after a problem or a kill. The BattleScribe files
of a batch (and the folders named, holding them) are read together, as one data set; a
catalogue of theirs that is for no people is skipped with a note, not a problem.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from companion.errors import BadInput
from companion.rules.card import Card
from companion.rules.message import Message

PACK_SUFFIXES = (".json",)
BATTLESCRIBE_SUFFIXES = (".gst", ".cat", ".gstz", ".catz")


@dataclass
class FileCards:
    """The cards read from one file (or from the BattleScribe files of the batch, together)."""

    name: str
    cards: list[Card]
    notes: list[Message | str] = field(default_factory=list)
    skipped: list[Message | str] = field(default_factory=list)
    """The files left out, each with why (a BattleScribe catalogue for no people)."""
    files: int = 1
    """The files whose cards these are."""


class ImportProblems(BadInput):
    """Files of an import that cannot be read: nothing was imported. :attr:`problems` holds
    what is wrong with each, one message a problem."""

    def __init__(self, problems: Sequence[Message | str]) -> None:
        self.problems = tuple(problems)
        if len(self.problems) == 1:
            super().__init__(self.problems[0])
        else:
            super().__init__(Message("library.import-problems", count=len(self.problems), problems=self.problems))


def _problems(error: BadInput) -> list[Message | str]:
    found = getattr(error, "problems", ())
    return list(found) if found else [error.message]


def read_card_files(paths: Sequence[Path]) -> list[FileCards]:
    """The cards of every file, in the order given (the BattleScribe ones last, together); the
    error of the one file that cannot be read, or ImportProblems listing every problem of several."""
    from companion.library.packs import read_pack

    read: list[FileCards] = []
    errors: list[BadInput] = []
    scribe: list[Path] = []
    for path in paths:
        suffix = path.suffix.lower()
        if suffix in BATTLESCRIBE_SUFFIXES or path.is_dir():  # a folder: a BattleScribe data set
            scribe.append(path)
        elif suffix in PACK_SUFFIXES:
            try:
                read.append(FileCards(path.name, list(read_pack(path).cards)))
            except BadInput as error:
                errors.append(error)
        else:
            errors.append(BadInput(Message("cli.not-a-card-file", path=str(path),
                                           suffixes=", ".join(BATTLESCRIBE_SUFFIXES))))
    if scribe:
        from companion.library.battlescribe import read_battlescribe

        try:
            result = read_battlescribe(scribe)
        except BadInput as error:
            errors.append(error)
        else:
            read.append(FileCards(", ".join(p.name for p in scribe), list(result.cards), list(result.notes),
                                  list(result.skipped), result.files))
    if len(errors) == 1:
        raise errors[0]  # it says all that is wrong with its files (a BattleScribe batch lists each)
    if errors:
        raise ImportProblems([problem for error in errors for problem in _problems(error)])
    return read
