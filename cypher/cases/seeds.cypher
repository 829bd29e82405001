// The cases a question points at, in one round trip (recall/cases.py): cases among the
// tenant's episode full-text and vector hits ($fetch each; their own indexes, graph/search.py),
// and the cases that PRODUCED the packet's facts ($fact_uids). Each hit with its arm, score
// and trigger key; with $as_of / $known_at only cases that had occurred / been recorded then.
CALL () {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes($indexes.episode_text, q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.kind = 'case'
  RETURN collect({uid: node.uid, arm: 'text', score: score, trigger_key: node.trigger_key,
                  occurred_at: node.occurred_at, recorded_at: node.recorded_at}) AS text_hits
}
CALL () {
  CALL db.index.vector.queryNodes($indexes.episode_embedding, $fetch, $embedding) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.kind = 'case'
  RETURN collect({uid: node.uid, arm: 'vector', score: score, trigger_key: node.trigger_key,
                  occurred_at: node.occurred_at, recorded_at: node.recorded_at}) AS vector_hits
}
CALL () {
  UNWIND $fact_uids AS fuid
  MATCH (f:Fact {uid: fuid})<-[:PRODUCED]-(c:Episode)
  WHERE f.tenant = $tenant AND c.tenant = $tenant
  RETURN collect(DISTINCT {uid: c.uid, arm: 'produced', score: 1.0, trigger_key: c.trigger_key,
                  occurred_at: c.occurred_at, recorded_at: c.recorded_at}) AS produced_hits
}
UNWIND text_hits + vector_hits + produced_hits AS hit
WITH hit
WHERE ($as_of IS NULL OR hit.occurred_at <= $as_of)
  AND ($known_at IS NULL OR hit.recorded_at <= $known_at)
RETURN hit.uid AS uid, hit.arm AS arm, hit.score AS score, hit.trigger_key AS trigger_key
