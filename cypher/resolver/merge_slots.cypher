// Subject entities and their slots (created once per tenant and key); $labels: the tenant's
// search labels (graph/search.py).
UNWIND $rows AS row
MERGE (en:Entity {tenant: $tenant, key: row.entity_key})
  ON CREATE SET en.uid = row.entity_uid, en.name = row.subject, en.kind = 'person',
                en.aliases = [row.subject], en:$($labels.entity)
MERGE (s:StateSlot {tenant: $tenant, key: row.key})
  ON CREATE SET s.uid = row.uid, s.subject = row.subject, s.attribute = row.attribute,
                s.cardinality = row.cardinality, s.risk = row.risk
MERGE (s)-[:OF]->(en)
