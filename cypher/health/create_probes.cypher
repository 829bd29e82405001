// New probes of one tenant. A generated probe carries its `origin` (the change or decision it
// came from); rows whose origin the tenant already holds are skipped, so generating twice
// adds nothing. Returns the probes created.
UNWIND $rows AS row
// (origin: null matches nothing, so a probe without one is always new)
OPTIONAL MATCH (known:Probe {tenant: $tenant, origin: row.props.origin})
WITH row, known
WHERE known IS NULL
CREATE (p:Probe {uid: row.uid, tenant: $tenant})
SET p += row.props, p.written_at = datetime(row.written_at), p.as_of = datetime(row.as_of),
    p.created_at = $now, p.stale = false
RETURN p {.*, written_at: toString(p.written_at), as_of: toString(p.as_of), created_at: toString(p.created_at)} AS probe
ORDER BY p.uid
