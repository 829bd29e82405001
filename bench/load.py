"""Load: readers and writers against the served API on loopback, bounded in time and count.

The server is `palimpsest serve --no-neo4j` in its own process (the one users run), on a free
loopback port, with two keys of a fresh tenant and no per-key rate limit (the bench measures
the server, not the limiter). The tenant is seeded through the service with the generated
state world's episodes; its probe questions are what readers ask.

Two phases of fixed duration, each also capped in requests:
1. `single`: one client asking `evidence` back to back: the baseline.
2. `concurrent`: N clients (default 8); each request is `evidence` with probability 0.8,
   else an `ingest` of one new episode (its own idempotency key), drawn from a seeded RNG.
   The clients send back to back: a closed loop with no pause measures saturation. On 2
   cores shared by the clients, the server and Neo4j, Little's law (mean latency = clients
   / throughput) bounds its latency by the machine's throughput, whatever the server does.
2b. `paced`: the same N clients as agents use memory: each waits a think time between its
   requests (exponential, mean `--think`, default 1 s: an agent's model turn between two
   memory calls), from a seeded RNG.

3. `heavy`: the concurrent load again, plus one client sending back to back the costliest
   request the cost budget admits (`HEAVIEST`, gql/cost.py).

Reported per phase and operation: requests, throughput, p50 / p95 / p99 latency and errors
(any HTTP status but 200, or a GraphQL error). The targets of issue 15: the ratio of the
concurrent `evidence` p95 to the single-client one, measured in the same run, <= 3 (for the
closed loop and for the paced clients); no admitted request over 5 s under load (the heavy
phase's slowest).

Run: `python -m bench.load [--clients 8] [--seconds 20] [--think 1.0]` (Neo4j up, as for the
other benches).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx

from bench.common import (
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    percentiles,
    write_result,
)
from gql.cost import MAX_COST

REPO = Path(__file__).resolve().parents[1]
READ_SHARE = 0.8
TARGET_RATIO = 3.0
MAX_REQUESTS_PER_CLIENT = 5000  # a hard bound beside the duration
EVIDENCE = "query($q: String!) { evidence(query: $q, maxItems: 8) { tokenEstimate } }"
# About the costliest request the default budget admits (gql.cost: 1,953 of 2,000 points):
# three evidence packets at the largest size, each with its items, their episodes and prompt.
_PACKET = (
    "evidence(query: $q{n}, maxItems: 50, maxTokens: 8000) { prompt current { score "
    "fact { id value text } } episodes { score why } }"
)
HEAVIEST = (
    "query($q0: String!, $q1: String!, $q2: String!) { "
    + " ".join(f"p{n}: " + _PACKET.replace("{n}", str(n)) for n in range(3))
    + " }"
)
HEAVY_LIMIT_SECONDS = 5.0  # issue 15: no admitted request over 5 s under load
MAX_HEAVY_REQUESTS = 200
INGEST = "mutation($e: [EpisodeInput!]!) { ingest(episodes: $e) { accepted duplicates } }"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Served:
    """`palimpsest serve --no-neo4j` in a child process on a loopback port; stopped on exit."""

    def __init__(self, keys: dict[str, str]) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, PALIMPSEST_HOST="127.0.0.1", PALIMPSEST_PORT=str(self.port),
                   PALIMPSEST_API_KEYS=json.dumps(keys), PALIMPSEST_RATE_LIMIT="",
                   HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
                   LITELLM_LOCAL_MODEL_COST_MAP="True")  # fmt: skip
        command = [sys.executable, "-m", "palimpsest.cli", "serve", "--no-neo4j"]
        # The server's log goes to a file: a pipe nobody reads would block it once full.
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 - closed in __exit__
        self.process = subprocess.Popen(  # noqa: S603 - our own CLI, fixed arguments
            command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=self.log
        )

    def __enter__(self) -> Served:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.log.seek(0)
                err = self.log.read().decode(errors="replace")
                raise RuntimeError(f"serve exited with {self.process.returncode}: {err[-2000:]}")
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.__exit__()
        raise RuntimeError("serve did not answer /healthz within 120 s")

    def __exit__(self, *_: object) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=30)
        self.log.close()


class Client(threading.Thread):
    """One client: requests back to back until the deadline or the request cap."""

    def __init__(self, url: str, keys: dict[str, str], questions: Sequence[str], seed: int,
                 deadline: float, read_share: float, tag: str,
                 think_mean: float = 0.0) -> None:  # fmt: skip
        super().__init__(daemon=True)
        self.url, self.keys, self.questions = url, keys, questions
        self.rng = random.Random(seed)
        self.think_mean = think_mean  # seconds between requests (0: back to back)
        self.deadline, self.read_share, self.tag = deadline, read_share, tag
        self.samples: dict[str, list[float]] = {"evidence": [], "ingest": []}
        self.errors: dict[str, int] = {"evidence": 0, "ingest": 0}
        self.error_examples: list[str] = []

    def run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=60) as http:
            for n in range(MAX_REQUESTS_PER_CLIENT):
                if time.monotonic() >= self.deadline:
                    return
                if self.rng.random() < self.read_share:
                    op, key = "evidence", self.keys["reader"]
                    body = {"query": EVIDENCE, "variables": {"q": self.rng.choice(self.questions)}}
                else:
                    op, key = "ingest", self.keys["writer"]
                    text = f"Load note {self.tag}-{n}: I tried a new café called Spot {n}."
                    episode = {
                        "text": text,
                        "occurredAt": "2025-01-01T09:00:00Z",
                        "speaker": "Loader",
                        "idempotencyKey": f"load:{self.tag}:{n}",
                    }
                    body = {"query": INGEST, "variables": {"e": [episode]}}
                started = time.perf_counter()
                try:
                    r = http.post("/graphql", json=body, headers={"Authorization": f"Bearer {key}"})
                    failed = r.status_code != 200 or bool(r.json().get("errors"))
                    detail = r.text[:200]
                except httpx.HTTPError as exc:
                    failed, detail = True, repr(exc)
                self.samples[op].append(time.perf_counter() - started)
                if failed:
                    self.errors[op] += 1
                    if len(self.error_examples) < 3:
                        self.error_examples.append(f"{op}: {detail}")
                if self.think_mean > 0:
                    pause = self.rng.expovariate(1 / self.think_mean)
                    time.sleep(max(0.0, min(pause, self.deadline - time.monotonic())))


class HeavyClient(threading.Thread):
    """Sends the costliest admitted request (`HEAVIEST`) back to back beside the load."""

    def __init__(self, url: str, key: str, questions: Sequence[str], seed: int,
                 deadline: float) -> None:  # fmt: skip
        super().__init__(daemon=True)
        self.url, self.key, self.questions = url, key, questions
        self.rng, self.deadline = random.Random(seed), deadline
        self.samples: list[float] = []
        self.errors: list[str] = []

    def run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=60) as http:
            for _ in range(MAX_HEAVY_REQUESTS):
                if time.monotonic() >= self.deadline:
                    return
                variables = {f"q{n}": self.rng.choice(self.questions) for n in range(3)}
                started = time.perf_counter()
                r = http.post("/graphql", json={"query": HEAVIEST, "variables": variables},
                              headers={"Authorization": f"Bearer {self.key}"})  # fmt: skip
                self.samples.append(time.perf_counter() - started)
                if r.status_code != 200 or r.json().get("errors"):
                    self.errors.append(r.text[:200])


def heaviest_cost() -> int:
    """What the cost model charges `HEAVIEST`; ValueError when the schema refuses it."""
    from graphql import parse, validate

    from gql.cost import request_cost
    from gql.schema import build_schema

    schema = build_schema()._schema
    problems = validate(schema, parse(HEAVIEST))
    if problems:
        raise ValueError(f"HEAVIEST does not validate: {[p.message for p in problems]}")
    return request_cost(parse(HEAVIEST), schema)


def run_heavy_phase(
    url: str, keys: dict[str, str], questions: Sequence[str], clients: int, seconds: float,
    seed: int,
) -> dict[str, Any]:  # fmt: skip
    """The load of the concurrent phase, with one more client sending `HEAVIEST`."""
    heavy = HeavyClient(url, keys["reader"], questions, seed, time.monotonic() + seconds)
    heavy.start()
    load = run_phase(url, keys, questions, clients, seconds, READ_SHARE, seed, "heavy")
    heavy.join(timeout=seconds + 120)
    ms = {k: (v * 1000 if isinstance(v, float) and k != "n" else v)
          for k, v in percentiles(heavy.samples).items()}  # fmt: skip
    return {"load": load, "heaviest_ms": {**ms, "max": max(heavy.samples) * 1000},
            "heaviest_errors": len(heavy.errors), "error_examples": heavy.errors[:3]}  # fmt: skip


def run_phase(
    url: str,
    keys: dict[str, str],
    questions: Sequence[str],
    clients: int,
    seconds: float,
    read_share: float,
    seed: int,
    name: str,
    think_mean: float = 0.0,
) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    workers = [Client(url, keys, questions, seed + i, deadline, read_share, f"{name}{i}",
                      think_mean) for i in range(clients)]  # fmt: skip
    started = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=seconds + 120)
    wall = time.perf_counter() - started
    out: dict[str, Any] = {"clients": clients, "seconds": wall, "think_mean_s": think_mean,
                           "operations": {}}  # fmt: skip
    for op in ("evidence", "ingest"):
        values = [v for w in workers for v in w.samples[op]]
        if not values:
            continue
        ms = {k: (v * 1000 if isinstance(v, float) and k != "n" else v)
              for k, v in percentiles(values).items()}  # fmt: skip
        out["operations"][op] = {**ms, "per_second": len(values) / wall,
                                 "errors": sum(w.errors[op] for w in workers)}  # fmt: skip
    out["error_examples"] = [e for w in workers for e in w.error_examples][:5]
    return out


def run(clients: int = 8, seconds: float = 20.0, seed: int = 7,
        results_dir: Path | None = None, think_mean: float = 1.0) -> dict[str, Any]:  # fmt: skip
    from bench.states import episode_time, generate_world
    from graph.types import EpisodeInput

    service = open_service()
    world = generate_world(seed, people=6)
    questions = sorted({p.question for p in world.probes})
    with fresh_tenant(service, "load", seed) as tenant:
        batch = [EpisodeInput(text=e.text, occurred_at=episode_time(e), speaker=e.person,
                              idempotency_key=f"seed:{i}")
                 for i, e in enumerate(world.events)]  # fmt: skip
        seeded = service.ingest(tenant, batch)
        keys = {role: f"{role}-{secrets.token_urlsafe(24)}" for role in ("reader", "writer")}
        with Served({key: f"{tenant}:{role}" for role, key in keys.items()}) as served:
            # Warm: model, caches, plans (not measured).
            run_phase(served.url, keys, questions, 1, 5, 1.0, seed, "warm")
            single = run_phase(served.url, keys, questions, 1, seconds, 1.0, seed, "single")
            concurrent = run_phase(served.url, keys, questions, clients, seconds, READ_SHARE,
                                   seed + 100, "concurrent")  # fmt: skip
            paced = run_phase(served.url, keys, questions, clients, seconds, READ_SHARE,
                              seed + 300, "paced", think_mean)  # fmt: skip
            cost = heaviest_cost()  # before the phase: a query the schema refuses measures nothing
            heavy = run_heavy_phase(served.url, keys, questions, clients, seconds, seed + 200)
    base = single["operations"].get("evidence", {}).get("p95")
    ratio = _p95_ratio(concurrent, base)
    paced_ratio = _p95_ratio(paced, base)
    errors = sum(op["errors"] for ph in (single, concurrent, paced)
                 for op in ph["operations"].values())  # fmt: skip
    payload = {
        "benchmark": "load",
        "seeds": [seed],
        "data": {"generator": "bench.states.generate_world", "people": 6,
                 "seed_episodes": seeded.accepted, "questions": len(questions),
                 "read_share": READ_SHARE, "seconds_per_phase": seconds,
                 # serve parses ingests in a worker process unless this says false
                 "extract_worker": os.environ.get("PALIMPSEST_EXTRACT_WORKER", "true")},
        "machine": machine_description(service.graph),
        "phases": {"single": single, "concurrent": concurrent, "paced": paced},
        "evidence_p95_ratio": ratio,
        "paced_evidence_p95_ratio": paced_ratio,
        "target_ratio": TARGET_RATIO,
        "errors": errors,
        "heaviest": {"cost": cost, "budget": MAX_COST, **heavy,
                     "limit_seconds": HEAVY_LIMIT_SECONDS},
    }  # fmt: skip
    write_result("load", payload, render_markdown(payload), results_dir=results_dir)
    service.graph.close()
    return payload


def _p95_ratio(phase: dict[str, Any], base: float | None) -> float | None:
    """A phase's `evidence` p95 over the single client's (None when either is missing)."""
    loaded = phase["operations"].get("evidence", {}).get("p95")
    return loaded / base if base and loaded else None


def _ms(x: float | None) -> str:
    return "—" if x is None else f"{x:.1f}"


def render_markdown(payload: dict[str, Any]) -> str:
    rows = []
    for phase, data in payload["phases"].items():
        for op, s in data["operations"].items():
            rows.append([phase, data["clients"], op, s["n"], f"{s['per_second']:.1f}",
                         _ms(s["p50"]), _ms(s["p95"]), _ms(s["p99"]), s["errors"]])  # fmt: skip
    ratio = payload["evidence_p95_ratio"]
    verdict = "met" if ratio is not None and ratio <= payload["target_ratio"] else "not met"
    paced = payload.get("paced_evidence_p95_ratio")
    paced_verdict = "met" if paced is not None and paced <= payload["target_ratio"] else "not met"
    think = payload["phases"].get("paced", {}).get("think_mean_s")
    lines = [
        "# Load on loopback: readers and writers against `palimpsest serve`",
        "",
        f"Data: {payload['data']}. Each phase runs for its duration or "
        f"{MAX_REQUESTS_PER_CLIENT} requests per client, whichever ends first; the server "
        "runs in its own process, the clients are threads of the bench's process on the same "
        "2 cores.",
        "",
        md_table(
            [
                "phase",
                "clients",
                "operation",
                "requests",
                "per s",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "errors",
            ],
            rows,
        ),  # fmt: skip
        "",
        f"- Concurrent `evidence` p95 / single-client p95, clients back to back (saturation): "
        f"{'—' if ratio is None else f'{ratio:.2f}x'} (target <= {payload['target_ratio']:.0f}x:"
        f" {verdict}).",
        f"- Paced clients (think time mean {think} s): `evidence` p95 / single-client p95: "
        f"{'—' if paced is None else f'{paced:.2f}x'} (target <= "
        f"{payload['target_ratio']:.0f}x: {paced_verdict}).",
        f"- Errors: {payload['errors']} (target 0).",
    ]
    heavy = payload.get("heaviest")
    if heavy:
        h = heavy["heaviest_ms"]
        worst = h["max"] / 1000
        answered = heavy["heaviest_errors"] == 0
        verdict_heavy = (
            ("met" if worst < heavy["limit_seconds"] else "not met")
            if answered
            else "not measured: the requests failed"
        )
        lines.append(
            f"- The costliest request the budget admits ({heavy['cost']} of {heavy['budget']} "
            f"points: three `evidence` packets at maxItems 50, with prompt, items and episodes), "
            f"sent back to back beside {heavy['load']['clients']} loading clients: "
            f"{h['n']} requests, p50 {_ms(h['p50'])} ms, p95 {_ms(h['p95'])} ms, max "
            f"{worst:.2f} s (limit {heavy['limit_seconds']:.0f} s: {verdict_heavy}), "
            f"{heavy['heaviest_errors']} errors."
        )
    examples = [e for ph in payload["phases"].values() for e in ph["error_examples"]]
    if examples:
        lines.append(f"- First errors: {examples[:3]}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--think", type=float, default=1.0,
                    help="mean think time of the paced clients, seconds")  # fmt: skip
    args = ap.parse_args(argv)
    payload = run(args.clients, args.seconds, args.seed, think_mean=args.think)
    print(render_markdown(payload))
    return 0 if payload["errors"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
