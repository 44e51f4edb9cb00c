"""tcg.present's log: every game's events in plain words from one seat's side (a draw named to
the drawer only), the table's zones by the game's own names, options with their cards."""

from __future__ import annotations

import random
import re

import pytest

from tcg import games, present

PATTERNS = {
    "fftcg": [r"^you draw \w", r"^player 1 draws a card", r"^— turn \d+: you —", r"attacks with"],
    "mtg2004": [r"^you draw \w", r"^player 1 draws a card", r"^— turn \d+: you —", r" deals \d+ damage to "],
    "dbscg": [r"^(your|player \d's) .+ attacks (your|player \d's) (Leader )?.+: [\d,]+ vs [\d,]+$",
              r"^battle: .+ [\d,]+ vs .+ [\d,]+: .+ (wins|holds)$", r"takes? \d damage", r"combos? with",
              r"^you draw \w", r"^player 1 draws a card"],
    "weiss": [r"^(your|player \d's) .+ makes a (front|side|direct) attack", r"^trigger check: ",
              r"takes? \d damage: ", r"^you draw \w", r"^player 1 draws a card"],
}
PATTERNS["dbs-masters"] = PATTERNS["dbscg"]


def _played(gid: str, seed: int = 7):
    rules = games.get(gid)
    names = rules.deck_names()
    game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1 % len(names)])], seed=seed, log=True)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.randrange(len(game.decision.options)))
    return game


@pytest.mark.parametrize("gid", list(PATTERNS))
def test_the_log_says_what_happened_from_the_seats_side(gid):
    game = _played(gid, 5 if gid == "mtg2004" else 7)     # mtg2004 seed 5: random players deal damage
    mine, _ = present.log_since(game, 0, 0)
    for pattern in PATTERNS[gid]:
        assert any(re.search(pattern, line) for line in mine), (gid, pattern)
    theirs, _ = present.log_since(game, 1, 0)
    drawn = [line[len("you draw "):] for line in mine if line.startswith("you draw ")]
    assert drawn and not any(f"player 0 draws {name}" in line for line in theirs for name in drawn)
    assert any(line.startswith("player 0 draws a card") for line in theirs)


def test_log_since_gives_only_the_new_lines():
    game = _played("dbscg")
    lines, end = present.log_since(game, 0, 0)
    assert end == len(game.log) and present.log_since(game, 0, end) == ([], end)


@pytest.mark.parametrize(("gid", "keys"), [
    ("fftcg", ["forwards", "backups", "monsters", "damage", "hand", "deck", "break", "removed"]),
    ("dbscg", ["leader", "battle", "unison", "combo", "energy", "zenergy", "life", "hand", "deck", "zdeck", "drop",
               "warp", "removed", "under"]),
    ("weiss", ["stage", "level", "clock", "climax", "res", "hand", "stock", "deck", "waiting", "memory"]),
    ("mtg2004", ["creatures", "lands", "others", "hand", "library", "graveyard"]),
])
def test_zones_by_the_games_own_names(gid, keys):
    game = _played(gid, 3)
    t = present.table(game, 0)
    assert [z["key"] for z in t["players"][0]["zones"]] == keys
    fr = present.table(game, 0, "fr")
    labels = {z["key"]: z["label"] for z in fr["players"][0]["zones"]}
    assert {"dbscg": labels.get("drop") == "Zone de Dispersion", "weiss": labels.get("waiting") == "Salle d'attente",
            "fftcg": labels.get("forwards") == "Avants", "mtg2004": labels.get("graveyard") == "Cimetière"}[gid]
    if gid == "weiss":
        stage = t["players"][0]["zones"][0]
        assert [s["key"] for s in stage["slots"]] == ["front_l", "front_c", "front_r", "back_l", "back_r"]
        assert all(c["slot"] in ("front_l", "front_c", "front_r", "back_l", "back_r") for c in stage["cards"])


def test_dbs_energy_and_combo_cards_are_not_battle_cards():
    rules = games.get("dbscg")
    names = rules.deck_names()
    game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=5, log=True)
    rng = random.Random(5)
    while not game.over and not (game.zones["energy0"] and game.zones["combo0"]):
        game.apply(rng.randrange(len(game.decision.options)))
    t = present.table(game, 0)
    zones = {z["key"]: z for z in t["players"][0]["zones"]}
    battle = {c["id"] for c in zones["battle"]["cards"]}
    assert zones["energy"]["cards"] and zones["combo"]["cards"]
    assert not battle & {c["id"] for c in zones["energy"]["cards"] + zones["combo"]["cards"]}
    assert all("combo_power" in c for c in zones["combo"]["cards"])


def test_options_name_their_cards_and_what_they_do():
    """A DBS attack says both cards and powers; a Weiss play says the position by name."""
    for gid, pattern in (("dbscg", r"^attack (Leader )?.+ \([\d,]+\) with .+ \([\d,]+\)$"),
                         ("weiss", r"^play .+ \(level \d+, cost \d+, [\d,]+\) to (front|back) (left|centre|right)")):
        rules = games.get(gid)
        names = rules.deck_names()
        game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=4, log=True)
        rng = random.Random(4)
        found = False
        for _ in range(2000):
            if game.over:
                break
            d = present.table(game, game.decision.player)["decision"]
            if any(re.search(pattern, o["label"]) for o in d["options"]):
                found = True
                break
            game.apply(rng.randrange(len(game.decision.options)))
        assert found, gid


def test_the_log_in_french_uses_the_rulebooks_words():
    game = _played("dbscg")
    lines, _ = present.log_since(game, 0, 0, "fr")
    assert any(line.startswith("vous piochez ") for line in lines)
    assert any(line.startswith("le joueur 1 pioche une carte") for line in lines)
    assert any("votre Zone de Dispersion" in line for line in lines)
    assert any(line.startswith(("vous combinez avec ", "le joueur 1 combine avec ")) for line in lines)


def test_fftcg_cards_read_as_printed_without_the_datas_markup():
    """Card text on the table is the card's words (no `**Brave**`, no `_Card Name X_` marks), and a
    Character's keywords and restrictions are said in words, not flag ids."""
    rules = games.get("fftcg")
    game = rules.new_game([rules.load_deck("opus1-fire-wind"), rules.load_deck("fire-ice")], seed=3, log=True)
    rng = random.Random(3)
    seen_keyword = False
    while not game.over:
        for p in (0, 1):
            for pl in present.table(game, p)["players"]:
                for z in pl["zones"]:
                    for c in z["cards"]:
                        assert "**" not in (c.get("text") or "") and "_Card Name" not in (c.get("text") or ""), c
                        for k in c.get("keywords") or ():
                            assert "_" not in k, c
                            seen_keyword = True
        game.apply(rng.randrange(len(game.decision.options)))
    assert seen_keyword


def test_mtg_targets_say_the_spell_and_name_cards_without_ids():
    """'Unsummon: choose a target' with 'target Bog Imp', never an object id ('Bog Imp#177')."""
    rules = games.get("mtg2004")
    names = rules.deck_names()
    seen = 0
    for seed in range(11, 14):
        game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=seed, log=True)
        rng = random.Random(seed)
        while not game.over:
            d = present.table(game, game.decision.player)["decision"]
            if d["kind"] == "target":
                seen += 1
                assert re.match(r"^[A-Z][^:]+: choose a target$", d["prompt"]), d["prompt"]
                assert not any(re.search(r"#\d", o["label"]) for o in d["options"]), d["options"]
            game.apply(rng.randrange(len(game.decision.options)))
    assert seen
