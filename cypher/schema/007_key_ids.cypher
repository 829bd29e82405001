// Audit decisions recorded "key:" plus the first 8 characters of the deciding API key, which
// any reader could query (issue 15). Decisions now record a key id derived from a digest
// ("key:kid-…"); the old prefixes are replaced, as they cannot be turned into ids.
MATCH (a:AuditItem) WHERE a.decided_by STARTS WITH 'key:' AND NOT a.decided_by STARTS WITH 'key:kid-' SET a.decided_by = 'key:redacted';
