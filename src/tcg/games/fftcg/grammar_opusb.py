"""Grammar of issue 20's ffopusB cards of Opus I–V: cancels of the Summon or ability an event came
from, damage by kind of source, "that Character". `grammar.grammar()` calls `opusb_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phrases import ELEMENTS

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
    _same_element(g)
    # "Ghis doesn't receive any damage from abilities other than special abilities." (2-126R): from
    # action, auto and field abilities; from Summons, battle and special abilities it does (11.5.2)
    g.rule("prev", "receive any damage from abilities other than special abilities", {"source": "not_special"})


def _same_element(g: Grammar) -> None:
    """"Your opponent puts the top 2 cards of his/her deck into the Break Zone. If both cards are of
    the same Element, draw 1 card." (5-064R): the two cards, still in the Break Zone, have an Element
    in common (one of their Elements, RULINGS.md "Multi-Element cards"); fewer than 2 put there: not."""
    both = {"any": [{"count": {"among": "milled", "element": e}, "ge": 2} for e in ELEMENTS]}
    g.rule("sentence", "your opponent puts the top 2 cards of <his/her|their> deck into the break zone . if both cards are "
           "of the same element , {v:vps} .",
           [{"do": "mill", "n": 2, "who": "opponent", "as": "milled"}, {"do": "if", "cond": both, "then": "$v"}])
    _by_character(g)


def _by_character(g: Grammar) -> None:
    """"When Zeid is dealt damage by a Character, that Character's controller discards 1 card from
    his/her hand." (5-037R): the Character dealing it (in battle or by its ability) is `subject`."""
    g.rule("trigger", "when {c:subject} is dealt damage by a character", {"event": "dealt_damage_by_character", "card": "$c"})
    g.rule("vp", "that character's controller discards {n:one} card from <his/her|their> hand",
           [{"do": "discard", "n": "$n", "who": "subject_controller"}])
    _hand_exile(g)


def _hand_exile(g: Grammar) -> None:
    """"{f}{f}, remove 1 card in your hand from the game: Choose 1 Forward. Deal it 1000 damage for
    each CP required to play the removed card." (4-015H): a cost paid with a card of your hand
    (abilities.ExtraCost.hand_exiles), read by the effect as the card paid (its printed cost).
    Read first: "remove 1 X from the game" is a Character you control (grammar_ffzone)."""
    g.rule("extra", "remove {n:one} card in your hand from the game",
           [{"do": "select", "n": "$n", "sel": {"zone": "hand", "owner": "you"}}, {"do": "move", "to": "@it", "zone": "removed"}],
           first=True)
    g.rule("vp", "deal {t:ref} {n:int} damage for each cp required to play the removed card",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", {"of": "@paid", "char": "cost"}]}}])
    # "When Behemoth receives damage from a Forward, deal that Forward damage equal to half of the
    # received damage (round up to the nearest 1000)." (4-111H, granted): the damage is the amount
    # the event carries on `subject` (the Forward dealing it), halved as 4.2 says
    g.rule("trigger", "when {c:self} receives damage from a forward",
           {"event": "dealt_damage_by_character", "card": "$c", "dealer": {"type": "forward"}})
    g.rule("vp", "deal {t:ref} damage equal to half of the received damage ( round up to the nearest 1000 )",
           [{"do": "damage", "to": "$t", "n": {"half": {"amount": "@received"}, "round": "1000up"}}])
