// What the batch's subjects hold, plan or held before in named slots (not open statements),
// for slot anchoring (resolver/anchor.py): "I ditched NixOS for …" joins the slot that holds
// NixOS, "I joined Barbell Club" the slot that planned it, "lunch with an old colleague from
// Zalando" the employer slot's past; a named or minted slot's kind finds a change said under
// another name.
UNWIND $subjects AS subject
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.subject = subject AND f.attribute <> $open_attribute
  AND f.role IN ['current', 'coexisting', 'scoped_exception', 'transition', 'historical']
RETURN f.subject AS subject, f.attribute AS attribute, f.value AS value, f.role AS role,
       f.kind_hint AS kind
