// An episode for recordOutcome, write-locked for the rest of the transaction (the SET leaves
// the kind as it was, or names the old default), with the facts it PRODUCED.
MATCH (e:Episode {tenant: $tenant, uid: $uid})
SET e.kind = coalesce(e.kind, 'message')
RETURN {{episode(e)}} AS episode, e.outcome_history AS outcome_history,
       COLLECT { MATCH (e)-[:PRODUCED]->(f:Fact) WHERE f.tenant = $tenant RETURN f.uid } AS produced
