// Facts in creation order (uids are ULIDs), filtered; keyset pagination on uid.
MATCH (f:Fact {tenant: $tenant})
WHERE ($subject IS NULL OR toLower(f.subject) = toLower($subject))
  AND ($attribute IS NULL OR f.attribute = $attribute)
  AND ($role IS NULL OR f.role = $role)
  AND ($after IS NULL OR f.uid > $after)
WITH f ORDER BY f.uid LIMIT $limit
RETURN f {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role, valid_from: toString(f.valid_from), valid_until: toString(f.valid_until), recorded_at: toString(f.recorded_at), expired_at: toString(f.expired_at), .confidence, .source, .extractor, .scope, .access_count, last_accessed: toString(f.last_accessed), .retract_reason} AS fact
