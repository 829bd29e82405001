// Hybrid seeds for a question, in one round trip: vector and full-text search over facts and
// episodes, plus an entity-name match. Each arm returns its hits best first.
//
// The vector and full-text indexes are global (every tenant's nodes in one index), so each
// arm asks the index for $fetch hits (k x 5) and only then keeps this tenant's nodes, up to
// $k. Neo4j 5.26 cannot filter inside a vector index call; a tenant with few of the nearest
// neighbours may get fewer than $k hits. $text_query is Lucene-escaped by the caller and is
// null when nothing searchable is left (the full-text arms then return nothing).
CALL {
  CALL db.index.vector.queryNodes('fact_embedding', $fetch, $embedding) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.role <> 'retracted'
    AND ($subject IS NULL OR toLower(node.subject) = $subject)
  WITH node, score ORDER BY score DESC LIMIT $k
  RETURN collect({uid: node.uid, score: score}) AS fact_vector
}
CALL {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes('fact_text', q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.role <> 'retracted'
    AND ($subject IS NULL OR toLower(node.subject) = $subject)
  WITH node, score ORDER BY score DESC LIMIT $k
  RETURN collect({uid: node.uid, score: score}) AS fact_text
}
CALL {
  CALL db.index.vector.queryNodes('episode_embedding', $fetch, $embedding) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC LIMIT $k
  RETURN collect({uid: node.uid, score: score, node: node}) AS episode_vector
}
CALL {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes('episode_text', q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC LIMIT $k
  RETURN collect({uid: node.uid, score: score, node: node}) AS episode_text
}
CALL {
  // Entities whose name matches, then the facts ABOUT them (most recently recorded first).
  UNWIND CASE WHEN $entity_query IS NULL THEN [] ELSE [$entity_query] END AS q
  CALL db.index.fulltext.queryNodes('entity_name', q, {limit: $fetch}) YIELD node, score
  WITH node AS entity, score
  WHERE entity.tenant = $tenant
  WITH entity, score ORDER BY score DESC LIMIT 3
  MATCH (f:Fact)-[:ABOUT]->(entity)
  WHERE f.tenant = $tenant AND f.role <> 'retracted'
    AND ($subject IS NULL OR toLower(f.subject) = $subject)
  WITH f, max(score) AS score ORDER BY score DESC, f.recorded_at DESC LIMIT $k
  RETURN collect({uid: f.uid, score: score}) AS entity
}
CALL {
  // The slots the question names ("where do I live" -> home_city), current facts first.
  UNWIND $attributes AS attribute
  MATCH (f:Fact {tenant: $tenant, attribute: attribute})
  WHERE f.role <> 'retracted' AND ($subject IS NULL OR toLower(f.subject) = $subject)
  WITH f ORDER BY CASE f.role WHEN 'current' THEN 0 ELSE 1 END, f.valid_from DESC LIMIT $k
  RETURN collect({uid: f.uid, score: 1.0}) AS slot
}
// Episodes found by search stand for the facts extracted from them (kept as evidence too).
CALL {
  WITH episode_vector, episode_text
  UNWIND episode_vector + episode_text AS hit
  WITH DISTINCT hit.node AS e
  RETURN collect({
    episode: e {.uid, .tenant, .text, .occurred_at, .recorded_at, .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata},
    facts: COLLECT {
      MATCH (f:Fact)-[:EXTRACTED_FROM]->(e)
      WHERE f.tenant = $tenant AND f.role <> 'retracted'
        AND ($subject IS NULL OR toLower(f.subject) = $subject)
      RETURN f.uid
    }
  }) AS episodes
}
RETURN fact_vector, fact_text,
       [h IN episode_vector | {uid: h.uid, score: h.score}] AS episode_vector,
       [h IN episode_text | {uid: h.uid, score: h.score}] AS episode_text,
       entity, slot, episodes
