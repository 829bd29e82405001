// Health figures for one tenant: counts, roles, queue, per-day activity (last 30 days).
CALL () {
  MATCH (e:Episode {tenant: $tenant}) RETURN count(e) AS episodes
}
CALL () {
  MATCH (f:Fact {tenant: $tenant})
  WITH f.role AS role, count(*) AS n
  RETURN collect({role: role, n: n}) AS roles
}
CALL () {
  MATCH (s:StateSlot {tenant: $tenant}) RETURN count(s) AS slots
}
CALL () {
  MATCH (n:Entity {tenant: $tenant}) RETURN count(n) AS entities
}
CALL () {
  MATCH (a:AuditItem {tenant: $tenant})
  WITH a.status AS status, count(*) AS n, min(a.created_at) AS oldest
  RETURN collect({status: status, n: n, oldest: toString(oldest)}) AS audits
}
CALL () {
  MATCH (e:Episode {tenant: $tenant}) WHERE e.recorded_at >= $since
  WITH toString(date(e.recorded_at)) AS day, count(*) AS n ORDER BY day
  RETURN collect({day: day, n: n}) AS episodes_per_day
}
CALL () {
  MATCH (f:Fact {tenant: $tenant}) WHERE f.recorded_at >= $since
  WITH toString(date(f.recorded_at)) AS day, count(*) AS n ORDER BY day
  RETURN collect({day: day, n: n}) AS facts_per_day
}
RETURN episodes, roles, slots, entities, audits, episodes_per_day, facts_per_day
