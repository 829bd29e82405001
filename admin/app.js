// Palimpsest admin UI: sign-in (admin keys only), routing, shortcuts.

import { capabilities, reachable, whoami, session, ApiError } from "./api.js";
import { Queue } from "./queue.js";
import { showTimeline } from "./timeline.js";
import { showHealth } from "./health.js";
import { showIncident } from "./incident.js";
import { showSubject } from "./subject.js";
import { $, $$ } from "./util.js";

const VIEWS = ["login", "queue", "timeline", "subject", "health", "incident"];
const state = { caps: null, capsReady: null, me: null, queue: null, healthStale: true, queueLoaded: false };

function toast(message, kind = "ok") {
  const el = $("#toast");
  el.textContent = message;
  el.className = `toast ${kind}`;
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, kind === "error" ? 9000 : 5000);
}

function show(view) {
  for (const v of VIEWS) $(`#view-${v}`).hidden = v !== view;
  $$("#nav a").forEach((a) => {
    if (a.dataset.view === view) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  });
  document.body.dataset.view = view;
}

function signedOut(message = "") {
  session.key = null;
  state.me = null;
  state.queueLoaded = false;
  $("#nav").hidden = true;
  $("#who").hidden = true;
  $("#login-error").textContent = message;
  $("#login-key").value = "";
  show("login");
  $("#login-key").focus();
}

/** Check a key's role with the API; only admin keys open the UI. */
async function verify(key) {
  // A sign-in may come before the page has finished checking that the API answers.
  await state.capsReady;
  state.caps = await capabilities(key);
  if (!state.caps.whoami) {
    throw new ApiError("This server's API does not say which role a key has (it lacks the "
      + "`whoami` query), so the admin UI cannot confirm an admin key and stays locked.", "FORBIDDEN");
  }
  const me = await whoami(key);
  if (!me || String(me.role).toUpperCase() !== "ADMIN") {
    throw new ApiError(`This is a ${String(me && me.role).toLowerCase()} key. The admin UI needs an admin key; `
      + "reader and writer keys cannot open it.", "FORBIDDEN");
  }
  return me;
}

function signedIn(me) {
  state.me = me;
  $("#who-label").innerHTML = "";
  const t = document.createElement("span");
  t.className = "tenant";
  t.textContent = me.tenant;
  const r = document.createElement("span");
  r.className = "tag";
  r.textContent = String(me.role).toLowerCase();
  $("#who-label").append("Tenant ", t, " ", r);
  $("#nav").hidden = false;
  $("#who").hidden = false;
  if (!state.queue) {
    state.queue = new Queue({
      caps: state.caps, toast,
      onChange: () => { state.healthStale = true; fillDatalists(); },
      onAuthLost: (msg) => signedOut(`Signed out: ${msg}`),
    });
  }
  route();
}

function fillDatalists() {
  if (!state.queue) return;
  const { subjects, attributes } = state.queue.knownValues();
  const fill = (id, values) => {
    const dl = $(id);
    const have = new Set([...dl.options].map((o) => o.value));
    for (const v of values) if (!have.has(v)) { const o = document.createElement("option"); o.value = v; dl.append(o); }
  };
  fill("#known-subjects", subjects);
  fill("#known-attributes", attributes);
}

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const [path, query = ""] = raw.split("?");
  return { path: path || "queue", params: new URLSearchParams(query) };
}

async function route() {
  if (!state.me) { show("login"); return; }
  $("#toast").hidden = true; // a confirmation belongs to the view it was made in
  const { path, params } = parseHash();
  if (path === "timeline") {
    show("timeline");
    const subject = params.get("subject"), attribute = params.get("attribute");
    $("#t-subject").value = subject || $("#t-subject").value;
    $("#t-attribute").value = attribute || $("#t-attribute").value;
    if (subject && attribute) {
      try {
        await showTimeline($("#timeline"), subject, attribute, { tenant: state.me.tenant });
      } catch (err) { failed(err, "the timeline"); }
    } else if (!$("#timeline").innerHTML.trim()) {
      $("#timeline").innerHTML = `<div class="empty"><h2>Pick a slot</h2><p class="muted">Enter a subject and an attribute, or open a timeline from a queue item.</p></div>`;
      $("#t-subject").focus();
    }
  } else if (path === "subject") {
    show("subject");
    const subject = params.get("subject"), asOf = params.get("asOf");
    $("#s-subject").value = subject || $("#s-subject").value;
    $("#s-asof").value = asOf || "";
    if (subject) {
      try {
        await showSubject($("#profile-card"), $("#subject-slots"), subject,
          asOf ? `${asOf}T23:59:59Z` : null, { tenant: state.me.tenant, attribute: params.get("attribute") });
      } catch (err) { failed(err, "the profile"); }
    } else if (!$("#profile-card").innerHTML.trim()) {
      $("#profile-card").innerHTML = `<div class="empty"><h2>Pick a subject</h2><p class="muted">Enter a subject (e.g. user) to see who they are now, and their slots' timelines.</p></div>`;
      $("#s-subject").focus();
    }
  } else if (path === "health") {
    show("health");
    if (state.healthStale) await refreshHealth();
  } else if (path === "incident") {
    show("incident");
    $$("#nav a[data-view='health']").forEach((a) => a.setAttribute("aria-current", "page"));
    try {
      await showIncident($("#incident"), params.get("id") || "", {
        toast, onChange: () => { state.healthStale = true; },
      });
    } catch (err) { failed(err, "the incident"); }
  } else {
    show("queue");
    if (!state.queueLoaded) {
      state.queueLoaded = true;
      await state.queue.reload();
      fillDatalists();
    }
  }
}

async function refreshHealth() {
  try {
    await showHealth($("#health"), state.caps, { toast, refresh: () => refreshHealth() });
    state.healthStale = false;
  } catch (err) { failed(err, "health figures"); }
}

function failed(err, what) {
  if (err instanceof ApiError && (err.code === "UNAUTHENTICATED" || err.code === "FORBIDDEN")) {
    signedOut(`Signed out: ${err.message}`);
  } else toast(`Could not load ${what}: ${err.message}`, "error");
}

function typing(el) {
  return el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const help = $("#help");
  if (help.open) return;
  if (!state.me || typing(e.target)) {
    if (e.key === "Escape" && typing(e.target)) e.target.blur();
    return;
  }
  if (e.key === "?") { e.preventDefault(); help.showModal(); return; }
  if (document.body.dataset.view === "queue" && state.queue && state.queue.key(e.key)) e.preventDefault();
}

async function main() {
  state.capsReady = reachable();
  $("#login-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const key = $("#login-key").value.trim();
    const btn = $("#login-form button");
    btn.disabled = true;
    $("#login-error").textContent = "";
    try {
      const me = await verify(key);
      session.key = key;
      $("#login-key").value = "";
      signedIn(me);
    } catch (err) {
      session.key = null;
      $("#login-error").textContent = err.code === "UNAUTHENTICATED" ? "That key is not known to this server." : err.message;
      $("#login-key").select();
    } finally { btn.disabled = false; }
  });
  $("#sign-out").addEventListener("click", () => signedOut("Signed out."));
  $("#help-open").addEventListener("click", () => $("#help").showModal());
  $("#timeline-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const s = $("#t-subject").value.trim(), a = $("#t-attribute").value.trim();
    const target = `#/timeline?subject=${encodeURIComponent(s)}&attribute=${encodeURIComponent(a)}`;
    if (location.hash === target) route(); else location.hash = target;
  });
  $("#subject-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const s = $("#s-subject").value.trim(), d = $("#s-asof").value;
    const target = `#/subject?subject=${encodeURIComponent(s)}${d ? `&asOf=${d}` : ""}`;
    if (location.hash === target) route(); else location.hash = target;
  });
  $("#health-refresh").addEventListener("click", () => refreshHealth());
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", route);

  try {
    await state.capsReady;
  } catch (err) {
    $("#login-error").textContent = `The API cannot be reached: ${err.message}`;
    show("login");
    return;
  }
  const key = session.key;
  if (key) {
    try { signedIn(await verify(key)); return; } catch (err) { signedOut(err.message); return; }
  }
  // Not signedOut(""): a sign-in started while the page loaded keeps its key and its message.
  if (!state.me) show("login");
}

main();
