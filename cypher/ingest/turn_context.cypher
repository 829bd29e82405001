// Turn context for search: an episode is found by its own words and by the turn before it in
// its session (an answer is often worded by the question that precedes it). `search_text` is
// the episode's text, then its predecessor's; set for the new episodes and for the old
// episodes that now follow one of them. Episodes outside a session search by their own text.
UNWIND $uids AS uid
MATCH (n:Episode {uid: uid})
WHERE n.tenant = $tenant
OPTIONAL MATCH (p:Episode)-[:NEXT]->(n)
SET n.search_text = n.text + coalesce('\n' + p.text, '')
WITH n
OPTIONAL MATCH (n)-[:NEXT]->(x:Episode)
WHERE NOT x.uid IN $uids
SET x.search_text = x.text + '\n' + n.text
RETURN count(*) AS updated
