// Test fixture: CAUSES edges between facts, as the resolver writes them. A row may name
// another tenant for its cause (src_tenant), to prove traversal stays inside the tenant.
UNWIND $rows AS row
MATCH (a:Fact {uid: row.src})
WHERE a.tenant = coalesce(row.src_tenant, $tenant)
MATCH (b:Fact {uid: row.dst})
WHERE b.tenant = $tenant
MERGE (a)-[r:CAUSES]->(b)
SET r.at = datetime(row.at), r.reason = row.reason, r.decided_by = 'auto', r.confidence = 0.7,
    r.episode_uid = row.episode_uid
