"""Many replicas, one PostgreSQL store: W processes hammer the same users at once, then the store is audited.

Each process runs the write protocol the library's writer uses (``Deps.user_write``: on this backend
``PostgresStore.user_lock``, around look-up + decide + commit) on a shared set of users:

* **add-if-absent** of keys drawn from a pool every process also draws from (the duplicate race);
* **supersede** of a per-user counter slot: read the active item, write ``value + 1`` as a new item and mark the old
  one superseded (the lost-update and double-supersede race);
* **touch** of a random item (a read-path write).

Afterwards: every key is stored exactly once (0 duplicated), every add a process saw succeed is there (0 lost),
each user's counter equals the number of supersedes the processes performed (0 lost updates), exactly one counter
item is active per user and the superseded chain has one item per supersede (no double-applied supersede).

Throughput (``ops_per_second``) is timed from the moment every process has started, imported and opened its pool
(a barrier) to the last one's end: process start-up (~2–5 s of imports here) is reported apart (``startup_s``).
``--distinct`` gives each process users of its own (no two processes ever wait for one user's lock) instead of
sharing them; ``lock_wait_s`` is the time the processes spent waiting for a per-user lock::

    python -m benchmarks.replicas --url postgresql://postgres@127.0.0.1:5432/postgres --workers 4 --ops 2500
    python -m benchmarks.replicas --workers 4 --ops 600 --users 1 --distinct

(``--url`` names a server database the script may create ``langmem_layers_replicas_<random>`` in; it is dropped.)
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

COUNTER_SLOT = "counter"


@dataclass
class WorkerResult:
    adds: list[tuple[str, str]] = field(default_factory=list)  # (user, key) this worker created
    supersedes: Counter[str] = field(default_factory=Counter)  # user → supersedes applied
    touches: int = 0
    ops: int = 0
    seconds: float = 0.0
    #: ``time.monotonic()`` (system-wide on Linux) when the timed operations began / ended, and start-up before.
    began: float = 0.0
    ended: float = 0.0
    startup: float = 0.0
    lock_wait: float = 0.0  # seconds spent waiting for the per-user lock
    cpu: float = 0.0  # this process's CPU seconds over the timed operations


_BARRIER: Any = None


def _init(barrier: Any) -> None:
    global _BARRIER
    _BARRIER = barrier


def _now() -> datetime:
    return datetime.now(UTC)


def worker(url: str, users: list[str], keys: int, ops: int, seed: int, spawned: float = 0.0) -> WorkerResult:
    """One replica: its own pool, the library's lock protocol, ``ops`` operations (after the start barrier, when
    the pool has one)."""
    from langmem_layers.records import MemoryItem, MemoryStatus
    from langmem_layers.stores.postgres import PostgresStore

    store = PostgresStore(url, max_size=2)
    rng = random.Random(seed)
    out = WorkerResult(startup=time.monotonic() - spawned if spawned else 0.0)
    if _BARRIER is not None:
        _BARRIER.wait()
    started, cpu = time.perf_counter(), time.process_time()
    out.began = time.monotonic()
    try:
        for _ in range(ops):
            user = rng.choice(users)
            roll = rng.random()
            asked = time.perf_counter()
            with store.user_lock(user):  # look-up + decide + commit, serialised per user across processes
                out.lock_wait += time.perf_counter() - asked
                if roll < 0.5:
                    key = f"k{rng.randrange(keys)}"
                    if not store.list_items(user, entity=key, limit=1):
                        now = _now()
                        item = MemoryItem(user_id=user, type="fact", content=f"{user} fact {key}", entities=[key],
                                          created_at=now, updated_at=now)
                        with store.transaction(now) as tx:
                            tx.put_item(item)
                            tx.audit(user, item.id, "add", actor="replica", rule="bench.add", reason=key)
                        out.adds.append((user, key))
                elif roll < 0.85:
                    now = _now()
                    active = store.list_items(user, statuses=["active"], slot=COUNTER_SLOT)
                    value = int(active[0].content.split()[-1]) if active else 0
                    new = MemoryItem(user_id=user, type="fact", content=f"counter {value + 1}", slot=COUNTER_SLOT,
                                     created_at=now, updated_at=now, supersedes=active[0].id if active else None)
                    with store.transaction(now) as tx:
                        for old in active:
                            tx.put_item(old.model_copy(update={"status": MemoryStatus.SUPERSEDED,
                                                               "superseded_by": new.id, "version": old.version + 1}))
                        tx.put_item(new)
                    out.supersedes[user] += 1
                else:
                    items = store.list_items(user, limit=5, newest_first=True)
                    if items:
                        with store.transaction(_now()) as tx:
                            tx.touch(user, [items[0].id])
                        out.touches += 1
            out.ops += 1
        out.ended = time.monotonic()
        out.seconds = time.perf_counter() - started
        out.cpu = time.process_time() - cpu
    finally:
        store.close()
    return out


def _run(args: tuple[str, list[str], int, int, int, float]) -> WorkerResult:
    return worker(*args)


def audit(url: str, users: list[str], results: list[WorkerResult]) -> dict[str, Any]:
    """Count lost and duplicated writes (0 and 0 is the pass)."""
    from langmem_layers.stores.postgres import PostgresStore

    store = PostgresStore(url, max_size=1)
    try:
        added = Counter(a for r in results for a in r.adds)
        supersedes: Counter[str] = Counter()
        for r in results:
            supersedes.update(r.supersedes)
        duplicated = lost = lost_updates = double_applied = 0
        for user in users:
            items = store.list_items(user)
            facts = Counter(e for i in items if i.slot is None for e in i.entities)
            duplicated += sum(n - 1 for n in facts.values() if n > 1)
            duplicated += sum(n - 1 for (u, _), n in added.items() if u == user and n > 1)
            lost += sum(1 for (u, k) in added if u == user and facts.get(k, 0) == 0)
            counters = [i for i in items if i.slot == COUNTER_SLOT]
            active = [i for i in counters if i.status.value == "active"]
            expected = supersedes[user]
            value = int(active[0].content.split()[-1]) if active else 0
            lost_updates += abs(expected - value) + max(0, len(active) - 1)
            double_applied += abs(len(counters) - expected)
        return {"ops": sum(r.ops for r in results), "adds": sum(added.values()),
                "supersedes": sum(supersedes.values()), "touches": sum(r.touches for r in results),
                "duplicated": duplicated, "lost": lost, "lost_updates": lost_updates,
                "double_applied_supersedes": double_applied}
    finally:
        store.close()


def hammer(url: str, *, workers: int = 4, ops: int = 1000, users: int = 3, keys: int = 200,
           seed: int = 0, distinct: bool = False) -> dict[str, Any]:
    """Run ``workers`` processes × ``ops`` operations on ``users`` users of the store at ``url``: shared by every
    process, or ``distinct``: ``users`` users of each process's own. ``ops_per_second`` excludes start-up::

        report = hammer("postgresql://postgres@127.0.0.1:5432/scratch", workers=4, ops=300, users=1, distinct=True)
        report["ops_per_second"], report["startup_s"], report["lock_wait_s"]
    """
    from langmem_layers.stores.postgres import PostgresStore

    store = PostgresStore(url, max_size=1)
    store.setup()
    store.close()
    if distinct:
        own = [[f"replica-user-{w}-{n}" for n in range(users)] for w in range(workers)]
    else:
        own = [[f"replica-user-{n}" for n in range(users)]] * workers
    names = sorted({name for group in own for name in group})
    context = mp.get_context("spawn")
    started, spawned = time.perf_counter(), time.monotonic()
    with context.Pool(workers, initializer=_init, initargs=(context.Barrier(workers),)) as pool:
        results = pool.map(_run, [(url, own[w], keys, ops, seed * 1000 + w, spawned) for w in range(workers)],
                           chunksize=1)
    total = time.perf_counter() - started
    report = audit(url, names, results)
    window = max(r.ended for r in results) - min(r.began for r in results)
    report.update(workers=workers, users=len(names), shared_users=not distinct, seconds=round(window, 2),
                  seconds_with_startup=round(total, 2), startup_s=round(max(r.startup for r in results), 2),
                  lock_wait_s=round(sum(r.lock_wait for r in results), 2),
                  client_cpu_ms_per_op=round(1000 * sum(r.cpu for r in results) / max(1, report["ops"]), 2))
    report["ops_per_second"] = round(report["ops"] / max(window, 1e-9), 1)
    report["ops_per_second_with_startup"] = round(report["ops"] / total, 1)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--ops", type=int, default=2500, help="operations per worker")
    parser.add_argument("--users", type=int, default=3, help="users shared by all workers (or each one's: --distinct)")
    parser.add_argument("--distinct", action="store_true", help="each worker writes users of its own")
    args = parser.parse_args(argv)
    import psycopg

    name = "langmem_layers_replicas_" + uuid.uuid4().hex[:8]
    with psycopg.connect(args.url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        url = urlunsplit(urlsplit(args.url)._replace(path="/" + name))
        report = hammer(url, workers=args.workers, ops=args.ops, users=args.users, distinct=args.distinct)
    finally:
        with psycopg.connect(args.url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    for key, value in report.items():
        print(f"{key:>28}: {value}")
    ok = not (report["duplicated"] or report["lost"] or report["lost_updates"] or report["double_applied_supersedes"])
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
