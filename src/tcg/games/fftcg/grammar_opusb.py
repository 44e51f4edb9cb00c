"""Grammar of issue 20's ffopusB cards of Opus I–V: cancels of the Summon or ability an event came
from, damage by kind of source, "that Character". `grammar.grammar()` calls `opusb_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def opusb_rules(g: Grammar) -> None:
    # "All Forwards cannot be chosen by Summons' EX Bursts or Characters' EX Bursts this turn"
    # (5-075L): no EX Burst may choose them (protection.py, 11.10.2)
    g.rule("vp", "{t:subj_pl} cannot be chosen by summons' ex bursts or characters' ex bursts {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen_by_ex_bursts"], "duration": "$d"}])
