"""A pytest plugin that records the rule ids cited by the `rules` marker of every test that
passed, into the JSON file named by the environment variable TCG_RULES_COVERAGE.

    TCG_RULES_COVERAGE=out.json python -m pytest tests -q -p tcg.coverage_plugin

The file holds {"cited": {"game:id": [test node ids...]}, "passed": n, "exit": pytest's status}.
Works with pytest-xdist: the ids travel in each report's user_properties.
"""

from __future__ import annotations

import json
import os

import pytest

ENV = "TCG_RULES_COVERAGE"
_cited: dict[str, list[str]] = {}
_passed = 0


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        ids = [str(i) for mark in item.iter_markers("rules") for i in mark.args]
        if ids:
            report.user_properties.append(("rules", ids))
    return report


def pytest_runtest_logreport(report):
    global _passed
    if report.when != "call" or not report.passed or hasattr(report, "wasxfail"):
        return
    _passed += 1
    for key, ids in report.user_properties:
        if key == "rules":
            for rid in ids:
                _cited.setdefault(rid, []).append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get(ENV)
    if not path or hasattr(session.config, "workerinput"):   # xdist workers report to the controller
        return
    data = {"cited": {k: sorted(set(v)) for k, v in sorted(_cited.items())}, "passed": _passed,
            "exit": int(exitstatus)}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
