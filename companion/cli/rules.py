"""``companion rules ...``: the rules engine's answers, exact.

Subcommands: roll, fear, damage, wound, fray, combat-dice, disengage, matchup. ``--json`` prints exact
fractions beside floats; without it a short readable answer names the rules applied, in the
language of ``--lang`` (else COMPANION_LANG, else the system's; JSON keys, ids and its "rules"
and "notes" stay English). Bad input raises :class:`~companion.rules.errors.RulesError` (exit 2).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.i18n import LANGUAGES, parse_language, tr, trn, using_language
from companion.i18n.numbers import odds, percent
from companion.i18n.render import english, render
from companion.i18n.vocabulary import Kind, label, name, short
from companion.rules.abilities import Ability, canonical_name
from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message
from companion.rules.ruleset import Ruleset
from companion.rules.source import Source

if TYPE_CHECKING:
    from companion.library.store import Library
    from companion.rules.card import Card


def _odds(chance: Fraction) -> dict[str, Any]:
    return {"probability": float(chance), "fraction": f"{chance.numerator}/{chance.denominator}"}


def _sources_json(sources: Sequence[Source]) -> list[str]:
    """The rules applied, in English, each once, sorted (JSON keeps English)."""
    return sorted({english(source) for source in sources})


def _notes_json(notes: Sequence[Argument]) -> list[str]:
    return [english(note) for note in notes]


def _abilities(names: Sequence[str] | None) -> tuple[Ability, ...]:
    """Ability names as written, matched without regard to case, spaces or hyphens."""
    parsed: list[Ability] = []
    for text in names or ():
        ability = Ability.parse(text)
        canonical = canonical_name(ability.name)
        if canonical is None:
            raise RulesError(Message("cli.unknown-ability", text=text))
        parsed.append(Ability(canonical, ability.value))
    return tuple(parsed)


def _ruleset(args: argparse.Namespace) -> Ruleset:
    return Ruleset.parse(args.ruleset, list(args.house or ()))


def _print(args: argparse.Namespace, data: dict[str, Any], text: list[str]) -> int:
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print("\n".join(text))
    return 0


def _rules_lines(sources: Sequence[Source], notes: Sequence[Argument] = ()) -> list[str]:
    """The notes, then the rules applied, in the current language."""
    lines = [f"  - {render(note)}" for note in notes]
    seen = list(dict.fromkeys(render(source) for source in sources))
    if seen:
        lines.append(tr("Rules: {sources}", sources=tr("; ").join(seen)))
    return lines


def _localised(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run a query in the language of ``--lang`` (None: the language in force)."""
    def localised(args: argparse.Namespace) -> int:
        language = getattr(args, "lang", None)
        if language is not None:
            try:
                language = parse_language(language)
            except ValueError:
                raise RulesError(Message("cli.unknown-language", language=language,
                                         languages=", ".join(LANGUAGES))) from None
        with using_language(language):
            return run(args)
    return localised


_ROLLED_CHARACTERISTICS = {"initiative", "attack", "defence", "aim", "courage", "discipline"}


def _kind_name(kind: str) -> str:
    """A roll's kind: the characteristic's name from the vocabulary, else the catalog's."""
    if kind in _ROLLED_CHARACTERISTICS:
        return name(Kind.CHARACTERISTIC, kind)
    return {"feat": tr("Physical feat"), "damage": tr("Damage"), "other": tr("Characteristic")}[kind]


# --- roll -----------------------------------------------------------------------------------


def _run_roll(args: argparse.Namespace) -> int:
    from companion.rules.characteristic import RollKind, roll_chance
    from companion.rules.dice import FaceValue
    from companion.rules.wounds import WoundLevel

    kind = RollKind.parse(args.kind)
    wound = WoundLevel.parse(args.wound)
    faces = FaceValue.AS_SIX if args.five_counts == "six" else FaceValue.AS_ROLLED
    chance, setup = roll_chance(args.value, args.difficulty, kind, _abilities(args.ability), wound,
                                stunned=args.stunned, character=args.character,
                                ruleset=_ruleset(args), promoted_faces=faces)
    data = _odds(chance) | {"rules": _sources_json(setup.sources), "notes": _notes_json(setup.notes)}
    text = [tr("{kind} roll of {value} reaching {difficulty}: {chance}", kind=_kind_name(kind.value),
               value=args.value, difficulty=args.difficulty, chance=odds(chance)),
            *_rules_lines(setup.sources, setup.notes)]
    return _print(args, data, text)


# --- fear -----------------------------------------------------------------------------------


def _run_fear(args: argparse.Namespace) -> int:
    from companion.rules.fear import Situation, courage_test, fear_odds

    abilities = _abilities(args.ability)
    test = courage_test(args.courage, args.fear, abilities, bonus=args.bonus,
                        character=args.character, ruleset=_ruleset(args))
    situation = Situation(args.situation)
    fear = fear_odds(test, situation, abilities, discipline=args.discipline,
                     character=args.character)
    data = _odds(fear.stands) | {
        "passes": _odds(fear.passes), "holds": _odds(fear.holds), "fails": _odds(fear.fails),
        "on_failure": fear.failure.value, "difficulty": test.difficulty,
        "rules": _sources_json(fear.sources), "notes": _notes_json(fear.notes)}
    failure = {"flees": tr("he flees"), "paralysed": tr("he is paralysed"),
               "holds": tr("he holds")}[fear.failure.value]
    text = [tr("Courage {courage} against Fear {fear} (needs a total of {difficulty}): stands "
               "{chance}; on a failure {failure}", courage=args.courage, fear=args.fear,
               difficulty=test.difficulty, chance=odds(fear.stands), failure=failure),
            *_rules_lines(fear.sources, fear.notes)]
    return _print(args, data, text)


# --- damage ---------------------------------------------------------------------------------

ATTACKER_ABILITIES = {"Assassin", "Bane", "Master strike"}
VICTIM_ABILITIES = {"Hard-boiled", "Survival instinct", "Immunity", "Assassin", "Consciousness"}


def _run_damage(args: argparse.Namespace) -> int:
    from companion.rules.damage import damage_odds, damage_options, resolve_damage
    from companion.rules.wound_table import load_wound_table
    from companion.rules.wounds import WoundLevel

    abilities = _abilities(args.ability)
    attacker = tuple(a for a in abilities if a.name in ATTACKER_ABILITIES)
    victim = tuple(a for a in _abilities(args.victim_ability)) + tuple(
        a for a in abilities if a.name in VICTIM_ABILITIES - {"Assassin"})
    for ability in abilities:
        if ability.name not in ATTACKER_ABILITIES | VICTIM_ABILITIES:
            raise RulesError(Message("cli.ability-not-damage", ability=ability.name))
    options = damage_options(attacker, victim, attacker_character=args.character,
                             charged=args.charged, master_strike_difficulty=args.master_strike,
                             ruleset=_ruleset(args))
    table = load_wound_table(Path(args.table) if args.table else None)
    current = WoundLevel.parse(args.current)
    if args.dice is not None:
        outcome = resolve_damage(args.dice, args.strength, args.resilience, options, table,
                                 survival_die=args.survival_die, current=current)
        data: dict[str, Any] = {"total": outcome.total, "location": outcome.location.value,
                "wound": outcome.level.value, "exceptional": outcome.exceptional,
                "dice": list(outcome.dice), "row": english(outcome.row), "published": outcome.published,
                "rules": _sources_json(outcome.sources), "notes": _notes_json(outcome.notes)}
        text = [tr("Damage {dice} + {str} {strength} - {res} {resilience} = {total}: {wound} "
                   "({location})", dice="+".join(str(d) for d in outcome.dice),
                   str=short("strength"), strength=args.strength, res=short("resilience"),
                   resilience=args.resilience, total=outcome.total, wound=label(outcome.level),
                   location=label(outcome.location))
                + ("" if outcome.published
                   else " " + tr("[table cell not published: check your booklet]")),
                *_rules_lines(outcome.sources, outcome.notes)]
        return _print(args, data, text)
    chances = damage_odds(args.strength, args.resilience, options, table, current=current)
    data = {"wounds": {lv.value: _odds(p) for lv, p in chances.by_level.items()},
            "locations": {loc.value: {lv.value: _odds(p) for lv, p in per.items() if p}
                          for loc, per in chances.by_location.items()},
            "exceptional": _odds(chances.exceptional), "unpublished": _odds(chances.unpublished),
            "rules": [english(s) for s in chances.sources]}
    text = [tr("Damage {str} {strength} against {res} {resilience}:", str=short("strength"),
               strength=args.strength, res=short("resilience"), resilience=args.resilience)]
    text += [f"  {label(lv)}: {odds(p)}" for lv, p in chances.by_level.items()]
    if chances.unpublished:
        text.append("  " + tr("({chance} of results read an estimated table cell: correct the "
                              "table from your booklet)", chance=odds(chances.unpublished)))
    text += _rules_lines(chances.sources)
    return _print(args, data, text)


# --- wound ----------------------------------------------------------------------------------


def _run_wound(args: argparse.Namespace) -> int:
    from companion.rules.wounds import WORSENING_SOURCE, WOUNDS_SOURCE, WoundLevel, worsen

    current, new = WoundLevel.parse(args.current), WoundLevel.parse(args.new)
    result = worsen(current, new)
    data = {"result": result.value, "rules": [english(WOUNDS_SOURCE), english(WORSENING_SOURCE)]}
    text = [f"{label(current)} + {label(new)} -> {label(result)}",
            *_rules_lines([WOUNDS_SOURCE, WORSENING_SOURCE])]
    return _print(args, data, text)


# --- fray and combat dice (rules-combat) ----------------------------------------------------


def _run_fray(args: argparse.Namespace) -> int:
    from companion.rules.card import Size
    from companion.rules.firing import fray_probabilities, fray_source

    sizes: list[Size] = []
    for text in args.sizes:
        try:
            sizes.append(Size(text.strip().casefold().replace(" ", "-")))
        except ValueError:
            raise RulesError(Message("cli.unknown-size", text=text)) from None
    if len(sizes) < 2:
        raise RulesError(Message("cli.fray-sizes"))
    ruleset = _ruleset(args)
    chances = fray_probabilities(sizes[0], sizes[1:], ruleset)
    data = {"probabilities": [float(c) for c in chances],
            "fractions": [f"{c.numerator}/{c.denominator}" for c in chances],
            "rules": [english(fray_source(ruleset))]}
    text = [(tr("target ({size}): {chance}", size=label(s), chance=odds(c)) if i == 0
             else tr("other ({size}): {chance}", size=label(s), chance=odds(c)))
            for i, (s, c) in enumerate(zip(sizes, chances, strict=True))]
    text += _rules_lines([fray_source(ruleset)])
    return _print(args, data, text)


def _run_combat_dice(args: argparse.Namespace) -> int:
    from companion.rules.combat import combat_dice
    from companion.rules.source import booklet

    a, b = combat_dice(args.fighters_a, args.fighters_b)
    source = booklet("hand to hand combat phase (combat resolution, step 2)")
    data = {"a": a, "b": b, "rules": [english(source)]}
    side_a = trn("side A ({count} warrior): {dice} dice", "side A ({count} warriors): {dice} dice",
                 args.fighters_a, dice=a)
    side_b = trn("side B ({count} warrior): {dice} dice", "side B ({count} warriors): {dice} dice",
                 args.fighters_b, dice=b)
    text = [tr("{side_a}; {side_b}", side_a=side_a, side_b=side_b),
            *_rules_lines([source])]
    return _print(args, data, text)


# --- disengage ------------------------------------------------------------------------------


def _run_disengage(args: argparse.Namespace) -> int:
    from companion.rules.card import Base
    from companion.rules.characteristic import RollKind, roll_chance
    from companion.rules.movement import disengagement

    base = None
    if args.base is not None:
        try:
            base = Base(args.base)
        except ValueError:
            raise RulesError(Message("cli.unknown-base", text=args.base)) from None
    ruling = disengagement(args.opponents, base=base, charged_this_phase=args.charged,
                           ruleset=_ruleset(args))
    data: dict[str, Any] = {"difficulty": ruling.difficulty, "allowed": ruling.allowed,
                            "reason": english(ruling.reason), "rules": [english(s) for s in ruling.sources]}
    text = [trn("Disengaging from {count} opponent: Initiative roll at {difficulty}",
                "Disengaging from {count} opponents: Initiative roll at {difficulty}", args.opponents,
                difficulty=ruling.difficulty)
            + ("" if ruling.allowed
               else " - " + tr("not allowed: {reason}", reason=render(ruling.reason)))]
    if args.initiative is not None and ruling.allowed:
        chance, setup = roll_chance(args.initiative, ruling.difficulty, RollKind.INITIATIVE,
                                    _abilities(args.ability), ruleset=_ruleset(args))
        data |= _odds(chance)
        text.append(f"  {short('initiative')} {args.initiative}: {odds(chance)}")
    text += _rules_lines(ruling.sources, [ruling.reason] if ruling.allowed else [])
    return _print(args, data, text)


# --- matchup --------------------------------------------------------------------------------


def _card(library: Library, text: str) -> Card:
    """A card of the library by its id, else by its name (without regard to case)."""
    card = library.get(text)
    if card is not None:
        return card
    named = [c for c in library.cards() if c.name.casefold() == text.strip().casefold()]
    if len(named) > 1:
        raise RulesError(Message("matchup.ambiguous-card", card=text, ids=", ".join(sorted(c.id for c in named))))
    if not named:
        raise RulesError(Message("matchup.unknown-card", card=text))
    return named[0]


def _run_matchup(args: argparse.Namespace) -> int:
    from companion.library.store import Library
    from companion.rules.matchup import Charger, matchup
    from companion.rules.matchup_round import Policy

    with Library.open(getattr(args, "db", None)) as library:
        first, second = _card(library, args.cards[0]), _card(library, args.cards[1])
    fight = matchup(first, second, figures=(args.figures[0], args.figures[1]), charge=Charger(args.charge),
                    rounds=args.rounds, policy=Policy(args.policy), ruleset=_ruleset(args))
    data: dict[str, Any] = {
        "first": first.id, "second": second.id, "figures": list(fight.figures), "charge": fight.charge.value,
        "policy": fight.policy.value, "rounds_limit": fight.limit,
        "first_wins": _odds(fight.first_wins), "second_wins": _odds(fight.second_wins),
        "undecided": _odds(fight.undecided), "first_fled": _odds(fight.first_fled),
        "second_fled": _odds(fight.second_fled), "both_fell": _odds(fight.both_fell),
        "rounds": [_odds(p) for p in fight.rounds],
        "wounds": [{level.value: _odds(p) for level, p in side.items()} for side in fight.wounds],
        "why": [{"first_strikes": plan.first_strikes, "chance": _odds(plan.chance),
                 "first": {"division": [list(d) for d in plan.first.division], "difficulty": plan.first.difficulty},
                 "second": {"division": [list(d) for d in plan.second.division],
                            "difficulty": plan.second.difficulty},
                 "first_loses": _odds(plan.first_loses), "second_loses": _odds(plan.second_loses)}
                for plan in fight.why]}
    text = [tr("{first} against {second}: {first} wins {a}, {second} wins {b}, undecided after {rounds} "
               "rounds {c}", first=first.name, second=second.name, a=percent(fight.first_wins),
               b=percent(fight.second_wins), rounds=fight.limit, c=percent(fight.undecided))]
    return _print(args, data, text)


# --- registration ---------------------------------------------------------------------------


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    """Add ``companion rules`` and its subcommands."""
    rules_options = argparse.ArgumentParser(add_help=False)
    rules_options.add_argument("--ruleset", default="core", help="core (default) or tournament")
    rules_options.add_argument("--house", type=int, action="append", metavar="N",
                               help="switch on house rule N (repeatable)")
    rules_options.add_argument("--lang", default=None, metavar="fr|en",
                               help="language of the readable answer (default: COMPANION_LANG, "
                               "else the system's)")
    parents = [common, rules_options]
    parser = subparsers.add_parser("rules", parents=[common],
                                   help="the rules engine's answers, exact",
                                   description="The rules engine's answers, exact.")
    sub = parser.add_subparsers(dest="rules_command", metavar="QUERY", required=True)

    roll = sub.add_parser("roll", parents=parents, help="chance that a characteristic roll succeeds")
    roll.add_argument("--value", type=int, required=True, help="the characteristic")
    roll.add_argument("--difficulty", type=int, required=True)
    roll.add_argument("--wound", default="none", help="none, stunned, light, serious, critical")
    roll.add_argument("--ability", action="append", metavar="NAME")
    roll.add_argument("--kind", default="other",
                      help="initiative, attack, defence, aim, courage, discipline, feat, other")
    roll.add_argument("--stunned", action="store_true", help="also Stunned this round")
    roll.add_argument("--character", action="store_true", help="the fighter is a Character")
    roll.add_argument("--five-counts", choices=["six", "five"], default="six",
                      help="what a 5 that 'equals a 6' adds (Bravery, Brutal...): six (default) "
                      "or five")
    roll.set_defaults(func=_localised(_run_roll))

    fear = sub.add_parser("fear", parents=parents, help="chance to stand against Fear")
    fear.add_argument("--courage", type=int, required=True)
    fear.add_argument("--fear", type=int, required=True)
    fear.add_argument("--ability", action="append", metavar="NAME")
    fear.add_argument("--bonus", type=int, default=0, help="e.g. +1 near a Standard-bearer")
    fear.add_argument("--situation", choices=["charged", "charging"], default="charged")
    fear.add_argument("--discipline", type=int, default=None, help="a Fanatic's Discipline")
    fear.add_argument("--character", action="store_true")
    fear.set_defaults(func=_localised(_run_fear))

    damage = sub.add_parser("damage", parents=parents, help="a Damage roll or its odds")
    damage.add_argument("--strength", type=int, required=True)
    damage.add_argument("--resilience", type=int, required=True)
    damage.add_argument("--dice", type=int, nargs="+", metavar="D", default=None,
                        help="the two dice thrown (three for an Assassin)")
    damage.add_argument("--ability", action="append", metavar="NAME",
                        help="Hard-boiled, Bane, Assassin, Survival instinct, Immunity/LOCATION ...")
    damage.add_argument("--victim-ability", action="append", metavar="NAME",
                        help="an ability of the victim (e.g. Assassin, Consciousness)")
    damage.add_argument("--charged", action="store_true", help="the attacker Charged (Assassin)")
    damage.add_argument("--character", action="store_true", help="the attacker is a Character")
    damage.add_argument("--master-strike", type=int, default=None, metavar="DIFFICULTY")
    damage.add_argument("--survival-die", type=int, default=None)
    damage.add_argument("--current", default="none", help="the victim's current wound")
    damage.add_argument("--table", default=None, metavar="PATH",
                        help="a corrected wound table (same JSON schema)")
    damage.set_defaults(func=_localised(_run_damage))

    wound = sub.add_parser("wound", parents=parents, help="the wound after a new result")
    wound.add_argument("--current", required=True)
    wound.add_argument("--new", required=True)
    wound.set_defaults(func=_localised(_run_wound))

    fray = sub.add_parser("fray", parents=parents, help="who is hit when firing into a fray")
    fray.add_argument("--sizes", nargs="+", required=True, metavar="SIZE",
                      help="the target's size first, then those in contact")
    fray.set_defaults(func=_localised(_run_fray))

    dice = sub.add_parser("combat-dice", parents=parents, help="dice each side has in one combat")
    dice.add_argument("--fighters-a", type=int, required=True)
    dice.add_argument("--fighters-b", type=int, required=True)
    dice.set_defaults(func=_localised(_run_combat_dice))

    disengage = sub.add_parser("disengage", parents=parents, help="Disengagement difficulty")
    disengage.add_argument("--opponents", type=int, required=True)
    disengage.add_argument("--initiative", type=int, default=None)
    disengage.add_argument("--ability", action="append", metavar="NAME")
    disengage.add_argument("--base", default=None, help="infantry, cavalry or creature")
    disengage.add_argument("--charged", action="store_true",
                           help="Charged or Engaged in this Movement phase")
    disengage.set_defaults(func=_localised(_run_disengage))

    fight = sub.add_parser("matchup", parents=parents, help="who wins a hand to hand fight of two cards")
    fight.add_argument("cards", nargs=2, metavar="CARD", help="a card's id or name")
    fight.add_argument("--figures", type=int, nargs=2, default=[1, 1], metavar=("N", "M"),
                       help="figurines of each card (one side has one)")
    fight.add_argument("--charge", choices=["first", "second", "none"], default="none", help="who charged")
    fight.add_argument("--rounds", type=int, default=10, metavar="K", help="rounds at most (default 10)")
    fight.add_argument("--policy", choices=["advice", "attack", "even"], default="advice",
                       help="how the dice are divided (default: the advice's, which weighs every division: "
                       "several figurines against one take longer)")
    fight.set_defaults(func=_localised(_run_matchup))
