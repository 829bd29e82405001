// One tenant's search index, dropped with the tenant (graph/search.py fills in the name).
DROP INDEX $index IF EXISTS
