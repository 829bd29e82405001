OPTIONAL MATCH (v:SchemaVersion {name: 'palimpsest'})
RETURN v.version AS version, v.migrations AS migrations
