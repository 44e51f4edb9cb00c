"""Running batches of games: in this process, on local processes, or on a Ray cluster.

Every task is a picklable module-level function with its arguments, and a task's result depends
only on its arguments (each game on its own index and seed), so the results are the same
whatever runs them. Ray is optional (`pip install 'tcg[cluster]'`) and imported only when a
cluster address is given.

>>> list(map_tasks(pow, [(2, 3), (3, 2)], workers=1))
[8, 9]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any


class ClusterError(RuntimeError):
    """Ray is missing, or the cluster cannot be reached."""


def connect(address: str) -> Any:
    """Join the Ray cluster at `address` ("HOST:PORT", "auto", or "local" for a Ray started in
    this process) once per process; returns the `ray` module."""
    if address.rsplit(":", 1)[0].strip("[]") in ("127.0.0.1", "localhost", "::1") and "ray" not in sys.modules:
        # Ray would replace a loopback address by this machine's network address, which a
        # cluster started on 127.0.0.1 does not listen on; this setting keeps it on loopback.
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    try:
        import ray
    except ImportError:
        raise ClusterError("--cluster needs Ray, which is not installed: pip install 'tcg[cluster]' "
                           "(or pip install 'ray>=2.9')") from None
    if not ray.is_initialized():
        try:
            if address == "local":
                ray.init(include_dashboard=False, log_to_driver=False)
            else:
                ray.init(address=address, log_to_driver=False)
        except Exception as e:    # Ray raises ConnectionError, RuntimeError, ValueError...
            raise ClusterError(f"cannot join the Ray cluster at {address!r}: {e}") from None
    return ray


def cluster_cpus(address: str) -> int:
    ray = connect(address)
    return int(ray.cluster_resources().get("CPU", 1))


def _ray_map(address: str, fn: Callable, args: Sequence[tuple]) -> Iterator[Any]:
    ray = connect(address)
    remote = ray.remote(num_cpus=1, max_retries=2)(fn)
    pending = [remote.remote(*a) for a in args]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            yield ray.get(ref)


def map_tasks(fn: Callable, args: Sequence[tuple], workers: int | None = None, cluster: str | None = None,
              initializer: Callable | None = None, initargs: tuple = ()) -> Iterator[Any]:
    """`fn(*a)` for each `a` in `args`, yielded as they finish (not in order): on the Ray
    cluster at `cluster`, else on `workers` local processes (default: every CPU; 1: here)."""
    if cluster is not None:
        yield from _ray_map(cluster, fn, args)
        return
    workers = max(1, min(workers or os.cpu_count() or 1, len(args) or 1))
    if workers == 1:
        for a in args:
            yield fn(*a)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=initializer, initargs=initargs) as pool:
        pending = {pool.submit(fn, *a) for a in args}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                yield f.result()
