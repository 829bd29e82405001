// Test fixture: bare episodes.
UNWIND $rows AS row
CREATE (e:Episode {uid: row.uid, tenant: $tenant, text: row.text, ingest_key: row.uid})
SET e:$($labels.episode)
