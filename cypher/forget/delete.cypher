// Remove an episode and the facts only it supported; keep the session chain whole; drop
// causal edges it was the only evidence for, audit items about deleted facts, and orphans.
MATCH (e:Episode {tenant: $tenant, uid: $uid})
OPTIONAL MATCH (prev:Episode)-[:NEXT]->(e)
OPTIONAL MATCH (e)-[:NEXT]->(next:Episode)
FOREACH (_ IN CASE WHEN prev IS NOT NULL AND next IS NOT NULL THEN [1] ELSE [] END |
  MERGE (prev)-[:NEXT]->(next))
// The next turn's search text quoted this one: it now quotes its new predecessor, if any.
FOREACH (_ IN CASE WHEN next IS NOT NULL THEN [1] ELSE [] END |
  SET next.search_text = next.text + coalesce('\n' + prev.text, ''))
WITH e
CALL (e) {
  MATCH (:Fact {tenant: $tenant})-[c:CAUSES {episode_uid: e.uid}]->(:Fact)
  DELETE c
}
CALL (e) {
  UNWIND $sole AS fuid
  MATCH (f:Fact {tenant: $tenant, uid: fuid})
  OPTIONAL MATCH (a:AuditItem)-[:NEW]->(f)
  DETACH DELETE a
  WITH DISTINCT f
  OPTIONAL MATCH (f)-[:IN_SLOT]->(s:StateSlot)
  OPTIONAL MATCH (f)-[:ABOUT]->(n:Entity)
  DETACH DELETE f
  WITH collect(DISTINCT s) AS slots, collect(DISTINCT n) AS entities
  CALL (slots) {
    UNWIND slots AS s
    WITH s WHERE NOT EXISTS { (s)<-[:IN_SLOT]-(:Fact) }
    DETACH DELETE s
  }
  CALL (entities) {
    UNWIND entities AS n
    WITH n WHERE NOT EXISTS { (n)<-[:ABOUT|OF]-() }
    DETACH DELETE n
  }
}
DETACH DELETE e
