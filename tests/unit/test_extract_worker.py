"""The rules extractor in a worker process (extract.worker): the same extractions as in the
caller's process, at a lower CPU priority, and a new worker after one dies."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime

import pytest

from extract.pipeline import EpisodeText, RuleExtractor
from extract.worker import ExtractorProcess, _ready, _start
from graph.errors import Unavailable

WHEN = datetime(2025, 5, 1, tzinfo=UTC)
EPISODES = [
    EpisodeText("I moved from Leeds to Bristol last month.", WHEN, speaker="Ann"),
    EpisodeText("changed my streaming: Cinemora out, Kinoplus in", WHEN, speaker="Ann"),
    EpisodeText("我现在用Kdenlive剪视频", WHEN, speaker="小林"),
    EpisodeText("lovely weather today", WHEN, speaker="Ann"),
]


@pytest.fixture(scope="module")
def worker() -> ExtractorProcess:
    process = ExtractorProcess(niceness=5)
    yield process
    process.close()


def _facts(extractions: list) -> list[list[tuple[str, str, str]]]:
    return [[(f.subject, f.attribute, f.value) for f in ex.facts] for ex in extractions]


def test_the_worker_extracts_what_the_callers_process_does(worker: ExtractorProcess) -> None:
    found, stats = worker.extract_batch(EPISODES)
    assert _facts(found) == _facts(RuleExtractor().extract_batch(EPISODES))
    assert any(_facts(found)) and stats.llm_calls == 0


def test_the_worker_runs_at_a_lower_priority(worker: ExtractorProcess) -> None:
    worker.extract_batch(EPISODES[:1])
    pool = worker._worker()
    (pid,) = [p.pid for p in pool._processes.values()]  # type: ignore[union-attr]
    assert os.getpriority(os.PRIO_PROCESS, pid) == os.getpriority(os.PRIO_PROCESS, 0) + 5


def test_a_dead_worker_is_replaced_and_the_batch_still_extracted(
    worker: ExtractorProcess,
) -> None:
    worker.extract_batch(EPISODES[:1])
    (process,) = worker._worker()._processes.values()  # type: ignore[union-attr]
    process.kill()
    process.join(timeout=10)
    found, _ = worker.extract_batch(EPISODES[:2])
    assert _facts(found) == _facts(RuleExtractor().extract_batch(EPISODES[:2]))


def test_no_episodes_start_no_worker() -> None:
    idle = ExtractorProcess()
    assert idle.extract_batch([])[0] == [] and idle._pool is None
    idle.close()


def test_the_start_leaves_priority_alone_at_zero_niceness(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr("extract.worker._EXTRACTOR", None)  # restored after the test
    monkeypatch.setattr(os, "nice", calls.append)

    class Quiet:
        def extract_batch(self, episodes: list) -> list:
            return []

    monkeypatch.setattr("extract.pipeline.RuleExtractor", Quiet)
    _start(0)
    assert calls == []


def test_the_worker_ends_when_the_process_that_started_it_is_killed(tmp_path) -> None:  # noqa: ANN001
    """A server killed with SIGKILL runs no shutdown: its worker must not live on as an
    orphan holding the models' memory."""
    script = tmp_path / "owner.py"
    script.write_text(
        "import os\n"
        "from extract.worker import ExtractorProcess, _ready\n"
        "if __name__ == '__main__':\n"
        "    p = ExtractorProcess()\n"
        "    p._worker().submit(_ready).result(timeout=120)\n"
        "    (w,) = p._worker()._processes.values()\n"
        "    print(w.pid, flush=True)\n"
        "    os.kill(os.getpid(), 9)\n"
    )
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=env, timeout=180)  # fmt: skip
    worker_pid = int(done.stdout.split()[0])
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and _alive(worker_pid):
        time.sleep(0.2)
    assert not _alive(worker_pid)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


def test_a_started_worker_is_ready_before_the_first_batch() -> None:
    process = ExtractorProcess()
    process.start()
    try:
        assert process._worker().submit(_ready).result(timeout=120) is True
    finally:
        process.close()


def test_a_batch_over_the_timeout_ends_the_worker_and_answers_unavailable() -> None:
    process = ExtractorProcess(timeout=120)
    try:
        process.extract_batch(EPISODES[:1])  # loaded
        (hung,) = process._worker()._processes.values()  # type: ignore[union-attr]
        process.timeout = 0.001
        with pytest.raises(Unavailable, match="nothing was written"):
            process.extract_batch(EPISODES)
        # Killed at once; a loaded CI machine reaps it late, and the pool's own thread may
        # reap it between this join's wait and its status check: ask again, up to 60 s.
        deadline = time.monotonic() + 60
        while hung.is_alive() and time.monotonic() < deadline:
            hung.join(timeout=0.5)
        assert not hung.is_alive()
        process.timeout = 120
        found, _ = process.extract_batch(EPISODES[:1])  # a new worker
        assert _facts(found) == _facts(RuleExtractor().extract_batch(EPISODES[:1]))
    finally:
        process.close()


def test_after_close_a_batch_answers_unavailable_and_starts_no_worker() -> None:
    process = ExtractorProcess()
    process.close()
    with pytest.raises(Unavailable):
        process.extract_batch(EPISODES[:1])
    assert process._pool is None


def test_ctrl_c_to_the_process_group_leaves_the_worker_running(worker: ExtractorProcess) -> None:
    worker.extract_batch(EPISODES[:1])
    (process,) = worker._worker()._processes.values()  # type: ignore[union-attr]
    os.kill(process.pid, signal.SIGINT)
    found, _ = worker.extract_batch(EPISODES[:1])
    assert process.is_alive() and _facts(found)
