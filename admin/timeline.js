// Slot timeline: every fact a slot ever held, as validity bars on a time axis, with the
// SUPERSEDES / EVOLVES_TO / COEXISTS_WITH / CAUSES edges between them.

import { slot as fetchSlot, factsById } from "./api.js";
import { $, html, raw, esc, fmtDate, fmtDateTime, roleLabel, roleClass, pct } from "./util.js";

const EDGE_STYLE = {
  SUPERSEDES: { cls: "edge-supersedes", label: "supersedes" },
  EVOLVES_TO: { cls: "edge-evolves", label: "evolves to" },
  COEXISTS_WITH: { cls: "edge-coexists", label: "coexists with" },
  CAUSES: { cls: "edge-causes", label: "causes" },
};
const ROLES = ["CURRENT", "HISTORICAL", "TRANSITION", "COEXISTING", "SCOPED_EXCEPTION", "PENDING_REVIEW", "RETRACTED"];

/** Cypher string literal for a value typed by a person: backslashes and quotes escaped. */
export function cypherString(value) {
  return `'${String(value).replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\r?\n/g, "\\n")}'`;
}

/** The ready query (cypher/explore/slot_timeline.cypher) with this slot's values inlined. */
export function browserQuery(tenant, key) {
  return [
    "// Palimpsest: one slot's timeline (cypher/explore/slot_timeline.cypher)",
    `MATCH (s:StateSlot {tenant: ${cypherString(tenant)}, key: ${cypherString(key)}})<-[:IN_SLOT]-(f:Fact)`,
    "OPTIONAL MATCH (f)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH|CAUSES]-(g:Fact {tenant: s.tenant})",
    "OPTIONAL MATCH (f)-[e:EXTRACTED_FROM]->(ep:Episode)",
    "RETURN s, f, r, g, e, ep",
  ].join("\n");
}

export function browserUrl(tenant, key) {
  const host = location.hostname || "127.0.0.1";
  return `http://${host}:7474/browser/?cmd=edit&arg=${encodeURIComponent(browserQuery(tenant, key))}`;
}

export async function showTimeline(container, subject, attribute, { tenant }) {
  container.innerHTML = `<p class="muted">Loading ${esc(subject)} · ${esc(attribute)}…</p>`;
  const s = await fetchSlot(subject, attribute);
  if (!s) {
    container.innerHTML = html`<div class="empty"><h2>No slot ${subject} · ${attribute}</h2>
      <p class="muted">Nothing has been remembered about this subject and attribute yet.</p></div>`.toString();
    return null;
  }
  const inside = new Set(s.facts.map((f) => f.id));
  const outsideIds = [...new Set(s.edges.flatMap((e) => [e.from, e.to]).filter((id) => !inside.has(id)))].slice(0, 20);
  const outside = await factsById(outsideIds);
  container.innerHTML = html`
    <div class="tl-head">
      <p class="eyebrow"><span>${s.subject} · ${s.attribute}</span>
        <span class="tag ${s.risk === "HIGH" ? "tag-warn" : ""}">${s.risk.toLowerCase()} risk</span>
        <span class="tag">${s.cardinality.toLowerCase()}-valued</span>
        <span class="muted">${s.facts.length} fact${s.facts.length === 1 ? "" : "s"} · ${s.edges.length} edge${s.edges.length === 1 ? "" : "s"}</span></p>
      <a class="button ghost" id="browser-link" href="${browserUrl(tenant, s.key)}" target="_blank" rel="noopener noreferrer">Open in Neo4j Browser ↗</a>
    </div>
    <figure class="tl-figure">
      ${raw(svg(s, outside, container.clientWidth))}
      <figcaption>${legend()}</figcaption>
    </figure>
    <div class="tl-tables">
      <table class="facts-table">
        <caption>Facts, oldest first</caption>
        <thead><tr><th scope="col">Value</th><th scope="col">Role</th><th scope="col">Valid from</th>
          <th scope="col">Valid until</th><th scope="col">Recorded</th><th scope="col">Source</th></tr></thead>
        <tbody>${s.facts.map((f) => html`<tr data-fact="${f.id}">
          <th scope="row">${f.value}${f.scope ? html` <span class="tag">${f.scope}</span>` : ""}</th>
          <td><span class="badge ${roleClass(f.role)}">${roleLabel(f.role)}</span></td>
          <td>${fmtDate(f.validFrom)}</td><td>${f.validUntil ? fmtDate(f.validUntil) : "—"}</td>
          <td>${fmtDateTime(f.recordedAt)}</td>
          <td class="src">${(f.sources || []).map((e) => html`<q>${e.text}</q> `)}</td></tr>`)}</tbody>
      </table>
      ${s.edges.length ? html`<table class="edges-table">
        <caption>Edges</caption>
        <thead><tr><th scope="col">From</th><th scope="col">Edge</th><th scope="col">To</th><th scope="col">Decided</th><th scope="col">Reason</th></tr></thead>
        <tbody>${s.edges.map((e) => html`<tr>
          <td>${valueOf(s, outside, e.from)}</td><td><span class="edge-name ${EDGE_STYLE[e.type].cls}">${e.type}</span></td>
          <td>${valueOf(s, outside, e.to)}</td><td>${e.decidedBy || "—"}${e.at ? `, ${fmtDate(e.at)}` : ""}</td>
          <td>${e.reason || ""}${e.confidence !== null && e.confidence !== undefined ? html` <span class="muted">(${pct(e.confidence)})</span>` : ""}</td></tr>`)}</tbody>
      </table>` : ""}
    </div>
    <details class="query"><summary>Ready query for Neo4j Browser</summary>
      <pre><code>${browserQuery(tenant, s.key)}</code></pre></details>
  `.toString();
  return s;
}

function valueOf(s, outside, id) {
  const f = s.facts.find((x) => x.id === id) || outside[id];
  if (!f) return id;
  return f.attribute && !s.facts.includes(f) ? `${f.value} (${f.subject} · ${f.attribute})` : f.value;
}

function legend() {
  return html`<ul class="legend" aria-label="Legend">
    ${ROLES.map((r) => html`<li><span class="swatch ${roleClass(r)}"></span>${roleLabel(r)}</li>`)}
    ${Object.entries(EDGE_STYLE).map(([, st]) => html`<li><svg width="26" height="10" aria-hidden="true"><line x1="1" y1="5" x2="25" y2="5" class="${st.cls}"/></svg>${st.label}</li>`)}
  </ul>`;
}

/** The SVG: one lane per fact (oldest at the top), bars from validFrom to validUntil (or now). */
function svg(s, outside, width) {
  const facts = s.facts.slice();
  const extra = Object.values(outside);
  const lanes = [...facts, ...extra];
  // Drawn at the figure's own width, so text keeps its CSS size at any screen width.
  const W = Math.max(640, Math.round((width || 1000) - 30)), LABEL = 200, RIGHT = 40, TOP = 34, LANE = 46, BAR = 18;
  const H = TOP + lanes.length * LANE + 24;
  const now = Date.now();
  const times = lanes.flatMap((f) => [Date.parse(f.validFrom), f.validUntil ? Date.parse(f.validUntil) : now]);
  let t0 = Math.min(...times), t1 = Math.max(...times, now);
  const pad = Math.max((t1 - t0) * 0.04, 86400000);
  t0 -= pad; t1 += pad * 0.5;
  const x = (t) => LABEL + ((t - t0) / (t1 - t0)) * (W - LABEL - RIGHT);
  const laneY = (i) => TOP + i * LANE + LANE / 2;
  const index = new Map(lanes.map((f, i) => [f.id, i]));

  const parts = [];
  // Axis: about six ticks on month or year boundaries.
  const ticks = niceTicks(t0, t1);
  parts.push(`<g class="axis">`);
  for (const t of ticks) {
    const tx = x(t);
    parts.push(`<line x1="${tx}" y1="${TOP - 8}" x2="${tx}" y2="${H - 20}" class="grid"/>`);
    parts.push(`<text x="${tx}" y="${TOP - 14}" text-anchor="middle">${esc(fmtDate(new Date(t).toISOString()))}</text>`);
  }
  parts.push(`<line x1="${x(now)}" y1="${TOP - 8}" x2="${x(now)}" y2="${H - 20}" class="now"/>`);
  parts.push(`<text x="${x(now) - 4}" y="${H - 6}" text-anchor="end" class="now-label">now</text>`);
  parts.push(`</g>`);

  lanes.forEach((f, i) => {
    const y = laneY(i);
    const a = x(Date.parse(f.validFrom));
    const open = !f.validUntil;
    const b = open ? x(now) : x(Date.parse(f.validUntil));
    const isOutside = i >= facts.length;
    const cls = roleClass(f.role);
    const label = isOutside ? `${f.value} (${f.subject} · ${f.attribute})` : f.value;
    const title = `${label}: ${roleLabel(f.role)}, valid ${fmtDate(f.validFrom)} – ${open ? "now" : fmtDate(f.validUntil)}`;
    parts.push(`<g class="lane ${cls}${isOutside ? " outside" : ""}" data-fact="${esc(f.id)}" data-role="${esc(String(f.role).toLowerCase())}">`);
    parts.push(`<title>${esc(title)}</title>`);
    if (i % 2 === 0) parts.push(`<rect class="lane-bg" x="0" y="${y - LANE / 2}" width="${W}" height="${LANE}"/>`);
    parts.push(`<text class="lane-value" x="12" y="${y - 2}">${esc(truncate(label, 26))}</text>`);
    parts.push(`<text class="lane-role" x="12" y="${y + 14}">${esc(roleLabel(f.role))}</text>`);
    parts.push(`<rect class="bar" x="${a}" y="${y - BAR / 2}" width="${Math.max(4, b - a)}" height="${BAR}" rx="4"/>`);
    if (open) parts.push(`<path class="bar-open" d="M${b} ${y - BAR / 2} l8 ${BAR / 2} l-8 ${BAR / 2} z"/>`);
    parts.push(`<circle class="start" cx="${a}" cy="${y}" r="4"/>`);
    parts.push(`</g>`);
  });

  // Edges: a curve from the source lane to the target lane at the source's start.
  const seenAt = new Map();
  for (const e of s.edges) {
    const i = index.get(e.from), j = index.get(e.to);
    if (i === undefined || j === undefined) continue;
    const src = lanes[i];
    const key = Math.round(x(Date.parse(src.validFrom)));
    const k = (seenAt.get(key) || 0);
    seenAt.set(key, k + 1);
    const ex = x(Date.parse(src.validFrom)) + 10 + k * 14;
    const y1 = laneY(i) + (j > i ? BAR / 2 : -BAR / 2), y2 = laneY(j) + (j > i ? -BAR / 2 : BAR / 2);
    const st = EDGE_STYLE[e.type] || EDGE_STYLE.CAUSES;
    const bend = 26 + k * 10;
    parts.push(`<g class="edge"><title>${esc(`${valueOf(s, outside, e.from)} ${e.type} ${valueOf(s, outside, e.to)}`)}</title>`);
    parts.push(`<path class="${st.cls}" d="M${ex} ${y1} C ${ex + bend} ${y1}, ${ex + bend} ${y2}, ${ex + 2} ${y2}" marker-end="url(#arrow-${st.cls})"/>`);
    parts.push(`<text class="edge-label" x="${ex + bend + 4}" y="${(y1 + y2) / 2 + 4}">${esc(st.label)}</text></g>`);
  }

  const markers = Object.values(EDGE_STYLE).map((st) => `<marker id="arrow-${st.cls}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" class="${st.cls}-head"/></marker>`).join("");
  const desc = facts.map((f) => `${f.value} ${roleLabel(f.role)} from ${fmtDate(f.validFrom)}${f.validUntil ? ` until ${fmtDate(f.validUntil)}` : ""}`).join("; ");
  return `<svg class="tl-svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="tl-svg-title tl-svg-desc">
    <title id="tl-svg-title">Timeline of ${esc(s.subject)} · ${esc(s.attribute)}</title>
    <desc id="tl-svg-desc">${esc(desc)}</desc>
    <defs>${markers}</defs>${parts.join("")}</svg>`;
}

function truncate(s, n) { s = String(s); return s.length > n ? `${s.slice(0, n - 1)}…` : s; }

function niceTicks(t0, t1) {
  const span = t1 - t0, day = 86400000;
  const steps = [1, 7, 14, 30, 61, 91, 182, 365, 730].map((d) => d * day);
  const step = steps.find((st) => span / st <= 7) || steps[steps.length - 1];
  const out = [];
  const start = new Date(t0);
  let t;
  if (step >= 30 * day) {
    const months = Math.round(step / (30.4 * day));
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    for (t = d; t.getTime() <= t1; t = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + months, 1))) out.push(t.getTime());
  } else {
    for (t = Math.ceil(t0 / step) * step; t <= t1; t += step) out.push(t);
  }
  return out;
}
