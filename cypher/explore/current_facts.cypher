// A tenant's current facts: what memory holds true now, one row per fact, by subject and
// attribute (coexisting and scoped exceptions included: they hold too, under their scope).
// $tenant: tenant name, e.g. 'demo'
// Set it first, e.g.  :params {tenant: 'demo'}
MATCH (f:Fact {tenant: $tenant})
WHERE f.role IN ['current', 'coexisting', 'scoped_exception']
OPTIONAL MATCH (f)-[:IN_SLOT]->(s:StateSlot)
RETURN s.key AS slot, f.attribute AS attribute, f.value AS value, f.role AS role,
       f.scope AS scope, f.valid_from AS valid_from, f.confidence AS confidence, f.uid AS uid
ORDER BY slot, valid_from
