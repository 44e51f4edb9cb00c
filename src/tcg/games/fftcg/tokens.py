"""FFTCG printed text as tokens, and the normalisation the render-back check compares under.

Tokens are lower-case words and punctuation, plus marked tokens for the markup of the card data
(`fftcg_opus1-20_cmattiske.json`): `{f}` CP and other symbols, `kw:brave` (`**Brave**`),
`cardname:Cecil` / `job:Moogle` / `category:XIII` (`_Card Name Cecil_`...), `ital:Damage 5`
(other italics), `ability:Arise` (`[Arise]`, a Special ability's name) and `~` (the card's own
name). Marked tokens keep their case.

Normalisation (`normal`): the token sequence without punctuation, with `{d}` written `{D}` and
curly quotes made straight. It changes whitespace, case, punctuation and symbol markup only,
never a word.
"""

from __future__ import annotations

import re

SELF = "~"
PUNCT = frozenset({".", ",", ":", ";", '"', "(", ")", "!", "?", "―", "-"})
_KEYWORD = re.compile(r"\*\*(.+?)\*\*")
_MARK = re.compile(r"\*\*(?P<kw>.+?)\*\*|_(?P<ref>Card Name|Job|Category) (?P<refv>[^_]+?)_|_(?P<ital>[^_]+?)_"
                   r"|(?P<sym>\{[A-Za-z0-9]+\})|\[(?P<abil>[^\]]+)\]")
_CATEGORY_NOUN = re.compile(r"(.+?)( (Forwards?|Backups?|Characters?|Monsters?|Summons?))?$")
_WORD = re.compile(r"[A-Za-z0-9+/'&é][A-Za-z0-9+/'&é.\-]*[A-Za-z0-9+'&é]|[A-Za-z0-9+'&é]|[.,:;\"()!?―\-]")


def keyword_id(text: str) -> str:
    return text.strip().lower().replace(" ", "_")


def tokenize(text: str, name: str) -> tuple[str, ...]:
    """The tokens of one paragraph of printed text of the card called `name`."""
    text = text.replace("’", "'").replace("‘", "'").replace("`", "'").replace("“", '"').replace("”", '"')
    out: list[str] = []
    pos = 0
    for m in _MARK.finditer(text):
        out.extend(_words(text[pos:m.start()], name))
        if m.group("kw"):
            out.append("kw:" + keyword_id(m.group("kw")))
        elif m.group("ref"):
            kind = {"Card Name": "cardname", "Job": "job", "Category": "category"}[m.group("ref")]
            value, noun = m.group("refv"), ""
            if kind == "category":
                # the data's markup slips: "_Category (VII)_", "_Category XV Forward_" (the noun after it)
                value, _, noun = _CATEGORY_NOUN.match(value.strip("()")).group(1, 2, 3)
            stop = value.endswith(".")      # the data's slip "_Job Primal._": the full stop after it
            out.append(f"{kind}:{value.rstrip('.')}")
            if stop:
                out.append(".")
            if noun:
                out.append(noun.lower())
        elif m.group("ital"):
            out.append("ital:" + m.group("ital"))
        elif m.group("sym"):
            sym = m.group("sym")
            out.append("{D}" if sym == "{d}" else sym)
        else:
            out.append("ability:" + m.group("abil"))
        pos = m.end()
    out.extend(_words(text[pos:], name))
    return tuple(out)


def _words(chunk: str, name: str) -> list[str]:
    out: list[str] = []
    # the name as printed in the text, whatever its case ("Ultima, The High Seraph", 3-145L)
    esc = re.escape(name)
    parts = re.split(f"{esc}|(?i:(?<![a-z]){esc}(?![a-z]))", chunk) if name else [chunk]
    for k, part in enumerate(parts):
        if k:
            out.append(SELF)
        for w in _WORD.findall(part):
            if w.endswith(".") and len(w) > 1:   # "turn." : the word, then the full stop
                out.extend(_split_stop(w))
            else:
                out.append(w.lower())
    return out


def _split_stop(w: str) -> list[str]:
    body = w.rstrip(".")
    return [body.lower()] + ["."] * (len(w) - len(body))


def normal(tokens: tuple[str, ...] | list[str]) -> list[str]:
    """The tokens that must agree between printed text and rendering."""
    return [t for t in tokens if t not in PUNCT]


# Words the cards print capitalised (for display only: the comparison ignores case).
_CAPITALISED = frozenset({"forward", "forwards", "backup", "backups", "monster", "monsters", "character",
                          "characters", "summon", "summons", "break", "zone", "element", "job", "category",
                          "fire", "ice", "wind", "earth", "lightning", "water", "light", "dark", "cp",
                          "ex", "burst", "main", "phase", "attack", "active", "draw", "end"})


def untokenize(tokens: list[str], name: str) -> str:
    """Readable text from tokens (sentence case, the card data's markup)."""
    out: list[str] = []
    cap = True
    for k, t in enumerate(tokens):
        word = _spell(t, name)
        if word in _CAPITALISED and (word not in ("attack", "active", "draw", "end", "main")
                                     or tokens[k + 1:k + 2] == ["phase"]):
            word = word.title()
        if cap and word and word[0].islower():
            word = word[0].upper() + word[1:]
        cap = t in (".", ":", "{EX}") or t == '"' and cap
        glue = t in {".", ",", ":", ";", ")", "!", "?"} or out and out[-1] in {"(", '"'} and _opening(out) \
            or t == '"' and _opening(out) \
            or t.startswith("{") and out and out[-1].endswith("}") and out[-1] != "{EX}"
        if out and glue:
            out[-1] += word
        else:
            out.append(word)
    return " ".join(out)


def _opening(out: list[str]) -> bool:
    return sum(w.count('"') for w in out) % 2 == 1


def _spell(t: str, name: str) -> str:
    if t == SELF:
        return name
    if t.startswith("kw:"):
        return "**" + t[3:].replace("_", " ").title() + "**"
    for kind, label in (("cardname:", "Card Name"), ("job:", "Job"), ("category:", "Category")):
        if t.startswith(kind):
            return f"_{label} {t[len(kind):]}_"
    if t.startswith("ital:"):
        return f"_{t[5:]}_"
    if t.startswith("ability:"):
        return f"[{t[8:]}]"
    return t


def plain(text: str) -> str:
    """Printed text without the data's markup, as the card reads: `**Haste**` is Haste,
    `_Card Name Cloud_` is Card Name Cloud, `_Damage 3_` is Damage 3 (symbols stay `{f}`)."""
    return _PLAIN.sub(lambda m: m.group(1) or m.group(2), text)


_PLAIN = re.compile(r"\*\*(.+?)\*\*|_([^_]+?)_")
