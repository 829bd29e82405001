// Test fixture: bare facts with embeddings (no slots, no provenance).
UNWIND $rows AS row
CREATE (f:Fact {uid: row.uid, tenant: $tenant, text: row.text, role: 'current'})
SET f:$($labels.fact)
WITH f, row
CALL db.create.setNodeVectorProperty(f, 'embedding', row.embedding)
