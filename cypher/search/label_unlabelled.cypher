// Give every searchable node written before migration 009 its tenant's search label
// (graph/search.py: $prefixes.fact + tenant = "Fact@acme"), in one pass, in batches.
// Auto-commit (Graph.run_autocommit): CALL ... IN TRANSACTIONS cannot run in a managed one.
MATCH (n)
WHERE (n:Fact OR n:Episode OR n:Entity) AND n.tenant IS NOT NULL
  AND none(label IN labels(n) WHERE label CONTAINS '@')
CALL (n) {
  SET n:$(CASE WHEN n:Fact THEN $prefixes.fact WHEN n:Episode THEN $prefixes.episode
               ELSE $prefixes.entity END + n.tenant)
} IN TRANSACTIONS OF 5000 ROWS
