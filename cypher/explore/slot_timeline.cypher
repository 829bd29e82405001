// A slot's timeline: every fact of one subject · attribute (all roles), oldest first, with
// the state and causal edges between them and the episodes each came from. The admin UI's
// "Open in Neo4j Browser" link opens this query with the values filled in.
// $tenant: tenant name, e.g. 'demo'
// $key:    slot key "<subject>::<attribute>", e.g. 'user::bank' (StateSlot.key in the API)
// Set them first, e.g.  :params {tenant: 'demo', key: 'user::bank'}
MATCH (s:StateSlot {tenant: $tenant, key: $key})<-[:IN_SLOT]-(f:Fact)
OPTIONAL MATCH (f)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH|CAUSES]-(g:Fact {tenant: $tenant})
OPTIONAL MATCH (f)-[e:EXTRACTED_FROM]->(ep:Episode)
RETURN s, f, r, g, e, ep
ORDER BY f.valid_from
