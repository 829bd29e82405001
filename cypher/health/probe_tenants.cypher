// Every tenant that holds probes not retired (the scheduled run and `palimpsest health run`).
MATCH (p:Probe)
WHERE p.retired_at IS NULL
RETURN DISTINCT p.tenant AS tenant
ORDER BY tenant
