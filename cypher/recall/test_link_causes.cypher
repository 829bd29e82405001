// Test fixture: CAUSES edges between facts of one tenant (as the resolver writes them).
UNWIND $rows AS row
MATCH (a:Fact {uid: row.src})
WHERE a.tenant = $tenant
MATCH (b:Fact {uid: row.dst})
WHERE b.tenant = $tenant
MERGE (a)-[r:CAUSES]->(b)
SET r.at = row.at, r.reason = row.reason, r.decided_by = 'auto', r.confidence = 0.7,
    r.episode_uid = row.episode_uid
