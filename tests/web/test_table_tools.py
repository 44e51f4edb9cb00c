"""A person's tools at the browser's table, through the WebSocket API: undo within a payment or
declaration (the terminal's mechanism, tcg.undo), MTGO-like stops in mtg2004, and an AI that
resumes after a server restart with the random stream it would have had."""

from __future__ import annotations

import random

import pytest
from web_kit import client, live, mine, new_game, pick, play, ws_url


def next_mine(ws, msg: dict) -> dict:
    while not mine(msg):
        msg = ws.receive_json()
    return msg


def test_undo_takes_back_the_persons_choice_within_a_payment(tmp_path):
    db = tmp_path / "g.sqlite"
    rng = random.Random(3)
    with client(db) as c:
        g = new_game(c, "fftcg", ["human", "random"], seed=3)
        with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
            msg = next_mine(ws, ws.receive_json())
            assert msg["undo"] is False
            ws.send_json({"type": "undo"})
            refused = ws.receive_json()
            assert refused["type"] == "error" and refused["reason"].startswith("nothing to undo")
            for _ in range(400):              # until a choice of ours can be taken back
                before = msg
                ws.send_json(pick(msg, rng))
                msg = next_mine(ws, ws.receive_json())
                if msg["undo"] and msg["table"]["result"] is None:
                    break
            assert msg["undo"], "no payment or declaration in 400 choices"
            lv = live(c, g["id"])
            ws.send_json({"type": "undo"})
            back = ws.receive_json()
            assert back["seq"] == before["seq"] == msg["seq"] - 1
            assert back["table"]["decision"] == before["table"]["decision"]
            assert back["table"]["players"] == before["table"]["players"]
            assert len(lv.game.history) == before["seq"]
            history = list(lv.game.history)
            ws.send_json(pick(back, rng))         # a choice of the payment again, then a restart
            again = ws.receive_json()
            assert again["undo"] and again["seq"] == msg["seq"]
    with client(db) as c:                     # the choice taken back is not in the store either,
        with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
            resumed = ws.receive_json()
            assert resumed["undo"]            # and the declaration is still open after a restart
            ws.send_json({"type": "undo"})
            assert ws.receive_json()["seq"] == before["seq"]
            assert live(c, g["id"]).game.history == history


def test_spectators_and_ai_seats_cannot_undo(c):
    g = new_game(c, "fftcg", ["human", "random"], seed=3)
    with c.websocket_connect(ws_url(g["id"])) as ws:
        ws.receive_json()
        ws.send_json({"type": "undo"})
        assert ws.receive_json()["reason"] == "spectators cannot undo"


def priority_turns(ws, msg: dict, rng: random.Random, n: int) -> tuple[list, dict]:
    """Answer n of the seat's decisions at random: each one's (kind, turn, step, stack size, the
    message), and the message now."""
    seen = []
    for _ in range(n):
        msg = next_mine(ws, msg)
        t = msg["table"]
        if t["result"] is not None:
            break
        seen.append((t["decision"]["kind"], t["turn"], t["step"], len(t["stack"]), msg))
        ws.send_json(pick(msg, rng))
        msg = ws.receive_json()
    return seen, next_mine(ws, msg)


def test_mtg_stops_pass_for_the_person_until_they_say(c):
    g = new_game(c, "mtg2004", ["human", "random"], seed=5)
    rng = random.Random(5)
    with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
        msg = next_mine(ws, ws.receive_json())
        assert msg["stops"]["mode"] == "steps" and "main1" in msg["stops"]["mine"]
        # the default stops: never asked for priority at an upkeep or a draw with nothing on the stack
        seen, msg = priority_turns(ws, msg, rng, 25)
        assert not [s for s in seen if s[0] == "priority" and s[2] in ("upkeep", "draw") and s[3] == 0]
        ws.send_json({"type": "stops", "mode": "warp"})
        assert ws.receive_json()["reason"].startswith("unknown stop mode 'warp'")
        # F6 at a priority: passed at once, and no priority is asked again in this turn
        while not (msg["table"]["decision"]["kind"] == "priority" and msg["table"]["active"] == 0):
            ws.send_json(pick(msg, rng))
            msg = next_mine(ws, ws.receive_json())
        turn = msg["table"]["turn"]
        ws.send_json({"type": "stops", "mode": "turn"})
        after, _ = priority_turns(ws, ws.receive_json(), rng, 30)
        first = next(s for s in after if s[0] == "priority")
        assert first[1] > turn, (turn, [s[:4] for s in after])    # blocks, targets, payments may come before
        assert first[4]["stops"]["mode"] == "steps"                # F6 ended with its turn


def test_stops_are_refused_outside_mtg(c):
    g = new_game(c, "fftcg", ["human", "random"], seed=5)
    with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
        assert "stops" not in ws.receive_json()
        ws.send_json({"type": "stops", "mode": "turn"})
        assert ws.receive_json()["reason"] == "stops are for a person's seat in mtg2004"


def play_to(db, seed: int, n: int, m: int, restart: bool, ai: str = "random", game: str = "fftcg") -> list:
    """A person's n random choices against the random AI, then (after a restart if asked) m more:
    the game's whole history."""
    rng = random.Random(seed)
    with client(db) as c:
        g = new_game(c, game, ["human", ai], seed=seed)
        token = g["seats"][0]["token"]
        with c.websocket_connect(ws_url(g["id"], token)) as ws:
            msg = play(ws, next_mine(ws, ws.receive_json()), rng, n)
            if not restart:
                play(ws, msg, rng, m)
                return list(live(c, g["id"]).game.history)
    with client(db) as c:                     # a new process on the same file
        with c.websocket_connect(ws_url(g["id"], token)) as ws:
            play(ws, next_mine(ws, ws.receive_json()), rng, m)
            return list(live(c, g["id"]).game.history)


@pytest.mark.parametrize("ai, game", [("random", "fftcg"), ("greedy", "weiss")])
def test_a_resumed_ai_draws_what_it_would_have_drawn(tmp_path, ai, game):
    never = play_to(tmp_path / "a.sqlite", 12, 25, 40, False, ai, game)
    resumed = play_to(tmp_path / "b.sqlite", 12, 25, 40, True, ai, game)
    assert len(never) > 80 and resumed == never


@pytest.mark.parametrize("agent", ["greedy", "mcts:iterations=8"])
def test_a_resumed_searching_ai_remembers_the_positions_of_its_turn(tmp_path, agent):
    """A restart while the person answers during the AI's turn (a DBS defence): the AI still
    knows the positions it chose in this turn, so it does not go back to one of them."""
    from tcg.web.live import Live
    from tcg.web.store import Store

    rng = random.Random(4)
    with client(tmp_path / "g.sqlite") as c:
        g = new_game(c, "dbscg", ["human", agent], seed=4)
        lv = live(c, g["id"])
        greedy = lv.agents[1]
        for _ in range(400):
            d = lv.game.decision
            if lv.game.over:
                break
            if d.player == 0 and lv.game.vars.get("tp") == 1 and greedy.seen.turn == lv.game.vars.get("turn") \
                    and greedy.seen.keys:
                break
            if d.player == 0:
                lv.choose(0, lv.seq, rng.randrange(len(d.options)))
            else:
                lv.step_agent(greedy)
            lv.save()
        assert greedy.seen.keys, "the person never answered during the AI's turn"
        again = Live(Store(tmp_path / "g.sqlite").load(g["id"]), lv.store)       # the server restarted
        assert again.agents[1].seen.turn == greedy.seen.turn and again.agents[1].seen.keys == greedy.seen.keys
