// A slot and all its facts (every role), oldest first.
MATCH (s:StateSlot {tenant: $tenant, key: $key})
OPTIONAL MATCH (s)<-[:IN_SLOT]-(f:Fact)
WITH s, f ORDER BY f.valid_from, f.uid
RETURN {{slot(s)}} AS slot, collect({{fact(f)}}) AS facts
