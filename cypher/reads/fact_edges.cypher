// Every state or causal edge touching the given facts.
UNWIND $uids AS uid
MATCH (f:Fact {tenant: $tenant, uid: uid})-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH|CAUSES]-(g:Fact)
WHERE g.tenant = $tenant
RETURN DISTINCT type(r) AS type, startNode(r).uid AS src, endNode(r).uid AS dst,
       toString(r.at) AS at, r.reason AS reason, r.decided_by AS decided_by,
       r.confidence AS confidence, r.episode_uid AS episode_uid
