// Recall's slot arm: a tenant's active facts of one attribute (role IN [...] seeks), so the
// arm reads the slots' current facts rather than every fact they ever held.
CREATE INDEX fact_tenant_attr_role IF NOT EXISTS FOR (n:Fact) ON (n.tenant, n.attribute, n.role);
