// The health watch (palimpsest/health.py): probes, runs and incidents, each tenant-scoped.
// Recall never matches these labels: probes are never evidence.
CREATE CONSTRAINT probe_uid IF NOT EXISTS FOR (n:Probe) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT health_run_uid IF NOT EXISTS FOR (n:HealthRun) REQUIRE n.uid IS UNIQUE;
CREATE CONSTRAINT incident_uid IF NOT EXISTS FOR (n:Incident) REQUIRE n.uid IS UNIQUE;
CREATE INDEX probe_tenant_slice IF NOT EXISTS FOR (n:Probe) ON (n.tenant, n.slice);
CREATE INDEX health_run_tenant_started IF NOT EXISTS FOR (n:HealthRun) ON (n.tenant, n.started_at);
CREATE INDEX incident_tenant_status IF NOT EXISTS FOR (n:Incident) ON (n.tenant, n.status);
