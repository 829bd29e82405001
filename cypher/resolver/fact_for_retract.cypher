MATCH (f:Fact {tenant: $tenant, uid: $uid})
RETURN f {.*, embedding: null} AS fact
