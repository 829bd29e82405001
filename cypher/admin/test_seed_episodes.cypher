// Test fixture: bare episodes.
UNWIND $rows AS row
CREATE (:Episode {uid: row.uid, tenant: $tenant, text: row.text, ingest_key: row.uid})
