// Hybrid seeds for a question, in one round trip: vector and full-text search over facts and
// episodes, plus an entity-name match. Each arm returns its hits best first. `episode_context`
// searches each turn with the turn before it (English analyzer); it ranks the packet's turns
// (recall/turns.py) and does not seed facts.
//
// Every index searched is this tenant's own ($indexes, graph/search.py): its hits and scores
// never depend on another tenant's data. The index arms ask for $fetch hits (k x OVER_FETCH,
// recall/seeds.py): the fact arms keep up to $k that pass the role and subject filters, the
// episode arms the best $k, the entity-name arm the best three entities (the tenant test
// stays as a guard). The slot arm reads no search index.
// Ties break on uid: with scores equal, the order must not follow the plan Neo4j picks, which
// changes with the database's statistics (another tenant's writes). $text_query is
// Lucene-escaped by the caller and is null when nothing searchable is left (the full-text arms
// then return nothing).
CALL {
  CALL db.index.vector.queryNodes($indexes.fact_embedding, $fetch, $embedding) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.role <> 'retracted'
    AND ($subject IS NULL OR toLower(node.subject) = $subject)
  WITH node, score ORDER BY score DESC, node.uid LIMIT $k
  RETURN collect({uid: node.uid, score: score}) AS fact_vector
}
CALL {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes($indexes.fact_text, q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant AND node.role <> 'retracted'
    AND ($subject IS NULL OR toLower(node.subject) = $subject)
  WITH node, score ORDER BY score DESC, node.uid LIMIT $k
  RETURN collect({uid: node.uid, score: score}) AS fact_text
}
CALL {
  CALL db.index.vector.queryNodes($indexes.episode_embedding, $fetch, $embedding) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC, node.uid LIMIT $k
  RETURN collect({uid: node.uid, score: score, node: node}) AS episode_vector
}
CALL {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes($indexes.episode_text, q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC, node.uid LIMIT $k
  RETURN collect({uid: node.uid, score: score, node: node}) AS episode_text
}
CALL {
  UNWIND CASE WHEN $text_query IS NULL THEN [] ELSE [$text_query] END AS q
  CALL db.index.fulltext.queryNodes($indexes.episode_context, q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC, node.uid LIMIT $k
  RETURN collect({uid: node.uid, score: score, node: node}) AS episode_context
}
// Entities whose name matches the question, best three first (used by the next two arms).
CALL {
  UNWIND CASE WHEN $entity_query IS NULL THEN [] ELSE [$entity_query] END AS q
  CALL db.index.fulltext.queryNodes($indexes.entity_name, q, {limit: $fetch}) YIELD node, score
  WITH node, score
  WHERE node.tenant = $tenant
  WITH node, score ORDER BY score DESC, node.uid LIMIT 3
  RETURN collect({entity: node, score: score}) AS named
}
CALL (named) {
  // The facts ABOUT the named entities (most recently recorded first).
  UNWIND named AS hit
  WITH hit.entity AS entity, hit.score AS score
  MATCH (f:Fact)-[:ABOUT]->(entity)
  WHERE f.tenant = $tenant AND f.role <> 'retracted'
    AND ($subject IS NULL OR toLower(f.subject) = $subject)
  WITH f, max(score) AS score ORDER BY score DESC, f.recorded_at DESC, f.uid LIMIT $k
  RETURN collect({uid: f.uid, score: score}) AS entity
}
CALL (named) {
  // The slots the question names ("where do I live" -> home_city): their active facts,
  // current first. The named entities' slots when they have one, else every subject's, from
  // the (tenant, attribute, role) index. History comes from expansion, so the cost follows
  // the number of slots, not the length of their histories.
  UNWIND $attributes AS attribute
  CALL (named, attribute) {
    UNWIND named AS hit
    WITH hit.entity AS entity
    MATCH (s:StateSlot)-[:OF]->(entity)
    WHERE s.tenant = $tenant AND s.attribute = attribute
    RETURN collect(s) AS slots
  }
  CALL (attribute, slots) {
    UNWIND slots AS s
    MATCH (s)<-[:IN_SLOT]-(f:Fact)
    WHERE f.role IN $slot_roles
    RETURN f
    UNION
    UNWIND CASE WHEN size(slots) = 0 THEN [attribute] ELSE [] END AS unnamed
    // Hinted: on a small or freshly sampled graph the planner may prefer a label scan.
    MATCH (f:Fact {tenant: $tenant, attribute: unnamed})
    USING INDEX f:Fact(tenant, attribute, role)
    WHERE f.role IN $slot_roles
    RETURN f
  }
  WITH f WHERE $subject IS NULL OR toLower(f.subject) = $subject
  WITH f ORDER BY CASE f.role WHEN 'current' THEN 0 ELSE 1 END, f.valid_from DESC, f.uid LIMIT $k
  RETURN collect({uid: f.uid, score: 1.0}) AS slot
}
// Episodes found by search stand for the facts extracted from them (kept as evidence too).
CALL {
  WITH episode_vector, episode_text, episode_context
  UNWIND episode_vector + episode_text + episode_context AS hit
  WITH DISTINCT hit.node AS e
  RETURN collect({
    episode: {{episode(e)}},
    facts: COLLECT {
      MATCH (f:Fact)-[:EXTRACTED_FROM]->(e)
      WHERE f.tenant = $tenant AND f.role <> 'retracted'
        AND ($subject IS NULL OR toLower(f.subject) = $subject)
      RETURN f.uid ORDER BY f.uid
    }
  }) AS episodes
}
RETURN fact_vector, fact_text,
       [h IN episode_vector | {uid: h.uid, score: h.score}] AS episode_vector,
       [h IN episode_text | {uid: h.uid, score: h.score}] AS episode_text,
       [h IN episode_context | {uid: h.uid, score: h.score}] AS episode_context,
       entity, slot, episodes
