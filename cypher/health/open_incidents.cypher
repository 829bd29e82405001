// Open incidents ($rows, each with its failures as JSON text) and resolve the open incidents
// of the slices in $resolved, in the run's transaction. Each incident to resolve is
// write-locked first and resolved only if still open after the lock (a person may have
// closed it meanwhile: decide_incident takes the same lock).
UNWIND $rows AS row
CREATE (i:Incident {uid: row.uid, tenant: $tenant, slice: row.slice, status: 'open',
                    opened_at: $now, snapshot_version: row.snapshot_version,
                    snapshot_known_at: datetime(row.snapshot_known_at),
                    first_run_uid: row.first_run_uid, run_uid: $run_uid,
                    passed: row.passed, total: row.total, threshold: row.threshold,
                    failures: row.failures})
WITH count(*) AS opened
OPTIONAL MATCH (i:Incident {tenant: $tenant, status: 'open'})
WHERE i.slice IN $resolved
SET i.locked_at = $now
WITH i
WHERE i.status = 'open'
SET i.status = 'resolved', i.resolved_at = $now, i.resolved_run_uid = $run_uid
