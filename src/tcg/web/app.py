"""`tcg serve`: the browser table. FastAPI serves the static page, a small JSON API for the
lobby and the replay viewer, and one WebSocket per seat (or spectator) at a table.

WebSocket /ws/{game}?token=T&lang=fr (no token: a spectator). The server sends
`{"type": "table", "seq", "seat", "seats", "table": present.table(...), "cards": {code: printed
facts sent for the first time}, "log": [new lines]}` after every change (docs/web.md), and `{"type": "error", "reason", "seq"}` when it refuses a message; the client
sends `{"type": "choose", "seq", "index"}` (an option of the pending decision), `{"type": "undo"}`
(the seat's last choice within a payment or declaration), `{"type": "stops", ...}` (mtg2004:
`Live.set_stops`), `{"type": "speed", "delay": seconds or null}` (an AI-against-AI table: how
fast it is played, null pauses it) or `{"type": "concede"}`.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from .. import present, replay
from ..engine.cards import DeckList
from ..i18n import line
from .live import Live, Watcher
from .lobby import LobbyError, catalog, new_game
from .seats import seat_of
from .store import Store

STATIC = Path(__file__).parent / "static"
LANGS = ("en", "fr")
BROADCAST_EVERY = 0.3   # seconds: how often a slow AI's moves are shown while it plays on
DELAYS = (0.0, 0.1, 0.25, 0.5, 1.0, 2.0)    # seconds a move at an AI-against-AI table


def _compact(msg: dict) -> str:
    """JSON without the spaces json.dumps puts after separators, UTF-8 as it is."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def _lang(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


class Server:
    """The games in play (loaded from the store on first use) and their connections."""

    def __init__(self, store: Store):
        self.store = store
        self.lives: dict[str, Live] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.replays: dict[str, tuple[int, Any]] = {}   # game id -> (step, game) of the replay viewer
        self.runners: dict[str, asyncio.Task] = {}       # AI-against-AI games being played

    def live(self, gid: str) -> Live | None:
        live = self.lives.get(gid)
        if live is None:
            rec = self.store.load(gid)
            if rec is None:
                return None
            live = self.lives[gid] = Live(rec, self.store)
            self.locks.setdefault(gid, asyncio.Lock())
        if live.watched_ais and not live.game.over and gid not in self.runners:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:          # looked at from outside the server (a test): not played
                return live
            self.runners[gid] = loop.create_task(self.run(live))
        return live

    def release(self, gid: str) -> None:
        """Forget a game nobody is watching and no AI is playing: the store has all of it, and
        it is replayed if someone comes back (a server keeps only the games in use)."""
        live = self.lives.get(gid)
        if live is not None and not live.watchers and not self.locks[gid].locked() and gid not in self.runners:
            del self.lives[gid]

    async def run(self, live: Live) -> None:
        """Play an AI-against-AI game at its `delay` a move, showing every move to its watchers
        (paused while the delay is None); stored as it goes, so a restart goes on from there."""
        gid = live.rec.id
        try:
            while not live.game.over:
                if live.delay is None:
                    await asyncio.sleep(0.1)
                    continue
                async with self.locks[gid]:
                    agent = live.agent_to_move()
                    if agent is None:
                        break
                    if agent.name == "random":
                        live.step_agent(agent)
                    else:
                        await asyncio.to_thread(live.step_agent, agent)
                    live.save()
                    await self.broadcast(live)
                await asyncio.sleep(live.delay or 0)
        finally:
            live.save()
            self.runners.pop(gid, None)
            self.release(gid)

    async def advance(self, live: Live) -> None:
        """Let the AI seats answer, and pass priority where a person's stops say so, until a
        person must decide or the game ends (lock held); an AI-against-AI game has its runner."""
        if live.watched_ais:
            return
        start = live.seq
        last, shown = time.monotonic(), None
        while True:
            while live.auto_pass():
                pass
            agent = live.agent_to_move()
            if agent is None:
                break
            if agent.name == "random":
                live.step_agent(agent)     # microseconds: not worth a thread
            else:
                await asyncio.to_thread(live.step_agent, agent)
            if time.monotonic() - last > BROADCAST_EVERY:
                live.save()
                await self.broadcast(live)
                last, shown = time.monotonic(), live.seq
        if live.seq == start:
            return
        live.save()
        if shown != live.seq:              # each table is sent once: a second would undo a click
            await self.broadcast(live)

    async def broadcast(self, live: Live, first: Watcher | None = None) -> None:
        """Send every connection its seat's table (`first` first: it is waiting for an answer)."""
        tables: dict = {}
        order = sorted(live.watchers, key=lambda w: w is not first)
        for w in order:
            try:
                await w.send(live.message(w, tables))
            except (WebSocketDisconnect, RuntimeError, OSError):   # gone away: it will reconnect
                live.watchers.discard(w)

    async def handle(self, live: Live, w: Watcher, msg: Any) -> None:
        kind = msg.get("type") if isinstance(msg, dict) else None
        async with self.locks[live.rec.id]:
            if kind == "choose":
                reason = live.choose(w.seat, msg.get("seq"), msg.get("index"))
            elif kind == "undo":
                reason = live.undo(w.seat)
            elif kind == "stops":
                reason = live.set_stops(w.seat, msg)
            elif kind == "speed":
                reason = self.speed(live, msg.get("delay", 0))
            elif kind == "concede":
                reason = live.concede(w.seat)
            else:
                reason = f"unknown message {kind!r}: send 'choose', 'undo', 'stops', 'speed' or 'concede'"
            if reason:
                await w.send({"type": "error", "reason": line("tcg", w.lang, reason), "seq": live.seq})
                return
            while live.auto_pass():               # the passes the person's stops make at once
                pass
            live.save()
            await self.broadcast(live, first=w)   # the person's move shows before an AI thinks
            await self.advance(live)

    @staticmethod
    def speed(live: Live, delay: Any) -> str | None:
        """Set how fast an AI-against-AI table is played (any watcher may: no seat is a person's)."""
        if not live.watched_ais:
            return "only a table of two AIs has a speed: a person plays at their own"
        if delay is not None and (isinstance(delay, bool) or delay not in DELAYS):
            return f"a delay is one of {', '.join(map(str, DELAYS))} seconds a move, or null to pause"
        live.delay = delay
        return None

    def replay_step(self, gid: str, step: int) -> Any:
        """The finished game `gid` after its first `step` choices (the viewer steps forwards
        from where it was, or starts again)."""
        rec = self.store.load(gid)
        if rec is None:
            raise HTTPException(404, f"no game {gid}")
        if rec.result is None:
            raise HTTPException(403, "a game is shown move by move once it is over")
        step = max(0, min(step, len(rec.choices)))
        at, game = self.replays.get(gid, (0, None))
        if game is None or at > step:
            at, game = 0, replay.start(rec.replay_data(), log=True)
        for i in range(at, step):
            replay.apply_choice(game, i, rec.choices[i])
        if len(self.replays) > 32:
            self.replays.clear()
        self.replays[gid] = (step, game)
        return rec, game, step


def _listed(r: Any) -> dict:
    """A game as the lobby lists it."""
    return {"id": r.id, "game": r.game, "seats": r.seats, "decks": [d["name"] for d in r.decks],
            "created": r.created, "result": r.result}


def create_app(db: str | Path = ":memory:") -> FastAPI:
    """The web application on the SQLite file `db`."""
    server = Server(Store(db))
    app = FastAPI(title="tcg", docs_url=None, redoc_url=None)
    app.state.server = server
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.exception_handler(LobbyError)
    async def _refused(request: Request, e: LobbyError) -> JSONResponse:
        return JSONResponse({"error": str(e)}, status_code=400)

    @app.get("/", include_in_schema=False)
    @app.get("/play/{gid}", include_in_schema=False)
    @app.get("/replay/{gid}", include_in_schema=False)
    async def page(gid: str = "") -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/api/catalog")
    async def get_catalog() -> dict:
        return catalog()

    @app.post("/api/games")
    async def create(request: Request) -> dict:
        try:
            body = await request.json()
        except ValueError:
            raise LobbyError("expected a JSON object") from None
        rec, tokens = new_game(body)
        server.store.create(rec)
        live = server.live(rec.id)
        async with server.locks[rec.id]:
            await server.advance(live)
        return {"id": rec.id, "game": rec.game, "seed": rec.seed,
                "seats": [{"seat": s, "player": p, "token": t} for s, (p, t) in enumerate(zip(rec.seats, tokens, strict=True))]}

    @app.get("/api/games")
    async def recent() -> list:
        return [_listed(r) for r in server.store.recent()]

    @app.post("/api/mine")
    async def mine(request: Request) -> list:
        """"Your games": `{"tokens": {game id: seat token}}` as the browser kept them (a lost tab's
        seat is one click away); each game whose token is right, with its seat, newest first."""
        try:
            body = await request.json()
        except ValueError:
            raise LobbyError("expected a JSON object") from None
        tokens = body.get("tokens") if isinstance(body, dict) else None
        if not isinstance(tokens, dict) or len(tokens) > 200:
            raise LobbyError("expected {\"tokens\": {game id: token}} (at most 200 games)")
        out = []
        for gid, token in tokens.items():
            rec = server.store.load_head(str(gid))
            seat = None if rec is None or not isinstance(token, str) else seat_of(token, rec.tokens)
            if seat is not None:
                out.append({**_listed(rec), "seat": seat})
        return sorted(out, key=lambda g: -g["created"])

    @app.get("/api/games/{gid}/replay")
    async def replay_file(gid: str) -> dict:
        rec, game, _ = server.replay_step(gid, 1 << 30)
        decks = [DeckList(d["name"], "", tuple((1, c) for c in d["cards"])) for d in rec.decks]
        return replay.to_dict(game, decks, rec.seed, agents=rec.seats)

    @app.get("/api/games/{gid}/replay/{step}")
    async def replay_at(gid: str, step: int, seat: int | None = None, lang: str = "en") -> dict:
        rec, game, step = server.replay_step(gid, step)
        if seat not in (None, 0, 1):
            raise HTTPException(400, "seat is 0, 1 or absent (a spectator)")
        table = present.table(game, seat, _lang(lang), log_tail=0)
        del table["log"]
        return {"id": gid, "step": step, "steps": len(rec.choices), "table": table,
                "log": present.log_since(game, seat, 0, _lang(lang))[0]}

    @app.websocket("/ws/{gid}")
    async def table_socket(ws: WebSocket, gid: str, token: str | None = None, lang: str = "en") -> None:
        await ws.accept()          # first, so that the page is told why when it is closed
        live = server.live(gid)    # after any await: watched at once, it cannot be released
        if live is None:
            await ws.close(code=4404, reason=f"no game {gid}")
            return
        w = Watcher(lambda msg: ws.send_text(_compact(msg)), seat_of(token, live.rec.tokens), _lang(lang))
        live.watchers.add(w)
        async with server.locks[gid]:
            await w.send(live.message(w, {}))
        try:
            while True:
                try:
                    msg = await ws.receive_json()
                except ValueError:
                    await w.send({"type": "error", "reason": line("tcg", w.lang, "a message is a JSON object"),
                                  "seq": live.seq})
                    continue
                await server.handle(live, w, msg)
        except WebSocketDisconnect:
            pass
        finally:
            live.watchers.discard(w)
            server.release(gid)

    return app
