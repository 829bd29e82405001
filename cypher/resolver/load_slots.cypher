// The slots a batch touches, with their active facts (and embeddings, for duplicates).
UNWIND $keys AS key
OPTIONAL MATCH (s:StateSlot {tenant: $tenant, key: key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles
RETURN key, s.uid AS slot_uid, collect(f {.*}) AS facts
