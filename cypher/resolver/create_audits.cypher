// Audit items for queued cases, linked to the new fact and the known fact it conflicts with.
UNWIND $rows AS row
MATCH (n:Fact {tenant: $tenant, uid: row.new_fact_uid})
CREATE (a:AuditItem {
  uid: row.uid, tenant: $tenant, status: 'pending', proposed: row.proposed,
  confidence: row.confidence, reason: row.reason, created_at: $now,
  subject: n.subject, attribute: n.attribute, risk: row.risk
})
CREATE (a)-[:NEW]->(n)
WITH a, row
OPTIONAL MATCH (x:Fact {tenant: $tenant, uid: row.existing_fact_uid})
FOREACH (_ IN CASE WHEN x IS NULL THEN [] ELSE [1] END | CREATE (a)-[:EXISTING]->(x))
