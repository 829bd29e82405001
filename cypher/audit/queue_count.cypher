MATCH (a:AuditItem {tenant: $tenant})
WHERE ($status IS NULL OR a.status = $status)
  AND ($attribute IS NULL OR a.attribute = $attribute)
  AND ($risk IS NULL OR a.risk = $risk)
  AND ($subject IS NULL OR toLower(a.subject) = toLower($subject))
  AND ($created_before IS NULL OR a.created_at < $created_before)
RETURN count(a) AS total
