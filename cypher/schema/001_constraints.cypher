// Uniqueness of uid per label (DESIGN.md graph model). Idempotent: IF NOT EXISTS.
CREATE CONSTRAINT episode_uid IF NOT EXISTS FOR (n:Episode) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT entity_uid IF NOT EXISTS FOR (n:Entity) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT slot_uid IF NOT EXISTS FOR (n:StateSlot) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT fact_uid IF NOT EXISTS FOR (n:Fact) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT audit_uid IF NOT EXISTS FOR (n:AuditItem) REQUIRE n.uid IS UNIQUE;
// Ingest idempotency: one episode per (tenant, ingest key). The key is the caller's
// idempotency key, else the content hash.
CREATE CONSTRAINT episode_ingest_key IF NOT EXISTS FOR (n:Episode) REQUIRE (n.tenant, n.ingest_key) IS UNIQUE;
// One slot per (tenant, key) and one entity per (tenant, normalised key).
CREATE CONSTRAINT slot_key IF NOT EXISTS FOR (n:StateSlot) REQUIRE (n.tenant, n.key) IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (n:Entity) REQUIRE (n.tenant, n.key) IS UNIQUE;
CREATE CONSTRAINT schema_version_singleton IF NOT EXISTS FOR (n:SchemaVersion) REQUIRE n.name IS UNIQUE;
