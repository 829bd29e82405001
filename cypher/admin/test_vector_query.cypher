CALL db.index.vector.queryNodes($indexes.fact_embedding, $k * 4, $embedding) YIELD node, score
WHERE node.tenant = $tenant
RETURN node.uid AS uid, score
ORDER BY score DESC
LIMIT $k
