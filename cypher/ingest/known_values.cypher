// The values the batch's subjects hold in named slots (not open statements), for value
// anchoring (resolver/anchor.py): "I ditched NixOS for …" joins the slot that holds NixOS.
UNWIND $subjects AS subject
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.subject = subject AND f.attribute <> $open_attribute
  AND f.role IN ['current', 'coexisting', 'scoped_exception']
RETURN f.subject AS subject, f.attribute AS attribute, f.value AS value
