"""The booklet's "combat example", quoted, played through the combat rules step by step."""

from __future__ import annotations

from fractions import Fraction

from companion.rules.combat import (
    Condition,
    Fighter,
    Placement,
    Side,
    check_placement,
    combat_dice,
    fighter_dice,
    minimum_difficulty,
    profile,
    sustained_defence,
)
from companion.rules.dice import chance_to_reach
from companion.rules.exchange import (
    ParryKind,
    lowest_useful_difficulty,
    roll_attacks,
    roll_parries,
    roll_sustained,
    unparried,
)
from companion.rules.initiative import resolve_initiative
from tests.refusals import refused

PALADIN = Fighter("Paladin", initiative=3, attack=4, defence=3, strength=5, resilience=7)
WOLFEN_ZOMBIE = Fighter("Wolfen Zombie", initiative=3, attack=6, defence=3, strength=13, resilience=8)
RED_LIONESS = Fighter("Red Lioness", initiative=5, attack=7, defence=6, strength=7, resilience=7, character=True)
ZOMBIE = Fighter("Zombie", initiative=1, attack=4, defence=1, strength=4, resilience=5)


def test_wolfen_zombie_and_paladin() -> None:
    # "as he is Charged he suffers a -1 penalty to Initiative, Attack and Defence"
    paladin = profile(PALADIN, Condition(charged=True))
    assert (paladin.initiative, paladin.attack, paladin.defence) == (2, 3, 2)
    zombie = profile(WOLFEN_ZOMBIE, Condition(charging=True))
    # "The Acheron player rolls a 2, which gives him a total of 5 / 3 (INI) + 2 ... The Alahan
    # player also rolls a 2 for a total of 4 / 3 (INI) + 2 (die result) - 1 (Charge penalty)."
    initiative = resolve_initiative(zombie.initiative, [2], paladin.initiative, [2])
    assert (initiative.a.total, initiative.b.total) == (5, 4)
    assert initiative.attacker is Side.A  # the Zombie strikes first; the Paladin places first
    # "As it is a one to one combat, each figurine has two D6."
    assert combat_dice(1, 1) == (2, 2)
    paladin_dice = fighter_dice(PALADIN, Condition(charged=True))
    zombie_dice = fighter_dice(WOLFEN_ZOMBIE, Condition(charging=True))
    check_placement(paladin_dice, Placement(attack=1, defence=1))  # "one D6 in Attack and the other in Defence"
    check_placement(zombie_dice, Placement(attack=2, defence=0))  # "places both dice in Attack"
    # "He chooses a difficulty level of 9 for both his strikes. The results on the Attack dice
    # are 2 and 5. Only one Attack reaches the level of 9."
    floor = minimum_difficulty(WOLFEN_ZOMBIE, paladin.defence, defender_defence_dice=1)
    assert floor.minimum == 2
    attacks = roll_attacks("Wolfen Zombie", zombie.attack, [9, 9], [[2], [5]], floor)
    assert [a.hit for a in attacks] == [False, True]
    # "He has to parry at a level of 9. His Defence rating is 3 - 1 = 2 ... He will have to roll
    # a 6 followed by at least a 2 on his D6 as a 1 is an automatic failure"
    assert chance_to_reach(paladin.defence, 9) == Fraction(1, 6) * Fraction(5, 6)
    # "the Alahan player rolls his unique Defence die and gets a 3. This is not enough"
    parries = roll_parries("Paladin", paladin.defence, [attacks[1]], 1, [[3]])
    assert not parries[0].parried
    assert unparried(attacks, parries) == (attacks[1].strike,)
    # and a 6 then a 2 would have parried: 2 + 6 + 2 = 10
    assert roll_parries("Paladin", paladin.defence, [attacks[1]], 1, [[6, 2]])[0].parried
    assert not roll_parries("Paladin", paladin.defence, [attacks[1]], 1, [[6, 1]])[0].parried


def test_red_lioness_and_four_zombies() -> None:
    charged = Condition(charged=True)
    lioness = profile(RED_LIONESS, charged)
    # "The Zombies have two D6 each, that is a total of 8 dice ... The Red Lioness has one D6 +
    # one additional die for each enemy in base to base contact with her. That is a total of five D6."
    assert combat_dice(4, 1) == (8, 5)
    assert fighter_dice(RED_LIONESS, charged, own_side=1, opponents=4).total == 5
    assert fighter_dice(ZOMBIE, Condition(charging=True), own_side=4, opponents=1).total == 2
    # "The Zombies having placed no dice in Defence, the Alahan player chooses the lowest
    # Difficulty level : that is 8. The Attack rating of the Red Lioness is indeed 7 - 1 ...
    # and a result of 1 on a characteristic roll is an automatic failure."
    floor = minimum_difficulty(RED_LIONESS, ZOMBIE.defence, defender_defence_dice=0)
    assert floor.minimum is None
    assert lioness.attack == 6
    assert lowest_useful_difficulty(lioness.attack) == 8
    assert chance_to_reach(6, 8) == chance_to_reach(6, 0) == Fraction(5, 6)
    # "The Lion player rolls his 2 dice and gets a 1 and a 5. Only one of his Attacks succeeds."
    hers = roll_attacks("Red Lioness", lioness.attack, [8, 8], [[1], [5]], floor)
    assert [a.hit for a in hers] == [False, True]
    # "The three surviving Zombies can now Attack. The Acheron player has only 6 dice left. He
    # chooses a difficulty level of 7 ... gets 6, 2, 5, 6, 2 and 3 ... needed at least a 3 ...
    # Four of his Attacks are then successful."
    assert combat_dice(3, 1) == (6, 4)
    zombie_floor = minimum_difficulty(ZOMBIE, lioness.defence, defender_defence_dice=3)
    assert zombie_floor.minimum == 5
    rolls = (
        roll_attacks("Zombie 1", 4, [7, 7], [[6], [2]], zombie_floor)
        + roll_attacks("Zombie 2", 4, [7, 7], [[5], [6]], zombie_floor)
        + roll_attacks("Zombie 3", 4, [7, 7], [[2], [3]], zombie_floor)
    )
    hits = [r for r in rolls if r.hit]
    assert len(hits) == 4
    assert not roll_attacks("Zombie", 4, [7], [[2]], zombie_floor)[0].hit  # a 3 at least
    # "The Alahan player rolls his 3 Defence D6 and gets 1, 4 and 3. The Lioness' Defence rating
    # is 6 - 1 due to the Charge. Two of the Zombies' Attacks are parried."
    assert lioness.defence == 5
    parries = roll_parries("Red Lioness", lioness.defence, hits[:3], 3, [[1], [4], [3]])
    assert [p.parried for p in parries] == [False, True, True]
    # "As she succeeded in parrying at least one Attack, the Red Lioness may attempt a Sustained
    # Defence. The difficulty level is equal to the initial difficulty increased by 2 points,
    # that is 9. The Lion player rolls a die and gets a 5. Another Attack is parried."
    permission = sustained_defence(
        opponents=3, attack_dice=2, defence_dice=3, successful_parries=2
    )
    assert permission.allowed
    left = [h for h in hits if h.strike not in {p.strike for p in parries if p.parried}]
    assert len(left) == 2
    chain = roll_sustained("Red Lioness", lioness.defence, left[:1], [[5]], permission)
    assert chain[0].kind is ParryKind.SUSTAINED
    assert chain[0].difficulty == 9 and chain[0].parried
    # "After this first successful Sustained Defence, the Red Lioness can attempt to parry the
    # last Attack. The difficulty is now increased by 4 points, that is 11. The Lion player
    # will have to get a 6 on this roll in order to successfully parry."
    assert chance_to_reach(lioness.defence, 11) == Fraction(1, 6)
    for last, parried in ([5], False), ([6], True):
        full = roll_sustained("Red Lioness", lioness.defence, left, [[5], last], permission)
        assert full[1].difficulty == 11
        assert full[1].parried is parried
    full = roll_sustained("Red Lioness", lioness.defence, left, [[5], [4]], permission)
    assert len(unparried(rolls, parries + full)) == 1


def test_sustained_chain_stops_at_first_failure() -> None:
    permission = sustained_defence(opponents=3, attack_dice=0, defence_dice=3, successful_parries=1)
    floor = minimum_difficulty(ZOMBIE, 5, 3)
    hits = list(roll_attacks("Z", 4, [7, 7], [[6], [6]], floor))
    with refused("exchange.sustained-stopped"):
        roll_sustained("Red Lioness", 5, hits, [[2], [6]], permission)


def test_sustained_refused_when_not_allowed() -> None:
    # the Lioness with fewer Defence than Attack dice (booklet condition)
    permission = sustained_defence(opponents=3, attack_dice=3, defence_dice=2, successful_parries=1)
    assert not permission.allowed
    floor = minimum_difficulty(ZOMBIE, 5, 2)
    hits = list(roll_attacks("Z", 4, [7], [[6]], floor))
    with refused("exchange.no-sustained"):
        roll_sustained("Red Lioness", 5, hits, [[6]], permission)
