// Active facts of the slot of a queued fact (the queued fact itself excluded).
MATCH (s:StateSlot {tenant: $tenant, uid: $slot_uid})<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles AND f.uid <> $new_uid
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, .valid_from, .valid_until, .recorded_at, .expired_at, .confidence, .source, .extractor, .scope, .access_count, .last_accessed, .retract_reason} AS fact
