// Verbatim episodes of one batch. row.embedding is null when a fact of the episode carries the
// same vector (resolver.ingest.episode_vector). $labels: the tenant's search labels
// (graph/search.py).
UNWIND $rows AS row
CREATE (e:Episode {
  uid: row.uid, tenant: $tenant, ingest_key: row.ingest_key, text: row.text,
  occurred_at: datetime(row.occurred_at), recorded_at: $now, source: row.source,
  speaker: row.speaker, session_id: row.session_id, seq: row.seq,
  external_id: row.external_id, idempotency_key: row.idempotency_key,
  content_hash: row.content_hash, metadata: row.metadata, kind: row.kind,
  trigger: row.trigger, trigger_key: row.trigger_key, outcome_status: row.outcome_status,
  outcome_result: row.outcome_result, outcome_lesson: row.outcome_lesson,
  outcome_at: CASE WHEN row.outcome_status IS NULL THEN null ELSE $now END,
  frame: row.frame, people: row.people
})
SET e.embedding = row.embedding, e:$($labels.episode)
