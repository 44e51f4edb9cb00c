"""Fixtures of the Dragon Ball Super tests (helpers: dbs_kit.py)."""

import pytest
from dbs_kit import record


@pytest.fixture
def trace(monkeypatch) -> list[tuple]:
    """Every procedure step run during the test, with its arguments, in order."""
    return record(monkeypatch)
