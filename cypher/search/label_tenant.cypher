// Give one tenant's searchable nodes its search labels (graph/search.py), in batches.
// Auto-commit (Graph.run_autocommit): CALL ... IN TRANSACTIONS cannot run in a managed one.
MATCH (n {tenant: $tenant})
WHERE n:Fact OR n:Episode OR n:Entity
CALL (n) {
  SET n:$(CASE WHEN n:Fact THEN $labels.fact WHEN n:Episode THEN $labels.episode
               ELSE $labels.entity END)
} IN TRANSACTIONS OF 5000 ROWS
