// A queued fact judged a duplicate: its source episodes reinforce the known fact.
MATCH (n:Fact {tenant: $tenant, uid: $new_uid})-[:EXTRACTED_FROM]->(e:Episode)
MATCH (x:Fact {tenant: $tenant, uid: $existing_uid})
MERGE (x)-[:EXTRACTED_FROM]->(e)
SET x.confidence = x.confidence + (1.0 - x.confidence) * 0.2
