// Test helper: a tenant's facts with their role, by value.
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.value IN $values
RETURN f.uid AS uid, f.value AS value, f.role AS role, f.access_count AS access_count,
       toString(f.last_accessed) AS last_accessed,
       head(COLLECT { MATCH (f)-[:EXTRACTED_FROM]->(e:Episode) RETURN e.uid }) AS episode_uid
