// One tenant's vector index (graph/search.py fills in the quoted names: schema statements
// take no parameters). Cosine over all-MiniLM-L6-v2 vectors.
CREATE VECTOR INDEX $index IF NOT EXISTS FOR (n:$label) ON (n.$property)
OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}}
