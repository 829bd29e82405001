// Active facts of the slot of a queued fact (the queued fact itself excluded).
MATCH (s:StateSlot {tenant: $tenant, uid: $slot_uid})<-[:IN_SLOT]-(f:Fact)
WHERE f.role IN $active_roles AND f.uid <> $new_uid
RETURN {{fact(f)}} AS fact
