"""The board of a `tcg.present` table as a few lines of rich markup: one line a zone, cards
coloured by their element or colour, the piles and hidden zones as counts on the player's line.

Given a width (the live screen), the board is compact: every zone is one line of at most that
width (cards of one name and state said once with their number, long names shortened, the rest
counted: `… +5`, which `zone NAME` lists), so that a whole position fits an 80×24 terminal."""

from __future__ import annotations

from rich.cells import cell_len
from rich.markup import escape
from rich.text import Text

from ..i18n import number, tr

# element or colour -> a rich style (FFTCG elements, MTG colours as letters, DBS and Weiss colours)
COLOURS = {
    "fire": "red", "ice": "cyan", "wind": "green", "earth": "yellow", "lightning": "magenta",
    "water": "blue", "light": "bright_white", "dark": "bright_black",
    "W": "bright_white", "U": "blue", "B": "bright_black", "R": "red", "G": "green",
    "red": "red", "blue": "blue", "green": "green", "yellow": "yellow", "black": "bright_black",
}
MARKS = {"dull": "dull", "tapped": "tapped", "rested": "rest", "reversed": "REV", "attacking": "⚔",
         "blocking": "blocks", "attacked": "attacked", "frozen": "frozen", "sick": "sick", "face-down": "face-down",
         "awakened": "awakened", "blocked": "blocked"}


WORDS = {"pool": "mana pool", "active_energy": "active energy", "damage_limit": "damage limit"}


def said(words: dict | None, key: str) -> str:
    """An engine word (a state, a counter) as the table says it (`table["words"]` in French)."""
    return (words or {}).get(key) or key


def style_of(c: dict) -> str:
    colour = str(c.get("colour") or c.get("element") or "")
    if len(colour) > 1 and colour.isupper() or "/" in colour:
        return "bold yellow"                   # a multicoloured card: gold
    return COLOURS.get(colour, "")


NO_POWER = ("energy", "zenergy", "damage", "level", "clock", "climax")   # zones where a card's power means nothing


def card_text(c: dict, by_id: dict[int, dict] | None = None, zone: str = "", name: str | None = None,
              words: dict | None = None, lang: str = "en") -> str:
    """A card on the board: its name in its colour (`name` if given), power or P/T, its state (its
    states in `words`, the table's words in `lang`)."""
    if c.get("hidden"):
        return "?"
    style = style_of(c)
    name = escape(c["name"] if name is None else name)
    bits = [f"[{style}]{name}[/{style}]" if style else name]
    if c.get("pt") and "Creature" in (c.get("types") or c.get("card_types") or ()):
        bits.append(c["pt"])
    elif zone == "combo" and c.get("combo_power"):
        bits.append(f"+{number(c['combo_power'], lang)}")
    elif c.get("power") and c.get("type") not in ("backup", "Climax") and zone not in NO_POWER:
        bits.append(number(c["power"], lang) if isinstance(c["power"], int) else str(c["power"]))
    if c.get("soul") and c.get("slot"):
        bits.append(tr("tcg", lang, "soul {n}", n=c["soul"]))
    if c.get("damage"):
        bits.append(tr("tcg", lang, "{n} dmg", n=c["damage"]))
    for k, n in (c.get("counters") or {}).items():
        bits.append(f"{k}×{n}")
    marks = [said(words, s) if words else MARKS.get(s, s) for s in c.get("status", ())]
    if marks:
        bits.append("[dim](" + ", ".join(marks) + ")[/dim]")
    if c.get("attached") and by_id:
        bits.append("[dim]+ " + ", ".join(escape(by_id[a]["name"]) for a in c["attached"] if a in by_id) + "[/dim]")
    return " ".join(bits)


def cards_by_id(table: dict) -> dict[int, dict]:
    out = {}
    for p in table["players"]:
        for z in p["zones"]:
            out.update((c["id"], c) for c in z["cards"] if "id" in c)
    for z in table["shared"]:
        out.update((c["id"], c) for c in z["cards"] if "id" in c)
    return out


def counts_line(player: dict, words: dict | None = None) -> str:
    """A player's counters, then the size of every pile and hidden zone."""
    bits = []
    counters = dict(player["counters"])
    limit = counters.pop("damage_limit", None)
    for k, v in counters.items():
        if v in (None, "", 0) and k not in ("damage", "life", "level", "clock"):
            continue
        name = said(words, k) if words else WORDS.get(k, k)
        v = said(words, v) if isinstance(v, str) else v
        bits.append(f"{name} {v}/{limit}" if k == "damage" and limit else f"{name} {v}")
    for z in player["zones"]:
        if z["key"] in counters:
            continue            # already said by its counter (DBS life)
        if z["layout"] in ("pile", "hidden") or z["key"] == "hand":
            if z["count"] or z["key"] in ("hand", "deck", "library"):
                bits.append(f"{z['label'].lower()} {z['count']}")
    return " · ".join(escape(b) for b in bits)


def player_lines(player: dict, by_id: dict[int, dict], mine: bool, width: int | None = None,
                 words: dict | None = None, lang: str = "en") -> list[str]:
    head = f"[bold]{escape(player['name'].capitalize())}[/bold]  {counts_line(player, words)}"
    lines = [head if width is None else fit_line("", [head], width)]
    for z in player["zones"]:
        if z["layout"] == "slots":
            lines += _slots(z, by_id, width, words, lang)
            continue
        if z["layout"] != "row" or not z["cards"] or any(c.get("hidden") for c in z["cards"]):
            continue
        if z["key"] == "under":
            continue
        cards = [c for c in z["cards"] if "attached_to" not in c]      # an attachment shows on its host
        if not cards:
            continue
        head = f"  [dim]{escape(z['label'])}:[/dim] "
        if width is None:
            lines.append(head + " · ".join(card_text(c, by_id, z["key"], words=words, lang=lang) for c in cards))
        else:
            lines.append(fit_line(head, grouped(cards, by_id, z["key"], words, lang), width))
    return lines


SHORT_NAME = 24     # cells: a longer name is cut on the compact board (`show NAME` says it whole)


def short_name(c: dict, room: int = SHORT_NAME) -> str:
    """A card's name for the compact board: its own letter kept, the middle cut if too long."""
    name = c.get("base_name", c["name"])
    letter = c["name"][len(name):] if c["name"].startswith(name) else ""
    if cell_len(name) + len(letter) > room:
        name = Text(name)
        name.truncate(max(4, room - len(letter)), overflow="ellipsis")
        name = name.plain
    return name + letter


def grouped(cards: list[dict], by_id: dict[int, dict], zone: str, words: dict | None = None,
            lang: str = "en") -> list[str]:
    """The compact chunks of a zone's cards: cards that show the same once, with their number."""
    out: dict[str, int] = {}
    for c in cards:
        same = {**c, "name": c.get("base_name", c["name"])}
        key = card_text(same, by_id, zone, name=short_name(same), words=words, lang=lang)
        out[key] = out.get(key, 0) + 1
    return [k if n == 1 else f"{k} ×{n}" for k, n in out.items()]


def fit_card(c: dict, room: int, words: dict | None = None, lang: str = "en") -> str:
    """A card in `room` cells: its power and state whole, its name cut to what is left."""
    rest = cell_len(Text.from_markup(card_text(c, name="", words=words, lang=lang)).plain)
    return fit_line("", [card_text(c, name=short_name(c, max(4, room - rest)), words=words, lang=lang)], room)


def fit_line(head: str, chunks: list[str], width: int, sep: str = " · ") -> str:
    """`head` then as many chunks as fit in `width` cells, then how many were left (`… +3`); a
    chunk too long for the line alone is cut."""
    used = cell_len(Text.from_markup(head).plain)
    shown: list[str] = []
    for i, chunk in enumerate(chunks):
        w = cell_len(Text.from_markup(chunk).plain) + (len(sep) if shown else 0)
        left = len(chunks) - i - 1
        if used + w + (len(f" … +{left}") if left else 0) > width:
            if not shown:               # not even one: the first one cut to the line
                cut = Text.from_markup(chunk)
                cut.truncate(max(1, width - used - (len(f" … +{left}") if left else 0)), overflow="ellipsis")
                return head + cut.markup + (f" [dim]… +{left}[/dim]" if left else "")
            return head + sep.join(shown) + f" [dim]… +{len(chunks) - i}[/dim]"
        shown.append(chunk)
        used += w
    return head + sep.join(shown)


def _slots(z: dict, by_id: dict[int, dict], width: int | None = None, words: dict | None = None,
           lang: str = "en") -> list[str]:
    """Weiss stage: the front row, then the back row, each position by name (compact: each cell
    a third of the width)."""
    def row(keys: tuple[str, ...]) -> str:
        cells = []
        for s in z["slots"]:
            if s["key"] in keys:
                c = by_id.get(s["card"]) if s["card"] else None
                if width is None:
                    cells.append(f"[dim]{escape(s['label'])}:[/dim] " + (card_text(c, words=words, lang=lang) if c else "—"))
                    continue
                cells.append(fit_card(c, (width - 2) // 3 - 3, words, lang) if c else "—")
        return " | ".join(cells)
    return ["  " + row(("front_l", "front_c", "front_r")), "  " + row(("back_l", "back_r"))]


def _w(table: dict, text: str, /, **kw: object) -> str:
    """The terminal's own words in the table's language (tcg/fr.toml)."""
    return tr("tcg", table.get("lang", "en"), text, **kw)


def header(table: dict) -> str:
    active = table["active"]
    whose = _w(table, "your turn") if active == table["seat"] and active is not None else \
        _w(table, "{who}'s turn", who=next((p["name"] for p in table["players"] if p["seat"] == active), "?"))
    return f"{table['game']} · {_w(table, 'turn {n}', n=table['turn'])} · {whose} · {table['where']}"


def board_lines(table: dict, width: int | None = None) -> list[str]:
    """The opponent, the stack and shared zones, then the seat's own side (compact: each line at
    most `width` cells)."""
    by_id = cards_by_id(table)
    seat = table.get("seat")
    me = next((p for p in table["players"] if p["seat"] == seat), table["players"][0])
    them = [p for p in table["players"] if p is not me]
    lines: list[str] = []
    words, lang = table.get("words"), table.get("lang", "en")
    for p in them:
        lines += player_lines(p, by_id, False, width, words, lang)
    if table["stack"]:
        title = _w(table, "Chain" if table["game"].startswith("dbs") else "Stack")
        head = f"[bold]{escape(title)}[/bold] {escape(_w(table, '(top last)'))}: "
        items = [escape(s["label"]) for s in table["stack"]]
        lines.append(head + " · ".join(items) if width is None else fit_line(head, items[::-1], width))
    for z in table["shared"]:
        if z["cards"] and z["layout"] == "row":
            head = f"[bold]{escape(z['label'])}[/bold]: "
            lines.append(head + " · ".join(card_text(c, by_id, words=words, lang=lang) for c in z["cards"])
                         if width is None else fit_line(head, grouped(z["cards"], by_id, z["key"], words, lang), width))
    lines += player_lines(me, by_id, True, width, words, lang)
    return lines


def card_detail(c: dict, words: dict | None = None, lang: str = "en") -> list[str]:
    """Everything about one card, for `show <card>` (its engine words in `words`, the rest in `lang`)."""
    style = style_of(c)
    name = escape(c["name"])
    head = f"[bold {style}]{name}[/bold {style}]" if style else f"[bold]{name}[/bold]"
    facts = []
    for k in ("type", "element", "colour", "cost", "level", "power", "pt", "soul", "combo_power", "combo_cost",
              "triggers", "traits", "job", "category", "character"):
        v = c.get(k)
        if v in (None, "", [], ()) or (k == "colour" and c.get("element")) or (k == "power" and c.get("pt")):
            continue
        v = ", ".join(v) if isinstance(v, list) else "/".join(said(words, x) for x in v.split("/")) \
            if isinstance(v, str) and k in ("type", "element", "colour") else v
        facts.append(f"{tr('tcg', lang, k.replace('_', ' '))} {v}")
    lines = [head + "  " + escape(" · ".join(facts))]
    if c.get("status"):
        lines.append("  " + tr("tcg", lang, "state:") + " " + escape(", ".join(said(words, s) for s in c["status"])))
    for line in str(c.get("text") or "").splitlines():
        lines.append("  " + escape(line))
    return lines
