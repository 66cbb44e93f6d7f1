"""What the sheets say is wrong (companion.printing)."""

from companion.i18n.templates import template

template("printing.proxy-count", "proxies of {card}: the count must be a whole number >= 0, not {count}")
template("printing.no-card", "no card for {cards}: import its pack or pass it with --cards")
template("printing.no-proxies", "no proxies to print: the list is empty")
template("printing.roster-too-many-figurines", "the list has {entries} entries, {figurines} figurines: more than "
         "an army fields; a roster prints at most {limit} figurines")
template("printing.too-tall", "the sheet cannot be laid out: a block is taller than a page and cannot be split "
                              "(a card with very long text?)")
template("printing.paper", "unknown paper {paper}: use 'a4' or 'letter'")
