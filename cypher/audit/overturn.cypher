// Decided items and how many a person overturned (decision differs from the proposal).
MATCH (a:AuditItem {tenant: $tenant})
WHERE a.status <> 'pending'
RETURN count(a) AS decided,
       count(CASE WHEN a.status IN ['amended', 'rejected'] THEN 1 END) AS overturned
