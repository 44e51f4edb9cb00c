"""Put back into the bundled FFTCG decks the published cards that the game can now play.

    python scripts/restore_fftcg_substitutes.py [--dry-run]

A bundled deck drawn from a published list records each card it had to replace, in a comment:
`#   3 1-027H Lann (forward, fire, cost 3) -> 1-191S Red XIII (cost 3)`. For every such line whose
original card is now playable (`Ruleset.cards`), the N substitutes are taken out of the deck, the N
originals put in their place, and the comment line dropped; the deck must still pass
`check_deck`, or that substitution is kept. Prints what it restored and what remains.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tcg import games  # noqa: E402
from tcg.engine.cards import DeckError, parse_deck  # noqa: E402

DECKS = ROOT / "src" / "tcg" / "games" / "fftcg" / "decks"
SUBSTITUTION = re.compile(r"^#\s+(\d+) (\S+) (.+?) \((\w+), [^)]*\) -> (\S+) (.+?) \(cost \d+\)\s*$")
CARD_LINE = re.compile(r"^(\d+) (\S+) (.+)$")
HEAD = "# Substituted"


def restore(path: Path, rules, dry_run: bool) -> tuple[list[str], int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    done: list[str] = []
    for line in list(lines):
        m = SUBSTITUTION.match(line)
        if not m or m.group(2) not in rules.cards:
            continue
        n, code, name, sub = int(m.group(1)), m.group(2), m.group(3), m.group(5)
        trial = _swap(lines, line, n, code, name, sub)
        if trial is None:
            continue
        try:
            text = "\n".join(trial) + "\n"
            rules.check_deck(parse_deck(text, str(path), rules.cards, why_not=rules.why_not_playable))
        except DeckError:
            continue
        lines = trial
        done.append(f"{n} {code} {name} (was {sub})")
    subs = sum(1 for ln in lines if SUBSTITUTION.match(ln))
    if not subs:   # no substitution left: the comment's heading goes too
        lines = _drop_heading(lines)
    if done and not dry_run:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return done, subs


def _swap(lines: list[str], comment: str, n: int, code: str, name: str, sub: str) -> list[str] | None:
    """The deck's lines with `n` copies of `sub` replaced by `code`, or None if it lacks them."""
    out = [ln for ln in lines if ln != comment]
    for i, ln in enumerate(out):
        m = CARD_LINE.match(ln)
        if m and m.group(2) == sub and int(m.group(1)) >= n:
            left = int(m.group(1)) - n
            new = [f"{n} {code} {name}"]
            if left:
                new.insert(0, f"{left} {sub} {m.group(3)}")
            return out[:i] + new + out[i + 1:]
    return None


def _drop_heading(lines: list[str]) -> list[str]:
    """The `# Substituted (...)` comment and its continuation lines (`# ...` up to the one that
    ends with ":"), removed; the section comment after it ("# Forwards (26)") stays."""
    out: list[str] = []
    skipping = False
    for ln in lines:
        if ln.startswith(HEAD) or skipping and ln.startswith("# ") and not ln.startswith("#   "):
            skipping = not ln.rstrip().endswith(":")
            continue
        skipping = False
        out.append(ln)
    return out


def main(argv: list[str]) -> int:
    dry_run = "--dry-run" in argv
    rules = games.get("fftcg")
    total = left = 0
    for path in sorted(DECKS.glob("*.txt")):
        done, subs = restore(path, rules, dry_run)
        total += len(done)
        left += subs
        for d in done:
            print(f"{path.name}: restored {d}")
    print(f"{total} substitutions restored, {left} remain")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
