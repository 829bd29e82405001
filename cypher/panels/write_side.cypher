// The write-side panel over facts recorded since $since: writes per day by source and
// extractor; of those facts, how many have a source episode, how many provenance edges they
// have (each edge beyond a fact's first is a duplicate that reinforced it), how many lack one
// (not written by a person); and the audit items queued since $since.
CALL () {
  MATCH (f:Fact {tenant: $tenant}) WHERE f.recorded_at >= $since
  WITH toString(date(f.recorded_at)) AS day, coalesce(f.source, 'unknown') AS source,
       coalesce(f.extractor, 'unknown') AS extractor, count(*) AS n
  ORDER BY day, source, extractor
  RETURN collect({day: day, source: source, extractor: extractor, n: n}) AS writes
}
CALL () {
  MATCH (f:Fact {tenant: $tenant}) WHERE f.recorded_at >= $since
  WITH f, COUNT { (f)-[:EXTRACTED_FROM]->(:Episode) } AS edges
  RETURN count(f) AS facts, count(CASE WHEN edges > 0 THEN 1 END) AS sourced,
         sum(edges) AS provenance,
         count(CASE WHEN edges = 0 AND coalesce(f.source, '') <> 'human_review' THEN 1 END) AS missing
}
CALL () {
  MATCH (a:AuditItem {tenant: $tenant}) WHERE a.created_at >= $since
  RETURN count(a) AS queued
}
RETURN writes, facts, sourced, provenance, missing, queued
