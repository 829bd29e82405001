// A tenant's probes, optionally of one slice, by slice then uid; retired ones only when
// $include_retired.
MATCH (p:Probe {tenant: $tenant})
WHERE ($slice IS NULL OR p.slice = $slice) AND ($include_retired OR p.retired_at IS NULL)
RETURN p {.*, written_at: toString(p.written_at), as_of: toString(p.as_of), created_at: toString(p.created_at), retired_at: toString(p.retired_at)} AS probe
ORDER BY p.slice, p.uid
