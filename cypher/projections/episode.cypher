// The Episode every read returns (graph.records.episode_from_node maps it), included as
// `{{episode(e)}}` with `_` read as the node's variable (graph/cypher.py). Properties are
// named, not `.*`: the embedding and the search text are left in the graph. Datetimes travel
// as ISO-8601 strings (graph.records.native).
_ {.uid, .tenant, .text, occurred_at: toString(_.occurred_at),
   recorded_at: toString(_.recorded_at), .source, .speaker, .session_id, .seq, .external_id,
   .idempotency_key, .content_hash, .metadata,
   .kind, .trigger, .outcome_status, .outcome_result, .outcome_lesson,
   outcome_at: toString(_.outcome_at)}
