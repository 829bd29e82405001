// Test only (the write panel's missing-provenance rate): fact $uid loses its source-episode
// edges, as a write that skipped provenance would leave it.
MATCH (f:Fact {tenant: $tenant, uid: $uid})-[r:EXTRACTED_FROM]->(:Episode)
DELETE r
