// Recall's slot arm: a tenant's facts of one attribute.
CREATE INDEX fact_tenant_attr IF NOT EXISTS FOR (n:Fact) ON (n.tenant, n.attribute);
