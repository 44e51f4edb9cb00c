"""Battle: declaration, [Blocker], the attack step with combos, the defense step (skipped for a
Unison), damage, Unison markers, the battle end (dbscg 7, masters 8)."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .actions import BLOCKER, DUAL, add_triggers, damage, ko, relocate
from .base import NO, REG, Trigger
from .costs import changed
from .energy import can_pay, start_payment
from .events import you_attack, you_combo
from .permissions import active_attack, battle_locked, rest_combo
from .picks import fits
from .reading import ed, keywords, negated, power, side_skills
from .results import NO_FRAME, report
from .timing import step_triggers
from .unison import remove_markers

step, handler = REG.step, REG.handler

FIELD = ("leader", "battle", "unison")


def attack_targets(game: Game, p: int, a: int) -> list[int]:
    """dbscg 7-1: the opponent's Leader, Unison (either mode) or a Rested Battle card (RULINGS.md);
    a card that "can't attack Leader Cards" has only the others."""
    q = 1 - p
    objs = game.objs
    o = objs[a]
    no_leader = active_too = False
    if "permanent" in o.card.kinds:      # most attackers have no [Permanent]: a hot path
        if any(s.kind == "permanent" and s.no_attack for s in side_skills(o)) and not negated(game, o):
            return []                    # "This card can't attack." (a [Permanent], dbscg 8-3)
        no_leader = any(s.kind == "permanent" and s.no_leader_attack for s in o.card.skill)
        active_too = any(s.kind == "permanent" and s.attack_active for s in side_skills(o))
    out = [] if no_leader else [game.zones[f"leader{q}"][0]]
    out += game.zones[f"unison{q}"]
    active_too = active_too or active_attack(game, p, a)     # "Your <X> cards can attack ... in Active Mode"
    out += [oid for oid in game.zones[f"battle{q}"] if (objs[oid].tapped or active_too) and objs[oid].card.type != "Extra"]
    return out


def declare_attack(game: Game, p: int, a: int, t: int) -> None:
    """dbscg 7-1 / masters 8-1: rest the attacker, a battle begins; 'when attacks' and
    [Blocker] trigger (7-1-1); counter timing (7-1-2); check timing (7-1-3); then 7-1-4."""
    v = game.vars
    game.w(a).tapped = True
    v.update(battle=1, attacker=a, defender=t, negated=0, dual=0, revenge=0)
    if game.log is not None:      # the table's log (tcg.present): who attacks what, power against power
        game.event("attack", p, game.objs[a].card.code, game.objs[t].card.code, 1 - p, power(game, a), power(game, t))
    add_triggers(game, a, "attacks")
    if t == game.zones[f"leader{1 - p}"][0]:
        add_triggers(game, a, "attacks_leader")          # "When this card attacks a Leader Card"
    you_attack(game, p, a)                               # "When your <card> attacks" (events.py)
    kw = keywords(game, a)
    if "dual_attack" in kw or "triple_attack" in kw:
        game.pending.append(Trigger(p, a, game.objs[a].card.code, DUAL, False))
    q = 1 - p
    for oid in game.zones[f"leader{q}"] + game.zones[f"battle{q}"]:     # a Leader may have [Blocker] (22-4-2)
        o = game.objs[oid]
        if oid != t and not o.tapped and "blocker" in keywords(game, oid):
            game.pending.append(Trigger(q, oid, o.card.code, BLOCKER, False))
        if game.objs[a].card.type == "Battle" and game.objs[a].card.energy_cost <= min(
                (s.attacker_max_cost for s in o.card.skill if s.when == "opp_battle_attacks"), default=-1):
            add_triggers(game, oid, "opp_battle_attacks")   # "When one of your opponent's Battle Cards ... attacks"
    note_revenge(game)
    game.push("after_declare")
    game.push("check")
    game.push("counter_window", "attack", p)


def note_revenge(game: Game) -> None:
    """[Revenge] (dbscg 10-9) triggers when its card becomes the defending card."""
    d = game.vars["defender"]
    if d in game.objs and "revenge" in keywords(game, d):
        game.vars["revenge"] = d


def blocker(game: Game, t: Trigger) -> None:
    """[Blocker] (dbscg 10-4): when another of your cards is attacked, you may rest this card
    and it becomes the defending card; the card must still be Active (1-3-2-1)."""
    v = game.vars
    o = game.objs.get(t.source)
    if not v["battle"] or o is None or o.zone not in (f"battle{t.controller}", f"leader{t.controller}") or o.tapped \
            or v["defender"] == t.source:
        return
    game.ask(t.controller, "block", (("block", t.source), NO), "on_block")


@handler
def on_block(game: Game, choice: tuple) -> None:
    if choice != NO:
        game.w(choice[1]).tapped = True
        game.vars["defender"] = choice[1]
        note_revenge(game)                     # its own "when attacked" skills trigger (10-4-1-1)


def in_battle(game: Game) -> bool:
    v = game.vars
    a, d = v["attacker"], v["defender"]
    return (not v["negated"] and a in game.objs and d in game.objs
            and game.objs[a].zone[:-1] in FIELD and game.objs[d].zone[:-1] in FIELD)


@step
def after_declare(game: Game) -> None:
    """dbscg 7-1-4 / masters 8-1-6: a negated attack, or a card gone, ends the battle early."""
    if not in_battle(game):
        for s in reversed(ed(game).early_end):
            game.push(s)
        return
    step_triggers(game, "attack_step")             # masters 8-2-2, then the checkpoint 8-2-3
    for s in reversed(("check", "offense_free", "defense", "damage_step")):
        game.push(s)


def combo_options(game: Game, p: int, exclude: int) -> list:
    """Combo from the Battle Area (an Active card other than the battling one) or from hand,
    paying the combo cost with any energy (dbscg 7-2-1-2-1/2, masters 5-7-5/5-7-6)."""
    out = []
    objs = game.objs
    if battle_locked(game, p):
        return out                                  # "you can't ... use cards in combos" (permissions.py)
    payable: dict = {}                              # card number -> whether p can pay its combo cost: asked once

    def affordable(card) -> bool:
        ok = payable.get(card.code)
        if ok is None:
            ok = payable[card.code] = can_pay(game, p, *combo_cost(game, p, card))
        return ok

    for oid in game.zones[f"battle{p}"]:
        o = objs[oid]
        if oid != exclude and (not o.tapped or rest_combo(game, p, oid)) and o.card.can_combo \
                and affordable(o.card) \
                and not any(s.no_combo_from_battle for s in o.card.skill):   # "can't be used in combos from Battle Areas"
            out.append(("combo", oid))
    for oid in game.zones[f"hand{p}"]:
        c = objs[oid].card
        if c.type == "Battle" and c.can_combo and affordable(c):
            out.append(("combo", oid))
    return out


def combo(game: Game, p: int, oid: int) -> None:
    """Pay the combo cost, then the card goes to the Combo Area; a counter timing follows."""
    game.push("counter_window", "skill", p)
    game.push("do_combo", p, oid)
    start_payment(game, p, *combo_cost(game, p, game.objs[oid].card))


def combo_cost(game: Game, p: int, card) -> tuple[int, dict]:
    """The combo cost after cost changes (masters 5-6-3-1, 5-6-4; costs.py)."""
    return changed(game, p, "combo", card.combo_cost, {}, card.traits)


@step
def do_combo(game: Game, p: int, oid: int) -> None:
    if oid in game.objs and game.objs[oid].zone[:-1] in ("hand", "battle"):
        new = relocate(game, oid, "combo")
        if new:
            add_triggers(game, new, "comboed")        # "When this card is used in a combo"
            you_combo(game, p)                        # "When you use a card in a combo" (events.py)


def combo_by_skill(game: Game, p: int, oid: int, negate: bool) -> int:
    """A skill's "use <card> from <zone> in a combo (with its skills negated for the turn)": a
    Battle Card that can combo (5-7-2) goes to the Combo Area without its combo cost (5-7-3-1), in
    a battle and unless a lock forbids combos; the negation is on the card as it moves (3-1-4-3), so
    its "when used in a combo" skills do nothing; the player's "When you use a card in a combo" skills
    trigger. Returns the card in the Combo Area (0: none)."""
    o = game.objs.get(oid)
    if o is None or not game.vars["battle"] or o.card.type != "Battle" or not o.card.can_combo \
            or battle_locked(game, p):
        return 0
    new = relocate(game, oid, "combo")
    if not new:
        return 0
    if negate:
        game.effects.append(Effect(game.tick(), 0, "negate", 1, new, (new,), "turn", p))
    add_triggers(game, new, "comboed")
    you_combo(game, p)
    return new


def can_combo_now(game: Game, p: int, x: int) -> bool:
    """A card an effect may use in a combo now (combo_by_skill's conditions)."""
    c = game.objs[x].card
    return bool(game.vars["battle"]) and c.type == "Battle" and c.can_combo and not battle_locked(game, p)


@step
def choose_combo(game: Game, p: int, zone: str, pick: tuple, negate: bool, frame: int = NO_FRAME) -> None:
    """"Use up to 1 <pick> card from your <zone> in a combo (with its skills negated for the turn)"."""
    cands = tuple(("combo", x) for x in game.zones[f"{zone}{p}"] if fits(game, x, pick) and can_combo_now(game, p, x))
    if cands:
        game.ask(p, "target", cands + (NO,), "on_choose_combo", p, negate, frame, prompt="use which card in a combo?")


@handler
def on_choose_combo(game: Game, choice: tuple, p: int, negate: bool, frame: int = NO_FRAME) -> None:
    if choice != NO:
        combo_by_skill(game, p, choice[1], negate)
        report(game, frame)


@step
def defense(game: Game) -> None:
    """A Unison defending card skips the Defense step (dbscg 7-2-1-3-1), and so does the defending
    Battle Card of an attacker a [Permanent] names ("when your <X> cards attack your opponent's Battle
    Cards, your opponent skips their Defense Step", permissions.py)."""
    v = game.vars
    if not in_battle(game) or game.objs[v["defender"]].zone[:-1] == "unison":
        return
    if game.objs[v["defender"]].card.battle and active_attack(game, v["tp"], v["attacker"]):
        return
    step_triggers(game, "defense_step")            # masters 8-3-2, then the checkpoint 8-3-3
    game.push("defense_free")
    game.push("check")


def strike(game: Game, oid: int) -> int:
    """Double/Triple/Quadruple Strike: 2/3/4 damage instead of 1 (dbscg 10-7-1); masters
    22-7-2: if it would deal X-1 or less, X instead (the same from a base of 1)."""
    kw = keywords(game, oid)
    for n, k in ((4, "quadruple_strike"), (3, "triple_strike"), (2, "double_strike")):
        if k in kw:
            return n
    return 1


@step
def damage_step(game: Game) -> None:
    """dbscg 7-4-1-1 / masters 8-4-2/8-4-3: start-of-damage-step triggers and a checkpoint, then
    the comparison; the battle end follows (masters 8-4-9)."""
    step_triggers(game, "damage_step")             # masters 8-4-2, then the checkpoint 8-4-3
    game.push("battle_end")
    game.push("damage_compare")
    game.push("check")


def battle_powers(game: Game) -> tuple[int, int]:
    """The attacking and the defending power with the combo powers added (dbscg 7-4-1-2/3)."""
    v = game.vars
    tp = v["tp"]
    zones, objs = game.zones, game.objs
    ap = power(game, v["attacker"]) + sum(objs[x].card.combo_power for x in zones[f"combo{tp}"])
    dp = power(game, v["defender"]) + sum(objs[x].card.combo_power for x in zones[f"combo{1 - tp}"])
    return ap, dp


def winning_attack(game: Game) -> int:
    """For the agents' evaluation: the defending card if the battle in progress, ended now, would
    go to the attacker (its power against the defender's, the combos made: 7-4-1-2); 0 if no
    battle is on or the defender holds. What that card loses is the evaluation's to weigh."""
    if not game.vars["battle"] or not in_battle(game):
        return 0
    ap, dp = battle_powers(game)
    return game.vars["defender"] if ap >= dp else 0


@step
def damage_compare(game: Game) -> None:
    """dbscg 7-4-1-2..4 / masters 8-4-4..6: combo powers add; attacker power >= defender power
    wins (ties go to the attacker). A Leader takes damage, a Battle card is KO'd (the attacker's
    "When this card KOs" [Auto]s trigger: dbscg 7-4-1-4-4-1 at once, masters 8-4-6-2-3 after the
    checkpoint; RULINGS D157), a Unison loses markers; a checkpoint follows (dbscg 7-4-1-5, masters
    8-4-6-2-2, 8-4-8)."""
    if not in_battle(game):
        return
    v = game.vars
    tp = v["tp"]
    a, d = v["attacker"], v["defender"]
    ap, dp = battle_powers(game)
    v["last_compare"] = (ap, dp)
    if game.log is not None:
        game.event("battle", game.objs[a].card.code, game.objs[d].card.code, ap, dp)
    if ap < dp:
        return                                           # 7-4-1-5's check timing would find nothing to do
    kind = game.objs[d].card.type
    late = kind not in ("Leader", "Unison") and ed(game).kos_after_check and "kos" in game.objs[a].card.auto_on
    if late:
        game.push("battle_kos", a)                       # masters 8-4-6-2-3: after the checkpoint 8-4-6-2-2
    game.push("check")                                   # 7-4-1-5 (and 7-4-1-4-4-1's check timing)
    kw = keywords(game, a)
    if kind == "Leader":
        if "victory_strike" in kw:
            # 10-20, 1-2-6: dealing damage by attacking wins at once.
            game.end(tp, f"10-20: player {tp} dealt damage with [Victory Strike]")
            return
        game.push("battle_damage", 1 - tp, strike(game, a), "critical" in kw)
        game.push("check")                               # masters 8-4-6-1-2: a checkpoint before the damage
    elif kind == "Unison":
        n = 99 if "victory_strike" in kw else strike(game, a)        # 7-4-1-4-3-1..3
        game.push("battle_markers", d, n)
        game.push("check")                               # masters 8-4-6-3-2: a checkpoint before the removal
    elif ko(game, d, by=tp):                                         # 7-4-1-4-2, 7-4-1-4-4
        if late:
            v["battle_kod"] = 1
        else:
            add_triggers(game, a, "kos")     # 7-4-1-4-4-1: "When this card KOs" triggers; the check timing above


@step
def battle_kos(game: Game, a: int) -> None:
    """masters 8-4-6-2-3: once the checkpoint after the defending Battle Card's KO (8-4-6-2-2) is
    done, the attacking card's "When this card KOs" [Auto]s trigger; the Damage Step's checkpoint
    (8-4-8) or the battle end's (8-5-1) resolves them."""
    if game.vars.pop("battle_kod", 0) and a in game.objs:
        add_triggers(game, a, "kos")


@step
def battle_damage(game: Game, q: int, n: int, critical: bool) -> None:
    """masters 8-4-6-1-2-1: the attacking card deals the damage to the non-active player (5-10),
    unless the checkpoint before it left no battle (8-1-7)."""
    if in_battle(game):
        damage(game, q, n, critical)


@step
def battle_markers(game: Game, oid: int, n: int) -> None:
    """masters 8-4-6-3-3: the defending Unison loses its markers, if the battle is still on (8-1-7)."""
    if in_battle(game):
        remove_markers(game, oid, n)


@step
def battle_end(game: Game) -> None:
    for s in reversed(ed(game).battle_end):
        game.push(s)
    if step_triggers(game, "damage_step_end"):     # masters 8-4-7: "when the Damage Step ends"
        game.push("check")                         # 8-4-8


@step
def combo_to_drop(game: Game) -> None:
    """dbscg 7-4-1-6 / masters 8-5-8: all Battle cards in both Combo Areas to their owners' Drops."""
    for p in (0, 1):
        for oid in list(game.zones[f"combo{p}"]):
            relocate(game, oid, "drop")


@step
def end_of_battle(game: Game) -> None:
    """[Dual Attack]/[Triple Attack] switch the attacker Active after the battle, X-1 times a
    turn (dbscg 10-8); [Revenge] KOs the attacking card at the end of the battle (10-9)."""
    v = game.vars
    a = v["dual"]
    if a and a in game.objs and game.objs[a].tapped:
        p = game.objs[a].controller
        used = game.pvars[p].get("dual_used", ())
        times = 2 if "triple_attack" in keywords(game, a) else 1
        if used.count((v["turn"], a)) < times:
            game.pvars[p]["dual_used"] = used + ((v["turn"], a),)
            game.w(a).tapped = False
    r = v.get("revenge", 0)
    att = v["attacker"]
    if r and att in game.objs and game.objs[att].zone[:-1] == "battle":
        ko(game, att, by=1 - v["tp"])
    for x in (att, v["defender"]):
        if x in game.objs and game.objs[x].zone[:-1] in FIELD:
            add_triggers(game, x, "battle_end_self")   # "After using this card in a battle" (masters 8-5-9)


@step
def battle_effects_end(game: Game) -> None:
    """Effects 'for the duration of the battle' end; the battle ends (dbscg 7-4-1-9/10, masters 8-5-11..13)."""
    game.effects = [e for e in game.effects if e.until != "battle"]
    game.vars.update(battle=0, attacker=0, defender=0, negated=0, dual=0, revenge=0)
