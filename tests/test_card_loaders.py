"""Nothing a card file says is silently ignored: every game's loader refuses an op, verb,
trigger or parameter its interpreter does not handle, naming the file, the line, the card and
the field. The sets checked are the interpreters' own registries, not second lists."""

from __future__ import annotations

import pytest

from tcg.engine.cards import CardFileError

WEISS_CARD = '''[[card]]
code = "T/W01-001"
name = "Tester"
side = "W"
type = "Character"
color = "yellow"

[[card.ability]]
kind = "auto"
when = "placed"
do = [{ op = "%s"%s }]
'''


def test_weiss_refuses_an_op_the_vocabulary_does_not_have(tmp_path):
    from tcg.games.weiss.cards import load_file

    p = tmp_path / "ws.toml"
    p.write_text(WEISS_CARD % ("mill", ""))
    with pytest.raises(CardFileError, match=r"ws.toml:11: card T/W01-001 \(Tester\), field ability.0.do.0.op: "
                                            r".*unknown op 'mill'"):
        load_file(p)


def test_weiss_refuses_a_field_its_op_does_not_read(tmp_path):
    from tcg.games.weiss.cards import load_file

    p = tmp_path / "ws.toml"
    p.write_text(WEISS_CARD % ("heal", ", n = 2"))      # heal moves one card: `n` would be ignored
    with pytest.raises(CardFileError, match=r"ws.toml:11: card T/W01-001 \(Tester\), field ability.0.do.0.*"
                                            r"`n` is not read by op 'heal'"):
        load_file(p)
    p.write_text(WEISS_CARD % ("power", ", n = 1000, may = true"))   # power has no "you may"
    with pytest.raises(CardFileError, match=r"`may` is not read by op 'power'"):
        load_file(p)
    p.write_text(WEISS_CARD % ("draw", ", n = 2, may = true"))
    assert load_file(p)[0].ability[0].do[0].n == 2


FFTCG_CARD = '''[[card]]
code = "9-999C"
name = "Tester"
type = "backup"
element = "fire"
cost = 2

[[card.ability]]
kind = "action"
cost = "{f}{D}"
choose = [{ type = "forward" }]
effect = [{ do = "%s"%s }]
'''


def test_fftcg_refuses_a_verb_the_vocabulary_does_not_have(tmp_path):
    from tcg.games.fftcg.cards import load_file

    p = tmp_path / "ff.toml"
    p.write_text(FFTCG_CARD % ("banish", ""))
    with pytest.raises(CardFileError, match=r"ff.toml:12: card 9-999C \(Tester\), field ability.0.effect.0.do: "
                                            r".*unknown verb 'banish'"):
        load_file(p)


def test_fftcg_refuses_a_field_its_verb_does_not_read(tmp_path):
    from tcg.games.fftcg.cards import load_file

    p = tmp_path / "ff.toml"
    p.write_text(FFTCG_CARD % ("break", ", amount = 2"))     # break has no amount
    with pytest.raises(CardFileError, match=r"ff.toml:12: card 9-999C \(Tester\), field ability.0.effect.0.*"
                                            r"`amount` is not read by verb 'break'"):
        load_file(p)
    p.write_text(FFTCG_CARD % ("dull", ", count = 2"))       # dull acts on what `to` names, never a count
    with pytest.raises(CardFileError, match=r"`count` is not read by verb 'dull'"):
        load_file(p)
    p.write_text(FFTCG_CARD % ("damage", ", amount = 2000"))
    assert load_file(p)[0].ability[0].effect[0].amount == 2000
