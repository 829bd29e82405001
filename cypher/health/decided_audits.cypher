// Audit items a person decided, oldest decision first, with the facts they were about.
MATCH (a:AuditItem {tenant: $tenant})-[:NEW]->(n:Fact)
WHERE a.status IN ['approved', 'amended', 'rejected']
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
RETURN a.uid AS audit_uid, a.decision AS decision, toString(a.decided_at) AS decided_at,
       n.subject AS subject, n.attribute AS attribute, n.value AS new_value,
       x.value AS existing_value
ORDER BY a.decided_at, a.uid
