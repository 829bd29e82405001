// A case PRODUCED facts it changed (recordOutcome's producedFactIds); idempotent. Returns the
// uids linked (facts of other tenants or unknown ones are not found).
MATCH (e:Episode {tenant: $tenant, uid: $uid})
UNWIND $fact_uids AS fuid
MATCH (f:Fact {uid: fuid})
WHERE f.tenant = $tenant
MERGE (e)-[r:PRODUCED]->(f)
ON CREATE SET r.at = $now
RETURN f.uid AS uid
