// Role and validity changes the resolver decided for known facts.
UNWIND $rows AS row
MATCH (f:Fact {tenant: $tenant, uid: row.uid})
SET f.role = coalesce(row.role, f.role),
    f.valid_until = CASE WHEN row.set_until THEN datetime(row.valid_until) ELSE f.valid_until END
