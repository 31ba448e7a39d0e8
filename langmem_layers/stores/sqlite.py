"""SQLite, the source of truth: items, append-only versions, audit log, profile facts, keyword index,
vectors and the outbox that keeps Chroma in step.

Every write goes through :meth:`SQLiteStore.transaction` (``BEGIN IMMEDIATE`` … ``COMMIT``), so an item,
its version row, its audit entry, its keyword tokens, its vector and its outbox entry land together or not
at all. Every read takes a ``user_id`` and filters on it in SQL; there is no cross-user read here except the
admin helpers named ``all_*``.

    >>> import tempfile, pathlib
    >>> store = SQLiteStore(pathlib.Path(tempfile.mkdtemp()) / "m.sqlite3")
    >>> store.setup()
    >>> store.schema_version() == LATEST_VERSION
    True
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import SchemaVersionError, StoreCorruptError, StoreError, StoreNotWritableError
from ..records import SCHEMA_VERSION, MemoryItem
from ..text import query_tokens
from .keyword import KeywordIndex

__all__ = ["ITEM_META_COLUMNS", "MIGRATIONS", "SQLiteStore", "Tx"]

ITEM_FTS = KeywordIndex("item_fts")
#: What ranking reads of an item without parsing its record (see ``read.search._Meta``).
ITEM_META_COLUMNS = ("id, type, status, importance, confidence, created_at, updated_at, "
                     "json_extract(data, '$.source_session_id'), "
                     # event time the text states (write/when.py), for time-aware recall
                     "json_extract(data, '$.metadata.event_at'), json_extract(data, '$.metadata.event_end'), "
                     # the text's first characters: its ``Speaker:`` prefix, for speaker-aware recall (read/speaker.py)
                     "substr(json_extract(data, '$.content'), 1, 64)")


@contextmanager
def _map_sqlite_errors(what: str) -> Iterator[None]:
    """``sqlite3.DatabaseError`` (incl. ``OperationalError``) raised inside becomes :class:`StoreError`."""
    try:
        yield
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{what}: {exc}") from exc


def _marks(values: Sequence[Any]) -> str:
    return ",".join("?" * len(values))

#: The row events of ``item_vectors`` that move the user's vector generation (an UPDATE moves the old row's and the
#: new row's).
_VECTOR_EVENTS = (("INSERT", "NEW"), ("DELETE", "OLD"), ("UPDATE", "OLD"), ("UPDATE", "NEW"))

#: Numbered migrations; ``setup()`` applies those above the stored version, each in its own transaction.
MIGRATIONS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
            """CREATE TABLE IF NOT EXISTS items (
                id TEXT PRIMARY KEY, user_id TEXT NOT NULL, type TEXT NOT NULL, status TEXT NOT NULL,
                slot TEXT, importance REAL NOT NULL, confidence REAL NOT NULL, hit_count INTEGER NOT NULL DEFAULT 0,
                last_accessed_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
                embed_model TEXT, schema_version INTEGER NOT NULL, data TEXT NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS items_user_status ON items(user_id, status, type)",
            "CREATE INDEX IF NOT EXISTS items_user_slot ON items(user_id, slot)",
            "CREATE INDEX IF NOT EXISTS items_user_created ON items(user_id, created_at)",
            """CREATE TABLE IF NOT EXISTS item_versions (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, item_id TEXT NOT NULL, user_id TEXT NOT NULL,
                version INTEGER NOT NULL, recorded_at TEXT NOT NULL, data TEXT NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS versions_item ON item_versions(user_id, item_id, version)",
            """CREATE TABLE IF NOT EXISTS audit (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, user_id TEXT NOT NULL,
                item_id TEXT, action TEXT NOT NULL, actor TEXT NOT NULL, rule TEXT NOT NULL,
                reason TEXT NOT NULL, payload TEXT)""",
            "CREATE INDEX IF NOT EXISTS audit_user ON audit(user_id, seq)",
            """CREATE TABLE IF NOT EXISTS profile_facts (
                user_id TEXT NOT NULL, slot TEXT NOT NULL, value TEXT NOT NULL, item_id TEXT NOT NULL,
                updated_at TEXT NOT NULL, PRIMARY KEY (user_id, slot))""",
            """CREATE TABLE IF NOT EXISTS item_entities (
                user_id TEXT NOT NULL, entity TEXT NOT NULL, item_id TEXT NOT NULL,
                PRIMARY KEY (user_id, entity, item_id))""",
            "CREATE INDEX IF NOT EXISTS entities_item ON item_entities(item_id)",
            """CREATE TABLE IF NOT EXISTS item_vectors (
                item_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, model TEXT NOT NULL, dim INTEGER NOT NULL,
                vec BLOB NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS vectors_user ON item_vectors(user_id, model)",
            """CREATE TABLE IF NOT EXISTS outbox (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, item_id TEXT NOT NULL, user_id TEXT NOT NULL,
                created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT)""",
            ITEM_FTS.create_sql(),
        ],
    ),
    (
        2,
        [
            """CREATE TABLE IF NOT EXISTS profile_summaries (
                user_id TEXT PRIMARY KEY, text TEXT NOT NULL, updated_at TEXT NOT NULL)""",
            """CREATE TABLE IF NOT EXISTS kv (
                namespace TEXT NOT NULL, key TEXT NOT NULL, user_id TEXT NOT NULL, value TEXT NOT NULL,
                updated_at TEXT NOT NULL, PRIMARY KEY (namespace, key))""",
            "CREATE INDEX IF NOT EXISTS kv_user ON kv(user_id)",
        ],
    ),
    (
        3,  # knowledge base (langmem_layers/kb): organisation documents, never a user's data
        [
            """CREATE TABLE IF NOT EXISTS kb_documents (
                doc_id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT, current_version INTEGER NOT NULL,
                status TEXT NOT NULL, content_hash TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
                metadata TEXT NOT NULL)""",
            """CREATE TABLE IF NOT EXISTS kb_versions (
                doc_id TEXT NOT NULL, version INTEGER NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL,
                content_hash TEXT NOT NULL, chunks INTEGER NOT NULL, created_at TEXT NOT NULL, reason TEXT NOT NULL,
                metadata TEXT NOT NULL, PRIMARY KEY (doc_id, version))""",
            """CREATE TABLE IF NOT EXISTS kb_chunks (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, chunk_id TEXT NOT NULL UNIQUE, doc_id TEXT NOT NULL,
                version INTEGER NOT NULL, position INTEGER NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL,
                lang TEXT NOT NULL, model TEXT, vec BLOB)""",
            "CREATE INDEX IF NOT EXISTS kb_chunks_doc ON kb_chunks(doc_id, version)",
            """CREATE TABLE IF NOT EXISTS kb_facts (
                key_norm TEXT NOT NULL, doc_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, label TEXT,
                origin TEXT NOT NULL, version INTEGER NOT NULL, updated_at TEXT NOT NULL,
                PRIMARY KEY (key_norm, doc_id))""",
            KeywordIndex("kb_fts").create_sql(),
            "CREATE INDEX IF NOT EXISTS items_linked_doc ON items(json_extract(data, '$.linked_doc_id'))",
        ],
    ),
    (
        4,  # outbox entries that only change metadata (status, type) skip re-inserting the vector
        ["ALTER TABLE outbox ADD COLUMN meta_only INTEGER NOT NULL DEFAULT 0"],
    ),
    (
        5,  # a per-(user, model) generation of the vectors, set by triggers on every write from any process to
        # the next tick of one store-wide clock (so a purged and re-created user never repeats an old value): the
        # exact-scan cache revalidates with one primary-key read instead of counting the user's rows
        [
            "CREATE TABLE IF NOT EXISTS vector_clock (id INTEGER PRIMARY KEY CHECK (id = 1), tick INTEGER NOT NULL)",
            "INSERT OR IGNORE INTO vector_clock (id, tick) VALUES (1, 0)",
            """CREATE TABLE IF NOT EXISTS vector_generations (
                user_id TEXT NOT NULL, model TEXT NOT NULL, gen INTEGER NOT NULL, PRIMARY KEY (user_id, model))""",
            *(f"""CREATE TRIGGER IF NOT EXISTS item_vectors_gen_{event.lower()}_{row.lower()}
                AFTER {event} ON item_vectors BEGIN
                UPDATE vector_clock SET tick = tick + 1 WHERE id = 1;
                INSERT INTO vector_generations (user_id, model, gen)
                VALUES ({row}.user_id, {row}.model, (SELECT tick FROM vector_clock WHERE id = 1))
                ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen; END"""
              for event, row in _VECTOR_EVENTS),
        ],
    ),
    (
        6,  # the writer's neighbour look-ups (same slot, open plans) read only the matching rows, newest first,
        # instead of walking the user's whole history by date: remember()/add_many() stay linear (issue 12)
        [
            "CREATE INDEX IF NOT EXISTS items_user_slot_created ON items(user_id, slot, created_at)",
            "CREATE INDEX IF NOT EXISTS items_user_status_type_created ON items(user_id, status, type, created_at)",
        ],
    ),
    (
        7,  # a change log of the vectors (issue 13): every vector write logs its item id under the clock tick the
        # generation got, so a cached matrix is patched with the rows changed since its generation instead of
        # being re-read whole. ``log_floor``: changes at or below it may be gone (pruned, erased, or before this
        # migration) — a matrix that old is read again
        [
            """CREATE TABLE IF NOT EXISTS vector_changes (
                seq INTEGER PRIMARY KEY, user_id TEXT NOT NULL, model TEXT NOT NULL, item_id TEXT NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS vector_changes_user ON vector_changes(user_id, model, seq)",
            "ALTER TABLE vector_clock ADD COLUMN log_floor INTEGER NOT NULL DEFAULT 0",
            "UPDATE vector_clock SET log_floor = tick WHERE id = 1",
            *(f"DROP TRIGGER IF EXISTS item_vectors_gen_{event.lower()}_{row.lower()}"
              for event, row in _VECTOR_EVENTS),
            *(f"""CREATE TRIGGER IF NOT EXISTS item_vectors_gen_{event.lower()}_{row.lower()}
                AFTER {event} ON item_vectors BEGIN
                UPDATE vector_clock SET tick = tick + 1 WHERE id = 1;
                INSERT INTO vector_generations (user_id, model, gen)
                VALUES ({row}.user_id, {row}.model, (SELECT tick FROM vector_clock WHERE id = 1))
                ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen;
                INSERT INTO vector_changes (seq, user_id, model, item_id)
                VALUES ((SELECT tick FROM vector_clock WHERE id = 1), {row}.user_id, {row}.model, {row}.item_id);
                END""" for event, row in _VECTOR_EVENTS),
        ],
    ),
]
LATEST_VERSION = MIGRATIONS[-1][0]


def _execute_idempotent(conn: sqlite3.Connection, sql: str) -> None:
    """Run one migration statement; an ``ADD COLUMN`` whose column exists already is a no-op (``CREATE … IF NOT
    EXISTS`` covers the other statements), so re-applying a migration never fails."""
    try:
        conn.execute(sql)
    except sqlite3.OperationalError as exc:
        if not ("ADD COLUMN" in sql.upper() and "duplicate column name" in str(exc)):
            raise


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def vector_to_blob(vector: Sequence[float]) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def blob_to_vector(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=np.float32)


def upgrade_record(data: dict[str, Any]) -> dict[str, Any]:
    """Bring a stored record to the current :data:`SCHEMA_VERSION` (records are upgraded on read)."""
    version = int(data.get("schema_version", 0) or 0)
    if version < 1:  # version 0: before provenance fields had their current names
        data.setdefault("source_snippet", data.pop("snippet", None))
        data.setdefault("entities", [])
    data["schema_version"] = SCHEMA_VERSION
    return data


def vector_changes_answer(rows: Sequence[Sequence[Any]], since: int,
             limit: int) -> tuple[list[str], np.ndarray, list[str]] | None:
    """``vector_changes``' answer from its ``(log floor, changed id or NULL, current vector or NULL)`` rows (both
    stores)."""
    if not rows or since < int(rows[0][0]):
        return None
    changed = [r for r in rows if r[1] is not None]
    if len(changed) > limit:
        return None
    written = [(r[1], bytes(r[2])) for r in changed if r[2] is not None]
    deleted = [r[1] for r in changed if r[2] is None]
    if not written:
        return [], np.empty((0, 0), dtype=np.float32), deleted
    matrix = np.frombuffer(b"".join(v for _, v in written), dtype=np.float32).reshape(len(written), -1)
    return [i for i, _ in written], matrix, deleted


class Tx:
    """The write operations allowed inside one transaction."""

    def __init__(self, conn: sqlite3.Connection, now: datetime) -> None:
        self.conn = conn
        self.now = now
        self._new_vectors: set[str] = set()  # items whose vector this transaction wrote

    def put_item(self, item: MemoryItem, *, record_version: bool = True) -> None:
        """Insert or update ``item``; append a version row; refresh its keyword tokens, entities and slot."""
        data = item.model_dump_json()
        cols = (
            item.user_id, item.type.value, item.status.value, item.slot, item.importance, item.confidence,
            item.hit_count, _iso(item.last_accessed_at), _iso(item.created_at), _iso(item.updated_at),
            item.embed_model, item.schema_version, data,
        )
        row = self.conn.execute("SELECT rowid, user_id FROM items WHERE id = ?", (item.id,)).fetchone()
        if row is None:
            cur = self.conn.execute(
                "INSERT INTO items (user_id, type, status, slot, importance, confidence, hit_count, "
                "last_accessed_at, created_at, updated_at, embed_model, schema_version, data, id) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (*cols, item.id),
            )
            rowid = int(cur.lastrowid or 0)
        else:
            if row[1] != item.user_id:
                raise StoreError("refusing to move an item to another user")
            rowid = int(row[0])
            self.conn.execute(
                "UPDATE items SET user_id=?, type=?, status=?, slot=?, importance=?, confidence=?, hit_count=?, "
                "last_accessed_at=?, created_at=?, updated_at=?, embed_model=?, schema_version=?, data=? WHERE id=?",
                (*cols, item.id),
            )
        ITEM_FTS.put(self.conn, rowid, item.user_id, " ".join([item.content, *item.entities]))
        self.conn.execute("DELETE FROM item_entities WHERE item_id = ?", (item.id,))
        self.conn.executemany(
            "INSERT OR IGNORE INTO item_entities (user_id, entity, item_id) VALUES (?,?,?)",
            [(item.user_id, e.lower(), item.id) for e in item.entities],
        )
        self.conn.execute("DELETE FROM profile_facts WHERE item_id = ?", (item.id,))
        if item.slot and item.status.value == "active":
            self.conn.execute(
                "INSERT OR REPLACE INTO profile_facts (user_id, slot, value, item_id, updated_at) VALUES (?,?,?,?,?)",
                (item.user_id, item.slot, item.content, item.id, _iso(self.now)),
            )
        if record_version:
            self.conn.execute(
                "INSERT INTO item_versions (item_id, user_id, version, recorded_at, data) VALUES (?,?,?,?,?)",
                (item.id, item.user_id, item.version, _iso(self.now), data),
            )

    def touch(self, user_id: str, item_ids: Sequence[str]) -> None:
        """Count one recall of each item: ``hit_count + 1`` and ``last_accessed_at = now`` (columns and record),
        without re-indexing or a new version."""
        at = _iso(self.now)
        self.conn.executemany(
            "UPDATE items SET hit_count = hit_count + 1, last_accessed_at = ?, "
            "data = json_set(data, '$.hit_count', hit_count + 1, '$.last_accessed_at', ?) "
            "WHERE id = ? AND +user_id = ?",
            [(at, at, item_id, user_id) for item_id in item_ids],
        )

    def put_vector(self, item_id: str, user_id: str, model: str, vector: Sequence[float]) -> None:
        self._new_vectors.add(item_id)
        self.conn.execute(
            "INSERT OR REPLACE INTO item_vectors (item_id, user_id, model, dim, vec) VALUES (?,?,?,?,?)",
            (item_id, user_id, model, len(vector), vector_to_blob(vector)),
        )

    def enqueue_sync(self, item_id: str, user_id: str) -> None:
        """Ask the outbox to make the vector index match SQLite for this item.

        When this transaction did not write the item's vector, only its metadata is pushed (much cheaper in Chroma).
        """
        self.conn.execute(
            "INSERT INTO outbox (item_id, user_id, created_at, meta_only) VALUES (?,?,?,?)",
            (item_id, user_id, _iso(self.now), int(item_id not in self._new_vectors)),
        )

    def delete_item(self, user_id: str, item_id: str) -> bool:
        """Physically remove one item with its versions, tokens, entities, facts and vector."""
        row = self.conn.execute(
            "SELECT rowid FROM items WHERE id = ? AND user_id = ?", (item_id, user_id)
        ).fetchone()
        if row is None:
            return False
        ITEM_FTS.delete(self.conn, int(row[0]))
        for table in ("items", "item_versions", "item_entities", "item_vectors", "profile_facts"):
            key = "id" if table == "items" else "item_id"
            self.conn.execute(f"DELETE FROM {table} WHERE {key} = ? AND user_id = ?", (item_id, user_id))
        self.conn.execute(
            "UPDATE audit SET payload = NULL, reason = '[erased]' WHERE user_id = ? AND item_id = ?",
            (user_id, item_id),
        )
        return True

    def audit(
        self, user_id: str, item_id: str | None, action: str, *, actor: str, rule: str, reason: str,
        payload: dict[str, Any] | None = None,
    ) -> None:
        self.conn.execute(
            "INSERT INTO audit (at, user_id, item_id, action, actor, rule, reason, payload) VALUES (?,?,?,?,?,?,?,?)",
            (_iso(self.now), user_id, item_id, action, actor, rule, reason,
             json.dumps(payload, ensure_ascii=False, default=str) if payload is not None else None),
        )

    def linked_items(self, doc_id: str, statuses: Sequence[str]) -> list[MemoryItem]:
        """Every item (any user: the KB's admin path) linked to KB document ``doc_id`` and in ``statuses``."""
        marks = ",".join("?" * len(statuses))
        rows = self.conn.execute(
            f"SELECT data FROM items WHERE json_extract(data, '$.linked_doc_id') = ? AND status IN ({marks})",
            (doc_id, *statuses),
        ).fetchall()
        return [MemoryItem.model_validate(upgrade_record(json.loads(r[0]))) for r in rows]

    def set_profile_summary(self, user_id: str, text: str) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO profile_summaries (user_id, text, updated_at) VALUES (?,?,?)",
            (user_id, text, _iso(self.now)),
        )


def _item_query(
    column: str, user_id: str, statuses: Sequence[str] | None, types: Sequence[str] | None, slot: str | None,
    entity: str | None, limit: int | None, newest_first: bool,
) -> tuple[str, list[Any]]:
    """The ``list_items`` / ``list_item_ids`` statement selecting ``column`` of the user's filtered items.

    Each filter has an index that keeps the cost to the matching rows, not the user's whole history: an entity is
    looked up first (``CROSS JOIN`` fixes that order — SQLite would otherwise walk every item of the user by
    date and test each), a slot and an open-plan look-up use ``(user_id, slot | status, type, created_at)``.
    """
    if entity is not None:
        sql = (f"SELECT i.{column} FROM item_entities e CROSS JOIN items i ON i.id = e.item_id "
               "WHERE e.user_id = ? AND e.entity = ? AND i.user_id = ?")
        params: list[Any] = [user_id, entity.lower(), user_id]
    else:
        sql = f"SELECT i.{column} FROM items i WHERE i.user_id = ?"
        params = [user_id]
    if statuses:
        sql += f" AND i.status IN ({_marks(statuses)})"
        params += list(statuses)
    if types:
        sql += f" AND i.type IN ({_marks(types)})"
        params += list(types)
    if slot is not None:
        sql += " AND i.slot = ?"
        params.append(slot)
    sql += " ORDER BY i.created_at DESC, i.rowid DESC" if newest_first else " ORDER BY i.created_at, i.rowid"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    return sql, params


class _WriteGroup:
    """The open transaction of one :meth:`SQLiteStore.write_group` (one thread)."""

    def __init__(self, max_writes: int, max_seconds: float) -> None:
        self.thread = threading.get_ident()
        self.max_writes, self.max_seconds = max(1, max_writes), max_seconds
        self.open = False
        self.writes = 0
        self.started = 0.0

    def begin(self) -> None:
        self.open, self.writes, self.started = True, 0, time.monotonic()

    def due(self) -> bool:
        return self.writes >= self.max_writes or time.monotonic() - self.started >= self.max_seconds


class SQLiteStore:
    """One SQLite file in WAL mode, shared by threads behind a lock."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.RLock()
        self._group: _WriteGroup | None = None
        try:
            self.conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
            self._enable_wal()
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):  # still locked after the retries: busy, not corrupt
                raise StoreError(f"could not open {self.path}: {exc}") from exc
            # read-only directory / file system: not corrupt either (issue 14)
            raise StoreNotWritableError(
                f"cannot open {self.path} for writing (SQLite said: {exc}): choose a writable store directory or "
                "fix its permissions") from exc
        except sqlite3.DatabaseError as exc:
            raise StoreCorruptError(f"{self.path} is not a langmem-layers store (SQLite said: {exc})") from exc
        for pragma in ("synchronous=NORMAL", "secure_delete=ON", "foreign_keys=ON", "busy_timeout=30000"):
            self.conn.execute(f"PRAGMA {pragma}")

    def _enable_wal(self, attempts: int = 200) -> None:
        """``PRAGMA journal_mode=WAL``, retried while another process holds the file: switching a new file to WAL
        returns "database is locked" without waiting on the busy timeout when several processes open it at once."""
        pause = 0.005
        for attempt in range(attempts):
            try:
                self.conn.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if ("locked" not in str(exc) and "busy" not in str(exc)) or attempt == attempts - 1:
                    raise
                time.sleep(pause)
                pause = min(pause * 2, 0.2)

    # -- lifecycle ---------------------------------------------------------------------------
    def setup(self) -> None:
        """Create or upgrade the schema (idempotent, safe when several processes open a new store at once).

        The stored version is read *inside* ``BEGIN IMMEDIATE`` — the SQLite write lock, held across processes —
        and every pending migration is applied in that same transaction, so two processes can never both decide
        that a migration is due and run it twice. A store already at :data:`LATEST_VERSION` is recognised by a
        plain read first and takes no write lock. Refuses a store written by a newer version
        (:class:`SchemaVersionError`); any other driver failure becomes :class:`StoreError`.
        """
        with self._lock:
            try:
                if self._checked_version() == LATEST_VERSION:
                    return
            except (SchemaVersionError, StoreCorruptError):
                raise
            except StoreError:  # busy while another process sets the file up: read again under the write lock
                pass
            with _map_sqlite_errors(f"schema migration of {self.path} failed"):
                self.conn.execute("BEGIN IMMEDIATE")
                try:
                    current = self._checked_version()  # again: another process may have migrated meanwhile
                    for version, statements in MIGRATIONS:
                        if version <= current:
                            continue
                        for sql in statements:
                            _execute_idempotent(self.conn, sql)
                        self.conn.execute(
                            "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", (str(version),)
                        )
                except BaseException:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise
                self.conn.execute("COMMIT")

    def _checked_version(self) -> int:
        """The stored schema version (0 for an empty file); :class:`StoreCorruptError` for a foreign database,
        :class:`SchemaVersionError` for a newer store."""
        try:
            tables = {r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            current = 0
            if "meta" in tables:
                row = self.conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
                current = int(row[0]) if row else 0
            elif tables - {"sqlite_sequence"}:
                raise StoreCorruptError(
                    f"{self.path} is an SQLite database but not a langmem-layers store (tables: "
                    f"{', '.join(sorted(tables)[:5])}); point LayeredMemory.open() at an empty directory"
                )
        except sqlite3.OperationalError as exc:  # locked / busy / I/O: not a statement about the file's content
            raise StoreError(f"could not read the schema version of {self.path}: {exc}") from exc
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise StoreCorruptError(f"{self.path} is not a readable store (SQLite said: {exc})") from exc
        if current > LATEST_VERSION:
            raise SchemaVersionError(
                f"{self.path} has schema version {current}, newer than this langmem-layers supports "
                f"({LATEST_VERSION}); upgrade langmem-layers to open it"
            )
        return current

    def schema_version(self) -> int:
        row = self.conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        return int(row[0]) if row else 0

    def close(self) -> None:
        with self._lock:
            try:
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                self.conn.close()

    def erase_residue(self) -> None:
        """After deleting a row: merge keyword segments (deleted tokens leave the file) and truncate the WAL.

        Cost grows with the keyword index (FTS5 ``optimize`` rewrites it); SQLite 3.40 has no FTS5 secure-delete.
        """
        with self._lock:
            ITEM_FTS.optimize(self.conn)
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def compact(self) -> None:
        """Merge keyword segments, vacuum and truncate the WAL, so erased rows leave every file."""
        with self._lock:
            ITEM_FTS.optimize(self.conn)
            self.conn.execute("VACUUM")
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    @contextmanager
    def transaction(self, now: datetime) -> Iterator[Tx]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; any exception rolls everything back and propagates.

        Inside :meth:`write_group` (same thread) the transaction is a savepoint of the group's: atomic on its
        own, durable when the group commits. Driver errors (``sqlite3.OperationalError`` — locked, disk full,
        I/O — and every other ``DatabaseError``) raised by the statements inside become :class:`StoreError`.
        """
        group = self._group
        if group is not None and group.thread == threading.get_ident():
            with self._lock, _map_sqlite_errors("SQLite transaction failed"):
                yield from self._grouped(group, now)
            return
        with self._lock, _map_sqlite_errors("SQLite transaction failed"):
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self.conn, now)
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    @contextmanager
    def write_group(self, max_writes: int = 64, max_seconds: float = 0.05) -> Iterator[None]:
        """Let this thread's transactions inside share commits — one ``COMMIT`` per ``max_writes`` transactions
        or ``max_seconds``, whichever comes first, and one at the end — instead of one each.

        Each transaction stays atomic (a savepoint); reads on this thread see what the group wrote (one
        connection). While a group's transaction is open the store lock is held, so other threads wait at most
        ``max_seconds`` (plus one transaction). On an exception the transactions that completed are committed,
        as they would have been one by one::

            with store.write_group():
                for candidate in batch:
                    with store.transaction(now) as tx:
                        ...
        """
        if self._group is not None and self._group.thread == threading.get_ident():
            yield  # nested: the outer group commits
            return
        with self._lock:
            group = self._group = _WriteGroup(max_writes, max_seconds)
        try:
            yield
        finally:
            try:
                self._end_group_transaction(group)
            finally:
                with self._lock:
                    self._group = None

    def _grouped(self, group: _WriteGroup, now: datetime) -> Iterator[Tx]:
        if not group.open:
            self.conn.execute("BEGIN IMMEDIATE")
            self._lock.acquire()  # held until the group's COMMIT: other threads share this connection
            group.begin()
        self.conn.execute("SAVEPOINT grouped_write")
        try:
            yield Tx(self.conn, now)
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK TO grouped_write")
                self.conn.execute("RELEASE grouped_write")
            else:  # SQLite rolled the whole transaction back itself (e.g. SQLITE_FULL)
                group.open = False
                self._lock.release()
            raise
        self.conn.execute("RELEASE grouped_write")
        group.writes += 1
        if group.due():
            self._end_group_transaction(group)

    def _end_group_transaction(self, group: _WriteGroup) -> None:
        if not group.open:
            return
        group.open = False
        try:
            with _map_sqlite_errors("SQLite transaction failed"):
                try:
                    self.conn.execute("COMMIT")
                except BaseException:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise
        finally:
            self._lock.release()

    # -- reads (always scoped to one user) ---------------------------------------------------------
    def _items(self, sql: str, params: Sequence[Any]) -> list[MemoryItem]:
        with self._lock:
            rows = self.conn.execute(sql, params).fetchall()
        return [MemoryItem.model_validate(upgrade_record(json.loads(r[0]))) for r in rows]

    def get_item(self, user_id: str, item_id: str) -> MemoryItem | None:
        items = self._items("SELECT data FROM items WHERE id = ? AND user_id = ?", (item_id, user_id))
        return items[0] if items else None

    def get_items(self, user_id: str, item_ids: Sequence[str]) -> dict[str, MemoryItem]:
        if not item_ids:
            return {}
        marks = ",".join("?" * len(item_ids))
        items = self._items(
            f"SELECT data FROM items WHERE +user_id = ? AND id IN ({marks})", (user_id, *item_ids)
        )
        return {i.id: i for i in items}

    def list_items(
        self, user_id: str, *, statuses: Sequence[str] | None = None, types: Sequence[str] | None = None,
        slot: str | None = None, entity: str | None = None, limit: int | None = None, newest_first: bool = False,
    ) -> list[MemoryItem]:
        sql, params = _item_query("data", user_id, statuses, types, slot, entity, limit, newest_first)
        return self._items(sql, params)

    def list_item_ids(
        self, user_id: str, *, statuses: Sequence[str] | None = None, types: Sequence[str] | None = None,
        slot: str | None = None, entity: str | None = None, limit: int | None = None, newest_first: bool = False,
    ) -> list[str]:
        sql, params = _item_query("id", user_id, statuses, types, slot, entity, limit, newest_first)
        return [r[0] for r in self._execute(sql, params)]

    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        return self._items(
            "SELECT data FROM item_versions WHERE user_id = ? AND item_id = ? ORDER BY seq", (user_id, item_id)
        )

    def audit_log(self, user_id: str, item_id: str | None = None, limit: int = 1000) -> list[dict[str, Any]]:
        sql = "SELECT seq, at, item_id, action, actor, rule, reason, payload FROM audit WHERE user_id = ?"
        params: list[Any] = [user_id]
        if item_id:
            sql += " AND item_id = ?"
            params.append(item_id)
        sql += " ORDER BY seq LIMIT ?"
        params.append(limit)
        with self._lock:
            rows = self.conn.execute(sql, params).fetchall()
        keys = ("seq", "at", "item_id", "action", "actor", "rule", "reason", "payload")
        return [
            {**dict(zip(keys, r, strict=True)), "payload": json.loads(r[7]) if r[7] else None} for r in rows
        ]

    def profile_facts(self, user_id: str) -> dict[str, tuple[str, str]]:
        """``slot → (value, item_id)`` for the user's active single-valued facts."""
        with self._lock:
            rows = self.conn.execute(
                "SELECT slot, value, item_id FROM profile_facts WHERE user_id = ? ORDER BY slot", (user_id,)
            ).fetchall()
        return {r[0]: (r[1], r[2]) for r in rows}

    def profile_summary(self, user_id: str) -> str | None:
        with self._lock:
            row = self.conn.execute("SELECT text FROM profile_summaries WHERE user_id = ?", (user_id,)).fetchone()
        return row[0] if row else None

    def keyword_search(self, user_id: str, query: str, limit: int) -> list[tuple[str, float]]:
        """``(item_id, bm25)`` for the user's items, best first (any status; callers filter)."""
        return self.keyword_scores(user_id, query_tokens(query), limit)

    def keyword_scores(self, user_id: str, terms: Sequence[str], limit: int) -> list[tuple[str, float]]:
        """``(item_id, bm25)`` best first for any of ``terms`` (a term with a space is a phrase), the user's items
        only: confined to the owner token inside FTS, rowids mapped to ids by primary key with the owner checked."""
        with self._lock:
            scores = ITEM_FTS.scores(self.conn, user_id, terms, limit)
            if not scores:
                return []
            ids = self.item_ids_for_rowids(user_id, list(scores))
        return [(ids[rowid], score) for rowid, score in scores.items() if rowid in ids]

    def item_ids_for_rowids(self, user_id: str, rowids: Sequence[int]) -> dict[int, str]:
        """``rowid → item id`` for the user's items among ``rowids``."""
        if not rowids:
            return {}
        rows = self._execute(f"SELECT rowid, id FROM items WHERE +user_id = ? AND rowid IN ({_marks(rowids)})",
                             (user_id, *rowids))
        return {int(r[0]): r[1] for r in rows}

    def profile_items(self, user_id: str, types: Sequence[str], limit: int) -> list[MemoryItem]:
        """The user's ``limit`` most important active items of ``types`` (newest first among equals)."""
        return self._items(
            f"SELECT data FROM items WHERE user_id = ? AND status = 'active' AND type IN ({_marks(types)}) "
            "ORDER BY importance DESC, updated_at DESC LIMIT ?", (user_id, *types, limit))

    # -- ranking reads (read/search.py, read/recall.py) -------------------------------------------------
    def vector_generation(self, user_id: str, model: str) -> int:
        """The user's vector generation for ``model`` (bumped by triggers on every vector write, any process)."""
        rows = self._execute("SELECT gen FROM vector_generations WHERE user_id = ? AND model = ?", (user_id, model))
        return int(rows[0][0]) if rows else 0

    def vector_count(self, user_id: str, model: str) -> int:
        rows = self._execute("SELECT count(*) FROM item_vectors WHERE user_id = ? AND model = ?", (user_id, model))
        return int(rows[0][0])

    def vector_matrix(self, user_id: str, model: str) -> tuple[list[str], np.ndarray]:
        """Every stored vector of one user and model: ``(ids, float32 matrix with one row per id)``."""
        rows = self._execute("SELECT item_id, vec FROM item_vectors WHERE user_id = ? AND model = ?",
                             (user_id, model))
        ids = [r[0] for r in rows]
        if not ids:  # backend suite: a user without vectors (or emptied since a count) is (0, 0), not a ValueError
            return ids, np.empty((0, 0), dtype=np.float32)
        return ids, np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(ids), -1)

    def vector_changes(self, user_id: str, model: str, since: int,
                       limit: int) -> tuple[list[str], np.ndarray, list[str]] | None:
        """What changed in the user's vectors of ``model`` after generation ``since``: ``(ids written, their current
        vectors as a float32 matrix, ids deleted)``, read from the change log in one statement (one snapshot). None
        when the log no longer covers ``since`` (pruned or erased past it) or more than ``limit`` ids changed: then
        :meth:`vector_matrix` is the answer. A change logged after ``since`` is answered with the row as it is now,
        so applying the answer twice, or to a matrix already newer than ``since``, is harmless."""
        rows = self._execute(
            "SELECT k.log_floor, c.item_id, v.vec FROM vector_clock k LEFT JOIN ("
            " SELECT DISTINCT item_id FROM vector_changes WHERE user_id = ? AND model = ? AND seq > ?"
            "  AND (SELECT log_floor FROM vector_clock WHERE id = 1) <= ? LIMIT ?"  # nothing read when not covered
            ") c ON 1 LEFT JOIN item_vectors v ON v.item_id = c.item_id AND v.user_id = ? AND v.model = ? "
            "WHERE k.id = 1", (user_id, model, since, since, limit + 1, user_id, model))
        return vector_changes_answer(rows, since, limit)

    def prune_vector_changes(self, keep: int) -> int:
        """Drop the change log's rows older than the last ``keep`` ticks of the vector clock (a matrix cached before
        them is then read again whole); returns how many rows went."""
        with self.transaction(datetime.now().astimezone()) as tx:
            (upto,) = tx.conn.execute("SELECT tick - ? FROM vector_clock WHERE id = 1", (keep,)).fetchone()
            gone = tx.conn.execute("DELETE FROM vector_changes WHERE seq <= ?", (upto,)).rowcount
            tx.conn.execute("UPDATE vector_clock SET log_floor = max(log_floor, ?) WHERE id = 1", (upto,))
        return int(gone)

    def vectors_by_id(self, user_id: str, item_ids: Sequence[str], model: str) -> dict[str, np.ndarray]:
        """Like :meth:`vectors`, looked up by primary key first, owner and model checked after."""
        if not item_ids:
            return {}
        rows = self._execute(
            f"SELECT item_id, vec FROM item_vectors WHERE +user_id = ? AND +model = ? "
            f"AND item_id IN ({_marks(item_ids)})", (user_id, model, *item_ids))
        return {r[0]: np.frombuffer(r[1], dtype=np.float32) for r in rows}

    def entities_named_in(self, user_id: str, text: str, *, min_chars: int, limit: int) -> list[str]:
        """The user's entities that occur in ``text`` (lowercased; substring), longest first."""
        rows = self._execute(
            "SELECT DISTINCT entity FROM item_entities WHERE user_id = ? AND length(entity) >= ? "
            "AND instr(?, entity) > 0 ORDER BY length(entity) DESC LIMIT ?", (user_id, min_chars, text, limit))
        return [r[0] for r in rows]

    def item_metas(self, user_id: str, item_ids: Sequence[str]) -> list[tuple[Any, ...]]:
        """:data:`ITEM_META_COLUMNS` of the user's items among ``item_ids`` (no record parsing)."""
        if not item_ids:
            return []
        # "+user_id": look rows up by primary key, then check the owner (the planner would otherwise walk the
        # user's whole (user_id, …) index — 10k rows for a large user)
        return self._execute(
            f"SELECT {ITEM_META_COLUMNS} FROM items WHERE +user_id = ? AND id IN ({_marks(item_ids)})",
            (user_id, *item_ids))

    def session_neighbours(self, user_id: str, anchors: Sequence[tuple[str, str]],
                           radius: int) -> list[tuple[Any, ...]]:
        """For each ``(anchor id, created_at)``: the user's ``radius`` items created just before and just after it,
        as ``(anchor id, *ITEM_META_COLUMNS)`` rows (one statement, two indexed look-ups per anchor)."""
        if not anchors or radius <= 0:
            return []
        parts: list[str] = []
        params: list[Any] = []
        for anchor_id, created in anchors:
            for op, order in (("<", "DESC"), (">", "ASC")):
                parts.append(f"SELECT * FROM (SELECT ?, {ITEM_META_COLUMNS} FROM items WHERE user_id = ? "
                             f"AND created_at {op} ? ORDER BY created_at {order} LIMIT {int(radius)})")
                params += [anchor_id, user_id, created]
        return self._execute(" UNION ALL ".join(parts), params)

    def most_important_ids(self, user_id: str, statuses: Sequence[str], types: Sequence[str],
                           limit: int) -> list[str]:
        """Ids of the user's ``limit`` most important items of ``types`` in ``statuses`` (newest first among
        equals)."""
        rows = self._execute(
            f"SELECT id FROM items WHERE user_id = ? AND status IN ({_marks(statuses)}) "
            f"AND type IN ({_marks(types)}) ORDER BY importance DESC, updated_at DESC LIMIT ?",
            (user_id, *statuses, *types, limit))
        return [r[0] for r in rows]

    def vectors(self, user_id: str, item_ids: Sequence[str], model: str) -> dict[str, np.ndarray]:
        if not item_ids:
            return {}
        marks = ",".join("?" * len(item_ids))
        with self._lock:
            rows = self.conn.execute(
                f"SELECT item_id, vec FROM item_vectors WHERE +user_id = ? AND model = ? AND item_id IN ({marks})",
                (user_id, model, *item_ids),
            ).fetchall()
        return {r[0]: blob_to_vector(r[1]) for r in rows}

    def count_items(self, user_id: str) -> int:
        with self._lock:
            return int(self.conn.execute("SELECT COUNT(*) FROM items WHERE user_id = ?", (user_id,)).fetchone()[0])

    # -- admin helpers (cross-user by design; used by verify/sweep/reembed only) ----------------------
    def all_vector_rows(self) -> dict[str, tuple[str, str, str, str]]:
        """``item_id → (user_id, model, status, type)`` for every item that has a vector."""
        with self._lock, _map_sqlite_errors("reading the vector rows"):
            rows = self.conn.execute(
                "SELECT v.item_id, v.user_id, v.model, i.status, i.type FROM item_vectors v "
                "JOIN items i ON i.id = v.item_id"
            ).fetchall()
        return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}

    def sync_rows(self, item_ids: Sequence[str]) -> dict[str, tuple[str, str, str, str, np.ndarray]]:
        """``item_id → (user_id, model, status, type, vector)`` for the ids that exist with a vector."""
        if not item_ids:
            return {}
        marks = ",".join("?" * len(item_ids))
        with self._lock, _map_sqlite_errors("reading rows to sync"):
            rows = self.conn.execute(
                "SELECT v.item_id, v.user_id, v.model, i.status, i.type, v.vec FROM item_vectors v "
                f"JOIN items i ON i.id = v.item_id WHERE v.item_id IN ({marks})",
                tuple(item_ids),
            ).fetchall()
        return {r[0]: (r[1], r[2], r[3], r[4], blob_to_vector(r[5])) for r in rows}

    def pending_outbox(self, limit: int = 1000) -> list[tuple[int, str, str, bool]]:
        """``(seq, item_id, user_id, meta_only)`` oldest first."""
        with self._lock, _map_sqlite_errors("reading the outbox"):
            rows = self.conn.execute(
                "SELECT seq, item_id, user_id, meta_only FROM outbox ORDER BY seq LIMIT ?", (limit,)
            ).fetchall()
        return [(int(r[0]), r[1], r[2], bool(r[3])) for r in rows]

    def ack_outbox(self, seqs: Sequence[int]) -> None:
        if not seqs:
            return
        with self._lock, _map_sqlite_errors("acknowledging outbox entries"):
            self.conn.executemany("DELETE FROM outbox WHERE seq = ?", [(s,) for s in seqs])

    def fail_outbox(self, seqs: Sequence[int], error: str) -> None:
        with self._lock, _map_sqlite_errors("recording an outbox failure"):
            self.conn.executemany(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?",
                [(error[:500], s) for s in seqs],
            )

    def all_item_ids(self) -> list[str]:
        """Every item id of every user (admin: ``verify``)."""
        return [r[0] for r in self._execute("SELECT id FROM items")]

    def sweep_rows(self, statuses: Sequence[str]) -> list[tuple[Any, ...]]:
        """Every item in ``statuses`` (all users: the sweep is an admin operation) as ``(id, user_id, type,
        status, importance, confidence, last_accessed_at, created_at, valid_until)``."""
        return self._execute(
            "SELECT id, user_id, type, status, importance, confidence, last_accessed_at, created_at, "
            f"json_extract(data, '$.valid_until') FROM items WHERE status IN ({_marks(statuses)})", list(statuses))

    def items_needing_embedding(self, model: str, limit: int) -> list[MemoryItem]:
        """Items whose stored vector is missing or from another model (admin: re-embed)."""
        return self._items(
            "SELECT i.data FROM items i LEFT JOIN item_vectors v ON v.item_id = i.id "
            "WHERE v.item_id IS NULL OR v.model != ? LIMIT ?",
            (model, limit),
        )

    def purge_user(self, user_id: str, now: datetime) -> dict[str, int]:
        """Physically delete every row of one user (forget_user). Returns counts per table."""
        counts: dict[str, int] = {}
        with self.transaction(now) as tx:
            # queue a vector sync for every item: once the rows are gone, the sync deletes the vector
            tx.conn.execute(
                "INSERT INTO outbox (item_id, user_id, created_at) SELECT item_id, user_id, ? FROM item_vectors "
                "WHERE user_id = ?", (_iso(now), user_id),
            )
            counts["keyword_rows"] = ITEM_FTS.delete_owner(tx.conn, user_id)
            for table in ("items", "item_versions", "audit", "profile_facts", "item_entities", "item_vectors",
                          "vector_changes", "profile_summaries", "kv", "vector_generations"):
                counts[table] = tx.conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,)).rowcount
            # her change rows are gone: a matrix of hers cached by another process must not be patched past them
            tx.conn.execute("UPDATE vector_clock SET log_floor = tick WHERE id = 1")
        return counts

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run one read statement under the store lock (store modules only: ``stores/*``, ``kb/store.py``)."""
        with self._lock, _map_sqlite_errors("SQLite read failed"):
            return list(self.conn.execute(sql, params).fetchall())
