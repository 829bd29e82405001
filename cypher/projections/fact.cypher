// The Fact every read returns (graph.records.fact_from_node maps it), included as
// `{{fact(f)}}` with `_` read as the node's variable (graph/cypher.py). Properties are named,
// not `.*`: the 384-float embedding is left in the graph. Datetimes travel as ISO-8601
// strings (graph.records.native).
_ {.uid, .tenant, .text, .subject, .attribute, .value, .slot_key, .memory_type, .kind, .role,
   valid_from: toString(_.valid_from), valid_until: toString(_.valid_until),
   recorded_at: toString(_.recorded_at), expired_at: toString(_.expired_at),
   .confidence, .source, .extractor, .scope, .kind_hint, .access_count,
   last_accessed: toString(_.last_accessed), .retract_reason}
