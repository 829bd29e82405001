// Invariant 4: no SUPERSEDES or CAUSES cycles (checked up to 25 hops).
MATCH p = (f:Fact)-[:SUPERSEDES*1..25]->(f)
WHERE $tenant IS NULL OR f.tenant = $tenant
RETURN DISTINCT f.tenant AS tenant, f.uid AS subject, 'SUPERSEDES cycle' AS problem
UNION ALL
MATCH p = (f:Fact)-[:CAUSES*1..25]->(f)
WHERE $tenant IS NULL OR f.tenant = $tenant
RETURN DISTINCT f.tenant AS tenant, f.uid AS subject, 'CAUSES cycle' AS problem
