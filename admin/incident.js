// An incident: the slice that breached twice, the snapshot it froze (graph version and
// knownAt of the first breach), each failing probe with the packet it got, and a person's
// acknowledge / close.

import { incident as fetchIncident, decideIncident } from "./api.js";
import { html, raw, age, fmtDateTime } from "./util.js";

export async function showIncident(container, id, { toast = () => {}, onChange = () => {} } = {}) {
  container.setAttribute("aria-busy", "true");
  const i = await fetchIncident(id);
  container.removeAttribute("aria-busy");
  if (!i) {
    container.innerHTML = html`<div class="empty"><h2>No such incident</h2><p class="muted">It is not one of this tenant's.</p>
      <a href="#/health">Back to health</a></div>`.toString();
    return null;
  }
  const open = i.status === "OPEN";
  container.innerHTML = html`
    <p><a href="#/health">← Health</a></p>
    <div class="card" id="incident-head">
      <h2>Incident in slice <strong>${i.slice}</strong> <span class="badge" data-metric="incident-status">${i.status.toLowerCase()}</span></h2>
      <p>${i.passed} of ${i.total} probes passed; a run passing fewer than ${i.threshold} breaches. Opened ${fmtDateTime(i.openedAt)} (${age(i.openedAt)} ago).</p>
      <p class="muted">Snapshot frozen at the first breach: graph version <code>${i.snapshotVersion}</code>, known at ${fmtDateTime(i.snapshotKnownAt)}.
        Re-ask with <code>knownAt</code> to see it again.</p>
      ${i.acknowledgedAt ? html`<p data-metric="acknowledged">Seen by ${i.acknowledgedBy} on ${fmtDateTime(i.acknowledgedAt)}.</p>` : ""}
      ${i.closedAt ? html`<p data-metric="closed">Closed by ${i.closedBy} on ${fmtDateTime(i.closedAt)}.</p>` : ""}
      ${i.resolvedAt ? html`<p>Resolved by two clean runs on ${fmtDateTime(i.resolvedAt)}.</p>` : ""}
      ${i.note ? html`<p>Note: ${i.note}</p>` : ""}
      ${open ? html`<form class="incident-actions" id="incident-form">
          <div class="field"><label for="incident-note">Note</label>
            <textarea id="incident-note" name="note" placeholder="What you found (staleness, pollution, retrieval)"></textarea></div>
          <button type="submit" value="acknowledge" class="ghost">Acknowledge</button>
          <button type="submit" value="close" class="primary">Close incident</button>
        </form>` : ""}
    </div>
    <h3>Failing probes <span class="muted">${i.failures.length}</span></h3>
    ${i.failures.map((f) => raw(failure(f)))}
  `.toString();
  const form = container.querySelector("#incident-form");
  if (form) {
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      const action = e.submitter ? e.submitter.value : "acknowledge";
      try {
        await decideIncident(i.id, action, form.elements.note.value.trim());
        toast(action === "close" ? "Incident closed" : "Incident acknowledged");
        onChange();
        await showIncident(container, id, { toast, onChange });
      } catch (err) { toast(`Could not ${action}: ${err.message}`, "error"); }
    });
  }
  return i;
}

function failure(f) {
  const p = f.packet || {};
  const facts = (items) => (items && items.length
    ? html`<ul>${items.map((x) => html`<li><strong>${x.value}</strong> <span class="muted">${x.subject} · ${x.attribute} · ${x.role}</span></li>`)}</ul>`
    : html`<p class="muted">none</p>`);
  return html`<article class="card failure" data-probe="${f.probeId}">
    <h4>${f.question}</h4>
    <p>Expected <strong>${f.expected.join(", ")}</strong> (${f.rule}). <span class="muted">${f.reason}</span></p>
    <p class="muted small">The packet it got: view ${p.view || "—"} (${p.viewReason || ""})</p>
    <div class="blocks">
      <div><h4>Current</h4>${facts(p.current)}</div>
      <div><h4>Historical</h4>${facts(p.historical)}</div>
      <div><h4>Ambiguous · transition</h4>${facts([...(p.ambiguous || []), ...(p.transition || [])])}</div>
    </div>
    ${p.episodes && p.episodes.length ? html`<h4>Verbatim turns</h4><ul>${p.episodes.map((t) => html`<li>${t}</li>`)}</ul>` : ""}
    <details><summary>Prompt</summary><pre>${p.prompt || ""}</pre></details>
  </article>`.toString();
}
