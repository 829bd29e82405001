// Revoke a key (kept, marked, so audit trails that name it still resolve).
MATCH (k:ApiKey {id: $id})
SET k.revoked_at = coalesce(k.revoked_at, datetime($now))
RETURN k.id AS id, toString(k.revoked_at) AS revoked_at
