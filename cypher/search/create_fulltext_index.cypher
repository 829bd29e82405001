// One tenant's full-text index (graph/search.py fills in the quoted names and the analyzer).
CREATE FULLTEXT INDEX $index IF NOT EXISTS FOR (n:$label) ON EACH [$properties]
OPTIONS {indexConfig: {`fulltext.analyzer`: '$analyzer'}}
