"""The suite's test cards, defined once: import them from here (``from tests.cards import PALADIN``).

``BOOKLET``: the booklet's combat examples and FACTS.md's profiles, played by the engine, CLI,
library and Table tests. The Paladin COU 5, INI 3, DEF 3, RES 7 and the Wolfen Zombie FEAR 8,
INI 3, ATT 6, STR 13 are the booklet's combat example; the Red Lioness (2nd incarnation) ATT 7,
DEF 6 and the Zombies' ATT 4 its second combat; the other numbers are test values. AP are made
up (the starter cards have none).

``LIBRARY``: the four cards of the window's test library (``db_path`` in tests/ui/conftest.py):
one per people, a Paladin without AP (a card still to fill in), abilities and equipment to show.

``PACK_PALADIN`` and ``WRAITH``: the command line's test pack (a Paladin of 31 AP, a Wraith with
Fear and nothing else).

A test that needs another value says so with ``dataclasses.replace(PALADIN, ap=31)``.
"""

from __future__ import annotations

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Rank, Size

PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=30,
               figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3,
               attack=4, strength=5, defence=3, resilience=7, courage=5, discipline=3, provenance="test card")
WOLFEN_ZOMBIE = Card(id="acheron/wolfen-zombie", name="Wolfen Zombie", people="acheron", rank=Rank.CREATURE,
                     ap=40, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=3,
                     attack=6, strength=13, defence=3, resilience=8, fear=8, discipline=2, provenance="test card")
MAGISTRATE = Card(id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR, ap=20,
                  figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3, attack=3,
                  strength=6, defence=4, resilience=5, aim=3, courage=5, discipline=6,
                  equipment=(Equipment("Pistol", 6, (10.0, 15.0, 20.0)),), provenance="test card")
CLONE = Card(id="dirz/clone-of-dirz-with-axe", name="Clone of Dirz", people="dirz", rank=Rank.REGULAR, ap=10,
             figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=2, attack=3,
             strength=4, defence=2, resilience=5, courage=2, discipline=3, provenance="test card")
CRANE = Card(id="acheron/the-almighty-crane", name="The Almighty Crane", people="acheron", rank=Rank.LIVING_LEGEND,
             ap=100, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=6, attack=11,
             strength=13, defence=10, resilience=13, fear=12, character=True,
             abilities=(Ability("Regeneration", "4"), Ability("Colossal")), provenance="test card")
RED_LIONESS = Card(id="alahan/red-lioness", name="Red Lioness", people="alahan", rank=Rank.LIVING_LEGEND, ap=80,
                   character=True, figures_per_card=1, size=Size.NORMAL, base=Base.INFANTRY, movement=10,
                   initiative=5, attack=7, strength=7, defence=6, resilience=7, courage=6, discipline=5,
                   provenance="test card")
ZOMBIE = Card(id="acheron/zombie", name="Zombie", people="acheron", rank=Rank.REGULAR, ap=8, figures_per_card=4,
              size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=1, attack=4, strength=4, defence=1,
              resilience=5, courage=1, discipline=0, provenance="test card")
FUSILIER = Card(id="griffin/fusilier", name="Griffin Fusilier", people="griffin", rank=Rank.REGULAR, ap=20,
                figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=3,
                strength=4, defence=3, resilience=5, aim=4, courage=4, discipline=4,
                equipment=(Equipment("Arquebus", 7, (15.0, 30.0, 45.0)),), provenance="test card")
CHAMPION = Card(id="alahan/lion-champion", name="Lion Champion", people="alahan", rank=Rank.VETERAN, ap=40,
                character=True, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=6, strength=6,
                defence=5, resilience=7, courage=6, discipline=4, abilities=(Ability("War fury"),),
                provenance="test card")
BOOKLET: dict[str, Card] = {c.id: c for c in (PALADIN, WOLFEN_ZOMBIE, MAGISTRATE, CLONE, CRANE, RED_LIONESS, ZOMBIE,
                                               FUSILIER, CHAMPION)}

LIBRARY = (
    Card(id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR,
         ap=24, figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10,
         initiative=3, attack=3, strength=6, defence=4, resilience=5, aim=3, courage=5,
         discipline=6, faith="1-0-1", abilities=(Ability("Bravery"), Ability("Leadership", "10")),
         equipment=(Equipment("Pistol", 6, (10, 15, 20)),), faithful=True,
         provenance="test card"),
    Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.VETERAN, ap=None,
         size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=5, strength=6,
         defence=5, resilience=7, courage=6, discipline=5,
         abilities=(Ability("Bravery"), Ability("Holy oath")), provenance="test card"),
    Card(id="acheron/skeleton", name="Skeleton Warrior", people="acheron", rank=Rank.IRREGULAR,
         ap=8, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=1, attack=2,
         strength=3, defence=2, resilience=4, fear=4, discipline=1,
         abilities=(Ability("Living-dead"),), provenance="test card"),
    Card(id="daikinee/dryad", name="Dryad", people="daikinee", rank=Rank.REGULAR, ap=15,
         size=Size.SMALL, base=Base.INFANTRY, movement=12.5, initiative=5, attack=3, strength=3,
         defence=3, resilience=3, aim=4, courage=3, discipline=3, abilities=(Ability("Scout"),),
         provenance="test card"),
)

PACK_PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.VETERAN, ap=31, movement=10,
                    initiative=3, attack=5, strength=5, defence=4, resilience=5, courage=5, discipline=3)
WRAITH = Card(id="acheron/wraith", name="Wraith", people="acheron", fear=7, ap=40)
