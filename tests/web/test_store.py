"""Games kept in SQLite: a restarted server resumes every game exactly, a dropped client
reconnects to its seat, a finished game can be replayed and downloaded."""

from __future__ import annotations

import random

from web_kit import client, live, mine, new_game, pick, play, ws_url

from tcg import replay


def test_a_restarted_server_resumes_every_game_exactly(tmp_path):
    db = tmp_path / "games.sqlite"
    rng = random.Random(3)
    states = {}
    with client(db) as c:
        for game_id, seats in (("fftcg", ["human", "random"]), ("weiss", ["greedy", "human"])):
            g = new_game(c, game_id, seats, seed=11)
            seat = seats.index("human")
            with c.websocket_connect(ws_url(g["id"], g["seats"][seat]["token"])) as ws:
                last = play(ws, ws.receive_json(), rng, 12)
            game = live(c, g["id"]).game
            states[g["id"]] = (seat, g["seats"][seat]["token"], game.state_hash(), len(game.history), last["table"])
    with client(db) as c:                     # a new process on the same file
        for gid, (seat, token, digest, choices, table) in states.items():
            with c.websocket_connect(ws_url(gid, token)) as ws:
                msg = ws.receive_json()
                game = live(c, gid).game
                assert game.state_hash() == digest and len(game.history) == choices
                assert msg["seat"] == seat and msg["seq"] == choices
                assert msg["table"]["decision"] == table["decision"]
                assert msg["table"]["players"] == table["players"]
                play(ws, msg, rng, 3)         # and it plays on
                assert len(game.history) > choices


def test_a_dropped_client_reconnects_to_its_seat(c):
    g = new_game(c, "dbscg", ["human", "human"], seed=2)
    tokens = [s["token"] for s in g["seats"]]
    game = live(c, g["id"]).game
    mover = game.decision.player
    with c.websocket_connect(ws_url(g["id"], tokens[mover])) as ws:
        first = ws.receive_json()
    assert g["id"] not in c.app.state.server.lives   # nobody watches: only the store keeps it
    with c.websocket_connect(ws_url(g["id"], tokens[mover])) as ws:
        again = ws.receive_json()
        assert again["seat"] == mover and again["table"]["decision"] == first["table"]["decision"]
        assert again["log"] == first["log"]      # the whole log again, for a fresh page
        ws.send_json(pick(again, random.Random(0)))
        assert ws.receive_json()["seq"] == first["seq"] + 1


def test_a_finished_game_replays_step_by_step_and_downloads_as_a_replay_file(c, tmp_path):
    g = new_game(c, "fftcg", ["human", "random"], seed=8)
    rng = random.Random(8)
    with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
        msg = ws.receive_json()
        while not mine(msg):
            msg = ws.receive_json()
        refused = c.get(f"/api/games/{g['id']}/replay/3")
        assert refused.status_code == 403 and refused.json()["detail"] == "a game is shown move by move once it is over"
        msg = play(ws, msg, rng, 10_000)
    game = live(c, g["id"]).game
    data = c.get(f"/api/games/{g['id']}/replay").json()
    assert data["result"] == {"winner": game.result.winner, "reason": game.result.reason}
    v = replay.verify(data)
    assert v.ok and v.actual == game.state_hash()
    steps = len(data["choices"])
    end = c.get(f"/api/games/{g['id']}/replay/{steps}?seat=0").json()
    assert end["steps"] == steps and end["table"]["result"]["reason"] == game.result.reason
    start = c.get(f"/api/games/{g['id']}/replay/0").json()      # back to the start: a spectator
    assert start["step"] == 0 and start["table"]["result"] is None and start["table"]["seat"] is None
    assert all(z["cards"] == [] or all(card.get("hidden") for card in z["cards"])
               for p in start["table"]["players"] for z in p["zones"] if z["key"] == "hand")


def test_a_conceded_game_replays(c):
    g = new_game(c, "weiss", ["human", "random"], seed=1)
    with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
        ws.receive_json()
        ws.send_json({"type": "concede"})
        assert ws.receive_json()["table"]["result"]["winner"] == 1
    data = c.get(f"/api/games/{g['id']}/replay").json()
    assert data["choices"][-1] == ["concede", 0]
    assert replay.verify(data).ok
