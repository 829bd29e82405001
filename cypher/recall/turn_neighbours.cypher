// The turns either side of each episode in its session (the NEXT chain), for the turn ranker
// (recall/turns.py): an answer often sits next to the turn that matched the question.
UNWIND $uids AS uid
MATCH (e:Episode {uid: uid})
WHERE e.tenant = $tenant
OPTIONAL MATCH (p:Episode)-[:NEXT]->(e)
OPTIONAL MATCH (e)-[:NEXT]->(n:Episode)
RETURN e.uid AS uid, p.uid AS previous, n.uid AS next
