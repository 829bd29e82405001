// Confirmed changes: SUPERSEDES edges whose new fact is not retracted. $automatic_only keeps
// those the resolver applied alone (audit decisions yield their probes from the decision);
// $current_only those whose new value still holds; $slot_keys (null: all) limits the slots.
MATCH (n:Fact {tenant: $tenant})-[r:SUPERSEDES]->(o:Fact {tenant: $tenant})
WHERE n.role <> 'retracted'
  AND (NOT $automatic_only OR r.audit_uid IS NULL)
  AND (NOT $current_only OR n.role = 'current')
  AND ($slot_keys IS NULL OR n.slot_key IN $slot_keys)
WITH n, r, o, coalesce(r.at, n.recorded_at) AS at
RETURN n.slot_key AS slot_key, n.subject AS subject, n.attribute AS attribute,
       n.uid AS new_uid, n.value AS new_value, o.uid AS old_uid, o.value AS old_value,
       toString(at) AS at, coalesce(r.decided_by, 'auto') AS decided_by
ORDER BY at, new_uid
