// A subject's slots (by key prefix on the (tenant, key) index of the slot_key constraint), one
// row each, with their facts: retracted ones left out; with $as_of / $known_at, only those
// valid and recorded by then; the latest $per_slot by valid_from. Around each fact what the
// card needs: how many episodes state it, the SUPERSEDES edges into it and the audit items
// that proposed it (time travel, recall/expand.py), its outgoing state edges, and the causes
// that reach it (at most three).
MATCH (s:StateSlot)
WHERE s.tenant = $tenant AND s.key STARTS WITH $prefix
CALL (s) {
  MATCH (s)<-[:IN_SLOT]-(f:Fact)
  WHERE f.tenant = $tenant AND f.role <> 'retracted'
    AND ($as_of IS NULL OR f.valid_from <= $as_of)
    AND ($known_at IS NULL OR f.recorded_at <= $known_at)
  WITH f ORDER BY f.valid_from DESC, f.uid LIMIT $per_slot
  RETURN collect({
    fact: {{fact(f)}},
    sources: COUNT { (f)-[:EXTRACTED_FROM]->(e:Episode) WHERE $known_at IS NULL OR e.recorded_at <= $known_at },
    superseded_by: COLLECT {
      MATCH (n:Fact)-[r:SUPERSEDES]->(f)
      WHERE n.tenant = $tenant
      RETURN {at: toString(coalesce(r.at, n.recorded_at)), valid_from: toString(n.valid_from)}
    },
    audits: COLLECT {
      MATCH (a:AuditItem)-[:NEW]->(f)
      WHERE a.tenant = $tenant
      OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
      RETURN {uid: a.uid, status: a.status, decided_at: toString(a.decided_at),
              proposed: a.proposed, reason: a.reason, existing_uid: x.uid}
    },
    edges: COLLECT {
      MATCH (f)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH]->(o:Fact)
      WHERE o.tenant = $tenant
      RETURN {type: type(r), dst: o.uid, at: toString(r.at)}
    },
    causes: COLLECT {
      MATCH (c:Fact)-[r:CAUSES]->(f)
      WHERE c.tenant = $tenant AND c.role <> 'retracted'
        AND ($known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
        AND ($as_of IS NULL OR c.valid_from <= $as_of)
      RETURN {text: c.text, reason: r.reason} ORDER BY c.valid_from DESC LIMIT 3
    }
  }) AS facts
}
RETURN s {.uid, .tenant, .key, .subject, .attribute, .cardinality, .risk} AS slot, facts
ORDER BY s.key
