// Record the human decision; kept forever (the overturn rate is computed from these).
MATCH (a:AuditItem {tenant: $tenant, uid: $uid})
SET a.status = $status, a.decision = $decision, a.decided_at = $now,
    a.decided_by = $decided_by, a.note = $note
REMOVE a.locked_at
