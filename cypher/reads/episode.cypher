MATCH (e:Episode {tenant: $tenant, uid: $uid})
RETURN {{episode(e)}} AS episode
