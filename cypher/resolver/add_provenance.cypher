// A duplicate reinforces the known fact: one more source episode, higher confidence.
UNWIND $rows AS row
MATCH (f:Fact {tenant: $tenant, uid: row.fact_uid})
MATCH (e:Episode {tenant: $tenant, uid: row.episode_uid})
MERGE (f)-[r:EXTRACTED_FROM]->(e)
  ON CREATE SET r.span = row.span
SET f.confidence = f.confidence + (1.0 - f.confidence) * 0.2
