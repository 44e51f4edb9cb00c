"""The ability language shared by every game (docs/abilities.md).

records: the frozen records; language: what a game's files may name; load: TOML → records;
selectors, quantities, conditions, events: reading the board; run: the interpreter on the
procedure stack; verbs: the common verbs (`KERNEL`); host: what a game provides.
"""

# registered on KERNEL: place_counters, remove_counters (counters); each_select (each_select)
from . import counters, each_select  # noqa: F401
from .host import LKI, Host
from .language import Language
from .load import AbilityError, card_abilities
from .run import REG, SUSPEND, Frame, Res, done, refs, start
from .verbs import KERNEL

__all__ = ["KERNEL", "LKI", "REG", "SUSPEND", "AbilityError", "Frame", "Host", "Language", "Res", "card_abilities",
           "done", "refs", "start"]
