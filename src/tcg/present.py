"""The presentation contract: what any front end (the terminal, the browser) shows of a game,
computed from one seat's view only (architecture principle 6).

`table(game, seat, lang="en", log_tail=LOG_TAIL) -> dict`, JSON-able; `seat=None` is a
spectator (public information only)::

    {"game": id, "title", "seat", "lang", "turn", "phase", "step", "where" (both in words),
     "active": player, "words"?: {engine word: its French} (lang != "en": states, types, counters),
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
`event(game, event, seat, lang)` for its log events, its zones' names and its `phases`, and
where it says more than the defaults `dress`, `stack`, `slots`, `prompt`, `label`,
`option_cards`, `secret`, `move_verbs`, `quiet_moves`, `prompts` and `words`. Every string is
English in the code and translated by the game's French table (`tcg.i18n`: `games/<game>/fr.toml`,
the shared words in `tcg/fr.toml`). The log is the engine's events only (`game.event`; every
move is one, recorded by `engine.state.Game.move` when the game keeps a log),
worded here for the events every game shares (`COMMON`) and by the game's `event` for its own.
"""

from __future__ import annotations

import importlib
import re
from functools import cache, lru_cache
from typing import Any

from .display import Display
from .engine.views import view as _view
from .i18n import line as _line
from .i18n import tr

LOG_TAIL = 60
PROMPTS = {"priority": "your priority: play a card, use an ability, or pass", "mulligan": "keep this hand or mulligan?",
           "attack": "attack with which card?", "block": "block with which card?"}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WORDS = {     # the players as a seat reads them (who)
    "en": {"you": "you", "player": "player {p}"},
    "fr": {"you": "vous", "player": "joueur {p}"},
}


def words(rules: Any, lang: str, text: str, /, **kw: object) -> str:
    """`text` (an English template) in `lang`, from the game's French table (tcg.i18n)."""
    return tr(package_of(rules), lang, text, **kw)


def free_text(rules: Any, lang: str, text: str) -> str:
    """A line the engine wrote (a prompt, a result's reason) in `lang` (the game's `[lines]`)."""
    return _line(package_of(rules), lang, text)


def package_of(rules: Any) -> str:
    """The game's package (`tcg.games.<game>`: its display and its French words)."""
    return rules.__class__.__module__.rsplit(".", 1)[0]


def display_of(rules: Any) -> Display:
    """The game's presentation (`DISPLAY` of `tcg.games.<game>.display`)."""
    return _display(package_of(rules))


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
    all_cards: list[dict] = []
    players = []
    for p in range(len(v["players"])):
        zones = []
        for spec in disp.zones(lang):
            zones.append(_zone(rules, disp, v, spec, p, all_cards, lang))
        name = who(p, seat, lang)
        players.append({"seat": p, "name": name, "counters": disp.counters(v, p), "zones": zones})
    shared = [_zone(rules, disp, v, spec, None, all_cards, lang) for spec in disp.shared_zones(lang)]
    shown = [card(rules, o) for o in v.get("shown") or ()]
    all_cards += shown
    if shown:
        shared.append({"key": "shown", "label": tr("tcg", lang, "revealed"), "layout": "row",
                       "count": len(shown), "cards": shown})
    by_id = {c["id"]: c for c in all_cards if "id" in c}
    for c in all_cards:         # attachments: an aura on its host, a card under a stack
        host = c.pop("host", None)
        if host in by_id:
            by_id[host]["attached"].append(c["id"])
            c["attached_to"] = host
    _letter_names(all_cards, origins(game))
    stack = disp.stack(game, v, by_id, lang)
    for item in stack:          # the cards by the table's names, never an object id ("Shock#12")
        item["label"] = _named(item["label"], by_id)
    vars_ = v["vars"]
    res = v.get("result")
    phase, step = str(vars_.get("phase", "")), str(vars_.get("step", "") or "")
    out = {
        "game": rules.id, "title": rules.title, "seat": seat, "lang": lang,
        "turn": vars_.get("turn", 0), "phase": phase, "step": step, "where": where(rules, phase, step, lang),
        "active": vars_.get("tp"),
        "result": None if res is None else {"winner": res[0], "reason": free_text(rules, lang, res[1])},
        "players": players, "shared": shared, "stack": stack,
        "decision": decision(game, seat, v, by_id, lang),
        "log": log_since(game, seat, max(0, len(game.log or ()) - log_tail), lang)[0] if log_tail > 0 else [],
    }
    if lang != "en":            # the engine's words on the cards and counters, for a front end to show
        out["words"] = _words_shown(rules, lang, all_cards, players)
    return out


def _words_shown(rules: Any, lang: str, cards: list[dict], players: list[dict]) -> dict[str, str]:
    """The table's words in `lang` that its cards and counters carry as engine keys: a state
    ("dull", "rest"), a card type, a colour or element, a counter's name."""
    keys = {"damage"}
    for p in players:
        keys.update(k for k in p["counters"])
        keys.update(v for v in p["counters"].values() if isinstance(v, str))
    for c in cards:
        keys.update(c.get("status") or ())
        for k in ("type", "colour", "element"):
            if isinstance(c.get(k), str):
                keys.update(c[k].split("/"))
    return {k: words(rules, lang, COUNTER_NAMES.get(k, k.replace("_", " "))) for k in keys if k}


COUNTER_NAMES = {"pool": "mana pool", "active_energy": "active energy", "damage_limit": "damage limit"}


_ID = re.compile(r"(?<=\S)#(\d+)\b")


def _named(text: str, by_id: dict[int, dict]) -> str:
    """`text` with each "Name#id" said as the table names that card ("Cloud B"), other ids dropped."""
    for oid in {int(x) for x in _ID.findall(text)}:
        c = by_id.get(oid)
        if c is not None:
            text = text.replace(f"{c.get('base_name', c['name'])}#{oid}", c["name"])
    return _ID.sub("", text)


def where(rules: Any, phase: str, step: str, lang: str = "en") -> str:
    """The phase and step in the rulebook's words ("Main Phase 1", "combat phase, declare
    blockers step"): the game's `PHASES` (engine key -> English name, translated by its table)."""
    names = display_of(rules).phases
    said = [words(rules, lang, names[k]) if k in names else k.replace("_", " ") for k in (phase, step) if k]
    if len(said) == 2 and (said[0] == said[1] or step == "main"):
        said = said[:1]
    return ", ".join(said)


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
        return words(game.rules, lang, disp.words[option])
    return disp.label(game, option, lang) or free_text(game.rules, lang, game.rules.describe(game, option))


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
    asked = disp.prompt(game, d, lang) or (free_text(game.rules, lang, d.prompt) if d.prompt else "")
    out["prompt"] = asked or words(game.rules, lang, disp.prompts.get(d.kind) or PROMPTS.get(
        d.kind, d.kind.replace("_", " ")))
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
    """The log lines added since index `start`, for the seat, and the index to start from next:
    every entry is an engine event, worded here (the events all games share) or by the game's
    display (`event`), from the seat's side; an event a game does not word is not shown."""
    log = game.log or []
    disp = display_of(game.rules)
    out = []
    for entry in log[start:]:
        common = COMMON.get(entry[0])
        text = common(game, entry, seat, lang) if common is not None else disp.event(game, entry, seat, lang)
        if text:
            out.append(text)
    return _runs(out), len(log)


def act(rules: Any, lang: str, p: int | None, seat: int | None, you: str, them: str, /, **kw: object) -> str:
    """A line about player `p`: the template `you` when `p` is the seat ("you draw {card}"), else
    `them` with `{who}` ("{who} draws {card}"), in `lang`."""
    return words(rules, lang, you if p == seat and p is not None else them, who=who(p, seat, lang), **kw)


def card_name(rules: Any, code: str) -> str:
    """A card's printed name, from its code ("a card" for none)."""
    c = rules.cards.get(code) if code else None
    return c.name if c is not None else "?"


def _turn(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    return words(game.rules, lang, "— turn {n}: {who} —", n=ev[1], who=who(ev[2], seat, lang))


def _first(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    return act(game.rules, lang, ev[1], seat, "you go first", "{who} goes first")


def _mulligan(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    if len(ev) > 2:             # ("mulligan", player, cards kept): MTG's mulligan to a size
        return act(game.rules, lang, ev[1], seat, "you mulligan to {n}", "{who} mulligans to {n}", n=ev[2])
    return act(game.rules, lang, ev[1], seat, "you mulligan", "{who} mulligans")


def _reveal(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    return act(game.rules, lang, ev[1], seat, "you reveal {card} and add it to your hand",
               "{who} reveals {card} and adds it to their hand", card=card_name(game.rules, ev[2]))


def _revealed(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    cards = ", ".join(card_name(game.rules, c) for c in ev[2])
    return act(game.rules, lang, ev[1], seat, "you reveal {cards}", "{who} reveals {cards}", cards=cards)


def _look(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    return act(game.rules, lang, ev[1], seat, "you look at the top {n} card(s) of your deck",
               "{who} looks at the top {n} card(s) of their deck", n=ev[2])


def _number(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    return words(game.rules, lang, "the number {n} is selected", n=ev[1])


def _hand_revealed(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    cards = ", ".join(card_name(game.rules, c) for c in ev[2]) or words(game.rules, lang, "no cards")
    return act(game.rules, lang, ev[1], seat, "you reveal your hand: {cards}", "{who} reveals their hand: {cards}",
               cards=cards)


def _end(game: Any, ev: tuple, seat: int | None, lang: str) -> str:
    winner, reason = ev[1], free_text(game.rules, lang, ev[2])
    if winner is None:
        return words(game.rules, lang, "game over: a draw ({reason})", reason=reason)
    return act(game.rules, lang, winner, seat, "game over: you win ({reason})", "game over: {who} wins ({reason})",
               reason=reason)


def _move(game: Any, ev: tuple, seat: int | None, lang: str) -> str | None:
    return move_line(game, ev, seat, lang)


# the events every game logs the same way (engine.state, engine.abilities)
COMMON = {"move": _move, "turn": _turn, "first": _first, "mulligan": _mulligan, "reveal": _reveal,
          "revealed": _revealed, "look": _look, "number": _number, "hand_revealed": _hand_revealed, "end": _end}


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
    (and the game does not keep it secret: a face-down card); in the game's words for the move
    (`MOVE_VERBS`: (from, to) -> ("you draw {card}", "{who} draws {card}")), else by the zones."""
    _kind, code, _old, new, src, dst = ev
    rules = game.rules
    disp = display_of(rules)
    named = (visible_to(rules, src, seat) or visible_to(rules, dst, seat)) and not disp.secret(game, new, seat)
    what = rules.cards[code].name if named else tr("tcg", lang, "a card")
    (a, owner), (b, to_owner) = rules.zone_of.get(src, (src, None)), rules.zone_of.get(dst, (dst, None))
    if (a, b) in disp.quiet_moves:
        return None         # a move the game's own event already says (a damage, a cast)
    verb = disp.move_verbs.get((a, b))
    if verb is not None:
        return act(rules, lang, owner, seat, verb[0], verb[1], card=what)
    labels = disp.zone_labels

    def place(zone: str, p: int | None) -> str:
        text = labels.get(zone, {}).get(lang) or labels.get(zone, {}).get("en") or zone
        if p is None:
            return text
        return tr("tcg", lang, "your {zone}" if p == seat else "{who}'s {zone}", zone=text, who=who(p, seat, lang))
    return tr("tcg", lang, "{card}: {src} → {dst}", card=what, src=place(a, owner), dst=place(b, to_owner))
