// Take the item's write lock first, so two reviewers deciding at once are serialised; the
// status read after the lock is the committed one.
MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
SET a.locked_at = $now
WITH a, n
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
OPTIONAL MATCH (n)-[:IN_SLOT]->(s:StateSlot)
RETURN a {.*, created_at: toString(a.created_at), decided_at: toString(a.decided_at), locked_at: toString(a.locked_at)} AS item, n {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(n.valid_from), valid_until: toString(n.valid_until), recorded_at: toString(n.recorded_at), expired_at: toString(n.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(n.last_accessed), .retract_reason} AS new, x {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(x.valid_from), valid_until: toString(x.valid_until), recorded_at: toString(x.recorded_at), expired_at: toString(x.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(x.last_accessed), .retract_reason} AS existing,
       s {.*} AS slot
