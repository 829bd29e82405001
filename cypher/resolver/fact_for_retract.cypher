MATCH (f:Fact {tenant: $tenant, uid: $uid})
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason} AS fact
