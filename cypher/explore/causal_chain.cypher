// A causal chain through one fact: what led to it and what it led to, along CAUSES edges
// (up to 4 hops each way), as paths for the graph view.
// $tenant: tenant name, e.g. 'demo'
// $uid:    the fact's id (Fact.id in the API), e.g. '01J...'
// Set them first, e.g.  :params {tenant: 'demo', uid: '01J...'}
MATCH (f:Fact {tenant: $tenant, uid: $uid})
OPTIONAL MATCH up = (cause:Fact {tenant: $tenant})-[:CAUSES*1..4]->(f)
OPTIONAL MATCH down = (f)-[:CAUSES*1..4]->(effect:Fact {tenant: $tenant})
RETURN f, up, down
