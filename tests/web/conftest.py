from __future__ import annotations

import pytest
from web_kit import client


@pytest.fixture
def c():
    """A client on a fresh in-memory database; its connections share one event loop."""
    with client() as tc:
        yield tc
