// A rejected or merged queued fact leaves the live graph but stays as history.
MATCH (f:Fact {tenant: $tenant, uid: $uid})
SET f.role = 'retracted', f.expired_at = $now, f.retract_reason = $reason
