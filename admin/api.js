// GraphQL client: every call goes to /graphql with the admin key as a Bearer token.
// The key lives in sessionStorage only (never in a URL, never in localStorage).

const KEY_SLOT = "palimpsest.adminKey";
const ENDPOINT = new URL("../graphql", document.baseURI).pathname;

export class ApiError extends Error {
  constructor(message, code, errors = []) {
    super(message);
    this.code = code || "INTERNAL";
    this.errors = errors;
  }
}

export const session = {
  get key() { return sessionStorage.getItem(KEY_SLOT); },
  set key(value) {
    if (value) sessionStorage.setItem(KEY_SLOT, value);
    else sessionStorage.removeItem(KEY_SLOT);
  },
};

/** Run one GraphQL operation; resolves to `data`, rejects with an ApiError. */
export async function gql(query, variables = {}, { key = session.key, auth = true } = {}) {
  const headers = { "Content-Type": "application/json", Accept: "application/json" };
  if (auth && key) headers.Authorization = `Bearer ${key}`;
  let response;
  try {
    response = await fetch(ENDPOINT, {
      method: "POST", headers, body: JSON.stringify({ query, variables }),
      credentials: "same-origin", cache: "no-store",
    });
  } catch (err) {
    throw new ApiError("The service cannot be reached. Is it running?", "UNAVAILABLE");
  }
  let body;
  try { body = await response.json(); } catch {
    throw new ApiError(`The service answered HTTP ${response.status} without GraphQL`, "INTERNAL");
  }
  if (body.errors && body.errors.length) {
    const first = body.errors[0];
    throw new ApiError(first.message, first.extensions && first.extensions.code, body.errors);
  }
  return body.data;
}

/** Whether the API answers at all (no key needed: `__typename` is not the schema). */
export async function reachable() {
  await gql("query Reachable { __typename }", {}, { auth: false });
}

/** What this server's schema offers (introspection needs a key outside development mode). */
export async function capabilities(key) {
  const data = await gql(`query Capabilities {
    query: __type(name: "Query") { fields { name args { name } } }
    stats: __type(name: "MemoryStats") { fields { name } }
  }`, {}, { key });
  const fields = new Map((data.query?.fields || []).map((f) => [f.name, f.args.map((a) => a.name)]));
  const statsFields = new Set((data.stats?.fields || []).map((f) => f.name));
  const queueArgs = new Set(fields.get("auditQueue") || []);
  return {
    whoami: fields.has("whoami"),
    // `invariants` (as `palimpsest doctor`): a Query field; older drafts put it under stats.
    invariants: fields.has("invariants") ? "query" : statsFields.has("invariants") ? "stats" : null,
    // A server-side age filter, if the API gains one; otherwise the UI filters the
    // oldest-first pages itself (older items always come first, so this stays exact).
    ageArg: ["olderThan", "createdBefore"].find((a) => queueArgs.has(a)) || null,
    // The health watch's panels and incidents (issue 13), if this server offers them.
    panels: fields.has("healthPanels"),
  };
}

const FACT = `fragment FactFields on Fact {
  id text subject attribute value role kind validFrom validUntil recordedAt expiredAt
  confidence source extractor scope
  sources { id text occurredAt recordedAt source speaker sessionId }
  slot { id key risk cardinality }
}`;

const ITEM = `fragment ItemFields on AuditItem {
  id status proposed confidence reason createdAt decidedAt decidedBy decision note
  newFact { ...FactFields }
  existingFact { ...FactFields }
}`;

export async function whoami(key) {
  const data = await gql("query Whoami { whoami { tenant role } }", {}, { key });
  return data.whoami;
}

export async function auditQueue({ status, attribute, risk, subject, first = 25, after, ageArg, olderThan }) {
  const ageVar = ageArg ? `, $age: DateTime` : "";
  const ageUse = ageArg ? `, ${ageArg}: $age` : "";
  const query = `query Queue($status: AuditStatus, $attribute: String, $risk: Risk,
      $subject: String, $first: Int, $after: String${ageVar}) {
    auditQueue(status: $status, attribute: $attribute, risk: $risk, subject: $subject,
               first: $first, after: $after${ageUse}) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ...ItemFields } }
    }
  }
  ${ITEM}
  ${FACT}`;
  const variables = {
    status: status || null, attribute: attribute || null, risk: risk || null,
    subject: subject || null, first, after: after || null,
  };
  if (ageArg) variables.age = olderThan || null;
  return (await gql(query, variables)).auditQueue;
}

export async function decideAudit(id, decision, note) {
  const data = await gql(`mutation Decide($id: ID!, $decision: AuditDecision!, $note: String) {
    decideAudit(id: $id, decision: $decision, note: $note) {
      id status decision decidedAt decidedBy note
    }
  }`, { id, decision, note: note || null });
  return data.decideAudit;
}

export async function slot(subject, attribute) {
  const data = await gql(`query Slot($subject: String!, $attribute: String!) {
    slot(subject: $subject, attribute: $attribute) {
      id key subject attribute cardinality risk
      facts { id value text role validFrom validUntil recordedAt expiredAt confidence source scope
              sources { id text occurredAt } }
      edges { type from to at reason decidedBy confidence }
    }
  }`, { subject, attribute });
  return data.slot;
}

/** Facts by id (for CAUSES edges that leave the slot); one request, aliased fields. */
export async function factsById(ids) {
  if (!ids.length) return {};
  const vars = ids.map((_, i) => `$id${i}: ID!`).join(", ");
  const fields = ids.map((_, i) => `f${i}: fact(id: $id${i}) { id value subject attribute role validFrom validUntil }`).join("\n");
  const variables = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
  const data = await gql(`query Facts(${vars}) { ${fields} }`, variables);
  const out = {};
  for (const f of Object.values(data)) if (f) out[f.id] = f;
  return out;
}

/** Health figures; `invariants` says where the API offers the doctor's checks, if at all. */
export async function stats({ invariants = null } = {}) {
  const inStats = invariants === "stats" ? "invariants { name ok violations }" : "";
  const top = invariants === "query" ? "invariants { name ok violations problems }" : "";
  const data = await gql(`query Stats { stats {
    episodes facts slots entities auditPending auditDecided overturnRate oldestPendingAt
    episodesPerDay { day count } factsPerDay { day count }
    decisionsByStatus { key count } factsByRole { key count } schemaVersion
    ${inStats}
  } ${top} }`);
  return { ...data.stats, invariants: data.invariants || data.stats.invariants || null };
}

const INCIDENT = `fragment IncidentFields on Incident {
  id slice status openedAt resolvedAt snapshotKnownAt snapshotVersion firstRunId runId
  passed total threshold acknowledgedAt acknowledgedBy closedAt closedBy note
  failures { probeId question expected rule reason packet }
}`;

/** The health watch's three panels (write, retrieval, outcome). */
export async function healthPanels(days = 30) {
  const data = await gql(`query Panels($days: Int) { healthPanels(days: $days) {
    writeSide { since days facts provenance duplicates duplicateRate missingProvenance
      missingProvenanceRate queued queuedShare decided overturned overturnRate
      writes { day source extractor count } }
    retrievalSide { runs
      slices { slice tooSmall points { runId at passed total stale threshold passRate thresholdRate breach calibrated } }
      openIncidents { id slice openedAt passed total threshold acknowledgedAt acknowledgedBy } }
    outcomeSide { since days helpful wrong stale perDay { day outcome count } }
  } }`, { days });
  return data.healthPanels;
}

export async function probes() {
  return (await gql(`query Probes { probes { id question expected rule slice view subject attribute asOf
    source stale staleReason revision writtenAt } }`)).probes;
}

export async function addProbe(probe) {
  return (await gql(`mutation Add($probe: ProbeInput!) {
    addProbe(probe: $probe) { id question expected slice } }`, { probe })).addProbe;
}

export async function updateProbe(id, probe) {
  return (await gql(`mutation Edit($id: ID!, $probe: ProbeInput!) {
    updateProbe(id: $id, probe: $probe) { id revision question expected slice } }`, { id, probe })).updateProbe;
}

export async function retireProbe(id, reason) {
  return (await gql(`mutation Retire($id: ID!, $reason: String) {
    retireProbe(id: $id, reason: $reason) { id retiredAt } }`, { id, reason: reason || null })).retireProbe;
}

export async function incident(id) {
  return (await gql(`query Incident($id: ID!) { incident(id: $id) { ...IncidentFields } } ${INCIDENT}`, { id })).incident;
}

export async function decideIncident(id, action, note) {
  const field = action === "close" ? "closeIncident" : "acknowledgeIncident";
  const data = await gql(`mutation Decide($id: ID!, $note: String) {
    ${field}(id: $id, note: $note) { ...IncidentFields } } ${INCIDENT}`, { id, note: note || null });
  return data[field];
}

/** A subject's profile card (as of a time, optional). */
export async function profile(subject, asOf = null) {
  const data = await gql(`query Profile($subject: String!, $asOf: DateTime) {
    profile(subject: $subject, asOf: $asOf, maxTokens: 1200) {
      subject asOf cached tokenEstimate prompt
      domains { name states { attribute value since
        fact { id scope } also { id value validFrom } exceptions { id value scope } } }
      inFlight { attribute value fromValue since fact { id text } }
      abandoned { attribute value since ended }
      changes { attribute old { value } new { value } at why }
      traits { attribute value heldDays reinforced }
      pending { attribute value proposed reason auditItemId existing { value } }
    }
  }`, { subject, asOf });
  return data.profile;
}
