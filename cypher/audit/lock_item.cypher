// Take the item's write lock first, so two reviewers deciding at once are serialised; the
// status read after the lock is the committed one.
MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
SET a.locked_at = $now
WITH a, n
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
OPTIONAL MATCH (n)-[:IN_SLOT]->(s:StateSlot)
RETURN a {.*} AS item, n {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason} AS new, x {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason} AS existing,
       s {.*} AS slot
