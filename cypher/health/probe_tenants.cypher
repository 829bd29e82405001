// Every tenant that holds probes (the scheduled run and `palimpsest health run`).
MATCH (p:Probe)
RETURN DISTINCT p.tenant AS tenant
ORDER BY tenant
