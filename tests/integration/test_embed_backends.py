"""The ONNX embedding backend gives the torch (sentence-transformers) vectors: cosine >= 0.99
on each of 200+ varied sentences (chat turns of the write-policy set, Chinese, very short,
truncated long texts), in batches and one at a time. No Neo4j needed; slow-ish (loads torch,
exports the model to ONNX once under the data dir, then reuses the export)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml

pytest.importorskip("onnxruntime")

from extract.embed import (  # noqa: E402
    DIMENSIONS,
    Embedder,
    _encoder,
    onnx_export_path,
    resolve_backend,
)

pytestmark = pytest.mark.integration

DATA = Path(__file__).resolve().parent.parent / "data" / "write_policy.yaml"
EXTRA = [
    "ok", "x", "?", "lol", "👍", "3.14159", "2024-03-04T09:12:00Z", "I moved to Paris.",
    "我搬到上海了", "我现在在阿里巴巴工作", "以后记一下：我对花生过敏", "因为下雨，所以我们没去",
    "Remember that my dentist is Dr. Ruiz.", "From now on, use pnpm instead of yarn.",
    "Note: the staging DB password rotates every Monday.", "Mon éditeur préféré est Vim.",
    "Ich wohne jetzt in Berlin.", "Estoy aprendiendo coreano desde marzo.",
    "My phone number changed to +44 20 7946 0958", "I'm vegan now, except for honey.",
    "We considered switching to Rust but stayed with Go.", "Back in 2021 I lived in Lima.",
    "My manager is Priya; my team is Platform.", "email me at ana@example.com",
    "SELECT * FROM users WHERE id = 42;", "def f(x): return x * 2",
    "I LIVE IN TOKYO NOW", "i live in tokyo now", "   leading and trailing spaces   ",
    "line one\nline two\nline three",
]  # fmt: skip


def sentences() -> list[str]:
    """At least 200 varied texts."""
    doc = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    texts = [t["text"] for s in doc["sessions"] for t in s["turns"]]
    texts += EXTRA
    # Long texts: past the 256-token limit (truncated alike by both backends) and mid-length.
    texts += [" ".join(texts[i : i + 40]) for i in range(0, 120, 40)]
    texts += [f"{a} {b}" for a, b in zip(texts[:60], texts[60:120], strict=True)]
    return texts


@pytest.fixture(scope="module")
def vectors() -> tuple[list[str], np.ndarray, np.ndarray]:
    texts = sentences()
    torch_vecs = np.array(Embedder(backend="torch").embed(texts))
    onnx_vecs = np.array(Embedder(backend="onnx").embed(texts))
    return texts, torch_vecs, onnx_vecs


def test_at_least_200_varied_sentences() -> None:
    texts = sentences()
    assert len(texts) >= 200
    assert len(set(texts)) >= 200


def test_onnx_matches_torch(vectors: tuple[list[str], np.ndarray, np.ndarray]) -> None:
    texts, t, o = vectors
    assert t.shape == o.shape == (len(texts), DIMENSIONS)
    np.testing.assert_allclose(np.linalg.norm(o, axis=1), 1.0, atol=1e-5)
    cos = (t * o).sum(axis=1)
    worst = int(cos.argmin())
    assert cos.min() >= 0.99, f"cosine {cos.min():.5f} for {texts[worst]!r}"


def test_onnx_one_at_a_time_matches_batch(
    vectors: tuple[list[str], np.ndarray, np.ndarray],
) -> None:
    texts, _, o = vectors
    single = Embedder(backend="onnx")
    for i in range(0, len(texts), 25):  # no padding in a batch of one
        assert float(np.dot(single.embed_one(texts[i]), o[i])) >= 0.9999


def test_export_created_once_and_reused() -> None:
    path = onnx_export_path()
    _encoder("onnx")
    assert path.is_file()
    stamp = path.stat().st_mtime_ns
    _encoder.cache_clear()
    _encoder("onnx")
    assert path.stat().st_mtime_ns == stamp


def test_backend_choice() -> None:
    assert resolve_backend("auto") == "onnx"  # onnxruntime installed
    assert resolve_backend("torch") == "torch"
    with pytest.raises(ValueError, match="embedding backend"):
        resolve_backend("onnx-int4")
    assert Embedder(backend="auto").backend_name == "onnx"
