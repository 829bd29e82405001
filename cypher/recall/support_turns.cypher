// Who said what the question asks about: the best full-text score of each speaker's turns for
// the question without the names it contains ($text_query, Lucene-escaped by the caller).
// Used by recall/support.py to tell "Caroline said it" from "Melanie said it".
CALL db.index.fulltext.queryNodes($indexes.episode_text, $text_query, {limit: $fetch}) YIELD node, score
WITH node, score
WHERE node.tenant = $tenant AND node.speaker IS NOT NULL
RETURN node.speaker AS speaker, max(score) AS best
