"""The BattleScribe import: files refused, catalogues skipped, values not mapped."""

from companion.i18n.templates import plural_template, template

# Files that cannot be read.
template("battlescribe.too-large", "{file}: {size} MB is too large for a BattleScribe file (at most {limit} MB)")
template("battlescribe.not-utf8", "{file}: only UTF-8 XML is read (this file is UTF-16)")
template("battlescribe.encoding", "{file}: only UTF-8 XML is read (this file declares an encoding that cannot be read)")
template("battlescribe.dtd", "{file}: the XML declares a DTD or entities, which BattleScribe files never do; "
                             "refused for safety")
template("battlescribe.forbidden-dtd", "{file}: the XML contains a DTD; refused for safety")
template("battlescribe.forbidden-entity", "{file}: the XML contains an entity declaration; refused for safety")
template("battlescribe.forbidden-external", "{file}: the XML contains an external entity; refused for safety")
template("battlescribe.malformed", "{file}: malformed XML at line {line}: {reason}")
template("battlescribe.not-battlescribe", "{file}: not a BattleScribe file (expected {extensions})")
template("battlescribe.no-file", "{file}: no such file")
template("battlescribe.is-folder", "{file}: is a folder, not a BattleScribe file")
template("battlescribe.not-regular", "{file}: not a regular file (a pipe, a device or a socket), so not a BattleScribe file")
template("battlescribe.unreadable", "{file}: cannot be read ({reason})")
template("battlescribe.zip-members", "{file}: a {suffix} zip holds one XML file, this one holds {found}")
template("battlescribe.bad-zip", "{file}: not a valid zip file ({reason})")
template("battlescribe.cannot-unzip", "{file}: cannot be unzipped ({reason})")
template("battlescribe.not-catalogue", "{file}: not a BattleScribe catalogue or game system (it starts with <{tag}>)")
template("battlescribe.empty-folder", "{folder}: no BattleScribe file ({extensions}) in this folder")
template("battlescribe.no-files", "no BattleScribe file given")
plural_template("battlescribe.batch", "{count} problem, nothing imported: {problems}",
                "{count} problems, nothing imported: {problems}", count="count")

# Catalogues.
template("battlescribe.other-system", "{file}: this catalogue is for another game system than {systems}")
template("battlescribe.skipped", "{file}: catalogue '{catalogue}' has no models and no catalogue links it: skipped")
template("battlescribe.skipped-template", "{file}: catalogue '{catalogue}' is a template: skipped")
template("battlescribe.skipped-no-people", "{file}: catalogue '{catalogue}' is for no people this app knows "
                                           "({peoples}): skipped")
template("battlescribe.skipped-ambiguous", "{file}: catalogue '{catalogue}' could be any of {peoples}: skipped "
                                           "(rename it to import it)")
plural_template("battlescribe.system-models",
                "{file}: {count} model entry of the game system belongs to no people and is imported only where "
                "a catalogue links it ({names})",
                "{file}: {count} model entries of the game system belong to no people and are imported only "
                "where a catalogue links them ({names})", count="count")
template("battlescribe.no-catalogue", "no catalogue (.cat/.catz) given: a game system alone holds no people's cards")

# Models and their options.
template("battlescribe.no-profile", "{catalogue} / {name}: no {profile} profile; not imported")
template("battlescribe.errata", "{catalogue} / {name}: errata, kept as text, not a card")
template("battlescribe.errata-text", "{file}: errata '{name}': {text}")
template("battlescribe.not-imported", "{where}: not imported ({reason})")
template("battlescribe.card-note", "{where} ({card}): {note}")
template("battlescribe.link-missing", "the link '{name}' names {target}, which no file given holds: left out")
template("battlescribe.cost-conditional", "the {costs} cost of '{option}' changes with the rest of a list: "
                                          "kept as the data gives it")
template("battlescribe.cost-not-whole", "the {cost} cost '{value}' of '{option}' is not a whole number: left empty")
template("battlescribe.fervour-annotation", "Fervour: {annotation}")
plural_template("battlescribe.not-choices",
                "{count} entry is data, not a choice (a rule marker or another entry a card always has, "
                "or a marker a list adds by itself): never offered as an option ({names})",
                "{count} entries are data, not choices (rule markers and other entries a card always has, "
                "or markers a list adds by itself): never offered as options ({names})", count="count")
plural_template("battlescribe.magic-unoffered",
                "{file}: {count} spell or miracle is offered to no caster (no list or card of the data reaches "
                "it): {names}",
                "{file}: {count} spells or miracles are offered to no caster (no list or card of the data reaches "
                "them): {names}", count="count")
plural_template("battlescribe.lists-unoffered",
                "{file}: {count} list is offered to no caster (no card includes the entry its conditions name): "
                "{names}",
                "{file}: {count} lists are offered to no caster (no card includes the entry their conditions "
                "name): {names}", count="count")

# A value not mapped: "{label} '{value}'" and why.
template("battlescribe.unmapped", "{label} '{value}' {why}")
template("battlescribe.why-not-whole", "is not a whole number {low}..{high}")
template("battlescribe.why-movement-category", "is a C5 movement category, not centimetres: movement left empty")
template("battlescribe.why-not-movement", "is not a movement in centimetres: movement left empty")
template("battlescribe.why-not-movement-flight", "is not a movement and a flight in centimetres: both left empty")
template("battlescribe.why-not-pair", "is not two numbers like '5-5': both left empty")
template("battlescribe.why-not-courage", "does not say C (Courage) or F (Fear): both left empty")
template("battlescribe.why-not-faith", "is not three aspects like '1-0-1': faith left empty")
template("battlescribe.why-ability", "cannot be read ({reason})")
template("battlescribe.why-not-characteristic", "is not a characteristic of the reference card")
template("battlescribe.why-no-cost", "is no cost: AP left empty")
template("battlescribe.why-not-points", "is not a whole number of army points: AP left empty")
template("battlescribe.why-budget", "is not a caster's budget (a negative whole number): left out")
template("battlescribe.why-strength", "is not a plain number: kept in the name of the {weapon}")
template("battlescribe.why-not-character", "(one per army) on a card listed as {categories}: not marked a Character")
