// The group any speaker of the tenant last framed a turn for before $before: whose "we" a
// speaker who never framed one speaks as in the tenant's shared chat (resolver.ingest).
MATCH (e:Episode {tenant: $tenant})
WHERE e.occurred_at < datetime($before) AND e.frame IS NOT NULL
RETURN e.frame AS frame
ORDER BY e.occurred_at DESC
LIMIT 1
