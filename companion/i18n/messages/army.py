"""Army lists and their validation (companion.rules.army, army_model, army_alliance)."""

from companion.i18n.templates import plural_template, template

# Each rule id in a few plain words, for headings and summary tables.
template("army.title-card-unknown", "Card not in the library")
template("army.title-card-incomplete", "Card missing its AP")
template("army.title-card-figures", "More figurines than the card represents")
template("army.title-character-unique", "The same Character more than once")
template("army.title-incarnation-invalid", "Incarnation given to a Character or to several figurines")
template("army.title-option-not-offered", "An option the card does not offer")
template("army.title-option-limit", "An option past its limit")
template("army.title-option-budget", "Spells or miracles past the caster's budget")
template("army.title-card-figures-unknown", "Figures per card not known")
template("army.title-alliance-forbidden", "A people this army may not ally with")
template("army.title-alliance-cap", "Allies and Mercenaries over 30% of the army")
template("army.title-points-missing", "No agreed points")
template("army.title-points-overage", "Over the points by more than the allowance")
template("army.title-points-overage-several", "Overage of more than one figurine (tournament)")
template("army.title-points-under", "Under the agreed points")
template("army.title-alliance-unrecognised", "Alliance/X naming no known people or Path")
template("army.title-blood-brother-alone", "Blood brother fielded without his brother")
template("army.title-match-ruleset", "The two lists use different rules")
template("army.title-match-points", "The two lists were built for different points")
template("army.title-match-imbalance", "One list exceeds the other by more than its allowance")

# How a card joins an army (the builder's marks).
template("army.joins-own", "own people")
template("army.joins-ally", "ally")
template("army.joins-alliance", "ally (Alliance)")
template("army.joins-mercenary", "mercenary")
template("army.joins-hyperian", "ally (Hyperian)")
template("army.joins-stateless", "stateless")
template("army.joins-forbidden", "may not join")

# The War-staff's members.
template("army.war-staff-leader", "a Character with Leadership")
template("army.war-staff-standard-bearer", "a Standard-bearer")
template("army.war-staff-musician", "a Musician")

# Bad values.
template("army.entry-no-card", "an entry needs a card id")
template("army.entry-figures", "entry {card_id}: figures must be a whole number of at least 1, got {figures}")
template("army.entry-incarnation", "entry {card_id}: incarnation must be true or false")
template("army.entry-options", "entry {card_id}: options must be a list of option ids")
template("army.unknown-people", "unknown people '{people}' (known: {known})")
template("army.points", "points must be a whole number of at least 1, got {points}")
template("army.no-entry", "the list has no entry {index} (it has {count})")

# Violations and warnings.
template("army.card-unknown", "The card '{card_id}' is not in the library: add it (or import its pack) or remove "
         "it from the list.")
template("army.card-unknown-entries", "The card '{card_id}' is not in the library: add it (or import its pack) or "
         "remove it from the list ({count} entries name it).")
template("army.card-figures", "{card}: this card activates {count} figurines, but a {card} card represents at most "
         "{most} (the figurines of its blister); add another card for more.")
template("army.once", "once")
template("army.twice", "twice")
template("army.times", "{count} times")
template("army.character-unique", "{card} is a Character: there may not be more than one figurine representing the "
         "same Character on the same side, and this list fields it {times}.")
template("army.character-versions", "{cards} are one Character: there may not be more than one figurine "
         "representing the same Character on the same side, and this list fields him {times}.")
template("army.alliance-cap", "Allies and Mercenaries make {ally_ap} AP of the army's {total} AP ({share}): at "
         "most 30% ({allowed} AP) may come from another people.")
template("army.points-missing", "The list does not say how many points were agreed: under the core rules each "
         "player's total is set against the agreed points (this list is {total} AP).")
template("army.overage-several", "The list is {total} AP for {points}: whichever single figurine is removed, it "
         "would still be {left} AP or more. Under the tournament rules the overage \"ne doit obligatoirement "
         "concerner qu'une seule figurine\": it may come from one figurine only.")
template("army.points-under", "The list is {total} AP for {points} agreed: {under} AP under (legal).")
template("army.half", "half of {value} AP is {half}")
template("army.half-odd", "half of {value} AP is {half}, so {whole} whole AP")
template("army.overage", "The list is {total} AP for {points} agreed: the overage of {overage} is more than the "
         "allowance of {allowance}.")
template("army.overage-cheapest", "The list is {total} AP for {points} agreed: the overage of {overage} is more "
         "than the allowance of {allowance} ({half}; {name}, {cost} AP, is the least expensive figurine).")
template("army.incarnation-character", "{card} is already a Character: Incarnation is given to a non-Character, "
         "who then becomes one.")
template("army.incarnation-figures", "{card}: Incarnation makes one figurine a Character, but this entry activates "
         "{count} figurines; put the incarnated figurine on its own entry (figures 1).")
template("army.its-ap", "its AP")
template("army.card-incomplete", "{card} ({card_id}) has no value for {missing}: fill it in from the reference "
         "card before the list can be checked.")
template("army.nobody", "nobody")
template("army.alliance-forbidden", "{card} ({other}) may not join an army of the {people}: they ally only with "
         "{allies}, and the card has no ability (Mercenary, Alliance, Stateless, Hyperian) that lets it join.")
template("army.alliance-unrecognised", "{card} has Alliance/{value}, which names no people or Path of Alliance "
         "known here: the app cannot tell which armies it lets the card join.")
template("army.blood-brother-alone", "{card}'s Blood brother ({brother}) is not in the list: no 25% reduction.")
template("army.match-ruleset", "'{a}' is built for {ruleset_a} and '{b}' for {ruleset_b}: both players must agree "
         "on the rules used before the game.")
template("army.match-points", "'{a}' is built for {points_a} AP and '{b}' for {points_b} AP: the totals should be "
         "equivalent for each player.")
template("army.imbalance-allowance", "half of the least expensive figurine of '{army}' ({cheapest}, {ap} AP) "
         "allows {allowance}")
template("army.imbalance-empty", "an empty list allows none")
template("army.match-imbalance", "'{high}' is {high_ap} AP against {low_ap} AP for '{low}': the imbalance of {gap} "
         "AP is too large ({why}).")
template("army.entry-too-many-figures", "entry {card_id}: {figures} figurines on one card; no blister holds more "
         "than {limit}")

# Editions (companion.rules.army_editions).
template("army.editions-mixed", "This list mixes cards of the editions {editions}: their army points were priced by "
                                "different hands; the entries marked are not of the edition {main}")
template("army.title-editions-mixed", "Cards of several editions")

# Options (companion.rules.army_options) and figures per card.
plural_template("army.cards-figures-unknown", "{cards} does not say how many figurines its card represents: check "
                "your blister (the list is checked as it is).",
                "{cards} do not say how many figurines their cards represent: check your blisters (the list "
                "is checked as it is).", count="count")
template("army.option-not-offered", "{card} does not offer the option '{option}': remove it from the entry or add it "
         "to the card.")
template("army.option-limit-entry", "{card} takes {option} {times}: at most {most} on one entry.")
plural_template("army.option-limit-group-max", "{card} takes {count} option of '{group}' ({options}): at most {most}.",
                "{card} takes {count} options of '{group}' ({options}): at most {most}.", count="count")
plural_template("army.option-limit-group-min", "{card} must take at least {least} option of '{group}' (it takes "
                "{count}).", "{card} must take at least {least} options of '{group}' (it takes {count}).",
                count="least")
template("army.option-limit-army", "{option} is taken {times} in the list: at most {most} in an army.")
template("army.option-artefact-once", "{option} is an artefact: an army holds one of each artefact, and this list "
         "takes it {times}.")
template("army.option-budget-power", "{card}'s spells cost {used} POW ({options}): the card's budget is {budget}.")
template("army.option-budget-faith", "{card}'s miracles cost {used} Faith ({options}): the card's budget is "
         "{budget}.")
