"""Pure parts of the benchmarks: statistics, arms, generators, readers, scoring (no database)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from bench import arms, common, degradation, lag, locomo, run_all, states

pytestmark = pytest.mark.unit


# -- common --------------------------------------------------------------------------------


def test_wilson_known_values() -> None:
    lo, hi = common.wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-3)
    lo, hi = common.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)
    lo, hi = common.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-3) and hi == pytest.approx(0.7634, abs=1e-3)
    assert common.wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        common.wilson(3, 2)


def test_prop_and_format() -> None:
    p = common.prop(3, 4)
    assert p["rate"] == 0.75 and p["lo"] < 0.75 < p["hi"]
    assert "(3/4)" in common.fmt_prop(p)
    assert common.fmt_prop(common.prop(0, 0)) == "—"


def test_percentiles() -> None:
    s = common.percentiles([0.1, 0.2, 0.3, 0.4])
    assert s["p50"] == pytest.approx(0.25) and s["p95"] == 0.4 and s["n"] == 4
    assert common.percentiles([])["p50"] is None


def test_machine_description_fields() -> None:
    m = common.machine_description()
    assert {"nproc", "cpu_model", "ram_gib", "python", "neo4j"} <= set(m)


def test_write_result_and_load(tmp_path) -> None:  # noqa: ANN001
    paths = common.write_result("x", {"seeds": [1], "v": 1}, "# X", results_dir=tmp_path)
    assert {p.suffix for p in paths} == {".json", ".md"}
    data = json.loads((tmp_path / "x.json").read_text())
    assert data["v"] == 1 and data["command"]
    assert "Command:" in (tmp_path / "x.md").read_text()
    assert common.load_result("x", tmp_path)["v"] == 1
    assert common.load_result("missing", tmp_path) is None


def test_tenant_name_is_valid_and_fresh() -> None:
    import re

    a, b = common.tenant_name("lag", 7), common.tenant_name("lag", 7)
    assert a != b and re.match(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}$", a)


def test_locomo_path_precedence(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("PALIMPSEST_LOCOMO", "/env/path.json")
    assert str(common.locomo_path("/arg.json")) == "/arg.json"
    assert str(common.locomo_path()) == "/env/path.json"


# -- arms ----------------------------------------------------------------------------------


def test_bm25_ranks_matching_doc_first() -> None:
    idx = arms.BM25Turns(["the cat sat", "dogs bark loudly", "a cat and a dog"])
    assert idx.rank("bark", 2)[0] == 1


def test_dense_and_rrf() -> None:
    d = arms.DenseTurns([[1.0, 0.0], [0.0, 1.0], [0.7, 0.7]])
    assert d.rank([1.0, 0.0], 2) == [0, 2]
    assert arms.rrf([[1, 2, 3], [3, 2, 1]])[0] == 2 or arms.rrf([[1, 2, 3], [3, 2, 1]])[0] in (1, 3)
    assert arms.rrf([[5, 6], [6, 7]])[0] == 6


def test_recency_window_and_latest_wins() -> None:
    w = arms.RecencyWindow(2)
    for t in "abc":
        w.add(t)
    assert w.window() == ["b", "c"]
    kv = arms.LatestWinsOverwrite()
    kv.write("Ann", "city", "Rome", "t1")
    kv.write("ann", "city", "Oslo", "t2")
    assert kv.get("ANN", "city") == ("Oslo", "t2")


def test_compaction_destructive_vs_conservative() -> None:
    d = arms.Compaction(arms.destructive_brief, every_days=2)
    c = arms.Compaction(arms.conservative_brief, every_days=2)
    item = {"text": "ZQ01 chose option B (keb)", "pairs": [("ZQ01", "B")], "topics": ["keb"]}
    for comp in (d, c):
        comp.add(1, item)
        comp.end_of_day(1)
        assert comp.expose() == ["ZQ01 chose option B (keb)"]  # not yet compacted
        comp.end_of_day(2)
    assert lag.read_option(d.expose(), "ZQ01") is None
    assert lag.read_option(c.expose(), "ZQ01") == "B"


def test_majority_and_degradation_arms() -> None:
    o = arms.Observation
    assert arms.majority([o(0, 1, "a", 1), o(0, 2, "b", 1)]) == "b"  # tie -> most recent
    assert arms.majority([]) is None
    u = arms.UngovernedMajority(top=3)
    for i, v in enumerate(["old", "old", "old", "new", "new"]):
        u.write(o(0, i, v, 0.9 if v == "old" else 0.5))
    assert u.answer(0) == "old"
    c = arms.ConsolidationKeepLast(keep=3)
    for i, v in enumerate(["old", "old", "old", "new", "new"]):
        c.write(o(0, i, v, 0.5))
    c.consolidate()
    assert len(c.entries) == 3 and c.answer(0) == "new"


# -- lag -----------------------------------------------------------------------------------


def test_lag_trace_is_seeded_round_robin_and_unambiguous() -> None:
    a, b = lag.generate_trace(7, days=20), lag.generate_trace(7, days=20)
    assert [p.code for p in a.probes] == [p.code for p in b.probes]
    counts = Counter(x.option for x in a.decisions)
    assert max(counts.values()) - min(counts.values()) <= 1  # round-robin answers
    for d in range(1, 21):
        topics = [x.topic for x in a.decisions if x.day == d]
        assert len(topics) == len(set(topics))  # a topic never repeats within a day
    assert all(p.lag >= 1 for p in a.probes)  # probes always look back
    late = [p.lag for p in a.probes if p.day > 15]
    assert max(late) > 5  # lags grow with the day number
    assert len({x.code for x in a.decisions}) == len(a.decisions)


def test_position_aware_reader_vs_first_value() -> None:
    text = "Day 1 log: ZT02 chose option B (keb); ZR01 chose option A (rix)."
    assert lag.read_option([text], "ZR01") == "A"
    assert lag.read_option([text], "ZT02") == "B"
    assert lag.read_first_option([text], "ZR01") == "B"  # the planted bug
    assert lag.read_option(["option C for ZZ09"], "ZZ09") == "C"
    assert lag.read_option(["nothing"], "ZZ09") is None


def test_lag_buckets_and_scoring() -> None:
    assert [lag.bucket_of(x) for x in (1, 2, 3, 6, 7, 29, 30)] == [
        "1", "2", "3-4", "5-6", "7-13", "14-29", "30+"]  # fmt: skip
    p = lag.Probe(day=5, code="AA00", fact_day=4, gold="A")
    s = lag.score_by_bucket([(p, True), (lag.Probe(9, "BB11", 1, "B"), False)])
    assert s["1"]["k"] == 1 and s["7-13"]["k"] == 0 and s["overall"]["n"] == 2


def test_lag_baselines_show_the_cliff() -> None:
    res = lag.run_baselines(lag.generate_trace(11, days=20))
    cons = lag.score_by_bucket(res["compaction-conservative"])
    dest = lag.score_by_bucket(res["compaction-destructive"])
    assert cons["overall"]["rate"] == 1.0 and dest["overall"]["rate"] == 0.0
    win = lag.score_by_bucket(res["recency-window-20"])
    assert win["1"]["rate"] > 0.5 and win.get("7-13", {"rate": 0})["rate"] == 0.0


def test_lag_packet_texts_reads_provenance() -> None:
    ep = SimpleNamespace(text="Day 1 log: AB12 chose option C (keb).")
    pkt = SimpleNamespace(episodes=[SimpleNamespace(episode=ep), SimpleNamespace(episode=None)])
    assert lag.read_option(lag.packet_texts(pkt), "AB12") == "C"


# -- degradation ---------------------------------------------------------------------------


def test_degradation_stream_shape() -> None:
    s = degradation.generate_stream(7)
    assert sum(len(v) for v in s.changes.values()) == 28
    assert len(s.observations) == 100 and s.checkpoints == [20, 40, 60, 80, 100]
    assert all(1 <= len(v) <= 4 for v in s.changes.values())
    hall = [o for o in s.observations if o.hallucinated]
    assert 4 <= len(hall) <= 25
    assert all(o.value == degradation.phantom(o.topic) for o in hall)
    assert all("now" not in o.text and "现在" not in o.text for o in hall)  # plain phrasing
    assert all(o.value == s.truth(o.topic, o.step) for o in s.observations if not o.hallucinated)
    assert degradation.generate_stream(7).observations == s.observations


def test_degradation_ceiling_and_knowable() -> None:
    s = degradation.generate_stream(11)
    res = degradation.run_baselines(s)
    masks = {11: degradation.knowable_masks(s)}
    known = degradation.summarise({11: res["observed-ceiling"]}, masks)
    assert all(v["rate"] == 1.0 for v in known.values())


def test_degradation_read_current() -> None:
    f = SimpleNamespace(attribute="phone", subject="Ana", value="555-1")
    g = SimpleNamespace(attribute="phone", subject="Bo", value="555-2")
    pkt = SimpleNamespace(current=[SimpleNamespace(fact=g), SimpleNamespace(fact=f)])
    assert degradation.read_current(pkt, "ana") == "555-1"
    assert degradation.read_current(pkt, "Cy") is None


# -- states --------------------------------------------------------------------------------


def test_states_world_covers_the_event_types() -> None:
    w = states.generate_world(7, people=6)
    assert {p.outcome for p in w.people} == set(states.OUTCOMES)
    assert any(p.zh for p in w.people) and not all(p.zh for p in w.people)
    assert any(e.scope for e in w.events) and any(e.valid_from for e in w.events)
    assert any(e.attribute is None for e in w.events)  # filler
    kinds = Counter(p.kind for p in w.probes)
    assert {"current", "historical", "as_of", "why", "planning", "coexisting"} <= set(kinds)
    assert [e.day for e in w.events] == sorted(e.day for e in w.events)
    assert w.expected_supersessions == 6 * 3 + 2  # move, job, editor; 2 completed plans


def test_states_unlabelled_reader_and_scoring() -> None:
    assert states.first_value(["x", "moved to Oslo from Rome"], {"Rome", "Oslo"}) == "Oslo"
    p = states.Probe("Ann", "current", "q", "home_city", {"Oslo"}, {"Rome"})
    o = states.score_unlabelled(p, ["Ann moved to Oslo", "Ann lived in Rome"], {"Oslo", "Rome"})
    assert o.current_ok and o.leak  # the old value came back unlabelled
    o = states.score_latest(p, ("Oslo", "Ann moved to Oslo"))
    assert o.current_ok and not o.leak


def _fact(value: str, role: str = "current", attribute: str = "home_city", scope=None):  # noqa: ANN001, ANN202
    return SimpleNamespace(value=value, role=SimpleNamespace(value=role), attribute=attribute,
                           subject="Ann", scope=scope, text=f"Ann: {value}")  # fmt: skip


def _packet(**blocks):  # noqa: ANN003, ANN202
    base = {b: [] for b in ("current", "historical", "transition", "ambiguous", "episodes")}
    base.update(
        {
            k: [SimpleNamespace(fact=f, episode=None, score=1.0) for f in v]
            for k, v in blocks.items()
        }
    )
    return SimpleNamespace(causal_chains=[], **base)


def test_states_packet_scoring() -> None:
    p = states.Probe("Ann", "current", "q", "home_city", {"Oslo"}, {"Rome"}, abandoned="Lima")
    o = states.score_packet(p, _packet(current=[_fact("Oslo")], historical=[_fact("Rome")]))
    assert o.current_ok and not o.leak and o.abandoned_safe and not o.duplicate_current
    o = states.score_packet(p, _packet(current=[_fact("Oslo"), _fact("Rome")]))
    assert o.leak and o.duplicate_current
    h = states.Probe("Ann", "historical", "q", "home_city", {"Rome"})
    assert states.score_packet(h, _packet(historical=[_fact("Rome", "historical")])).historical_ok
    t = states.Probe("Ann", "planning", "q", "home_city", {"Lima"})
    assert states.score_packet(t, _packet(transition=[_fact("Lima", "transition")])).transition_ok
    agg = states.aggregate([states.Outcome(current_ok=True), states.Outcome(current_ok=False)])
    assert agg["current_ok"]["k"] == 1 and agg["leak"]["n"] == 0


# -- locomo --------------------------------------------------------------------------------


def test_locomo_parsing_and_recall() -> None:
    assert locomo.parse_session_date("1:56 pm on 8 May, 2023").hour == 13
    sample = {"conversation": {"speaker_a": "A", "speaker_b": "B",
                               "session_1_date_time": "1:56 pm on 8 May, 2023",
                               "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi",
                                              "blip_caption": "a dog"}]},
              "qa": [{"question": "q?", "answer": "x", "evidence": ["D1:1"], "category": 4},
                     {"question": "adv", "evidence": ["D1:1"], "category": 5}]}  # fmt: skip
    turns, qs = locomo.load_conversation(sample)
    assert turns[0].doc == "A: hi [shares an image: a dog]" and len(qs) == 1
    assert locomo.recall_flags(["D1:2", "D1:1"], ["D1:1", "D1:3"], 2) == (True, False)
    assert qs[0].sample == "" and locomo.load_adversarial(sample)[0].category == 5
    s = locomo.score([locomo.Outcome(qs[0], ("D1:1",))])
    assert s["overall"]["any@1"]["rate"] == 1.0 and "single-hop" in s
    assert "budget@1000" not in s["overall"]  # an arm without the measure does not score zero


def test_locomo_packet_mapping_through_sources() -> None:
    fact = SimpleNamespace(uid="f1")
    ep1 = SimpleNamespace(uid="e1")
    ep2 = SimpleNamespace(uid="e2")
    pkt = SimpleNamespace(
        current=[SimpleNamespace(fact=fact, episode=None, score=0.9, why="")],
        historical=[], transition=[], ambiguous=[],
        episodes=[SimpleNamespace(fact=None, episode=ep1, score=0.9, why="source of f1"),
                  SimpleNamespace(fact=None, episode=ep2, score=0.5, why="seed")],
    )  # fmt: skip
    assert locomo.packet_dia_ids(pkt, {"e1": "D1:1", "e2": "D2:5"}) == ["D1:1", "D2:5"]


def test_locomo_ranking_ties_keep_block_order() -> None:
    def item(uid: str, score: object) -> SimpleNamespace:
        return SimpleNamespace(fact=None, episode=SimpleNamespace(uid=uid), score=score, why="")

    ids = {"e1": "D1:1", "e2": "D1:2", "e3": "D1:3"}

    def pkt(*eps: SimpleNamespace) -> SimpleNamespace:
        return SimpleNamespace(current=[], historical=[], transition=[], ambiguous=[],
                               episodes=list(eps))  # fmt: skip

    # Numeric scores: best first, equals in the episodes block's order.
    got = locomo.packet_dia_ids(pkt(item("e2", 0.5), item("e3", 0.9), item("e1", 0.5)), ids)
    assert got == ["D1:3", "D1:2", "D1:1"]
    # One item without a numeric score: the block order is kept as it is.
    got = locomo.packet_dia_ids(pkt(item("e2", 0.1), item("e3", None), item("e1", 0.9)), ids)
    assert got == ["D1:2", "D1:3", "D1:1"]


def _q(sample: str, category: int = 4, evidence: tuple[str, ...] = ("D1:1",)) -> locomo.Question:
    return locomo.Question("q?", category, evidence, sample)


def test_locomo_scoring_with_splits() -> None:
    assert locomo.split_of("conv-26") == "tune" and locomo.split_of("conv-43") == "held-out"
    assert locomo.split_of("conv-50") is None
    hits = {b: True for b in locomo.BUDGETS}
    outcomes = [
        locomo.Outcome(_q("conv-26"), ("D1:1",), hits),
        locomo.Outcome(_q("conv-30", 2), ("D9:9", "D1:1"), hits),
        locomo.Outcome(_q("conv-42", 1, ("D1:1", "D1:2")), ("D1:2",), {**hits, 500: False}),
        locomo.Outcome(_q("conv-50"), (), hits),  # outside the dev split: overall only
    ]
    s = locomo.split_scores({"bm25": outcomes})
    assert set(s) == {"all", "tune", "held-out"}
    assert s["all"]["bm25"]["overall"]["any@1"]["n"] == 4
    assert s["all"]["bm25"]["overall"]["any@1"]["k"] == 2
    tune, held = s["tune"]["bm25"], s["held-out"]["bm25"]
    assert tune["overall"]["any@5"]["k"] == 2 and tune["overall"]["any@5"]["n"] == 2
    assert tune["temporal"]["any@1"]["k"] == 0 and "multi-hop" not in tune
    assert held["overall"]["any@1"]["k"] == 1 and held["overall"]["all@20"]["k"] == 0
    assert held["multi-hop"]["budget@500"]["k"] == 0 and held["overall"]["budget@1000"]["k"] == 1
    assert {"lo", "hi"} <= set(held["overall"]["any@10"])  # Wilson interval


def test_locomo_token_budget_on_a_hand_made_prompt() -> None:
    early, late = "Ann: I moved to Oslo in May.", "Ann: my sister Bea lives in Rome."
    filler = "\n".join(
        f'- [2023-05-0{i % 9 + 1}, Ann] "Ann: filler line {i:03d}."' for i in range(120)
    )
    prompt = f'# Memory for: q\n\n## Sources\n- [2023-05-08, Ann] "{early}"\n{filler}\n'
    prompt += f'- [2023-06-01, Ann] "{late}"\n'
    cut = locomo.token_prefix(prompt, 500)
    assert locomo.estimate_tokens(cut) <= 500 < locomo.estimate_tokens(prompt[: len(cut) + 1])
    assert locomo.token_prefix("short", 500) == "short"
    assert locomo.budget_hits(prompt, [early]) == {500: True, 1000: True, 2000: True}
    late_at = locomo.estimate_tokens(prompt[: prompt.index(late) + len(late)])
    assert 1000 < late_at <= 2000  # the hand-made prompt puts the late turn between budgets
    assert locomo.budget_hits(prompt, [late]) == {500: False, 1000: False, 2000: True}
    assert locomo.budget_hits(prompt, [late, early])[500]  # any evidence turn counts
    assert not any(locomo.budget_hits(prompt, []).values())
    # A turn cut in the middle is not inside the budget.
    half = prompt.index(late) + len(late) // 2
    assert not locomo.budget_hits(prompt[:half] + "\n", [late])[2000]
    # Multi-line turns: the prompt indents continuation lines.
    assert locomo.appears("A: one\ntwo", '- "A: one\n  two"')


def test_locomo_plain_prompt_for_baselines() -> None:
    docs = [f"Ann: turn number {i} " + "x" * 40 for i in range(400)]
    text = locomo.plain_prompt(docs)
    assert text.startswith("- Ann: turn number 0 ") and text.endswith("\n")
    assert 2000 < locomo.estimate_tokens(text) < 2100  # stops just past the largest budget
    hits = locomo.budget_hits(text, [docs[1]])
    assert hits == {500: True, 1000: True, 2000: True}
    assert locomo.plain_prompt([]) == ""


def test_locomo_adversarial_rates() -> None:
    def out(q: locomo.Question, support: str | None) -> locomo.Outcome:
        s, no_ev = locomo.packet_support(SimpleNamespace(support=support))
        return locomo.Outcome(q, (), {}, s, no_ev)

    assert locomo.packet_support(SimpleNamespace()) == (None, None)
    assert locomo.packet_support(SimpleNamespace(support="weak")) == ("weak", False)
    assert locomo.packet_support(SimpleNamespace(support="x", no_evidence=True)) == ("x", True)
    cat5 = [out(_q("conv-26", 5, ()), "none"), out(_q("conv-26", 5), "none"),
            out(_q("conv-42", 5), "weak")]  # fmt: skip
    answerable = [out(_q("conv-26"), "strong"), out(_q("conv-42"), "none"),
                  out(_q("conv-42"), "weak"), out(_q("conv-43"), "strong")]  # fmt: skip
    r = locomo.adversarial_rates(answerable, cat5)
    assert (r["detection"]["k"], r["detection"]["n"]) == (2, 3)
    assert (r["false_alarm"]["k"], r["false_alarm"]["n"]) == (1, 4)
    assert r["support_adversarial"] == {"none": 2, "weak": 1}
    held = locomo.adversarial_rates(
        locomo.by_split(answerable)["held-out"], locomo.by_split(cat5)["held-out"]
    )
    assert held["detection"]["k"] == 0 and held["false_alarm"]["rate"] == 1 / 3
    # Packets without `support`: not available, not zero.
    na = locomo.adversarial_rates([out(_q("conv-26"), None)], [out(_q("conv-26", 5), None)])
    assert na["detection"] is None and na["false_alarm"] is None
    assert na["support_adversarial"] == {"n/a": 1}


def test_locomo_markdown_and_headline(tmp_path) -> None:  # noqa: ANN001
    hits = {b: b >= 1000 for b in locomo.BUDGETS}
    arms_out = {
        arm: [locomo.Outcome(_q("conv-26"), ("D1:1",), hits),
              locomo.Outcome(_q("conv-42", 2), ("D1:2", "D1:1"), hits)]
        for arm in ("bm25", "dense-minilm", "hybrid-rrf", "palimpsest")
    }  # fmt: skip
    splits = locomo.split_scores(arms_out)
    payload = {
        "data": {"path": "x.json", "samples": list(locomo.TUNE + locomo.HELD_OUT),
                 "turns": 3, "questions_cat1_4": 2, "questions_cat5": 0},
        "scores": splits["all"],
        "split_scores": {"tune": splits["tune"], "held-out": splits["held-out"]},
        "adversarial": {s: locomo.adversarial_rates([], []) for s in locomo.SPLITS},
        "machine": {"nproc": 2},
    }  # fmt: skip
    md = locomo.render_markdown(payload)
    for part in ("## Overall", "## Tune split", "## Held-out split", "## Recall at a token",
                 "## Category 5", "1,000 tokens", "all@20"):  # fmt: skip
        assert part in md
    assert "Palimpsest arm not run" in locomo.render_markdown({**payload, "adversarial": None})
    common.write_result("locomo", payload, md, results_dir=tmp_path)
    table = run_all.headline_table(tmp_path)
    assert "LoCoMo recall_any@10 (cat. 1-4, 5 dev conversations)" in table
    assert "≥ 0.80, ≥ hybrid + 0.10" in table and "held-out" in table
    assert "| LoCoMo any@1 | 0.50 [" in table and "≥ BM25" in table
    assert "LoCoMo all@10" in table and "≥ 0.70" in table
    assert "| LoCoMo recall in a 1,000-token prompt | 1.00 [" in table and "BM25 1.00" in table


def test_locomo_absent_data_skips(tmp_path, capsys) -> None:  # noqa: ANN001
    assert locomo.run(path=str(tmp_path / "none.json"), palimpsest=False, write=False) is None
    assert "LoCoMo data not found" in capsys.readouterr().out


# -- run_all -------------------------------------------------------------------------------


def test_headline_from_results_and_readme_update(tmp_path) -> None:  # noqa: ANN001
    assert "No benchmark results" in run_all.headline_table(tmp_path)
    res = lag.run_baselines(lag.generate_trace(7, days=10))
    scores = {a: lag.score_by_bucket(r) for a, r in res.items()}
    common.write_result("lag", {"scores": scores, "machine": {"nproc": 2}}, "#",
                        results_dir=tmp_path)  # fmt: skip
    table = run_all.headline_table(tmp_path)
    assert "Lag: exact recall" in table and "recency-20" in table
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{run_all.START}\nold\n{run_all.END}\nend\n")
    assert run_all.update_readme(readme, tmp_path)
    text = readme.read_text()
    assert "old" not in text and "Lag: exact recall" in text and text.endswith("end\n")
    plain = tmp_path / "PLAIN.md"
    plain.write_text("no markers")
    assert not run_all.update_readme(plain, tmp_path)


def test_headline_performance_rows_come_from_their_result_files(tmp_path) -> None:  # noqa: ANN001
    rate = common.prop(43, 57)
    common.write_result("write_policy_blind2_blind", {"writers": {
        "rules": {"coverage": rate, "noise": common.prop(4, 46)},
        "regex_triggers": {"coverage": common.prop(5, 57), "noise": common.prop(0, 5)}}},
        "#", results_dir=tmp_path)  # fmt: skip
    common.write_result("ingest_resolve", {"rows": [
        {"facts": 10_000, "batched_facts_per_s": 612.4, "naive_facts_per_s": 26.0,
         "floor_facts_per_s": 1500.2}]}, "#", results_dir=tmp_path)  # fmt: skip
    table = run_all.headline_table(tmp_path)
    assert f"{rate['rate']:.2f} [{rate['lo']:.2f}, {rate['hi']:.2f}]" in table
    assert "| Structured ingest, 10,000 facts (facts/s) | 612 |" in table
    assert "write floor 1500" in table


def test_states_text_world_and_value_reader() -> None:
    w = states.load_text_world("dev_b", 1)
    assert w.events and w.probes and w.name == "dev_b"
    assert all(e.said_at is not None for e in w.events)
    assert all(p.gold <= w.values_of(p.person, p.attribute) for p in w.probes)
    p = states.Probe("Ann", "current", "q", "diet", {"vegan"}, {"keto"}, dropped={"paleo"},
                     values={"vegan", "keto", "paleo"})  # fmt: skip
    pkt = _packet(current=[_fact("vegan", attribute="statement")], historical=[_fact("keto")])
    o = states.score_packet_values(p, pkt, p.values)
    assert o.current_ok and not o.leak and o.abandoned_safe
    o = states.score_packet_values(p, _packet(current=[_fact("paleo"), _fact("keto")]), p.values)
    assert not o.current_ok and o.leak and o.abandoned_safe is False


def test_turn_ranker_fit_learns_the_evidence_turns_and_is_scored_per_question() -> None:
    from bench import locomo_tune

    # Two questions; the evidence turn is the named speaker's statement, never the question.
    def asked(sample: str, gold: str) -> dict[str, object]:
        return {"sample": sample, "question": "What did Ann say about the lake?", "gold": [gold],
                "arms": {"episode_context": ["q", gold, "x"], "episode_vector": ["x", gold, "q"]},
                "scores": {"episode_context": {"q": 2.0, gold: 1.5, "x": 0.2}},
                "links": {"q": [None, gold], gold: ["q", "x"], "x": [gold, None]},
                "speaker": {"q": "Ann", gold: "Ann", "x": "Bob"},
                "text": {"q": "Ann: Did you see the lake?", gold: "Ann: The lake froze over in "
                         "January and we skated on it all week.", "x": "Bob: Nice."}}  # fmt: skip

    questions = [asked("c1", "a"), asked("c2", "b"), asked("c3", "c")]
    x, y = locomo_tune.rows_of(questions)
    assert x.shape == (9, 11) and y.tolist().count(1) == 3
    ranker = locomo_tune.fit_ranker(x, y)
    scores = locomo_tune.evaluate(questions, ranker)
    assert scores["any@1"]["k"] == 3 and scores["all@10"]["k"] == 3
    assert locomo_tune.evaluate(questions, locomo_tune.RRF_BASELINE)["any@1"]["k"] == 0
    cv = locomo_tune.cross_validate(questions)
    assert cv["model"]["any@1"]["k"] == 3 and cv["model"]["any@1"]["n"] == 3


def test_the_load_benchs_heaviest_request_is_valid_and_just_within_the_budget() -> None:
    from bench.load import heaviest_cost
    from gql.cost import EVIDENCE_COST, MAX_COST

    assert MAX_COST - EVIDENCE_COST < heaviest_cost() <= MAX_COST


def test_a_missed_current_probe_is_sorted_by_what_the_graph_holds() -> None:
    from types import SimpleNamespace

    from bench import states, states_causes

    p = states.Probe("Ann", "current", "q", "home_city", {"Oslo"}, {"Rome"})

    def fact(value: str, role: str) -> SimpleNamespace:
        return SimpleNamespace(
            value=value, text=f"I live in {value}", role=SimpleNamespace(value=role)
        )

    cause = states_causes.miss_cause
    assert cause(p, [fact("Rome", "current")], {"Rome"}) == "never extracted"
    assert cause(p, [fact("Oslo", "historical")], set()) == "only historical"
    assert cause(p, [fact("Oslo", "transition")], set()) == "only a plan"
    assert cause(p, [fact("Oslo", "pending_review"), fact("Oslo", "historical")], set()) == (
        "pending review"
    )
    assert cause(p, [fact("Oslo", "coexisting"), fact("Oslo", "historical")], set()) == (
        "held, not first"
    )


def test_the_latest_blind_world_runs_past_z(tmp_path: Path) -> None:
    """Blind worlds go a..z, then aa, ab: README's blind row is the latest one scored."""
    from bench.run_all import _latest_blind_states

    for letter in ("y", "z", "aa"):
        (tmp_path / f"states_blind_{letter}.json").write_text(json.dumps({"world": letter}))
    assert _latest_blind_states(tmp_path) == {"world": "aa"}
    (tmp_path / "states_blind_aa.json").unlink()
    assert _latest_blind_states(tmp_path) == {"world": "z"}
