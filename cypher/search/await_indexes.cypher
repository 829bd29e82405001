// Wait until the named indexes are online (a new tenant's empty ones are at once).
UNWIND $names AS name
CALL db.awaitIndex(name, $timeout_seconds)
RETURN count(*) AS awaited
