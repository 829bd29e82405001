// Subject page: the profile card (who this subject is now, or as of a date) beside the
// timelines of the subject's slots.

import { profile as fetchProfile } from "./api.js";
import { showTimeline } from "./timeline.js";
import { html, esc, fmtDate } from "./util.js";

/** Attributes the card names, states first, in card order. */
export function cardAttributes(card) {
  const seen = [];
  const add = (a) => { if (!seen.includes(a)) seen.push(a); };
  card.domains.forEach((d) => d.states.forEach((s) => add(s.attribute)));
  [...card.inFlight, ...card.pending, ...card.changes, ...card.abandoned].forEach((x) => add(x.attribute));
  return seen;
}

function cardHtml(card) {
  const section = (title, items, render, cls = "") => items.length ? html`
    <section class="pc-block ${cls}"><h3>${title}</h3><ul>${items.map(render)}</ul></section>` : "";
  return html`
    <header class="pc-head">
      <h2>${card.subject}</h2>
      <p class="muted">${card.asOf ? `as of ${fmtDate(card.asOf)}` : "now"} · ${card.tokenEstimate} tokens
        ${card.cached ? html`<span class="tag">cached</span>` : ""}</p>
    </header>
    ${card.domains.length ? card.domains.map((d) => html`
      <section class="pc-block pc-domain" data-domain="${d.name}"><h3>${d.name}</h3>
        <dl>${d.states.map((s) => html`<dt>${s.attribute}</dt>
          <dd><strong>${s.value}</strong> <span class="muted">since ${fmtDate(s.since)}</span>
          ${s.also.map((f) => html`<div class="pc-also">also ${f.value} <span class="muted">since ${fmtDate(f.validFrom)}</span></div>`)}
          ${s.exceptions.map((f) => html`<div class="pc-exception">except ${f.scope || "scoped"}: ${f.value}</div>`)}</dd>`)}</dl>
      </section>`) : html`<p class="empty">Nothing is remembered about ${card.subject}${card.asOf ? " at that date" : ""}.</p>`}
    ${section("Unconfirmed (pending review)", card.pending, (r) => html`<li class="pc-pending">
      <span class="badge role-pending-review">unconfirmed</span> ${r.attribute}: <strong>${r.value}</strong>
      <span class="muted">(${r.proposed ? `proposed ${r.proposed}` : "under review"}${r.existing ? `, would replace ${r.existing.value}` : ""})</span></li>`, "pc-warn")}
    ${section("In flight", card.inFlight, (t) => html`<li>${t.attribute}: <strong>${t.value}</strong>
      ${t.fromValue ? html`<span class="muted">from ${t.fromValue}</span>` : ""} <span class="muted">since ${fmtDate(t.since)}</span></li>`)}
    ${section("Recent changes", card.changes, (c) => html`<li>${c.attribute}: ${c.old.value} → <strong>${c.new.value}</strong>
      <span class="muted">${fmtDate(c.at)}</span>${c.why ? html` <span class="pc-why">why: ${c.why}</span>` : ""}</li>`)}
    ${section("Stable traits", card.traits, (t) => html`<li>${t.attribute}: <strong>${t.value}</strong>
      <span class="muted">${t.heldDays} days, stated ${t.reinforced}×</span></li>`)}
    ${section("Recently abandoned", card.abandoned, (t) => html`<li>${t.attribute}: <s>${t.value}</s>
      <span class="muted">dropped ${fmtDate(t.ended)}</span></li>`)}
    <details class="query"><summary>Prompt (${card.tokenEstimate} tokens)</summary><pre><code>${card.prompt}</code></pre></details>`.toString();
}

export async function showSubject(cardEl, slotsEl, subject, asOf, { tenant, attribute = null }) {
  cardEl.innerHTML = `<p class="muted">Loading ${esc(subject)}…</p>`;
  slotsEl.innerHTML = "";
  const card = await fetchProfile(subject, asOf);
  cardEl.innerHTML = cardHtml(card);
  const attributes = cardAttributes(card);
  if (!attributes.length) return card;
  const chosen = attributes.includes(attribute) ? attribute : attributes[0];
  slotsEl.innerHTML = html`<nav class="slot-tabs" aria-label="Slots of ${subject}">
    ${attributes.map((a) => html`<button type="button" class="chip" data-attribute="${a}"
      aria-pressed="${a === chosen ? "true" : "false"}">${a}</button>`)}</nav>
    <div class="timeline" id="subject-timeline"></div>`.toString();
  const open = async (a) => {
    slotsEl.querySelectorAll(".slot-tabs button").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.attribute === a)));
    await showTimeline(slotsEl.querySelector("#subject-timeline"), subject, a, { tenant });
  };
  slotsEl.querySelectorAll(".slot-tabs button").forEach((b) => b.addEventListener("click", () => open(b.dataset.attribute)));
  await open(chosen);
  return card;
}
