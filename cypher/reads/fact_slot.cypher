MATCH (f:Fact {tenant: $tenant, uid: $uid})-[:IN_SLOT]->(s:StateSlot)
RETURN {{slot(s)}} AS slot
