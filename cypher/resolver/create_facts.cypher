// New facts with their slot, subject, provenance and vector; $labels: the tenant's search
// labels (graph/search.py).
UNWIND $rows AS row
MATCH (s:StateSlot {tenant: $tenant, key: row.slot_key})-[:OF]->(en:Entity)
MATCH (e:Episode {tenant: $tenant, uid: row.episode_uid})
CREATE (f:Fact {
  uid: row.uid, tenant: $tenant, text: row.text, subject: row.subject,
  attribute: row.attribute, value: row.value, slot_key: row.slot_key,
  memory_type: row.memory_type, kind: row.kind, role: row.role,
  valid_from: datetime(row.valid_from), valid_until: datetime(row.valid_until),
  recorded_at: datetime(row.recorded_at),
  confidence: row.confidence, source: row.source, extractor: row.extractor,
  scope: row.scope, kind_hint: row.kind_hint, access_count: 0
})
SET f.embedding = row.embedding, f:$($labels.fact)
CREATE (f)-[:IN_SLOT]->(s)
CREATE (f)-[:ABOUT]->(en)
CREATE (f)-[:EXTRACTED_FROM {span: row.span}]->(e)
