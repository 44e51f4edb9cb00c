"""The combat phase (306-311): the beginning of combat, the declarations of attackers and
blockers with their restrictions, requirements and costs (308.2, 309.2, 500), the triggers of
the declarations (flanking 502.3, rampage 502.12, provoke 502.29, "whenever ... attacks /
blocks / becomes blocked"), and the end of combat. Combat damage is in combat_damage.py; who
may attack or block whom in combat_rules.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.priority import open_round
from . import combat_damage, prevention, protection, regeneration, text, text_changes  # noqa: F401  (register steps, verbs, hooks)
from .actions import remove_from_combat  # noqa: F401  (the one way out of combat, 306.2)
from .base import ATTACKING, BLOCKED, BLOCKING, DONE, REG, StackItem, Trigger, other
from .chars import chars, fmatch, instances
from .choices_and_prohibitions import end_of_combat_triggers, skipped
from .combat_rules import (
    attack_tax,
    blocks_ok,
    can_attack,
    can_block,
    can_block_at_all,
    capacity,
    max_obeyed,
    must_attack,
    obeyed,
    requirements,
    sick,
)
from .costs import options_of
from .mana_triggers import produced
from .play import produce

if TYPE_CHECKING:
    from ...engine.state import Game

RESTART = ("restart",)


@REG.step
def begin_combat(game: Game) -> None:
    if skipped(game, "combat"):       # 300.9, 419.6e-f: the whole combat phase is skipped
        return
    game.vars["phase"], game.vars["step"] = "combat", "begin_combat"     # 307.1
    game.vars["attackers"], game.vars["blocks"], game.vars["provoked"] = (), (), ()
    open_round(game, game.vars["tp"])


# ----------------------------------------------------------------------- declare attackers
def _mana_available(game: Game, p: int, exclude: tuple) -> int:
    """Generic mana `p` could pay now: the pool and one per untapped mana source (406)."""
    n = sum(game.pvars[p]["pool"])
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller == p and not o.tapped and o.card.mana and oid not in exclude and \
                not ("Creature" in o.card.types and sick(game, oid)):
            n += 1
    return n


@REG.step
def declare_attackers(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "declare_attackers"   # 308.1
    game.push("ask_attacker", ())


@REG.step
def ask_attacker(game: Game, chosen: tuple) -> None:
    """308.2a, 500.2: the active player picks attackers one at a time; `done` is offered only
    when every creature that must attack and can (without an attack cost) is chosen."""
    tp = game.vars["tp"]
    tax = attack_tax(game, tp)
    cands = [oid for oid in game.zones["play"] if game.objs[oid].controller == tp and oid not in chosen
             and can_attack(game, oid)]
    if tax:
        cands = [oid for oid in cands if _mana_available(game, tp, chosen + (oid,)) >= tax * (len(chosen) + 1)]
    opts = [("attack", oid) for oid in cands]
    done_ok = not (any(must_attack(game, oid) for oid in cands) and not tax)
    if done_ok:
        opts.insert(0, DONE)
    if not cands:
        on_attacker(game, DONE, chosen)
        return
    game.ask(tp, "attack", tuple(opts), "on_attacker", chosen, prompt="declare an attacker, or done")


@REG.handler
def on_attacker(game: Game, choice: tuple, chosen: tuple) -> None:
    if choice != DONE:
        game.push("ask_attacker", chosen + (choice[1],))
        return
    for oid in chosen:
        if "vigilance" not in chars(game, oid).keywords:
            game.w(oid).tapped = True                   # 308.2c (not a cost)
    tax = attack_tax(game, game.vars["tp"]) * len(chosen)   # 308.2d: locked once determined
    game.push("attackers_declared", chosen)
    if tax:
        game.push("pay_combat_cost", game.vars["tp"], tax)


@REG.step
def pay_combat_cost(game: Game, p: int, left: int) -> None:
    """308.2e-f, 309.2c-d: mana abilities may be played, and the whole cost is paid (only
    declarations that can be paid are offered, so this always completes)."""
    if left <= 0:
        return
    opts = [("pool", ci) for ci in range(6) if game.pvars[p]["pool"][ci]]
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller == p and not o.tapped and o.card.mana and not ("Creature" in o.card.types and sick(game, oid)):
            m = produced(game, oid)
            if len(m) == 1:
                opts.append(("tap", oid))
            else:        # several mana, a choice (406.1) or triggered mana (411.3): into the pool
                opts += [("tap", oid, k) for k in range(len(options_of(game, oid, m)))]
    game.ask(p, "pay", tuple(opts), "on_pay_combat_cost", p, left, prompt=f"pay {left} for the attack")


@REG.handler
def on_pay_combat_cost(game: Game, choice: tuple, p: int, left: int) -> None:
    if choice[0] == "pool":
        pool = list(game.pvars[p]["pool"])
        pool[choice[1]] -= 1
        game.pvars[p]["pool"] = tuple(pool)
    elif len(choice) > 2:
        mana = produced(game, choice[1])
        game.w(choice[1]).tapped = True                # its mana goes into the pool, paid from there next
        produce(game, p, choice[1], options_of(game, choice[1], mana)[choice[2]])
        game.push("pay_combat_cost", p, left)
        return
    else:
        game.w(choice[1]).tapped = True                # a mana ability during payment; its mana is spent at once
    game.push("pay_combat_cost", p, left - 1)


@REG.step
def attackers_declared(game: Game, chosen: tuple) -> None:
    """308.2g: each chosen creature still controlled by the active player becomes attacking;
    308.3: "attacks" abilities trigger; 308.4: no attackers skips blockers and damage."""
    tp = game.vars["tp"]
    chosen = tuple(a for a in chosen if a in game.objs and game.objs[a].controller == tp)
    for oid in chosen:
        game.w(oid).marks |= ATTACKING
    game.vars["attackers"] = chosen
    if not chosen:
        open_round(game, tp)
        return
    game.event("attack", tp, tuple(game.objs[a].card.code for a in chosen))
    game.push("combat_damage")
    game.push("declare_blockers")
    open_round(game, tp)                               # after the triggers below are on the stack
    for a in chosen:
        _ability_triggers(game, a, "attacks")
        for _ in range(instances(chars(game, a), "provoke")):     # 502.29b: each instance triggers
            game.push("provoke_target", a)


def _ability_triggers(game: Game, oid: int, when: str) -> None:
    o = game.objs[oid]
    for i in o.card.triggers:
        if o.card.abilities[i].when == when:
            game.pending.append(Trigger(o.controller, oid, o.card.code, i))


def _pair_triggers(game: Game, oid: int, other: int) -> None:
    """"Whenever X blocks or becomes blocked by a [subject] creature" (309.3): X triggers once for
    each creature it blocks or that blocks it and matches the subject; that creature is the
    trigger's subject ("that creature")."""
    o = game.objs[oid]
    card = o.card
    for i in card.triggers:
        ab = card.abilities[i]
        if ab.when == "blocks_or_blocked_by" and (ab.subject is None or fmatch(
                text_changes.filter_(ab.subject, text_changes.changes(game, oid)), chars(game, other), game.objs[other], o.controller)):
            game.pending.append(Trigger(o.controller, oid, card.code, i, other))


def _keyword_trigger(game: Game, source: int, what: tuple, targets: tuple = ()) -> None:
    """A keyword's triggered ability (flanking, rampage, provoke) put on the stack."""
    o = game.objs[source]
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "combat_trigger", o.controller, source, o.card.code, -1, targets, what))


@REG.step
def provoke_target(game: Game, a: int) -> None:
    """502.29a: "When this creature attacks, you may have target creature defending player
    controls untap and block it if able": the target is chosen as it goes on the stack."""
    if a not in game.objs:
        return
    d = other(game.objs[a].controller)
    opts = tuple(("target", ("o", x)) for x in game.zones["play"] if game.objs[x].controller == d
                 and "Creature" in chars(game, x).types and not protection.protected_from(game, x, a))
    if opts:
        game.ask(game.objs[a].controller, "target", opts, "on_provoke_target", a,
                 prompt="provoke: choose a creature to untap and force to block")


@REG.handler
def on_provoke_target(game: Game, choice: tuple, a: int) -> None:
    _keyword_trigger(game, a, ("provoke",), (choice[1],))


# ------------------------------------------------------------------------ declare blockers
@REG.step
def declare_blockers(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "declare_blockers"    # 309.1
    game.push("ask_blocker", ())


def _block_options(game: Game, chosen: tuple) -> list:
    d = other(game.vars["tp"])
    attackers = game.vars["attackers"]
    opts = []
    for b in game.zones["play"]:
        if game.objs[b].controller != d or not can_block_at_all(game, b):
            continue
        mine = [a for x, a in chosen if x == b]
        if len(mine) >= capacity(game, b):
            continue
        opts.extend(("block", b, a) for a in attackers if a not in mine and can_block(game, b, a))
    return opts


def _blocks_legal(game: Game, chosen: tuple) -> bool:
    """500.3-500.5: no restriction broken and as many requirements obeyed as possible."""
    if not blocks_ok(game, chosen):
        return False
    reqs = requirements(game, other(game.vars["tp"]), game.vars["attackers"])
    if not reqs:
        return True
    return obeyed(reqs, chosen) >= max_obeyed(game, game.vars["attackers"], reqs)


@REG.step
def ask_blocker(game: Game, chosen: tuple) -> None:
    """309.2a: the defending player picks (blocker, attacker) pairs one at a time; a creature
    may block as many attackers as its abilities allow. An illegal declaration can be started
    again (309.2, 422)."""
    d = other(game.vars["tp"])
    opts = _block_options(game, chosen)
    legal = _blocks_legal(game, chosen)
    if not opts and legal:
        on_blocker(game, DONE, chosen)
        return
    head = (DONE,) if legal else (RESTART,) if chosen else ()
    game.ask(d, "block", head + tuple(opts), "on_blocker", chosen, prompt="declare a blocker, or done")


@REG.handler
def on_blocker(game: Game, choice: tuple, chosen: tuple) -> None:
    if choice == RESTART:
        game.push("ask_blocker", ())
        return
    if choice != DONE:
        game.push("ask_blocker", chosen + ((choice[1], choice[2]),))
        return
    d = other(game.vars["tp"])
    chosen = tuple((b, a) for b, a in chosen if b in game.objs and game.objs[b].controller == d)
    for b, _ in chosen:
        game.w(b).marks |= BLOCKING                     # 309.2e
    for a in {a for _, a in chosen}:
        game.w(a).marks |= BLOCKED                      # 309.2f
    game.vars["blocks"] = chosen
    if game.log is not None:
        game.event("blocks", d, tuple((game.objs[b].card.code, game.objs[a].card.code) for b, a in chosen))
    open_round(game, game.vars["tp"])
    _block_triggers(game, chosen)


def _block_triggers(game: Game, chosen: tuple) -> None:
    """309.3: abilities that trigger on blocking or becoming blocked, and flanking (502.3) and
    rampage (502.12), each instance separately."""
    for b in dict.fromkeys(b for b, _ in chosen):
        _ability_triggers(game, b, "blocks")
    for b, a in chosen:           # "blocks or becomes blocked by a [subject] creature": per creature
        _pair_triggers(game, b, a)
        _pair_triggers(game, a, b)
    for a in game.vars["attackers"]:
        blockers = [b for b, x in chosen if x == a]
        if not blockers:
            continue
        _ability_triggers(game, a, "becomes_blocked")
        c = chars(game, a)
        for _ in range(instances(c, "flanking")):                  # 502.3b: each instance triggers
            for b in blockers:
                if "flanking" not in chars(game, b).keywords:
                    _keyword_trigger(game, a, ("flanking", b))
        if len(blockers) >= 2:
            for k in sorted(c.keywords):
                if k.startswith("rampage_"):
                    for _ in range(instances(c, k)):                # 502.12c
                        _keyword_trigger(game, a, ("rampage", int(k[8:])))


@REG.step
def end_combat(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "end_combat"      # 311.1
    end_of_combat_triggers(game)                                        # 311.1, 404.4
    open_round(game, game.vars["tp"])
