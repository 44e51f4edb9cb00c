"""A table of two AIs to watch: the lobby starts it, the server plays it at the speed a watcher
sets (or pauses it), every move is shown to spectators, and a restart goes on where it was."""

from __future__ import annotations

import time

from web_kit import client, live, new_game, ws_url


def test_two_ais_play_for_their_spectators_at_the_speed_asked(c):
    g = new_game(c, "dbscg", ["random", "greedy"], seed=4)
    assert [s["token"] for s in g["seats"]] == [None, None]
    lv = live(c, g["id"])
    with c.websocket_connect(ws_url(g["id"])) as ws:
        first = ws.receive_json()
        assert first["seat"] is None and first["delay"] == 0.5
        for bad in (3, True, "fast"):
            ws.send_json({"type": "speed", "delay": bad})
            assert ws.receive_json()["reason"].startswith("a delay is one of")
        ws.send_json({"type": "speed", "delay": None})     # paused
        msg = ws.receive_json()
        while msg.get("delay", 0) is not None:
            msg = ws.receive_json()
        paused_at = len(lv.game.history)
        time.sleep(0.4)
        assert len(lv.game.history) <= paused_at + 1       # a move under way when paused may land
        ws.send_json({"type": "speed", "delay": 0.0})
        seqs = []
        while True:
            msg = ws.receive_json()
            assert msg["type"] == "table"
            d = msg["table"]["decision"]
            assert d is None or set(d) == {"player", "kind"}     # a spectator is shown no options
            seqs.append(msg["seq"])
            if msg["table"]["result"] is not None:
                break
    assert lv.game.over and seqs == sorted(seqs) and len(set(seqs)) > 50     # move after move
    assert c.get(f"/api/games/{g['id']}/replay").json()["result"]["winner"] == lv.game.result.winner


def test_speed_is_only_for_a_table_of_two_ais(c):
    g = new_game(c, "fftcg", ["human", "random"], seed=4)
    with c.websocket_connect(ws_url(g["id"])) as ws:
        assert "delay" not in ws.receive_json()
        ws.send_json({"type": "speed", "delay": 0.1})
        assert ws.receive_json()["reason"].startswith("only a table of two AIs has a speed")


def test_a_watched_game_goes_on_after_a_restart(tmp_path):
    db = tmp_path / "g.sqlite"
    with client(db) as c:
        g = new_game(c, "fftcg", ["random", "random"], seed=9)
        lv = live(c, g["id"])
        with c.websocket_connect(ws_url(g["id"])) as ws:
            ws.receive_json()
            ws.send_json({"type": "speed", "delay": 0.0})
            while len(lv.game.history) < 30:
                ws.receive_json()
            ws.send_json({"type": "speed", "delay": None})
            while ws.receive_json().get("delay", 0) is not None:
                pass
        stopped = list(lv.game.history)
    with client(db) as c:
        lv = live(c, g["id"])
        assert lv.game.history == stopped and lv.delay == 0.5          # resumed where it was stored
        with c.websocket_connect(ws_url(g["id"])) as ws:               # a spectator comes: it plays on
            ws.receive_json()
            ws.send_json({"type": "speed", "delay": 0.0})
            while ws.receive_json()["table"]["result"] is None:
                pass
        assert lv.game.over
    with client(tmp_path / "ref.sqlite") as c:                        # the same game never stopped
        ref = new_game(c, "fftcg", ["random", "random"], seed=9)
        with c.websocket_connect(ws_url(ref["id"])) as ws:
            ws.receive_json()
            ws.send_json({"type": "speed", "delay": 0.0})
            while ws.receive_json()["table"]["result"] is None:
                pass
        assert live(c, ref["id"]).game.history == lv.game.history
