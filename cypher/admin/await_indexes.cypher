// Block until every index is ONLINE (a new index is not queryable before).
CALL db.awaitIndexes($timeout_seconds)
