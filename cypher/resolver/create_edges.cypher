// State and causal edges between facts. The type comes from a closed set (EdgeType);
// FOREACH picks the one CREATE that matches, so the statement stays parameterised.
// Every edge of one write is recorded at $now.
UNWIND $rows AS row
MATCH (a:Fact {tenant: $tenant, uid: row.src})
MATCH (b:Fact {tenant: $tenant, uid: row.dst})
FOREACH (_ IN CASE WHEN row.type = 'SUPERSEDES' THEN [1] ELSE [] END |
  MERGE (a)-[r:SUPERSEDES]->(b) SET r += row.props, r.at = $now)
FOREACH (_ IN CASE WHEN row.type = 'EVOLVES_TO' THEN [1] ELSE [] END |
  MERGE (a)-[r:EVOLVES_TO]->(b) SET r += row.props, r.at = $now)
FOREACH (_ IN CASE WHEN row.type = 'COEXISTS_WITH' THEN [1] ELSE [] END |
  MERGE (a)-[r:COEXISTS_WITH]->(b) SET r += row.props, r.at = $now)
FOREACH (_ IN CASE WHEN row.type = 'CAUSES' THEN [1] ELSE [] END |
  MERGE (a)-[r:CAUSES]->(b) SET r += row.props, r.at = $now)
