MATCH (e:Episode {tenant: $tenant, uid: $uid})
RETURN e {.*, embedding: null} AS episode
