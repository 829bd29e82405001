// Range indexes behind tenant-scoped look-ups.
CREATE INDEX fact_tenant_role IF NOT EXISTS FOR (n:Fact) ON (n.tenant, n.role);
CREATE INDEX fact_tenant_attribute IF NOT EXISTS FOR (n:Fact) ON (n.tenant, n.subject, n.attribute);
CREATE INDEX episode_tenant_session IF NOT EXISTS FOR (n:Episode) ON (n.tenant, n.session_id, n.occurred_at);
CREATE INDEX episode_tenant_external IF NOT EXISTS FOR (n:Episode) ON (n.tenant, n.external_id);
CREATE INDEX audit_tenant_status IF NOT EXISTS FOR (n:AuditItem) ON (n.tenant, n.status, n.created_at);
CREATE INDEX entity_tenant_name IF NOT EXISTS FOR (n:Entity) ON (n.tenant, n.name);
