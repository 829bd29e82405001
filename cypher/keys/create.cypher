// A new API key (its hash only; the key itself is shown once to whoever created it).
CREATE (k:ApiKey {id: $id, tenant: $owner, role: $role, hash: $hash, label: $label,
                  created_at: datetime($now)})
RETURN k.id AS id
