// A value's slots across a tenant (ingest/value_slots): "Nexus" held as someone's employer.
CREATE INDEX fact_tenant_value IF NOT EXISTS FOR (n:Fact) ON (n.tenant, n.value);
