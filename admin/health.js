// The health watch's three panels (DESIGN.md: health watch): write side (writes by source and
// extractor, duplicate, missing-provenance, queued and overturn rates, the review queue),
// retrieval side (each slice's pass rate over runs with its threshold line, open incidents,
// the probes with edit and retire) and outcome side (reported outcomes per day); then the
// invariants. Charts are SVG drawn by admin/charts.js.

import { stats as fetchStats, healthPanels, probes as fetchProbes, addProbe, updateProbe, retireProbe } from "./api.js";
import { stackedDays, passRateLine, rateBars, lastDays } from "./charts.js";
import { html, raw, esc, age, fmtDate, fmtDateTime, pct, roleLabel, roleClass } from "./util.js";

const DAY = 86400000;

export async function showHealth(container, caps, actions = {}) {
  container.setAttribute("aria-busy", "true");
  const [s, panels, probeList] = await Promise.all([
    fetchStats({ invariants: caps.invariants }),
    caps.panels ? healthPanels() : Promise.resolve(null),
    caps.panels ? fetchProbes() : Promise.resolve([]),
  ]);
  container.removeAttribute("aria-busy");
  const overturned = s.overturnRate === null ? null : Math.round(s.overturnRate * s.auditDecided);
  const byStatus = Object.fromEntries(s.decisionsByStatus.map((k) => [k.key.toUpperCase(), k.count]));
  const roles = s.factsByRole.slice().sort((a, b) => b.count - a.count);
  const roleTotal = roles.reduce((n, r) => n + r.count, 0) || 1;
  container.innerHTML = html`
    <section class="panel-group" id="panel-write" aria-labelledby="h-write">
      <h2 id="h-write">Write side</h2>
      <div class="grid4">
        ${metric("Episodes", s.episodes, "verbatim inputs")}
        ${metric("Facts", s.facts, "atomic facts, every role")}
        ${metric("Slots", s.slots, "subject · attribute")}
        ${metric("Entities", s.entities, "subjects and mentions")}
      </div>
      ${panels ? raw(writePanel(panels.writeSide)) : ""}
      <div class="grid2">
        <div class="card">
          <h3>Episodes per day <span class="muted">last 30 days</span></h3>
          ${raw(bars(s.episodesPerDay, "Episodes per day"))}
        </div>
        <div class="card" id="panel-roles">
          <h3>Facts by role</h3>
          <div class="stack" role="img" aria-label="${roles.map((r) => `${roleLabel(r.key)} ${r.count}`).join(", ")}">
            ${roles.map((r) => html`<span class="${roleClass(r.key)}" style="${`width:${(100 * r.count) / roleTotal}%`}"></span>`)}
          </div>
          <ul class="role-list">${roles.map((r) => html`<li><span class="swatch ${roleClass(r.key)}"></span>${roleLabel(r.key)} <strong>${r.count}</strong></li>`)}</ul>
        </div>
      </div>
      <div class="grid2">
        <div class="card" id="panel-queue">
          <h3>Review queue</h3>
          <p class="big"><span data-metric="pending">${s.auditPending}</span> <span class="unit">pending</span></p>
          <p class="muted">${s.oldestPendingAt ? `oldest waiting ${age(s.oldestPendingAt)} (since ${fmtDateTime(s.oldestPendingAt)})` : "nothing waiting"}</p>
          ${s.auditPending ? html`<a href="#/queue">Open the queue →</a>` : ""}
        </div>
        <div class="card" id="panel-decisions">
          <h3>Decisions and overturn rate</h3>
          <p class="big"><span data-metric="overturn-rate">${pct(s.overturnRate)}</span> <span class="unit">overturned</span></p>
          <p class="muted" data-metric="overturn-detail">${overturned === null ? "no decisions yet"
            : `${overturned} of ${s.auditDecided} decision${s.auditDecided === 1 ? "" : "s"} chose other than the resolver's proposal`}</p>
          <ul class="statuses">
            ${["APPROVED", "AMENDED", "REJECTED"].map((k) => html`<li><span class="badge status-${k.toLowerCase()}">${k.toLowerCase()}</span> ${byStatus[k] || 0}</li>`)}
          </ul>
        </div>
      </div>
    </section>
    ${panels ? raw(retrievalPanel(panels.retrievalSide, probeList)) : raw(`<section class="panel-group"><h2>Retrieval side</h2>
      <p class="muted">This server's API offers no health panels.</p></section>`)}
    ${panels ? raw(outcomePanel(panels.outcomeSide)) : ""}
    <section class="panel-group" aria-labelledby="h-inv">
      <h2 id="h-inv">Invariants</h2>
      <div class="card" id="panel-invariants">${invariants(s, caps)}</div>
    </section>
    <p class="muted small">Schema version ${s.schemaVersion ?? "—"}. Figures come from the API's <code>stats</code>,
      <code>healthPanels</code> and <code>invariants</code> (also on <code>/metrics</code>); refresh to update.</p>
  `.toString();
  wireProbes(container, probeList, actions);
  return { stats: s, panels };
}

const WRITE_KEYS = 5; // stack colours; more source·extractor pairs share the last one

function writePanel(w) {
  const pairs = [...new Set(w.writes.map((x) => `${x.source} · ${x.extractor}`))].sort();
  const keys = pairs.map((p, i) => ({ key: p, label: p, cls: `w${Math.min(i, WRITE_KEYS - 1)}` }));
  const rows = w.writes.map((x) => ({ day: x.day, key: `${x.source} · ${x.extractor}`, count: x.count }));
  const rates = [
    { key: "duplicate", label: "Duplicate rate", rate: w.duplicateRate, detail: `${w.duplicates} of ${w.provenance} extracted assertions reinforced a known fact` },
    { key: "missing-provenance", label: "Missing provenance", rate: w.missingProvenanceRate, detail: `${w.missingProvenance} of ${w.facts} facts have no source episode` },
    { key: "queued", label: "Share queued", rate: w.queuedShare, detail: `${w.queued} audit items per ${w.facts} facts written` },
    { key: "overturn", label: "Overturn rate", rate: w.overturnRate, detail: `${w.overturned} of ${w.decided} decisions overturned the proposal` },
  ];
  return html`<div class="grid2">
    <div class="card" id="chart-writes">
      <h3>Writes by source and extractor <span class="muted">last ${w.days} days</span></h3>
      ${raw(stackedDays(rows, keys, lastDays(w.days), "Facts written per day by source and extractor"))}
    </div>
    <div class="card" id="chart-write-rates">
      <h3>Write quality <span class="muted">facts of the last ${w.days} days; overturns ever</span></h3>
      ${raw(rateBars(rates, "Write-side rates"))}
      <p class="muted small">${w.facts} facts written, ${w.provenance} source links, ${w.queued} queued for review.</p>
    </div>
  </div>`.toString();
}

function retrievalPanel(r, probeList) {
  const incidents = r.openIncidents;
  return html`<section class="panel-group" id="panel-retrieval" aria-labelledby="h-retrieval">
    <h2 id="h-retrieval">Retrieval side</h2>
    <div class="card" id="open-incidents">
      <h3>Open incidents <span class="muted" data-metric="open-incidents">${incidents.length}</span></h3>
      ${incidents.length ? html`<ul class="incidents-list">${incidents.map((i) => html`<li>
          <a href="${`#/incident?id=${encodeURIComponent(i.id)}`}" data-incident="${i.id}"><strong>${i.slice}</strong>: ${i.passed}/${i.total} passed, alarm below ${i.threshold}</a>
          <span class="muted">· opened ${age(i.openedAt)} ago${i.acknowledgedAt ? ` · seen by ${i.acknowledgedBy}` : ""}</span></li>`)}</ul>`
        : html`<p class="muted">None: no slice breached its threshold twice in a row.</p>`}
    </div>
    ${r.slices.length ? html`<div class="grid2">${r.slices.map((s) => html`<div class="card slice-card" data-slice="${s.slice}">
        <h3><span>Slice <strong>${s.slice}</strong></span><span class="muted">${s.points.length} run${s.points.length === 1 ? "" : "s"}</span></h3>
        ${raw(passRateLine(s.points, `Pass rate of slice ${s.slice}`))}
        <ul class="legend"><li><span class="key-line w0"></span>pass rate</li><li><span class="key-line o-wrong"></span>alarm threshold (dashed)</li><li><span class="key-line o-wrong"></span>breach (red dot)</li></ul>
        ${s.tooSmall ? html`<p class="warn-note">${s.tooSmall}</p>` : ""}
      </div>`)}</div>`
      : html`<div class="card"><p class="muted">No health run yet. Run <code>palimpsest health run</code> or the <code>runHealth</code> mutation.</p></div>`}
    <div class="card" id="probe-list">
      <h3><span>Probes <span class="muted">${probeList.length}</span></span>
        <button type="button" class="ghost" id="probe-add">Add probe</button></h3>
      ${probeList.length ? html`<table class="probe-table"><thead><tr><th>Slice</th><th>Question</th><th>Expected</th><th>Rule</th><th>Source</th><th></th></tr></thead>
        <tbody>${probeList.map((p) => html`<tr data-probe="${p.id}">
          <td>${p.slice}</td><td>${p.question}${p.stale ? html` <span class="badge" title="${p.staleReason || ""}">stale</span>` : ""}</td>
          <td>${p.expected.join(", ")}</td><td>${p.rule.toLowerCase()}</td><td>${p.source.toLowerCase().replace(/_/g, " ")}${p.revision ? ` · edited ${p.revision}×` : ""}</td>
          <td class="actions"><button type="button" class="ghost" data-edit="${p.id}">Edit</button>
            <button type="button" class="ghost" data-retire="${p.id}">Retire</button></td></tr>`)}</tbody></table>`
        : html`<p class="muted">No probes. Add one here, or generate them (<code>generateProbes</code>) from confirmed changes and decisions.</p>`}
    </div>
  </section>`.toString();
}

function outcomePanel(o) {
  const keys = [
    { key: "HELPFUL", label: "helpful", cls: "o-helpful" },
    { key: "WRONG", label: "wrong", cls: "o-wrong" },
    { key: "STALE", label: "stale", cls: "o-stale" },
  ];
  const rows = o.perDay.map((d) => ({ day: d.day, key: d.outcome, count: d.count }));
  return html`<section class="panel-group" id="panel-outcome" aria-labelledby="h-outcome">
    <h2 id="h-outcome">Outcome side</h2>
    <div class="grid2">
      <div class="card" id="chart-outcomes">
        <h3>Reported answer outcomes per day <span class="muted">last ${o.days} days</span></h3>
        ${raw(stackedDays(rows, keys, lastDays(o.days), "Answer outcomes reported per day"))}
      </div>
      <div class="card">
        <h3>Outcomes ever</h3>
        <p class="big">${o.helpful + o.wrong + o.stale} <span class="unit">reported</span></p>
        <p class="muted" data-metric="outcomes">Ever: ${o.helpful} helpful, ${o.wrong} wrong, ${o.stale} stale.</p>
        <p class="muted small">Apps report them with the <code>reportOutcome</code> mutation (writer role).</p>
      </div>
    </div>
  </section>`.toString();
}

/** Add and edit (a dialog) and retire (a confirmation) buttons of the probe table. */
function wireProbes(container, probeList, { toast = () => {}, refresh = () => {} }) {
  const byId = new Map(probeList.map((p) => [p.id, p]));
  container.querySelectorAll("[data-retire]").forEach((b) => b.addEventListener("click", async () => {
    const p = byId.get(b.dataset.retire);
    if (!window.confirm(`Retire the probe "${p.question}"? It stops running; its slice recalibrates.`)) return;
    try { await retireProbe(p.id, "retired in the admin UI"); toast("Probe retired"); refresh(); }
    catch (err) { toast(`Could not retire: ${err.message}`, "error"); }
  }));
  container.querySelectorAll("[data-edit]").forEach((b) => b.addEventListener("click", () => editProbe(byId.get(b.dataset.edit), toast, refresh)));
  const add = container.querySelector("#probe-add");
  if (add) add.addEventListener("click", () => editProbe(null, toast, refresh));
}

/** The probe dialog: a new probe (`p` null, written by an admin) or an edit of `p`. */
function editProbe(p, toast, refresh) {
  const dialog = document.querySelector("#probe-dialog");
  const form = dialog.querySelector("form");
  dialog.querySelector("#probe-dialog-title").textContent = p ? "Edit probe" : "Add probe";
  form.elements.question.value = p ? p.question : "";
  form.elements.expected.value = p ? p.expected.join("\n") : "";
  form.elements.rule.value = p ? p.rule : "CURRENT";
  form.elements.slice.value = p ? p.slice : "";
  form.elements.view.value = p ? p.view : "AUTO";
  form.elements.subject.value = p ? p.subject || "" : "";
  form.elements.attribute.value = p ? p.attribute || "" : "";
  dialog.querySelector(".error").textContent = "";
  form.onsubmit = async (e) => {
    e.preventDefault();
    if (e.submitter && e.submitter.value === "cancel") { dialog.close(); return; }
    const f = form.elements;
    const probe = {
      question: f.question.value, expected: f.expected.value.split("\n").map((v) => v.trim()).filter(Boolean),
      rule: f.rule.value, slice: f.slice.value, view: f.view.value,
      subject: f.subject.value.trim() || null, attribute: f.attribute.value.trim() || null,
    };
    if (p) probe.asOf = p.asOf ?? null; // not edited here: sent back as it was
    try {
      if (p) await updateProbe(p.id, probe); else await addProbe(probe);
      dialog.close();
      toast(p ? "Probe saved; its slice recalibrates on the next run" : "Probe added; its slice recalibrates on the next run");
      refresh();
    } catch (err) {
      const details = (err.errors && err.errors[0] && err.errors[0].extensions && err.errors[0].extensions.details) || [];
      dialog.querySelector(".error").textContent = [err.message, ...details].join(" · ");
    }
  };
  dialog.showModal();
}

function metric(label, value, hint) {
  return html`<div class="card metric"><h3>${label}</h3><p class="big">${value.toLocaleString()}</p><p class="muted">${hint}</p></div>`;
}

function invariants(s, caps) {
  if (!caps.invariants || !s.invariants) {
    return html`<p class="muted">The API does not report invariant checks. Run <code>palimpsest doctor</code>
      on the server; when the API offers <code>invariants { name ok violations }</code>, the results show here.</p>`;
  }
  const bad = s.invariants.filter((i) => !i.ok);
  return html`<p class="${bad.length ? "inv-bad" : "inv-ok"}" data-metric="invariants">${bad.length
      ? `${bad.length} of ${s.invariants.length} invariants violated` : `All ${s.invariants.length} invariants hold`}</p>
    <ul class="invariants">${s.invariants.map((i) => html`<li class="${i.ok ? "ok" : "bad"}">
      <span aria-hidden="true">${i.ok ? "✓" : "✕"}</span> ${i.name}
      <span class="muted">${i.ok ? "ok" : `${i.violations} violation${i.violations === 1 ? "" : "s"}`}</span>
      ${!i.ok && i.problems && i.problems.length ? html`<ul class="problems">${i.problems.map((p) => html`<li>${p}</li>`)}</ul>` : ""}</li>`)}</ul>`;
}

/** Last 30 days as bars; missing days count zero. */
function bars(series, label) {
  const counts = new Map(series.map((d) => [d.day, d.count]));
  const today = new Date();
  const days = [];
  for (let i = 29; i >= 0; i--) {
    days.push(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - i * DAY).toISOString().slice(0, 10));
  }
  const values = days.map((d) => counts.get(d) || 0);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const W = 300, H = 70, gap = 2, bw = W / days.length - gap;
  const rects = values.map((v, i) => {
    const h = v ? Math.max(2, (v / max) * (H - 14)) : 1.5;
    return `<rect x="${i * (bw + gap)}" y="${H - 10 - h}" width="${bw}" height="${h}" class="${v ? "bar-on" : "bar-off"}"><title>${days[i]}: ${v}</title></rect>`;
  }).join("");
  const older = series.filter((d) => !days.includes(d.day)).reduce((n, d) => n + d.count, 0);
  return `<svg viewBox="0 0 ${W} ${H - 10}" preserveAspectRatio="none" class="spark" role="img" aria-label="${esc(`${label}: ${total} in the last 30 days, at most ${max} a day`)}">${rects}</svg>
    <div class="spark-axis" aria-hidden="true"><span>${esc(fmtDate(`${days[0]}T12:00:00Z`))}</span><span>today</span></div>
    <p class="muted small">${total} in the last 30 days, at most ${max} a day${older ? ` (+${older} earlier)` : ""}</p>`;
}
