UNWIND $uids AS uid
MATCH (f:Fact {tenant: $tenant, uid: uid})
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(f.valid_from), valid_until: toString(f.valid_until), recorded_at: toString(f.recorded_at), expired_at: toString(f.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(f.last_accessed), .retract_reason} AS fact
