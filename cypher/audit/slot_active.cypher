// Active facts of the slot of a queued fact (the queued fact itself excluded).
MATCH (s:StateSlot {tenant: $tenant, uid: $slot_uid})<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles AND f.uid <> $new_uid
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(f.valid_from), valid_until: toString(f.valid_until), recorded_at: toString(f.recorded_at), expired_at: toString(f.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(f.last_accessed), .retract_reason} AS fact
