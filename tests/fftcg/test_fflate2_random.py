"""FFTCG "randomly discards" (printed from Opus VII on), compiled from the cards' printed text
(pool/*.toml): the card is picked at random among the player's hand, not by the player."""

from __future__ import annotations

import pytest
from play_kit import fid, names, play, resolve_all, setup

R = pytest.mark.rules

KRYSTA = "18-023H"      # ice Monster 3: when Krysta enters the field, your opponent randomly discards 1 card
ICE_B = "1-040C"        # ice Backup (Summoner), vanilla
HAND = ["1-001H", "1-050C", "1-099C"]


def test_krysta_entering_makes_the_opponent_discard_a_card_picked_at_random():
    discarded = set()
    for seed in range(12):
        g = setup({"field": [ICE_B, ICE_B, ICE_B], "hand": [KRYSTA]}, {"hand": HAND}, seed=seed)
        backs = list(g.zones["field0"])
        play(g, fid(g, "Krysta", "hand0"), pay=[("dull", b) for b in backs])
        resolve_all(g)                  # the opponent is never asked which card: none of them decides
        assert len(g.zones["hand1"]) == 2 and len(names(g, "break1")) == 1
        assert sorted(names(g, "hand1") + names(g, "break1")) == sorted(g.rules.cards[c].name for c in HAND)
        discarded.add(names(g, "break1")[0])
    assert len(discarded) > 1           # not always the same card


KAZUSA = "15-026C"      # ice Backup: {i}{D}, put Kazusa into the Break Zone: choose 1 Forward, break it; only if your
#                         opponent has discarded a card from their hand due to your Summons or abilities this turn
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def test_kazusa_can_be_used_once_your_opponent_discarded_due_to_your_ability():
    g = setup({"field": [KAZUSA, ICE_B, ICE_B, ICE_B, ICE_B], "hand": [KRYSTA]}, {"hand": HAND, "field": [KNIGHT]})
    kazusa = fid(g, "Kazusa", "field0")
    assert ("use", kazusa, 0) not in g.decision.options
    backs = [b for b in g.zones["field0"] if b != kazusa]
    play(g, fid(g, "Krysta", "hand0"), pay=[("dull", b) for b in backs[:3]])
    resolve_all(g)                       # Krysta: the opponent randomly discards 1 card
    assert len(names(g, "break1")) == 1
    assert ("use", kazusa, 0) in g.decision.options
