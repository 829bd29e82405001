// A person acknowledges ($status 'open': still alarming, seen) or closes ($status 'closed')
// an open incident, with a note. Returns nothing when the incident is unknown or no longer
// open.
MATCH (i:Incident {tenant: $tenant, uid: $uid})
WHERE i.status = 'open'
SET i.status = $status,
    i.acknowledged_at = coalesce(i.acknowledged_at, $now),
    i.acknowledged_by = coalesce(i.acknowledged_by, $by),
    i.closed_at = CASE WHEN $status = 'closed' THEN $now END,
    i.closed_by = CASE WHEN $status = 'closed' THEN $by END,
    i.note = coalesce($note, i.note)
RETURN i {.*, opened_at: toString(i.opened_at), resolved_at: toString(i.resolved_at), snapshot_known_at: toString(i.snapshot_known_at), acknowledged_at: toString(i.acknowledged_at), closed_at: toString(i.closed_at)} AS incident
