// A slot and all its facts (every role), oldest first.
MATCH (s:StateSlot {tenant: $tenant, key: $key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WITH s, f ORDER BY f.valid_from, f.uid
RETURN s {.*} AS slot, collect(f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason}) AS facts
