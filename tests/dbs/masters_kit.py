"""Helpers for the Masters tests: a copy of the `dbs-masters` ruleset that also knows the test
fixture Z-cards (masters_fixture_cards.toml), registered in dbs_kit.EDITIONS as "masters+z"."""

from __future__ import annotations

from pathlib import Path

from dbs_kit import EDITIONS

from tcg.games.dbs import RULES_MASTERS
from tcg.games.dbs.base import MASTERS
from tcg.games.dbs.cards import load_file
from tcg.games.dbs.ruleset import DBS

ZR = DBS(MASTERS)
ZR.__dict__["cards"] = {**RULES_MASTERS.cards,
                        **{c.code: c for c in load_file(Path(__file__).with_name("masters_fixture_cards.toml"))}}
EDITIONS["masters+z"] = ZR
M, MZ = "dbs-masters", "masters+z"
FRIEZA = ["BT1-084"]
AWAKE_FRIEZA = '{ awakened = true }'
