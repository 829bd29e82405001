// An admin's edit of a probe that is not retired: its new question, expectation, rule,
// slice and scope ($props), written against the graph version now; its revision goes up (the
// slice recalibrates on its next run) and its stale mark is cleared. Its as_of becomes $as_of,
// or stays as it was with $keep_as_of. Returns nothing for an unknown or retired probe.
MATCH (p:Probe {tenant: $tenant, uid: $uid})
WHERE p.retired_at IS NULL
SET p += $props, p.as_of = CASE WHEN $keep_as_of THEN p.as_of ELSE datetime($as_of) END, p.written_at = $now, p.edited_at = $now,
    p.edited_by = $by, p.revision = coalesce(p.revision, 0) + 1, p.stale = false,
    p.stale_reason = null
RETURN p {.*, written_at: toString(p.written_at), as_of: toString(p.as_of), created_at: toString(p.created_at), retired_at: toString(p.retired_at)} AS probe
