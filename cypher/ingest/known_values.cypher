// What the batch's subjects hold or plan in named slots (not open statements), for slot
// anchoring (resolver/anchor.py): "I ditched NixOS for …" joins the slot that holds NixOS,
// "I joined Barbell Club" the slot that planned it.
UNWIND $subjects AS subject
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.subject = subject AND f.attribute <> $open_attribute
  AND f.role IN ['current', 'coexisting', 'scoped_exception', 'transition']
RETURN f.subject AS subject, f.attribute AS attribute, f.value AS value, f.role AS role
