"""The health watch's three panels as Prometheus series on `/metrics` (for an admin key, of
its own tenant only, as the audit-queue gauge). Rates with nothing to divide are left out,
not exported as 0."""

from __future__ import annotations

from collections import Counter

from prometheus_client import CollectorRegistry, Gauge

from palimpsest.panels import HealthPanels


class PanelGauges:
    """The gauges of one registry (one per `/metrics` request); `show` fills them with one
    tenant's panels."""

    def __init__(self, registry: CollectorRegistry) -> None:
        def gauge(name: str, doc: str, *labels: str) -> Gauge:
            return Gauge(name, doc, ["tenant", *labels], registry=registry)

        # write side
        self.writes = gauge("palimpsest_panel_writes", "Facts written in the panel window, by "
                            "source and extractor", "source", "extractor")  # fmt: skip
        self.write_rate = gauge("palimpsest_panel_write_rate", "Write-side rates over the panel "
                                "window: duplicate, missing_provenance, queued; overturn over "
                                "every audit decision", "rate")  # fmt: skip
        # retrieval side
        self.pass_rate = gauge("palimpsest_probe_pass_rate", "Latest run's probe pass rate per "
                               "slice", "slice")  # fmt: skip
        self.threshold_rate = gauge("palimpsest_probe_threshold_rate", "Latest run's alarm "
                                    "threshold per slice, as a pass rate", "slice")  # fmt: skip
        self.breach = gauge("palimpsest_probe_breach", "1 when the latest run breached the "
                            "slice's threshold", "slice")  # fmt: skip
        self.incidents = gauge("palimpsest_incidents_open", "Open health incidents per slice",
                               "slice")  # fmt: skip
        # outcome side
        self.outcomes = gauge("palimpsest_outcomes_reported", "Answer outcomes reported, ever",
                              "outcome")  # fmt: skip
        self.outcomes_today = gauge("palimpsest_outcomes_reported_today", "Answer outcomes "
                                    "reported today (UTC)", "outcome")  # fmt: skip
        self.all = [self.writes, self.write_rate, self.pass_rate, self.threshold_rate,
                    self.breach, self.incidents, self.outcomes, self.outcomes_today]  # fmt: skip

    def clear(self) -> None:
        for g in self.all:
            g.clear()

    def show(self, tenant: str, panels: HealthPanels, today: str) -> None:
        self.clear()
        writes: Counter[tuple[str, str]] = Counter()
        for w in panels.write.writes:
            writes[(w.source, w.extractor)] += w.count
        for (source, extractor), n in writes.items():
            self.writes.labels(tenant, source, extractor).set(n)
        r = panels.write.rates
        for name, value in (("duplicate", r.duplicate_rate),
                            ("missing_provenance", r.missing_provenance_rate),
                            ("queued", r.queued_share), ("overturn", r.overturn_rate)):  # fmt: skip
            if value is not None:
                self.write_rate.labels(tenant, name).set(value)
        for series in panels.retrieval.slices:
            last = series.points[-1]
            if last.pass_rate is not None:
                self.pass_rate.labels(tenant, series.slice).set(last.pass_rate)
            if last.threshold_rate is not None:
                self.threshold_rate.labels(tenant, series.slice).set(last.threshold_rate)
            self.breach.labels(tenant, series.slice).set(int(last.breach))
        for slice_name, n in Counter(i.slice for i in panels.retrieval.open_incidents).items():
            self.incidents.labels(tenant, slice_name).set(n)
        for kind in ("helpful", "wrong", "stale"):
            self.outcomes.labels(tenant, kind).set(panels.outcome.totals.get(kind, 0))
            self.outcomes_today.labels(tenant, kind).set(
                sum(n for d, k, n in panels.outcome.per_day if d == today and k == kind)
            )
