UNWIND $uids AS uid
MATCH (f:Fact {tenant: $tenant, uid: uid})
RETURN {{fact(f)}} AS fact
