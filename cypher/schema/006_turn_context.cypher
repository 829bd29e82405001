// Turn search over each episode's text and the turn before it (cypher/ingest/turn_context.cypher),
// by each tenant's `episode_context` index (graph/search.py: English analyzer, stop words out,
// words stemmed).
// Episodes stored before this migration get their search text (batched, auto-commit).
MATCH (e:Episode) WHERE e.search_text IS NULL CALL (e) { OPTIONAL MATCH (p:Episode)-[:NEXT]->(e) SET e.search_text = e.text + coalesce('\n' + p.text, '') } IN TRANSACTIONS OF 5000 ROWS;
