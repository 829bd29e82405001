// The vocabulary slots that hold or held each of a batch's open focuses for anyone in
// the tenant, with how many subjects, for slot anchoring (resolver/anchor.py `ValueSlots`):
// "New job! I'm at Nexus now" joins employer when Nexus is someone's employer.
UNWIND $values AS value
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.value = value AND f.attribute IN $attributes
  AND f.role IN ['current', 'coexisting', 'scoped_exception', 'historical']
  AND f.confidence >= $min_confidence
RETURN value, f.attribute AS attribute, count(DISTINCT f.subject) AS subjects
