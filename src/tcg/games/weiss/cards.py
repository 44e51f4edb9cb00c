"""Weiss Schwarz card definitions, loaded once from `cards/*.toml` (format: CARDS.md),
validated with pydantic; a loading error names the file, the line, the card and the field."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from ...engine.cards import read_card_folder, read_cards

COLORS = ("yellow", "green", "red", "blue", "purple")
TRIGGERS = ("soul", "pool", "comeback", "draw", "return", "treasure", "gate", "shot", "choice", "standby")
# Conditions (CARDS.md): fixed words, or a word and ":"-separated arguments.
CONDITIONS = ("", "your_turn", "opp_turn", "middle", "center", "clock_top", "reversed_self")
CONDITION_ARGS = {"climax": 1, "others_ge": 2, "hand_le": 1, "hand_ge": 1, "stock_le": 1, "level_ge": 1,
                  "level_has": 1, "exp_ge": 1, "memory_ge": 1, "memory_names_ge": 1, "opp_level_le": 1, "subject_trait": 1,
                  "others_le": 2, "wr_climax_le": 1}
PAYS = ("rest_self", "rest_two", "discard_any", "discard_character", "discard_trait_character", "discard_climax",
        "deck_to_clock", "self_to_waiting", "self_to_clock", "self_to_memory", "self_to_hand",
        "reveal_name", "wr_trait_to_clock_bottom")
class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Do(_Strict):
    """One effect of an ability (CARDS.md, Effects)."""

    op: str                # an op of vocabulary.EFFECTS
    who: Literal["self", "choose_own", "choose_other", "all_own", "choose_opp_center"] = "self"
    n: int = 1
    soul: int = 0          # power with a soul bonus too ("+2000 power and +1 soul")
    may: bool = False
    up_to: bool = False    # salvage / bounce: "up to n" (fewer, or none); else as many as there are
    trait: str = ""        # a trait the chosen card must have
    traits: tuple[str, ...] = ()
    names: tuple[str, ...] = ()   # card names the chosen card must have
    kind: Literal["", "char", "climax", "soul_char"] = ""
    level: int = -1        # bounce / standby offset / look_pick: the level bound
    per: str = ""          # power: "hololive" = X per character of that trait you have
    then: tuple[Literal["draw", "search", "salvage"], ...] = ()   # brainstorm: what is done per climax
    replay: str = ""       # replay: the name of the card's Replay effect
    color: str = ""        # shift: the colour of the hand card exchanged
    only: Literal["", "ok", "not_ok"] = ""   # done only if the last check succeeded / failed
    grant: int = -1        # power: also grant the ability of this index of the card until end of turn
    text: str = ""

    @field_validator("op")
    @classmethod
    def _known_op(cls, v: str) -> str:
        # read when a card is checked: the vocabulary is loaded by then
        from .vocabulary import EFFECTS

        if v not in EFFECTS:
            raise ValueError(f"unknown op {v!r}; one of {', '.join(map(repr, sorted(EFFECTS)))}")
        return v

    @model_validator(mode="after")
    def _read_fields(self) -> Do:
        from .vocabulary import PARAMS

        unread = sorted(self.model_fields_set - PARAMS[self.op])
        if unread:
            raise ValueError(f"`{unread[0]}` is not read by op {self.op!r} (it reads "
                             f"{', '.join(sorted(PARAMS[self.op] - {'op', 'text'}))})")
        return self


class Ability(_Strict):
    kind: Literal["cont", "auto", "act", "backup", "encore", "event", "replay"]
    keyword: str = ""      # Brainstorm, Bond, Assist... (descriptive but Great Performance; CARDS.md)
    when: str = ""         # an event of abilities.WHENS (auto)
    zone: Literal["stage", "clock_top", "clock", "climax", "granted", "hand"] = "stage"
    condition: str = ""
    scope: Literal["self", "others", "all", "front", "facing", "middle_other", "named"] = "self"
    trait: str = ""        # cont: only characters with this trait ("A/B": either)
    names: tuple[str, ...] = ()   # cont scope "named"; pay reveal_name
    power: int = 0
    soul: int = 0
    per: str = ""          # cont: "level" = X per level of the target, "others:<trait>", "back:<trait>"
    level: int = 0         # backup: its level; shift: the level needed; cont in hand: level change
    cost: int = 0          # stock
    pay: tuple[Literal[PAYS], ...] = ()   # type: ignore[valid-type]
    optional: bool = False
    prevent: Literal["", "stand"] = ""   # cont: "this card cannot [STAND] during your stand phase"
    counter: bool = False  # event: the Counter icon (played in the counter step)
    name: str = ""         # replay: the name other abilities refer to
    do: tuple[Do, ...] = ()
    effects: Any = None    # the effects in the shared syntax instead of `do` (kernel.py)
    text: str = ""

    @field_validator("effects", mode="before")
    @classmethod
    def _kernel(cls, v: Any) -> Any:
        from ...engine.abilities.load import model_effects
        from .kernel import compile_effects

        return model_effects(compile_effects, v)

    @field_validator("when")
    @classmethod
    def _known_event(cls, v: str) -> str:
        # read when a card is checked: the modules that fire the events are loaded by then
        from .autos import WHENS

        if v and v not in WHENS:
            raise ValueError(f"unknown event {v!r}; one of {', '.join(map(repr, sorted(WHENS)))}")
        return v

    def model_post_init(self, _ctx) -> None:
        if self.effects is not None and (self.do or self.kind not in ("auto", "act", "event")):
            raise ValueError("`effects` (the shared syntax) replaces `do` of an AUTO, ACT or event ability")
        if self.kind == "cont":
            per_kind(self.per)           # an unknown `per` would silently count once
        elif self.per:
            raise ValueError("`per` is read only on a [CONT] ability (an effect's own `per` is in its `do`)")
        c = self.condition
        for part in c.split("|") if c else ():
            word, *args = part.split(":")
            if not (part in CONDITIONS or CONDITION_ARGS.get(word) == len(args)):
                raise ValueError(f"unknown condition {part!r}")


class CardDef(_Strict):
    code: str
    name: str
    side: Literal["W", "S"]
    type: Literal["Character", "Event", "Climax"]
    color: Literal[COLORS]   # type: ignore[valid-type]
    level: int = 0
    cost: int = 0
    power: int = 0
    soul: int = 0
    triggers: tuple[Literal[TRIGGERS], ...] = ()   # type: ignore[valid-type]
    traits: tuple[str, ...] = ()
    ability: tuple[Ability, ...] = ()


class _Plain:
    """A validated model's values as plain attributes. Reading an attribute of a pydantic model
    goes through the model's __getattr__ hook, about three times slower than a plain object,
    and the rules read card data on every decision."""

    def __init__(self, model: BaseModel):
        self.__dict__.update((k, getattr(model, k)) for k in type(model).model_fields)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


class CardEffect(_Plain):
    """One effect of an ability (the fields of `Do`)."""


class CardAbility(_Plain):
    """One ability (the fields of `Ability`), its effects plain too."""

    def __init__(self, model: Ability):
        super().__init__(model)
        self.do = tuple(CardEffect(d) for d in model.do)


_TURN_WORDS = {"": 0, "your_turn": 1, "opp_turn": 2}


# a [CONT] ability's `per` word -> its kind in the power program (board.py); "level" takes no trait
PER_KINDS = {"": 0, "level": 1, "others": 2, "back": 3}


def per_kind(per: str) -> tuple[int, str]:
    """(kind, trait) of a [CONT] ability's `per`: "", "level", "others:<trait>" or "back:<trait>"."""
    word, _, trait = per.partition(":")
    if word not in PER_KINDS or bool(trait) != (PER_KINDS[word] >= 2):
        raise ValueError(f"`per` {per!r}: one of '', 'level', 'others:<trait>', 'back:<trait>'")
    return PER_KINDS[word], trait


def _cont_program(ab: CardAbility) -> tuple:
    """(from the clock top?, condition kind, condition, scope, trait, names, power, soul, per
    kind, per trait): condition kind 0 = none, 1 = your turn, 2 = the opponent's turn, 3 = any
    other (read by board.condition); per kind 0 = once, 1 = per level of the target, 2 = per
    other character of the trait, 3 = the same on the back stage only."""
    kind, ptrait = per_kind(ab.per)
    return (ab.zone == "clock_top", _TURN_WORDS.get(ab.condition, 3), ab.condition, ab.scope, ab.trait, ab.names,
            ab.power, ab.soul, kind, ptrait)


class Card(_Plain):
    """A card as the rules read it: the fields of `CardDef` and what is derived from them, all
    computed once."""

    def __init__(self, model: CardDef):
        super().__init__(model)
        ab = self.ability = tuple(CardAbility(a) for a in model.ability)
        self.is_char = self.type == "Character"
        conts = tuple(a for a in ab if a.kind == "cont")
        # The [CONT] abilities that work while the card is in the hand (its level there).
        self.hand_conts = tuple(a for a in conts if a.zone == "hand")
        # "This card cannot [STAND] during your stand phase" (read in the stand phase).
        self.no_stand = tuple(a for a in conts if a.prevent == "stand")
        self.counter = any(a.counter for a in ab)     # a Counter event (the Counter icon)
        # `when` -> the indexes of the card's own [AUTO] abilities with it (not the granted ones).
        autos: dict[str, tuple[int, ...]] = {}
        for i, a in enumerate(ab):
            if a.kind == "auto" and a.zone != "granted":
                autos[a.when] = autos.get(a.when, ()) + (i,)
        self.autos = autos
        # The indexes of the [ACT] abilities (read on every main phase decision).
        self.acts = tuple(i for i, a in enumerate(ab) if a.kind == "act")
        # The indexes of the encore variants (read whenever a character leaves the stage).
        self.encores = tuple(i for i, a in enumerate(ab) if a.kind == "encore")
        self.great_performance = any(a.keyword == "Great Performance" for a in ab)
        # The power/soul [CONT] abilities as plain tuples for the power computation (board.py):
        # those that reach the card's own side, and the "facing" ones (the opponent's side).
        progs = [_cont_program(a) for a in conts if a.zone != "hand" and not a.prevent]
        self.cont_own = tuple(x for x in progs if x[3] != "facing")
        self.cont_facing = tuple(x for x in progs if x[3] == "facing")
        # the same, only those that change soul (the damage step reads the attacker's soul alone)
        self.soul_own = tuple(x for x in self.cont_own if x[7])
        self.soul_facing = tuple(x for x in self.cont_facing if x[7])

    def replay(self, name: str) -> int:
        """The index of this card's Replay effect called `name`."""
        for i, a in enumerate(self.ability):
            if a.kind == "replay" and a.name == name:
                return i
        raise ValueError(f"{self.code}: no Replay effect named {name!r}")


def load_file(path: Path) -> list[CardDef]:
    return read_cards(path, CardDef, ("ability",))


def load_all(folder: Path) -> dict[str, Card]:
    return read_card_folder(folder, CardDef, ("ability",), make=Card, cache="weiss-cards")
