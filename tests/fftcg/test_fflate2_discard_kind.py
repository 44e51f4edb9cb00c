"""FFTCG "you may discard 1 _Job Chaos_. When you do so, ..." (printed from Opus XIV on), compiled
from the cards' printed text (pool/*.toml): only a card of that kind may be discarded, and the
effect happens only if one was."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, play, resolve_all, setup

R = pytest.mark.rules

KRAKEN = "14-104C"      # water Forward 4: when Kraken (IX) enters the field, you may discard 1 _Job Chaos_;
#                         when you do so, draw 2 cards
LICH = "14-076C"        # earth Forward 4, Job Chaos
KNIGHT = "1-050C"       # ice Forward, vanilla
WATER_B = "1-159C"      # water Backup (Evoker), vanilla


def _kraken(hand: list[str]):
    g = setup({"field": [WATER_B] * 4, "hand": [KRAKEN, *hand]}, {})
    play(g, fid(g, "Kraken (IX)", "hand0"), pay=[("dull", b) for b in list(g.zones["field0"])])
    return g


def test_kraken_discards_only_a_job_chaos_and_then_draws_two():
    g = _kraken([LICH, KNIGHT])
    pass_until(g, "optional")
    do(g, ("yes",))
    pass_until(g, "discard")
    assert g.decision.options == (("discard", fid(g, "Lich (IX)", "hand0")),)     # not the Knight
    do(g, g.decision.options[0])
    resolve_all(g)
    assert names(g, "break0") == ["Lich (IX)"] and names(g, "hand0") == ["Knight", "Black Belt", "Black Belt"]


def test_without_a_job_chaos_kraken_draws_nothing():
    g = _kraken([KNIGHT])
    pass_until(g, "optional")
    do(g, ("yes",))
    resolve_all(g)
    assert names(g, "hand0") == ["Knight"] and names(g, "break0") == []
