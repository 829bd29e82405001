// Tenants with searchable nodes that lack their tenant's search label (written before the
// per-tenant indexes, graph/search.py): the migration labels them and builds their indexes.
MATCH (n)
WHERE (n:Fact OR n:Episode OR n:Entity) AND n.tenant IS NOT NULL
  AND none(label IN labels(n) WHERE label CONTAINS '@')
RETURN DISTINCT n.tenant AS tenant
