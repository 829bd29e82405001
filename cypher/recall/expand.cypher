// The neighbourhood of seeded facts, in one round trip: the other facts of the same slot (at
// most $slot_limit per seed, latest first), the SUPERSEDES / EVOLVES_TO / COEXISTS_WITH
// neighbours, and, when $with_causes, the facts up to two CAUSES hops upstream or downstream.
// Edges recorded after $known_at (when given) are not followed. Tenant-scoped at every node.
UNWIND $uids AS seed
MATCH (s:Fact {uid: seed})
WHERE s.tenant = $tenant
CALL {
  WITH s
  MATCH (s)-[:IN_SLOT]->(slot:StateSlot)<-[:IN_SLOT]-(o:Fact)
  WHERE slot.tenant = $tenant AND o.tenant = $tenant AND o <> s
  WITH o ORDER BY o.valid_from DESC LIMIT $slot_limit
  RETURN o, 'slot' AS via, 1 AS hops
  UNION
  WITH s
  MATCH (s)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH]-(o:Fact)
  WHERE o.tenant = $tenant AND ($known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  RETURN o, toLower(type(r)) AS via, 1 AS hops
  UNION
  WITH s
  MATCH p = (s)-[:CAUSES*1..2]->(o:Fact)
  WHERE $with_causes AND o <> s
    AND all(n IN nodes(p) WHERE n.tenant = $tenant)
    AND all(r IN relationships(p) WHERE $known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  RETURN o, 'causes' AS via, length(p) AS hops
  UNION
  WITH s
  MATCH p = (o:Fact)-[:CAUSES*1..2]->(s)
  WHERE $with_causes AND o <> s
    AND all(n IN nodes(p) WHERE n.tenant = $tenant)
    AND all(r IN relationships(p) WHERE $known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  RETURN o, 'caused_by' AS via, length(p) AS hops
}
WITH seed, o.uid AS uid, via, min(hops) AS hops
RETURN seed, uid, via, hops
