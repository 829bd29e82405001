// Small helpers: safe HTML templating, dates, labels.

const ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (value) => String(value ?? "").replace(/[&<>"']/g, (c) => ESC[c]);

/** A fragment of trusted markup (produced by `html`), inserted without escaping. */
class Safe { constructor(s) { this.s = s; } toString() { return this.s; } }
export const raw = (s) => new Safe(s);

/** Tagged template: every interpolation is escaped unless it is Safe (or an array of Safe). */
export function html(strings, ...values) {
  let out = strings[0];
  values.forEach((v, i) => {
    if (Array.isArray(v)) out += v.map((x) => (x instanceof Safe ? x.s : esc(x))).join("");
    else if (v instanceof Safe) out += v.s;
    else if (v === false || v === null || v === undefined) out += "";
    else out += esc(v);
    out += strings[i + 1];
  });
  return new Safe(out);
}

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

const DATE = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
const DATETIME = new Intl.DateTimeFormat(undefined, {
  year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit",
});
export const fmtDate = (iso) => (iso ? DATE.format(new Date(iso)) : "—");
export const fmtDateTime = (iso) => (iso ? DATETIME.format(new Date(iso)) : "—");

/** "3 days", "5 hours", "just now": how long ago `iso` was. */
export function age(iso, now = Date.now()) {
  if (!iso) return "—";
  const s = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const units = [[86400 * 365, "year"], [86400 * 30, "month"], [86400, "day"], [3600, "hour"], [60, "minute"]];
  for (const [n, name] of units) {
    if (s >= n) { const k = Math.floor(s / n); return `${k} ${name}${k === 1 ? "" : "s"}`; }
  }
  return "under a minute";
}

export const ROLE_LABEL = {
  CURRENT: "current", HISTORICAL: "historical", TRANSITION: "transition",
  COEXISTING: "coexisting", SCOPED_EXCEPTION: "scoped exception",
  PENDING_REVIEW: "pending review", RETRACTED: "retracted",
};
export const roleLabel = (r) => ROLE_LABEL[String(r).toUpperCase()] || String(r).toLowerCase();
export const roleClass = (r) => `role-${String(r).toLowerCase().replace(/_/g, "-")}`;

export const RELATIONS = [
  { value: "SUPERSEDES", label: "Supersedes", help: "the new value replaces the old; the old becomes historical" },
  { value: "EVOLVES_TO", label: "Transition", help: "a change in progress; the old value stays current" },
  { value: "COEXISTS_WITH", label: "Coexists", help: "both values hold" },
  { value: "SCOPED_EXCEPTION", label: "Scoped exception", help: "the new value holds only under a condition" },
  { value: "DUPLICATE", label: "Duplicate", help: "the same fact; merge the new one into the old" },
  { value: "UNRELATED", label: "Unrelated", help: "no relation between them" },
];
export const relationLabel = (v) => (RELATIONS.find((r) => r.value === v) || { label: v }).label;

export function pct(x) { return x === null || x === undefined ? "—" : `${Math.round(x * 100)}%`; }
