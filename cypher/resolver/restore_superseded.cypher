// Invariant 5: what the given (now retracted or deleted) facts superseded becomes current
// again, unless a live fact still supersedes it. A single-valued slot gets back only its
// latest value, and only when it holds no other current fact.
UNWIND $uids AS uid
MATCH (f:Fact {tenant: $tenant, uid: uid})-[:SUPERSEDES]->(old:Fact)-[:IN_SLOT]->(s:StateSlot)
WHERE old.role = 'historical'
  AND NOT EXISTS {
    MATCH (other:Fact)-[:SUPERSEDES]->(old)
    WHERE NOT other.uid IN $uids AND other.role <> 'retracted'
  }
WITH s, old ORDER BY old.valid_from DESC
WITH s, collect(DISTINCT old) AS olds
WHERE s.cardinality <> 'single'
   OR NOT EXISTS {
     MATCH (s)<-[:IN_SLOT]-(c:Fact {role: 'current'}) WHERE NOT c.uid IN $uids
   }
UNWIND (CASE WHEN s.cardinality = 'single' THEN olds[0..1] ELSE olds END) AS old
SET old.role = 'current', old.valid_until = null
RETURN count(old) AS restored
