// Mark facts retracted (kept as history; never recalled) and close their open audit items.
UNWIND $uids AS uid
MATCH (f:Fact {tenant: $tenant, uid: uid})
SET f.role = 'retracted', f.expired_at = $now, f.retract_reason = $reason
WITH f
OPTIONAL MATCH (a:AuditItem {status: 'pending'})-[:NEW]->(f)
SET a.status = 'rejected', a.decided_at = $now, a.decided_by = 'system',
    a.note = 'fact retracted: ' + $reason
