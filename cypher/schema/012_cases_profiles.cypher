// Cases (episodes of kind 'case'): the tries of one trigger, newest first, and a tenant's
// cases by time. The profile reads a subject's slots by key prefix on the slot_key
// constraint's (tenant, key) index.
CREATE INDEX episode_tenant_kind_trigger IF NOT EXISTS FOR (n:Episode) ON (n.tenant, n.kind, n.trigger_key, n.occurred_at);
