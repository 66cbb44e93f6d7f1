"""Army validation speed: a 200-AP list against 1 ms, and 50 vs 5,000 figures (linearity);
the same 200-AP list with options against itself without.

Targets: a 200-AP list in at most 1 ms; a 5,000-figure list in at most 50 ms; the cost
linear in the list's size, so the 5,000/50 ratio should be near 100 (the figures) and the time
per figure about the same at both sizes. With options as the community data gives them (about
fifty a card in a dozen groups with limits, artefacts, spells with POW costs) and two or three
taken by each entry, the 200-AP list validates in at most 2x the time of the same list without
options. Prints the best of several runs; returns 1 if a target is missed, so ``python -m
bench`` can say so.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Card, Option, OptionGroup, OptionKind, OptionSourceIds
from companion.rules.ruleset import CORE


def _cards() -> dict[str, Card]:
    """Forty made-up cards of one people and its allies, with the abilities validation reads."""
    cards: dict[str, Card] = {}
    abilities = ("Leadership/10", "Scout", "Mutagenic/1", "Toxic/2", "Standard-bearer", "Musician", "Bravery", "Mercenary")
    for n in range(40):
        people = "alahan" if n % 4 else "griffin"
        card_id = f"{people}/warrior-{n}"
        cards[card_id] = Card(
            id=card_id,
            name=f"Warrior {n}",
            people=people,
            ap=8 + n,
            figures_per_card=3,
            character=n % 10 == 0,
            abilities=(Ability.parse(abilities[n % len(abilities)]), Ability.parse("Fierce")),
        )
    return cards


CARDS = _cards()
TROOPS = [card_id for card_id, card in CARDS.items() if not card.character]


def with_options(card: Card) -> Card:
    """The card with fifty options in twelve groups, as an imported C5 card has: artefacts (a
    group of at most one), affiliations (exactly one), spells with POW costs, upgrades."""
    options: list[Option] = []
    groups = [OptionGroup("Artefacts", max=1), OptionGroup("Baronies", min=1, max=1), OptionGroup("Spells")]
    for n in range(50):
        kind, group = ((OptionKind.ARTEFACT, "Artefacts" if n < 10 else f"Artefacts / Set {n % 4}") if n < 20 else
                       (OptionKind.AFFILIATION, "Baronies" if n < 30 else f"Baronies / Barony {n % 5}") if n < 38 else
                       (OptionKind.SPELL, "Spells") if n < 46 else (OptionKind.UPGRADE, None))
        options.append(Option(f"{card.id}/option-{n}", f"Option {n}", kind, ap=n % 7, pow=2 if kind is OptionKind.SPELL
                              else None, max=1, max_per_army=1 if n % 9 == 0 else None, group=group,
                              source_ids=OptionSourceIds(f"link-{n}::entry-{n}", group or "")))
    groups += [OptionGroup(f"Artefacts / Set {k}", max=1) for k in range(4)]
    groups += [OptionGroup(f"Baronies / Barony {k}", min=1, max=2, parent=f"{card.id}/option-{20 + k}") for k in range(5)]
    return Card(id=card.id, name=card.name, people=card.people, ap=card.ap, figures_per_card=card.figures_per_card,
                character=card.character, abilities=card.abilities, power=6, pow_budget=8, options=tuple(options),
                option_groups=tuple(groups))


OPTION_CARDS = {card_id: with_options(card) for card_id, card in CARDS.items()}


def taking_options(army: ArmyList) -> ArmyList:
    """Each entry of ``army`` with an artefact, a barony and, one in two, a spell."""
    entries = []
    for n, entry in enumerate(army.entries):
        taken = [f"{entry.card_id}/option-{n % 10}", f"{entry.card_id}/option-{20 + n % 10}"]
        if n % 2:
            taken.append(f"{entry.card_id}/option-{38 + n % 8}")
        entries.append(Entry(entry.card_id, entry.figures, entry.incarnation, tuple(taken)))
    return ArmyList(army.name, army.people, army.points, army.ruleset, tuple(entries))


def army_of(figures: int) -> ArmyList:
    """A list of ``figures`` figurines, three per entry, cycling through the troop cards."""
    entries: list[Entry] = []
    left = figures
    n = 0
    while left > 0:
        count = min(3, left)
        entries.append(Entry(TROOPS[n % len(TROOPS)], count))
        left -= count
        n += 1
    return ArmyList("bench", "alahan", max(1, figures * 20), CORE, tuple(entries))


def distinct_cards(figures: int) -> tuple[ArmyList, dict[str, Card]]:
    """The worst case: every figurine on its own entry, of its own card (no card looked up twice)."""
    cards: dict[str, Card] = {}
    entries: list[Entry] = []
    for n in range(figures):
        template = CARDS[TROOPS[n % len(TROOPS)]]
        card_id = f"{template.people}/unique-{n}"
        cards[card_id] = Card(
            id=card_id, name=f"Unique {n}", people=template.people, ap=template.ap,
            figures_per_card=1, abilities=template.abilities,
        )
        entries.append(Entry(card_id, 1))
    return ArmyList("distinct", "alahan", figures * 20, CORE, tuple(entries)), cards


def best_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def two_hundred_ap_list() -> ArmyList:
    """About 200 AP: a Character, then troop cards of one to three figurines up to 200 AP."""
    character = next(card for card in CARDS.values() if card.character)
    entries = [Entry(character.id, 1)]
    total = character.ap or 0
    for n, card_id in enumerate(TROOPS):
        ap = CARDS[card_id].ap or 0
        count = 1 + n % 3
        if total + ap * count > 200:
            break
        entries.append(Entry(card_id, count))
        total += ap * count
    return ArmyList("bench 200", "alahan", 200, CORE, tuple(entries))


def main() -> int:
    small = two_hundred_ap_list()
    validation = validate(small, CARDS)
    t_small = best_ms(lambda: validate(small, CARDS), 300)
    fifty, five_thousand = army_of(50), army_of(5000)
    t50 = best_ms(lambda: validate(fifty, CARDS), 200)
    t5000 = best_ms(lambda: validate(five_thousand, CARDS), 15)
    print(f"200-AP list ({validation.total_ap} AP, {len(small.entries)} entries): {t_small:.3f} ms   target <= 1 ms")
    print(f"{'figures':>8} {'entries':>8} {'ms':>9} {'us/figure':>10}")
    print(f"{50:>8} {len(fifty.entries):>8} {t50:>9.3f} {t50 * 1000 / 50:>10.2f}")
    print(f"{5000:>8} {len(five_thousand.entries):>8} {t5000:>9.3f} {t5000 * 1000 / 5000:>10.2f}   target <= 50 ms")
    print(f"ratio 5,000 / 50 figures: {t5000 / t50:.0f}x for 100x the figures (at most linear: <= about 100;")
    print("  less here because the 40 distinct cards are looked up once whatever the list's size)")
    (d50, c50), (d5000, c5000) = distinct_cards(50), distinct_cards(5000)
    u50 = best_ms(lambda: validate(d50, c50), 200)
    u5000 = best_ms(lambda: validate(d5000, c5000), 15)
    print("worst case, every figurine its own card:")
    print(f"{50:>8} {len(d50.entries):>8} {u50:>9.3f} {u50 * 1000 / 50:>10.2f}")
    print(f"{5000:>8} {len(d5000.entries):>8} {u5000:>9.3f} {u5000 * 1000 / 5000:>10.2f}   target <= 50 ms")
    print(f"ratio 5,000 / 50 figures: {u5000 / u50:.0f}x for 100x the figures (linear: about 100)")
    plain, optioned = two_hundred_ap_list(), taking_options(two_hundred_ap_list())
    checked = validate(optioned, OPTION_CARDS)
    assert checked.total_ap > validate(plain, OPTION_CARDS).total_ap  # the options are priced
    t_plain = best_ms(lambda: validate(plain, OPTION_CARDS), 300)
    t_options = best_ms(lambda: validate(optioned, OPTION_CARDS), 300)
    taken = sum(len(entry.options) for entry in optioned.entries)
    print(f"200-AP list of cards with 50 options each: {t_plain:.3f} ms without options, {t_options:.3f} ms with "
          f"{taken} taken ({checked.total_ap} AP): {t_options / t_plain:.2f}x   target <= 2x")
    ok = t_small <= 1.0 and t5000 <= 50.0 and u5000 <= 50.0 and t_options <= 2 * t_plain
    print("targets met" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
