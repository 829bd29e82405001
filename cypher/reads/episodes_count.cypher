MATCH (e:Episode {tenant: $tenant})
WHERE ($session_id IS NULL OR e.session_id = $session_id)
  AND ($start IS NULL OR e.occurred_at >= $start)
  AND ($end IS NULL OR e.occurred_at < $end)
RETURN count(e) AS total
