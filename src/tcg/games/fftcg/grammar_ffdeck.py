"""Grammar of cards that move cards between deck, hand, Break Zone and removed, and of CP paid
as an effect (docs/abilities.md; grammar.py calls `deck_rules`)."""

from __future__ import annotations

from ...engine.templates import Grammar


def deck_rules(g: Grammar) -> None:
    _paying(g)
    _decks(g)
    _hands(g)
    _numbers(g)
    _reveal_until(g)
    _among_chosen(g)
    _each_player(g)
    g.rule("vp", "cast 1 {s:sel_sg} from your hand without paying <its|the> cost",
           [{"do": "cast_from_hand", "sel": "$s", "optional": False}])


def _decks(g: Grammar) -> None:
    """The top of a deck put into the Break Zone or removed from the game (`mill` with its
    `zone`), a searched card put on top of the deck, a revealed card played "among them"."""
    g.rule("vp", "put the top {n:many} cards of your deck into the break zone", [{"do": "mill", "n": "$n", "who": "you"}])
    g.rule("vp", "put the top card of your deck into the break zone", [{"do": "mill", "n": 1, "who": "you"}])
    g.rule("vp", "remove the top {n:many} cards of your deck from the game",
           [{"do": "mill", "n": "$n", "who": "you", "zone": "removed"}])
    g.rule("vp", "remove the top card of your deck from the game", [{"do": "mill", "n": 1, "who": "you", "zone": "removed"}])
    for words, n in (("the top {n:many} cards", "$n"), ("the top card", 1)):
        g.rule("extra", f"put {words} of your deck into the break zone", [{"do": "mill", "n": n, "who": "you"}])
        g.rule("extra", f"remove {words} of your deck from the game",
               [{"do": "mill", "n": n, "who": "you", "zone": "removed"}])
    g.rule("extra", "return {s:self} to its owner's hand", [{"do": "return_to_hand", "to": "$s"}])
    # searched, then the deck shuffled, then the card put on top (not into the hand)
    g.rule("vp", "search for {n:one} {s:sel_sg} and put it on top of your deck",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "owner": "you", "...": ["s"]}},
            {"do": "shuffle"}, {"do": "move", "to": "@it", "zone": "deck"}])
    # a search may always find fewer (a hidden zone): "up to N" says the same as N
    g.rule("vp", "search for up to {n:many} {s:sel_pl} and add them to your hand", [{"do": "search", "n": "$n", "sel": "$s"}],
           variant="up_to_them")
    g.rule("vp", "search for {n:one} {s:sel_sg} and put it into the break zone",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "owner": "you", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}, {"do": "shuffle"}])
    rest = {"do": "move", "to": {"among": "@them"}, "zone": "deck", "bottom": True}
    g.rule("sentence", "play up to {n:one} {s:sel_sg} among them onto the field and return the other cards to the bottom "
           "of your deck in any order .",
           [{"do": "select", "n": "$n", "up_to": True, "sel": {"among": "@them", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "field"}, rest])
    for dull, words in ((False, ""), (True, " dull")):
        g.rule("sentence", f"play {{n:one}} {{s:sel_sg}} among them onto the field{words} and return the other cards to "
               "the bottom of your deck in any order .",
               [{"do": "select", "n": "$n", "sel": {"among": "@them", "...": ["s"]}},
                {"do": "move", "to": "@it", "zone": "field", **({"dull": True} if dull else {})}, rest])
    for n, noun, pron in (("one", "sel_sg", "@it"), ("many", "sel_pl", "@them")):
        for up in (False, True):
            take = [{"do": "select", "n": "$n", "sel": {"among": "@them", "...": ["s"]}, **({"up_to": True} if up else {})},
                    {"do": "move", "to": pron, "zone": "hand"}]
            head = f"add {'up to ' if up else ''}{{n:{n}}} {{s:{noun}}} among them to your hand"
            if up or n == "many":
                g.rule("sentence", f"{head} and return the other cards to the bottom of your deck in any order .",
                       [*take, rest])
                g.rule("sentence", f"{head} and put the rest of the cards into the break zone .",
                       [*take, {"do": "move", "to": {"among": "@them"}, "zone": "break"}])
            g.rule("sentence", f"{head} , and put the rest of the cards into the break zone .",
                   [*take, {"do": "move", "to": {"among": "@them"}, "zone": "break"}], variant="comma")
            g.rule("sentence", f"{head} , and return the other cards to the bottom of your deck in any order .",
                   [*take, rest], variant="comma")


def _reveal_until(g: Grammar) -> None:
    """"Turn over one card at a time from the top of your deck until an Ice or Wind card is
    revealed. Add it to your hand. Then, shuffle the other cards and return them to the bottom
    of your deck." (`reveal_until`: the three sentences are its one effect)."""
    g.rule("until", "<a|an> {e:element} or {f:element} card", {"element": ["$e", "$f"]})
    head = "turn over one card at a time from the top of your deck until {s:until} is revealed . add it to your hand ."
    g.rule("sentence", head + " then , shuffle the other cards and return them to the bottom of your deck .",
           [{"do": "reveal_until", "sel": "$s"}])
    g.rule("sentence", head + " then , shuffle the other cards revealed and return them to the bottom of your deck .",
           [{"do": "reveal_until", "sel": "$s"}], variant="revealed")


def _among_chosen(g: Grammar) -> None:
    """"Choose 4 Summons in your Break Zone. Add 1 of them to your hand, and remove the rest from
    the game.": the choice of one among the chosen; "place any number of cards from your hand at
    the bottom of your deck in any order. Then, draw the same number of cards."."""
    g.rule("sentence", "add 1 of them to your hand , and remove the rest from the game .",
           [{"do": "select", "n": 1, "sel": {"among": "@them"}}, {"do": "move", "to": "@it", "zone": "hand"},
            {"do": "move", "to": {"among": "@them"}, "zone": "removed"}])
    hand = {"zone": "hand", "owner": "you"}
    g.rule("sentence", "place any number of cards from your hand at the bottom of your deck in any order . then , draw "
           "the same number of cards .",
           [{"do": "select", "n": {"count": hand}, "up_to": True, "sel": hand},
            {"do": "move", "to": "@them", "zone": "deck", "bottom": True},
            {"do": "draw", "n": {"count": "@them"}, "who": "you"}])
    g.rule("vp", "you may play 1 {a:job} or 1 {b:cardname} {p:post} from your hand onto the field",
           [{"do": "play_from_hand", "sel": {"any_of": [{"job": "$a"}, {"name": "$b"}], "...": ["p"]}}], variant="or_1")


def _each_player(g: Grammar) -> None:
    """"Both players select 1 Forward they control and put it into the Break Zone", "each player
    selects 1 Forward from his/her Break Zone and adds it to his/her hand": `each_player`, the
    turn player first (11.11.6), each selecting among their own cards (`controller`/`owner` each)."""
    g.rule("vp", "both players select 1 {s:sel_sg} they control and put it into the break zone",
           [{"do": "each_player", "order": "turn", "effects": [
               {"do": "select", "n": 1, "who": "each", "sel": {"controller": "each", "...": ["s"]}},
               {"do": "move", "to": "@it", "zone": "break"}]}])
    g.rule("vp", "each player selects 1 {s:sel_sg} from <his/her|their> break zone and adds it to <his/her|their> hand",
           [{"do": "each_player", "order": "turn", "effects": [
               {"do": "select", "n": 1, "who": "each", "sel": {"zone": "break", "owner": "each", "...": ["s"]}},
               {"do": "move", "to": "@it", "zone": "hand"}]}])


def _hands(g: Grammar) -> None:
    """A player's hand revealed, a card selected in it, "your opponent discards this card"."""
    g.rule("vp", "your opponent reveals <his/her|their> hand", [{"do": "reveal_hand", "who": "opponent"}])
    for where in ("from their hand", "in their hand"):
        g.rule("sentence", f"select {{n:one}} {{s:sel_sg}} {where} . your opponent discards this card .",
               [{"do": "select", "n": "$n", "sel": {"zone": "hand", "owner": "opponent", "...": ["s"]}},
                {"do": "discard", "who": "opponent", "sel": {"among": "@it"}}],
               variant="" if where.startswith("from") else "in_hand")
    g.rule("vp", "select {c:counted}", [{"do": "select", "...": ["c"]}])
    g.rule("vp", "your opponent discards {n:one} more card from <his/her|their> hand",
           [{"do": "discard", "n": "$n", "who": "opponent"}], variant="more")
    g.rule("vp", "your opponent may play 1 {s:sel_sg} from <his/her|their> hand onto the field",
           [{"do": "play_from_hand", "sel": "$s", "who": "opponent"}])


def _numbers(g: Grammar) -> None:
    """"Select 1 number. Dull all the Forwards of that cost." (`select_number`, then the cost
    equal to its amount); a cost compared with a count: "with a cost equal to the number of _Job
    Moogle_ you control"."""
    g.rule("sentence", "select 1 number .", [{"do": "select_number"}])
    g.rule("postmod", "of that cost", {"cost": {"eq": {"amount": "@it"}}})
    g.rule("vp", "dull and freeze {t:obj}", [{"do": "dull", "to": "$t"}, {"do": "freeze", "to": "$t"}])
    g.rule("postmod", "with a cost equal to the number of {s:sel_pl} you control",
           {"cost": {"eq": {"count": {"controller": "you", "...": ["s"]}}}})
    g.rule("postmod", "with a cost inferior or equal to the number of {s:sel_pl} you control",
           {"cost": {"le": {"count": {"controller": "you", "...": ["s"]}}}})
    g.rule("cond", "its cost is equal to or less than the number of cards in your hand",
           {"compare": [{"of": "@it", "char": "cost"}, "le", {"count": {"zone": "hand", "owner": "you"}}]})
    g.rule("cond", "its cost is equal to or less than the number of {s:sel_pl} you control",
           {"compare": [{"of": "@it", "char": "cost"}, "le", {"count": {"controller": "you", "...": ["s"]}}]})


def _paying(g: Grammar) -> None:
    """"You may pay {i}{i}. If you do so, ..." and "If your opponent doesn't pay {1}, ...": the
    player decides whether to pay (`pay` with `optional`); what follows reads whether they did."""
    g.rule("vps", "you may pay {c:cost}", [{"do": "pay", "cost": "$c", "optional": True}])
    g.rule("sentence", "you may pay {c:cost} , if you do so , {v:vps} .",
           [{"do": "pay", "cost": "$c", "optional": True}, {"do": "if", "cond": {"did": "@prev"}, "then": "$v"}],
           variant="pay_comma")
    g.rule("sentence", "if your opponent doesn't pay {c:cost} , {v:vps} .",
           [{"do": "pay", "cost": "$c", "who": "opponent", "optional": True},
            {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": "$v"}])
