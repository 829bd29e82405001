// Invariant 2: every historical fact is the target of SUPERSEDES or has valid_until;
// no live SUPERSEDES edge points at a current fact.
MATCH (f:Fact {role: 'historical'})
WHERE ($tenant IS NULL OR f.tenant = $tenant)
  AND f.valid_until IS NULL AND NOT EXISTS { (:Fact)-[:SUPERSEDES]->(f) }
RETURN f.tenant AS tenant, f.uid AS subject, 'historical fact with no SUPERSEDES and no valid_until' AS problem
UNION ALL
MATCH (a:Fact)-[:SUPERSEDES]->(f:Fact {role: 'current'})
WHERE ($tenant IS NULL OR f.tenant = $tenant) AND a.role <> 'retracted'
RETURN f.tenant AS tenant, f.uid AS subject, 'current fact is the target of a live SUPERSEDES' AS problem
