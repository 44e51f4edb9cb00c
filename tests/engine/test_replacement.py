"""The kernel's replacement-effect helper: each applies once, self-replacements first, then the
game's order, looked up again after each change, and an event can be replaced away."""

from tcg.engine.replacement import Replacement, replaced


def test_each_replacement_applies_once_in_order_with_self_first():
    seen = []

    def cands(event):
        return [
            Replacement("double", False, 0, lambda n: seen.append("double") or n * 2),
            Replacement("minus", False, 1, lambda n: seen.append("minus") or n - 1000),
            Replacement("own-half", True, 5, lambda n: seen.append("own-half") or n // 2),
        ]

    assert replaced(4000, cands) == 3000          # (4000 / 2) * 2 - 1000
    assert seen == ["own-half", "double", "minus"]


def test_candidates_are_looked_up_again_after_each_replacement():
    def cands(event):
        out = [Replacement("a", False, 0, lambda n: n + 1)]
        if event >= 2:                            # only applies to the replaced event
            out.append(Replacement("b", False, 1, lambda n: n * 10))
        return out

    assert replaced(1, cands) == 20
    assert replaced(0, cands) == 1


def test_an_event_replaced_away_stops():
    calls = []

    def cands(event):
        return [Replacement("prevent", False, 0, lambda n: None),
                Replacement("later", False, 1, lambda n: calls.append(n) or n)]

    assert replaced(5, cands) is None
    assert calls == []
