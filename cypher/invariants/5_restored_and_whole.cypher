// Invariant 5 (its lasting effect): a single-valued slot whose facts are all superseded only
// by retracted facts must have got one back as current; and deletion left no orphans or
// edges across tenants.
MATCH (s:StateSlot {cardinality: 'single'})<-[:IN_SLOT]-(f:Fact {role: 'historical'})
WHERE ($tenant IS NULL OR s.tenant = $tenant)
  AND EXISTS { (:Fact {role: 'retracted'})-[:SUPERSEDES]->(f) }
  AND NOT EXISTS { MATCH (o:Fact)-[:SUPERSEDES]->(f) WHERE o.role <> 'retracted' }
  AND NOT EXISTS { (s)<-[:IN_SLOT]-(:Fact {role: 'current'}) }
  AND NOT EXISTS { MATCH (s)<-[:IN_SLOT]-(h:Fact {role: 'historical'}) WHERE h.valid_from > f.valid_from }
RETURN s.tenant AS tenant, f.uid AS subject, 'superseded only by retracted facts, yet not restored' AS problem
UNION ALL
MATCH (s:StateSlot)
WHERE ($tenant IS NULL OR s.tenant = $tenant) AND NOT EXISTS { (s)<-[:IN_SLOT]-(:Fact) }
RETURN s.tenant AS tenant, s.key AS subject, 'orphan slot' AS problem
UNION ALL
MATCH (f:Fact)
WHERE ($tenant IS NULL OR f.tenant = $tenant) AND NOT EXISTS { (f)-[:IN_SLOT]->(:StateSlot) }
RETURN f.tenant AS tenant, f.uid AS subject, 'fact outside any slot' AS problem
UNION ALL
MATCH (a)-[r]->(b)
WHERE ($tenant IS NULL OR a.tenant = $tenant) AND a.tenant <> b.tenant
RETURN a.tenant AS tenant, a.uid AS subject, 'edge ' + type(r) + ' crosses tenants' AS problem
