// Set each probe's stale mark and why (null reason: not stale).
UNWIND $rows AS row
MATCH (p:Probe {tenant: $tenant, uid: row.uid})
SET p.stale = row.stale, p.stale_reason = row.reason
