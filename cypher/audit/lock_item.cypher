// Take the item's write lock first, so two reviewers deciding at once are serialised; the
// status read after the lock is the committed one.
MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
SET a.locked_at = $now
WITH a, n
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
OPTIONAL MATCH (n)-[:IN_SLOT]->(s:StateSlot)
RETURN {{audit_item(a)}} AS item, {{fact(n)}} AS new, {{fact(x)}} AS existing,
       {{slot(s)}} AS slot
