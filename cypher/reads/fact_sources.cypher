// Verbatim provenance of a fact, in time order.
MATCH (f:Fact {tenant: $tenant, uid: $uid})-[:EXTRACTED_FROM]->(e:Episode)
RETURN {{episode(e)}} AS episode
ORDER BY e.occurred_at
