"""FFTCG printed card text compiled into the ability language (docs/abilities.md), and back.

`compile_text(text, name, type)` parses every paragraph with the grammar (grammar.py); the card is
supported only if every sentence parses and the abilities render back to the printed words
(`render_text`, compared under `tokens.normal`). Otherwise the result names the first paragraph
that failed and why: unsupported is a result, counted by `tcg cards coverage`.

A paragraph is one ability, a line of keywords (**Brave**), or the head of "Select N of the M
following actions." whose modes are the quoted paragraphs that follow it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ...engine.abilities.load import ORIGIN
from .grammar import grammar
from .granted import KINDS as GRANTABLE
from .lang import LANG
from .tokens import SELF, normal, tokenize, untokenize

_MODES = "modes:"   # a marker token standing for "Select N of the M following actions."
BINDERS = ("choose", "select", "search", "reveal", "look", "select_number", "name_element",
           "name_job_or_element", "each_select")   # the effects "it"/"them" can name


@dataclass
class Compiled:
    """The result of compiling one card's text."""

    abilities: list[dict] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    wording: list[str] = field(default_factory=list)
    unsupported: str = ""     # "<the sentence>: <the reason>" when not supported
    units: int = 0            # paragraphs (a keyword line, an ability, a mode) compiled so far

    @property
    def supported(self) -> bool:
        return not self.unsupported


class Unsupported(Exception):
    def __init__(self, sentence: str, reason: str) -> None:
        super().__init__(f"{sentence}: {reason}")


def compile_text(text: str, name: str, card_type: str) -> Compiled:
    """Compile a card's printed text; check that it renders back to the same words."""
    out = Compiled()
    wording: list[str] = []
    try:
        for group in _groups(text):
            _compile_group(group, name, card_type, out, wording)
        out.wording = wording
        back = render_text(out.abilities, out.keywords, name, card_type, tuple(out.wording))
        for para, printed, rendered in zip(_groups(text), _paragraph_tokens(text, name), _paragraph_tokens(back, name),
                                           strict=False):
            if normal(printed) != normal(rendered):
                raise Unsupported(" ".join(para), f"renders back as {untokenize(list(rendered), name)!r}")
        if len(_paragraph_tokens(text, name)) != len(_paragraph_tokens(back, name)):
            raise Unsupported(text, "renders back into a different number of paragraphs")
    except Unsupported as e:
        return Compiled(unsupported=str(e))
    return out


def _groups(text: str) -> list[list[str]]:
    """Paragraphs, a modes head joined with its quoted modes."""
    groups: list[list[str]] = []
    for para in (p.strip() for p in text.split("\n")):
        if not para:
            continue
        if para.startswith('"') and groups and _is_modes_head(groups[-1][0]):
            groups[-1].append(para)
        else:
            groups.append([para])
    return groups


def _is_modes_head(para: str) -> bool:
    return "following actions" in para or para.rstrip().endswith("from the following:")


def _paragraph_tokens(text: str, name: str) -> list[tuple[str, ...]]:
    return [tokenize(" ".join(g), name) for g in _groups(text)]


def _compile_group(group: list[str], name: str, card_type: str, out: Compiled, wording: list[str]) -> None:
    g = grammar()
    head = _stop_inside(tokenize(group[0], name))
    kws = g.parse("keywords", head)
    if kws and len(group) == 1:
        at = len(out.abilities)
        if out.keywords and at != _keywords_at(wording):
            raise Unsupported(group[0], "keywords on both sides of an ability")
        if out.keywords:       # one more paragraph of keywords: the renderer splits them there
            wording.append(f"{KEYWORDS_SPLIT}{len(out.keywords)}")
        elif at:               # printed after an ability: the renderer puts it back there
            wording.append(f"{KEYWORDS_AFTER}{at}")
        out.keywords.extend(kws[0][0])
        wording.extend(_unit(out, kws[0][1]))
        return
    modes: list[list[dict]] = []
    mode_words: list[tuple[str, ...]] = []
    if len(group) > 1 or _is_modes_head(group[0]):
        head = _mark_modes(head, group[0], len(group) - 1)
        for quoted in group[1:]:
            toks = tokenize(quoted.strip().strip('"').strip(), name)
            parses = g.parse("body", toks)
            if not parses:
                raise Unsupported(quoted, _why(g, "body", toks))
            # the first reading that says the printed words again
            body, words = next(((v, w) for v, w in parses if normal(g.render("body", v, w) or []) == normal(toks)),
                               parses[0])
            modes.append(body)
            mode_words.append(words)
    phrase = "summon" if card_type == "summon" else "paragraph"
    parses = g.parse(phrase, head)
    if not parses:
        raise Unsupported(group[0], _why(g, phrase, head))
    problem = None
    printed = normal(tokenize(" ".join(group), name))
    fallback = None
    for ability, words in parses:      # the first reading whose pronouns all name something and
        try:                           # that renders back to the printed words
            ability, either = _either_modes(ability)
            linked = link(_put_modes(ability, modes) if modes else ability)
            _granted_names_itself(linked, head)
        except Unsupported as e:
            problem = problem or e
            continue
        own = [f"0/{w}" for w in words] + [f"{k + 1}/{w}" for k, ws in enumerate(mode_words) for w in ws] \
            + [f"{MODES_OR}0"] * either
        fallback = fallback or (linked, words)
        try:
            back = render_text([linked], [], name, card_type, tuple(own))
        except Unsupported:
            continue
        if normal(tokenize(back.replace("\n", " "), name)) == printed:
            fallback = (linked, words)
            break
    if fallback is None:
        raise Unsupported(group[0], str(problem).split(": ", 1)[-1])
    linked, words = fallback
    if "modes" in linked and not modes:     # "Dull it or Freeze it"
        wording.append(f"{MODES_OR}{len(out.abilities)}")
    wording.extend(_unit(out, words))
    for w in mode_words:
        wording.extend(_unit(out, w))
    out.abilities.append(linked)


KEYWORDS_AFTER = "keywords_after:"     # a wording entry: the keywords paragraph follows N abilities
MODES_OR = "modes_or:"      # a wording entry: ability N's modes are printed "A or B" in its sentence
KEYWORDS_SPLIT = "keywords_split:"     # a wording entry: a new paragraph of keywords starts at the Nth


def _granted_names_itself(ability: dict, head: tuple[str, ...]) -> None:
    """In a granted ability the card's own name would be the card that has the ability: refused
    when the ability is given to another card ("Choose 1 Forward. It gains "When Lightning
    attacks, ..."" would mean the chosen Forward), the quoted words naming the card."""
    quoted, inside = False, False
    for t in head:
        if t == '"':
            inside = not inside
        elif inside and t == SELF:
            quoted = True
    if not quoted:
        return
    lists = [ability.get("effects", []), *ability.get("modes", [])]
    while lists:
        for e in lists.pop():
            if e.get("do") == "grant_ability" and e.get("to") != "self":
                raise Unsupported(str(e), "a granted ability that names the card giving it to another card")
            lists += [e[k] for k in ("then", "else", "effects") if isinstance(e.get(k), list)]


def _stop_inside(toks: tuple[str, ...]) -> tuple[str, ...]:
    """'... Break it".' is read as '... Break it."': a quoted sentence's full stop printed after
    its closing quote (punctuation only, which the render-back check does not compare)."""
    out, quotes = list(toks), 0
    for i, t in enumerate(out):
        if t != '"':
            continue
        quotes += 1
        if quotes % 2 == 0 and i + 1 < len(out) and out[i + 1] == "." and i and out[i - 1] != ".":
            out[i], out[i + 1] = ".", '"'
    return tuple(out)


def _keywords_at(wording: list[str]) -> int:
    return next((int(w[len(KEYWORDS_AFTER):]) for w in wording if w.startswith(KEYWORDS_AFTER)), 0)


def _either_modes(ability: dict) -> tuple[dict, bool]:
    """"Choose 1 Forward. Dull it or Freeze it.": two effects to choose between, declared with the
    ability (11.3.4, 11.6.6) like the modes of "Select 1 of the 2 following actions"; the
    grammar's `either` ends the ability, after its shared `choose` effects only."""
    effects = ability.get("effects", [])
    if not effects or effects[-1].get("do") != "either":
        return ability, False
    if any(e.get("do") != "choose" for e in effects[:-1]):
        raise Unsupported(str(effects), "a choice between effects after effects other than 'choose'")
    out = {k: v for k, v in ability.items() if k != "effects"}
    if effects[:-1]:
        out["effects"] = effects[:-1]
    out["modes"], out["pick"] = [effects[-1]["effects"], effects[-1]["other"]], 1
    return out, True


def _unit(out: Compiled, words: tuple[str, ...]) -> list[str]:
    """The wording of the next paragraph, each choice prefixed with the paragraph's number."""
    out.units += 1
    return [f"{out.units - 1}/{w}" for w in words]


def _mark_modes(head: tuple[str, ...], para: str, count: int) -> tuple[str, ...]:
    """Replace "select [up to] N of the M following actions ." by one marker token."""
    for i in range(len(head)):
        up = head[i + 1:i + 3] == ("up", "to")
        k = i + (3 if up else 1)
        if head[i] == "select" and head[k + 1:k + 3] == ("of", "the") and head[k + 4:k + 6] == ("following", "actions") \
                and k + 6 < len(head) and head[k + 6] in (".", ":") and head[k].isdigit():
            if head[k + 3] != str(count):
                raise Unsupported(para, f"announces {head[k + 3]} actions, {count} follow")
            marker = f"{_MODES}{head[k]}{':up' if up else ''}"
            return head[:i] + (marker,) + head[k + 7:]
        if head[i:i + 1] == ("select",) and head[i + 2:] == ("from", "the", "following", ":") and head[i + 1] == "1":
            return head[:i] + (f"{_MODES}1:from",)      # "Select 1 from the following:" (3-138H)
        if head[i:i + 1] == ("select",) and head[i + 2:] == ("of", "the", "following", "actions", ":") and head[i + 1] == "1":
            return head[:i] + (f"{_MODES}1:bare",)      # "select 1 of the following actions:" (3-154S)
    raise Unsupported(para, "quoted paragraphs without 'Select N of the M following actions'")


def _put_modes(ability: dict, modes: list[list[dict]]) -> dict:
    effects = ability.get("effects", [])
    if not effects or "pick" not in effects[-1]:
        raise Unsupported(str(effects), "the modes head is not the ability's last sentence")
    head = effects[-1]
    out = {k: v for k, v in ability.items() if k != "effects"}
    if effects[:-1]:
        out["effects"] = effects[:-1]
    out["modes"] = modes
    out["pick"] = head["pick"]
    if head.get("up_to"):
        out["up_to"] = True
    if "pick_if" in head:       # "If C, select up to 2 of the 3 following actions instead"
        if head.get("of") != len(modes):
            raise Unsupported(str(head), f"announces {head.get('of')} actions, {len(modes)} follow")
        out["pick_if"] = head["pick_if"]
    return out


def _why(g: Any, phrase: str, toks: tuple[str, ...]) -> str:
    reach = g.longest(phrase, toks)
    if reach >= len(toks):
        return "ambiguous"
    return f"not understood from {' '.join(toks[reach:reach + 6])!r}"


# ------------------------------------------------------------------------ pronouns and bindings
def link(ability: dict) -> dict:
    """Name the bindings: each `choose`/`select`/`search` binds `t`, `t2`...; "it"/"them" become
    the last one; "if you do so" names the effect before it."""
    last = _SUBJECT if _names_subject(ability) else None
    return _each_list(ability, _link_list, {"n": 0, "last": last, "prev": None, "last_many": None, "did": 0,
                                            "that": last, "follows": _follows(ability.get("trigger")),
                                            "origin": _has_origin(ability), "received": _dealt(ability)}, "last")


def _dealt(ability: dict) -> bool:
    """"When Shantotto is dealt damage, deal the same amount of damage ...": a trigger on its own
    card's damage carries the amount too (on `subject`, the card itself)."""
    trig = ability.get("trigger")
    return ability.get("kind") == "auto" and isinstance(trig, dict) and trig.get("event") == "dealt_damage"


_SUBJECT = {"as": "subject", "n": 1}   # before anything is chosen, "it" is the card the trigger names


def _has_origin(ability: dict) -> bool:
    """Is the auto ability triggered only by events that come from a Summon or ability on the
    stack ("When X is chosen by your opponent's Summon"): "cancel its effect" cancels that one
    (the bound name `origin`, play.py)."""
    trig = ability.get("trigger")
    events = trig.get("event") if isinstance(trig, dict) else None
    events = [events] if isinstance(events, str) else events
    return ability.get("kind") == "auto" and bool(events) and set(events) <= LANG.origin_events


def _names_subject(ability: dict) -> bool:
    """"When a Forward of your opponent enters the field, ... deal it 8000 damage": an auto
    ability whose trigger names other cards than its own (a selector, not "self"), the Forward
    its card deals damage to ("When Rogue deals damage to a Forward, dull it") or the Character
    whose ability chose it ("break that Character")."""
    trig = ability.get("trigger")
    return ability.get("kind") == "auto" and isinstance(trig, dict) and (
        isinstance(trig.get("card"), dict) or trig.get("dealt_to") == "forward"    # the Forward dealt damage
        or trig.get("event") in ("chosen_by_character", "dealt_damage_by_character"))   # the Character choosing, dealing


def _each_list(ability: dict, fn: Any, state: dict, last: str) -> dict:
    """A copy of the ability with `fn(list, state)` applied to its effect lists in order; each
    mode starts from the state the shared effects left. After the extra cost, `state[last]` (what
    it picked) is also what "@paid" names: "the Forward put in the Break Zone" as the cost."""
    ability = copy.deepcopy(ability)
    for key in ("extra_cost", "effects"):
        if key in ability:
            ability[key] = fn(ability[key], state)
            if key == "extra_cost":
                state["#paid"] = state.get(last)
    ability_modes = ability.get("modes", [])
    for k, mode in enumerate(ability_modes):
        ability_modes[k] = fn(mode, dict(state))
    return ability


def _link_list(effects: list[dict], state: dict) -> list[dict]:
    out: list[dict] = []
    for e in effects:
        if e.get("do") == "cancel" and e.get("to") == "@it" and state.get("origin"):
            raise Unsupported(str(e), "'its effect' after a trigger on a Summon or ability names that one")
        _resolve(e, state)
        if _removes(e):     # "the removed card / Forward" names what it removed
            state["removed"] = e
        if e.get("do") in _RESULTS:   # "if you cast a Summon ... with this ability": what it cast
            state[_RESULTS[e["do"]]] = e
        last = state.get("last")
        if e.get("do") == "move" and e.get("zone") == "break" and last and last.get("up_to") and e.get("to") == last.get("as"):
            state["gone"] = last["as"]    # "you may put 1 Backup ... into the Break Zone": no "it" names it after
        if isinstance(e.get("ability"), dict):      # a granted ability names its own bindings
            if e["ability"].get("kind") not in GRANTABLE:     # a quoted field ability: its own effect instead
                raise Unsupported(str(e), f"a granted ability is one of {', '.join(GRANTABLE)}")
            e["ability"] = link(e["ability"])
        if e.get("do") in BINDERS:
            state["n"] += 1
            e["as"] = "t" if state["n"] == 1 else f"t{state['n']}"
            if e.get("n", 1) == 1:      # "the former": the single binding before the last one
                pair = _pairs(out, state["last"], e)
                state["prev"], state["last"] = state["last"], e
                if pair:                # "Choose 1 Forward and 1 Backup. Dull them.": both
                    state["last_many"] = (state["prev"], e)
            else:
                state["last_many"] = e
        cond = _did_of(e.get("cond"))
        if cond is not None and cond.get("did") == "@prev":
            if not out:
                raise Unsupported(str(e), "'if you do so' follows nothing")
            if "as" not in out[-1]:
                state["did"] += 1
                out[-1]["as"] = f"r{state['did']}"
            cond["did"] = out[-1]["as"]
        for sub in ("effects", "then", "else"):
            if isinstance(e.get(sub), list):
                # what a branch of "if" chose is not there when the branch is not taken: after it,
                # "it" names what it named before ("If it is a Backup, select 1 Character ... If it
                # is a Summon, ...": the revealed card, 5-129C)
                named = {k: state[k] for k in _NAMED} if e.get("do") == "if" else None
                outer = state["follows"]
                if e.get("do") == "delayed" and _follows(e.get("trigger")):
                    state["follows"] = True     # only the delayed trigger's effects come after its move
                e[sub] = _link_list(e[sub], state)
                state["follows"] = outer
                if named is not None:
                    state.update(named)
        if "otherwise" in e:      # "If not, ...": the `else` of the "if" before it
            if not out or out[-1].get("do") != "if" or "else" in out[-1]:
                raise Unsupported(str(e), "'if not' follows no 'if'")
            out[-1]["else"] = e["otherwise"]
            continue
        out.append(e)
    return out


_NAMED = ("last", "prev", "last_many")     # the link state the pronouns read


def _pairs(out: list[dict], last: dict | None, e: dict) -> bool:
    """Is `e` a single choice made right after another ("Choose 1 Forward and 1 Backup")? "Choose
    up to 1 Forward of cost 1 and up to 1 Forward of cost 3 in your Break Zone" and "Choose 1 Forward
    and 1 Backup opponent controls" are refused: the zone or controller may be both choices' (the
    first names neither)."""
    if not (out and out[-1] is last and last.get("do") == e.get("do") == "choose"):
        return False
    first, second = last.get("sel", {}), e.get("sel", {})
    if (second.get("zone") or "controller" in second) and not first.get("zone") and "controller" not in first:
        raise Unsupported(str(e), "the zone or controller named after the second choice may be the first one's too")
    return True


def _did_of(cond: Any) -> dict | None:
    """The `{ did = ... }` table of "if you do so" or of "if (your opponent) doesn't"."""
    if isinstance(cond, dict) and isinstance(cond.get("not"), dict) and "did" in cond["not"]:
        return cond["not"]
    return cond if isinstance(cond, dict) else None


def _removes(e: dict) -> bool:
    """Does the effect remove cards from the game (`move` or `mill` to "removed")?"""
    return e.get("do") in ("move", "mill") and e.get("zone") == "removed"


def _resolve(node: Any, state: dict) -> Any:
    """Pronouns in an effect's parameters (not its nested effect lists) name the last binding."""
    if node in ("@removed", "@cast", "@broken"):   # "the removed card": the result of the last removal, named
        removal = state.get(node[1:])
        if removal is None:
            raise Unsupported(str(node), f"{node[1:]!r} refers to nothing before")
        if "as" not in removal:
            state["did"] += 1
            removal["as"] = f"r{state['did']}"
        return removal["as"]
    if node == "@paid":       # "the Forward put in the Break Zone": what the extra cost picked
        paid = state.get("#paid")
        if not isinstance(paid, dict) or "as" not in paid:
            raise Unsupported(str(node), "'the Forward put in the Break Zone' names no Character paid as the cost")
        return paid["as"]
    if node == "@followed":   # "return X onto the field" after X's own move: X where it went (follow.py)
        if not state.get("follows"):
            raise Unsupported(str(node), "'return X to the field' where no trigger on X's own move says where X went")
        return "subject"
    if node == "@origin":     # "cancel its effect": the Summon or ability the triggering event came from
        if not state.get("origin"):
            raise Unsupported(str(node), "'its effect' names no Summon or ability of the trigger")
        return ORIGIN
    if node == "@received":   # "the received damage": the amount the trigger's event carries on `subject`
        if state.get("that") is None and not state.get("received"):
            raise Unsupported(str(node), "'the received damage' names no damage of the trigger")
        return "subject"
    if node == "@that":       # "that Forward": the card the trigger names, whatever was chosen since
        if state.get("that") is None:
            raise Unsupported(str(node), "'that' names no card of the trigger")
        return "subject"
    if node in ("@it", "@them", "@former"):     # "it" names the last single binding, "them" the last of several
        bound = state.get({"@it": "last", "@former": "prev"}.get(node, "last_many"))
        if bound is None:
            raise Unsupported(str(node), f"{node[1:]!r} refers to nothing chosen before")
        if isinstance(bound, dict) and bound.get("as") is not None and bound.get("as") == state.get("gone"):
            raise Unsupported(str(node), f"{node[1:]!r} would name the card put into the Break Zone, not the one meant")
        return [b["as"] for b in bound] if isinstance(bound, tuple) else bound["as"]
    if isinstance(node, list):
        return [_resolve(v, state) for v in node]
    if isinstance(node, dict):
        for k, v in node.items():
            if k not in ("effects", "then", "else", "ability"):
                node[k] = _resolve(v, state)
    return node


def _pronouns(node: Any, binds: dict) -> Any:
    """The inverse of `_resolve`: a binding's name back to "it", "them" or "the former"."""
    if isinstance(node, str):
        if node not in binds:
            return node
        if node == binds.get("#paid"):
            return "@paid"
        for mark, word in _MARKS:
            if binds[node] is mark:
                return word
        if node == "subject" and binds.get("#last") is not None:
            return "@that"       # something was chosen since: "it" would name that, not the subject
        if binds[node].get("n", 1) != 1:
            return "@them"
        return "@former" if node == binds.get("#prev") else "@it"
    if isinstance(node, list):
        return "@them" if node == binds.get("#pair") else [_pronouns(v, binds) for v in node]
    if isinstance(node, dict):
        if node.get("amount") == "subject" and len(node) == 1:
            return {"amount": "@received"}      # the damage the trigger's event carries
        for k, v in node.items():
            if k not in ("effects", "then", "else", "as", "did", "do", "ability"):
                node[k] = _pronouns(v, binds)
    return node


def unlink(ability: dict) -> dict:
    """The inverse of `link`, for rendering: bindings back to pronouns."""
    subject = _SUBJECT if _names_subject(ability) else _FOLLOWED if _follows(ability.get("trigger")) else None
    binds = {"subject": subject} if subject else {}
    if _has_origin(ability):
        binds[ORIGIN] = _ORIGIN
    return _each_list(ability, _unlink_list, binds, "#last")


_REMOVED = {"removed": True}    # unlink: a binding named by "the removed card"
_CAST = {"cast": True}          # unlink: a binding named by "a Summon ... cast with this ability"
_BROKEN = {"broken": True}      # unlink: a binding named by "if that Forward is put into the Break Zone"
_RESULTS = {"cast": "cast", "break": "broken"}     # the verbs whose last result a phrase names (`@cast`, `@broken`)
_FOLLOWED = {"followed": True}  # unlink: `subject` of a trigger on the card's own move: "return X ..."
_ORIGIN = {"origin": True}      # unlink: `origin`, the Summon or ability the trigger's event came from
_MARKS = ((_REMOVED, "@removed"), (_CAST, "@cast"), (_BROKEN, "@broken"), (_FOLLOWED, "@followed"),
          (_ORIGIN, "@origin"))
_RESULT_MARKS = {"cast": _CAST, "break": _BROKEN}


def _follows(trigger: Any) -> bool:
    """A trigger on its own card's move ("When X is put from the field into the Break Zone", a
    delayed "When it is put ..."): its `subject` is that card where it went (follow.py)."""
    return isinstance(trigger, dict) and isinstance(trigger.get("card"), str) and trigger.get("event") in (
        "put_into_break", "leaves", "enters", "move")


def _unlink_list(effects: list[dict], binds: dict) -> list[dict]:
    out: list[dict] = []
    for e in effects:
        if _removes(e) and "as" in e:
            binds[e["as"]] = _REMOVED
        if e.get("do") in _RESULTS and str(e.get("as", ""))[1:].isdigit():    # named by link (`r1`), not by a template
            binds[e["as"]] = _RESULT_MARKS[e["do"]]
        otherwise = None
        if isinstance(e.get("else"), list) and "did" in e.get("cond", {}):
            otherwise = {"otherwise": e.pop("else")}
        _pronouns(e, binds)
        if isinstance(e.get("ability"), dict):
            e["ability"] = unlink(e["ability"])
        if e.get("do") in BINDERS and "as" in e:
            name = e.pop("as")
            binds[name] = e
            if e.get("n", 1) == 1:
                if _pairs(out, binds.get(binds.get("#last", "")), e):
                    binds["#pair"] = [binds["#last"], name]
                binds["#prev"], binds["#last"] = binds.get("#last"), name
        cond = _did_of(e.get("cond"))
        if cond is not None and isinstance(cond.get("did"), str) and out and out[-1].get("as") == cond["did"]:
            out[-1].pop("as")
            cond["did"] = "@prev"
        for sub in ("effects", "then", "else"):
            if isinstance(e.get(sub), list):
                named = {k: binds.get(k) for k in ("#last", "#prev", "#pair")} if e.get("do") == "if" else None
                inner = {**binds, "subject": _FOLLOWED} if e.get("do") == "delayed" and _follows(e.get("trigger")) else binds
                e[sub] = _unlink_list(e[sub], inner)
                if named is not None:       # as `_link_list`: a branch's choices end with it
                    binds.update(named)
        out.append(e)
        if otherwise is not None:
            out.append({"otherwise": _unlink_list(otherwise["otherwise"], binds)})
    for e in out:       # a removal named only by "the removed card" (or "if you do so"): not printed
        if binds.get(e.get("as")) in (_REMOVED, _CAST, _BROKEN):
            e.pop("as")
    return out


# ------------------------------------------------------------------------------------ render
def render_text(abilities: list[dict], keywords: list[str], name: str, card_type: str,
                wording: tuple[str, ...] = ()) -> str:
    """The card text the abilities say, in the card data's markup (one paragraph per line),
    making the wording's choices in order."""
    g = grammar()
    paras: list[str] = []
    units: dict[int, list[str]] = {}
    kw_at, cuts = 0, [0]
    ors: set[int] = set()
    for w in wording:
        if w.startswith(KEYWORDS_AFTER):
            kw_at = int(w[len(KEYWORDS_AFTER):])
            continue
        if w.startswith(MODES_OR):
            ors.add(int(w[len(MODES_OR):]))
            continue
        if w.startswith(KEYWORDS_SPLIT):
            cuts.append(int(w[len(KEYWORDS_SPLIT):]))
            continue
        unit, _, choice = w.partition("/")
        units.setdefault(int(unit), []).append(choice)
    count = 0

    def one(phrase: str, value: Any) -> list[str]:
        nonlocal count
        got = g.render(phrase, value, tuple(units.pop(count, ())))
        count += 1
        if got is None:
            raise Unsupported(str(value), f"no template renders this {phrase}")
        return got

    phrase = "summon" if card_type == "summon" else "paragraph"
    for i, ab in enumerate([*abilities, None]):
        if i == kw_at and keywords:
            for a, b in zip(cuts, [*cuts[1:], len(keywords)], strict=True):
                paras.append(untokenize(one("keywords", list(keywords[a:b])), name))
        if ab is None:
            break
        ab = unlink(ab)
        modes = ab.pop("modes", None)
        if i in ors and modes is not None:      # "Dull it or Freeze it"
            ab.pop("pick")
            ab["effects"] = ab.get("effects", []) + [{"do": "either", "effects": modes[0], "other": modes[1]}]
            modes = None
        if modes is None:
            paras.append(untokenize(one(phrase, ab), name))
            continue
        head = {"pick": ab.pop("pick"), **({"up_to": ab.pop("up_to")} if "up_to" in ab else {})}
        if "pick_if" in ab:
            head.update(pick_if=ab.pop("pick_if"), of=len(modes))
        ab["effects"] = ab.get("effects", []) + [head]
        paras.append(untokenize(_unmark_modes(one(phrase, ab), len(modes)), name))
        for m in modes:
            paras.append(untokenize(['"', *one("body", m), '"'], name))
    if units:
        raise Unsupported(str(abilities), "the wording names paragraphs the abilities do not have")
    return "\n".join(paras)


def _unmark_modes(toks: list[str], count: int) -> list[str]:
    out: list[str] = []
    for t in toks:
        if t == f"{_MODES}1:from":
            out += ["select", "1", "from", "the", "following", ":"]
        elif t == f"{_MODES}1:bare":
            out += ["select", "1", "of", "the", "following", "actions", ":"]
        elif t.startswith(_MODES):
            pick, *up = t[len(_MODES):].split(":")
            out += ["select", *(["up", "to"] if up else []), pick, "of", "the", str(count), "following", "actions", "."]
        else:
            out.append(t)
    return out
