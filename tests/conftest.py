"""Every `@pytest.mark.rules("game:id", ...)` must cite ids that exist in the game's rule index."""

from __future__ import annotations

import pytest

from tcg.rules import check_ids


def pytest_collection_modifyitems(config, items):
    for item in items:
        for mark in item.iter_markers("rules"):
            bad = check_ids(list(mark.args))
            if bad:
                raise pytest.UsageError(f"{item.nodeid}: " + "; ".join(bad))
