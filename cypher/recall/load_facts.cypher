// Facts by uid with what ranking needs around them: the SUPERSEDES edges into them (when and
// by what they were superseded, for knownAt) and the audit items that proposed them (pending
// review until decided). Embeddings and sources are left out (recall/load_sources loads the
// sources of the facts a packet keeps).
// One row: a list of facts (a row per fact costs the driver more than the facts themselves).
UNWIND $uids AS uid
MATCH (f:Fact {uid: uid})
WHERE f.tenant = $tenant
RETURN collect({
  fact: {{fact(f)}},
  superseded_by: COLLECT {
    MATCH (n:Fact)-[r:SUPERSEDES]->(f)
    WHERE n.tenant = $tenant
    RETURN {at: toString(coalesce(r.at, n.recorded_at)), valid_from: toString(n.valid_from)}
  },
  audits: COLLECT {
    MATCH (a:AuditItem)-[:NEW]->(f)
    WHERE a.tenant = $tenant
    RETURN {status: a.status, decided_at: toString(a.decided_at)}
  }
}) AS facts
