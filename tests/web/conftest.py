from __future__ import annotations

import pytest


@pytest.fixture
def c():
    """A client on a fresh in-memory database; its connections share one event loop."""
    from web_kit import client  # here, not above: without the web extra the tests skip themselves

    with client() as tc:
        yield tc
