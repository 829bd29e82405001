// Episodes already ingested under these keys (idempotency key or content hash).
UNWIND $keys AS key
MATCH (e:Episode {tenant: $tenant, ingest_key: key})
RETURN key, e.uid AS uid
