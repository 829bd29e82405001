// Facts in creation order (uids are ULIDs), filtered; keyset pagination on uid.
MATCH (f:Fact {tenant: $tenant})
WHERE ($subject IS NULL OR toLower(f.subject) = toLower($subject))
  AND ($attribute IS NULL OR f.attribute = $attribute)
  AND ($role IS NULL OR f.role = $role)
  AND ($after IS NULL OR f.uid > $after)
WITH f ORDER BY f.uid LIMIT $limit
RETURN {{fact(f)}} AS fact
