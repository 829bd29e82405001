// Invariant 3: every fact has a source episode, unless a person wrote it.
MATCH (f:Fact)
WHERE ($tenant IS NULL OR f.tenant = $tenant)
  AND coalesce(f.source, '') <> 'human_review'
  AND NOT EXISTS { (f)-[:EXTRACTED_FROM]->(:Episode) }
RETURN f.tenant AS tenant, f.uid AS subject, 'fact without a source episode' AS problem
