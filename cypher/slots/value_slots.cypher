// The vocabulary slots that hold or held each of some values for anyone in the tenant, with
// how many subjects (graph/value_slots.py): the resolver anchors open statements by them,
// the read path settles open slots by them.
// "New job! I'm at Nexus now" joins employer when Nexus is someone's employer.
UNWIND $values AS value
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.value = value AND f.attribute IN $attributes
  AND f.role IN ['current', 'coexisting', 'scoped_exception', 'historical']
  AND f.confidence >= $min_confidence
RETURN value, f.attribute AS attribute, count(DISTINCT f.subject) AS subjects
