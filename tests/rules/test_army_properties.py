"""Invariants of army validation, checked on generated lists (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.army import ArmyList, Entry, Validation, Violation, validate
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import CORE, TOURNAMENT
from tests.rules.army_cards import CARDS

CARD_IDS = sorted(CARDS) + ["alahan/not-in-library"]
NO_BROTHERS = sorted(card_id for card_id, card in CARDS.items() if not card.has("Blood brother"))

entries = st.builds(
    Entry,
    card_id=st.sampled_from(CARD_IDS),
    figures=st.integers(min_value=1, max_value=4),
    incarnation=st.booleans(),
)
armies = st.builds(
    ArmyList,
    name=st.just("generated"),
    people=st.sampled_from(sorted(PEOPLE_BY_ID)),
    points=st.one_of(st.none(), st.integers(min_value=1, max_value=400)),
    ruleset=st.sampled_from([CORE, TOURNAMENT]),
    entries=st.lists(entries, max_size=12).map(tuple),
)


def verdict(v: Validation, order: list[int]) -> tuple[object, ...]:
    """Everything that must not depend on entry order; entries mapped back to original indices."""

    def marks(found: tuple[Violation, ...]) -> frozenset[tuple[str, str, frozenset[int]]]:
        return frozenset(
            (x.rule, x.message, frozenset(order[i] for i in x.entries))
            for x in found
        )

    return (
        v.legal,
        v.total_ap,
        v.points,
        v.allowance,
        v.ally_ap,
        v.ally_share,
        v.under_by,
        v.info,
        marks(v.violations),
        marks(v.warnings),
    )


@settings(max_examples=100, deadline=None)
@given(army=armies, data=st.data())
def test_result_never_depends_on_entry_order(army: ArmyList, data: st.DataObject) -> None:
    order = data.draw(st.permutations(list(range(len(army.entries)))))
    shuffled = ArmyList(army.name, army.people, army.points, army.ruleset, tuple(army.entries[i] for i in order))
    identity = list(range(len(army.entries)))
    assert verdict(validate(shuffled, CARDS), order) == verdict(validate(army, CARDS), identity)


@settings(max_examples=100, deadline=None)
@given(army=armies, data=st.data())
def test_adding_a_figure_to_an_entry_never_lowers_the_total(army: ArmyList, data: st.DataObject) -> None:
    if not army.entries:
        return
    index = data.draw(st.integers(min_value=0, max_value=len(army.entries) - 1))
    old = army.entries[index]
    grown = list(army.entries)
    grown[index] = Entry(old.card_id, old.figures + 1, old.incarnation)
    more = ArmyList(army.name, army.people, army.points, army.ruleset, tuple(grown))
    assert validate(more, CARDS).total_ap >= validate(army, CARDS).total_ap


@settings(max_examples=100, deadline=None)
@given(army=armies, card_id=st.sampled_from(NO_BROTHERS), incarnation=st.booleans())
def test_adding_a_card_never_lowers_the_total(army: ArmyList, card_id: str, incarnation: bool) -> None:
    """A new card never lowers the total, except a Blood brother, who lowers his brother's cost
    (the booklet's reduction): those are left out on purpose."""
    more = ArmyList(army.name, army.people, army.points, army.ruleset, (*army.entries, Entry(card_id, 1, incarnation)))
    assert validate(more, CARDS).total_ap >= validate(army, CARDS).total_ap


@settings(max_examples=100, deadline=None)
@given(army=armies)
def test_removing_every_ally_clears_the_cap(army: ArmyList) -> None:
    v = validate(army, CARDS)
    allies = set(v.ally_entries)
    kept = tuple(e for i, e in enumerate(army.entries) if i not in allies)
    after = validate(ArmyList(army.name, army.people, army.points, army.ruleset, kept), CARDS)
    assert after.ally_ap == 0
    assert "alliance.cap" not in {x.rule for x in after.violations}


@settings(max_examples=300, deadline=None)
@given(army=armies)
def test_numbers_agree_with_each_other(army: ArmyList) -> None:
    v = validate(army, CARDS)
    assert v.total_ap == sum(ap for ap in v.entry_ap if ap is not None)
    assert 0 <= v.ally_ap <= v.total_ap
    assert v.legal is (not v.violations)
    assert ("alliance.cap" in {x.rule for x in v.violations}) is (v.ally_ap * 10 > v.total_ap * 3)
    if v.info.cheapest is not None:
        assert v.allowance == v.info.cheapest.ap // 2
    if v.points is not None:
        over = v.total_ap - v.points
        assert ("points.overage" in {x.rule for x in v.violations}) is (over > v.allowance)
        assert v.under_by == max(0, -over)
    found = {x.rule for x in v.violations}
    if "points.overage.tournament-several" in found:  # the module docstring's claim
        assert army.ruleset.tournament and "points.overage" in found
    for violation in (*v.violations, *v.warnings):
        assert all(0 <= i < len(army.entries) for i in violation.entries)
        assert list(violation.entries) == sorted(violation.entries)
