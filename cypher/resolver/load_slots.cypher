// The slots a batch touches, with their active facts (explicit properties: reading the
// 384-float embedding is what makes `.*` slow).
UNWIND $keys AS key
OPTIONAL MATCH (s:StateSlot {tenant: $tenant, key: key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles
RETURN key, s.uid AS slot_uid, collect(f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(f.valid_from), valid_until: toString(f.valid_until), recorded_at: toString(f.recorded_at), expired_at: toString(f.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(f.last_accessed), .retract_reason}) AS facts
