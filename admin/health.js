// Health panels: write side (episodes and facts per day, roles), outcome side (queue, decisions,
// overturn rate) and invariants, all from `stats` (whatever the API already knows).

import { stats as fetchStats } from "./api.js";
import { html, raw, esc, age, fmtDate, fmtDateTime, pct, roleLabel, roleClass } from "./util.js";

const DAY = 86400000;

export async function showHealth(container, caps) {
  container.setAttribute("aria-busy", "true");
  const s = await fetchStats({ invariants: caps.invariants });
  container.removeAttribute("aria-busy");
  const overturned = s.overturnRate === null ? null : Math.round(s.overturnRate * s.auditDecided);
  const byStatus = Object.fromEntries(s.decisionsByStatus.map((k) => [k.key.toUpperCase(), k.count]));
  const roles = s.factsByRole.slice().sort((a, b) => b.count - a.count);
  const roleTotal = roles.reduce((n, r) => n + r.count, 0) || 1;
  container.innerHTML = html`
    <section class="panel-group" aria-labelledby="h-write">
      <h2 id="h-write">Write side</h2>
      <div class="grid4">
        ${metric("Episodes", s.episodes, "verbatim inputs")}
        ${metric("Facts", s.facts, "atomic facts, every role")}
        ${metric("Slots", s.slots, "subject · attribute")}
        ${metric("Entities", s.entities, "subjects and mentions")}
      </div>
      <div class="grid2">
        <div class="card">
          <h3>Episodes per day <span class="muted">last 30 days</span></h3>
          ${raw(bars(s.episodesPerDay, "Episodes per day"))}
        </div>
        <div class="card">
          <h3>Facts per day <span class="muted">last 30 days</span></h3>
          ${raw(bars(s.factsPerDay, "Facts per day"))}
        </div>
      </div>
    </section>
    <section class="panel-group" aria-labelledby="h-outcome">
      <h2 id="h-outcome">Review and outcomes</h2>
      <div class="grid3">
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
        <div class="card" id="panel-roles">
          <h3>Facts by role</h3>
          <div class="stack" role="img" aria-label="${roles.map((r) => `${roleLabel(r.key)} ${r.count}`).join(", ")}">
            ${roles.map((r) => html`<span class="${roleClass(r.key)}" style="${`width:${(100 * r.count) / roleTotal}%`}"></span>`)}
          </div>
          <ul class="role-list">${roles.map((r) => html`<li><span class="swatch ${roleClass(r.key)}"></span>${roleLabel(r.key)} <strong>${r.count}</strong></li>`)}</ul>
        </div>
      </div>
    </section>
    <section class="panel-group" aria-labelledby="h-inv">
      <h2 id="h-inv">Invariants</h2>
      <div class="card" id="panel-invariants">${invariants(s, caps)}</div>
    </section>
    <p class="muted small">Schema version ${s.schemaVersion ?? "—"}. Figures come from the API's <code>stats</code> and
      <code>invariants</code>; refresh to update. The API reports nothing of the retrieval side yet.</p>
  `.toString();
  return s;
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
