"""Episode text -> candidate facts, entities, time expressions and causal links (never writes)."""
