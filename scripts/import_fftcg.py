"""Write FFTCG's reference pool, `src/tcg/games/fftcg/pool/<set>.toml`, from the card data.

    python scripts/import_fftcg.py [PATH]      # default: ../shared/data/fftcg/fftcg_opus1-20_cmattiske.json

Every card of the data becomes one `[[card]]` with its printed facts and text, and either its
abilities compiled from the text (`games/fftcg/text.py`) or `unsupported = "<sentence>: <reason>"`.
Facts where the two sources disagree (fftcg_cross_check_opus1-15.json) are settled by
`settle` below, each rule with its reason; the others keep the primary source.
Hand-written corrections of printed text live in `pool_overrides.toml`, each with its reason.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tcg.games.fftcg.pool import POOL, compile_card  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "fftcg"
PRIMARY = "fftcg_opus1-20_cmattiske.json"
CROSS = "fftcg_cross_check_opus1-15.json"
OVERRIDES = ROOT / "src" / "tcg" / "games" / "fftcg" / "pool_overrides.toml"
ROMAN = {"I": 1, "V": 5, "X": 10}
# Names the primary source misspells, where the second source has the printed spelling.
NAME_FIXES = ("Class Eighth Moogle", "Stiltzkin", "Propagator", "Vermilion Bird l'Cie Zhuyu",
              "Vermilion Bird l'Cie Caetuna", "Star Sibyl", "Princess Sarah", "Lightning", "Gigantuar",
              "Maliris (IX)", "Mindflayer")


def set_file(set_name: str) -> str:
    if set_name.startswith("Opus "):
        roman, total = set_name[5:], 0
        for i, ch in enumerate(roman):
            v = ROMAN[ch]
            total += -v if i + 1 < len(roman) and ROMAN[roman[i + 1]] > v else v
        return f"opus{total}"
    return set_name.lower()


def code_of(c: dict) -> str:
    if c["code"]:
        return c["code"]
    prefix = {"Boss": "B", "Promo": "PR"}[c["set"]]
    return f"{prefix}-{c['number']:03d}"


def settle(c: dict, diff: dict | None) -> dict:
    """The facts of one card, with the disagreements of the two sources settled."""
    c = dict(c)
    # The EX icon is printed in the text as {EX}: the text decides (10-127, 8-003: the flag was wrong).
    c["ex_burst"] = "{EX}" in c["text"]
    # Standard Units and Manikins are the multi-playable generic Characters (5.2.2.1); a Monster
    # named after its own Job (Goblin, Zu...) likewise. Otherwise the primary source is kept.
    if c["jobs"] and (set(c["jobs"]) & {"Standard Unit", "Manikin"} or c["name"] in c["jobs"]):
        c["multi_playable"] = True
    if diff and "name" in diff:
        fixed = diff["name"]["ffdecks"].strip()
        # the text names the card as printed: where it says the second source's name, that is it
        if fixed in NAME_FIXES or (fixed in c["text"] and c["name"] not in c["text"]):
            c["text"] = c["text"].replace(c["name"], fixed)
            c["name"] = fixed
    return c


def toml_value(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{toml_key(k)} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"cannot write {v!r}")


def toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k)


FACTS = ("code", "name", "type", "elements", "cost", "power", "jobs", "categories", "rarity", "ex_burst",
         "multi_playable", "text")


def card_toml(c: dict, compiled: dict) -> str:
    lines = ["[[card]]"]
    for k in FACTS:
        if c.get(k) is not None and c.get(k) != []:
            lines.append(f"{k} = {toml_value(c[k])}")
    for k in ("keywords", "wording", "unsupported", "override", "override_text"):
        if compiled.get(k):
            lines.append(f"{k} = {toml_value(compiled[k])}")
    for ab in compiled.get("abilities", []):
        lines.append("")
        lines.append("[[card.ability]]")
        lines += [f"{toml_key(k)} = {toml_value(v)}" for k, v in ab.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DATA / PRIMARY
    cards = json.loads(path.read_text(encoding="utf-8"))["cards"]
    cross_path = path.parent / CROSS
    diffs = {}
    if cross_path.exists():
        diffs = {d["code_cmattiske"]: d for d in json.loads(cross_path.read_text(encoding="utf-8"))["cards"]}
    overrides = tomllib.loads(OVERRIDES.read_text(encoding="utf-8")).get("card", []) if OVERRIDES.exists() else []
    fixes = {o["code"]: o for o in overrides}
    by_file: dict[str, list[str]] = {}
    supported = 0
    for raw in cards:
        c = settle({**raw, "code": code_of(raw)}, diffs.get(raw["code"]))
        compiled = compile_card(c, fixes.get(c["code"]))
        supported += not compiled.get("unsupported")
        by_file.setdefault(set_file(c["set"]), []).append(card_toml(c, compiled))
    POOL.mkdir(exist_ok=True)
    for old in POOL.glob("*.toml"):
        old.unlink()
    for name, entries in by_file.items():
        head = (f"# FFTCG {name}: generated by scripts/import_fftcg.py from {path.name}; do not edit by hand\n"
                "# (corrections go in pool_overrides.toml). Format: games/fftcg/POOL.md.\n\n")
        (POOL / f"{name}.toml").write_text(head + "\n".join(entries), encoding="utf-8")
    print(f"{len(cards)} cards in {len(by_file)} files, {supported} supported ({100 * supported / len(cards):.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
