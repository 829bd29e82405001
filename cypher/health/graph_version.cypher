// The tenant's graph version as of $known_at (null: now): how many facts and episodes had been
// recorded, and the latest recording, expiry or audit decision. It names the snapshot a run
// reads (knownAt) so an incident can be reopened on the same state.
CALL () {
  MATCH (f:Fact {tenant: $tenant})
  WHERE $known_at IS NULL OR f.recorded_at <= $known_at
  RETURN count(f) AS facts, max(f.recorded_at) AS fact_at,
         max(CASE WHEN $known_at IS NULL OR f.expired_at <= $known_at THEN f.expired_at END) AS expired_at
}
CALL () {
  MATCH (e:Episode {tenant: $tenant})
  WHERE $known_at IS NULL OR e.recorded_at <= $known_at
  RETURN count(e) AS episodes, max(e.recorded_at) AS episode_at
}
CALL () {
  MATCH (a:AuditItem {tenant: $tenant})
  WHERE a.decided_at IS NOT NULL AND ($known_at IS NULL OR a.decided_at <= $known_at)
  RETURN max(a.decided_at) AS decided_at
}
RETURN facts, episodes,
       [t IN [fact_at, expired_at, episode_at, decided_at] WHERE t IS NOT NULL | toString(t)] AS times
