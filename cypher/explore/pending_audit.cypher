// Pending audit items, oldest first: the new fact, the fact it was compared with, their slot,
// and the resolver's proposal. Table view reads best.
// $tenant: tenant name, e.g. 'demo'
// $limit:  how many items, e.g. 25
// Set them first, e.g.  :params {tenant: 'demo', limit: 25}
MATCH (a:AuditItem {tenant: $tenant, status: 'pending'})-[:NEW]->(n:Fact)
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
OPTIONAL MATCH (n)-[:IN_SLOT]->(s:StateSlot)
RETURN a.created_at AS queued, s.key AS slot, s.risk AS risk,
       x.value AS existing, n.value AS new, a.proposed AS proposed,
       a.confidence AS confidence, a.reason AS reason, a.uid AS audit_uid
ORDER BY a.created_at, a.uid
LIMIT $limit
