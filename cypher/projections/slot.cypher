// The StateSlot every read returns (graph.records.slot_from_node maps it), included as
// `{{slot(s)}}` with `_` read as the node's variable (graph/cypher.py). A slot holds no
// embedding and no datetime, so all its properties travel as they are.
_ {.*}
