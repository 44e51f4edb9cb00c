"""`--cluster`: a local two-node Ray cluster on 127.0.0.1 gives the same results as a local run."""

from __future__ import annotations

import os

import pytest

# Ray resolves 127.0.0.1 to the machine's network address unless told that this is a one-machine
# cluster; the nodes started below inherit this.
os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")

from tcg import games
from tcg.sim import run
from tcg.sim.arena import run_arena

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'tcg[cluster]')")
cluster_utils = pytest.importorskip("ray.cluster_utils", reason="this Ray has no ray.cluster_utils")

RULES = games.get("fftcg")


@pytest.fixture(scope="module")
def address():
    c = cluster_utils.Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "node_ip_address": "127.0.0.1",
                                                                     "include_dashboard": False})
    c.add_node(num_cpus=1, node_ip_address="127.0.0.1")
    c.wait_for_nodes()
    try:
        yield c.address
    finally:
        ray.shutdown()
        c.shutdown()


def test_two_node_cluster_matches_a_local_run(address):
    decks = (RULES.load_deck("fire-ice"), RULES.load_deck("wind-earth"))
    here = run("fftcg", decks, n=6, seed=4, workers=1, agents=("greedy", "random"))
    there = run("fftcg", decks, n=6, seed=4, agents=("greedy", "random"), cluster=address)
    assert len([n for n in ray.nodes() if n["Alive"]]) == 2
    assert there.workers == 2
    assert there.outcomes == here.outcomes
    a = run_arena("fftcg", decks, ["greedy", "random"], n=4, seed=9, workers=1)
    b = run_arena("fftcg", decks, ["greedy", "random"], n=4, seed=9, cluster=address)
    assert a.pairings == b.pairings
