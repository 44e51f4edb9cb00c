# The compiled build only (setup.py): Game as an extension type, so that compiled functions whose
# argument is annotated `game: Game` read its fields from the C struct instead of through getattr.
# The fields are Game.__slots__ (tests/test_compiled.py checks it). Not Obj: interpreted code
# (the games not compiled) reads an extension type's fields through getset descriptors, which
# CPython 3.11 does not specialise as it does __slots__: mtg2004 +5% instructions, fftcg no gain.
cdef class Game:
    cdef public object rules
    cdef public dict objs, zones, vars, cache, memo
    cdef public list pvars, effects, stack, pending, procs
    cdef public object decision, rng, next_id, ts, result, gen, log, history, auto_forced
