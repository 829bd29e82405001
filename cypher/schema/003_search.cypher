// Search indexes are each tenant's own since migration 009 (graph/search.py creates them on
// a tenant's first read or write): one index shared by all tenants let one tenant's data move
// another's hits and scores. This migration once created the shared ones; 009 drops them.
