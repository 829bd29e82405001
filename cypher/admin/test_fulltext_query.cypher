CALL db.index.fulltext.queryNodes('episode_text', $q) YIELD node, score
WHERE node.tenant = $tenant
RETURN node.uid AS uid, score
ORDER BY score DESC
