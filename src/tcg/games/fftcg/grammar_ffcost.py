"""Grammar of issue 20's ffcost area: Summons and abilities on the stack chosen and cancelled
("Choose 1 Summon targeting a Character you control. Cancel its effect.", stack_choice.py).
`grammar.grammar()` calls `cost_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar

# what may be chosen on the stack, as printed (stack_choice.KINDS)
_ALL = ["summon", "action", "auto", "special"]
STACK_KINDS = (("summon", ["summon"], ""), ("action ability", ["action"], ""), ("auto-ability", ["auto"], ""),
               ("auto ability", ["auto"], "auto_ability"), ("special ability", ["special"], ""),
               ("ability", ["action", "auto", "special"], ""), ("summon or auto-ability", ["summon", "auto"], ""),
               ("special ability or auto ability", ["special", "auto"], ""), ("summon or ability", _ALL, ""))


def cost_rules(g: Grammar) -> None:
    _stack(g)


def _stack(g: Grammar) -> None:
    """A Summon or an ability on the stack: a target of its own kind (11.3.3), never a card on
    the Field; listed first, so "Choose 1 Summon." reads the stack, not the Field."""
    for words, kinds, variant in STACK_KINDS:
        g.rule("stackkind", words, kinds, variant=variant)
    g.rule("stacksel", "{k:stackkind}", {"zone": "stack", "stack": "$k"})
    for words, variant in (("targeting", ""), ("choosing", "choosing"), ("that is choosing", "that_is")):
        g.rule("stacksel", f"{{k:stackkind}} {words} {{s:a_sel}}", {"zone": "stack", "stack": "$k", "targeting": "$s"},
               variant=variant)
    g.rule("stacksel", "opponent's {k:stackkind}", {"zone": "stack", "stack": "$k", "stack_of": "opponent"})
    g.rule("sentence", "choose 1 {s:stacksel} .", [{"do": "choose", "n": 1, "sel": "$s"}], first=True)
    g.rule("sentence", "choose an {s:stacksel} .", [{"do": "choose", "n": 1, "sel": "$s"}], variant="an", first=True)
