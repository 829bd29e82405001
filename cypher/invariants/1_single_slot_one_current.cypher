// Invariant 1: a single-valued slot has at most one current fact per scope, unless the
// others are linked COEXISTS_WITH.
MATCH (s:StateSlot {cardinality: 'single'})<-[:IN_SLOT]-(f:Fact {role: 'current'})
WHERE $tenant IS NULL OR s.tenant = $tenant
WITH s, coalesce(f.scope, '') AS scope, collect(f) AS fs
WHERE size(fs) > 1
  AND NOT all(a IN fs WHERE all(b IN fs WHERE a = b OR EXISTS { (a)-[:COEXISTS_WITH]-(b) }))
RETURN s.tenant AS tenant, s.key AS subject,
       'single-valued slot has ' + toString(size(fs)) + ' current facts' AS problem
