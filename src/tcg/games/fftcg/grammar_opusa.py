"""Grammar of issue 20's ffopusA area: the last cards of Opus I–V that move cards, replace moves
and follow a card (Exdeath 3-100L, Onion Knight 4-054L...). `grammar.grammar()` calls
`opusa_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def opusa_rules(g: Grammar) -> None:
    _two_removals(g)
    _job_change(g)


def _two_removals(g: Grammar) -> None:
    """"Remove all Characters on the field other than Exdeath and all cards in the Break Zone from
    the game" (3-100L): one sentence, two sets of cards removed (the Break Zones of both players)."""
    g.rule("postmod", "in the break zone", {"zone": "break", "owner": "any"}, variant="the_break_zone")
    g.rule("vp", "remove {t:all} and {u:all} from the game",
           [{"do": "move", "to": "$t", "zone": "removed"}, {"do": "move", "to": "$u", "zone": "removed"}])


def _job_change(g: Grammar) -> None:
    """"[Job Change: Ninja] {S} Place Onion Knight at the bottom of your deck. If you do so, search
    for 1 _Card Name Onion Knight_ with _Job Sage_ and play it onto the field." (4-054L)."""
    g.rule("postmod", "with {j:job}", {"job": "$j"}, variant="with_job")
