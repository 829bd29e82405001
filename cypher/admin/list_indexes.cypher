SHOW INDEXES YIELD name, state, type RETURN name, state, type
