"""An AI seat resumed after a server restart remembers what it took while the same options came
back (`agents.repetition.Repeats`: a free ability is used 3 times in a row at most), rebuilt from
the stored choices (`web/agent_state.Recall`): it goes on deciding as it would have without the
restart."""

from __future__ import annotations

import random

import pytest
from web_kit import client, live, new_game


def _step(lv, rng: random.Random) -> None:
    """The person (seat 0) answers at random, the AI (seat 1) as it decides."""
    d = lv.game.decision
    if d.player == 0:
        assert lv.choose(0, lv.seq, rng.randrange(len(d.options))) is None
    else:
        lv.step_agent(lv.agents[1])


@pytest.mark.parametrize("ai, game, seed", [("random", "fftcg", 6), ("greedy", "weiss", 3), ("mcts:iterations=8", "fftcg", 2)])
def test_a_resumed_ai_has_the_repeats_of_an_unbroken_game_and_decides_the_same(tmp_path, ai, game, seed):
    from tcg.web.live import Live
    from tcg.web.store import Store

    rng = random.Random(seed)
    with client(tmp_path / "r.sqlite") as c:
        g = new_game(c, game, ["human", ai], seed=seed)
        lv = live(c, g["id"])
        restarts = 0
        for n in range(1, 121):
            if lv.game.over:
                break
            _step(lv, rng)
            lv.save()
            if n % 20 == 0 or lv.game.over:
                again = Live(Store(tmp_path / "r.sqlite").load(g["id"]), lv.store)     # the server restarted
                kept, back = lv.agents[1].repeats, again.agents[1].repeats
                assert kept.taken and back.offered == kept.offered and back.taken == kept.taken
                restarts += 1
        assert restarts >= 6 and not lv.game.over
        # from the last restart on (after choice 120), the resumed AI and the unbroken one decide the same
        for table in (lv, again):
            r = random.Random(7)
            for _ in range(60):
                if table.game.over:
                    break
                _step(table, r)
        assert again.game.history == lv.game.history and len(lv.game.history) > 100
