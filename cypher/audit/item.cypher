MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
RETURN {{audit_item(a)}} AS item, n.uid AS new_uid, x.uid AS existing_uid
