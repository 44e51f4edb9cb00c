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
    _origin(g)


def _origin(g: Grammar) -> None:
    """"Cancel its effect" after a trigger on what a Summon or ability does ("When X is chosen by
    your opponent's Summon"): the Summon or ability on the stack the event came from (`origin`,
    play.py); text.py refuses it where the trigger names no Summon or ability, and the plain
    reading ("@it") where it does."""
    g.rule("vp", "cancel its effect", [{"do": "cancel", "to": "@origin"}])
    # "When a Character opponent controls uses an action ability" (5-090R): its action ability put on
    # the stack (11.6.3) is `origin`, the Character `subject` ("break that Character")
    g.rule("trigger", "when {c:a_sel} uses an action ability", {"event": "action_used", "card": "$c"})
    # "for the first time in that turn": it triggers at most once each turn (once_per_turn)
    g.rule("ability", "during each turn , when {c:subject} is chosen by your opponent's summon or ability for the first "
           "time in that turn , {b:effects}",
           {"kind": "auto", "trigger": {"event": "chosen", "card": "$c", "player": "opponent"}, "once_per_turn": True,
            "...": ["b"]}, variant="first_time")
    # "Activate all the Forwards you control. They gain Haste until the end of the turn." (5-099H):
    # "they" are the Forwards the first sentence names, found again as the effect goes on
    g.rule("sentence", "activate {t:all} . they gain {k:kws} {d:dur} .",
           [{"do": "activate", "to": "$t"}, {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}])
    # "When 1 or more Forwards you control are chosen by your opponent's Summon, its effect is
    # cancelled if your opponent doesn't pay {3}." (3-045R): one trigger for that Summon
    g.rule("trigger", "when 1 or more {s:sel_pl} are chosen by your opponent's summon",
           {"event": "chosen", "card": "$s", "player": "opponent", "by": "summon", "one_or_more": True})
    g.rule("sentence", "its effect is cancelled if your opponent doesn't pay {c:cost} .",
           [{"do": "pay", "cost": "$c", "who": "opponent", "optional": True},
            {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": [{"do": "cancel", "to": "@origin"}]}],
           variant="is_cancelled")
