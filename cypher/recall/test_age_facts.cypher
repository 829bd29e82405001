// Test fixture: move facts' recording and last access into the past (temperature tests).
UNWIND $rows AS row
MATCH (f:Fact {uid: row.uid})
WHERE f.tenant = $tenant
SET f.recorded_at = datetime(row.recorded_at), f.last_accessed = datetime(row.last_accessed),
    f.access_count = row.access_count
