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


def test_weiss_refuses_a_cont_per_its_power_program_does_not_know(tmp_path):
    from tcg.games.weiss.cards import load_file

    p = tmp_path / "ws.toml"
    cont = WEISS_CARD.split("[[card.ability]]")[0] + '[[card.ability]]\nkind = "cont"\nscope = "all"\npower = 500\nper = "%s"\n'
    p.write_text(cont % "others:hololive")
    assert load_file(p)[0].ability[0].per == "others:hololive"
    p.write_text(cont % "colour:red")              # used to count once, silently
    with pytest.raises(CardFileError, match=r"ws.toml:12: card T/W01-001 \(Tester\), field ability.0.per: "
                                            r".*`per` 'colour:red': one of"):
        load_file(p)


FFTCG_CARD = '''[[card]]
code = "9-999C"
name = "Tester"
type = "backup"
element = "fire"
cost = 2

[[card.ability]]
kind = "action"
cost = "{f}{D}"
effects = [{ do = "choose", as = "t", sel = { type = "forward" } }, { do = "%s", to = "t"%s }]
'''


def test_fftcg_refuses_a_verb_the_vocabulary_does_not_have(tmp_path):
    from tcg.games.fftcg.cards import load_file

    p = tmp_path / "ff.toml"
    p.write_text(FFTCG_CARD % ("banish", ""))
    with pytest.raises(CardFileError, match=r"ff.toml:11: card 9-999C \(Tester\), field ability.0.effects.1.do: "
                                            r".*unknown verb 'banish'"):
        load_file(p)


def test_fftcg_refuses_a_field_its_verb_does_not_read(tmp_path):
    from tcg.games.fftcg.cards import load_file

    p = tmp_path / "ff.toml"
    p.write_text(FFTCG_CARD % ("break", ", n = 2"))     # break has no amount
    with pytest.raises(CardFileError, match=r"ff.toml:11: card 9-999C \(Tester\), field ability.0.effects.1.n: "
                                            r"verb 'break' has no parameter 'n'"):
        load_file(p)
    p.write_text(FFTCG_CARD % ("dull", ", n = 2"))       # dull acts on what `to` names, never a count
    with pytest.raises(CardFileError, match=r"verb 'dull' has no parameter 'n'"):
        load_file(p)
    p.write_text(FFTCG_CARD % ("damage", ", n = 2000"))
    assert load_file(p)[0].ability[0].effect[1].p.n == 2000


MTG_CARD = '''[[card]]
code = "TST-1"
name = "Tester Monk"
cost = "{2}{W}"
type = "Creature - Cleric"
power = 2
toughness = 2
text = "When Tester Monk comes into play, you gain 2 life."

[[card.ability]]
kind = "triggered"
when = "%s"
effect = [{ do = "%s", amount = 2, to = "you" }]
'''


def test_mtg2004_refuses_a_verb_or_a_trigger_it_does_not_have(tmp_path):
    from tcg.games.mtg2004.cards import load_file

    p = tmp_path / "m.toml"
    p.write_text(MTG_CARD % ("comes_into_play", "gain_lives"))
    with pytest.raises(CardFileError, match=r"m.toml:13: card TST-1 \(Tester Monk\), field ability.0.effect.0.do: "
                                            r".*unknown verb 'gain_lives'"):
        load_file(p)
    p.write_text(MTG_CARD.replace("amount = 2, to", "amount = 2, regenerate = false, to") % ("comes_into_play", "gain_life"))
    with pytest.raises(CardFileError, match=r"m.toml:13: card TST-1 \(Tester Monk\), field ability.0.effect.0.*"
                                            r"`regenerate` is not read by verb 'gain_life'"):
        load_file(p)
    p.write_text(MTG_CARD.replace('do = "%s", amount = 2, to = "you"', 'do = "%s", amount = 2, to = "opponent"')
                 % ("comes_into_play", "scry"))      # scry looks at its controller's library, whatever `to` says
    with pytest.raises(CardFileError, match=r"`to` is not read by verb 'scry'"):
        load_file(p)
    p.write_text(MTG_CARD % ("enters_the_battlefield", "gain_life"))
    with pytest.raises(CardFileError, match=r"m.toml:12: card TST-1 \(Tester Monk\), field ability.0.when"):
        load_file(p)


DBS_CARD = '''[[card]]
code = "TST-001"
name = "Tester"
type = "Battle"
color = ["red"]
cost = 1
pips = { red = 1 }
power = 10000
combo_cost = 0
combo_power = 5000
character = "Tester"

[[card.skill]]
kind = "%s"
%s
do = [{ %s }]
'''


@pytest.mark.parametrize(("kind", "when", "do", "line", "field", "says"), [
    ("activate_main", "", 'op = "shred", n = 1', 16, "skill.0.do.0.op", "Input should be"),
    ("auto", 'when = "enters"', 'op = "draw", n = 1', 15, "skill.0.when", "Input should be"),
    # a trigger the loader used to accept that nothing ever fires ("placed in the Drop by a skill" is
    # `also_dropped` on a "played" skill)
    ("auto", 'when = "dropped_by_skill"', 'op = "draw", n = 1', 15, "skill.0.when", "Input should be"),
    # known ops and `who` values with no effect for the pair (issue 22 item 11's kind of gap)
    ("activate_main", "", 'op = "gain", who = "choose_opp_battle", keyword = "blocker"', 16, "skill.0.do.0",
     "`who` = 'choose_opp_battle' with op 'gain' does nothing"),
    ("activate_main", "", 'op = "draw", who = "choose_own_battle"', 16, "skill.0.do.0",
     "`who` = 'choose_own_battle' with op 'draw' does nothing"),
    ("activate_main", "", 'op = "ko", who = "choose_any"', 16, "skill.0.do.0",
     "`who` = 'choose_any' with op 'ko' does nothing"),
    ("activate_main", "", 'op = "ko"', 16, "skill.0.do.0", "`op` = 'ko' with who = 'self' (the default) does nothing"),
    ("activate_main", "", 'op = "draw", later = "next_turn"', 16, "skill.0.do.0",
     "`later` = 'next_turn' is done only for power and gain"),
    # a field the op's effect does not read: the card would silently lose it
    ("activate_main", "", 'op = "draw", n = 1, until = "battle"', 16, "skill.0.do.0",
     "`until` is not read by op 'draw' with who = 'self'"),
    ("activate_main", "", 'op = "power", n = 5000, count = 2', 16, "skill.0.do.0",
     "`count` is not read by op 'power' with who = 'self'"),
    ("activate_main", "", 'op = "ko", who = "choose_opp_battle", keyword = "blocker"', 16, "skill.0.do.0",
     "`keyword` is not read by op 'ko' with who = 'choose_opp_battle'"),
])
def test_dbs_refuses_an_op_trigger_who_or_field_no_effect_handles(tmp_path, kind, when, do, line, field, says):
    from tcg.games.dbs.cards import load_file

    p = tmp_path / "d.toml"
    p.write_text(DBS_CARD % (kind, when, do))
    with pytest.raises(CardFileError) as e:
        load_file(p)
    msg = str(e.value)
    assert msg.startswith(f"{p}:{line}: card TST-001 (Tester), field {field}"), msg
    assert says in msg, msg


@pytest.mark.parametrize(("do", "says"), [
    ('op = "mill", n = 2', "a `masters` skill does draw, power, ready_energy, search: not `op` = 'mill'"),
    ('op = "draw", who = "own_leader"', "`who` is not read by the `masters` op 'draw'"),
    ('op = "search", n = 5, names = ["Cell"]', "`names` is not read by the `masters` op 'search'"),
])
def test_dbs_refuses_a_masters_effect_mk_do_does_not_do(tmp_path, do, says):
    from tcg.games.dbs.cards import load_file

    p = tmp_path / "d.toml"
    p.write_text(DBS_CARD.split("[[card.skill]]")[0].rstrip() + f'\nmasters = [{{ kind = "auto", when = "played", do = [{{ {do} }}] }}]\n')
    with pytest.raises(CardFileError) as e:
        load_file(p)
    assert f"{p}:12: card TST-001 (Tester), field masters.0" in str(e.value) and says in str(e.value), str(e.value)


def test_dbs_loads_the_effects_it_handles(tmp_path):
    from tcg.games.dbs.cards import load_file

    p = tmp_path / "d.toml"
    for do in ('op = "rest", who = "choose_own_battle"', 'op = "ko", who = "choose_opp_battle"',
               'op = "power", who = "all_opp_battle", n = -5000', 'op = "ready", who = "choose_any"'):
        p.write_text(DBS_CARD % ("activate_main", "", do))
        assert load_file(p)[0].skill[0].do[0].op == do.split('"')[1]


def test_weiss_and_fftcg_refuse_a_trigger_they_do_not_have(tmp_path):
    from tcg.games.fftcg.cards import load_file as ff_load
    from tcg.games.weiss.cards import load_file as ws_load

    p = tmp_path / "ws.toml"
    p.write_text(WEISS_CARD.replace('when = "placed"', 'when = "played"') % ("draw", ""))
    with pytest.raises(CardFileError, match=r"ws.toml:10: card T/W01-001 \(Tester\), field ability.0.when: "
                                            r".*unknown event 'played'; one of .*'placed'"):
        ws_load(p)
    p = tmp_path / "ff.toml"
    p.write_text(FFTCG_CARD.replace('kind = "action"\ncost = "{f}{D}"', 'kind = "auto"\nwhen = "summoned"')
                 % ("draw", ""))
    with pytest.raises(CardFileError, match=r"ff.toml:10: card 9-999C \(Tester\), field ability.0.when"):
        ff_load(p)


@pytest.mark.parametrize("game", ["dbs", "mtg2004"])
def test_every_trigger_a_loader_accepts_is_named_by_the_rules_that_fire_it(game):
    """The `when` lists of dbs and mtg2004 are still kept beside the code that fires them (weiss
    and fftcg check against the events their rules declare): each must at least be named by some
    module of the game besides the card definitions, or a card could wait for an event that never
    happens (dbs 'dropped_by_skill' did)."""
    from pathlib import Path

    import tcg.games

    folder = Path(tcg.games.__file__).parent / game
    if game == "dbs":
        from tcg.games.dbs.cards import AUTO_WHEN as when
    else:
        from tcg.games.mtg2004.cards import WHEN as when
    code = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py") if p.name != "cards.py")
    assert [w for w in when if f'"{w}"' not in code] == []
