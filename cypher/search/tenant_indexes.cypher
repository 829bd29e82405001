// The named search indexes that exist: state, and the label and properties each covers.
SHOW INDEXES YIELD name, state, labelsOrTypes, properties
WHERE name IN $names
RETURN name, state, labelsOrTypes AS labels, properties
