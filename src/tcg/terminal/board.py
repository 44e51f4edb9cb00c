"""The board of a `tcg.present` table as a few lines of rich markup: one line a zone, cards
coloured by their element or colour, the piles and hidden zones as counts on the player's line,
so that a whole position fits an 80×24 terminal."""

from __future__ import annotations

from rich.markup import escape

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


WORDS = {"pool": "mana pool", "active_energy": "active energy"}


def style_of(c: dict) -> str:
    colour = str(c.get("colour") or c.get("element") or "")
    if len(colour) > 1 and colour.isupper() or "/" in colour:
        return "bold yellow"                   # a multicoloured card: gold
    return COLOURS.get(colour, "")


NO_POWER = ("energy", "zenergy", "damage", "level", "clock", "climax")   # zones where a card's power means nothing


def card_text(c: dict, by_id: dict[int, dict] | None = None, zone: str = "") -> str:
    """A card on the board: its name in its colour, power or P/T, its state."""
    if c.get("hidden"):
        return "?"
    style = style_of(c)
    name = escape(c["name"])
    bits = [f"[{style}]{name}[/{style}]" if style else name]
    if c.get("pt") and "Creature" in (c.get("types") or c.get("card_types") or ()):
        bits.append(c["pt"])
    elif zone == "combo" and c.get("combo_power"):
        bits.append(f"+{c['combo_power']:,}")
    elif c.get("power") and c.get("type") not in ("backup", "Climax") and zone not in NO_POWER:
        bits.append(f"{c['power']:,}" if isinstance(c["power"], int) else str(c["power"]))
    if c.get("soul") and c.get("slot"):
        bits.append(f"soul {c['soul']}")
    if c.get("damage"):
        bits.append(f"{c['damage']} dmg")
    for k, n in (c.get("counters") or {}).items():
        bits.append(f"{k}×{n}")
    marks = [MARKS.get(s, s) for s in c.get("status", ())]
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


def counts_line(player: dict) -> str:
    """A player's counters, then the size of every pile and hidden zone."""
    bits = []
    counters = dict(player["counters"])
    limit = counters.pop("damage_limit", None)
    for k, v in counters.items():
        if v in (None, "", 0) and k not in ("damage", "life", "level", "clock"):
            continue
        bits.append(f"{k} {v}/{limit}" if k == "damage" and limit else f"{WORDS.get(k, k)} {v}")
    for z in player["zones"]:
        if z["key"] in counters:
            continue            # already said by its counter (DBS life)
        if z["layout"] in ("pile", "hidden") or z["key"] == "hand":
            if z["count"] or z["key"] in ("hand", "deck", "library"):
                bits.append(f"{z['label'].lower()} {z['count']}")
    return " · ".join(escape(b) for b in bits)


def player_lines(player: dict, by_id: dict[int, dict], mine: bool) -> list[str]:
    lines = [f"[bold]{escape(player['name'].capitalize())}[/bold]  {counts_line(player)}"]
    for z in player["zones"]:
        if z["layout"] == "slots":
            lines += _slots(z, by_id)
            continue
        if z["layout"] != "row" or not z["cards"] or any(c.get("hidden") for c in z["cards"]):
            continue
        if z["key"] == "under":
            continue
        text = " · ".join(card_text(c, by_id, z["key"]) for c in z["cards"] if "attached_to" not in c)   # on its host
        if not text:
            continue
        lines.append(f"  [dim]{escape(z['label'])}:[/dim] {text}")
    return lines


def _slots(z: dict, by_id: dict[int, dict]) -> list[str]:
    """Weiss stage: the front row, then the back row, each position by name."""
    def row(keys: tuple[str, ...]) -> str:
        cells = []
        for s in z["slots"]:
            if s["key"] in keys:
                c = by_id.get(s["card"]) if s["card"] else None
                cells.append(f"[dim]{escape(s['label'])}:[/dim] " + (card_text(c) if c else "—"))
        return " | ".join(cells)
    return ["  " + row(("front_l", "front_c", "front_r")), "  " + row(("back_l", "back_r"))]


def header(table: dict) -> str:
    active = next((p["name"] for p in table["players"] if p["seat"] == table["active"]), "?")
    step = table["step"]
    phase = step.replace("_", " ") if step and step != "main" else table["phase"]
    whose = "your turn" if active == "you" else f"{active}'s turn"
    return f"{table['game']} · turn {table['turn']} · {whose} · {phase}"


def board_lines(table: dict) -> list[str]:
    """The header, the opponent, the stack and shared zones, then the seat's own side."""
    by_id = cards_by_id(table)
    seat = table.get("seat")
    me = next((p for p in table["players"] if p["seat"] == seat), table["players"][0])
    them = [p for p in table["players"] if p is not me]
    lines: list[str] = []
    for p in them:
        lines += player_lines(p, by_id, False)
    if table["stack"]:
        lines.append("[bold]Stack[/bold] (top last): " + " · ".join(escape(s["label"]) for s in table["stack"]))
    for z in table["shared"]:
        if z["cards"] and z["layout"] == "row":
            lines.append(f"[bold]{escape(z['label'])}[/bold]: " + " · ".join(card_text(c, by_id) for c in z["cards"]))
    lines += player_lines(me, by_id, True)
    return lines


def card_detail(c: dict) -> list[str]:
    """Everything about one card, for `show <card>`."""
    style = style_of(c)
    name = escape(c["name"])
    head = f"[bold {style}]{name}[/bold {style}]" if style else f"[bold]{name}[/bold]"
    facts = []
    for k in ("type", "element", "colour", "cost", "level", "power", "pt", "soul", "combo_power", "combo_cost",
              "triggers", "traits", "job", "category", "character"):
        v = c.get(k)
        if v in (None, "", [], ()) or (k == "colour" and c.get("element")) or (k == "power" and c.get("pt")):
            continue
        facts.append(f"{k.replace('_', ' ')} {', '.join(v) if isinstance(v, list) else v}")
    lines = [head + "  " + escape(" · ".join(facts))]
    if c.get("status"):
        lines.append("  state: " + escape(", ".join(c["status"])))
    for line in str(c.get("text") or "").splitlines():
        lines.append("  " + escape(line))
    return lines
