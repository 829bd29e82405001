// Access statistics for facts handed out in evidence packets, one batch per statement.
UNWIND $rows AS row
MATCH (f:Fact {uid: row.uid})
WHERE f.tenant = $tenant
SET f.access_count = coalesce(f.access_count, 0) + row.count,
    f.last_accessed = CASE
      WHEN f.last_accessed IS NULL OR f.last_accessed < $now THEN $now
      ELSE f.last_accessed END
