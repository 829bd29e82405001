// A person acknowledges ($status 'open': still alarming, seen) or closes ($status 'closed')
// an open incident, with a note. Returns nothing when the incident is unknown or no longer
// open. The SET takes the incident's write lock first, so two decisions (or a run's resolve)
// at once are serialised; the status read after the lock is the committed one.
MATCH (i:Incident {tenant: $tenant, uid: $uid})
SET i.locked_at = $now
WITH i
WHERE i.status = 'open'
SET i.status = $status,
    i.acknowledged_at = coalesce(i.acknowledged_at, $now),
    i.acknowledged_by = coalesce(i.acknowledged_by, $by),
    i.closed_at = CASE WHEN $status = 'closed' THEN $now END,
    i.closed_by = CASE WHEN $status = 'closed' THEN $by END,
    i.note = coalesce($note, i.note)
RETURN i {.*, opened_at: toString(i.opened_at), resolved_at: toString(i.resolved_at), snapshot_known_at: toString(i.snapshot_known_at), acknowledged_at: toString(i.acknowledged_at), closed_at: toString(i.closed_at)} AS incident
