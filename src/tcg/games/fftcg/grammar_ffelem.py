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
    g.rule("postmod", "of any element except {e:element} and {p:postmod}", {"not": {"element": "$e"}, "...": ["p"]},
           variant="and")
    g.rule("postmod", "of an element other than {e:element}", {"not": {"element": "$e"}}, variant="an_element_other")
    g.rule("postmod", "of any element other than {e:element}", {"not": {"element": "$e"}}, variant="any_element_other")
    g.rule("postmod", "other than {e:element}", {"not": {"element": "$e"}}, variant="other_than_element")
    # "All the Forwards of the same Element as Princess Sarah": one of its Elements (identity.py)
    g.rule("postmod", "of the same element as ~", {"shares_element": True})
    g.rule("postmod", "with the same job as ~", {"shares_job": True})
    # "you may play a Forward of any Element except Ice and of cost 3 or less from your hand"
    g.rule("vp", "you may play a {s:sel_sg} from your hand onto the field", [{"do": "play_from_hand", "sel": "$s"}],
           variant="play_a")
    # "all Characters other than Light and Dark opponent controls lose all their abilities"
    g.rule("postmod", "other than light and dark", {"not": {"element": ["light", "dark"]}}, variant="light_and_dark")
    g.rule("vp", "{t:subj_pl} lose all their abilities {d:dur}",
           [{"do": "forbid", "what": "abilities", "to": "$t", "duration": "$d"}], variant="all_their")
    # protections by the Element of the Summon or of the ability's card (protection.py)
    for el in ("fire", "ice", "wind", "earth", "lightning", "water"):
        g.rule("fstmt", f"{{t:subj_sg}} cannot be chosen by {el} summons or {el} abilities",
               [{"do": "grant", "to": "$t", "what": [f"cannot_be_chosen_by_{el}"]}])
    g.rule("fstmt", "{t:subj_sg} cannot be chosen by summons or abilities that share its element",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen_by_shared_element"]}])
    g.rule("fstmt", "{t:subj_sg} cannot be chosen by your opponent's summons or abilities that share its element",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen_by_opponent_shared_element"]}])
    # "Multi-Element" (a card of two Elements or more: identity.multi_element)
    g.rule("adj", "multi-element", {"multi_element": True})
    g.rule("postmod", "other than multi-element", {"multi_element": False})
    # "If there are 3 or more different Elements among Forwards you control" (distinct_elements)
    g.rule("cond", "there are {n:many} or more different elements among {s:sel_pl} you control",
           {"distinct_elements": {"sel": {"controller": "you", "...": ["s"]}, "ge": "$n"}}, variant="among")
    g.rule("cond", "there are exactly {n:many} different elements among {s:sel_pl} you control",
           {"distinct_elements": {"sel": {"controller": "you", "...": ["s"]}, "eq": "$n"}})
    _named_element(g)
    _jobs(g)


def _named_element(g: Grammar) -> None:
    """"Name 1 Element other than Light and Dark. Shantotto becomes the named Element until the end
    of the turn." (identity.py: `name_element` binds the Element, `{ amount = ... }` reads it)."""
    named = {"amount": "@it"}
    for verb in ("name", "select"):
        variant = "" if verb == "name" else "select"
        g.rule("sentence", f"{verb} 1 element .", [{"do": "name_element"}], variant=variant)
        g.rule("sentence", f"{verb} 1 element other than light and dark .",
               [{"do": "name_element", "other_than": ["light", "dark"]}], variant=variant)
    become = {"do": "become_element", "to": "$t", "element": named}
    g.rule("vp", "{t:subj_sg} becomes the named element {d:dur}", [{**become, "duration": "$d"}])
    g.rule("vp", "{d:dur} , the element of {t:subj_sg} becomes the named one", [{**become, "duration": "$d"}],
           variant="the_element_of")
    g.rule("vp", "{t:subj_sg} cannot be chosen by summons or abilities of the named element {d:dur}",
           [{"do": "unchoosable_by_element", "to": "$t", "element": named, "duration": "$d"}])
    six = ["fire", "ice", "wind", "earth", "lightning", "water"]
    g.rule("field", "if ~ is on the field , it gains elements of fire , ice , wind , earth , lightning and water .",
           {"effects": [{"do": "gain_elements", "element": six}]})
    # Kimahri 1-103C (printed without a full stop): identity.elements reads the opponent's Field
    g.rule("field", "~ gains elements of all the characters opponent controls except light and dark",
           {"effects": [{"do": "gain_foe_elements"}]})
    g.rule("fstmt", "~ has all the elements except dark", [{"do": "gain_elements", "element": [*six, "light"]}])
    ever = {**become, "duration": "permanent"}
    g.rule("sentence", "{t:subj_sg} becomes that element ( this effect does not end at the end of the turn ) .", [ever])
    g.rule("sentence", "{t:subj_sg} becomes that element . ( this effect does not end at the end of the turn . )",
           [ever], variant="aside")


def _jobs(g: Grammar) -> None:
    """Jobs as characteristics (identity.py): "Bartz has all the Jobs", "... has the Jobs of the
    Forwards you control", "... lose their Jobs", "Select a Job. It gains that Job"."""
    g.rule("fstmt", "~ has all the jobs", [{"do": "all_jobs"}])
    g.rule("fstmt", "~ has the jobs of {s:fsubj_pl}", [{"do": "jobs_of", "sel": "$s"}])
    g.rule("cond", "~ has {n:int} jobs or more", {"compare": ["own_jobs", "ge", "$n"]})
    g.rule("vp", "{t:subj_pl} lose their jobs {d:dur}", [{"do": "lose_jobs", "to": "$t", "duration": "$d"}])
    # the Job is bound under its own name: "it" still names the Forward chosen before
    g.rule("sentence", "select a job .", [{"do": "name_job", "as": "job"}])
    # "Name 1 Element and 1 Job. Yuna becomes the named Element and Job until the end of the turn."
    g.rule("sentence", "name 1 element and 1 job .", [{"do": "name_element"}, {"do": "name_job", "as": "job"}])
    g.rule("vp", "{t:subj_sg} becomes the named element and job {d:dur}",
           [{"do": "become_element", "to": "$t", "element": {"amount": "@it"}, "duration": "$d"},
            {"do": "become_job", "to": "$t", "job": {"amount": "job"}, "duration": "$d"}])
    # "Name 1 Job or 1 Element. Until the end of the turn, all Forwards you control gain +1000 power
    # and the named Job or Element."
    g.rule("sentence", "name 1 job or 1 element .", [{"do": "name_job_or_element"}])
    g.rule("vp", "{d:dur} , {t:subj_pl} gain {p:plus} power and the named job or element",
           [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
            {"do": "gain_named", "to": "$t", "named": {"amount": "@it"}, "duration": "$d"}])
    # "Name 1 Job. It gains the named Job until the end of the turn."
    g.rule("sentence", "name 1 job .", [{"do": "name_job", "as": "job"}], variant="name_job")
    g.rule("vp", "{t:subj_sg} gains the named job {d:dur}",
           [{"do": "gain_job", "to": "$t", "job": {"amount": "job"}, "duration": "$d"}], variant="the_named_job")
    # "Name 1 Job and 1 Element other than Light or Dark. Bartz gains named Job and Element. (This
    # effect does not end at the end of the turn.)"
    g.rule("sentence", "name 1 job and 1 element other than light or dark .",
           [{"do": "name_job", "as": "job"}, {"do": "name_element", "other_than": ["light", "dark"]}])
    g.rule("sentence", "~ gains named job and element . ( this effect does not end at the end of the turn . )",
           [{"do": "gain_job", "to": "self", "job": {"amount": "job"}, "duration": "permanent"},
            {"do": "gain_named", "to": "self", "named": {"amount": "@it"}, "duration": "permanent"}])
    g.rule("vp", "{t:subj_sg} gains that job {d:dur}",
           [{"do": "gain_job", "to": "$t", "job": {"amount": "job"}, "duration": "$d"}])
