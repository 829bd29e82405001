// Test only (staleness and pollution injection): a copy of fact $uid made current in its
// slot, with value $value and text $text (null: the same), valid from $valid_from (null: the
// same), recorded at $now, with no SUPERSEDES edge and no audit item: the write a silent
// degradation makes.
MATCH (src:Fact {tenant: $tenant, uid: $uid})-[:IN_SLOT]->(s:StateSlot)
MATCH (src)-[:ABOUT]->(en:Entity)
MATCH (src)-[:EXTRACTED_FROM]->(e:Episode)
WITH src, s, en, collect(e)[0] AS e
// One map, so the copy never holds the source's uid (uniqueness is checked per write).
CREATE (f:Fact)
SET f = src {.*, uid: $new_uid, role: 'current', valid_until: null, expired_at: null,
             recorded_at: $now, valid_from: coalesce($valid_from, src.valid_from),
             value: coalesce($value, src.value), text: coalesce($text, src.text)},
    f:$($labels.fact)
CREATE (f)-[:IN_SLOT]->(s)
CREATE (f)-[:ABOUT]->(en)
CREATE (f)-[:EXTRACTED_FROM]->(e)
