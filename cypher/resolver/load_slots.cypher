// The slots a batch touches, with their active facts (explicit properties: reading the
// 384-float embedding is what makes `.*` slow).
UNWIND $keys AS key
OPTIONAL MATCH (s:StateSlot {tenant: $tenant, key: key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles
RETURN key, s.uid AS slot_uid, collect({{fact(f)}}) AS facts
