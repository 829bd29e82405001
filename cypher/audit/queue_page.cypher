// One page of the audit queue, oldest first, with optional filters. Keyset pagination: the
// cursor is the (created_at, uid) of the previous page's last item.
MATCH (a:AuditItem {tenant: $tenant})
WHERE ($status IS NULL OR a.status = $status)
  AND ($attribute IS NULL OR a.attribute = $attribute)
  AND ($risk IS NULL OR a.risk = $risk)
  AND ($subject IS NULL OR toLower(a.subject) = toLower($subject))
  AND ($created_before IS NULL OR a.created_at < $created_before)
  AND ($after_at IS NULL OR a.created_at > $after_at
       OR (a.created_at = $after_at AND a.uid > $after_uid))
WITH a ORDER BY a.created_at, a.uid LIMIT $limit
OPTIONAL MATCH (a)-[:NEW]->(n:Fact)
OPTIONAL MATCH (a)-[:EXISTING]->(x:Fact)
RETURN {{audit_item(a)}} AS item, n.uid AS new_uid, x.uid AS existing_uid
ORDER BY a.created_at, a.uid
