"""Target specifications and object filters as data (415, 409.1c), as card files write them
(CARDS.md, Targets); targets.py matches them against objects and finds legal targets."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Filter(_Strict):
    """What an object must be. Every field left at its default matches anything.

    `type`: any one of these card types ("Permanent" = any permanent); `not_type`: none of them;
    `subtype`: any one of these subtypes; `color` / `not_color`: colour letters W U B R G;
    `colorless`; `controller`: "you" / "opponent" (relative to the player choosing);
    `tapped`; `combat`: "attacking", "blocking", "attacking_or_blocking"; `cmc_max`, `cmc_min`;
    `power_max`; `basic` (has the Basic supertype); `spell`: on the stack, also match abilities
    ("ability") or only spells (default); `face_down`."""

    type: tuple[str, ...] = ()
    types_all: tuple[str, ...] = ()   # every one of these types ("artifact creature")
    not_type: tuple[str, ...] = ()
    subtype: tuple[str, ...] = ()
    not_subtype: tuple[str, ...] = ()
    keyword: tuple[str, ...] = ()      # has one of these keywords (in play: after layers)
    not_keyword: tuple[str, ...] = ()
    color: tuple[Literal["W", "U", "B", "R", "G"], ...] = ()
    not_color: tuple[Literal["W", "U", "B", "R", "G"], ...] = ()
    colorless: bool | None = None
    controller: Literal["any", "you", "opponent"] = "any"
    tapped: bool | None = None
    combat: Literal["", "attacking", "blocking", "attacking_or_blocking"] = ""
    cmc_max: int | None = None
    cmc_min: int | None = None
    power_max: int | None = None
    basic: bool | None = None
    face_down: bool | None = None

    @model_validator(mode="after")
    def _check(self) -> Filter:
        for t in self.type + self.not_type:
            if t not in CARD_TYPES and t != "Permanent":
                raise ValueError(f"type {t!r}: one of {', '.join(CARD_TYPES)}, Permanent")
        return self


class Target(Filter):
    """One target group (409.1c): `what` it targets, how many (`count`, `up_to`), and whether it
    exists only when an optional cost was paid (`needs`: "kicked", 409.1d, 502.21c).

    `what`: "permanent" (with the filter: type = ["Creature"] for "target creature"), "player",
    "permanent_or_player" ("target creature or player": the filter applies to the permanent),
    "spell" (a spell on the stack, 415.5), "ability" (an activated or triggered ability on the
    stack), "graveyard_card" (a card in a graveyard; `controller` = whose graveyard),
    "spell_or_permanent" (a spell on the stack or a permanent in play: the filter applies to both)."""

    what: Literal["permanent", "player", "permanent_or_player", "spell", "ability", "graveyard_card",
                  "spell_or_permanent"] = "permanent"
    count: int = 1
    up_to: bool = False
    at_least: int = 0    # with up_to: "one or two targets" = count 2, up_to, at_least 1
    single_target: bool = False   # "target spell with a single target" (415.7)
    needs: str = ""


# The first-pass target names, kept as shorthands (`target = "creature"`).
NAMED: dict[str, dict] = {
    "creature": {"type": ("Creature",)},
    "player": {"what": "player"},
    "opponent": {"what": "player", "controller": "opponent"},
    "creature_or_player": {"what": "permanent_or_player", "type": ("Creature",)},
    "artifact_or_enchantment": {"type": ("Artifact", "Enchantment")},
    "artifact": {"type": ("Artifact",)},
    "enchantment": {"type": ("Enchantment",)},
    "land": {"type": ("Land",)},
    "permanent": {"type": ("Permanent",)},
    "tapped_creature": {"type": ("Creature",), "tapped": True},
    "attacking_or_blocking_creature": {"type": ("Creature",), "combat": "attacking_or_blocking"},
    "attacking_creature": {"type": ("Creature",), "combat": "attacking"},
    "nonartifact_nonblack_creature": {"type": ("Creature",), "not_type": ("Artifact",), "not_color": ("B",)},
    "spell": {"what": "spell"},
    "creature_you_control": {"type": ("Creature",), "controller": "you"},
}


def as_target(v: object) -> object:
    """A target given as a shorthand name or a table → the fields of a Target."""
    if isinstance(v, str):
        if v not in NAMED:
            raise ValueError(f"target {v!r}: a table of Target fields or one of {', '.join(NAMED)}")
        return NAMED[v]
    return v
