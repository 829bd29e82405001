// Test only (staleness and pollution injection): a copy of fact $uid made current in its
// slot, with value $value and text $text (null: the same), valid from $valid_from (null: the
// same), recorded at $now, with no SUPERSEDES edge and no audit item: the write a silent
// degradation makes.
MATCH (src:Fact {tenant: $tenant, uid: $uid})-[:IN_SLOT]->(s:StateSlot)
MATCH (src)-[:ABOUT]->(en:Entity)
MATCH (src)-[:EXTRACTED_FROM]->(e:Episode)
WITH src, s, en, collect(e)[0] AS e
CREATE (f:Fact)
SET f = properties(src), f.uid = $new_uid, f.role = 'current', f.valid_until = null,
    f.expired_at = null, f.recorded_at = $now,
    f.valid_from = coalesce($valid_from, src.valid_from),
    f.value = coalesce($value, src.value), f.text = coalesce($text, src.text),
    f:$($labels.fact)
CREATE (f)-[:IN_SLOT]->(s)
CREATE (f)-[:ABOUT]->(en)
CREATE (f)-[:EXTRACTED_FROM]->(e)
