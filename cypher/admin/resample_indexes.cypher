// Ask Neo4j to resample every index whose statistics are out of date (asynchronous).
CALL db.resampleOutdatedIndexes()
