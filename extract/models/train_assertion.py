"""Train the clause-modality model (`extract.assertion`) and report how well it does.

Data: `extract/models/data/assertion_labels*.jsonl` (turns labelled clause by clause). The
model is softmax regression with L2, trained by full-batch gradient descent with class
weights (rarer modalities count more), seeded. Reported, with Wilson intervals:

- 5-fold cross-validated accuracy on the training data (label and group);
- accuracy on the blind clause table `tests/data/clause_cases.yaml` (never trained on), on
  the clauses that name a value: each value's modality is read from the clause around it.

Writes `extract/models/assertion.npz` and `bench/results/assertion_model.{json,md}`.
Run: `python -m extract.models.train_assertion [--seed 7]`.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from extract.assertion import (
    ATTRIBUTE_MIN,
    GROUPS,
    MODALITIES,
    MODEL_PATH,
    AssertionModel,
    attribute_features,
    clause_features,
    read_modality,
)
from extract.clauses import clause_of
from graph.vocabulary import attribute_for_alias, load_entries

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
LABELS = sorted(DATA.glob("assertion_labels*.jsonl"))  # every labelled batch
TABLE = ROOT / "tests" / "data" / "clause_cases.yaml"
L2 = 1e-3
ATTRIBUTE_L2 = 1e-5  # many classes, few examples each: a strong prior keeps it flat
STEPS = 600
RATE = 0.5
# The attribute head has ten times the classes: it needs larger steps to leave the prior.
ATTRIBUTE_RATE = 2.5
ATTRIBUTE_STEPS = 1200


def canonical_attribute(label: str | None) -> str | None:
    """A labelled attribute as the vocabulary names it: labellers wrote "programming_language"
    or "vehicle" where the vocabulary's slot is `primary_language` or `car` (an alias of it),
    and "other:notes_app" for a slot the vocabulary has since gained; the model must place a
    clause in the slot the rules' readings of it use."""
    if not label or label in load_entries():
        return label
    name = label.removeprefix("other:")
    if name in load_entries():
        return name
    return attribute_for_alias(name.replace("_", " ")) or label


def load_labels(paths: Sequence[Path] = LABELS) -> list[tuple[str, str, str | None]]:
    """(clause text, modality, attribute) of every labelled batch."""
    return [(text, modality, attribute) for text, modality, attribute, _ in load_clauses(paths)]


def load_clauses(
    paths: Sequence[Path] = LABELS,
) -> list[tuple[str, str, str | None, str | None]]:
    """(clause text, modality, attribute, value) of every labelled batch."""
    out = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                for c in json.loads(line)["clauses"]:
                    attribute = canonical_attribute(c.get("attribute"))
                    out.append((c["text"], c["modality"], attribute, c.get("value")))
    return out


def fit(
    x: np.ndarray,
    y: np.ndarray,
    classes: int,
    seed: int,
    rate: float = RATE,
    steps: int = STEPS,
    l2: float = L2,
) -> tuple[np.ndarray, np.ndarray]:
    """Softmax regression weights and bias (class-weighted cross-entropy + L2)."""
    rng = np.random.default_rng(seed)
    w = rng.normal(0.0, 0.01, (x.shape[1], classes)).astype(np.float32)
    b = np.zeros(classes, np.float32)
    counts = np.bincount(y, minlength=classes).astype(np.float32)
    cw = counts.sum() / np.maximum(counts, 1.0) / classes
    sw = cw[y][:, None]
    onehot = np.eye(classes, dtype=np.float32)[y]
    m1w, m2w = np.zeros_like(w), np.zeros_like(w)
    m1b, m2b = np.zeros_like(b), np.zeros_like(b)
    for step in range(1, steps + 1):
        z = x @ w + b
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        g = (p - onehot) * sw / len(y)
        gw, gb = x.T @ g + l2 * w, g.sum(axis=0)
        # Adam: the cue flags and the vector dimensions have very different scales.
        for m1, m2, grad, param in ((m1w, m2w, gw, w), (m1b, m2b, gb, b)):
            m1 *= 0.9
            m1 += 0.1 * grad
            m2 *= 0.999
            m2 += 0.001 * grad * grad
            param -= (
                (rate * 0.02) * (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
            )
    return w, b


def attribute_rows(attributes: Sequence[str | None], least: int = 3) -> tuple[str, ...]:
    """The attributes with at least `least` labelled clauses (the attribute model's classes)."""
    return tuple(sorted({a for a in attributes if a and attributes.count(a) >= least}))


def group_of(label: str) -> str:
    return next(g for g, members in GROUPS.items() if label in members)


def table_cases(path: Path = TABLE) -> list[tuple[str, str, str]]:
    """(clause around the value, value, expected modality) for every expected value."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = []
    for case in data["cases"]:
        for e in case.get("expect") or ():
            if e.get("value"):
                out.append((clause_of(case["text"], e["value"]), e["value"], e["modality"]))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    from bench.common import fmt_prop, machine_description, md_table, prop, write_result
    from extract.embed import Embedder

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    started = time.perf_counter()
    clauses = load_clauses()
    pairs = [(t, m, a) for t, m, a, _ in clauses]
    classes = MODALITIES
    y = np.array([classes.index(m) for _, m, _ in pairs])
    attrs = [a for _, _, a in pairs]
    embedder = Embedder()
    vectors = np.asarray(embedder.embed([t for t, _, _ in pairs]), np.float32)
    x = np.stack([clause_features(t, v) for (t, _, _), v in zip(pairs, vectors, strict=True)])
    # The attribute head also reads the vector of the value itself (attribute_features).
    values = sorted({str(v) for *_, v in clauses if v})
    value_vectors = dict(zip(values, embedder.embed(values), strict=True))
    xa = np.stack([attribute_features(row, value_vectors.get(str(v)) if v else None)
                   for row, (*_, v) in zip(x, clauses, strict=True)])  # fmt: skip
    # 5-fold cross-validation on the training data
    order = np.random.default_rng(args.seed).permutation(len(y))
    folds = np.array_split(order, 5)
    hits = group_hits = attr_hits = attr_n = sure_hits = sure_n = 0
    for i, test in enumerate(folds):
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        names = attribute_rows([attrs[j] for j in train])
        known = [j for j in train if attrs[j] in names]
        aw, ab = fit(xa[known], np.array([names.index(attrs[j]) for j in known]), len(names),
                     args.seed, ATTRIBUTE_RATE, ATTRIBUTE_STEPS, ATTRIBUTE_L2)  # fmt: skip
        reader = AssertionModel(aw, ab, names, names, aw, ab)
        for j in test:
            if attrs[j] in names:
                attr_n += 1
                read = reader.attribute_of(xa[j])
                attr_hits += read is not None and read[0] == attrs[j]
                if read is not None and read[1] >= ATTRIBUTE_MIN:
                    sure_n += 1
                    sure_hits += read[0] == attrs[j]
        w, b = fit(x[train], y[train], len(classes), args.seed)
        pred = read_modality(AssertionModel(w, b, classes), x[test])
        hits += sum(p.label == classes[t] for p, t in zip(pred, y[test], strict=True))
        group_hits += sum(
            p.group == group_of(classes[t]) for p, t in zip(pred, y[test], strict=True)
        )
    w, b = fit(x, y, len(classes), args.seed)
    names = attribute_rows(attrs)
    known = [j for j in range(len(attrs)) if attrs[j] in names]
    aw, ab = fit(xa[known], np.array([names.index(attrs[j]) for j in known]), len(names),
                 args.seed, ATTRIBUTE_RATE, ATTRIBUTE_STEPS, ATTRIBUTE_L2)  # fmt: skip
    model = AssertionModel(w, b, classes, names, aw, ab)
    model.save(MODEL_PATH)
    # the blind clause table (never trained on)
    cases = table_cases()
    tv = embedder.embed([c for c, _, _ in cases])
    tx = np.stack([clause_features(c, v) for (c, _, _), v in zip(cases, tv, strict=True)])
    tp = read_modality(model, tx)
    t_hits = sum(p.label == m for p, (_, _, m) in zip(tp, cases, strict=True))
    t_group = sum(p.group == group_of(m) for p, (_, _, m) in zip(tp, cases, strict=True))
    confusion: dict[str, dict[str, int]] = {}
    for p, (_, _, m) in zip(tp, cases, strict=True):
        confusion.setdefault(m, {}).setdefault(p.label, 0)
        confusion[m][p.label] += 1
    t0 = time.perf_counter()
    for _ in range(20):
        read_modality(model, tx)
    per_clause_ms = (time.perf_counter() - t0) / (20 * len(cases)) * 1000
    payload: dict[str, Any] = {
        "benchmark": "assertion_model",
        "seeds": [args.seed],
        "data": {"train": [str(p.relative_to(ROOT)) for p in LABELS], "train_clauses": len(pairs),
                 "test": str(TABLE.relative_to(ROOT)), "test_values": len(cases)},
        "machine": machine_description(),
        "model": {"path": str(MODEL_PATH.relative_to(ROOT)), "bytes": MODEL_PATH.stat().st_size,
                  "features": int(x.shape[1]), "classes": list(classes),
                  "predict_ms_per_clause": per_clause_ms,
                  "note": "the clause vector is the fact text's, computed for the graph anyway"},
        "cross_validation": {"label": prop(int(hits), len(y)),
                             "group": prop(int(group_hits), len(y)),
                             "attribute": prop(int(attr_hits), attr_n),
                             "attribute_when_sure": prop(int(sure_hits), sure_n),
                             "attribute_sure_share": prop(sure_n, attr_n)},
        "blind_table": {"label": prop(t_hits, len(cases)), "group": prop(t_group, len(cases)),
                        "confusion": confusion},
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    md = "\n\n".join([
        "# Clause modality model",
        f"Trained on {len(pairs)} labelled clauses; model file {payload['model']['bytes']} "
        f"bytes, {payload['model']['features']} features, "
        f"{per_clause_ms:.3f} ms per clause to predict (numpy, no LLM).",
        md_table(["set", "label accuracy", "group accuracy (assert/transition/abandon/drop)"], [
            ["5-fold cross-validation (training data)",
             fmt_prop(payload["cross_validation"]["label"]),
             fmt_prop(payload["cross_validation"]["group"])],
            ["blind clause table (never trained on)", fmt_prop(payload["blind_table"]["label"]),
             fmt_prop(payload["blind_table"]["group"])],
        ]),
        f"Attribute model ({len(model.attributes)} attributes with 3+ labelled clauses, softmax "
        "over the same features and the value's own MiniLM vector), 5-fold cross-validated "
        "accuracy on clauses of those attributes: "
        f"{fmt_prop(payload['cross_validation']['attribute'])}; when its "
        f"probability is at least {ATTRIBUTE_MIN} (the gate's threshold): "
        f"{fmt_prop(payload['cross_validation']['attribute_when_sure'])}, on "
        f"{fmt_prop(payload['cross_validation']['attribute_sure_share'])} of the clauses.",
        "Blind table confusion (expected → predicted): " + json.dumps(confusion),
    ])  # fmt: skip
    write_result("assertion_model", payload, md)
    print(md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
