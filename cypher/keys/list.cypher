// API keys without their hashes, newest first; $owner null lists every tenant's.
MATCH (k:ApiKey)
WHERE $owner IS NULL OR k.tenant = $owner
RETURN k.id AS id, k.tenant AS tenant, k.role AS role, k.label AS label,
       toString(k.created_at) AS created_at, toString(k.revoked_at) AS revoked_at
ORDER BY k.created_at DESC
