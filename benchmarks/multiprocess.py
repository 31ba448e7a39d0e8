"""Several processes × threads on one embedded store: errors, duplicates, lost writes, verify.

    python -m benchmarks.multiprocess                          # 3 processes × 4 threads × 40 operations
    python -m benchmarks.multiprocess --processes 4 --threads 6 --ops 100 --json

Every worker process opens its own :class:`~langmem_layers.LayeredMemory` on the same directory (embedded Chroma,
hashing embedder) and runs ``threads`` threads over the same few users. A thread's operations, in turn:

* ``add`` of a *shared* sentence (the same text is written by every process and thread: must be stored once),
* ``add`` of a *unique* sentence (acknowledged by the returned report: must be readable afterwards),
* ``remember`` of a two-turn conversation (a shared preference),
* ``search`` of the user.

Afterwards the parent reopens the store and counts: operations that raised (any exception), active items whose
content is stored more than once for a user, acknowledged items that are missing, and ``verify()``'s verdict.

Measured (2 shared cores, hashing embedder), 4 processes × 6 threads × 40 operations: 960 operations in 52 s,
0 errors, 0 duplicates, 240 acknowledged writes, 0 lost, verify clean, outbox empty. Before the fix (main), the
concurrent opens already failed (``sqlite3.OperationalError: duplicate column name`` from the migrations, and
Chroma's own ``table collections already exists``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import tempfile
import threading
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig

USERS = ("mp-alice", "mp-bob", "mp-carol")
SHARED = (
    "User's favourite tea is oolong",
    "用户住在杭州西湖区",
    "User works as a data engineer at Northwind",
    "用户对花生过敏",
    "User's daughter is called Mia",
    "用户每周三晚上打羽毛球",
)
WORDS = ("harbour", "violin", "glacier", "lantern", "orchid", "compass", "meadow", "quartz", "saffron", "tundra",
         "walnut", "zephyr", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "hazel", "iris", "juniper")
PREFS = ("I prefer window seats on flights.", "我喜欢喝美式咖啡，不加糖。")


def _worker(path: str, proc: int, threads: int, ops: int, start: Any, out: Any) -> None:
    errors: list[str] = []
    acked: list[tuple[str, str, str]] = []  # (user, item id, content)
    counts: Counter[str] = Counter()
    lock = threading.Lock()
    start.wait()  # every process opens the new store at the same moment
    try:
        mem = LayeredMemory.open(path, embeddings=HashingEmbeddings(), config=MemoryConfig())
    except Exception as exc:  # an open that fails is an error too
        out.put({"errors": [f"open: {type(exc).__name__}: {exc}"], "acked": [], "counts": {}})
        return

    def run(thread: int) -> None:
        for i in range(ops):
            user = USERS[(proc + thread + i) % len(USERS)]
            kind = ("shared", "unique", "remember", "search")[i % 4]
            try:
                if kind == "shared":
                    mem.add(user, SHARED[(i // 4) % len(SHARED)])
                elif kind == "unique":
                    serial = (proc * threads + thread) * ops + i
                    content = f"{WORDS[serial % len(WORDS)]} {WORDS[(serial * 7 + 3) % len(WORDS)]} note {serial}"
                    report = mem.add(user, content)
                    with lock:
                        acked.extend((user, a.item_id, content) for a in report.actions if a.item_id)
                elif kind == "remember":
                    mem.remember(user, [{"role": "user", "content": PREFS[(i // 4) % len(PREFS)]},
                                        {"role": "assistant", "content": "Noted."}], session_id=f"s{proc}-{thread}")
                else:
                    mem.search(user, "tea allergy parcel")
                with lock:
                    counts[kind] += 1
            except Exception as exc:
                with lock:
                    errors.append(f"{kind}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}")

    workers = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    try:
        mem.close()
    except Exception as exc:
        errors.append(f"close: {type(exc).__name__}: {exc}")
    out.put({"errors": errors, "acked": acked, "counts": dict(counts)})


def context() -> Any:
    """A ``forkserver`` context whose server has imported the library once: a worker starts in milliseconds, and
    is forked from a clean process (forking a process that has Chroma's native threads running can deadlock)."""
    ctx = mp.get_context("forkserver")
    ctx.set_forkserver_preload(["langmem_layers"])
    return ctx


def run(path: str | Path, processes: int = 3, threads: int = 4, ops: int = 40) -> dict[str, Any]:
    """Run the workload on ``path`` and return the figures (see the module docstring)."""
    ctx = context()
    start, out = ctx.Barrier(processes), ctx.Queue()
    began = time.perf_counter()
    procs = [ctx.Process(target=_worker, args=(str(path), p, threads, ops, _ThreadBarrier(start), out))
             for p in range(processes)]
    for p in procs:
        p.start()
    results = [out.get(timeout=600) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    elapsed = time.perf_counter() - began
    errors = [e for r in results for e in r["errors"]]
    acked = [tuple(a) for r in results for a in r["acked"]]
    with LayeredMemory.open(path, embeddings=HashingEmbeddings()) as mem:
        duplicates = 0
        for user in USERS:
            contents = Counter(i.content for i in mem.items(user, status="active"))
            duplicates += sum(n - 1 for n in contents.values() if n > 1)
        lost = [a for a in acked if not _exists(mem, a[0], a[1])]
        report = mem.verify()
    ops_done = sum(sum(r["counts"].values()) for r in results)
    return {"processes": processes, "threads": threads, "ops_per_thread": ops, "operations": ops_done + len(errors),
            "errors": len(errors), "error_samples": errors[:3], "duplicates": duplicates,
            "acknowledged_writes": len(acked), "lost_writes": len(lost), "verify_ok": report.ok,
            "pending_outbox": report.pending_outbox, "seconds": round(elapsed, 2),
            "exit_codes": [p.exitcode for p in procs]}


def _exists(mem: LayeredMemory, user_id: str, item_id: str) -> bool:
    try:
        mem.get(user_id, item_id)
    except KeyError:  # ItemNotFoundError
        return False
    return True


class _ThreadBarrier:
    """The cross-process barrier, passed once per process and waited on by each of its threads."""

    def __init__(self, barrier: Any) -> None:
        self.barrier = barrier

    def wait(self) -> None:
        self.barrier.wait(timeout=120)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--ops", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        figures = run(Path(tmp) / "store", args.processes, args.threads, args.ops)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key:>22}: {value}")


if __name__ == "__main__":
    main()
