"""The check that a text meant to be French has none of the English words the games' tables,
options and log lines are made of (the tests of tcg.present and the browser table use it):
card names, printed card text («...») and the French rulebooks' own English terms aside."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tcg import games

# the English words of the zones, phases, options and log lines (the templates' words), less those
# French writes the same ("main", "phase", "combo", "direct", "centre", "stock", "climax")
ENGLISH = frozenset("""
the you your player players attack attacks attacked attacking damage card cards skill skills play plays played
pass passes priority rest rested energy step with which choose chosen pay paid target targets resolve
resolves wins win holds battle drop warp combos end use uses draw draws discard discards hand life turn
block blocks blocker blockers cost level clock waiting room memory trigger library graveyard creature
creatures land lands spell ability abilities counter tap tapped untap empty cast casts stack front back left right
side reversed keep done none yes no first go goes takes take game over enters dull frozen
character characters event put into from and of to is are it its this that what may whose
forward forwards backup backups summon monster monsters removed revealed reveal reveals unblocked blocked
""".split())
# the French rulebooks' own terms that are English (fftcg 7.1, 9.5; weiss: "Front", WS-VI)
KEPT = {"fftcg": ("Damage Zone", "Break Zone", "End Phase", "EX Burst"), "weiss": ("Front",)}
WORD = re.compile(r"[^\W\d_]+")


def card_names(rules: Any) -> re.Pattern[str]:
    """Every card name of the game (a front face's and a back's), longest first, as one pattern."""
    return _names(rules.id)


@cache
def _names(game_id: str) -> re.Pattern[str]:
    cards = games.get(game_id).cards.values()
    names = {c.name for c in cards} | {c.back.name for c in cards if getattr(c, "back", None) is not None}
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n))


def english_in(text: str, rules: Any) -> set[str]:
    """The English vocabulary words of `text` outside card names, printed text and kept terms."""
    text = re.sub(r"«[^»]*»", " ", text)
    for term in KEPT.get(rules.id, ()):
        text = text.replace(term, " ")
    text = card_names(rules).sub(" ", text)
    return {w for w in WORD.findall(text) if w.lower() in ENGLISH and not (len(w) == 1 and w.isupper())}
