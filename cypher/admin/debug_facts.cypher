// Every fact of a tenant with its role, validity and outgoing state edges.
MATCH (f:Fact {tenant: $tenant})
OPTIONAL MATCH (f)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH|CAUSES]->(g:Fact)
RETURN f.attribute AS attribute, f.value AS value, f.role AS role,
       toString(f.valid_from) AS valid_from, toString(f.valid_until) AS valid_until,
       collect(type(r) + '->' + g.value) AS edges
ORDER BY attribute, valid_from
