// Take the item's write lock first, so two reviewers deciding at once are serialised; the
// status read after the lock is the committed one.
MATCH (a:AuditItem {tenant: $tenant, uid: $uid})-[:NEW]->(n:Fact)
SET a.locked_at = $now
WITH a, n
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
OPTIONAL MATCH (n)-[:IN_SLOT]->(s:StateSlot)
RETURN a {.*} AS item, n {.*, embedding: null} AS new, x {.*, embedding: null} AS existing,
       s {.*} AS slot
