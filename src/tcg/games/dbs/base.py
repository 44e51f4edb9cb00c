"""Dragon Ball Super Card Game shared definitions: zones, marks, the pending [Auto] skill, the
registry, and the `Edition` object that holds what differs between the first rule manual
(`dbscg`) and the Masters comprehensive rules (`dbs-masters`, digest §9)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ...engine.abilities import REG as ABILITIES
from ...engine.choice_words import DONE, END, NO, NONE, PASS, YES  # noqa: F401  (the game's modules import them from here)
from ...engine.registry import Registry

REG = Registry(ABILITIES)

# dbscg 3-1..3-10 / dbs-masters 3: one of each zone per player (Unison and Z zones: later).
PLAYER_ZONES = ("deck", "hand", "leader", "battle", "combo", "energy", "life", "drop", "warp",
                "zdeck", "zenergy", "removed", "unison", "under")   # masters 3-12, 3-13; removed from the game (20-10-1: no zone)
#                              unison: dbscg 3-11 (one card at a time, 3-11-5); under: cards under a stack (11-3),
#                              each with counters["top"] = the card it is under
SHARED_ZONES: tuple[str, ...] = ()
VISIBILITY = {"zdeck": "private", "zenergy": "public", "removed": "public",   # masters 3-12-2/3, 3-13-2, 20-10-2
              "deck": "hidden", "hand": "private", "life": "hidden", "leader": "public", "battle": "public",
              "combo": "public", "energy": "public", "drop": "public", "warp": "public", "unison": "public",
              "under": "public"}

AWAKENED = 1      # Obj.marks bit: the Leader shows its back (dbscg 10-2, dbs-masters 10-1-3); tapped = Rest


class Trigger(NamedTuple):
    """A pending [Auto] skill (dbscg 8-6-2). `index` is the skill's index on the visible side
    (`back`), or -1 for [Blocker] (10-4), -2 for [Dual Attack] (10-8); `about`: the card of the
    event, for "the played card" (events.you_play)."""

    controller: int
    source: int
    code: str
    index: int
    back: bool
    about: int = 0


class StackItem(NamedTuple):   # the game has no stack; counter plays live in vars["chain"]
    id: int


@dataclass(frozen=True)
class Edition:
    """What differs between the two rulebooks; every field names the rules it follows. Where the two
    texts differ but play the same with our vocabulary there is no field: the counter chain (dbscg
    4-7-3 alternate, masters 9-7-3 numbered: RULINGS D49), [Double Strike] (dbscg 10-7 "X instead",
    masters 22-7-2 "X-1 or less": the same from a base of 1, battle.strike)."""

    id: str
    title: str
    setup: tuple[str, ...]          # setup steps in order (dbscg 5-2-1 / dbs-masters 6-2-1)
    mulligan: str                   # "any": return any number, draw as many (dbscg 5-2-1-6-1);
    #                                 "whole": the whole hand, draw 6 (dbs-masters 6-2-1-9-1)
    chooser_picks_first: bool       # dbs-masters 6-2-1-4: the random player chooses; dbscg 5-2-1-5-1
    second_markers: int             # energy markers for the second player (dbs-masters 6-2-1-11)
    first_turn_attack: bool         # dbs-masters 7-3-4-4-1 forbids it; dbscg is silent (RULINGS.md)
    charge: tuple[str, ...]         # the Charge Phase steps (dbscg 6-2 / dbs-masters 7-2)
    battle_end: tuple[str, ...]     # after the damage step (dbscg 7-4-1-6..10 / dbs-masters 8-5)
    early_end: tuple[str, ...]      # a negated attack (dbscg 7-1-4-1..4 / dbs-masters 8-1-6-1)
    masters_cards: bool             # the cards only the Masters rules have: Z-cards, the Z-Deck and Z-Energy
    #                                 (dbs-masters 14, 6-1-4), [Z-Awaken] (22-46), `masters` skills such as
    #                                 [Overlord] (22-41); bundled decks named `*-masters` use them
    effects_follow: bool            # dbs-masters 3-1-4-1/3-1-4-2: effects follow a card moved between areas
    #                                 in play; dbscg 8-8-1-4: they end
    leaving_removed: bool           # dbs-masters 14-1-4, 21-15, 22-14-3: a Z-card or [Ultimate] card leaving
    #                                 play is removed from the game instead
    failed_play_to_drop: bool       # dbs-masters 22-5-7, 22-13-5-4-2: a failed [Evolve]/[Union] card goes to
    #                                 the Drop; dbscg is silent, the card stays in the hand
    extra_to_drop_first: bool       # dbs-masters 12-2-2-2: an Extra goes to the Drop once paid, before its
    #                                 counter timing; dbscg 8-5-2-5-1: as it resolves
    unison_stack_counter: bool      # dbs-masters 13-3-3, 4-3-2-5: a counter timing after stacking a Unison
    dragon_ball_copies: int         # dbs-masters 22-28-2: up to 7 of one number; 0: the usual limit (RULINGS D9)
    kos_after_check: bool           # a battle KO's "When this card KOs" [Auto]s: dbscg 7-4-1-4-4-1 at the KO,
    #                                 before its check timing; dbs-masters 8-4-6-2-3 after the checkpoint 8-4-6-2-2
    rules: dict = field(default_factory=dict)        # what -> rule id, for reasons and comments


DBSCG = Edition(
    id="dbscg",
    title="Dragon Ball Super Card Game (rule manual, first edition)",
    setup=("place_leaders", "check", "shuffle_decks", "pick_first", "draw_opening", "mulligans", "place_life",
           "start"),                                   # 5-2-1-3: a check timing after placing the Leaders
    mulligan="any",
    chooser_picks_first=False,
    second_markers=0,
    first_turn_attack=True,
    charge=("check", "untap", "draw_step", "check", "charge_ask", "check"),
    battle_end=("combo_to_drop", "end_of_battle", "check", "battle_effects_end"),
    early_end=("combo_to_drop", "end_of_battle", "check", "battle_effects_end"),
    masters_cards=False,
    effects_follow=False,
    leaving_removed=False,
    failed_play_to_drop=False,
    extra_to_drop_first=False,
    unison_stack_counter=False,
    dragon_ball_copies=0,
    kos_after_check=False,
    rules={"life": "1-2-1-1-1", "deck": "1-2-1-1-2", "both": "1-2-3", "concede": "1-2-4", "turns": "11-1-2"},
)

MASTERS = Edition(
    id="dbs-masters",
    title="Dragon Ball Super Card Game Masters (comprehensive rules)",
    setup=("place_leaders", "pick_first", "check", "shuffle_decks", "draw_opening", "mulligans", "place_life",
           "second_marker", "start"),
    mulligan="whole",
    chooser_picks_first=True,
    second_markers=1,
    first_turn_attack=False,
    charge=("check", "untap", "check", "draw_step", "check", "charge_ask", "check"),
    battle_end=("check", "z_energy", "check", "combo_to_drop", "end_of_battle", "check", "battle_effects_end"),
    early_end=("check", "z_energy", "check", "combo_to_drop", "end_of_battle", "check", "battle_effects_end"),
    masters_cards=True,
    effects_follow=True,
    leaving_removed=True,
    failed_play_to_drop=True,
    extra_to_drop_first=True,
    unison_stack_counter=True,
    dragon_ball_copies=7,
    kos_after_check=True,
    rules={"life": "21-2-2-1", "deck": "21-2-2-2", "both": "0-1-3-3", "concede": "0-1-3-4", "turns": "23-1"},
)

