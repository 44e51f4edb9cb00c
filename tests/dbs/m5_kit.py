"""Helpers for engineer M5's tests (general mechanics no card of BT1-BT13 in our pool prints in a
form we could write whole): made-up cards TEST-M5-* (never bundled), in a copy of each edition's
ruleset registered in dbs_kit.EDITIONS as "m5" (dbs-masters, with the Z fixture cards) and "m5cg"
(dbscg)."""

from __future__ import annotations

from dbs_kit import EDITIONS, position
from masters_kit import ZR

from tcg.games.dbs import RULES_DBSCG
from tcg.games.dbs.base import DBSCG, MASTERS
from tcg.games.dbs.cards import CardDef
from tcg.games.dbs.ruleset import DBS

M5, M5CG = "m5", "m5cg"
FRIEZA = ["BT1-084"]


def _battle(code: str, name: str, text: str, skill=(), power: int = 10000, **kw) -> CardDef:
    base = dict(type="Battle", color=("yellow",), cost=1, pips={"yellow": 1}, power=power, combo_cost=0,
                combo_power=5000, character=name, traits=("Test",))
    base.update(kw)
    return CardDef(code=code, name=name, text=text, skill=skill, **base)


def _extra(code: str, name: str, text: str, do, cost: int = 0, pips=None) -> CardDef:
    return CardDef(code=code, name=name, type="Extra", color=("yellow",), cost=cost, pips=pips or {}, text=text,
                   skill=({"kind": "activate_main", "do": do},))


MAIN1 = {"kind": "activate_main", "once_per_turn": True}
FIXTURES = [
    _battle("TEST-M5-DRAWUP", "Draw Up To", "[Auto] When you play this card, draw up to 2 cards.",
            ({"kind": "auto", "when": "played", "do": ({"op": "draw_upto", "n": 2},)},)),
    _battle("TEST-M5-UNTIL", "Until Opponent", "[Activate Main][Once per turn] This card gets +5000 power until "
            "the start of your opponent's next turn.",
            ({**MAIN1, "do": ({"op": "power", "n": 5000, "until": "opp_next_turn"},)},)),
    _battle("TEST-M5-UNTILME", "Until Mine", "[Activate Main][Once per turn] This card gets +5000 power until the "
            "start of your next turn.", ({**MAIN1, "do": ({"op": "power", "n": 5000, "until": "next_turn"},)},)),
    _battle("TEST-M5-NEXT", "Next Turn", "[Activate Main][Once per turn] During your next turn, this card gets "
            "+10000 power.", ({**MAIN1, "do": ({"op": "power", "n": 10000, "later": "next_turn"},)},)),
    _battle("TEST-M5-OPPNEXT", "Opponent Next Turn", "[Activate Main][Once per turn] During your opponent's next "
            "turn, this card gets +5000 power.",
            ({**MAIN1, "do": ({"op": "power", "n": 5000, "later": "opp_next_turn"},)},)),
    _battle("TEST-M5-MAINSTART", "Main Start", "[Auto] At the start of your Main Phase, draw 1 card.",
            ({"kind": "auto", "when": "main_start", "do": ({"op": "draw"},)},)),
    _battle("TEST-M5-MAINEND", "Main End", "[Auto] At the end of your Main Phase, draw 1 card.",
            ({"kind": "auto", "when": "main_end", "do": ({"op": "draw"},)},)),
    _battle("TEST-M5-ATK", "Attack Step", "[Auto] During your turn, at the start of the Attack Step, this card "
            "gets +5000 power for the battle.",
            ({"kind": "auto", "when": "attack_step", "condition": "your_turn",
              "do": ({"op": "power", "n": 5000, "until": "battle"},)},)),
    _battle("TEST-M5-DEF", "Defense Step", "[Auto] During your opponent's turn, at the start of the Defense Step, "
            "draw 1 card.", ({"kind": "auto", "when": "defense_step", "condition": "opp_turn",
                              "do": ({"op": "draw"},)},)),
    _battle("TEST-M5-DMG", "Damage Step", "[Auto] During your turn, at the start of your Damage Step, this card "
            "gets +10000 power for the battle.",
            ({"kind": "auto", "when": "damage_step", "condition": "your_turn",
              "do": ({"op": "power", "n": 10000, "until": "battle"},)},)),
    _battle("TEST-M5-DMGEND", "Damage End", "[Auto] When the Damage Step ends, draw 1 card.",
            ({"kind": "auto", "when": "damage_step_end", "do": ({"op": "draw"},)},)),
    _battle("TEST-M5-EMPTY", "Empty Hand", "[Auto] When you have no cards in your hand, draw 2 cards.",
            ({"kind": "auto", "when": "hand_empty", "do": ({"op": "draw", "n": 2},)},)),
    _battle("TEST-M5-REPL2", "Two Replacements", "[Permanent] If this card would leave your Battle Area by your "
            "opponent's skill, you may send it to your Warp instead. [Permanent] If this card would leave your "
            "Battle Area by your opponent's skill, it gets -10000 power for the turn instead.",
            ({"kind": "permanent", "replace": "warp", "replace_opp_skill": True, "optional": True},
             {"kind": "permanent", "replace": "minus_power", "replace_opp_skill": True}), power=15000),
    _battle("TEST-M5-SAIYANCUT", "Saiyan Discount", "[Permanent] The energy costs of your <<Saiyan>> cards are "
            "decreased by (G).",
            ({"kind": "permanent", "cost_of": "play", "cost_trait": "Saiyan", "cost_pips": {"green": -1}},)),
    _battle("TEST-M5-TAX", "Play Tax", "[Permanent] The energy costs of your opponent's cards are increased by "
            "(G).", ({"kind": "permanent", "cost_of": "play", "cost_whose": "opp", "cost_pips": {"green": 1}},)),
    _battle("TEST-M5-ONELESS", "One Less", "[Permanent] The energy costs of your cards are (1) less.",
            ({"kind": "permanent", "cost_of": "play", "cost_change": -1},)),
    _battle("TEST-M5-TAX1", "One More", "[Permanent] The energy costs of your opponent's cards are (1) more.",
            ({"kind": "permanent", "cost_of": "play", "cost_whose": "opp", "cost_change": 1},)),
    _battle("TEST-M5-COMBO1", "Combo One", "", combo_cost=1),
    _battle("TEST-M5-COMBOCUT", "Combo Discount", "[Permanent] Reduce the combo cost of your cards by 1.",
            ({"kind": "permanent", "cost_of": "combo", "cost_change": -1},)),
    _battle("TEST-M5-COMBOTAX", "Combo Tax", "[Permanent] Your opponent's combo costs are increased by 1.",
            ({"kind": "permanent", "cost_of": "combo", "cost_whose": "opp", "cost_change": 1},)),
    _battle("TEST-M5-SKILLCUT", "Skill Discount", "[Permanent] The skill costs of your cards are (1) less.",
            ({"kind": "permanent", "cost_of": "skill", "cost_change": -1},)),
    _battle("TEST-M5-SKILLTAX", "Skill Tax", "[Permanent] Your opponent's skill costs are (1) more.",
            ({"kind": "permanent", "cost_of": "skill", "cost_whose": "opp", "cost_change": 1},)),
    _battle("TEST-M5-ZCUT", "Z Discount", "[Permanent] Your Z-Energy costs are reduced by 1.",
            ({"kind": "permanent", "cost_of": "z", "cost_change": -1},)),
    _battle("TEST-M5-ZTAX", "Z Tax", "[Permanent] Your opponent's Z-Energy costs are increased by 1.",
            ({"kind": "permanent", "cost_of": "z", "cost_whose": "opp", "cost_change": 1},)),
    _battle("TEST-M5-SKILL2", "Costly Skill", "[Activate Main][Once per turn] (2) : Draw 1 card.",
            ({**MAIN1, "cost": 2, "do": ({"op": "draw"},)},)),
    _battle("TEST-M5-SKILLD", "Discard Skill", "[Activate Main][Once per turn] Choose 1 card in your hand and "
            "discard it : Draw 2 cards.", ({**MAIN1, "discard": 1, "do": ({"op": "draw", "n": 2},)},)),
    _battle("TEST-M5-IMMUNE", "Immune To Opponent", "[Permanent] This card isn't affected by your opponent's "
            "skills.", keywords=("unaffected_opp",)),
    _battle("TEST-M5-IMMUNEALL", "Immune To All", "[Permanent] This card isn't affected by skills.",
            keywords=("unaffected",)),
    _battle("TEST-M5-NEST", "Nested", "[Activate Main][Once per turn] Choose up to 1 Extra Card with an energy cost "
            "of 1 or less in your hand and activate its [Activate Main] skill, then draw 1 card.",
            ({**MAIN1, "do": ({"op": "activate_extra", "max_cost": 1}, {"op": "draw"})},)),
    _battle("TEST-M5-LATER", "Later Me", "[Activate Main][Once per turn] Draw 1 card, and at the start of your next "
            "Main Phase, draw 2 cards.", ({**MAIN1, "do": ({"op": "draw"}, {"op": "draw", "n": 2,
                                                                               "later": "next_main"})},)),
    _battle("TEST-M5-LATEROPP", "Later Opponent", "[Activate Main][Once per turn] At the start of your opponent's "
            "next Main Phase, draw 1 card.", ({**MAIN1, "do": ({"op": "draw", "later": "opp_next_main"},)},)),
    _battle("TEST-M5-LATEREND", "Later End", "[Activate Main][Once per turn] At the end of the turn, draw 1 card.",
            ({**MAIN1, "do": ({"op": "draw", "later": "end_of_turn"},)},)),
    _battle("TEST-M5-RETURN", "Return And Play", "[Activate Main][Once per turn] Choose up to 1 of your Battle Cards, "
            "return it to your hand, then play it.",
            ({**MAIN1, "do": ({"op": "bounce", "who": "choose_own_battle"}, {"op": "play_moved"})},)),
    _battle("TEST-M5-BLINK", "Warp And Return", "[Activate Main][Once per turn] Choose up to 1 of your Battle "
            "Cards, send it to your Warp, and at the start of your next Main Phase, play that card from your Warp.",
            ({**MAIN1, "do": ({"op": "warp", "who": "choose_own_battle"},
                              {"op": "play_moved", "later": "next_main"})},)),
    _battle("TEST-M5-SAIYAN", "Test Saiyan", "", traits=("Saiyan",), character="Son Goku"),
    _extra("TEST-M5-REVEAL", "Reveal Hand", "[Activate Main] Your opponent reveals their hand. Choose 1 card from it "
           "and your opponent places it in their Drop Area. Draw 1 card.",
           ({"op": "reveal_hand_discard"}, {"op": "draw"})),
    _extra("TEST-M5-SKIPCHARGE", "Skip Charge", "[Activate Main] Your opponent skips their next Charge Phase.",
           ({"op": "skip", "phase": "charge"},)),
    _extra("TEST-M5-SKIPMAIN", "Skip Main", "[Activate Main] Your opponent skips their next Main Phase.",
           ({"op": "skip", "phase": "main"},)),
    _extra("TEST-M5-ELSE", "Otherwise", "[Activate Main] Choose up to 1 of your opponent's Battle Cards with an "
           "energy cost of 1 or less and KO it. Otherwise, draw 1 card.",
           ({"op": "ko", "who": "choose_opp_battle", "max_cost": 1}, {"op": "draw", "otherwise": True})),
    _extra("TEST-M5-NONSAIYAN", "Non Saiyan", "[Activate Main] Choose up to 1 of your opponent's non-<<Saiyan>> "
           "Battle Cards and KO it.", ({"op": "ko", "who": "choose_opp_battle", "not_trait": "Saiyan"},)),
    _extra("TEST-M5-NONGOKU", "Non Goku", "[Activate Main] Choose up to 1 of your opponent's non-<Son Goku> Battle "
           "Cards and KO it.", ({"op": "ko", "who": "choose_opp_battle", "not_character": "Son Goku"},)),
    _extra("TEST-M5-ORIG", "Original Power", "[Activate Main] Choose up to 1 of your opponent's Battle Cards with "
           "an original power of 15000 or less and KO it.",
           ({"op": "ko", "who": "choose_opp_battle", "max_power": 15000, "original": True},)),
    _extra("TEST-M5-POW", "Current Power", "[Activate Main] Choose up to 1 of your opponent's Battle Cards with "
           "15000 power or less and KO it.", ({"op": "ko", "who": "choose_opp_battle", "max_power": 15000},)),
    _extra("TEST-M5-PUMP", "Pump", "[Activate Main] Choose up to 1 of your opponent's Battle Cards and it gets "
           "+5000 power for the turn.", ({"op": "power", "who": "choose_opp_battle", "n": 5000},)),
    _battle("TEST-M5-SAC", "Sacrifice", "[Activate Main] Choose 1 of your Battle Cards and place it in its owner's "
            "Drop Area : Draw 1 card.", ({"kind": "activate_main", "sacrifice": 1, "do": ({"op": "draw"},)},)),
]
_BY_CODE = {c.code: c for c in FIXTURES}

RM5 = DBS(MASTERS)
RM5.__dict__["cards"] = {**ZR.cards, **_BY_CODE}
RCG5 = DBS(DBSCG)
RCG5.__dict__["cards"] = {**RULES_DBSCG.cards, **_BY_CODE}
EDITIONS[M5] = RM5
EDITIONS[M5CG] = RCG5


def pos(p0: dict, p1: dict | None = None, game: str = M5, **kw):
    """A position with the fixture cards; both Leaders are Frieza (yellow) unless stated."""
    return position(game, {"leader": FRIEZA, **p0}, {"leader": FRIEZA, **(p1 or {})}, **kw)
