"""What `tcg cards coverage GAME` and `tcg cards GAME CODE` print."""

from __future__ import annotations

import json
from typing import Any

from rich.markup import escape
from rich.table import Table

from .card_coverage import coverage, pool_module
from .cli_common import console, fail


def show_coverage(rules: Any, json_out: bool) -> None:
    cov = coverage(rules.id, rules)
    if json_out:
        print(json.dumps(cov.to_dict()))
        return
    if not cov.pool:
        console.print(f"[bold]{rules.id}[/bold]: no reference pool of printed cards yet; counting its "
                      f"{cov.total} card definitions (all loadable).")
        return
    t = Table("set", "supported", "total", "%")
    for name, s in cov.by_set.items():
        t.add_row(name, str(s["supported"]), str(s["total"]), f"{100 * s['supported'] / s['total']:.1f}")
    console.print(t)
    pct = 100 * cov.supported / cov.total if cov.total else 0.0
    console.print(f"[bold]{rules.id}[/bold]: {cov.supported}/{cov.total} cards of the reference pool supported "
                  f"({pct:.1f}%); {len(cov.unsupported)} unsupported (`--json` lists them with the reason)")


def show_card(rules: Any, code: str) -> None:
    mod = pool_module(rules.id)
    card = mod.pool_card(code) if mod else None
    if card is None:
        c = rules.cards.get(code)
        if c is None:
            fail(f"unknown card {code!r} in {rules.id}")
        console.print(f"[bold]{escape(code)}[/bold] {escape(c.name)}")
        console.print(escape(rules.summary(c).text), soft_wrap=True)
        return
    console.print(f"[bold]{escape(card.code)}[/bold] {escape(card.name)} ({card.type}, {card.set})")
    console.print("[bold]printed[/bold]")
    console.print(escape(card.text or "(no text)"), soft_wrap=True)
    if not card.supported:
        console.print(f"[red]unsupported[/red]: {escape(card.unsupported)}", soft_wrap=True)
        return
    console.print("[bold]rendered from the abilities[/bold]")
    console.print(escape(mod.render(card)), soft_wrap=True)
    if card.keywords:
        console.print(f"keywords: {', '.join(card.keywords)}")
    for i, ab in enumerate(card.abilities, 1):
        console.print(f"[bold]ability {i}[/bold] {escape(json.dumps(ab))}", soft_wrap=True)
