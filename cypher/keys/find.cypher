// One API key by id, for authentication (revoked keys are returned, marked).
MATCH (k:ApiKey {id: $id})
RETURN k.id AS id, k.tenant AS tenant, k.role AS role, k.hash AS hash,
       k.revoked_at IS NOT NULL AS revoked
