"""Grammar of issue 20's ffopusA area: the last cards of Opus I–V that move cards, replace moves
and follow a card (Exdeath 3-100L, Onion Knight 4-054L...). `grammar.grammar()` calls
`opusa_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def opusa_rules(g: Grammar) -> None:
    _two_removals(g)
    _job_change(g)
    _removed_instead(g)
    _delayed_choice(g)
    _same_amount(g)
    _silent_search(g)


def _two_removals(g: Grammar) -> None:
    """"Remove all Characters on the field other than Exdeath and all cards in the Break Zone from
    the game" (3-100L): one sentence, two sets of cards removed (the Break Zones of both players)."""
    g.rule("postmod", "in the break zone", {"zone": "break", "owner": "any"}, variant="the_break_zone")
    g.rule("vp", "remove {t:all} and {u:all} from the game",
           [{"do": "move", "to": "$t", "zone": "removed"}, {"do": "move", "to": "$u", "zone": "removed"}])


def _job_change(g: Grammar) -> None:
    """"[Job Change: Ninja] {S} Place Onion Knight at the bottom of your deck. If you do so, search
    for 1 _Card Name Onion Knight_ with _Job Sage_ and play it onto the field." (4-054L)."""
    g.rule("postmod", "with {j:job}", {"job": "$j"}, variant="with_job")


def _removed_instead(g: Grammar) -> None:
    """"If a Character is put from the field into the Break Zone, you may remove it from the game
    instead." (1-176H Yuna, 3-101L Enuo): a replacement ability of the card on the Field, its
    controller deciding for each card as it moves (instead.py, 11.12.5)."""
    g.rule("ability", "if {s:a_sel} is put from the field into the break zone , you may remove it from the game instead .",
           {"kind": "replacement", "replaces": {"event": "put_into_break", "card": "$s"}, "optional": True,
            "effects": [{"do": "move", "to": "subject", "zone": "removed"}]})


def _delayed_choice(g: Grammar) -> None:
    """"When it is put from the field into the Break Zone this turn, choose 1 Forward opponent
    controls. Dull it." (1-211S Rygdea): a delayed auto ability that chooses its own target as it
    is put on the stack (delayed_targets.py); the rest of the ability is its effect."""
    g.rule("sentence", "when {t:obj} is put from the field into the break zone this turn , choose {c:counted} . {b:body}",
           [{"do": "delayed", "trigger": {"event": "put_into_break", "card": "$t"}, "duration": "turn",
             "effects": [{"do": "choose", "...": ["c"]}, "*b"]}], variant="this_turn_choose")


def _same_amount(g: Grammar) -> None:
    """"When Shantotto is dealt damage, deal the same amount of damage to all the Forwards other
    than Shantotto. If a Forward damaged by this ability is put into the Break Zone this turn,
    remove it from the game instead." (4-083L): the amount the triggering event carried (the
    quantity `{ amount = "subject" }`, the damage the trigger's event carried); the Forwards the damage reached (bound `hurt`) are removed instead
    of being put into the Break Zone until the end of the turn (instead.py)."""
    g.rule("body", "deal the same amount of damage to {t:all} . if a forward damaged by this ability is put into the "
           "break zone this turn , remove it from the game instead .",
           [{"do": "damage", "to": "$t", "n": {"amount": "@received"}, "as": "hurt"},
            {"do": "grant", "to": "hurt", "what": ["removed_instead_of_break"], "duration": "turn"}])


def _silent_search(g: Grammar) -> None:
    """"you may search for up to 4 Forwards of cost 2, each of a different Element and play them
    onto the field. Their auto-abilities will not trigger." (1-135L Golbez): a selection in the deck
    whose picks share no Element (`distinct`), played without triggering their own auto abilities
    (silent_entry.py); the deck is shuffled after the search."""
    g.rule("body", "you may search for up to {n:many} {s:sel_pl} , each of a different element and play them onto the "
           "field . their auto-abilities will not trigger .",
           [{"do": "may", "effects": [
               {"do": "select", "n": "$n", "up_to": True, "sel": {"zone": "deck", "...": ["s"]}, "distinct": "element"},
               {"do": "play_silently", "to": "@them"}, {"do": "shuffle"}]}])
