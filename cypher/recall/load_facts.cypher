// Facts by uid with what recall needs around them: their source episodes, the SUPERSEDES
// edges into them (when and by what they were superseded, for knownAt), and the audit items
// that proposed them (pending review until decided). Embeddings are left out.
UNWIND $uids AS uid
MATCH (f:Fact {uid: uid})
WHERE f.tenant = $tenant
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason} AS fact,
  COLLECT {
    MATCH (f)-[:EXTRACTED_FROM]->(e:Episode)
    WHERE e.tenant = $tenant
    RETURN e {.uid, .tenant, .text, .occurred_at, .recorded_at, .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata}
  } AS episodes,
  COLLECT {
    MATCH (n:Fact)-[r:SUPERSEDES]->(f)
    WHERE n.tenant = $tenant
    RETURN {at: coalesce(r.at, n.recorded_at), valid_from: n.valid_from}
  } AS superseded_by,
  COLLECT {
    MATCH (a:AuditItem)-[:NEW]->(f)
    WHERE a.tenant = $tenant
    RETURN {status: a.status, decided_at: a.decided_at}
  } AS audits
