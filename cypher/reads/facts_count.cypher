MATCH (f:Fact {tenant: $tenant})
WHERE ($subject IS NULL OR toLower(f.subject) = toLower($subject))
  AND ($attribute IS NULL OR f.attribute = $attribute)
  AND ($role IS NULL OR f.role = $role)
RETURN count(f) AS total
