// Verbatim provenance of a fact, in time order.
MATCH (f:Fact {tenant: $tenant, uid: $uid})-[:EXTRACTED_FROM]->(e:Episode)
RETURN e {.*, embedding: null} AS episode
ORDER BY e.occurred_at
