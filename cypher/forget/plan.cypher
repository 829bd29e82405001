// What forgetting an episode touches: facts only it supports (to delete) and facts that
// keep other sources (to unlink).
MATCH (e:Episode {tenant: $tenant, uid: $uid})
OPTIONAL MATCH (f:Fact)-[:EXTRACTED_FROM]->(e)
WITH e, f,
     CASE WHEN f IS NULL THEN false
          ELSE f.source <> 'human_review'
               AND NOT EXISTS { MATCH (f)-[:EXTRACTED_FROM]->(o:Episode) WHERE o <> e } END AS only
RETURN e.uid AS episode, [x IN collect(CASE WHEN only THEN f.uid END) WHERE x IS NOT NULL] AS sole,
       [x IN collect(CASE WHEN NOT only THEN f.uid END) WHERE x IS NOT NULL] AS shared
