"""Grammar of Elements and Jobs as characteristics (issue 20, ffelem): "of any Element except
Ice", ... `grammar.grammar()` calls `elem_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def elem_rules(g: Grammar) -> None:
    # "a Forward of any Element except Ice": a card none of whose Elements is Ice (RULINGS.md,
    # "Multi-Element cards": Zargabaath never plays a Forward of Ice and Wind)
    g.rule("postmod", "of any element except {e:element}", {"not": {"element": "$e"}})
    g.rule("postmod", "of any element except {e:element} and {p:postmod}", {"not": {"element": "$e"}, "...": ["p"]})
    # "you may play a Forward of any Element except Ice and of cost 3 or less from your hand"
    g.rule("vp", "you may play a {s:sel_sg} from your hand onto the field", [{"do": "play_from_hand", "sel": "$s"}],
           variant="play_a")
