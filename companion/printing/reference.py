"""The quick-reference sheet: the tables players keep looking up, for the ruleset in force.

Every table names its source (booklet section, tournament rule, house rule number). Numbers
the rules engine owns are read from the rules modules (fray weights, combat dice, ...), so the
sheet and the engine never disagree; the rest is quoted from the texts with its section.
Wound-table cells whose values are not from a source are marked (``*``), with a legend.

:func:`reference_tables` is the data behind the sheet; :func:`render_reference` writes the PDF.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from companion.i18n import N_, tr, using_language
from companion.i18n.engine import source_text
from companion.i18n.numbers import percent
from companion.i18n.render import render
from companion.i18n.vocabulary import label, short
from companion.printing.paper import Paper
from companion.printing.reference_table import ReferenceTable
from companion.printing.wound_grid import wound_table
from companion.rules.card import Base, Size
from companion.rules.combat import (
    CHARACTER_DICE_SOURCE,
    COMBAT_DICE_SOURCE,
    COUNTER_ATTACK_SOURCE,
    INITIATIVE_SOURCE,
    MASTER_STRIKE_SOURCE,
    PLACEMENT_SOURCE,
    SUSTAINED_SOURCE,
    SUSTAINED_TOURNAMENT_SOURCE,
    Condition,
    Fighter,
    combat_dice,
    counter_attack_penalty,
    group_initiative,
    master_strike,
    minimum_difficulty,
    profile,
    sustained_difficulty,
)
from companion.rules.firing import (
    COUNTER_FIRE_DIFFICULTY,
    COUNTER_FIRING_SOURCE,
    DODGING_SOURCE,
    FRAY_BASE_WEIGHT,
    FRAY_SIZE_WEIGHT,
    HOUSE_AIMED,
    HOUSE_COUNTER_FIRE,
    MODIFIERS_SOURCE,
    RANGE_SOURCE,
    SIZE_MODIFIER,
    TYPES_SOURCE,
    AimedLocation,
    FiringType,
    RangeBand,
    Shot,
    Weapon,
    aim_difficulty,
    fray_source,
)
from companion.rules.characteristic import HOUSE_21, RollKind, roll_setup
from companion.rules.damage import EXCEPTIONAL, EXCEPTIONAL_SOURCE
from companion.rules.fear import FEAR_SOURCE, GROUP_SOURCE, RALLY_SOURCE, TOURNAMENT_FEAR
from companion.rules.fear import IMMUNITY_SOURCE as FEAR_IMMUNITY_SOURCE
from companion.rules.fear import (
    TOURNAMENT_FEAR_ORDER,
    courage_test,
    fear_penalty,
    group_courage,
    group_fear,
)
from companion.rules.house_rules import HOUSE_RULES_IN_ENGINE
from companion.rules.movement import FEAT_DIVISOR, FEATS, JUMP_HEIGHT_BY_SIZE, MoveType, Terrain
from companion.rules.movement import TABLE as MOVEMENT_TABLE
from companion.rules.movement import disengagement, move_distance, terrain_cost
from companion.rules.ruleset import CORE, HOUSE_RULE_TITLES, Ruleset
from companion.rules.source import Source, booklet, tournament
from companion.rules.wound_table import WoundTable
from companion.rules.wounds import WORSENING_SOURCE, WOUNDS_SOURCE, WoundLevel, wound_penalty

if TYPE_CHECKING:
    from companion.printing.sheet import Output

def _sources(*sources: Source) -> str:
    """Citations in the current language (see companion.i18n.engine.source_text)."""
    return "; ".join(dict.fromkeys(source_text(s) for s in sources))


def _signed(value: int) -> str:
    """A modifier with its sign (a true minus sign): +1, 0, −2."""
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"−{-value}")


def _signed_plus(value: int) -> str:
    """A difficulty change, zero written +0: +1, +0, −2."""
    return "+0" if value == 0 else _signed(value)


# -- wounds ---------------------------------------------------------------------------------
def exceptional_wounds(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "wound table": a double ignores STR and RES (the tournament text repeats it).

    Read from companion.rules.damage.EXCEPTIONAL, the engine's table.
    """
    sources: list[Source] = [EXCEPTIONAL_SOURCE]
    if ruleset.tournament:
        sources.append(tournament("Réussite critique et échec critique"))
    rows = tuple(
        (f"{die}-{die}", tr("No effect") if level is WoundLevel.NONE else label(level))
        for die, level in sorted(EXCEPTIONAL.items())
    )
    return ReferenceTable(
        key="exceptional",
        title=tr("Exceptional wounds (doubles)"),
        header=(tr("Dice"), tr("Result")),
        rows=rows,
        source=_sources(*sources),
        notes=(tr("A double ignores Strength and Resilience. Hard-boiled does not apply to it."),),
    )


_EFFECT_TEXT: dict[WoundLevel, str] = {  # English, printed through tr()
    WoundLevel.STUNNED: N_("until the end of the round"),
    WoundLevel.LIGHT: N_("until the end of the game"),
    WoundLevel.SERIOUS: N_("until the end of the game"),
    WoundLevel.CRITICAL: N_("until the end of the game"),
}


def wound_effects(ruleset: Ruleset = CORE) -> ReferenceTable:
    """The penalty of each wound level (companion.rules.wounds.wound_penalty); house rule 21
    moves the penalty onto the Attack die."""
    if ruleset.house(21):
        def attack_die(level: WoundLevel, abilities: tuple[str, ...]) -> str:
            setup = roll_setup(RollKind.ATTACK, abilities, level, ruleset=ruleset)
            per_die = setup.modifiers.per_die_modifier
            if per_die:
                return tr("a natural 1 fails, {modifier} on each die", modifier=_signed(per_die))
            return tr("a natural 1 fails")

        levels = (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL)
        return ReferenceTable(
            key="wound-effects",
            title=tr("Wound effects (house rule 21)"),
            header=(tr("Wound"), tr("Attack dice"), tr("Fencer, Brutal, Hardened")),
            rows=tuple((label(level), attack_die(level, ()), attack_die(level, ("Fencer",)))
                       for level in levels),
            source=_sources(HOUSE_21, WOUNDS_SOURCE),
            notes=(tr("INI, DEF and AIM keep the booklet's penalties (−1, −2, −3); Stunned −1 "
                      "this round; Killed Outright as in the booklet."),),
        )
    rows = [
        (label(level), _signed(wound_penalty(level)) + " " + tr(text))
        for level, text in _EFFECT_TEXT.items()
    ]
    rows.append((label(WoundLevel.KILLED), tr("removed from the Battleground")))
    return ReferenceTable(
        key="wound-effects",
        title=tr("Wound effects"),
        header=(tr("Wound"), tr("On {ini}, {att}, {def_} and {aim} dice", ini=short("initiative"),
                                att=short("attack"), def_=short("defence"), aim=short("aim"))),
        rows=tuple(rows),
        source=_sources(WOUNDS_SOURCE, WORSENING_SOURCE),
        notes=(
            tr("A final die result of 1 or less fails. A new wound worse than the current one "
               "replaces it; otherwise the current one worsens by one level. Stunned and Killed "
               "Outright are not wounds. Colossal, Enormous, Gigantic ignore wound penalties."),
        ),
    )


# -- firing ---------------------------------------------------------------------------------
def _modifier_of(shot: Shot, ruleset: Ruleset = CORE) -> int:
    """How much ``shot`` changes a Short-range Aim difficulty, as the engine computes it."""
    plain = aim_difficulty(Shot(RangeBand.SHORT), ruleset).difficulty
    changed = aim_difficulty(shot, ruleset).difficulty
    assert plain is not None and changed is not None
    return changed - plain


def firing_ranges(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "firing range": the basic difficulty at each range of the weapon."""
    bands = (RangeBand.SHORT, RangeBand.MEDIUM, RangeBand.LONG)
    names = {RangeBand.SHORT: tr("Short"), RangeBand.MEDIUM: tr("Medium"), RangeBand.LONG: tr("Long")}
    rows = [(names[band], str(band.difficulty)) for band in bands]
    rows.append((tr("Counter-Firing"), tr("{difficulty} (fixed)", difficulty=COUNTER_FIRE_DIFFICULTY)))
    return ReferenceTable(
        key="ranges",
        title=tr("Firing ranges"),
        header=(tr("Range"), tr("Aim difficulty")),
        rows=tuple(rows),
        source=_sources(RANGE_SOURCE, COUNTER_FIRING_SOURCE, DODGING_SOURCE),
        notes=(tr("A 1 on an Aim roll always fails. Ranges in cm are on each weapon."),
               tr("A Dodging target: range one level further (Long: out of range).")),
    )


def firing_types(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "types of firing": difficulty and firing-order changes (they add up)."""
    types = (
        (tr("Static (did not move)"), FiringType()),
        (tr("Dynamic (moved ≤ {mov})", mov=short("movement")), FiringType(moved=True)),
        (tr("Precision"), FiringType(precision=True)),
        (tr("Rapid"), FiringType(rapid=True)),
    )
    rows = tuple(
        (label, _signed_plus(kind.difficulty_modifier),
         _signed(kind.order_modifier) if kind.order_modifier else "—")
        for label, kind in types
    )
    return ReferenceTable(
        key="firing-types",
        title=tr("Types of firing"),
        header=(tr("Type"), tr("Difficulty"), tr("Initiative (order)")),
        rows=rows,
        source=_sources(TYPES_SOURCE),
        notes=(tr("Types add up (e.g. Dynamic + Rapid). Precision and Rapid once a round each; "
                  "not with Counter-Firing."),),
    )


def firing_modifiers(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "firing modifiers" (and house rule 15, aimed shots, if in force)."""
    rows = [
        (tr("Target partly hidden"), _signed_plus(_modifier_of(Shot(RangeBand.SHORT, partial_cover=True)))),
        (tr("Through a Dodging figurine"),
         _signed_plus(_modifier_of(Shot(RangeBand.SHORT, blocker_dodging=True)))),
    ]
    rows += [(tr("Target {size}", size=label(size)), _signed_plus(SIZE_MODIFIER[size]))
             for size in Size]
    sources: list[Source] = [MODIFIERS_SOURCE]
    notes = [tr("All modifiers add up (to the Aim difficulty).")]
    if ruleset.house(15):
        rows += [(tr("Aimed: {place}", place=label(place)),
                  _signed_plus(_modifier_of(Shot(RangeBand.SHORT, aimed=place), ruleset)))
                 for place in AimedLocation]
        sources.append(HOUSE_AIMED)
        notes.append(tr("House rule 15: no aimed shot at a Tortoise or in Counter-Firing."))
    return ReferenceTable(
        key="firing-modifiers",
        title=tr("Firing modifiers"),
        header=(tr("Situation"), tr("Difficulty")),
        rows=tuple(rows),
        source=_sources(*sources),
        notes=tuple(notes),
    )


def size_modifiers(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet: Size on the Aim difficulty, in a fray, and as the height of a jump."""
    rows = tuple(
        (label(size), _signed_plus(SIZE_MODIFIER[size]), str(FRAY_SIZE_WEIGHT[size]),
         f"{JUMP_HEIGHT_BY_SIZE[size]} cm")
        for size in Size
    )
    return ReferenceTable(
        key="sizes",
        title=tr("Sizes"),
        header=(tr("Size"), tr("Aim at it"), tr("Fray weight"), tr("Jump over")),
        rows=rows,
        source=_sources(MODIFIERS_SOURCE, booklet("main movements, JUMPING")),
    )


def counter_fire_house_rule(ruleset: Ruleset = CORE) -> ReferenceTable | None:
    """House rule 6 (Contre tir): an INI roll by weapon lets a charged marksman fire first."""
    if not ruleset.house(6):
        return None
    return ReferenceTable(
        key="house-6",
        title=tr("Counter-fire (house rule 6)"),
        header=(tr("Weapon"), tr("{ini} difficulty", ini=short("initiative"))),
        rows=tuple((label(weapon), str(weapon.counter_fire_threshold))
                   for weapon in Weapon),
        source=_sources(HOUSE_COUNTER_FIRE),
        notes=(tr("A charged marksman who has not run: on a success he fires at Short range at "
                  "his assailant and is then all in Defence in the combat."),),
    )


def fray_weights(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Who is hit when firing into a fray, read from companion.rules.firing."""
    if ruleset.house(14):
        rows = tuple((tr("{base} base", base=label(base)), str(weight))
                     for base, weight in FRAY_BASE_WEIGHT.items())
        notes = (tr("Roll over the total: 25×25 counts 1, 25×50 counts 2, 37×37 counts 4."),)
    elif ruleset.tournament:
        rows = tuple((label(size), "1") for size in Size)
        notes = (tr("At random among the target and all in contact with it, whatever their size."),)
    else:
        rows = tuple((label(size), str(FRAY_SIZE_WEIGHT[size])) for size in Size)
        notes = (tr("Roll over the total: a {small} Goblin with a {large} and a {normal} foe is hit "
                    "1 time in 6 (1 + 2 + 3).", small=label(Size.SMALL), large=label(Size.LARGE),
                    normal=label(Size.NORMAL)),)
    header = (tr("Figurine"), tr("Counts as"))
    return ReferenceTable(
        key="fray", title=tr("Firing into a fray"), header=header, rows=rows,
        source=_sources(fray_source(ruleset)), notes=notes,
    )


# -- movement ---------------------------------------------------------------------------------
def _times_mov(multiplier: Fraction) -> str:
    mov = short("movement")
    if multiplier == 1:
        return mov
    if multiplier.denominator == 1:
        return f"{multiplier.numerator} × {mov}"
    return f"{mov} ÷ {Fraction(1) / multiplier}"


def movement_table(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "main movements" and "movement table" (the tournament's run), read from
    companion.rules.movement."""
    ini, att, def_, mov = (short(c) for c in ("initiative", "attack", "defence", "movement"))
    moves = [
        (MoveType.WALK, tr("Walk"), tr("any direction")),
        (MoveType.CHARGE, tr("Charge"), tr("target −1 {ini}, {att}, {def_} this round",
                                           ini=ini, att=att, def_=def_)),
        (MoveType.ENGAGE, tr("Engage"), tr("no penalty; target need not be seen")),
        (MoveType.DODGE, tr("Dodge"), tr("shots at it one range further")),
        (MoveType.PURSUIT, tr("Pursuit"), tr("after a kill, once a phase")),
    ]
    if ruleset.tournament:
        moves.append((MoveType.RUN, tr("Run"),
                      tr("no firing next phase; not within ½ {mov} of a foe", mov=mov)))
    rows: list[tuple[str, str, str]] = []
    sources: list[Source] = []
    for move, move_name, note in moves:
        answer = move_distance(10, move, ruleset=ruleset)
        rows.append((move_name, _times_mov(answer.value / 10), note))
        sources.extend(answer.sources)
    divisor = f"{float(FEAT_DIVISOR):g}"
    rows.append((tr("Physical feat"), tr("Feat = {mov} ÷ {divisor}", mov=mov, divisor=divisor), tr("no firing")))
    sources.append(FEATS)
    terrains = ((Terrain.ENCUMBERED, tr("Encumbered ground"), tr("forest, shallow water…")),
                (Terrain.LADDER, tr("Ladder, rope"), ""))
    for terrain, name, note in terrains:
        rows.append((name, tr("each cm counts {cost}", cost=terrain_cost(1, terrain).value), note))
    rows.append((tr("Impassable"), tr("impossible"), tr("wall, deep water, rifts…")))
    sources.append(MOVEMENT_TABLE)
    rows += [(tr("{base} base", base=label(base)),
              tr("{count} opponents", count=base.max_opponents), tr("at most in contact"))
             for base in Base]
    return ReferenceTable(
        key="movement", title=tr("Movement"), header=(tr("Move"), tr("Distance"), tr("Note")),
        rows=tuple(rows), source=_sources(*dict.fromkeys(sources)),
    )


def disengagement_table(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet "disengagement": an INI roll of 4 + 2 per opponent (tournament: the same),
    computed by companion.rules.movement.disengagement."""
    answers = [disengagement(n, ruleset=ruleset) for n in range(1, 9)]
    return ReferenceTable(
        key="disengagement", title=tr("Disengagement"),
        header=(tr("Opponents"), tr("{ini} difficulty", ini=short("initiative"))),
        rows=tuple((str(n), str(a.difficulty)) for n, a in enumerate(answers, start=1)),
        source=_sources(*answers[0].sources),
        notes=(tr("Not if Charged or Engaged this phase, nor with the most opponents the base "
                  "allows. Failed: no Attack dice next combat (Counter-attack allowed)."),),
    )


# -- hand to hand ---------------------------------------------------------------------------
def combat_dice_table(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Combat dice for one combat, from companion.rules.combat.combat_dice."""
    rows = []
    for many in range(1, 5):
        a, b = combat_dice(many, 1)
        rows.append((tr("{many} against 1", many=many), str(a), str(b)))
    return ReferenceTable(
        key="combat-dice", title=tr("Combat dice"),
        header=(tr("Combat"), tr("The many"), tr("The one")),
        rows=tuple(rows), source=_sources(COMBAT_DICE_SOURCE),
    )


_EXAMPLE = Fighter("example", initiative=3, attack=6, defence=5, strength=5, resilience=5)
_CHARACTER = Fighter("character", initiative=3, attack=6, defence=5, character=True)


def hand_to_hand(ruleset: Ruleset = CORE) -> ReferenceTable:
    """The combat sequence (booklet, "combat resolution") with the tournament's changes.

    The numbers are the engine's answers (companion.rules.combat) for worked cases, so the
    sheet says what the app applies.
    """
    group = group_initiative([3, 2, 2, 2])
    no_die = minimum_difficulty(_EXAMPLE, 5, 0, ruleset)
    with_die = minimum_difficulty(_EXAMPLE, 5, 1, ruleset)
    if no_die.minimum is None:
        minimum = tr("Minimum Attack difficulty = the opponent's DEF ({minimum} against DEF 5) "
                     "if he placed a die in Defence; none if he did not.",
                     minimum=with_die.minimum)
    else:
        minimum = tr("Minimum Attack difficulty = the opponent's DEF, always ({minimum} against "
                     "DEF 5, Defence dice or not).", minimum=no_die.minimum)
    steps = ", ".join(_signed(sustained_difficulty(0, step)) for step in (1, 2, 3))
    if ruleset.tournament:
        sustained = tr("Every warrior who parries once gets a free Sustained Defence die: "
                       "{steps}… while it succeeds; not with a Counter-attack.", steps=steps)
    else:
        sustained = tr("Against several opponents, with at least as many Defence as Attack dice, "
                       "one successful parry may parry again at {steps}…; not with "
                       "Counter-attack or Ambidextrous.", steps=steps)
    extra = profile(_CHARACTER, Condition(extra_dice=1))
    charged = profile(_EXAMPLE, Condition(charged=True))
    counter = counter_attack_penalty(_CHARACTER)
    strike = master_strike(_CHARACTER, 2, 9)
    rows = (
        (tr("1 Initiative"), tr("Both roll INI; ties re-roll; highest is the Attacker. A group "
                                "rolls once: best INI +1 per extra warrior (3, 2, 2, 2 → {group}). "
                                "Charged: {penalty} INI, ATT, DEF.", group=group,
                                penalty=_signed(charged.initiative - _EXAMPLE.initiative))),
        (tr("2 Dice"), tr("The Defender places his dice first (Attack / Defence), then the "
                          "Attacker. Characters may take extra dice: {cost} ATT and DEF each.",
                          cost=_signed(extra.attack - _CHARACTER.attack))),
        (tr("3 Attack"), tr("The Attacker sets each difficulty and rolls all Attack dice; the "
                            "Defender picks which to parry and must reach the same difficulty.")),
        ("", minimum),
        (tr("4 Damage"), tr("2D6 per unparried Attack + STR − RES on the wound table.")),
        (tr("5 Retaliate"), tr("The Defender, if still fit with Attack dice, strikes back "
                               "(step 3).")),
        (tr("Sustained Defence"), sustained),
        (tr("Counter-attack"), tr("Characters (and Warrior-mages, Warrior-monks; not Magicians "
                                  "nor Faithful): Defence at {penalty}; each success cancels an "
                                  "Attack and gains an Attack die.", penalty=_signed(counter))),
        (tr("Master strike"), tr("A Character with 2+ Attack dice rolls one Attack only; "
                                 "unparried, its difficulty is added to the Damage roll "
                                 "(difficulty 9: {bonus}).", bonus=_signed(strike.damage_bonus))),
    )
    sources: list[Source] = [INITIATIVE_SOURCE, PLACEMENT_SOURCE, no_die.ruling.source,
                             CHARACTER_DICE_SOURCE]
    sources.append(SUSTAINED_TOURNAMENT_SOURCE if ruleset.tournament else SUSTAINED_SOURCE)
    sources += [COUNTER_ATTACK_SOURCE, MASTER_STRIKE_SOURCE]
    return ReferenceTable(
        key="hand-to-hand", title=tr("Hand to hand combat"),
        header=(tr("Step"), tr("What happens")),
        rows=rows, source=_sources(*dict.fromkeys(sources)), wide=True,
    )


def fear_and_courage(ruleset: Ruleset = CORE) -> ReferenceTable:
    """Booklet, "influence of Fear" (and the tournament's order of events), numbers from
    companion.rules.fear."""
    group = group_courage([5, 3, 3])
    penalty = _signed(fear_penalty())
    rows = [
        (tr("Test"), tr("COU + D6 strictly greater than the Fear: success; else failure.")),
        (tr("Penalty"), tr("Failed: {penalty} INI, ATT and DEF (adds to the Charge penalty, "
                           "never below 0).", penalty=penalty)),
        (tr("Charged"), tr("Failed and card not yet activated: flees at 2 × MOV.")),
        (tr("Charging"), tr("Failed: paralysed, cannot move this round.")),
        (tr("Group"), tr("One test: best COU +1 per extra warrior (5, 3, 3 → {group}); several "
                         "Fear creatures: +1 Fear each ({fear} for 8 and 6).", group=group,
                         fear=group_fear([8, 6]))),
        (tr("Rally"), tr("Next Movement phases, once activated: same difficulty.")),
        (tr("Immune"), tr("Once Fear F is overcome, Fear ≤ F no longer matters this game.")),
    ]
    sources: list[Source] = [FEAR_SOURCE, GROUP_SOURCE, RALLY_SOURCE, FEAR_IMMUNITY_SOURCE]
    if ruleset.tournament:
        rows.append((tr("Tournament"), render(TOURNAMENT_FEAR_ORDER)))
        sources.append(TOURNAMENT_FEAR)
    return ReferenceTable(
        key="fear", title=tr("Fear and Courage"), header=("", tr("Rule")), rows=tuple(rows),
        source=_sources(*sources), wide=True,
    )


def courage_odds(ruleset: Ruleset = CORE) -> ReferenceTable:
    """The exact chance to stand against Fear, by how much the Fear exceeds the Courage
    (companion.rules.fear.courage_test: a 6 is rolled again, a 1 fails)."""
    rows = []
    for gap in range(0, 9):
        test = courage_test(5, 5 + gap, ruleset=ruleset)
        chance = test.chance
        rows.append((f"+{gap}" if gap else "0", f"{chance.numerator}/{chance.denominator}", percent(chance)))
    return ReferenceTable(
        key="courage-odds", title=tr("Courage against Fear"),
        header=(tr("Fear − COU"), tr("Chance to stand"), "%"), rows=tuple(rows),
        source=_sources(FEAR_SOURCE, booklet("Making a characteristic roll")),
        notes=(tr("No abilities counted (Bravery, Standard-bearer… change it)."),),
    )


def house_rules_table(ruleset: Ruleset) -> ReferenceTable | None:
    """The house rules in force, by number and title."""
    if not ruleset.house_rules:
        return None
    return ReferenceTable(
        key="house-rules", title=tr("House rules in force"),
        header=(tr("No."), tr("Title"), tr("The app")),
        rows=tuple((str(n), HOUSE_RULE_TITLES[n],
                    tr("computes it") if n in HOUSE_RULES_IN_ENGINE else tr("players apply it"))
                   for n in sorted(ruleset.house_rules)),
        source=tr("House rules (French fan site), by number"),
    )


def reference_tables(ruleset: Ruleset = CORE, wound_grid: WoundTable | None = None, *,
                     language: str | None = None) -> list[ReferenceTable]:
    """Every table of the quick-reference sheet for ``ruleset``, in printed order.

    ``wound_grid`` is the wound table to print (the player's corrected copy); None: the
    shipped ``resources/rules/wound-table.json``. ``language``: ``fr`` or ``en`` (None: the
    language in force), with the French vocabulary of companion.i18n.vocabulary.
    """
    with using_language(language):
        return _reference_tables(ruleset, wound_grid)


def _reference_tables(ruleset: Ruleset, wound_grid: WoundTable | None) -> list[ReferenceTable]:
    tables: list[ReferenceTable | None] = [
        wound_table(ruleset, wound_grid),
        exceptional_wounds(ruleset),
        wound_effects(ruleset),
        firing_ranges(ruleset),
        firing_types(ruleset),
        firing_modifiers(ruleset),
        counter_fire_house_rule(ruleset),
        fray_weights(ruleset),
        size_modifiers(ruleset),
        movement_table(ruleset),
        disengagement_table(ruleset),
        combat_dice_table(ruleset),
        hand_to_hand(ruleset),
        fear_and_courage(ruleset),
        courage_odds(ruleset),
        house_rules_table(ruleset),
    ]
    return [table for table in tables if table is not None]


def render_reference(ruleset: Ruleset, out: Output, paper: str | Paper = "a4", *,
                     wound_grid: WoundTable | None = None, language: str | None = None) -> int:
    """Write the quick-reference sheet for ``ruleset`` to ``out`` in ``language`` (None: the
    language in force); return the pages."""
    from companion.printing.reference_sheet import ReferenceSheet

    with using_language(language) as chosen:
        tables = reference_tables(ruleset, wound_grid)
        return ReferenceSheet(ruleset, tables, paper, language=chosen).render(out)
