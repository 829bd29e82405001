// The values of the active facts in the slots a batch touches (the facts
// `resolver/load_slots` loads), read before the batch's write transaction so that the values
// the resolver compares by vector are embedded outside it (resolver/ingest.py).
UNWIND $keys AS key
MATCH (s:StateSlot {tenant: $tenant, key: key})<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles
RETURN DISTINCT f.value AS value
