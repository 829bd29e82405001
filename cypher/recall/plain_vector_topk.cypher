// Baseline for bench/recall_latency.py: a plain vector top-k over a tenant's facts.
CALL db.index.vector.queryNodes($indexes.fact_embedding, $fetch, $embedding) YIELD node, score
WITH node, score
WHERE node.tenant = $tenant
RETURN node.uid AS uid, node.text AS text, score
ORDER BY score DESC
LIMIT $k
