// A batch's cases PRODUCED the facts extracted from them (new or reinforced); idempotent.
UNWIND $uids AS uid
MATCH (e:Episode {tenant: $tenant, uid: uid})<-[:EXTRACTED_FROM]-(f:Fact)
WHERE e.kind = 'case' AND f.tenant = $tenant
MERGE (e)-[r:PRODUCED]->(f)
ON CREATE SET r.at = $now
