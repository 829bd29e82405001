CALL db.index.fulltext.queryNodes($indexes.episode_text, $q) YIELD node, score
WHERE node.tenant = $tenant
RETURN node.uid AS uid, score
ORDER BY score DESC
