// Supersession history: every SUPERSEDES edge of a tenant, newest first, with who decided it
// (auto = the resolver, human = a reviewer) and why. Optionally one attribute only.
// $tenant:    tenant name, e.g. 'demo'
// $attribute: an attribute such as 'bank', or null for all
// Set them first, e.g.  :params {tenant: 'demo', attribute: null}
MATCH (new:Fact {tenant: $tenant})-[r:SUPERSEDES]->(old:Fact {tenant: $tenant})
WHERE $attribute IS NULL OR new.attribute = $attribute
RETURN new.attribute AS attribute, old.value AS before, new.value AS after,
       old.valid_from AS before_from, new.valid_from AS changed_at, old.role AS old_role,
       r.decided_by AS decided_by, r.reason AS reason, r.audit_uid AS audit_uid
ORDER BY changed_at DESC
