// One health run: when, against which snapshot, how long, and each slice's line ($slices:
// JSON text, read back by the next run for its slice states).
CREATE (r:HealthRun {uid: $uid, tenant: $tenant, started_at: $started_at, known_at: $known_at,
                     version: $version, duration_ms: $duration_ms, probes: $probes,
                     slices: $slices})
