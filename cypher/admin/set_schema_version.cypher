MERGE (v:SchemaVersion {name: 'palimpsest'})
SET v.version = $version, v.applied_at = datetime(), v.migrations = $migrations
