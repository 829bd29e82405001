// Verbatim episodes of one batch. row.embedding is null when a fact of the episode carries the
// same vector (resolver.ingest.episode_vector). $labels: the tenant's search labels
// (graph/search.py).
UNWIND $rows AS row
CREATE (e:Episode {
  uid: row.uid, tenant: $tenant, ingest_key: row.ingest_key, text: row.text,
  occurred_at: datetime(row.occurred_at), recorded_at: $now, source: row.source,
  speaker: row.speaker, session_id: row.session_id, seq: row.seq,
  external_id: row.external_id, idempotency_key: row.idempotency_key,
  content_hash: row.content_hash, metadata: row.metadata
})
SET e.embedding = row.embedding, e:$($labels.episode)
