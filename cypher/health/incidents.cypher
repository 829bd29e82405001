// A tenant's incidents, optionally of one status or the one with uid $uid, latest first.
MATCH (i:Incident {tenant: $tenant})
WHERE ($status IS NULL OR i.status = $status) AND ($uid IS NULL OR i.uid = $uid)
RETURN i {.*, opened_at: toString(i.opened_at), resolved_at: toString(i.resolved_at), snapshot_known_at: toString(i.snapshot_known_at), acknowledged_at: toString(i.acknowledged_at), closed_at: toString(i.closed_at)} AS incident
ORDER BY i.opened_at DESC, i.uid DESC
LIMIT $limit
