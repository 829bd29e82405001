// A tenant's probes, optionally of one slice, by slice then uid.
MATCH (p:Probe {tenant: $tenant})
WHERE $slice IS NULL OR p.slice = $slice
RETURN p {.*, written_at: toString(p.written_at), as_of: toString(p.as_of), created_at: toString(p.created_at)} AS probe
ORDER BY p.slice, p.uid
