// A tenant's health runs, latest first.
MATCH (r:HealthRun {tenant: $tenant})
RETURN r {.*, started_at: toString(r.started_at), known_at: toString(r.known_at)} AS run
ORDER BY r.started_at DESC, r.uid DESC
LIMIT $limit
