// The review queue: filters, keyset pagination, item detail, decisions, j/k/a/r shortcuts.

import { auditQueue, decideAudit, ApiError } from "./api.js";
import {
  $, $$, html, raw, esc, fmtDate, fmtDateTime, age, roleLabel, roleClass,
  RELATIONS, relationLabel, pct,
} from "./util.js";

const PAGE = 25;
const DAY_MS = 86400000;

export class Queue {
  constructor({ caps, toast, onChange, onAuthLost }) {
    this.caps = caps;
    this.toast = toast;
    this.onChange = onChange; // called after a decision (counts, health go stale)
    this.onAuthLost = onAuthLost;
    this.items = [];
    this.selected = -1;
    this.cursor = null;
    this.hasNext = false;
    this.total = 0;
    this.loading = false;
    this.busy = false;
    this.filters = { status: "PENDING", risk: "", attribute: "", subject: "", age: "" };
    this.notice = null; // a message to keep on the detail pane (e.g. decided elsewhere)

    $("#filters").addEventListener("submit", (e) => { e.preventDefault(); this.readFilters(); this.reload(); });
    $("#filters").addEventListener("change", (e) => {
      if (e.target.tagName === "SELECT") { this.readFilters(); this.reload(); }
    });
    $("#load-more").addEventListener("click", () => this.loadMore());
    $("#queue-list").addEventListener("click", (e) => {
      const btn = e.target.closest("button[data-index]");
      if (btn) this.select(Number(btn.dataset.index), { focus: false });
    });
  }

  readFilters() {
    const f = new FormData($("#filters"));
    for (const k of Object.keys(this.filters)) this.filters[k] = String(f.get(k) || "").trim();
  }

  get pendingView() { return this.filters.status === "PENDING"; }

  cutoff() {
    const days = Number(this.filters.age);
    return days ? new Date(Date.now() - days * DAY_MS) : null;
  }

  async fetchPage(after) {
    const cutoff = this.cutoff();
    const page = await auditQueue({
      status: this.filters.status, risk: this.filters.risk, attribute: this.filters.attribute,
      subject: this.filters.subject, first: PAGE, after,
      ageArg: this.caps.ageArg, olderThan: cutoff ? cutoff.toISOString() : null,
    });
    let nodes = page.edges.map((e) => e.node);
    let hasNext = page.pageInfo.hasNextPage;
    let exact = true;
    if (cutoff && !this.caps.ageArg) {
      // Oldest first: the items older than the cutoff are a prefix of the queue.
      const kept = nodes.filter((n) => new Date(n.createdAt) < cutoff);
      if (kept.length < nodes.length) hasNext = false;
      nodes = kept;
      exact = false;
    }
    return { nodes, hasNext, cursor: page.pageInfo.endCursor, total: exact ? page.totalCount : null };
  }

  async reload() {
    const seq = (this.seq = (this.seq || 0) + 1); // only the latest reload may land
    this.loading = true;
    this.notice = null;
    this.renderList();
    try {
      const page = await this.fetchPage(null);
      if (seq !== this.seq) return;
      this.items = page.nodes;
      this.hasNext = page.hasNext;
      this.cursor = page.cursor;
      this.total = page.total;
      this.selected = this.items.length ? 0 : -1;
    } catch (err) {
      if (seq !== this.seq) return;
      this.fail(err);
      this.items = [];
      this.selected = -1;
    } finally {
      if (seq === this.seq) this.loading = false;
    }
    this.render();
  }

  async loadMore() {
    if (!this.hasNext || this.loading) return;
    const seq = this.seq;
    this.loading = true;
    try {
      const page = await this.fetchPage(this.cursor);
      if (seq !== this.seq) return; // the filters changed meanwhile
      const seen = new Set(this.items.map((i) => i.id));
      this.items.push(...page.nodes.filter((n) => !seen.has(n.id)));
      this.hasNext = page.hasNext;
      this.cursor = page.cursor;
    } catch (err) {
      this.fail(err);
    } finally {
      this.loading = false;
    }
    this.renderList();
  }

  fail(err) {
    if (err instanceof ApiError && (err.code === "UNAUTHENTICATED" || err.code === "FORBIDDEN")) {
      this.onAuthLost(err.message);
      return;
    }
    this.toast(`Could not load the queue: ${err.message}`, "error");
  }

  knownValues() {
    const subjects = new Set(), attributes = new Set();
    for (const it of this.items) {
      subjects.add(it.newFact.subject);
      attributes.add(it.newFact.attribute);
    }
    return { subjects, attributes };
  }

  render() {
    this.renderList();
    this.renderItem();
  }

  renderList() {
    const list = $("#queue-list");
    const summary = $("#queue-summary");
    const status = this.filters.status.toLowerCase();
    if (this.loading && !this.items.length) {
      summary.textContent = "Loading…";
      list.innerHTML = "";
    } else {
      const n = this.items.length;
      const count = this.total !== null ? this.total : `${n}${this.hasNext ? "+" : ""}`;
      const oldest = this.pendingView && n ? ` · oldest waiting ${age(this.items[0].createdAt)}` : "";
      summary.textContent = `${count} ${status}${oldest}`;
      list.innerHTML = this.items.map((it, i) => this.listItem(it, i)).join("");
    }
    $("#load-more").hidden = !this.hasNext;
    const badge = $("#nav-count");
    if (this.pendingView && !this.filters.risk && !this.filters.attribute && !this.filters.subject && !this.filters.age) {
      badge.textContent = this.total ? String(this.total) : "";
    }
  }

  listItem(it, i) {
    const n = it.newFact, x = it.existingFact;
    const risk = (n.slot && n.slot.risk) || "";
    const change = x ? html`<span class="old">${x.value}</span> <span aria-hidden="true">→</span><span class="visually-hidden">then</span> <span class="new">${n.value}</span>`
      : html`<span class="new">${n.value}</span>`;
    const meta = this.pendingView
      ? `${relationLabel(it.proposed)}? · ${pct(it.confidence)} · ${age(it.createdAt)}`
      : `${(it.decision || "").replace(/_/g, " ").toLowerCase()} · ${fmtDate(it.decidedAt)}`;
    return html`<li><button type="button" class="q-item" data-index="${i}" data-id="${it.id}"
        aria-current="${i === this.selected ? "true" : "false"}">
      <span class="q-slot">${n.subject} · ${n.attribute}
        ${risk === "HIGH" ? raw('<span class="risk-dot" title="high risk">high risk</span>') : ""}</span>
      <span class="q-change">${change}</span>
      <span class="q-meta">${meta}</span>
    </button></li>`.toString();
  }

  select(i, { focus = true } = {}) {
    if (!this.items.length) return;
    this.selected = Math.max(0, Math.min(this.items.length - 1, i));
    this.notice = null;
    $$("#queue-list .q-item").forEach((b) => b.setAttribute("aria-current", String(Number(b.dataset.index) === this.selected)));
    const btn = $(`#queue-list .q-item[data-index="${this.selected}"]`);
    if (btn) {
      btn.scrollIntoView({ block: "nearest" });
      if (focus) btn.focus();
    }
    this.renderItem();
  }

  next() {
    if (this.selected >= this.items.length - 1 && this.hasNext) {
      this.loadMore().then(() => this.select(this.selected + 1));
    } else this.select(this.selected + 1);
  }
  prev() { this.select(this.selected - 1); }

  current() { return this.items[this.selected] || null; }

  renderItem() {
    const pane = $("#item");
    const it = this.current();
    const notice = this.notice ? html`<div class="notice ${this.notice.kind}" role="alert">${this.notice.text}</div>` : "";
    if (!it) {
      const empty = this.pendingView
        ? html`<div class="empty"><h2>Nothing waiting for review</h2>
            <p class="muted">The resolver queues a conflict here when it is unsure, e.g. a high-risk slot
            that changes without a clear cue. Decided items stay in the history: pick a status on the left.</p></div>`
        : html`<div class="empty"><h2>No items match</h2><p class="muted">Try other filters.</p></div>`;
      pane.innerHTML = html`${notice}${empty}`.toString();
      return;
    }
    const n = it.newFact, x = it.existingFact;
    const slot = n.slot || {};
    const tl = `#/timeline?subject=${encodeURIComponent(n.subject)}&attribute=${encodeURIComponent(n.attribute)}`;
    const question = x
      ? html`Does <q>${n.value}</q> ${raw(esc(relationVerb(it.proposed)))} <q>${x.value}</q>?`
      : html`New value <q>${n.value}</q>`;
    pane.innerHTML = html`
      ${notice}
      <header class="item-head">
        <p class="eyebrow">
          <span>${n.subject} · ${n.attribute}</span>
          ${slot.risk ? html`<span class="tag ${slot.risk === "HIGH" ? "tag-warn" : ""}">${slot.risk.toLowerCase()} risk</span>` : ""}
          ${slot.cardinality ? html`<span class="tag">${slot.cardinality.toLowerCase()}-valued</span>` : ""}
          <span class="muted">queued ${fmtDateTime(it.createdAt)} (${age(it.createdAt)} ago)</span>
        </p>
        <h2 id="item-title" tabindex="-1">${question}</h2>
        <div class="proposal">
          <span>Resolver proposes <strong class="rel">${relationLabel(it.proposed)}</strong></span>
          <span class="conf"><meter min="0" max="1" value="${it.confidence}" aria-label="Confidence"></meter> ${pct(it.confidence)} confidence</span>
          <a href="${tl}" class="tl-link">Slot timeline <kbd>t</kbd></a>
        </div>
        <p class="reason"><span class="muted">Reason:</span> ${it.reason}</p>
      </header>
      <div class="compare">
        ${x ? factCard("Existing fact", x, "existing") : html`<section class="fact none"><h3>Existing fact</h3><p class="muted">None: the resolver had nothing to compare with.</p></section>`}
        ${factCard("New fact", n, "new")}
      </div>
      ${it.status === "PENDING" ? decisionForm(it) : decidedBlock(it)}
    `.toString();
    const form = $("#decide-form");
    if (form) {
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        const choice = new FormData(form).get("relation") || it.proposed;
        this.decide(choice);
      });
      // Only the relation radios change the button; re-rendering it on other changes (the
      // note's change fires on blur, i.e. during a click on this very button) would eat the click.
      form.addEventListener("change", (e) => { if (e.target.name === "relation") this.syncApplyLabel(); });
      $("#reject-btn").addEventListener("click", () => this.decide("REJECT"));
      this.syncApplyLabel();
    }
  }

  syncApplyLabel() {
    const it = this.current();
    const form = $("#decide-form");
    if (!it || !form) return;
    const choice = new FormData(form).get("relation") || it.proposed;
    const btn = $("#apply-btn");
    const label = choice === it.proposed
      ? html`Approve: ${relationLabel(choice)} <kbd>a</kbd>`.toString()
      : html`Apply: ${relationLabel(choice)} <span class="muted-inv">(overrides proposal)</span>`.toString();
    if (btn.innerHTML !== label) btn.innerHTML = label;
    btn.classList.toggle("override", choice !== it.proposed);
  }

  async decide(decision) {
    const it = this.current();
    if (!it || it.status !== "PENDING" || this.busy) return;
    const noteEl = $("#decide-note");
    const note = noteEl ? noteEl.value.trim() : "";
    this.busy = true;
    $$("#decide-form button").forEach((b) => { b.disabled = true; });
    try {
      const done = await decideAudit(it.id, decision, note);
      this.removeCurrent();
      const what = decision === "REJECT" ? `Rejected “${it.newFact.value}”`
        : done.status === "APPROVED" ? `Approved: ${relationLabel(decision)}`
          : `Amended to ${relationLabel(decision)}`;
      this.toast(`${what} · ${it.newFact.subject} · ${it.newFact.attribute}. Item left the queue.`, "ok");
      this.onChange();
    } catch (err) {
      if (err instanceof ApiError && /already decided/i.test(err.message)) {
        this.removeCurrent();
        this.notice = {
          kind: "warn",
          text: `Someone else already decided the item about ${it.newFact.subject} · ${it.newFact.attribute}, `
            + `so your decision was not applied. ${err.message}. It has been removed from your queue.`,
        };
        this.onChange();
      } else if (err instanceof ApiError && (err.code === "UNAUTHENTICATED" || err.code === "FORBIDDEN")) {
        this.onAuthLost(err.message);
        return;
      } else {
        this.notice = { kind: "error", text: `The decision was not applied: ${err.message}` };
      }
    } finally {
      this.busy = false;
    }
    this.renderList();
    this.renderItem();
    const title = $("#item-title");
    const target = $(`#queue-list .q-item[data-index="${this.selected}"]`);
    (target || title || $("#item")).focus({ preventScroll: false });
  }

  removeCurrent() {
    this.items.splice(this.selected, 1);
    if (this.total !== null) this.total = Math.max(0, this.total - 1);
    if (this.selected >= this.items.length) this.selected = this.items.length - 1;
  }

  /** Keyboard shortcuts while the queue is shown; true when handled. */
  key(k) {
    switch (k) {
      case "j": this.next(); return true;
      case "k": this.prev(); return true;
      case "a": { const it = this.current(); if (it) this.decide(it.proposed); return true; }
      case "r": this.decide("REJECT"); return true;
      case "n": { const el = $("#decide-note"); if (el) el.focus(); return !!el; }
      case "t": { const a = $(".tl-link"); if (a) a.click(); return !!a; }
      default: return false;
    }
  }
}

function relationVerb(rel) {
  return {
    SUPERSEDES: "supersede", EVOLVES_TO: "evolve from", COEXISTS_WITH: "coexist with",
    SCOPED_EXCEPTION: "make a scoped exception to", DUPLICATE: "duplicate", UNRELATED: "relate to",
  }[rel] || "relate to";
}

function factCard(title, f, kind) {
  const episodes = (f.sources || []).slice().sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  return html`<section class="fact ${kind}" aria-label="${title}">
    <h3>${title}</h3>
    <p class="value"><span>${f.value}</span><span class="badge ${roleClass(f.role)}">${roleLabel(f.role)}</span>
       ${f.scope ? html`<span class="tag">scope: ${f.scope}</span>` : ""}</p>
    <dl class="props">
      <dt>Valid</dt><dd>${fmtDate(f.validFrom)} – ${f.validUntil ? fmtDate(f.validUntil) : "now"}</dd>
      <dt>Recorded</dt><dd>${fmtDateTime(f.recordedAt)}</dd>
      <dt>Confidence</dt><dd>${pct(f.confidence)} · ${String(f.source).toLowerCase().replace(/_/g, " ")} · ${f.extractor}</dd>
    </dl>
    <h4>Source episodes <span class="muted">(verbatim)</span></h4>
    ${episodes.length ? html`<ol class="episodes">${episodes.map((e) => html`<li>
        <time datetime="${e.occurredAt}">${fmtDateTime(e.occurredAt)}</time>
        ${e.speaker ? html`<span class="muted"> · ${e.speaker}</span>` : ""}
        <blockquote>${e.text}</blockquote></li>`)}</ol>`
      : html`<p class="muted">No source episode (entered in review).</p>`}
  </section>`;
}

function decisionForm(it) {
  const options = RELATIONS.map((r) => html`<label class="choice">
      <input type="radio" name="relation" value="${r.value}" ${raw(r.value === it.proposed ? "checked" : "")}>
      <span class="choice-text"><span class="choice-name"><strong>${r.label}</strong>${r.value === it.proposed ? html` <span class="tag tag-accent">proposed</span>` : ""}</span>
      <span class="muted">${r.help}</span></span></label>`);
  return html`<form id="decide-form" class="decide" aria-labelledby="decide-title">
    <h3 id="decide-title">Your decision</h3>
    <fieldset><legend class="visually-hidden">Relation to apply</legend><div class="choices">${options}</div></fieldset>
    <label for="decide-note">Note <span class="muted">(optional, kept with the decision)</span></label>
    <textarea id="decide-note" rows="2" placeholder="Why you decided this way"></textarea>
    <div class="buttons">
      <button type="submit" id="apply-btn" class="primary">Approve</button>
      <button type="button" id="reject-btn" class="danger">Reject new fact <kbd>r</kbd></button>
    </div>
  </form>`;
}

function decidedBlock(it) {
  return html`<section class="decided"><h3>Decision</h3>
    <p><span class="badge status-${it.status.toLowerCase()}">${it.status.toLowerCase()}</span>
    ${it.decision ? `${String(it.decision).replace(/_/g, " ").toLowerCase()}` : ""} by ${it.decidedBy || "—"}, ${fmtDateTime(it.decidedAt)}</p>
    ${it.note ? html`<blockquote>${it.note}</blockquote>` : ""}</section>`;
}
