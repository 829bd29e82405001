// The AuditItem every read returns (graph.records.audit_from_node maps it), included as
// `{{audit_item(a)}}` with `_` read as the node's variable (graph/cypher.py). Datetimes
// travel as ISO-8601 strings (graph.records.native).
_ {.*, created_at: toString(_.created_at), decided_at: toString(_.decided_at),
   locked_at: toString(_.locked_at)}
