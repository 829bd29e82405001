"""The named Cypher statements (`graph.cypher` loads them), shipped as package data so an
installed wheel can migrate and run without the source checkout."""
