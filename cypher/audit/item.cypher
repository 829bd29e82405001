MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
RETURN a {.*, created_at: toString(a.created_at), decided_at: toString(a.decided_at), locked_at: toString(a.locked_at)} AS item, n.uid AS new_uid, x.uid AS existing_uid
