"""Seats at a table: only a seat's token acts for it, and no message carries a card another
seat may not see (full games of every game, every message of both seats and a spectator)."""

from __future__ import annotations

import random

import pytest
from web_kit import live, new_game, pick, play, with_printed, ws_url

from tcg import present
from tcg.engine.views import sees
from tcg.games import GAMES


def cards_in(node, out: list, whole: bool = False) -> list:
    """Every card in a message (anything with an id and a name: its id, or the dict if
    `whole`), and every card id an option points at."""
    if isinstance(node, dict):
        if "id" in node and "name" in node:
            out.append(node if whole else node["id"])
        if "index" in node and "cards" in node and not whole:
            out.extend(node["cards"])
        for v in node.values():
            cards_in(v, out, whole)
    elif isinstance(node, list):
        for v in node:
            cards_in(v, out, whole)
    return out


def check_message(game, seat: int | None, msg: dict, printed: dict) -> None:
    """What `seat` was sent is its own table, and names no card it may not see now; the printed
    facts it was sent are those of cards on that table."""
    assert msg["type"] == "table", msg
    assert msg["seq"] == len(game.history)
    expected = present.table(game, seat, "en", log_tail=0)
    del expected["log"]
    codes = {c.get("code") for c in cards_in(msg["table"], [], whole=True)}
    assert set(msg["cards"]) <= codes and not set(msg["cards"]) & set(printed)
    printed.update(msg["cards"])
    assert with_printed(msg["table"], printed) == expected
    viewer = -1 if seat is None else seat
    shown = set(game.rules.shown(game))
    for oid in cards_in(msg["table"], []):
        zone = game.objs[oid].zone
        assert sees(game.rules, zone, viewer) or oid in shown, f"seat {seat} was sent card {oid} in {zone}"
    d = msg["table"]["decision"]
    if d is not None and d["player"] != seat:
        assert set(d) == {"player", "kind"}, f"seat {seat} was sent another seat's options: {d}"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_full_games_send_each_seat_only_what_it_may_see(c, game_id):
    g = new_game(c, game_id, ["human", "human"], seed=5)
    tokens = [s["token"] for s in g["seats"]]
    rng = random.Random(5)
    with c.websocket_connect(ws_url(g["id"], tokens[0])) as s0, \
            c.websocket_connect(ws_url(g["id"], tokens[1])) as s1, \
            c.websocket_connect(ws_url(g["id"])) as spectator:
        socks = {0: s0, 1: s1, None: spectator}
        game = live(c, g["id"]).game
        msgs = {seat: ws.receive_json() for seat, ws in socks.items()}
        printed: dict = {seat: {} for seat in socks}
        choices = 0
        while True:
            for seat, msg in msgs.items():
                check_message(game, seat, msg, printed[seat])
            if game.over:
                break
            mover = game.decision.player
            socks[mover].send_json(pick(msgs[mover], rng))
            choices += 1
            msgs = {seat: ws.receive_json() for seat, ws in socks.items()}
    assert game.result is not None and msgs[0]["table"]["result"]["reason"] == game.result.reason
    assert choices > 20


def test_only_a_seats_token_acts_for_it_and_refusals_change_nothing(c):
    g = new_game(c, "fftcg", ["human", "human"], seed=2)
    tokens = [s["token"] for s in g["seats"]]
    game = live(c, g["id"]).game
    mover = game.decision.player
    other = 1 - mover
    with c.websocket_connect(ws_url(g["id"], tokens[other])) as wrong, \
            c.websocket_connect(ws_url(g["id"], "not-a-token")) as stranger, \
            c.websocket_connect(ws_url(g["id"], tokens[mover])) as right:
        first = {ws: ws.receive_json() for ws in (wrong, stranger, right)}
        assert first[stranger]["seat"] is None and first[wrong]["seat"] == other
        before = game.state_hash()
        seq = first[right]["seq"]
        refusals = [
            (wrong, {"type": "choose", "seq": seq, "index": 0}, f"it is player {mover}'s decision, not yours"),
            (stranger, {"type": "choose", "seq": seq, "index": 0}, "spectators cannot act"),
            (stranger, {"type": "concede"}, "spectators cannot concede"),
            (right, {"type": "choose", "seq": seq + 1, "index": 0}, "that decision was already answered: the table has moved on"),
            (right, {"type": "choose", "seq": seq, "index": 99}, "option index 99 is out of range"),
            (right, {"type": "choose", "seq": seq, "index": "0"}, "an option is chosen by its index, not '0'"),
            (right, {"type": "move"}, "unknown message 'move'"),
        ]
        for ws, msg, reason in refusals:
            ws.send_json(msg)
            answer = ws.receive_json()
            assert answer["type"] == "error" and answer["reason"].startswith(reason), answer
            assert game.state_hash() == before and len(game.history) == seq
        right.send_text("not json")
        assert right.receive_json()["reason"] == "a message is a JSON object"
        right.send_json({"type": "choose", "seq": seq, "index": 0})
        assert right.receive_json()["seq"] == seq + 1
        assert wrong.receive_json()["seq"] == seq + 1


def test_an_ai_seat_answers_at_once_and_a_concession_ends_the_game(c):
    g = new_game(c, "mtg2004", ["random", "human"], seed=4)
    assert g["seats"][0]["token"] is None
    game = live(c, g["id"]).game
    assert game.decision.player == 1          # the AI has answered everything it was asked
    with c.websocket_connect(ws_url(g["id"], g["seats"][1]["token"])) as ws:
        msg = ws.receive_json()
        assert msg["seats"] == ["random", "human"] and msg["table"]["decision"]["options"]
        ws.send_json({"type": "concede"})
        end = ws.receive_json()
    assert end["table"]["result"]["winner"] == 0 and "player 1 conceded" in end["table"]["result"]["reason"]
    assert game.over


def test_a_game_needs_known_players(c):
    for seats, reason in ((["human", "alphazero"], "unknown player 'alphazero'"),
                          (["human"], "a game has two seats, not 1")):
        r = c.post("/api/games", json={"game": "fftcg", "seats": seats})
        assert r.status_code == 400 and r.json()["error"].startswith(reason)


@pytest.mark.parametrize("agent", ["greedy", "mcts:iterations=20"])
def test_a_searching_ai_answers_from_a_thread_and_the_person_sees_its_moves(c, agent, monkeypatch):
    monkeypatch.setattr("tcg.web.app.BROADCAST_EVERY", 0.0)   # every AI move shown, each table once
    g = new_game(c, "fftcg", ["human", agent], seed=6)
    game = live(c, g["id"]).game
    rng = random.Random(6)
    with c.websocket_connect(ws_url(g["id"], g["seats"][0]["token"])) as ws:
        msg = play(ws, ws.receive_json(), rng, 15)
    assert not game.over and game.decision.player == 0
    assert len(game.history) > 15 and msg["seq"] == len(game.history)   # the AI's choices are in it too
