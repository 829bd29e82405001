// Which of the named search indexes exist and are online.
SHOW INDEXES YIELD name, state
WHERE name IN $names AND state = 'ONLINE'
RETURN name
