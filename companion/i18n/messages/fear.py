"""Fear and Courage (companion.rules.fear)."""

from companion.i18n.templates import template

template("fear.no-fear", "the opponent causes no Fear")
template("fear.righteous", "Righteous: immune to any form of Fear")
template("fear.hyperian", "Hyperian: immune to any form of Fear")
template("fear.rallying-cry", "Rallying cry: immune to Fear this round")
template("fear.desperate-charges", "Desperate: charges a Fear-inducing figurine freely")
template("fear.war-cry", "War cry: fights a Fear-inducing creature without a test")
template("fear.living-dead", "Living-dead ignore the effects of Fear")
template("fear.fear-creature", "Fear-inducing creatures ignore its effects")
template("fear.dreadful", "Dreadful: must always test, even after overcoming Fear")
template("fear.overcome", "already overcame Fear {overcome}: immune to Fear {fear}")
template("fear.tests", "tests Courage against Fear {fear}")
template("fear.no-courage", "the fighter has neither Courage nor Fear to test")
template("fear.must-beat", "Courage {courage} must beat Fear {fear} (strictly greater)")
template("fear.must-beat-bonus", "Courage {courage} {bonus} must beat Fear {fear} (strictly greater)")
template("fear.empty-group", "a group needs at least one fighter")
template("fear.no-creature", "at least one Fear-inducing creature")
template("fear.desperate", "Desperate: never runs away; Fear penalties become bonuses")
template("fear.fanatic-discipline", "a Fanatic who fails needs his Discipline to roll: give it")
template("fear.fanaticism", "Fanaticism: a failed Courage test is followed by a Discipline roll "
         "(DIS {discipline}) at {difficulty}")
template("fear.leadership-people", "Leadership: only the leader's people benefit")
template("fear.pariah", "Pariah: no Leadership from a non-Pariah")
template("fear.leader-courage", "{rule}: the leader's Courage {value}")
template("fear.leader-fear", "{rule}: the leader's Fear {value}")
template("fear.leadership-no-spread", "Leadership does not spread Fear to Courage fighters, nor back")
template("fear.leader-discipline", "{rule}: the leader's Discipline {value}")
template("fear.standard-bearer", "Standard-bearer: +1 on Courage rolls")
template("fear.musician", "Musician: +1 on Discipline rolls")
template("fear.living-dead-discipline", "Living-dead: Discipline counts as 0")
template("fear.tournament", "Tournament: the Courage test is made after a Fear-inducing figurine charged "
         "successfully; a fleeing target lets it continue its Charge. A warrior who wants to Charge a "
         "Fear-inducing enemy tests before moving and stays still if he fails.")
template("fear.tournament-order", "The Courage test is made after a Fear-inducing figurine charged successfully; "
         "a fleeing target lets it continue its Charge. A warrior who wants to Charge a Fear-inducing enemy "
         "tests before moving and stays still if he fails.")
