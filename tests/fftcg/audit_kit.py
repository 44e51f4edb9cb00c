"""Helpers for the card audit tests (test_card_audit_*.py): positions built with play_kit.setup,
then the card played through the normal decisions."""

from __future__ import annotations

from play_kit import PASS

# The plain cards the audit tests build positions with.
BLACK_BELT = "1-099C"   # Earth Forward 8000, cost 4
SQUIRE = "1-025C"       # Fire Forward 5000, cost 2 (Standard Unit)
SQUIRE_1 = "1-026C"     # Fire Forward 3000, cost 1
KNIGHT_W = "2-131C"     # Water Forward 7000, cost 3
KNIGHT_I = "1-050C"     # Ice Forward 7000, cost 3
EVOKER_W = "1-159C"     # Water Backup
EVOKER_F = "1-011C"     # Fire Backup
EVOKER_E = "1-105C"     # Earth Backup
EVOKER_WI = "1-068C"    # Wind Backup
SUMMONER_L = "1-138C"   # Lightning Backup
SUMMONER_I = "1-040C"   # Ice Backup
IFRIT = "1-004C"        # Fire Summon: Choose 1 Forward. Deal it 4000 damage.



def settle(g, limit: int = 200) -> None:
    """Pass priority while the stack or the waiting triggered abilities hold something, taking
    any decision that has a single option; stop at a decision with several options, or at
    priority with nothing left to resolve."""
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "priority":
            if not g.stack and not g.pending:
                return
            g.apply(PASS)
        elif len(d.options) == 1:
            g.apply(d.options[0])
        else:
            return
    raise AssertionError(f"not settled: {g.decision}")


def pay(g) -> None:
    """Pay: dull Backups first, then the first option offered, until the payment is done."""
    while g.decision is not None and g.decision.kind == "payment":
        g.apply(next((o for o in g.decision.options if o[0] == "dull"), g.decision.options[0]))


def ids(g, zone: str) -> list[int]:
    return list(g.zones[zone])


def opts(g, kind: str | None = None) -> set:
    """The objects offered by the pending decision (the second item of each option)."""
    return {o[1] for o in g.decision.options if len(o) > 1 and (kind is None or o[0] == kind)}


def advance(g, turn: int, phase: str = "main1", limit: int = 400) -> None:
    """Pass priority, declare no attack and no block, discard the first cards offered and take
    single options until `phase` of `turn` with an empty stack."""
    simple = {"priority": ("pass",), "attack": ("end",), "block": ("no_block",)}
    for _ in range(limit):
        d = g.decision
        if d is None:
            raise AssertionError(f"game over before turn {turn} {phase}: {g.result}")
        if (g.vars["turn"] == turn and g.vars["phase"] == phase and d.kind == "priority"
                and not g.stack and not g.pending):
            return
        g.apply(simple.get(d.kind) or d.options[0])
    raise AssertionError(f"turn {turn} {phase} not reached")
