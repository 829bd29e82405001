// Retire a probe: kept (incidents still name it) but no longer run or listed by default; its
// slice recalibrates on the next run. Retiring twice keeps the first retirement. Returns
// nothing for an unknown probe.
MATCH (p:Probe {tenant: $tenant, uid: $uid})
SET p.retired_at = coalesce(p.retired_at, $now), p.retired_by = coalesce(p.retired_by, $by),
    p.retired_reason = coalesce(p.retired_reason, $reason)
RETURN p {.*, written_at: toString(p.written_at), as_of: toString(p.as_of), created_at: toString(p.created_at), retired_at: toString(p.retired_at)} AS probe
