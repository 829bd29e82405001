// Each tenant searches its own indexes (graph/search.py); the shared ones go. `migrate` then
// labels the nodes written before and builds their tenants' indexes (graph/schema.py).
DROP INDEX fact_embedding IF EXISTS;
DROP INDEX episode_embedding IF EXISTS;
DROP INDEX fact_text IF EXISTS;
DROP INDEX episode_text IF EXISTS;
DROP INDEX episode_context IF EXISTS;
DROP INDEX entity_name IF EXISTS;
