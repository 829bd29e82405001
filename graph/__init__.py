"""The temporal knowledge graph: domain types, Neo4j access, schema. Decides nothing."""
