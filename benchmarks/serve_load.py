"""Load on `tcg serve`: concurrent games played by random bots through the WebSocket API.

    python benchmarks/serve_load.py                       # 50 games at once for 60 s, fftcg
    python benchmarks/serve_load.py --games 50 --seconds 60 --game mtg2004 --think 0.5 --json

Starts the server (`tcg serve`) in its own process on 127.0.0.1 with a throw-away SQLite file,
creates GAMES games whose two seats are both people to the server, and plays each seat by a
bot that answers its decisions by a random option after a pause (`--think`, seconds, drawn
uniformly between half and one and a half times it: a quick player). A finished game is
replaced by a new one until the time is up; then the server is stopped.

A decision's round trip is the time from sending a choice to receiving the table that follows
it. Prints the games and decisions played, errors (refusals, dropped connections, failures),
and the round trip's median, 95th and 99th percentiles and maximum. Only loopback addresses;
the run stops by itself after SECONDS (plus the time to start and stop the server).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from websockets.asyncio.client import connect

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


class Stats:
    def __init__(self) -> None:
        self.rtt: list[float] = []
        self.errors: list[str] = []
        self.games_done = 0
        self.games_started = 0


async def seat_bot(base: str, gid: str, token: str, rng: random.Random, think: float, stop: float, st: Stats) -> None:
    """Play one seat: answer each of its decisions, timing the answer's round trip."""
    async with connect(f"ws://{base}/ws/{gid}?token={token}", max_size=None) as ws:
        sent_seq, sent_at = None, 0.0
        while True:
            msg = json.loads(await ws.recv())
            now = time.perf_counter()
            if msg["type"] != "table":
                st.errors.append(f"{gid}: {msg}")
                return
            if sent_seq is not None and msg["seq"] > sent_seq:
                st.rtt.append(now - sent_at)
                sent_seq = None
            table = msg["table"]
            if table["result"] is not None:
                return
            d = table["decision"]
            if d is None or "options" not in d or sent_seq is not None:
                continue
            if time.monotonic() >= stop:
                return
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            sent_seq, sent_at = msg["seq"], time.perf_counter()
            await ws.send(json.dumps({"type": "choose", "seq": msg["seq"], "index": rng.randrange(len(d["options"]))}))


async def table_loop(base: str, game: str, n: int, think: float, stop: float, st: Stats) -> None:
    """Keep one table busy until the time is up: a game, then another."""
    rng = random.Random(n)
    while time.monotonic() < stop:
        try:
            g = await asyncio.to_thread(post, f"http://{base}/api/games",
                                        {"game": game, "seats": ["human", "human"], "seed": rng.randrange(10**6)})
            st.games_started += 1
            bots = [asyncio.create_task(seat_bot(base, g["id"], s["token"], random.Random(rng.random()), think, stop, st))
                    for s in g["seats"]]
            # A bot stops at the end of its game or of the run; the other then has nothing to wait for.
            _, pending = await asyncio.wait(bots, return_when=asyncio.FIRST_COMPLETED)
            if pending:
                _, pending = await asyncio.wait(pending, timeout=2)
            for b in pending:
                b.cancel()
            for b in bots:
                if b.done() and not b.cancelled() and b.exception() is not None:
                    raise b.exception()
            if time.monotonic() < stop:
                st.games_done += 1
        except Exception as e:          # every failure is counted and shown, none stops the run
            st.errors.append(f"table {n}: {type(e).__name__}: {e}")
            await asyncio.sleep(0.5)


def start_server(port: int, db: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "tcg.cli", "serve", "--host", HOST, "--port", str(port),
                             "--db", str(db)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://{HOST}:{port}/api/catalog", timeout=2).read()
            return proc
        except OSError:
            if proc.poll() is not None:
                raise SystemExit(f"the server stopped: {proc.stderr.read().decode()}") from None
            time.sleep(0.2)
    proc.terminate()
    raise SystemExit("the server did not start within 60 s")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux), to say how busy the server was."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / 100
    except (OSError, IndexError, ValueError):
        return float("nan")


def pct(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=100, method="inclusive")[q - 1] if len(xs) > 1 else (xs[0] if xs else 0.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=50, help="games played at once")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to play")
    ap.add_argument("--game", default="fftcg", help="the game id")
    ap.add_argument("--think", type=float, default=0.5, help="a bot's mean pause before answering (s)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        proc = start_server(port, Path(tmp) / "load.sqlite")
        st = Stats()
        try:
            cpu0, mine0 = cpu_seconds(proc.pid), time.process_time()
            t0 = time.monotonic()
            stop = t0 + a.seconds

            async def run() -> None:
                await asyncio.wait_for(asyncio.gather(*(table_loop(f"{HOST}:{port}", a.game, i, a.think, stop, st)
                                                        for i in range(a.games))), a.seconds + 60)

            asyncio.run(run())
            wall = time.monotonic() - t0
            cpu, mine = cpu_seconds(proc.pid) - cpu0, time.process_time() - mine0
        finally:
            proc.terminate()
            proc.wait(10)
    ms = [x * 1000 for x in st.rtt]
    out = {"game": a.game, "tables": a.games, "seconds": round(wall, 1), "think": a.think,
           "games_started": st.games_started, "games_finished": st.games_done, "decisions": len(ms),
           "decisions_per_second": round(len(ms) / wall, 1), "errors": len(st.errors),
           "rtt_ms": {"p50": round(pct(ms, 50), 1), "p95": round(pct(ms, 95), 1), "p99": round(pct(ms, 99), 1),
                      "max": round(max(ms, default=0), 1)},
           "server_cpu_share": round(cpu / wall, 2),
           "server_cpu_ms_per_decision": round(1000 * cpu / max(1, len(ms)), 2), "bots_cpu_share": round(mine / wall, 2),
           "load_average": round(os.getloadavg()[0], 1)}
    if a.json:
        print(json.dumps(out))
    else:
        r = out["rtt_ms"]
        print(f"{a.game}: {a.games} tables for {out['seconds']} s (bots think {a.think} s on average): "
              f"{st.games_started} games started, {st.games_done} finished, {len(ms)} decisions "
              f"({out['decisions_per_second']}/s), {len(st.errors)} errors")
        print(f"decision round trip: p50 {r['p50']} ms, p95 {r['p95']} ms, p99 {r['p99']} ms, max {r['max']} ms; "
              f"CPU: server {out['server_cpu_share']:.0%} ({out['server_cpu_ms_per_decision']} ms a decision), bots {out['bots_cpu_share']:.0%} of one core; "
              f"load average {out['load_average']}")
    for e in st.errors[:10]:
        print("error:", e, file=sys.stderr)
    sys.exit(1 if st.errors else 0)


if __name__ == "__main__":
    main()
