// Remove every node of one tenant (test clean-up, benchmarks, tenant deletion), in batches
// so a large tenant never needs one huge transaction. Run in an auto-commit transaction
// (Graph.run_autocommit): CALL ... IN TRANSACTIONS cannot run inside a managed one.
MATCH (n {tenant: $tenant})
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 2000 ROWS
