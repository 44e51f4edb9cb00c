"""Grammar of static and characteristic abilities (issue 20, ffstatic): protections, keywords
that cannot be gained, blocking restrictions, "also becomes a Forward". `grammar.grammar()`
calls `static_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def static_rules(g: Grammar) -> None:
    # "Forwards cannot gain **Haste**": no effect gives them the keyword
    g.rule("fstmt", "{t:fsubj_pl} cannot gain {k:kws}", [{"do": "forbid", "what": "$k", "to": "$t", "gain": True}])
    # "Lann cannot be blocked by a Forward with a power greater than his": read when blocks are declared
    stronger = {"type": "forward", "power": {"gt": {"of": "self", "char": "power"}}}
    g.rule("fstmt", "{t:subj_sg} cannot be blocked by a forward with a power greater than his",
           [{"do": "forbid", "what": "block", "of": "$t", "to": stronger}])
    g.rule("fstmt", "{t:subj_sg} cannot block a forward with a power greater than his",
           [{"do": "forbid", "what": "block", "to": "$t", "of": stronger}])
