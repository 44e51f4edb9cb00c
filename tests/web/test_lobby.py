"""The lobby: every game and its bundled decks, uploaded deck files, refusals with a reason."""

from __future__ import annotations

from web_kit import live, new_game

from tcg import games


def test_the_catalog_lists_every_game_with_its_bundled_decks(c):
    cat = c.get("/api/catalog").json()
    assert [g["id"] for g in cat["games"]] == list(games.GAMES)
    assert cat["games"][0]["decks"] == games.get("fftcg").deck_names()
    assert cat["players"] == ["human", "random", "greedy", "mcts"]


def test_an_uploaded_deck_is_played(c):
    rules = games.get("mtg2004")
    text = rules.deck_path("red-green").read_text()
    g = new_game(c, "mtg2004", ["human", "random"], decks=[{"text": text, "filename": "mine.txt"}, "blue-black"])
    rec = live(c, g["id"]).rec
    assert rec.decks[0] == {"name": "mine", "cards": rules.load_deck("red-green").codes()}
    assert rec.decks[1]["name"] == "blue-black"


def test_bad_decks_are_refused_with_the_reason(c):
    def refused(decks):
        r = c.post("/api/games", json={"game": "fftcg", "seats": ["human", "random"], "decks": decks})
        assert r.status_code == 400
        return r.json()["error"]

    assert refused(["fire-ice", "/etc/passwd"]).startswith("no bundled fftcg deck '/etc/passwd'")
    assert refused(["fire-ice", {"text": "3 NOPE-1 Nobody\n", "filename": "x.txt"}]) == "x.txt:1: unknown card 'NOPE-1' (Nobody)"
    assert refused(["fire-ice"]) == "give two decks, player 0's first"
    r = c.post("/api/games", json={"game": "chess"})
    assert r.status_code == 400 and r.json()["error"].startswith("unknown game 'chess'")


def test_the_page_and_its_scripts_are_served(c):
    for path in ("/", "/play/abc", "/replay/abc"):
        r = c.get(path)
        assert r.status_code == 200 and '<script type="module" src="/static/main.js">' in r.text
    for name in ("main.js", "lobby.js", "play.js", "replay.js", "board.js", "i18n.js", "style.css"):
        assert c.get(f"/static/{name}").status_code == 200


def test_the_table_speaks_french(c):
    g = new_game(c, "fftcg", ["human", "random"], seed=1)
    with c.websocket_connect(f"/ws/{g['id']}?lang=fr&token={g['seats'][0]['token']}") as ws:
        fr = ws.receive_json()["table"]
    with c.websocket_connect(f"/ws/{g['id']}?lang=en&token={g['seats'][0]['token']}") as ws:
        en = ws.receive_json()["table"]
    assert [z["label"] for z in fr["players"][0]["zones"]] != [z["label"] for z in en["players"][0]["zones"]]


def test_tcg_serve_is_a_command():
    from typer.testing import CliRunner

    from tcg.cli import app

    out = CliRunner().invoke(app, ["serve", "--help"])
    assert out.exit_code == 0
    for option in ("--host", "--port", "--db"):
        assert option in out.output


def test_a_table_that_does_not_exist_says_so(c):
    import pytest
    from starlette.websockets import WebSocketDisconnect  # here: web_kit skips the module without it

    with c.websocket_connect("/ws/nothere") as ws, pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_json()
    assert (closed.value.code, closed.value.reason) == (4404, "no game nothere")


def test_your_games_come_back_from_the_tokens_the_browser_kept(c):
    two = new_game(c, "dbscg", ["human", "human"], seed=1)
    mine = new_game(c, "fftcg", ["random", "human"], seed=2)
    kept = {two["id"]: two["seats"][1]["token"], mine["id"]: mine["seats"][1]["token"],
            "nosuchgame": "x", new_game(c, "weiss", ["human", "random"])["id"]: "a wrong token"}
    got = c.post("/api/mine", json={"tokens": kept}).json()
    assert [(g["id"], g["seat"], g["game"]) for g in got] == [(mine["id"], 1, "fftcg"), (two["id"], 1, "dbscg")]
    assert got[0]["result"] is None and got[1]["decks"] == [d["name"] for d in live(c, two["id"]).rec.decks]
    # the seat's token is the way back to it: a new connection with it acts for seat 1
    with c.websocket_connect(f"/ws/{two['id']}?token={two['seats'][1]['token']}") as ws:
        assert ws.receive_json()["seat"] == 1
    for bad in ({"tokens": ["x"]}, [], {"tokens": {str(i): "t" for i in range(201)}}):
        r = c.post("/api/mine", json=bad)
        assert r.status_code == 400 and "tokens" in r.json()["error"]
