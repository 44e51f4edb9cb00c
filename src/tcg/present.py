"""The presentation contract: what any front end (the terminal, the browser) shows of a game,
computed from one seat's view only (architecture principle 6).

`table(game, seat, lang="en", log_tail=LOG_TAIL) -> dict`, JSON-able; `seat=None` is a
spectator (public information only)::

    {"game": id, "title", "seat", "turn", "phase", "step", "active": player,
     "result": None | {"winner", "reason"},
     "players": [{"seat", "name", "counters": {"life" | "damage" | "level" | ...: n},
                  "zones": [zone, ...]}],
     "shared": [zone, ...],
     "stack": [{"label", "card"?, "controller"}],          # bottom first
     "decision": None | {"player", "kind", "prompt", "options": [{"index", "label", "cards": [ids]}],
                         "min", "max"},                     # prompt and options for the deciding seat only
     "log": [str, ...]}                                     # the last LOG_TAIL lines, from this seat's view

A zone: `{"key", "label" (the game's own name in lang), "layout" ("row" | "pile" | "slots" |
"hidden"), "count", "cards": [card, ...]}`. A "hidden" zone (a deck) lists no cards; a zone
the seat may not look at but counts (the opponent's hand) lists `{"hidden": true}` per card. A
"slots" zone (Weiss stage) also has `"slots": [{"key", "label", "card": id | None}]`.

A card: `{"id", "name" (a letter is added only when two visible cards share a name: "Cloud B"),
"code", "type", "cost", "colour" and/or "element", "power", "text", "status": ["dull" |
"tapped" | "rest", ...], "counters", "attached": [ids], "controller", "owner"}` plus the game's
own characteristics (Weiss level/soul/triggers/slot, MTG P/T and types, DBS combo power/energy,
FFTCG job/category). A card attached to another (an aura, a card under a DBS stack) also has
`"attached_to": id`; a lettered card keeps its printed name in `"base_name"`. Letters follow a
card from zone to zone (in the order the cards first appeared).

`log_since(game, seat, start) -> (lines, next_start)`: the log lines added since `start` (an
index into the game's log) in plain words for that seat: a card is named only if the seat
could see it (a draw is named to the drawer only).

`label(game, option, lang="en") -> str`: an option in words.

Each game's own part is the `Display` (tcg.display) of `tcg.games.<game>.display`: its zones
(`zones(lang)`, `shared_zones(lang)`), `facts(card)`, `counters(view, player)`,
`event(game, event, seat, lang)` for its structured log events and its zones' names, and where
it says more than the defaults `dress`, `stack`, `slots`, `prompt`, `label`, `option_cards`,
`secret`, `move_verbs`, `quiet_moves`, `prompts` and `words`. The log holds the games' own lines (`game.say`) and event tuples
(`game.event`; every move is one, recorded by `engine.state.LoggedGame`, so a game without a
log pays nothing).
"""

from __future__ import annotations

import importlib
import re
from functools import cache, lru_cache
from typing import Any

from .display import Display
from .engine.views import view as _view

LOG_TAIL = 60
PROMPTS = {"priority": "your priority: play a card, use an ability, or pass", "mulligan": "keep this hand or mulligan?",
           "attack": "attack with which card?", "block": "block with which card?"}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WORDS = {
    "en": {"you": "you", "player": "player {p}", "hidden": "a card", "spectator": "player {p}",
           "your": "your", "their": "player {p}'s"},
    "fr": {"you": "vous", "player": "joueur {p}", "hidden": "une carte", "spectator": "joueur {p}",
           "your": "votre", "their": "du joueur {p}"},
}


def display_of(rules: Any) -> Display:
    """The game's presentation (`DISPLAY` of `tcg.games.<game>.display`)."""
    return _display(rules.__class__.__module__.rsplit(".", 1)[0])


@cache
def _display(package: str) -> Display:
    return importlib.import_module(f"{package}.display").DISPLAY


def seat_view(game: Any, seat: int | None) -> dict:
    """The seat's view; a spectator (None) sees what neither player keeps private."""
    return _view(game, -1 if seat is None else seat)


def size(v: dict, key: str) -> int:
    """How many cards a view's zone holds (a list the seat sees, or a count)."""
    x = v["zones"].get(key, 0)
    return x if isinstance(x, int) else len(x)


def who(p: int | None, seat: int | None, lang: str = "en") -> str:
    """A player as the seat reads it: "you" or "player 1"."""
    w = WORDS.get(lang, WORDS["en"])
    if p is None:
        return ""
    return w["you"] if p == seat else w["player"].format(p=p)


# --------------------------------------------------------------------------------- cards
def card_facts(rules: Any, code: str) -> dict:
    """The printed facts of a card (cached per game and code)."""
    return _facts(rules.id, code)


@lru_cache(maxsize=4096)
def _facts(game_id: str, code: str) -> dict:
    from . import games

    rules = games.get(game_id)
    return display_of(rules).facts(rules.cards[code])


def card(rules: Any, o: dict) -> dict:
    """A card as the table shows it, from the view's object dict."""
    out = {"id": o["id"], "name": o["name"], "code": o["code"], "owner": o.get("owner"),
           "controller": o.get("controller")}
    if o["code"] in rules.cards:
        out.update(card_facts(rules, o["code"]))
        out["name"] = o["name"]        # the view's name wins (awakened side, face-down)
    else:
        out.update(type="", cost=None, power=None, text="")
    status = []
    if o.get("tapped"):
        status.append(rules.tapped_word)
    for flag in ("frozen", "reversed", "awakened", "face_down", "attacking", "blocking", "token"):
        if o.get(flag):
            status.append(flag.replace("_", "-"))
    out["status"] = status
    out["counters"] = dict(o.get("counters") or {})
    if o.get("damage"):
        out["damage"] = o["damage"]
    out["attached"] = []
    for k in ("power", "pt", "soul", "level", "keywords", "types", "as"):
        if k in o:
            out[k] = o[k]
    return out


_ORIGINS: dict[int, tuple[Any, int, dict[int, int]]] = {}


def origins(game: Any) -> dict[int, int]:
    """Object id -> the id the same physical card had first, from the log's moves (a card gets a
    new id in every zone): letters follow a card from the hand to the field."""
    log = game.log or []
    key = id(game)
    known = _ORIGINS.get(key)
    if known is None or known[0] is not game or known[1] > len(log):
        known = (game, 0, {})
        if len(_ORIGINS) > 32:
            _ORIGINS.clear()
    _, start, mapping = known
    for ev in log[start:]:
        if isinstance(ev, tuple) and ev[0] == "move":
            mapping[ev[3]] = mapping.get(ev[2], ev[2])
    _ORIGINS[key] = (game, len(log), mapping)
    return mapping


def _letter_names(cards: list[dict], origin: dict[int, int]) -> None:
    """Two visible cards with one name get a letter each, in the order the cards first appeared."""
    by_name: dict[str, list[dict]] = {}
    for c in cards:
        if not c.get("hidden"):
            by_name.setdefault(c["name"], []).append(c)
    for same in by_name.values():
        if len(same) > 1:
            for i, c in enumerate(sorted(same, key=lambda c: origin.get(c["id"], c["id"]))):
                c["base_name"] = c["name"]
                c["name"] = f"{c['name']} {LETTERS[i % 26]}{'' if i < 26 else i // 26}"


# --------------------------------------------------------------------------------- table
def table(game: Any, seat: int | None, lang: str = "en", log_tail: int = LOG_TAIL) -> dict:
    """What the seat sees of the game (see the module docstring); `log_tail`: how many of the
    last log lines it carries (0: none, for a front end that sends the log by `log_since`)."""
    rules = game.rules
    disp = display_of(rules)
    v = seat_view(game, seat)
    names = WORDS.get(lang, WORDS["en"])
    all_cards: list[dict] = []
    players = []
    for p in range(len(v["players"])):
        zones = []
        for spec in disp.zones(lang):
            zones.append(_zone(rules, disp, v, spec, p, all_cards, lang))
        name = names["you"] if p == seat else names["player"].format(p=p)
        players.append({"seat": p, "name": name, "counters": disp.counters(v, p), "zones": zones})
    shared = [_zone(rules, disp, v, spec, None, all_cards, lang) for spec in disp.shared_zones(lang)]
    shown = [card(rules, o) for o in v.get("shown") or ()]
    all_cards += shown
    if shown:
        shared.append({"key": "shown", "label": "revealed" if lang != "fr" else "révélées", "layout": "row",
                       "count": len(shown), "cards": shown})
    by_id = {c["id"]: c for c in all_cards if "id" in c}
    for c in all_cards:         # attachments: an aura on its host, a card under a stack
        host = c.pop("host", None)
        if host in by_id:
            by_id[host]["attached"].append(c["id"])
            c["attached_to"] = host
    _letter_names(all_cards, origins(game))
    stack = disp.stack(game, v, by_id, lang)
    vars_ = v["vars"]
    res = v.get("result")
    return {
        "game": rules.id, "title": rules.title, "seat": seat,
        "turn": vars_.get("turn", 0), "phase": str(vars_.get("phase", "")), "step": str(vars_.get("step", "") or ""),
        "active": vars_.get("tp"),
        "result": None if res is None else {"winner": res[0], "reason": res[1]},
        "players": players, "shared": shared, "stack": stack,
        "decision": decision(game, seat, v, by_id, lang),
        "log": log_since(game, seat, max(0, len(game.log or ()) - log_tail), lang)[0] if log_tail > 0 else [],
    }


def _zone(rules: Any, disp: Display, v: dict, spec: tuple, p: int | None, all_cards: list[dict],
          lang: str = "en") -> dict:
    key, zone, label, layout, keep = spec
    out: dict[str, Any] = {"key": key, "label": label, "layout": layout}
    if isinstance(zone, tuple):         # one table zone made of several (Weiss stage positions)
        data = []
        for z in zone:
            part = v["zones"].get(z if p is None else f"{z}{p}") or []
            data += [dict(o, zone=z) for o in part]
    elif p is not None and zone in rules.shared_zones:   # a player's part of a shared zone (MTG's in play)
        data = [o for o in v["zones"].get(zone) or () if o.get("controller") == p]
    else:
        data = v["zones"].get(zone if p is None else f"{zone}{p}") or []
    if isinstance(data, int):           # a zone this seat may not look at: a count
        out["count"] = data
        out["cards"] = [] if layout == "hidden" else [{"hidden": True} for _ in range(data)]
        return out
    cards = []
    dress = disp.dress
    for o in data:
        c = card(rules, o)
        dress(c, o, v)
        if keep is None or keep(c, p):
            cards.append(c)
    all_cards.extend(cards)
    out["count"] = len(cards)
    out["cards"] = cards if layout != "hidden" else []
    if layout == "slots":
        out["slots"] = disp.slots(p, cards, lang)   # type: ignore[misc]  (Display checks it is given)
    return out


# ------------------------------------------------------------------------------ decisions
def label(game: Any, option: Any, lang: str = "en") -> str:
    """An option in words (the game's describe; its own display may say it better)."""
    disp = display_of(game.rules)
    if option in disp.words:        # a word option: ("pass",) -> "pass"
        return disp.words[option]
    return disp.label(game, option) or game.rules.describe(game, option)


NUMBERS = frozenset({"x", "repeat", "mode", "encore", "loop", "pool", "marker"})   # options whose ints are not cards


def option_cards(game: Any, disp: Display, option: Any, by_id: dict[int, dict]) -> list[int]:
    """The visible cards an option is about, for a front end to click: the game's say (Weiss
    stage positions), else the option's object ids."""
    found = disp.option_cards(game, option)
    if found is not None:
        return [x for x in found if x in by_id]
    if not isinstance(option, tuple) or (option and option[0] in NUMBERS):
        return []
    return [x for x in option if isinstance(x, int) and not isinstance(x, bool) and x in by_id]


def decision(game: Any, seat: int | None, v: dict, by_id: dict[int, dict], lang: str = "en") -> dict | None:
    d = game.decision
    if d is None or game.result is not None:
        return None
    out: dict[str, Any] = {"player": d.player, "kind": d.kind}
    if d.player != seat:
        return out
    disp = display_of(game.rules)
    out["prompt"] = disp.prompt(game, d) or d.prompt or \
        disp.prompts.get(d.kind) or PROMPTS.get(d.kind, d.kind.replace("_", " "))
    options = []
    for i, opt in enumerate(d.options):
        ids = option_cards(game, disp, opt, by_id)
        text = label(game, opt, lang)
        for oid in ids:      # the table's name of each card (a game's "Shock#12"; "Cloud B" for twins)
            c = by_id[oid]
            base = c.get("base_name", c["name"])
            if f"{base}#{oid}" in text:
                text = text.replace(f"{base}#{oid}", c["name"])
            elif "base_name" in c and base in text and c["name"] not in text:
                text = text.replace(base, c["name"], 1)
        options.append({"index": i, "label": text, "cards": ids})
    out.update(options=options, min=1, max=1)
    return out


# ------------------------------------------------------------------------------------ log
def log_since(game: Any, seat: int | None, start: int, lang: str = "en") -> tuple[list[str], int]:
    """The log lines added since index `start`, for the seat, and the index to start from next."""
    log = game.log or []
    disp = display_of(game.rules)
    out = []
    for entry in log[start:]:
        if isinstance(entry, str):
            out.append(yours(entry, seat) if lang == "en" else entry)
            continue
        text = disp.event(game, entry, seat, lang) if entry[0] != "move" else move_line(game, entry, seat, lang)
        if text:
            out.append(text)
    return _runs(out), len(log)


# the verbs of the games' own log lines ("player 0 plays Cloud") as the player reads them ("you play")
VERBS = {"goes": "go", "plays": "play", "casts": "cast", "uses": "use", "attacks": "attack", "mulligans": "mulligan",
         "takes": "take", "burns": "burn", "chooses": "choose", "skips": "skip", "repeats": "repeat",
         "turns": "turn", "blocks:": "block:", "draws": "draw", "discards": "discard", "activates": "activate"}


def yours(line: str, seat: int | None) -> str:
    """A game's log line about the seat's own player, in the second person, without the object
    ids some games print ("Shock#12": ids mean nothing to a player)."""
    line = _IDS.sub("", line)
    if seat is None:
        return line
    head = f"player {seat} "
    if line.startswith(head):
        verb, _, rest = line[len(head):].partition(" ")
        if verb in VERBS:
            line = f"you {VERBS[verb]} {rest}".rstrip()
    me = f"player {seat}"
    return _ME[seat].sub(lambda m: _SECOND.get(m[1], "you"), line) if me in line else line


_IDS = re.compile(r"(?<=\S)#\d+\b")
_SECOND = {" wins": "you win", "'s": "your", " has": "you have", " is": "you are", " takes": "you take",
           " reached": "you reached", " conceded": "you conceded"}
_ME = {s: re.compile(rf"\bplayer {s}\b( wins|'s| has| is| takes| reached| conceded|)") for s in (0, 1)}


def _runs(lines: list[str]) -> list[str]:
    """A line repeated at once is said once with its count ("player 1 draws a card ×5")."""
    out: list[str] = []
    n = 0
    for i, line in enumerate(lines):
        n += 1
        if i + 1 == len(lines) or lines[i + 1] != line:
            out.append(line if n == 1 else f"{line} ×{n}")
            n = 0
    return out


def visible_to(rules: Any, key: str, seat: int | None) -> bool:
    """May the seat see the cards of zone `key`? (a spectator: public zones only)"""
    if key not in rules.zone_of:
        return True
    name, owner = rules.zone_of[key]
    vis = rules.zone_visibility[name]
    return vis == "public" or (vis == "private" and seat is not None and owner == seat)


def move_line(game: Any, ev: tuple, seat: int | None, lang: str = "en") -> str | None:
    """A card moved, as the seat may know it: named if it left or reached a zone the seat sees
    (and the game does not keep it secret: a face-down card)."""
    _kind, code, _old, new, src, dst = ev
    rules = game.rules
    disp = display_of(rules)
    named = (visible_to(rules, src, seat) or visible_to(rules, dst, seat)) and not disp.secret(game, new, seat)
    what = rules.cards[code].name if named else WORDS.get(lang, WORDS["en"])["hidden"]
    (a, owner), (b, to_owner) = rules.zone_of.get(src, (src, None)), rules.zone_of.get(dst, (dst, None))
    if (a, b) in disp.quiet_moves:
        return None         # a move the game's own event already says (a damage, a cast)
    verb = disp.move_verbs.get((a, b))
    if lang == "fr":            # the French rulebooks' "piocher"; other moves by the zones' names
        verb = ("pioche", "piochez") if verb is not None and verb[0] == "draws" else None
    if verb is not None:        # ("draws", "draw"): a move the game has a word for
        return f"{who(owner, seat, lang)} {verb[owner == seat]} {what}"
    labels = disp.zone_labels
    def place(zone: str, p: int | None) -> str:
        text = labels.get(zone, {}).get(lang) or labels.get(zone, {}).get("en") or zone
        if p is None:
            return text
        w = WORDS.get(lang, WORDS["en"])
        if lang == "fr":            # "votre Main", "Main du joueur 1"
            return f"{w['your']} {text}" if p == seat else f"{text} {w['their'].format(p=p)}"
        return f"{w['your'] if p == seat else w['their'].format(p=p)} {text}"
    return f"{what}: {place(a, owner)} → {place(b, to_owner)}"
