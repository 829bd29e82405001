// Remove every node of one tenant (test clean-up and tenant deletion).
MATCH (n {tenant: $tenant})
DETACH DELETE n
