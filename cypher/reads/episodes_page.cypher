// Episodes in time order, filtered by session and period; keyset pagination on
// (occurred_at, uid).
MATCH (e:Episode {tenant: $tenant})
WHERE ($session_id IS NULL OR e.session_id = $session_id)
  AND ($start IS NULL OR e.occurred_at >= $start)
  AND ($end IS NULL OR e.occurred_at < $end)
  AND ($after_at IS NULL OR e.occurred_at > $after_at
       OR (e.occurred_at = $after_at AND e.uid > $after_uid))
WITH e ORDER BY e.occurred_at, e.uid LIMIT $limit
RETURN {{episode(e)}} AS episode
ORDER BY e.occurred_at, e.uid
