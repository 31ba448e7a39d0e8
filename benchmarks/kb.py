"""Knowledge-base benchmark: ingest ≥ 5 MB of mixed Chinese/English documents, then search and update.

    python -m benchmarks.kb --json                                  # 5 MB, hashing embedder (the KB's own cost)
    python -m benchmarks.kb --embeddings auto --mb 0.5 --json       # a smaller sample with the real e5 model
    python -m benchmarks.kb --embeddings use --mb 0.5 --json        # the USE fallback model

The corpus is generated deterministically (seeded) at run time — product manuals, policies and FAQs, each
document half Chinese, half English, with a unique model code per product so a query has one right document.
Prints ingestion throughput (chunks/s, MB/s), index size on disk (SQLite + Chroma), search p50/p95 and
hit@5 (the right document in the top 5), and update p50. Numbers depend on the machine: record the command.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from langchain_core.documents import Document

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings

ZH_SUBJECTS = ["本产品", "该型号", "整机", "电池", "屏幕", "充电器", "主板", "键盘", "摄像头", "扬声器", "外壳",
               "存储卡"]
ZH_VERBS = ["支持", "提供", "享受", "不包括", "需要", "适用于", "兼容", "限于", "覆盖", "建议使用"]
ZH_OBJECTS = ["两年有限保修", "七天无理由退货", "全国联保服务", "快速充电功能", "上门维修", "以旧换新", "防水等级IP68",
              "官方配件", "延长保修计划", "免费软件升级", "同城当日达配送", "会员积分抵扣"]
ZH_TAILS = ["详情请咨询客服。", "以购买凭证为准。", "人为损坏除外。", "具体以当地门店为准。", "活动期间有效。",
            "请妥善保管发票。"]
EN_SUBJECTS = ["The device", "This model", "The battery", "The display", "The charger", "The keyboard", "The camera",
               "The warranty", "Our service team", "The mainboard", "The speaker", "The casing"]
EN_VERBS = ["supports", "includes", "does not cover", "requires", "is compatible with", "is limited to", "offers",
            "recommends", "provides", "excludes"]
EN_OBJECTS = ["a two-year limited warranty", "free returns within seven days", "nationwide repair service",
              "fast charging", "on-site repair", "trade-in credit", "IP68 water resistance", "official accessories",
              "extended protection plans", "free software updates", "same-day delivery", "loyalty points"]
EN_TAILS = ["Contact support for details.", "Proof of purchase is required.", "Accidental damage is excluded.",
            "Terms vary by region.", "Valid during the promotion.", "Keep your invoice."]
KINDS = [("产品手册", "Product manual"), ("售后政策", "After-sales policy"), ("常见问题", "FAQ")]


def _zh_sentence(rng: random.Random, code: str) -> str:
    return (f"{rng.choice(ZH_SUBJECTS)}（{code}）{rng.choice(ZH_VERBS)}{rng.choice(ZH_OBJECTS)}，"
            f"{rng.choice(ZH_TAILS)}")


def _en_sentence(rng: random.Random, code: str) -> str:
    return f"{rng.choice(EN_SUBJECTS)} ({code}) {rng.choice(EN_VERBS)} {rng.choice(EN_OBJECTS)}. {rng.choice(EN_TAILS)}"


def make_corpus(megabytes: float, seed: int = 7, doc_bytes: int = 24_000) -> list[tuple[Document, str]]:
    """``(document, its unique product code)`` pairs totalling ≥ ``megabytes`` of UTF-8 text."""
    rng = random.Random(seed)
    docs: list[tuple[Document, str]] = []
    total = 0
    while total < megabytes * 1_000_000:
        n = len(docs)
        code = f"KX-{n:05d}"
        zh_kind, en_kind = KINDS[n % len(KINDS)]
        parts = [f"# {zh_kind} {code} / {en_kind}"]
        size = 0
        section = 0
        while size < doc_bytes:
            section += 1
            parts.append(f"## 第{section}节 Section {section}")
            para_zh = "".join(_zh_sentence(rng, code) for _ in range(rng.randint(3, 6)))
            para_en = " ".join(_en_sentence(rng, code) for _ in range(rng.randint(3, 6)))
            parts += [para_zh, para_en]
            if section == 1:
                parts.append("\n".join(["| 项目 | 内容 |", "|---|---|", f"| {code} 价格 | ¥{rng.randint(999, 19999)} |",
                                         f"| {code} 保修 | {rng.randint(1, 3)}年 |"]))
            size += len(para_zh.encode()) + len(para_en.encode())
        text = "\n\n".join(parts)
        total += len(text.encode("utf-8"))
        docs.append((Document(text, id=f"doc-{n:05d}"), code))
    return docs


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _dir_bytes(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def run(megabytes: float, embeddings: str, queries: int, updates: int, seed: int,
        chunk_size: int = 500) -> dict[str, float | int | str]:
    corpus = make_corpus(megabytes, seed)
    corpus_bytes = sum(len(d.page_content.encode("utf-8")) for d, _ in corpus)
    config = MemoryConfig(kb_chunk_size=chunk_size, kb_chunk_overlap=min(50, chunk_size // 10))
    with tempfile.TemporaryDirectory() as tmp:
        mem = LayeredMemory.open(Path(tmp) / "store", config=config, embeddings=default_embeddings(embeddings))
        t0 = time.perf_counter()
        for doc, _ in corpus:
            mem.kb.add_documents([doc])
        ingest_s = time.perf_counter() - t0
        stats = mem.kb.stats()
        mem.sqlite._execute("PRAGMA wal_checkpoint(TRUNCATE)")
        sqlite_bytes = _dir_bytes(Path(tmp) / "store") - _dir_bytes(Path(tmp) / "store" / mem.config.chroma_dirname)
        chroma_bytes = _dir_bytes(Path(tmp) / "store" / mem.config.chroma_dirname)
        rng = random.Random(seed + 1)
        picks = [rng.randrange(len(corpus)) for _ in range(queries)]
        latencies, hits = [], 0
        for n, i in enumerate(picks):
            doc, code = corpus[i]
            query = (f"{code} 的电池保修多久？" if n % 2 == 0 else f"Does {code} include free software updates?")
            mem._query_cache.clear()  # measure the query embedding too (repeated queries would hit the LRU)
            t = time.perf_counter()
            results = mem.kb.search(query, k=5)
            latencies.append((time.perf_counter() - t) * 1000)
            hits += any(r.metadata["doc_id"] == doc.id for r in results)
        update_ms = []
        for i in picks[:updates]:
            doc, code = corpus[i]
            t = time.perf_counter()
            mem.kb.update_document(str(doc.id), doc.page_content + f"\n\n## 更新 Update\n{code} 保修延长至三年。")
            update_ms.append((time.perf_counter() - t) * 1000)
        mem.close()
    return {
        "embeddings": mem.model_id, "chunk_size": chunk_size, "documents": len(corpus),
        "corpus_mb": round(corpus_bytes / 1e6, 2),
        "chunks": stats["kb_chunks"], "facts": stats["kb_facts"], "ingest_s": round(ingest_s, 2),
        "chunks_per_s": round(stats["kb_chunks"] / ingest_s, 1), "mb_per_s": round(corpus_bytes / 1e6 / ingest_s, 3),
        "sqlite_mb": round(sqlite_bytes / 1e6, 1), "chroma_mb": round(chroma_bytes / 1e6, 1),
        "queries": queries, "search_p50_ms": round(statistics.median(latencies), 1),
        "search_p95_ms": round(_pct(latencies, 0.95), 1), "hit_at_5": round(hits / queries, 3),
        "update_p50_ms": round(statistics.median(update_ms), 1) if update_ms else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mb", type=float, default=5.0, help="corpus size in MB of UTF-8 text (default 5)")
    parser.add_argument("--embeddings", choices=["hashing", "auto", "e5", "use"], default="hashing")
    parser.add_argument("--chunk-size", type=int, default=500, help="MemoryConfig.kb_chunk_size (characters)")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--updates", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = run(args.mb, args.embeddings, args.queries, args.updates, args.seed, args.chunk_size)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        for key, value in result.items():
            print(f"{key:>16}: {value}")


if __name__ == "__main__":
    main()
