// A tenant's incidents, optionally of one status, latest first.
MATCH (i:Incident {tenant: $tenant})
WHERE $status IS NULL OR i.status = $status
RETURN i {.*, opened_at: toString(i.opened_at), resolved_at: toString(i.resolved_at), snapshot_known_at: toString(i.snapshot_known_at)} AS incident
ORDER BY i.opened_at DESC, i.uid DESC
LIMIT $limit
