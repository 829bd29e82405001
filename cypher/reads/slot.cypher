// A slot and all its facts (every role), oldest first.
MATCH (s:StateSlot {tenant: $tenant, key: $key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WITH s, f ORDER BY f.valid_from, f.uid
RETURN s {.*} AS slot, collect(f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(f.valid_from), valid_until: toString(f.valid_until), recorded_at: toString(f.recorded_at), expired_at: toString(f.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(f.last_accessed), .retract_reason}) AS facts
